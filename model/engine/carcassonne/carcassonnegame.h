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
};

// Simulator::run behind the Simulation interface.
class CarcassonneSimulation final : public Simulation
{
public:
    CarcassonneSimulation(const GameSetup &setup, const SimulationOptions &options);

    QString gameId() const override;
    int gamesRequested() const override { return m_options.games; }
    void run(const Progress &progress) override;
    int gamesPlayed() const override { return m_report.games; }
    QJsonObject toJson() const override { return m_report.toJson(); }
    QByteArray toCsv() const override { return m_report.toCsv(); }

    const GameSetup &setup() const { return m_setup; }
    const SimulationOptions &options() const { return m_options; }
    const SimulationReport &report() const { return m_report; }

private:
    GameSetup m_setup;
    SimulationOptions m_options;
    SimulationReport m_report;
};

} // namespace Krajina
