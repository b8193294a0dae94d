#include "rulecode.h"

#include <array>

namespace Krajina {

namespace {

struct CodeInfo
{
    RuleCode code;
    const char16_t *name;
    const char16_t *summary;
};

constexpr std::array<CodeInfo, RuleCodeCount> codes = {{
    {RuleCode::Ok, u"ok", u"The move is legal."},
    {RuleCode::PlacementNoNeighbour, u"placement.noNeighbour", u"A tile must touch at least one placed tile."},
    {RuleCode::PlacementOccupied, u"placement.occupied", u"A tile may only go on empty cells."},
    {RuleCode::EdgeMismatch, u"edge.mismatch",
     u"Touching sides must show the same edge: field to field, road to road, city to city, river to river."},
    {RuleCode::RiverNotContinued, u"river.notContinued",
     u"A river tile must continue the river from one of its open ends."},
    {RuleCode::RiverSameTurnTwice, u"river.sameTurnTwice",
     u"R1: two river tiles in a row along the flow may not both curve in the same direction."},
    {RuleCode::RiverTripleSameTurn, u"river.tripleSameTurn",
     u"R2: three curves in the same direction with only straight tiles between them are forbidden."},
    {RuleCode::RiverDeadEnd, u"river.deadEnd",
     u"R3: the river may not be led where no remaining river tile can continue it, nor be closed while "
     u"river tiles remain."},
    {RuleCode::RiverBranchesJoin, u"river.branchesJoin", u"A river tile may not join two branches of the river."},
    {RuleCode::RiverLakeTooEarly, u"river.lakeTooEarly", u"A lake is placed only when the river pile is empty."},
    {RuleCode::RiverPileNotEmpty, u"river.riverPileNotEmpty", u"Land tiles are played only after the last river tile."},
    {RuleCode::RiverForkFirst, u"river.forkFirst",
     u"The player holding the River II fork plays it as their first river tile."},
    {RuleCode::FollowerOccupied, u"follower.occupied",
     u"A follower may only go on a feature that holds no follower yet."},
    {RuleCode::FollowerOnRiver, u"follower.onRiver", u"Followers never stand on the river itself."},
    {RuleCode::FollowerNoneLeft, u"follower.noneLeft", u"The player has no follower left in the supply."},
    {RuleCode::FollowerNotAllowedThisTurn, u"follower.notAllowedThisTurn",
     u"No follower may be placed this turn (volcano lake, or the no-followers-during-the-river house rule)."},
    {RuleCode::FollowerNoFeature, u"follower.noFeature",
     u"The named place of the tile holds no feature a follower can stand on."},
    {RuleCode::BetsNoOpenFeature, u"bets.noOpenFeature",
     u"No bets on a bookmaker tile whose roads and cities are all complete."},
    {RuleCode::BetsNotBookmaker, u"bets.notBookmaker", u"Bets are placed only on a bookmaker tile just placed."},
    {RuleCode::BetsNoSuchToken, u"bets.noSuchToken", u"The player has no such betting token in the supply."},
    {RuleCode::BetsTwice, u"bets.twice", u"Each player places at most one token on a bookmaker tile."},
    {RuleCode::BetsLastTile, u"bets.lastTile", u"No bets on the last tile of the game."},
    {RuleCode::BetsNoSuchFeature, u"bets.noSuchFeature",
     u"A bet choice must name a scored road or city through that bookmaker."},
    {RuleCode::CropCircleNoSuchFollower, u"cropCircle.noSuchFollower",
     u"A crop-circle pick must name a feature where the player has a follower of the circle's type."},
    {RuleCode::CropCircleNotCropCircle, u"cropCircle.notCropCircle", u"A crop-circle action needs a crop-circle tile."},
    {RuleCode::CropCircleNoAction, u"cropCircle.noAction",
     u"After a crop-circle tile the active player chooses add or remove."},
    {RuleCode::CropCircleMustRemove, u"cropCircle.mustRemove",
     u"When the action is remove, every player with such a follower must take one back."},
    {RuleCode::CropCirclePickTwice, u"cropCircle.pickTwice", u"Each player makes at most one crop-circle pick."},
    {RuleCode::MoveTileNotAvailable, u"move.tileNotAvailable", u"The named tile is not left to be played."},
    {RuleCode::MoveWrongPlayer, u"move.wrongPlayer", u"It is another player's turn."},
    {RuleCode::MoveGameOver, u"move.gameOver", u"The game is over."},
    {RuleCode::MoveDiscardFits, u"move.discardFits", u"Only a tile that fits nowhere may be set aside."},
    {RuleCode::MoveDrawnTilePending, u"move.drawnTilePending",
     u"A tile was drawn for this turn; it must be played before another."},
}};

} // namespace

QString ruleCodeName(RuleCode code)
{
    return QString::fromUtf16(codes[std::size_t(code)].name);
}

QString ruleCodeSummary(RuleCode code)
{
    return QString::fromUtf16(codes[std::size_t(code)].summary);
}

std::optional<RuleCode> ruleCodeFromName(QStringView name)
{
    for (const CodeInfo &info : codes) {
        if (name == QStringView(info.name))
            return info.code;
    }
    return std::nullopt;
}

RuleCategory ruleCodeCategory(RuleCode code)
{
    switch (code) {
    case RuleCode::Ok:
        return RuleCategory::Ok;
    case RuleCode::PlacementNoNeighbour:
    case RuleCode::PlacementOccupied:
    case RuleCode::EdgeMismatch:
        return RuleCategory::Placement;
    case RuleCode::RiverNotContinued:
    case RuleCode::RiverSameTurnTwice:
    case RuleCode::RiverTripleSameTurn:
    case RuleCode::RiverDeadEnd:
    case RuleCode::RiverBranchesJoin:
    case RuleCode::RiverLakeTooEarly:
    case RuleCode::RiverPileNotEmpty:
    case RuleCode::RiverForkFirst:
        return RuleCategory::River;
    case RuleCode::FollowerOccupied:
    case RuleCode::FollowerOnRiver:
    case RuleCode::FollowerNoneLeft:
    case RuleCode::FollowerNotAllowedThisTurn:
    case RuleCode::FollowerNoFeature:
        return RuleCategory::Follower;
    case RuleCode::BetsNoOpenFeature:
    case RuleCode::BetsNotBookmaker:
    case RuleCode::BetsNoSuchToken:
    case RuleCode::BetsTwice:
    case RuleCode::BetsLastTile:
    case RuleCode::BetsNoSuchFeature:
        return RuleCategory::Bets;
    case RuleCode::CropCircleNoSuchFollower:
    case RuleCode::CropCircleNotCropCircle:
    case RuleCode::CropCircleNoAction:
    case RuleCode::CropCircleMustRemove:
    case RuleCode::CropCirclePickTwice:
        return RuleCategory::CropCircle;
    case RuleCode::MoveTileNotAvailable:
    case RuleCode::MoveWrongPlayer:
    case RuleCode::MoveGameOver:
    case RuleCode::MoveDiscardFits:
    case RuleCode::MoveDrawnTilePending:
        return RuleCategory::Move;
    }
    return RuleCategory::Move;
}

} // namespace Krajina
