// SPDX-FileCopyrightText: 2026 Krajina contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "board.h"
#include "rulecode.h"
#include "turn.h"

#include <QString>

#include <array>
#include <functional>
#include <span>
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
    // A random action and random picks (playChosen() with randomAction() and randomPick()); *played
    // receives them as a move states them.
    void playRandom(Random &random, Move *played);
    // A random player's action, and its pick among `slots` (an add without a follower in the
    // supply, or at random half the time, skips: -1).
    static CropAction randomAction(Random &random);
    static int randomPick(const Board &board, Random &random, CropAction action, int player,
                          std::span<const int> slots);
    // The action with each player's pick chosen by `pick(player, slots)` among their followers
    // of the circle's type (`slots`: their follower slots, never empty): an index into `slots`,
    // or -1 to skip (`add` only; an add without a follower in the supply skips). *played
    // receives the action and the picks as a move states them.
    using Pick = std::function<int(int player, std::span<const int> slots)>;
    void playChosen(CropAction action, const Pick &pick, Move *played);

    SegmentKind kind() const { return m_kind; }
    // The slots of `player`'s followers on features of `kind`; returns how many.
    static int followersOfKind(const Board &board, SegmentKind kind, int player,
                               std::array<int, FollowersPerPlayer> &slots);

private:
    Board &m_board;
    int m_active;
    SegmentKind m_kind;
};

} // namespace Krajina
