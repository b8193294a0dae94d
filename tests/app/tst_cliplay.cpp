// SPDX-FileCopyrightText: 2026 Krajina contributors
// SPDX-License-Identifier: GPL-3.0-or-later

#include "clirunner.h"

#include <QDir>
#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QProcess>
#include <QSet>
#include <QTemporaryDir>
#include <QTest>

using namespace Qt::StringLiterals;

// Replays the golden game records in data/records through the real
// krajina-cli: each states the verdict it expects for its moves and the
// final score, so `play` exits 0 only when the engine agrees.
class TestCliPlay : public QObject
{
    Q_OBJECT
private:
    using Result = CliResult;
    static Result run(const QStringList &arguments, const QByteArray &input = {}) { return runCli(arguments, input); }
    static QString recordsDir() { return QStringLiteral(KRAJINA_TEST_DATA "/records"); }
    static QStringList records()
    {
        QStringList files = QDir(recordsDir()).entryList({u"*.json"_s}, QDir::Files, QDir::Name);
        files.removeAll(u"mini-catalogue.json"_s);
        return files;
    }
    static QJsonObject play(const QString &file)
    {
        const Result r = run({u"play"_s, u"--json"_s, recordsDir() + u'/' + file});
        if (r.exitCode != 0)
            qWarning("%s: exit %d: %s", qPrintable(file), r.exitCode, r.err.constData());
        return r.exitCode == 0 ? QJsonDocument::fromJson(r.out).object() : QJsonObject();
    }

    QHash<QString, QJsonObject> m_replays;

private Q_SLOTS:
    void initTestCase()
    {
        QVERIFY(records().size() >= 10);
        for (const QString &file : records())
            m_replays.insert(file, play(file));
    }

    void everyRecordMeetsItsExpectations_data()
    {
        QTest::addColumn<QString>("file");
        for (const QString &file : records())
            QTest::newRow(qPrintable(file)) << file;
    }
    void everyRecordMeetsItsExpectations()
    {
        QFETCH(QString, file);
        const QJsonObject replay = m_replays.value(file);
        QVERIFY2(!replay.isEmpty(), "krajina-cli play did not exit 0");
        QCOMPARE(replay.value(u"failedExpectations").toArray().size(), 0);
        // Every record states what it expects of its moves and has legal moves.
        int expected = 0, legal = 0;
        for (const QJsonValue &m : replay.value(u"moves").toArray()) {
            legal += m.toObject().value(u"verdict").toString() == u"ok" ? 1 : 0;
        }
        QFile source(recordsDir() + u'/' + file);
        QVERIFY(source.open(QIODevice::ReadOnly));
        for (const QJsonValue &m : QJsonDocument::fromJson(source.readAll()).object().value(u"moves").toArray())
            expected += m.toObject().contains(u"expect") ? 1 : 0;
        QVERIFY(expected > 0);
        QVERIFY(legal > 0);
    }

    void everyRuleCodeHasALegalAndAnIllegalCase()
    {
        QSet<QString> verdicts;
        for (const QJsonObject &replay : std::as_const(m_replays)) {
            for (const QJsonValue &m : replay.value(u"moves").toArray())
                verdicts.insert(m.toObject().value(u"verdict").toString());
        }
        const QStringList required {u"placement.noNeighbour"_s, u"placement.occupied"_s,
                                    u"edge.mismatch"_s,         u"river.notContinued"_s,
                                    u"river.sameTurnTwice"_s,   u"river.tripleSameTurn"_s,
                                    u"river.deadEnd"_s,         u"river.branchesJoin"_s,
                                    u"river.lakeTooEarly"_s,    u"river.riverPileNotEmpty"_s,
                                    u"follower.occupied"_s,     u"follower.onRiver"_s,
                                    u"follower.noneLeft"_s,     u"follower.notAllowedThisTurn"_s,
                                    u"bets.noOpenFeature"_s,    u"cropCircle.noSuchFollower"_s};
        for (const QString &code : required)
            QVERIFY2(verdicts.contains(code), qPrintable(code));
        // The same moves, made legally, pass: each record that refuses a move also plays legal ones
        // (checked per record above); the other documented codes are covered too.
        for (const QString &code :
             {u"river.forkFirst"_s, u"follower.noFeature"_s, u"bets.notBookmaker"_s, u"bets.noSuchToken"_s,
              u"bets.twice"_s, u"bets.lastTile"_s, u"bets.noSuchFeature"_s, u"cropCircle.notCropCircle"_s,
              u"cropCircle.noAction"_s, u"cropCircle.mustRemove"_s, u"move.tileNotAvailable"_s, u"move.wrongPlayer"_s,
              u"move.gameOver"_s, u"move.discardFits"_s})
            QVERIFY2(verdicts.contains(code), qPrintable(code));
    }

