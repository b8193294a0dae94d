// SPDX-FileCopyrightText: 2026 Krajina contributors
// SPDX-License-Identifier: GPL-3.0-or-later

#include "sqlitewriter.h"

#include "hex/pieces.h"
#include "sqliteconnection.h"
#include "sqlitevalues.h"

using namespace Qt::StringLiterals;

namespace Krajina::Sqlite {

Writer::Writer(const QSqlDatabase &db)
    : m_db(db)
{
}

bool Writer::write(const KrajinaFileContents &contents, const std::function<bool(int done, int total)> &progress)
{
    const Catalogue &c = contents.catalogue;
    QSqlQuery games = prepare(u"INSERT INTO games VALUES (?, ?, ?, ?, ?)"_s);
    for (qsizetype i = 0; i < c.games.size(); ++i) {
        const Game &g = c.games.at(i);
        run(games, {i, g.id, g.nameCs, g.nameEn, boardKindName(g.board)});
    }

    QSqlQuery expansions = prepare(u"INSERT INTO expansions VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)"_s);
    QSqlQuery editions = prepare(u"INSERT INTO editions VALUES (?, ?, ?, ?, ?, ?)"_s);
    QSqlQuery tokens = prepare(u"INSERT INTO betting_tokens VALUES (?, ?, ?, ?, ?, ?)"_s);
    for (qsizetype i = 0; i < c.expansions.size(); ++i) {
        const Expansion &e = c.expansions.at(i);
        run(expansions, {i, e.id, e.game, e.nameCs, e.nameEn, e.publishedTotal, e.defaultBack, e.note, e.startTile});
        for (qsizetype j = 0; j < e.editions.size(); ++j) {
            const Edition &ed = e.editions.at(j);
            run(editions, {i, j, ed.id, ed.nameCs, ed.nameEn, ed.watermark});
        }
        for (qsizetype j = 0; j < e.bettingTokens.size(); ++j) {
            const BettingToken &t = e.bettingTokens.at(j);
            run(tokens, {i, j, t.id, joinNumbers(t.numbers), int(t.orMore), t.copies});
        }
    }

    QSqlQuery watermarks = prepare(u"INSERT INTO watermarks VALUES (?, ?, ?, ?)"_s);
    for (qsizetype i = 0; i < c.watermarks.size(); ++i) {
        const Watermark &w = c.watermarks.at(i);
        run(watermarks, {i, w.id, w.nameCs, w.nameEn});
    }
    QSqlQuery backs = prepare(u"INSERT INTO backs VALUES (?, ?, ?, ?, ?)"_s);
    for (qsizetype i = 0; i < c.backs.size(); ++i) {
        const TileBack &b = c.backs.at(i);
        const QVariant colour = b.colour.isValid() ? QVariant(b.colour.name(QColor::HexArgb)) : QVariant();
        run(backs, {i, b.id, b.nameCs, b.nameEn, colour});
    }

    QSqlQuery tiles = prepare(u"INSERT INTO tiles VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)"_s);
    QSqlQuery tileEditions = prepare(u"INSERT INTO tile_editions VALUES (?, ?, ?)"_s);
    QSqlQuery editionCounts = prepare(u"INSERT INTO tile_edition_counts VALUES (?, ?, ?)"_s);
    QSqlQuery features = prepare(u"INSERT INTO features VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)"_s);
    const int total = int(c.tiles.size());
    for (int i = 0; i < total; ++i) {
        const TileDefinition &t = c.tiles.at(i);
        run(tiles,
            {i, t.id, t.nameCs, t.nameEn, t.expansion, t.count, t.watermark, t.back, t.size.width(), t.size.height(),
             t.art, t.jczId, tileStatusName(t.status), t.note});
        for (qsizetype j = 0; j < t.editions.size(); ++j)
            run(tileEditions, {i, j, t.editions.at(j)});
        for (auto it = t.editionCounts.cbegin(); it != t.editionCounts.cend(); ++it)
            run(editionCounts, {i, it.key(), it.value()});
        for (qsizetype j = 0; j < t.features.size(); ++j) {
            const Feature &f = t.features.at(j);
            run(features,
                {i, j, featureTypeName(f.type), f.locations.toString(), f.cell, f.pennants, joinNumbers(f.cities),
                 int(f.pigHerd), int(f.inn), crossingName(f.crossing), riverRoleName(f.riverRole),
                 cropCircleTypeName(f.cropCircle)});
        }
        if (progress && !progress(i + 1, total))
            return false;
    }

    writeDosRios(c.dosRios);

    QSqlQuery extras = prepare(u"INSERT INTO extras VALUES (?, ?)"_s);
    for (auto it = contents.extras.cbegin(); it != contents.extras.cend(); ++it) {
        if (it.key() != DosRiosExtra) // the pieces are in their tables now
            run(extras, {it.key(), it.value().isNull() ? QByteArray("") : it.value()});
    }
    return true;
}

void Writer::writeDosRios(const DosRios::PieceSet &set)
{
    using namespace DosRios;
    if (set == PieceSet())
        return;
    const Material &m = set.material;
    QSqlQuery row = prepare(u"INSERT INTO dos_rios_pieces VALUES (0, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)"_s);
    run(row,
        {set.status, set.note, m.farmersPerPlayer, m.farmsPerPlayer, m.haciendasPerPlayer, m.dams, m.riverPieces,
         m.woodAtStart, m.farmCost, m.haciendaCost});
    const auto hexRow = [](qsizetype owner, qsizetype position, const HexCell &cell) -> QVariantList {
        QStringList outflows;
        for (const DosRios::Side side : cell.outflows)
            outflows << sideName(side);
        return {owner,
                position,
                cell.at.q,
                cell.at.r,
                terrainName(cell.terrain),
                cropName(cell.crop),
                riverName(cell.river),
                outflows.join(u' ')};
    };
    QSqlQuery frame = prepare(u"INSERT INTO dos_rios_frame VALUES (?, ?, ?, ?)"_s);
    QSqlQuery frameHexes = prepare(u"INSERT INTO dos_rios_frame_hexes VALUES (?, ?, ?, ?, ?, ?, ?, ?)"_s);
    for (qsizetype i = 0; i < set.frame.size(); ++i) {
        const FramePiece &piece = set.frame.at(i);
        run(frame, {i, piece.id, piece.nameCs, piece.nameEn});
        for (qsizetype j = 0; j < piece.hexes.size(); ++j)
            run(frameHexes, hexRow(i, j, piece.hexes.at(j)));
    }
    QSqlQuery slots = prepare(u"INSERT INTO dos_rios_slots VALUES (?, ?, ?, ?, ?, ?, ?)"_s);
    for (qsizetype i = 0; i < set.slots.size(); ++i) {
        const std::array<Hex, 3> &slot = set.slots.at(i);
        run(slots, {i, slot[0].q, slot[0].r, slot[1].q, slot[1].r, slot[2].q, slot[2].r});
    }
    QSqlQuery tiles = prepare(u"INSERT INTO dos_rios_tiles VALUES (?, ?, ?, ?)"_s);
    QSqlQuery tileHexes = prepare(u"INSERT INTO dos_rios_tile_hexes VALUES (?, ?, ?, ?, ?, ?, ?, ?)"_s);
    for (qsizetype i = 0; i < set.tiles.size(); ++i) {
        const LandTile &tile = set.tiles.at(i);
        run(tiles, {i, tile.id, tile.nameCs, tile.nameEn});
        for (qsizetype j = 0; j < qsizetype(tile.hexes.size()); ++j)
            run(tileHexes, hexRow(i, j, tile.hexes.at(std::size_t(j))));
    }
    QSqlQuery cards = prepare(u"INSERT INTO dos_rios_cards VALUES (?, ?, ?, ?, ?, ?)"_s);
    for (qsizetype i = 0; i < set.cards.size(); ++i) {
        const HarvestCard &card = set.cards.at(i);
        run(cards, {i, card.id, cardKindName(card.kind), cropName(card.crop), riverName(card.river), card.count});
    }
    if (!set.layout)
        return;
    const BoardLayout &layout = *set.layout;
    const QVariant seed = layout.seed ? QVariant(QString::number(*layout.seed)) : QVariant();
    QSqlQuery layoutRow = prepare(u"INSERT INTO dos_rios_layout VALUES (0, ?, ?, ?)"_s);
    run(layoutRow, {seed, layout.outflow[int(River::Grande)], layout.outflow[int(River::Moreno)]});
    QSqlQuery placed = prepare(u"INSERT INTO dos_rios_layout_slots VALUES (?, ?, ?)"_s);
    for (qsizetype i = 0; i < layout.tiles.size(); ++i)
        run(placed, {i, layout.tiles.at(i), layout.turns.value(i)});
    const auto sides = [this](const QString &table, const QList<HexSide> &list) {
        QSqlQuery query = prepare(u"INSERT INTO %1 VALUES (?, ?, ?, ?)"_s.arg(table));
        for (qsizetype i = 0; i < list.size(); ++i)
            run(query, {i, list.at(i).hex.q, list.at(i).hex.r, sideName(list.at(i).side)});
    };
    sides(u"dos_rios_dams"_s, layout.dams);
    sides(u"dos_rios_choices"_s, layout.choices);
}

QSqlQuery Writer::prepare(const QString &sql)
{
    QSqlQuery query(m_db);
    if (!query.prepare(sql))
        throw failureOf(query.lastError());
    return query;
}

void Writer::run(QSqlQuery &query, const QVariantList &values)
{
    for (qsizetype i = 0; i < values.size(); ++i) {
        const QVariant &value = values.at(i);
        // Text columns are NOT NULL, and a null QString binds as NULL.
        const bool nullText = value.typeId() == QMetaType::QString && value.toString().isNull();
        query.bindValue(int(i), nullText ? QVariant(u""_s) : value);
    }
    if (!query.exec())
        throw failureOf(query.lastError());
}

} // namespace Krajina::Sqlite
