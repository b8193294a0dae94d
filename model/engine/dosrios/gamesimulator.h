// SPDX-FileCopyrightText: 2026 Krajina contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "engine/dosrios/gamestate.h"

#include <QJsonObject>

#include <array>
#include <cstdint>

namespace Krajina::DosRios {

struct GameSimulationOptions
{
    int players = 3;
    int games = 1000;
    std::uint64_t seed = 1;
    int turnCap = 400; // turns (one player each) after the set-up
    DeckRunsOut deckRunsOut = DeckRunsOut::Reshuffle;
};

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
    double banditStrikesPerGame = 0;
    double seconds = 0;
    double gamesPerSecond = 0;

    QJsonObject toJson() const;
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
                               DeckRunsOut deckRunsOut = DeckRunsOut::Reshuffle);
    static GameSimulationReport run(const PieceSet &set, const GameSimulationOptions &options);
};

} // namespace Krajina::DosRios
