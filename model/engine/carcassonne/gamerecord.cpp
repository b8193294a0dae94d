// SPDX-FileCopyrightText: 2026 Krajina contributors
// SPDX-License-Identifier: GPL-3.0-or-later

#include "gamerecord.h"

#include "catalogue/catalogue.h"
#include "engine/recorderrors.h"
#include "jsonlocation.h"

#include <QCoreApplication>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonParseError>
#include <QSet>
#include <QVariant>

#include <cmath>

using namespace Qt::StringLiterals;

namespace Krajina {

namespace {

// Gives lupdate and tr() one context for the messages of this file.
struct Text
{
    Q_DECLARE_TR_FUNCTIONS(Krajina::GameRecord)
};

} // namespace

namespace {

QJsonArray cellJson(int x, int y)
{
    return QJsonArray {x, y};
}

const QSet<QString> &recordKeys()
{
    static const QSet<QString> keys
        = {u"format"_s,      u"version"_s,      u"note"_s,       u"catalogue"_s,       u"expansions"_s,
           u"rules"_s,       u"players"_s,      u"seed"_s,       u"forkHolder"_s,      u"start"_s,
           u"startTile"_s,   u"scenario"_s,     u"title"_s,      u"source"_s,          u"moves"_s,
           u"expectScore"_s, u"expectScored"_s, u"expectBets"_s, u"expectPointsFrom"_s};
    return keys;
}

const QSet<QString> &moveKeys()
{
    static const QSet<QString> keys = {u"note"_s,
                                       u"start"_s,
                                       u"player"_s,
                                       u"tile"_s,
                                       u"draw"_s,
                                       u"discard"_s,
                                       u"at"_s,
                                       u"rotation"_s,
                                       u"follower"_s,
                                       u"followerCell"_s,
                                       u"bets"_s,
                                       u"betChoices"_s,
                                       u"cropCircle"_s,
                                       u"pass"_s,
                                       u"expect"_s,
                                       u"expectPoints"_s,
                                       u"expectScored"_s,
                                       u"expectBets"_s,
                                       u"expectCropCircle"_s,
                                       u"expectPointsFrom"_s};
    return keys;
}

bool readPosition(const QJsonValue &value, int &position)
{
    if (!value.isString())
        return false;
    const auto p = positionFromName(value.toString());
    if (!p)
        return false;
    position = *p;
    return true;
}

} // namespace

QJsonObject moveToJson(const Move &move, const CompiledTileSet &tiles, const std::vector<BetToken> &tokens)
{
    QJsonObject m;
    if (move.player >= 0)
        m.insert(u"player"_s, move.player);
    if (move.tile >= 0)
        m.insert(u"tile"_s, tiles.id(move.tile));
    else
        m.insert(u"draw"_s, true);
    m.insert(u"at"_s, cellJson(move.at.x, move.at.y));
    m.insert(u"rotation"_s, move.at.rotation * 90);
    if (move.follower) {
        m.insert(u"follower"_s, positionName(move.follower->position));
        if (move.follower->cell != 0)
            m.insert(u"followerCell"_s, move.follower->cell);
    }
    if (!move.bets.empty()) {
        QJsonArray bets;
        for (const BetPlacement &bet : move.bets)
            bets.append(QJsonObject {{u"player"_s, bet.player}, {u"token"_s, tokens[std::size_t(bet.token)].id}});
        m.insert(u"bets"_s, bets);
    }
    if (!move.betChoices.empty()) {
        QJsonArray choices;
        for (const BetChoice &c : move.betChoices)
            choices.append(QJsonObject {{u"bookmaker"_s, cellJson(c.bookmakerX, c.bookmakerY)},
                                        {u"at"_s, cellJson(c.x, c.y)},
                                        {u"location"_s, positionName(c.position)}});
        m.insert(u"betChoices"_s, choices);
    }
    if (move.crop != CropAction::None) {
        QJsonArray picks;
        for (const CropPick &pick : move.picks) {
            if (pick.skip)
                picks.append(QJsonObject {{u"player"_s, pick.player}, {u"skip"_s, true}});
            else
                picks.append(QJsonObject {{u"player"_s, pick.player},
                                          {u"at"_s, cellJson(pick.x, pick.y)},
                                          {u"location"_s, positionName(pick.position)}});
        }
        m.insert(
            u"cropCircle"_s,
            QJsonObject {{u"action"_s, move.crop == CropAction::Add ? u"add"_s : u"remove"_s}, {u"picks"_s, picks}});
    }
    return m;
}

QJsonObject discardToJson(int player, int tile, const CompiledTileSet &tiles)
{
    return QJsonObject {{u"player"_s, player}, {u"tile"_s, tiles.id(tile)}, {u"discard"_s, true}};
}

std::optional<GameRecord> GameRecord::parse(const QByteArray &text, QString *error)
{
    QJsonParseError parseError;
    const QJsonDocument doc = QJsonDocument::fromJson(text, &parseError);
    if (parseError.error != QJsonParseError::NoError) {
        if (error)
            *error = notJsonError(text, parseError);
        return std::nullopt;
    }
    RecordErrors errors {text, error};
    if (!doc.isObject()) {
        errors.fail({}, Text::tr("a game record is a JSON object"));
        return std::nullopt;
    }
    const QJsonObject root = doc.object();
    GameRecord record;
    record.source = text;
    // Keys only a Dos Rios record has: such a record without its "game" lands here.
    static const QSet<QString> dosRiosKeys
        = {u"deck"_s,       u"deckRunsOut"_s,        u"startPlayer"_s, u"expectWinner"_s, u"expectWinCondition"_s,
           u"expectWood"_s, u"expectBanditStrikes"_s};
    for (auto it = root.begin(); it != root.end(); ++it) {
        if (!recordKeys().contains(it.key())) {
            if (dosRiosKeys.contains(it.key()) && !root.contains(u"game"_s)) {
                errors.fail({it.key()},
                            Text::tr("a key of Dos Rios records, but \"game\": \"dos-rios\" is missing (a "
                                     "Carcassonne record has no \"%1\")")
                                .arg(it.key()));
                return std::nullopt;
            }
            errors.fail({it.key()},
                        Text::tr("unknown key (known: %1)").arg(QStringList(recordKeys().values()).join(u", "_s)));
            return std::nullopt;
        }
    }
    if (root.contains(u"catalogue"_s)) {
        if (!root.value(u"catalogue"_s).isString() || root.value(u"catalogue"_s).toString().isEmpty()) {
            errors.fail({u"catalogue"_s}, Text::tr("expected \"builtin\" or a catalogue file name"));
            return std::nullopt;
        }
        record.catalogue = root.value(u"catalogue"_s).toString();
    }
    const QJsonValue expansions = root.value(u"expansions"_s);
    if (!expansions.isArray() || expansions.toArray().isEmpty()) {
        errors.fail({u"expansions"_s}, Text::tr("expected a list of expansion ids, such as [\"base\", \"river-1\"]"));
        return std::nullopt;
    }
    for (qsizetype i = 0; i < expansions.toArray().size(); ++i) {
        const QJsonValue e = expansions.toArray().at(i);
        if (!e.isString() || e.toString().isEmpty()) {
            errors.fail({u"expansions"_s, int(i)}, Text::tr("expected an expansion id"));
            return std::nullopt;
        }
        record.rules.expansions << e.toString();
    }
    if (root.contains(u"rules"_s)) {
        const QJsonValue rules = root.value(u"rules"_s);
        if (!rules.isObject()) {
            errors.fail({u"rules"_s},
                        Text::tr("expected an object of rule options, such as {\"river.noDeadEnd\": false}"));
            return std::nullopt;
        }
        const QJsonObject r = rules.toObject();
        for (auto it = r.begin(); it != r.end(); ++it) {
            const auto option = RuleSet::fromName(it.key());
            if (!option) {
                errors.fail({u"rules"_s, it.key()},
                            Text::tr("unknown rule option (known: %1)").arg(RuleSet::names().join(u", "_s)));
                return std::nullopt;
            }
            if (!it.value().isBool()) {
                errors.fail({u"rules"_s, it.key()}, Text::tr("expected true or false"));
                return std::nullopt;
            }
            record.rules.set(*option, it.value().toBool());
        }
    }
    for (const QString &key : {u"title"_s, u"source"_s}) {
        if (root.contains(key) && !root.value(key).isString()) {
            errors.fail({key}, Text::tr("expected text"));
            return std::nullopt;
        }
    }
    record.title = root.value(u"title"_s).toString();
    record.origin = root.value(u"source"_s).toString();
    if (root.contains(u"scenario"_s)) {
        if (!root.value(u"scenario"_s).isBool()) {
            errors.fail({u"scenario"_s}, Text::tr("expected true or false"));
            return std::nullopt;
        }
        record.scenario = root.value(u"scenario"_s).toBool();
    }
    const int fewestPlayers = record.scenario ? 1 : 2;
    if (root.contains(u"players"_s)
        && (!readWholeNumber(root.value(u"players"_s), record.players) || record.players < fewestPlayers
            || record.players > MaxPlayers)) {
        errors.fail({u"players"_s},
                    record.scenario
                        ? Text::tr("expected a number of players from 1 to %1").arg(MaxPlayers)
                        : Text::tr("expected a number of players from 2 to %1 (1 in a scenario)").arg(MaxPlayers));
        return std::nullopt;
    }
    if (root.contains(u"seed"_s)) {
        // Seeds above 2^53 do not survive a JSON number; they are written as strings.
        const QJsonValue seed = root.value(u"seed"_s);
        const double d = seed.toDouble(-1);
        bool ok = false;
        if (seed.isString())
            record.seed = seed.toString().toULongLong(&ok);
        else if (seed.isDouble() && d >= 0 && d == std::floor(d) && d <= 9007199254740992.0) {
            record.seed = quint64(d);
            ok = true;
        }
        if (!ok) {
            errors.fail({u"seed"_s}, Text::tr("expected a whole number from 0 (as a string above 2^53)"));
            return std::nullopt;
        }
    }
    if (root.contains(u"forkHolder"_s)
        && (!readWholeNumber(root.value(u"forkHolder"_s), record.forkHolder) || record.forkHolder < 0
            || record.forkHolder >= record.players)) {
        errors.fail({u"forkHolder"_s}, Text::tr("expected a player number from 0 to %1").arg(record.players - 1));
        return std::nullopt;
    }
    // "startTile" names the start tile; "start" is its older spelling (on a move "start" is true).
    for (const QString &key : {u"startTile"_s, u"start"_s}) {
        if (!root.contains(key))
            continue;
        if (record.scenario) {
            errors.fail({key}, Text::tr("a scenario has no start tile: its first tile goes anywhere"));
            return std::nullopt;
        }
        if (!root.value(key).isString() || !record.startTile.isEmpty()) {
            errors.fail({key},
                        record.startTile.isEmpty() ? Text::tr("expected a tile id")
                                                   : Text::tr("give \"startTile\" only"));
            return std::nullopt;
        }
        record.startTile = root.value(key).toString();
    }
    {
        JsonPath where;
        const QString problem = record.expectations.read(root, {}, u"expectScore"_s, record.players, &where);
        if (!problem.isEmpty()) {
            errors.fail(where, problem);
            return std::nullopt;
        }
    }
    const QJsonValue moves = root.value(u"moves"_s);
    if (!moves.isArray()) {
        errors.fail({u"moves"_s}, Text::tr("expected a list of moves"));
        return std::nullopt;
    }
    const QJsonArray list = moves.toArray();
    for (qsizetype i = 0; i < list.size(); ++i) {
        if (!list.at(i).isObject()) {
            errors.fail({u"moves"_s, int(i)}, Text::tr("a move is a JSON object"));
            return std::nullopt;
        }
        const QJsonObject m = list.at(i).toObject();
        for (auto it = m.begin(); it != m.end(); ++it) {
            if (!moveKeys().contains(it.key())) {
                errors.fail({u"moves"_s, int(i), it.key()},
                            Text::tr("unknown key (known: %1)").arg(QStringList(moveKeys().values()).join(u", "_s)));
                return std::nullopt;
            }
        }
        record.moves << RecordMove {m, int(i)};
    }
    return record;
}

QByteArray GameRecord::toJson() const
{
    QJsonObject root;
    if (!title.isEmpty())
        root.insert(u"title"_s, title);
    if (!origin.isEmpty())
        root.insert(u"source"_s, origin);
    if (scenario)
        root.insert(u"scenario"_s, true);
    root.insert(u"catalogue"_s, catalogue);
    root.insert(u"expansions"_s, QJsonArray::fromStringList(rules.expansions));
    QJsonObject options;
    for (int o = 0; o < RuleOptionCount; ++o) {
        const auto option = RuleOption(o);
        if (rules.value(option) != RuleSet::defaultValue(option))
            options.insert(RuleSet::name(option), rules.value(option));
    }
    if (!options.isEmpty())
        root.insert(u"rules"_s, options);
    root.insert(u"players"_s, players);
    if (seed <= (quint64(1) << 53))
        root.insert(u"seed"_s, double(seed));
    else
        root.insert(u"seed"_s, QString::number(seed));
    if (forkHolder != 0)
        root.insert(u"forkHolder"_s, forkHolder);
    if (!startTile.isEmpty())
        root.insert(u"startTile"_s, startTile);
    QJsonArray list;
    for (const RecordMove &m : moves)
        list.append(m.json);
    root.insert(u"moves"_s, list);
    expectations.writeTo(root, u"expectScore"_s);
    return QJsonDocument(root).toJson(QJsonDocument::Indented);
}

namespace {

// Reads one move against the game it belongs to.
bool readMove(const RecordMove &recordMove, const GameState &game, const Catalogue &catalogue, Move &move,
              bool &notInPlay, QString &tileId, RecordErrors &errors)
{
    const QJsonObject &m = recordMove.json;
    const JsonPath at {u"moves"_s, recordMove.index};
    auto here = [&](const QString &key) {
        JsonPath path = at;
        path << key;
        return path;
    };
    const int players = game.players();
    notInPlay = false;
    if (m.contains(u"player"_s)
        && (!readWholeNumber(m.value(u"player"_s), move.player) || move.player < 0 || move.player >= players))
        return errors.fail(here(u"player"_s), Text::tr("expected a player number from 0 to %1").arg(players - 1));
    const bool draw = m.value(u"draw"_s).toBool();
    if (m.contains(u"draw"_s) && !m.value(u"draw"_s).isBool())
        return errors.fail(here(u"draw"_s), Text::tr("expected true or false"));
    if (m.contains(u"tile"_s)) {
        if (draw)
            return errors.fail(here(u"tile"_s), Text::tr("a move either names a tile or draws one, not both"));
        tileId = m.value(u"tile"_s).toString();
        move.tile = game.tiles().indexOf(tileId);
        if (move.tile < 0) {
            if (!catalogue.tile(tileId))
                return errors.fail(here(u"tile"_s), Text::tr("the catalogue has no tile \"%1\"").arg(tileId));
            notInPlay = true;
        }
    } else if (!draw) {
        return errors.fail(at, Text::tr("a move needs \"tile\" or \"draw\": true"));
    }
    if (m.contains(u"discard"_s) && !m.value(u"discard"_s).isBool())
        return errors.fail(here(u"discard"_s), Text::tr("expected true or false"));
    move.discard = m.value(u"discard"_s).toBool();
    if (!move.discard) {
        if (!readCellPair(m.value(u"at"_s), move.at.x, move.at.y))
            return errors.fail(m.contains(u"at"_s) ? here(u"at"_s) : at, Text::tr("expected \"at\": [x, y]"));
        int rotation = 0;
        if (m.contains(u"rotation"_s)
            && (!readWholeNumber(m.value(u"rotation"_s), rotation) || rotation % 90 != 0 || rotation < 0
                || rotation >= 360))
            return errors.fail(here(u"rotation"_s), Text::tr("expected 0, 90, 180 or 270"));
        move.at.rotation = rotation / 90;
    }
    if (m.contains(u"follower"_s)) {
        FollowerSpot spot;
        if (!readPosition(m.value(u"follower"_s), spot.position))
            return errors.fail(
                here(u"follower"_s),
                Text::tr("expected a location: N, NL, NR, E, EL, ER, S, SL, SR, W, WL, WR or monastery"));
        if (m.contains(u"followerCell"_s)
            && (!readWholeNumber(m.value(u"followerCell"_s), spot.cell) || spot.cell < 0 || spot.cell >= MaxTileCells))
            return errors.fail(here(u"followerCell"_s),
                               Text::tr("expected the cell of the tile (0 for a single tile)"));
        move.follower = spot;
    }
    if (m.contains(u"bets"_s)) {
        if (!m.value(u"bets"_s).isArray())
            return errors.fail(here(u"bets"_s), Text::tr("expected a list of bets"));
        const QJsonArray bets = m.value(u"bets"_s).toArray();
        for (qsizetype i = 0; i < bets.size(); ++i) {
            JsonPath path = here(u"bets"_s);
            path << int(i);
            const QJsonObject b = bets.at(i).toObject();
            BetPlacement bet;
            if (!readWholeNumber(b.value(u"player"_s), bet.player) || bet.player < 0 || bet.player >= players)
                return errors.fail(path, Text::tr("a bet needs \"player\" from 0 to %1").arg(players - 1));
            if (!b.value(u"token"_s).isString())
                return errors.fail(path, Text::tr("a bet needs \"token\", such as \"4\" or \"7+\""));
            bet.token = game.tokenIndex(b.value(u"token"_s).toString());
            move.bets.push_back(bet);
        }
    }
    if (m.contains(u"betChoices"_s)) {
        const QJsonArray choices = m.value(u"betChoices"_s).toArray();
        if (!m.value(u"betChoices"_s).isArray())
            return errors.fail(here(u"betChoices"_s), Text::tr("expected a list of choices"));
        for (qsizetype i = 0; i < choices.size(); ++i) {
            JsonPath path = here(u"betChoices"_s);
            path << int(i);
            const QJsonObject c = choices.at(i).toObject();
            BetChoice choice;
            if (!readCellPair(c.value(u"bookmaker"_s), choice.bookmakerX, choice.bookmakerY)
                || !readCellPair(c.value(u"at"_s), choice.x, choice.y)
                || !readPosition(c.value(u"location"_s), choice.position))
                return errors.fail(path,
                                   Text::tr("a choice needs \"bookmaker\": [x, y], \"at\": [x, y] and \"location\""));
            move.betChoices.push_back(choice);
        }
    }
    if (m.contains(u"cropCircle"_s)) {
        const QJsonValue crop = m.value(u"cropCircle"_s);
        const QString action = crop.isObject() ? crop.toObject().value(u"action"_s).toString() : crop.toString();
        if (action == u"add")
            move.crop = CropAction::Add;
        else if (action == u"remove")
            move.crop = CropAction::Remove;
        else
            return errors.fail(here(u"cropCircle"_s),
                               Text::tr("expected \"add\", \"remove\" or {\"action\": ..., \"picks\": [...]}"));
        const QJsonArray picks = crop.toObject().value(u"picks"_s).toArray();
        for (qsizetype i = 0; i < picks.size(); ++i) {
            JsonPath path = here(u"cropCircle"_s);
            path << u"picks"_s << int(i);
            const QJsonObject p = picks.at(i).toObject();
            CropPick pick;
            if (!readWholeNumber(p.value(u"player"_s), pick.player) || pick.player < 0 || pick.player >= players)
                return errors.fail(path, Text::tr("a pick needs \"player\" from 0 to %1").arg(players - 1));
            pick.skip = p.value(u"skip"_s).toBool();
            if (!pick.skip
                && (!readCellPair(p.value(u"at"_s), pick.x, pick.y)
                    || !readPosition(p.value(u"location"_s), pick.position)))
                return errors.fail(path, Text::tr("a pick needs \"at\": [x, y] and \"location\", or \"skip\": true"));
            move.picks.push_back(pick);
        }
    }
    return true;
}

// Plays one move that places (or sets aside) a tile, or the start tile.
bool playRecordMove(const RecordMove &recordMove, GameState &game, const Catalogue &catalogue, ReplayedMove &replayed,
                    RecordErrors &errors)
{
    const QJsonObject &m = recordMove.json;
    const JsonPath at {u"moves"_s, recordMove.index};
    Move move;
    bool notInPlay = false;
    if (!readMove(recordMove, game, catalogue, move, notInPlay, replayed.tileId, errors))
        return false;
    if (game.isScenario() && m.contains(u"start"_s))
        return errors.fail(JsonPath(at) << u"start"_s,
                           Text::tr("a scenario has no start tile: its first tile goes anywhere"));
    const bool startMove = !game.startPlaced()
        && (m.value(u"start"_s).toBool()
            || (!m.contains(u"player"_s) && move.tile >= 0 && move.tile == game.startTile() && move.at.x == 0
                && move.at.y == 0));
    if (startMove) {
        if (move.tile != game.startTile())
            return errors.fail(JsonPath(at) << u"tile"_s,
                               Text::tr("the start tile of this game is %1").arg(game.tiles().id(game.startTile())));
        if (move.at.x != 0 || move.at.y != 0)
            return errors.fail(JsonPath(at) << u"at"_s, Text::tr("the start tile goes to [0, 0]"));
        game.placeStart(move.at.rotation);
        replayed.start = true;
        replayed.report.start = true;
        replayed.report.tile = move.tile;
        replayed.report.at = move.at;
        replayed.report.player = -1;
    } else if (notInPlay) {
        replayed.report.player = game.currentPlayer();
        replayed.report.at = move.at;
        replayed.report.code = RuleCode::MoveTileNotAvailable;
        replayed.report.message = Text::tr("%1 is not part of the expansions in play").arg(replayed.tileId);
    } else {
        replayed.report = game.play(move);
    }
    return true;
}

} // namespace

bool recordGameSetup(const GameRecord &record, const Catalogue &catalogue, GameSetup &setup, QString *error)
{
    RecordErrors errors {record.source, error};
    const QString problem = GameSetup::fromCatalogue(catalogue, record.rules, std::max(record.players, 2), setup);
    if (!problem.isEmpty())
        return errors.fail({u"expansions"_s}, problem);
    setup.players = record.players;
    setup.scenario = record.scenario;
    setup.forkHolder = record.forkHolder;
    if (!record.startTile.isEmpty()) {
        setup.startTile = setup.tiles->indexOf(record.startTile);
        if (setup.startTile < 0)
            return errors.fail({record.source.contains("\"startTile\"") ? u"startTile"_s : u"start"_s},
                               Text::tr("\"%1\" is not a tile of the expansions in play").arg(record.startTile));
    }
    return true;
}

bool playMoveJson(const QJsonObject &move, GameState &game, const Catalogue &catalogue, TurnReport &report,
                  QString *error)
{
    // Errors point into the move as if it were the only one of a record.
    const QByteArray text = QJsonDocument(QJsonObject {{u"moves"_s, QJsonArray {move}}}).toJson();
    RecordErrors errors {text, error};
    for (auto it = move.begin(); it != move.end(); ++it) {
        if (!moveKeys().contains(it.key()) || it.key() == u"pass")
            return errors.fail(
                {u"moves"_s, 0, it.key()},
                it.key() == u"pass"
                    ? Text::tr("only a scenario record (\"scenario\": true) allows passing")
                    : Text::tr("unknown key (known: %1)").arg(QStringList(moveKeys().values()).join(u", "_s)));
    }
    ReplayedMove replayed;
    if (!playRecordMove(RecordMove {move, 0}, game, catalogue, replayed, errors))
        return false;
    report = replayed.report;
    return true;
}

bool replayRecord(const GameRecord &record, const Catalogue &catalogue, Replay &replay, QString *error)
{
    RecordErrors errors {record.source, error};
    GameSetup setup;
    if (!recordGameSetup(record, catalogue, setup, error))
        return false;
    GameState game(setup, record.seed);
    for (int t = 0; t < setup.tiles->size(); ++t)
        replay.tileIds << setup.tiles->id(t);
    if (game.startTile() >= 0)
        replay.startTile = setup.tiles->id(game.startTile());
    for (const BetToken &token : game.tokens())
        replay.tokenIds << token.id;

    PointsBySource bySource {};
    for (const RecordMove &recordMove : record.moves) {
        const QJsonObject &m = recordMove.json;
        const JsonPath at {u"moves"_s, recordMove.index};
        ReplayedMove replayed;
        replayed.index = recordMove.index;
        if (m.contains(u"expect"_s)) {
            replayed.expected = m.value(u"expect"_s).toString();
            if (!ruleCodeFromName(replayed.expected))
                return errors.fail(JsonPath(at) << u"expect"_s,
                                   Text::tr("expected a rule code such as \"ok\" or \"edge.mismatch\""));
        }
        Expectations expected;
        {
            JsonPath where;
            const QString unreadable = expected.read(m, at, u"expectPoints"_s, game.players(), &where);
            if (!unreadable.isEmpty())
                return errors.fail(where, unreadable);
        }
        if (m.contains(u"pass"_s)) {
            if (m.value(u"pass"_s) != QJsonValue(true))
                return errors.fail(JsonPath(at) << u"pass"_s, Text::tr("expected true"));
            if (!record.scenario)
                return errors.fail(JsonPath(at) << u"pass"_s,
                                   Text::tr("only a scenario record (\"scenario\": true) allows passing"));
            for (auto it = m.begin(); it != m.end(); ++it) {
                if (it.key() != u"pass" && it.key() != u"player" && it.key() != u"note"
                    && !it.key().startsWith(u"expect"))
                    return errors.fail(JsonPath(at) << it.key(), Text::tr("a pass states no tile, follower or choice"));
            }
            int player = -1;
            if (m.contains(u"player"_s)
                && (!readWholeNumber(m.value(u"player"_s), player) || player < 0 || player >= game.players()))
                return errors.fail(JsonPath(at) << u"player"_s,
                                   Text::tr("expected a player number from 0 to %1").arg(game.players() - 1));
            replayed.report = game.pass(player);
        } else if (!playRecordMove(recordMove, game, catalogue, replayed, errors)) {
            return false;
        }

        if (replayed.report.tile >= 0)
            replayed.tileId = setup.tiles->id(replayed.report.tile);
        if (replayed.report.code != RuleCode::Ok)
            ++replay.refused;
        const QString verdict = ruleCodeName(replayed.report.code);
        if (!replayed.expected.isEmpty() && replayed.expected != verdict)
            replayed.failedExpectations << Text::tr("expected %1, got %2").arg(replayed.expected, verdict);
        if (replayed.report.code == RuleCode::Ok)
            addPointsBySource(replayed.report.scored, replayed.report.bets, bySource);
        if (!expected.isEmpty()) {
            ScoringOutcome outcome {
                replayed.report.scored, replayed.report.bets, &replayed.report.crop, replayed.report.points, {}};
            addPointsBySource(replayed.report.scored, replayed.report.bets, outcome.bySource);
            replayed.failedExpectations << checkExpectations(expected, outcome, game.players(), replay.tokenIds, false);
        }
        for (const QString &failure : std::as_const(replayed.failedExpectations))
            replay.failedExpectations << Text::tr("move %1: %2").arg(recordMove.index).arg(failure);
        replay.moves << replayed;
    }
    replay.gameOver = game.isOver();
    replay.final = game.finish();
    addPointsBySource(replay.final.scored, replay.final.bets, bySource);
    const ScoringOutcome outcome {replay.final.scored, replay.final.bets, nullptr, replay.final.score, bySource};
    for (const QString &failure :
         checkExpectations(record.expectations, outcome, game.players(), replay.tokenIds, true))
        replay.failedExpectations << Text::tr("final: %1").arg(failure);
    return true;
}

} // namespace Krajina
