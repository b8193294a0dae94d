// SPDX-FileCopyrightText: 2026 Krajina contributors
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

#include "board.h"
#include "gamestate.h"

#include "engine/seats.h"

#include <optional>
#include <vector>

namespace Krajina {

// One way to play the tile drawn: where, and a follower on which of its features (none: nullopt),
// with the greedy player's evaluation of the position it leaves.
struct TurnChoice
{
    Placement at;
    std::optional<FollowerSpot> follower;
    double value = 0;
};

// The simulated players of a game, one policy per seat (model/engine/README.md, "Simulated
// players"): random (GameState::playRandomTurn), greedy (the best immediate evaluation) and
// lookahead (Monte Carlo playouts among the greedy player's best candidates). One object per
// thread: it keeps scratch boards and games.
class SimulatedPlayers : public TurnChoices
{
public:
    // The greedy player's candidates a lookahead player plays out.
    static constexpr int LookaheadCandidates = 8;

    explicit SimulatedPlayers(std::vector<PlayerPolicy> seats = {}, int budget = 200);

    const std::vector<PlayerPolicy> &seats() const { return m_seats; }
    PlayerPolicy policyOf(int player) const;

    // Plays the current player's turn by its seat's policy; false when the game is over.
    // A random seat plays exactly GameState::playRandomTurn(random, ...), its bets and crop-circle
    // picks by their seats' policies. *played receives the move as a record states it, *setAside
    // the tiles set aside before it.
    bool playTurn(GameState &game, Random &random, Move *played = nullptr, std::vector<int> *setAside = nullptr);
    // A greedy or lookahead seat that chooses its bets and crop-circle actions at random and
    // leaves bets out of its evaluation, as before they were weighed (for comparisons).
    void setRandomSideChoices(int player, bool random);

    // TurnChoices: the greedy choices of bets and crop circles (README), for every seat that is
    // not random.
    bool choosesAtRandom(int player) const override;
    int betToken(const GameState &game, int placed, int player) override;
    CropAction cropAction(const GameState &game, int placed, int active) override;
    int cropPick(const GameState &game, int placed, CropAction action, int player, std::span<const int> slots) override;

    // Every way to play `tile` (the tile drawn, one entry per legal placement and follower
    // choice, a follower only where it may go), ranked best first by the greedy evaluation;
    // equal values keep the order of legalPlacements().
    void rankChoices(const GameState &game, int tile, std::vector<TurnChoice> &out);
    // The greedy player's evaluation of a board for `player` (README): each player's score,
    // plus the estimated worth of the features where they hold the majority and of the
    // followers in their supply; `player`'s minus the best of the others'.
    static double evaluate(const Board &board, int player, int tilesLeft, bool tinyCity);

private:
    void findChoosers(); // m_anyChooser
    void collectChoices(const GameState &game, int tile, std::vector<TurnChoice> &out);
    // The greedy pick of `player` on `board` for a crop circle of `kind` (CropCircle::playChosen()).
    int greedyCropPick(Board &board, CropAction action, int player, std::span<const int> slots, const GameState &game);
    double evaluateNow(const Board &board, int player, const GameState &game) const;
    TurnChoice lookaheadChoice(const GameState &game, Random &random); // among m_choices, ranked
    // A lookahead playout (README): `choice` played on `game` (a copy, its tiles to come
    // shuffled), the others' greedy replies, then what `player`'s best next move is worth to them.
    double playout(GameState &game, const TurnChoice &choice, int player, Random &random);
    bool playGreedyTurn(GameState &game, Random &random);

    std::vector<PlayerPolicy> m_seats;
    int m_budget = 200;
    Board m_board; // scratch: the board after a candidate placement
    std::vector<Placement> m_placements;
    std::vector<TurnChoice> m_choices;
    std::vector<TurnChoice> m_playoutChoices;
    std::vector<Placement> m_randomScratch;
    std::optional<GameState> m_playout;
    std::vector<bool> m_randomSideChoices;
    bool m_anyChooser = false; // a seat that does not choose its bets and crop circles at random
    std::vector<int> m_closed; // scratch: the features a trial placement completes
    Board m_cropBoard; // scratch: the board as a crop circle's picks leave it
    Board m_cropTrial; // scratch: one pick tried
};

} // namespace Krajina
