// SPDX-FileCopyrightText: 2026 Krajina contributors
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

#include "engine/recorderrors.h"
#include "gamestate.h"
#include "jsonlocation.h"
#include "recordexpectations.h"
#include "ruleset.h"

#include <QByteArray>
#include <QJsonObject>
#include <QList>
#include <QString>

#include <optional>
#include <vector>

namespace Krajina {

struct Catalogue;

// One move of a game record as written in the file (model/engine/game-records.md).
struct RecordMove
{
    QJsonObject json;
    int index = 0;
};

// A game record: which catalogue, expansions, rules, players and seed, and
// the moves. Read from JSON, written back to JSON, replayed against a GameState.
struct GameRecord
{
    QString catalogue = QStringLiteral("builtin"); // "builtin" or a file (relative to the record)
    RuleSet rules; // rules.expansions: the expansions in play
    int players = 2;
    quint64 seed = 0;
    int forkHolder = 0;
    QString startTile; // empty: the usual start tile ("startTile"; "start" in older records)
    bool scenario = false; // see GameSetup::scenario; allows 1 player and {"pass": true}
    QString title;
    QString origin; // "source": where the record comes from (free text or a URL)
    QList<RecordMove> moves;
    // Checked after the final scoring: "expectScore", the final scoring's features and
    // bets, the whole game's points by source.
    Expectations expectations;
    QByteArray source; // the text it was read from, to point at places in it

    // Parses the record's structure; errors name the line and the JSON path.
    static std::optional<GameRecord> parse(const QByteArray &text, QString *error);
    QByteArray toJson() const;
};

// A move as a game record states it.
QJsonObject moveToJson(const Move &move, const CompiledTileSet &tiles, const std::vector<BetToken> &tokens);
// A tile set aside because it fit nowhere, as a game record states it.
QJsonObject discardToJson(int player, int tile, const CompiledTileSet &tiles);

// What happened to one move of a record.
struct ReplayedMove
{
    int index = 0;
    bool start = false;
    QString tileId;
    TurnReport report;
    QString expected; // the record's "expect", empty when none
    QStringList failedExpectations;
};

struct Replay
{
    QList<ReplayedMove> moves;
    FinalReport final;
    bool gameOver = false; // every tile was played
    int refused = 0;
    QStringList failedExpectations;
    QStringList tokenIds;
    QStringList tileIds; // by compiled tile index
    QString startTile; // the tile the game started from (id), empty when none
};

// The set-up a record states, its tiles from `catalogue`; false with *error (naming the place in the record)
// when the catalogue cannot set it up.
bool recordGameSetup(const GameRecord &record, const Catalogue &catalogue, GameSetup &setup, QString *error);
// Reads one move as a record states it (a tile placed or set aside, the start tile; not a scenario's pass) and
// plays it on `game`. False with *error when it is no move of the format; otherwise `report` says whether the
// rules allowed it (a refused move changes nothing).
bool playMoveJson(const QJsonObject &move, GameState &game, const Catalogue &catalogue, TurnReport &report,
                  QString *error);

// Replays a record against a catalogue. Returns false with *error (naming the
// place in the file) when the record is malformed; illegal moves are not errors.
bool replayRecord(const GameRecord &record, const Catalogue &catalogue, Replay &replay, QString *error);

} // namespace Krajina
