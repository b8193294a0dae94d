// SPDX-FileCopyrightText: 2026 Krajina contributors
// SPDX-License-Identifier: GPL-3.0-or-later

#include "gamestate.h"

#include <algorithm>
#include <bit>
#include <numeric>

using namespace Qt::StringLiterals;

namespace Krajina {

namespace {

QString sideWord(int side)
{
    static const std::array<QString, 4> words = {u"north"_s, u"east"_s, u"south"_s, u"west"_s};
    return words[std::size_t(side & 3)];
}

QString turnWord(int turn)
{
    return turn < 0 ? u"left"_s : u"right"_s;
}

template<typename T>
void shuffle(std::vector<T> &items, Random &random)
{
    for (int i = int(items.size()) - 1; i > 0; --i)
        std::swap(items[std::size_t(i)], items[std::size_t(random.below(i + 1))]);
}

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

template<typename Pred>
int takeFirst(std::vector<int> &items, Pred &&pred)
{
    for (std::size_t i = 0; i < items.size(); ++i) {
        if (pred(items[i])) {
            const int t = items[i];
            items.erase(items.begin() + std::ptrdiff_t(i));
            return t;
        }
    }
    return -1;
}

bool removeFromBack(std::vector<int> &items, int tile)
{
    for (std::size_t i = items.size(); i-- > 0;) {
        if (items[i] == tile) {
            items.erase(items.begin() + std::ptrdiff_t(i));
            return true;
        }
    }
    return false;
}

bool holds(const std::vector<int> &items, int tile)
{
    return std::find(items.begin(), items.end(), tile) != items.end();
}

} // namespace

GameState::GameState(const GameSetup &setup, std::uint64_t seed)
    : m_setup(std::make_shared<const GameSetup>(setup))
    , m_tiles(setup.tiles)
    , m_rules(setup.rules)
    , m_players(std::clamp(setup.players, 1, MaxPlayers))
    , m_board(setup.tiles.get(), m_players)
    , m_tokens(setup.tokens)
{
    restart(seed);
}

void GameState::restart(std::uint64_t seed)
{
    m_board.reset(m_tiles.get(), m_players);
    m_start = -1;
    m_startPlaced = false;
    m_landStartType = -1;
    m_riverBody.clear();
    m_riverBottom.clear();
    m_land.clear();
    m_heldFork = -1;
    m_current = -1;
    m_player = 0;
    m_riverEnds.clear();
    m_riverTiles = m_riverPlaced = m_riverSetAside = 0;
    m_setAsideAll.clear();
    m_stacks.clear();
    m_finished = false;
    // The look-ahead caches are keyed by how far a game has come, which repeats in the next one.
    m_placeableVersion = m_lakesVersion = m_pools.version = ~std::uint64_t(0);
    m_final.bets.clear(); // keeps the memory for the next game
    m_final.scored.clear();
    m_final.points.fill(0);
    m_final.score.fill(0);
    for (int p = 0; p < m_players; ++p)
        m_tokenSupply[std::size_t(p)].clear();
    for (int p = 0; p < m_players; ++p) {
        m_tokenSupply[std::size_t(p)].resize(m_tokens.size());
        for (std::size_t t = 0; t < m_tokens.size(); ++t)
            m_tokenSupply[std::size_t(p)][t] = m_tokens[t].copies;
    }
    Random random(seed);
    deal(random);
}

void GameState::deal(Random &random)
{
    const GameSetup &setup = *m_setup;
    const CompiledTileSet &tiles = *m_tiles;
    std::vector<int> &river = m_dealRiver;
    std::vector<int> land;
    land.swap(m_land); // reuse the memory of the last game's piles
    land.clear();
    river.clear();
    for (int t : setup.deck) {
        if (t < 0 || t >= tiles.size() || !tiles.tile(t).usable)
            continue;
        (tiles.tile(t).river ? river : land).push_back(t);
    }
    auto role = [&](RiverRole r) { return [&tiles, r](int t) { return tiles.tile(t).riverRole == r; }; };
    auto isLake = [&tiles](int t) { return tiles.tile(t).isLake(); };

    const int baseStart = setup.landStartTile >= 0 ? setup.landStartTile : tiles.indexOf(u"base/RCr");
    m_landStartType = holds(land, baseStart) ? baseStart : (land.empty() ? -1 : land.front());

    const bool bag = m_rules[RuleOption::RiverFromBag];
    const bool upstream = m_rules[RuleOption::RiverUpstream];
    const bool forkOutward = m_rules[RuleOption::ForkOutward];
    const bool hasFork = std::any_of(river.begin(), river.end(), role(RiverRole::Fork));

    if (setup.startTile >= 0 && setup.startTile < tiles.size()) {
        m_start = setup.startTile;
        if (!removeFromBack(river, m_start))
            removeFromBack(land, m_start);
    } else if (!river.empty()) {
        if (bag) {
            shuffle(river, random);
            m_start = river.back();
            river.pop_back();
        } else if (upstream) {
            m_start = takeFirst(river, isLake);
        } else if (forkOutward && hasFork) {
            m_start = takeFirst(river, role(RiverRole::Fork));
        } else {
            m_start = takeFirst(river, role(RiverRole::Source));
        }
        if (m_start < 0)
            m_start = takeFirst(river, [](int) { return true; });
    } else if (m_landStartType >= 0) {
        m_start = m_landStartType;
        removeFromBack(land, m_start);
    }

    if (!river.empty() && !bag) {
        // River I + II make one river: the volcano lake ends it, River I's lake leaves the box.
        const bool startIsVolcano = m_start >= 0 && tiles.tile(m_start).riverRole == RiverRole::VolcanoLake;
        if (hasFork && (startIsVolcano || std::any_of(river.begin(), river.end(), role(RiverRole::VolcanoLake))))
            std::erase_if(river, role(RiverRole::Lake));
        // One source only: the river starts once.
        bool sourceKept = m_start >= 0 && tiles.tile(m_start).riverRole == RiverRole::Source;
        std::erase_if(river, [&](int t) {
            if (tiles.tile(t).riverRole != RiverRole::Source)
                return false;
            if (sourceKept)
                return true;
            sourceKept = true;
            return false;
        });
        // River II's fork is held by the youngest player and played first (RULES.md section 4);
        // other forks (the 20th-anniversary River's) are shuffled in with the rest.
        if (!forkOutward)
            m_heldFork = takeFirst(river, [&tiles](int t) {
                return tiles.tile(t).riverRole == RiverRole::Fork && tiles.definition(t).expansion == u"river-2";
            });
        for (int t : river) {
            const RiverRole r = tiles.tile(t).riverRole;
            bool last = false;
            if (upstream)
                last = r == RiverRole::Source;
            else if (forkOutward)
                last = r == RiverRole::Source || tiles.tile(t).isLake();
            else
                last = tiles.tile(t).isLake();
            (last ? m_riverBottom : m_riverBody).push_back(t);
        }
    } else {
        m_riverBody = river;
    }
    const bool riverInPlay = !m_riverBody.empty() || !m_riverBottom.empty() || m_heldFork >= 0
        || (m_start >= 0 && tiles.tile(m_start).river);
    if (riverInPlay && m_rules[RuleOption::StartTileInRiver] && m_landStartType >= 0
        && removeFromBack(land, m_landStartType))
        m_riverBody.push_back(m_landStartType);
    shuffle(m_riverBottom, random);
    shuffle(m_riverBody, random);
    shuffle(land, random);
    m_land.swap(land);
    m_forkHolder = std::clamp(setup.forkHolder, 0, m_players - 1);

    m_riverTiles = (m_start >= 0 && tiles.tile(m_start).river ? 1 : 0) + (m_heldFork >= 0 ? 1 : 0);
    for (int t : m_riverBody)
        m_riverTiles += tiles.tile(t).river ? 1 : 0;
    m_riverTiles += int(m_riverBottom.size());
}

void GameState::placeStart(int rotation)
{
    if (m_startPlaced || m_start < 0)
        return;
    const int placed = m_board.place(m_start, {0, 0, rotation & 3});
    m_startPlaced = true;
    if (m_tiles->tile(m_start).river) {
        ++m_riverPlaced;
        addStartEnds(placed);
    }
}

void GameState::addStartEnds(int placed)
{
    const PlacedTile &p = m_board.placed(placed);
    const CompiledTile &tile = m_tiles->tile(p.type);
    const CompiledRotation &rot = tile.rotations[std::size_t(p.rotation)];
    for (int c = 0; c < tile.cells; ++c) {
        const int x = p.x + rot.dx[std::size_t(c)], y = p.y + rot.dy[std::size_t(c)];
        for (int s = 0; s < 4; ++s) {
            if (rot.edges[std::size_t(c)][std::size_t(s)] != EdgeKind::River
                || (rot.innerSides[std::size_t(c)] & (1u << s)))
                continue;
            if (m_board.occupied(x + sideDx[std::size_t(s)], y + sideDy[std::size_t(s)]))
                continue;
            RiverEnd end;
            end.x = x;
            end.y = y;
            end.side = s;
            m_riverEnds.push_back(end);
        }
    }
}

bool GameState::isOver() const
{
    return m_startPlaced && m_current < 0 && m_heldFork < 0 && m_riverBody.empty() && m_riverBottom.empty()
        && m_land.empty();
}

int GameState::tilesLeft() const
{
    return int(m_riverBody.size() + m_riverBottom.size() + m_land.size()) + (m_heldFork >= 0 ? 1 : 0)
        + (m_current >= 0 ? 1 : 0);
}

int GameState::nextFromPiles()
{
    if (m_heldFork >= 0 && m_player == m_forkHolder) {
        const int t = m_heldFork;
        m_heldFork = -1;
        return t;
    }
    for (std::vector<int> *pile : {&m_riverBody, &m_riverBottom, &m_land}) {
        if (!pile->empty()) {
            const int t = pile->back();
            pile->pop_back();
            return t;
        }
    }
    return -1;
}

bool GameState::takeFromPiles(int tile)
{
    if (tile == m_current) {
        m_current = -1;
        return true;
    }
    if (tile == m_heldFork && m_player == m_forkHolder) {
        m_heldFork = -1;
        return true;
    }
    return removeFromBack(m_riverBody, tile) || removeFromBack(m_riverBottom, tile) || removeFromBack(m_land, tile);
}

int GameState::drawTile(std::vector<int> *setAside)
{
    if (!m_startPlaced)
        placeStart(0);
    if (m_current >= 0)
        return m_current;
    std::vector<Placement> placements;
    for (;;) {
        const int t = nextFromPiles();
        if (t < 0)
            return -1;
        placements.clear();
        m_current = t; // drawn: the river look-ahead counts it as out of the pile
        legalPlacements(t, placements);
        if (!placements.empty())
            return t;
        m_current = -1;
        m_setAsideAll.push_back(t);
        if (m_tiles->tile(t).river)
            ++m_riverSetAside;
        if (setAside)
            setAside->push_back(t);
    }
}

RuleCode GameState::checkAvailable(int tile, QString *message) const
{
    auto fail = [&](RuleCode code, const QString &text) {
        if (message)
            *message = text;
        return code;
    };
    const QString &id = m_tiles->id(tile);
    if (m_current >= 0) {
        if (tile == m_current)
            return RuleCode::Ok;
        return fail(RuleCode::MoveDrawnTilePending,
                    u"%1 was drawn for this turn and must be played first"_s.arg(m_tiles->id(m_current)));
    }
    if (m_heldFork >= 0 && m_player == m_forkHolder) {
        if (tile == m_heldFork)
            return RuleCode::Ok;
        return fail(RuleCode::RiverForkFirst,
                    u"player %1 holds the fork %2 and must play it now, not %3"_s.arg(m_player).arg(
                        m_tiles->id(m_heldFork), id));
    }
    const bool riverPileLeft = !m_riverBody.empty() || !m_riverBottom.empty();
    if (holds(m_riverBody, tile))
        return RuleCode::Ok;
    if (holds(m_riverBottom, tile)) {
        if (m_riverBody.empty())
            return RuleCode::Ok;
        return fail(RuleCode::RiverLakeTooEarly,
                    u"%1 comes last; %2 other river tiles are still in the pile"_s.arg(id).arg(m_riverBody.size()));
    }
    if (tile == m_heldFork)
        return fail(RuleCode::MoveTileNotAvailable,
                    u"%1 is held by player %2 until their turn"_s.arg(id).arg(m_forkHolder));
    if (holds(m_land, tile)) {
        if (!riverPileLeft)
            return RuleCode::Ok;
        return fail(RuleCode::RiverPileNotEmpty,
                    u"%1 is a land tile, but %2 river tiles are still in the pile"_s.arg(id).arg(
                        m_riverBody.size() + m_riverBottom.size()));
    }
    return fail(RuleCode::MoveTileNotAvailable, u"no copy of %1 is left to play"_s.arg(id));
}

void GameState::legalPlacements(int tile, std::vector<Placement> &out) const
{
    const std::size_t first = out.size();
    m_board.appendFittingPlacements(tile, out);
    if (!riverRulesApply(tile))
        return;
    // R3 narrows the choice but never forces a tile aside on its own: when no placement
    // passes the whole look-ahead, the legal ones are those that pass the most of it,
    // keeping the lakes' check as long as any placement does (model/engine/README.md).
    std::vector<Placement> fitting(out.begin() + std::ptrdiff_t(first), out.end());
    const auto keep = std::remove_if(out.begin() + std::ptrdiff_t(first), out.end(), [&](const Placement &p) {
        return checkRiver(tile, p, LookAhead::Full, nullptr, nullptr) != RuleCode::Ok;
    });
    out.erase(keep, out.end());
    if (out.size() > first || !m_rules[RuleOption::NoDeadEnd])
        return;
    for (const LookAhead level :
         {LookAhead::LocalAndLakes, LookAhead::Local, LookAhead::ClosingAndLakes, LookAhead::Closing}) {
        for (const Placement &p : fitting) {
            if (checkRiver(tile, p, level, nullptr, nullptr) == RuleCode::Ok)
                out.push_back(p);
        }
        if (out.size() > first)
            return;
    }
}

RuleCode GameState::checkPlacement(int tile, const Placement &placement, QString *message) const
{
    const FitProblem fit = m_board.checkFit(tile, placement);
    switch (fit.result) {
    case FitResult::Occupied:
        if (message)
            *message = u"cell %1 already holds a tile"_s.arg(cellText(fit.x, fit.y));
        return RuleCode::PlacementOccupied;
    case FitResult::NoNeighbour:
        if (message)
            *message = u"%1 touches no placed tile"_s.arg(cellText(fit.x, fit.y));
        return RuleCode::PlacementNoNeighbour;
    case FitResult::Mismatch:
        if (message)
            *message = u"its %1 side at %2 is %3 but the tile at %4 shows %5 there"_s.arg(
                sideWord(fit.side), cellText(fit.x, fit.y), edgeKindName(fit.mine),
                cellText(fit.x + sideDx[std::size_t(fit.side)], fit.y + sideDy[std::size_t(fit.side)]),
                edgeKindName(fit.theirs));
        return RuleCode::EdgeMismatch;
    case FitResult::Fits:
        break;
    }
    if (!riverRulesApply(tile))
        return RuleCode::Ok;
    const RuleCode code = checkRiver(tile, placement, LookAhead::Full, message, nullptr);
    if (code != RuleCode::RiverDeadEnd)
        return code;
    if (const RuleCode closing = checkRiver(tile, placement, LookAhead::Closing, message, nullptr);
        closing != RuleCode::Ok)
        return closing;
    // Legal after all when it is among the best this tile can do (see legalPlacements()).
    std::vector<Placement> legal;
    legalPlacements(tile, legal);
    if (std::find(legal.begin(), legal.end(), placement) != legal.end())
        return RuleCode::Ok;
    checkRiver(tile, placement, LookAhead::Full, message, nullptr);
    return RuleCode::RiverDeadEnd;
}

std::vector<int> GameState::riverPool(int add, int remove, bool all) const
{
    if (all) {
        std::vector<int> pool = m_riverBody;
        pool.insert(pool.end(), m_riverBottom.begin(), m_riverBottom.end());
        if (m_heldFork >= 0)
            pool.push_back(m_heldFork);
        if (add >= 0)
            pool.push_back(add);
        removeFromBack(pool, remove);
        std::erase_if(pool, [this](int t) { return !m_tiles->tile(t).river; });
        std::sort(pool.begin(), pool.end());
        pool.erase(std::unique(pool.begin(), pool.end()), pool.end());
        return pool;
    }
    // The next river tile comes from the shuffled body (or the held fork) while
    // it lasts, then from the bottom (lakes): those are what can continue an end.
    std::vector<int> pool = m_riverBody;
    if (m_heldFork >= 0)
        pool.push_back(m_heldFork);
    if (add >= 0 && !m_tiles->tile(add).isLake())
        pool.push_back(add);
    removeFromBack(pool, remove);
    std::erase_if(pool, [this](int t) { return !m_tiles->tile(t).river; });
    if (pool.empty()) {
        pool = m_riverBottom;
        if (add >= 0 && m_tiles->tile(add).isLake())
            pool.push_back(add);
        removeFromBack(pool, remove);
    }
    std::sort(pool.begin(), pool.end());
    pool.erase(std::unique(pool.begin(), pool.end()), pool.end());
    return pool;
}

const GameState::RiverPools &GameState::riverPoolsWithout(int remove) const
{
    const std::uint64_t version = placeableVersion();
    if (m_pools.version != version || m_pools.remove != remove) {
        m_pools.version = version;
        m_pools.remove = remove;
        m_pools.next = riverPool(-1, remove);
        m_pools.remaining = riverPool(-1, remove, true);
    }
    return m_pools;
}

RuleCode GameState::checkRiver(int tile, const Placement &placement, LookAhead lookAhead, QString *message,
                               RiverPlan *plan) const
{
    const CompiledTile &t = m_tiles->tile(tile);
    const CompiledRotation &rot = t.rotations[std::size_t(placement.rotation & 3)];
    struct Side
    {
        int cell, x, y, side;
    };
    std::array<Side, 4 * MaxTileCells> connections {}, outs {};
    int connectionCount = 0, outCount = 0;
    for (int c = 0; c < t.cells; ++c) {
        const int x = placement.x + rot.dx[std::size_t(c)], y = placement.y + rot.dy[std::size_t(c)];
        for (int s = 0; s < 4; ++s) {
            if (rot.edges[std::size_t(c)][std::size_t(s)] != EdgeKind::River
                || (rot.innerSides[std::size_t(c)] & (1u << s)))
                continue;
            if (m_board.occupied(x + sideDx[std::size_t(s)], y + sideDy[std::size_t(s)]))
                connections[std::size_t(connectionCount++)] = {c, x, y, s};
            else
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
            return u"none of its river ends meets an open end of the river at %1"_s.arg(
                cellText(placement.x, placement.y));
        });
    if (connectionCount > 1)
        return fail(RuleCode::RiverBranchesJoin, [&] {
            return u"its %1 and %2 river ends would join two open ends of the river"_s.arg(
                sideWord(connections[0].side), sideWord(connections[1].side));
        });

    const Side &in = connections[0];
    const int nx = in.x + sideDx[std::size_t(in.side)], ny = in.y + sideDy[std::size_t(in.side)];
    int endIndex = -1;
    for (std::size_t e = 0; e < m_riverEnds.size(); ++e) {
        const RiverEnd &end = m_riverEnds[e];
        if (end.x == nx && end.y == ny && end.side == oppositeSideIndex(in.side))
            endIndex = int(e);
    }
    const RiverEnd from = endIndex >= 0 ? m_riverEnds[std::size_t(endIndex)] : RiverEnd {};
    const int heading = oppositeSideIndex(in.side);
    const bool noTriple = m_rules[RuleOption::NoTripleSameTurn];
    std::array<RiverEnd, 4 * MaxTileCells> newEnds {};
    for (int o = 0; o < outCount; ++o) {
        const Side &out = outs[std::size_t(o)];
        // Only a tile with one way in and one way out curves; a fork's branches count as straight.
        const int turn = outCount == 1 ? turnOf(out.side, heading) : 0;
        if (turn != 0 && from.previousTurn == turn)
            return fail(RuleCode::RiverSameTurnTwice, [&] {
                return u"the river would curve %1 twice in a row (the tile upstream at %2 curves %1 too)"_s.arg(
                    turnWord(turn), cellText(nx, ny));
            });
        if (noTriple && turn != 0 && from.lastCurve == turn && from.sameCurves >= 2)
            return fail(RuleCode::RiverTripleSameTurn, [&] {
                return u"this would be the third curve to the %1 with only straight tiles between them"_s.arg(
                    turnWord(turn));
            });
        newEnds[std::size_t(o)] = continued(from, out.x, out.y, out.side, turn);
    }

    if (lookAhead != LookAhead::None && m_rules[RuleOption::NoDeadEnd]) {
        // The pools of river tiles that can come next, before and after this one is used.
        const bool pending = m_current == tile;
        const RiverPools &pools = riverPoolsWithout(pending ? -1 : tile);
        const std::vector<int> &after = pools.next;
        const std::size_t endsAfter = m_riverEnds.size() - (endIndex >= 0 ? 1 : 0) + std::size_t(outCount);
        if (endsAfter == 0 && !after.empty())
            return fail(RuleCode::RiverDeadEnd,
                        [&] { return u"it closes the last open end of the river while river tiles remain"_s; });
        const bool local
            = lookAhead == LookAhead::Full || lookAhead == LookAhead::LocalAndLakes || lookAhead == LookAhead::Local;
        const bool lakes = lookAhead == LookAhead::Full || lookAhead == LookAhead::LocalAndLakes
            || lookAhead == LookAhead::ClosingAndLakes;
        if (local && crowdedEnds(tile, placement, endIndex, newEnds.data(), outCount, message))
            return RuleCode::RiverDeadEnd;
        if (!after.empty() && (local || lakes)) {
            std::vector<RiverEnd> endsNow;
            for (std::size_t e = 0; e < m_riverEnds.size(); ++e) {
                if (int(e) != endIndex)
                    endsNow.push_back(m_riverEnds[e]);
            }
            endsNow.insert(endsNow.end(), newEnds.begin(), newEnds.begin() + outCount);
            const std::vector<int> &remaining = pools.remaining;
            for (int o = 0; o < outCount && local; ++o) {
                const std::size_t index = endsNow.size() - std::size_t(outCount) + std::size_t(o);
                // Continued by a tile to come, or closed by a lake at the end.
                if (!continuable(endsNow, index, remaining, tile, placement)) {
                    const RiverEnd &end = endsNow[index];
                    return fail(RuleCode::RiverDeadEnd, [&] {
                        return u"its %1 river end would face %2, where no remaining river tile can continue it"_s.arg(
                            sideWord(end.side),
                            cellText(end.x + sideDx[std::size_t(end.side)], end.y + sideDy[std::size_t(end.side)]));
                    });
                }
            }
            // When only the last tiles (the lakes) are left, each needs an open end of its own.
            if (lakes && !lastTilesFit(tile, placement, endsNow))
                return fail(RuleCode::RiverDeadEnd, [&] { return u"the lakes left could not each end a branch"_s; });
            // Nor may it leave a kind of river tile that may come next with nowhere to go,
            // when that kind had somewhere before.
            for (int u : remaining) {
                if (lookAhead != LookAhead::Full)
                    break;
                bool placeable = false;
                for (std::size_t e = 0; e < endsNow.size() && !placeable; ++e)
                    placeable = canContinue(endsNow, e, u, tile, placement);
                if (placeable || !placeableBefore(u))
                    continue;
                return fail(RuleCode::RiverDeadEnd,
                            [&] { return u"%1 could then go nowhere on the river"_s.arg(m_tiles->id(u)); });
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

bool inLookAhead(const RiverEnd &end, int x, int y)
{
    for (const auto &[cx, cy] : lookAheadCells(end)) {
        if (cx == x && cy == y)
            return true;
    }
    return false;
}

} // namespace

bool GameState::crowdedEnds(int tile, const Placement &placement, int connectedEnd, const RiverEnd *newEnds,
                            int newCount, QString *why) const
{
    const auto crowded = [why](auto &&describe) {
        if (why)
            *why = describe();
        return true;
    };
    const CompiledTile &t = m_tiles->tile(tile);
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
            if (m_board.occupied(x, y) || mine(x, y))
                return crowded(
                    [&] { return u"its river would run too close to the tile at %1"_s.arg(cellText(x, y)); });
        }
        for (int p = o + 1; p < newCount; ++p) {
            const auto [ax, ay] = faced(newEnds[p]);
            if (inLookAhead(newEnds[o], ax, ay))
                return crowded([&] { return u"its two river ends would run into each other"_s; });
        }
    }
    for (std::size_t e = 0; e < m_riverEnds.size(); ++e) {
        if (int(e) == connectedEnd)
            continue;
        const RiverEnd &other = m_riverEnds[e];
        for (int c = 0; c < t.cells; ++c) {
            if (inLookAhead(other, placement.x + rot.dx[std::size_t(c)], placement.y + rot.dy[std::size_t(c)]))
                return crowded([&] {
                    return u"it would block the open end facing %1"_s.arg(
                        cellText(faced(other).first, faced(other).second));
                });
        }
        const auto [ox, oy] = faced(other);
        for (int o = 0; o < newCount; ++o) {
            const auto [nx, ny] = faced(newEnds[o]);
            if (inLookAhead(newEnds[o], ox, oy) || inLookAhead(other, nx, ny))
                return crowded(
                    [&] { return u"it would lead the river towards the open end facing %1"_s.arg(cellText(ox, oy)); });
        }
    }
    return false;
}

bool GameState::canContinue(const std::vector<RiverEnd> &ends, std::size_t index, int candidate, int tile,
                            const Placement &placement) const
{
    const RiverEnd &end = ends[index];
    const int fx = end.x + sideDx[std::size_t(end.side)], fy = end.y + sideDy[std::size_t(end.side)];
    const int inSide = oppositeSideIndex(end.side);
    const CompiledTile &placedTile = m_tiles->tile(std::max(tile, 0));
    const CompiledRotation &placedRot = placedTile.rotations[std::size_t(placement.rotation & 3)];
    const int hypotheticalCells = tile >= 0 ? placedTile.cells : 0;
    auto hypothetical = [&](int gx, int gy) {
        for (int c = 0; c < hypotheticalCells; ++c) {
            if (placement.x + placedRot.dx[std::size_t(c)] == gx && placement.y + placedRot.dy[std::size_t(c)] == gy)
                return c;
        }
        return -1;
    };
    auto edgeFacing = [&](int gx, int gy, int side) {
        const int c = hypothetical(gx, gy);
        return c >= 0 ? placedRot.edges[std::size_t(c)][std::size_t(side)] : m_board.edgeAt(gx, gy, side);
    };
    auto taken = [&](int gx, int gy) {
        return (gx == fx && gy == fy) || hypothetical(gx, gy) >= 0 || m_board.occupied(gx, gy);
    };
    if (hypothetical(fx, fy) >= 0 || m_board.occupied(fx, fy))
        return false;
    const CompiledTile &t = m_tiles->tile(candidate);
    if (t.cells != 1)
        return true; // multi-cell river tiles are not looked ahead for
    std::array<EdgeKind, 4> around {};
    for (int s = 0; s < 4; ++s)
        around[std::size_t(s)]
            = edgeFacing(fx + sideDx[std::size_t(s)], fy + sideDy[std::size_t(s)], oppositeSideIndex(s));
    const bool noTriple = m_rules[RuleOption::NoTripleSameTurn];
    const int heading = end.side;
    const int outs = t.riverSides - 1;
    for (int r = 0; r < 4; ++r) {
        if (!(t.distinctRotations & (1u << r)))
            continue;
        const auto &edges = t.rotations[std::size_t(r)].edges[0];
        if (edges[std::size_t(inSide)] != EdgeKind::River)
            continue;
        bool ok = true;
        int riverContacts = 0;
        for (int s = 0; s < 4 && ok; ++s) {
            if (around[std::size_t(s)] == EdgeKind::None)
                continue;
            ok = around[std::size_t(s)] == edges[std::size_t(s)];
            riverContacts += edges[std::size_t(s)] == EdgeKind::River ? 1 : 0;
        }
        if (!ok || riverContacts != 1)
            continue;
        // Its own river ends must keep clear of other tiles, as R3 asks of every placement.
        for (int s = 0; s < 4 && ok; ++s) {
            if (s == inSide || edges[std::size_t(s)] != EdgeKind::River)
                continue;
            const int turn = outs == 1 ? turnOf(s, heading) : 0;
            if (turn != 0 && (end.previousTurn == turn || (noTriple && end.lastCurve == turn && end.sameCurves >= 2)))
                ok = false;
            RiverEnd next;
            next.x = fx;
            next.y = fy;
            next.side = s;
            for (const auto &[x, y] : lookAheadCells(next))
                ok = ok && !taken(x, y);
            // Nor run towards another open end.
            const int nx = fx + sideDx[std::size_t(s)], ny = fy + sideDy[std::size_t(s)];
            for (std::size_t e = 0; e < ends.size() && ok; ++e) {
                if (e == index)
                    continue;
                const RiverEnd &other = ends[e];
                const int ox = other.x + sideDx[std::size_t(other.side)],
                          oy = other.y + sideDy[std::size_t(other.side)];
                ok = !inLookAhead(next, ox, oy) && !inLookAhead(other, nx, ny);
            }
        }
        for (std::size_t e = 0; e < ends.size() && ok; ++e)
            ok = e == index || !inLookAhead(ends[e], fx, fy);
        // A fork's own ends must keep apart too.
        for (int a = 0; a < 4 && ok; ++a) {
            for (int b = 0; b < 4 && ok; ++b) {
                if (a == b || a == inSide || b == inSide || edges[std::size_t(a)] != EdgeKind::River
                    || edges[std::size_t(b)] != EdgeKind::River)
                    continue;
                RiverEnd first;
                first.x = fx;
                first.y = fy;
                first.side = a;
                ok = !inLookAhead(first, fx + sideDx[std::size_t(b)], fy + sideDy[std::size_t(b)]);
            }
        }
        if (ok)
            return true;
    }
    return false;
}

bool GameState::lakesMatch(const std::vector<int> &last, const std::vector<RiverEnd> &ends, int tile,
                           const Placement &placement) const
{
    if (last.empty())
        return true;
    if (last.size() > ends.size() || ends.size() > 5)
        return false;
    // Try every assignment of the last tiles to distinct ends (a handful at most).
    std::vector<int> order(ends.size());
    std::iota(order.begin(), order.end(), 0);
    do {
        bool all = true;
        for (std::size_t i = 0; i < last.size() && all; ++i)
            all = canContinue(ends, std::size_t(order[i]), last[i], tile, placement);
        if (all)
            return true;
    } while (std::next_permutation(order.begin(), order.end()));
    return false;
}

bool GameState::lastTilesFit(int tile, const Placement &placement, const std::vector<RiverEnd> &ends) const
{
    std::vector<int> body = m_riverBody;
    if (m_heldFork >= 0)
        body.push_back(m_heldFork);
    removeFromBack(body, tile);
    std::erase_if(body, [this](int t) { return !m_tiles->tile(t).river; });
    std::vector<int> last = m_riverBottom;
    removeFromBack(last, tile);
    if (body.empty())
        return lakesMatch(last, ends, tile, placement);
    // Several lakes: while they could each close an open end of their own, they still must.
    if (last.size() < 2 || lakesMatch(last, ends, tile, placement))
        return true;
    const std::uint64_t version = placeableVersion();
    if (m_lakesVersion != version) {
        m_lakesVersion = version;
        m_lakesMatchedBefore = lakesMatch(m_riverBottom, m_riverEnds, -1, {});
    }
    return !m_lakesMatchedBefore;
}

std::uint64_t GameState::placeableVersion() const
{
    return (std::uint64_t(m_board.placedCount()) << 32) ^ std::uint64_t(m_current + 1)
        ^ (std::uint64_t(m_riverBody.size()) << 20) ^ (std::uint64_t(m_heldFork + 1) << 40);
}

bool GameState::placeableBefore(int type) const
{
    // Cached for the board as it stands: the same for every placement tried this turn.
    const std::uint64_t version = placeableVersion();
    if (m_placeableVersion != version) {
        m_placeableVersion = version;
        m_placeable.assign(std::size_t(m_tiles->size()), -1);
    }
    auto &known = m_placeable[std::size_t(type)];
    if (known < 0) {
        known = 0;
        for (std::size_t e = 0; e < m_riverEnds.size() && !known; ++e)
            known = canContinue(m_riverEnds, e, type, -1, {}) ? 1 : 0;
    }
    return known == 1;
}

bool GameState::continuable(const std::vector<RiverEnd> &ends, std::size_t index, const std::vector<int> &pool,
                            int tile, const Placement &placement) const
{
    return std::any_of(pool.begin(), pool.end(), [&](int u) { return canContinue(ends, index, u, tile, placement); });
}

int GameState::applyPlacement(int tile, const Placement &placement)
{
    const CompiledTile &t = m_tiles->tile(tile);
    RiverPlan plan;
    const bool river = t.river;
    if (river)
        checkRiver(tile, placement, LookAhead::None, nullptr, &plan);
    const int placed = m_board.place(tile, placement);
    if (river) {
        ++m_riverPlaced;
        if (plan.connectedEnd >= 0)
            m_riverEnds.erase(m_riverEnds.begin() + plan.connectedEnd);
        m_riverEnds.insert(m_riverEnds.end(), plan.newEnds.begin(), plan.newEnds.end());
    }
    return placed;
}

bool GameState::followersAllowed(int tile, bool riverWasPending) const
{
    const CompiledTile &t = m_tiles->tile(tile);
    if (t.river && t.riverRole == RiverRole::VolcanoLake)
        return false;
    if (m_rules[RuleOption::NoFollowersDuringRiver] && (t.river || riverWasPending))
        return false;
    return true;
}

RuleCode GameState::checkFollower(int placed, const FollowerSpot &spot, int player, bool allowed,
                                  QString *message) const
{
    auto fail = [&](RuleCode code, const QString &text) {
        if (message)
            *message = text;
        return code;
    };
    if (!allowed)
        return fail(RuleCode::FollowerNotAllowedThisTurn, u"no follower may be placed on this turn"_s);
    if (m_board.supply(player) <= 0)
        return fail(RuleCode::FollowerNoneLeft,
                    u"player %1 has all %2 followers on the board"_s.arg(player).arg(FollowersPerPlayer));
    const int node = m_board.nodeAt(placed, spot.cell, spot.position);
    if (node < 0)
        return fail(RuleCode::FollowerNoFeature,
                    u"the tile has no feature at %1 for a follower"_s.arg(positionName(spot.position)));
    if (m_board.kind(node) == SegmentKind::River)
        return fail(RuleCode::FollowerOnRiver, u"%1 is on the river"_s.arg(positionName(spot.position)));
    if (m_board.followersOn(node) != 0)
        return fail(RuleCode::FollowerOccupied,
                    u"the %1 at %2 already holds a follower elsewhere"_s.arg(segmentKindName(m_board.kind(node)),
                                                                             positionName(spot.position)));
    return RuleCode::Ok;
}

int GameState::nodeAtCell(int x, int y, int position) const
{
    const int placed = m_board.placedAt(x, y);
    if (placed < 0)
        return -1;
    return m_board.nodeAt(placed, m_board.tileCellAt(x, y), position);
}

bool GameState::openRoadOrCity(int placed) const
{
    const PlacedTile &p = m_board.placed(placed);
    const CompiledTile &t = m_tiles->tile(p.type);
    for (int g = 0; g < t.segmentCount; ++g) {
        const SegmentKind k = t.segments[std::size_t(g)].kind;
        if ((k == SegmentKind::City || k == SegmentKind::Road) && !m_board.isClosed(p.nodeBase + g))
            return true;
    }
    return false;
}

bool GameState::isLastTile() const
{
    return m_current < 0 && m_heldFork < 0 && m_riverBody.empty() && m_riverBottom.empty() && m_land.empty();
}

int GameState::turnAfter(int tile) const
{
    const CompiledTile &t = m_tiles->tile(tile);
    // After the volcano lake the same player draws the first land tile at once.
    if (t.river && t.riverRole == RiverRole::VolcanoLake)
        return m_player;
    return (m_player + 1) % m_players;
}

int GameState::betPayoutFor(int player, const BetStack &stack, int root) const
{
    const int tiles = m_board.tileCount(root);
    int points = 0;
    for (const BetPlacement &bet : stack.tokens) {
        if (bet.player == player)
            points += m_tokens[std::size_t(bet.token)].payout(tiles);
    }
    return points;
}

RuleCode GameState::evaluateBets(const std::vector<int> &closed, const std::vector<BetChoice> &choices, Random *random,
                                 TurnReport *report, std::vector<BetChoice> *chosenOut)
{
    for (BetStack &stack : m_stacks) {
        if (stack.tokens.empty())
            continue;
        std::vector<int> candidates;
        for (int root : closed) {
            const SegmentKind k = m_board.kind(root);
            if (k != SegmentKind::City && k != SegmentKind::Road)
                continue;
            bool through = false;
            m_board.forEachMember(root, [&](int n) { through = through || m_board.placedOf(n) == stack.placed; });
            if (through)
                candidates.push_back(root);
        }
        if (candidates.empty())
            continue;
        const PlacedTile &bookmaker = m_board.placed(stack.placed);
        int chosen = candidates.front();
        if (candidates.size() > 1) {
            const auto choice = std::find_if(choices.begin(), choices.end(), [&](const BetChoice &c) {
                return m_board.placedAt(c.bookmakerX, c.bookmakerY) == stack.placed;
            });
            if (choice != choices.end()) {
                const int node = nodeAtCell(choice->x, choice->y, choice->position);
                const int root = node < 0 ? -1 : m_board.find(node);
                if (std::find(candidates.begin(), candidates.end(), root) == candidates.end()) {
                    if (report)
                        report->message
                            = u"the bets on %1 can only go to a road or city completed through it now"_s.arg(
                                cellText(bookmaker.x, bookmaker.y));
                    return RuleCode::BetsNoSuchFeature;
                }
                chosen = root;
            } else if (random) {
                chosen = candidates[std::size_t(random->below(int(candidates.size())))];
                if (chosenOut) {
                    const PlacedTile &owner = m_board.placed(m_board.placedOf(chosen));
                    const CompiledRotation &rot = m_tiles->tile(owner.type).rotations[std::size_t(owner.rotation)];
                    const int segment = m_board.segmentOf(chosen);
                    int x = 0, y = 0;
                    m_board.cellPosition(m_board.placedOf(chosen), rot.spotCell[std::size_t(segment)], x, y);
                    chosenOut->push_back({bookmaker.x, bookmaker.y, x, y, rot.spotPosition[std::size_t(segment)]});
                }
            } else {
                // The active player decides; without a stated choice, the one best for them.
                int best = -1;
                for (int root : candidates) {
                    const int points = betPayoutFor(m_player, stack, root);
                    if (points > best) {
                        best = points;
                        chosen = root;
                    }
                }
            }
        }
        const int tiles = m_board.tileCount(chosen);
        for (const BetPlacement &bet : stack.tokens) {
            const int points = m_tokens[std::size_t(bet.token)].payout(tiles);
            m_board.addScore(bet.player, points);
            ++m_tokenSupply[std::size_t(bet.player)][std::size_t(bet.token)];
            if (report)
                report->bets.push_back(
                    {bet.player, bet.token, tiles, points, m_board.kind(chosen), bookmaker.x, bookmaker.y});
        }
        stack.tokens.clear();
    }
    std::erase_if(m_stacks, [](const BetStack &s) { return s.tokens.empty(); });
    return RuleCode::Ok;
}

RuleCode GameState::applyCrop(int placed, CropAction action, const std::vector<CropPick> &picks, TurnReport *report)
{
    const CompiledTile &t = m_tiles->tile(m_board.placed(placed).type);
    const SegmentKind kind = t.cropCircleKind();
    const QString role = followerRoleName(followerRoleFor(kind));
    auto fail = [&](RuleCode code, const QString &text) {
        if (report)
            report->message = text;
        return code;
    };
    for (int p = 0; p < m_players; ++p) {
        if (std::count_if(picks.begin(), picks.end(), [p](const CropPick &pick) { return pick.player == p; }) > 1)
            return fail(RuleCode::CropCirclePickTwice, u"player %1 has more than one crop-circle pick"_s.arg(p));
    }
    for (int k = 1; k <= m_players; ++k) {
        const int p = (m_player + k) % m_players;
        const auto &slots = m_board.followers(p);
        const bool has = std::any_of(slots.begin(), slots.end(), [&](const FollowerSlot &s) {
            return s.node >= 0 && m_board.kind(s.node) == kind;
        });
        const auto pick = std::find_if(picks.begin(), picks.end(), [p](const CropPick &c) { return c.player == p; });
        const bool acts = pick != picks.end() && !pick->skip;
        CropOutcome outcome {p, true, 0, 0, 0};
        if (!has) {
            if (acts)
                return fail(RuleCode::CropCircleNoSuchFollower, u"player %1 has no %2 on the board"_s.arg(p).arg(role));
            if (report)
                report->crop.push_back(outcome);
            continue;
        }
        if (!acts) {
            if (action == CropAction::Remove)
                return fail(RuleCode::CropCircleMustRemove, u"player %1 must take back one %2"_s.arg(p).arg(role));
            if (report)
                report->crop.push_back(outcome);
            continue;
        }
        const int node = nodeAtCell(pick->x, pick->y, pick->position);
        if (action == CropAction::Add) {
            if (node < 0 || m_board.kind(node) != kind || m_board.followersOf(node, p) == 0)
                return fail(RuleCode::CropCircleNoSuchFollower,
                            u"player %1 has no %2 on the feature at %3 %4"_s.arg(p).arg(
                                role, cellText(pick->x, pick->y), positionName(pick->position)));
            if (m_board.supply(p) <= 0)
                return fail(RuleCode::FollowerNoneLeft, u"player %1 has no follower left in the supply"_s.arg(p));
            m_board.putFollower(p, node, m_board.placedAt(pick->x, pick->y), m_board.tileCellAt(pick->x, pick->y),
                                pick->position);
        } else {
            int slot = -1;
            for (int s = 0; s < FollowersPerPlayer; ++s) {
                if (node >= 0 && slots[std::size_t(s)].node == node)
                    slot = s;
            }
            if (slot < 0 || m_board.kind(node) != kind)
                return fail(RuleCode::CropCircleNoSuchFollower,
                            u"player %1 has no %2 standing at %3 %4"_s.arg(p).arg(role, cellText(pick->x, pick->y),
                                                                                  positionName(pick->position)));
            m_board.takeFollower(p, slot);
        }
        if (report)
            report->crop.push_back({p, false, pick->x, pick->y, pick->position});
    }
    return RuleCode::Ok;
}

void GameState::randomCrop(int placed, Random &random, Move *played)
{
    const CompiledTile &t = m_tiles->tile(m_board.placed(placed).type);
    const SegmentKind kind = t.cropCircleKind();
    const bool add = random.below(2) == 0;
    if (played)
        played->crop = add ? CropAction::Add : CropAction::Remove;
    for (int k = 1; k <= m_players; ++k) {
        const int p = (m_player + k) % m_players;
        const auto &slots = m_board.followers(p);
        std::array<int, FollowersPerPlayer> mine {};
        int count = 0;
        for (int s = 0; s < FollowersPerPlayer; ++s) {
            if (slots[std::size_t(s)].node >= 0 && m_board.kind(slots[std::size_t(s)].node) == kind)
                mine[std::size_t(count++)] = s;
        }
        if (count == 0)
            continue;
        const FollowerSlot slot = slots[std::size_t(mine[std::size_t(random.below(count))])];
        int x = 0, y = 0;
        m_board.cellPosition(slot.placed, slot.cell, x, y);
        if (add) {
            if (m_board.supply(p) > 0 && random.below(2) == 0) {
                m_board.putFollower(p, slot.node, slot.placed, slot.cell, slot.position);
                if (played)
                    played->picks.push_back({p, false, x, y, slot.position});
            } else if (played) {
                played->picks.push_back({p, true, 0, 0, 0});
            }
        } else {
            for (int s = 0; s < FollowersPerPlayer; ++s) {
                if (slots[std::size_t(s)].node == slot.node) {
                    m_board.takeFollower(p, s);
                    break;
                }
            }
            if (played)
                played->picks.push_back({p, false, x, y, slot.position});
        }
    }
}

RuleCode GameState::checkBets(int placed, const std::vector<BetPlacement> &bets, QString *message) const
{
    auto fail = [&](RuleCode code, const QString &text) {
        if (message)
            *message = text;
        return code;
    };
    const PlacedTile &p = m_board.placed(placed);
    if (!m_tiles->tile(p.type).bookmaker)
        return fail(RuleCode::BetsNotBookmaker, u"%1 has no bookmaker"_s.arg(m_tiles->id(p.type)));
    if (isLastTile())
        return fail(RuleCode::BetsLastTile, u"this is the last tile of the game"_s);
    if (!openRoadOrCity(placed))
        return fail(RuleCode::BetsNoOpenFeature, u"every road and city on the bookmaker tile is complete"_s);
    std::array<bool, MaxPlayers> seen {};
    for (const BetPlacement &bet : bets) {
        if (bet.player < 0 || bet.player >= m_players)
            return fail(RuleCode::BetsNoSuchToken, u"there is no player %1"_s.arg(bet.player));
        if (seen[std::size_t(bet.player)])
            return fail(RuleCode::BetsTwice, u"player %1 bets twice on one bookmaker"_s.arg(bet.player));
        seen[std::size_t(bet.player)] = true;
        if (bet.token < 0 || bet.token >= int(m_tokens.size()))
            return fail(RuleCode::BetsNoSuchToken, u"there is no such betting token"_s);
        if (m_tokenSupply[std::size_t(bet.player)][std::size_t(bet.token)] <= 0)
            return fail(RuleCode::BetsNoSuchToken,
                        u"player %1 has no token %2 left"_s.arg(bet.player).arg(m_tokens[std::size_t(bet.token)].id));
    }
    return RuleCode::Ok;
}

int GameState::tokenSupply(int player, int token) const
{
    if (player < 0 || player >= m_players || token < 0 || token >= int(m_tokens.size()))
        return 0;
    return m_tokenSupply[std::size_t(player)][std::size_t(token)];
}

int GameState::tokenIndex(QStringView id) const
{
    for (std::size_t t = 0; t < m_tokens.size(); ++t) {
        if (m_tokens[t].id == id)
            return int(t);
    }
    return -1;
}

int GameState::tokensOn(int placed) const
{
    for (const BetStack &stack : m_stacks) {
        if (stack.placed == placed)
            return int(stack.tokens.size());
    }
    return 0;
}

TurnReport GameState::play(const Move &move)
{
    TurnReport report;
    if (!m_startPlaced)
        placeStart(0);
    report.player = m_player;
    report.at = move.at;
    report.tile = move.tile;
    auto refuse = [&](RuleCode code, const QString &text) {
        report.code = code;
        report.message = text;
        return report;
    };
    if (m_finished || isOver())
        return refuse(RuleCode::MoveGameOver, u"no tiles are left to play"_s);
    if (move.player >= 0 && move.player != m_player)
        return refuse(RuleCode::MoveWrongPlayer,
                      u"it is player %1's turn, not player %2's"_s.arg(m_player).arg(move.player));
    int tile = move.tile;
    QString message;
    if (tile < 0) {
        tile = drawTile(&report.setAside);
        if (tile < 0)
            return refuse(RuleCode::MoveGameOver, u"no tiles are left to play"_s);
    } else if (const RuleCode code = checkAvailable(tile, &message); code != RuleCode::Ok) {
        return refuse(code, message);
    }
    report.tile = tile;
    const bool riverWasPending = riverPending();

    if (move.discard) {
        std::vector<Placement> placements;
        legalPlacements(tile, placements);
        if (!placements.empty())
            return refuse(RuleCode::MoveDiscardFits,
                          u"%1 fits at %2"_s.arg(m_tiles->id(tile), cellText(placements[0].x, placements[0].y)));
        takeFromPiles(tile);
        m_setAsideAll.push_back(tile);
        if (m_tiles->tile(tile).river)
            ++m_riverSetAside;
        report.discarded = true;
        return report;
    }
    if (const RuleCode code = checkPlacement(tile, move.at, &message); code != RuleCode::Ok)
        return refuse(code, message);

    GameState before = *this; // a refused move leaves the game as it was
    auto rollback = [&](RuleCode code, const QString &text) {
        *this = std::move(before);
        return refuse(code, text);
    };
    std::array<int, MaxPlayers> scoresBefore {};
    for (int p = 0; p < m_players; ++p)
        scoresBefore[std::size_t(p)] = m_board.score(p);

    takeFromPiles(tile);
    const int placed = applyPlacement(tile, move.at);
    const CompiledTile &t = m_tiles->tile(tile);
    if (move.follower) {
        const RuleCode code
            = checkFollower(placed, *move.follower, m_player, followersAllowed(tile, riverWasPending), &message);
        if (code != RuleCode::Ok)
            return rollback(code, message);
        m_board.putFollower(m_player, m_board.nodeAt(placed, move.follower->cell, move.follower->position), placed,
                            move.follower->cell, move.follower->position);
    }
    m_closed.clear();
    m_board.closedBy(placed, m_closed);
    for (int root : m_closed) {
        FeatureScore score;
        m_board.scoreFeature(root, true, &score);
        report.scored.push_back(score);
    }
    if (!m_stacks.empty()) {
        const RuleCode code = evaluateBets(m_closed, move.betChoices, nullptr, &report);
        if (code != RuleCode::Ok)
            return rollback(code, report.message);
    }
    if (t.cropCircle >= 0) {
        if (move.crop == CropAction::None)
            return rollback(RuleCode::CropCircleNoAction,
                            u"%1 has a crop circle: choose add or remove"_s.arg(m_tiles->id(tile)));
        const RuleCode code = applyCrop(placed, move.crop, move.picks, &report);
        if (code != RuleCode::Ok)
            return rollback(code, report.message);
    } else if (move.crop != CropAction::None) {
        return rollback(RuleCode::CropCircleNotCropCircle, u"%1 has no crop circle"_s.arg(m_tiles->id(tile)));
    }
    if (!move.bets.empty()) {
        const RuleCode code = checkBets(placed, move.bets, &message);
        if (code != RuleCode::Ok)
            return rollback(code, message);
        BetStack stack;
        stack.placed = placed;
        for (const BetPlacement &bet : move.bets) {
            --m_tokenSupply[std::size_t(bet.player)][std::size_t(bet.token)];
            stack.tokens.push_back(bet);
        }
        m_stacks.push_back(std::move(stack));
    }
    const int next = turnAfter(tile);
    report.extraTurn = next == m_player;
    m_player = next;
    for (int p = 0; p < m_players; ++p)
        report.points[std::size_t(p)] = m_board.score(p) - scoresBefore[std::size_t(p)];
    return report;
}

bool GameState::playRandomTurn(Random &random, std::vector<Placement> &scratch, Move *played,
                               std::vector<int> *setAside)
{
    if (!m_startPlaced)
        placeStart(0);
    if (m_finished)
        return false;
    int tile = m_current;
    m_current = -1;
    Placement placement;
    for (;;) {
        if (tile < 0)
            tile = nextFromPiles();
        if (tile < 0)
            return false;
        const CompiledTile &candidate = m_tiles->tile(tile);
        if (!candidate.river && candidate.cells == 1) {
            if (m_board.randomFittingPlacement(tile, random, placement))
                break;
        } else {
            scratch.clear();
            m_current = tile;
            legalPlacements(tile, scratch);
            m_current = -1;
            if (!scratch.empty()) {
                placement = scratch[std::size_t(random.below(int(scratch.size())))];
                break;
            }
        }
        m_setAsideAll.push_back(tile);
        if (candidate.river)
            ++m_riverSetAside;
        if (setAside)
            setAside->push_back(tile);
        tile = -1;
    }
    const CompiledTile &t = m_tiles->tile(tile);
    const bool riverWasPending = t.river || riverPending();
    if (played) {
        *played = Move {};
        played->player = m_player;
        played->tile = tile;
        played->at = placement;
    }
    const int placed = applyPlacement(tile, placement);

    if (m_board.supply(m_player) > 0 && followersAllowed(tile, riverWasPending)) {
        const PlacedTile &p = m_board.placed(placed);
        std::array<int, MaxSegments> options {};
        int count = 0;
        for (int g = 0; g < t.segmentCount; ++g) {
            const SegmentKind k = t.segments[std::size_t(g)].kind;
            if (k == SegmentKind::River)
                continue;
            if (k == SegmentKind::Monastery || m_board.followersOn(p.nodeBase + g) == 0)
                options[std::size_t(count++)] = g;
        }
        const int pick = random.below(count + 1);
        if (pick < count) {
            const int g = options[std::size_t(pick)];
            const CompiledRotation &rot = t.rotations[std::size_t(p.rotation)];
            const FollowerSpot spot {rot.spotCell[std::size_t(g)], rot.spotPosition[std::size_t(g)]};
            m_board.putFollower(m_player, p.nodeBase + g, placed, spot.cell, spot.position);
            if (played)
                played->follower = spot;
        }
    }
    m_closed.clear();
    m_board.closedBy(placed, m_closed);
    for (int root : m_closed)
        m_board.scoreFeature(root, true, nullptr);
    if (!m_stacks.empty())
        evaluateBets(m_closed, {}, &random, nullptr, played ? &played->betChoices : nullptr);
    if (t.cropCircle >= 0)
        randomCrop(placed, random, played);
    if (t.bookmaker && !m_tokens.empty() && !isLastTile() && openRoadOrCity(placed)) {
        BetStack stack;
        stack.placed = placed;
        for (int p = 0; p < m_players; ++p) {
            if (random.below(2))
                continue;
            std::vector<int> available;
            for (std::size_t k = 0; k < m_tokens.size(); ++k) {
                if (m_tokenSupply[std::size_t(p)][k] > 0)
                    available.push_back(int(k));
            }
            if (available.empty())
                continue;
            const int token = available[std::size_t(random.below(int(available.size())))];
            --m_tokenSupply[std::size_t(p)][std::size_t(token)];
            stack.tokens.push_back({p, token});
        }
        if (played)
            played->bets = stack.tokens;
        if (!stack.tokens.empty())
            m_stacks.push_back(std::move(stack));
    }
    m_player = turnAfter(tile);
    return true;
}

const FinalReport &GameState::finish()
{
    if (m_finished)
        return m_final;
    if (!m_startPlaced)
        placeStart(0);
    m_finished = true;
    std::array<int, MaxPlayers> before {};
    for (int p = 0; p < m_players; ++p)
        before[std::size_t(p)] = m_board.score(p);
    // Remaining bets first; each player counts their tokens for the road or city through the
    // bookmaker that pays them most (each decides for their own tokens).
    for (BetStack &stack : m_stacks) {
        const PlacedTile &bookmaker = m_board.placed(stack.placed);
        const CompiledTile &t = m_tiles->tile(bookmaker.type);
        std::vector<int> roots;
        for (int g = 0; g < t.segmentCount; ++g) {
            const SegmentKind k = t.segments[std::size_t(g)].kind;
            const int root = m_board.find(bookmaker.nodeBase + g);
            if ((k == SegmentKind::City || k == SegmentKind::Road)
                && std::find(roots.begin(), roots.end(), root) == roots.end())
                roots.push_back(root);
        }
        for (const BetPlacement &bet : stack.tokens) {
            int bestPoints = 0, bestTiles = 0;
            SegmentKind bestKind = SegmentKind::Road;
            for (int root : roots) {
                const int tiles = m_board.tileCount(root);
                const int points = m_tokens[std::size_t(bet.token)].payout(tiles);
                if (points > bestPoints || bestTiles == 0) {
                    bestPoints = points;
                    bestTiles = tiles;
                    bestKind = m_board.kind(root);
                }
            }
            m_board.addScore(bet.player, bestPoints);
            ++m_tokenSupply[std::size_t(bet.player)][std::size_t(bet.token)];
            m_final.bets.push_back({bet.player, bet.token, bestTiles, bestPoints, bestKind, bookmaker.x, bookmaker.y});
        }
        stack.tokens.clear();
    }
    m_stacks.clear();
    m_board.scoreGameEnd(m_rules[RuleOption::PigHerdBonus], &m_final.scored);
    for (int p = 0; p < m_players; ++p) {
        m_final.score[std::size_t(p)] = m_board.score(p);
        m_final.points[std::size_t(p)] = m_board.score(p) - before[std::size_t(p)];
    }
    return m_final;
}

QString cellText(int x, int y)
{
    return u"(%1, %2)"_s.arg(x).arg(y);
}

QString segmentKindName(SegmentKind kind)
{
    switch (kind) {
    case SegmentKind::City:
        return u"city"_s;
    case SegmentKind::Road:
        return u"road"_s;
    case SegmentKind::Field:
        return u"field"_s;
    case SegmentKind::River:
        return u"river"_s;
    case SegmentKind::Monastery:
        return u"monastery"_s;
    }
    return {};
}

QString followerRoleName(FollowerRole role)
{
    switch (role) {
    case FollowerRole::Knight:
        return u"knight"_s;
    case FollowerRole::Thief:
        return u"thief"_s;
    case FollowerRole::Farmer:
        return u"farmer"_s;
    case FollowerRole::Monk:
        return u"monk"_s;
    case FollowerRole::None:
        break;
    }
    return u"follower"_s;
}

QString positionName(int position)
{
    if (position == MonasteryPosition)
        return u"monastery"_s;
    if (position < 0 || position >= PositionCount)
        return u"?"_s;
    return Location::positionName(position);
}

std::optional<int> positionFromName(QStringView name)
{
    if (name == u"monastery")
        return MonasteryPosition;
    for (int p = 0; p < PositionCount; ++p) {
        if (name.compare(Location::positionName(p), Qt::CaseInsensitive) == 0)
            return p;
    }
    return std::nullopt;
}

QString edgeKindName(EdgeKind kind)
{
    switch (kind) {
    case EdgeKind::Field:
        return u"field"_s;
    case EdgeKind::Road:
        return u"road"_s;
    case EdgeKind::City:
        return u"city"_s;
    case EdgeKind::River:
        return u"river"_s;
    case EdgeKind::None:
        break;
    }
    return u"nothing"_s;
}

} // namespace Krajina
