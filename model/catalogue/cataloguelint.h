// SPDX-FileCopyrightText: 2026 Krajina contributors
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

#include "catalogue.h"
#include "tile/tilelint.h"

namespace Krajina {

// Every code lintTile() and lintCatalogue() can report, tile codes first.
const QList<LintCode> &lintCodes();

// Checks a whole catalogue: every tile (lintTile), ids that repeat, references
// to games, expansions, editions, watermarks, backs and start tiles that do
// not exist, and expansions whose first edition does not add up to the
// published total.
QList<LintFinding> lintCatalogue(const Catalogue &catalogue);

} // namespace Krajina
