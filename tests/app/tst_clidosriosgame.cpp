// SPDX-FileCopyrightText: 2026 Krajina contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "clirunner.h"
#include "engine/dosrios/rulecodes.h"

#include <QDir>
#include <QFile>
#include <QJsonArray>
#include <QSet>
#include <QTemporaryDir>
#include <QTest>

using namespace Krajina;
using namespace Qt::StringLiterals;

// The golden Dos Rios game records in data/records/dos-rios replayed through
// the real krajina-cli: each works its numbers out by hand in its notes and
// states the verdict, money, wood and farmers in the city it expects, so
// `play` exits 0 only when the engine agrees. Then the simulator.
class TestCliDosRiosGame : public QObject
{
    Q_OBJECT
private:
    static QString recordsDir() { return QStringLiteral(KRAJINA_TEST_DATA "/records/dos-rios"); }
    static QStringList records() { return QDir(recordsDir()).entryList({u"*.json"_s}, QDir::Files, QDir::Name); }

    QHash<QString, QJsonObject> m_replays;

private Q_SLOTS:
    void initTestCase()
    {
        QVERIFY(records().size() >= 4);
        for (const QString &file : records()) {
            const CliResult r = runCli({u"play"_s, u"--json"_s, recordsDir() + u'/' + file});
            QVERIFY2(r.exitCode == 0, qPrintable(file + u": "_s + QString::fromUtf8(r.err)));
            m_replays.insert(file, r.json());
        }
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
        QCOMPARE(replay.value(u"game").toString(), u"dos-rios"_s);
        QCOMPARE(replay.value(u"failedExpectations").toArray().size(), 0);
        QFile source(recordsDir() + u'/' + file);
        QVERIFY(source.open(QIODevice::ReadOnly));
        const QJsonObject record = QJsonDocument::fromJson(source.readAll()).object();
        const QJsonArray moves = record.value(u"moves").toArray();
        QCOMPARE(replay.value(u"moves").toArray().size(), moves.size());
        // Every move states its verdict, and the record works its numbers out in its notes.
        for (const QJsonValue &m : moves)
            QVERIFY2(m.toObject().contains(u"expect"), qPrintable(file));
        QVERIFY(!record.value(u"notes").toArray().isEmpty());
        QVERIFY(record.contains(u"expectScore"));
        // A refused move changes nothing: the replay's verdicts match the record's.
        int refused = 0;
        for (const QJsonValue &m : replay.value(u"moves").toArray())
            refused += m.toObject().value(u"verdict").toString() == u"ok" ? 0 : 1;
        QCOMPARE(replay.value(u"refused").toInt(), refused);
        QVERIFY(refused < moves.size());
    }

    void everyRuleCodeHasALegalAndAnIllegalCase()
    {
        QSet<QString> verdicts;
        for (const QJsonObject &replay : std::as_const(m_replays)) {
            for (const QJsonValue &m : replay.value(u"moves").toArray())
                verdicts.insert(m.toObject().value(u"verdict").toString());
        }
        // Every code the engine has (ok included), so that a new code cannot go without its records.
        QStringList codes;
        for (int c = 0; c < DosRios::RuleCodeCount; ++c)
            codes << DosRios::ruleCodeName(DosRios::RuleCode(c));
        QVERIFY(codes.contains(u"dosrios.dam.noneLeft"_s));
        for (const QString &code : codes)
            QVERIFY2(verdicts.contains(code), qPrintable(code));
    }

    void cardsBanditsAndBothWinConditions()
    {
        QSet<QString> scoredKinds, winConditions;
        int strikes = 0;
        for (const QJsonObject &replay : std::as_const(m_replays)) {
            for (const QJsonValue &m : replay.value(u"moves").toArray()) {
                const QJsonObject o = m.toObject();
                const QString card = o.value(u"card").toString();
                bool paid = false;
                for (const QString &key : {u"money"_s, u"wood"_s}) {
                    for (const QJsonValue &v : o.value(key).toArray())
                        paid = paid || v.toInt() > 0;
                }
                if (paid)
                    scoredKinds.insert(card.section(u'-', 2, 2)); // dos-rios/card-KIND...
                strikes += o.value(u"banditStrikes").toInt();
            }
            const QJsonObject final = replay.value(u"final").toObject();
            if (!final.value(u"winner").isNull())
                winConditions.insert(final.value(u"winCondition").toString());
        }
        for (const QString &kind : {u"corn"_s, u"wheat"_s, u"tobacco"_s, u"forest"_s, u"rio"_s})
            QVERIFY2(scoredKinds.contains(kind), qPrintable(kind));
        QVERIFY(strikes >= 1);
        QCOMPARE(winConditions, (QSet<QString> {u"allBuildings"_s, u"onRiver"_s, u"deckRanOut"_s}));
    }

