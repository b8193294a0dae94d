// SPDX-FileCopyrightText: 2026 Krajina contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "engine/dosrios/gamestate.h"

#include <QByteArray>
#include <QJsonObject>
#include <QList>
#include <QString>

#include <optional>

namespace Krajina::DosRios {

// A place as a record names it: a hex "Q,R" (any hex of a road stands for the
// road) or "city".
struct RecordPlace
{
    bool city = false;
    Hex hex;
};

// One move of a Dos Rios game record with what the record expects of it.
struct RecordMove
{
    int index = 0;
    Action::Kind kind = Action::Kind::Pass;
    std::optional<int> player;
    RecordPlace from;
    RecordPlace to; // place, move, build
    std::optional<RecordPlace> alsoFrom; // move: the second farmer's place ("alsoFrom"; 2 farmers from 2 places)
    int farmers = 1;
    Building building = Building::Farm;
    HexSide side;
    std::vector<HexSide> course; // the player's choices of the courses the move routes ("course")
    QString note;
    QString expect; // a rule code name, empty when none
    std::optional<QList<int>> expectMoney;
    std::optional<QList<int>> expectWood;
    std::optional<QList<int>> expectCity; // farmers in the city per player
    std::optional<int> expectMovementLeft;
    std::optional<int> expectCaptured;
    std::optional<int> expectBanditTaken;
};

// A Dos Rios game record (format "krajina-dos-rios-record"): the set-up by
// seed, then the moves; see model/engine/game-records.md, Dos Rios records.
struct GameRecord
{
    GameSetUp setUp;
    QList<RecordMove> moves;
    std::optional<QList<int>> expectScore; // money per player at the end
    std::optional<QList<int>> expectWood;
    std::optional<int> expectWinner; // -1: nobody
    QString expectWinCondition;
    std::optional<int> expectBanditStrikes;
    bool hasLayout = false; // a "layout" member: the board the game was played on (read by recordSetUp)
    QList<std::pair<River, Hex>> expectRiverEnds; // the last hex of each river's course at the end
    QByteArray source;

    // Parses the record's structure; errors name the line and the JSON path.
    static std::optional<GameRecord> parse(const QByteArray &text, QString *error);
};

// The record's set-up on these pieces, its "layout" (the board the game was played on) read for them: an empty
// string, or why the layout does not fit the pieces ("line 7: layout.slots[2].tile: ...").
QString recordSetUp(const PieceSet &set, const GameRecord &record, GameSetUp &setUp);

struct ReplayedMove
{
    int index = 0;
    QString text; // "player 1: move 2 farmers 3,1 -> 4,1" (players counted from 1, as the window does)
    Outcome outcome;
    QString expected;
    QStringList failedExpectations;
};

struct Replay
{
    QList<ReplayedMove> moves;
    int refused = 0;
    QStringList failedExpectations;
    GameState state; // after the last move
};

// Replays a record on the pieces. Returns false with *error when the game
// cannot be set up (the record names no such card, start player...); illegal
// moves are not errors.
bool replayRecord(const PieceSet &set, const GameRecord &record, Replay &replay, QString *error);

// One move as a record states it (an element of "moves"), in a game of `players`: nullopt with *error (its place in
// the move) when it is no move of the format.
std::optional<RecordMove> readRecordMove(const QJsonObject &move, int players, QString *error);
// An action as a record states it (with its player, when it names one).
QJsonObject actionToRecordJson(const GameState &state, const Action &action);

// The action a record's move stands for in a game (its places resolved on the board).
Action recordAction(const GameState &state, const RecordMove &move);

// The text of a place ("3,1", "city", "road 3,5").
QString placeText(const GameState &state, int place);
// A game's state as JSON: players (money, wood, buildings, farmers), cards, dams, rivers, winner.
QJsonObject gameStateToJson(const GameState &state);
// One replayed move as JSON (verdict, message, what it did).
QJsonObject replayedMoveToJson(const GameState &state, const ReplayedMove &move);

} // namespace Krajina::DosRios
