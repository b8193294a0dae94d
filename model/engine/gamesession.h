// SPDX-FileCopyrightText: 2026 Krajina contributors
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

#include <QByteArray>
#include <QJsonObject>
#include <QList>
#include <QString>

#include <memory>

namespace Krajina {

// What a game made of a move.
struct Verdict
{
    bool ok = true;
    // The name of the rule code (GameRules::ruleCodes(): "ok", "edge.mismatch", "dosrios.move.wrongPlayer"); empty
    // when the move is not a move of the game's record format at all (the message says why).
    QString code = QStringLiteral("ok");
    QString message; // translated: why the move was refused; empty when it was allowed
};

// A game in progress, of any game (model/engine/README.md, "A game"): made by GameRules::newSession() from a
// set-up, a seed and a number of players, played one move at a time, written out as a game record. Moves are
// JSON objects in the form the game's records store them (model/engine/game-records.md). A session is a value:
// clone() gives an independent copy (to try a move, or to look ahead).
//
// The simulators do not play through it: their random games play each engine's own state directly.
class GameSession
{
public:
    virtual ~GameSession() = default;

    virtual std::unique_ptr<GameSession> clone() const = 0;
    virtual QString gameId() const = 0; // GameRules::id()

    virtual int players() const = 0;
    // The player to move (from 0); meaningless once the game is over.
    virtual int currentPlayer() const = 0;
    virtual bool isOver() const = 0;

    // The moves allowed now, in their record form, each accepted by play(); none once the game is over. Carcassonne
    // lists every placement of the tile drawn for the turn with every follower choice (none, or each feature a
    // follower may take): often a few hundred moves. Choices that have a default are listed with it only: no bet
    // laid, bets paid for the feature that pays the player most, a crop circle's "add" with every player skipping;
    // Dos Rios lists steps of one movement point, dams and first placements with the courses' fixed order. play()
    // accepts any move the record format states, listed or not.
    virtual int moveCount() const = 0;
    virtual QJsonObject move(int index) const = 0; // 0 <= index < moveCount()
    QList<QJsonObject> legalMoves() const
    {
        QList<QJsonObject> moves;
        const int count = moveCount();
        moves.reserve(count);
        for (int i = 0; i < count; ++i)
            moves.append(move(i));
        return moves;
    }

    // Checks a move and plays it when the rules allow it; a refused move changes nothing.
    virtual Verdict play(const QJsonObject &move) = 0;

    // Each player's score so far (after the final scoring once the game is over); Dos Rios: money.
    virtual QList<int> scores() const = 0;
    // The players who won (several on a tie); none while the game goes on, or when it ended without a winner.
    virtual QList<int> winners() const = 0;

    // The game so far as a game record of its game (krajina-cli play replays it): the set-up, the seed and every
    // move played, with the final scores expected once the game is over.
    virtual QByteArray toRecord() const = 0;
};

} // namespace Krajina