    void scoringCoversEveryFeature()
    {
        QSet<QString> completed, final;
        for (const QJsonObject &replay : std::as_const(m_replays)) {
            for (const QJsonValue &m : replay.value(u"moves").toArray()) {
                for (const QJsonValue &f : m.toObject().value(u"completed").toArray()) {
                    if (!f.toObject().value(u"scorers").toArray().isEmpty())
                        completed.insert(f.toObject().value(u"type").toString());
                }
            }
            for (const QJsonValue &f : replay.value(u"final").toObject().value(u"scored").toArray()) {
                if (f.toObject().value(u"points").toInt() > 0)
                    final.insert(f.toObject().value(u"type").toString());
            }
        }
        QCOMPARE(completed, (QSet<QString> {u"city"_s, u"road"_s, u"monastery"_s}));
        QCOMPARE(final, (QSet<QString> {u"city"_s, u"road"_s, u"monastery"_s, u"field"_s}));
        // A completed city of 4 tiles and a pennant is worth 10.
        const QJsonArray moves = m_replays.value(u"base-scoring.json"_s).value(u"moves").toArray();
        bool found = false;
        for (const QJsonValue &m : moves) {
            for (const QJsonValue &f : m.toObject().value(u"completed").toArray()) {
                const QJsonObject o = f.toObject();
                if (o.value(u"type") == u"city"_s) {
                    QCOMPARE(o.value(u"tiles").toInt(), 4);
                    QCOMPARE(o.value(u"pennants").toInt(), 1);
                    QCOMPARE(o.value(u"points").toInt(), 10);
                    found = true;
                }
            }
        }
        QVERIFY(found);
    }

    void everyRiverSetsUp_data()
    {
        QTest::addColumn<QString>("file");
        QTest::addColumn<QString>("source");
        QTest::newRow("River I") << u"river-1.json"_s << u"river-1/s"_s;
        QTest::newRow("River I C3") << u"river-1-c3.json"_s << u"river-1-c3/sR"_s;
        QTest::newRow("CutCassonne with River I") << u"river-cutcassonne.json"_s << u"river-1/s"_s;
        QTest::newRow("River II") << u"river-2.json"_s << u"river-2/s"_s;
        QTest::newRow("River I + II") << u"river-1-2.json"_s << u"river-1/s"_s;
        QTest::newRow("20th anniversary") << u"river-20.json"_s << u"river-20/s2"_s;
    }
    void everyRiverSetsUp()
    {
        QFETCH(QString, file);
        QFETCH(QString, source);
        const QJsonArray moves = m_replays.value(file).value(u"moves").toArray();
        QVERIFY(!moves.isEmpty());
        const QJsonObject start = moves.first().toObject();
        QVERIFY(start.value(u"start").toBool());
        QCOMPARE(start.value(u"tile").toString(), source);
        QCOMPARE(start.value(u"verdict").toString(), u"ok"_s);
    }

    void volcanoLakeGivesAnotherTurn()
    {
        const QJsonArray moves = m_replays.value(u"river-2.json"_s).value(u"moves").toArray();
        bool extra = false;
        for (const QJsonValue &m : moves) {
            const QJsonObject o = m.toObject();
            if (o.value(u"tile") == u"river-2/I.v"_s && o.value(u"verdict") == u"ok"_s)
                extra = o.value(u"extraTurn").toBool();
        }
        QVERIFY(extra);
    }

