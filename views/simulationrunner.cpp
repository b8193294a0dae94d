#include "simulationrunner.h"

#include <QPromise>
#include <QtConcurrentRun>

namespace Krajina {

SimulationRunner::SimulationRunner(QObject *parent)
    : QObject(parent)
{
    connect(&m_watcher, &QFutureWatcher<SimulationReport>::progressValueChanged, this,
            [this](int done) { Q_EMIT progress(done, m_requested); });
    connect(&m_watcher, &QFutureWatcher<SimulationReport>::finished, this, [this] {
        const QFuture<SimulationReport> future = m_watcher.future();
        m_report = future.resultCount() > 0 ? future.result() : SimulationReport {};
        m_running = false;
        m_cancelled = m_report.games < m_requested;
        Q_EMIT progress(m_report.games, m_requested);
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
    m_running = true;
    m_cancelled = false;
    m_requested = options.games;
    m_stop = std::make_shared<std::atomic<bool>>(false);
    m_watcher.setFuture(QtConcurrent::run([setup, options, stop = m_stop](QPromise<SimulationReport> &promise) {
        promise.setProgressRange(0, options.games);
        promise.addResult(Simulator::run(setup, options, [&promise, &stop](int done) {
            promise.setProgressValue(done);
            return !stop->load(std::memory_order_relaxed);
        }));
    }));
    return true;
}

void SimulationRunner::cancel()
{
    if (m_stop)
        m_stop->store(true, std::memory_order_relaxed);
}

} // namespace Krajina
