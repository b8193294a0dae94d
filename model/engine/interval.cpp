// SPDX-FileCopyrightText: 2026 Krajina contributors
// SPDX-License-Identifier: GPL-3.0-or-later

#include "engine/interval.h"

#include <algorithm>
#include <cmath>

namespace Krajina {

std::pair<double, double> wilsonInterval(std::int64_t successes, std::int64_t trials, double z)
{
    if (trials <= 0)
        return {0.0, 1.0};
    const double n = double(trials);
    const double p = double(successes) / n;
    const double z2 = z * z;
    const double centre = (p + z2 / (2 * n)) / (1 + z2 / n);
    const double half = z * std::sqrt(p * (1 - p) / n + z2 / (4 * n * n)) / (1 + z2 / n);
    return {std::max(0.0, centre - half), std::min(1.0, centre + half)};
}

} // namespace Krajina