    void everyKindOfBetPays()
    {
        QSet<QString> paid;
        for (const QJsonObject &replay : std::as_const(m_replays)) {
            QJsonArray bets = replay.value(u"final").toObject().value(u"bets").toArray();
            for (const QJsonValue &m : replay.value(u"moves").toArray()) {
                for (const QJsonValue &b : m.toObject().value(u"bets").toArray())
                    bets.append(b);
            }
            for (const QJsonValue &b : bets) {
                if (b.toObject().value(u"points").toInt() > 0)
                    paid.insert(b.toObject().value(u"token").toString());
            }
        }
        // single numbers pay double, two numbers the one matched, n+ pays n
        QCOMPARE(paid, (QSet<QString> {u"3"_s, u"4"_s, u"2/4"_s, u"5/6"_s, u"7+"_s, u"8+"_s}));
        const QJsonObject final = m_replays.value(u"bets-final.json"_s).value(u"final").toObject();
        QCOMPARE(final.value(u"bets").toArray().size(), 2);
    }

    void cropCirclesAddAndRemove()
    {
        const QJsonArray moves = m_replays.value(u"crop-circles.json"_s).value(u"moves").toArray();
        int added = 0, removed = 0;
        for (const QJsonValue &m : moves) {
            const QJsonObject o = m.toObject();
            for (const QJsonValue &pick : o.value(u"cropCircle").toArray()) {
                if (pick.toObject().value(u"skipped").toBool())
                    continue;
                if (o.value(u"tile") == u"crop-circles-1/CR"_s)
                    ++added;
                else
                    ++removed;
            }
        }
        QCOMPARE(added, 2);
        QCOMPARE(removed, 1);
    }

    void malformedRecordsExitTwoNamingThePlace()
    {
        Result r = run({u"play"_s, u"-"_s}, "{\n  \"expansions\": [\"base\"],\n  \"moves\": [\n    {\"tile\": }\n");
        QCOMPARE(r.exitCode, 2);
        QVERIFY2(r.err.contains("line 4"), r.err.constData());
        r = run({u"play"_s, u"-"_s},
                "{\"expansions\": [\"base\"],\n \"moves\": [\n  {\"tile\": \"base/XYZ\", \"at\": [1, 0]}]}");
        QCOMPARE(r.exitCode, 2);
        QVERIFY2(r.err.contains("line 3") && r.err.contains("moves[0].tile"), r.err.constData());
        r = run({u"play"_s, u"-"_s}, "{\"expansions\": [\"nonsense\"], \"moves\": []}");
        QCOMPARE(r.exitCode, 2);
        QVERIFY2(r.err.contains("unknown expansion"), r.err.constData());
        r = run({u"play"_s, recordsDir() + u"/does-not-exist.json"_s});
        QCOMPARE(r.exitCode, 2);
    }

    void failedExpectationExitsOne()
    {
        QFile file(recordsDir() + u"/base-fields.json"_s);
        QVERIFY(file.open(QIODevice::ReadOnly));
        QByteArray text = file.readAll();
        text.replace("\"expectScore\": [6, 6]", "\"expectScore\": [6, 7]");
        const Result r = run({u"play"_s, u"-"_s}, text);
        QCOMPARE(r.exitCode, 1);
        QVERIFY(r.err.contains("expectation failed"));
    }

