// SPDX-FileCopyrightText: 2026 Krajina contributors
// SPDX-License-Identifier: GPL-3.0-or-later

#include "catalogueargument.h"
#include "commands.h"

#include "catalogue/catalogueio.h"
#include "catalogue/expansionlibrary.h"
#include "engine/carcassonne/carcassonnegame.h"
#include "engine/carcassonne/gamerecord.h"
#include "engine/carcassonne/simulator.h"
#include "engine/games.h"

#include <QCommandLineParser>
#include <QDir>
#include <QFileInfo>
#include <QJsonArray>
#include <QJsonObject>
#include <QSaveFile>
#include <QThread>

#include <algorithm>

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

bool parseCount(const QString &text, qlonglong minimum, qlonglong maximum, qlonglong &value)
{
    bool ok = false;
    value = text.toLongLong(&ok);
    return ok && value >= minimum && value <= maximum;
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
    return gameCliCommands(gameOfExpansions(expansionsArgument(arguments))).simulate(arguments, io);
}

int simulateCarcassonne(const QStringList &arguments, CliIo &io)
{
    QCommandLineParser parser;
    parser.setApplicationDescription(
        u"Play random legal games of either game and report their figures; the same seed gives the same figures. "
        "Carcassonne (--expansions base,...; the options below): how often the river is completed, how often it "
        "gets stuck, which tiles are set aside, and the score spread. Dos Rios (--expansions dos-rios, 2 to 4 "
        "players; `simulate --expansions dos-rios --help` lists its own options): the games with a winner, the win "
        "rate by seat, the win conditions and the bandit strikes. The rule options, the figures and the engine's "
        "decisions: model/engine/README.md in Krajina's sources (Dos Rios: model/engine/dosrios/README.md)."_s);
    const QCommandLineOption expansionsOption(
        u"expansions"_s, u"Expansions in play, comma-separated (id or id:edition)."_s, u"LIST"_s, u"base"_s);
    const QCommandLineOption gamesOption(u"games"_s, u"Number of games (default 1000)."_s, u"N"_s, u"1000"_s);
    const QCommandLineOption seedOption(u"seed"_s, u"Seed of the first game (default 1)."_s, u"S"_s, u"1"_s);
    const QCommandLineOption rulesOption(u"rules"_s, u"Rule options, k=v,... (see model/engine/README.md)."_s,
                                         u"LIST"_s);
    const QCommandLineOption playersOption(
        u"players"_s, u"Number of players, 2 to 6 (default 2; Dos Rios: 2 to 4, default 3)."_s, u"P"_s, u"2"_s);
    const QCommandLineOption forkOption(u"fork-holder"_s, u"Player who holds the River II fork (default 0)."_s, u"P"_s,
                                        u"0"_s);
    const QCommandLineOption catalogueOption(
        u"catalogue"_s,
        u"Catalogue file (default: the bundled one); the bundled expansions it lacks are available too."_s, u"FILE"_s);
    const QCommandLineOption recordOption(
        u"record"_s, u"Also write the first game as a game record (for krajina-cli play)."_s, u"FILE"_s);
    const QCommandLineOption threadsOption(
        u"threads"_s, u"Games played at once (default: one per core); the figures do not depend on it."_s, u"N"_s,
        QString::number(std::max(1, QThread::idealThreadCount())));
    const QCommandLineOption csvOption(
        u"csv"_s, u"Also write every figure (histograms, tiles, board cells) to FILE as CSV."_s, u"FILE"_s);
    const QCommandLineOption followOption(
        u"follow"_s, u"Count the board cells where the copies of tile design ID were placed."_s, u"ID"_s);
    const QCommandLineOption keepStuckOption(
        u"keep-stuck"_s, u"Write a game record of each stuck game into DIR (for krajina-cli play)."_s, u"DIR"_s);
    const QCommandLineOption keepMaxOption(u"keep-max"_s, u"Keep at most N stuck games (default 20)."_s, u"N"_s,
                                           u"20"_s);
    const QCommandLineOption json = addJsonOption(parser);
    for (const QCommandLineOption &o :
         {expansionsOption, gamesOption, seedOption, rulesOption, playersOption, forkOption, catalogueOption,
          recordOption, threadsOption, csvOption, followOption, keepStuckOption, keepMaxOption})
        parser.addOption(o);
    if (!parseCommandLine(parser, arguments, io))
        return ExitBadInput;
    if (!parser.positionalArguments().isEmpty()) {
        io.err << "simulate: unexpected argument \"" << parser.positionalArguments().first() << "\"\n";
        return ExitBadInput;
    }
    qlonglong games = 0, seed = 0, players = 0, forkHolder = 0, threads = 1, keepMax = 0;
    if (!parseCount(parser.value(gamesOption), 1, 100000000, games)) {
        io.err << "simulate: --games needs a number from 1 to 100000000\n";
        return ExitBadInput;
    }
    if (!parseCount(parser.value(threadsOption), 1, 1024, threads)) {
        io.err << "simulate: --threads needs a number from 1 to 1024\n";
        return ExitBadInput;
    }
    if (!parseCount(parser.value(keepMaxOption), 1, 100000, keepMax)) {
        io.err << "simulate: --keep-max needs a number from 1 to 100000\n";
        return ExitBadInput;
    }
    if (!parseCount(parser.value(seedOption), 0, std::numeric_limits<qlonglong>::max(), seed)) {
        io.err << "simulate: --seed needs a whole number from 0\n";
        return ExitBadInput;
    }
    if (!parseCount(parser.value(playersOption), 2, MaxPlayers, players)) {
        io.err << "simulate: --players needs a number from 2 to " << MaxPlayers << '\n';
        return ExitBadInput;
    }
    if (!parseCount(parser.value(forkOption), 0, players - 1, forkHolder)) {
        io.err << "simulate: --fork-holder needs a player number from 0 to " << players - 1 << '\n';
        return ExitBadInput;
    }

    RuleSet rules;
    rules.expansions = parser.value(expansionsOption).split(u',', Qt::SkipEmptyParts);
    for (QString &e : rules.expansions)
        e = e.trimmed();
    if (const QString problem = rules.applyAssignments(parser.value(rulesOption)); !problem.isEmpty()) {
        io.err << "simulate: --rules: " << problem << '\n';
        return ExitBadInput;
    }

    const QString cataloguePath = parser.value(catalogueOption);
    const auto input = readCatalogueOption(u"simulate"_s, cataloguePath, io);
    if (!input)
        return ExitBadInput;
    // The bundled expansions play alongside the file's own: --expansions base,my-exp finds base there.
    const Catalogue catalogue
        = cataloguePath.isEmpty() ? input->catalogue : withLibrary(input->catalogue, bundledCatalogue());
    GameSetup setup;
    if (const QString problem = GameSetup::fromCatalogue(catalogue, rules, int(players), setup); !problem.isEmpty()) {
        io.err << "simulate: --expansions: " << problem << '\n';
        return ExitBadInput;
    }
    setup.forkHolder = int(forkHolder);
    // Said before the figures, which mean little then: the river tiles never leave the river pile.
    if (const QStringList stranded = setup.strandedRiverTiles(); !stranded.isEmpty())
        io.err << "simulate: the tiles in play have river edges (" << stranded.join(u", "_s)
               << ") but no source and lake to make a river of them: every game sets them aside\n";
    const QString followTile = parser.value(followOption);
    if (!followTile.isEmpty() && setup.tiles->indexOf(followTile) < 0) {
        io.err << "simulate: --follow: no tile " << followTile << " in " << rules.expansions.join(u", "_s) << '\n';
        return ExitBadInput;
    }
    const QString keepDir = parser.value(keepStuckOption);
    if (!keepDir.isEmpty() && !QDir().mkpath(keepDir)) {
        io.err << "simulate: --keep-stuck: cannot make the folder " << keepDir << '\n';
        return ExitBadInput;
    }
    const QString recordCatalogue
        = cataloguePath.isEmpty() ? u"builtin"_s : QFileInfo(cataloguePath).absoluteFilePath();

    if (parser.isSet(recordOption)) {
        GameRecord record;
        record.catalogue = cataloguePath.isEmpty() ? u"builtin"_s : cataloguePath;
        Simulator::recordGame(setup, Simulator::gameSeed(quint64(seed), 0), record);
        if (!writeSimulationFile(parser.value(recordOption), record.toJson(), io))
            return ExitBadInput;
    }

    SimulationOptions options;
    options.games = int(games);
    options.seed = quint64(seed);
    options.threads = int(threads);
    options.followTile = followTile;
    options.keepStuck = keepDir.isEmpty() ? 0 : int(keepMax);
    CarcassonneSimulation simulation(setup, options);
    simulation.run({});
    const SimulationReport &report = simulation.report();
    if (parser.isSet(csvOption) && !writeSimulationFile(parser.value(csvOption), simulation.toCsv(), io))
        return ExitBadInput;
    QStringList kept;
    for (int game : report.statistics.stuckGames()) {
        GameRecord record;
        record.catalogue = recordCatalogue;
        Simulator::recordRunGame(setup, quint64(seed), game, record);
        const QString path = QDir(keepDir).filePath(Simulator::stuckGameFileName(game));
        if (!writeSimulationFile(path, record.toJson(), io))
            return ExitBadInput;
        kept << path;
    }

    if (parser.isSet(json)) {
        QJsonObject o = simulation.toJson();
        o.insert(u"expansions"_s, QJsonArray::fromStringList(rules.expansions));
        o.insert(u"rules"_s, rules.changedOptions());
        o.insert(u"players"_s, int(players));
        o.insert(u"seed"_s, double(seed));
        if (!keepDir.isEmpty())
            o.insert(u"kept"_s, QJsonArray::fromStringList(kept));
        printJson(io, o);
        return ExitOk;
    }
    io.out << "expansions: " << rules.expansions.join(u", "_s) << "; " << players << " players; seed " << seed;
    if (!rules.changedOptions().isEmpty())
        io.out << "; rules " << rules.changedOptions();
    io.out << '\n';
    io.out << (report.startTiles.size() > 1 ? "start tiles:" : "start tile:");
    for (const auto &[id, count] : report.startTiles)
        io.out << ' ' << id << (report.startTiles.size() > 1 ? u" x%1"_s.arg(count) : QString());
    io.out << '\n';
    const bool hasRiver = std::any_of(setup.deck.cbegin(), setup.deck.cend(),
                                      [&setup](int tile) { return setup.tiles->tile(tile).riverSides > 0; });
    if (hasRiver)
        io.out << "games: " << report.games << ", completed: " << report.completed << " ("
               << QString::number(report.games ? 100.0 * report.completed / report.games : 0.0, 'f', 2)
               << " %), stuck: " << report.stuck << '\n';
    else
        io.out << "games: " << report.games << " (no river in play)\n";
    if (!report.setAside.empty()) {
        io.out << "set aside:";
        for (const auto &[id, count] : report.setAside)
            io.out << ' ' << id << " x" << count;
        io.out << '\n';
    }
    io.out << "scores: min " << report.scoreMin << ", max " << report.scoreMax << ", mean "
           << QString::number(report.scoreMean, 'f', 1) << ", stddev " << QString::number(report.scoreStddev, 'f', 1)
           << ", winner's mean lead " << QString::number(report.marginMean, 'f', 1) << '\n';
    io.out << "speed: " << QString::number(report.gamesPerSecond, 'f', 0) << " games/s\n";
    if (!keepDir.isEmpty())
        io.out << "kept " << countOf(kept.size(), "stuck game", "stuck games") << " in "
               << QDir::toNativeSeparators(keepDir) << '\n';
    return ExitOk;
}

} // namespace Krajina
