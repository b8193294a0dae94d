// SPDX-FileCopyrightText: 2026 Krajina contributors
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

#include "engine/dosrios/gamesimulator.h"
#include "engine/game.h"

#include <QCoreApplication>

namespace Krajina::DosRios {

// Dos Rios as the engine's games are seen from outside (engine/game.h; not DosRios::GameRules, its rule options).
class DosRiosRules final : public Krajina::GameRules
{
    Q_DECLARE_TR_FUNCTIONS(Krajina::DosRios::DosRiosRules)
public:
    // A catalogue's Dos Rios pieces: catalogue/ holds them and sits above this folder, so the registry
    // (engine/games.cpp) hands over how to find them. Null: sessions play the bundled pieces.
    using PiecesOf = const PieceSet &(*)(const Catalogue &catalogue);
    explicit DosRiosRules(PiecesOf piecesOf = nullptr);

    QString id() const override;
    QString name() const override;
    QList<RuleCodeEntry> ruleCodes() const override;
    bool replayRecord(const RecordFile &file, RecordReplay &replay, QString *error) const override;
    std::unique_ptr<GameSession> newSession(const QJsonObject &setUp, quint64 seed, QString *error,
                                            const Catalogue *catalogue) const override;
    QString simulationHelp() const override;
    QList<SimulationOption> simulationOptions() const override;
    std::unique_ptr<Simulation> newSimulation(const QHash<QString, QString> &options, QStringList *warnings,
                                              QString *error, const Catalogue *catalogue) const override;

private:
    PiecesOf m_piecesOf = nullptr;
};

// GameSimulator::run behind the Simulation interface.
class DosRiosSimulation final
    : public SimulationOf<PieceSet, GameSimulationOptions, GameSimulationReport, &GameSimulator::run>
{
    Q_DECLARE_TR_FUNCTIONS(Krajina::DosRios::DosRiosSimulation)
public:
    // `recordPath`: where `simulate --record` writes the first game (empty: nowhere).
    DosRiosSimulation(const PieceSet &pieces, const GameSimulationOptions &options, const QString &recordPath = {});

    QList<File> filesBeforeRun() const override;
    QString summary() const override;
    SimulationResults results() const override; // dosriosresults.cpp

private:
    QString m_recordPath;
};

} // namespace Krajina::DosRios
