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
// off against the best of the others.
class GreedyPlayer
{
public:
    explicit GreedyPlayer(GameState &state);

    void placeFarmer();
    // False when it found no legal way to end the turn.
    bool playTurn();

    // A player's standing (README "Simulator"): money, wood, buildings, buildings on watered
    // hexes, and a won game above all.
    static double standing(const GameState &state, int player);
    // `player`'s standing minus the best of the others'.
    static double advantage(const GameState &state, int player);

private:
    double place(int cell, int me) const; // what a farmer of `me` standing there is worth
    bool bestStep(int me);
    void build(int me);
    bool buildAt(int me, int at);
    void dam(int me);

    GameState &m_state;
    GameState m_scratch;
};

} // namespace Krajina::DosRios
