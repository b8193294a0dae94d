// SPDX-FileCopyrightText: 2026 Krajina contributors
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

#include "compiledtileset.h"
#include "engine/random.h"
#include "enginetypes.h"

#include <algorithm>
#include <array>
#include <bit>
#include <cstdint>
#include <cstdlib>
#include <memory>
#include <vector>

namespace Krajina {

struct PlacedTile
{
    int type = -1;
    int rotation = 0;
    int x = 0;
    int y = 0;
    int nodeBase = 0; // union-find node of segment 0
    int cells = 1; // the tile's cells (CompiledTile::cells), at hand where the tile's own data is not
    // The tile set's sides of this tile at this rotation: what a tile placed beside it joins.
    const CellSides *sides = nullptr;
};

// A follower on the board (node < 0: in the supply).
struct FollowerSlot
{
    int node = -1;
    int placed = -1; // placed tile it stands on
    int cell = 0;
    int position = 0; // board position, or MonasteryPosition
};

// One feature scored during play or at the end.
struct FeatureScore
{
    SegmentKind kind = SegmentKind::City;
    bool completed = false;
    int tiles = 0; // cells the feature covers (each half of a double tile counts)
    int pennants = 0;
    int cities = 0; // fields: completed cities it supplies
    bool pigHerd = false;
    int points = 0; // to each scoring player
    std::uint8_t scorers = 0; // bit per player
    int x = 0; // a cell of the feature (where its first segment lies)
    int y = 0;
    int root = -1; // the feature's node (Board::forEachMember walks its segments); a city for first-edition farms
};

// Why a tile does not fit a place, edges only.
enum class FitResult : std::uint8_t { Fits, Occupied, NoNeighbour, Mismatch };

struct FitProblem
{
    FitResult result = FitResult::Fits;
    int x = 0; // the cell of the tile where it happened
    int y = 0;
    int side = 0; // board side (Mismatch)
    EdgeKind mine = EdgeKind::None;
    EdgeKind theirs = EdgeKind::None;
};

// The board: sparse cells on a grid that grows when tiles near its border,
// placed tiles, one union-find node per placed segment (path halving, union by
// size, feature data kept at the root), followers and scores. It knows the
// base rules only; rivers, bets and crop circles are the GameState's business.
class Board
{
public:
    explicit Board(const CompiledTileSet *tiles = nullptr, int players = 2);
    void reset(const CompiledTileSet *tiles, int players);

    const CompiledTileSet &tiles() const { return *m_tiles; }
    int players() const { return m_players; }

    // Tiles
    int placedCount() const { return int(m_placed.size()); }
    const PlacedTile &placed(int index) const { return m_placed[std::size_t(index)]; }
    bool isEmpty() const { return m_placed.empty(); }
    bool occupied(int x, int y) const { return placedAt(x, y) >= 0; }
    // Placed tile index or -1.
    int placedAt(int x, int y) const { return inGrid(x, y) ? m_cells[std::size_t(cellIndex(x, y))].placed : -1; }
    int tileCellAt(int x, int y) const; // which cell of that tile, or -1
    EdgeKind edgeAt(int x, int y, int side) const; // the side of the tile at x,y; None when empty
    // Board cell of a placed tile's cell.
    void cellPosition(int placed, int cell, int &x, int &y) const
    {
        const PlacedTile &p = m_placed[std::size_t(placed)];
        const CompiledRotation &rot = m_tiles->tile(p.type).rotations[std::size_t(p.rotation)];
        x = p.x + rot.dx[std::size_t(cell)];
        y = p.y + rot.dy[std::size_t(cell)];
    }
    // Board cell of a node's segment (the first of its cells on a tile of several).
    void nodeCell(int node, int &x, int &y) const
    {
        const Node &n = m_nodes[std::size_t(node)];
        const unsigned mask = m_tiles->tile(m_placed[std::size_t(n.ownerTile)].type).segments[n.ownerSegment].cellMask;
        cellPosition(n.ownerTile, std::countr_zero(mask), x, y);
    }
    // Bounding box of placed cells.
    void bounds(int &minX, int &minY, int &maxX, int &maxY) const;

    // Placements
    // Where a tile fits by its edges (touching at least one placed tile), one entry per
    // distinct rotation. Appends to out.
    void appendFittingPlacements(int type, std::vector<Placement> &out) const;
    bool fitsAnywhere(int type) const;
    // One fitting placement of a single-cell tile chosen uniformly (as from
    // appendFittingPlacements()), without listing them; false when it fits nowhere.
    bool randomFittingPlacement(int type, Random &random, Placement &placement) const;
    FitProblem checkFit(int type, const Placement &placement) const;
    // Puts a tile down without checks; merges features. Returns the placed index.
    int place(int type, const Placement &placement);
    // A trial placement (a simulated player weighing its choices): place(), keeping what it
    // changes so that undoTrial() puts the board back as it was. In between, only reads (and
    // the path compression of find()) may touch the board.
    int placeTrial(int type, const Placement &placement);
    void undoTrial();

