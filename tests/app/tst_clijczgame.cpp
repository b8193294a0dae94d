// SPDX-FileCopyrightText: 2026 Krajina contributors
// SPDX-License-Identifier: GPL-3.0-or-later

#include "clirunner.h"

#include <QDir>
#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QTemporaryDir>
#include <QTest>

using namespace Qt::StringLiterals;

// JCloisterZone saved games (.jcz, JCloisterZone 4 and 5) through the real
// krajina-cli: `play` replays them and checks their test assertions, `convert`
// writes the Krajina record that replays the same, and a game with what
// Krajina lacks is refused by name.
class TestCliJczGame : public QObject
{
    Q_OBJECT
private:
    static QString games() { return QStringLiteral(KRAJINA_TEST_DATA "/jcz-games"); }
    static QString game(const QString &name) { return games() + u'/' + name; }
    static QByteArray read(const QString &path)
    {
        QFile file(path);
        return file.open(QIODevice::ReadOnly) ? file.readAll() : QByteArray();
    }
    static QString write(const QTemporaryDir &dir, const QString &name, const QByteArray &data)
    {
        QFile file(dir.filePath(name));
        if (!file.open(QIODevice::WriteOnly) || file.write(data) != data.size())
            return {};
        return file.fileName();
    }
    static QJsonArray scores(const CliResult &r) { return r.json().value(u"score").toArray(); }

private Q_SLOTS:
    void playsEachGameAndItsAssertionsHold_data()
    {
        QTest::addColumn<QString>("file");
        QTest::addColumn<QList<int>>("score");
        QTest::addColumn<int>("moves"); // with the start tile's
        QTest::newRow("JCloisterZone 5, base game") << u"base-game.jcz"_s << QList<int> {11, 5} << 6;
        QTest::newRow("JCloisterZone 5, tiny city, one player") << u"tiny-city.jcz"_s << QList<int> {3} << 3;
        QTest::newRow("JCloisterZone 5, crop circle") << u"crop-circles.jcz"_s << QList<int> {3, 0} << 5;
        QTest::newRow("JCloisterZone 5, river, garden edition") << u"river.jcz"_s << QList<int> {0, 0} << 3;
        QTest::newRow("JCloisterZone 4, base game") << u"jcz4-base.jcz"_s << QList<int> {3, 3} << 4;
    }
    void playsEachGameAndItsAssertionsHold()
    {
        QFETCH(QString, file);
        QFETCH(QList<int>, score);
        QFETCH(int, moves);
        const CliResult r = runCli({u"play"_s, u"--json"_s, game(file)});
        QVERIFY2(r.exitCode == 0, r.err.constData());
        const QJsonObject replay = r.json();
        QCOMPARE(replay.value(u"failedExpectations").toArray(), QJsonArray());
        QCOMPARE(replay.value(u"refused").toInt(), 0);
        QCOMPARE(replay.value(u"moves").toArray().size(), moves);
        QJsonArray expected;
        for (int s : score)
            expected.append(s);
        QCOMPARE(scores(r), expected);
        QVERIFY(replay.value(u"source").toString().contains(u"JCloisterZone"));
    }

    void printsTheSameAsForARecord()
    {
        const CliResult r = runCli({u"play"_s, game(u"base-game.jcz"_s)});
        QVERIFY2(r.exitCode == 0, r.err.constData());
        const QString out = QString::fromUtf8(r.out);
        QVERIFY2(out.contains(u"move 2: player 1 base/LR at -1,0 rotation 270: ok"_s), r.out.constData());
        QVERIFY(out.contains(u"completed road (3 tiles) at "_s));
        QVERIFY(out.contains(u"score: player 0 11, player 1 5"_s));
        QVERIFY(!out.contains(u"EXPECTATION FAILED"_s));
    }

