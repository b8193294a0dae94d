// SPDX-FileCopyrightText: 2026 Krajina contributors
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

#include <QString>

#include <cstdint>

namespace Krajina {

// How bad a finding is; shared by the tile, catalogue and rulebook checks.
// Info findings are questions for a maintainer, not problems: they never make a check fail.
enum class Severity : std::uint8_t { Error, Warning, Info };

QString severityName(Severity severity); // "error", "warning", "info"

} // namespace Krajina
