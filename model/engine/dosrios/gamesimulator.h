// SPDX-FileCopyrightText: 2026 Krajina contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "engine/dosrios/gamestatistics.h"
#include "engine/dosrios/randomplayer.h"
#include "engine/seats.h"

#include <QJsonObject>

#include <array>
#include <cstdint>
#include <functional>
#include <optional>

namespace Krajina::DosRios {

struct GameSimulationOptions
{
    int players = 3;
    int games = 1000;
    std::uint64_t seed = 1;
    int turnCap = 400; // turns (one player each) after the set-up
    DeckRunsOut deckRunsOut = DeckRunsOut::Reshuffle;
    Policy policy = Policy::SavesForHacienda;
    CourseChoices courses = CourseChoices::Default;
    GameRules rules;
    int threads = 1; // games played at once (0: one per core); the figures are the same for any number
    // One policy per player (random plays by `policy`; greedy: GreedyPlayer; lookahead: LookaheadPlayer);
    // empty: every player random, and the report without "seats".
    std::vector<PlayerPolicy> seats;
    int budget = 200; // playouts a turn of a lookahead seat
};

// What many random games came to. Same options, same figures (apart from the timing).
struct GameSimulationReport
{
    GameSimulationOptions options;
    int games = 0;
    int finished = 0; // someone won
    int capped = 0;
    int deckRanOut = 0;
    int stalled = 0;
    double lengthMean = 0; // turns, over the finished games
    double lengthStddev = 0;
    int lengthMin = 0;
    int lengthMax = 0;
    std::array<int, MaxPlayers> winsBySeat {}; // seat 0 starts
    int winsAllBuildings = 0;
    int winsOnRiver = 0;
    int winsDeckRanOut = 0; // the deck ran out (DeckRunsOut::End) and the tie-break named the winner
    double banditStrikesPerGame = 0;
    double seconds = 0;
    double gamesPerSecond = 0;
    GameStatistics statistics; // histograms, intervals, per-hex counts

    QJsonObject toJson() const;
    // The statistics as CSV rows of figure,name,value,q,r,count under a header line.
    QByteArray toCsv() const;
};

// Random legal games of Dos Rios: each turn the player to move walks random
// farmers one random legal step at a time (up to 6 movement points; a farmer
// that entered an opponent's farm walks on at once), builds whenever a legal
// building is affordable (the hacienda first), puts a dam on a random side of
// a hex of one of its farmers now and then, and scores or passes the card at
// random (README "Simulator").
class GameSimulator
{
public:
    static std::uint64_t gameSeed(std::uint64_t seed, int game);
    // Sets up and plays one game from `seed`.
    static GameResult playGame(const PieceSet &set, int players, std::uint64_t seed, int turnCap,
                               DeckRunsOut deckRunsOut = DeckRunsOut::Reshuffle,
                               Policy policy = Policy::SavesForHacienda, const GameRules &rules = {},
                               const std::vector<PlayerPolicy> &seats = {},
                               CourseChoices courses = CourseChoices::Default);
    // Sets up and plays one game of a run from `seed` (gameSeed()); each action played, with its player, is added
    // to `moves` (nullptr: none).
    static GameResult playGame(const PieceSet &set, const GameSimulationOptions &options, std::uint64_t seed,
                               std::vector<Action> *moves = nullptr);
    static GameSetUp setUpOf(const GameSimulationOptions &options, std::uint64_t seed);
    // The game of a run's set-up and seats played from `seed` itself (not gameSeed(): a record's seed is a whole
    // number of at most 2^53) as a game record that `krajina-cli play` replays; empty when the game cannot be set
    // up (`simulate --record`).
    static QByteArray recordGame(const PieceSet &set, const GameSimulationOptions &options, std::uint64_t seed);
    // Called with the number of games played every few games (every games/1000, at most 64)
    // and after the last (from the worker threads, one call at a time, when
    // options.threads > 1); returning false stops the run.
    using Progress = std::function<bool(int gamesDone)>;
    // Plays options.games games (fewer when `progress` stops it: the report covers the games
    // played, each the same as in a whole run).
    static GameSimulationReport run(const PieceSet &set, const GameSimulationOptions &options,
                                    const Progress &progress = {});
};

} // namespace Krajina::DosRios
