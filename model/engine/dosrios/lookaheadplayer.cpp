// SPDX-FileCopyrightText: 2026 Krajina contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "engine/dosrios/lookaheadplayer.h"

#include "engine/montecarlo.h"

#include <algorithm>
#include <array>
#include <span>

namespace Krajina::DosRios {

namespace {

using Plan = GreedyPlayer::TurnPlan;

// The greedy turn first, then one decision of it changed at a time.
const std::array<Plan, 10> &variants()
{
    static const std::array<Plan, 10> plans = [] {
        std::array<Plan, 10> p {};
        p[1].end = Plan::End::Score;
        p[2].end = Plan::End::Pass;
        p[3].dam = 0;
        p[4].dam = 1;
        p[5].dam = 2;
        p[6].dam = 3;
        p[7].build = Plan::Build::None;
        p[8].build = Plan::Build::Eager;
        p[9].walk = false;
        return p;
    }();
    return plans;
}

} // namespace

LookaheadPlayer::LookaheadPlayer(GameState &state, Random &random, int budget, int turnCap)
    : m_state(state)
    , m_random(random)
    , m_budget(budget)
    , m_turnCap(turnCap)
    , m_greedy(state)
    , m_variantPlayer(m_variant)
    , m_playoutPlayer(m_playout)
{
}

void LookaheadPlayer::setLog(std::vector<Action> *moves)
{
    m_log = moves;
    m_greedy.setLog(moves);
}

double LookaheadPlayer::outcomeFor(const GameState &state, int player)
{
    if (state.winner() >= 0)
        return state.winner() == player ? WinWorth : -WinWorth;
    return std::clamp(GreedyPlayer::advantage(state, player), -WinWorth, WinWorth);
}

const std::vector<LookaheadPlayer::Turn> &LookaheadPlayer::rankTurns()
{
    m_turns.clear();
    const int me = m_state.currentPlayer();
    std::vector<Action> actions;
    m_variantPlayer.setLog(&actions);
    for (const Plan &plan : variants()) {
        actions.clear();
        m_variant = m_state;
        m_variant.shuffleUnseen(m_random); // the player does not know what the end of its turn draws
        if (!m_variantPlayer.playTurn(plan) || actions.empty())
            continue;
        if (std::any_of(m_turns.begin(), m_turns.end(), [&actions](const Turn &t) { return t.actions == actions; }))
            continue;
        m_turns.push_back({actions, GreedyPlayer::advantage(m_variant, me)});
    }
    m_variantPlayer.setLog(nullptr);
    if (m_turns.size() > 2)
        std::stable_sort(m_turns.begin() + 1, m_turns.end(),
                         [](const Turn &a, const Turn &b) { return a.value > b.value; });
    return m_turns;
}

bool LookaheadPlayer::playGreedy()
{
    return m_greedy.playTurn();
}

bool LookaheadPlayer::playTurn()
{
    const int me = m_state.currentPlayer();
    rankTurns();
    GreedyPlayer::TurnPlan playoutPlan;
    playoutPlan.dam = 0; // weighing every dam costs a copy of the game each: the playouts dam nothing
    if (m_turns.empty())
        return playGreedy();
    const std::size_t pick = playOutRanked(
        m_state, m_playout, m_turns, Candidates, m_budget, m_random,
        [&](GameState &playout, const Turn &turn, Random &) {
            for (const Action &action : turn.actions) {
                if (playout.apply(action).code != RuleCode::Ok)
                    break; // never: the turn was played on the same game
            }
            // The playout is m_playout, which m_playoutPlayer plays.
            const int until = std::min(m_turnCap, playout.turn() + PlayoutRounds * playout.players());
            while (playout.phase() == Phase::Play && playout.turn() < until && m_playoutPlayer.playTurn(playoutPlan)) {
            }
            return outcomeFor(playout, me);
        });
    for (const Action &action : m_turns[pick].actions) {
        if (m_state.apply(action, m_log).code != RuleCode::Ok)
            return playGreedy(); // never (see above); the greedy player ends the turn
    }
    if (m_state.phase() == Phase::Play && m_state.currentPlayer() == me)
        return playGreedy();
    return true;
}

} // namespace Krajina::DosRios
