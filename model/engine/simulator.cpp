// SPDX-FileCopyrightText: 2026 Krajina contributors
// SPDX-License-Identifier: GPL-3.0-or-later

#include "simulator.h"

#include "gamerecord.h"
#include "gamestate.h"

#include <QJsonArray>

#include <algorithm>
#include <chrono>
#include <cmath>

using namespace Qt::StringLiterals;

namespace Krajina {

std::uint64_t Simulator::gameSeed(std::uint64_t seed, int game)
{
    return Random::splitMix(Random::splitMix(seed) + std::uint64_t(game));
}

SimulationReport Simulator::run(const GameSetup &setup, const SimulationOptions &options)
{
    SimulationReport report;
    const int players = std::clamp(setup.players, 1, MaxPlayers);
    report.seatMean.assign(std::size_t(players), 0.0);
    std::vector<int> setAsideCounts(std::size_t(setup.tiles->size()), 0);
    double sum = 0, sumSquares = 0, margins = 0;
    long long scores = 0;
    std::vector<Placement> scratch;
    const auto started = std::chrono::steady_clock::now();
    GameState game(setup, gameSeed(options.seed, 0));
    for (int g = 0; g < options.games; ++g) {
        if (g > 0)
            game.restart(gameSeed(options.seed, g));
        Random random(gameSeed(options.seed, g) ^ 0x5bd1e995u);
        while (game.playRandomTurn(random, scratch)) { }
        const FinalReport &final = game.finish();
        ++report.games;
        if (game.riverSetAside() == 0)
            ++report.completed;
        else
            ++report.stuck;
        report.riverTilesSetAside += game.riverSetAside();
        for (int t : game.setAside())
            ++setAsideCounts[std::size_t(t)];
        int best = -1, second = -1;
        for (int p = 0; p < players; ++p) {
            const int s = final.score[std::size_t(p)];
            if (scores == 0) {
                report.scoreMin = report.scoreMax = s;
            }
            report.scoreMin = std::min(report.scoreMin, s);
            report.scoreMax = std::max(report.scoreMax, s);
            sum += s;
            sumSquares += double(s) * s;
            ++scores;
            report.seatMean[std::size_t(p)] += s;
            if (s > best) {
                second = best;
                best = s;
            } else if (s > second) {
                second = s;
            }
        }
        margins += best - std::max(second, 0);
    }
    report.seconds = std::chrono::duration<double>(std::chrono::steady_clock::now() - started).count();
    report.gamesPerSecond = report.seconds > 0 ? report.games / report.seconds : 0;
    if (scores > 0) {
        report.scoreMean = sum / double(scores);
        report.scoreStddev
            = std::sqrt(std::max(0.0, sumSquares / double(scores) - report.scoreMean * report.scoreMean));
    }
    if (report.games > 0) {
        report.marginMean = margins / report.games;
        for (double &seat : report.seatMean)
            seat /= report.games;
    }
    for (int t = 0; t < setup.tiles->size(); ++t) {
        if (setAsideCounts[std::size_t(t)] > 0)
            report.setAside[setup.tiles->id(t)] = setAsideCounts[std::size_t(t)];
    }
    return report;
}

void Simulator::recordGame(const GameSetup &setup, std::uint64_t seed, GameRecord &record)
{
    record.rules = setup.rules;
    record.players = setup.players;
    record.seed = seed;
    record.forkHolder = setup.forkHolder;
    record.moves.clear();
    GameState game(setup, seed);
    Random random(seed ^ 0x5bd1e995u);
    std::vector<Placement> scratch;
    game.placeStart(0);
    if (setup.rules[RuleOption::RiverFromBag]) // the start tile is drawn from the bag
        record.startTile = setup.tiles->id(game.startTile());
    record.moves.push_back({QJsonObject {{u"start"_s, true},
                                         {u"tile"_s, setup.tiles->id(game.startTile())},
                                         {u"at"_s, QJsonArray {0, 0}},
                                         {u"rotation"_s, 0}},
                            0});
    Move move;
    std::vector<int> setAside;
    for (;;) {
        const int player = game.currentPlayer();
        setAside.clear();
        const bool played = game.playRandomTurn(random, scratch, &move, &setAside);
        for (int t : setAside)
            record.moves.push_back({discardToJson(player, t, *setup.tiles), int(record.moves.size())});
        if (!played)
            break;
        record.moves.push_back({moveToJson(move, *setup.tiles, game.tokens()), int(record.moves.size())});
    }
    const FinalReport &final = game.finish();
    QList<int> score;
    for (int p = 0; p < setup.players; ++p)
        score << final.score[std::size_t(p)];
    record.expectScore = score;
}

QJsonObject SimulationReport::toJson() const
{
    QJsonObject discarded;
    for (const auto &[id, count] : setAside)
        discarded.insert(id, count);
    QJsonArray seats;
    for (double s : seatMean)
        seats.append(std::round(s * 100) / 100);
    auto rounded = [](double v) { return std::round(v * 100) / 100; };
    return QJsonObject {
        {u"games"_s, games},
        {u"completed"_s, completed},
        {u"completion_rate"_s, games > 0 ? rounded(100.0 * completed / games) : 0.0},
        {u"stuck"_s, stuck},
        {u"river_tiles_set_aside"_s, riverTilesSetAside},
        {u"discarded"_s, discarded},
        {u"score_spread"_s,
         QJsonObject {{u"min"_s, scoreMin},
                      {u"max"_s, scoreMax},
                      {u"mean"_s, rounded(scoreMean)},
                      {u"stddev"_s, rounded(scoreStddev)},
                      {u"mean_margin"_s, rounded(marginMean)},
                      {u"mean_by_seat"_s, seats}}},
        {u"seconds"_s, rounded(seconds)},
        {u"games_per_second"_s, std::round(gamesPerSecond)},
    };
}

} // namespace Krajina
