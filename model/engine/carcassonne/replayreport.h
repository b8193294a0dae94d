// SPDX-FileCopyrightText: 2026 Krajina contributors
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

#include "engine/game.h"

namespace Krajina {

// A Carcassonne game record replayed with the catalogue it names (or file.catalogue) as `krajina-cli play` reports
// it: each move's verdict, the features completed, points, bets paid and crop circles, the final scoring and score
// (CarcassonneRules::replayRecord).
bool replayCarcassonneRecord(const RecordFile &file, RecordReplay &replay, QString *error);

} // namespace Krajina
