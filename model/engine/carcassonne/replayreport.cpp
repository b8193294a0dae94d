// SPDX-FileCopyrightText: 2026 Krajina contributors
// SPDX-License-Identifier: GPL-3.0-or-later

#include "replayreport.h"

#include "catalogue/catalogueio.h"
#include "gamerecord.h"

#include <QDir>
#include <QFileInfo>
#include <QJsonArray>
#include <QJsonObject>
#include <QTextStream>

using namespace Qt::StringLiterals;

namespace Krajina {

namespace {

QList<int> scorerList(std::uint8_t scorers)
{
    QList<int> players;
    for (int p = 0; p < MaxPlayers; ++p) {
        if (scorers & (1u << p))
            players << p;
    }
    return players;
}

QString playersText(std::uint8_t scorers)
{
    const QList<int> players = scorerList(scorers);
    if (players.isEmpty())
        return u"nobody (no followers)"_s;
    QStringList names;
    for (int p : players)
        names << u"player %1"_s.arg(p);
    return names.join(u" and "_s);
}

QString featureText(const FeatureScore &f)
{
    QString what = segmentKindName(f.kind);
    QStringList details;
    switch (f.kind) {
    case SegmentKind::City:
        details << u"%1 tiles"_s.arg(f.tiles);
        if (f.pennants > 0)
            details << u"%1 pennants"_s.arg(f.pennants);
        break;
    case SegmentKind::Road:
        details << u"%1 tiles"_s.arg(f.tiles);
        break;
    case SegmentKind::Field:
        details << u"%1 completed cities"_s.arg(f.cities);
        if (f.pigHerd)
            details << u"pig herd"_s;
        break;
    case SegmentKind::Monastery:
    case SegmentKind::River:
        break;
    }
    if (!f.completed && f.kind != SegmentKind::Field)
        details << u"open"_s;
    const QString where = u" at (%1, %2)"_s.arg(f.x).arg(f.y);
    return u"%1%2%3: %4 points to %5"_s
        .arg(what, details.isEmpty() ? QString() : u" (%1)"_s.arg(details.join(u", "_s)), where)
        .arg(f.points)
        .arg(playersText(f.scorers));
}

QJsonObject featureJson(const FeatureScore &f)
{
    QJsonArray scorers;
    for (int p : scorerList(f.scorers))
        scorers.append(p);
    QJsonObject o {{u"type"_s, segmentKindName(f.kind)},
                   {u"completed"_s, f.completed},
                   {u"points"_s, f.points},
                   {u"scorers"_s, scorers},
                   {u"at"_s, QJsonArray {f.x, f.y}}};
    if (f.kind == SegmentKind::City || f.kind == SegmentKind::Road)
        o.insert(u"tiles"_s, f.tiles);
    if (f.kind == SegmentKind::City)
        o.insert(u"pennants"_s, f.pennants);
    if (f.kind == SegmentKind::Field) {
        o.insert(u"cities"_s, f.cities);
        o.insert(u"pigHerd"_s, f.pigHerd);
    }
    return o;
}

QString betText(const BetPaid &bet, const QStringList &tokens)
{
    return u"bet: player %1, token %2 on the bookmaker at (%3, %4), %5 of %6 tiles: %7 points"_s.arg(bet.player)
        .arg(tokens.value(bet.token))
        .arg(bet.bookmakerX)
        .arg(bet.bookmakerY)
        .arg(segmentKindName(bet.kind))
        .arg(bet.tiles)
        .arg(bet.points);
}

QJsonObject betJson(const BetPaid &bet, const QStringList &tokens)
{
    return QJsonObject {{u"player"_s, bet.player},
                        {u"token"_s, tokens.value(bet.token)},
                        {u"bookmaker"_s, QJsonArray {bet.bookmakerX, bet.bookmakerY}},
                        {u"type"_s, segmentKindName(bet.kind)},
                        {u"tiles"_s, bet.tiles},
                        {u"points"_s, bet.points}};
}

QJsonArray intArray(const std::array<int, MaxPlayers> &values, int players)
{
    QJsonArray a;
    for (int p = 0; p < players; ++p)
        a.append(values[std::size_t(p)]);
    return a;
}

QString pointsText(const std::array<int, MaxPlayers> &values, int players)
{
    QStringList parts;
    for (int p = 0; p < players; ++p)
        parts << u"player %1 %2"_s.arg(p).arg(values[std::size_t(p)]);
    return parts.join(u", "_s);
}

void printText(const GameRecord &record, const Replay &replay, const QString &file, QTextStream &out)
{
    if (!record.title.isEmpty())
        out << record.title << '\n';
    if (!record.origin.isEmpty())
        out << "source: " << record.origin << '\n';
    out << file << ": " << record.rules.expansions.join(u", "_s) << "; " << record.players
        << (record.players == 1 ? " player" : " players") << (record.scenario ? "; scenario" : "") << "; seed "
        << record.seed << '\n';
    out << "start tile: " << (replay.startTile.isEmpty() ? u"none"_s : replay.startTile) << '\n';
    for (const ReplayedMove &m : replay.moves) {
        const TurnReport &r = m.report;
        out << "move " << m.index << ": ";
        if (m.start)
            out << "start " << m.tileId << " at 0,0 rotation " << r.at.rotation * 90;
        else if (r.passed)
            out << "player " << r.player << " passes";
        else {
            out << "player " << r.player << ' ';
            for (int t : r.setAside)
                out << "(set aside " << replay.tileIds.value(t) << ") ";
            if (r.discarded)
                out << "sets aside " << m.tileId;
            else
                out << (m.tileId.isEmpty() ? u"(draw)"_s : m.tileId) << " at " << r.at.x << ',' << r.at.y
                    << " rotation " << r.at.rotation * 90;
        }
        out << ": " << ruleCodeName(r.code);
        if (r.code != RuleCode::Ok)
            out << ": " << r.message;
        out << '\n';
        if (r.code != RuleCode::Ok)
            continue;
        for (const FeatureScore &f : r.scored)
            out << "  completed " << featureText(f) << '\n';
        for (const BetPaid &bet : r.bets)
            out << "  " << betText(bet, replay.tokenIds) << '\n';
        for (const CropOutcome &c : r.crop) {
            if (c.skipped)
                out << "  crop circle: player " << c.player << " skipped\n";
            else
                out << "  crop circle: player " << c.player << " at " << c.x << ',' << c.y << ' '
                    << positionName(c.position) << '\n';
        }
        if (r.extraTurn)
            out << "  player " << r.player << " plays again\n";
        for (const QString &failure : m.failedExpectations)
            out << "  EXPECTATION FAILED: " << failure << '\n';
    }
    out << (record.scenario       ? "final scoring:\n"
                : replay.gameOver ? "final scoring (all tiles played):\n"
                                  : "final scoring (tiles left unplayed):\n");
    for (const BetPaid &bet : replay.final.bets)
        out << "  " << betText(bet, replay.tokenIds) << '\n';
    for (const FeatureScore &f : replay.final.scored)
        out << "  " << featureText(f) << '\n';
    out << "score: " << pointsText(replay.final.score, record.players) << '\n';
    out << replay.moves.size() << " moves, " << replay.refused << " refused\n";
    for (const QString &failure : replay.failedExpectations) {
        if (failure.startsWith(u"final"))
            out << "EXPECTATION FAILED: " << failure << '\n';
    }
}

QJsonObject replayJson(const GameRecord &record, const Replay &replay, const QString &file)
{
    QJsonArray moves;
    for (const ReplayedMove &m : replay.moves) {
        const TurnReport &r = m.report;
        QJsonObject o {{u"index"_s, m.index},
                       {u"verdict"_s, ruleCodeName(r.code)},
                       {u"tile"_s, m.tileId},
                       {u"at"_s, QJsonArray {r.at.x, r.at.y}},
                       {u"rotation"_s, r.at.rotation * 90}};
        if (m.start)
            o.insert(u"start"_s, true);
        else
            o.insert(u"player"_s, r.player);
        if (r.passed) {
            o.insert(u"pass"_s, true);
            o.remove(u"tile"_s);
            o.remove(u"at"_s);
            o.remove(u"rotation"_s);
        }
        if (r.code != RuleCode::Ok)
            o.insert(u"message"_s, r.message);
        if (r.discarded)
            o.insert(u"discarded"_s, true);
        if (!r.setAside.empty()) {
            QJsonArray aside;
            for (int t : r.setAside)
                aside.append(replay.tileIds.value(t));
            o.insert(u"setAside"_s, aside);
        }
        if (r.code == RuleCode::Ok && !m.start) {
            QJsonArray completed;
            for (const FeatureScore &f : r.scored)
                completed.append(featureJson(f));
            o.insert(u"completed"_s, completed);
            QJsonArray bets;
            for (const BetPaid &bet : r.bets)
                bets.append(betJson(bet, replay.tokenIds));
            o.insert(u"bets"_s, bets);
            if (!r.crop.empty()) {
                QJsonArray crop;
                for (const CropOutcome &c : r.crop) {
                    QJsonObject pick {{u"player"_s, c.player}, {u"skipped"_s, c.skipped}};
                    if (!c.skipped) {
                        pick.insert(u"at"_s, QJsonArray {c.x, c.y});
                        pick.insert(u"location"_s, positionName(c.position));
                    }
                    crop.append(pick);
                }
                o.insert(u"cropCircle"_s, crop);
            }
            o.insert(u"points"_s, intArray(r.points, record.players));
            o.insert(u"extraTurn"_s, r.extraTurn);
        }
        if (!m.failedExpectations.isEmpty())
            o.insert(u"failedExpectations"_s, QJsonArray::fromStringList(m.failedExpectations));
        moves.append(o);
    }
    QJsonArray finalFeatures, finalBets;
    for (const FeatureScore &f : replay.final.scored)
        finalFeatures.append(featureJson(f));
    for (const BetPaid &bet : replay.final.bets)
        finalBets.append(betJson(bet, replay.tokenIds));
    return QJsonObject {
        {u"file"_s, file},
        {u"title"_s, record.title},
        {u"source"_s, record.origin},
        {u"scenario"_s, record.scenario},
        {u"expansions"_s, QJsonArray::fromStringList(record.rules.expansions)},
        {u"players"_s, record.players},
        {u"seed"_s, double(record.seed)},
        {u"startTile"_s, replay.startTile},
        {u"moves"_s, moves},
        {u"refused"_s, replay.refused},
        {u"final"_s,
         QJsonObject {{u"gameOver"_s, replay.gameOver},
                      {u"bets"_s, finalBets},
                      {u"scored"_s, finalFeatures},
                      {u"points"_s, intArray(replay.final.points, record.players)}}},
        {u"score"_s, intArray(replay.final.score, record.players)},
        {u"failedExpectations"_s, QJsonArray::fromStringList(replay.failedExpectations)},
    };
}

} // namespace

bool replayCarcassonneRecord(const RecordFile &file, RecordReplay &result, QString *error)
{
    const auto fail = [error](const QString &message) {
        if (error)
            *error = message;
        return false;
    };
    QString problem;
    const std::optional<GameRecord> record = GameRecord::parse(file.text, &problem);
    if (!record)
        return fail(u"%1: %2"_s.arg(file.displayName, problem));
    QString cataloguePath = file.catalogue;
    if (cataloguePath.isEmpty() && record->catalogue != u"builtin") {
        cataloguePath = record->catalogue;
        if (QFileInfo(cataloguePath).isRelative() && file.path != u"-")
            cataloguePath = QFileInfo(file.path).dir().filePath(cataloguePath);
    }
    const CatalogueReadResult read = readCatalogueOrBundled(cataloguePath);
    if (!read.ok())
        return fail(
            u"%1: %2: catalogue: %3"_s.arg(file.displayName, jsonPlace(file.text, {u"catalogue"_s}), read.error));
    Replay replay;
    if (!replayRecord(*record, read.catalogue, replay, &problem))
        return fail(u"%1: %2"_s.arg(file.displayName, problem));
    result.json = replayJson(*record, replay, file.displayName);
    result.text.clear();
    QTextStream out(&result.text);
    printText(*record, replay, file.displayName, out);
    out.flush();
    result.failedExpectations = replay.failedExpectations;
    return true;
}

} // namespace Krajina
