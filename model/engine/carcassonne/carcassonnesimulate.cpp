// SPDX-FileCopyrightText: 2026 Krajina contributors
// SPDX-License-Identifier: GPL-3.0-or-later

// `krajina-cli simulate` for Carcassonne: its options, the simulation they make and what the command prints.

#include "carcassonnegame.h"

#include "catalogue/catalogueio.h"
#include "catalogue/expansionlibrary.h"
#include "gamerecord.h"

#include <QDir>
#include <QFileInfo>
#include <QJsonArray>
#include <QTextStream>
#include <QThread>

#include <algorithm>
#include <limits>
#include <optional>

using namespace Qt::StringLiterals;

namespace Krajina {

namespace {

bool parseCount(const QString &text, qlonglong minimum, qlonglong maximum, qlonglong &value)
{
    bool ok = false;
    value = text.toLongLong(&ok);
    return ok && value >= minimum && value <= maximum;
}

} // namespace

QString CarcassonneRules::simulationHelp() const
{
    return u"Play many games of either game, by random players or by the policies --seats names, and report their "
           "figures; the same seed gives the same figures. "
           "Carcassonne (--expansions base,...; the options below): how often the river is completed, how often it "
           "gets stuck, which tiles are set aside, and the score spread. Dos Rios (--expansions dos-rios, 2 to 4 "
           "players; `simulate --expansions dos-rios --help` lists its own options): the games with a winner, the "
           "win rate by seat, the win conditions and the bandit strikes. The rule options, the figures and the "
           "engine's decisions: model/engine/README.md in Krajina's sources (Dos Rios: "
           "model/engine/dosrios/README.md)."_s;
}

QList<SimulationOption> CarcassonneRules::simulationOptions() const
{
    return {
        {u"expansions"_s, u"Expansions in play, comma-separated (id or id:edition)."_s, u"LIST"_s, u"base"_s},
        {u"games"_s, u"Number of games (default 1000)."_s, u"N"_s, u"1000"_s},
        {u"seed"_s, u"Seed of the first game (default 1)."_s, u"S"_s, u"1"_s},
        {u"rules"_s, u"Rule options, k=v,... (see model/engine/README.md)."_s, u"LIST"_s, {}},
        {u"players"_s,
         u"Number of players, 2 to 6 (default 2, or as many as --seats names; Dos Rios: 2 to 4, default 3)."_s,
         u"P"_s,
         {}},
        {u"fork-holder"_s, u"Player who holds the River II fork (default 0)."_s, u"P"_s, u"0"_s},
        {u"catalogue"_s,
         u"Catalogue file (default: the bundled one); the bundled expansions it lacks are available too."_s,
         u"FILE"_s,
         {}},
        {u"record"_s, u"Also write the first game as a game record (for krajina-cli play)."_s, u"FILE"_s, {}},
        {u"threads"_s, u"Games played at once (default: one per core); the figures do not depend on it."_s, u"N"_s,
         QString::number(std::max(1, QThread::idealThreadCount()))},
        {u"csv"_s, u"Also write every figure (histograms, tiles, board cells) to FILE as CSV."_s, u"FILE"_s, {}},
        {u"follow"_s, u"Count the board cells where the copies of tile design ID were placed."_s, u"ID"_s, {}},
        {u"keep-stuck"_s, u"Write a game record of each stuck game into DIR (for krajina-cli play)."_s, u"DIR"_s, {}},
        {u"keep-max"_s, u"Keep at most N stuck games (default 20)."_s, u"N"_s, u"20"_s},
        {u"seats"_s,
         u"How each seat plays, comma-separated, one per player: random, greedy (the best immediate evaluation) or "
         "lookahead (Monte Carlo playouts among the greedy player's best moves); sets the number of players. The "
         "figures then gain the wins by seat. Default: every seat random."_s,
         u"LIST"_s,
         {}},
        {u"budget"_s, u"Playouts a lookahead seat makes per move (default 200)."_s, u"N"_s, u"200"_s},
        {u"tile-figures"_s,
         u"Also count per tile design how often it was drawn, placed and set aside and the mean points a placement "
         "brought the player who placed it (the figures \"tiles\" and \"balance\")."_s,
         {},
         {}},
        {u"compare"_s,
         u"Also play the expansions LIST (e.g. base) with the same seats and seeds and compare the mean score, the "
         "length and the points from cities, roads, monasteries and fields of both, saying which differences are "
         "beyond chance (Welch's t test at 95 %)."_s,
         u"LIST"_s,
         {}},
    };
}

std::unique_ptr<Simulation> CarcassonneRules::newSimulation(const QHash<QString, QString> &values,
                                                            QStringList *warnings, QString *error,
                                                            const Catalogue *given) const
{
    const auto fail = [error](const QString &message) -> std::unique_ptr<Simulation> {
        if (error)
            *error = message;
        return nullptr;
    };
    qlonglong games = 0, seed = 0, players = 2, forkHolder = 0, threads = 1, keepMax = 0, budget = 0;
    if (!parseCount(values.value(u"games"_s), 1, 100000000, games))
        return fail(u"--games needs a number from 1 to 100000000"_s);
    if (!parseCount(values.value(u"threads"_s), 1, 1024, threads))
        return fail(u"--threads needs a number from 1 to 1024"_s);
    if (!parseCount(values.value(u"keep-max"_s), 1, 100000, keepMax))
        return fail(u"--keep-max needs a number from 1 to 100000"_s);
    if (!parseCount(values.value(u"seed"_s), 0, std::numeric_limits<qlonglong>::max(), seed))
        return fail(u"--seed needs a whole number from 0"_s);
    const QString seatsText = values.value(u"seats"_s);
    const bool playersGiven = !values.value(u"players"_s).isEmpty();
    if (playersGiven && !parseCount(values.value(u"players"_s), 2, MaxPlayers, players))
        return fail(u"--players needs a number from 2 to %1"_s.arg(MaxPlayers));
    std::vector<PlayerPolicy> seats;
    if (!seatsText.isEmpty()) {
        int seated = int(players);
        QString problem;
        seats = seatsOption(seatsText, u"Carcassonne"_s, MaxPlayers, playersGiven, seated, &problem);
        if (seats.empty())
            return fail(problem);
        players = seated;
    }
    if (!parseCount(values.value(u"budget"_s), 1, 1000000, budget))
        return fail(u"--budget needs a number from 1 to 1000000"_s);
    if (!parseCount(values.value(u"fork-holder"_s), 0, players - 1, forkHolder))
        return fail(u"--fork-holder needs a player number from 0 to %1"_s.arg(players - 1));

    CarcassonneSimulateCommand command;
    RuleSet &rules = command.rules;
    rules.expansions = values.value(u"expansions"_s).split(u',', Qt::SkipEmptyParts);
    for (QString &e : rules.expansions)
        e = e.trimmed();
    if (const QString problem = rules.applyAssignments(values.value(u"rules"_s)); !problem.isEmpty())
        return fail(u"--rules: "_s + problem);

    const QString cataloguePath = values.value(u"catalogue"_s);
    const Catalogue *catalogue = given ? given : &bundledCatalogue();
    std::optional<Catalogue> own;
    if (!given && !cataloguePath.isEmpty()) {
        CatalogueReadResult read = readCatalogueFile(cataloguePath);
        for (const QString &warning : std::as_const(read.warnings))
            warnings->append(u"warning: "_s + warning);
        if (!read.ok())
            return fail(read.error);
        // The bundled expansions play alongside the file's own: --expansions base,my-exp finds base there.
        own = withLibrary(read.catalogue, bundledCatalogue());
        catalogue = &*own;
    }
    GameSetup setup;
    if (const QString problem = GameSetup::fromCatalogue(*catalogue, rules, int(players), setup); !problem.isEmpty())
        return fail(given ? problem : u"--expansions: "_s + problem);
    setup.forkHolder = int(forkHolder);
    std::shared_ptr<GameSetup> compare;
    if (const QString compared = values.value(u"compare"_s); !compared.isEmpty()) {
        RuleSet compareRules = rules;
        compareRules.expansions = compared.split(u',', Qt::SkipEmptyParts);
        for (QString &e : compareRules.expansions)
            e = e.trimmed();
        compare = std::make_shared<GameSetup>();
        if (const QString problem = GameSetup::fromCatalogue(*catalogue, compareRules, int(players), *compare);
            !problem.isEmpty())
            return fail(u"--compare: "_s + problem);
        compare->forkHolder = int(forkHolder);
    }
    // Said before the figures, which mean little then: the river tiles never leave the river pile.
    if (const QStringList stranded = setup.strandedRiverTiles(); !stranded.isEmpty())
        warnings->append(u"the tiles in play have river edges (%1) but no source and lake to make a river of them: "
                         "every game sets them aside"_s.arg(stranded.join(u", "_s)));
    const QString followTile = values.value(u"follow"_s);
    if (!followTile.isEmpty() && setup.tiles->indexOf(followTile) < 0)
        return fail(u"--follow: no tile %1 in %2"_s.arg(followTile, rules.expansions.join(u", "_s)));
    command.keepDir = values.value(u"keep-stuck"_s);
    if (!command.keepDir.isEmpty() && !QDir().mkpath(command.keepDir))
        return fail(u"--keep-stuck: cannot make the folder %1"_s.arg(command.keepDir));
    command.keepCatalogue = cataloguePath.isEmpty() ? u"builtin"_s : QFileInfo(cataloguePath).absoluteFilePath();
    command.recordPath = values.value(u"record"_s);
    command.recordCatalogue = cataloguePath.isEmpty() ? u"builtin"_s : cataloguePath;
    command.players = int(players);
    command.seed = quint64(seed);

    SimulationOptions options;
    options.games = int(games);
    options.seed = quint64(seed);
    options.threads = int(threads);
    options.followTile = followTile;
    options.keepStuck = command.keepDir.isEmpty() && !given ? 0 : int(keepMax); // the Simulate page lists them
    options.seats = seats;
    options.budget = int(budget);
    options.tileFigures = !values.value(u"tile-figures"_s).isEmpty();
    options.compare = compare;
    return std::make_unique<CarcassonneSimulation>(setup, options, std::move(command));
}

QList<Simulation::File> CarcassonneSimulation::filesBeforeRun() const
{
    if (m_command.recordPath.isEmpty())
        return {};
    GameRecord record;
    record.catalogue = m_command.recordCatalogue;
    Simulator::recordGame(setup(), Simulator::gameSeed(m_command.seed, 0), record, options().seats, options().budget);
    return {{m_command.recordPath, record.toJson()}};
}

QList<Simulation::File> CarcassonneSimulation::filesAfterRun() const
{
    QList<File> files;
    if (m_command.keepDir.isEmpty())
        return files;
    for (int game : report().statistics.stuckGames()) {
        GameRecord record;
        record.catalogue = m_command.keepCatalogue;
        Simulator::recordRunGame(setup(), m_command.seed, game, record, options().seats, options().budget);
        files.append({QDir(m_command.keepDir).filePath(Simulator::stuckGameFileName(game)), record.toJson()});
    }
    return files;
}

QJsonObject CarcassonneSimulation::commandJson() const
{
    QJsonObject o = toJson();
    o.insert(u"expansions"_s, QJsonArray::fromStringList(m_command.rules.expansions));
    o.insert(u"rules"_s, m_command.rules.changedOptions());
    o.insert(u"players"_s, m_command.players);
    o.insert(u"seed"_s, double(m_command.seed));
    if (!m_command.keepDir.isEmpty()) {
        QStringList kept;
        for (int game : report().statistics.stuckGames())
            kept << QDir(m_command.keepDir).filePath(Simulator::stuckGameFileName(game));
        o.insert(u"kept"_s, QJsonArray::fromStringList(kept));
    }
    return o;
}

QString CarcassonneSimulation::summary() const
{
    const SimulationReport &report = this->report();
    const GameSetup &setup = this->setup();
    const RuleSet &rules = m_command.rules;
    QString text;
    QTextStream out(&text);
    out << "expansions: " << rules.expansions.join(u", "_s) << "; " << m_command.players << " players; seed "
        << qlonglong(m_command.seed);
    if (!rules.changedOptions().isEmpty())
        out << "; rules " << rules.changedOptions();
    out << '\n';
    out << (report.startTiles.size() > 1 ? "start tiles:" : "start tile:");
    for (const auto &[id, count] : report.startTiles)
        out << ' ' << id << (report.startTiles.size() > 1 ? u" x%1"_s.arg(count) : QString());
    out << '\n';
    const bool hasRiver = std::any_of(setup.deck.cbegin(), setup.deck.cend(),
                                      [&setup](int tile) { return setup.tiles->tile(tile).riverSides > 0; });
    if (hasRiver)
        out << "games: " << report.games << ", completed: " << report.completed << " ("
            << QString::number(report.games ? 100.0 * report.completed / report.games : 0.0, 'f', 2)
            << " %), stuck: " << report.stuck << '\n';
    else
        out << "games: " << report.games << " (no river in play)\n";
    if (!report.setAside.empty()) {
        out << "set aside:";
        for (const auto &[id, count] : report.setAside)
            out << ' ' << id << " x" << count;
        out << '\n';
    }
    out << "scores: min " << report.scoreMin << ", max " << report.scoreMax << ", mean "
        << QString::number(report.scoreMean, 'f', 1) << ", stddev " << QString::number(report.scoreStddev, 'f', 1)
        << ", winner's mean lead " << QString::number(report.marginMean, 'f', 1) << '\n';
    out << seatsText(report.seats, report.seatTally, u"mean score"_s);
    if (report.tileFigures) {
        out << "tiles (drawn, placed, set aside, mean points a placement brought its player):\n";
        const QStringList &ids = report.statistics.tileIds();
        for (int t = 0; t < int(report.balance.tiles().size()); ++t) {
            const BalanceFigures::Tile &tile = report.balance.tiles()[std::size_t(t)];
            if (tile.drawn == 0)
                continue;
            const MeanEstimate points = report.balance.tilePoints(t);
            out << "  " << ids.value(t) << ": " << tile.drawn << ", " << tile.placed << ", " << tile.setAside << ", "
                << QString::number(points.mean, 'f', 2) << " (" << QString::number(points.low, 'f', 2) << "-"
                << QString::number(points.high, 'f', 2) << ")\n";
        }
    }
    if (report.comparison)
        out << report.comparison->summary(report.balance);
    out << "speed: " << QString::number(report.gamesPerSecond, 'f', 0) << " games/s\n";
    if (!m_command.keepDir.isEmpty()) {
        const qsizetype kept = qsizetype(report.statistics.stuckGames().size());
        out << "kept " << kept << (kept == 1 ? " stuck game" : " stuck games") << " in "
            << QDir::toNativeSeparators(m_command.keepDir) << '\n';
    }
    out.flush();
    return text;
}

} // namespace Krajina