    // The assertions are checks: each kind, when it does not hold, fails with exit 1.
    void aFailingAssertionFails_data()
    {
        QTest::addColumn<QByteArray>("from");
        QTest::addColumn<QByteArray>("to");
        QTest::addColumn<QString>("message");
        QTest::newRow("has") << QByteArray("Bo has 5 points") << QByteArray("Bo has 6 points")
                             << u"final: expected score [11, 6], got [11, 5]"_s;
        QTest::newRow("scored") << QByteArray("Ada scored city for 4 points")
                                << QByteArray("Ada scored city for 8 points")
                                << u"final: expected scored: city, 8 points, to player 0"_s;
    }
    void aFailingAssertionFails()
    {
        QFETCH(QByteArray, from);
        QFETCH(QByteArray, to);
        QFETCH(QString, message);
        QTemporaryDir dir;
        QByteArray text = read(game(u"base-game.jcz"_s));
        QVERIFY(text.contains(from));
        const QString path = write(dir, u"wrong.jcz"_s, text.replace(from, to));
        const CliResult r = runCli({u"play"_s, path});
        QCOMPARE(r.exitCode, 1);
        QVERIFY2(QString::fromUtf8(r.err).contains(message), r.err.constData());
        QVERIFY(r.err.contains("wrong.jcz: expectation failed"));
        QVERIFY(r.out.contains("EXPECTATION FAILED"));
    }

    // The record `convert` writes replays with the same verdicts and scores.
    void convertedRecordReplaysTheSame_data()
    {
        QTest::addColumn<QString>("file");
        for (const QString &file : QDir(games()).entryList({u"*.jcz"_s}, QDir::Files, QDir::Name)) {
            if (file != u"inns-and-cathedrals.jcz")
                QTest::newRow(qPrintable(file)) << file;
        }
    }
    void convertedRecordReplaysTheSame()
    {
        QFETCH(QString, file);
        QTemporaryDir dir;
        const QString record = dir.filePath(u"record.json"_s);
        const CliResult converted = runCli({u"convert"_s, game(file), record});
        QVERIFY2(converted.exitCode == 0, converted.err.constData());
        const QJsonObject json = QJsonDocument::fromJson(read(record)).object();
        QVERIFY(json.value(u"moves").toArray().size() > 1);
        QVERIFY(json.value(u"note").toString().startsWith(u"players: 0 = "_s));

        const CliResult fromGame = runCli({u"play"_s, u"--json"_s, game(file)});
        const CliResult fromRecord = runCli({u"play"_s, u"--json"_s, record});
        QVERIFY2(fromRecord.exitCode == 0, fromRecord.err.constData());
        QCOMPARE(fromRecord.json().value(u"moves"), fromGame.json().value(u"moves"));
        QCOMPARE(scores(fromRecord), scores(fromGame));
        QCOMPARE(fromRecord.json().value(u"failedExpectations").toArray(), QJsonArray());
    }

    void convertPlacesScoredAssertionsOnTheirMoves()
    {
        const CliResult r = runCli({u"convert"_s, game(u"base-game.jcz"_s), u"-"_s});
        QVERIFY2(r.exitCode == 0, r.err.constData());
        const QJsonObject record = r.json();
        const QJsonArray moves = record.value(u"moves").toArray();
        QVERIFY(moves.at(0).toObject().value(u"start").toBool());
        // The road closes on Bo's first move, the city on Ada's second.
        QCOMPARE(moves.at(2).toObject().value(u"expectScored").toArray(),
                 QJsonArray({QJsonObject {{u"type"_s, u"road"_s}, {u"player"_s, 0}, {u"points"_s, 3}}}));
        QCOMPARE(moves.at(3).toObject().value(u"expectScored").toArray().size(), 1);
        QCOMPARE(record.value(u"expectScored").toArray().size(), 3); // the final scoring's
        QCOMPARE(record.value(u"expectScore").toArray(), QJsonArray({11, 5}));
        QCOMPARE(record.value(u"rules").toObject().value(u"scoring.tinyCity"), QJsonValue(false));
        QCOMPARE(moves.at(1).toObject().value(u"follower").toString(), u"W"_s);
    }

