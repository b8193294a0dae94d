// SPDX-FileCopyrightText: 2026 Krajina contributors
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

#include "bets.h"
#include "board.h"
#include "engine/random.h"
#include "gamesetup.h"
#include "names.h"
#include "piles.h"
#include "river.h"
#include "rulecode.h"
#include "turn.h"

#include <QString>

#include <cstdint>
#include <memory>
#include <optional>
#include <span>
#include <vector>

namespace Krajina {

class GameState;

// The choices of a turn after its tile and follower, as simulated players make them (players.h):
// the tokens laid on a bookmaker, the crop-circle action and each player's pick. A player whose
// choices are random makes them as GameState::playRandomTurn() does; the others are asked, on
// the game in the middle of its turn (the tile placed, its features and bets scored).
class TurnChoices
{
public:
    virtual ~TurnChoices() = default;
    virtual bool choosesAtRandom(int player) const = 0;
    // The token `player` lays on the bookmaker just placed (`placed` takes bets), -1 for none.
    virtual int betToken(const GameState &game, int placed, int player) = 0;
    // The crop-circle action (add or remove) of the active player, who has just placed the circle.
    virtual CropAction cropAction(const GameState &game, int placed, int active) = 0;
    // `player`'s pick among their followers of the circle's type (CropCircle::playChosen()).
    virtual int cropPick(const GameState &game, int placed, CropAction action, int player, std::span<const int> slots)
        = 0;
};

// One game: the board, the piles (river pile, held fork, land pile), whose turn it is,
// and the rooms of the rules beyond the base game: the river (RiverRules), The Bets
// (Bets) and Crop Circles (CropCircle). play() checks a whole move and applies it only
// when every part is legal; playRandomTurn() plays a random legal turn for the
// simulator. Both run the same turn pipeline (resolveTurn()).
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

    bool isOver() const { return m_startPlaced && m_piles.empty(); } // never in a scenario
    bool isScenario() const { return m_setup->scenario; }
    bool riverPending() const { return m_piles.riverPending(); }
    int pendingTile() const { return m_piles.current; }
    int heldFork() const { return m_piles.heldFork; }
    int forkHolder() const { return m_piles.forkHolder; }
    int tilesLeft() const { return m_piles.size(); }
    // Draws the next tile for the current player, setting aside tiles that fit nowhere.
    // Returns -1 when nothing is left.
    int drawTile(std::vector<int> *setAside = nullptr);

    // Every legal placement of a tile now (edges and river rules), one per distinct rotation.
    void legalPlacements(int tile, std::vector<Placement> &out) const;
    RuleCode checkAvailable(int tile, QString *message = nullptr) const;
    RuleCode checkPlacement(int tile, const Placement &placement, QString *message = nullptr) const;
    // Where a follower may go once `tile` is placed at `placement` (a legal placement) by the player to move: one
    // spot per feature of the tile the rules allow, in the tile's segment order. For lists of moves (GameSession);
    // random turns choose their own way.
    void followerSpots(int tile, const Placement &placement, std::vector<FollowerSpot> &out) const;

    TurnReport play(const Move &move);
    // The player (-1: whoever's turn it is) passes: scenarios only.
    TurnReport pass(int player);
    // Plays one random legal turn; false when the game is over. When `played` is given it
    // receives the move as a record would state it, and the tiles set aside before it.
    // With `choices`, the players that do not choose at random choose their bets and crop-circle
    // picks by them (a random seat's turn in a game with simulated players).
    bool playRandomTurn(Random &random, std::vector<Placement> &scratch, Move *played = nullptr,
                        std::vector<int> *setAside = nullptr, TurnChoices *choices = nullptr);
    // Plays the tile drawn (drawTile()) at a legal placement with a follower on a spot of its own
    // (or none), as a simulated player chose them (players.h); bets and crop-circle actions as
    // `choices` say, without them at random as in playRandomTurn(). No checks: the choice comes
    // from legalPlacements() and followerAllowed(). *played receives the move as a record states it.
    void playChosenTurn(const Placement &at, const std::optional<FollowerSpot> &follower, Random &random,
                        Move *played = nullptr, TurnChoices *choices = nullptr);
    // Whether the current player may put a follower on `tile` this turn (the volcano lake, the
    // house rule of no followers during the river), a supply left apart.
    bool followerAllowed(int tile) const { return followersAllowed(m_tiles->tile(tile), riverPending()); }
    // Shuffles the tiles still to come within their piles: what a player who looks ahead
    // knows of them (Monte Carlo playouts must not see the real order).
    void shuffleUnseen(Random &random);
    // Where the features completed during play are listed as they are scored (each with its
    // points and scorers, followers or not; the final scoring's are in finish()'s report); null:
    // nowhere. A copy of the game (a playout) lists nowhere; assigning a game keeps the list.
    void setScoreLog(std::vector<FeatureScore> *log) { m_scoreLog.log = log; }
    // Final scoring (once): remaining bets, then every feature with followers.
    const FinalReport &finish();
    bool finished() const { return m_finished; }

