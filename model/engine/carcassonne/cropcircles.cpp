// SPDX-FileCopyrightText: 2026 Krajina contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "cropcircles.h"

#include "names.h"

#include <QCoreApplication>

#include <algorithm>

using namespace Qt::StringLiterals;

namespace Krajina {

namespace {

// Gives lupdate and tr() one context for the messages of this file.
struct Text
{
    Q_DECLARE_TR_FUNCTIONS(Krajina::CropCircle)
};

} // namespace

CropCircle::CropCircle(Board &board, int placed, int activePlayer)
    : m_board(board)
    , m_active(activePlayer)
    , m_kind(board.tiles().tile(board.placed(placed).type).cropCircleKind())
{
}

RuleCode CropCircle::apply(CropAction action, const std::vector<CropPick> &picks, std::vector<CropOutcome> *outcome,
                           QString *message)
{
    const int players = m_board.players();
    const QString role = followerRoleText(followerRoleFor(m_kind));
    auto fail = [&](RuleCode code, const QString &text) {
        if (message)
            *message = text;
        return code;
    };
    for (int p = 0; p < players; ++p) {
        if (std::count_if(picks.begin(), picks.end(), [p](const CropPick &pick) { return pick.player == p; }) > 1)
            return fail(RuleCode::CropCirclePickTwice, Text::tr("player %1 has more than one crop-circle pick").arg(p));
    }
    for (int k = 1; k <= players; ++k) {
        const int p = (m_active + k) % players;
        const auto &slots = m_board.followers(p);
        const bool has = std::any_of(slots.begin(), slots.end(), [&](const FollowerSlot &s) {
            return s.node >= 0 && m_board.kind(s.node) == m_kind;
        });
        const auto pick = std::find_if(picks.begin(), picks.end(), [p](const CropPick &c) { return c.player == p; });
        const bool acts = pick != picks.end() && !pick->skip;
        const CropOutcome skipped {p, true, 0, 0, 0};
        if (!has) {
            if (acts)
                return fail(RuleCode::CropCircleNoSuchFollower,
                            Text::tr("player %1 has no %2 on the board").arg(p).arg(role));
            if (outcome)
                outcome->push_back(skipped);
            continue;
        }
        if (!acts) {
            if (action == CropAction::Remove)
                return fail(RuleCode::CropCircleMustRemove,
                            Text::tr("player %1 must take back one %2").arg(p).arg(role));
            if (outcome)
                outcome->push_back(skipped);
            continue;
        }
        const int node = m_board.nodeAtCell(pick->x, pick->y, pick->position);
        if (action == CropAction::Add) {
            if (node < 0 || m_board.kind(node) != m_kind || m_board.followersOf(node, p) == 0)
                return fail(RuleCode::CropCircleNoSuchFollower,
                            Text::tr("player %1 has no %2 on the feature at %3 %4")
                                .arg(p)
                                .arg(role, cellText(pick->x, pick->y), positionText(pick->position)));
            if (m_board.supply(p) <= 0)
                return fail(RuleCode::FollowerNoneLeft,
                            Text::tr("player %1 has no follower left in the supply").arg(p));
            m_board.putFollower(p, node, m_board.placedAt(pick->x, pick->y), m_board.tileCellAt(pick->x, pick->y),
                                pick->position);
        } else {
            int slot = -1;
            for (int s = 0; s < FollowersPerPlayer; ++s) {
                if (node >= 0 && slots[std::size_t(s)].node == node)
                    slot = s;
            }
            if (slot < 0 || m_board.kind(node) != m_kind)
                return fail(RuleCode::CropCircleNoSuchFollower,
                            Text::tr("player %1 has no %2 standing at %3 %4")
                                .arg(p)
                                .arg(role, cellText(pick->x, pick->y), positionText(pick->position)));
            m_board.takeFollower(p, slot);
        }
        if (outcome)
            outcome->push_back({p, false, pick->x, pick->y, pick->position});
    }
    return RuleCode::Ok;
}

CropAction CropCircle::randomAction(Random &random)
{
    return random.below(2) == 0 ? CropAction::Add : CropAction::Remove;
}

int CropCircle::randomPick(const Board &board, Random &random, CropAction action, int player,
                           std::span<const int> slots)
{
    const int pick = random.below(int(slots.size()));
    if (action == CropAction::Remove)
        return pick;
    return board.supply(player) > 0 && random.below(2) == 0 ? pick : -1;
}

void CropCircle::playRandom(Random &random, Move *played)
{
    const CropAction action = randomAction(random);
    playChosen(
        action,
        [&](int player, std::span<const int> slots) { return randomPick(m_board, random, action, player, slots); },
        played);
}

int CropCircle::followersOfKind(const Board &board, SegmentKind kind, int player,
                                std::array<int, FollowersPerPlayer> &slots)
{
    const auto &mine = board.followers(player);
    int count = 0;
    for (int s = 0; s < FollowersPerPlayer; ++s) {
        if (mine[std::size_t(s)].node >= 0 && board.kind(mine[std::size_t(s)].node) == kind)
            slots[std::size_t(count++)] = s;
    }
    return count;
}

void CropCircle::playChosen(CropAction action, const Pick &pick, Move *played)
{
    const int players = m_board.players();
    if (played)
        played->crop = action;
    std::array<int, FollowersPerPlayer> mine {};
    for (int k = 1; k <= players; ++k) {
        const int p = (m_active + k) % players;
        const int count = followersOfKind(m_board, m_kind, p, mine);
        if (count == 0)
            continue;
        const int chosen = pick(p, std::span<const int>(mine.data(), std::size_t(count)));
        const bool add = action == CropAction::Add;
        if (add && (chosen < 0 || chosen >= count || m_board.supply(p) <= 0)) {
            if (played)
                played->picks.push_back({p, true, 0, 0, 0});
            continue;
        }
        const int s = mine[std::size_t(std::clamp(chosen, 0, count - 1))];
        const FollowerSlot slot = m_board.followers(p)[std::size_t(s)];
        int x = 0, y = 0;
        m_board.cellPosition(slot.placed, slot.cell, x, y);
        if (add) {
            m_board.putFollower(p, slot.node, slot.placed, slot.cell, slot.position);
        } else {
            // The first follower on that spot.
            const auto &slots = m_board.followers(p);
            for (int t = 0; t < FollowersPerPlayer; ++t) {
                if (slots[std::size_t(t)].node == slot.node) {
                    m_board.takeFollower(p, t);
                    break;
                }
            }
        }
        if (played)
            played->picks.push_back({p, false, x, y, slot.position});
    }
}

} // namespace Krajina