    void rulingExpectationsSayWhatWasExpectedAndWhatHappened_data()
    {
        QTest::addColumn<QString>("file");
        QTest::addColumn<QByteArray>("from");
        QTest::addColumn<QByteArray>("to");
        QTest::addColumn<QByteArray>("message");
        QTest::newRow("feature on a move")
            << u"base-rulings.json"_s << QByteArray("\"points\": 10, \"completed\": true")
            << QByteArray("\"points\": 8, \"completed\": true")
            << QByteArray("move 5: expected scored: city, 8 points, to player 0, completed; scored: city of 4 tiles, "
                          "10 points to player 0 (completed)");
        QTest::newRow("feature of the wrong player")
            << u"base-rulings.json"_s << QByteArray("{\"player\": 1, \"type\": \"monastery\"")
            << QByteArray("{\"player\": 0, \"type\": \"monastery\"")
            << QByteArray("move 10: expected scored: monastery, 9 points, to player 0;");
        QTest::newRow("one player's score, the other not checked")
            << u"base-rulings.json"_s << QByteArray("\"expectScore\": [14, null]")
            << QByteArray("\"expectScore\": [null, 12]")
            << QByteArray("final: expected score [null, 12], got [14, 13]");
        QTest::newRow("points by source") << u"base-rulings.json"_s << QByteArray("\"monastery\": 9, \"field\": 3}")
                                          << QByteArray("\"monastery\": 9, \"field\": 6}")
                                          << QByteArray("final: expected player 1's points from field 6, got field 3");
        QTest::newRow("final feature used twice")
            << u"base-rulings.json"_s
            << QByteArray("{\"player\": 1, \"type\": \"city\", \"points\": 1, \"completed\": false}")
            << QByteArray("{\"player\": 1, \"type\": \"field\"}")
            << QByteArray("final: expected scored: field, to player 1; scored:");
        QTest::newRow("bet paid") << u"bets-final.json"_s << QByteArray("\"token\": \"7+\", \"points\": 7")
                                  << QByteArray("\"token\": \"7+\", \"points\": 9")
                                  << QByteArray("final: expected bets paid: token 7+, of player 1, 9 points; paid: "
                                                "token 8+ of player 0 on a road: 8 points; token 7+ of player 1 on a "
                                                "road: 7 points");
        QTest::newRow("crop circle")
            << u"crop-circles.json"_s << QByteArray("{\"player\": 1, \"skip\": true}")
            << QByteArray("{\"player\": 1, \"at\": [-1, 0], \"location\": \"SL\"}")
            << QByteArray("move 9: expected crop circle: player 0 at (2, 0) E; player 1 at (-1, 0) SL; got: player 0 "
                          "at (2, 0) E; player 1 skips");
    }
    void rulingExpectationsSayWhatWasExpectedAndWhatHappened()
    {
        QFETCH(QString, file);
        QFETCH(QByteArray, from);
        QFETCH(QByteArray, to);
        QFETCH(QByteArray, message);
        QFile source(recordsDir() + u'/' + file);
        QVERIFY(source.open(QIODevice::ReadOnly));
        QByteArray text = source.readAll();
        QVERIFY2(text.contains(from), from.constData());
        text.replace(from, to);
        const Result r = run({u"play"_s, u"-"_s}, text);
        QCOMPARE(r.exitCode, 1);
        QVERIFY2(r.err.contains(message), r.err.constData());
    }

