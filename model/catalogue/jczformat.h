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
};

// JCloisterZone's tile definition XML (`<defs><tiles><tile>...</tiles><sets>
// <tile-set>...</sets></defs>`), see shared/reference/jcz-tile-model.md.
//
// Locations use the same names as Krajina. A tile's features map one to one;
// river roles come from the tile's draw group (`river-spring`, `river-lake`,
// `river-fork`), a road or city that crosses a river is a bridge/overpass,
// and a set id `name:N` is edition N of the expansion `name`. What the format
// does not hold (names, watermarks, backs, status, notes, art) is left empty
// on import and dropped on export.
class JczFormat
{
    Q_DECLARE_TR_FUNCTIONS(JczFormat)
public:
    static JczReadResult read(const QByteArray &data, const QString &fileName);
    static JczReadResult readFile(const QString &path);

    static JczWriteResult write(const Catalogue &catalogue);
    static bool writeFile(const QString &path, const Catalogue &catalogue, QString *error,
                          QStringList *warnings = nullptr);

    // JCloisterZone's set names for Krajina's expansion ids ("basic" <-> "base").
    static QString expansionIdForSet(const QString &setName);
    static QString setNameForExpansion(const QString &expansionId);
};

} // namespace Krajina
