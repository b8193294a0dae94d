// SPDX-FileCopyrightText: 2026 Krajina contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "bets.h"
#include "board.h"

#include <array>
#include <span>

namespace Krajina {

// What the greedy player reckons The Bets' tokens are worth (model/engine/README.md, "Simulated
// players"): a road or city through a bookmaker grows by a Poisson number of tiles before it is
// scored, with a mean of GrowthPerOpenSide tiles per open side times the share of the game left;
// a token is worth what it pays on that count, on average. The faces of the other players' tokens
// are hidden (laid or in the supply): each counts as the mean face of the set.
struct BetView
{
    static constexpr double GrowthPerOpenSide = 1.2;
    // A token in the supply is worth this share of what it would pay on a new bookmaker's road.
    static constexpr double ReserveShare = 0.5;

    BetView() = default;
    BetView(const Bets *bets, int viewer, int active, int bookmakersLeft, double t)
        : bets(bets)
        , viewer(viewer)
        , active(active)
        , bookmakersLeft(bookmakersLeft)
        , t(t)
    {
    }

    const Bets *bets = nullptr;
    int viewer = 0; // whose faces are known
    int active = 0; // who chooses the feature when several through one bookmaker are completed at once
    int bookmakersLeft = 0; // bookmaker tiles still to come
    double t = 0; // the share of the game left (1 down to 0 over its last 30 tiles)
    std::span<const int> closedNow; // the features the move weighed completes: their bets pay now

    // Adds to each player's value the worth of their tokens on bookmakers and in their supply.
    void addWorth(const Board &board, std::span<double> value) const;
    // What `player` gains by laying `token` (a face they hold) on the bookmaker `placed`
    // rather than nothing: what the token is expected to pay there, less what it is worth in
    // the supply. Negative when keeping it is worth more.
    double layGain(const Board &board, int placed, int player, int token) const;
    // The worth of `player`'s supply of tokens, `without` (a face, -1: none) taken out.
    double reserve(int player, int without = -1) const;

    // What `token` is expected to pay for a road or city of `tiles` tiles with `open` open sides.
    double expectedPayout(int token, int tiles, int open) const;
    // The same for a face nobody but its owner knows: the mean over the set's faces.
    double expectedUnknown(int tiles, int open) const;

private:
    // expectedPayout() (a face) or expectedUnknown() (-1), each worked out once per view for
    // the counts of tiles and open sides met (above the largest number on a face, every count
    // of tiles pays the same).
    double worth(int token, int tiles, int open) const;
    // What each face, and the mean face, pays on a new bookmaker's road: worked out once.
    void prepare() const;
    static constexpr int Faces = 16, TableTiles = 12, TableOpen = 12;
    mutable bool m_prepared = false;
    mutable std::array<double, Faces> m_fresh {};
    mutable double m_freshUnknown = 0;
    mutable int m_top = 0; // the largest number on a face
    mutable std::array<bool, TableTiles * TableOpen> m_known {};
    mutable std::array<double, TableTiles * TableOpen *(Faces + 1)> m_table {};
};

} // namespace Krajina
