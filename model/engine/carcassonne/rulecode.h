// SPDX-FileCopyrightText: 2026 Krajina contributors
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

#include <QString>

#include <cstdint>
#include <optional>

namespace Krajina {

// Why a move is illegal. The names are stable: game records, scripts and
// tests rely on them (documented in model/engine/README.md).
enum class RuleCode : std::uint8_t {
    Ok,
    PlacementNoNeighbour,
    PlacementOccupied,
    EdgeMismatch,
    RiverNotContinued,
    RiverSameTurnTwice,
    RiverTripleSameTurn,
    RiverDeadEnd,
    RiverBranchesJoin,
    RiverLakeTooEarly,
    RiverPileNotEmpty,
    RiverForkFirst,
    FollowerOccupied,
    FollowerOnRiver,
    FollowerNoneLeft,
    FollowerNotAllowedThisTurn,
    FollowerNoFeature,
    BetsNoOpenFeature,
    BetsNotBookmaker,
    BetsNoSuchToken,
    BetsTwice,
    BetsLastTile,
    BetsNoSuchFeature,
    CropCircleNoSuchFollower,
    CropCircleNotCropCircle,
    CropCircleNoAction,
    CropCircleMustRemove,
    CropCirclePickTwice,
    MoveTileNotAvailable,
    MoveWrongPlayer,
    MoveGameOver,
    MoveDiscardFits,
    MoveDrawnTilePending,
};
inline constexpr int RuleCodeCount = int(RuleCode::MoveDrawnTilePending) + 1;

// What part of a move a code is about.
enum class RuleCategory : std::uint8_t {
    Ok,
    Placement, // where the tile goes and how its edges fit
    River, // the river's own rules
    Follower, // the follower placed with the tile
    Bets, // The Bets' tokens
    CropCircle, // a crop circle's add or remove
    Move, // whose turn, which tile, the game's end
};
RuleCategory ruleCodeCategory(RuleCode code);

QString ruleCodeName(RuleCode code); // "edge.mismatch"
QString ruleCodeSummary(RuleCode code); // one sentence on what the rule forbids
std::optional<RuleCode> ruleCodeFromName(QStringView name);

} // namespace Krajina
