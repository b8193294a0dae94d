// SPDX-FileCopyrightText: 2026 Krajina contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "engine/dosrios/rulecodes.h"
#include "engine/dosrios/ruleoptions.h"
#include "engine/random.h"
#include "hex/routing.h"

#include <QString>
#include <QStringList>

#include <array>
#include <cstdint>
#include <optional>
#include <span>
#include <vector>

namespace Krajina::DosRios {

inline constexpr int MaxPlayers = 4;
inline constexpr int MovementPoints = 6;
inline constexpr int BuildsPerTurn = 2;
inline constexpr int FarmersPlacedAtSetUp = 3;
inline constexpr int CropPayout = 100;
inline constexpr int BanditVictims = 3; // farmers a bandits card sends to the city at most

enum class Building : std::uint8_t { None, Farm, Hacienda };
enum class Phase : std::uint8_t { SetUp, Play, Over };
// DeckRanOut: the deck ran out with DeckRunsOut::End, the tie-break named the winner (README "Deck runs out").
enum class WinCondition : std::uint8_t { None, AllBuildings, OnRiver, DeckRanOut };
// What happens when a card must be drawn and the deck is empty (README "Deck runs out").
enum class DeckRunsOut : std::uint8_t { Reshuffle, End };

QString buildingName(Building building); // "farm", "hacienda"
std::optional<Building> buildingFromName(QStringView name);
QString winConditionName(WinCondition condition); // "allBuildings", "onRiver", "deckRanOut"
QString deckRunsOutName(DeckRunsOut option); // "reshuffle", "end"
std::optional<DeckRunsOut> deckRunsOutFromName(QStringView name);

// What a game starts from. The seed lays the board (as `krajina-cli dosrios
// board --seed`), shuffles the cards and picks the start player; a record may
// stack the deck, name the start player or start from other money and wood
// (test positions).
struct GameSetUp
{
    int players = 2;
    std::uint64_t seed = 0;
    DeckRunsOut deckRunsOut = DeckRunsOut::Reshuffle;
    GameRules rules;
    std::optional<int> startPlayer;
    std::optional<QStringList> deck; // card ids, top first; the cards not named follow, shuffled
    std::optional<std::array<int, MaxPlayers>> money;
    std::optional<std::array<int, MaxPlayers>> wood;
    // The board as laid out (the Board page's tiles, turns, outflows, dams and choices); without it the board is
    // the one the seed lays. The seed shuffles the cards either way.
    std::optional<BoardLayout> layout;
};

// One thing a player does. Places are cell indices of the board (a road is
// the cell of its first hex: GameState::placeAt).
struct Action
{
    enum class Kind : std::uint8_t { Place, Move, Build, Dam, Score, Pass };
    Kind kind = Kind::Pass;
    int player = -1; // -1: whoever is to play
    int from = -1; // Move
    int to = -1; // Place, Move (target), Build (where)
    int farmers = 1; // Move: 1 or 2 farmers together
    // Move of 2 farmers from two places (TwoFarmerCapture::TwoHexes): one from `from`, one from here; -1: both
    // from `from`.
    int alsoFrom = -1;
    Building building = Building::Farm;
    HexSide side; // Dam
    // Place (the set-up's first only) and Dam: the player's choices of the courses this move routes, in the
    // rivers' order: at `hex` the river leaves by `side` (README "Course choices"); none: the fixed order.
    std::vector<HexSide> course;

    friend bool operator==(const Action &, const Action &) = default;
};

// One bandits card drawn after a scoring: its river and the farmers it sent to the city, highest first (each
// from its own hex: the cell and the farmer's owner).
struct BanditStrike
{
    River river = River::Grande;
    int taken = 0;
    std::array<std::int16_t, BanditVictims> cells {};
    std::array<std::int8_t, BanditVictims> owners {};
};

// What an action did (all zero when it was refused).
struct Outcome
{
    RuleCode code = RuleCode::Ok;
    int player = -1;
    int cost = 0; // movement points
    int captured = 0; // opponent's farmers sent to the city by a move
    int capturedPlayer = -1;
    int card = -1; // the card scored or passed (GameState::card)
    std::array<int, MaxPlayers> money {}; // what the scored card paid
    std::array<int, MaxPlayers> wood {};
    int banditStrikes = 0; // bandits cards drawn after the scoring
    int banditTaken = 0; // farmers the bandits sent to the city
    std::vector<BanditStrike> strikes; // what each bandits card did, in the order drawn
    bool reshuffled = false; // the discards were shuffled into a new deck
    bool deckRanOut = false;
    int winner = -1;
};

struct PlayerState
{
    int money = 0;
    int wood = 0;
    int farms = 0; // built
    int haciendaCell = -1;
    std::vector<int> buildings; // cells
};

// A game of Dos Rios by its rules (model/engine/dosrios/README.md): set-up,
// turns of 6 movement points with captures, buildings and dams, the card
// scored or passed at the end of each turn, bandits, the two ways to win.
class GameState
{
public:
    // Sets up a game; an empty string or an error (unknown card id, bad player count).
    static QString create(const PieceSet &set, const GameSetUp &setUp, GameState &state);

