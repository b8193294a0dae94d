// SPDX-FileCopyrightText: 2026 Krajina contributors
// SPDX-License-Identifier: GPL-3.0-or-later

#include "board.h"

#include <algorithm>
#include <bit>
#include <cstdlib>

namespace Krajina {

namespace {

constexpr int InitialWidth = 64;
constexpr int Margin = 2; // free cells kept between placed tiles and the grid's border

// Bits set in a 4-bit rotation mask (std::popcount becomes a library call without -mpopcnt).
constexpr std::array<std::uint8_t, 16> rotationCount = {0, 1, 1, 2, 1, 2, 2, 3, 1, 2, 2, 3, 2, 3, 3, 4};

} // namespace

Board::Board(const CompiledTileSet *tiles, int players)
{
    reset(tiles, players);
}

void Board::reset(const CompiledTileSet *tiles, int players)
{
    if (m_width == 0 || !m_tiles) {
        m_tiles = tiles;
        m_placed.clear();
        m_width = 0;
        rebuildGrid(InitialWidth);
    } else {
        // Clear only what the last game touched: placed cells and the frontier around them.
        for (const PlacedTile &p : m_placed) {
            if (p.cells == 1) {
                m_cells[std::size_t(cellIndex(p.x, p.y))] = CellState {};
                continue;
            }
            const CompiledTile &tile = m_tiles->tile(p.type);
            const CompiledRotation &rot = tile.rotations[std::size_t(p.rotation)];
            for (int c = 0; c < tile.cells; ++c)
                m_cells[std::size_t(cellIndex(p.x + rot.dx[std::size_t(c)], p.y + rot.dy[std::size_t(c)]))]
                    = CellState {};
        }
        for (const FrontierCell &f : m_frontier)
            m_cells[std::size_t(f.index)] = CellState {};
        m_frontier.clear();
        m_placed.clear();
        m_tiles = tiles;
    }
    if (m_tiles && (!m_seeds || m_seeds->serial != m_tiles->serial()))
        makeSeeds();
    m_players = std::clamp(players, 1, MaxPlayers);
    m_nodeCount = 0;
    m_trial.parentsValid = false;
    m_monks.clear();
    for (int p = 0; p < MaxPlayers; ++p) {
        m_slots[std::size_t(p)].fill(FollowerSlot {});
        m_freeSlots[std::size_t(p)] = (1u << FollowersPerPlayer) - 1;
        m_supply[std::size_t(p)] = p < m_players ? FollowersPerPlayer : 0;
        m_score[std::size_t(p)] = 0;
    }
}

void Board::makeSeeds()
{
    auto seeds = std::make_shared<NodeSeeds>();
    seeds->serial = m_tiles->serial();
    for (int t = 0; t < m_tiles->size(); ++t) {
        const CompiledTile &tile = m_tiles->tile(t);
        seeds->first.push_back(int(seeds->nodes.size()));
        for (int g = 0; g < tile.segmentCount; ++g) {
            const CompiledSegment &seg = tile.segments[std::size_t(g)];
            Node node;
            node.kind = std::uint8_t(seg.kind);
            node.flags = std::uint8_t((seg.sharesCell ? SharesCell : 0) | (seg.pigHerd ? PigHerd : 0));
            node.open = seg.openSides;
            node.cellsCovered = seg.cellCount;
            node.pennants = seg.pennants;
            node.ownerSegment = std::uint8_t(g);
            node.cityCount = seg.cityCount;
            seeds->nodes.push_back(node);
        }
    }
    m_seeds = std::move(seeds);
}

int Board::tileCellAt(int x, int y) const
{
    if (!inGrid(x, y))
        return -1;
    const CellState &cell = m_cells[std::size_t(cellIndex(x, y))];
    return cell.placed < 0 ? -1 : cell.tileCell;
}

EdgeKind Board::edgeAt(int x, int y, int side) const
{
    if (!inGrid(x, y))
        return EdgeKind::None;
    const CellState &cell = m_cells[std::size_t(cellIndex(x, y))];
    if (cell.placed < 0)
        return EdgeKind::None;
    const PlacedTile &p = m_placed[std::size_t(cell.placed)];
    return m_tiles->tile(p.type).rotations[std::size_t(p.rotation)].edges[cell.tileCell][std::size_t(side)];
}

void Board::bounds(int &minX, int &minY, int &maxX, int &maxY) const
{
    minX = minY = 0;
    maxX = maxY = -1;
    bool first = true;
    for (int q = 0; q < placedCount(); ++q) {
        for (int c = 0; c < m_tiles->tile(m_placed[std::size_t(q)].type).cells; ++c) {
            int x = 0, y = 0;
            cellPosition(q, c, x, y);
            if (first) {
                minX = maxX = x;
                minY = maxY = y;
                first = false;
            }
            minX = std::min(minX, x);
            maxX = std::max(maxX, x);
            minY = std::min(minY, y);
            maxY = std::max(maxY, y);
        }
    }
}

void Board::appendFittingPlacements(int type, std::vector<Placement> &out) const
{
    const CompiledTile &tile = m_tiles->tile(type);
    if (!tile.usable)
        return;
    if (tile.cells == 1) {
        const std::uint8_t *fit = m_tiles->fitRow(type);
        for (const FrontierCell &f : m_frontier) {
            unsigned mask = fit[f.pattern];
            while (mask) {
                const int r = std::countr_zero(mask);
                mask &= mask - 1;
                out.push_back({f.x, f.y, r});
            }
        }
        return;
    }
    const std::size_t first = out.size();
    for (const FrontierCell &f : m_frontier) {
        for (int r = 0; r < 4; ++r) {
            const CompiledRotation &rot = tile.rotations[std::size_t(r)];
            for (int c = 0; c < tile.cells; ++c) {
                const Placement candidate {f.x - rot.dx[std::size_t(c)], f.y - rot.dy[std::size_t(c)], r};
                if (std::find(out.begin() + std::ptrdiff_t(first), out.end(), candidate) != out.end())
                    continue;
                if (checkFit(type, candidate).result == FitResult::Fits)
                    out.push_back(candidate);
            }
        }
    }
}

bool Board::randomFittingPlacement(int type, Random &random, Placement &placement) const
{
    const std::uint8_t *fit = m_tiles->fitRow(type);
    const std::size_t cells = m_frontier.size();
    if (cells == 0)
        return false;
    // Rejection sampling first: a uniform (cell, rotation) pair that happens to fit is a
    // uniform pick among the fitting ones. If a few tries miss, count them all; either way
    // the pick is uniform. The tries draw from a copy of the generator, stored once at the end.
    const FrontierCell *frontier = m_frontier.data();
    Random tries = random;
    for (int attempt = 0; attempt < 16; ++attempt) {
        const std::uint32_t r = tries.next();
        const FrontierCell &f = frontier[(std::uint64_t(r >> 2) * cells) >> 30];
        const int rotation = int(r & 3);
        if (fit[f.pattern] & (1u << rotation)) {
            random = tries;
            placement = {f.x, f.y, rotation};
            return true;
        }
    }
    random = tries;
    int total = 0;
    for (const FrontierCell &f : m_frontier)
        total += rotationCount[fit[f.pattern]];
    if (total == 0)
        return false;
    int pick = random.below(total);
    for (const FrontierCell &f : m_frontier) {
        unsigned mask = fit[f.pattern];
        const int n = rotationCount[mask];
        if (pick >= n) {
            pick -= n;
            continue;
        }
        while (pick-- > 0)
            mask &= mask - 1;
        placement = {f.x, f.y, std::countr_zero(mask)};
        return true;
    }
    return false;
}

bool Board::fitsAnywhere(int type) const
{
    const CompiledTile &tile = m_tiles->tile(type);
    if (tile.cells == 1) {
        if (!tile.usable)
            return false;
        const std::uint8_t *fit = m_tiles->fitRow(type);
        for (const FrontierCell &f : m_frontier) {
            if (fit[f.pattern])
                return true;
        }
        return false;
    }
    std::vector<Placement> placements;
    appendFittingPlacements(type, placements);
    return !placements.empty();
}

FitProblem Board::checkFit(int type, const Placement &placement) const
{
    const CompiledTile &tile = m_tiles->tile(type);
    const CompiledRotation &rot = tile.rotations[std::size_t(placement.rotation & 3)];
    FitProblem problem;
    for (int c = 0; c < tile.cells; ++c) {
        const int x = placement.x + rot.dx[std::size_t(c)], y = placement.y + rot.dy[std::size_t(c)];
        if (occupied(x, y)) {
            problem.result = FitResult::Occupied;
            problem.x = x;
            problem.y = y;
            return problem;
        }
    }
    bool touching = false;
    FitProblem mismatch;
    for (int c = 0; c < tile.cells; ++c) {
        const int x = placement.x + rot.dx[std::size_t(c)], y = placement.y + rot.dy[std::size_t(c)];
        for (int s = 0; s < 4; ++s) {
            if (rot.innerSides[std::size_t(c)] & (1u << s))
                continue;
            const EdgeKind theirs
                = edgeAt(x + sideDx[std::size_t(s)], y + sideDy[std::size_t(s)], oppositeSideIndex(s));
            if (theirs == EdgeKind::None)
                continue;
            touching = true;
            const EdgeKind mine = rot.edges[std::size_t(c)][std::size_t(s)];
            if (mine != theirs && mismatch.result == FitResult::Fits)
                mismatch = {FitResult::Mismatch, x, y, s, mine, theirs};
        }
    }
    if (!touching && !isEmpty()) {
        problem.result = FitResult::NoNeighbour;
        problem.x = placement.x;
        problem.y = placement.y;
        return problem;
    }
    return mismatch;
}

void Board::ensureRoom(int type, const Placement &placement)
{
    const CompiledTile &tile = m_tiles->tile(type);
    const CompiledRotation &rot = tile.rotations[std::size_t(placement.rotation & 3)];
    int width = m_width;
    int origin = m_origin;
    auto fits = [&](int w, int o) {
        for (int c = 0; c < tile.cells; ++c) {
            const int x = placement.x + rot.dx[std::size_t(c)] + o;
            const int y = placement.y + rot.dy[std::size_t(c)] + o;
            if (x < Margin || y < Margin || x >= w - Margin || y >= w - Margin)
                return false;
        }
        return true;
    };
    if (fits(width, origin))
        return;
    while (!fits(width, origin)) {
        origin += width / 2;
        width *= 2;
    }
    m_origin = origin;
    rebuildGrid(width);
}

void Board::rebuildGrid(int width)
{
    if (m_width == 0)
        m_origin = width / 2;
    m_width = width;
    m_cells.assign(std::size_t(width) * std::size_t(width), CellState {});
    m_frontier.clear();
    for (int q = 0; q < placedCount(); ++q) {
        const PlacedTile &p = m_placed[std::size_t(q)];
        const CompiledTile &tile = m_tiles->tile(p.type);
        const CompiledRotation &rot = tile.rotations[std::size_t(p.rotation)];
        for (int c = 0; c < tile.cells; ++c) {
            CellState &cell
                = m_cells[std::size_t(cellIndex(p.x + rot.dx[std::size_t(c)], p.y + rot.dy[std::size_t(c)]))];
            cell.placed = std::int16_t(q);
            cell.tileCell = std::uint8_t(c);
        }
    }
    for (int q = 0; q < placedCount(); ++q)
        stampTile(q);
}

// Updates the cells around a placed tile: neighbour counts, needs and the frontier.
void Board::reserveNodes(int count)
{
    if (count <= int(m_parent.size()))
        return;
    const std::size_t n = std::max<std::size_t>(std::size_t(count), m_parent.size() * 2 + 256);
    m_parent.resize(n);
    m_nodes.resize(n);
    m_nodeMark.resize(n);
}

void Board::stampTile(int placedIndex)
{
    const PlacedTile &p = m_placed[std::size_t(placedIndex)];
    const CompiledTile &tile = m_tiles->tile(p.type);
    const CompiledRotation &rot = tile.rotations[std::size_t(p.rotation)];
    for (int c = 0; c < tile.cells; ++c) {
        const int x = p.x + rot.dx[std::size_t(c)], y = p.y + rot.dy[std::size_t(c)];
        for (int s = 0; s < 4; ++s) {
            const int n = cellIndex(x + sideDx[std::size_t(s)], y + sideDy[std::size_t(s)]);
            CellState &cell = m_cells[std::size_t(n)];
            if (cell.placed >= 0)
                continue;
            const int need = int(rot.edges[std::size_t(c)][std::size_t(s)])
                * CompiledTileSet::patternWeight[std::size_t(oppositeSideIndex(s))];
            if (cell.frontier < 0) {
                cell.frontier = std::int16_t(m_frontier.size());
                m_frontier.push_back({n, std::int16_t(x + sideDx[std::size_t(s)]),
                                      std::int16_t(y + sideDy[std::size_t(s)]), std::uint16_t(need)});
            } else {
                FrontierCell &f = m_frontier[std::size_t(cell.frontier)];
                f.pattern = std::uint16_t(f.pattern + need);
            }
        }
    }
}

// Inline: place() joins a few times per tile.
template<bool Trial>
[[gnu::always_inline]] inline void Board::join(int a, int b, bool countsSide)
{
    int ra = find(a);
    int rb = find(b);
    if (ra == rb) {
        if (countsSide) {
            if constexpr (Trial)
                m_trial.nodes.emplace_back(ra, m_nodes[std::size_t(ra)]);
            m_nodes[std::size_t(ra)].open = std::int16_t(m_nodes[std::size_t(ra)].open - 2);
        }
        return;
    }
    if (m_nodes[std::size_t(ra)].size < m_nodes[std::size_t(rb)].size)
        std::swap(ra, rb);
    const auto r = std::size_t(ra), o = std::size_t(rb);
    if constexpr (Trial) {
        m_trial.nodes.emplace_back(ra, m_nodes[r]);
        m_trial.nodes.emplace_back(rb, m_nodes[o]);
    }
    m_parent[o] = ra;
    m_nodes[r].size += m_nodes[o].size;
    m_nodes[r].open = std::int16_t(m_nodes[r].open + m_nodes[o].open - (countsSide ? 2 : 0));
    m_nodes[r].cellsCovered = std::int16_t(m_nodes[r].cellsCovered + m_nodes[o].cellsCovered);
    m_nodes[r].pennants = std::int16_t(m_nodes[r].pennants + m_nodes[o].pennants);
    m_nodes[r].followers += m_nodes[o].followers;
    m_nodes[r].flags |= m_nodes[o].flags;
    std::swap(m_nodes[r].next, m_nodes[o].next);
}

int Board::place(int type, const Placement &placement)
{
    m_trial.parentsValid = false;
    return placeTile<false>(type, placement);
}

int Board::placeTrial(int type, const Placement &placement)
{
    // A grid grown for the trial stays grown (the trial log holds cell indices of one grid).
    ensureRoom(type, placement);
    m_trial.placed = placedCount();
    m_trial.nodeCount = m_nodeCount;
    m_trial.frontierSize = m_frontier.size();
    m_trial.cells.clear();
    m_trial.frontier.clear();
    m_trial.nodes.clear();
    if (!m_trial.parentsValid) {
        m_trial.parents.assign(m_parent.begin(), m_parent.begin() + m_nodeCount);
        m_trial.parentsValid = true;
    }
    return placeTile<true>(type, placement);
}

void Board::undoTrial()
{
    for (auto it = m_trial.nodes.rbegin(); it != m_trial.nodes.rend(); ++it)
        m_nodes[std::size_t(it->first)] = it->second;
    for (auto it = m_trial.cells.rbegin(); it != m_trial.cells.rend(); ++it)
        m_cells[std::size_t(it->first)] = it->second;
    m_frontier.resize(m_trial.frontierSize);
    for (auto it = m_trial.frontier.rbegin(); it != m_trial.frontier.rend(); ++it) {
        if (std::size_t(it->first) < m_trial.frontierSize)
            m_frontier[std::size_t(it->first)] = it->second;
    }
    std::copy(m_trial.parents.begin(), m_trial.parents.end(), m_parent.begin());
    m_placed.resize(std::size_t(m_trial.placed));
    m_nodeCount = m_trial.nodeCount;
}

template<bool Trial>
int Board::placeTile(int type, const Placement &placement)
{
    const CompiledTile &tile = m_tiles->tile(type);
    if constexpr (!Trial) {
        // Most tiles have one cell, at the placement (cell 0 lies at offset 0).
        // Inside the margin when Margin <= g < m_width - Margin: one unsigned comparison per axis.
        const auto inside = unsigned(m_width - 2 * Margin);
        const auto gx = unsigned(placement.x + m_origin - Margin), gy = unsigned(placement.y + m_origin - Margin);
        if (tile.cells != 1 || gx >= inside || gy >= inside)
            ensureRoom(type, placement);
    }
    const int rotation = placement.rotation & 3;
    const CompiledRotation &rot = tile.rotations[std::size_t(rotation)];
    const CellSides &sides = m_tiles->cellSides(type, rotation);
    const int placedIndex = placedCount();
    const int base = nodeCount();
    m_placed.push_back({type, rotation, placement.x, placement.y, base, tile.cells, &sides});

    if (base + tile.segmentCount > int(m_parent.size()))
        reserveNodes(base + tile.segmentCount);
    m_nodeCount = base + tile.segmentCount;
    const Node *seed = m_seeds->nodes.data() + m_seeds->first[std::size_t(type)];
    for (int g = 0; g < tile.segmentCount; ++g) {
        const std::size_t n = std::size_t(base + g);
        m_parent[n] = int(n);
        Node &node = m_nodes[n];
        node = seed[g];
        node.next = int(n);
        node.ownerTile = placedIndex;
    }

    // A cell of the tile (at index in m_cells) leaves the frontier.
    const auto occupy = [&](int c, int index) __attribute__((always_inline))
    {
        CellState &cell = m_cells[std::size_t(index)];
        if constexpr (Trial)
            m_trial.cells.emplace_back(index, cell);
        if (cell.frontier >= 0) {
            const FrontierCell last = m_frontier.back();
            if constexpr (Trial) {
                m_trial.frontier.emplace_back(cell.frontier, m_frontier[std::size_t(cell.frontier)]);
                m_trial.frontier.emplace_back(int(m_frontier.size()) - 1, last);
                m_trial.cells.emplace_back(last.index, m_cells[std::size_t(last.index)]);
            }
            m_frontier[std::size_t(cell.frontier)] = last;
            m_cells[std::size_t(last.index)].frontier = cell.frontier;
            m_frontier.pop_back();
            cell.frontier = -1;
        }
        cell.placed = std::int16_t(placedIndex);
        cell.tileCell = std::uint8_t(c);
    };

    // The cell beside a cell on each side, as a step in m_cells.
    const std::array<int, 4> step = {-m_width, 1, m_width, -1};
    static_assert(sideDx[0] == 0 && sideDy[0] == -1 && sideDx[1] == 1 && sideDy[2] == 1 && sideDx[3] == -1);
    // Side s of cell c (at x, y; index in m_cells) meets a free cell or another tile.
    const auto meet = [&](int c, int x, int y, int index, int s) __attribute__((always_inline))
    {
        const int n = index + step[std::size_t(s)];
        CellState &other = m_cells[std::size_t(n)];
        const CellSide &mine = sides[std::size_t(c)][std::size_t(s)];
        if (other.placed < 0) {
            // A free cell beside the tile: it now needs this side's edge.
            if (other.frontier < 0) {
                if constexpr (Trial)
                    m_trial.cells.emplace_back(n, other);
                other.frontier = std::int16_t(m_frontier.size());
                m_frontier.push_back(
                    {n, std::int16_t(x + sideDx[std::size_t(s)]), std::int16_t(y + sideDy[std::size_t(s)]), mine.need});
            } else {
                FrontierCell &f = m_frontier[std::size_t(other.frontier)];
                if constexpr (Trial)
                    m_trial.frontier.emplace_back(other.frontier, f);
                f.pattern = std::uint16_t(f.pattern + mine.need);
            }
            return;
        }
        const PlacedTile &them = m_placed[std::size_t(other.placed)];
        const CellSide &theirs = (*them.sides)[other.tileCell][std::size_t(oppositeSideIndex(s))];
        if (mine.joinsMiddle >= 0 && theirs.middle >= 0)
            join<Trial>(base + mine.joinsMiddle, them.nodeBase + theirs.middle, true);
        // The fields at the side's corners: my first corner meets their last. When both corners
        // join the same two segments (a side of field), the second join has nothing left to do.
        if (mine.fieldBefore >= 0 && theirs.fieldAfter >= 0)
            join<Trial>(base + mine.fieldBefore, them.nodeBase + theirs.fieldAfter, false);
        if (mine.fieldAfter >= 0 && theirs.fieldBefore >= 0
            && (mine.fieldAfter != mine.fieldBefore || theirs.fieldBefore != theirs.fieldAfter))
            join<Trial>(base + mine.fieldAfter, them.nodeBase + theirs.fieldBefore, false);
    };
    if (tile.cells == 1) {
        // Most tiles: one cell, at the placement; its sides written out, each compiled for its side.
        const int index = cellIndex(placement.x, placement.y);
        occupy(0, index);
        meet(0, placement.x, placement.y, index, 0);
        meet(0, placement.x, placement.y, index, 1);
        meet(0, placement.x, placement.y, index, 2);
        meet(0, placement.x, placement.y, index, 3);
    } else {
        // Every cell first: a side that meets another cell of the tile joins nothing.
        for (int c = 0; c < tile.cells; ++c)
            occupy(c, cellIndex(placement.x + rot.dx[std::size_t(c)], placement.y + rot.dy[std::size_t(c)]));
        for (int c = 0; c < tile.cells; ++c) {
            const int x = placement.x + rot.dx[std::size_t(c)], y = placement.y + rot.dy[std::size_t(c)];
            const int index = cellIndex(x, y);
            for (int s = 0; s < 4; ++s) {
                if (m_cells[std::size_t(index + step[std::size_t(s)])].placed != placedIndex)
                    meet(c, x, y, index, s);
            }
        }
    }
    return placedIndex;
}

int Board::nodeAtCell(int x, int y, int position) const
{
    const int placed = placedAt(x, y);
    if (placed < 0)
        return -1;
    return nodeAt(placed, tileCellAt(x, y), position);
}

int Board::nodeAt(int placedIndex, int cell, int position) const
{
    if (placedIndex < 0 || placedIndex >= placedCount())
        return -1;
    const PlacedTile &p = m_placed[std::size_t(placedIndex)];
    const CompiledTile &tile = m_tiles->tile(p.type);
    if (cell < 0 || cell >= tile.cells)
        return -1;
    const CompiledRotation &rot = tile.rotations[std::size_t(p.rotation)];
    int segment = -1;
    if (position == MonasteryPosition)
        segment = rot.monastery[std::size_t(cell)];
    else if (position >= 0 && position < PositionCount)
        segment = rot.segmentAt[std::size_t(cell)][std::size_t(position)];
    return segment < 0 ? -1 : p.nodeBase + segment;
}

bool Board::isClosed(int root) const
{
    root = find(root);
    switch (kind(root)) {
    case SegmentKind::City:
    case SegmentKind::Road:
    case SegmentKind::River:
        return m_nodes[std::size_t(root)].open <= 0;
    case SegmentKind::Monastery: {
        int x = 0, y = 0;
        nodeCell(root, x, y);
        return neighbourCount(x, y) == 8;
    }
    case SegmentKind::Field:
        break;
    }
    return false;
}

void Board::monasteriesClosedBy(int placedIndex, std::vector<int> &roots) const
{
    const PlacedTile &p = m_placed[std::size_t(placedIndex)];
    const CompiledTile &tile = m_tiles->tile(p.type);
    const CompiledRotation &rot = tile.rotations[std::size_t(p.rotation)];
    for (const MonkCell &monk : m_monks) {
        bool near = false;
        for (int c = 0; c < tile.cells && !near; ++c)
            near = std::abs(p.x + rot.dx[std::size_t(c)] - monk.x) <= 1
                && std::abs(p.y + rot.dy[std::size_t(c)] - monk.y) <= 1;
        if (near)
            closeMonastery(monk, roots);
    }
}

void Board::closeMonastery(const MonkCell &monk, std::vector<int> &roots) const
{
    if ((m_nodes[std::size_t(monk.node)].flags & Scored) || neighbourCount(monk.x, monk.y) != 8)
        return;
    if (std::find(roots.begin(), roots.end(), monk.node) == roots.end())
        roots.push_back(monk.node);
}

} // namespace Krajina
