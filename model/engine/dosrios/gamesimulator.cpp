// SPDX-FileCopyrightText: 2026 Krajina contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "engine/dosrios/gamesimulator.h"

#include "engine/dosrios/gamehistory.h"
#include "engine/dosrios/greedyplayer.h"
#include "engine/dosrios/lookaheadplayer.h"
#include "engine/dosrios/randomplayer.h"

#include "engine/gameblocks.h"
#include "engine/random.h"

#include <QElapsedTimer>
#include <QJsonArray>

#include <algorithm>
#include <cmath>
#include <thread>

using namespace Qt::StringLiterals;

namespace Krajina::DosRios {

std::uint64_t GameSimulator::gameSeed(std::uint64_t seed, int game)
{
    return Random::splitMix(seed * 0x9e3779b97f4a7c15ULL + std::uint64_t(game));
}

GameSetUp GameSimulator::setUpOf(const GameSimulationOptions &options, std::uint64_t seed)
{
    GameSetUp setUp;
    setUp.players = options.players;
    setUp.seed = seed;
    setUp.deckRunsOut = options.deckRunsOut;
    setUp.rules = options.rules;
    return setUp;
}

QByteArray GameSimulator::recordGame(const PieceSet &set, const GameSimulationOptions &options, std::uint64_t seed)
{
    std::vector<Action> moves;
    playGame(set, options, seed, &moves);
    GameHistory history;
    if (!history.start(set, setUpOf(options, seed)).isEmpty())
        return {};
    for (const Action &move : moves)
        history.play(move);
    return history.record();
}

GameResult GameSimulator::playGame(const PieceSet &set, int players, std::uint64_t seed, int turnCap,
                                   DeckRunsOut deckRunsOut, Policy policy, const GameRules &rules,
                                   const std::vector<PlayerPolicy> &seats, CourseChoices courses)
{
    GameSimulationOptions options;
    options.players = players;
    options.turnCap = turnCap;
    options.deckRunsOut = deckRunsOut;
    options.policy = policy;
    options.rules = rules;
    options.seats = seats;
    options.courses = courses;
    return playGame(set, options, seed);
}

GameResult GameSimulator::playGame(const PieceSet &set, const GameSimulationOptions &options, std::uint64_t seed,
                                   std::vector<Action> *moves)
{
    const int players = options.players;
    const int turnCap = options.turnCap;
    GameResult result;
    GameState state;
    if (!GameState::create(set, setUpOf(options, seed), state).isEmpty()) {
        result.stalled = true;
        return result;
    }
    Random random(seed ^ 0x5eedULL);
    RandomPlayer player(state, random, &result.banditHexes, options.policy, options.courses);
    GreedyPlayer greedy(state);
    // The lookahead draws its playouts from a stream of its own: the random seats play as they would without it.
    Random lookaheadRandom(seed ^ 0x100cabeadULL);
    LookaheadPlayer lookahead(state, lookaheadRandom, options.budget, turnCap);
    player.setLog(moves);
    greedy.setLog(moves);
    lookahead.setLog(moves);
    const auto policyOf = [&options](int p) { return policyOfSeat(options.seats, p); };
    while (state.phase() == Phase::SetUp) {
        switch (policyOf(state.currentPlayer())) {
        case PlayerPolicy::Random:
            player.placeFarmer();
            break;
        case PlayerPolicy::Greedy:
            greedy.placeFarmer();
            break;
        case PlayerPolicy::Lookahead:
            lookahead.placeFarmer();
            break;
        }
    }
    while (state.phase() == Phase::Play) {
        if (state.turn() >= turnCap) {
            result.capped = true;
            break;
        }
        bool played = false;
        switch (policyOf(state.currentPlayer())) {
        case PlayerPolicy::Random:
            played = player.playTurn();
            break;
        case PlayerPolicy::Greedy:
            played = greedy.playTurn();
            break;
        case PlayerPolicy::Lookahead:
            played = lookahead.playTurn();
            break;
        }
        if (!played) {
            result.stalled = true;
            break;
        }
    }
    result.turns = state.turn();
    result.winner = state.winner();
    result.winnerSeat = result.winner < 0 ? -1 : (result.winner - state.startPlayer() + players) % players;
    result.condition = state.winCondition();
    result.banditStrikes = state.banditStrikes();
    result.deckRanOut = state.deckRanOut();
    for (int p = 0; p < players && p < MaxPlayers; ++p)
        result.money[std::size_t(p)] = state.player(p).money;
    for (int c = 0; c < state.cellCount(); ++c) {
        const std::uint8_t rivers = state.routing().watered[std::size_t(c)];
        if (rivers && state.isInner(c)) {
            const Hex hex = state.hexOf(c);
            result.watered.push_back({hex.q, hex.r, rivers});
        }
    }
    return result;
}

namespace {

// Plays games [first, last) of a run into `statistics`; `played()` after each game
// returns false to stop.
template<typename Played>
void playGames(const PieceSet &set, const GameSimulationOptions &options, int first, int last,
               GameStatistics &statistics, Played &&played)
{
    for (int g = first; g < last; ++g) {
        statistics.addGame(GameSimulator::playGame(set, options, GameSimulator::gameSeed(options.seed, g)));
        if (!played())
            break;
    }
}

} // namespace

GameSimulationReport GameSimulator::run(const PieceSet &set, const GameSimulationOptions &options,
                                        const Progress &progress)
{
    GameSimulationReport report;
    report.options = options;
    QElapsedTimer timer;
    timer.start();
    const int games = std::max(options.games, 0);
    const GameStatistics total = playInBlocks(
        games, simulationThreads(options.threads, games), GameStatistics(options.players), progress,
        [&](int first, int last, GameStatistics &part, const auto &played) {
            playGames(set, options, first, last, part, played);
        },
        [](GameStatistics &sum, const GameStatistics &part) { sum.merge(part); });

    report.games = int(total.games());
    report.finished = int(total.finished());
    report.capped = int(total.capped());
    report.deckRanOut = int(total.deckRanOut());
    report.stalled = int(total.stalled());
    const Histogram &lengths = total.lengths();
    if (!lengths.isEmpty()) {
        report.lengthMin = lengths.min();
        report.lengthMax = lengths.max();
        report.lengthMean = lengths.mean();
        double squares = 0;
        for (std::size_t i = 0; i < lengths.counts().size(); ++i) {
            const double d = lengths.min() + int(i) - report.lengthMean;
            squares += d * d * double(lengths.counts()[i]);
        }
        report.lengthStddev = std::sqrt(squares / double(lengths.total()));
    }
    for (int s = 0; s < total.players(); ++s)
        report.winsBySeat[std::size_t(s)] = int(total.winsBySeat(s));
    report.winsAllBuildings = int(total.wins(WinCondition::AllBuildings));
    report.winsOnRiver = int(total.wins(WinCondition::OnRiver));
    report.winsDeckRanOut = int(total.wins(WinCondition::DeckRanOut));
    const Histogram &strikes = total.banditStrikes();
    report.banditStrikesPerGame = strikes.isEmpty() ? 0.0 : strikes.mean();
    report.statistics = std::move(total);
    report.seconds = double(timer.nsecsElapsed()) / 1e9;
    report.gamesPerSecond = report.seconds > 0 ? report.games / report.seconds : 0;
    return report;
}

QByteArray GameSimulationReport::toCsv() const
{
    QByteArray csv = "figure,name,value,q,r,count\n";
    statistics.appendCsv(csv);
    return csv;
}

QJsonObject GameSimulationReport::toJson() const
{
    const auto rounded = [](double v) { return std::round(v * 1000) / 1000; };
    QJsonArray seats;
    for (int s = 0; s < options.players; ++s)
        seats.append(games ? rounded(double(winsBySeat[std::size_t(s)]) / games) : 0.0);
    QJsonObject rulesJson;
    for (const QString &name : gameRuleNames())
        rulesJson.insert(name, gameRuleValue(options.rules, name));
    QJsonObject json {
        {u"format"_s, u"krajina-simulation"_s},
        {u"version"_s, 2}, // 2: every key camelCase (games_per_second was the one that was not)
        {u"game"_s, u"dos-rios"_s},
        {u"players"_s, options.players},
        {u"seed"_s, double(options.seed)},
        {u"turnCap"_s, options.turnCap},
        {u"deckRunsOut"_s, deckRunsOutName(options.deckRunsOut)},
        {u"policy"_s, policyName(options.policy)},
        {u"rules"_s, rulesJson},
        {u"games"_s, games},
        {u"finished"_s, finished},
        {u"finishedRate"_s, games ? rounded(double(finished) / games) : 0.0},
        {u"capped"_s, capped},
        {u"deckRanOut"_s, deckRanOut},
        {u"stalled"_s, stalled},
        {u"length"_s,
         QJsonObject {{u"mean"_s, rounded(lengthMean)},
                      {u"stddev"_s, rounded(lengthStddev)},
                      {u"min"_s, lengthMin},
                      {u"max"_s, lengthMax}}},
        {u"winRateBySeat"_s, seats},
        {u"winConditions"_s,
         QJsonObject {{winConditionName(WinCondition::AllBuildings), winsAllBuildings},
                      {winConditionName(WinCondition::OnRiver), winsOnRiver},
                      {winConditionName(WinCondition::DeckRanOut), winsDeckRanOut}}},
        {u"banditStrikesPerGame"_s, rounded(banditStrikesPerGame)},
        {u"gamesPerSecond"_s, std::round(gamesPerSecond)},
    };
    const QJsonObject more = statistics.toJson();
    for (auto it = more.constBegin(); it != more.constEnd(); ++it)
        json.insert(it.key(), it.value());
    if (!options.seats.empty())
        json.insert(u"seats"_s, statistics.seatTally().toJson(options.seats));
    // Only when asked: the JSON of a run without --courses stays as it was.
    if (options.courses != CourseChoices::Default)
        json.insert(u"courses"_s, courseChoicesName(options.courses));
    return json;
}

} // namespace Krajina::DosRios
