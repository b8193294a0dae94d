// SPDX-FileCopyrightText: 2026 Krajina contributors
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

#include "engine/game.h"

#include <QFutureWatcher>
#include <QObject>

#include <atomic>
#include <map>
#include <memory>

namespace Krajina {

// Runs a Simulation of any game (engine/game.h) on a pool thread (QtConcurrent) and reports
// its progress and result through a QFutureWatcher. Cancelling stops the run after the game
// being played; the result then covers the games played. Destroying it cancels and waits.
class SimulationRunner : public QObject
{
    Q_OBJECT
public:
    explicit SimulationRunner(QObject *parent = nullptr);
    ~SimulationRunner() override;

    // Starts unless a run is going on; false when one is. The runner owns the simulation from here (a
    // std::unique_ptr that GameRules::newSimulation made converts to it).
    bool start(std::shared_ptr<Simulation> simulation);
    void cancel();
    bool isRunning() const { return m_running; }
    // The last finished run (valid after finished(); null before the first). The one going on
    // is not shown before it is over.
    std::shared_ptr<const Simulation> result() const { return m_result; }
    // The last finished run of a game (GameRules::id()); null when none finished yet.
    std::shared_ptr<const Simulation> resultOf(const QString &gameId) const;
    bool wasCancelled() const { return m_cancelled; }

Q_SIGNALS:
    void progress(int done, int total);
    void finished();

private:
    QFutureWatcher<void> m_watcher;
    std::shared_ptr<std::atomic<bool>> m_stop;
    std::shared_ptr<const Simulation> m_result; // the last finished run
    std::map<QString, std::shared_ptr<const Simulation>> m_results; // the last finished run of each game
    std::shared_ptr<Simulation> m_pending; // the run going on (used by the pool thread only)
    bool m_running = false;
    bool m_cancelled = false;
    int m_requested = 0;
};

} // namespace Krajina
