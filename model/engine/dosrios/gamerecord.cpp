// SPDX-FileCopyrightText: 2026 Krajina contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "engine/dosrios/gamerecord.h"

#include "engine/recorderrors.h"
#include "enumnames.h"
#include "hex/dosriosjson.h"
#include "inputlimits.h"
#include "jsonlocation.h"

#include <QCoreApplication>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonParseError>

#include <cmath>

using namespace Qt::StringLiterals;

namespace Krajina::DosRios {

namespace {

struct Text
{
    Q_DECLARE_TR_FUNCTIONS(Krajina::DosRios::GameRecord)
};

constexpr int MaxRecordMoves = 100000;

// A record's errors (engine/recorderrors.h) and its places: a hex or the city.
struct Reader : RecordErrors
{
    std::optional<RecordPlace> place(const QJsonObject &o, const QString &key, const JsonPath &at)
    {
        const QString text = o.value(key).toString();
        if (text == u"city")
            return RecordPlace {true, {}};
        if (const std::optional<Hex> hex = hexFromText(text))
            return RecordPlace {false, *hex};
        fail(at / key, Text::tr("expected a hex \"Q,R\" or \"city\""));
        return std::nullopt;
    }
};

QString playerList(const std::array<int, MaxPlayers> &values, int players)
{
    QStringList parts;
    for (int p = 0; p < players; ++p)
        parts << QString::number(values[std::size_t(p)]);
    return parts.join(u", "_s);
}

QList<int> listOf(const std::array<int, MaxPlayers> &values, int players)
{
    QList<int> list;
    for (int p = 0; p < players; ++p)
        list << values[std::size_t(p)];
    return list;
}

QString listText(const QList<int> &values)
{
    QStringList parts;
    for (const int v : values)
        parts << QString::number(v);
    return u"["_s + parts.join(u", "_s) + u"]"_s;
}

int resolve(const GameState &state, const RecordPlace &place)
{
    return place.city ? state.cityCell() : state.placeAt(place.hex);
}

QString recordPlaceText(const RecordPlace &place)
{
    return place.city ? u"city"_s : hexText(place.hex);
}

// One move of a record (moves[i] at `at`), with what it expects; false after reader.fail().
bool readMove(Reader &reader, const QJsonObject &o, const JsonPath &at, int players, RecordMove &m)
{
    m.note = o.value(u"note"_s).toString();
    if (o.contains(u"player"_s)) {
        const auto p = reader.integer(o, u"player"_s, at, 0, players - 1);
        if (!p)
            return false;
        m.player = *p;
    }
    if (o.contains(u"place"_s)) {
        m.kind = Action::Kind::Place;
        const auto to = reader.place(o, u"place"_s, at);
        if (!to)
            return false;
        m.to = *to;
    } else if (o.contains(u"move"_s)) {
        m.kind = Action::Kind::Move;
        const auto from = reader.place(o, u"move"_s, at);
        const auto to = from ? reader.place(o, u"to"_s, at) : std::nullopt;
        if (!to)
            return false;
        m.from = *from;
        m.to = *to;
        if (o.contains(u"farmers"_s)) {
            const auto n = reader.integer(o, u"farmers"_s, at, 1, 2);
            if (!n)
                return false;
            m.farmers = *n;
        }
        // Two farmers from two places, one from "move" and one from "alsoFrom" (dosrios.twoFarmerCapture).
        if (o.contains(u"alsoFrom"_s)) {
            const auto also = reader.place(o, u"alsoFrom"_s, at);
            if (!also)
                return false;
            m.alsoFrom = *also;
            m.farmers = 2;
        }
    } else if (o.contains(u"build"_s)) {
        m.kind = Action::Kind::Build;
        const auto building = buildingFromName(o.value(u"build"_s).toString());
        if (!building) {
            reader.fail(at / u"build"_s, Text::tr("expected \"farm\" or \"hacienda\""));
            return false;
        }
        m.building = *building;
        const auto where = reader.place(o, u"at"_s, at);
        if (!where)
            return false;
        m.to = *where;
    } else if (o.contains(u"dam"_s)) {
        m.kind = Action::Kind::Dam;
        const QString damText = o.value(u"dam"_s).toString();
        const int comma = int(damText.lastIndexOf(u','));
        const std::optional<Hex> hex = comma > 0 ? hexFromText(QStringView(damText).left(comma)) : std::nullopt;
        const std::optional<Side> side
            = comma > 0 ? sideFromName(QStringView(damText).mid(comma + 1).trimmed()) : std::nullopt;
        if (!hex || !side) {
            reader.fail(at / u"dam"_s, Text::tr("expected \"Q,R,SIDE\" such as \"3,1,S\""));
            return false;
        }
        m.side = {*hex, *side};
    } else if (o.contains(u"card"_s)) {
        const QString what = o.value(u"card"_s).toString();
        if (what != u"score" && what != u"pass") {
            reader.fail(at / u"card"_s, Text::tr("expected \"score\" or \"pass\""));
            return false;
        }
        m.kind = what == u"score" ? Action::Kind::Score : Action::Kind::Pass;
    } else {
        reader.fail(at, Text::tr("a move has one of \"place\", \"move\", \"build\", \"dam\" or \"card\""));
        return false;
    }
    if (o.contains(u"course"_s)) {
        const QJsonValue course = o.value(u"course"_s);
        if (!course.isArray()) {
            reader.fail(at / u"course"_s, Text::tr("expected a list of choices such as [\"3,1,SW\"]"));
            return false;
        }
        for (qsizetype c = 0; c < course.toArray().size(); ++c) {
            const QString choice = course.toArray()[c].toString();
            const int comma = int(choice.lastIndexOf(u','));
            const std::optional<Hex> hex = comma > 0 ? hexFromText(QStringView(choice).left(comma)) : std::nullopt;
            const std::optional<Side> side
                = comma > 0 ? sideFromName(QStringView(choice).mid(comma + 1).trimmed()) : std::nullopt;
            if (!hex || !side) {
                reader.fail(at / u"course"_s / c, Text::tr("expected \"Q,R,SIDE\" such as \"3,1,SW\""));
                return false;
            }
            m.course.push_back({*hex, *side});
        }
    }
    if (o.contains(u"expect"_s)) {
        m.expect = o.value(u"expect"_s).toString();
        const std::optional<RuleCode> code = ruleCodeFromName(m.expect);
        if (!code) {
            reader.fail(at / u"expect"_s, Text::tr("unknown rule code \"%1\"").arg(m.expect));
            return false;
        }
        m.expect = ruleCodeName(*code); // an old kebab-case name is read as today's
    }
    m.expectMoney = reader.integers(o, u"expectMoney"_s, at, players);
    m.expectWood = reader.integers(o, u"expectWood"_s, at, players);
    m.expectCity = reader.integers(o, u"expectCity"_s, at, players);
    if (o.contains(u"expectMovementLeft"_s))
        m.expectMovementLeft = reader.integer(o, u"expectMovementLeft"_s, at, 0, MovementPoints);
    if (o.contains(u"expectCaptured"_s))
        m.expectCaptured = reader.integer(o, u"expectCaptured"_s, at, 0, 2);
    if (o.contains(u"expectBanditTaken"_s))
        m.expectBanditTaken = reader.integer(o, u"expectBanditTaken"_s, at, 0, 100);
    if (reader.failed)
        return false;
    return true;
}

} // namespace

std::optional<GameRecord> GameRecord::parse(const QByteArray &text, QString *error)
{
    QJsonParseError parseError;
    const QJsonDocument doc = QJsonDocument::fromJson(text, &parseError);
    if (parseError.error != QJsonParseError::NoError) {
        if (error)
            *error = notJsonError(text, parseError);
        return std::nullopt;
    }
    Reader reader {{text, error}};
    if (!doc.isObject()) {
        reader.fail({}, Text::tr("a game record is a JSON object"));
        return std::nullopt;
    }
    const QJsonObject root = doc.object();
    const JsonPath top;
    GameRecord record;
    record.source = text;
    if (root.value(u"game"_s).toString() != u"dos-rios") {
        reader.fail(top / u"game"_s, Text::tr("a Dos Rios record says \"game\": \"dos-rios\""));
        return std::nullopt;
    }
    GameSetUp &setUp = record.setUp;
    if (const auto players = reader.integer(root, u"players"_s, top, 2, MaxPlayers))
        setUp.players = *players;
    else
        return std::nullopt;
    const QJsonValue seed = root.value(u"seed"_s);
    if (!seed.isDouble() || seed.toDouble() < 0 || seed.toDouble() != std::floor(seed.toDouble())
        || seed.toDouble() > 9007199254740992.0) {
        reader.fail(top / u"seed"_s, Text::tr("expected a whole number from 0"));
        return std::nullopt;
    }
    setUp.seed = std::uint64_t(seed.toDouble());
    if (root.contains(u"startPlayer"_s)) {
        const auto start = reader.integer(root, u"startPlayer"_s, top, 0, setUp.players - 1);
        if (!start)
            return std::nullopt;
        setUp.startPlayer = *start;
    }
    if (root.contains(u"deckRunsOut"_s)) {
        const auto option = deckRunsOutFromName(root.value(u"deckRunsOut"_s).toString());
        if (!option) {
            reader.fail(top / u"deckRunsOut"_s, Text::tr("expected \"reshuffle\" or \"end\""));
            return std::nullopt;
        }
        setUp.deckRunsOut = *option;
    }
    if (root.contains(u"rules"_s)) {
        const QJsonValue rules = root.value(u"rules"_s);
        if (!rules.isObject()) {
            reader.fail(top / u"rules"_s, Text::tr("expected an object of rule options"));
            return std::nullopt;
        }
        const QJsonObject options = rules.toObject();
        for (auto it = options.constBegin(); it != options.constEnd(); ++it) {
            const QStringList values = gameRuleValues(it.key());
            if (values.isEmpty()) {
                reader.fail(top / u"rules"_s / it.key(),
                            Text::tr("no such rule option; the options are %1").arg(gameRuleNames().join(u", "_s)));
                return std::nullopt;
            }
            if (!setGameRule(setUp.rules, it.key(), it.value().toString())) {
                reader.fail(top / u"rules"_s / it.key(),
                            Text::tr("expected %1").arg(u"\"%1\""_s.arg(values.join(u"\" or \""_s))));
                return std::nullopt;
            }
        }
    }
    if (root.contains(u"deck"_s)) {
        const QJsonArray deck = root.value(u"deck"_s).toArray();
        QStringList ids;
        for (qsizetype i = 0; i < deck.size() && i < Limits::MaxCardCount; ++i) {
            if (!deck[i].isString()) {
                reader.fail(top / u"deck"_s / i, Text::tr("expected a card id"));
                return std::nullopt;
            }
            ids << deck[i].toString();
        }
        setUp.deck = ids;
    }
    for (const QString &key : {u"money"_s, u"wood"_s}) {
        if (const auto values = reader.integers(root, key, top, setUp.players)) {
            std::array<int, MaxPlayers> a {};
            for (int p = 0; p < setUp.players; ++p)
                a[std::size_t(p)] = std::max(0, values->value(p));
            (key == u"money" ? setUp.money : setUp.wood) = a;
        }
        if (reader.failed)
            return std::nullopt;
    }
    if (root.contains(u"layout"_s)) {
        if (!root.value(u"layout"_s).isObject()) {
            reader.fail(top / u"layout"_s,
                        Text::tr("expected a board layout (an object with slots, outflows and dams)"));
            return std::nullopt;
        }
        record.hasLayout = true;
    }
    record.expectScore = reader.integers(root, u"expectScore"_s, top, setUp.players);
    record.expectWood = reader.integers(root, u"expectWood"_s, top, setUp.players);
    if (root.contains(u"expectWinner"_s)) {
        if (root.value(u"expectWinner"_s).isNull())
            record.expectWinner = -1;
        else if (const auto w = reader.integer(root, u"expectWinner"_s, top, 0, setUp.players - 1))
            record.expectWinner = *w;
    }
    record.expectWinCondition = camelCaseName(root.value(u"expectWinCondition"_s).toString()); // or "onRiver"
    if (root.contains(u"expectBanditStrikes"_s))
        record.expectBanditStrikes = reader.integer(root, u"expectBanditStrikes"_s, top, 0, 1000000);
    const QJsonObject riverEnds = root.value(u"expectRiverEnds"_s).toObject();
    for (auto it = riverEnds.begin(); it != riverEnds.end(); ++it) {
        const std::optional<Hex> hex = hexFromText(it.value().toString());
        if (!riverFromName(it.key()) || !hex) {
            reader.fail(top / u"expectRiverEnds"_s / it.key(),
                        Text::tr("expected a river and its last hex such as "
                                 "\"rioGrande\": \"4,4\""));
            return std::nullopt;
        }
        record.expectRiverEnds.append({*riverFromName(it.key()), *hex});
    }
    if (reader.failed)
        return std::nullopt;

    const QJsonValue movesValue = root.value(u"moves"_s);
    if (!movesValue.isArray()) {
        reader.fail(top / u"moves"_s, Text::tr("expected a list of moves"));
        return std::nullopt;
    }
    const QJsonArray moves = movesValue.toArray();
    if (moves.size() > MaxRecordMoves) {
        reader.fail(top / u"moves"_s, Text::tr("%1 moves; at most %2").arg(moves.size()).arg(MaxRecordMoves));
        return std::nullopt;
    }
    for (qsizetype i = 0; i < moves.size(); ++i) {
        const JsonPath at = top / u"moves"_s / i;
        if (!moves[i].isObject()) {
            reader.fail(at, Text::tr("a move is a JSON object"));
            return std::nullopt;
        }
        RecordMove m;
        if (!readMove(reader, moves[i].toObject(), at, setUp.players, m))
            return std::nullopt;
        m.index = int(i);
        record.moves.append(m);
    }
    return record;
}

std::optional<RecordMove> readRecordMove(const QJsonObject &move, int players, QString *error)
{
    // Errors point into the move as if it were the only one of a record.
    const QByteArray text = QJsonDocument(QJsonObject {{u"moves"_s, QJsonArray {move}}}).toJson();
    Reader reader {{text, error}};
    RecordMove m;
    if (!readMove(reader, move, JsonPath() / u"moves"_s / 0, players, m))
        return std::nullopt;
    return m;
}

QJsonObject actionToRecordJson(const GameState &state, const Action &action)
{
    const auto place = [&state](int cell) { return cell == state.cityCell() ? u"city"_s : hexText(state.hexOf(cell)); };
    QJsonObject move;
    if (action.player >= 0)
        move.insert(u"player"_s, action.player);
    switch (action.kind) {
    case Action::Kind::Place:
        move.insert(u"place"_s, place(action.to));
        break;
    case Action::Kind::Move:
        move.insert(u"move"_s, place(action.from));
        move.insert(u"to"_s, place(action.to));
        if (action.alsoFrom >= 0)
            move.insert(u"alsoFrom"_s, place(action.alsoFrom));
        else if (action.farmers != 1)
            move.insert(u"farmers"_s, action.farmers);
        break;
    case Action::Kind::Build:
        move.insert(u"build"_s, buildingName(action.building));
        move.insert(u"at"_s, place(action.to));
        break;
    case Action::Kind::Dam: {
        const HexSide side = normalised(action.side);
        move.insert(u"dam"_s, u"%1,%2"_s.arg(hexText(side.hex), sideName(side.side)));
        break;
    }
    case Action::Kind::Score:
        move.insert(u"card"_s, u"score"_s);
        break;
    case Action::Kind::Pass:
        move.insert(u"card"_s, u"pass"_s);
        break;
    }
    if (!action.course.empty()) {
        QJsonArray course;
        for (const HexSide &choice : action.course)
            course.append(u"%1,%2"_s.arg(hexText(choice.hex), sideName(choice.side)));
        move.insert(u"course"_s, course);
    }
    return move;
}

QString placeText(const GameState &state, int place)
{
    if (place < 0)
        return u"?"_s;
    if (place == state.cityCell())
        return u"city"_s;
    if (state.terrain(place) == Terrain::Road)
        return u"road "_s + hexText(state.hexOf(place));
    return hexText(state.hexOf(place));
}

Action recordAction(const GameState &state, const RecordMove &move)
{
    Action action;
    action.kind = move.kind;
    action.player = move.player.value_or(-1);
    action.from = move.kind == Action::Kind::Move ? resolve(state, move.from) : -1;
    action.to = resolve(state, move.to);
    action.farmers = move.farmers;
    action.alsoFrom = move.kind == Action::Kind::Move && move.alsoFrom ? resolve(state, *move.alsoFrom) : -1;
    action.building = move.building;
    action.side = move.side;
    action.course = move.course;
    return action;
}

QString recordSetUp(const PieceSet &set, const GameRecord &record, GameSetUp &setUp)
{
    setUp = record.setUp;
    if (!record.hasLayout)
        return {};
    BoardLayout layout;
    if (QString problem = layoutFromJson(record.source, QString(), set, layout); !problem.isEmpty())
        return problem;
    setUp.layout = layout;
    return {};
}

bool replayRecord(const PieceSet &set, const GameRecord &record, Replay &replay, QString *error)
{
    replay = Replay();
    GameSetUp setUp;
    QString problem = recordSetUp(set, record, setUp);
    if (problem.isEmpty())
        problem = GameState::create(set, setUp, replay.state);
    if (!problem.isEmpty()) {
        if (error)
            *error = problem;
        return false;
    }
    GameState &state = replay.state;
    const int players = record.setUp.players;
    for (const RecordMove &m : record.moves) {
        const Action action = recordAction(state, m);
        ReplayedMove r;
        r.index = m.index;
        r.expected = m.expect;
        const int player = m.player.value_or(state.currentPlayer());
        QString what;
        switch (m.kind) {
        case Action::Kind::Place:
            what = u"place a farmer on %1"_s.arg(recordPlaceText(m.to));
            break;
        case Action::Kind::Move:
            what = m.alsoFrom ? u"move 2 farmers %1 and %2 -> %3"_s.arg(recordPlaceText(m.from),
                                                                       recordPlaceText(*m.alsoFrom), recordPlaceText(m.to))
                : m.farmers == 2 ? u"move 2 farmers %1 -> %2"_s.arg(recordPlaceText(m.from), recordPlaceText(m.to))
                                 : u"move %1 -> %2"_s.arg(recordPlaceText(m.from), recordPlaceText(m.to));
            break;
        case Action::Kind::Build:
            what = u"build a %1 on %2"_s.arg(buildingName(m.building), recordPlaceText(m.to));
            break;
        case Action::Kind::Dam:
            what = u"dam %1,%2"_s.arg(hexText(m.side.hex), sideName(m.side.side));
            break;
        case Action::Kind::Score:
            what = u"score the card"_s;
            break;
        case Action::Kind::Pass:
            what = u"pass the card"_s;
            break;
        }
        if (!m.course.empty()) {
            QStringList course;
            for (const HexSide &choice : m.course)
                course.append(u"%1,%2"_s.arg(hexText(choice.hex), sideName(choice.side)));
            what += u", course "_s + course.join(u' ');
        }
        r.text = u"player %1: %2"_s.arg(player + 1).arg(what); // 1-based as people count; records count from 0
        r.outcome = state.apply(action);
        if (r.outcome.code != RuleCode::Ok)
            ++replay.refused;
        const QString verdict = ruleCodeName(r.outcome.code);
        if (!m.expect.isEmpty() && m.expect != verdict)
            r.failedExpectations << u"expected %1, got %2"_s.arg(m.expect, verdict);
        std::array<int, MaxPlayers> money {}, wood {}, city {};
        for (int p = 0; p < players; ++p) {
            money[std::size_t(p)] = state.player(p).money;
            wood[std::size_t(p)] = state.player(p).wood;
            city[std::size_t(p)] = state.farmersAt(state.cityCell(), p);
        }
        if (m.expectMoney && *m.expectMoney != listOf(money, players))
            r.failedExpectations << u"money: expected %1, got [%2]"_s.arg(listText(*m.expectMoney),
                                                                          playerList(money, players));
        if (m.expectWood && *m.expectWood != listOf(wood, players))
            r.failedExpectations << u"wood: expected %1, got [%2]"_s.arg(listText(*m.expectWood),
                                                                         playerList(wood, players));
        if (m.expectCity && *m.expectCity != listOf(city, players))
            r.failedExpectations << u"farmers in the city: expected %1, got [%2]"_s.arg(listText(*m.expectCity),
                                                                                        playerList(city, players));
        if (m.expectMovementLeft && *m.expectMovementLeft != state.movementLeft())
            r.failedExpectations
                << u"movement left: expected %1, got %2"_s.arg(*m.expectMovementLeft).arg(state.movementLeft());
        if (m.expectCaptured && *m.expectCaptured != r.outcome.captured)
            r.failedExpectations << u"captured: expected %1, got %2"_s.arg(*m.expectCaptured).arg(r.outcome.captured);
        if (m.expectBanditTaken && *m.expectBanditTaken != r.outcome.banditTaken)
            r.failedExpectations
                << u"taken by the bandits: expected %1, got %2"_s.arg(*m.expectBanditTaken).arg(r.outcome.banditTaken);
        for (const QString &failure : std::as_const(r.failedExpectations))
            replay.failedExpectations << u"move %1: %2"_s.arg(m.index).arg(failure);
        replay.moves.append(r);
    }
    std::array<int, MaxPlayers> money {}, wood {};
    for (int p = 0; p < players; ++p) {
        money[std::size_t(p)] = state.player(p).money;
        wood[std::size_t(p)] = state.player(p).wood;
    }
    if (record.expectScore && *record.expectScore != listOf(money, players))
        replay.failedExpectations << u"final money: expected %1, got [%2]"_s.arg(listText(*record.expectScore),
                                                                                 playerList(money, players));
    if (record.expectWood && *record.expectWood != listOf(wood, players))
        replay.failedExpectations << u"final wood: expected %1, got [%2]"_s.arg(listText(*record.expectWood),
                                                                                playerList(wood, players));
    if (record.expectWinner && *record.expectWinner != state.winner())
        replay.failedExpectations
            << u"final winner: expected %1, got %2"_s.arg(*record.expectWinner).arg(state.winner());
    if (!record.expectWinCondition.isEmpty() && record.expectWinCondition != winConditionName(state.winCondition()))
        replay.failedExpectations << u"final win condition: expected %1, got %2"_s.arg(
            record.expectWinCondition, winConditionName(state.winCondition()));
    for (const auto &[river, hex] : record.expectRiverEnds) {
        const std::vector<int> course = state.routing().rivers[int(river)].cells;
        const QString end = course.empty() ? u"none"_s : hexText(state.hexOf(course.back()));
        if (end != hexText(hex))
            replay.failedExpectations << u"%1 ends: expected %2, got %3"_s.arg(riverName(river), hexText(hex), end);
    }
    if (record.expectBanditStrikes && *record.expectBanditStrikes != state.banditStrikes())
        replay.failedExpectations << u"final bandit strikes: expected %1, got %2"_s.arg(*record.expectBanditStrikes)
                                         .arg(state.banditStrikes());
    return true;
}

QJsonObject gameStateToJson(const GameState &state)
{
    QJsonArray players;
    for (int p = 0; p < state.players(); ++p) {
        const PlayerState &player = state.player(p);
        QJsonArray buildings;
        for (const int c : player.buildings)
            buildings.append(QJsonObject {{u"at"_s, hexText(state.hexOf(c))},
                                          {u"building"_s, buildingName(state.buildingAt(c))},
                                          {u"watered"_s, state.routing().watered[std::size_t(c)] != 0}});
        QJsonArray farmers;
        for (const int at : state.farmerPlaces(p)) {
            if (at >= 0)
                farmers.append(placeText(state, at));
        }
        players.append(QJsonObject {
            {u"player"_s, p},
            {u"money"_s, player.money},
            {u"wood"_s, player.wood},
            {u"farms"_s, player.farms},
            {u"hacienda"_s,
             player.haciendaCell >= 0 ? QJsonValue(hexText(state.hexOf(player.haciendaCell))) : QJsonValue()},
            {u"buildings"_s, buildings},
            {u"farmers"_s, farmers}});
    }
    QJsonArray display;
    for (const int c : state.display())
        display.append(state.card(c).id);
    QJsonArray dams;
    for (const HexSide &dam : state.dams())
        dams.append(u"%1,%2"_s.arg(hexText(dam.hex), sideName(dam.side)));
    QJsonObject rivers;
    for (int r = 0; r < RiverCount; ++r) {
        QJsonArray course;
        for (const int c : state.course(River(r)))
            course.append(hexText(state.hexOf(c)));
        rivers.insert(riverName(River(r)), course);
    }
    static constexpr std::array<const char16_t *, 3> phases {u"set-up", u"play", u"over"};
    return QJsonObject {
        {u"phase"_s, QString::fromUtf16(phases[std::size_t(state.phase())])},
        {u"turn"_s, state.turn()},
        {u"currentPlayer"_s, state.currentPlayer()},
        {u"movementLeft"_s, state.movementLeft()},
        {u"players"_s, players},
        {u"display"_s, display},
        {u"deck"_s, state.deckSize()},
        {u"discards"_s, state.discardSize()},
        {u"dams"_s, dams},
        {u"rivers"_s, rivers},
        {u"banditStrikes"_s, state.banditStrikes()},
        {u"deckRanOut"_s, state.deckRanOut()},
        {u"winner"_s, state.winner() >= 0 ? QJsonValue(state.winner()) : QJsonValue()},
        {u"winCondition"_s, winConditionName(state.winCondition())},
    };
}

QJsonObject replayedMoveToJson(const GameState &state, const ReplayedMove &move)
{
    const Outcome &o = move.outcome;
    QJsonObject json {{u"index"_s, move.index}, {u"move"_s, move.text}, {u"verdict"_s, ruleCodeName(o.code)}};
    if (o.code != RuleCode::Ok) {
        json.insert(u"message"_s, ruleCodeSummary(o.code));
    } else {
        if (o.cost)
            json.insert(u"cost"_s, o.cost);
        if (o.captured) {
            json.insert(u"captured"_s, o.captured);
            json.insert(u"capturedPlayer"_s, o.capturedPlayer);
        }
        if (o.card >= 0) {
            json.insert(u"card"_s, state.card(o.card).id);
            QJsonArray money, wood;
            for (int p = 0; p < state.players(); ++p) {
                money.append(o.money[std::size_t(p)]);
                wood.append(o.wood[std::size_t(p)]);
            }
            json.insert(u"money"_s, money);
            json.insert(u"wood"_s, wood);
        }
        if (o.banditStrikes) {
            json.insert(u"banditStrikes"_s, o.banditStrikes);
            json.insert(u"banditTaken"_s, o.banditTaken);
            QJsonArray strikes;
            for (const BanditStrike &strike : o.strikes) {
                QJsonArray taken;
                for (int i = 0; i < strike.taken; ++i)
                    taken.append(QJsonObject {{u"hex"_s, hexText(state.hexOf(strike.cells[std::size_t(i)]))},
                                              {u"player"_s, strike.owners[std::size_t(i)]}});
                strikes.append(QJsonObject {{u"river"_s, riverName(strike.river)}, {u"taken"_s, taken}});
            }
            json.insert(u"bandits"_s, strikes);
        }
        if (o.reshuffled)
            json.insert(u"reshuffled"_s, true);
        if (o.deckRanOut)
            json.insert(u"deckRanOut"_s, true);
        if (o.winner >= 0)
            json.insert(u"winner"_s, o.winner);
    }
    if (!move.failedExpectations.isEmpty())
        json.insert(u"failedExpectations"_s, QJsonArray::fromStringList(move.failedExpectations));
    return json;
}

} // namespace Krajina::DosRios
