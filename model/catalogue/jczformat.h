// SPDX-FileCopyrightText: 2026 Krajina contributors
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

#include "catalogue/catalogue.h"

#include <QByteArray>
#include <QCoreApplication>
#include <QString>
#include <QStringList>

namespace Krajina {

struct JczReadResult
{
    Catalogue catalogue;
    QStringList warnings; // "file:line: ..." for what was read but not kept
    QString error; // "file:line:column: ...", empty on success
    bool ok() const { return error.isEmpty(); }
};

struct JczWriteResult
{
    QByteArray data;
    QStringList warnings; // what the format cannot say (bookmakers, double tiles, ...)
    QStringList notCarried; // JczFormat::notCarried() of the catalogue written
};

// JCloisterZone's tile definition XML (`<defs><tiles><tile>...</tiles><sets>
// <tile-set>...</sets></defs>`), as JCloisterZone's own tile files are written.
//
// Locations use the same names as Krajina. A tile's features map one to one;
// river roles come from the tile's draw group (`river-spring`, `river-lake`,
// `river-fork`), a road or city that crosses a river is a bridge/overpass,
// and a set id `name:N` is edition N of the expansion `name`. An expansion of
// one's own keeps its English name as the title of an add-on's <expansion>
// (FanCloisterZone). What the format does not hold (tile names, watermarks,
// backs, status, notes, art, start tiles) is left empty on import and listed
// by notCarried() on export.
class JczFormat
{
    Q_DECLARE_TR_FUNCTIONS(JczFormat)
public:
    static JczReadResult read(const QByteArray &data, const QString &fileName);
    static JczReadResult readFile(const QString &path);

    static JczWriteResult write(const Catalogue &catalogue);
    static bool writeFile(const QString &path, const Catalogue &catalogue, QString *error,
                          QStringList *warnings = nullptr, QStringList *notCarried = nullptr);
    // What a catalogue holds that the format cannot, one sentence per kind with how many
    // ("the names of 5 tiles, in Czech and English"): said before an export, not after.
    static QStringList notCarried(const Catalogue &catalogue);

    // JCloisterZone's set names for Krajina's expansion ids ("basic" <-> "base").
    static QString expansionIdForSet(const QString &setName);
    static QString setNameForExpansion(const QString &expansionId);
};

} // namespace Krajina
