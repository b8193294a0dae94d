// SPDX-FileCopyrightText: 2026 Krajina contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "engine/dosrios/gamesimulator.h"

#include "engine/dosrios/greedyplayer.h"

#include "engine/gameblocks.h"
#include "engine/random.h"
#include "enumnames.h"

#include <QElapsedTimer>
#include <QJsonArray>

#include <algorithm>
#include <cmath>
#include <thread>

using namespace Qt::StringLiterals;

namespace Krajina::DosRios {

constexpr EnumNames<Policy, 2> policies = {{
    {Policy::Random, u"random"},
    {Policy::SavesForHacienda, u"saves-for-hacienda"},
}};

QString policyName(Policy policy)
{
    return enumName(policies, policy);
}

std::optional<Policy> policyFromName(QStringView name)
{
    return enumFromName(policies, name);
}

constexpr EnumNames<CourseChoices, 2> courseChoiceNames = {{
    {CourseChoices::Default, u"default"},
    {CourseChoices::Random, u"random"},
}};

QString courseChoicesName(CourseChoices courses)
{
    return enumName(courseChoiceNames, courses);
}

std::optional<CourseChoices> courseChoicesFromName(QStringView name)
{
    return enumFromName(courseChoiceNames, name);
}

namespace {

// One random player's turn on `state`; false when it could not end the turn.
class RandomPlayer
{
public:
    RandomPlayer(GameState &state, Random &random, std::vector<std::pair<int, int>> &banditHexes, Policy policy,
                 CourseChoices courses)
        : m_state(state)
        , m_random(random)
        , m_banditHexes(banditHexes)
        , m_policy(policy)
        , m_courses(courses)
    {
    }

    void placeFarmer()
    {
        const int cells = m_state.cellCount();
        Action place;
        place.kind = Action::Kind::Place;
        for (int attempt = 0; attempt < 64; ++attempt) {
            place.to = m_random.below(cells);
            chooseCourses(place);
            if (m_state.apply(place).code == RuleCode::Ok)
                return;
        }
        for (place.to = 0; place.to < cells; ++place.to) {
            chooseCourses(place);
            if (m_state.apply(place).code == RuleCode::Ok)
                return;
        }
    }

    bool playTurn()
    {
        const int me = m_state.currentPlayer();
        tryBuild(me);
        for (int attempt = 0; attempt < 16 && m_state.movementLeft() > 0 && m_state.phase() == Phase::Play; ++attempt) {
            const int f = m_random.below(6);
            const int from = m_state.farmerPlaces(me)[std::size_t(f)];
            if (from < 0)
                continue;
            const int to = randomStep(me, from);
            if (to < 0)
                continue;
            Action move;
            move.kind = Action::Kind::Move;
            move.from = from;
            move.to = to;
            move.farmers = m_state.farmersAt(from, me) == 2 && m_random.below(4) == 0 ? 2 : 1;
            if (m_state.apply(move).code != RuleCode::Ok)
                continue;
            if (m_state.buildingAt(to) == Building::Farm && m_state.buildingOwner(to) != me)
                leave(me, to);
            else
                tryBuildAt(me, to);
        }
        if (m_state.phase() != Phase::Play)
            return true;
        if (m_state.player(me).wood > 0 && m_random.below(3) == 0)
            tryDam(me);
        if (m_state.phase() != Phase::Play)
            return true;
        Action end;
        end.kind = m_random.below(2) == 0 ? Action::Kind::Score : Action::Kind::Pass;
        if (endTurn(end))
            return true;
        // A farmer still stands on an opponent's farm: walk it off, then end.
        for (const int at : m_state.farmerPlaces(me)) {
            if (at >= 0 && m_state.buildingAt(at) == Building::Farm && m_state.buildingOwner(at) != me)
                leave(me, at);
        }
        return endTurn(end);
    }

private:
    // With CourseChoices::Random: a random allowed side at each choice of the courses the action leaves
    // (none left: the action as it is). With Default: nothing, and no random number drawn.
    void chooseCourses(Action &action)
    {
        if (m_courses != CourseChoices::Random)
            return;
        action.course.clear();
        for (auto choice = m_state.nextCourseChoice(action); choice.first >= 0;
             choice = m_state.nextCourseChoice(action)) {
            const std::vector<Side> &sides = choice.second;
            action.course.push_back(
                {m_state.hexOf(choice.first), sides[std::size_t(m_random.below(int(sides.size())))]});
        }
    }

