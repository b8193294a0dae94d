// SPDX-FileCopyrightText: 2026 Krajina contributors
// SPDX-License-Identifier: GPL-3.0-or-later

#include "jczgame.h"

#include "catalogue/catalogue.h"
#include "catalogue/jczconventions.h"
#include "engine/recorderrors.h"
#include "enginetypes.h"
#include "gamerecord.h"
#include "jsonlocation.h"
#include "names.h"

#include <QCoreApplication>
#include <QHash>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonParseError>
#include <QRegularExpression>
#include <QSet>

#include <algorithm>
#include <cmath>
#include <memory>

using namespace Qt::StringLiterals;

namespace Krajina {

namespace {

// Gives lupdate and tr() one context for the messages of this file.
struct Text
{
    Q_DECLARE_TR_FUNCTIONS(Krajina::JczGame)
};

// Errors while reading a saved game: "line L, column C: replay[3].payload: message".
struct Reader
{
    const QByteArray &text;
    QString *error;
    std::unique_ptr<JsonLocator> locator = std::make_unique<JsonLocator>(text);
    bool failed = false;

    bool fail(const JsonPath &path, const QString &message)
    {
        if (!failed && error) {
            const TextPosition at = locator->position(path);
            const QString where = Text::tr("line %1, column %2").arg(at.line).arg(at.column);
            *error = path.isEmpty() ? u"%1: %2"_s.arg(where, message)
                                    : u"%1: %2: %3"_s.arg(where, jsonPathText(path), message);
        }
        failed = true;
        return false;
    }
};

// A saved game's coordinates and counts are small: a bound of a million keeps any arithmetic on them safe.
constexpr int JczBound = 1'000'000;

// "R90" (a move) or 90 (a start tile) as degrees; -1 when neither.
int readRotation(const QJsonValue &value)
{
    int degrees = -1;
    if (value.isString()) {
        const QString s = value.toString();
        bool ok = false;
        degrees = s.startsWith(u'R') ? s.mid(1).toInt(&ok) : -1;
        if (!ok)
            return -1;
    } else if (!readWholeNumber(value, degrees, JczBound)) {
        return -1;
    }
    return degrees >= 0 && degrees < 360 && degrees % 90 == 0 ? degrees : -1;
}

// Whether an element of JCloisterZone's setup is switched on (true, a count above 0).
bool isOn(const QJsonValue &value)
{
    if (value.isBool())
        return value.toBool();
    if (value.isDouble())
        return value.toDouble() != 0;
    if (value.isString())
        return !value.toString().isEmpty() && value.toString() != u"off";
    return !value.isNull() && !value.isUndefined();
}

// JCloisterZone 5's rules whose every value concerns an expansion or a figure
// Krajina refuses anyway: they are written into every saved game and ignored.
const QSet<QString> &otherExpansionRules()
{
    static const QSet<QString> rules
        = {u"princess-action"_s, u"fairy-placement"_s, u"dragon-move"_s, u"barn-placement"_s, u"wagon-move"_s,
           u"bazaar-no-auction"_s, u"hill-tiebreaker"_s, u"espace-variant"_s, u"gq11-pig-herd"_s,
           u"tunnelize-other-expansions"_s, u"more-tunnel-tokens"_s, u"festival-return"_s, u"keep-monasteries"_s,
           u"labyrinth-variant"_s, u"coc-final-scoring"_s, u"count-move"_s, u"little-buildings-scoring"_s,
           u"king-and-robber-scoring"_s, u"king-and-robber-baron-scoring"_s, u"inn-and-cathedral-final-scoring"_s,
           u"vineyards-for-garden"_s,
           // JCloisterZone 4's names
           u"RANDOM_SEATING_ORDER"_s, u"CLOCK_PLAYER_TIME"_s, u"PRINCESS_MUST_REMOVE_KNIGHT"_s,
           u"DRAGON_MOVE_AFTER_SCORING"_s, u"FAIRY_ON_TILE"_s, u"MULTI_BARN_ALLOWED"_s, u"BAZAAR_NO_AUCTION"_s,
           u"ON_HILL_NUMBER_TIEBREAKER"_s, u"ESCAPE_RGG"_s, u"PIG_HERD_ON_GQ_FARM"_s, u"TUNNELIZE_ALL_EXPANSIONS"_s,
           u"MORE_TUNNEL_TOKENS"_s, u"FESTIVAL_FOLLOWER_ONLY"_s, u"KEEP_CLOISTERS"_s, u"BULDINGS_DIFFERENT_VALUE"_s,
           u"ADVANCED_LABYRINTH"_s};
    return rules;
}

// JCloisterZone 4's expansion names for Krajina's expansion ids.
QString expansionForJcz4(const QString &name)
{
    if (name == u"BASIC")
        return u"base"_s;
    if (name == u"RIVER")
        return u"river-1"_s;
    if (name == u"RIVER_II")
        return u"river-2"_s;
    if (name == u"CORN_CIRCLES")
        return u"crop-circles-1"_s;
    return {};
}

// JCloisterZone 4's tile id ("BA.CFc.1", "R1.I.s") as JCloisterZone 5 spells it ("BA/CFc.1", "RI/s").
QString jcz5TileId(const QString &id)
{
    const qsizetype dot = id.indexOf(u'.');
    if (dot < 0 || id.contains(u'/'))
        return id;
    const QString prefix = id.left(dot);
    const QString rest = id.mid(dot + 1);
    if ((prefix == u"R1" || prefix == u"R2") && rest == u"I.s")
        return u"RI/s"_s;
    static const QHash<QString, QString> prefixes
        = {{u"BA"_s, u"BA"_s}, {u"R1"_s, u"RI.1"_s}, {u"R2"_s, u"RI.2"_s}, {u"CC"_s, u"CC.1"_s}};
    return prefixes.value(prefix, prefix) + u'/' + rest;
}

// A JCloisterZone location ("NS", "NL.NR.EL", "_N", "CLOISTER") as the one
// place of Krajina's that picks the same feature ("N", "NL", "E", "monastery");
// empty when Krajina has no such place.
QString placeOf(const QString &location)
{
    static const QHash<QString, QString> sides
        = {{u"N"_s, u"N"_s},    {u"E"_s, u"E"_s},  {u"S"_s, u"S"_s},  {u"W"_s, u"W"_s},  {u"NW"_s, u"N"_s},
           {u"NE"_s, u"N"_s},   {u"SW"_s, u"S"_s}, {u"SE"_s, u"E"_s}, {u"WE"_s, u"E"_s}, {u"NS"_s, u"N"_s},
           {u"NWSE"_s, u"N"_s}, {u"_N"_s, u"E"_s}, {u"_E"_s, u"N"_s}, {u"_S"_s, u"N"_s}, {u"_W"_s, u"N"_s}};
    static const QSet<QString> halfEdges = {u"NL"_s, u"NR"_s, u"EL"_s, u"ER"_s, u"SL"_s, u"SR"_s, u"WL"_s, u"WR"_s};
    if (location == u"CLOISTER" || location == u"MONASTERY")
        return u"monastery"_s;
    if (sides.contains(location))
        return sides.value(location);
    const QString first = location.section(u'.', 0, 0);
    return halfEdges.contains(first) ? first : QString();
}

constexpr int MaxAssertions = 1000;

struct ScoredAssertion
{
    int player = 0;
    QString type;
    int points = 0;
};

struct Conversion
{
    Reader &reader;
    const Catalogue &catalogue;
    QJsonObject root;
    int version = 5;
    QStringList names; // players
    QStringList expansions; // Krajina's, "id" or "id:edition"
    QStringList lacking; // what Krajina lacks, for the refusal
    JsonPath lackingAt; // where the first of them is
    QJsonObject rules;
    QHash<QString, QStringList> tileIds; // JCloisterZone 5 tile id -> Krajina's in play
    QJsonArray moves;
    QString startTile; // of a game of two players or more
    QJsonArray expectScore;
    QList<ScoredAssertion> scored;

