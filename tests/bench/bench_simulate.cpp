// SPDX-FileCopyrightText: 2026 Krajina contributors
// SPDX-License-Identifier: GPL-3.0-or-later

// Simulation throughput (issue 17): the CLI's path (Simulator::run on N threads) against
// the GUI's (SimulationRunner on a pool thread with every core, progress shown through
// queued signals). Both print games/s; the GUI should reach 90 % of the CLI on all cores,
// and two threads 1.8x one. BM_SimulateTwoSeparateRuns shows what the machine allows: two
// one-thread runs side by side, sharing nothing but the process.

#include "catalogue/catalogueio.h"
#include "engine/carcassonne/simulator.h"
#include "simulation/simulationrunner.h"

#include <QCoreApplication>
#include <QEventLoop>
#include <QThread>

#include <benchmark/benchmark.h>

#include <cstdio>
#include <cstdlib>
#include <thread>

using namespace Krajina;
using namespace Qt::StringLiterals;

namespace {

constexpr int Games = 20000;

const GameSetup &baseSetup()
{
    static const GameSetup setup = [] {
        RuleSet rules;
        rules.expansions = {u"base"_s};
        GameSetup s;
        const QString error = GameSetup::fromCatalogue(bundledCatalogue(), rules, 2, s);
        if (!error.isEmpty()) {
            std::fprintf(stderr, "krajina-bench: %s\n", qPrintable(error));
            std::abort();
        }
        return s;
    }();
    return setup;
}

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
        runner.start(baseSetup(), options);
        loop.exec();
        games += runner.report().games;
    }
    state.counters["games/s"] = benchmark::Counter(double(games), benchmark::Counter::kIsRate);
    state.counters["threads"] = QThread::idealThreadCount();
    state.counters["progress/run"] = double(progressSignals) / double(std::max<long>(state.iterations(), 1));
}
BENCHMARK(BM_SimulateGuiPath)->Unit(benchmark::kMillisecond)->UseRealTime()->MinTime(2);

} // namespace
