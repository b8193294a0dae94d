// SPDX-FileCopyrightText: 2026 Krajina contributors
// SPDX-License-Identifier: GPL-3.0-or-later

#include "simulator.h"

#include "gamerecord.h"
#include "gamestate.h"
#include "players.h"

#include "engine/gameblocks.h"

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

namespace {

// What a run of games adds up to, kept in whole numbers so that parts played on
// several threads add up to exactly the figures of one run.
struct Tally
{
    int games = 0;
    int completed = 0;
    int stuck = 0;
    int riverTilesSetAside = 0;
    std::vector<int> setAside; // by tile
    std::vector<int> starts; // by tile
    long long scores = 0;
    long long sum = 0;
    long long sumSquares = 0;
    long long margins = 0;
    int scoreMin = 0;
    int scoreMax = 0;
    std::vector<long long> seats;
    SimulationStatistics statistics;
    SeatTally seatTally;
    BalanceFigures balance; // empty unless asked for

    Tally(int tiles, int players, const SimulationStatistics &empty, bool balanceFigures)
        : setAside(std::size_t(tiles), 0)
        , starts(std::size_t(tiles), 0)
        , seats(std::size_t(players), 0)
        , statistics(empty)
        , seatTally(players)
        , balance(balanceFigures ? BalanceFigures(tiles, players) : BalanceFigures())
    {
    }

    void add(const Tally &other)
    {
        if (other.scores > 0) {
            scoreMin = scores > 0 ? std::min(scoreMin, other.scoreMin) : other.scoreMin;
            scoreMax = scores > 0 ? std::max(scoreMax, other.scoreMax) : other.scoreMax;
        }
        games += other.games;
        completed += other.completed;
        stuck += other.stuck;
        riverTilesSetAside += other.riverTilesSetAside;
        for (std::size_t t = 0; t < setAside.size(); ++t) {
            setAside[t] += other.setAside[t];
            starts[t] += other.starts[t];
        }
        scores += other.scores;
        sum += other.sum;
        sumSquares += other.sumSquares;
        margins += other.margins;
        for (std::size_t p = 0; p < seats.size(); ++p)
            seats[p] += other.seats[p];
        statistics.merge(other.statistics);
        seatTally.merge(other.seatTally);
        if (!other.balance.isEmpty())
            balance.merge(other.balance);
    }
};

// Plays games [first, last) of a run into `tally`; `played()` after each game returns
// false to stop.
template<typename Played>
void playGames(const GameSetup &setup, const SimulationOptions &options, int first, int last, Tally &tally,
               Played &&played)
{
    const std::uint64_t seed = options.seed;
    if (first >= last)
        return;
    const int players = int(tally.seats.size());
    std::vector<Placement> scratch;
    SimulationStatistics::GameWatch watch;
    SimulatedPlayers seats(options.seats, options.budget);
    GameState game(setup, Simulator::gameSeed(seed, first));
    const bool balance = !tally.balance.isEmpty();
    BalanceFigures::GameWatch balanceWatch;
    for (int g = first; g < last; ++g) {
        if (g > first)
            game.restart(Simulator::gameSeed(seed, g));
        Random random(Simulator::gameSeed(seed, g) ^ 0x5bd1e995u);
        watch.start();
        if (balance)
            balanceWatch.start(game);
        for (bool more = true; more;) {
            // The watch sees nothing while no river tile is pending (no river end can get stuck).
            const bool river = game.riverPending();
            if (river)
                watch.beforeTurn(game);
            if (balance)
                balanceWatch.beforeTurn(game);
            more = options.seats.empty() ? game.playRandomTurn(random, scratch) : seats.playTurn(game, random);
            if (balance)
                balanceWatch.afterTurn(game);
            if (river)
                watch.afterTurn(game);
        }
        const FinalReport &final = game.finish();
        tally.statistics.addGame(g, game, final, watch);
        if (balance)
            tally.balance.addGame(game, final, balanceWatch);
        ++tally.games;
        if (game.riverSetAside() == 0)
            ++tally.completed;
        else
            ++tally.stuck;
        tally.riverTilesSetAside += game.riverSetAside();
        for (int t : game.setAside())
            ++tally.setAside[std::size_t(t)];
        if (game.startTile() >= 0)
            ++tally.starts[std::size_t(game.startTile())];
        for (int p = 0; p < players; ++p) {
            const int s = final.score[std::size_t(p)];
            if (tally.scores == 0)
                tally.scoreMin = tally.scoreMax = s;
            tally.scoreMin = std::min(tally.scoreMin, s);
            tally.scoreMax = std::max(tally.scoreMax, s);
            tally.sum += s;
            tally.sumSquares += std::int64_t(s) * s;
            ++tally.scores;
            tally.seats[std::size_t(p)] += s;
        }
        tally.margins += final.margin(players);
        tally.seatTally.addGame(std::span<const int>(final.score.data(), std::size_t(players)));
        if (!played())
            break;
    }
}

} // namespace

