// SPDX-FileCopyrightText: 2026 Krajina contributors
// SPDX-License-Identifier: GPL-3.0-or-later

#include "commands.h"

#include "catalogue/catalogueio.h"
#include "engine/carcassonne/gamerecord.h"
#include "engine/carcassonne/jczgame.h"
#include "engine/games.h"
#include "inputfile.h"

#include <QCommandLineParser>
#include <QDir>
#include <QFileInfo>
#include <QJsonArray>
#include <QJsonObject>

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

void printText(const GameRecord &record, const Replay &replay, const QString &file, CliIo &io)
{
    if (!record.title.isEmpty())
        io.out << record.title << '\n';
    if (!record.origin.isEmpty())
        io.out << "source: " << record.origin << '\n';
    io.out << file << ": " << record.rules.expansions.join(u", "_s) << "; " << record.players
           << (record.players == 1 ? " player" : " players") << (record.scenario ? "; scenario" : "") << "; seed "
           << record.seed << '\n';
    io.out << "start tile: " << (replay.startTile.isEmpty() ? u"none"_s : replay.startTile) << '\n';
    for (const ReplayedMove &m : replay.moves) {
        const TurnReport &r = m.report;
        io.out << "move " << m.index << ": ";
        if (m.start)
            io.out << "start " << m.tileId << " at 0,0 rotation " << r.at.rotation * 90;
        else if (r.passed)
            io.out << "player " << r.player << " passes";
        else {
            io.out << "player " << r.player << ' ';
            for (int t : r.setAside)
                io.out << "(set aside " << replay.tileIds.value(t) << ") ";
            if (r.discarded)
                io.out << "sets aside " << m.tileId;
            else
                io.out << (m.tileId.isEmpty() ? u"(draw)"_s : m.tileId) << " at " << r.at.x << ',' << r.at.y
                       << " rotation " << r.at.rotation * 90;
        }
        io.out << ": " << ruleCodeName(r.code);
        if (r.code != RuleCode::Ok)
            io.out << ": " << r.message;
        io.out << '\n';
        if (r.code != RuleCode::Ok)
            continue;
        for (const FeatureScore &f : r.scored)
            io.out << "  completed " << featureText(f) << '\n';
        for (const BetPaid &bet : r.bets)
            io.out << "  " << betText(bet, replay.tokenIds) << '\n';
        for (const CropOutcome &c : r.crop) {
            if (c.skipped)
                io.out << "  crop circle: player " << c.player << " skipped\n";
            else
                io.out << "  crop circle: player " << c.player << " at " << c.x << ',' << c.y << ' '
                       << positionName(c.position) << '\n';
        }
        if (r.extraTurn)
            io.out << "  player " << r.player << " plays again\n";
        for (const QString &failure : m.failedExpectations)
            io.out << "  EXPECTATION FAILED: " << failure << '\n';
    }
    io.out << (record.scenario       ? "final scoring:\n"
                   : replay.gameOver ? "final scoring (all tiles played):\n"
                                     : "final scoring (tiles left unplayed):\n");
    for (const BetPaid &bet : replay.final.bets)
        io.out << "  " << betText(bet, replay.tokenIds) << '\n';
    for (const FeatureScore &f : replay.final.scored)
        io.out << "  " << featureText(f) << '\n';
    io.out << "score: " << pointsText(replay.final.score, record.players) << '\n';
    io.out << replay.moves.size() << " moves, " << replay.refused << " refused\n";
    for (const QString &failure : replay.failedExpectations) {
        if (failure.startsWith(u"final"))
            io.out << "EXPECTATION FAILED: " << failure << '\n';
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

int runPlayCommand(const QStringList &arguments, CliIo &io)
{
    QCommandLineParser parser;
    parser.setApplicationDescription(
        u"Replay a game record of either game: the verdict on each move (ok or the rule it breaks) and what it "
        "did. Carcassonne: the features completed, points, bets paid and the final score. Dos Rios (a record with "
        "\"game\": \"dos-rios\", on the board of its seed or of its \"layout\"): captures, card payouts, dams, "
        "bandit strikes, each player's money, wood and buildings at the end, and the winner; players are counted "
        "from 1 in the text, from 0 in records and --json. Exit 0 when the record was evaluated (1 when its "
        "\"expect\" entries fail), 2 when it is malformed. A JCloisterZone saved game (.jcz, JCloisterZone 4 or "
        "5) is replayed as the record `convert GAME.jcz RECORD.json` writes, its test assertions checked as "
        "expectations. The record formats of both games, with worked examples: model/engine/game-records.md in "
        "Krajina's sources."_s);
    parser.addPositionalArgument(u"RECORD"_s,
                                 u"The game record (JSON) or JCloisterZone saved game; \"-\" reads standard input."_s);
    const QCommandLineOption catalogueOption(
        u"catalogue"_s, u"Play with this catalogue instead of the one the record names."_s, u"FILE"_s);
    const QCommandLineOption json = addJsonOption(parser);
    parser.addOption(catalogueOption);
    if (!parseCommandLine(parser, arguments, io))
        return ExitBadInput;
    if (parser.positionalArguments().size() != 1) {
        io.err << "play: give one game record (see krajina-cli play --help)\n";
        return ExitBadInput;
    }
    const QString path = parser.positionalArguments().first();
    const InputFile input = readInputFile(path);
    if (!input.ok()) {
        io.err << "play: " << input.error << '\n';
        return ExitBadInput;
    }
    const PlayInput play {path, input.displayName, input.data, parser.value(catalogueOption), parser.isSet(json)};
    return gameCliCommands(gameOfRecord(input.data)).play(play, io);
}

int playCarcassonneRecord(const PlayInput &input, CliIo &io)
{
    QString error;
    QByteArray recordText = input.data;
    if (JczGame::isSavedGame(input.data)
        && !jczSavedGameRecord(InputFile {input.data, {}, input.displayName}, input.catalogue, recordText, &error)) {
        io.err << "play: " << error << '\n';
        return ExitBadInput;
    }
    const std::optional<GameRecord> record = GameRecord::parse(recordText, &error);
    if (!record) {
        io.err << "play: " << input.displayName << ": " << error << '\n';
        return ExitBadInput;
    }

    QString cataloguePath = input.catalogue;
    if (cataloguePath.isEmpty() && record->catalogue != u"builtin") {
        cataloguePath = record->catalogue;
        if (QFileInfo(cataloguePath).isRelative() && input.path != u"-")
            cataloguePath = QFileInfo(input.path).dir().filePath(cataloguePath);
    }
    const CatalogueReadResult read = readCatalogueOrBundled(cataloguePath);
    if (!read.ok()) {
        io.err << "play: " << input.displayName << ": " << jsonPlace(input.data, {u"catalogue"_s})
               << ": catalogue: " << read.error << '\n';
        return ExitBadInput;
    }
    const Catalogue &catalogue = read.catalogue;

    Replay replay;
    if (!replayRecord(*record, catalogue, replay, &error)) {
        io.err << "play: " << input.displayName << ": " << error << '\n';
        return ExitBadInput;
    }
    if (input.json)
        printJson(io, replayJson(*record, replay, input.displayName));
    else
        printText(*record, replay, input.displayName, io);
    if (!replay.failedExpectations.isEmpty()) {
        for (const QString &failure : std::as_const(replay.failedExpectations))
            io.err << "play: " << input.displayName << ": expectation failed: " << failure << '\n';
        return ExitFindings;
    }
    return ExitOk;
}

} // namespace Krajina
