// SPDX-FileCopyrightText: 2026 Krajina contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "betworth.h"

#include <algorithm>
#include <array>
#include <cmath>
#include <functional>

namespace Krajina {

namespace {

// The roads and cities through a bookmaker, each once: the completed ones and the open ones.
struct BookmakerFeatures
{
    std::array<int, MaxSegments> roots {};
    int count = 0;
};

BookmakerFeatures featuresThrough(const Board &board, int placed)
{
    BookmakerFeatures features;
    const PlacedTile &p = board.placed(placed);
    const CompiledTile &tile = board.tiles().tile(p.type);
    for (int g = 0; g < tile.segmentCount; ++g) {
        const SegmentKind k = tile.segments[std::size_t(g)].kind;
        if (k != SegmentKind::City && k != SegmentKind::Road)
            continue;
        const int root = board.find(p.nodeBase + g);
        const auto end = features.roots.begin() + features.count;
        if (std::find(features.roots.begin(), end, root) == end)
            features.roots[std::size_t(features.count++)] = root;
    }
    return features;
}

} // namespace

double BetView::expectedPayout(int token, int tiles, int open) const
{
    const BetToken &face = bets->tokens()[std::size_t(token)];
    const double mu = open > 0 ? open * GrowthPerOpenSide * t : 0.0;
    int top = 0;
    for (int n : face.numbers)
        top = std::max(top, n);
    // P(final = tiles + j) = e^-mu mu^j / j!, summed up to the largest number on the face; every
    // count beyond it pays the same (nothing, or an "n+" face's n).
    double p = std::exp(-mu), reached = 0, worth = 0;
    for (int s = tiles; s <= top; ++s) {
        worth += p * face.payout(s);
        reached += p;
        p *= mu / (s - tiles + 1);
    }
    return worth + std::max(0.0, 1.0 - reached) * face.payout(std::max(top + 1, tiles));
}

double BetView::expectedUnknown(int tiles, int open) const
{
    double worth = 0;
    int copies = 0;
    for (std::size_t k = 0; k < bets->tokens().size(); ++k) {
        const int c = bets->tokens()[k].copies;
        worth += c * expectedPayout(int(k), tiles, open);
        copies += c;
    }
    return copies > 0 ? worth / copies : 0.0;
}

void BetView::prepare() const
{
    if (m_prepared)
        return;
    for (std::size_t k = 0; k < bets->tokens().size() && k < m_fresh.size(); ++k)
        m_fresh[k] = expectedPayout(int(k), 1, 2);
    m_freshUnknown = expectedUnknown(1, 2);
    for (const BetToken &face : bets->tokens()) {
        for (int n : face.numbers)
            m_top = std::max(m_top, n);
    }
    m_prepared = true;
}

double BetView::worth(int token, int tiles, int open) const
{
    prepare();
    const int faces = int(bets->tokens().size());
    const int row = std::min(tiles, m_top + 1);
    if (faces > Faces || row >= TableTiles || open >= TableOpen || row < 0 || open < 0)
        return token >= 0 ? expectedPayout(token, tiles, open) : expectedUnknown(tiles, open);
    const std::size_t cell = std::size_t(row * TableOpen + open);
    double *values = m_table.data() + cell * (Faces + 1);
    if (!m_known[cell]) {
        double mean = 0;
        int copies = 0;
        for (int k = 0; k < faces; ++k) {
            values[k] = expectedPayout(k, row, open);
            mean += bets->tokens()[std::size_t(k)].copies * values[k];
            copies += bets->tokens()[std::size_t(k)].copies;
        }
        values[Faces] = copies > 0 ? mean / copies : 0.0;
        m_known[cell] = true;
    }
    return values[token >= 0 ? token : Faces];
}

double BetView::reserve(int player, int without) const
{
    if (bookmakersLeft <= 0)
        return 0;
    // Tokens on a new bookmaker's road (one tile, two open ends); only as many as there are
    // bookmakers still to come can be laid, the best first.
    prepare();
    const int faces = int(std::min(bets->tokens().size(), m_fresh.size()));
    if (player != viewer) {
        int count = 0;
        for (int k = 0; k < faces; ++k)
            count += bets->supply(player, k);
        return ReserveShare * std::min(count, bookmakersLeft) * m_freshUnknown;
    }
    std::array<double, 32> worth {};
    int count = 0;
    for (int k = 0; k < faces; ++k) {
        const int copies = bets->supply(player, k) - (k == without ? 1 : 0);
        for (int c = 0; c < copies && count < int(worth.size()); ++c)
            worth[std::size_t(count++)] = m_fresh[std::size_t(k)];
    }
    const int used = std::min(count, bookmakersLeft);
    std::partial_sort(worth.begin(), worth.begin() + used, worth.begin() + count, std::greater<>());
    double sum = 0;
    for (int i = 0; i < used; ++i)
        sum += worth[std::size_t(i)];
    return ReserveShare * sum;
}

void BetView::addWorth(const Board &board, std::span<double> value) const
{
    prepare();
    const int players = board.players();
    std::array<std::array<int, 16>, MaxPlayers> back {}; // tokens paid now, back in the supply
    for (const Bets::Stack &stack : bets->stacks()) {
        const BookmakerFeatures through = featuresThrough(board, stack.placed);
        const auto end = through.roots.begin() + through.count;
        // Completed by the move: the tokens pay for the one the active player chooses (what
        // pays their tokens most, as they see them; the first of equals, as Bets::settle).
        int chosen = -1;
        double chosenPays = -1;
        for (int root : closedNow) {
            if (std::find(through.roots.begin(), end, root) == end)
                continue;
            const int tiles = board.tileCount(root);
            double pays = 0;
            for (const BetPlacement &bet : stack.tokens) {
                if (bet.player == active)
                    pays += active == viewer ? bets->tokens()[std::size_t(bet.token)].payout(tiles)
                                             : worth(-1, tiles, 0);
            }
            if (pays > chosenPays) {
                chosen = root;
                chosenPays = pays;
            }
        }
        double unknown = -1; // what a hidden face is worth here, once worked out
        for (const BetPlacement &bet : stack.tokens) {
            const bool known = bet.player == viewer;
            double worth = 0;
            if (chosen >= 0) {
                const int tiles = board.tileCount(chosen);
                if (known)
                    worth = bets->tokens()[std::size_t(bet.token)].payout(tiles);
                else
                    worth = unknown = unknown >= 0 ? unknown : this->worth(-1, tiles, 0);
                if (bet.token < 16)
                    ++back[std::size_t(bet.player)][std::size_t(bet.token)];
            } else if (known || unknown < 0) {
                for (int i = 0; i < through.count; ++i) {
                    const int root = through.roots[std::size_t(i)];
                    if (board.isClosed(root))
                        continue; // completed before the tokens were laid: not theirs
                    const int tiles = board.tileCount(root);
                    const int open = board.openSides(root);
                    worth = std::max(worth, this->worth(known ? bet.token : -1, tiles, open));
                }
                if (!known)
                    unknown = worth;
            } else {
                worth = unknown;
            }
            value[std::size_t(bet.player)] += worth;
        }
    }
    for (int p = 0; p < players; ++p) {
        double worth = reserve(p);
        // A token paid now is back in the supply: worth what the next one would be.
        for (std::size_t k = 0; k < 16 && bookmakersLeft > 0; ++k) {
            for (int c = 0; c < back[std::size_t(p)][k]; ++c)
                worth += ReserveShare * (p == viewer ? m_fresh[k] : m_freshUnknown);
        }
        value[std::size_t(p)] += worth;
    }
}

double BetView::layGain(const Board &board, int placed, int player, int token) const
{
    const BookmakerFeatures through = featuresThrough(board, placed);
    double worth = 0;
    for (int i = 0; i < through.count; ++i) {
        const int root = through.roots[std::size_t(i)];
        if (!board.isClosed(root))
            worth = std::max(worth, this->worth(token, board.tileCount(root), board.openSides(root)));
    }
    return worth + reserve(player, token) - reserve(player);
}

} // namespace Krajina