    void textReportAndFailedExpectations()
    {
        const QString file = recordsDir() + u"/movement.json"_s;
        const CliResult text = runCli({u"play"_s, file});
        QCOMPARE(text.exitCode, 0);
        QVERIFY(text.out.contains("dosrios.capture.fromLower"));
        // Players counted from 1 in the text, as the window counts them (JSON counts from 0).
        QVERIFY2(text.out.contains("player 1: money 100, wood 2"), text.out.constData());
        QVERIFY(!text.out.contains("player 0"));
        // A bandit strike names its river and whose farmer it took from where.
        const CliResult bandits = runCli({u"play"_s, recordsDir() + u"/bandits-and-on-river.json"_s});
        QVERIFY2(bandits.out.contains("bandits on rioGrande"), bandits.out.constData());
        QVERIFY2(bandits.out.contains("'s farmer from "), bandits.out.constData());
        QFile source(file);
        QVERIFY(source.open(QIODevice::ReadOnly));
        QByteArray changed = source.readAll();
        changed.replace("\"expectScore\": [100, 100]", "\"expectScore\": [100, 200]");
        const CliResult failed = runCli({u"play"_s, u"-"_s}, changed);
        QCOMPARE(failed.exitCode, 1);
        QVERIFY2(failed.err.contains("final money: expected [100, 200], got [100, 100]"), failed.err.constData());
        QByteArray broken = changed;
        broken.replace("\"card\": \"pass\"", "\"card\": \"keep\"");
        const CliResult bad = runCli({u"play"_s, u"-"_s}, broken);
        QCOMPARE(bad.exitCode, 2);
        QVERIFY2(bad.err.contains("card") && bad.err.contains("line "), bad.err.constData());

        // Issue 33: without its "game", a Dos Rios record is not called a Carcassonne record with unknown keys.
        QByteArray gameless = changed;
        gameless.replace("\"game\": \"dos-rios\",", "");
        QVERIFY(!gameless.contains("\"game\""));
        const CliResult noGame = runCli({u"play"_s, u"-"_s}, gameless);
        QCOMPARE(noGame.exitCode, 2);
        QVERIFY2(noGame.err.contains("\"game\": \"dos-rios\" is missing"), noGame.err.constData());
        QVERIFY2(!noGame.err.contains("unknown key"), noGame.err.constData());
    }

    // Issue 34: the codes and win conditions became camelCase; records with the old kebab-case names still play
    // and report today's names.
    void oldKebabCaseNamesAreStillRead()
    {
        QFile source(recordsDir() + u"/bandits-and-on-river.json"_s);
        QVERIFY(source.open(QIODevice::ReadOnly));
        QByteArray old = source.readAll();
        QVERIFY(old.contains("\"dosrios.move.gameOver\"") && old.contains("\"onRiver\""));
        old.replace("\"dosrios.move.gameOver\"", "\"dosrios.move.game-over\"");
        old.replace("\"expectWinCondition\": \"onRiver\"", "\"expectWinCondition\": \"on-river\"");
        const CliResult r = runCli({u"play"_s, u"-"_s}, old);
        QCOMPARE(r.exitCode, 0);
        QVERIFY2(r.out.contains("dosrios.move.gameOver") && !r.out.contains("game-over"), r.out.constData());
        old.replace("\"on-river\"", "\"all-buildings\"");
        const CliResult wrong = runCli({u"play"_s, u"-"_s}, old);
        QCOMPARE(wrong.exitCode, 1);
        QVERIFY2(wrong.err.contains("allBuildings"), wrong.err.constData());
    }

