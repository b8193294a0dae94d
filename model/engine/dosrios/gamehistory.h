// SPDX-FileCopyrightText: 2026 Krajina contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "engine/dosrios/gamestate.h"

#include <QByteArray>
#include <QJsonObject>
#include <QString>

#include <vector>

namespace Krajina::DosRios {

// The sandbox's game of Dos Rios: a GameState plus the moves that led to it,
// in the way of the Carcassonne sandbox (SandboxGame): a move is taken back by
// replaying the others from the set-up, and played again (redo) as long as no
// other move was played since. No widgets; HexGamePage drives it.
class GameHistory
{
public:
    // A new game; an empty string, or the error (and the current game stays).
    QString start(const PieceSet &set, const GameSetUp &setUp);
    bool isStarted() const { return m_started; }
    const GameSetUp &setUp() const { return m_setUp; }
    const GameState &state() const { return m_state; }

    // Plays a move of the player to move; a refused move changes nothing (the moves to redo stay).
    Outcome play(const Action &action);

    int movesPlayed() const { return int(m_moves.size()); }
    const std::vector<Action> &moves() const { return m_moves; }
    const std::vector<Outcome> &outcomes() const { return m_outcomes; }
    bool canUndo() const { return !m_moves.empty(); }
    bool canRedo() const { return !m_undone.empty(); }
    // Takes back the last move (false when there is none).
    bool undo();
    // Plays the last move taken back again and returns its outcome (check canRedo first).
    Outcome redo();

    // The game as a Dos Rios game record (`krajina-cli play` replays it): the set-up (with the board's "layout"
    // when the game was set up on one) and every move, each expecting "ok", and the money, wood and winner at
    // the end.
    QByteArray record() const;

private:
    void replay();

    bool m_started = false;
    GameSetUp m_setUp;
    QJsonObject m_layout; // the set-up's layout as a record states it (empty: the board of the seed)
    GameState m_initial; // after the set-up, before the first move
    GameState m_state;
    std::vector<Action> m_moves; // each with its player
    std::vector<Outcome> m_outcomes; // one per move
    std::vector<Action> m_undone; // the moves taken back, the next one to redo last
};

} // namespace Krajina::DosRios
