// SPDX-FileCopyrightText: 2026 Krajina contributors
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

#include "engine/gamesetup.h"
#include "engine/simulator.h"

#include <QObject>

#include <atomic>
#include <functional>
#include <mutex>
#include <thread>

namespace Krajina {

// Runs Simulator::run in slices so that it can report progress and stop
// early. Slice k starts at game k * size of the same seed sequence, so the
// merged figures are those of one run of all the games (the CLI's figures).
struct SlicedSimulation
{
    // The seed whose game 0 is game `first` of `seed` (inverts the seed mixing of Simulator::gameSeed).
    static std::uint64_t sliceSeed(std::uint64_t seed, int first);
    static std::uint64_t unmix(std::uint64_t mixed); // inverse of Random::splitMix
    // Adds the figures of `more` (later games of the same run) to `total`.
    static void merge(SimulationReport &total, const SimulationReport &more, int players);
    // Runs `options.games` games in slices of `slice`; `progress(done)` after each slice
    // returns false to stop. The report then covers the games played.
    static SimulationReport run(const GameSetup &setup, const SimulationOptions &options, int slice,
                                const std::function<bool(int done)> &progress);
};

// Runs a simulation on a worker thread (std::thread), reporting progress and the
// result through queued signals. Destroying it cancels and waits.
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
    SimulationReport report() const;
    bool wasCancelled() const { return m_cancelled; }

Q_SIGNALS:
    void progress(int done, int total);
    void finished();

private:
    void join();

    std::thread m_thread;
    std::atomic<bool> m_cancel {false};
    bool m_running = false;
    bool m_cancelled = false;
    int m_requested = 0;
    mutable std::mutex m_mutex;
    SimulationReport m_report;
};

} // namespace Krajina
