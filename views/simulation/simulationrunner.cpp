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
        if (m_pending) {
            m_result = std::move(m_pending);
            m_results[m_result->gameId()] = m_result;
        }
        const int games = m_result ? m_result->gamesPlayed() : 0;
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

bool SimulationRunner::start(std::shared_ptr<Simulation> simulation)
{
    if (m_running || !simulation)
        return false;
    m_running = true;
    m_cancelled = false;
    m_requested = simulation->gamesRequested();
    m_stop = std::make_shared<std::atomic<bool>>(false);
    // The last run's result stays whole until this one is over.
    m_pending = simulation;
    m_watcher.setFuture(QtConcurrent::run(
        [games = m_requested, simulation = std::move(simulation), stop = m_stop](QPromise<void> &promise) {
            promise.setProgressRange(0, games);
            simulation->run([&promise, &stop](int done) {
                promise.setProgressValue(done);
                return !stop->load(std::memory_order_relaxed);
            });
        }));
    return true;
}

std::shared_ptr<const Simulation> SimulationRunner::resultOf(const QString &gameId) const
{
    const auto it = m_results.find(gameId);
    return it == m_results.end() ? nullptr : it->second;
}

void SimulationRunner::cancel()
{
    if (m_stop)
        m_stop->store(true, std::memory_order_relaxed);
}

} // namespace Krajina
