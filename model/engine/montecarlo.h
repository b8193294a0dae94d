// SPDX-FileCopyrightText: 2026 Krajina contributors
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

#include "engine/random.h"

#include <algorithm>
#include <cstddef>
#include <cstdint>
#include <numeric>
#include <span>
#include <vector>

namespace Krajina {

// Monte Carlo by successive halving over a game's state type: chooses one of `candidates`
// (best first by a quick evaluation, as the greedy player ranks them) with at most `budget`
// playouts. The budget is split into equal rounds, one per halving; in each round every
// candidate still in plays the same number of playouts (the budget's rest is left unused),
// then the better half by mean (rounded up) goes on, until one is left. Playouts use common
// random numbers: playout j of every candidate draws on the same generator (seeded from one
// number drawn from `random` per choice), so the candidates meet the same futures and their
// difference is less noisy. `playout(scratch, candidate, sampleRandom)` plays the candidate on
// `scratch`, a copy of `state`, and returns what it came to for the player to move (higher is
// better). Equal means go to the earlier candidate (the greedy order). A budget too small for
// a playout of every candidate in every round plays out only the first candidates it can; with
// fewer than two candidates or a budget below 2, the first. The same state, candidates and
// random state give the same choice.
template<typename State, typename Candidate, typename Playout>
std::size_t monteCarloChoice(const State &state, State &scratch, std::span<const Candidate> candidates, int budget,
                             Random &random, Playout &&playout)
{
    const auto roundsFor = [](std::size_t n) {
        int rounds = 0;
        for (; n > 1; n = (n + 1) / 2)
            ++rounds;
        return rounds;
    };
    // A small budget plays out fewer candidates: each needs a playout in every round.
    std::size_t n = candidates.size();
    while (n > 2 && std::size_t(roundsFor(n)) * n > std::size_t(std::max(budget, 0)))
        --n;
    if (n < 2 || budget < 2)
        return 0;
    const int rounds = roundsFor(n);
    const std::uint64_t base = (std::uint64_t(random.next()) << 32) | random.next();
    std::vector<std::size_t> in(n);
    std::iota(in.begin(), in.end(), std::size_t(0));
    std::vector<double> sum(n, 0.0);
    int samples = 0; // the playouts each candidate still in has played, sample 0 to samples - 1
    int spent = 0;
    for (int round = 0; round < rounds; ++round) {
        const int share = (budget - spent) / (rounds - round);
        const int each = std::max(1, share / int(in.size()));
        for (int j = samples; j < samples + each; ++j) {
            for (std::size_t c : in) {
                Random sample(Random::splitMix(base + std::uint64_t(j)));
                scratch = state;
                sum[c] += playout(scratch, candidates[c], sample);
            }
        }
        samples += each;
        spent += each * int(in.size());
        // The better half goes on; std::stable_sort keeps the greedy order among equals.
        std::stable_sort(in.begin(), in.end(), [&](std::size_t a, std::size_t b) { return sum[a] > sum[b]; });
        in.resize((in.size() + 1) / 2);
        std::sort(in.begin(), in.end());
    }
    return in.front();
}

// The lookahead players' choice (both games): monteCarloChoice among the first `most` of `ranked`
// (best first), in a game whose hidden order (the tiles or cards to come) a player does not know:
// each playout first deals it anew on its copy, `scratch.shuffleUnseen(sampleRandom)`, so that
// playout j of every candidate meets the same order, then calls `playout`.
template<typename State, typename Candidate, typename Playout>
std::size_t playOutRanked(const State &state, State &scratch, const std::vector<Candidate> &ranked, std::size_t most,
                          int budget, Random &random, Playout &&playout)
{
    const std::size_t n = std::min(ranked.size(), most);
    return monteCarloChoice(state, scratch, std::span<const Candidate>(ranked.data(), n), budget, random,
                            [&playout](State &game, const Candidate &candidate, Random &sample) {
                                game.shuffleUnseen(sample);
                                return playout(game, candidate, sample);
                            });
}

} // namespace Krajina