SimulationReport Simulator::run(const GameSetup &setup, const SimulationOptions &options, const Progress &progress)
{
    if (options.compare) {
        // Both sets in one run: the progress counts each set's games as half a game.
        const int games = std::max(options.games, 0);
        bool stopped = false;
        const auto half = [&](int base) -> Progress {
            if (!progress)
                return {};
            return [&progress, &stopped, base](int done) {
                stopped = !progress((base + done) / 2);
                return !stopped;
            };
        };
        SimulationOptions mine = options;
        mine.compare.reset();
        SimulationReport report = playRun(setup, mine, half(0), true);
        if (stopped)
            return report;
        SimulationOptions theirs = mine;
        theirs.tileFigures = false;
        theirs.followTile.clear();
        theirs.keepStuck = 0;
        const SimulationReport compared = playRun(*options.compare, theirs, half(games), true);
        report.comparison = BalanceComparison {options.compare->rules.expansions, compared.balance};
        report.seconds += compared.seconds;
        report.gamesPerSecond = report.seconds > 0 ? 2 * report.games / report.seconds : 0;
        return report;
    }
    return playRun(setup, options, progress, options.tileFigures);
}

SimulationReport Simulator::playRun(const GameSetup &setup, const SimulationOptions &options, const Progress &progress,
                                    bool balance)
{
    const int players = std::clamp(setup.players, 1, MaxPlayers);
    const int tiles = setup.tiles->size();
    const int games = std::max(options.games, 0);
    const auto started = std::chrono::steady_clock::now();
    QStringList tileIds;
    for (int t = 0; t < tiles; ++t)
        tileIds << setup.tiles->id(t);
    const SimulationStatistics empty(
        tileIds, options.followTile.isEmpty() ? -1 : setup.tiles->indexOf(options.followTile), options.keepStuck);
    Tally total = playInBlocks(
        games, simulationThreads(options.threads, games), Tally(tiles, players, empty, balance), progress,
        [&](int first, int last, Tally &part, const auto &played) {
            playGames(setup, options, first, last, part, played);
        },
        [](Tally &sum, const Tally &part) { sum.add(part); });

    SimulationReport report;
    report.statistics = std::move(total.statistics);
    report.seats = options.seats;
    report.seatTally = total.seatTally;
    report.tileFigures = options.tileFigures;
    report.balance = std::move(total.balance);
    if (balance)
        report.expansions = setup.rules.expansions;
    report.seconds = std::chrono::duration<double>(std::chrono::steady_clock::now() - started).count();
    report.games = total.games;
    report.completed = total.completed;
    report.stuck = total.stuck;
    report.riverTilesSetAside = total.riverTilesSetAside;
    report.scoreMin = total.scoreMin;
    report.scoreMax = total.scoreMax;
    report.gamesPerSecond = report.seconds > 0 ? report.games / report.seconds : 0;
    if (total.scores > 0) {
        report.scoreMean = double(total.sum) / double(total.scores);
        report.scoreStddev = std::sqrt(
            std::max(0.0, double(total.sumSquares) / double(total.scores) - report.scoreMean * report.scoreMean));
    }
    report.seatMean.assign(std::size_t(players), 0.0);
    if (report.games > 0) {
        report.marginMean = double(total.margins) / report.games;
        for (std::size_t p = 0; p < report.seatMean.size(); ++p)
            report.seatMean[p] = double(total.seats[p]) / report.games;
    }
    for (int t = 0; t < tiles; ++t) {
        if (total.setAside[std::size_t(t)] > 0)
            report.setAside[setup.tiles->id(t)] = total.setAside[std::size_t(t)];
        if (total.starts[std::size_t(t)] > 0)
            report.startTiles[setup.tiles->id(t)] = total.starts[std::size_t(t)];
    }
    return report;
}

void Simulator::recordGame(const GameSetup &setup, std::uint64_t seed, GameRecord &record,
                           const std::vector<PlayerPolicy> &seats, int budget)
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
    SimulatedPlayers players(seats, budget);
    for (;;) {
        const int player = game.currentPlayer();
        setAside.clear();
        const bool played = seats.empty() ? game.playRandomTurn(random, scratch, &move, &setAside)
                                          : players.playTurn(game, random, &move, &setAside);
        for (int t : setAside)
            record.moves.push_back({discardToJson(player, t, *setup.tiles), int(record.moves.size())});
        if (!played)
            break;
        record.moves.push_back({moveToJson(move, *setup.tiles, game.tokens()), int(record.moves.size())});
    }
    const FinalReport &final = game.finish();
    QList<std::optional<int>> score;
    for (int p = 0; p < setup.players; ++p)
        score << final.score[std::size_t(p)];
    record.expectations.points = score;
}

