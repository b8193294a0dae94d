// SPDX-FileCopyrightText: 2026 Krajina contributors
// SPDX-License-Identifier: GPL-3.0-or-later

#include "commands.h"

#include "engine/games.h"

#include <QCommandLineParser>
#include <QSaveFile>

using namespace Qt::StringLiterals;

namespace Krajina {

namespace {

// The value of --expansions, before the game's own options are known.
QStringList expansionsArgument(const QStringList &arguments)
{
    for (qsizetype i = 1; i < arguments.size(); ++i) {
        if (arguments[i].startsWith(u"--expansions="))
            return arguments[i].mid(qsizetype(sizeof("--expansions=") - 1)).split(u',');
        if (arguments[i] == u"--expansions")
            return arguments.value(i + 1).split(u',');
    }
    return {};
}

} // namespace

bool writeSimulationFile(const QString &path, const QByteArray &data, CliIo &io)
{
    QSaveFile file(path);
    if (!file.open(QIODevice::WriteOnly) || file.write(data) != data.size() || !file.commit()) {
        io.err << "simulate: " << path << ": cannot write: " << file.errorString() << '\n';
        return false;
    }
    return true;
}

int runSimulateCommand(const QStringList &arguments, CliIo &io)
{
    // The game --expansions names gives the options, the help and the simulation.
    const QStringList expansions = expansionsArgument(arguments);
    const GameRules &game = gameOfExpansions(expansions);
    QCommandLineParser parser;
    parser.setApplicationDescription(game.simulationHelp());
    const QCommandLineOption json = addJsonOption(parser);
    const QList<SimulationOption> options = game.simulationOptions();
    for (const SimulationOption &o : options)
        parser.addOption(QCommandLineOption(o.name, o.description, o.valueName, o.defaultValue));
    if (!parseCommandLine(parser, arguments, io))
        return ExitBadInput;
    if (!parser.positionalArguments().isEmpty()) {
        io.err << "simulate: unexpected argument \"" << parser.positionalArguments().first() << "\"\n";
        return ExitBadInput;
    }
    QHash<QString, QString> values;
    for (const SimulationOption &o : options) // a flag (no value name) reads "1" when given
        values.insert(o.name,
                      o.valueName.isEmpty() ? (parser.isSet(o.name) ? u"1"_s : QString()) : parser.value(o.name));
    QStringList warnings;
    QString error;
    const std::unique_ptr<Simulation> simulation = game.newSimulation(values, &warnings, &error, nullptr);
    for (const QString &warning : std::as_const(warnings))
        io.err << "simulate: " << warning << '\n';
    if (!simulation) {
        io.err << "simulate: " << error << '\n';
        return ExitBadInput;
    }
    for (const Simulation::File &file : simulation->filesBeforeRun()) {
        if (!writeSimulationFile(file.path, file.data, io))
            return ExitBadInput;
    }
    simulation->run({});
    const QString csv = values.value(u"csv"_s);
    if (!csv.isEmpty() && !writeSimulationFile(csv, simulation->toCsv(), io))
        return ExitBadInput;
    for (const Simulation::File &file : simulation->filesAfterRun()) {
        if (!writeSimulationFile(file.path, file.data, io))
            return ExitBadInput;
    }
    if (parser.isSet(json))
        printJson(io, simulation->commandJson());
    else
        io.out << simulation->summary();
    return ExitOk;
}

} // namespace Krajina
