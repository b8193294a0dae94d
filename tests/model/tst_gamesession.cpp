// SPDX-FileCopyrightText: 2026 Krajina contributors
// SPDX-License-Identifier: GPL-3.0-or-later

#include "catalogue/catalogueio.h"
#include "engine/carcassonne/gamerecord.h"
#include "engine/dosrios/gamerecord.h"
#include "engine/games.h"
#include "engine/gamesession.h"
#include "engine/random.h"
#include "hex/dosriosjson.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QTest>

using namespace Qt::StringLiterals;

namespace Krajina {

namespace {

QJsonObject object(const char *json)
{
    return QJsonDocument::fromJson(json).object();
}

std::unique_ptr<GameSession> newSession(const QString &game, const char *setUp, quint64 seed)
{
    QString error;
    std::unique_ptr<GameSession> session = gameById(game)->newSession(object(setUp), seed, &error);
    if (!session)
        qWarning("%s", qPrintable(error));
    return session;
}

// Plays the session to its end, each time a random move of those it lists; false (with a failure) when a listed
// move is refused or the game does not end within `maxMoves`.
bool playToTheEnd(GameSession &session, quint64 seed, int maxMoves)
{
    Random random(seed);
    for (int played = 0; played < maxMoves; ++played) {
        if (session.isOver())
            return true;
        const int count = session.moveCount();
        if (count == 0) {
            qWarning("no move listed after %d moves", played);
            return false;
        }
        const QJsonObject move = session.move(random.below(count));
        const Verdict verdict = session.play(move);
        if (!verdict.ok) {
            qWarning("move %d refused: %s %s: %s", played, qPrintable(verdict.code), qPrintable(verdict.message),
                     QJsonDocument(move).toJson(QJsonDocument::Compact).constData());
            return false;
        }
    }
    qWarning("not over after %d moves", maxMoves);
    return false;
}

// Replays a session's record through its game's GameRules, as `krajina-cli play` does: every move allowed and the
// final scores the record expects (written from the session) found again.
bool replaysThroughItsGame(const GameSession &session)
{
    const QByteArray text = session.toRecord();
    const GameRules &game = gameOfRecord(text);
    if (game.id() != session.gameId()) {
        qWarning("the record is read as %s", qPrintable(game.id()));
        return false;
    }
    RecordReplay replay;
    QString error;
    if (!game.replayRecord(RecordFile {text, u"-"_s, u"session"_s, {}}, replay, &error)) {
        qWarning("%s", qPrintable(error));
        return false;
    }
    if (!replay.failedExpectations.isEmpty() || replay.json.value(u"refused"_s).toInt(-1) != 0) {
        qWarning("%s", qPrintable(replay.text));
        return false;
    }
    return replay.text.contains(u"0 refused"_s);
}

QList<int> listOf(const std::array<int, MaxPlayers> &values, int players)
{
    return QList<int>(values.begin(), values.begin() + players);
}

} // namespace

// A game in progress behind one interface (engine/gamesession.h), for both games.
class TestGameSession : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void aCarcassonneSessionPlaysToTheEndAndItsRecordReplays_data()
    {
        QTest::addColumn<QByteArray>("setUp");
        QTest::addColumn<quint64>("seed");
        QTest::newRow("base") << QByteArray(R"({"expansions": ["base"], "players": 2})") << quint64(3);
        QTest::newRow("river, bets, crop circles")
            << QByteArray(R"({"expansions": ["base", "river-1", "bets", "crop-circles-1"], "players": 3})")
            << quint64(11);
        QTest::newRow("river II") << QByteArray(R"({"expansions": ["base", "river-2"], "players": 4})") << quint64(5);
    }

    void aCarcassonneSessionPlaysToTheEndAndItsRecordReplays()
    {
        QFETCH(QByteArray, setUp);
        QFETCH(quint64, seed);
        std::unique_ptr<GameSession> session = newSession(u"carcassonne"_s, setUp.constData(), seed);
        QVERIFY(session);
        QCOMPARE(session->gameId(), u"carcassonne"_s);
        QVERIFY(!session->isOver());
        QVERIFY(session->winners().isEmpty());
        QVERIFY(playToTheEnd(*session, seed, 1000));
        QVERIFY(session->isOver());
        QCOMPARE(session->moveCount(), 0);
        QVERIFY(!session->winners().isEmpty());

        // The record replays through Carcassonne's own reader to the same final score, every move allowed.
        QString error;
        const std::optional<GameRecord> record = GameRecord::parse(session->toRecord(), &error);
        QVERIFY2(record, qPrintable(error));
        QCOMPARE(record->seed, seed);
        Replay replay;
        QVERIFY2(replayRecord(*record, bundledCatalogue(), replay, &error), qPrintable(error));
        QCOMPARE(replay.refused, 0);
        QVERIFY(replay.gameOver);
        QVERIFY2(replay.failedExpectations.isEmpty(), qPrintable(replay.failedExpectations.join(u"; "_s)));
        QCOMPARE(listOf(replay.final.score, record->players), session->scores());
        QVERIFY(replaysThroughItsGame(*session));
        const QList<int> scores = session->scores();
        const int best = *std::max_element(scores.begin(), scores.end());
        for (int p : session->winners())
            QCOMPARE(scores[p], best);
    }

