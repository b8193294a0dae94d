// SPDX-FileCopyrightText: 2026 Krajina contributors
// SPDX-License-Identifier: GPL-3.0-or-later

#include "catalogueargument.h"
#include "commands.h"
#include "hex/board.h"

#include "catalogue/jsonformat.h"

#include <QCommandLineParser>
#include <QJsonArray>
#include <QJsonObject>

#include <algorithm>

using namespace Qt::StringLiterals;

namespace Krajina {

namespace {

// The editions a tile is printed in, with its copies in each.
QList<std::pair<QString, int>> editionCounts(const TileDefinition &tile, const Expansion *expansion)
{
    QList<std::pair<QString, int>> result;
    if (!expansion)
        return result;
    for (const Edition &e : expansion->editions) {
        const int n = tile.countIn(e.id);
        if (n > 0)
            result << std::pair {e.id, n};
    }
    return result;
}

// Copies of an expansion's tiles in its first edition (or in all, without editions).
int expansionTotal(const Catalogue &c, const Expansion &e)
{
    return e.editions.isEmpty() ? c.tileCount(e.id) : c.tileCountIn(e.id, e.editions.first().id);
}

int copiesInFirstEdition(const TileDefinition &t, const Expansion &e)
{
    return e.editions.isEmpty() ? t.count : t.countIn(e.editions.first().id);
}

QString featureSummary(const Feature &f)
{
    QStringList parts {featureTypeName(f.type)};
    if (f.cell != 0)
        parts.first() += u"@%1"_s.arg(f.cell);
    if (!f.locations.isEmpty())
        parts << f.locations.toString();
    if (f.pennants > 0)
        parts << u"pennants=%1"_s.arg(f.pennants);
    if (!f.cities.isEmpty()) {
        QStringList cities;
        for (int c : f.cities)
            cities << QString::number(c);
        parts << u"cities=%1"_s.arg(cities.join(u','));
    }
    if (f.pigHerd)
        parts << u"pigHerd"_s;
    if (f.inn)
        parts << u"inn"_s;
    if (f.crossing != Crossing::None)
        parts << crossingName(f.crossing);
    if (f.type == FeatureType::River && f.riverRole != RiverRole::Stream)
        parts << riverRoleName(f.riverRole);
    if (f.type == FeatureType::CropCircle)
        parts << cropCircleTypeName(f.cropCircle);
    return parts.join(u' ');
}

QJsonObject tileJson(const TileDefinition &t, const Expansion *expansion)
{
    QJsonArray editions;
    QJsonObject counts;
    for (const auto &[id, n] : editionCounts(t, expansion)) {
        editions << id;
        counts.insert(id, n);
    }
    QJsonArray features;
    for (const Feature &f : t.features)
        features << JsonFormat::featureToJson(f);
    return QJsonObject {{u"id"_s, t.id},
                        {u"expansion"_s, t.expansion},
                        {u"nameCs"_s, t.nameCs},
                        {u"nameEn"_s, t.nameEn},
                        {u"count"_s, t.count},
                        {u"editions"_s, editions},
                        {u"editionCounts"_s, counts},
                        {u"edges"_s, t.edgePattern()},
                        {u"symmetry"_s, t.rotationalSymmetry()},
                        {u"fields"_s, t.fieldCount()},
                        {u"size"_s, QJsonArray {t.size.width(), t.size.height()}},
                        {u"features"_s, features},
                        {u"status"_s, tileStatusName(t.status)},
                        {u"note"_s, t.note}};
}

struct ExpansionTotals
{
    int designs = 0;
    int tiles = 0;
    int verifiedDesigns = 0;
    int verifiedTiles = 0;
    int transcribedDesigns = 0; // transcribed from a secondary source
    int transcribedTiles = 0;

