// SPDX-FileCopyrightText: 2026 Krajina contributors
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

#include "catalogue.h"

#include <QString>
#include <QStringList>

namespace Krajina {

// A catalogue read from a file, or why it could not be read. On failure the
// error names the file and the line or record; `catalogue` is then empty.
struct CatalogueReadResult
{
    Catalogue catalogue;
    QString error;
    QStringList warnings; // things read past (unknown keys, ...), each naming file and line

    bool ok() const { return error.isEmpty(); }
};

// Reads a catalogue, choosing the format by the path:
//   "-"                 JSON (single-file layout) on standard input
//   a directory         the data/catalogue layout (DIR/catalogue.json and one file per expansion)
//   *.json              JSON, single-file layout, or an index whose expansion files lie beside it
//   *.krajina           the SQLite document (SqliteStore)
//   *.xml               JCloisterZone tile XML (JczFormat); its warnings say what was not kept
CatalogueReadResult readCatalogueFile(const QString &path);
// The same, with the bundled catalogue for an empty path (a command's --catalogue not given).
CatalogueReadResult readCatalogueOrBundled(const QString &path);

// Writes a catalogue, choosing the format by the path:
//   "-"                 single-file JSON on standard output
//   a directory, or a path ending in '/'   the data/catalogue layout
//   *.json              single-file JSON
//   *.krajina           the SQLite document (without extras such as rulebook pages)
//   *.xml               JCloisterZone tile XML (what it cannot hold is left out)
// Every file is replaced atomically; on failure returns false and sets *error.
// A read-only file is not replaced, nor a .krajina file a Krajina window holds
// the edit lock of (EditLock: it has unsaved changes there).
bool writeCatalogueFile(const Catalogue &catalogue, const QString &path, QString *error);

// Where the bundled catalogue lives in the resources.
QString bundledCataloguePath();

// The catalogue compiled into the program (data/catalogue), read once.
const Catalogue &bundledCatalogue();

} // namespace Krajina
