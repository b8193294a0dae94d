// SPDX-FileCopyrightText: 2026 Krajina contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "engine/dosrios/gamestate.h"

namespace Krajina::DosRios {

// The greedy simulated player of Dos Rios (README "Simulator"): each choice of its turn is the
// one with the best immediate evaluation for itself. It places and walks its farmers towards
// watered land without a building and onto opponents' farmers it can capture, builds (the
// hacienda first) on watered hexes where it can, dams a side when that waters its buildings or
// dries its opponents' by enough, and scores the card or passes it, whichever leaves it better
// off against the best of the others. Where its move leaves the rivers a choice of way (its dam,
// or the set-up's first placement when it starts), it takes the allowed courses that are best for
// it by the same evaluation (README "Simulator").
class GreedyPlayer
{
public:
    // What a turn is told to do otherwise than the greedy player would (the lookahead player's variants of the
    // greedy turn, README "Simulator"); the default plan is the greedy turn.
    struct TurnPlan
    {
        enum class Build : std::uint8_t {
            Greedy, // as the greedy player builds
            None, // saves its money this turn
            Eager, // whatever it can afford where its farmers stand, the hacienda first, watered hexes first
        };
        enum class End : std::uint8_t { Greedy, Score, Pass };
        Build build = Build::Greedy;
        bool walk = true; // false: its farmers stay where they are
        // -1: dams as the greedy player does; 0: no dam; k > 0: the k-th best of damOptions(), whatever it gains.
        int dam = -1;
        End end = End::Greedy;
    };
    // A dam the player may put with the courses it leaves, and what it gains the player against the best of the
    // others (the wood it costs included).
    struct DamOption
    {
        Action dam;
        double gain = 0;
    };

    explicit GreedyPlayer(GameState &state);

    void placeFarmer();
    // False when it found no legal way to end the turn.
    bool playTurn() { return playTurn(TurnPlan()); }
    bool playTurn(const TurnPlan &plan);
    // Every dam the current player may put now, each with every choice of the courses it leaves (at most 64 a
    // dam), best gain first (equal gains in the order of its farmers, sides and courses).
    std::vector<DamOption> damOptions();
    // Every action it plays from now on is added to `moves` (with its player), as a record would
    // state it; nullptr: none.
    void setLog(std::vector<Action> *moves) { m_log = moves; }

    // A player's standing (README "Simulator"): money, wood, buildings, buildings on watered
    // hexes, and a won game above all.
    static double standing(const GameState &state, int player);
    // `player`'s standing minus the best of the others'.
    static double advantage(const GameState &state, int player);

    // Every choice of the courses `action` leaves (GameState::nextCourseChoice), in the order of the
    // allowed sides, the choices made first; at most `cap`. An action that leaves no choice: one
    // empty list.
    static std::vector<std::vector<HexSide>> courseOptions(const GameState &state, const Action &action,
                                                           std::size_t cap);

private:
    double place(int cell, int me) const { return worth(m_state, cell, me); }
    // What a farmer of `me` standing on `cell` is worth.
    static double worth(const GameState &state, int cell, int me);
    // The worth of the `count` best free places of the set-up for `me` (the course choice of the first
    // placement).
    static double setUpWorth(const GameState &state, int me, int count);
    // Sets action.course to the courses best for `me` by `evaluate(state after the action)`; the fixed
    // order unless a choice is strictly better.
    template<typename Evaluate>
    double chooseCourses(Action &action, Evaluate &&evaluate);
    // Each dam `me` may put now (on a side of a hex of its farmers, each side once), without courses.
    std::vector<Action> legalDams(int me) const;
    bool bestStep(int me, TurnPlan::Build building);
    void build(int me, TurnPlan::Build building);
    bool buildAt(int me, int at, TurnPlan::Build building);
    void dam(int me);

    // Plays an action on the game (and logs it when it is played).
    Outcome play(const Action &action) { return m_state.apply(action, m_log); }

    GameState &m_state;
    GameState m_scratch;
    std::vector<Action> *m_log = nullptr;
};

} // namespace Krajina::DosRios
