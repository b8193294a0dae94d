// SPDX-FileCopyrightText: 2026 Krajina contributors
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

#include "board.h"
#include "gamesetup.h"
#include "random.h"
#include "rulecode.h"

#include <QString>

#include <array>
#include <cstdint>
#include <memory>
#include <optional>
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

enum class CropAction : std::uint8_t { None, Add, Remove };

struct CropPick
{
    int player = -1;
    bool skip = true;
    int x = 0; // board cell and board position of the follower or feature
    int y = 0;
    int position = 0;
};

struct BetPlacement
{
    int player = 0;
    int token = 0; // index into GameState::tokens()
};

// Which scored feature the tokens on a bookmaker are evaluated for, when
// several features through it were completed in the same turn.
struct BetChoice
{
    int bookmakerX = 0;
    int bookmakerY = 0;
    int x = 0; // a board cell and position of the chosen feature
    int y = 0;
    int position = 0;
};

struct Move
{
    int player = -1; // -1: whoever's turn it is
    int tile = -1; // -1: draw from the pile
    bool discard = false; // set the tile aside because it fits nowhere
    Placement at;
    std::optional<FollowerSpot> follower;
    std::vector<BetPlacement> bets;
    std::vector<BetChoice> betChoices;
    CropAction crop = CropAction::None;
    std::vector<CropPick> picks;
};

struct BetPaid
{
    int player = 0;
    int token = 0;
    int tiles = 0;
    int points = 0;
    SegmentKind kind = SegmentKind::Road;
    int bookmakerX = 0;
    int bookmakerY = 0;
};

struct CropOutcome
{
    int player = 0;
    bool skipped = true;
    int x = 0;
    int y = 0;
    int position = 0;
};

// What one move did (or why it was refused).
struct TurnReport
{
    RuleCode code = RuleCode::Ok;
    QString message; // the sentence for a refused move
    int player = 0;
    int tile = -1;
    Placement at;
    bool discarded = false;
    bool start = false;
    std::vector<int> setAside; // tiles drawn and set aside (fit nowhere) before this one
    std::vector<FeatureScore> scored;
    std::vector<BetPaid> bets;
    std::vector<CropOutcome> crop;
    std::array<int, MaxPlayers> points {};
    bool extraTurn = false;
};

struct FinalReport
{
    std::vector<BetPaid> bets;
    std::vector<FeatureScore> scored;
    std::array<int, MaxPlayers> points {};
    std::array<int, MaxPlayers> score {};
};

// One game: the board, the piles (river pile, held fork, land pile), whose
// turn it is, the river's open ends, betting tokens and crop circles.
// play() checks a whole move and applies it only when every part is legal;
// playRandomTurn() plays a random legal turn for the simulator.
class GameState
{
public:
    GameState(const GameSetup &setup, std::uint64_t seed);
    // Starts a new game with the same set-up; reuses the memory of the last one.
    void restart(std::uint64_t seed);

    const Board &board() const { return m_board; }
    const CompiledTileSet &tiles() const { return *m_tiles; }
    const RuleSet &rules() const { return m_rules; }
    int players() const { return m_players; }
    int currentPlayer() const { return m_player; }

    // The start tile goes to (0, 0) before any move.
    int startTile() const { return m_start; }
    bool startPlaced() const { return m_startPlaced; }
    void placeStart(int rotation);

    bool isOver() const;
    bool riverPending() const { return m_heldFork >= 0 || !m_riverBody.empty() || !m_riverBottom.empty(); }
    int pendingTile() const { return m_current; }
    int heldFork() const { return m_heldFork; }
    int forkHolder() const { return m_forkHolder; }
    int tilesLeft() const;
    // Draws the next tile for the current player, setting aside tiles that fit nowhere.
    // Returns -1 when nothing is left.
    int drawTile(std::vector<int> *setAside = nullptr);

    // Every legal placement of a tile now (edges and river rules), one per distinct rotation.
    void legalPlacements(int tile, std::vector<Placement> &out) const;
    RuleCode checkAvailable(int tile, QString *message = nullptr) const;
    RuleCode checkPlacement(int tile, const Placement &placement, QString *message = nullptr) const;

    TurnReport play(const Move &move);
    // Plays one random legal turn; false when the game is over. When `played` is given it
    // receives the move as a record would state it, and the tiles set aside before it.
    bool playRandomTurn(Random &random, std::vector<Placement> &scratch, Move *played = nullptr,
                        std::vector<int> *setAside = nullptr);
    // Final scoring (once): remaining bets, then every feature with followers.
    const FinalReport &finish();
    bool finished() const { return m_finished; }

    // River and pile statistics.
    const std::vector<RiverEnd> &riverEnds() const { return m_riverEnds; }
    int riverTiles() const { return m_riverTiles; }
    int riverTilesPlaced() const { return m_riverPlaced; }
    const std::vector<int> &setAside() const { return m_setAsideAll; }
    int riverSetAside() const { return m_riverSetAside; }

    // Bets
    const std::vector<BetToken> &tokens() const { return m_tokens; }
    int tokenSupply(int player, int token) const;
    int tokenIndex(QStringView id) const;
    int tokensOn(int placed) const;

private:
    struct BetStack
    {
        int placed = -1;
        std::vector<BetPlacement> tokens;
    };
    struct RiverPlan
    {
        int connectedEnd = -1; // index in m_riverEnds
        std::vector<RiverEnd> newEnds;
    };