    void honoursTheRulesKrajinaHas()
    {
        const CliResult r = runCli({u"convert"_s, game(u"tiny-city.jcz"_s), u"-"_s});
        QVERIFY2(r.exitCode == 0, r.err.constData());
        const QJsonObject record = r.json();
        QCOMPARE(record.value(u"rules").toObject().value(u"scoring.tinyCity"), QJsonValue(true));
        QCOMPARE(record.value(u"scenario"), QJsonValue(true)); // one player
        // Without the rule the city of two tiles scores 4, and the assertions fail.
        QTemporaryDir dir;
        QByteArray text = read(game(u"tiny-city.jcz"_s));
        const QString path = write(dir, u"no-tiny.jcz"_s,
                                   text.replace("\"tiny-city-scoring\": \"2\"", "\"tiny-city-scoring\": \"4\""));
        const CliResult plain = runCli({u"play"_s, u"--json"_s, path});
        QCOMPARE(plain.exitCode, 1);
        QCOMPARE(scores(plain), QJsonArray({5}));

        const CliResult river = runCli({u"convert"_s, game(u"river.jcz"_s), u"-"_s});
        QCOMPARE(river.json().value(u"expansions").toArray(), QJsonArray({u"base:gardens"_s, u"river-1"_s}));
        QCOMPARE(river.json().value(u"rules").toObject().value(u"river.pigHerdBonus"), QJsonValue(false));
    }

    void refusesWhatKrajinaLacks()
    {
        const CliResult r = runCli({u"play"_s, game(u"inns-and-cathedrals.jcz"_s)});
        QCOMPARE(r.exitCode, 2);
        const QString err = QString::fromUtf8(r.err);
        QVERIFY2(err.contains(u"inns-and-cathedrals.jcz: line "_s), r.err.constData());
        QVERIFY(err.contains(u"Krajina cannot replay this game"_s));
        for (const QString &what :
             {u"\"inns-and-cathedrals\""_s, u"\"big-follower\""_s, u"\"inn\""_s, u"\"cathedral\""_s})
            QVERIFY2(err.contains(what), qPrintable(what));
        QVERIFY(r.out.isEmpty());
        const CliResult converted = runCli({u"convert"_s, game(u"inns-and-cathedrals.jcz"_s), u"-"_s});
        QCOMPARE(converted.exitCode, 2);
        QVERIFY(converted.err.contains("big-follower"));
    }

    void badInputNamesTheFileAndThePlace_data()
    {
        QTest::addColumn<QByteArray>("from");
        QTest::addColumn<QByteArray>("to");
        QTest::addColumn<QString>("message");
        QTest::newRow("position") << QByteArray("\"position\": [\n          1,\n          0\n        ]")
                                  << QByteArray("\"position\": \"east\"")
                                  << u"replay[0].payload.position: expected [x, y]"_s;
        QTest::newRow("rotation") << QByteArray("\"R90\"") << QByteArray("\"R45\"")
                                  << u"replay[0].payload.rotation: expected"_s;
        QTest::newRow("tile") << QByteArray("\"BA/L\",") << QByteArray("\"BA/Nothing\",")
                              << u"\"BA/Nothing\" is not a tile of the expansions in play"_s;
        QTest::newRow("player in an assertion") << QByteArray("Bo has 5") << QByteArray("Cyril has 5")
                                                << u"test.assertions[1]: \"Cyril\" is not a player"_s;
        QTest::newRow("assertion") << QByteArray("Bo has 5 points") << QByteArray("phase is TilePhase")
                                   << u"test.assertions[1]: Krajina checks"_s;
        QTest::newRow("not JSON") << QByteArray("\"replay\": [") << QByteArray("\"replay\": [[") << u"not valid JSON"_s;
    }
    void badInputNamesTheFileAndThePlace()
    {
        QFETCH(QByteArray, from);
        QFETCH(QByteArray, to);
        QFETCH(QString, message);
        QTemporaryDir dir;
        QByteArray text = read(game(u"base-game.jcz"_s));
        QVERIFY2(text.contains(from), from.constData());
        const QString path = write(dir, u"bad.jcz"_s, text.replace(from, to));
        const CliResult r = runCli({u"play"_s, path});
        QCOMPARE(r.exitCode, 2);
        const QString err = QString::fromUtf8(r.err);
        QVERIFY2(err.contains(u"bad.jcz: line "_s) && err.contains(message), r.err.constData());
    }

    void helpSaysSo()
    {
        const CliResult r = runCli({u"play"_s, u"--help"_s});
        QCOMPARE(r.exitCode, 0);
        QVERIFY(r.out.contains("JCloisterZone saved game"));
    }
};

QTEST_GUILESS_MAIN(TestCliJczGame)
#include "tst_clijczgame.moc"
