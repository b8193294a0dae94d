// SPDX-FileCopyrightText: 2026 Krajina contributors
// SPDX-License-Identifier: GPL-3.0-or-later

#include "sqlitewriter.h"

#include "hex/dosriosjson.h"
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

    QSqlQuery extras = prepare(u"INSERT INTO extras VALUES (?, ?)"_s);
    for (auto it = contents.extras.cbegin(); it != contents.extras.cend(); ++it)
        run(extras, {it.key(), it.value().isNull() ? QByteArray("") : it.value()});
    if (!contents.catalogue.dosRios.isEmpty() && !contents.extras.contains(DosRiosExtra))
        run(extras, {DosRiosExtra, DosRios::pieceSetText(contents.catalogue.dosRios)});
    return true;
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