    RuleCode check(const Action &action) const;
    // Checks and applies; a refused action changes nothing.
    Outcome apply(const Action &action);
    // The same, and an action played is added to `log` (nullptr: none) with its player, as a record states it.
    Outcome apply(const Action &action, std::vector<Action> *log);

    // The board.
    const Board &board() const { return m_board; }
    const Routing &routing() const { return m_routing; }
    bool watered(int cell) const { return m_routing.watered[std::size_t(cell)] != 0; } // by either river
    int cellCount() const { return int(m_terrain.size()); }
    Terrain terrain(int cell) const { return m_terrain[std::size_t(cell)]; }
    bool isInner(int cell) const { return isRiverLand(m_terrain[std::size_t(cell)]); }
    int cityCell() const { return m_city; }
    // The place of a hex (a road's hexes are one place), -1 when off the board;
    // mountains and lakes are their own cells but no place to walk.
    int placeAt(Hex hex) const;
    bool isPlace(int cell) const { return cell >= 0 && m_walkable[std::size_t(cell)]; }
    Hex hexOf(int cell) const { return m_board.cells[cell].at; }
    std::span<const std::int16_t> steps(int place) const
    {
        return {m_stepList.data() + m_stepStart[std::size_t(place)],
                std::size_t(m_stepStart[std::size_t(place) + 1] - m_stepStart[std::size_t(place)])};
    }
    const std::vector<HexSide> &dams() const { return m_dams; }

    // Players and pieces.
    int players() const { return m_players; }
    Phase phase() const { return m_phase; }
    int currentPlayer() const { return m_current; }
    int startPlayer() const { return m_start; }
    int movementLeft() const { return m_movementLeft; }
    int buildsThisTurn() const { return m_builds; }
    int turn() const { return m_turn; } // turns played after the set-up
    const PlayerState &player(int p) const { return m_player[std::size_t(p)]; }
    int farmersAt(int place, int player) const { return m_farmers[std::size_t(place)][std::size_t(player)]; }
    int farmersToPlace(int player) const;
    const std::array<std::int16_t, 6> &farmerPlaces(int player) const { return m_farmerAt[std::size_t(player)]; }
    Building buildingAt(int cell) const { return m_building[std::size_t(cell)]; }
    int buildingOwner(int cell) const { return m_owner[std::size_t(cell)]; }
    bool onOpponentFarm(int cell, int player) const
    {
        return m_building[std::size_t(cell)] == Building::Farm && m_owner[std::size_t(cell)] != player;
    }
    int farmsPerPlayer() const { return m_material.farmsPerPlayer; }
    // Dams still to be had: the shared pieces with DamLimit::SharedPieces, otherwise only wood limits them.
    int damsLeft() const
    {
        return m_rules.damLimit == DamLimit::SharedPieces ? m_material.dams - int(m_dams.size()) : 1000000;
    }
    const GameRules &rules() const { return m_rules; }

    // Cards: the display (position 1 first), the deck (top last) and the discards.
    const HarvestCard &card(int index) const { return m_cardKinds[m_cards[std::size_t(index)]]; }
    const std::vector<int> &display() const { return m_display; }
    int deckSize() const { return int(m_deck.size()); }
    // What scoring the card in position 1 would pay each player now (nothing with an empty display).
    void cardPayout(std::array<int, MaxPlayers> &money, std::array<int, MaxPlayers> &wood) const;
    int discardSize() const { return int(m_discard.size()); }

    // For a player who looks ahead (README "Simulator"): the order of the deck is hidden, so a game played out
    // from here shuffles it, and its later reshuffles, with `random`; what is face up stays.
    void shuffleUnseen(Random &random);

    // The end.
    int winner() const { return m_winner; }
    WinCondition winCondition() const { return m_winCondition; }
    bool deckRanOut() const { return m_deckRanOut; }
    int banditStrikes() const { return m_banditStrikes; }