    void add(const ExpansionTotals &other)
    {
        designs += other.designs;
        tiles += other.tiles;
        verifiedDesigns += other.verifiedDesigns;
        verifiedTiles += other.verifiedTiles;
        transcribedDesigns += other.transcribedDesigns;
        transcribedTiles += other.transcribedTiles;
    }
};

ExpansionTotals totalsOf(const Catalogue &c, const Expansion &e)
{
    ExpansionTotals totals;
    totals.tiles = expansionTotal(c, e);
    for (const TileDefinition &t : c.tiles) {
        if (t.expansion != e.id)
            continue;
        ++totals.designs;
        if (t.status == TileStatus::Verified) {
            ++totals.verifiedDesigns;
            totals.verifiedTiles += copiesInFirstEdition(t, e);
        } else if (t.status == TileStatus::Transcribed) {
            ++totals.transcribedDesigns;
            totals.transcribedTiles += copiesInFirstEdition(t, e);
        }
    }
    return totals;
}

QJsonObject expansionJson(const Catalogue &c, const Expansion &e)
{
    const ExpansionTotals totals = totalsOf(c, e);
    QJsonArray editions;
    for (const Edition &ed : e.editions)
        editions << QJsonObject {{u"id"_s, ed.id}, {u"tiles"_s, c.tileCountIn(e.id, ed.id)}};
    return QJsonObject {{u"id"_s, e.id},
                        {u"game"_s, e.game},
                        {u"nameCs"_s, e.nameCs},
                        {u"nameEn"_s, e.nameEn},
                        {u"designs"_s, totals.designs},
                        {u"tiles"_s, totals.tiles},
                        {u"editions"_s, editions},
                        {u"publishedTotal"_s, e.publishedTotal},
                        {u"verified"_s, totals.verifiedDesigns},
                        {u"verifiedTiles"_s, totals.verifiedTiles},
                        {u"transcribed"_s, totals.transcribedDesigns},
                        {u"transcribedTiles"_s, totals.transcribedTiles},
                        {u"draft"_s, totals.designs - totals.verifiedDesigns - totals.transcribedDesigns}};
}

void printTable(const QList<QStringList> &rows, QTextStream &out)
{
    QList<qsizetype> widths;
    for (const QStringList &row : rows) {
        for (qsizetype i = 0; i < row.size(); ++i) {
            if (widths.size() <= i)
                widths << 0;
            widths[i] = std::max(widths.at(i), row.at(i).size());
        }
    }
    for (const QStringList &row : rows) {
        QString line;
        for (qsizetype i = 0; i < row.size(); ++i)
            line += i + 1 < row.size() ? row.at(i).leftJustified(widths.at(i) + 2) : row.at(i);
        out << line << '\n';
    }
}

// The Dos Rios hex pieces: each with its hexes, then the totals.
QJsonObject dosRiosJson(const DosRios::PieceSet &set)
{
    QJsonArray pieces;
    const auto add = [&](const QString &id, const QString &kind, const auto &cells) {
        QJsonArray hexes;
        for (const DosRios::HexCell &cell : cells)
            hexes << DosRios::hexCellText(cell);
        pieces << QJsonObject {{u"id"_s, id}, {u"kind"_s, kind}, {u"hexes"_s, hexes}};
    };
    for (const DosRios::FramePiece &piece : set.frame)
        add(piece.id, u"frame"_s, piece.hexes);
    for (const DosRios::LandTile &tile : set.tiles)
        add(tile.id, u"land"_s, tile.hexes);
    int cards = 0;
    for (const DosRios::HarvestCard &card : set.cards)
        cards += card.count;
    return {{u"status"_s, set.status}, {u"pieces"_s, pieces}, {u"slots"_s, int(set.slots.size())}, {u"cards"_s, cards}};
}

void printDosRios(const DosRios::PieceSet &set, QTextStream &out)
{
    const QJsonObject o = dosRiosJson(set);
    QList<QStringList> rows {{u"ID"_s, u"KIND"_s, u"HEXES"_s}};
    for (const QJsonValue &piece : o.value(u"pieces"_s).toArray()) {
        QStringList hexes;
        for (const QJsonValue &hex : piece[u"hexes"_s].toArray())
            hexes << hex.toString();
        rows << QStringList {piece[u"id"_s].toString(), piece[u"kind"_s].toString(), hexes.join(u"; "_s)};
    }
    out << '\n';
    printTable(rows, out);
    out << "\ndos-rios: " << set.frame.size() << " frame pieces, " << set.tiles.size() << " land tiles in "
        << set.slots.size() << " slots, " << o.value(u"cards"_s).toInt() << " harvest cards, status " << set.status
        << '\n';
}

} // namespace

int runTilesCommand(const QStringList &arguments, CliIo &io)
{
    QCommandLineParser parser;
    parser.setApplicationDescription(
        u"List every tile of a catalogue with its expansion, editions, count, edges, fields, features and "
        u"status, then the totals of each expansion."_s);
    addCatalogueArgument(parser);
    const QCommandLineOption only(u"expansion"_s, u"List only the tiles of this expansion."_s, u"id"_s);
    const QCommandLineOption json = addJsonOption(parser);
    parser.addOption(only);
    if (!parseCommandLine(parser, arguments, io))
        return ExitBadInput;
    const auto input = readCatalogueArgument(u"tiles"_s, parser.positionalArguments(), io);
    if (!input)
        return ExitBadInput;
    const Catalogue &c = input->catalogue;
    const QString wanted = parser.value(only);
    const bool dosRios = !c.dosRios.isEmpty() && (wanted.isEmpty() || wanted == u"dos-rios");
    if (!wanted.isEmpty() && !c.expansion(wanted) && !dosRios) {
        io.err << "tiles: the catalogue has no expansion \"" << wanted << "\"\n";
        return ExitBadInput;
    }
    const auto selected = [&](const QString &expansion) { return wanted.isEmpty() || expansion == wanted; };

    if (parser.isSet(json)) {
        QJsonArray tiles;
        for (const TileDefinition &t : c.tiles) {
            if (selected(t.expansion))
                tiles << tileJson(t, c.expansion(t.expansion));
        }
        QJsonArray expansions;
        ExpansionTotals all;
        for (const Expansion &e : c.expansions) {
            if (!selected(e.id))
                continue;
            expansions << expansionJson(c, e);
            all.add(totalsOf(c, e));
        }
        const QJsonObject report {{u"catalogue"_s, input->displayName},
                                  {u"tiles"_s, tiles},
                                  {u"expansions"_s, expansions},
                                  {u"totals"_s,
                                   QJsonObject {{u"designs"_s, all.designs},
                                                {u"tiles"_s, all.tiles},
                                                {u"verified"_s, all.verifiedDesigns},
                                                {u"verifiedTiles"_s, all.verifiedTiles},
                                                {u"transcribed"_s, all.transcribedDesigns},
                                                {u"transcribedTiles"_s, all.transcribedTiles}}}};
        QJsonObject withPieces = report;
        if (dosRios)
            withPieces.insert(u"dosRios"_s, dosRiosJson(c.dosRios));
        printJson(io, withPieces);
        return ExitOk;
    }

    QList<QStringList> rows {
        {u"ID"_s, u"EXPANSION"_s, u"COUNT"_s, u"EDITIONS"_s, u"EDGES"_s, u"FIELDS"_s, u"STATUS"_s, u"FEATURES"_s}};
    for (const TileDefinition &t : c.tiles) {
        if (!selected(t.expansion))
            continue;
        QStringList editions;
        for (const auto &[id, n] : editionCounts(t, c.expansion(t.expansion)))
            editions << u"%1:%2"_s.arg(id).arg(n);
        QStringList features;
        for (const Feature &f : t.features)
            features << featureSummary(f);
        rows << QStringList {t.id,
                             t.expansion,
                             QString::number(t.count),
                             editions.isEmpty() ? u"-"_s : editions.join(u' '),
                             t.edgePattern(),
                             QString::number(t.fieldCount()),
                             tileStatusName(t.status),
                             features.join(u"; "_s)};
    }
    printTable(rows, io.out);
    io.out << '\n';
    for (const Expansion &e : c.expansions) {
        if (!selected(e.id))
            continue;
        const ExpansionTotals totals = totalsOf(c, e);
        QStringList editions;
        for (const Edition &ed : e.editions)
            editions << u"%1 %2"_s.arg(ed.id).arg(c.tileCountIn(e.id, ed.id));
        io.out << e.id << ": " << totals.designs << " designs, " << totals.tiles << " tiles";
        if (!editions.isEmpty())
            io.out << " (" << editions.join(u", "_s) << ')';
        if (e.publishedTotal > 0)
            io.out << ", published " << e.publishedTotal;
        io.out << ", verified " << totals.verifiedDesigns << '/' << totals.designs << " designs ("
               << totals.verifiedTiles << " tiles)";
        if (totals.transcribedDesigns > 0)
            io.out << ", transcribed " << totals.transcribedDesigns << " designs (" << totals.transcribedTiles
                   << " tiles)";
        io.out << '\n';
    }
    if (dosRios)
        printDosRios(c.dosRios, io.out);
    return ExitOk;
}

} // namespace Krajina
