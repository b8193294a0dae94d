// SPDX-FileCopyrightText: 2026 Krajina contributors
// SPDX-License-Identifier: GPL-3.0-or-later

#include "recordexpectations.h"

#include "engine/recorderrors.h"
#include "names.h"

#include <QCoreApplication>
#include <QJsonArray>

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

// A list of expectations is written by hand: this bounds the matching's work.
constexpr qsizetype MaxExpected = 200;

constexpr std::array<const char *, PointSourceCount> sourceKeys = {"city", "road", "monastery", "field", "bets"};

std::optional<SegmentKind> scoredKind(const QString &name)
{
    for (SegmentKind kind : {SegmentKind::City, SegmentKind::Road, SegmentKind::Monastery, SegmentKind::Field}) {
        if (name == segmentKindName(kind))
            return kind;
    }
    return std::nullopt;
}

// Reads an optional whole number member; false (with *error) when present and not one.
bool optionalWhole(const QJsonObject &o, const QString &key, int min, std::optional<int> &out)
{
    if (!o.contains(key))
        return true;
    int n = 0;
    if (!readWholeNumber(o.value(key), n) || n < min)
        return false;
    out = n;
    return true;
}

// Finds a distinct actual item for every expected one (bipartite matching by augmenting
// paths). Returns the expected items left without one.
template<typename Fits>
QList<qsizetype> unmatched(qsizetype expected, qsizetype actual, Fits fits)
{
    std::vector<qsizetype> owner(std::size_t(actual), -1);
    std::vector<char> seen;
    auto augment = [&](auto &self, qsizetype e) -> bool {
        for (qsizetype a = 0; a < actual; ++a) {
            if (seen[std::size_t(a)] || !fits(e, a))
                continue;
            seen[std::size_t(a)] = 1;
            if (owner[std::size_t(a)] < 0 || self(self, owner[std::size_t(a)])) {
                owner[std::size_t(a)] = e;
                return true;
            }
        }
        return false;
    };
    QList<qsizetype> left;
    for (qsizetype e = 0; e < expected; ++e) {
        seen.assign(std::size_t(actual), 0);
        if (!augment(augment, e))
            left << e;
    }
    return left;
}

QString playerListText(std::uint8_t scorers)
{
    QStringList players;
    for (int p = 0; p < MaxPlayers; ++p) {
        if (scorers & (1u << p))
            players << QString::number(p);
    }
    return players.isEmpty() ? Text::tr("nobody") : Text::tr("player %1").arg(players.join(u'+'));
}

QString featureText(const FeatureScore &f)
{
    QString text = f.kind == SegmentKind::City || f.kind == SegmentKind::Road
        ? Text::tr("%1 of %2 tiles, %3 points to %4")
              .arg(segmentKindText(f.kind))
              .arg(f.tiles)
              .arg(f.points)
              .arg(playerListText(f.scorers))
        : Text::tr("%1, %2 points to %3").arg(segmentKindText(f.kind)).arg(f.points).arg(playerListText(f.scorers));
    if (f.kind != SegmentKind::Field)
        text += f.completed ? Text::tr(" (completed)") : Text::tr(" (open)");
    return text;
}

QString expectedText(const ExpectedFeature &e)
{
    QStringList parts {segmentKindText(e.kind)};
    if (e.tiles)
        parts << Text::tr("%1 tiles").arg(*e.tiles);
    if (e.points)
        parts << Text::tr("%1 points").arg(*e.points);
    if (e.player)
        parts << Text::tr("to player %1").arg(*e.player);
    if (e.completed)
        parts << (*e.completed ? Text::tr("completed") : Text::tr("open"));
    return parts.join(u", "_s);
}

QString betText(const BetPaid &b, const QStringList &tokenIds)
{
    return Text::tr("token %1 of player %2 on a %3: %4 points")
        .arg(tokenIds.value(b.token))
        .arg(b.player)
        .arg(segmentKindText(b.kind))
        .arg(b.points);
}

QString expectedBetText(const ExpectedBet &e)
{
    QStringList parts;
    if (!e.token.isEmpty())
        parts << Text::tr("token %1").arg(e.token);
    if (e.player)
        parts << Text::tr("of player %1").arg(*e.player);
    if (e.kind)
        parts << Text::tr("on a %1").arg(segmentKindText(*e.kind));
    if (e.points)
        parts << Text::tr("%1 points").arg(*e.points);
    return parts.isEmpty() ? Text::tr("a bet") : parts.join(u", "_s);
}

QString cropText(int player, bool skipped, int x, int y, int position)
{
    return skipped ? Text::tr("player %1 skips").arg(player)
                   : Text::tr("player %1 at %2 %3").arg(player).arg(cellText(x, y), positionText(position));
}

