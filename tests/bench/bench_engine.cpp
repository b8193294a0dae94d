// SPDX-FileCopyrightText: 2026 Krajina contributors
// SPDX-License-Identifier: GPL-3.0-or-later

#include "catalogue/catalogueio.h"
#include "engine/carcassonne/gamestate.h"
#include "engine/carcassonne/players.h"
#include "engine/dosrios/gamesimulator.h"
#include "hex/dosriosjson.h"

#include <benchmark/benchmark.h>

#include <cstdlib>

using namespace Krajina;
using namespace Qt::StringLiterals;

namespace {

GameSetup setupFor(const QStringList &expansions)
{
    RuleSet rules;
    rules.expansions = expansions;
    GameSetup setup;
    const QString error = GameSetup::fromCatalogue(bundledCatalogue(), rules, 2, setup);
    if (!error.isEmpty()) {
        fprintf(stderr, "krajina-bench: %s\n", qPrintable(error));
        std::abort();
    }
    return setup;
}

// Random games from consecutive seeds: uniform legal placement, uniform follower
// choice (none included), full scoring with fields at the end.
void randomGames(benchmark::State &state, const QStringList &expansions)
{
    const GameSetup setup = setupFor(expansions);
    GameState game(setup, 1);
    Random random(1);
    std::vector<Placement> scratch;
    std::uint64_t seed = 1;
    long tiles = 0;
    for (auto _ : state) {
        game.restart(seed++);
        while (game.playRandomTurn(random, scratch)) { }
        int total = game.finish().score[0];
        benchmark::DoNotOptimize(total);
        tiles += game.board().placedCount();
    }
    state.counters["games/s"] = benchmark::Counter(double(state.iterations()), benchmark::Counter::kIsRate);
    state.counters["tiles/game"] = double(tiles) / double(std::max<benchmark::IterationCount>(state.iterations(), 1));
}

} // namespace

// Every legal placement of one tile on a board of 72 tiles (a finished base game).
static void BM_LegalPlacementsOn72TileBoard(benchmark::State &state)
{
    const GameSetup setup = setupFor({u"base"_s});
    GameState game(setup, 5);
    Random random(5);
    std::vector<Placement> scratch;
    while (game.playRandomTurn(random, scratch)) { }
    const int tile = game.tiles().indexOf(u"base/CRr");
    std::vector<Placement> placements;
    for (auto _ : state) {
        placements.clear();
        game.legalPlacements(tile, placements);
        benchmark::DoNotOptimize(placements.data());
    }
    state.counters["board tiles"] = game.board().placedCount();
    state.counters["placements"] = double(placements.size());
}
BENCHMARK(BM_LegalPlacementsOn72TileBoard);

static void BM_RandomBaseGame(benchmark::State &state)
{
    randomGames(state, {u"base"_s});
}
BENCHMARK(BM_RandomBaseGame)->Unit(benchmark::kMicrosecond);

static void BM_RandomRiverOneAndBaseGame(benchmark::State &state)
{
    randomGames(state, {u"base"_s, u"river-1"_s});
}
BENCHMARK(BM_RandomRiverOneAndBaseGame)->Unit(benchmark::kMicrosecond);

static void BM_RandomRiverTwoAndBaseGame(benchmark::State &state)
{
    randomGames(state, {u"base"_s, u"river-2"_s});
}
BENCHMARK(BM_RandomRiverTwoAndBaseGame)->Unit(benchmark::kMicrosecond);

// Two branches and a fork shuffled in: the river look-ahead searches two tiles deep (FinishSearch).
static void BM_RandomRiverTwentyAndBaseGame(benchmark::State &state)
{
    randomGames(state, {u"base"_s, u"river-20"_s});
}
BENCHMARK(BM_RandomRiverTwentyAndBaseGame)->Unit(benchmark::kMicrosecond);

// Seated games from consecutive seeds, both seats playing one policy (players.h): what a
// simulate run with --seats greedy,greedy (or lookahead at budget 200) costs a game.
static void seatedGames(benchmark::State &state, PlayerPolicy policy)
{
    const GameSetup setup = setupFor({u"base"_s});
    GameState game(setup, 1);
    SimulatedPlayers seats({policy, policy}, 200);
    std::uint64_t seed = 1;
    long total = 0;
    for (auto _ : state) {
        game.restart(seed);
        Random random(seed++);
        while (seats.playTurn(game, random)) { }
        total += game.finish().score[0];
    }
    benchmark::DoNotOptimize(total);
    state.counters["games/s"] = benchmark::Counter(double(state.iterations()), benchmark::Counter::kIsRate);
    state.counters["mean score"] = double(total) / double(std::max<benchmark::IterationCount>(state.iterations(), 1));
}

static void BM_GreedyBaseGame(benchmark::State &state)
{
    seatedGames(state, PlayerPolicy::Greedy);
}
BENCHMARK(BM_GreedyBaseGame)->Unit(benchmark::kMillisecond);

static void BM_LookaheadBaseGame(benchmark::State &state)
{
    seatedGames(state, PlayerPolicy::Lookahead);
}
BENCHMARK(BM_LookaheadBaseGame)->Unit(benchmark::kMillisecond)->MinTime(2);

// A 3-player game of Dos Rios, every seat lookahead with 200 playouts a turn (the set-up included), as
// `krajina-cli simulate --expansions dos-rios --seats lookahead,lookahead,lookahead` plays it.
static void BM_LookaheadDosRiosGame(benchmark::State &state)
{
    const DosRios::PieceSet &set = DosRios::bundledPieceSet();
    DosRios::GameSimulationOptions options;
    options.players = 3;
    options.seats.assign(3, PlayerPolicy::Lookahead);
    options.budget = 200;
    int game = 0;
    long turns = 0;
    for (auto _ : state) {
        DosRios::GameResult result
            = DosRios::GameSimulator::playGame(set, options, DosRios::GameSimulator::gameSeed(1, game++));
        turns += result.turns;
        benchmark::DoNotOptimize(result.winner);
    }
    state.counters["turns/game"] = double(turns) / double(std::max<benchmark::IterationCount>(state.iterations(), 1));
}
BENCHMARK(BM_LookaheadDosRiosGame)->Unit(benchmark::kMillisecond)->MinTime(5);
