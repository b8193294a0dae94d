#pragma once

#include "engine/carcassonne/gamesetup.h"
#include "engine/carcassonne/simulator.h"

#include <QFutureWatcher>
#include <QObject>

#include <atomic>
#include <memory>

namespace Krajina {

// Runs Simulator::run on a pool thread (QtConcurrent) and reports its progress and
// result through a QFutureWatcher. Cancelling stops the run after the game being
// played; the report then covers the games played. Destroying it cancels and waits.
class SimulationRunner : public QObject
{
    Q_OBJECT
public:
    explicit SimulationRunner(QObject *parent = nullptr);
    ~SimulationRunner() override;

    // Starts unless a run is going on; false when one is.
    bool start(const GameSetup &setup, const SimulationOptions &options);
    void cancel();
    bool isRunning() const { return m_running; }
    // The last finished run (valid after finished()).
    SimulationReport report() const { return m_report; }
    bool wasCancelled() const { return m_cancelled; }

Q_SIGNALS:
    void progress(int done, int total);
    void finished();

private:
    QFutureWatcher<SimulationReport> m_watcher;
    std::shared_ptr<std::atomic<bool>> m_stop;
    bool m_running = false;
    bool m_cancelled = false;
    int m_requested = 0;
    SimulationReport m_report;
};

} // namespace Krajina
