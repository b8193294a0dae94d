// SPDX-FileCopyrightText: 2026 Krajina contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "engine/dosrios/rulecodes.h"

#include "engine/rulecodetable.h"

using namespace Qt::StringLiterals;

namespace Krajina::DosRios {

namespace {

constexpr RuleCodeTable<RuleCode, RuleCodeCount> codes(
    "Krajina::DosRios::RuleCode",
    {{
        {RuleCode::Ok, u"ok", QT_TRANSLATE_NOOP("Krajina::DosRios::RuleCode", "The move is legal.")},
        {RuleCode::WrongPlayer, u"dosrios.move.wrongPlayer",
         QT_TRANSLATE_NOOP("Krajina::DosRios::RuleCode", "It is another player's turn.")},
        {RuleCode::GameOver, u"dosrios.move.gameOver",
         QT_TRANSLATE_NOOP("Krajina::DosRios::RuleCode", "The game is over.")},
        {RuleCode::WrongPhase, u"dosrios.move.wrongPhase",
         QT_TRANSLATE_NOOP(
             "Krajina::DosRios::RuleCode",
             "Farmers are placed only during the set-up, and moved, built with and dammed with only after "
             "it.")},
        {RuleCode::PlaceNotInner, u"dosrios.place.notInner",
         QT_TRANSLATE_NOOP("Krajina::DosRios::RuleCode",
                           "At the set-up a farmer goes on an inner hex (highland, forest or farmland).")},
        {RuleCode::PlaceOccupied, u"dosrios.place.occupied",
         QT_TRANSLATE_NOOP("Krajina::DosRios::RuleCode", "At the set-up a farmer goes on an unoccupied hex.")},
        {RuleCode::MoveNoFarmer, u"dosrios.move.noFarmer",
         QT_TRANSLATE_NOOP("Krajina::DosRios::RuleCode", "The player has no such farmer (or not two) there.")},
        {RuleCode::MoveImpassable, u"dosrios.move.impassable",
         QT_TRANSLATE_NOOP("Krajina::DosRios::RuleCode",
                           "Farmers walk only on inner hexes, the city and the roads, never into mountains or lakes.")},
        {RuleCode::MoveNotAdjacent, u"dosrios.move.notAdjacent",
         QT_TRANSLATE_NOOP("Krajina::DosRios::RuleCode",
                           "A farmer moves one step: to a neighbouring inner hex, between the city or a road and a "
                           "neighbouring inner hex, between the city and a road, or from the city to the player's own "
                           "hacienda.")},
        {RuleCode::MoveNoPoints, u"dosrios.move.noPoints",
         QT_TRANSLATE_NOOP(
             "Krajina::DosRios::RuleCode",
             "The move costs more movement points than are left this turn (6 a turn; 1 a step and farmer, "
             "2 from the city to the own hacienda).")},
        {RuleCode::EnterOpponentHacienda, u"dosrios.enter.opponentHacienda",
         QT_TRANSLATE_NOOP("Krajina::DosRios::RuleCode", "No farmer enters a hex with an opponent's hacienda.")},
        {RuleCode::EnterTwoOwnFarmers, u"dosrios.enter.twoOwnFarmers",
         QT_TRANSLATE_NOOP("Krajina::DosRios::RuleCode", "An inner hex holds at most 2 farmers of a player.")},
        {RuleCode::MoveCannotLeaveFarm, u"dosrios.move.cannotLeaveFarm",
         QT_TRANSLATE_NOOP("Krajina::DosRios::RuleCode",
                           "A farmer on a hex with an opponent's farm must leave it this turn: no move may leave fewer "
                           "movement points than such farmers.")},
        {RuleCode::CaptureFromLower, u"dosrios.capture.fromLower",
         QT_TRANSLATE_NOOP("Krajina::DosRios::RuleCode",
                           "One farmer captures one, and two capture two, only coming from higher terrain than the hex "
                           "entered.")},
        {RuleCode::CaptureFarm, u"dosrios.capture.farm",
         QT_TRANSLATE_NOOP("Krajina::DosRios::RuleCode",
                           "An opponent's farmer standing on his own farm cannot be captured.")},
        {RuleCode::CaptureOutnumbered, u"dosrios.capture.outnumbered",
         QT_TRANSLATE_NOOP("Krajina::DosRios::RuleCode", "One farmer cannot capture two.")},
        {RuleCode::BuildNoFarmer, u"dosrios.build.noFarmer",
         QT_TRANSLATE_NOOP("Krajina::DosRios::RuleCode",
                           "A building goes on an inner hex where the player has a farmer.")},
        {RuleCode::BuildOccupied, u"dosrios.build.occupied",
         QT_TRANSLATE_NOOP("Krajina::DosRios::RuleCode", "A hex holds at most one building.")},
        {RuleCode::BuildLimit, u"dosrios.build.limit",
         QT_TRANSLATE_NOOP("Krajina::DosRios::RuleCode", "A player builds at most 2 buildings a turn.")},
        {RuleCode::BuildMoney, u"dosrios.build.money",
         QT_TRANSLATE_NOOP("Krajina::DosRios::RuleCode",
                           "A farm costs 500, a hacienda 1000; the player has too little.")},
        {RuleCode::BuildNoneLeft, u"dosrios.build.noneLeft",
         QT_TRANSLATE_NOOP("Krajina::DosRios::RuleCode",
                           "The player has no such building left (4 farms, 1 hacienda).")},
        {RuleCode::DamNoFarmer, u"dosrios.dam.noFarmer",
         QT_TRANSLATE_NOOP("Krajina::DosRios::RuleCode",
                           "A dam goes only on a side of an inner hex where the player has a farmer.")},
        {RuleCode::DamNoWood, u"dosrios.dam.noWood",
         QT_TRANSLATE_NOOP("Krajina::DosRios::RuleCode", "Each dam costs one wood; the player has none.")},
        {RuleCode::DamNoneLeft, u"dosrios.dam.noneLeft",
         QT_TRANSLATE_NOOP("Krajina::DosRios::RuleCode", "Every dam of the game is on the board.")},
        {RuleCode::DamNoSuchSide, u"dosrios.dam.noSuchSide",
         QT_TRANSLATE_NOOP("Krajina::DosRios::RuleCode",
                           "A dam goes on a side between a hex a river may flow through and the hex below it.")},
        {RuleCode::DamAlreadyDammed, u"dosrios.dam.alreadyDammed",
         QT_TRANSLATE_NOOP("Krajina::DosRios::RuleCode", "This side is dammed already.")},
        {RuleCode::DamClosesEveryLowerSide, u"dosrios.dam.closesEveryLowerSide",
         QT_TRANSLATE_NOOP("Krajina::DosRios::RuleCode",
                           "A dam may not close every lower side of a hex through which a river could flow on.")},
        {RuleCode::TurnMustLeaveFarm, u"dosrios.turn.mustLeaveFarm",
         QT_TRANSLATE_NOOP(
             "Krajina::DosRios::RuleCode",
             "The turn cannot end while a farmer of the player stands on a hex with an opponent's farm.")},
        {RuleCode::CourseNotAllowed, u"dosrios.course.notAllowed",
         QT_TRANSLATE_NOOP("Krajina::DosRios::RuleCode",
                           "A river's course is chosen only where this move routes it, and only among the equally low "
                           "sides or the spring's open outflows there.")},
        {RuleCode::MoveTwoPlaces, u"dosrios.move.twoPlaces",
         QT_TRANSLATE_NOOP("Krajina::DosRios::RuleCode",
                           "Two farmers move together, and capture together, only from one hex (the game's rule on "
                           "two-farmer captures).")},
    }});
static_assert(codes.isInEnumOrder());

} // namespace

QString ruleCodeName(RuleCode code)
{
    return codes.name(code);
}

std::optional<RuleCode> ruleCodeFromName(QStringView name)
{
    return codes.fromName(name); // also the names records used before they were camelCase
}

QString ruleCodeSummary(RuleCode code)
{
    return codes.summary(code);
}

} // namespace Krajina::DosRios
