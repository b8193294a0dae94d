// SPDX-FileCopyrightText: 2026 Krajina contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "engine/cellcounts.h"
#include "engine/dosrios/gamestate.h"
#include "engine/histogram.h"
#include "engine/seats.h"

#include <QByteArray>
#include <QJsonObject>

#include <array>
#include <cstdint>
#include <utility>
#include <vector>

namespace Krajina::DosRios {

// How one random game ended.
struct GameResult
{
    int turns = 0;
    int winner = -1;
    int winnerSeat = -1; // 0: the start player
    WinCondition condition = WinCondition::None;
    int banditStrikes = 0;
    bool capped = false; // the turn cap was reached
    bool deckRanOut = false;
    bool stalled = false; // the random player found no legal way to end a turn
    std::array<int, MaxPlayers> money {}; // by player, at the end
    // Per inner hex watered at the end of the game: its axial q, r and the rivers' bits
    // (Routing::watered: bit 0 Rio Grande, bit 1 Rio Moreno).
    struct Watered
    {
        int q = 0;
        int r = 0;
        std::uint8_t rivers = 0;
    };
    std::vector<Watered> watered;
    // The hexes the bandits took a farmer from, once per farmer (axial q, r).
    std::vector<std::pair<int, int>> banditHexes;
};

// What the simulator's Dos Rios games add up to, in plain whole numbers so that
// the statistics of parts of a run, merged in any order, equal the run's: games
// finished, capped, stalled; wins by seat and by condition; histograms of the
// finished games' length in turns and of bandit strikes per game; per hex (axial
// q, r) in how many games it was watered at the end by Rio Grande, by Rio Moreno,
// by either, and how many farmers the bandits sent to the city from it.
class GameStatistics
{
public:
    explicit GameStatistics(int players = 2);

    void addGame(const GameResult &result);
    void merge(const GameStatistics &other);

    int players() const { return m_players; }
    std::int64_t games() const { return m_games; }
    std::int64_t finished() const { return m_finished; }
    std::int64_t capped() const { return m_capped; }
    std::int64_t deckRanOut() const { return m_deckRanOut; }
    std::int64_t stalled() const { return m_stalled; }
    std::int64_t winsBySeat(int seat) const { return m_winsBySeat[std::size_t(seat)]; }
    std::int64_t wins(WinCondition condition) const;
    // The share of games won by a seat and its 95 % Wilson interval, as fractions.
    double winRate(int seat) const;
    std::pair<double, double> winInterval(int seat) const;
    double finishedRate() const;
    std::pair<double, double> finishedInterval() const;

    const Histogram &lengths() const { return m_lengths; } // finished games, turns
    const Histogram &banditStrikes() const { return m_strikes; } // every game
    const CellCounts &watered(River river) const { return river == River::Grande ? m_grande : m_moreno; }
    const CellCounts &wateredEither() const { return m_either; }
    const CellCounts &banditHexes() const { return m_bandits; }
    // Wins, ties and mean money by player (a seat of `simulate --seats` is a player: the start
    // player is drawn), the winner by the game's rules; a game without one counts for nobody.
    const SeatTally &seatTally() const { return m_seats; }

    // "histograms" (length, banditStrikes), "winIntervalBySeat", "finishedInterval" and
    // "hexes" (watered by river and either, bandits) as the engine's README says.
    QJsonObject toJson() const;
    // figure,tile,value,x,y,count rows (the columns of the Carcassonne CSV): the win
    // counts by seat and condition, one per histogram bin and one per hex.
    void appendCsv(QByteArray &csv) const;
    bool operator==(const GameStatistics &other) const = default;

private:
    int m_players = 2;
    std::int64_t m_games = 0;
    std::int64_t m_finished = 0;
    std::int64_t m_capped = 0;
    std::int64_t m_deckRanOut = 0;
    std::int64_t m_stalled = 0;
    std::array<std::int64_t, MaxPlayers> m_winsBySeat {};
    std::int64_t m_winsAllBuildings = 0;
    std::int64_t m_winsOnRiver = 0;
    std::int64_t m_winsDeckRanOut = 0;
    Histogram m_lengths;
    Histogram m_strikes;
    CellCounts m_grande;
    CellCounts m_moreno;
    CellCounts m_either;
    CellCounts m_bandits;
    SeatTally m_seats;
};

} // namespace Krajina::DosRios
