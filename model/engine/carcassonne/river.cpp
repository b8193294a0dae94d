// SPDX-FileCopyrightText: 2026 Krajina contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "river.h"

#include "names.h"

#include <QCoreApplication>

#include <algorithm>
#include <bit>
#include <numeric>
#include <span>

using namespace Qt::StringLiterals;

namespace Krajina {

namespace {

// Gives lupdate and tr() one context for the messages of this file.
struct Text
{
    Q_DECLARE_TR_FUNCTIONS(Krajina::RiverRules)
};

} // namespace

namespace {

// -1 left, 0 straight, +1 right for a flow heading `heading` that leaves through `side`.
int turnOf(int side, int heading)
{
    const int d = (side - heading) & 3;
    return d == 1 ? 1 : (d == 3 ? -1 : 0);
}

RiverEnd continued(const RiverEnd &from, int x, int y, int side, int turn)
{
    RiverEnd end;
    end.x = x;
    end.y = y;
    end.side = side;
    end.previousTurn = std::int8_t(turn);
    if (turn == 0) {
        end.lastCurve = from.lastCurve;
        end.sameCurves = from.sameCurves;
    } else if (from.lastCurve == turn) {
        end.lastCurve = std::int8_t(turn);
        end.sameCurves = std::uint8_t(from.sameCurves + 1);
    } else {
        end.lastCurve = std::int8_t(turn);
        end.sameCurves = 1;
    }
    return end;
}

} // namespace

void RiverRules::reset(int tiles)
{
    m_ends.clear();
    m_tiles = tiles;
    m_placed = m_setAside = 0;
    // The look-ahead caches are keyed by how far a game has come, which repeats in the next one.
    m_placeableVersion = m_lakesVersion = m_pools.version = ~std::uint64_t(0);
}

void RiverRules::addStartEnds(const Board &board, int placed)
{
    ++m_placed;
    const PlacedTile &p = board.placed(placed);
    const CompiledTile &tile = board.tiles().tile(p.type);
    const CompiledRotation &rot = tile.rotations[std::size_t(p.rotation)];
    for (int c = 0; c < tile.cells; ++c) {
        const int x = p.x + rot.dx[std::size_t(c)], y = p.y + rot.dy[std::size_t(c)];
        for (unsigned river = board.tiles().outerRiver(p.type, p.rotation, c); river; river &= river - 1) {
            const int s = std::countr_zero(river);
            if (board.occupied(x + sideDx[std::size_t(s)], y + sideDy[std::size_t(s)]))
                continue;
            RiverEnd end;
            end.x = x;
            end.y = y;
            end.side = s;
            m_ends.push_back(end);
        }
    }
}

void RiverRules::keepLegal(const RiverContext &game, int tile, std::vector<Placement> &out, std::size_t first) const
{
    // R3 narrows the choice but never forces a tile aside on its own: when no placement
    // passes the whole look-ahead, the legal ones are those that pass the most of it,
    // keeping the lakes' check as long as any placement does (model/engine/README.md).
    // On a river with two branches, or a fork to come, placements that keep it finishable
    // (FinishSearch) come first.
    std::vector<Placement> &fitting = m_fitting;
    fitting.assign(out.begin() + std::ptrdiff_t(first), out.end());
    out.erase(out.begin() + std::ptrdiff_t(first), out.end());
    const bool noDeadEnd = game.rules[RuleOption::NoDeadEnd];
    if (noDeadEnd && branching(game, tile) && tilesLeft(game, tile, m_leftBody, m_leftBottom) >= 0) {
        Plan plan;
        for (const LookAhead level : {LookAhead::Full, LookAhead::Local}) {
            for (const Placement &p : fitting) {
                if (check(game, tile, p, level, nullptr, &plan) != RuleCode::Ok)
                    continue;
                const Finish finish = finishable(game, tile, p, plan, m_leftBody, m_leftBottom);
                if (finish == Finish::Finishable || (finish == Finish::NotSearched && level == LookAhead::Full))
                    out.push_back(p);
            }
            if (out.size() > first)
                return;
        }
    }
    for (const LookAhead level : {LookAhead::Full, LookAhead::LocalAndLakes, LookAhead::Local,
                                  LookAhead::ClosingAndLakes, LookAhead::Closing}) {
        for (const Placement &p : fitting) {
            if (check(game, tile, p, level, nullptr, nullptr) == RuleCode::Ok)
                out.push_back(p);
        }
        if (out.size() > first || !noDeadEnd)
            return;
    }
}

RuleCode RiverRules::checkPlacement(const RiverContext &game, int tile, const Placement &placement,
                                    QString *message) const
{
    const RuleCode code = check(game, tile, placement, LookAhead::Full, message, nullptr);
    if (code != RuleCode::RiverDeadEnd
        && (code != RuleCode::Ok || !game.rules[RuleOption::NoDeadEnd] || !branching(game, tile)
            || tilesLeft(game, tile, m_leftBody, m_leftBottom) < 0))
        return code;
    if (code == RuleCode::RiverDeadEnd) {
        if (const RuleCode closing = check(game, tile, placement, LookAhead::Closing, message, nullptr);
            closing != RuleCode::Ok)
            return closing;
    }
    // Legal after all when it is among the best this tile can do (see keepLegal()).
    std::vector<Placement> legal;
    game.board.appendFittingPlacements(tile, legal);
    keepLegal(game, tile, legal, 0);
    if (std::find(legal.begin(), legal.end(), placement) != legal.end())
        return RuleCode::Ok;
    if (code == RuleCode::Ok) {
        if (message)
            *message = Text::tr("a river tile left could then find nowhere to go for some order in which the "
                                "river tiles may come, and another placement avoids that");
        return RuleCode::RiverDeadEnd;
    }
    check(game, tile, placement, LookAhead::Full, message, nullptr);
    return RuleCode::RiverDeadEnd;
}

RiverRules::Plan RiverRules::plan(const RiverContext &game, int tile, const Placement &placement) const
{
    Plan plan;
    check(game, tile, placement, LookAhead::None, nullptr, &plan);
    return plan;
}

void RiverRules::apply(const Plan &plan)
{
    ++m_placed;
    if (plan.connectedEnd >= 0)
        m_ends.erase(m_ends.begin() + plan.connectedEnd);
    m_ends.insert(m_ends.end(), plan.newEnds.begin(), plan.newEnds.end());
}

void RiverRules::riverPool(const RiverContext &game, int remove, bool all, std::vector<int> &pool)
{
    // The next river tile comes from the shuffled body (or the held fork) while
    // it lasts, then from the bottom (lakes): those are what can continue an end.
    pool.assign(game.piles.riverBody.begin(), game.piles.riverBody.end());
    if (all)
        pool.insert(pool.end(), game.piles.riverBottom.begin(), game.piles.riverBottom.end());
    if (game.piles.heldFork >= 0)
        pool.push_back(game.piles.heldFork);
    removeFromBack(pool, remove);
    std::erase_if(pool, [&game](int t) { return !game.tiles.tile(t).river; });
    if (!all && pool.empty()) {
        pool.assign(game.piles.riverBottom.begin(), game.piles.riverBottom.end());
        removeFromBack(pool, remove);
    }
    std::sort(pool.begin(), pool.end());
    pool.erase(std::unique(pool.begin(), pool.end()), pool.end());
}

const RiverRules::Pools &RiverRules::poolsWithout(const RiverContext &game, int remove) const
{
    const std::uint64_t version = placeableVersion(game);
    if (m_pools.version != version || m_pools.remove != remove) {
        m_pools.version = version;
        m_pools.remove = remove;
        riverPool(game, remove, false, m_pools.next);
        riverPool(game, remove, true, m_pools.remaining);
    }
    return m_pools;
}

RuleCode RiverRules::check(const RiverContext &game, int tile, const Placement &placement, LookAhead lookAhead,
                           QString *message, Plan *plan) const
{
    const CompiledTile &t = game.tiles.tile(tile);
    const CompiledRotation &rot = t.rotations[std::size_t(placement.rotation & 3)];
    struct Side
    {
        int cell, x, y, side;
    };
    // Left uninitialised: most candidates meet no open end, and only the first two connections are told.
    std::array<Side, 2> connections;
    std::array<Side, 4 * MaxTileCells> outs;
    int connectionCount = 0, outCount = 0;
    for (int c = 0; c < t.cells; ++c) {
        const int x = placement.x + rot.dx[std::size_t(c)], y = placement.y + rot.dy[std::size_t(c)];
        for (unsigned river = game.tiles.outerRiver(tile, placement.rotation & 3, c); river; river &= river - 1) {
            const int s = std::countr_zero(river);
            if (game.board.occupied(x + sideDx[std::size_t(s)], y + sideDy[std::size_t(s)])) {
                if (connectionCount < 2)
                    connections[std::size_t(connectionCount)] = {c, x, y, s};
                ++connectionCount;
            } else
                outs[std::size_t(outCount++)] = {c, x, y, s};
        }
    }
    // The sentence is only built when asked for: the look-ahead calls this for every candidate.
    auto fail = [&](RuleCode code, auto &&describe) {
        if (message)
            *message = describe();
        return code;
    };
    if (connectionCount == 0)
        return fail(RuleCode::RiverNotContinued, [&] {
            return Text::tr("none of its river ends meets an open end of the river at %1")
                .arg(cellText(placement.x, placement.y));
        });
    if (connectionCount > 1)
        return fail(RuleCode::RiverBranchesJoin, [&] {
            return Text::tr("its %1 and %2 river ends would join two open ends of the river")
                .arg(sideText(connections[0].side), sideText(connections[1].side));
        });

    const Side &in = connections[0];
    const int nx = in.x + sideDx[std::size_t(in.side)], ny = in.y + sideDy[std::size_t(in.side)];
    int endIndex = -1;
    for (std::size_t e = 0; e < m_ends.size(); ++e) {
        const RiverEnd &end = m_ends[e];
        if (end.x == nx && end.y == ny && end.side == oppositeSideIndex(in.side))
            endIndex = int(e);
    }
    const RiverEnd from = endIndex >= 0 ? m_ends[std::size_t(endIndex)] : RiverEnd {};
    const int heading = oppositeSideIndex(in.side);
    const bool noTriple = game.rules[RuleOption::NoTripleSameTurn];
    std::array<RiverEnd, 4 * MaxTileCells> newEnds {};
    for (int o = 0; o < outCount; ++o) {
        const Side &out = outs[std::size_t(o)];
        // Every way out that leaves sideways turns, a fork's branches included (R1 and R2 see them).
        const int turn = turnOf(out.side, heading);
        if (turn != 0 && from.previousTurn == turn)
            return fail(RuleCode::RiverSameTurnTwice, [&] {
                return Text::tr("the river would curve %1 twice in a row (the tile upstream at %2 curves %1 too)")
                    .arg(turnText(turn), cellText(nx, ny));
            });
        if (noTriple && turn != 0 && from.lastCurve == turn && from.sameCurves >= 2)
            return fail(RuleCode::RiverTripleSameTurn, [&] {
                return Text::tr("this would be the third curve to the %1 with only straight tiles between them")
                    .arg(turnText(turn));
            });
        newEnds[std::size_t(o)] = continued(from, out.x, out.y, out.side, turn);
    }

    if (lookAhead != LookAhead::None && game.rules[RuleOption::NoDeadEnd]) {
        // The pools of river tiles that can come next, before and after this one is used.
        const bool pending = game.piles.current == tile;
        const Pools &pools = poolsWithout(game, pending ? -1 : tile);
        const std::vector<int> &after = pools.next;
        const std::size_t endsAfter = m_ends.size() - (endIndex >= 0 ? 1 : 0) + std::size_t(outCount);
        if (endsAfter == 0 && !after.empty())
            return fail(RuleCode::RiverDeadEnd,
                        [&] { return Text::tr("it closes the last open end of the river while river tiles remain"); });
        const bool local
            = lookAhead == LookAhead::Full || lookAhead == LookAhead::LocalAndLakes || lookAhead == LookAhead::Local;
        const bool lakes = lookAhead == LookAhead::Full || lookAhead == LookAhead::LocalAndLakes
            || lookAhead == LookAhead::ClosingAndLakes;
        if (local && crowdedEnds(game, tile, placement, endIndex, newEnds.data(), outCount, message))
            return RuleCode::RiverDeadEnd;
        if (!after.empty() && (local || lakes)) {
            std::vector<RiverEnd> &endsNow = m_endsNow;
            endsNow.clear();
            for (std::size_t e = 0; e < m_ends.size(); ++e) {
                if (int(e) != endIndex)
                    endsNow.push_back(m_ends[e]);
            }
            endsNow.insert(endsNow.end(), newEnds.begin(), newEnds.begin() + outCount);
            // What each end faces with this tile down, the same for every tile tried there.
            std::vector<EndView> &views = m_views;
            views.clear();
            for (std::size_t e = 0; e < endsNow.size(); ++e)
                views.push_back(endView(game, endsNow, e, tile, placement));
            const std::vector<int> &remaining = pools.remaining;
            for (int o = 0; o < outCount && local; ++o) {
                const std::size_t index = endsNow.size() - std::size_t(outCount) + std::size_t(o);
                // Continued by a tile to come, or closed by a lake at the end.
                if (!std::any_of(remaining.begin(), remaining.end(),
                                 [&](int u) { return canContinue(game, endsNow, index, views[index], u); })) {
                    const RiverEnd &end = endsNow[index];
                    return fail(RuleCode::RiverDeadEnd, [&] {
                        return Text::tr("its %1 river end would face %2, where no remaining river tile can continue it")
                            .arg(
                                sideText(end.side),
                                cellText(end.x + sideDx[std::size_t(end.side)], end.y + sideDy[std::size_t(end.side)]));
                    });
                }
            }
            // When only the last tiles (the lakes) are left, each needs an open end of its own.
            if (lakes && !lastTilesFit(game, tile, placement, endsNow))
                return fail(RuleCode::RiverDeadEnd,
                            [&] { return Text::tr("the lakes left could not each end a branch"); });
            // Nor may it leave a kind of river tile that may come next with nowhere to go,
            // when that kind had somewhere before.
            for (int u : remaining) {
                if (lookAhead != LookAhead::Full)
                    break;
                bool placeable = false;
                for (std::size_t e = 0; e < endsNow.size() && !placeable; ++e)
                    placeable = canContinue(game, endsNow, e, views[e], u);
                if (placeable || !placeableBefore(game, u))
                    continue;
                return fail(RuleCode::RiverDeadEnd,
                            [&] { return Text::tr("%1 could then go nowhere on the river").arg(game.tiles.id(u)); });
            }
        }
    }
    if (plan) {
        plan->connectedEnd = endIndex;
        plan->newEnds.assign(newEnds.begin(), newEnds.begin() + outCount);
    }
    return RuleCode::Ok;
}

namespace {

// The cells an open end needs free (after JCloisterZone's look-ahead): the cell it faces,
// the two beside it, the cell beyond and the two beside that.
std::array<std::pair<int, int>, 6> lookAheadCells(const RiverEnd &end)
{
    const int dx = sideDx[std::size_t(end.side)], dy = sideDy[std::size_t(end.side)];
    const int nx = end.x + dx, ny = end.y + dy;
    const int px = dy, py = dx; // perpendicular
    return {{{nx, ny},
             {nx + px, ny + py},
             {nx - px, ny - py},
             {nx + dx, ny + dy},
             {nx + dx + px, ny + dy + py},
             {nx + dx - px, ny + dy - py}}};
}

// Whether x,y is one of lookAheadCells(end): one or two cells ahead, at most one aside.
bool inLookAhead(const RiverEnd &end, int x, int y)
{
    const int dx = sideDx[std::size_t(end.side)], dy = sideDy[std::size_t(end.side)];
    const int rx = x - end.x, ry = y - end.y;
    const int ahead = rx * dx + ry * dy;
    const int aside = rx * dy + ry * dx;
    return ahead >= 1 && ahead <= 2 && aside >= -1 && aside <= 1;
}

// The look-ahead in depth (R3, rule 6 in model/engine/README.md), for a river with two
// branches or a fork still to come. The player sees the board and knows which river tiles
// are left, not the order the pile holds them in: a placement keeps the river finishable
// when, whichever kind of tile comes next, it has a place after which the same holds again,
// down to the lakes when few tiles are left, for the next Depth tiles otherwise. A place is
// one a river tile to come may take (RiverRules::canContinue()): it continues an open end,
// meets its neighbours' edges and no other river, keeps R1 and R2, and its ways out keep
// clear of tiles and other open ends; the last open end closes only with the last tile.
class FinishSearch
{
public:
    // With this many river tiles left or fewer, the search goes to the last; with more, it
    // looks Depth tiles ahead (the next two draws: enough to see a fork that R1 and R2 leave
    // only room for branches that run into each other at the next curve).
    static constexpr int ExactTiles = 5;
    static constexpr int Depth = 2;
    static constexpr int MaxKinds = 24; // kinds of river tile left that the search takes on
    static constexpr int MaxDepth = ExactTiles;
    static constexpr int MaxEnds = 8;
    // Positions looked at before the search gives up and counts the river finishable (a
    // bound on the time a turn takes; no bundled river comes near it).
    static constexpr int Budget = 20000;

