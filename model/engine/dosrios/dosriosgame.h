// SPDX-FileCopyrightText: 2026 Krajina contributors
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

#include "engine/dosrios/gamesimulator.h"
#include "engine/game.h"

namespace Krajina::DosRios {

// Dos Rios as the engine's games are seen from outside (engine/game.h; not DosRios::GameRules, its rule options).
class DosRiosRules final : public Krajina::GameRules
{
public:
    QString id() const override;
    QList<RuleCodeEntry> ruleCodes() const override;
};

// GameSimulator::run behind the Simulation interface.
class DosRiosSimulation final
    : public SimulationOf<PieceSet, GameSimulationOptions, GameSimulationReport, &GameSimulator::run>
{
public:
    DosRiosSimulation(const PieceSet &pieces, const GameSimulationOptions &options);
};

} // namespace Krajina::DosRios
