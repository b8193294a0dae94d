#pragma once

#include "engine/carcassonne/gamerecord.h"
#include "engine/carcassonne/gamesetup.h"
#include "engine/carcassonne/gamestate.h"

#include <QString>

#include <memory>
#include <vector>

namespace Krajina {

struct Catalogue;

// The sandbox's game: an engine GameState plus the moves that led to it, so a
// move can be taken back (by replaying the others) and the game written as a
// game record and read back. No widgets; the board panel drives it.
class SandboxGame
{
public:
    SandboxGame();
    ~SandboxGame();
    SandboxGame(SandboxGame &&) noexcept;
    SandboxGame &operator=(SandboxGame &&) noexcept;

    // A new game of the expansions in rules.expansions; the start tile goes down at once.
    // Returns an error sentence (and keeps the current game) on failure.
    QString start(const Catalogue &catalogue, const RuleSet &rules, int players, quint64 seed);
    bool isStarted() const { return m_state != nullptr; }

    const GameState &state() const { return *m_state; }
    const CompiledTileSet &tiles() const { return *m_setup.tiles; }
    const RuleSet &rules() const { return m_setup.rules; }
    int players() const { return m_setup.players; }
    quint64 seed() const { return m_seed; }

    // Draws the next tile for the current player (tiles that fit nowhere are set aside
    // and recorded). Returns -1 when none is left.
    int draw(std::vector<int> *setAside = nullptr);
    // Plays a move of the current player; a refused move changes nothing.
    TurnReport play(Move move);
    // The game as it would be after placing a tile without a follower (to choose one on).
    std::unique_ptr<GameState> preview(int tile, const Placement &at) const;

    // Final scoring; the game takes no more moves (undo reopens it).
    const FinalReport &finish();

    // Moves played (the start tile and tiles set aside not counted).
    int movesPlayed() const;
    const std::vector<TurnReport> &reports() const { return m_reports; }
    bool canUndo() const { return movesPlayed() > 0; }
    // Takes back the last move played (with the tiles set aside while drawing it).
    bool undo();

    // Plays the river with random legal placements (no followers) until the river is
    // done; returns the tiles placed.
    int playRiver(quint64 seed);

    // The game as a record; `catalogue` names the catalogue ("builtin" or a file).
    GameRecord record(const QString &catalogue) const;
    // Replaces this game with the one a record describes. Returns an error sentence
    // naming the place in the record, and leaves this game alone, when it cannot.
    QString load(const GameRecord &record, const Catalogue &catalogue);

private:
    QString setUp(const Catalogue &catalogue, const RuleSet &rules, int players, quint64 seed, int forkHolder,
                  const QString &startTile);
    bool replay();

    GameSetup m_setup;
    quint64 m_seed = 0;
    int m_startRotation = 0;
    std::unique_ptr<GameState> m_state;
    std::vector<Move> m_moves; // discards included (Move::discard)
    std::vector<TurnReport> m_reports; // one per entry of m_moves
};

} // namespace Krajina
