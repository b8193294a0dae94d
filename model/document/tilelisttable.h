// SPDX-FileCopyrightText: 2026 Krajina contributors
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

#include "rulebook/language.h"
#include "rulebook/wikiexchange.h"

#include <QList>
#include <QMap>
#include <QString>

#include <optional>

namespace Krajina {

struct Catalogue;

// The wikitable listing an expansion's tiles (id, names, count, edges, fields),
// marked so that importWikiPage() recognises it. Empty when the catalogue has
// no such expansion.
QString tileListTable(const Catalogue &catalogue, const QString &expansion, Language language);

// The rules pages' {{TileList|...}} filled from a catalogue, for exportWikiPage()
// and the wiki preview. The catalogue must outlive the function.
TileListFunction catalogueTileLists(const Catalogue &catalogue, Language language);

// The tables tileListTable() made in a wiki text (markers included), by expansion.
QMap<QString, QString> generatedTileTables(const QString &wikiText);
// The text with the generated tables of these expansions replaced by the given ones.
QString withGeneratedTileTables(QString wikiText, const QMap<QString, QString> &tables);

// One way a generated tile table on the wiki differs from the catalogue's.
struct TileTableDifference
{
    QString expansion;
    QString tileId; // empty: not one tile's row
    QString text; // translated: "river-1/IFI: count 2 on the wiki, 3 in the catalogue"
    std::optional<int> wikiCount; // the wiki's count, when that is a figure the catalogue can take
    friend bool operator==(const TileTableDifference &, const TileTableDifference &) = default;
};
// Where a generated table as the wiki has it differs from the catalogue's,
// row by row. The total follows from the counts and is left out (a count taken
// into the catalogue changes it on the next push).
QList<TileTableDifference> tileTableDifferences(const QString &expansion, const QString &wikiTable,
                                                const QString &catalogueTable);

} // namespace Krajina
