// SPDX-FileCopyrightText: 2026 Krajina contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "board.h"
#include "rulecode.h"

#include <QString>

#include <algorithm>
#include <array>
#include <cstdint>
#include <optional>
#include <vector>

// What a turn states (a Move) and what it did (a TurnReport), and the final
// scoring's report: the plain types GameState, Bets and CropCircles share.

namespace Krajina {

enum class CropAction : std::uint8_t { None, Add, Remove };

struct CropPick
{
    int player = -1;
    bool skip = true;
    int x = 0; // board cell and board position of the follower or feature
    int y = 0;
    int position = 0;
};

struct BetPlacement
{
    int player = 0;
    int token = 0; // index into GameState::tokens()
};

// Which scored feature the tokens on a bookmaker are evaluated for, when
// several features through it were completed in the same turn.
struct BetChoice
{
    int bookmakerX = 0;
    int bookmakerY = 0;
    int x = 0; // a board cell and position of the chosen feature
    int y = 0;
    int position = 0;
};

struct Move
{
    int player = -1; // -1: whoever's turn it is
    int tile = -1; // -1: draw from the pile
    bool discard = false; // set the tile aside because it fits nowhere
    Placement at;
    std::optional<FollowerSpot> follower;
    std::vector<BetPlacement> bets;
    std::vector<BetChoice> betChoices;
    CropAction crop = CropAction::None;
    std::vector<CropPick> picks;
};

struct BetPaid
{
    int player = 0;
    int token = 0;
    int tiles = 0;
    int points = 0;
    SegmentKind kind = SegmentKind::Road;
    int bookmakerX = 0;
    int bookmakerY = 0;
};

struct CropOutcome
{
    int player = 0;
    bool skipped = true;
    int x = 0;
    int y = 0;
    int position = 0;
};

// What one move did (or why it was refused).
struct TurnReport
{
    RuleCode code = RuleCode::Ok;
    QString message; // the sentence for a refused move
    int player = 0;
    int tile = -1;
    Placement at;
    bool discarded = false;
    bool passed = false;
    bool start = false;
    std::vector<int> setAside; // tiles drawn and set aside (fit nowhere) before this one
    std::vector<FeatureScore> scored;
    std::vector<BetPaid> bets;
    std::vector<CropOutcome> crop;
    std::array<int, MaxPlayers> points {};
    bool extraTurn = false;
};

struct FinalReport
{
    std::vector<BetPaid> bets;
    std::vector<FeatureScore> scored;
    std::array<int, MaxPlayers> points {};
    std::array<int, MaxPlayers> score {};

    // The winner's margin among the first `players`: the highest score minus the next (0 on a
    // tie; the next counted as 0 when below it).
    int margin(int players) const
    {
        int best = -1, second = -1;
        for (int p = 0; p < players; ++p) {
            const int s = score[std::size_t(p)];
            if (s > best) {
                second = best;
                best = s;
            } else if (s > second) {
                second = s;
            }
        }
        return best - std::max(second, 0);
    }
};

} // namespace Krajina