    explicit FinishSearch(const RiverContext &game)
        : m_game(game)
    {
    }

    void put(int type, const Placement &placement) { m_overlay[std::size_t(m_overlaySize++)] = {placement, type}; }
    // The tiles still to come and the open ends with what is put down; the next `depth` tiles.
    bool finishable(const std::vector<RiverEnd> &ends, const std::vector<int> &body, const std::vector<int> &bottom,
                    int depth)
    {
        if (ends.size() > std::size_t(MaxEnds) || !fill(m_body, body) || !fill(m_bottom, bottom))
            return true;
        Ends start;
        std::copy(ends.begin(), ends.end(), start.at.begin());
        start.size = int(ends.size());
        const bool result = solve(start, std::min(depth, MaxDepth));
        return result || m_nodes > Budget;
    }

private:
    struct Ends
    {
        std::array<RiverEnd, MaxEnds> at {};
        int size = 0;
    };
    // The kinds of tile in a pile and how many of each are left.
    struct Pool
    {
        std::array<int, MaxKinds> type {};
        std::array<int, MaxKinds> count {};
        int kinds = 0;
        int total = 0;
    };
    struct Put
    {
        Placement placement;
        int type = -1;
    };

    // Tiles that show the same edges at every rotation are one kind for the search.
    bool same(int a, int b) const
    {
        if (a == b)
            return true;
        const CompiledTile &ta = m_game.tiles.tile(a), &tb = m_game.tiles.tile(b);
        if (ta.distinctRotations != tb.distinctRotations)
            return false;
        for (std::size_t r = 0; r < 4; ++r) {
            if (ta.rotations[r].edges[0] != tb.rotations[r].edges[0]
                || m_game.tiles.outerRiver(a, int(r), 0) != m_game.tiles.outerRiver(b, int(r), 0))
                return false;
        }
        return true;
    }
    bool fill(Pool &pool, const std::vector<int> &tiles) const
    {
        for (int t : tiles) {
            int k = 0;
            while (k < pool.kinds && !same(pool.type[std::size_t(k)], t))
                ++k;
            if (k == pool.kinds) {
                if (k == MaxKinds)
                    return false;
                pool.type[std::size_t(k)] = t;
                ++pool.kinds;
            }
            ++pool.count[std::size_t(k)];
            ++pool.total;
        }
        return true;
    }

