// SPDX-FileCopyrightText: 2026 Krajina contributors
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

#include <QString>

namespace Krajina {

// Versions shown in About boxes and `krajina-cli --version`.
QString applicationVersion();
QString qtRuntimeVersion();
QString syntaxHighlightingVersion();

} // namespace Krajina
