// SPDX-FileCopyrightText: 2026 Krajina contributors
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

#include "preview/sandboxgame.h"

#include <QString>

#include <memory>
#include <vector>

namespace Krajina {

// The sandbox's stage machine, without widgets: a tile is drawn or picked and
// held, turned, dropped on a cell (the engine gives its verdict), then the
// follower and the turn's other choices are made and the move is committed;
// moves are taken back, the game finished. The sandbox page shows each stage
// and offers the choices; this class keeps the game and the state between.
class SandboxTurn
{
public:
    enum class Stage { NoGame, ChooseTile, PlaceTile, PlaceFollower, GameOver };

    // The engine's answer to a step: Ok, or the rule it breaks and a sentence.
    struct Verdict
    {
        RuleCode code = RuleCode::Ok;
        QString sentence;
        bool ok() const { return code == RuleCode::Ok; }
    };

    const SandboxGame &game() const { return m_game; }
    Stage stage() const { return m_stage; }
    int held() const { return m_held; }
    int rotation() const { return m_rotation; }
    // Where the held tile fits (PlaceTile).
    const std::vector<Placement> &legal() const { return m_legal; }
    // Where the held tile was dropped, and the game with it placed (PlaceFollower).
    const Placement &placement() const { return m_placement; }
    const GameState *preview() const { return m_preview.get(); }

    // Replaces the game (a new one, or one read from a record): nothing held, rotation 0.
    void setGame(SandboxGame game);
    // Lays the rest of the river at random; nothing is held after.
    int playRiver(quint64 seed);

    bool canDraw() const;
    // Draws the next tile and holds it; -1 (and GameOver) when none is left.
    int draw(std::vector<int> *setAside);
    // Takes a particular tile, if the engine lets it be played now.
    Verdict pick(int tile);
    void hold(int tile);
    void rotate(int quarterTurns);

    // Drops the held tile on a cell with the current rotation. On success the
    // stage is PlaceFollower; when the engine refuses, nothing changes.
    Verdict drop(int x, int y);
    // What the engine says to a follower on a spot of the dropped tile (tried on a copy of the game).
    Verdict followerVerdict(const FollowerSpot &spot) const;
    // Takes the dropped tile up again (back to PlaceTile, or ChooseTile when nothing is held).
    void takeBack();
    // Plays the dropped tile with the choices of `move` (follower, bets, crop circle).
    // A refused move changes nothing; the preview stays until clearPreview().
    TurnReport commit(Move move);
    // Forgets the game with the dropped tile (once nothing looks at its board any more).
    void clearPreview() { m_preview.reset(); }
    // Sets the held tile aside when it fits nowhere.
    TurnReport setAside();

    bool undo();
    const FinalReport &finish();

private:
    void afterMove();

    SandboxGame m_game;
    std::unique_ptr<GameState> m_preview;
    Stage m_stage = Stage::NoGame;
    int m_held = -1;
    int m_rotation = 0;
    Placement m_placement;
    std::vector<Placement> m_legal;
};

} // namespace Krajina
