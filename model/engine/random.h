// SPDX-FileCopyrightText: 2026 Krajina contributors
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

#include <cstdint>

namespace Krajina {

// PCG32 (O'Neill): small, fast and the same on every platform, so a seed
// replays the same game everywhere.
class Random
{
public:
    explicit Random(std::uint64_t seed = 0) { reseed(seed); }

    void reseed(std::uint64_t seed)
    {
        m_state = 0;
        next();
        m_state += splitMix(seed);
        next();
    }

    std::uint32_t next()
    {
        const std::uint64_t old = m_state;
        m_state = old * 6364136223846793005ULL + Increment;
        const auto xorshifted = std::uint32_t(((old >> 18u) ^ old) >> 27u);
        const auto rot = std::uint32_t(old >> 59u);
        return (xorshifted >> rot) | (xorshifted << ((32u - rot) & 31u));
    }

    // Uniform in [0, bound), bound > 0 (Lemire's multiply-shift; the bias is below 2^-32 * bound).
    int below(int bound) { return int((std::uint64_t(next()) * std::uint64_t(bound)) >> 32); }

    static std::uint64_t splitMix(std::uint64_t x)
    {
        x += 0x9e3779b97f4a7c15ULL;
        x = (x ^ (x >> 30)) * 0xbf58476d1ce4e5b9ULL;
        x = (x ^ (x >> 27)) * 0x94d049bb133111ebULL;
        return x ^ (x >> 31);
    }

private:
    static constexpr std::uint64_t Increment = 1442695040888963407ULL;
    std::uint64_t m_state = 0;
};

} // namespace Krajina
