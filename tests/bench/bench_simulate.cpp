// SPDX-FileCopyrightText: 2026 Krajina contributors
// SPDX-License-Identifier: GPL-3.0-or-later

// Simulation throughput (issue 17): the CLI's path (Simulator::run on N threads) against
// the GUI's (SimulationRunner on a pool thread with every core, progress shown through
// queued signals). Both print games/s; the GUI should reach 90 % of the CLI on all cores,
// and two threads 1.8x one. BM_SimulateTwoSeparateRuns shows what the machine allows: two
// one-thread runs side by side, sharing nothing but the process.

#include "catalogue/catalogueio.h"
#include "engine/carcassonne/carcassonnegame.h"
#include "engine/carcassonne/gamestate.h"
#include "engine/carcassonne/simulator.h"
#include "engine/simulationrunner.h"

#include <QCoreApplication>
#include <QEventLoop>
#include <QThread>

#include <benchmark/benchmark.h>

#include <cmath>
#include <cstdio>
#include <cstdlib>
#include <ctime>
#include <thread>

using namespace Krajina;
using namespace Qt::StringLiterals;

namespace {

constexpr int Games = 20000;

GameSetup setupOf(const QStringList &expansions)
{
    RuleSet rules;
    rules.expansions = expansions;
    GameSetup s;
    const QString error = GameSetup::fromCatalogue(bundledCatalogue(), rules, 2, s);
    if (!error.isEmpty()) {
        std::fprintf(stderr, "krajina-bench: %s\n", qPrintable(error));
        std::abort();
    }
    return s;
}

const GameSetup &baseSetup()
{
    static const GameSetup setup = setupOf({u"base"_s});
    return setup;
}

// The bare engine loop over games [0, games) of a run: the games Simulator::run plays for
// `seed`, with nothing added up but the scores. Returns the sum of the final scores. Not inlined,
// so that callgrind shows its instructions beside Simulator::run's.
[[gnu::noinline]] long long engineLoop(const GameSetup &setup, std::uint64_t seed, int games)
{
    std::vector<Placement> scratch;
    GameState game(setup, Simulator::gameSeed(seed, 0));
    long long scores = 0;
    for (int g = 0; g < games; ++g) {
        if (g > 0)
            game.restart(Simulator::gameSeed(seed, g));
        Random random(Simulator::gameSeed(seed, g) ^ 0x5bd1e995u);
        while (game.playRandomTurn(random, scratch)) { }
        const FinalReport &final = game.finish();
        for (int p = 0; p < setup.players; ++p)
            scores += final.score[std::size_t(p)];
    }
    return scores;
}

// This thread's CPU time in nanoseconds: a busy machine slows both paths alike.
qint64 threadNs()
{
    timespec now {};
    clock_gettime(CLOCK_THREAD_CPUTIME_ID, &now);
    return qint64(now.tv_sec) * 1000000000 + now.tv_nsec;
}

// The same games through simulate's path and the engine loop, back to back (CPU time of this
// thread); the share is the simulate path's games per second over the engine loop's.
void simulateShareOfEngine(benchmark::State &state, const QStringList &expansions)
{
    const GameSetup setup = setupOf(expansions);
    constexpr int ShareGames = 2000;
    SimulationOptions options;
    options.games = ShareGames;
    options.threads = 1;
    std::uint64_t seed = 1;
    qint64 simulateNs = 0, engineNs = 0;
    for (auto _ : state) {
        options.seed = seed++;
        const qint64 started = threadNs();
        CarcassonneSimulation simulation(setup, options);
        simulation.run({});
        const qint64 between = threadNs();
        const long long scores = engineLoop(setup, options.seed, ShareGames);
        simulateNs += between - started;
        engineNs += threadNs() - between;
        // The same games: the same scores.
        const SimulationReport &report = simulation.report();
        if (std::llround(report.scoreMean * ShareGames * setup.players) != scores) {
            std::fprintf(stderr, "krajina-bench: the engine loop played other games than simulate\n");
            std::abort();
        }
    }
    const double games = double(state.iterations()) * ShareGames;
    const double simulateRate = simulateNs > 0 ? games * 1e9 / double(simulateNs) : 0;
    const double engineRate = engineNs > 0 ? games * 1e9 / double(engineNs) : 0;
    state.counters["simulate games/s"] = simulateRate;
    state.counters["engine games/s"] = engineRate;
    state.counters["share %"] = engineRate > 0 ? 100.0 * simulateRate / engineRate : 0;
}

void BM_SimulateShareOfEngine(benchmark::State &state)
{
    simulateShareOfEngine(state, {u"base"_s});
}
BENCHMARK(BM_SimulateShareOfEngine)->Unit(benchmark::kMillisecond)->MinTime(2);

void BM_SimulateShareOfEngineRiverOne(benchmark::State &state)
{
    simulateShareOfEngine(state, {u"base"_s, u"river-1"_s});
}
BENCHMARK(BM_SimulateShareOfEngineRiverOne)->Unit(benchmark::kMillisecond)->MinTime(2);

// The CLI: Simulator::run on `threads` threads (0: one per core), no progress.
void BM_SimulateCliPath(benchmark::State &state)
{
    SimulationOptions options;
    options.games = Games;
    options.threads = int(state.range(0));
    std::uint64_t seed = 1;
    long games = 0;
    for (auto _ : state) {
        options.seed = seed++;
        games += Simulator::run(baseSetup(), options).games;
    }
    state.counters["games/s"] = benchmark::Counter(double(games), benchmark::Counter::kIsRate);
    state.counters["threads"] = options.threads > 0 ? options.threads : QThread::idealThreadCount();
}
BENCHMARK(BM_SimulateCliPath)->Arg(1)->Arg(2)->Arg(0)->Unit(benchmark::kMillisecond)->UseRealTime()->MinTime(2);

// Two independent one-thread runs at once: the ceiling for two threads on this machine.
void BM_SimulateTwoSeparateRuns(benchmark::State &state)
{
    SimulationOptions options;
    options.games = Games / 2;
    options.threads = 1;
    std::uint64_t seed = 1;
    long games = 0;
    for (auto _ : state) {
        SimulationOptions first = options, second = options;
        first.seed = seed++;
        second.seed = seed++;
        int firstGames = 0;
        std::thread other([&] { firstGames = Simulator::run(baseSetup(), first).games; });
        games += Simulator::run(baseSetup(), second).games;
        other.join();
        games += firstGames;
    }
    state.counters["games/s"] = benchmark::Counter(double(games), benchmark::Counter::kIsRate);
}
BENCHMARK(BM_SimulateTwoSeparateRuns)->Unit(benchmark::kMillisecond)->UseRealTime()->MinTime(2);

// The GUI: the Simulate page's SimulationRunner with every core, its progress signals
// handled by this thread's event loop as the page's progress bar handles them.
void BM_SimulateGuiPath(benchmark::State &state)
{
    SimulationRunner runner;
    int progressSignals = 0;
    QObject::connect(&runner, &SimulationRunner::progress, [&progressSignals](int, int) { ++progressSignals; });
    SimulationOptions options;
    options.games = Games;
    options.threads = 0;
    std::uint64_t seed = 1;
    long games = 0;
    for (auto _ : state) {
        options.seed = seed++;
        QEventLoop loop;
        QObject::connect(&runner, &SimulationRunner::finished, &loop, &QEventLoop::quit);
        runner.start(std::make_shared<CarcassonneSimulation>(baseSetup(), options));
        loop.exec();
        games += runner.result()->gamesPlayed();
    }
    state.counters["games/s"] = benchmark::Counter(double(games), benchmark::Counter::kIsRate);
    state.counters["threads"] = QThread::idealThreadCount();
    state.counters["progress/run"] = double(progressSignals) / double(std::max<long>(state.iterations(), 1));
}
BENCHMARK(BM_SimulateGuiPath)->Unit(benchmark::kMillisecond)->UseRealTime()->MinTime(2);

} // namespace