    EdgeKind edgeAt(int x, int y, int side) const
    {
        for (int i = 0; i < m_overlaySize; ++i) {
            const Put &p = m_overlay[std::size_t(i)];
            if (p.placement.x == x && p.placement.y == y)
                return m_game.tiles.tile(p.type)
                    .rotations[std::size_t(p.placement.rotation & 3)]
                    .edges[0][std::size_t(side)];
        }
        return m_game.board.edgeAt(x, y, side);
    }
    bool occupied(int x, int y) const
    {
        for (int i = 0; i < m_overlaySize; ++i) {
            if (m_overlay[std::size_t(i)].placement.x == x && m_overlay[std::size_t(i)].placement.y == y)
                return true;
        }
        return m_game.board.occupied(x, y);
    }

    bool solve(const Ends &ends, int depth)
    {
        if (depth == 0 || ++m_nodes > Budget)
            return true;
        Pool &pool = m_body.total > 0 ? m_body : m_bottom;
        if (pool.total == 0)
            return true;
        const bool last = m_body.total + m_bottom.total == 1;
        for (int k = 0; k < pool.kinds; ++k) {
            int &count = pool.count[std::size_t(k)];
            if (count == 0)
                continue;
            --count;
            --pool.total;
            const bool placed = place(ends, pool.type[std::size_t(k)], last, depth);
            ++count;
            ++pool.total;
            if (!placed)
                return false;
        }
        return true;
    }

