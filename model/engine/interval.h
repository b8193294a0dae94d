// SPDX-FileCopyrightText: 2026 Krajina contributors
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

#include <cstdint>
#include <utility>

namespace Krajina {

// The 95 % Wilson score interval of a rate (successes of trials), as fractions.
std::pair<double, double> wilsonInterval(std::int64_t successes, std::int64_t trials, double z = 1.96);

} // namespace Krajina