    // Features
    int nodeCount() const { return m_nodeCount; }
    int find(int node) const
    {
        // Most nodes are roots or one step from theirs: no write then.
        int parent = m_parent[std::size_t(node)];
        if (parent == node)
            return node;
        if (m_parent[std::size_t(parent)] == parent)
            return parent;
        return findFar(node);
    }
    // Node of the segment at a position (or MonasteryPosition) of a placed tile's cell; -1 for none.
    int nodeAt(int placed, int cell, int position) const;
    // The same for the tile on a board cell; -1 for an empty cell.
    int nodeAtCell(int x, int y, int position) const;
    SegmentKind kind(int node) const { return SegmentKind(m_nodes[std::size_t(node)].kind); }
    int placedOf(int node) const { return m_nodes[std::size_t(node)].ownerTile; }
    int segmentOf(int node) const { return m_nodes[std::size_t(node)].ownerSegment; }
    bool isClosed(int root) const; // completed city/road, surrounded monastery
    // Open sides of a city, road or river (0: completed).
    int openSides(int root) const { return m_nodes[std::size_t(find(root))].open; }
    // Completed cities a field supplies (what its farmers score 3 for).
    int completedCities(int fieldRoot) const { return fieldCities(fieldRoot); }
    std::uint64_t followersOn(int root) const { return m_nodes[std::size_t(find(root))].followers; }
    int followersOf(int root, int player) const { return int((followersOn(root) >> (8 * player)) & 0xffu); }
    // Cells a feature covers (each cell once).
    int tileCount(int root) const;
    int pennants(int root) const { return m_nodes[std::size_t(find(root))].pennants; }
    // Members of a feature, starting from any of its nodes.
    template<typename F>
    void forEachMember(int node, F &&visit) const
    {
        int n = node;
        do {
            visit(n);
            n = m_nodes[std::size_t(n)].next;
        } while (n != node);
    }
    // Occupied cells among the eight around a cell.
    int neighbourCount(int x, int y) const
    {
        constexpr std::array<int, 8> ringDx = {-1, 0, 1, 1, 1, 0, -1, -1};
        constexpr std::array<int, 8> ringDy = {-1, -1, -1, 0, 1, 1, 1, 0};
        int count = 0;
        for (int k = 0; k < 8; ++k)
            count += occupied(x + ringDx[std::size_t(k)], y + ringDy[std::size_t(k)]) ? 1 : 0;
        return count;
    }

    // Nodes of city and road features closed by the tile just placed, and of
    // monasteries with a monk around it that it completed (each once). Inline: every turn asks.
    void closedBy(int placed, std::vector<int> &roots) const
    {
        const PlacedTile &p = m_placed[std::size_t(placed)];
        const CompiledTile &tile = m_tiles->tile(p.type);
        static_assert(MaxSegments <= 32);
        for (std::uint32_t segments = tile.cityAndRoadSegments; segments; segments &= segments - 1) {
            const int root = find(p.nodeBase + std::countr_zero(segments));
            const Node &node = m_nodes[std::size_t(root)];
            if (node.open == 0 && !(node.flags & Scored) && std::find(roots.begin(), roots.end(), root) == roots.end())
                roots.push_back(root);
        }
        if (m_monks.empty())
            return;
        if (tile.cells != 1) {
            monasteriesClosedBy(placed, roots);
            return;
        }
        for (const MonkCell &monk : m_monks) {
            if (std::abs(p.x - monk.x) <= 1 && std::abs(p.y - monk.y) <= 1)
                closeMonastery(monk, roots);
        }
    }

    // Followers
    int supply(int player) const { return m_supply[std::size_t(player)]; }
    const std::array<FollowerSlot, FollowersPerPlayer> &followers(int player) const
    {
        return m_slots[std::size_t(player)];
    }
    // Puts a follower from the supply on a node (no checks). Returns false with an empty supply.
    bool putFollower(int player, int node, int placed, int cell, int position);
    // Takes one follower of a player back from a slot.
    void takeFollower(int player, int slot);

    // Scoring
    int score(int player) const { return m_score[std::size_t(player)]; }
    void addScore(int player, int points) { m_score[std::size_t(player)] += points; }
    // Scores a feature (majority of followers) and returns its followers. Fills *result when given.
    void scoreFeature(int root, bool completed, FeatureScore *result, bool pigHerdBonus = false);
    // Game end: every feature with followers, fields included.
    void scoreGameEnd(bool pigHerdBonus, std::vector<FeatureScore> *results);
    // Scoring variants (rule options scoring.tinyCity and scoring.firstEditionFarms); kept across reset().
    void setScoringVariants(bool tinyCity, bool firstEditionFarms)
    {
        m_tinyCity = tinyCity;
        m_firstEditionFarms = firstEditionFarms;
    }

private:
    enum NodeFlag : std::uint8_t {
        SharesCell = 1, // some member's tile holds another segment of its kind in the same cell
        PigHerd = 2,
        Scored = 4, // completed and scored; nothing can join it any more
    };

