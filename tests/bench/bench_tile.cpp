// SPDX-FileCopyrightText: 2026 Krajina contributors
// SPDX-License-Identifier: GPL-3.0-or-later

#include "tile/location.h"

#include <benchmark/benchmark.h>

using namespace Krajina;

static void BM_LocationRotate(benchmark::State &state)
{
    Location l = Location::NL() | Location::N() | Location::EL();
    for (auto _ : state) {
        l = l.rotated(1);
        benchmark::DoNotOptimize(l);
    }
}
BENCHMARK(BM_LocationRotate);

static void BM_LocationInterleaves(benchmark::State &state)
{
    const Location road = Location::W() | Location::E();
    const Location river = Location::N() | Location::S();
    for (auto _ : state)
        benchmark::DoNotOptimize(interleaves(road, river));
}
BENCHMARK(BM_LocationInterleaves);