    // Whether `type` has a place after which the rest is finishable.
    bool place(const Ends &ends, int type, bool last, int depth)
    {
        const CompiledTile &t = m_game.tiles.tile(type);
        for (int e = 0; e < ends.size; ++e) {
            const RiverEnd &end = ends.at[std::size_t(e)];
            const int fx = end.x + sideDx[std::size_t(end.side)], fy = end.y + sideDy[std::size_t(end.side)];
            if (occupied(fx, fy))
                continue;
            bool near = false;
            for (int o = 0; o < ends.size && !near; ++o)
                near = o != e && inLookAhead(ends.at[std::size_t(o)], fx, fy);
            if (near)
                continue;
            std::array<EdgeKind, 4> around {};
            unsigned neighbours = 0;
            for (int s = 0; s < 4; ++s) {
                around[std::size_t(s)]
                    = edgeAt(fx + sideDx[std::size_t(s)], fy + sideDy[std::size_t(s)], oppositeSideIndex(s));
                if (around[std::size_t(s)] != EdgeKind::None)
                    neighbours |= 1u << s;
            }
            const unsigned in = 1u << oppositeSideIndex(end.side);
            for (unsigned rotations = t.distinctRotations; rotations; rotations &= rotations - 1) {
                const int r = std::countr_zero(rotations);
                const CompiledRotation &rot = t.rotations[std::size_t(r)];
                const unsigned river = m_game.tiles.outerRiver(type, r, 0);
                if (!(river & in) || std::popcount(river & neighbours) != 1)
                    continue;
                bool ok = true;
                for (unsigned sides = neighbours; sides && ok; sides &= sides - 1) {
                    const auto s = std::size_t(std::countr_zero(sides));
                    ok = around[s] == rot.edges[0][s];
                }
                Ends next;
                for (int o = 0; o < ends.size; ++o) {
                    if (o != e)
                        next.at[std::size_t(next.size++)] = ends.at[std::size_t(o)];
                }
                for (unsigned out = river & ~in; out && ok; out &= out - 1) {
                    const int side = std::countr_zero(out);
                    ok = next.size < MaxEnds && leavesClear(ends, e, fx, fy, side);
                    if (ok)
                        next.at[std::size_t(next.size++)] = continued(end, fx, fy, side, turnOf(side, end.side));
                }
                // The last open end closes only with the last river tile.
                if (!ok || (next.size == 0 && !last))
                    continue;
                m_overlay[std::size_t(m_overlaySize++)] = {{fx, fy, r}, type};
                const bool finished = solve(next, depth - 1);
                --m_overlaySize;
                if (finished)
                    return true;
            }
        }
        return false;
    }

