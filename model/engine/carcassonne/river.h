// SPDX-FileCopyrightText: 2026 Krajina contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "board.h"
#include "piles.h"
#include "rulecode.h"
#include "ruleset.h"

#include <QString>

#include <array>
#include <cstdint>
#include <vector>

namespace Krajina {

// An open end of the river: a river side of a placed tile facing an empty cell,
// with what the flow did just before it (for R1 and R2).
struct RiverEnd
{
    int x = 0; // the cell of the tile whose river leaves here
    int y = 0;
    int side = 0;
    std::int8_t previousTurn = 0; // turn of the tile this end leaves: -1 left, 0 straight, +1 right
    std::int8_t lastCurve = 0; // direction of the last curve upstream, 0 when none
    std::uint8_t sameCurves = 0; // curves in that direction in a row, straight tiles between them allowed
};

// What the river rules read of a game: its board, tiles, rules and piles.
struct RiverContext
{
    const Board &board;
    const CompiledTileSet &tiles;
    const RuleSet &rules;
    const TilePiles &piles;
};

// The river rules (model/engine/README.md): the river's open ends,
// whether a river tile continues one (R1, R2, branches that would join) and the R3
// look-ahead that keeps the river playable, with the caches that make it cheap
// enough for random games. It owns the river's state; the rest of the game comes in
// through a RiverContext on every call.
class RiverRules
{
public:
    // What placing a river tile does to the open ends.
    struct Plan
    {
        int connectedEnd = -1; // index in ends()
        std::vector<RiverEnd> newEnds;
    };

    // A new game: no open ends, `tiles` river tiles in play.
    void reset(int tiles);

    const std::vector<RiverEnd> &ends() const { return m_ends; }
    int tiles() const { return m_tiles; }
    int placed() const { return m_placed; }
    int setAside() const { return m_setAside; }
    void countSetAside() { ++m_setAside; }

    // The start tile is a river tile: its river sides become open ends.
    void addStartEnds(const Board &board, int placed);
    // Keeps the legal ones of the placements out[first...] of a river tile, which fit by their edges.
    void keepLegal(const RiverContext &game, int tile, std::vector<Placement> &out, std::size_t first) const;
    // R1-R3 for a placement of a river tile that fits by its edges.
    RuleCode checkPlacement(const RiverContext &game, int tile, const Placement &placement, QString *message) const;
    // What a legal placement does to the open ends; call before the tile is on the board.
    Plan plan(const RiverContext &game, int tile, const Placement &placement) const;
    // The tile is on the board: its plan takes effect.
    void apply(const Plan &plan);

private:
    enum class LookAhead : std::uint8_t {
        None,
        Closing, // only: the last open end may not close while river tiles remain
        ClosingAndLakes, // and the lakes left can each still close an end of their own
        Local, // Closing, and the ends this tile leaves keep clear and can be continued
        LocalAndLakes, // Local and the lakes' check
        Full, // R3 as a whole: all the above, and no river tile left loses its last place
    };
    // riverPool() for the tile being checked: the same for every placement tried.
    struct Pools
    {
        std::uint64_t version = ~std::uint64_t(0);
        int remove = -1;
        std::vector<int> next, remaining;
    };

