// SPDX-FileCopyrightText: 2026 Krajina contributors
// SPDX-License-Identifier: GPL-3.0-or-later

#include "simulationstatistics.h"

#include "gamestate.h"

#include <QJsonArray>

#include <algorithm>
#include <cmath>

using namespace Qt::StringLiterals;

namespace Krajina {

void SimulationStatistics::GameWatch::start()
{
    m_open.clear();
    m_stuck.clear();
    m_setAsideBefore = 0;
}

void SimulationStatistics::GameWatch::beforeTurn(const GameState &game)
{
    m_setAsideBefore = game.riverSetAside();
    m_open.clear();
    if (!game.riverPending())
        return;
    for (const RiverEnd &end : game.riverEnds())
        m_open.emplace_back(end.x + sideDx[std::size_t(end.side)], end.y + sideDy[std::size_t(end.side)]);
}

void SimulationStatistics::GameWatch::afterTurn(const GameState &game)
{
    if (game.riverSetAside() == m_setAsideBefore)
        return;
    for (const auto &cell : m_open) {
        if (std::find(m_stuck.begin(), m_stuck.end(), cell) == m_stuck.end())
            m_stuck.push_back(cell);
    }
}

SimulationStatistics::SimulationStatistics(const QStringList &tileIds, int followedTile, int keepStuck)
    : m_tileIds(tileIds)
    , m_followedTile(followedTile)
    , m_keepStuck(std::max(keepStuck, 0))
    , m_stuckOn(std::size_t(tileIds.size()), 0)
{
}

QString SimulationStatistics::followedTile() const
{
    return m_followedTile >= 0 && m_followedTile < m_tileIds.size() ? m_tileIds.at(m_followedTile) : QString();
}

void SimulationStatistics::addGame(int game, const GameState &state, const FinalReport &final, const GameWatch &watch)
{
    for (int p = 0; p < state.players(); ++p)
        m_scores.add(final.score[std::size_t(p)]);
    m_margins.add(final.margin(state.players()));

    const Board &board = state.board();
    m_lengths.add(board.placedCount());
    const CompiledTileSet &tiles = state.tiles();
    for (int i = 0; i < board.placedCount(); ++i) {
        const PlacedTile &placed = board.placed(i);
        const CompiledTile &tile = tiles.tile(placed.type);
        const bool followed = placed.type == m_followedTile;
        if (tile.cells == 1 && !tile.river && !followed) { // most tiles: one cell at the tile's place
            m_placed.add(placed.x, placed.y);
            continue;
        }
        for (int c = 0; c < tile.cells; ++c) {
            int x = 0, y = 0;
            board.cellPosition(i, c, x, y);
            m_placed.add(x, y);
            if (tile.river)
                m_river.add(x, y);
            if (followed)
                m_followed.add(x, y);
        }
    }
    for (const auto &[x, y] : watch.stuckCells())
        m_stuck.add(x, y);

    if (state.riverSetAside() == 0)
        return;
    for (int t : state.setAside()) {
        if (state.tiles().tile(t).river) {
            if (std::size_t(t) < m_stuckOn.size())
                ++m_stuckOn[std::size_t(t)];
            break;
        }
    }
    if (int(m_stuckGames.size()) < m_keepStuck)
        m_stuckGames.push_back(game);
}

void SimulationStatistics::merge(const SimulationStatistics &other)
{
    if (m_tileIds.isEmpty() && m_stuckOn.empty()) {
        m_tileIds = other.m_tileIds;
        m_followedTile = other.m_followedTile;
        m_keepStuck = other.m_keepStuck;
        m_stuckOn.assign(other.m_stuckOn.size(), 0);
    }
    m_scores.merge(other.m_scores);
    m_margins.merge(other.m_margins);
    m_lengths.merge(other.m_lengths);
    for (std::size_t t = 0; t < m_stuckOn.size() && t < other.m_stuckOn.size(); ++t)
        m_stuckOn[t] += other.m_stuckOn[t];
    m_placed.merge(other.m_placed);
    m_river.merge(other.m_river);
    m_stuck.merge(other.m_stuck);
    m_followed.merge(other.m_followed);
    m_stuckGames.insert(m_stuckGames.end(), other.m_stuckGames.begin(), other.m_stuckGames.end());
    std::sort(m_stuckGames.begin(), m_stuckGames.end());
    if (int(m_stuckGames.size()) > m_keepStuck)
        m_stuckGames.resize(std::size_t(m_keepStuck));
}

QJsonObject SimulationStatistics::toJson() const
{
    QJsonObject stuckOn;
    for (std::size_t t = 0; t < m_stuckOn.size(); ++t) {
        if (m_stuckOn[t] > 0)
            stuckOn.insert(m_tileIds.at(qsizetype(t)), double(m_stuckOn[t]));
    }
    QJsonObject cells {
        {u"placed"_s, m_placed.toJson()},
        {u"river"_s, m_river.toJson()},
        {u"stuck"_s, m_stuck.toJson()},
    };
    if (m_followedTile >= 0)
        cells.insert(u"followed"_s, QJsonObject {{u"tile"_s, followedTile()}, {u"cells"_s, m_followed.toJson()}});
    QJsonArray stuckGames;
    for (int g : m_stuckGames)
        stuckGames.append(g);
    return QJsonObject {
        {u"histograms"_s,
         QJsonObject {
             {u"score"_s, m_scores.toJson()}, {u"margin"_s, m_margins.toJson()}, {u"length"_s, m_lengths.toJson()}}},
        {u"stuckOn"_s, stuckOn},
        {u"cells"_s, cells},
        {u"stuckGames"_s, stuckGames},
    };
}

void SimulationStatistics::appendCsv(QByteArray &csv) const
{
    appendCsvHistogram(csv, "score", m_scores);
    appendCsvHistogram(csv, "margin", m_margins);
    appendCsvHistogram(csv, "length", m_lengths);
    for (std::size_t t = 0; t < m_stuckOn.size(); ++t) {
        if (m_stuckOn[t] > 0)
            appendCsvRow(csv, "stuckOn", m_tileIds.at(qsizetype(t)), {}, {}, {}, m_stuckOn[t]);
    }
    appendCsvCells(csv, "placedCell", {}, m_placed);
    appendCsvCells(csv, "riverCell", {}, m_river);
    appendCsvCells(csv, "stuckCell", {}, m_stuck);
    if (m_followedTile >= 0)
        appendCsvCells(csv, "followedCell", followedTile(), m_followed);
}

} // namespace Krajina
