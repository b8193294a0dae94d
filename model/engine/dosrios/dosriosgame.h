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
class DosRiosSimulation final : public Simulation
{
public:
    DosRiosSimulation(const PieceSet &pieces, const GameSimulationOptions &options);

    QString gameId() const override;
    int gamesRequested() const override { return m_options.games; }
    void run(const Progress &progress) override;
    int gamesPlayed() const override { return m_report.games; }
    QJsonObject toJson() const override { return m_report.toJson(); }
    QByteArray toCsv() const override { return m_report.toCsv(); }

    const GameSimulationOptions &options() const { return m_options; }
    const GameSimulationReport &report() const { return m_report; }

private:
    PieceSet m_pieces;
    GameSimulationOptions m_options;
    GameSimulationReport m_report;
};

} // namespace Krajina::DosRios
