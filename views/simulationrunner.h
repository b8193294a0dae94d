// SPDX-FileCopyrightText: 2026 Krajina contributors
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

#include "engine/carcassonne/gamesetup.h"
#include "engine/carcassonne/simulator.h"
#include "engine/dosrios/gamesimulator.h"

#include <QFutureWatcher>
#include <QObject>

#include <atomic>
#include <functional>
#include <memory>

namespace Krajina {

// Runs Simulator::run (Carcassonne) or DosRios::GameSimulator::run on a pool thread
// (QtConcurrent) and reports its progress and result through a QFutureWatcher.
// Cancelling stops the run after the game being played; the report then covers the
// games played. Destroying it cancels and waits.
class SimulationRunner : public QObject
{
    Q_OBJECT
public:
    explicit SimulationRunner(QObject *parent = nullptr);
    ~SimulationRunner() override;

    // Starts unless a run is going on; false when one is.
    bool start(const GameSetup &setup, const SimulationOptions &options);
    bool start(const DosRios::PieceSet &pieces, const DosRios::GameSimulationOptions &options);
    void cancel();
    bool isRunning() const { return m_running; }
    // The last finished run (valid after finished()): Carcassonne or Dos Rios.
    bool isDosRios() const { return m_dosRios; }
    SimulationReport report() const { return m_results->report; }
    DosRios::GameSimulationReport dosRiosReport() const { return m_results->dosRiosReport; }
    bool wasCancelled() const { return m_cancelled; }

Q_SIGNALS:
    void progress(int done, int total);
    void finished();

private:
    struct Results
    {
        SimulationReport report;
        DosRios::GameSimulationReport dosRiosReport;
    };
    // Runs `job` (given the progress callback) on a pool thread for `games` games.
    void launch(int games, bool dosRios, std::function<void(Results &, const std::function<bool(int)> &)> job);

    QFutureWatcher<void> m_watcher;
    std::shared_ptr<std::atomic<bool>> m_stop;
    std::shared_ptr<Results> m_results = std::make_shared<Results>(); // the last finished run
    std::shared_ptr<Results> m_pending; // the run going on (written by the pool thread)
    bool m_running = false;
    bool m_cancelled = false;
    bool m_dosRios = false;
    int m_requested = 0;
};

} // namespace Krajina