    void scenarioRecords()
    {
        const QJsonObject puzzle = m_replays.value(u"scenario-puzzle.json"_s);
        QCOMPARE(puzzle.value(u"scenario"_s).toBool(), true);
        QCOMPARE(puzzle.value(u"title"_s).toString(), u"Puzzle: a city of six tiles with two pennants"_s);
        QCOMPARE(puzzle.value(u"startTile"_s).toString(), QString());
        const QJsonArray moves = puzzle.value(u"moves"_s).toArray();
        QCOMPARE(moves.at(1).toObject().value(u"pass"_s).toBool(), true);
        QCOMPARE(moves.at(1).toObject().value(u"player"_s).toInt(), 0);
        QCOMPARE(moves.at(0).toObject().value(u"extraTurn"_s).toBool(), false);
        QCOMPARE(puzzle.value(u"score"_s).toArray(), QJsonArray {16});
        const QJsonObject monastery = m_replays.value(u"scenario-lone-monastery.json"_s);
        QCOMPARE(monastery.value(u"score"_s).toArray(), QJsonArray {1});

        // An ordinary record keeps the box, the start tile, 2 players and no passes.
        const QByteArray head = "{\"expansions\": [\"base\"],\n";
        Result r = run({u"play"_s, u"-"_s}, head + " \"players\": 1, \"moves\": []}");
        QCOMPARE(r.exitCode, 2);
        QVERIFY2(r.err.contains("players: expected a number of players from 2 to 6 (1 in a scenario)"),
                 r.err.constData());
        r = run({u"play"_s, u"-"_s}, head + " \"moves\": [{\"pass\": true}]}");
        QCOMPARE(r.exitCode, 2);
        QVERIFY2(r.err.contains("line 2") && r.err.contains("moves[0].pass: only a scenario record"),
                 r.err.constData());
        r = run({u"play"_s, u"--json"_s, u"-"_s},
                head + " \"moves\": [{\"tile\": \"base/L\", \"at\": [3, -2], \"follower\": \"monastery\"}]}");
        QCOMPARE(r.exitCode, 0);
        QCOMPARE(QJsonDocument::fromJson(r.out)[u"moves"_s][0][u"verdict"_s].toString(), u"placement.noNeighbour"_s);
        // A scenario has no start tile and no pile.
        r = run({u"play"_s, u"-"_s},
                "{\"scenario\": true, \"expansions\": [\"base\"],\n \"startTile\": \"base/L\", \"moves\": []}");
        QCOMPARE(r.exitCode, 2);
        QVERIFY2(r.err.contains("line 2") && r.err.contains("startTile: a scenario has no start tile"),
                 r.err.constData());
        r = run({u"play"_s, u"-"_s},
                "{\"scenario\": true, \"expansions\": [\"base\"], \"players\": 1,\n \"moves\": [{\"pass\": true, "
                "\"tile\": \"base/L\"}]}");
        QCOMPARE(r.exitCode, 2);
        QVERIFY2(r.err.contains("moves[0].tile: a pass states no tile"), r.err.constData());
    }

    void scoringRuleOptions_data()
    {
        QTest::addColumn<QString>("file");
        QTest::addColumn<QByteArray>("option");
        QTest::addColumn<QJsonArray>("withOption");
        QTest::addColumn<QJsonArray>("without");
        // A city of two tiles: 2 instead of 4.
        QTest::newRow("tiny city") << u"rules-tiny-city.json"_s << QByteArray("\"scoring.tinyCity\": true")
                                   << QJsonArray {2} << QJsonArray {4};
        // One city touched by two fields of player 0: paid once (4), not once per field (3 + 3).
        QTest::newRow("first-edition farms")
            << u"rules-first-edition-farms.json"_s << QByteArray("\"scoring.firstEditionFarms\": true")
            << QJsonArray {4, 3} << QJsonArray {6, 3};
    }
    void scoringRuleOptions()
    {
        QFETCH(QString, file);
        QFETCH(QByteArray, option);
        QFETCH(QJsonArray, withOption);
        QFETCH(QJsonArray, without);
        QCOMPARE(m_replays.value(file).value(u"score"_s).toArray(), withOption);
        QFile source(recordsDir() + u'/' + file);
        QVERIFY(source.open(QIODevice::ReadOnly));
        QByteArray text = source.readAll();
        QVERIFY(text.contains(option));
        text.replace(option, QByteArray(option.left(option.indexOf(':')) + ": false"));
        const Result r = run({u"play"_s, u"--json"_s, u"-"_s}, text);
        QCOMPARE(r.exitCode, 1); // the record's expectations hold with the option only
        QCOMPARE(QJsonDocument::fromJson(r.out)[u"score"_s].toArray(), without);
    }

    void startTileKeyHasOneMeaning()
    {
        // "startTile" names the start tile; the older top-level "start" still reads.
        for (const QByteArray &key : {QByteArray("startTile"), QByteArray("start")}) {
            const Result r = run({u"play"_s, u"--json"_s, u"-"_s},
                                 "{\"expansions\": [\"base\"], \"" + key + "\": \"base/L\", \"moves\": []}");
            QVERIFY2(r.exitCode == 0, r.err.constData());
            QCOMPARE(QJsonDocument::fromJson(r.out)[u"startTile"_s].toString(), u"base/L"_s);
        }
        const Result both
            = run({u"play"_s, u"-"_s},
                  "{\"expansions\": [\"base\"], \"startTile\": \"base/L\", \"start\": \"base/C\", \"moves\": []}");
        QCOMPARE(both.exitCode, 2);
        QVERIFY2(both.err.contains("give \"startTile\" only"), both.err.constData());
    }

