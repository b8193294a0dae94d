// SPDX-FileCopyrightText: 2026 Krajina contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "engine/dosrios/gamesimulator.h"
#include "hex/dosriosjson.h"

#include <benchmark/benchmark.h>

#include <cstdlib>

using namespace Krajina::DosRios;

namespace {

Board fullBoard(std::uint64_t seed)
{
    Board board;
    const QString error = assembleBoard(bundledPieceSet(), randomPlacements(bundledPieceSet(), seed), board);
    if (!error.isEmpty()) {
        fprintf(stderr, "krajina-bench: %s\n", qPrintable(error));
        std::abort();
    }
    return board;
}

} // namespace

// Both rivers routed from their springs to the end on a full board (13 top
// hexes, 36 inner hexes, the frame), over 64 random layouts with two dams each.
static void BM_DosRiosRouteBothRivers(benchmark::State &state)
{
    std::vector<RiverRouter> routers;
    for (std::uint64_t seed = 1; seed <= 64; ++seed) {
        Board board = fullBoard(seed);
        int dams = 0;
        for (const HexCell &cell : board.cells) {
            if (dams < 2 && isRiverLand(cell.terrain) && addDam(board, {cell.at, Side::S}) == DamVerdict::Ok)
                ++dams;
        }
        routers.emplace_back(board);
    }
    Routing routing;
    std::size_t i = 0;
    long hexes = 0;
    for (auto _ : state) {
        routers[i++ & 63].route(routing);
        hexes += long(routing.rivers[0].cells.size() + routing.rivers[1].cells.size());
        benchmark::DoNotOptimize(routing.joinCell);
    }
    state.counters["hexes/routing"]
        = double(hexes) / double(std::max<benchmark::IterationCount>(state.iterations(), 1));
}
BENCHMARK(BM_DosRiosRouteBothRivers)->Unit(benchmark::kNanosecond);

// A dam put and taken away with its verdict, then both rivers routed again (one click on the preview board).
static void BM_DosRiosDamAndReroute(benchmark::State &state)
{
    RiverRouter router(fullBoard(1));
    Routing routing;
    router.route(routing);
    const Hex hex = bundledPieceSet().slots[5][0];
    for (auto _ : state) {
        const DamVerdict verdict = router.canDam({hex, Side::S});
        router.setDam({hex, Side::S}, verdict == DamVerdict::Ok);
        router.route(routing);
        router.setDam({hex, Side::S}, false);
        benchmark::DoNotOptimize(routing.joinCell);
    }
}
BENCHMARK(BM_DosRiosDamAndReroute)->Unit(benchmark::kNanosecond);

// A whole random game of Dos Rios for 3 players, set-up (board, cards, farmers) included, as
// `krajina-cli simulate --expansions dos-rios` plays it (target: under 100 microseconds).
static void BM_DosRiosRandomGame3(benchmark::State &state)
{
    const PieceSet &set = bundledPieceSet();
    int game = 0;
    long turns = 0;
    for (auto _ : state) {
        GameResult result = GameSimulator::playGame(set, 3, GameSimulator::gameSeed(1, game++), 400);
        turns += result.turns;
        benchmark::DoNotOptimize(result.winner);
    }
    state.counters["turns/game"] = double(turns) / double(std::max<benchmark::IterationCount>(state.iterations(), 1));
}
BENCHMARK(BM_DosRiosRandomGame3)->Unit(benchmark::kMicrosecond);

// The set-up alone: the board laid from a seed, rivers routed, places and steps, cards shuffled.
static void BM_DosRiosSetUp(benchmark::State &state)
{
    const PieceSet &set = bundledPieceSet();
    GameSetUp setUp;
    setUp.players = 3;
    for (auto _ : state) {
        GameState game;
        QString error = GameState::create(set, setUp, game);
        benchmark::DoNotOptimize(error);
        ++setUp.seed;
    }
}
BENCHMARK(BM_DosRiosSetUp)->Unit(benchmark::kMicrosecond);