    void lack(const JsonPath &at, const QString &what)
    {
        if (lacking.isEmpty())
            lackingAt = at;
        // A handful names the problem; a hostile file's millions would not be read.
        if (lacking.size() < 20 && !lacking.contains(what))
            lacking << what;
    }

    bool readPlayers();
    bool readSetup5();
    bool readSetup4();
    void indexTiles();
    bool tileId(const QJsonValue &value, const JsonPath &at, QString &id);
    bool readStart(const QJsonValue &start, const JsonPath &at);
    bool readReplay();
    bool readFollower(const QJsonObject &payload, const JsonPath &at, int x, int y, QJsonObject &move,
                      const QString &key);
    bool readAssertions();
    // Whether a player has yet to choose for the crop circle of `move` (one choice each).
    bool pickLeft(const QJsonObject &move) const
    {
        return move.value(u"cropCircle"_s).toObject().value(u"picks"_s).toArray().size() < names.size();
    }
};

bool Conversion::readPlayers()
{
    const bool five = version == 5;
    const QString key = five ? u"players"_s : u"slots"_s;
    const QJsonValue players = root.value(key);
    if (!players.isArray())
        return reader.fail({key}, Text::tr("expected the list of players"));
    const QJsonArray list = players.toArray();
    for (qsizetype i = 0; i < list.size(); ++i) {
        const QJsonObject p = list.at(i).toObject();
        if (!list.at(i).isObject())
            return reader.fail({key, int(i)}, Text::tr("expected a player"));
        const QString name = p.value(five ? u"name"_s : u"nickname"_s).toString();
        names << (name.isEmpty() ? Text::tr("player %1").arg(i) : name);
    }
    if (names.isEmpty() || names.size() > MaxPlayers)
        return reader.fail({key}, Text::tr("expected 1 to %1 players").arg(MaxPlayers));
    return true;
}

bool Conversion::readSetup5()
{
    const QJsonObject setup = root.value(u"setup"_s).toObject();
    const QJsonValue sets = setup.value(u"sets"_s);
    if (!sets.isObject())
        return reader.fail({u"setup"_s, u"sets"_s}, Text::tr("expected the tile sets in play"));
    const QJsonObject setObject = sets.toObject();
    for (auto it = setObject.begin(); it != setObject.end(); ++it) {
        const JsonPath at {u"setup"_s, u"sets"_s, it.key()};
        int copies = 0;
        if (!readWholeNumber(it.value(), copies, JczBound) || copies < 0)
            return reader.fail(at, Text::tr("expected how many copies of the set are in play"));
        if (copies == 0)
            continue;
        const QString set = it.key().section(u':', 0, 0);
        const QString editionText = it.key().section(u':', 1);
        if (!Jcz::isKnownSet(set) || !catalogue.expansion(Jcz::expansionIdForSet(set))) {
            lack(at, Text::tr("the expansion \"%1\"").arg(set));
            continue;
        }
        const QString id = Jcz::expansionIdForSet(set);
        if (copies > 1) {
            lack(at, Text::tr("the set \"%1\" more than once").arg(set));
            continue;
        }
        const Expansion *expansion = catalogue.expansion(id);
        bool ok = true;
        const int edition = editionText.isEmpty() ? 1 : editionText.toInt(&ok);
        if (!ok || edition < 1 || (edition > 1 && edition > expansion->editions.size())) {
            lack(at, Text::tr("edition %1 of \"%2\"").arg(editionText, set));
            continue;
        }
        expansions << (edition > 1 ? u"%1:%2"_s.arg(id, expansion->editions.at(edition - 1).id) : id);
    }
    const QJsonObject elements = setup.value(u"elements"_s).toObject();
    bool pigHerd = false;
    for (auto it = elements.begin(); it != elements.end(); ++it) {
        const JsonPath at {u"setup"_s, u"elements"_s, it.key()};
        const QString &name = it.key();
        if (name == u"small-follower") {
            int followers = 0;
            if (!readWholeNumber(it.value(), followers, JczBound) || followers != FollowersPerPlayer)
                lack(at,
                     Text::tr("followers a player: %1 (Krajina's players have %2)")
                         .arg(it.value().toVariant().toString())
                         .arg(FollowersPerPlayer));
        } else if (name == u"farmers") {
            if (!isOn(it.value()))
                lack(at, Text::tr("the element \"farmers\" switched off"));
        } else if (name == u"garden") {
            // Gardens count only with abbots (refused below); their tiles come with the edition.
        } else if (name == u"pig-herd") {
            pigHerd = isOn(it.value());
        } else if (isOn(it.value())) {
            lack(at, Text::tr("the figure or element \"%1\"").arg(name));
        }
    }
    rules.insert(u"river.pigHerdBonus"_s, pigHerd);
    const QJsonObject jczRules = setup.value(u"rules"_s).toObject();
    for (auto it = jczRules.begin(); it != jczRules.end(); ++it) {
        const JsonPath at {u"setup"_s, u"rules"_s, it.key()};
        if (it.key() == u"tiny-city-scoring") {
            const QString value = it.value().toVariant().toString();
            if (value != u"2" && value != u"4")
                return reader.fail(at, Text::tr("expected \"2\" or \"4\""));
            rules.insert(u"scoring.tinyCity"_s, value == u"2");
        } else if (!otherExpansionRules().contains(it.key())) {
            lack(at, Text::tr("the rule \"%1\"").arg(it.key()));
        }
    }
    return true;
}

bool Conversion::readSetup4()
{
    const QJsonObject setup = root.value(u"setup"_s).toObject();
    const QJsonValue list = setup.value(u"expansions"_s);
    QList<std::pair<QString, JsonPath>> listed;
    if (list.isArray()) {
        for (qsizetype i = 0; i < list.toArray().size(); ++i)
            listed.append({list.toArray().at(i).toString(), {u"setup"_s, u"expansions"_s, int(i)}});
    } else if (list.isObject()) {
        const QJsonObject o = list.toObject();
        for (auto it = o.begin(); it != o.end(); ++it) {
            if (isOn(it.value()))
                listed.append({it.key(), {u"setup"_s, u"expansions"_s, it.key()}});
        }
    } else {
        return reader.fail({u"setup"_s, u"expansions"_s}, Text::tr("expected the expansions in play"));
    }
    for (const auto &[name, at] : std::as_const(listed)) {
        const QString id = expansionForJcz4(name);
        if (id.isEmpty() || !catalogue.expansion(id))
            lack(at, Text::tr("the expansion \"%1\"").arg(name));
        else
            expansions << id;
    }
    const QJsonObject jczRules = setup.value(u"rules"_s).toObject();
    for (auto it = jczRules.begin(); it != jczRules.end(); ++it) {
        const JsonPath at {u"setup"_s, u"rules"_s, it.key()};
        if (it.key() == u"TINY_CITY_2_POINTS" || it.key() == u"tiny-city-2-points")
            rules.insert(u"scoring.tinyCity"_s, isOn(it.value()));
        else if (it.key() == u"USE_PIG_HERDS_INDEPENDENTLY" || it.key() == u"use-pig-herds-independently")
            rules.insert(u"river.pigHerdBonus"_s, isOn(it.value()));
        else if (!otherExpansionRules().contains(it.key()) && isOn(it.value()))
            lack(at, Text::tr("the rule \"%1\"").arg(it.key()));
    }
    if (!rules.contains(u"river.pigHerdBonus"_s))
        rules.insert(u"river.pigHerdBonus"_s, false);
    const QJsonArray capabilities = setup.value(u"capabilities"_s).toArray();
    for (qsizetype i = 0; i < capabilities.size(); ++i) {
        const QString name = capabilities.at(i).toString();
        if (name != u"StandardGame" && !name.startsWith(u"River") && !name.startsWith(u"CornCircle")
            && !name.startsWith(u"Farmer"))
            lack({u"setup"_s, u"capabilities"_s, int(i)}, Text::tr("the capability \"%1\"").arg(name));
    }
    return true;
}

void Conversion::indexTiles()
{
    for (const QString &spec : std::as_const(expansions)) {
        const QString id = spec.section(u':', 0, 0);
        for (const TileDefinition &tile : catalogue.tiles) {
            if (tile.expansion == id && !tile.jczId.isEmpty())
                tileIds[tile.jczId] << tile.id;
        }
    }
}

bool Conversion::tileId(const QJsonValue &value, const JsonPath &at, QString &id)
{
    if (!value.isString() || value.toString().isEmpty())
        return reader.fail(at, Text::tr("expected a tile id"));
    QString jcz = version == 4 ? jcz5TileId(value.toString()) : value.toString();
    if (!tileIds.contains(jcz) && version == 4) {
        // JCloisterZone 4 numbered the copies of some designs ("R1.IFI.1").
        static const QRegularExpression copy(u"\\.\\d$"_s);
        const QString design = QString(jcz).remove(copy);
        if (tileIds.contains(design))
            jcz = design;
    }
    if (!tileIds.contains(jcz))
        return reader.fail(at,
                           Text::tr("\"%1\" is not a tile of the expansions in play (%2)")
                               .arg(value.toString(), expansions.join(u", "_s)));
    id = tileIds.value(jcz).constFirst();
    return true;
}

bool Conversion::readStart(const QJsonValue &start, const JsonPath &at)
{
    QString id;
    int x = 0, y = 0, rotation = 0;
    if (start.isUndefined()) {
        // JCloisterZone 4 lays the river's source, or the base game's start tile, at [0, 0].
        const bool river = expansions.contains(u"river-1"_s) || expansions.contains(u"river-2"_s)
            || std::any_of(expansions.cbegin(), expansions.cend(),
                           [](const QString &e) { return e.startsWith(u"river-1:") || e.startsWith(u"river-2:"); });
        if (!tileId(river ? u"RI/s"_s : u"BA/RCr"_s, {u"setup"_s}, id))
            return false;
    } else {
        const QJsonArray list = start.toArray();
        if (!start.isArray() || list.size() != 1)
            return reader.fail(at, Text::tr("expected one start tile (Krajina starts from one)"));
        const QJsonObject s = list.at(0).toObject();
        const JsonPath first = JsonPath(at) / qsizetype(0);
        if (!tileId(s.value(u"tile"_s), first / u"tile"_s, id))
            return false;
        if (!readWholeNumber(s.value(u"x"_s), x, JczBound) || !readWholeNumber(s.value(u"y"_s), y, JczBound))
            return reader.fail(first, Text::tr("expected the start tile's \"x\" and \"y\""));
        rotation = readRotation(s.value(u"rotation"_s));
        if (rotation < 0)
            return reader.fail(first / u"rotation"_s, Text::tr("expected 0, 90, 180 or 270"));
        if (names.size() > 1 && (x != 0 || y != 0))
            return reader.fail(first, Text::tr("Krajina lays the start tile at [0, 0]"));
    }
    QJsonObject move {{u"tile"_s, id}, {u"at"_s, QJsonArray {x, y}}, {u"rotation"_s, rotation}};
    if (names.size() == 1) {
        // A game of one player is a scenario: the start tile is its first move.
        move.insert(u"player"_s, 0);
        move.insert(u"note"_s, Text::tr("the start tile"));
        move.insert(u"expect"_s, u"ok"_s);
    } else {
        move.insert(u"start"_s, true);
        startTile = id;
    }
    moves.append(move);
    return true;
}

bool Conversion::readFollower(const QJsonObject &payload, const JsonPath &at, int x, int y, QJsonObject &move,
                              const QString &key)
{
    const QJsonObject pointer = payload.value(u"pointer"_s).toObject();
    const JsonPath pointerAt = JsonPath(at) / u"pointer"_s;
    int px = 0, py = 0;
    if (!readCellPair(pointer.value(u"position"_s), px, py, JczBound))
        return reader.fail(pointerAt / u"position"_s, Text::tr("expected [x, y]"));
    const QString meeple = payload.value(u"meepleId"_s).toString();
    const QString figure = meeple.section(u'.', 1, 1);
    if (!meeple.isEmpty() && figure != u"small") {
        lack(JsonPath(at) / u"meepleId"_s, Text::tr("the figure \"%1\"").arg(figure));
        return true;
    }
    const QString feature = pointer.value(u"feature"_s).toString();
    const QString location = pointer.value(u"location"_s).toString();
    QString place = placeOf(location);
    if (feature == u"Monastery" || feature == u"Cloister")
        place = u"monastery"_s;
    else if (!feature.isEmpty() && feature != u"City" && feature != u"Road" && feature != u"Field")
        place.clear();
    if (place.isEmpty()) {
        lack(pointerAt, Text::tr("a follower on \"%1\"").arg(feature.isEmpty() ? location : feature));
        return true;
    }
    if (key == u"follower") {
        if (px != x || py != y)
            return reader.fail(pointerAt / u"position"_s,
                               Text::tr("a follower goes on the tile just placed, at [%1, %2]").arg(x).arg(y));
        move.insert(u"follower"_s, place);
    } else {
        QJsonObject crop = move.value(u"cropCircle"_s).toObject();
        QJsonArray picks = crop.value(u"picks"_s).toArray();
        picks.append(QJsonObject {
            {u"player"_s, move.value(u"player"_s)}, {u"at"_s, QJsonArray {px, py}}, {u"location"_s, place}});
        crop.insert(u"picks"_s, picks);
        move.insert(u"cropCircle"_s, crop);
    }
    return true;
}

bool Conversion::readReplay()
{
    const QJsonValue replay = root.value(u"replay"_s);
    const QJsonArray actions = replay.toArray();
    int turn = -1; // the move being played, in `moves`
    bool cropPhase = false;
    int tileTurns = 0;
    for (qsizetype i = 0; i < actions.size(); ++i) {
        const JsonPath at {u"replay"_s, int(i)};
        const QJsonObject action = actions.at(i).toObject();
        if (!actions.at(i).isObject())
            return reader.fail(at, Text::tr("expected an action"));
        const QString type = action.value(u"type"_s).toString();
        const QJsonObject payload = action.value(u"payload"_s).toObject();
        const JsonPath payloadAt = JsonPath(at) / u"payload"_s;
        int player = -1;
        if (action.contains(u"player"_s)
            && (!readWholeNumber(action.value(u"player"_s), player, JczBound) || player < 0 || player >= names.size()))
            return reader.fail(JsonPath(at) / u"player"_s,
                               Text::tr("expected a player number from 0 to %1").arg(names.size() - 1));
        if (type == u"PLACE_TILE") {
            QString id;
            if (!tileId(payload.value(u"tileId"_s), payloadAt / u"tileId"_s, id))
                return false;
            int x = 0, y = 0;
            if (!readCellPair(payload.value(u"position"_s), x, y, JczBound))
                return reader.fail(payloadAt / u"position"_s, Text::tr("expected [x, y]"));
            const int rotation = readRotation(payload.value(u"rotation"_s));
            if (rotation < 0)
                return reader.fail(payloadAt / u"rotation"_s,
                                   Text::tr("expected \"R0\", \"R90\", \"R180\" or \"R270\""));
            QJsonObject move {
                {u"tile"_s, id}, {u"at"_s, QJsonArray {x, y}}, {u"rotation"_s, rotation}, {u"expect"_s, u"ok"_s}};
            // Without "player" (JCloisterZone 4, some JCloisterZone 5 files) the turns go round the table.
            move.insert(u"player"_s, player >= 0 ? player : tileTurns % int(names.size()));
            ++tileTurns;
            moves.append(move);
            turn = int(moves.size()) - 1;
            cropPhase = false;
        } else if (type == u"DEPLOY_MEEPLE" || type == u"RETURN_MEEPLE") {
            if (turn < 0 || (type == u"RETURN_MEEPLE" && !cropPhase))
                return reader.fail(at, Text::tr("%1 before any tile is placed").arg(type));
            QJsonObject move = moves.at(turn).toObject();
            if (cropPhase && !pickLeft(move))
                return reader.fail(at, Text::tr("more choices for the crop circle than players"));
            const QJsonArray cell = move.value(u"at"_s).toArray();
            if (cropPhase && player >= 0) {
                QJsonObject picker = move;
                picker.insert(u"player"_s, player);
                if (!readFollower(payload, payloadAt, 0, 0, picker, u"cropCircle"_s))
                    return false;
                move.insert(u"cropCircle"_s, picker.value(u"cropCircle"_s));
            } else if (!readFollower(payload, payloadAt, cell.at(0).toInt(), cell.at(1).toInt(), move,
                                     cropPhase ? u"cropCircle"_s : u"follower"_s)) {
                return false;
            }
            moves.replace(turn, move);
        } else if (type == u"PASS") {
            if (cropPhase && turn >= 0 && player >= 0) {
                QJsonObject move = moves.at(turn).toObject();
                if (!pickLeft(move))
                    return reader.fail(at, Text::tr("more choices for the crop circle than players"));
                QJsonObject crop = move.value(u"cropCircle"_s).toObject();
                QJsonArray picks = crop.value(u"picks"_s).toArray();
                picks.append(QJsonObject {{u"player"_s, player}, {u"skip"_s, true}});
                crop.insert(u"picks"_s, picks);
                move.insert(u"cropCircle"_s, crop);
                moves.replace(turn, move);
            }
        } else if (type == u"CIRCLE_REMOVE_OR_DEPLOY") {
            if (turn < 0)
                return reader.fail(at, Text::tr("%1 before any tile is placed").arg(type));
            const QString value = payload.value(u"value"_s).toString();
            if (value != u"REMOVE" && value != u"DEPLOY")
                return reader.fail(payloadAt / u"value"_s, Text::tr("expected \"REMOVE\" or \"DEPLOY\""));
            QJsonObject move = moves.at(turn).toObject();
            move.insert(
                u"cropCircle"_s,
                QJsonObject {{u"action"_s, value == u"REMOVE" ? u"remove"_s : u"add"_s}, {u"picks"_s, QJsonArray()}});
            moves.replace(turn, move);
            cropPhase = true;
        } else if (type == u"COMMIT") {
            // ends the turn; the crop circle's choices may follow
        } else if (type == u"GAME_OVER") {
            break;
        } else {
            lack(at, Text::tr("the action \"%1\"").arg(type));
        }
    }
    return true;
}

bool Conversion::readAssertions()
{
    const QJsonValue test = root.value(u"test"_s);
    if (test.isUndefined())
        return true;
    const QJsonArray list = test.toObject().value(u"assertions"_s).toArray();
    // Each "scored" assertion is looked for among every feature scored: a bounded number keeps that linear.
    if (list.size() > MaxAssertions)
        return reader.fail({u"test"_s, u"assertions"_s}, Text::tr("at most %1 assertions").arg(MaxAssertions));
    static const QRegularExpression has(u"^(.+) has (-?\\d+) points?$"_s);
    static const QRegularExpression scoredText(u"^(.+) scored (\\w+) for (-?\\d+) points?$"_s);
    static const QHash<QString, QString> features
        = {{u"city"_s, u"city"_s},  {u"road"_s, u"road"_s},           {u"field"_s, u"field"_s},
           {u"farm"_s, u"field"_s}, {u"monastery"_s, u"monastery"_s}, {u"cloister"_s, u"monastery"_s}};
    for (int p = 0; p < names.size(); ++p)
        expectScore.append(QJsonValue());
    bool anyScore = false;
    for (qsizetype i = 0; i < list.size(); ++i) {
        const JsonPath at {u"test"_s, u"assertions"_s, int(i)};
        const QString text = list.at(i).toString().trimmed();
        const QRegularExpressionMatch hasMatch = has.match(text);
        const QRegularExpressionMatch scoredMatch = scoredText.match(text);
        const QRegularExpressionMatch &match = hasMatch.hasMatch() ? hasMatch : scoredMatch;
        if (!match.hasMatch())
            return reader.fail(at,
                               Text::tr("Krajina checks \"NAME has N points\" and \"NAME scored FEATURE for N "
                                        "points\" only"));
        const int player = int(names.indexOf(match.captured(1)));
        if (player < 0)
            return reader.fail(
                at, Text::tr("\"%1\" is not a player of this game (%2)").arg(match.captured(1), names.join(u", "_s)));
        bool ok = false;
        const int points = match.captured(hasMatch.hasMatch() ? 2 : 3).toInt(&ok);
        if (!ok || points < 0 || points > 1000000)
            return reader.fail(at, Text::tr("expected a number of points from 0 to 1000000"));
        if (hasMatch.hasMatch()) {
            expectScore.replace(player, points);
            anyScore = true;
            continue;
        }
        const QString feature = features.value(match.captured(2).toLower());
        if (feature.isEmpty())
            return reader.fail(at, Text::tr("Krajina scores no \"%1\"").arg(match.captured(2)));
        scored.append({player, feature, points});
    }
    if (!anyScore)
        expectScore = QJsonArray();
    return true;
}

// Puts each "scored" assertion on the move whose scoring meets it (or on the
// final scoring); one not met anywhere goes to the final scoring, where it fails.
bool placeScored(QJsonObject &record, const QList<ScoredAssertion> &scored, const Catalogue &catalogue, QString *error)
{
    if (scored.isEmpty())
        return true;
    QString problem;
    const std::optional<GameRecord> parsed = GameRecord::parse(QJsonDocument(record).toJson(), &problem);
    Replay replay;
    if (!parsed || !replayRecord(*parsed, catalogue, replay, &problem)) {
        if (error)
            *error = problem;
        return false;
    }
    // Scorings by (move, feature); the final scoring is move -1.
    QSet<std::pair<int, int>> used;
    QJsonArray moves = record.value(u"moves"_s).toArray();
    QJsonArray final = record.value(u"expectScored"_s).toArray();
    auto matches = [](const FeatureScore &f, const ScoredAssertion &a) {
        return segmentKindName(f.kind) == a.type && f.points == a.points && (f.scorers & (1u << a.player));
    };
    for (const ScoredAssertion &a : scored) {
        const QJsonObject entry {{u"type"_s, a.type}, {u"player"_s, a.player}, {u"points"_s, a.points}};
        bool onMove = false;
        for (qsizetype m = 0; m < replay.moves.size() && !onMove; ++m) {
            const std::vector<FeatureScore> &features = replay.moves.at(m).report.scored;
            for (std::size_t f = 0; f < features.size() && !onMove; ++f) {
                if (used.contains({int(m), int(f)}) || !matches(features[f], a))
                    continue;
                used.insert({int(m), int(f)});
                QJsonObject move = moves.at(m).toObject();
                QJsonArray expect = move.value(u"expectScored"_s).toArray();
                expect.append(entry);
                move.insert(u"expectScored"_s, expect);
                moves.replace(m, move);
                onMove = true;
            }
        }
        if (onMove)
            continue;
        for (std::size_t f = 0; f < replay.final.scored.size(); ++f) {
            if (!used.contains({-1, int(f)}) && matches(replay.final.scored[f], a)) {
                used.insert({-1, int(f)});
                break;
            }
        }
        final.append(entry);
    }
    record.insert(u"moves"_s, moves);
    if (!final.isEmpty())
        record.insert(u"expectScored"_s, final);
    return true;
}

} // namespace

namespace JczGame {

bool isSavedGame(const QByteArray &text)
{
    // Cheap look first: a saved game says so in its first members.
    const QByteArray head = text.left(4096);
    if (!head.contains("\"replay\"") && !head.contains("\"setup\"") && !head.contains("\"appVersion\""))
        return false;
    const QJsonDocument doc = QJsonDocument::fromJson(text);
    const QJsonObject root = doc.object();
    return doc.isObject() && root.value(u"setup"_s).isObject() && root.value(u"replay"_s).isArray();
}

std::optional<QJsonObject> toRecord(const QByteArray &text, const Catalogue &catalogue, QString *error)
{
    QJsonParseError parseError;
    const QJsonDocument doc = QJsonDocument::fromJson(text, &parseError);
    if (parseError.error != QJsonParseError::NoError) {
        const TextPosition at = textPositionOf(text, parseError.offset);
        if (error)
            *error = Text::tr("line %1, column %2: not valid JSON: %3")
                         .arg(at.line)
                         .arg(at.column)
                         .arg(parseError.errorString());
        return std::nullopt;
    }
    Reader reader {text, error};
    if (!doc.isObject() || !doc.object().value(u"setup"_s).isObject() || !doc.object().value(u"replay"_s).isArray()) {
        reader.fail({}, Text::tr("a JCloisterZone saved game is a JSON object with \"setup\" and \"replay\""));
        return std::nullopt;
    }
    Conversion c {reader, catalogue, doc.object()};
    const QJsonObject setup = c.root.value(u"setup"_s).toObject();
    c.version = setup.contains(u"sets"_s) ? 5 : 4;
    if (c.version == 4 && !setup.contains(u"expansions"_s)) {
        reader.fail({u"setup"_s}, Text::tr("expected \"sets\" (JCloisterZone 5) or \"expansions\" (JCloisterZone 4)"));
        return std::nullopt;
    }
    if (!c.readPlayers() || !(c.version == 5 ? c.readSetup5() : c.readSetup4()))
        return std::nullopt;
    if (c.expansions.isEmpty() && c.lacking.isEmpty())
        c.lack({u"setup"_s}, Text::tr("no expansion Krajina has"));
    if (!c.lacking.isEmpty()) {
        reader.fail(c.lackingAt,
                    Text::tr("Krajina cannot replay this game: it uses %1 (Krajina has the base game, The River I "
                             "and II and Crop Circles I and II)")
                        .arg(c.lacking.join(u", "_s)));
        return std::nullopt;
    }
    c.indexTiles();
    if (!c.readStart(setup.value(u"start"_s), {u"setup"_s, u"start"_s}) || !c.readReplay() || !c.readAssertions())
        return std::nullopt;
    if (!c.lacking.isEmpty()) {
        reader.fail(c.lackingAt,
                    Text::tr("Krajina cannot replay this game: it uses %1 (Krajina has the base game, The River I "
                             "and II and Crop Circles I and II)")
                        .arg(c.lacking.join(u", "_s)));
        return std::nullopt;
    }

    QJsonObject record {{u"expansions"_s, QJsonArray::fromStringList(c.expansions)},
                        {u"rules"_s, c.rules},
                        {u"players"_s, int(c.names.size())},
                        {u"moves"_s, c.moves}};
    if (c.names.size() == 1)
        record.insert(u"scenario"_s, true);
    else
        record.insert(u"startTile"_s, c.startTile);
    QStringList players;
    for (qsizetype p = 0; p < c.names.size(); ++p)
        players << u"%1 = %2"_s.arg(p).arg(c.names.at(p));
    record.insert(u"note"_s, Text::tr("players: %1").arg(players.join(u", "_s)));
    const QJsonObject test = c.root.value(u"test"_s).toObject();
    QString title = test.value(u"description"_s).toString();
    if (title.isEmpty())
        title = c.root.value(u"name"_s).toString();
    if (!title.isEmpty())
        record.insert(u"title"_s, title);
    const QString app = c.root.value(u"appVersion"_s).toString();
    record.insert(u"source"_s,
                  app.isEmpty() ? Text::tr("a JCloisterZone %1 saved game").arg(c.version)
                                : Text::tr("a JCloisterZone saved game (JCloisterZone %1)").arg(app));
    if (!c.expectScore.isEmpty())
        record.insert(u"expectScore"_s, c.expectScore);
    QString problem;
    if (!placeScored(record, c.scored, catalogue, &problem)) {
        reader.fail({}, problem);
        return std::nullopt;
    }
    return record;
}

} // namespace JczGame

} // namespace Krajina
