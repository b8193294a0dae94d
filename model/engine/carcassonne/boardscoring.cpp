// SPDX-FileCopyrightText: 2026 Krajina contributors
// SPDX-License-Identifier: GPL-3.0-or-later

// Board: followers and scoring (the rest is in board.cpp).

#include "board.h"

#include <algorithm>
#include <bit>

namespace Krajina {

int Board::tileCount(int root) const
{
    root = find(root);
    if (!(m_nodes[std::size_t(root)].flags & SharesCell))
        return m_nodes[std::size_t(root)].cellsCovered;
    // A mark per cell of each placed tile, grown here (the only walk that needs them), not per placement.
    if (m_cellMark.size() < m_placed.size() * MaxTileCells)
        m_cellMark.resize(m_placed.size() * MaxTileCells * 2);
    const std::uint32_t epoch = nextEpoch(m_cellMark, m_cellEpoch);
    int count = 0;
    forEachMember(root, [&](int n) {
        const int q = m_nodes[std::size_t(n)].ownerTile;
        unsigned mask
            = m_tiles->tile(m_placed[std::size_t(q)].type).segments[m_nodes[std::size_t(n)].ownerSegment].cellMask;
        while (mask) {
            const int c = std::countr_zero(mask);
            mask &= mask - 1;
            auto &mark = m_cellMark[std::size_t(q * MaxTileCells + c)];
            if (mark != epoch) {
                mark = epoch;
                ++count;
            }
        }
    });
    return count;
}

template<typename F>
void Board::forEachFieldCity(int field, F &&visit) const
{
    const std::uint32_t epoch = nextEpoch(m_nodeMark, m_nodeEpoch);
    forEachMember(field, [&](int n) {
        if (m_nodes[std::size_t(n)].cityCount == 0)
            return;
        const PlacedTile &p = m_placed[std::size_t(m_nodes[std::size_t(n)].ownerTile)];
        const CompiledSegment &seg = m_tiles->tile(p.type).segments[m_nodes[std::size_t(n)].ownerSegment];
        for (int c = 0; c < seg.cityCount; ++c) {
            const int city = find(p.nodeBase + seg.cities[std::size_t(c)]);
            if (m_nodes[std::size_t(city)].open > 0 || m_nodeMark[std::size_t(city)] == epoch)
                continue;
            m_nodeMark[std::size_t(city)] = epoch;
            visit(city);
        }
    });
}

int Board::fieldCities(int root) const
{
    int count = 0;
    forEachFieldCity(find(root), [&count](int) { ++count; });
    return count;
}

std::uint32_t Board::nextEpoch(std::vector<std::uint32_t> &marks, std::uint32_t &epoch)
{
    if (++epoch == 0) {
        std::fill(marks.begin(), marks.end(), 0);
        epoch = 1;
    }
    return epoch;
}

bool Board::putFollower(int player, int node, int placedIndex, int cell, int position)
{
    std::uint32_t &freeSlots = m_freeSlots[std::size_t(player)];
    if (m_supply[std::size_t(player)] <= 0 || !freeSlots)
        return false;
    // The first free slot, as a walk over the slots would find it.
    const int s = std::countr_zero(freeSlots);
    freeSlots &= freeSlots - 1;
    m_slots[std::size_t(player)][std::size_t(s)] = {node, placedIndex, cell, position};
    --m_supply[std::size_t(player)];
    if (kind(node) == SegmentKind::Monastery) {
        MonkCell monk {node, 0, 0};
        nodeCell(node, monk.x, monk.y);
        m_monks.push_back(monk);
    }
    m_nodes[std::size_t(find(node))].followers += std::uint64_t(1) << (8 * player);
    return true;
}

void Board::takeFollower(int player, int slotIndex)
{
    FollowerSlot &slot = m_slots[std::size_t(player)][std::size_t(slotIndex)];
    if (slot.node < 0)
        return;
    m_nodes[std::size_t(find(slot.node))].followers -= std::uint64_t(1) << (8 * player);
    if (kind(slot.node) == SegmentKind::Monastery) {
        const auto it = std::find_if(m_monks.begin(), m_monks.end(),
                                     [&](const MonkCell &monk) { return monk.node == slot.node; });
        if (it != m_monks.end())
            m_monks.erase(it);
    }
    slot.node = -1;
    m_freeSlots[std::size_t(player)] |= 1u << slotIndex;
    ++m_supply[std::size_t(player)];
}

void Board::pointsFor(int root, bool completed, bool pigHerdBonus, FeatureScore &score) const
{
    score.kind = kind(root);
    score.completed = completed;
    switch (score.kind) {
    case SegmentKind::City:
        score.tiles = tileCount(root);
        score.pennants = m_nodes[std::size_t(root)].pennants;
        score.points = (completed && !(m_tinyCity && score.tiles == 2) ? 2 : 1) * (score.tiles + score.pennants);
        break;
    case SegmentKind::Road:
        score.tiles = tileCount(root);
        score.points = score.tiles;
        break;
    case SegmentKind::Monastery: {
        score.tiles = 1;
        int x = 0, y = 0;
        nodeCell(root, x, y);
        score.points = 1 + neighbourCount(x, y);
        break;
    }
    case SegmentKind::Field:
        score.cities = fieldCities(root);
        score.pigHerd = m_nodes[std::size_t(root)].flags & PigHerd;
        // The pig herd counts as a pig: each city is worth one more to the field's farmers.
        score.points = (score.pigHerd && pigHerdBonus ? 4 : 3) * score.cities;
        break;
    case SegmentKind::River:
        score.points = 0;
        break;
    }
    nodeCell(root, score.x, score.y);
    score.root = root;
}

void Board::scoreFeature(int root, bool completed, FeatureScore *result, bool pigHerdBonus)
{
    root = find(root);
    const std::uint64_t followers = m_nodes[std::size_t(root)].followers;
    if (completed)
        m_nodes[std::size_t(root)].flags |= Scored;
    if (!followers && !result)
        return;
    FeatureScore local;
    FeatureScore &score = result ? *result : local;
    award(root, completed, pigHerdBonus, followers, score);
    if (!followers)
        return;
    for (int p = 0; p < m_players; ++p) {
        if (!((followers >> (8 * p)) & 0xffu))
            continue;
        // As many of the player's slots stand on the feature as it counts for them.
        int left = int((followers >> (8 * p)) & 0xffu);
        auto &slots = m_slots[std::size_t(p)];
        for (int s = 0; s < FollowersPerPlayer && left > 0; ++s) {
            if (slots[std::size_t(s)].node >= 0 && find(slots[std::size_t(s)].node) == root) {
                takeFollower(p, s);
                --left;
            }
        }
    }
}

void Board::award(int root, bool completed, bool pigHerdBonus, std::uint64_t followers, FeatureScore &score)
{
    pointsFor(root, completed, pigHerdBonus, score);
    int best = 0;
    for (int p = 0; p < m_players; ++p)
        best = std::max(best, int((followers >> (8 * p)) & 0xffu));
    score.scorers = 0;
    if (best > 0) {
        for (int p = 0; p < m_players; ++p) {
            if (int((followers >> (8 * p)) & 0xffu) == best) {
                score.scorers |= std::uint8_t(1u << p);
                m_score[std::size_t(p)] += score.points;
            }
        }
    }
}

void Board::scoreGameEnd(bool pigHerdBonus, std::vector<FeatureScore> *results)
{
    // What scoreFeature() does for each follower's feature, with each slot's feature found
    // once (nothing joins any more) and the feature's followers taken back by those.
    std::array<std::array<int, FollowersPerPlayer>, MaxPlayers> roots {};
    for (int p = 0; p < m_players; ++p) {
        for (int s = 0; s < FollowersPerPlayer; ++s) {
            const int node = m_slots[std::size_t(p)][std::size_t(s)].node;
            roots[std::size_t(p)][std::size_t(s)] = node < 0 ? -1 : find(node);
        }
    }
    for (int p = 0; p < m_players; ++p) {
        for (int s = 0; s < FollowersPerPlayer; ++s) {
            const int root = roots[std::size_t(p)][std::size_t(s)];
            if (root < 0 || (m_firstEditionFarms && kind(root) == SegmentKind::Field))
                continue;
            FeatureScore local;
            award(root, false, pigHerdBonus, m_nodes[std::size_t(root)].followers,
                  results ? results->emplace_back() : local);
            for (int q = 0; q < m_players; ++q) {
                for (int t = 0; t < FollowersPerPlayer; ++t) {
                    if (roots[std::size_t(q)][std::size_t(t)] == root) {
                        takeFollower(q, t);
                        roots[std::size_t(q)][std::size_t(t)] = -1;
                    }
                }
            }
        }
    }
    if (m_firstEditionFarms)
        scoreFarmsByCity(results);
}

void Board::scoreFarmsByCity(std::vector<FeatureScore> *results)
{
    // The farmers on every field that touches a completed city count together for it.
    std::vector<int> fields;
    for (int p = 0; p < m_players; ++p) {
        for (int s = 0; s < FollowersPerPlayer; ++s) {
            const int node = m_slots[std::size_t(p)][std::size_t(s)].node;
            if (node < 0 || kind(find(node)) != SegmentKind::Field)
                continue;
            if (std::find(fields.begin(), fields.end(), find(node)) == fields.end())
                fields.push_back(find(node));
        }
    }
    std::vector<std::pair<int, std::array<int, MaxPlayers>>> cities;
    for (int field : fields) {
        forEachFieldCity(field, [&](int city) {
            auto entry = std::find_if(cities.begin(), cities.end(), [&](const auto &e) { return e.first == city; });
            if (entry == cities.end())
                entry = cities.insert(cities.end(), {city, {}});
            for (int p = 0; p < m_players; ++p)
                entry->second[std::size_t(p)] += followersOf(field, p);
        });
    }
    for (const auto &[city, farmers] : cities) {
        const int best = *std::max_element(farmers.begin(), farmers.begin() + m_players);
        if (best == 0)
            continue;
        FeatureScore score;
        pointsFor(city, true, false, score); // where the city lies
        score.kind = SegmentKind::Field;
        score.completed = false;
        score.tiles = 0;
        score.pennants = 0;
        score.cities = 1;
        score.points = 4;
        score.scorers = 0;
        for (int p = 0; p < m_players; ++p) {
            if (farmers[std::size_t(p)] == best) {
                score.scorers |= std::uint8_t(1u << p);
                m_score[std::size_t(p)] += score.points;
            }
        }
        if (results)
            results->push_back(score);
    }
}

} // namespace Krajina
