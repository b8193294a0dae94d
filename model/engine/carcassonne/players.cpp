// SPDX-FileCopyrightText: 2026 Krajina contributors
// SPDX-License-Identifier: GPL-3.0-or-later

#include "players.h"

#include "betworth.h"
#include "cropcircles.h"
#include "engine/montecarlo.h"

#include <algorithm>
#include <limits>
#include <span>

namespace Krajina {

namespace {

// How much of the game is left, 1 down to 0 over the last 30 tiles: what an open feature may
// still become and what a follower in the supply may still earn.
double timeLeft(int tilesLeft)
{
    return std::clamp(tilesLeft / 30.0, 0.0, 1.0);
}

// The worth of the k-th follower of a supply counted from the last one (k = 1): the last
// followers are worth most, as they keep a player able to take what comes.
double reserveWorth(int k, double t)
{
    return t * (k <= 2 ? 3.0 : k <= 4 ? 1.5 : 0.8);
}

double reserve(int supply, double t)
{
    double worth = 0;
    for (int k = 1; k <= supply; ++k)
        worth += reserveWorth(k, t);
    return worth;
}

struct FeatureWorth
{
    double value = 0;
    bool closed = false; // completed by now: it scores at once and its followers come back
};

FeatureWorth featureWorth(const Board &board, int root, double t, bool tinyCity)
{
    switch (board.kind(root)) {
    case SegmentKind::City: {
        const int open = board.openSides(root);
        const int points = board.tileCount(root) + board.pennants(root);
        if (open <= 0)
            return {double((tinyCity && board.tileCount(root) == 2 ? 1 : 2) * points), true};
        const double chance = t * (open <= 1 ? 0.8 : open == 2 ? 0.5 : open == 3 ? 0.3 : 0.15);
        return {points * (1.0 + chance), false};
    }
    case SegmentKind::Road: {
        const int tiles = board.tileCount(root);
        if (board.openSides(root) <= 0)
            return {double(tiles), true};
        return {tiles + 0.5 * t, false};
    }
    case SegmentKind::Monastery: {
        int x = 0, y = 0;
        board.nodeCell(root, x, y);
        const int around = board.neighbourCount(x, y);
        if (around == 8)
            return {9.0, true};
        return {1.0 + around + (8 - around) * 0.8 * t, false};
    }
    case SegmentKind::Field:
        return {3.0 * board.completedCities(root) + 1.5 * t, false};
    case SegmentKind::River:
        break;
    }
    return {};
}

// Each player's score plus the worth of the features where they hold the majority, and
// their supply once the followers of completed features come back.
struct Assessment
{
    std::array<double, MaxPlayers> value {};
    std::array<int, MaxPlayers> supply {};
};

void assess(const Board &board, double t, bool tinyCity, Assessment &a, const BetView *bets = nullptr)
{
    const int players = board.players();
    std::array<int, MaxPlayers * FollowersPerPlayer> seen {};
    int seenCount = 0;
    for (int p = 0; p < players; ++p) {
        a.value[std::size_t(p)] = board.score(p);
        a.supply[std::size_t(p)] = board.supply(p);
    }
    for (int p = 0; p < players; ++p) {
        for (const FollowerSlot &slot : board.followers(p)) {
            if (slot.node < 0)
                continue;
            const int root = board.find(slot.node);
            if (std::find(seen.begin(), seen.begin() + seenCount, root) != seen.begin() + seenCount)
                continue;
            seen[std::size_t(seenCount++)] = root;
            const FeatureWorth worth = featureWorth(board, root, t, tinyCity);
            int best = 0;
            for (int q = 0; q < players; ++q)
                best = std::max(best, board.followersOf(root, q));
            for (int q = 0; q < players; ++q) {
                const int mine = board.followersOf(root, q);
                if (mine == best && best > 0)
                    a.value[std::size_t(q)] += worth.value;
                if (worth.closed)
                    a.supply[std::size_t(q)] += mine;
            }
        }
    }
    for (int p = 0; p < players; ++p)
        a.value[std::size_t(p)] += reserve(a.supply[std::size_t(p)], t);
    if (bets)
        bets->addWorth(board, std::span<double>(a.value.data(), std::size_t(players)));
}

double bestOther(const Assessment &a, int players, int player)
{
    return bestOfOthers(players, player, [&a](int p) { return a.value[std::size_t(p)]; });
}

// The greedy choice: the first of the best.
const TurnChoice &bestChoice(const std::vector<TurnChoice> &choices)
{
    return *std::max_element(choices.begin(), choices.end(),
                             [](const TurnChoice &a, const TurnChoice &b) { return a.value < b.value; });
}

} // namespace

SimulatedPlayers::SimulatedPlayers(std::vector<PlayerPolicy> seats, int budget)
    : m_seats(std::move(seats))
    , m_budget(budget)
    , m_randomSideChoices(m_seats.size(), false)
{
    findChoosers();
}

void SimulatedPlayers::setRandomSideChoices(int player, bool random)
{
    if (player < 0 || player >= int(m_seats.size()))
        return;
    m_randomSideChoices[std::size_t(player)] = random;
    findChoosers();
}

void SimulatedPlayers::findChoosers()
{
    m_anyChooser = false;
    for (int p = 0; p < int(m_seats.size()); ++p)
        m_anyChooser = m_anyChooser || !choosesAtRandom(p);
}

bool SimulatedPlayers::choosesAtRandom(int player) const
{
    return policyOf(player) == PlayerPolicy::Random || m_randomSideChoices[std::size_t(player)];
}

PlayerPolicy SimulatedPlayers::policyOf(int player) const
{
    return policyOfSeat(m_seats, player);
}

double SimulatedPlayers::evaluate(const Board &board, int player, int tilesLeft, bool tinyCity)
{
    Assessment a;
    assess(board, timeLeft(tilesLeft), tinyCity, a);
    return a.value[std::size_t(player)] - bestOther(a, board.players(), player);
}

void SimulatedPlayers::rankChoices(const GameState &game, int tile, std::vector<TurnChoice> &out)
{
    collectChoices(game, tile, out);
    std::stable_sort(out.begin(), out.end(),
                     [](const TurnChoice &a, const TurnChoice &b) { return a.value > b.value; });
}

void SimulatedPlayers::collectChoices(const GameState &game, int tile, std::vector<TurnChoice> &out)
{
    out.clear();
    m_placements.clear();
    game.legalPlacements(tile, m_placements);
    const int me = game.currentPlayer();
    const int players = game.players();
    const bool followers = game.followerAllowed(tile) && game.board().supply(me) > 0;
    const double t = timeLeft(game.tilesLeft() - 1);
    const bool tinyCity = game.rules()[RuleOption::TinyCity];
    const CompiledTile &compiled = game.tiles().tile(tile);
    Assessment a;
    // Bets (README): the tokens on bookmakers, paid now when the placement completes their road or
    // city; on a bookmaker tile, the player's own best bet.
    BetView bets;
    const bool weighsBets = !game.tokens().empty() && !choosesAtRandom(me);
    if (weighsBets)
        bets = BetView(&game.bets(), me, me, game.bookmakersLeft(), t);
    const bool stacks = weighsBets && game.bets().anyLaid();
    const bool bookmaker = weighsBets && compiled.bookmaker && game.tilesLeft() > 1;
    m_board = game.board(); // each placement is tried on it and taken back
    for (const Placement &at : m_placements) {
        const int q = m_board.placeTrial(tile, at);
        if (stacks) {
            m_closed.clear();
            m_board.closedBy(q, m_closed);
            bets.closedNow = m_closed;
        }
        assess(m_board, t, tinyCity, a, stacks ? &bets : nullptr);
        double mine = a.value[std::size_t(me)];
        if (bookmaker && game.bets().takesBets(m_board, q, false)) {
            double gain = 0;
            for (int k = 0; k < int(game.tokens().size()); ++k) {
                if (game.tokenSupply(me, k) > 0)
                    gain = std::max(gain, bets.layGain(m_board, q, me, k));
            }
            mine += gain;
        }
        const double others = bestOther(a, players, me);
        out.push_back({at, std::nullopt, mine - others});
        if (!followers) {
            m_board.undoTrial();
            continue;
        }
        const PlacedTile &placed = m_board.placed(q);
        const CompiledRotation &rot = compiled.rotations[std::size_t(placed.rotation)];
        std::array<int, MaxSegments> roots {};
        for (int g = 0; g < compiled.segmentCount; ++g) {
            roots[std::size_t(g)] = -1;
            if (compiled.segments[std::size_t(g)].kind == SegmentKind::River)
                continue;
            const int root = m_board.find(placed.nodeBase + g);
            if (m_board.followersOn(root) != 0
                || std::find(roots.begin(), roots.begin() + g, root) != roots.begin() + g)
                continue;
            roots[std::size_t(g)] = root;
            const FeatureWorth worth = featureWorth(m_board, root, t, tinyCity);
            const double cost = worth.closed ? 0.0 : reserveWorth(a.supply[std::size_t(me)], t);
            out.push_back({at, FollowerSpot {rot.spotCell[std::size_t(g)], rot.spotPosition[std::size_t(g)]},
                           mine + worth.value - cost - others});
        }
        m_board.undoTrial();
    }
}

bool SimulatedPlayers::playGreedyTurn(GameState &game, Random &random)
{
    if (game.finished())
        return false;
    const int tile = game.drawTile();
    if (tile < 0)
        return false;
    collectChoices(game, tile, m_playoutChoices);
    if (m_playoutChoices.empty())
        return false;
    const TurnChoice &choice = bestChoice(m_playoutChoices);
    game.playChosenTurn(choice.at, choice.follower, random, nullptr, this);
    return true;
}

double SimulatedPlayers::playout(GameState &game, const TurnChoice &choice, int player, Random &random)
{
    game.playChosenTurn(choice.at, choice.follower, random, nullptr, this);
    while (!game.isOver() && game.currentPlayer() != player) {
        if (!playGreedyTurn(game, random))
            break;
    }
    if (!game.isOver() && game.currentPlayer() == player) {
        const int tile = game.drawTile();
        if (tile >= 0) {
            collectChoices(game, tile, m_playoutChoices);
            if (!m_playoutChoices.empty())
                return bestChoice(m_playoutChoices).value;
        }
    }
    const FinalReport &final = game.finish();
    const int others = bestOfOthers(game.players(), player, [&final](int p) { return final.score[std::size_t(p)]; });
    return double(final.score[std::size_t(player)] - others);
}

TurnChoice SimulatedPlayers::lookaheadChoice(const GameState &game, Random &random)
{
    if (!m_playout)
        m_playout.emplace(game);
    const int me = game.currentPlayer();
    const std::size_t pick = playOutRanked(
        game, *m_playout, m_choices, LookaheadCandidates, m_budget, random,
        [&](GameState &state, const TurnChoice &choice, Random &r) { return playout(state, choice, me, r); });
    return m_choices[pick];
}

bool SimulatedPlayers::playTurn(GameState &game, Random &random, Move *played, std::vector<int> *setAside)
{
    const PlayerPolicy policy = policyOf(game.currentPlayer());
    if (policy == PlayerPolicy::Random)
        return game.playRandomTurn(random, m_randomScratch, played, setAside, m_anyChooser ? this : nullptr);
    if (game.finished())
        return false;
    const int tile = game.drawTile(setAside);
    if (tile < 0)
        return false;
    if (policy == PlayerPolicy::Lookahead)
        rankChoices(game, tile, m_choices);
    else
        collectChoices(game, tile, m_choices);
    if (m_choices.empty())
        return false; // drawTile() only returns a tile that fits somewhere
    const TurnChoice choice = policy == PlayerPolicy::Lookahead ? lookaheadChoice(game, random) : bestChoice(m_choices);
    game.playChosenTurn(choice.at, choice.follower, random, played, this);
    return true;
}

double SimulatedPlayers::evaluateNow(const Board &board, int player, const GameState &game) const
{
    return evaluate(board, player, game.tilesLeft(), game.rules()[RuleOption::TinyCity]);
}

int SimulatedPlayers::betToken(const GameState &game, int placed, int player)
{
    // No token, then each face in the set's order: the first of the best gains, none unless one gains.
    const BetView bets(&game.bets(), player, game.currentPlayer(), game.bookmakersLeft(), timeLeft(game.tilesLeft()));
    int best = -1;
    double bestGain = 0;
    for (int k = 0; k < int(game.tokens().size()); ++k) {
        if (game.tokenSupply(player, k) <= 0)
            continue;
        const double gain = bets.layGain(game.board(), placed, player, k);
        if (gain > bestGain) {
            best = k;
            bestGain = gain;
        }
    }
    return best;
}

int SimulatedPlayers::greedyCropPick(Board &board, CropAction action, int player, std::span<const int> slots,
                                     const GameState &game)
{
    // Add: skipping, then adding beside each feature's first follower in slot order; remove: each
    // feature's first follower in slot order. The first of the best. An added follower is tried
    // on `board` and taken back; a follower taken back, on a copy.
    const bool add = action == CropAction::Add;
    if (add && board.supply(player) <= 0)
        return -1;
    int best = add ? -1 : 0;
    double bestValue = add ? evaluateNow(board, player, game) : -std::numeric_limits<double>::infinity();
    const auto &followers = board.followers(player);
    int free = 0; // where an added follower goes
    while (free < FollowersPerPlayer && followers[std::size_t(free)].node >= 0)
        ++free;
    for (std::size_t i = 0; i < slots.size(); ++i) {
        const FollowerSlot slot = followers[std::size_t(slots[i])];
        const int root = board.find(slot.node);
        bool seen = false;
        for (std::size_t j = 0; j < i; ++j)
            seen = seen || board.find(followers[std::size_t(slots[j])].node) == root;
        if (seen)
            continue;
        double value = 0;
        if (add) {
            board.putFollower(player, slot.node, slot.placed, slot.cell, slot.position);
            value = evaluateNow(board, player, game);
            board.takeFollower(player, free);
        } else {
            m_cropTrial = board;
            m_cropTrial.takeFollower(player, slots[i]);
            value = evaluateNow(m_cropTrial, player, game);
        }
        if (value > bestValue) {
            best = int(i);
            bestValue = value;
        }
    }
    return best;
}

int SimulatedPlayers::cropPick(const GameState &game, int, CropAction action, int player, std::span<const int> slots)
{
    m_cropBoard = game.board();
    return greedyCropPick(m_cropBoard, action, player, slots, game);
}

CropAction SimulatedPlayers::cropAction(const GameState &game, int placed, int active)
{
    // Each action played out with every player picking greedily for themselves; add before remove.
    const int me = active;
    const int players = game.players();
    const SegmentKind kind = game.tiles().tile(game.board().placed(placed).type).cropCircleKind();
    CropAction best = CropAction::Add;
    double bestValue = 0;
    std::array<int, FollowersPerPlayer> slots {};
    for (const CropAction action : {CropAction::Add, CropAction::Remove}) {
        m_cropBoard = game.board();
        for (int k = 1; k <= players; ++k) {
            const int p = (me + k) % players;
            const int count = CropCircle::followersOfKind(m_cropBoard, kind, p, slots);
            if (count == 0)
                continue;
            const int pick
                = greedyCropPick(m_cropBoard, action, p, std::span<const int>(slots.data(), std::size_t(count)), game);
            if (pick < 0)
                continue;
            const int s = slots[std::size_t(pick)];
            const FollowerSlot slot = m_cropBoard.followers(p)[std::size_t(s)];
            if (action == CropAction::Add)
                m_cropBoard.putFollower(p, slot.node, slot.placed, slot.cell, slot.position);
            else
                m_cropBoard.takeFollower(p, s);
        }
        const double value = evaluateNow(m_cropBoard, me, game);
        if (action == CropAction::Add || value > bestValue) {
            best = action;
            bestValue = value;
        }
    }
    return best;
}

} // namespace Krajina
