// SPDX-FileCopyrightText: 2026 Krajina contributors
// SPDX-License-Identifier: GPL-3.0-or-later

#include "simulationrunner.h"

#include "engine/random.h"

#include <QMetaObject>

#include <algorithm>
#include <cmath>

namespace Krajina {

namespace {

// x ^ (x >> shift) undone: each pass recovers `shift` more high bits.
std::uint64_t unshift(std::uint64_t y, int shift)
{
    std::uint64_t x = y;
    for (int done = shift; done < 64; done += shift)
        x = y ^ (x >> shift);
    return x;
}

// The inverse of an odd number modulo 2^64 (Newton's iteration doubles the correct bits).
constexpr std::uint64_t inverseOf(std::uint64_t odd)
{
    std::uint64_t inverse = odd; // right to 3 bits
    for (int i = 0; i < 5; ++i)
        inverse *= 2 - odd * inverse;
    return inverse;
}

} // namespace

std::uint64_t SlicedSimulation::unmix(std::uint64_t mixed)
{
    std::uint64_t x = unshift(mixed, 31);
    x *= inverseOf(0x94d049bb133111ebULL);
    x = unshift(x, 27);
    x *= inverseOf(0xbf58476d1ce4e5b9ULL);
    x = unshift(x, 30);
    return x - 0x9e3779b97f4a7c15ULL;
}

std::uint64_t SlicedSimulation::sliceSeed(std::uint64_t seed, int first)
{
    // gameSeed(s, g) = mix(mix(s) + g), so a seed t with mix(t) = mix(seed) + first
    // plays games first, first + 1, ... of seed.
    return unmix(Random::splitMix(seed) + std::uint64_t(first));
}

void SlicedSimulation::merge(SimulationReport &total, const SimulationReport &more, int players)
{
    if (more.games == 0)
        return;
    if (total.games == 0) {
        total = more;
        return;
    }
    const double n1 = double(total.games) * players, n2 = double(more.games) * players;
    const double mean = (total.scoreMean * n1 + more.scoreMean * n2) / (n1 + n2);
    const double squares1 = (total.scoreStddev * total.scoreStddev + total.scoreMean * total.scoreMean) * n1;
    const double squares2 = (more.scoreStddev * more.scoreStddev + more.scoreMean * more.scoreMean) * n2;
    const double games = double(total.games + more.games);
    total.scoreStddev = std::sqrt(std::max(0.0, (squares1 + squares2) / (n1 + n2) - mean * mean));
    total.scoreMean = mean;
    total.marginMean = (total.marginMean * total.games + more.marginMean * more.games) / games;
    for (std::size_t p = 0; p < total.seatMean.size() && p < more.seatMean.size(); ++p)
        total.seatMean[p] = (total.seatMean[p] * total.games + more.seatMean[p] * more.games) / games;
    total.scoreMin = std::min(total.scoreMin, more.scoreMin);
    total.scoreMax = std::max(total.scoreMax, more.scoreMax);
    total.games += more.games;
    total.completed += more.completed;
    total.stuck += more.stuck;
    total.riverTilesSetAside += more.riverTilesSetAside;
    for (const auto &[id, count] : more.setAside)
        total.setAside[id] += count;
    total.seconds += more.seconds;
    total.gamesPerSecond = total.seconds > 0 ? total.games / total.seconds : 0;
}

SimulationReport SlicedSimulation::run(const GameSetup &setup, const SimulationOptions &options, int slice,
                                       const std::function<bool(int)> &progress)
{
    SimulationReport total;
    const int players = std::clamp(setup.players, 1, MaxPlayers);
    slice = std::max(1, slice);
    for (int first = 0; first < options.games; first += slice) {
        SimulationOptions part;
        part.games = std::min(slice, options.games - first);
        part.seed = sliceSeed(options.seed, first);
        merge(total, Simulator::run(setup, part), players);
        if (progress && !progress(total.games))
            break;
    }
    return total;
}

SimulationRunner::SimulationRunner(QObject *parent)
    : QObject(parent)
{
}

SimulationRunner::~SimulationRunner()
{
    cancel();
    join();
}

bool SimulationRunner::start(const GameSetup &setup, const SimulationOptions &options)
{
    if (m_running)
        return false;
    join();
    m_running = true;
    m_cancelled = false;
    m_cancel = false;
    m_requested = options.games;
    // About a hundred progress steps, each still a useful batch of games.
    const int slice = std::clamp(options.games / 100, 1, 200);
    m_thread = std::thread([this, setup, options, slice] {
        const SimulationReport result = SlicedSimulation::run(setup, options, slice, [this, options](int done) {
            Q_EMIT progress(done, options.games);
            return !m_cancel.load();
        });
        {
            std::lock_guard lock(m_mutex);
            m_report = result;
        }
        QMetaObject::invokeMethod(
            this,
            [this] {
                join();
                m_running = false;
                m_cancelled = this->report().games < m_requested;
                Q_EMIT finished();
            },
            Qt::QueuedConnection);
    });
    return true;
}

void SimulationRunner::cancel()
{
    m_cancel = true;
}

void SimulationRunner::join()
{
    if (m_thread.joinable())
        m_thread.join();
}

SimulationReport SimulationRunner::report() const
{
    std::lock_guard lock(m_mutex);
    return m_report;
}

} // namespace Krajina
