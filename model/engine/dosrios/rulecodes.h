// SPDX-FileCopyrightText: 2026 Krajina contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QString>

#include <cstdint>
#include <optional>

namespace Krajina::DosRios {

// Why a Dos Rios move is refused. The names ("dosrios.enter.twoOwnFarmers")
// are stable: game records, scripts and tests rely on them (listed in
// model/engine/dosrios/README.md).
enum class RuleCode : std::uint8_t {
    Ok,
    WrongPlayer,
    GameOver,
    WrongPhase,
    PlaceNotInner,
    PlaceOccupied,
    MoveNoFarmer,
    MoveImpassable,
    MoveNotAdjacent,
    MoveNoPoints,
    EnterOpponentHacienda,
    EnterTwoOwnFarmers,
    MoveCannotLeaveFarm,
    CaptureFromLower,
    CaptureFarm,
    CaptureOutnumbered,
    BuildNoFarmer,
    BuildOccupied,
    BuildLimit,
    BuildMoney,
    BuildNoneLeft,
    DamNoFarmer,
    DamNoWood,
    DamNoneLeft,
    DamNoSuchSide,
    DamAlreadyDammed,
    DamClosesEveryLowerSide,
    TurnMustLeaveFarm,
    CourseNotAllowed,
    MoveTwoPlaces,
};
inline constexpr int RuleCodeCount = int(RuleCode::MoveTwoPlaces) + 1;

QString ruleCodeName(RuleCode code); // "dosrios.capture.fromLower"
std::optional<RuleCode> ruleCodeFromName(QStringView name); // also the old "dosrios.capture.fromLower"
QString ruleCodeSummary(RuleCode code); // one translated sentence on what the rule forbids

} // namespace Krajina::DosRios
