// SPDX-FileCopyrightText: 2026 Krajina contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <algorithm>
#include <atomic>
#include <cstdint>
#include <functional>
#include <mutex>
#include <thread>
#include <vector>

namespace Krajina {

// How many threads a run of `games` games uses when `requested` are asked for (0: one per core).
inline int simulationThreads(int requested, int games)
{
    const int wanted = requested > 0 ? requested : int(std::thread::hardware_concurrency());
    return std::clamp(wanted, 1, std::max(1, games));
}

// Plays games [0, games) for a simulator, on `threads` threads: each thread plays a block of
// consecutive games into a part of its own (a copy of `empty`), and the parts are added in
// block order, so that a seed gives the same result whatever the thread count.
// `play(first, last, part, played)` plays games [first, last) into `part`, calling `played()`
// after each game and stopping when it returns false; `add(total, part)` adds a part.
// `progress(done)` is told every few games (a run makes about a thousand reports at most, and
// a cancel waits for at most 64 games) and at the end; when it returns false the run stops.
template<typename Part, typename Play, typename Add>
Part playInBlocks(int games, int threads, const Part &empty, const std::function<bool(int)> &progress, Play &&play,
                  Add &&add)
{
    Part total = empty;
    const int stride = std::clamp(games / 1000, 1, 64);
    if (threads <= 1) {
        int done = 0;
        play(0, games, total, [&] {
            ++done;
            return !progress || (done % stride != 0 && done != games) || progress(done);
        });
        return total;
    }
    std::vector<Part> parts(std::size_t(threads), empty);
    std::atomic<int> done {0};
    std::atomic<bool> stop {false};
    std::mutex reporting;
    int reported = 0; // the highest count told, under `reporting`
    const auto played = [&] {
        const int now = done.fetch_add(1, std::memory_order_relaxed) + 1;
        if (progress && (now % stride == 0 || now == games)) {
            const std::lock_guard lock(reporting);
            if (now > reported) {
                reported = now;
                if (!progress(now))
                    stop.store(true, std::memory_order_relaxed);
            }
        }
        return !stop.load(std::memory_order_relaxed);
    };
    std::vector<std::thread> workers;
    for (int k = 0; k < threads; ++k) {
        const int first = int(std::int64_t(games) * k / threads);
        const int last = int(std::int64_t(games) * (k + 1) / threads);
        workers.emplace_back([&, k, first, last] { play(first, last, parts[std::size_t(k)], played); });
    }
    for (std::thread &worker : workers)
        worker.join();
    for (const Part &part : parts)
        add(total, part);
    return total;
}

} // namespace Krajina
