// SPDX-FileCopyrightText: 2026 Krajina contributors
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

#include "catalogue.h"
#include "inputfile.h"

#include <QByteArray>
#include <QJsonObject>
#include <QString>
#include <QStringList>

#include <functional>

namespace Krajina {

struct CatalogueReadResult;

// The JSON text form of a catalogue, documented in data/README.md.
//
// Two layouts share the same objects: a directory (catalogue.json naming one
// file per expansion, as in data/catalogue/) and a single file where the
// expansions are nested in catalogue.json's "expansions" array. The writer is
// deterministic (fixed key order, two-space indent, one feature per line), so
// text -> Catalogue -> text gives the same bytes.
namespace JsonFormat {

inline constexpr int Version = 1;
inline constexpr QLatin1StringView CatalogueFormatId {"krajina-catalogue"};
inline constexpr QLatin1StringView ExpansionFormatId {"krajina-expansion"};
inline constexpr QLatin1StringView IndexFileName {"catalogue.json"};

// "<expansion id>.json"
QString expansionFileName(const QString &expansionId);

// catalogue.json of the directory layout: games, watermarks, backs and the
// expansion files in catalogue order (plus tiles whose expansion is unknown).
QByteArray writeIndex(const Catalogue &catalogue);
// One expansion file of the directory layout, with the expansion's tiles.
QByteArray writeExpansion(const Catalogue &catalogue, const Expansion &expansion);
// The whole catalogue as one JSON document.
QByteArray writeSingleFile(const Catalogue &catalogue);

// Reads an expansion file named in an index (relative to the index).
using OpenReferencedFile = std::function<InputFile(const QString &name)>;

// How read() parses long arrays of tiles: in pieces on two threads (the same
// result, faster and in less memory), or with the whole text at once.
enum class Pieces { Long, Never };

// Reads a catalogue document (either layout). `fileName` is used in messages;
// `openReferenced` resolves expansion file names of the directory layout (pass
// an empty function where there is no directory, e.g. standard input).
CatalogueReadResult read(const QByteArray &text, const QString &fileName, const OpenReferencedFile &openReferenced,
                         Pieces pieces = Pieces::Long);

// A feature as the JSON object of the file format (for reports such as `tiles --json`).
QJsonObject featureToJson(const Feature &feature);

} // namespace JsonFormat

} // namespace Krajina