    void malformedExpectationsNameTheirPlace()
    {
        const QByteArray head = "{\"expansions\": [\"base\"],\n \"moves\": [\n"
                                "  {\"start\": true, \"tile\": \"base/RCr\", \"at\": [0, 0]},\n";
        Result r = run({u"play"_s, u"-"_s},
                       head
                           + "  {\"tile\": \"base/C\", \"at\": [0, -1], \"rotation\": 180,\n"
                             "   \"expectScored\": [{\"type\": \"cloister\"}]}]}");
        QCOMPARE(r.exitCode, 2);
        QVERIFY2(r.err.contains("line 5") && r.err.contains("moves[1].expectScored[0].type"), r.err.constData());
        r = run({u"play"_s, u"-"_s},
                head
                    + "  {\"tile\": \"base/C\", \"at\": [0, -1], \"rotation\": 180,\n"
                      "   \"expectPoints\": [1, \"two\"]}]}");
        QCOMPARE(r.exitCode, 2);
        QVERIFY2(r.err.contains("moves[1].expectPoints[1]"), r.err.constData());
        r = run({u"play"_s, u"-"_s},
                head
                    + "  {\"tile\": \"base/C\", \"at\": [0, -1], \"rotation\": 180}],\n"
                      " \"expectPointsFrom\": [{\"player\": 0, \"farms\": 3}]}");
        QCOMPARE(r.exitCode, 2);
        QVERIFY2(r.err.contains("line 5") && r.err.contains("expectPointsFrom[0].farms"), r.err.constData());
    }

    void simulateIsReproducible()
    {
        const QStringList args {u"simulate"_s, u"--expansions"_s, u"base,river-1"_s, u"--games"_s,
                                u"200"_s,      u"--seed"_s,       u"11"_s,           u"--json"_s};
        const Result a = run(args), b = run(args);
        QCOMPARE(a.exitCode, 0);
        QCOMPARE(b.exitCode, 0);
        QJsonObject x = QJsonDocument::fromJson(a.out).object();
        QJsonObject y = QJsonDocument::fromJson(b.out).object();
        for (const QString &key :
             {u"games"_s, u"completed"_s, u"stuck"_s, u"discarded"_s, u"scoreSpread"_s, u"gamesPerSecond"_s})
            QVERIFY2(x.contains(key), qPrintable(key));
        QCOMPARE(x.value(u"games").toInt(), 200);
        for (QJsonObject *o : {&x, &y}) {
            o->remove(u"gamesPerSecond"_s);
            o->remove(u"seconds"_s);
        }
        QCOMPARE(x, y);
        const Result c = run({u"simulate"_s, u"--expansions"_s, u"base,river-1"_s, u"--games"_s, u"200"_s, u"--seed"_s,
                              u"12"_s, u"--json"_s});
        QJsonObject z = QJsonDocument::fromJson(c.out).object();
        QVERIFY(z.value(u"scoreSpread") != x.value(u"scoreSpread"));
    }

    void simulateGivesTheSameFiguresOnAnyNumberOfThreads()
    {
        QJsonObject figures[2];
        for (int threads : {1, 2}) {
            const Result r = run({u"simulate"_s, u"--expansions"_s, u"base,river-2,bets"_s, u"--games"_s, u"150"_s,
                                  u"--seed"_s, u"4"_s, u"--threads"_s, QString::number(threads), u"--json"_s});
            QVERIFY2(r.exitCode == 0, r.err.constData());
            QJsonObject o = QJsonDocument::fromJson(r.out).object();
            o.remove(u"seconds"_s);
            o.remove(u"gamesPerSecond"_s);
            figures[threads - 1] = o;
        }
        QCOMPARE(figures[0].value(u"games").toInt(), 150);
        QCOMPARE(figures[0], figures[1]);
        QCOMPARE(run({u"simulate"_s, u"--threads"_s, u"0"_s}).exitCode, 2);
    }

