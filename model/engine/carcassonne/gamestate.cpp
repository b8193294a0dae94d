// SPDX-FileCopyrightText: 2026 Krajina contributors
// SPDX-License-Identifier: GPL-3.0-or-later

#include "gamestate.h"

#include "cropcircles.h"

#include <QCoreApplication>

#include <algorithm>
#include <bit>

using namespace Qt::StringLiterals;

namespace Krajina {

namespace {

// Gives lupdate and tr() one context for the messages of this file.
struct Text
{
    Q_DECLARE_TR_FUNCTIONS(Krajina::GameState)
};

} // namespace

namespace {

template<typename T>
void shuffle(std::vector<T> &items, Random &random)
{
    for (int i = int(items.size()) - 1; i > 0; --i)
        std::swap(items[std::size_t(i)], items[std::size_t(random.below(i + 1))]);
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

} // namespace

GameState::GameState(const GameSetup &setup, std::uint64_t seed)
    : m_setup(std::make_shared<const GameSetup>(setup))
    , m_tiles(setup.tiles)
    , m_rules(setup.rules)
    , m_players(std::clamp(setup.players, 1, MaxPlayers))
    , m_board(setup.tiles.get(), m_players)
    , m_bets(setup.tokens)
{
    m_board.setScoringVariants(m_rules[RuleOption::TinyCity], m_rules[RuleOption::FirstEditionFarms]);
    auto deck = std::make_shared<SplitDeck>();
    for (int t : setup.deck) {
        if (t < 0 || t >= m_tiles->size() || !m_tiles->tile(t).usable)
            continue;
        (m_tiles->tile(t).river ? deck->river : deck->land).push_back(t);
    }
    for (std::size_t i = 0; i < deck->land.size(); ++i) {
        if (deck->land[i] == setup.landStartTile)
            deck->landStartIndex = int(i);
    }
    m_deck = std::move(deck);
    restart(seed);
}

void GameState::restart(std::uint64_t seed)
{
    m_board.reset(m_tiles.get(), m_players);
    m_start = -1;
    m_startPlaced = false;
    m_landStartType = -1;
    m_piles.riverBody.clear();
    m_piles.riverBottom.clear();
    m_piles.land.clear();
    m_piles.heldFork = -1;
    m_piles.current = -1;
    m_player = 0;
    m_setAsideAll.clear();
    m_finished = false;
    m_final.bets.clear(); // keeps the memory for the next game
    m_final.scored.clear();
    m_final.points.fill(0);
    m_final.score.fill(0);
    m_bets.reset(m_players);
    Random random(seed);
    deal(random); // resets the river rules too
}

void GameState::deal(Random &random)
{
    const GameSetup &setup = *m_setup;
    const CompiledTileSet &tiles = *m_tiles;
    std::vector<int> &river = m_dealRiver;
    std::vector<int> land;
    land.swap(m_piles.land); // reuse the memory of the last game's piles
    land.clear();
    river.clear();
    if (setup.scenario) {
        m_piles.land.swap(land);
        m_piles.forkHolder = 0;
        m_river.reset(0);
        return;
    }
    river.assign(m_deck->river.begin(), m_deck->river.end());
    land.assign(m_deck->land.begin(), m_deck->land.end());
    auto role = [&](RiverRole r) { return [&tiles, r](int t) { return tiles.tile(t).riverRole == r; }; };
    auto isLake = [&tiles](int t) { return tiles.tile(t).isLake(); };

    // The start tile without a river is the one the expansions in play state (never a tile picked
    // by its id or its place in the pile); -1 when they state none.
    m_landStartType = m_deck->landStartIndex >= 0 ? setup.landStartTile : -1;

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
        if (m_start < 0) // the variant's first tile is missing: the source starts
            m_start = takeFirst(river, role(RiverRole::Source));
    }
    if (m_start < 0 && m_landStartType >= 0) {
        // The land pile is still the deck's here: the copy removeFromBack() would find is known.
        m_start = m_landStartType;
        land.erase(land.begin() + m_deck->landStartIndex);
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
        // River II's fork is held by the youngest player and played first (River II's set-up);
        // other forks (the 20th-anniversary River's) are shuffled in with the rest.
        if (!forkOutward)
            m_piles.heldFork = takeFirst(river, [&tiles](int t) {
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
            (last ? m_piles.riverBottom : m_piles.riverBody).push_back(t);
        }
    } else {
        m_piles.riverBody = river;
    }
    const bool riverInPlay = !m_piles.riverBody.empty() || !m_piles.riverBottom.empty() || m_piles.heldFork >= 0
        || (m_start >= 0 && tiles.tile(m_start).river);
    if (riverInPlay && m_rules[RuleOption::StartTileInRiver] && m_landStartType >= 0
        && removeFromBack(land, m_landStartType))
        m_piles.riverBody.push_back(m_landStartType);
    shuffle(m_piles.riverBottom, random);
    shuffle(m_piles.riverBody, random);
    shuffle(land, random);
    m_piles.land.swap(land);
    m_piles.forkHolder = std::clamp(setup.forkHolder, 0, m_players - 1);

    int riverTiles = (m_start >= 0 && tiles.tile(m_start).river ? 1 : 0) + (m_piles.heldFork >= 0 ? 1 : 0);
    for (int t : m_piles.riverBody)
        riverTiles += tiles.tile(t).river ? 1 : 0;
    riverTiles += int(m_piles.riverBottom.size());
    m_river.reset(riverTiles);
}

void GameState::placeStart(int rotation)
{
    if (m_startPlaced || m_start < 0)
        return;
    const int placed = m_board.place(m_start, {0, 0, rotation & 3});
    m_startPlaced = true;
    if (m_tiles->tile(m_start).river)
        m_river.addStartEnds(m_board, placed);
}

int GameState::nextFromPiles()
{
    if (m_piles.heldFork >= 0 && m_player == m_piles.forkHolder) {
        const int t = m_piles.heldFork;
        m_piles.heldFork = -1;
        return t;
    }
    for (std::vector<int> *pile : {&m_piles.riverBody, &m_piles.riverBottom, &m_piles.land}) {
        if (!pile->empty()) {
            const int t = pile->back();
            pile->pop_back();
            return t;
        }
    }
    return -1;
}

bool GameState::takeUndrawn(int tile)
{
    if (tile == m_piles.heldFork && m_player == m_piles.forkHolder) {
        m_piles.heldFork = -1;
        return true;
    }
    return removeFromBack(m_piles.riverBody, tile) || removeFromBack(m_piles.riverBottom, tile)
        || removeFromBack(m_piles.land, tile);
}

void GameState::setTileAside(int tile, std::vector<int> *setAside)
{
    m_setAsideAll.push_back(tile);
    if (m_tiles->tile(tile).river)
        m_river.countSetAside();
    if (setAside)
        setAside->push_back(tile);
}

int GameState::drawTile(std::vector<int> *setAside)
{
    if (!m_startPlaced)
        placeStart(0);
    if (m_piles.current >= 0)
        return m_piles.current;
    std::vector<Placement> placements;
    for (;;) {
        const int t = nextFromPiles();
        if (t < 0)
            return -1;
        placements.clear();
        m_piles.current = t; // drawn: the river look-ahead counts it as out of the pile
        legalPlacements(t, placements);
        if (!placements.empty())
            return t;
        m_piles.current = -1;
        setTileAside(t, setAside);
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
    if (m_setup->scenario) {
        if (m_tiles->tile(tile).usable)
            return RuleCode::Ok;
        return fail(RuleCode::MoveTileNotAvailable, Text::tr("%1 cannot be played").arg(id));
    }
    if (m_piles.current >= 0) {
        if (tile == m_piles.current)
            return RuleCode::Ok;
        return fail(RuleCode::MoveDrawnTilePending,
                    Text::tr("%1 was drawn for this turn and must be played first").arg(m_tiles->id(m_piles.current)));
    }
    if (m_piles.heldFork >= 0 && m_player == m_piles.forkHolder) {
        if (tile == m_piles.heldFork)
            return RuleCode::Ok;
        return fail(RuleCode::RiverForkFirst,
                    Text::tr("player %1 holds the fork %2 and must play it now, not %3")
                        .arg(m_player)
                        .arg(m_tiles->id(m_piles.heldFork), id));
    }
    const bool riverPileLeft = !m_piles.riverBody.empty() || !m_piles.riverBottom.empty();
    if (holds(m_piles.riverBody, tile))
        return RuleCode::Ok;
    if (holds(m_piles.riverBottom, tile)) {
        if (m_piles.riverBody.empty())
            return RuleCode::Ok;
        return fail(RuleCode::RiverLakeTooEarly,
                    Text::tr("%1 comes last; %2 other river tiles are still in the pile")
                        .arg(id)
                        .arg(m_piles.riverBody.size()));
    }
    if (tile == m_piles.heldFork)
        return fail(RuleCode::MoveTileNotAvailable,
                    Text::tr("%1 is held by player %2 until their turn").arg(id).arg(m_piles.forkHolder));
    if (holds(m_piles.land, tile)) {
        if (!riverPileLeft)
            return RuleCode::Ok;
        return fail(RuleCode::RiverPileNotEmpty,
                    Text::tr("%1 is a land tile, but %2 river tiles are still in the pile")
                        .arg(id)
                        .arg(m_piles.riverBody.size() + m_piles.riverBottom.size()));
    }
    return fail(RuleCode::MoveTileNotAvailable, Text::tr("no copy of %1 is left to play").arg(id));
}

void GameState::legalPlacements(int tile, std::vector<Placement> &out) const
{
    const std::size_t first = out.size();
    m_board.appendFittingPlacements(tile, out);
    if (m_tiles->tile(tile).river)
        m_river.keepLegal(riverContext(), tile, out, first);
}

RuleCode GameState::checkPlacement(int tile, const Placement &placement, QString *message) const
{
    const FitProblem fit = m_board.checkFit(tile, placement);
    switch (fit.result) {
    case FitResult::Occupied:
        if (message)
            *message = Text::tr("cell %1 already holds a tile").arg(cellText(fit.x, fit.y));
        return RuleCode::PlacementOccupied;
    case FitResult::NoNeighbour:
        if (message)
            *message = Text::tr("%1 touches no placed tile").arg(cellText(fit.x, fit.y));
        return RuleCode::PlacementNoNeighbour;
    case FitResult::Mismatch:
        if (message)
            *message = Text::tr("its %1 side at %2 is %3 but the tile at %4 shows %5 there")
                           .arg(sideText(fit.side), cellText(fit.x, fit.y), edgeKindText(fit.mine),
                                cellText(fit.x + sideDx[std::size_t(fit.side)], fit.y + sideDy[std::size_t(fit.side)]),
                                edgeKindText(fit.theirs));
        return RuleCode::EdgeMismatch;
    case FitResult::Fits:
        break;
    }
    if (!m_tiles->tile(tile).river)
        return RuleCode::Ok;
    return m_river.checkPlacement(riverContext(), tile, placement, message);
}

inline bool GameState::takeFromPiles(int tile)
{
    if (tile == m_piles.current) [[likely]] {
        m_piles.current = -1;
        return true;
    }
    return takeUndrawn(tile);
}

inline int GameState::applyPlacement(const CompiledTile &t, int tile, const Placement &placement)
{
    if (!t.river) [[likely]]
        return m_board.place(tile, placement);
    return applyRiverPlacement(tile, placement);
}

int GameState::applyRiverPlacement(int tile, const Placement &placement)
{
    const RiverRules::Plan plan = m_river.plan(riverContext(), tile, placement);
    const int placed = m_board.place(tile, placement);
    m_river.apply(plan);
    return placed;
}

bool GameState::followersAllowed(const CompiledTile &t, bool riverWasPending) const
{
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
        return fail(RuleCode::FollowerNotAllowedThisTurn, Text::tr("no follower may be placed on this turn"));
    if (m_board.supply(player) <= 0)
        return fail(RuleCode::FollowerNoneLeft,
                    Text::tr("player %1 has all %2 followers on the board").arg(player).arg(FollowersPerPlayer));
    const int node = m_board.nodeAt(placed, spot.cell, spot.position);
    if (node < 0)
        return fail(RuleCode::FollowerNoFeature,
                    Text::tr("the tile has no feature at %1 for a follower").arg(positionText(spot.position)));
    if (m_board.kind(node) == SegmentKind::River)
        return fail(RuleCode::FollowerOnRiver, Text::tr("%1 is on the river").arg(positionText(spot.position)));
    if (m_board.followersOn(node) != 0)
        return fail(RuleCode::FollowerOccupied,
                    Text::tr("the %1 at %2 already holds a follower elsewhere")
                        .arg(segmentKindText(m_board.kind(node)), positionText(spot.position)));
    return RuleCode::Ok;
}

void GameState::followerSpots(int tile, const Placement &placement, std::vector<FollowerSpot> &out) const
{
    out.clear();
    GameState after = *this;
    const CompiledTile &t = m_tiles->tile(tile);
    const bool allowed = followersAllowed(t, riverPending());
    after.takeFromPiles(tile);
    const int placed = after.applyPlacement(t, tile, placement);
    const CompiledRotation &rotation = t.rotations[std::size_t(after.m_board.placed(placed).rotation)];
    for (int g = 0; g < t.segmentCount; ++g) {
        const FollowerSpot spot {rotation.spotCell[std::size_t(g)], rotation.spotPosition[std::size_t(g)]};
        if (after.checkFollower(placed, spot, m_player, allowed, nullptr) == RuleCode::Ok)
            out.push_back(spot);
    }
}

int GameState::turnAfter(const CompiledTile &t) const
{
    // After the volcano lake the same player draws the first land tile at once.
    if (t.river && t.riverRole == RiverRole::VolcanoLake)
        return m_player;
    // Not (m_player + 1) % m_players: a division costs a random game more than the rest of this turn's bookkeeping.
    return m_player + 1 < m_players ? m_player + 1 : 0;
}

int GameState::bookmakersLeft() const
{
    int count = 0;
    for (const std::vector<int> *pile : {&m_piles.riverBody, &m_piles.riverBottom, &m_piles.land}) {
        for (int t : *pile)
            count += m_tiles->tile(t).bookmaker ? 1 : 0;
    }
    return count;
}

int GameState::tokenSupply(int player, int token) const
{
    if (player < 0 || player >= m_players)
        return 0;
    return m_bets.supply(player, token);
}

// A move's stated choices, each checked before it takes effect.
class GameState::CheckedTurn
{
public:
    CheckedTurn(const Move &move, QString &message)
        : m_move(move)
        , m_message(message)
    {
    }

    RuleCode follower(GameState &game, const CompiledTile &, int placed, bool allowed)
    {
        if (!m_move.follower)
            return RuleCode::Ok;
        const FollowerSpot &spot = *m_move.follower;
        const RuleCode code = game.checkFollower(placed, spot, game.m_player, allowed, &m_message);
        if (code == RuleCode::Ok)
            game.m_board.putFollower(game.m_player, game.m_board.nodeAt(placed, spot.cell, spot.position), placed,
                                     spot.cell, spot.position);
        return code;
    }

    RuleCode settleBets(GameState &game, TurnReport *report)
    {
        return game.m_bets.settle(game.m_board, game.m_closed, m_move.betChoices, game.m_player, nullptr, &report->bets,
                                  nullptr, &m_message);
    }

    RuleCode cropCircle(GameState &game, const CompiledTile &t, int placed, TurnReport *report)
    {
        const int tile = game.m_board.placed(placed).type;
        if (t.cropCircle < 0) {
            if (m_move.crop == CropAction::None)
                return RuleCode::Ok;
            m_message = Text::tr("%1 has no crop circle").arg(game.m_tiles->id(tile));
            return RuleCode::CropCircleNotCropCircle;
        }
        if (m_move.crop == CropAction::None) {
            m_message = Text::tr("%1 has a crop circle: choose add or remove").arg(game.m_tiles->id(tile));
            return RuleCode::CropCircleNoAction;
        }
        return CropCircle(game.m_board, placed, game.m_player)
            .apply(m_move.crop, m_move.picks, &report->crop, &m_message);
    }

    RuleCode layBets(GameState &game, const CompiledTile &, int placed)
    {
        if (m_move.bets.empty())
            return RuleCode::Ok;
        const RuleCode code = game.m_bets.check(game.m_board, placed, m_move.bets, game.onLastTile(), &m_message);
        if (code == RuleCode::Ok)
            game.m_bets.lay(placed, m_move.bets);
        return code;
    }

private:
    const Move &m_move;
    QString &m_message;
};

// Random choices for the simulator; *played (when given) receives them as a move states them. With
// `choices`, the players that do not choose at random lay their bets and pick for the crop circle
// by them.
class GameState::RandomTurn
{
public:
    RandomTurn(Random &random, Move *played, TurnChoices *choices = nullptr)
        : m_random(random)
        , m_played(played)
        , m_choices(choices)
    {
    }

    RuleCode follower(GameState &game, const CompiledTile &t, int placed, bool allowed)
    {
        Board &board = game.m_board;
        if (board.supply(game.m_player) <= 0 || !allowed)
            return RuleCode::Ok;
        const PlacedTile &p = board.placed(placed);
        std::array<int, MaxSegments> options; // the first `count` are set
        int count = 0;
        for (std::uint32_t segments = t.followerSegments; segments; segments &= segments - 1) {
            const int g = std::countr_zero(segments);
            if (((t.monasterySegments >> g) & 1u) || board.followersOn(p.nodeBase + g) == 0)
                options[std::size_t(count++)] = g;
        }
        const int pick = m_random.below(count + 1);
        if (pick < count) {
            const int g = options[std::size_t(pick)];
            const CompiledRotation &rot = t.rotations[std::size_t(p.rotation)];
            const FollowerSpot spot {rot.spotCell[std::size_t(g)], rot.spotPosition[std::size_t(g)]};
            board.putFollower(game.m_player, p.nodeBase + g, placed, spot.cell, spot.position);
            if (m_played)
                m_played->follower = spot;
        }
        return RuleCode::Ok;
    }

    RuleCode settleBets(GameState &game, TurnReport *)
    {
        // A player who does not choose at random lets the tokens count for what pays theirs most.
        if (m_choices && !m_choices->choosesAtRandom(game.m_player))
            return game.m_bets.settle(game.m_board, game.m_closed, {}, game.m_player, nullptr, nullptr, nullptr,
                                      nullptr);
        return game.m_bets.settle(game.m_board, game.m_closed, {}, game.m_player, &m_random, nullptr,
                                  m_played ? &m_played->betChoices : nullptr, nullptr);
    }

    RuleCode cropCircle(GameState &game, const CompiledTile &t, int placed, TurnReport *)
    {
        if (t.cropCircle < 0)
            return RuleCode::Ok;
        CropCircle circle(game.m_board, placed, game.m_player);
        if (!m_choices) {
            circle.playRandom(m_random, m_played);
            return RuleCode::Ok;
        }
        // A random player's choices as CropCircle::playRandom() makes them.
        const CropAction action = m_choices->choosesAtRandom(game.m_player)
            ? CropCircle::randomAction(m_random)
            : m_choices->cropAction(game, placed, game.m_player);
        circle.playChosen(
            action,
            [&](int player, std::span<const int> slots) {
                if (!m_choices->choosesAtRandom(player))
                    return m_choices->cropPick(game, placed, action, player, slots);
                return CropCircle::randomPick(game.m_board, m_random, action, player, slots);
            },
            m_played);
        return RuleCode::Ok;
    }

    RuleCode layBets(GameState &game, const CompiledTile &t, int placed)
    {
        if (!t.bookmaker)
            return RuleCode::Ok;
        game.m_bets.layChosen(
            game.m_board, placed, game.onLastTile(),
            [&](int p) {
                return !m_choices || m_choices->choosesAtRandom(p) ? game.m_bets.randomToken(p, m_random)
                                                                   : m_choices->betToken(game, placed, p);
            },
            m_played ? &m_played->bets : nullptr);
        return RuleCode::Ok;
    }

protected:
    Move *played() const { return m_played; }

private:
    Random &m_random;
    Move *m_played;
    TurnChoices *m_choices;
};

// A simulated player's chosen follower; bets and crop circles by `choices` (or at random).
class GameState::ChosenTurn : public GameState::RandomTurn
{
public:
    ChosenTurn(Random &random, const std::optional<FollowerSpot> &follower, Move *played, TurnChoices *choices)
        : RandomTurn(random, played, choices)
        , m_follower(follower)
    {
    }

    RuleCode follower(GameState &game, const CompiledTile &, int placed, bool allowed)
    {
        if (!m_follower || !allowed || game.m_board.supply(game.m_player) <= 0)
            return RuleCode::Ok;
        const int node = game.m_board.nodeAt(placed, m_follower->cell, m_follower->position);
        if (node >= 0) {
            game.m_board.putFollower(game.m_player, node, placed, m_follower->cell, m_follower->position);
            if (played())
                played()->follower = m_follower;
        }
        return RuleCode::Ok;
    }

private:
    std::optional<FollowerSpot> m_follower;
};

template<typename Decisions>
RuleCode GameState::resolveTurn(int tile, const Placement &at, Decisions &decide, TurnReport *report)
{
    const CompiledTile &t = m_tiles->tile(tile);
    const bool allowed = followersAllowed(t, riverPending());
    takeFromPiles(tile);
    const int placed = applyPlacement(t, tile, at);
    if (const RuleCode code = decide.follower(*this, t, placed, allowed); code != RuleCode::Ok)
        return code;
    m_closed.clear();
    m_board.closedBy(placed, m_closed);
    for (int root : m_closed) {
        FeatureScore score;
        m_board.scoreFeature(root, true, report || m_scoreLog.log ? &score : nullptr);
        if (report)
            report->scored.push_back(score);
        if (m_scoreLog.log)
            m_scoreLog.log->push_back(score);
    }
    if (m_bets.anyLaid()) {
        if (const RuleCode code = decide.settleBets(*this, report); code != RuleCode::Ok)
            return code;
    }
    if (const RuleCode code = decide.cropCircle(*this, t, placed, report); code != RuleCode::Ok)
        return code;
    if (const RuleCode code = decide.layBets(*this, t, placed); code != RuleCode::Ok)
        return code;
    const int next = turnAfter(t);
    if (report)
        report->extraTurn = next == m_player && m_players > 1;
    m_player = next;
    return RuleCode::Ok;
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
        return refuse(RuleCode::MoveGameOver, Text::tr("no tiles are left to play"));
    if (move.player >= 0 && move.player != m_player)
        return refuse(RuleCode::MoveWrongPlayer,
                      Text::tr("it is player %1's turn, not player %2's").arg(m_player).arg(move.player));
    int tile = move.tile;
    QString message;
    if (tile < 0 && m_setup->scenario)
        return refuse(RuleCode::MoveTileNotAvailable, Text::tr("a scenario has no pile: a move names its tile"));
    if (tile < 0) {
        tile = drawTile(&report.setAside);
        if (tile < 0)
            return refuse(RuleCode::MoveGameOver, Text::tr("no tiles are left to play"));
    } else if (const RuleCode code = checkAvailable(tile, &message); code != RuleCode::Ok) {
        return refuse(code, message);
    }
    report.tile = tile;

    if (move.discard) {
        std::vector<Placement> placements;
        legalPlacements(tile, placements);
        if (!placements.empty())
            return refuse(RuleCode::MoveDiscardFits,
                          Text::tr("%1 fits at %2").arg(m_tiles->id(tile), cellText(placements[0].x, placements[0].y)));
        takeFromPiles(tile);
        setTileAside(tile, nullptr);
        report.discarded = true;
        return report;
    }
    if (const RuleCode code = checkPlacement(tile, move.at, &message); code != RuleCode::Ok)
        return refuse(code, message);

    GameState before = *this; // a refused move leaves the game as it was
    std::array<int, MaxPlayers> scoresBefore {};
    for (int p = 0; p < m_players; ++p)
        scoresBefore[std::size_t(p)] = m_board.score(p);
    CheckedTurn decide(move, message);
    if (const RuleCode code = resolveTurn(tile, move.at, decide, &report); code != RuleCode::Ok) {
        *this = std::move(before);
        return refuse(code, message);
    }
    for (int p = 0; p < m_players; ++p)
        report.points[std::size_t(p)] = m_board.score(p) - scoresBefore[std::size_t(p)];
    return report;
}

TurnReport GameState::pass(int player)
{
    TurnReport report;
    report.player = m_player;
    report.passed = true;
    if (!m_setup->scenario) {
        report.code = RuleCode::MoveTileNotAvailable;
        report.message = Text::tr("only a scenario allows passing");
    } else if (player >= 0 && player != m_player) {
        report.code = RuleCode::MoveWrongPlayer;
        report.message = Text::tr("it is player %1's turn, not player %2's").arg(m_player).arg(player);
    } else {
        m_player = (m_player + 1) % m_players;
    }
    return report;
}

bool GameState::playRandomTurn(Random &random, std::vector<Placement> &scratch, Move *played,
                               std::vector<int> *setAside, TurnChoices *choices)
{
    if (!m_startPlaced)
        placeStart(0);
    if (m_finished)
        return false;
    int tile = m_piles.current;
    m_piles.current = -1;
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
            m_piles.current = tile;
            legalPlacements(tile, scratch);
            m_piles.current = -1;
            if (!scratch.empty()) {
                placement = scratch[std::size_t(random.below(int(scratch.size())))];
                break;
            }
        }
        setTileAside(tile, setAside);
        tile = -1;
    }
    if (played) {
        *played = Move {};
        played->player = m_player;
        played->tile = tile;
        played->at = placement;
    }
    m_piles.current = tile; // drawn: the turn takes it from there
    RandomTurn decide(random, played, choices);
    resolveTurn(tile, placement, decide, nullptr);
    return true;
}

void GameState::playChosenTurn(const Placement &at, const std::optional<FollowerSpot> &follower, Random &random,
                               Move *played, TurnChoices *choices)
{
    const int tile = m_piles.current;
    if (tile < 0)
        return;
    if (played) {
        *played = Move {};
        played->player = m_player;
        played->tile = tile;
        played->at = at;
    }
    ChosenTurn decide(random, follower, played, choices);
    resolveTurn(tile, at, decide, nullptr);
}

void GameState::shuffleUnseen(Random &random)
{
    shuffle(m_piles.riverBody, random);
    shuffle(m_piles.riverBottom, random);
    shuffle(m_piles.land, random);
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
    m_bets.settleAtEnd(m_board, m_final.bets); // remaining bets first
    m_board.scoreGameEnd(m_rules[RuleOption::PigHerdBonus], &m_final.scored);
    for (int p = 0; p < m_players; ++p) {
        m_final.score[std::size_t(p)] = m_board.score(p);
        m_final.points[std::size_t(p)] = m_board.score(p) - before[std::size_t(p)];
    }
    return m_final;
}

} // namespace Krajina
