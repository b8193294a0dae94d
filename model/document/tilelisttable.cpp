// SPDX-FileCopyrightText: 2026 Krajina contributors
// SPDX-License-Identifier: GPL-3.0-or-later

#include "tilelisttable.h"

#include "catalogue/catalogue.h"

using namespace Qt::StringLiterals;

namespace Krajina {

namespace {

QString cell(QString text)
{
    return text.replace(u'|', u"&#124;"_s);
}

} // namespace

QString tileListTable(const Catalogue &catalogue, const QString &expansion, Language language)
{
    if (!catalogue.expansion(expansion))
        return {};
    const bool cs = language == Language::Czech;
    QString table = u"{| class=\"wikitable sortable\"\n"_s;
    table += cs ? u"! Kartička !! Český název !! Anglický název !! Počet !! Hrany !! Pole\n"_s
                : u"! Tile !! Czech name !! English name !! Count !! Edges !! Fields\n"_s;
    for (const TileDefinition &tile : catalogue.tilesOf(expansion)) {
        table += u"|-\n| <code>%1</code> || %2 || %3 || %4 || %5 || %6\n"_s.arg(
            cell(tile.id), cell(tile.nameCs), cell(tile.nameEn), QString::number(tile.count), tile.edgePattern(),
            QString::number(tile.fieldCount()));
    }
    table += u"|-\n! colspan=\"3\" | %1 !! %2 !! colspan=\"2\" |\n"_s.arg(cs ? u"Celkem"_s : u"Total"_s)
                 .arg(catalogue.tileCount(expansion));
    table += u"|}"_s;
    return markGeneratedTileList(expansion, table);
}

TileListFunction catalogueTileLists(const Catalogue &catalogue, Language language)
{
    return [&catalogue, language](const QString &expansion) { return tileListTable(catalogue, expansion, language); };
}

} // namespace Krajina
