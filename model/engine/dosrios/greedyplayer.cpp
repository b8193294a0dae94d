// SPDX-FileCopyrightText: 2026 Krajina contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "engine/dosrios/greedyplayer.h"

#include "engine/seats.h"

#include <algorithm>
#include <array>
#include <functional>
#include <limits>

namespace Krajina::DosRios {

namespace {

constexpr double CaptureWorth = 400; // a farmer of an opponent ahead of the player sent to the city
constexpr double DamThreshold = 150; // what a dam must gain to be worth its wood
constexpr std::size_t CourseOptionCap = 64; // the choices of the courses weighed for one move at most

} // namespace

GreedyPlayer::GreedyPlayer(GameState &state)
    : m_state(state)
{
}

double GreedyPlayer::standing(const GameState &state, int player)
{
    const PlayerState &p = state.player(player);
    double worth = p.money + 80.0 * p.wood + 600.0 * p.farms + (p.haciendaCell >= 0 ? 1300.0 : 0.0);
    for (const int cell : p.buildings)
        worth += state.watered(cell) ? 300.0 : 0.0;
    if (state.winner() == player)
        worth += 1e6;
    return worth;
}

double GreedyPlayer::advantage(const GameState &state, int player)
{
    return standing(state, player)
        - bestOfOthers(state.players(), player, [&state](int p) { return standing(state, p); });
}

double GreedyPlayer::worth(const GameState &state, int cell, int me)
{
    if (cell < 0 || !state.isInner(cell))
        return cell == state.cityCell() ? -50.0 : 0.0;
    if (state.buildingAt(cell) != Building::None)
        return state.buildingOwner(cell) == me ? -20.0 : 0.0;
    double worth = state.watered(cell) ? (state.terrain(cell) == Terrain::Farmland ? 250.0 : 150.0) : 20.0;
    if (state.farmersAt(cell, me) > 1)
        worth *= 0.5; // the second farmer on a hex adds little
    return worth;
}

double GreedyPlayer::setUpWorth(const GameState &state, int me, int count)
{
    std::vector<double> worths;
    for (int cell = 0; cell < state.cellCount(); ++cell) {
        if (!state.isInner(cell))
            continue;
        bool taken = false;
        for (int p = 0; p < state.players() && !taken; ++p)
            taken = p != me && state.farmersAt(cell, p) > 0;
        if (!taken)
            worths.push_back(worth(state, cell, me));
    }
    const auto n = std::min(worths.size(), std::size_t(std::max(count, 0)));
    std::partial_sort(worths.begin(), worths.begin() + std::ptrdiff_t(n), worths.end(), std::greater<>());
    double sum = 0;
    for (std::size_t i = 0; i < n; ++i)
        sum += worths[i];
    return sum;
}

std::vector<std::vector<HexSide>> GreedyPlayer::courseOptions(const GameState &state, const Action &action,
                                                              std::size_t cap)
{
    std::vector<std::vector<HexSide>> options;
    // Depth first: each choice the move leaves, in the order of its allowed sides.
    const auto visit = [&](const auto &self, const Action &partial) -> void {
        if (options.size() >= cap)
            return;
        const auto [cell, sides] = state.nextCourseChoice(partial);
        if (cell < 0) {
            options.push_back(partial.course);
            return;
        }
        for (const Side side : sides) {
            Action next = partial;
            next.course.push_back({state.hexOf(cell), side});
            self(self, next);
        }
    };
    visit(visit, action);
    return options;
}

template<typename Evaluate>
double GreedyPlayer::chooseCourses(Action &action, Evaluate &&evaluate)
{
    action.course.clear();
    m_scratch = m_state;
    if (m_scratch.apply(action).code != RuleCode::Ok)
        return -std::numeric_limits<double>::infinity();
    double best = evaluate(m_scratch);
    if (m_state.nextCourseChoice(action).first < 0)
        return best;
    std::vector<HexSide> bestCourse;
    Action chosen = action;
    for (std::vector<HexSide> &course : courseOptions(m_state, action, CourseOptionCap)) {
        chosen.course = std::move(course);
        m_scratch = m_state;
        if (m_scratch.apply(chosen).code != RuleCode::Ok)
            continue;
        if (const double value = evaluate(m_scratch); value > best + 1e-9) {
            best = value;
            bestCourse = std::move(chosen.course);
        }
    }
    action.course = std::move(bestCourse);
    return best;
}

void GreedyPlayer::placeFarmer()
{
    const int me = m_state.currentPlayer();
    Action action;
    action.kind = Action::Kind::Place;
    const auto bestCell = [&](const GameState &routed) {
        int best = -1;
        double bestWorth = -std::numeric_limits<double>::infinity();
        Action place = action;
        place.course.clear();
        for (int cell = 0; cell < m_state.cellCount(); ++cell) {
            place.to = cell;
            if (m_state.check(place) != RuleCode::Ok)
                continue;
            // On `routed` the placement may stand there already: one farmer is worth as much as none.
            const double w = worth(routed, cell, me);
            if (w > bestWorth) {
                bestWorth = w;
                best = cell;
            }
        }
        return best;
    };
    action.to = bestCell(m_state);
    if (action.to < 0)
        return;
    // The start player's first placement chooses the starting courses: those that water the best free hexes
    // for its three farmers; the farmer then goes to the best hex by the rivers as chosen.
    if (m_state.nextCourseChoice(action).first >= 0) {
        chooseCourses(action, [me](const GameState &s) { return setUpWorth(s, me, FarmersPlacedAtSetUp); });
        if (!action.course.empty()) {
            m_scratch = m_state;
            m_scratch.apply(action);
            action.to = bestCell(m_scratch);
        }
    }
    play(action);
}

// The best single step of one of the player's farmers (a capture, or towards watered land with no
// building, looking one step further); false when no step gains anything.
bool GreedyPlayer::bestStep(int me, TurnPlan::Build building)
{
    Action best;
    double bestGain = 0;
    Action move;
    move.kind = Action::Kind::Move;
    const auto &places = m_state.farmerPlaces(me);
    for (std::size_t f = 0; f < places.size(); ++f) {
        const int from = places[f];
        if (from < 0
            || std::find(places.begin(), places.begin() + std::ptrdiff_t(f), from)
                != places.begin() + std::ptrdiff_t(f))
            continue;
        const double here = place(from, me);
        for (const int to : m_state.steps(from)) {
            if (m_state.onOpponentFarm(to, me))
                continue; // it would have to walk off again
            move.from = from;
            move.to = to;
            move.farmers = 1;
            if (m_state.check(move) != RuleCode::Ok)
                continue;
            // Captures only of a player ahead: greedy players who capture every farmer they can
            // send each other to the city for the whole game.
            double captured = 0;
            for (int o = 0; o < m_state.players(); ++o) {
                if (o != me && m_state.farmersAt(to, o) > 0)
                    captured += standing(m_state, o) > standing(m_state, me) ? m_state.farmersAt(to, o) : -1000.0;
            }
            double further = 0;
            for (const int next : m_state.steps(to))
                further = std::max(further, place(next, me));
            const double gain = captured * CaptureWorth + std::max(place(to, me), 0.6 * further) - here
                - (m_state.isInner(to) ? 0 : 10);
            if (gain > bestGain + 1e-9) {
                bestGain = gain;
                best = move;
            }
        }
    }
    if (bestGain <= 0)
        return false;
    if (play(best).code != RuleCode::Ok)
        return false;
    if (building != TurnPlan::Build::None)
        buildAt(me, best.to, building);
    return true;
}

bool GreedyPlayer::buildAt(int me, int at, TurnPlan::Build building)
{
    if (m_state.phase() != Phase::Play || at < 0 || !m_state.isInner(at) || m_state.buildingAt(at) != Building::None)
        return false;
    const PlayerState &p = m_state.player(me);
    const bool wet = m_state.watered(at);
    Action build;
    build.kind = Action::Kind::Build;
    build.to = at;
    if (building == TurnPlan::Build::Eager) {
        if (p.haciendaCell < 0 && p.money >= 1000)
            build.building = Building::Hacienda;
        else if (p.farms < m_state.farmsPerPlayer() && p.money >= 500)
            build.building = Building::Farm;
        else
            return false;
        return play(build).code == RuleCode::Ok;
    }
    // With 3 farms on watered hexes the hacienda on a watered hex wins on the river: save for it.
    const bool threeWet = p.farms == m_state.farmsPerPlayer() - 1
        && std::all_of(p.buildings.begin(), p.buildings.end(), [this](int c) { return m_state.watered(c); });
    if (p.haciendaCell < 0 && p.money >= 1000 && (wet || !threeWet))
        build.building = Building::Hacienda;
    else if (p.farms < m_state.farmsPerPlayer() && p.money >= 500 && !(threeWet && p.haciendaCell < 0)
             && (wet || p.money >= 1500))
        build.building = Building::Farm;
    else
        return false;
    return play(build).code == RuleCode::Ok;
}

void GreedyPlayer::build(int me, TurnPlan::Build building)
{
    if (building == TurnPlan::Build::None)
        return;
    // Watered hexes first.
    for (int round = 0; round < BuildsPerTurn && m_state.phase() == Phase::Play; ++round) {
        bool built = false;
        for (int pass = 0; pass < 2 && !built; ++pass) {
            for (const int at : m_state.farmerPlaces(me)) {
                if (at >= 0 && m_state.watered(at) == (pass == 0) && buildAt(me, at, building)) {
                    built = true;
                    break;
                }
            }
        }
        if (!built)
            return;
    }
}

void GreedyPlayer::dam(int me)
{
    if (m_state.player(me).wood <= 0 || m_state.phase() != Phase::Play)
        return;
    const double now = advantage(m_state, me);
    Action best;
    double bestGain = DamThreshold;
    bool found = false;
    for (Action &dam : legalDams(me)) {
        // With the courses best for it where the dam leaves the rivers a choice.
        const double dammed = chooseCourses(dam, [me](const GameState &after) { return advantage(after, me); });
        const double gain = dammed - now + 80.0; // the wood is counted in the standing
        if (gain > bestGain) {
            bestGain = gain;
            best = dam;
            found = true;
        }
    }
    if (found)
        play(best);
}

std::vector<Action> GreedyPlayer::legalDams(int me) const
{
    std::vector<Action> dams;
    Action dam;
    dam.kind = Action::Kind::Dam;
    for (const int at : m_state.farmerPlaces(me)) {
        if (at < 0 || !m_state.isInner(at))
            continue;
        for (int s = 0; s < SideCount; ++s) {
            dam.side = {m_state.hexOf(at), Side(s)};
            if (m_state.check(dam) != RuleCode::Ok
                || std::any_of(dams.begin(), dams.end(), [&dam](const Action &d) { return d.side == dam.side; }))
                continue; // two farmers on a hex, or a side of two hexes of its farmers: the same dams
            dams.push_back(dam);
        }
    }
    return dams;
}

std::vector<GreedyPlayer::DamOption> GreedyPlayer::damOptions()
{
    std::vector<DamOption> options;
    const int me = m_state.currentPlayer();
    if (m_state.player(me).wood <= 0 || m_state.phase() != Phase::Play)
        return options;
    const double now = advantage(m_state, me);
    for (const Action &dam : legalDams(me)) {
        for (std::vector<HexSide> &course : courseOptions(m_state, dam, CourseOptionCap)) {
            Action chosen = dam;
            chosen.course = std::move(course);
            m_scratch = m_state;
            if (m_scratch.apply(chosen).code == RuleCode::Ok)
                options.push_back({std::move(chosen), advantage(m_scratch, me) - now + 80.0});
        }
    }
    std::stable_sort(options.begin(), options.end(),
                     [](const DamOption &a, const DamOption &b) { return a.gain > b.gain; });
    return options;
}

bool GreedyPlayer::playTurn(const TurnPlan &plan)
{
    const int me = m_state.currentPlayer();
    build(me, plan.build);
    for (int step = 0;
         plan.walk && step < 2 * MovementPoints && m_state.movementLeft() > 0 && m_state.phase() == Phase::Play;
         ++step) {
        if (!bestStep(me, plan.build))
            break;
    }
    if (m_state.phase() != Phase::Play)
        return true;
    build(me, plan.build);
    if (plan.dam < 0) {
        dam(me);
    } else if (plan.dam > 0) {
        const std::vector<DamOption> dams = damOptions();
        if (std::size_t(plan.dam) <= dams.size())
            play(dams[std::size_t(plan.dam) - 1].dam);
    }
    if (m_state.phase() != Phase::Play)
        return true;
    // Score the card or pass it: scoring when the card pays the player more than half what it pays
    // the best paid of the others (what the bandits drawn after it do is not known before; passing
    // whenever an opponent gains as much would leave a table of greedy players earning nothing).
    Action score;
    score.kind = Action::Kind::Score;
    Action pass;
    pass.kind = Action::Kind::Pass;
    double gain = -1;
    if (plan.end == TurnPlan::End::Greedy && m_state.check(score) == RuleCode::Ok) {
        std::array<int, MaxPlayers> money {};
        std::array<int, MaxPlayers> wood {};
        m_state.cardPayout(money, wood);
        const double others = std::max(0.0, bestOfOthers(m_state.players(), me, [&](int p) {
                                           return money[std::size_t(p)] + 80.0 * wood[std::size_t(p)];
                                       }));
        gain = money[std::size_t(me)] + 80.0 * wood[std::size_t(me)] - 0.5 * others;
    }
    const bool scores = plan.end == TurnPlan::End::Greedy ? gain > 0 : plan.end == TurnPlan::End::Score;
    if (play(scores ? score : pass).code == RuleCode::Ok)
        return true;
    return play(scores ? pass : score).code == RuleCode::Ok;
}

} // namespace Krajina::DosRios
