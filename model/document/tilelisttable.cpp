// SPDX-FileCopyrightText: 2026 Krajina contributors
// SPDX-License-Identifier: GPL-3.0-or-later

#include "tilelisttable.h"

#include "catalogue/catalogue.h"

#include <QCoreApplication>
#include <QHash>
#include <QRegularExpression>

#include <algorithm>

using namespace Qt::StringLiterals;

namespace Krajina {

namespace {

QString cell(QString text)
{
    return text.replace(u'|', u"&#124;"_s);
}

struct Text
{
    Q_DECLARE_TR_FUNCTIONS(Krajina::TileListTable)
};

const QRegularExpression &generatedTable()
{
    static const QRegularExpression pattern(u"<!-- krajina:TileList\\|([^ ]+) -->\\n.*?\\n<!-- /krajina:TileList -->"_s,
                                            QRegularExpression::DotMatchesEverythingOption);
    return pattern;
}

// A generated table read back: its rows' cells by tile id (in order), the
// heading's cells and every other line but the total.
struct ReadTable
{
    QStringList ids;
    QHash<QString, QStringList> rows; // the cells after the id
    QStringList heading;
    QStringList frame;
};

QStringList cells(QStringView line, QStringView separator)
{
    QStringList result;
    for (const QStringView piece : line.split(separator))
        result.append(piece.trimmed().toString());
    return result;
}

ReadTable readTable(const QString &table)
{
    ReadTable read;
    bool headingSeen = false;
    for (const QStringView line : QStringView(table).split(u'\n')) {
        const QStringView trimmed = line.trimmed();
        if (trimmed.startsWith(u"! "_s) || trimmed == u"!") {
            if (!headingSeen) {
                headingSeen = true;
                read.heading = cells(trimmed.mid(1), u"!!");
            } // else the total, which follows from the counts
            continue;
        }
        if (trimmed.startsWith(u'|') && !trimmed.startsWith(u"|-") && !trimmed.startsWith(u"|}")) {
            QStringList row = cells(trimmed.mid(1), u"||");
            static const QRegularExpression code(u"^<code>(.*)</code>$"_s);
            const QRegularExpressionMatch match = code.match(row.value(0));
            const QString id = match.hasMatch() ? match.captured(1) : row.value(0);
            row.removeFirst();
            if (!read.rows.contains(id))
                read.ids.append(id);
            read.rows.insert(id, row);
            continue;
        }
        read.frame.append(trimmed.toString());
    }
    return read;
}

} // namespace

QMap<QString, QString> generatedTileTables(const QString &wikiText)
{
    QMap<QString, QString> tables;
    for (auto it = generatedTable().globalMatch(wikiText); it.hasNext();) {
        const QRegularExpressionMatch match = it.next();
        tables.insert(match.captured(1), match.captured(0));
    }
    return tables;
}

QString withGeneratedTileTables(QString wikiText, const QMap<QString, QString> &tables)
{
    QString result;
    qsizetype from = 0;
    for (auto it = generatedTable().globalMatch(wikiText); it.hasNext();) {
        const QRegularExpressionMatch match = it.next();
        const auto table = tables.constFind(match.captured(1));
        if (table == tables.constEnd())
            continue;
        result += QStringView(wikiText).mid(from, match.capturedStart() - from);
        result += *table;
        from = match.capturedEnd();
    }
    result += QStringView(wikiText).mid(from);
    return result;
}

QList<TileTableDifference> tileTableDifferences(const QString &expansion, const QString &wikiTable,
                                                const QString &catalogueTable)
{
    const ReadTable wiki = readTable(wikiTable);
    const ReadTable ours = readTable(catalogueTable);
    QList<TileTableDifference> differences;
    const auto add = [&](const QString &tileId, const QString &text, std::optional<int> count = std::nullopt) {
        differences.append({expansion, tileId, text, count});
    };
    constexpr int CountCell = 2; // after the Czech and the English name
    for (const QString &id : ours.ids) {
        const auto found = wiki.rows.constFind(id);
        if (found == wiki.rows.constEnd()) {
            add(id, Text::tr("%1: in the catalogue, not in the table on the wiki").arg(id));
            continue;
        }
        const QStringList &mine = ours.rows.value(id);
        for (qsizetype column = 0; column < std::max(mine.size(), found->size()); ++column) {
            const QString theirs = found->value(column);
            const QString value = mine.value(column);
            if (theirs == value)
                continue;
            bool number = false;
            const int count = theirs.toInt(&number);
            if (column == CountCell && number && count >= 0) {
                add(id, Text::tr("%1: count %2 on the wiki, %3 in the catalogue").arg(id, theirs, value), count);
            } else {
                add(id,
                    Text::tr("%1: %2 \"%3\" on the wiki, \"%4\" in the catalogue")
                        .arg(id, ours.heading.value(column + 1, QString::number(column + 2)), theirs, value));
            }
        }
    }
    for (const QString &id : wiki.ids) {
        if (!ours.rows.contains(id))
            add(id, Text::tr("%1: in the table on the wiki, not in the catalogue").arg(id));
    }
    if (differences.isEmpty() && (wiki.heading != ours.heading || wiki.frame != ours.frame || wiki.ids != ours.ids))
        add({}, Text::tr("%1: the tile table on the wiki is laid out otherwise than the catalogue's").arg(expansion));
    return differences;
}

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
