// SPDX-FileCopyrightText: 2026 Krajina contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "engine/dosrios/gamestate.h"
#include "engine/random.h"

#include <cstdint>
#include <optional>
#include <utility>
#include <vector>

namespace Krajina::DosRios {

// How the simulated players choose what to build (README "Simulator").
enum class Policy : std::uint8_t {
    Random, // builds whatever it can afford as soon as it can (the hacienda first)
    SavesForHacienda, // the same, but with 3 farms on a river it saves for the hacienda instead of a fourth farm
};
QString policyName(Policy policy); // "random", "saves-for-hacienda"
std::optional<Policy> policyFromName(QStringView name);

// How the random players choose the rivers' courses where their move leaves a choice (README "Simulator";
// greedy players always choose the courses best for them).
enum class CourseChoices : std::uint8_t {
    Default, // the documented default (the fixed order S, SW, SE, the spring's first outflow): no choice made
    Random, // one of the allowed sides at random at each choice
};
QString courseChoicesName(CourseChoices courses); // "default", "random"
std::optional<CourseChoices> courseChoicesFromName(QStringView name);

// The random simulated player of Dos Rios (README "Simulator"): each turn it walks random farmers one random
// legal step at a time (up to 6 movement points; a farmer that entered an opponent's farm walks on at once),
// builds whenever a legal building is affordable (the hacienda first; `policy` says when it saves for it), puts
// a dam on a random side of a hex of one of its farmers now and then, and scores or passes the card at random.
// The simulator's random seats.
class RandomPlayer
{
public:
    // The hexes the bandits take farmers from are added to `banditHexes` (nullptr: not noted).
    RandomPlayer(GameState &state, Random &random, std::vector<std::pair<int, int>> *banditHexes, Policy policy,
                 CourseChoices courses);

    void placeFarmer();
    // False when it could not end the turn.
    bool playTurn();
    // Every action it plays from now on is added to `moves` (with its player); nullptr: none.
    void setLog(std::vector<Action> *moves) { m_log = moves; }

private:
    Outcome play(const Action &action) { return m_state.apply(action, m_log); } // logged when played
    void chooseCourses(Action &action);
    bool endTurn(const Action &end);
    int randomStep(int me, int from) const;
    void leave(int me, int at);
    bool savesForHacienda(int me) const;
    Building affordable(int me) const;
    bool buildsAt(int me, Building building, int at) const;
    void tryBuildAt(int me, int at);
    void tryBuild(int me);
    void tryDam(int me);

    GameState &m_state;
    Random &m_random;
    std::vector<std::pair<int, int>> *m_banditHexes;
    Policy m_policy;
    CourseChoices m_courses;
    std::vector<Action> *m_log = nullptr;
};

} // namespace Krajina::DosRios