    // The hexes a river waters in its order from the spring (Rio Moreno
    // following Rio Grande below the join).
    std::vector<int> course(River river) const;
    // The next choice of the courses a legal move routes (a dam, or the set-up's first placement: README
    // "Course choices") that action.course does not make yet: the cell, in the rivers' order from the spring
    // or the dam down, with the sides allowed there (two or more); cell -1 when none is left.
    std::pair<int, std::vector<Side>> nextCourseChoice(const Action &action) const;
    // The sides of an inner hex where a dam may be considered (for random play).
    bool hasOwnFarmerOnSide(HexSide side, int player) const;

private:
    RuleCode checkTurn(const Action &action) const;
    RuleCode checkKind(const Action &action, int player, int *cost) const;
    RuleCode checkMove(const Action &action, int player, int *cost) const;
    RuleCode checkDam(HexSide side, int player) const;
    RuleCode mustLeave(int player) const;
    RuleCode checkCourse(const Action &action) const;
    // Applies course choices to a router, rerouting after each; `from` is the cell the routing starts at
    // (a dam's hex; -1: the whole courses, at the set-up). Ok or CourseNotAllowed.
    static RuleCode chooseCourse(RiverRouter &router, Routing &routing, const std::vector<HexSide> &choices, int from);
    bool isFirstPlacement() const;
    void keepChoices(const std::vector<HexSide> &choices); // in m_board, as a board file holds them
    void moveFarmer(int player, int from, int to);
    void payout(int card, std::array<int, MaxPlayers> &money, std::array<int, MaxPlayers> &wood) const;
    void scoreCard(int card, Outcome &outcome);
    int drawCard(Outcome *outcome); // -1 when none
    void strike(River river, Outcome &outcome);
    WinCondition wins(int player) const;
    int tieBreakWinner() const; // when the deck ran out
    void checkWinners(int first, Outcome &outcome);
    void endTurn();
    void reroute(); // both rivers and the watered land hexes

    Board m_board;
    RiverRouter m_router;
    Routing m_routing;
    Material m_material;
    std::vector<Terrain> m_terrain;
    std::vector<Crop> m_crop;
    std::vector<std::uint8_t> m_walkable;
    std::vector<std::int16_t> m_placeOf; // cell -> place (roads: the road's first cell), -1
    // Places one movement point away: m_stepList[m_stepStart[place] .. m_stepStart[place + 1]), sorted.
    std::vector<std::int32_t> m_stepStart;
    std::vector<std::int16_t> m_stepList;
    // The same as bits: place * m_stepWords + cell / 64, bit cell % 64 (checkMove's test).
    std::vector<std::uint64_t> m_stepBits;
    int m_stepWords = 0;
    std::vector<std::array<std::int8_t, MaxPlayers>> m_farmers; // place -> farmers per player
    std::vector<Building> m_building;
    std::vector<std::int8_t> m_owner;
    std::vector<HexSide> m_dams;
    std::vector<int> m_wateredLand; // watered highland, forest and farmland cells
    std::vector<int> m_strikeCells; // strike()'s scratch, kept to spare an allocation a strike
    int m_city = -1;

    int m_players = 2;
    std::array<PlayerState, MaxPlayers> m_player;
    std::array<std::array<std::int16_t, 6>, MaxPlayers> m_farmerAt {}; // -1: not on the board yet
    std::array<int, MaxPlayers> m_onOpponentFarm {}; // farmers standing on a hex with another player's farm
    int m_farmersPerPlayer = 6;
    Phase m_phase = Phase::SetUp;
    int m_start = 0;
    int m_current = 0;
    int m_placed = 0; // farmers the current player has placed at the set-up
    int m_movementLeft = MovementPoints;
    int m_builds = 0;
    int m_turn = 0;

    QList<HarvestCard> m_cardKinds; // the piece set's cards
    std::vector<std::int16_t> m_cards; // one per copy: index into m_cardKinds
    std::vector<int> m_deck; // top last
    std::vector<int> m_display;
    std::vector<int> m_discard;
    DeckRunsOut m_deckRunsOut = DeckRunsOut::Reshuffle;
    GameRules m_rules;
    Random m_random;

    int m_winner = -1;
    WinCondition m_winCondition = WinCondition::None;
    bool m_deckRanOut = false;
    int m_banditStrikes = 0;
};

inline Outcome GameState::apply(const Action &action, std::vector<Action> *log)
{
    if (!log)
        return apply(action);
    Action played = action;
    played.player = m_current;
    Outcome outcome = apply(played);
    if (outcome.code == RuleCode::Ok)
        log->push_back(std::move(played));
    return outcome;
}

} // namespace Krajina::DosRios
