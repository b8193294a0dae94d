// SPDX-FileCopyrightText: 2026 Krajina contributors
// SPDX-License-Identifier: GPL-3.0-or-later

#include "rulecode.h"

#include "engine/rulecodetable.h"

namespace Krajina {

namespace {

constexpr RuleCodeTable<RuleCode, RuleCodeCount> codes(
    "Krajina::RuleCode",
    {{
        {RuleCode::Ok, u"ok", QT_TRANSLATE_NOOP("Krajina::RuleCode", "The move is legal.")},
        {RuleCode::PlacementNoNeighbour, u"placement.noNeighbour",
         QT_TRANSLATE_NOOP("Krajina::RuleCode", "A tile must touch at least one placed tile.")},
        {RuleCode::PlacementOccupied, u"placement.occupied",
         QT_TRANSLATE_NOOP("Krajina::RuleCode", "A tile may only go on empty cells.")},
        {RuleCode::EdgeMismatch, u"edge.mismatch",
         QT_TRANSLATE_NOOP(
             "Krajina::RuleCode",
             "Touching sides must show the same edge: field to field, road to road, city to city, river to river.")},
        {RuleCode::RiverNotContinued, u"river.notContinued",
         QT_TRANSLATE_NOOP("Krajina::RuleCode", "A river tile must continue the river from one of its open ends.")},
        {RuleCode::RiverSameTurnTwice, u"river.sameTurnTwice",
         QT_TRANSLATE_NOOP("Krajina::RuleCode",
                           "R1: two river tiles in a row along the flow may not both curve in the same direction.")},
        {RuleCode::RiverTripleSameTurn, u"river.tripleSameTurn",
         QT_TRANSLATE_NOOP(
             "Krajina::RuleCode",
             "R2: three curves in the same direction with only straight tiles between them are forbidden.")},
        {RuleCode::RiverDeadEnd, u"river.deadEnd",
         QT_TRANSLATE_NOOP(
             "Krajina::RuleCode",
             "R3: the river may not be led where no remaining river tile can continue it, nor be closed while "
             "river tiles remain.")},
        {RuleCode::RiverBranchesJoin, u"river.branchesJoin",
         QT_TRANSLATE_NOOP("Krajina::RuleCode", "A river tile may not join two branches of the river.")},
        {RuleCode::RiverLakeTooEarly, u"river.lakeTooEarly",
         QT_TRANSLATE_NOOP("Krajina::RuleCode", "A lake is placed only when the river pile is empty.")},
        {RuleCode::RiverPileNotEmpty, u"river.riverPileNotEmpty",
         QT_TRANSLATE_NOOP("Krajina::RuleCode", "Land tiles are played only after the last river tile.")},
        {RuleCode::RiverForkFirst, u"river.forkFirst",
         QT_TRANSLATE_NOOP("Krajina::RuleCode",
                           "The player holding the River II fork plays it as their first river tile.")},
        {RuleCode::FollowerOccupied, u"follower.occupied",
         QT_TRANSLATE_NOOP("Krajina::RuleCode", "A follower may only go on a feature that holds no follower yet.")},
        {RuleCode::FollowerOnRiver, u"follower.onRiver",
         QT_TRANSLATE_NOOP("Krajina::RuleCode", "Followers never stand on the river itself.")},
        {RuleCode::FollowerNoneLeft, u"follower.noneLeft",
         QT_TRANSLATE_NOOP("Krajina::RuleCode", "The player has no follower left in the supply.")},
        {RuleCode::FollowerNotAllowedThisTurn, u"follower.notAllowedThisTurn",
         QT_TRANSLATE_NOOP(
             "Krajina::RuleCode",
             "No follower may be placed this turn (volcano lake, or the no-followers-during-the-river house rule).")},
        {RuleCode::FollowerNoFeature, u"follower.noFeature",
         QT_TRANSLATE_NOOP("Krajina::RuleCode",
                           "The named place of the tile holds no feature a follower can stand on.")},
        {RuleCode::BetsNoOpenFeature, u"bets.noOpenFeature",
         QT_TRANSLATE_NOOP("Krajina::RuleCode",
                           "No bets on a bookmaker tile whose roads and cities are all complete.")},
        {RuleCode::BetsNotBookmaker, u"bets.notBookmaker",
         QT_TRANSLATE_NOOP("Krajina::RuleCode", "Bets are placed only on a bookmaker tile just placed.")},
        {RuleCode::BetsNoSuchToken, u"bets.noSuchToken",
         QT_TRANSLATE_NOOP("Krajina::RuleCode", "The player has no such betting token in the supply.")},
        {RuleCode::BetsTwice, u"bets.twice",
         QT_TRANSLATE_NOOP("Krajina::RuleCode", "Each player places at most one token on a bookmaker tile.")},
        {RuleCode::BetsLastTile, u"bets.lastTile",
         QT_TRANSLATE_NOOP("Krajina::RuleCode", "No bets on the last tile of the game.")},
        {RuleCode::BetsNoSuchFeature, u"bets.noSuchFeature",
         QT_TRANSLATE_NOOP("Krajina::RuleCode",
                           "A bet choice must name a scored road or city through that bookmaker.")},
        {RuleCode::CropCircleNoSuchFollower, u"cropCircle.noSuchFollower",
         QT_TRANSLATE_NOOP(
             "Krajina::RuleCode",
             "A crop-circle pick must name a feature where the player has a follower of the circle's type.")},
        {RuleCode::CropCircleNotCropCircle, u"cropCircle.notCropCircle",
         QT_TRANSLATE_NOOP("Krajina::RuleCode", "A crop-circle action needs a crop-circle tile.")},
        {RuleCode::CropCircleNoAction, u"cropCircle.noAction",
         QT_TRANSLATE_NOOP("Krajina::RuleCode", "After a crop-circle tile the active player chooses add or remove.")},
        {RuleCode::CropCircleMustRemove, u"cropCircle.mustRemove",
         QT_TRANSLATE_NOOP("Krajina::RuleCode",
                           "When the action is remove, every player with such a follower must take one back.")},
        {RuleCode::CropCirclePickTwice, u"cropCircle.pickTwice",
         QT_TRANSLATE_NOOP("Krajina::RuleCode", "Each player makes at most one crop-circle pick.")},
        {RuleCode::MoveTileNotAvailable, u"move.tileNotAvailable",
         QT_TRANSLATE_NOOP("Krajina::RuleCode", "The named tile is not left to be played.")},
        {RuleCode::MoveWrongPlayer, u"move.wrongPlayer",
         QT_TRANSLATE_NOOP("Krajina::RuleCode", "It is another player's turn.")},
        {RuleCode::MoveGameOver, u"move.gameOver", QT_TRANSLATE_NOOP("Krajina::RuleCode", "The game is over.")},
        {RuleCode::MoveDiscardFits, u"move.discardFits",
         QT_TRANSLATE_NOOP("Krajina::RuleCode", "Only a tile that fits nowhere may be set aside.")},
        {RuleCode::MoveDrawnTilePending, u"move.drawnTilePending",
         QT_TRANSLATE_NOOP("Krajina::RuleCode", "A tile was drawn for this turn; it must be played before another.")},
    }});
static_assert(codes.isInEnumOrder());

} // namespace

QString ruleCodeName(RuleCode code)
{
    return codes.name(code);
}

QString ruleCodeSummary(RuleCode code)
{
    return codes.summary(code);
}

std::optional<RuleCode> ruleCodeFromName(QStringView name)
{
    return codes.fromName(name);
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