    void simulatedGameReplaysThroughPlay()
    {
        QTemporaryDir dir;
        QVERIFY(dir.isValid());
        const QString record = dir.filePath(u"game.json"_s);
        const Result s = run({u"simulate"_s, u"--expansions"_s, u"base,river-2,bets,crop-circles-1"_s, u"--games"_s,
                              u"1"_s, u"--seed"_s, u"5"_s, u"--players"_s, u"3"_s, u"--record"_s, record});
        QCOMPARE(s.exitCode, 0);
        const Result p = run({u"play"_s, u"--json"_s, record});
        QVERIFY2(p.exitCode == 0, p.err.constData());
        const QJsonObject replay = QJsonDocument::fromJson(p.out).object();
        QCOMPARE(replay.value(u"refused").toInt(), 0);
        QVERIFY(replay.value(u"final").toObject().value(u"gameOver").toBool());
    }

    void keptStuckGamesReplayThroughPlay()
    {
        QTemporaryDir dir;
        QVERIFY(dir.isValid());
        const QString kept = dir.filePath(u"stuck"_s);
        const QString csv = dir.filePath(u"figures.csv"_s);
        // Base, River I and River II from seed 19: game 8 of 9 is the only stuck one.
        const Result s = run({u"simulate"_s, u"--expansions"_s, u"base,river-1,river-2"_s, u"--games"_s, u"9"_s,
                              u"--seed"_s, u"19"_s, u"--keep-stuck"_s, kept, u"--csv"_s, csv, u"--json"_s});
        QVERIFY2(s.exitCode == 0, s.err.constData());
        const QJsonObject o = QJsonDocument::fromJson(s.out).object();
        QCOMPARE(o.value(u"stuckGames"_s).toArray(), QJsonArray {8});
        QCOMPARE(o.value(u"kept"_s).toArray().size(), 1);
        QCOMPARE(QDir(kept).entryList(QDir::Files), QStringList {u"stuck-game-000008.json"_s});
        QVERIFY(o.value(u"histograms"_s).toObject().value(u"length"_s).toObject().contains(u"counts"_s));
        QCOMPARE(o.value(u"cells"_s).toObject().value(u"stuck"_s).toArray(), (QJsonArray {QJsonArray {6, -2, 1}}));
        const Result p = run({u"play"_s, u"--json"_s, QDir(kept).filePath(u"stuck-game-000008.json"_s)});
        QVERIFY2(p.exitCode == 0, p.err.constData());
        const QJsonObject replay = QJsonDocument::fromJson(p.out).object();
        QCOMPARE(replay.value(u"refused").toInt(), 0);
        QFile file(csv);
        QVERIFY(file.open(QIODevice::ReadOnly));
        const QByteArray text = file.readAll();
        QVERIFY(text.startsWith("figure,tile,value,x,y,count\ngames,,,,,9\n"));
        QVERIFY(text.contains("\nstuckCell,,,6,-2,1\n"));
        QVERIFY(text.contains("\nstuckOn,river-1/IFI,,,,1\n"));
        // --keep-max keeps the first stuck games only.
        const Result all = run({u"simulate"_s, u"--expansions"_s, u"base,cutcassonne-river"_s, u"--games"_s, u"10"_s,
                                u"--keep-stuck"_s, dir.filePath(u"all"_s), u"--keep-max"_s, u"2"_s});
        QVERIFY2(all.exitCode == 0, all.err.constData());
        QCOMPARE(QDir(dir.filePath(u"all"_s)).entryList(QDir::Files),
                 (QStringList {u"stuck-game-000000.json"_s, u"stuck-game-000001.json"_s}));
        QCOMPARE(run({u"simulate"_s, u"--follow"_s, u"base/nonsense"_s}).exitCode, 2);
        QCOMPARE(run({u"simulate"_s, u"--keep-stuck"_s, kept, u"--keep-max"_s, u"0"_s}).exitCode, 2);
    }

