// SPDX-FileCopyrightText: 2026 Krajina contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "hex/pieces.h"
#include "tile/tilelint.h"

namespace Krajina::DosRios {

// Every code lintPieceSet() can report (documented in data/README.md).
const QList<LintCode> &pieceLintCodes();

// Checks the Dos Rios pieces: each land tile (3 hexes in a triangle, inner
// terrains only, a crop on every farmland hex and on no other), the springs
// (one per river, each with a marked outflow into the land), the frame (it
// closes around the slots: no hex twice, every hex a river may cross has all
// six neighbours) and the board's geometry (no hex from which a river could
// have nowhere to go; terrain only orders the lower sides, so what holds for
// one layout holds for every layout).
QList<LintFinding> lintPieceSet(const PieceSet &set);

} // namespace Krajina::DosRios