    RuleCode check(const RiverContext &game, int tile, const Placement &placement, LookAhead lookAhead,
                   QString *message, Plan *plan) const;
    // An open end as a tile to come would meet it, with `tile` (when >= 0) put down at `placement`.
    // It belongs to the list of open ends it was made for, which canContinue() is given with it.
    struct EndView
    {
        int fx = 0; // the cell the end faces
        int fy = 0;
        int inSide = 0; // the side of that cell the river comes in by
        bool blocked = false; // the cell is taken
        bool nearOtherEnd = false; // the cell lies in the look-ahead of another open end
        std::array<EdgeKind, 4> around {}; // the edges facing that cell, None where free
        std::uint8_t neighbours = 0; // bit per side where around is not None
        int hypotheticalCells = 0;
        const CompiledRotation *placedRot = nullptr;
        Placement placement;
        // Bit s of clear: a river may leave that cell by side s (see leavesClear()), known
        // where bit s of clearKnown is set. Worked out once for all the tiles tried there.
        mutable std::uint8_t clearKnown = 0;
        mutable std::uint8_t clear = 0;
        int hypothetical(int gx, int gy) const; // cell of the tile put down there, or -1
    };
    static EndView endView(const RiverContext &game, const std::vector<RiverEnd> &ends, std::size_t index, int tile,
                           const Placement &placement);
    bool canContinue(const RiverContext &game, const std::vector<RiverEnd> &ends, std::size_t index, int candidate,
                     int tile, const Placement &placement) const;
    static bool canContinue(const RiverContext &game, const std::vector<RiverEnd> &ends, std::size_t index,
                            const EndView &view, int candidate);
    static bool leavesClear(const RiverContext &game, const std::vector<RiverEnd> &ends, std::size_t index,
                            const EndView &view, int side);
    bool placeableBefore(const RiverContext &game, int type) const;
    // Whether the river has two open ends, or a fork (`tile` or one to come): where the
    // look-ahead searches in depth.
    bool branching(const RiverContext &game, int tile) const;
    // The river tiles left once `tile` is down (the body with the held fork, then the bottom),
    // and how many: -1 when the search cannot take them (not all single-cell river tiles).
    static int tilesLeft(const RiverContext &game, int tile, std::vector<int> &body, std::vector<int> &bottom);
    // Whether, with `tile` down as `plan` says, the river tiles left can still each be placed
    // whatever order the pile gives them in (FinishSearch in river.cpp); not searched for a
    // single branch with no fork to come.
    enum class Finish : std::uint8_t { NotSearched, Finishable, Trapped };
    Finish finishable(const RiverContext &game, int tile, const Placement &placement, const Plan &plan,
                      const std::vector<int> &body, const std::vector<int> &bottom) const;
    bool lastTilesFit(const RiverContext &game, int tile, const Placement &placement,
                      const std::vector<RiverEnd> &ends) const;
    bool lakesMatch(const RiverContext &game, const std::vector<int> &last, const std::vector<RiverEnd> &ends, int tile,
                    const Placement &placement) const;
    static std::uint64_t placeableVersion(const RiverContext &game);
    // The river tiles that may come next (the body, then the bottom), or all that remain.
    static void riverPool(const RiverContext &game, int remove, bool all, std::vector<int> &pool);
    const Pools &poolsWithout(const RiverContext &game, int remove) const;
    // Whether a river placement crowds an open end; says why in *why when given.
    bool crowdedEnds(const RiverContext &game, int tile, const Placement &placement, int connectedEnd,
                     const RiverEnd *newEnds, int newCount, QString *why) const;

    std::vector<RiverEnd> m_ends;
    int m_tiles = 0;
    int m_placed = 0;
    int m_setAside = 0;

    // The look-ahead's caches, keyed by how far the game has come (placeableVersion()).
    mutable std::uint64_t m_placeableVersion = ~std::uint64_t(0);
    mutable std::vector<std::int8_t> m_placeable; // by tile type: -1 unknown, 0/1
    mutable std::uint64_t m_lakesVersion = ~std::uint64_t(0);
    mutable bool m_lakesMatchedBefore = false;
    mutable Pools m_pools;
    // Scratch for the look-ahead, kept to spare an allocation on every candidate.
    mutable std::vector<Placement> m_fitting;
    mutable std::vector<RiverEnd> m_endsNow;
    mutable std::vector<EndView> m_views;
    mutable std::vector<int> m_body;
    mutable std::vector<int> m_last;
    mutable std::vector<int> m_leftBody; // tilesLeft() for keepLegal()
    mutable std::vector<int> m_leftBottom;
};

} // namespace Krajina