    // River and pile statistics.
    const std::vector<RiverEnd> &riverEnds() const { return m_river.ends(); }
    int riverTiles() const { return m_river.tiles(); }
    int riverTilesPlaced() const { return m_river.placed(); }
    const std::vector<int> &setAside() const { return m_setAsideAll; }
    int riverSetAside() const { return m_river.setAside(); }

    // Bets
    const std::vector<BetToken> &tokens() const { return m_bets.tokens(); }
    int tokenSupply(int player, int token) const;
    int tokenIndex(QStringView id) const { return m_bets.tokenIndex(id); }
    int tokensOn(int placed) const { return m_bets.tokensOn(placed); }
    const Bets &bets() const { return m_bets; }
    // Bookmaker tiles still in the piles (the tile drawn not counted).
    int bookmakersLeft() const;

private:
    class CheckedTurn;
    class RandomTurn;
    class ChosenTurn;

    void deal(Random &random);
    RiverContext riverContext() const { return {m_board, *m_tiles, m_rules, m_piles}; }
    int nextFromPiles();
    bool takeFromPiles(int tile);
    bool takeUndrawn(int tile); // takeFromPiles() of a tile other than the one drawn
    void setTileAside(int tile, std::vector<int> *setAside);
    bool followersAllowed(const CompiledTile &t, bool riverWasPending) const;
    RuleCode checkFollower(int placed, const FollowerSpot &spot, int player, bool allowed, QString *message) const;
    int applyPlacement(const CompiledTile &t, int tile, const Placement &placement);
    int applyRiverPlacement(int tile, const Placement &placement);
    int turnAfter(const CompiledTile &t) const;
    bool onLastTile() const { return !m_setup->scenario && m_piles.empty(); }
    // The turn once its tile is chosen: placement, follower, scoring, bets paid, crop
    // circle, bets laid, next player. `Decisions` is CheckedTurn (a move's stated
    // choices, checked) or RandomTurn.
    template<typename Decisions>
    RuleCode resolveTurn(int tile, const Placement &at, Decisions &decide, TurnReport *report);

    std::shared_ptr<const GameSetup> m_setup;
    // The set-up's deck without the tiles the engine cannot use, split into river and land
    // tiles in deck order: what every deal() starts from.
    struct SplitDeck
    {
        std::vector<int> river;
        std::vector<int> land;
        int landStartIndex = -1; // of the set-up's land start tile in land (its last copy), or -1
    };
    std::shared_ptr<const SplitDeck> m_deck;
    std::shared_ptr<const CompiledTileSet> m_tiles;
    RuleSet m_rules;
    int m_players = 2;
    Board m_board;

    int m_start = -1;
    bool m_startPlaced = false;
    int m_landStartType = -1; // the normal start tile (a joker in the river pile under the house rule)
    TilePiles m_piles;
    std::vector<int> m_dealRiver; // scratch for deal()
    int m_player = 0;
    std::vector<int> m_setAsideAll;

    RiverRules m_river;
    Bets m_bets;

    std::vector<int> m_closed; // scratch
    struct ScoreLog
    {
        std::vector<FeatureScore> *log = nullptr;
        ScoreLog() = default;
        ScoreLog(const ScoreLog &) { } // a copy lists nowhere
        ScoreLog &operator=(const ScoreLog &) { return *this; } // an assigned game keeps its own
    } m_scoreLog;
    bool m_finished = false;
    FinalReport m_final;
};

} // namespace Krajina
