// SPDX-FileCopyrightText: 2026 Krajina contributors
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

#include "engine/random.h"

#include <cstddef>
#include <span>
#include <vector>

namespace Krajina {

// Flat Monte Carlo over a game's state type: chooses one of `candidates` (best first by a
// quick evaluation, as the greedy player ranks them) by `budget` playouts, dealt to the
// candidates in turn (playout i to candidate i % n). `playout(scratch, candidate, random)`
// plays the candidate on `scratch`, a copy of `state`, and the game on to its end, and returns
// what it came to for the player to move (higher is better). The candidate with the best mean
// wins; a tie goes to the earlier (the greedy order). With fewer than two candidates or no
// budget, the first. The same state, candidates and random state give the same choice.
template<typename State, typename Candidate, typename Playout>
std::size_t monteCarloChoice(const State &state, State &scratch, std::span<const Candidate> candidates, int budget,
                             Random &random, Playout &&playout)
{
    const std::size_t n = candidates.size();
    if (n < 2 || budget <= 0)
        return 0;
    std::vector<double> sum(n, 0.0);
    std::vector<int> count(n, 0);
    for (int i = 0; i < budget; ++i) {
        const std::size_t c = std::size_t(i) % n;
        scratch = state;
        sum[c] += playout(scratch, candidates[c], random);
        ++count[c];
    }
    std::size_t best = 0;
    double bestMean = 0;
    for (std::size_t c = 0; c < n; ++c) {
        if (count[c] == 0)
            continue;
        const double mean = sum[c] / count[c];
        if (c == 0 || mean > bestMean) {
            best = c;
            bestMean = mean;
        }
    }
    return best;
}

} // namespace Krajina