    void simulateWithSeats()
    {
        QJsonObject figures[2];
        for (int threads : {1, 2}) {
            const Result r = run({u"simulate"_s, u"--games"_s, u"8"_s, u"--seed"_s, u"6"_s, u"--seats"_s,
                                  u"greedy,random,lookahead"_s, u"--budget"_s, u"8"_s, u"--threads"_s,
                                  QString::number(threads), u"--json"_s});
            QVERIFY2(r.exitCode == 0, r.err.constData());
            QJsonObject o = QJsonDocument::fromJson(r.out).object();
            o.remove(u"seconds"_s);
            o.remove(u"gamesPerSecond"_s);
            figures[threads - 1] = o;
        }
        QCOMPARE(figures[0], figures[1]);
        const QJsonObject &o = figures[0];
        QCOMPARE(o.value(u"players"_s).toInt(), 3); // --seats sets the number of players
        const QJsonArray seats = o.value(u"seats"_s).toArray();
        QCOMPARE(seats.size(), 3);
        int decided = 0;
        for (qsizetype s = 0; s < seats.size(); ++s) {
            const QJsonObject seat = seats.at(s).toObject();
            QCOMPARE(seat.keys(), (QStringList {u"meanScore"_s, u"policy"_s, u"ties"_s, u"winInterval"_s,
                                                u"winRate"_s, u"wins"_s}));
            QCOMPARE(seat.value(u"winInterval"_s).toArray().size(), 2);
            QCOMPARE(seat.value(u"winRate"_s).toDouble(), seat.value(u"wins"_s).toInt() / 8.0);
            decided += seat.value(u"wins"_s).toInt();
        }
        QCOMPARE(seats.at(2).toObject().value(u"policy"_s).toString(), u"lookahead"_s);
        QVERIFY(decided <= 8);
        // The text names each seat's policy and wins.
        const Result text = run({u"simulate"_s, u"--games"_s, u"4"_s, u"--seats"_s, u"greedy,random"_s});
        QVERIFY2(text.exitCode == 0, text.err.constData());
        QVERIFY2(text.out.contains("seat 1 (greedy): ") && text.out.contains("seat 2 (random): "),
                 text.out.constData());
        // Without --seats the figures name no seats.
        const Result plain = run({u"simulate"_s, u"--games"_s, u"4"_s, u"--json"_s});
        QVERIFY(!QJsonDocument::fromJson(plain.out).object().contains(u"seats"_s));
        // One policy per player, each known; a budget of at least one playout.
        Result bad = run({u"simulate"_s, u"--players"_s, u"3"_s, u"--seats"_s, u"greedy,random"_s});
        QCOMPARE(bad.exitCode, 2);
        QVERIFY2(bad.err.contains("--seats: 2 policies for 3 players"), bad.err.constData());
        bad = run({u"simulate"_s, u"--seats"_s, u"greedy,clever"_s});
        QCOMPARE(bad.exitCode, 2);
        QVERIFY2(bad.err.contains("clever"), bad.err.constData());
        QCOMPARE(run({u"simulate"_s, u"--seats"_s, u"greedy"_s}).exitCode, 2);
        QCOMPARE(run({u"simulate"_s, u"--seats"_s, u"greedy,random"_s, u"--budget"_s, u"0"_s}).exitCode, 2);
    }

    void simulateUsageErrors()
    {
        QCOMPARE(run({u"simulate"_s, u"--expansions"_s, u"nonsense"_s}).exitCode, 2);
        QCOMPARE(run({u"simulate"_s, u"--rules"_s, u"river.bogus=true"_s}).exitCode, 2);
        QCOMPARE(run({u"simulate"_s, u"--games"_s, u"0"_s}).exitCode, 2);
    }
};

QTEST_GUILESS_MAIN(TestCliPlay)
#include "tst_cliplay.moc"
