// SPDX-FileCopyrightText: 2026 Krajina contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "bets.h"

#include "names.h"

#include <QCoreApplication>

#include <algorithm>

using namespace Qt::StringLiterals;

namespace Krajina {

namespace {

// Gives lupdate and tr() one context for the messages of this file.
struct Text
{
    Q_DECLARE_TR_FUNCTIONS(Krajina::Bets)
};

} // namespace

Bets::Bets(std::vector<BetToken> tokens)
    : m_tokens(std::move(tokens))
{
}

void Bets::reset(int players)
{
    m_stacks.clear();
    for (int p = 0; p < players; ++p) {
        m_supply[std::size_t(p)].clear();
        m_supply[std::size_t(p)].resize(m_tokens.size());
        for (std::size_t t = 0; t < m_tokens.size(); ++t)
            m_supply[std::size_t(p)][t] = m_tokens[t].copies;
    }
}

int Bets::supply(int player, int token) const
{
    if (player < 0 || player >= MaxPlayers || token < 0 || token >= int(m_supply[std::size_t(player)].size()))
        return 0;
    return m_supply[std::size_t(player)][std::size_t(token)];
}

int Bets::tokenIndex(QStringView id) const
{
    for (std::size_t t = 0; t < m_tokens.size(); ++t) {
        if (m_tokens[t].id == id)
            return int(t);
    }
    return -1;
}

int Bets::tokensOn(int placed) const
{
    for (const Stack &stack : m_stacks) {
        if (stack.placed == placed)
            return int(stack.tokens.size());
    }
    return 0;
}

bool Bets::openRoadOrCity(const Board &board, int placed)
{
    const PlacedTile &p = board.placed(placed);
    const CompiledTile &t = board.tiles().tile(p.type);
    for (int g = 0; g < t.segmentCount; ++g) {
        const SegmentKind k = t.segments[std::size_t(g)].kind;
        if ((k == SegmentKind::City || k == SegmentKind::Road) && !board.isClosed(p.nodeBase + g))
            return true;
    }
    return false;
}

RuleCode Bets::check(const Board &board, int placed, const std::vector<BetPlacement> &bets, bool lastTile,
                     QString *message) const
{
    auto fail = [&](RuleCode code, const QString &text) {
        if (message)
            *message = text;
        return code;
    };
    const PlacedTile &p = board.placed(placed);
    if (!board.tiles().tile(p.type).bookmaker)
        return fail(RuleCode::BetsNotBookmaker, Text::tr("%1 has no bookmaker").arg(board.tiles().id(p.type)));
    if (lastTile)
        return fail(RuleCode::BetsLastTile, Text::tr("this is the last tile of the game"));
    if (!openRoadOrCity(board, placed))
        return fail(RuleCode::BetsNoOpenFeature, Text::tr("every road and city on the bookmaker tile is complete"));
    std::array<bool, MaxPlayers> seen {};
    for (const BetPlacement &bet : bets) {
        if (bet.player < 0 || bet.player >= board.players())
            return fail(RuleCode::BetsNoSuchToken, Text::tr("there is no player %1").arg(bet.player));
        if (seen[std::size_t(bet.player)])
            return fail(RuleCode::BetsTwice, Text::tr("player %1 bets twice on one bookmaker").arg(bet.player));
        seen[std::size_t(bet.player)] = true;
        if (bet.token < 0 || bet.token >= int(m_tokens.size()))
            return fail(RuleCode::BetsNoSuchToken, Text::tr("there is no such betting token"));
        if (m_supply[std::size_t(bet.player)][std::size_t(bet.token)] <= 0)
            return fail(
                RuleCode::BetsNoSuchToken,
                Text::tr("player %1 has no token %2 left").arg(bet.player).arg(m_tokens[std::size_t(bet.token)].id));
    }
    return RuleCode::Ok;
}

void Bets::lay(int placed, const std::vector<BetPlacement> &bets)
{
    Stack stack;
    stack.placed = placed;
    for (const BetPlacement &bet : bets) {
        --m_supply[std::size_t(bet.player)][std::size_t(bet.token)];
        stack.tokens.push_back(bet);
    }
    m_stacks.push_back(std::move(stack));
}

bool Bets::takesBets(const Board &board, int placed, bool lastTile) const
{
    return board.tiles().tile(board.placed(placed).type).bookmaker && !m_tokens.empty() && !lastTile
        && openRoadOrCity(board, placed);
}

int Bets::randomToken(int player, Random &random) const
{
    if (random.below(2))
        return -1;
    const std::vector<int> &supply = m_supply[std::size_t(player)];
    const int available = int(std::count_if(supply.begin(), supply.end(), [](int n) { return n > 0; }));
    if (available == 0)
        return -1;
    int pick = random.below(available);
    for (std::size_t k = 0; k < supply.size(); ++k) {
        if (supply[k] > 0 && pick-- == 0)
            return int(k);
    }
    return -1;
}

int Bets::payoutFor(const Board &board, int player, const Stack &stack, int root) const
{
    const int tiles = board.tileCount(root);
    int points = 0;
    for (const BetPlacement &bet : stack.tokens) {
        if (bet.player == player)
            points += m_tokens[std::size_t(bet.token)].payout(tiles);
    }
    return points;
}

RuleCode Bets::settle(Board &board, const std::vector<int> &closed, const std::vector<BetChoice> &choices,
                      int activePlayer, Random *random, std::vector<BetPaid> *paid, std::vector<BetChoice> *chosenOut,
                      QString *message)
{
    for (Stack &stack : m_stacks) {
        if (stack.tokens.empty())
            continue;
        std::vector<int> candidates;
        for (int root : closed) {
            const SegmentKind k = board.kind(root);
            if (k != SegmentKind::City && k != SegmentKind::Road)
                continue;
            bool through = false;
            board.forEachMember(root, [&](int n) { through = through || board.placedOf(n) == stack.placed; });
            if (through)
                candidates.push_back(root);
        }
        if (candidates.empty())
            continue;
        const PlacedTile &bookmaker = board.placed(stack.placed);
        int chosen = candidates.front();
        if (candidates.size() > 1) {
            const auto choice = std::find_if(choices.begin(), choices.end(), [&](const BetChoice &c) {
                return board.placedAt(c.bookmakerX, c.bookmakerY) == stack.placed;
            });
            if (choice != choices.end()) {
                const int node = board.nodeAtCell(choice->x, choice->y, choice->position);
                const int root = node < 0 ? -1 : board.find(node);
                if (std::find(candidates.begin(), candidates.end(), root) == candidates.end()) {
                    if (message)
                        *message = Text::tr("the bets on %1 can only go to a road or city completed through it now")
                                       .arg(cellText(bookmaker.x, bookmaker.y));
                    return RuleCode::BetsNoSuchFeature;
                }
                chosen = root;
            } else if (random) {
                chosen = candidates[std::size_t(random->below(int(candidates.size())))];
                if (chosenOut) {
                    const PlacedTile &owner = board.placed(board.placedOf(chosen));
                    const CompiledRotation &rot = board.tiles().tile(owner.type).rotations[std::size_t(owner.rotation)];
                    const int segment = board.segmentOf(chosen);
                    int x = 0, y = 0;
                    board.cellPosition(board.placedOf(chosen), rot.spotCell[std::size_t(segment)], x, y);
                    chosenOut->push_back({bookmaker.x, bookmaker.y, x, y, rot.spotPosition[std::size_t(segment)]});
                }
            } else {
                // The active player decides; without a stated choice, the one best for them.
                int best = -1;
                for (int root : candidates) {
                    const int points = payoutFor(board, activePlayer, stack, root);
                    if (points > best) {
                        best = points;
                        chosen = root;
                    }
                }
            }
        }
        const int tiles = board.tileCount(chosen);
        for (const BetPlacement &bet : stack.tokens) {
            const int points = m_tokens[std::size_t(bet.token)].payout(tiles);
            board.addScore(bet.player, points);
            ++m_supply[std::size_t(bet.player)][std::size_t(bet.token)];
            if (paid)
                paid->push_back({bet.player, bet.token, tiles, points, board.kind(chosen), bookmaker.x, bookmaker.y});
        }
        stack.tokens.clear();
    }
    std::erase_if(m_stacks, [](const Stack &s) { return s.tokens.empty(); });
    return RuleCode::Ok;
}

void Bets::settleAtEnd(Board &board, std::vector<BetPaid> &paid)
{
    // Each player counts their tokens for the open road or city through the bookmaker that
    // pays them most (each decides for their own tokens). A road or city completed before
    // the tokens were laid was never theirs to win: only the open ones are evaluated.
    for (Stack &stack : m_stacks) {
        const PlacedTile &bookmaker = board.placed(stack.placed);
        const CompiledTile &t = board.tiles().tile(bookmaker.type);
        std::vector<int> roots;
        for (int g = 0; g < t.segmentCount; ++g) {
            const SegmentKind k = t.segments[std::size_t(g)].kind;
            const int root = board.find(bookmaker.nodeBase + g);
            if ((k == SegmentKind::City || k == SegmentKind::Road) && !board.isClosed(root)
                && std::find(roots.begin(), roots.end(), root) == roots.end())
                roots.push_back(root);
        }
        for (const BetPlacement &bet : stack.tokens) {
            int bestPoints = 0, bestTiles = 0;
            SegmentKind bestKind = SegmentKind::Road;
            for (int root : roots) {
                const int tiles = board.tileCount(root);
                const int points = m_tokens[std::size_t(bet.token)].payout(tiles);
                if (points > bestPoints || bestTiles == 0) {
                    bestPoints = points;
                    bestTiles = tiles;
                    bestKind = board.kind(root);
                }
            }
            board.addScore(bet.player, bestPoints);
            ++m_supply[std::size_t(bet.player)][std::size_t(bet.token)];
            paid.push_back({bet.player, bet.token, bestTiles, bestPoints, bestKind, bookmaker.x, bookmaker.y});
        }
        stack.tokens.clear();
    }
    m_stacks.clear();
}

} // namespace Krajina