    void aDosRiosSessionPlaysToTheEndAndItsRecordReplays()
    {
        for (const quint64 seed : {quint64(2), quint64(9)}) {
            std::unique_ptr<GameSession> session
                = newSession(u"dos-rios"_s, R"({"players": 3, "deckRunsOut": "end"})", seed);
            QVERIFY(session);
            QCOMPARE(session->gameId(), u"dos-rios"_s);
            QCOMPARE(session->players(), 3);
            QVERIFY(playToTheEnd(*session, seed, 200000));
            QCOMPARE(session->moveCount(), 0);

            QString error;
            const std::optional<DosRios::GameRecord> record = DosRios::GameRecord::parse(session->toRecord(), &error);
            QVERIFY2(record, qPrintable(error));
            DosRios::Replay replay;
            QVERIFY2(DosRios::replayRecord(DosRios::bundledPieceSet(), *record, replay, &error), qPrintable(error));
            QCOMPARE(replay.refused, 0);
            QVERIFY2(replay.failedExpectations.isEmpty(), qPrintable(replay.failedExpectations.join(u"; "_s)));
            QCOMPARE(replay.state.phase(), DosRios::Phase::Over);
            QList<int> money;
            for (int p = 0; p < 3; ++p)
                money << replay.state.player(p).money;
            QCOMPARE(money, session->scores());
            QVERIFY(replaysThroughItsGame(*session));
            QCOMPARE(session->winners(),
                     replay.state.winner() >= 0 ? QList<int> {replay.state.winner()} : QList<int> {});
        }
    }

    void illegalMovesAreRefusedWithTheirRuleCode()
    {
        std::unique_ptr<GameSession> carcassonne
            = newSession(u"carcassonne"_s, R"({"expansions": ["base"], "players": 2})", 1);
        QVERIFY(carcassonne);
        const QByteArray before = carcassonne->toRecord();
        QJsonObject move = carcassonne->move(0);
        QCOMPARE(move.value(u"player"_s).toInt(), 0);
        move.insert(u"player"_s, 1);
        Verdict verdict = carcassonne->play(move);
        QVERIFY(!verdict.ok);
        QCOMPARE(verdict.code, u"move.wrongPlayer"_s);
        QVERIFY(!verdict.message.isEmpty());
        move.insert(u"player"_s, 0);
        move.insert(u"at"_s, QJsonArray {40, 40});
        verdict = carcassonne->play(move);
        QCOMPARE(verdict.code, u"placement.noNeighbour"_s);
        verdict = carcassonne->play(object(R"({"tile": "base/RCr", "at": "here"})"));
        QVERIFY(!verdict.ok);
        QCOMPARE(verdict.code, QString()); // not a move of the record format
        QVERIFY2(verdict.message.contains(u"at"_s), qPrintable(verdict.message));
        QCOMPARE(carcassonne->toRecord(), before); // a refused move changes nothing

        std::unique_ptr<GameSession> dosRios = newSession(u"dos-rios"_s, R"({"players": 2})", 4);
        QVERIFY(dosRios);
        QJsonObject place = dosRios->move(0);
        QVERIFY(place.contains(u"place"_s));
        place.insert(u"player"_s, 1 - dosRios->currentPlayer());
        verdict = dosRios->play(place);
        QVERIFY(!verdict.ok);
        QCOMPARE(verdict.code, u"dosrios.move.wrongPlayer"_s);
        QCOMPARE(dosRios->play(object(R"({"card": "score"})")).code, u"dosrios.move.wrongPhase"_s);
        QCOMPARE(dosRios->play(object(R"({"build": "castle", "at": "1,1"})")).code, QString());

        // Set-ups that are not the game's are refused, naming what is wrong.
        QString error;
        QVERIFY(!gameById(u"carcassonne")->newSession(object(R"({"expansions": ["nowhere"]})"), 1, &error));
        QVERIFY2(error.contains(u"expansions"_s), qPrintable(error));
        QVERIFY(!gameById(u"dos-rios")->newSession(object(R"({"players": 7})"), 1, &error));
        QVERIFY2(error.contains(u"players"_s), qPrintable(error));
    }

    void aCloneIsIndependent()
    {
        for (const auto &[game, setUp] : {std::pair {u"carcassonne"_s, R"({"expansions": ["base"], "players": 2})"},
                                          std::pair {u"dos-rios"_s, R"({"players": 2})"}}) {
            std::unique_ptr<GameSession> session = newSession(game, setUp, 6);
            QVERIFY(session);
            const QByteArray record = session->toRecord();
            const int player = session->currentPlayer();
            const QList<QJsonObject> moves = session->legalMoves();
            QVERIFY(!moves.isEmpty());

            std::unique_ptr<GameSession> copy = session->clone();
            QVERIFY(copy->play(moves.last()).ok);
            QVERIFY(copy->toRecord() != record);
            QCOMPARE(session->toRecord(), record);
            QCOMPARE(session->currentPlayer(), player);
            QCOMPARE(session->legalMoves(), moves);

            // The same move on the original comes to the same game.
            QVERIFY(session->play(moves.last()).ok);
            QCOMPARE(session->toRecord(), copy->toRecord());
            QCOMPARE(session->legalMoves(), copy->legalMoves());
        }
    }
};

} // namespace Krajina

QTEST_GUILESS_MAIN(Krajina::TestGameSession)
#include "tst_gamesession.moc"
