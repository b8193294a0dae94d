// SPDX-FileCopyrightText: 2026 Krajina contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "engine/dosrios/randomplayer.h"

#include "enumnames.h"

#include <algorithm>
#include <array>

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

RandomPlayer::RandomPlayer(GameState &state, Random &random, std::vector<std::pair<int, int>> *banditHexes,
                           Policy policy, CourseChoices courses)
    : m_state(state)
    , m_random(random)
    , m_banditHexes(banditHexes)
    , m_policy(policy)
    , m_courses(courses)
{
}

void RandomPlayer::placeFarmer()
{
    const int cells = m_state.cellCount();
    Action place;
    place.kind = Action::Kind::Place;
    for (int attempt = 0; attempt < 64; ++attempt) {
        place.to = m_random.below(cells);
        chooseCourses(place);
        if (play(place).code == RuleCode::Ok)
            return;
    }
    for (place.to = 0; place.to < cells; ++place.to) {
        chooseCourses(place);
        if (play(place).code == RuleCode::Ok)
            return;
    }
}

bool RandomPlayer::playTurn()
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
        if (play(move).code != RuleCode::Ok)
            continue;
        if (m_state.onOpponentFarm(to, me))
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
        if (at >= 0 && m_state.onOpponentFarm(at, me))
            leave(me, at);
    }
    return endTurn(end);
}

// With CourseChoices::Random: a random allowed side at each choice of the courses the action leaves
// (none left: the action as it is). With Default: nothing, and no random number drawn.
void RandomPlayer::chooseCourses(Action &action)
{
    if (m_courses != CourseChoices::Random)
        return;
    action.course.clear();
    for (auto choice = m_state.nextCourseChoice(action); choice.first >= 0; choice = m_state.nextCourseChoice(action)) {
        const std::vector<Side> &sides = choice.second;
        action.course.push_back({m_state.hexOf(choice.first), sides[std::size_t(m_random.below(int(sides.size())))]});
    }
}

// Scores or passes the card; notes the hexes the bandits took farmers from (only
// they move farmers at the end of a turn).
bool RandomPlayer::endTurn(const Action &end)
{
    if (!m_banditHexes)
        return play(end).code == RuleCode::Ok;
    std::array<std::array<std::int16_t, 6>, MaxPlayers> before {};
    for (int p = 0; p < m_state.players(); ++p)
        before[std::size_t(p)] = m_state.farmerPlaces(p);
    const Outcome outcome = play(end);
    if (outcome.code != RuleCode::Ok)
        return false;
    if (outcome.banditTaken > 0) {
        for (int p = 0; p < m_state.players(); ++p) {
            const auto &after = m_state.farmerPlaces(p);
            for (std::size_t f = 0; f < after.size(); ++f) {
                const int from = before[std::size_t(p)][f];
                if (after[f] != from && after[f] == m_state.cityCell() && from >= 0) {
                    const Hex hex = m_state.hexOf(from);
                    m_banditHexes->emplace_back(hex.q, hex.r);
                }
            }
        }
    }
    return true;
}

int RandomPlayer::randomStep(int me, int from) const
{
    const auto steps = m_state.steps(from);
    const int hacienda = from == m_state.cityCell() ? m_state.player(me).haciendaCell : -1;
    const int choices = int(steps.size()) + (hacienda >= 0 ? 1 : 0);
    if (choices == 0)
        return -1;
    const int pick = m_random.below(choices);
    return pick < int(steps.size()) ? steps[std::size_t(pick)] : hacienda;
}

void RandomPlayer::leave(int me, int at)
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
                if (pass == 0 && m_state.onOpponentFarm(move.to, me))
                    continue;
                moved = play(move).code == RuleCode::Ok;
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
bool RandomPlayer::savesForHacienda(int me) const
{
    const PlayerState &p = m_state.player(me);
    if (m_policy != Policy::SavesForHacienda || p.haciendaCell >= 0 || p.farms != m_state.farmsPerPlayer() - 1)
        return false;
    return std::all_of(p.buildings.begin(), p.buildings.end(), [this](int c) { return m_state.watered(c); });
}

// The building the player can afford next (the hacienda first), or none.
Building RandomPlayer::affordable(int me) const
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
bool RandomPlayer::buildsAt(int me, Building building, int at) const
{
    return building != Building::Hacienda || !savesForHacienda(me) || m_state.watered(at);
}

// Builds where a farmer just arrived, if it can.
void RandomPlayer::tryBuildAt(int me, int at)
{
    if (m_state.buildingAt(at) != Building::None || !m_state.isInner(at) || m_state.phase() != Phase::Play)
        return;
    Action build;
    build.kind = Action::Kind::Build;
    build.to = at;
    build.building = affordable(me);
    if (build.building != Building::None && buildsAt(me, build.building, at))
        play(build);
}

// Builds up to twice where the player's farmers stand.
void RandomPlayer::tryBuild(int me)
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
            built = build.to >= 0 && buildsAt(me, build.building, build.to) && play(build).code == RuleCode::Ok;
        }
        if (!built)
            return;
    }
}

void RandomPlayer::tryDam(int me)
{
    for (int attempt = 0; attempt < 4; ++attempt) {
        const int at = m_state.farmerPlaces(me)[std::size_t(m_random.below(6))];
        if (at < 0 || !m_state.isInner(at))
            continue;
        Action dam;
        dam.kind = Action::Kind::Dam;
        dam.side = {m_state.hexOf(at), Side(m_random.below(SideCount))};
        chooseCourses(dam);
        if (play(dam).code == RuleCode::Ok)
            return;
    }
}

} // namespace Krajina::DosRios