    void simulateIsReproducibleAndFinishes_data()
    {
        QTest::addColumn<int>("players");
        QTest::newRow("2 players") << 2;
        QTest::newRow("3 players") << 3;
        QTest::newRow("4 players") << 4;
    }
    void simulateIsReproducibleAndFinishes()
    {
        QFETCH(int, players);
        const QStringList arguments {
            u"simulate"_s, u"--expansions"_s, u"dos-rios"_s, u"--players"_s, QString::number(players),
            u"--games"_s,  u"200"_s,          u"--seed"_s,   u"5"_s,         u"--json"_s};
        const CliResult a = runCli(arguments);
        const CliResult b = runCli(arguments);
        QCOMPARE(a.exitCode, 0);
        QJsonObject first = a.json();
        QJsonObject second = b.json();
        QVERIFY(first.value(u"gamesPerSecond").toDouble() > 0);
        first.remove(u"gamesPerSecond"_s);
        second.remove(u"gamesPerSecond"_s);
        QCOMPARE(first, second);
        QCOMPARE(first.value(u"games").toInt(), 200);
        QCOMPARE(first.value(u"players").toInt(), players);
        // At least 95 % of random games end with a winner within the turn cap.
        QVERIFY2(first.value(u"finished").toInt() >= 190, qPrintable(QString::fromUtf8(a.out)));
        int wins = 0;
        for (const QJsonValue &rate : first.value(u"winRateBySeat").toArray())
            wins += qRound(rate.toDouble() * 200);
        QCOMPARE(wins, first.value(u"finished").toInt());
        const QJsonObject conditions = first.value(u"winConditions").toObject();
        QCOMPARE(conditions.value(u"allBuildings").toInt() + conditions.value(u"onRiver").toInt(),
                 first.value(u"finished").toInt());
        QVERIFY(first.value(u"banditStrikesPerGame").toDouble() > 0);
        const QJsonObject length = first.value(u"length").toObject();
        QVERIFY(length.value(u"min").toInt() <= length.value(u"mean").toDouble());
        QVERIFY(length.value(u"mean").toDouble() <= length.value(u"max").toInt());
        // Another seed plays other games.
        QStringList other = arguments;
        other[other.indexOf(u"5"_s)] = u"6"_s;
        QJsonObject third = runCli(other).json();
        third.remove(u"gamesPerSecond"_s);
        QVERIFY(third != first);
    }

    void simulateWritesStatisticsOnAnyNumberOfThreads()
    {
        QTemporaryDir dir;
        QVERIFY(dir.isValid());
        const QString csv = dir.filePath(u"dos-rios.csv"_s);
        QStringList arguments {u"simulate"_s,  u"--expansions"_s,
                               u"dos-rios"_s,  u"--players"_s,
                               u"2"_s,         u"--games"_s,
                               u"20"_s,        u"--seed"_s,
                               u"3"_s,         u"--json"_s,
                               u"--threads"_s, u"1"_s,
                               u"--csv"_s,     csv};
        const CliResult one = runCli(arguments);
        QCOMPARE(one.exitCode, 0);
        QFile file(csv);
        QVERIFY(file.open(QIODevice::ReadOnly));
        const QByteArray csvOne = file.readAll();
        file.close();
        QVERIFY(csvOne.startsWith("figure,name,value,q,r,count\n"));
        QVERIFY(csvOne.contains("\nwateredHex,rioGrande,"));
        QVERIFY(csvOne.contains("\nbanditHex,"));
        arguments[arguments.indexOf(u"1"_s)] = u"2"_s;
        const CliResult two = runCli(arguments);
        QVERIFY(file.open(QIODevice::ReadOnly));
        QCOMPARE(file.readAll(), csvOne);
        QJsonObject a = one.json();
        QJsonObject b = two.json();
        a.remove(u"gamesPerSecond"_s);
        b.remove(u"gamesPerSecond"_s);
        QCOMPARE(a, b);
        QCOMPARE(a.value(u"winIntervalBySeat").toArray().size(), 2);
        QVERIFY(a.value(u"histograms").toObject().contains(u"length"));
        QVERIFY(!a.value(u"hexes").toObject().value(u"watered").toObject().value(u"either").toArray().isEmpty());
    }

    void simulateWithGreedySeats()
    {
        // A greedy player against two random ones: the same figures on one thread and on two, and the
        // greedy player wins almost every game.
        QJsonObject figures[2];
        for (int threads : {1, 2}) {
            const CliResult r = runCli({u"simulate"_s, u"--expansions"_s, u"dos-rios"_s, u"--seats"_s,
                                        u"random,greedy,random"_s, u"--games"_s, u"60"_s, u"--seed"_s, u"4"_s,
                                        u"--threads"_s, QString::number(threads), u"--json"_s});
            QVERIFY2(r.exitCode == 0, r.err.constData());
            QJsonObject o = r.json();
            o.remove(u"gamesPerSecond"_s);
            figures[threads - 1] = o;
        }
        QCOMPARE(figures[0], figures[1]);
        const QJsonObject &o = figures[0];
        QCOMPARE(o.value(u"players"_s).toInt(), 3);
        const QJsonArray seats = o.value(u"seats"_s).toArray();
        QCOMPARE(seats.size(), 3);
        int wins = 0;
        for (const QJsonValue &seat : seats) {
            QCOMPARE(seat.toObject().keys(),
                     (QStringList {u"meanScore"_s, u"policy"_s, u"ties"_s, u"winInterval"_s, u"winRate"_s, u"wins"_s}));
            wins += seat.toObject().value(u"wins"_s).toInt();
        }
        QCOMPARE(wins, o.value(u"finished"_s).toInt()); // a seat wins by the game's rules, no ties
        const QJsonObject greedy = seats.at(1).toObject();
        QCOMPARE(greedy.value(u"policy"_s).toString(), u"greedy"_s);
        QVERIFY2(greedy.value(u"wins"_s).toInt() >= 50, qPrintable(QString::fromUtf8(QJsonDocument(o).toJson())));
        // Greedy players among themselves finish their games, by both ways to win.
        const CliResult table = runCli({u"simulate"_s, u"--expansions"_s, u"dos-rios"_s, u"--seats"_s,
                                        u"greedy,greedy,greedy"_s, u"--games"_s, u"100"_s, u"--json"_s});
        const QJsonObject conditions = table.json().value(u"winConditions"_s).toObject();
        QVERIFY(table.json().value(u"finished"_s).toInt() >= 90);
        QVERIFY(conditions.value(u"allBuildings"_s).toInt() > 0 && conditions.value(u"onRiver"_s).toInt() > 0);
        // Without --seats the figures name no seats.
        QVERIFY(!runCli({u"simulate"_s, u"--expansions"_s, u"dos-rios"_s, u"--games"_s, u"5"_s, u"--json"_s})
                     .json()
                     .contains(u"seats"_s));
    }