    // RiverRules::leavesClear() on the searched board.
    bool leavesClear(const Ends &ends, int index, int fx, int fy, int side) const
    {
        const RiverEnd &end = ends.at[std::size_t(index)];
        const int turn = turnOf(side, end.side);
        if (turn != 0
            && (end.previousTurn == turn
                || (m_game.rules[RuleOption::NoTripleSameTurn] && end.lastCurve == turn && end.sameCurves >= 2)))
            return false;
        RiverEnd next;
        next.x = fx;
        next.y = fy;
        next.side = side;
        for (const auto &[x, y] : lookAheadCells(next)) {
            if (occupied(x, y))
                return false;
        }
        const int nx = fx + sideDx[std::size_t(side)], ny = fy + sideDy[std::size_t(side)];
        for (int e = 0; e < ends.size; ++e) {
            if (e == index)
                continue;
            const RiverEnd &other = ends.at[std::size_t(e)];
            const int ox = other.x + sideDx[std::size_t(other.side)], oy = other.y + sideDy[std::size_t(other.side)];
            if (inLookAhead(next, ox, oy) || inLookAhead(other, nx, ny))
                return false;
        }
        return true;
    }

    const RiverContext &m_game;
    std::array<Put, MaxDepth + 1> m_overlay {};
    int m_overlaySize = 0;
    Pool m_body;
    Pool m_bottom;
    int m_nodes = 0;
};

} // namespace

bool RiverRules::crowdedEnds(const RiverContext &game, int tile, const Placement &placement, int connectedEnd,
                             const RiverEnd *newEnds, int newCount, QString *why) const
{
    const auto crowded = [why](auto &&describe) {
        if (why)
            *why = describe();
        return true;
    };
    const CompiledTile &t = game.tiles.tile(tile);
    const CompiledRotation &rot = t.rotations[std::size_t(placement.rotation & 3)];
    auto mine = [&](int x, int y) {
        for (int c = 0; c < t.cells; ++c) {
            if (placement.x + rot.dx[std::size_t(c)] == x && placement.y + rot.dy[std::size_t(c)] == y)
                return true;
        }
        return false;
    };
    auto faced = [](const RiverEnd &end) {
        return std::pair {end.x + sideDx[std::size_t(end.side)], end.y + sideDy[std::size_t(end.side)]};
    };
    for (int o = 0; o < newCount; ++o) {
        for (const auto &[x, y] : lookAheadCells(newEnds[o])) {
            if (game.board.occupied(x, y) || mine(x, y))
                return crowded(
                    [&] { return Text::tr("its river would run too close to the tile at %1").arg(cellText(x, y)); });
        }
        for (int p = o + 1; p < newCount; ++p) {
            const auto [ax, ay] = faced(newEnds[p]);
            if (inLookAhead(newEnds[o], ax, ay))
                return crowded([&] { return Text::tr("its two river ends would run into each other"); });
        }
    }
    for (std::size_t e = 0; e < m_ends.size(); ++e) {
        if (int(e) == connectedEnd)
            continue;
        const RiverEnd &other = m_ends[e];
        for (int c = 0; c < t.cells; ++c) {
            if (inLookAhead(other, placement.x + rot.dx[std::size_t(c)], placement.y + rot.dy[std::size_t(c)]))
                return crowded([&] {
                    return Text::tr("it would block the open end facing %1")
                        .arg(cellText(faced(other).first, faced(other).second));
                });
        }
        const auto [ox, oy] = faced(other);
        for (int o = 0; o < newCount; ++o) {
            const auto [nx, ny] = faced(newEnds[o]);
            if (inLookAhead(newEnds[o], ox, oy) || inLookAhead(other, nx, ny))
                return crowded([&] {
                    return Text::tr("it would lead the river towards the open end facing %1").arg(cellText(ox, oy));
                });
        }
    }
    return false;
}

RiverRules::EndView RiverRules::endView(const RiverContext &game, const std::vector<RiverEnd> &ends, std::size_t index,
                                        int tile, const Placement &placement)
{
    const RiverEnd &end = ends[index];
    EndView view;
    view.fx = end.x + sideDx[std::size_t(end.side)];
    view.fy = end.y + sideDy[std::size_t(end.side)];
    view.inSide = oppositeSideIndex(end.side);
    const CompiledTile &placedTile = game.tiles.tile(std::max(tile, 0));
    const CompiledRotation &placedRot = placedTile.rotations[std::size_t(placement.rotation & 3)];
    view.hypotheticalCells = tile >= 0 ? placedTile.cells : 0;
    view.placedRot = &placedRot;
    view.placement = placement;
    if (view.hypothetical(view.fx, view.fy) >= 0 || game.board.occupied(view.fx, view.fy)) {
        view.blocked = true;
        return view;
    }
    for (std::size_t e = 0; e < ends.size() && !view.nearOtherEnd; ++e)
        view.nearOtherEnd = e != index && inLookAhead(ends[e], view.fx, view.fy);
    for (int s = 0; s < 4; ++s) {
        const int gx = view.fx + sideDx[std::size_t(s)], gy = view.fy + sideDy[std::size_t(s)];
        const int side = oppositeSideIndex(s);
        const int c = view.hypothetical(gx, gy);
        view.around[std::size_t(s)]
            = c >= 0 ? placedRot.edges[std::size_t(c)][std::size_t(side)] : game.board.edgeAt(gx, gy, side);
        if (view.around[std::size_t(s)] != EdgeKind::None)
            view.neighbours |= std::uint8_t(1u << s);
    }
    return view;
}

int RiverRules::EndView::hypothetical(int gx, int gy) const
{
    for (int c = 0; c < hypotheticalCells; ++c) {
        if (placement.x + placedRot->dx[std::size_t(c)] == gx && placement.y + placedRot->dy[std::size_t(c)] == gy)
            return c;
    }
    return -1;
}

bool RiverRules::canContinue(const RiverContext &game, const std::vector<RiverEnd> &ends, std::size_t index,
                             int candidate, int tile, const Placement &placement) const
{
    return canContinue(game, ends, index, endView(game, ends, index, tile, placement), candidate);
}

bool RiverRules::canContinue(const RiverContext &game, const std::vector<RiverEnd> &ends, std::size_t index,
                             const EndView &view, int candidate)
{
    if (view.blocked)
        return false;
    const CompiledTile &t = game.tiles.tile(candidate);
    if (t.cells != 1)
        return true; // multi-cell river tiles are not looked ahead for
    // A tile there would stand in front of another open end, whichever it is.
    if (view.nearOtherEnd)
        return false;
    const unsigned in = 1u << view.inSide;
    for (unsigned rotations = t.distinctRotations; rotations; rotations &= rotations - 1) {
        const int r = std::countr_zero(rotations);
        const CompiledRotation &rot = t.rotations[std::size_t(r)];
        // The river comes in from the end, and meets no other tile.
        const unsigned river = game.tiles.outerRiver(candidate, r, 0);
        if (!(river & in) || std::popcount(river & view.neighbours) != 1)
            continue;
        bool ok = true;
        for (unsigned sides = view.neighbours; sides && ok; sides &= sides - 1) {
            const auto s = std::size_t(std::countr_zero(sides));
            ok = view.around[s] == rot.edges[0][s];
        }
        for (unsigned out = river & ~in; out && ok; out &= out - 1)
            ok = leavesClear(game, ends, index, view, std::countr_zero(out));
        if (ok)
            return true;
    }
    return false;
}

// A tile put on the cell an end faces may let its river leave by `side`: the turn keeps
// R1 and R2, and the way out keeps clear of other tiles and open ends, as R3 asks of
// every placement. (A fork's own ends never meet: each lies outside the other's look-ahead.)
bool RiverRules::leavesClear(const RiverContext &game, const std::vector<RiverEnd> &ends, std::size_t index,
                             const EndView &view, int side)
{
    const auto bit = std::uint8_t(1u << side);
    if (view.clearKnown & bit)
        return view.clear & bit;
    view.clearKnown |= bit;
    const RiverEnd &end = ends[index];
    const int turn = turnOf(side, end.side);
    if (turn != 0
        && (end.previousTurn == turn
            || (game.rules[RuleOption::NoTripleSameTurn] && end.lastCurve == turn && end.sameCurves >= 2)))
        return false;
    RiverEnd next;
    next.x = view.fx;
    next.y = view.fy;
    next.side = side;
    for (const auto &[x, y] : lookAheadCells(next)) {
        if (view.hypothetical(x, y) >= 0 || game.board.occupied(x, y))
            return false;
    }
    // Nor run towards another open end.
    const int nx = view.fx + sideDx[std::size_t(side)], ny = view.fy + sideDy[std::size_t(side)];
    for (std::size_t e = 0; e < ends.size(); ++e) {
        if (e == index)
            continue;
        const RiverEnd &other = ends[e];
        const int ox = other.x + sideDx[std::size_t(other.side)], oy = other.y + sideDy[std::size_t(other.side)];
        if (inLookAhead(next, ox, oy) || inLookAhead(other, nx, ny))
            return false;
    }
    view.clear |= bit;
    return true;
}

bool RiverRules::branching(const RiverContext &game, int tile) const
{
    const auto fork = [&game](int t) { return game.tiles.tile(t).riverRole == RiverRole::Fork; };
    return m_ends.size() >= 2 || fork(tile) || game.piles.heldFork >= 0
        || std::any_of(game.piles.riverBody.begin(), game.piles.riverBody.end(), fork);
}

int RiverRules::tilesLeft(const RiverContext &game, int tile, std::vector<int> &body, std::vector<int> &bottom)
{
    body = game.piles.riverBody;
    if (game.piles.heldFork >= 0)
        body.push_back(game.piles.heldFork);
    bottom = game.piles.riverBottom;
    if (game.piles.current != tile && !removeFromBack(body, tile))
        removeFromBack(bottom, tile);
    const auto searchable = [&game](int t) {
        const CompiledTile &left = game.tiles.tile(t);
        return left.river && left.cells == 1;
    };
    if (game.tiles.tile(tile).cells != 1 || !std::all_of(body.begin(), body.end(), searchable)
        || !std::all_of(bottom.begin(), bottom.end(), searchable))
        return -1;
    return int(body.size() + bottom.size());
}

RiverRules::Finish RiverRules::finishable(const RiverContext &game, int tile, const Placement &placement,
                                          const Plan &plan, const std::vector<int> &body,
                                          const std::vector<int> &bottom) const
{
    std::vector<RiverEnd> &ends = m_endsNow;
    ends.clear();
    for (std::size_t e = 0; e < m_ends.size(); ++e) {
        if (int(e) != plan.connectedEnd)
            ends.push_back(m_ends[e]);
    }
    ends.insert(ends.end(), plan.newEnds.begin(), plan.newEnds.end());
    // A single branch with no fork to come is left to the one-placement look-ahead.
    const auto fork = [&game](int t) { return game.tiles.tile(t).riverRole == RiverRole::Fork; };
    if (ends.size() < 2 && std::none_of(body.begin(), body.end(), fork))
        return Finish::NotSearched;
    const int left = int(body.size() + bottom.size());
    FinishSearch search(game);
    search.put(tile, placement);
    return search.finishable(ends, body, bottom, left <= FinishSearch::ExactTiles ? left : FinishSearch::Depth)
        ? Finish::Finishable
        : Finish::Trapped;
}

bool RiverRules::lakesMatch(const RiverContext &game, const std::vector<int> &last, const std::vector<RiverEnd> &ends,
                            int tile, const Placement &placement) const
{
    if (last.empty())
        return true;
    if (last.size() > ends.size() || ends.size() > 5)
        return false;
    // Try every assignment of the last tiles to distinct ends (a handful at most).
    std::array<EndView, 5> views;
    for (std::size_t e = 0; e < ends.size(); ++e)
        views[e] = endView(game, ends, e, tile, placement);
    std::array<int, 5> orderStore {};
    const auto order = std::span(orderStore).first(ends.size());
    std::iota(order.begin(), order.end(), 0);
    do {
        bool all = true;
        for (std::size_t i = 0; i < last.size() && all; ++i) {
            const auto e = std::size_t(order[i]);
            all = canContinue(game, ends, e, views[e], last[i]);
        }
        if (all)
            return true;
    } while (std::next_permutation(order.begin(), order.end()));
    return false;
}

bool RiverRules::lastTilesFit(const RiverContext &game, int tile, const Placement &placement,
                              const std::vector<RiverEnd> &ends) const
{
    std::vector<int> &body = m_body;
    body = game.piles.riverBody;
    if (game.piles.heldFork >= 0)
        body.push_back(game.piles.heldFork);
    removeFromBack(body, tile);
    std::erase_if(body, [&game](int t) { return !game.tiles.tile(t).river; });
    std::vector<int> &last = m_last;
    last = game.piles.riverBottom;
    removeFromBack(last, tile);
    if (body.empty())
        return lakesMatch(game, last, ends, tile, placement);
    // Several lakes: while they could each close an open end of their own, they still must.
    if (last.size() < 2 || lakesMatch(game, last, ends, tile, placement))
        return true;
    const std::uint64_t version = placeableVersion(game);
    if (m_lakesVersion != version) {
        m_lakesVersion = version;
        m_lakesMatchedBefore = lakesMatch(game, game.piles.riverBottom, m_ends, -1, {});
    }
    return !m_lakesMatchedBefore;
}

std::uint64_t RiverRules::placeableVersion(const RiverContext &game)
{
    return (std::uint64_t(game.board.placedCount()) << 32) ^ std::uint64_t(game.piles.current + 1)
        ^ (std::uint64_t(game.piles.riverBody.size()) << 20) ^ (std::uint64_t(game.piles.heldFork + 1) << 40);
}

bool RiverRules::placeableBefore(const RiverContext &game, int type) const
{
    // Cached for the board as it stands: the same for every placement tried this turn.
    const std::uint64_t version = placeableVersion(game);
    if (m_placeableVersion != version) {
        m_placeableVersion = version;
        m_placeable.assign(std::size_t(game.tiles.size()), -1);
    }
    auto &known = m_placeable[std::size_t(type)];
    if (known < 0) {
        known = 0;
        for (std::size_t e = 0; e < m_ends.size() && !known; ++e)
            known = canContinue(game, m_ends, e, type, -1, {}) ? 1 : 0;
    }
    return known == 1;
}

} // namespace Krajina
