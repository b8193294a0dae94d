// SPDX-FileCopyrightText: 2026 Krajina contributors
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

#include "engine/game.h"
#include "simulator.h"

namespace Krajina {

// Carcassonne as the engine's games are seen from outside (engine/game.h).
class CarcassonneRules final : public GameRules
{
public:
    QString id() const override;
    QList<RuleCodeEntry> ruleCodes() const override;
    bool replayRecord(const RecordFile &file, RecordReplay &replay, QString *error) const override;
    std::unique_ptr<GameSession> newSession(const QJsonObject &setUp, quint64 seed, QString *error,
                                            const Catalogue *catalogue) const override;
};

// Simulator::run behind the Simulation interface.
class CarcassonneSimulation final : public SimulationOf<GameSetup, SimulationOptions, SimulationReport, &Simulator::run>
{
public:
    CarcassonneSimulation(const GameSetup &setup, const SimulationOptions &options);
};

} // namespace Krajina