    // Scores or passes the card; notes the hexes the bandits took farmers from (only
    // they move farmers at the end of a turn).
    bool endTurn(const Action &end)
    {
        std::array<std::array<std::int16_t, 6>, MaxPlayers> before {};
        for (int p = 0; p < m_state.players(); ++p)
            before[std::size_t(p)] = m_state.farmerPlaces(p);
        const Outcome outcome = m_state.apply(end);
        if (outcome.code != RuleCode::Ok)
            return false;
        if (outcome.banditTaken > 0) {
            for (int p = 0; p < m_state.players(); ++p) {
                const auto &after = m_state.farmerPlaces(p);
                for (std::size_t f = 0; f < after.size(); ++f) {
                    const int from = before[std::size_t(p)][f];
                    if (after[f] != from && after[f] == m_state.cityCell() && from >= 0) {
                        const Hex hex = m_state.hexOf(from);
                        m_banditHexes.emplace_back(hex.q, hex.r);
                    }
                }
            }
        }
        return true;
    }

    int randomStep(int me, int from) const
    {
        const auto steps = m_state.steps(from);
        const int hacienda = from == m_state.cityCell() ? m_state.player(me).haciendaCell : -1;
        const int choices = int(steps.size()) + (hacienda >= 0 ? 1 : 0);
        if (choices == 0)
            return -1;
        const int pick = m_random.below(choices);
        return pick < int(steps.size()) ? steps[std::size_t(pick)] : hacienda;
    }

    void leave(int me, int at)
    {
        while (m_state.farmersAt(at, me) > 0) {
            const auto steps = m_state.steps(at);
            const int n = int(steps.size());
            const int first = n ? m_random.below(n) : 0;
            bool moved = false;
            // Off the farm, onto another opponent's farm only when nothing else is open.
            for (int pass = 0; pass < 2 && !moved; ++pass) {
                for (int i = 0; i < n && !moved; ++i) {
                    Action move;
                    move.kind = Action::Kind::Move;
                    move.from = at;
                    move.to = steps[std::size_t((first + i) % n)];
                    if (pass == 0 && m_state.buildingAt(move.to) == Building::Farm
                        && m_state.buildingOwner(move.to) != me)
                        continue;
                    moved = m_state.apply(move).code == RuleCode::Ok;
                    if (moved && pass == 1)
                        leave(me, move.to);
                }
            }
            if (!moved)
                return;
        }
    }

    // Saving for the hacienda: 3 farms (one short of all) stand on watered hexes and the hacienda is not built,
    // so the hacienda on a watered hex would win on the river.
    bool savesForHacienda(int me) const
    {
        const PlayerState &p = m_state.player(me);
        if (m_policy != Policy::SavesForHacienda || p.haciendaCell >= 0 || p.farms != m_state.farmsPerPlayer() - 1)
            return false;
        return std::all_of(p.buildings.begin(), p.buildings.end(),
                           [this](int c) { return m_state.routing().watered[std::size_t(c)] != 0; });
    }

    // The building the player can afford next (the hacienda first), or none.
    Building affordable(int me) const
    {
        const PlayerState &p = m_state.player(me);
        if (p.haciendaCell < 0 && p.money >= 1000)
            return Building::Hacienda;
        if (savesForHacienda(me))
            return Building::None;
        if (p.farms < m_state.farmsPerPlayer() && p.money >= 500)
            return Building::Farm;
        return Building::None;
    }

