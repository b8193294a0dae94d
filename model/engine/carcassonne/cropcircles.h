// SPDX-FileCopyrightText: 2026 Krajina contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "board.h"
#include "rulecode.h"
#include "turn.h"

#include <QString>

#include <vector>

namespace Krajina {

// The action of a crop-circle tile just placed: after scoring, every player from
// the active player's left round to the active player adds a follower to a feature
// of the circle's type where they have one (or skips), or takes one of theirs of
// that type back (which they must, when they have one).
class CropCircle
{
public:
    CropCircle(Board &board, int placed, int activePlayer);

    // The action and the players' picks as a move states them; the board changes only
    // as far as the picks are legal, so a refused action needs the game rolled back.
    RuleCode apply(CropAction action, const std::vector<CropPick> &picks, std::vector<CropOutcome> *outcome,
                   QString *message);
    // A random action and random picks; *played receives them as a move states them.
    void playRandom(Random &random, Move *played);

private:
    Board &m_board;
    int m_active;
    SegmentKind m_kind;
};

} // namespace Krajina