QString listOrNothing(const QStringList &items)
{
    return items.isEmpty() ? Text::tr("nothing") : items.join(u"; "_s);
}

QString numbers(const QList<std::optional<int>> &values)
{
    QStringList parts;
    for (const std::optional<int> &v : values)
        parts << (v ? QString::number(*v) : u"null"_s);
    return parts.join(u", "_s);
}

// Reads the expectations (a free function: lupdate then finds the context of Text).
QString readExpectations(Expectations &expected, const QJsonObject &object, const JsonPath &at,
                         const QString &pointsKey, int players, JsonPath *where)
{
    auto fail = [&](JsonPath path, const QString &message) {
        *where = std::move(path);
        return message;
    };
    auto listAt = [&](const QString &key, QJsonArray &list) -> QString {
        const QJsonValue value = object.value(key);
        if (!value.isArray())
            return fail(at / key, Text::tr("expected a list"));
        list = value.toArray();
        if (list.size() > MaxExpected)
            return fail(at / key, Text::tr("at most %1 entries").arg(MaxExpected));
        return {};
    };
    const QString playerRange = Text::tr("expected a player number from 0 to %1").arg(players - 1);
    for (const QString &key : Expectations::keys(pointsKey)) {
        if (object.contains(key))
            expected.json.insert(key, object.value(key));
    }

    if (object.contains(pointsKey)) {
        const QJsonArray list = object.value(pointsKey).toArray();
        if (!object.value(pointsKey).isArray() || list.size() != players)
            return fail(at / pointsKey,
                        Text::tr("expected %1 whole numbers or null (not checked), one per player").arg(players));
        QList<std::optional<int>> values;
        for (qsizetype p = 0; p < list.size(); ++p) {
            int n = 0;
            if (list.at(p).isNull())
                values << std::nullopt;
            else if (readWholeNumber(list.at(p), n))
                values << n;
            else
                return fail(at / pointsKey / p, Text::tr("expected a whole number or null (not checked)"));
        }
        expected.points = values;
    }
    if (object.contains(u"expectScored"_s)) {
        QJsonArray list;
        if (QString e = listAt(u"expectScored"_s, list); !e.isEmpty())
            return e;
        for (qsizetype i = 0; i < list.size(); ++i) {
            const JsonPath path = at / u"expectScored"_s / i;
            const QJsonObject o = list.at(i).toObject();
            for (auto it = o.begin(); it != o.end(); ++it) {
                if (!QStringList {u"type"_s, u"player"_s, u"points"_s, u"completed"_s, u"tiles"_s}.contains(it.key()))
                    return fail(path / it.key(),
                                Text::tr("unknown key (known: type, player, points, completed, tiles)"));
            }
            ExpectedFeature feature;
            const auto kind = scoredKind(o.value(u"type"_s).toString());
            if (!kind)
                return fail(o.contains(u"type"_s) ? path / u"type"_s : path,
                            Text::tr("a scored feature needs \"type\": city, road, monastery or field"));
            feature.kind = *kind;
            if (!optionalWhole(o, u"player"_s, 0, feature.player) || feature.player >= players)
                return fail(path / u"player"_s, playerRange);
            if (!optionalWhole(o, u"points"_s, 0, feature.points))
                return fail(path / u"points"_s, Text::tr("expected a whole number from 0"));
            if (!optionalWhole(o, u"tiles"_s, 1, feature.tiles))
                return fail(path / u"tiles"_s, Text::tr("expected a whole number from 1"));
            if (o.contains(u"completed"_s)) {
                if (!o.value(u"completed"_s).isBool())
                    return fail(path / u"completed"_s, Text::tr("expected true or false"));
                feature.completed = o.value(u"completed"_s).toBool();
            }
            expected.scored << feature;
        }
    }
    if (object.contains(u"expectBets"_s)) {
        QJsonArray list;
        if (QString e = listAt(u"expectBets"_s, list); !e.isEmpty())
            return e;
        for (qsizetype i = 0; i < list.size(); ++i) {
            const JsonPath path = at / u"expectBets"_s / i;
            const QJsonObject o = list.at(i).toObject();
            for (auto it = o.begin(); it != o.end(); ++it) {
                if (!QStringList {u"player"_s, u"token"_s, u"points"_s, u"type"_s}.contains(it.key()))
                    return fail(path / it.key(), Text::tr("unknown key (known: player, token, points, type)"));
            }
            ExpectedBet bet;
            if (!optionalWhole(o, u"player"_s, 0, bet.player) || bet.player >= players)
                return fail(path / u"player"_s, playerRange);
            if (o.contains(u"token"_s) && (!o.value(u"token"_s).isString() || o.value(u"token"_s).toString().isEmpty()))
                return fail(path / u"token"_s, Text::tr("expected a token, such as \"4\" or \"7+\""));
            bet.token = o.value(u"token"_s).toString();
            if (!optionalWhole(o, u"points"_s, 0, bet.points))
                return fail(path / u"points"_s, Text::tr("expected a whole number from 0"));
            if (o.contains(u"type"_s)) {
                const auto kind = scoredKind(o.value(u"type"_s).toString());
                if (!kind || (*kind != SegmentKind::City && *kind != SegmentKind::Road))
                    return fail(path / u"type"_s, Text::tr("expected city or road"));
                bet.kind = kind;
            }
            expected.bets << bet;
        }
    }
    if (object.contains(u"expectCropCircle"_s)) {
        QJsonArray list;
        if (QString e = listAt(u"expectCropCircle"_s, list); !e.isEmpty())
            return e;
        QList<ExpectedCropPick> picks;
        for (qsizetype i = 0; i < list.size(); ++i) {
            const JsonPath path = at / u"expectCropCircle"_s / i;
            const QJsonObject o = list.at(i).toObject();
            for (auto it = o.begin(); it != o.end(); ++it) {
                if (!QStringList {u"player"_s, u"skip"_s, u"at"_s, u"location"_s}.contains(it.key()))
                    return fail(path / it.key(), Text::tr("unknown key (known: player, skip, at, location)"));
            }
            ExpectedCropPick pick;
            if (!readWholeNumber(o.value(u"player"_s), pick.player) || pick.player < 0 || pick.player >= players)
                return fail(path / u"player"_s, playerRange);
            pick.skipped = o.value(u"skip"_s).toBool();
            if (!pick.skipped) {
                int x = 0;
                const QJsonArray cell = o.value(u"at"_s).toArray();
                const auto position = positionFromName(o.value(u"location"_s).toString());
                if (cell.size() != 2 || !readWholeNumber(cell.at(0), x) || !readWholeNumber(cell.at(1), pick.y)
                    || !position)
                    return fail(path, Text::tr("a pick needs \"at\": [x, y] and \"location\", or \"skip\": true"));
                pick.x = x;
                pick.position = *position;
            }
            picks << pick;
        }
        expected.cropCircle = picks;
    }
    if (object.contains(u"expectPointsFrom"_s)) {
        QJsonArray list;
        if (QString e = listAt(u"expectPointsFrom"_s, list); !e.isEmpty())
            return e;
        for (qsizetype i = 0; i < list.size(); ++i) {
            const JsonPath path = at / u"expectPointsFrom"_s / i;
            const QJsonObject o = list.at(i).toObject();
            ExpectedPointsFrom from;
            if (!readWholeNumber(o.value(u"player"_s), from.player) || from.player < 0 || from.player >= players)
                return fail(path / u"player"_s, playerRange);
            for (auto it = o.begin(); it != o.end(); ++it) {
                if (it.key() == u"player")
                    continue;
                const auto key = std::find_if(sourceKeys.begin(), sourceKeys.end(),
                                              [&](const char *k) { return it.key() == QLatin1StringView(k); });
                if (key == sourceKeys.end())
                    return fail(path / it.key(),
                                Text::tr("unknown key (known: player, city, road, monastery, field, bets)"));
                int n = 0;
                if (!readWholeNumber(it.value(), n))
                    return fail(path / it.key(), Text::tr("expected a whole number"));
                from.points[std::size_t(key - sourceKeys.begin())] = n;
            }
            expected.pointsFrom << from;
        }
    }
    return {};
}

} // namespace