    // Whether to build `building` at `at`: a player saving for the hacienda builds it only where it wins.
    bool buildsAt(int me, Building building, int at) const
    {
        return building != Building::Hacienda || !savesForHacienda(me)
            || m_state.routing().watered[std::size_t(at)] != 0;
    }

    // Builds where a farmer just arrived, if it can.
    void tryBuildAt(int me, int at)
    {
        if (m_state.buildingAt(at) != Building::None || !m_state.isInner(at) || m_state.phase() != Phase::Play)
            return;
        Action build;
        build.kind = Action::Kind::Build;
        build.to = at;
        build.building = affordable(me);
        if (build.building != Building::None && buildsAt(me, build.building, at))
            m_state.apply(build);
    }

    // Builds up to twice where the player's farmers stand.
    void tryBuild(int me)
    {
        for (int round = 0; round < 2 && m_state.phase() == Phase::Play; ++round) {
            Action build;
            build.kind = Action::Kind::Build;
            build.building = affordable(me);
            if (build.building == Building::None)
                return;
            const int first = m_random.below(6);
            bool built = false;
            for (int i = 0; i < 6 && !built; ++i) {
                build.to = m_state.farmerPlaces(me)[std::size_t((first + i) % 6)];
                built = build.to >= 0 && buildsAt(me, build.building, build.to)
                    && m_state.apply(build).code == RuleCode::Ok;
            }
            if (!built)
                return;
        }
    }

    void tryDam(int me)
    {
        for (int attempt = 0; attempt < 4; ++attempt) {
            const int at = m_state.farmerPlaces(me)[std::size_t(m_random.below(6))];
            if (at < 0 || !m_state.isInner(at))
                continue;
            Action dam;
            dam.kind = Action::Kind::Dam;
            dam.side = {m_state.hexOf(at), Side(m_random.below(SideCount))};
            chooseCourses(dam);
            if (m_state.apply(dam).code == RuleCode::Ok)
                return;
        }
    }

    GameState &m_state;
    Random &m_random;
    std::vector<std::pair<int, int>> &m_banditHexes;
    Policy m_policy;
    CourseChoices m_courses;
};

} // namespace

std::uint64_t GameSimulator::gameSeed(std::uint64_t seed, int game)
{
    return Random::splitMix(seed * 0x9e3779b97f4a7c15ULL + std::uint64_t(game));
}

GameResult GameSimulator::playGame(const PieceSet &set, int players, std::uint64_t seed, int turnCap,
                                   DeckRunsOut deckRunsOut, Policy policy, const GameRules &rules,
                                   const std::vector<PlayerPolicy> &seats, CourseChoices courses)
{
    GameResult result;
    GameSetUp setUp;
    setUp.players = players;
    setUp.seed = seed;
    setUp.deckRunsOut = deckRunsOut;
    setUp.rules = rules;
    GameState state;
    if (!GameState::create(set, setUp, state).isEmpty()) {
        result.stalled = true;
        return result;
    }
    Random random(seed ^ 0x5eedULL);
    RandomPlayer player(state, random, result.banditHexes, policy, courses);
    GreedyPlayer greedy(state);
    const auto greedyPlays
        = [&seats](int p) { return p >= 0 && p < int(seats.size()) && seats[std::size_t(p)] != PlayerPolicy::Random; };
    while (state.phase() == Phase::SetUp) {
        if (greedyPlays(state.currentPlayer()))
            greedy.placeFarmer();
        else
            player.placeFarmer();
    }
    while (state.phase() == Phase::Play) {
        if (state.turn() >= turnCap) {
            result.capped = true;
            break;
        }
        if (!(greedyPlays(state.currentPlayer()) ? greedy.playTurn() : player.playTurn())) {
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
        statistics.addGame(GameSimulator::playGame(set, options.players, GameSimulator::gameSeed(options.seed, g),
                                                   options.turnCap, options.deckRunsOut, options.policy, options.rules,
                                                   options.seats, options.courses));
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
