// SPDX-FileCopyrightText: 2026 Krajina contributors
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

#include "engine/cellcounts.h"
#include "engine/csvrow.h"
#include "engine/histogram.h"
#include "engine/interval.h"

#include <QJsonObject>
#include <QStringList>

#include <cstdint>
#include <utility>
#include <vector>

namespace Krajina {

class GameState;
struct FinalReport;

// What the simulator's games add up to beyond the report's totals: histograms of the
// final scores (every player's), the winner's margins and the game lengths in tiles;
// per tile design how often it was the river tile that could not go on (the first
// river tile set aside in a game); per board cell, relative to the start tile, how
// often a tile, a river tile or a copy of the followed tile design was placed there
// and in how many games a river end got stuck there; and the first stuck games.
// Plain whole numbers: statistics of parts of a run, merged in any order, equal the
// run's.
class SimulationStatistics
{
public:
    // Watches one game's turns for the river ends that were open when a river tile
    // was set aside (the ends it could not continue).
    class GameWatch
    {
    public:
        void start();
        void beforeTurn(const GameState &game);
        void afterTurn(const GameState &game);
        // The empty cells the stuck ends faced, each once.
        const std::vector<std::pair<int, int>> &stuckCells() const { return m_stuck; }

    private:
        std::vector<std::pair<int, int>> m_open;
        std::vector<std::pair<int, int>> m_stuck;
        int m_setAsideBefore = 0;
    };

    SimulationStatistics() = default;
    // `tileIds` by compiled tile; `followedTile` a compiled tile whose copies' cells are
    // counted (-1: none); `keepStuck` how many stuck games to list at most.
    SimulationStatistics(const QStringList &tileIds, int followedTile, int keepStuck);

    // One finished game, the `game`-th of the run.
    void addGame(int game, const GameState &state, const FinalReport &final, const GameWatch &watch);
    void merge(const SimulationStatistics &other);

    const Histogram &scores() const { return m_scores; }
    const Histogram &margins() const { return m_margins; }
    const Histogram &lengths() const { return m_lengths; }
    // By compiled tile: games in which it was the first river tile set aside.
    const std::vector<std::int64_t> &stuckOn() const { return m_stuckOn; }
    const QStringList &tileIds() const { return m_tileIds; }
    const CellCounts &placedCells() const { return m_placed; }
    const CellCounts &riverCells() const { return m_river; }
    const CellCounts &stuckCells() const { return m_stuck; }
    const CellCounts &followedCells() const { return m_followed; }
    // The followed tile design's id (empty when none).
    QString followedTile() const;
    // Indices of the first stuck games (ascending, at most keepStuck()).
    const std::vector<int> &stuckGames() const { return m_stuckGames; }
    int keepStuck() const { return m_keepStuck; }

    // "histograms", "stuckOn", "cells" and "stuckGames" (see model/engine/README.md).
    QJsonObject toJson() const;
    // Rows of figure,tile,value,x,y,count (after a header line), one per bin, tile or cell.
    void appendCsv(QByteArray &csv) const;
    bool operator==(const SimulationStatistics &other) const = default;

private:
    QStringList m_tileIds;
    int m_followedTile = -1;
    int m_keepStuck = 0;
    Histogram m_scores;
    Histogram m_margins;
    Histogram m_lengths;
    std::vector<std::int64_t> m_stuckOn;
    CellCounts m_placed;
    CellCounts m_river;
    CellCounts m_stuck;
    CellCounts m_followed;
    std::vector<int> m_stuckGames;
};

} // namespace Krajina
