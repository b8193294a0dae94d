// SPDX-FileCopyrightText: 2026 Krajina contributors
// SPDX-License-Identifier: GPL-3.0-or-later

// `krajina-cli simulate --expansions dos-rios`: its options, the simulation they make and what the command prints.

#include "engine/dosrios/dosriosgame.h"

#include "engine/dosrios/ruleoptions.h"
#include "hex/dosriosjson.h"

#include <QTextStream>
#include <QThread>

#include <algorithm>

using namespace Qt::StringLiterals;

namespace Krajina::DosRios {

QString DosRiosRules::simulationHelp() const
{
    return u"Play many games of Dos Rios (--expansions dos-rios), by random players or by the policies --seats names, "
           "and report how many end with a winner "
           "within the turn cap, their length in turns, the win rate by seat (seat 1 starts; --json counts seats "
           "from 0), how often each win condition, the bandit strikes per game and the speed. The same seed gives "
           "the same figures."_s;
}

QList<SimulationOption> DosRiosRules::simulationOptions() const
{
    QStringList ruleHelp;
    for (const QString &name : gameRuleNames())
        ruleHelp << name + u'=' + gameRuleValues(name).join(u'|');
    return {
        {u"expansions"_s, u"dos-rios"_s, u"LIST"_s, {}},
        {u"games"_s, u"Number of games (default 1000)."_s, u"N"_s, u"1000"_s},
        {u"seed"_s, u"Seed of the first game (default 1)."_s, u"S"_s, u"1"_s},
        {u"players"_s, u"Number of players, 2 to 4 (default 3, or as many as --seats names)."_s, u"P"_s, {}},
        {u"turn-cap"_s, u"Turns after which a game stops unfinished (default 400)."_s, u"N"_s, u"400"_s},
        {u"deck-runs-out"_s,
         u"reshuffle (default: the discards become the deck) or end (the game ends, the tie-break names the "
         u"winner: most buildings, money, wood, then the latest in turn order); the rules do not say, see the "
         u"reading in rules unit %1."_s.arg(ruleOptionExplainedIn(u"dosrios.deckRunsOut")),
         u"WHAT"_s, u"reshuffle"_s},
        {u"policy"_s,
         u"How the random players build: saves-for-hacienda (default: with 3 farms on a river they save for the "
         "hacienda) or random (whatever they can afford, at once)."_s,
         u"POLICY"_s, u"saves-for-hacienda"_s},
        {u"courses"_s,
         u"How the random players choose the rivers' way where their dam (or the start player's first placement) "
         "leaves a choice: default (the fixed order S, SW, SE and the spring's first outflow, as games without "
         "choices play) or random (an allowed side at random). Greedy players always choose the way best for "
         "them."_s,
         u"HOW"_s, u"default"_s},
        {u"rules"_s,
         u"Readings of the rules, NAME=VALUE,... (the first value is the default): %1."_s.arg(ruleHelp.join(u", "_s)),
         u"OPTIONS"_s,
         {}},
        {u"threads"_s, u"Games played at once (default: one per core); the figures do not depend on it."_s, u"N"_s,
         QString::number(std::max(1, QThread::idealThreadCount()))},
        {u"csv"_s,
         u"Also write every figure (histograms, wins, watered hexes, bandit hexes) to FILE as CSV."_s,
         u"FILE"_s,
         {}},
        {u"seats"_s,
         u"How each player plays, comma-separated, one per player: random (as --policy says), greedy (the best "
         "immediate choice: money, buildings on watered hexes, captures, dams) or lookahead (plays out the greedy "
         "turn and its variants, --budget games a turn); sets the number of players. The figures then gain the "
         "wins and the mean money by player. Default: every player random."_s,
         u"LIST"_s,
         {}},
        {u"budget"_s, u"Playouts a lookahead seat makes per turn (default 200)."_s, u"N"_s, u"200"_s},
        {u"record"_s,
         u"Also write a game of these players, played from the seed itself (--seed), as a game record (for "
         "krajina-cli play)."_s,
         u"FILE"_s,
         {}},
    };
}

std::unique_ptr<Simulation> DosRiosRules::newSimulation(const QHash<QString, QString> &values, QStringList *,
                                                        QString *error, const Catalogue *catalogue) const
{
    const auto fail = [error](const QString &message) -> std::unique_ptr<Simulation> {
        if (error)
            *error = message;
        return nullptr;
    };
    bool ok = false;
    GameSimulationOptions options;
    options.games = values.value(u"games"_s).toInt(&ok);
    if (!ok || options.games < 1 || options.games > 10000000)
        return fail(u"--games needs a number from 1 to 10000000"_s);
    options.seed = values.value(u"seed"_s).toULongLong(&ok);
    if (!ok)
        return fail(u"--seed needs a whole number from 0"_s);
    const QString seatsText = values.value(u"seats"_s);
    const bool playersGiven = !values.value(u"players"_s).isEmpty();
    options.players = 3;
    if (playersGiven) {
        options.players = values.value(u"players"_s).toInt(&ok);
        if (!ok || options.players < 2 || options.players > MaxPlayers)
            return fail(u"--players needs a number from 2 to %1 for Dos Rios"_s.arg(MaxPlayers));
    }
    if (!seatsText.isEmpty()) {
        QString problem;
        options.seats = seatsOption(seatsText, u"Dos Rios"_s, MaxPlayers, playersGiven, options.players, &problem);
        if (options.seats.empty())
            return fail(problem);
    }
    options.budget = values.value(u"budget"_s, u"200"_s).toInt(&ok);
    if (!ok || options.budget < 1 || options.budget > 1000000)
        return fail(u"--budget needs a number from 1 to 1000000"_s);
    options.turnCap = values.value(u"turn-cap"_s).toInt(&ok);
    if (!ok || options.turnCap < 1 || options.turnCap > 100000)
        return fail(u"--turn-cap needs a number from 1 to 100000"_s);
    const std::optional<DeckRunsOut> deck = deckRunsOutFromName(values.value(u"deck-runs-out"_s));
    if (!deck)
        return fail(u"--deck-runs-out is reshuffle or end"_s);
    options.deckRunsOut = *deck;
    const std::optional<Policy> policy = policyFromName(values.value(u"policy"_s));
    if (!policy)
        return fail(u"--policy is saves-for-hacienda or random"_s);
    options.policy = *policy;
    const std::optional<CourseChoices> courses = courseChoicesFromName(values.value(u"courses"_s));
    if (!courses)
        return fail(u"--courses is default or random"_s);
    options.courses = *courses;
    if (const QString problem = parseGameRules(values.value(u"rules"_s), options.rules); !problem.isEmpty())
        return fail(u"--rules: "_s + problem);
    options.threads = values.value(u"threads"_s).toInt(&ok);
    if (!ok || options.threads < 1 || options.threads > 1024)
        return fail(u"--threads needs a number from 1 to 1024"_s);
    if (catalogue && m_piecesOf) { // the Simulate page: the document's pieces
        const PieceSet &pieces = m_piecesOf(*catalogue);
        if (pieces.isEmpty())
            return fail(tr("The catalogue has no Dos Rios pieces."));
        return std::make_unique<DosRiosSimulation>(pieces, options);
    }
    const QString recordPath = values.value(u"record"_s);
    const PieceSet &set = bundledPieceSet();
    if (set.isEmpty())
        return fail(u"the bundled Dos Rios pieces are missing"_s);
    return std::make_unique<DosRiosSimulation>(set, options, recordPath);
}

QList<Simulation::File> DosRiosSimulation::filesBeforeRun() const
{
    if (m_recordPath.isEmpty())
        return {};
    return {{m_recordPath, GameSimulator::recordGame(setup(), options(), options().seed)}};
}

QString DosRiosSimulation::summary() const
{
    const GameSimulationReport &report = this->report();
    const GameSimulationOptions &options = this->options();
    QString text;
    QTextStream out(&text);
    out << "dos-rios; " << options.players << " players; seed " << qulonglong(options.seed) << "; turn cap "
        << options.turnCap << "; deck runs out: " << deckRunsOutName(options.deckRunsOut) << "; policy "
        << policyName(options.policy) << "; rules "
        << (gameRulesText(options.rules).isEmpty() ? u"default"_s : gameRulesText(options.rules));
    if (options.courses != CourseChoices::Default)
        out << "; courses " << courseChoicesName(options.courses);
    out << '\n';
    out << "games: " << report.games << ", finished (a winner): " << report.finished << " ("
        << QString::number(report.games ? 100.0 * report.finished / report.games : 0.0, 'f', 1) << " %), capped "
        << report.capped << ", deck ran out " << report.deckRanOut << ", stalled " << report.stalled << '\n';
    out << "length (turns, finished games): mean " << QString::number(report.lengthMean, 'f', 1) << ", stddev "
        << QString::number(report.lengthStddev, 'f', 1) << ", min " << report.lengthMin << ", max " << report.lengthMax
        << '\n';
    out << "wins by seat (95 % interval):";
    for (int s = 0; s < options.players; ++s) {
        const auto [low, high] = report.statistics.winInterval(s);
        out << ' ' << report.winsBySeat[std::size_t(s)] << " (" << QString::number(100 * low, 'f', 1) << "-"
            << QString::number(100 * high, 'f', 1) << " %)";
    }
    out << "\nwin conditions: " << winConditionName(WinCondition::AllBuildings) << ' ' << report.winsAllBuildings
        << ", " << winConditionName(WinCondition::OnRiver) << ' ' << report.winsOnRiver << ", "
        << winConditionName(WinCondition::DeckRanOut) << " (tie-break) " << report.winsDeckRanOut << '\n';
    out << "bandit strikes per game: " << QString::number(report.banditStrikesPerGame, 'f', 2) << '\n';
    if (!options.seats.empty())
        out << "seats 1-" << options.players << " (the start player drawn):\n";
    out << seatsText(options.seats, report.statistics.seatTally(), u"mean money"_s);
    out << "speed: " << QString::number(report.gamesPerSecond, 'f', 0) << " games/s\n";
    out.flush();
    return text;
}

} // namespace Krajina::DosRios
