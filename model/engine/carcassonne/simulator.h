// SPDX-FileCopyrightText: 2026 Krajina contributors
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

#include "gamesetup.h"

#include <QJsonObject>
#include <QString>

#include <cstdint>
#include <functional>
#include <map>
#include <vector>

namespace Krajina {

struct GameRecord;

struct SimulationOptions
{
    int games = 1000;
    std::uint64_t seed = 0;
    int threads = 1; // games played at once (0: one per core); the figures are the same for any number
};

// What many random games of one set-up came to. Same set-up and seed, same
// figures (apart from the timing).
struct SimulationReport
{
    int games = 0;
    int completed = 0; // every river tile, lakes included, placed and none set aside
    int stuck = 0; // games in which a river tile could not be placed
    int riverTilesSetAside = 0;
    std::map<QString, int> setAside; // tile id -> copies set aside over all games
    std::map<QString, int> startTiles; // tile id -> games started from it
    int scoreMin = 0;
    int scoreMax = 0;
    double scoreMean = 0;
    double scoreStddev = 0;
    double marginMean = 0; // winner's lead over the runner-up
    std::vector<double> seatMean; // mean score by seat (player 0 starts)
    double seconds = 0;
    double gamesPerSecond = 0;

    QJsonObject toJson() const;
};

// Plays random legal games: uniform legal placement, uniform follower choice
// (no follower included), random bets and crop-circle actions.
class Simulator
{
public:
    static std::uint64_t gameSeed(std::uint64_t seed, int game);
    // Called with the number of games played every few games (every games/1000, at most 64)
    // and after the last (from the worker threads, one call at a time, when
    // options.threads > 1); returning false stops the run.
    using Progress = std::function<bool(int gamesDone)>;
    // Plays options.games games (fewer when `progress` stops it: the report covers the games
    // played, each the same as in a whole run).
    static SimulationReport run(const GameSetup &setup, const SimulationOptions &options,
                                const Progress &progress = {});
    // Plays one random game and writes it as a game record that `krajina-cli play` replays.
    static void recordGame(const GameSetup &setup, std::uint64_t seed, GameRecord &record);
};

} // namespace Krajina