double SimulationReport::completionRate() const
{
    return games > 0 ? 100.0 * completed / games : 0.0;
}

std::pair<double, double> SimulationReport::completionInterval() const
{
    const auto [low, high] = wilsonInterval(completed, games);
    return {100.0 * low, 100.0 * high};
}

void Simulator::recordRunGame(const GameSetup &setup, std::uint64_t runSeed, int game, GameRecord &record,
                              const std::vector<PlayerPolicy> &seats, int budget)
{
    recordGame(setup, gameSeed(runSeed, game), record, seats, budget);
}

QString Simulator::stuckGameFileName(int game)
{
    return u"stuck-game-%1.json"_s.arg(game, 6, 10, QLatin1Char('0'));
}

int Simulator::stuckMove(const GameRecord &record, const CompiledTileSet &tiles)
{
    for (qsizetype i = 0; i < record.moves.size(); ++i) {
        const QJsonObject &move = record.moves.at(i).json;
        if (!move.value(u"discard"_s).toBool())
            continue;
        const int tile = tiles.indexOf(move.value(u"tile"_s).toString());
        if (tile >= 0 && tiles.tile(tile).river)
            return int(i);
    }
    return -1;
}

QJsonObject SimulationReport::toJson() const
{
    QJsonObject discarded;
    for (const auto &[id, count] : setAside)
        discarded.insert(id, count);
    QJsonObject starts;
    for (const auto &[id, count] : startTiles)
        starts.insert(id, count);
    QJsonArray seats;
    for (double s : seatMean)
        seats.append(std::round(s * 100) / 100);
    auto rounded = [](double v) { return std::round(v * 100) / 100; };
    const auto [low, high] = completionInterval();
    QJsonObject o {
        {u"format"_s, u"krajina-simulation"_s},
        {u"version"_s, 2}, // 2: every key camelCase (version 1, unnamed, wrote games_per_second)
        {u"game"_s, u"carcassonne"_s},
        {u"games"_s, games},
        {u"completed"_s, completed},
        {u"completionRate"_s, rounded(completionRate())},
        {u"stuck"_s, stuck},
        {u"riverTilesSetAside"_s, riverTilesSetAside},
        {u"startTiles"_s, starts},
        {u"discarded"_s, discarded},
        {u"scoreSpread"_s,
         QJsonObject {{u"min"_s, scoreMin},
                      {u"max"_s, scoreMax},
                      {u"mean"_s, rounded(scoreMean)},
                      {u"stddev"_s, rounded(scoreStddev)},
                      {u"meanMargin"_s, rounded(marginMean)},
                      {u"meanBySeat"_s, seats}}},
        {u"seconds"_s, rounded(seconds)},
        {u"gamesPerSecond"_s, std::round(gamesPerSecond)},
        {u"completionInterval"_s, QJsonArray {rounded(low), rounded(high)}},
    };
    const QJsonObject more = statistics.toJson();
    for (auto it = more.begin(); it != more.end(); ++it)
        o.insert(it.key(), it.value());
    if (!this->seats.empty())
        o.insert(u"seats"_s, seatTally.toJson(this->seats));
    if (tileFigures)
        o.insert(u"tiles"_s, balance.tilesJson(statistics.tileIds()));
    if (!balance.isEmpty())
        o.insert(u"balance"_s, balance.figuresJson());
    if (comparison)
        o.insert(u"comparison"_s, comparison->toJson(expansions, balance));
    return o;
}

QByteArray SimulationReport::toCsv() const
{
    QByteArray csv = "figure,tile,value,x,y,count\n";
    appendCsvRow(csv, "games", {}, {}, {}, {}, games);
    appendCsvRow(csv, "completed", {}, {}, {}, {}, completed);
    appendCsvRow(csv, "stuck", {}, {}, {}, {}, stuck);
    for (const auto &[id, count] : setAside)
        appendCsvRow(csv, "setAside", id, {}, {}, {}, count);
    statistics.appendCsv(csv);
    if (tileFigures)
        balance.appendTilesCsv(csv, statistics.tileIds());
    if (comparison)
        comparison->appendCsv(csv, expansions, balance);
    else if (!balance.isEmpty())
        balance.appendFiguresCsv(csv, expansions.join(u','));
    return csv;
}

} // namespace Krajina
