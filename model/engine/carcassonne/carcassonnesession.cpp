// SPDX-FileCopyrightText: 2026 Krajina contributors
// SPDX-License-Identifier: GPL-3.0-or-later

#include "carcassonnesession.h"

#include "catalogue/catalogueio.h"
#include "gamerecord.h"

#include <QCoreApplication>
#include <QJsonArray>
#include <QJsonDocument>

#include <algorithm>

using namespace Qt::StringLiterals;

namespace Krajina {

namespace {

struct Text
{
    Q_DECLARE_TR_FUNCTIONS(Krajina::GameSession)
};

class CarcassonneSession final : public GameSession
{
public:
    CarcassonneSession(std::shared_ptr<const Catalogue> catalogue, const GameSetup &setup, const GameRecord &record)
        : m_catalogue(std::move(catalogue))
        , m_game(setup, record.seed)
        , m_record(record)
    {
        m_record.moves.clear();
        m_record.expectations = {};
        m_record.source.clear();
        m_game.placeStart(0);
        if (m_game.startTile() >= 0) {
            if (setup.rules[RuleOption::RiverFromBag] && m_record.startTile.isEmpty()) // drawn from the bag
                m_record.startTile = m_game.tiles().id(m_game.startTile());
            m_record.moves.push_back({QJsonObject {{u"start"_s, true},
                                                   {u"tile"_s, m_game.tiles().id(m_game.startTile())},
                                                   {u"at"_s, QJsonArray {0, 0}},
                                                   {u"rotation"_s, 0}},
                                      0});
        }
        drawForTurn();
    }

    std::unique_ptr<GameSession> clone() const override { return std::make_unique<CarcassonneSession>(*this); }
    QString gameId() const override { return u"carcassonne"_s; }
    int players() const override { return m_game.players(); }
    int currentPlayer() const override { return m_game.currentPlayer(); }
    bool isOver() const override { return m_game.finished(); }

    int moveCount() const override
    {
        listMoves();
        return int(m_moves.size());
    }

    QJsonObject move(int index) const override
    {
        listMoves();
        return m_moves.value(index);
    }

    Verdict play(const QJsonObject &move) override
    {
        if (m_game.finished())
            return {false, ruleCodeName(RuleCode::MoveGameOver), ruleCodeSummary(RuleCode::MoveGameOver)};
        TurnReport report;
        QString error;
        if (!playMoveJson(move, m_game, *m_catalogue, report, &error))
            return {false, {}, error};
        if (report.code != RuleCode::Ok)
            return {false, ruleCodeName(report.code), report.message};
        // Written as the record states it, with its player and tile named and without what it expected.
        QJsonObject stated;
        for (auto it = move.begin(); it != move.end(); ++it) {
            if (!it.key().startsWith(u"expect") && it.key() != u"draw")
                stated.insert(it.key(), it.value());
        }
        stated.insert(u"player"_s, report.player);
        if (report.tile >= 0)
            stated.insert(u"tile"_s, m_game.tiles().id(report.tile));
        for (int t : report.setAside)
            m_record.moves.push_back({discardToJson(report.player, t, m_game.tiles()), int(m_record.moves.size())});
        m_record.moves.push_back({stated, int(m_record.moves.size())});
        drawForTurn();
        return {};
    }

    QList<int> scores() const override
    {
        QList<int> scores;
        for (int p = 0; p < m_game.players(); ++p)
            scores << m_game.board().score(p);
        return scores;
    }

    QList<int> winners() const override
    {
        if (!m_game.finished())
            return {};
        const QList<int> points = scores();
        const int best = *std::max_element(points.begin(), points.end());
        QList<int> won;
        for (int p = 0; p < points.size(); ++p) {
            if (points[p] == best)
                won << p;
        }
        return won;
    }

    QByteArray toRecord() const override
    {
        GameRecord record = m_record;
        if (m_game.finished()) {
            QList<std::optional<int>> score;
            for (int points : scores())
                score << points;
            record.expectations.points = score;
        }
        return record.toJson();
    }

private:
    // Draws the tile of the turn (setting aside those that fit nowhere); the final scoring once none is left.
    void drawForTurn()
    {
        m_moves.clear();
        m_listed = false;
        std::vector<int> setAside;
        const int player = m_game.currentPlayer();
        const int tile = m_game.isOver() ? -1 : m_game.drawTile(&setAside);
        for (int t : setAside)
            m_record.moves.push_back({discardToJson(player, t, m_game.tiles()), int(m_record.moves.size())});
        if (tile < 0)
            m_game.finish();
    }

    void listMoves() const
    {
        if (m_listed)
            return;
        m_listed = true;
        const int tile = m_game.pendingTile();
        if (m_game.finished() || tile < 0)
            return;
        const CompiledTileSet &tiles = m_game.tiles();
        std::vector<Placement> placements;
        m_game.legalPlacements(tile, placements);
        std::vector<FollowerSpot> spots;
        for (const Placement &at : placements) {
            Move move;
            move.player = m_game.currentPlayer();
            move.tile = tile;
            move.at = at;
            if (tiles.tile(tile).cropCircle >= 0)
                move.crop = CropAction::Add; // every player skips
            const QJsonObject placed = moveToJson(move, tiles, m_game.tokens());
            m_moves << placed;
            m_game.followerSpots(tile, at, spots);
            for (const FollowerSpot &spot : spots) {
                move.follower = spot;
                m_moves << moveToJson(move, tiles, m_game.tokens());
            }
        }
    }

    std::shared_ptr<const Catalogue> m_catalogue;
    GameState m_game;
    GameRecord m_record;
    mutable QList<QJsonObject> m_moves; // listed for the turn
    mutable bool m_listed = false;
};

} // namespace

std::unique_ptr<GameSession> newCarcassonneSession(const QJsonObject &setUp, quint64 seed, QString *error,
                                                   const Catalogue *catalogue)
{
    QJsonObject root = setUp;
    root.remove(u"game"_s);
    if (seed <= (quint64(1) << 53))
        root.insert(u"seed"_s, double(seed));
    else
        root.insert(u"seed"_s, QString::number(seed));
    if (!root.contains(u"moves"_s))
        root.insert(u"moves"_s, QJsonArray());
    const std::optional<GameRecord> record = GameRecord::parse(QJsonDocument(root).toJson(), error);
    if (!record)
        return nullptr;
    auto fail = [&](const QString &key, const QString &message) -> std::unique_ptr<GameSession> {
        if (error)
            *error = u"%1: %2: %3"_s.arg(jsonPlace(record->source, {key}), key, message);
        return nullptr;
    };
    if (record->scenario)
        return fail(u"scenario"_s, Text::tr("a scenario has no pile to deal from; it is played from its record"));
    if (!record->moves.isEmpty())
        return fail(u"moves"_s, Text::tr("a set-up has no moves"));
    std::shared_ptr<const Catalogue> source;
    if (catalogue) {
        source = std::make_shared<const Catalogue>(*catalogue);
    } else if (record->catalogue == u"builtin") {
        source = std::shared_ptr<const Catalogue>(&bundledCatalogue(), [](const Catalogue *) {});
    } else {
        CatalogueReadResult read = readCatalogueOrBundled(record->catalogue);
        if (!read.ok())
            return fail(u"catalogue"_s, read.error);
        source = std::make_shared<const Catalogue>(std::move(read.catalogue));
    }
    GameSetup setup;
    if (!recordGameSetup(*record, *source, setup, error))
        return nullptr;
    return std::make_unique<CarcassonneSession>(std::move(source), setup, *record);
}

} // namespace Krajina
