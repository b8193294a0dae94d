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

QString ruleCodeName(RuleCode code); // "edge.mismatch"
QString ruleCodeSummary(RuleCode code); // one sentence on what the rule forbids
std::optional<RuleCode> ruleCodeFromName(QStringView name);

} // namespace Krajina