    void simulateWithLookaheadSeats()
    {
        // A lookahead player beside a greedy and a random one: the same figures on one thread and on three, its
        // seat named in "seats", and a game of these players written with --record replays with no move refused.
        QTemporaryDir dir;
        QVERIFY(dir.isValid());
        QJsonObject figures[2];
        for (int threads : {1, 3}) {
            const CliResult r = runCli({u"simulate"_s, u"--expansions"_s, u"dos-rios"_s, u"--seats"_s,
                                        u"greedy,lookahead,random"_s, u"--budget"_s, u"16"_s, u"--games"_s, u"6"_s,
                                        u"--seed"_s, u"3"_s, u"--threads"_s, QString::number(threads), u"--json"_s});
            QVERIFY2(r.exitCode == 0, r.err.constData());
            QJsonObject o = r.json();
            o.remove(u"gamesPerSecond"_s);
            figures[threads == 1 ? 0 : 1] = o;
        }
        QCOMPARE(figures[0], figures[1]);
        const QJsonArray seats = figures[0].value(u"seats"_s).toArray();
        QCOMPARE(seats.size(), 3);
        QCOMPARE(seats.at(1).toObject().value(u"policy"_s).toString(), u"lookahead"_s);
        QCOMPARE(figures[0].value(u"finished"_s).toInt(), 6);
        const QString record = dir.filePath(u"lookahead.json"_s);
        const CliResult written
            = runCli({u"simulate"_s, u"--expansions"_s, u"dos-rios"_s, u"--seats"_s, u"lookahead,lookahead,greedy"_s,
                      u"--budget"_s, u"16"_s, u"--games"_s, u"1"_s, u"--seed"_s, u"9"_s, u"--record"_s, record});
        QVERIFY2(written.exitCode == 0, written.err.constData());
        const CliResult replayed = runCli({u"play"_s, u"--json"_s, record});
        QVERIFY2(replayed.exitCode == 0, replayed.err.constData());
        QCOMPARE(replayed.json().value(u"refused"_s).toInt(), 0);
        QVERIFY(replayed.json().value(u"moves"_s).toArray().size() > 30);
        const CliResult bad = runCli({u"simulate"_s, u"--expansions"_s, u"dos-rios"_s, u"--seats"_s,
                                      u"lookahead,greedy"_s, u"--budget"_s, u"0"_s});
        QCOMPARE(bad.exitCode, 2);
        QVERIFY2(bad.err.contains("--budget"), bad.err.constData());
    }

    void simulateRefusesBadOptions()
    {
        const CliResult r = runCli({u"simulate"_s, u"--expansions"_s, u"dos-rios"_s, u"--players"_s, u"5"_s});
        QCOMPARE(r.exitCode, 2);
        QVERIFY(r.err.contains("2 to 4"));
        const CliResult courses = runCli({u"simulate"_s, u"--expansions"_s, u"dos-rios"_s, u"--courses"_s, u"best"_s});
        QCOMPARE(courses.exitCode, 2);
        QVERIFY2(courses.err.contains("--courses is default or random"), courses.err.constData());
        // Asked for, the random choices are named in the summary (and only then).
        const CliResult random = runCli(
            {u"simulate"_s, u"--expansions"_s, u"dos-rios"_s, u"--courses"_s, u"random"_s, u"--games"_s, u"5"_s});
        QCOMPARE(random.exitCode, 0);
        QVERIFY2(random.out.contains("; courses random\n"), random.out.constData());
        QVERIFY(
            !runCli({u"simulate"_s, u"--expansions"_s, u"dos-rios"_s, u"--games"_s, u"5"_s}).out.contains("courses"));
    }
};

QTEST_GUILESS_MAIN(TestCliDosRiosGame)
#include "tst_clidosriosgame.moc"