QStringList Expectations::keys(const QString &pointsKey)
{
    return {pointsKey, u"expectScored"_s, u"expectBets"_s, u"expectCropCircle"_s, u"expectPointsFrom"_s};
}

QString Expectations::read(const QJsonObject &object, const JsonPath &at, const QString &pointsKey, int players,
                           JsonPath *where)
{
    return readExpectations(*this, object, at, pointsKey, players, where);
}

void Expectations::writeTo(QJsonObject &object, const QString &pointsKey) const
{
    for (auto it = json.begin(); it != json.end(); ++it)
        object.insert(it.key(), it.value());
    object.remove(pointsKey);
    if (points) {
        QJsonArray values;
        for (const std::optional<int> &v : *points)
            values.append(v ? QJsonValue(*v) : QJsonValue(QJsonValue::Null));
        object.insert(pointsKey, values);
    }
}

void addPointsBySource(const std::vector<FeatureScore> &scored, const std::vector<BetPaid> &bets, PointsBySource &sums)
{
    for (const FeatureScore &f : scored) {
        int source = 0;
        switch (f.kind) {
        case SegmentKind::City:
            source = int(PointSource::City);
            break;
        case SegmentKind::Road:
            source = int(PointSource::Road);
            break;
        case SegmentKind::Monastery:
            source = int(PointSource::Monastery);
            break;
        case SegmentKind::Field:
            source = int(PointSource::Field);
            break;
        case SegmentKind::River:
            continue;
        }
        for (int p = 0; p < MaxPlayers; ++p) {
            if (f.scorers & (1u << p))
                sums[std::size_t(p)][std::size_t(source)] += f.points;
        }
    }
    for (const BetPaid &b : bets)
        sums[std::size_t(b.player)][std::size_t(PointSource::Bets)] += b.points;
}

