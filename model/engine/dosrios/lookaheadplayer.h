// SPDX-FileCopyrightText: 2026 Krajina contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "engine/dosrios/greedyplayer.h"

#include <vector>

namespace Krajina::DosRios {

// The lookahead simulated player of Dos Rios (README "Simulator"): the greedy player's turn and its variants
// (the other end of the turn, no dam or one of the best dams with its courses, no building or every building it
// can afford, no walk), ranked by the greedy evaluation, are played out, `budget` playouts a turn shared among the
// best few by successive halving (engine/montecarlo.h). A playout copies the game, shuffles the deck (its order is
// hidden), plays the turn and then PlayoutRounds rounds of greedy turns without dams for every player (or to the end,
// or the turn cap); a win counts WinWorth, a loss -WinWorth, a game not over by then the standing against the best of
// the others. The turn with the best mean is played. It places its farmers at the set-up as the greedy player does.
class LookaheadPlayer
{
public:
    static constexpr int Candidates = 4; // the turns played out at most
    static constexpr double WinWorth = 10000; // above any difference of standing
    static constexpr int PlayoutRounds = 4; // turns of every player a playout plays after the turn weighed

    // A turn the player weighs: its actions, as a record states them, and the greedy evaluation of the game they
    // leave (GreedyPlayer::advantage).
    struct Turn
    {
        std::vector<Action> actions;
        double value = 0;
    };

    // `random` shuffles the cards of the turns weighed and of the playouts; no playout goes past `turnCap`.
    LookaheadPlayer(GameState &state, Random &random, int budget, int turnCap);

    void placeFarmer() { m_greedy.placeFarmer(); }
    // False when it found no legal way to end the turn.
    bool playTurn();
    // Every action it plays from now on is added to `moves` (with its player); nullptr: none.
    void setLog(std::vector<Action> *moves);

    // The turns the current player weighs: the greedy turn first, then its variants best first by value (equal
    // values in the order of the variants), each way to play the turn once.
    const std::vector<Turn> &rankTurns();
    // What a game played out came to for `player`: WinWorth when it won, -WinWorth when another did, else its
    // standing minus the best of the others' (GreedyPlayer::advantage), within those bounds.
    static double outcomeFor(const GameState &state, int player);

private:
    bool playGreedy(); // the greedy turn on the game itself

    GameState &m_state;
    Random &m_random;
    int m_budget = 200;
    int m_turnCap = 400;
    GreedyPlayer m_greedy; // on m_state
    GameState m_variant; // a turn tried
    GreedyPlayer m_variantPlayer; // on m_variant
    GameState m_playout;
    GreedyPlayer m_playoutPlayer; // on m_playout
    std::vector<Turn> m_turns;
    std::vector<Action> *m_log = nullptr;
};

} // namespace Krajina::DosRios
