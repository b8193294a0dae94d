// SPDX-FileCopyrightText: 2026 Krajina contributors
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

#include "gamesetup.h"

#include <QJsonObject>
#include <QString>

#include <cstdint>
#include <map>
#include <vector>

namespace Krajina {

struct GameRecord;

struct SimulationOptions
{
    int games = 1000;
    std::uint64_t seed = 0;
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
    static SimulationReport run(const GameSetup &setup, const SimulationOptions &options);
    // Plays one random game and writes it as a game record that `krajina-cli play` replays.
    static void recordGame(const GameSetup &setup, std::uint64_t seed, GameRecord &record);
};

} // namespace Krajina
