// SPDX-FileCopyrightText: 2026 Krajina contributors
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

#include "engine/game.h"
#include "simulator.h"

#include <QCoreApplication>

namespace Krajina {

// Carcassonne as the engine's games are seen from outside (engine/game.h).
class CarcassonneRules final : public GameRules
{
    Q_DECLARE_TR_FUNCTIONS(Krajina::CarcassonneRules)
public:
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
};

// What `krajina-cli simulate` asked of a Carcassonne simulation beyond its set-up and options.
struct CarcassonneSimulateCommand
{
    RuleSet rules; // as given, for the summary
    int players = 2;
    quint64 seed = 1;
    QString recordPath; // --record: the first game as a record
    QString recordCatalogue; // the catalogue that record names
    QString keepDir; // --keep-stuck: the stuck games as records
    QString keepCatalogue; // the catalogue those records name
};

// Simulator::run behind the Simulation interface.
class CarcassonneSimulation final : public SimulationOf<GameSetup, SimulationOptions, SimulationReport, &Simulator::run>
{
    Q_DECLARE_TR_FUNCTIONS(Krajina::CarcassonneSimulation)
public:
    CarcassonneSimulation(const GameSetup &setup, const SimulationOptions &options,
                          CarcassonneSimulateCommand command = {});

    QList<File> filesBeforeRun() const override;
    QList<File> filesAfterRun() const override;
    QJsonObject commandJson() const override;
    QString summary() const override;
    SimulationResults results() const override; // carcassonneresults.cpp

    // Whether the games have river tiles (the completion rate means nothing otherwise).
    bool hasRiver() const;

private:
    CarcassonneSimulateCommand m_command;
};

} // namespace Krajina