    int cellIndex(int x, int y) const { return (y + m_origin) * m_width + (x + m_origin); }
    bool inGrid(int x, int y) const
    {
        return x + m_origin >= 0 && x + m_origin < m_width && y + m_origin >= 0 && y + m_origin < m_width;
    }
    void ensureRoom(int type, const Placement &placement);
    void rebuildGrid(int width);
    void stampTile(int placedIndex);
    void reserveNodes(int count);
    int findFar(int node) const
    {
        while (m_parent[std::size_t(node)] != node) {
            const int grand = m_parent[std::size_t(m_parent[std::size_t(node)])];
            m_parent[std::size_t(node)] = grand;
            node = grand;
        }
        return node;
    }
    template<bool Trial>
    int placeTile(int type, const Placement &placement);
    template<bool Trial>
    void join(int a, int b, bool countsSide);
    struct MonkCell;
    void monasteriesClosedBy(int placed, std::vector<int> &roots) const; // closedBy()'s of a tile of several cells
    void closeMonastery(const MonkCell &monk, std::vector<int> &roots) const; // a tile was placed next to it
    int fieldCities(int root) const;
    // Each completed city the field `field` (a root) supplies, once.
    template<typename F>
    void forEachFieldCity(int field, F &&visit) const;
    void pointsFor(int root, bool completed, bool pigHerdBonus, FeatureScore &score) const;
    // A feature's points (pointsFor()) to the players with the most of its followers.
    void award(int root, bool completed, bool pigHerdBonus, std::uint64_t followers, FeatureScore &score);
    void scoreFarmsByCity(std::vector<FeatureScore> *results);
    static std::uint32_t nextEpoch(std::vector<std::uint32_t> &marks, std::uint32_t &epoch);

    struct CellState
    {
        std::int16_t placed = -1;
        std::uint8_t tileCell = 0;
        std::int16_t frontier = -1; // index in m_frontier, -1 when not there
    };

    const CompiledTileSet *m_tiles = nullptr;
    int m_players = 2;
    int m_width = 0;
    int m_origin = 0;
    std::vector<CellState> m_cells;
    // Sixteen bytes with its padding: m_frontier's size and its indices are then shifts where
    // twelve made a division of every push's size.
    struct alignas(16) FrontierCell
    {
        int index; // into m_cells
        std::int16_t x;
        std::int16_t y;
        std::uint16_t pattern; // what the cell needs: sum of edge * 5^side
    };
    std::vector<FrontierCell> m_frontier; // empty cells next to a placed cell
    std::vector<PlacedTile> m_placed;

    // Union-find nodes, one per placed segment; feature data is valid at roots. The
    // arrays only grow; m_nodeCount says how many nodes are in use.
    int m_nodeCount = 0;
    struct MonkCell
    {
        int node;
        int x;
        int y;
    };
    std::vector<MonkCell> m_monks; // monasteries with a monk: the only ones a new tile can complete
    mutable std::vector<int> m_parent;
    // What a node holds beside its parent, in one place: a join reads and writes both roots'.
    struct Node
    {
        std::uint64_t followers = 0; // 8 bits per player
        int next = 0; // circular list of the members of a feature
        int size = 1;
        int ownerTile = -1;
        std::int16_t open = 0;
        std::int16_t cellsCovered = 0;
        std::int16_t pennants = 0;
        std::uint8_t kind = 0;
        std::uint8_t flags = 0;
        std::uint8_t ownerSegment = 0;
        std::uint8_t cityCount = 0; // the segment's CompiledSegment::cityCount: a field walk skips the rest
    };
    std::vector<Node> m_nodes;
    // The nodes of each compiled tile's segments as place() starts them (next and ownerTile
    // set there), made once per tile set and shared by copies of the board.
    struct NodeSeeds
    {
        std::uint64_t serial = 0; // CompiledTileSet::serial()
        std::vector<int> first; // by tile: index of its segment 0
        std::vector<Node> nodes;
    };
    std::shared_ptr<const NodeSeeds> m_seeds;
    // What a trial placement changed, to be undone: the old values, in the order written.
    struct TrialLog
    {
        int placed = 0;
        int nodeCount = 0;
        std::size_t frontierSize = 0;
        std::vector<std::pair<int, CellState>> cells;
        std::vector<std::pair<int, FrontierCell>> frontier;
        std::vector<std::pair<int, Node>> nodes;
        // m_parent below nodeCount as it was; valid until a join outside a trial (place(), reset()).
        std::vector<int> parents;
        bool parentsValid = false;
    };
    TrialLog m_trial;
    void makeSeeds();
    // Scratch stamps for walks over a feature (tile counts, a field's cities).
    mutable std::vector<std::uint32_t> m_cellMark;
    mutable std::uint32_t m_cellEpoch = 0;
    mutable std::vector<std::uint32_t> m_nodeMark;
    mutable std::uint32_t m_nodeEpoch = 0;
    bool m_tinyCity = false;
    bool m_firstEditionFarms = false;

    std::array<std::array<FollowerSlot, FollowersPerPlayer>, MaxPlayers> m_slots {};
    std::array<std::uint32_t, MaxPlayers> m_freeSlots {}; // bit per slot without a follower
    std::array<int, MaxPlayers> m_supply {};
    std::array<int, MaxPlayers> m_score {};
};

} // namespace Krajina