QStringList checkExpectations(const Expectations &expected, const ScoringOutcome &outcome, int players,
                              const QStringList &tokenIds, bool final)
{
    QStringList failures;
    if (expected.points) {
        QList<std::optional<int>> got;
        bool differs = false;
        for (int p = 0; p < players; ++p) {
            got << outcome.points[std::size_t(p)];
            const std::optional<int> &want = expected.points->value(p);
            differs = differs || (want && *want != outcome.points[std::size_t(p)]);
        }
        if (differs)
            failures << (final ? Text::tr("expected score [%1], got [%2]") : Text::tr("expected points [%1], got [%2]"))
                            .arg(numbers(*expected.points), numbers(got));
    }
    if (!expected.scored.isEmpty()) {
        const auto fits = [&](qsizetype e, qsizetype a) {
            const ExpectedFeature &want = expected.scored.at(e);
            const FeatureScore &f = outcome.scored[std::size_t(a)];
            return want.kind == f.kind && (!want.player || (f.scorers & (1u << *want.player)))
                && (!want.points || *want.points == f.points) && (!want.completed || *want.completed == f.completed)
                && (!want.tiles || *want.tiles == f.tiles);
        };
        const QList<qsizetype> left = unmatched(expected.scored.size(), qsizetype(outcome.scored.size()), fits);
        if (!left.isEmpty()) {
            QStringList missing, happened;
            for (qsizetype e : left)
                missing << expectedText(expected.scored.at(e));
            for (const FeatureScore &f : outcome.scored)
                happened << featureText(f);
            failures << Text::tr("expected scored: %1; scored: %2").arg(missing.join(u"; "_s), listOrNothing(happened));
        }
    }
    if (!expected.bets.isEmpty()) {
        const auto fits = [&](qsizetype e, qsizetype a) {
            const ExpectedBet &want = expected.bets.at(e);
            const BetPaid &b = outcome.bets[std::size_t(a)];
            return (!want.player || *want.player == b.player)
                && (want.token.isEmpty() || want.token == tokenIds.value(b.token))
                && (!want.points || *want.points == b.points) && (!want.kind || *want.kind == b.kind);
        };
        const QList<qsizetype> left = unmatched(expected.bets.size(), qsizetype(outcome.bets.size()), fits);
        if (!left.isEmpty()) {
            QStringList missing, happened;
            for (qsizetype e : left)
                missing << expectedBetText(expected.bets.at(e));
            for (const BetPaid &b : outcome.bets)
                happened << betText(b, tokenIds);
            failures
                << Text::tr("expected bets paid: %1; paid: %2").arg(missing.join(u"; "_s), listOrNothing(happened));
        }
    }
    if (expected.cropCircle) {
        // The crop circle's picks go round the table in a fixed order: compared as a whole.
        QStringList want, got;
        for (const ExpectedCropPick &p : *expected.cropCircle)
            want << cropText(p.player, p.skipped, p.x.value_or(0), p.y, p.position);
        if (outcome.crop) {
            for (const CropOutcome &c : *outcome.crop)
                got << cropText(c.player, c.skipped, c.x, c.y, c.position);
        }
        if (want != got)
            failures << Text::tr("expected crop circle: %1; got: %2").arg(listOrNothing(want), listOrNothing(got));
    }
    for (const ExpectedPointsFrom &from : expected.pointsFrom) {
        QStringList want, got;
        for (int s = 0; s < PointSourceCount; ++s) {
            const std::optional<int> &points = from.points[std::size_t(s)];
            const int actual = outcome.bySource[std::size_t(from.player)][std::size_t(s)];
            if (points && *points != actual) {
                want << u"%1 %2"_s.arg(QLatin1StringView(sourceKeys[std::size_t(s)])).arg(*points);
                got << u"%1 %2"_s.arg(QLatin1StringView(sourceKeys[std::size_t(s)])).arg(actual);
            }
        }
        if (!want.isEmpty())
            failures << Text::tr("expected player %1's points from %2, got %3")
                            .arg(from.player)
                            .arg(want.join(u", "_s), got.join(u", "_s));
    }
    return failures;
}

} // namespace Krajina