    void deal(Random &random);
    int nextFromPiles();
    bool takeFromPiles(int tile);
    bool riverRulesApply(int tile) const { return m_tiles->tile(tile).river; }
    enum class LookAhead : std::uint8_t {
        None,
        Closing, // only: the last open end may not close while river tiles remain
        ClosingAndLakes, // and the lakes left can each still close an end of their own
        Local, // Closing, and the ends this tile leaves keep clear and can be continued
        LocalAndLakes, // Local and the lakes' check
        Full, // R3 as a whole: all the above, and no river tile left loses its last place
    };
    RuleCode checkRiver(int tile, const Placement &placement, LookAhead lookAhead, QString *message,
                        RiverPlan *plan) const;
    bool canContinue(const std::vector<RiverEnd> &ends, std::size_t index, int candidate, int tile,
                     const Placement &placement) const;
    bool continuable(const std::vector<RiverEnd> &ends, std::size_t index, const std::vector<int> &pool, int tile,
                     const Placement &placement) const;
    bool placeableBefore(int type) const;
    bool lastTilesFit(int tile, const Placement &placement, const std::vector<RiverEnd> &ends) const;
    bool lakesMatch(const std::vector<int> &last, const std::vector<RiverEnd> &ends, int tile,
                    const Placement &placement) const;
    std::uint64_t placeableVersion() const;
    // The river tiles that may come next (the body, then the bottom), or all that remain.
    std::vector<int> riverPool(int add, int remove, bool all = false) const;
    // Whether a river placement crowds an open end; says why in *why when given.
    bool crowdedEnds(int tile, const Placement &placement, int connectedEnd, const RiverEnd *newEnds, int newCount,
                     QString *why) const;
    bool followersAllowed(int tile, bool riverWasPending) const;
    RuleCode checkFollower(int placed, const FollowerSpot &spot, int player, bool allowed, QString *message) const;
    int applyPlacement(int tile, const Placement &placement);
    void addStartEnds(int placed);
    RuleCode evaluateBets(const std::vector<int> &closed, const std::vector<BetChoice> &choices, Random *random,
                          TurnReport *report, std::vector<BetChoice> *chosen = nullptr);
    RuleCode applyCrop(int placed, CropAction action, const std::vector<CropPick> &picks, TurnReport *report);
    void randomCrop(int placed, Random &random, Move *played);
    RuleCode checkBets(int placed, const std::vector<BetPlacement> &bets, QString *message) const;
    bool openRoadOrCity(int placed) const;
    bool isLastTile() const;
    int nodeAtCell(int x, int y, int position) const;
    int turnAfter(int tile) const;
    int betPayoutFor(int player, const BetStack &stack, int root) const;

    std::shared_ptr<const GameSetup> m_setup;
    std::shared_ptr<const CompiledTileSet> m_tiles;
    RuleSet m_rules;
    int m_players = 2;
    Board m_board;

    int m_start = -1;
    bool m_startPlaced = false;
    int m_landStartType = -1; // the normal start tile (a joker in the river pile under the house rule)
    std::vector<int> m_riverBody; // back = top of the pile
    std::vector<int> m_riverBottom; // lakes (or what the variant puts last), played after the body
    std::vector<int> m_land;
    std::vector<int> m_dealRiver; // scratch for deal()
    int m_heldFork = -1;
    int m_forkHolder = 0;
    int m_current = -1; // drawn and not yet played
    int m_player = 0;

    std::vector<RiverEnd> m_riverEnds;
    int m_riverTiles = 0;
    int m_riverPlaced = 0;
    int m_riverSetAside = 0;
    std::vector<int> m_setAsideAll;

    std::vector<BetToken> m_tokens;
    std::array<std::vector<int>, MaxPlayers> m_tokenSupply;
    std::vector<BetStack> m_stacks;

    std::vector<int> m_closed; // scratch
    mutable std::uint64_t m_placeableVersion = ~std::uint64_t(0);
    mutable std::vector<std::int8_t> m_placeable; // by tile type: -1 unknown, 0/1
    mutable std::uint64_t m_lakesVersion = ~std::uint64_t(0);
    mutable bool m_lakesMatchedBefore = false;
    // riverPool() for the tile being checked: the same for every placement tried.
    struct RiverPools
    {
        std::uint64_t version = ~std::uint64_t(0);
        int remove = -1;
        std::vector<int> next, remaining;
    };
    mutable RiverPools m_pools;
    const RiverPools &riverPoolsWithout(int remove) const;
    bool m_finished = false;
    FinalReport m_final;
};

QString cellText(int x, int y); // "(2, -1)", as messages name a board cell
QString segmentKindName(SegmentKind kind); // "city", "road", "field", "river", "monastery"
QString followerRoleName(FollowerRole role); // "knight", "thief", "farmer", "monk"
QString positionName(int position); // "NL" ... "WR", "monastery"
std::optional<int> positionFromName(QStringView name);
QString edgeKindName(EdgeKind kind);

} // namespace Krajina
