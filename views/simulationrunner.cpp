// SPDX-FileCopyrightText: 2026 Krajina contributors
// SPDX-License-Identifier: GPL-3.0-or-later

#include "simulationrunner.h"

#include <QPromise>
#include <QtConcurrentRun>

namespace Krajina {

SimulationRunner::SimulationRunner(QObject *parent)
    : QObject(parent)
{
    connect(&m_watcher, &QFutureWatcher<void>::progressValueChanged, this,
            [this](int done) { Q_EMIT progress(done, m_requested); });
    connect(&m_watcher, &QFutureWatcher<void>::finished, this, [this] {
        m_running = false;
        if (m_pending)
            m_results = std::move(m_pending);
        const int games = m_dosRios ? m_results->dosRiosReport.games : m_results->report.games;
        m_cancelled = games < m_requested;
        Q_EMIT progress(games, m_requested);
        Q_EMIT finished();
    });
}

SimulationRunner::~SimulationRunner()
{
    cancel();
    m_watcher.waitForFinished();
}

bool SimulationRunner::start(const GameSetup &setup, const SimulationOptions &options)
{
    if (m_running)
        return false;
    launch(options.games, false, [setup, options](Results &results, const std::function<bool(int)> &progress) {
        results.report = Simulator::run(setup, options, progress);
    });
    return true;
}

bool SimulationRunner::start(const DosRios::PieceSet &pieces, const DosRios::GameSimulationOptions &options)
{
    if (m_running)
        return false;
    launch(options.games, true, [pieces, options](Results &results, const std::function<bool(int)> &progress) {
        results.dosRiosReport = DosRios::GameSimulator::run(pieces, options, progress);
    });
    return true;
}

void SimulationRunner::launch(int games, bool dosRios,
                              std::function<void(Results &, const std::function<bool(int)> &)> job)
{
    m_running = true;
    m_cancelled = false;
    m_dosRios = dosRios;
    m_requested = games;
    m_stop = std::make_shared<std::atomic<bool>>(false);
    // The last run's result stays whole until this one is over.
    auto results = std::make_shared<Results>(*m_results);
    m_pending = results;
    m_watcher.setFuture(
        QtConcurrent::run([games, job = std::move(job), results, stop = m_stop](QPromise<void> &promise) {
            promise.setProgressRange(0, games);
            job(*results, [&promise, &stop](int done) {
                promise.setProgressValue(done);
                return !stop->load(std::memory_order_relaxed);
            });
        }));
}

void SimulationRunner::cancel()
{
    if (m_stop)
        m_stop->store(true, std::memory_order_relaxed);
}

} // namespace Krajina
