// SPDX-FileCopyrightText: 2026 Krajina contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "board.h"
#include "gamesetup.h"
#include "rulecode.h"
#include "turn.h"

#include <QString>
#include <QStringView>

#include <array>
#include <vector>

namespace Krajina {

// The Bets: each player's supply of betting tokens, the stacks of tokens on
// bookmaker tiles, the checks of a bet and the evaluation of the tokens when a
// road or city through a bookmaker is completed, and at the end of the game.
class Bets
{
public:
    // The tokens on one bookmaker tile (a board's placed tile).
    struct Stack
    {
        int placed = -1;
        std::vector<BetPlacement> tokens;
    };

    explicit Bets(std::vector<BetToken> tokens = {});
    // A new game: every player has every token of the set-up, no stacks.
    void reset(int players);

    const std::vector<BetToken> &tokens() const { return m_tokens; }
    int supply(int player, int token) const;
    int tokenIndex(QStringView id) const;
    int tokensOn(int placed) const;
    bool anyLaid() const { return !m_stacks.empty(); }
    const std::vector<Stack> &stacks() const { return m_stacks; }
    // Whether tokens may go on the tile just placed: a bookmaker with an open road or city, not
    // the last tile, and a set of tokens in play.
    bool takesBets(const Board &board, int placed, bool lastTile) const;

    // Whether the tokens may go on the tile just placed.
    RuleCode check(const Board &board, int placed, const std::vector<BetPlacement> &bets, bool lastTile,
                   QString *message) const;
    // Lays checked tokens on a bookmaker.
    void lay(int placed, const std::vector<BetPlacement> &bets);
    // When the tile just placed takes bets, each player lays the token `tokenOf(player)` (-1 or one
    // it has none of: none); *laid receives them as a move states them.
    template<typename TokenOf>
    void layChosen(const Board &board, int placed, bool lastTile, TokenOf &&tokenOf, std::vector<BetPlacement> *laid)
    {
        if (!takesBets(board, placed, lastTile))
            return;
        std::vector<BetPlacement> bets;
        for (int p = 0; p < board.players(); ++p) {
            const int token = tokenOf(p);
            if (token >= 0 && supply(p, token) > 0)
                bets.push_back({p, token});
        }
        if (!bets.empty())
            lay(placed, bets);
        if (laid)
            *laid = std::move(bets);
    }
    // The token a random player lays, -1 for none.
    int randomToken(int player, Random &random) const;
    // Pays the tokens on bookmakers that a feature closed this turn runs through. `choices`
    // say which feature counts when several do; without one, `random` picks (writing its
    // choice to *chosen) or else the best for the active player counts.
    RuleCode settle(Board &board, const std::vector<int> &closed, const std::vector<BetChoice> &choices,
                    int activePlayer, Random *random, std::vector<BetPaid> *paid, std::vector<BetChoice> *chosen,
                    QString *message);
    // Pays the tokens left at the end of the game.
    void settleAtEnd(Board &board, std::vector<BetPaid> &paid);

    // Whether a placed tile has a road or city that is not complete.
    static bool openRoadOrCity(const Board &board, int placed);

private:
    int payoutFor(const Board &board, int player, const Stack &stack, int root) const;

    std::vector<BetToken> m_tokens;
    std::array<std::vector<int>, MaxPlayers> m_supply;
    std::vector<Stack> m_stacks;
};

} // namespace Krajina
