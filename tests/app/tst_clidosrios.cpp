// SPDX-FileCopyrightText: 2026 Krajina contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "clirunner.h"

#include <QDir>
#include <QFile>
#include <QJsonArray>
#include <QSet>
#include <QTemporaryDir>
#include <QTest>

using namespace Qt::StringLiterals;

// The golden boards in data/dosrios each show one routing rule; their
// "notes" work the course out by hand and their "test" runs say what
// `krajina-cli dosrios flow` must answer.
class TestCliDosRios : public QObject
{
    Q_OBJECT
private:
    static QString boardsDir() { return QStringLiteral(KRAJINA_TEST_DATA "/dosrios"); }

    static QStringList hexList(const QJsonArray &course)
    {
        QStringList hexes;
        for (const QJsonValue &hex : course)
            hexes << u"%1,%2"_s.arg(hex[u"q"].toInt()).arg(hex[u"r"].toInt());
        return hexes;
    }

private Q_SLOTS:
    void goldenBoards_data()
    {
        QTest::addColumn<QString>("file");
        QTest::addColumn<QJsonObject>("run");
        const QStringList files = QDir(boardsDir()).entryList({u"*.json"_s}, QDir::Files, QDir::Name);
        QVERIFY(files.size() >= 6);
        for (const QString &file : files) {
            QFile f(boardsDir() + u'/' + file);
            QVERIFY(f.open(QIODevice::ReadOnly));
            const QJsonObject board = QJsonDocument::fromJson(f.readAll()).object();
            QVERIFY2(!board.value(u"notes").toArray().isEmpty(), qPrintable(file));
            const QJsonArray runs = board.value(u"test").toArray();
            QVERIFY2(!runs.isEmpty(), qPrintable(file));
            for (qsizetype i = 0; i < runs.size(); ++i)
                QTest::addRow("%s#%d", qPrintable(file), int(i)) << file << runs[i].toObject();
        }
    }

    void goldenBoards()
    {
        QFETCH(QString, file);
        QFETCH(QJsonObject, run);
        QStringList arguments {u"dosrios"_s, u"flow"_s, u"--json"_s, boardsDir() + u'/' + file};
        for (const QJsonValue &a : run.value(u"args").toArray())
            arguments << a.toString();
        const CliResult r = runCli(arguments);
        QCOMPARE(r.exitCode, run.value(u"exit").toInt());
        const QJsonObject out = r.json();
        const QJsonObject expect = run.value(u"expect").toObject();
        for (const QString &river : {u"rioGrande"_s, u"rioMoreno"_s}) {
            if (!expect.contains(river))
                continue;
            const QJsonObject want = expect.value(river).toObject();
            const QJsonObject got = out.value(u"rivers").toObject().value(river).toObject();
            QStringList wantCourse;
            for (const QJsonValue &hex : want.value(u"course").toArray())
                wantCourse << hex.toString();
            QCOMPARE(hexList(got.value(u"course").toArray()), wantCourse);
            QCOMPARE(got.value(u"end").toString(), want.value(u"end").toString());
            if (want.contains(u"watered"))
                QCOMPARE(got.value(u"watered").toInt(), want.value(u"watered").toInt());
        }
        if (expect.contains(u"join")) {
            const QJsonValue join = out.value(u"join");
            if (expect.value(u"join").isNull()) {
                QVERIFY(join.isNull());
            } else {
                QCOMPARE(u"%1,%2"_s.arg(join[u"q"].toInt()).arg(join[u"r"].toInt()), expect.value(u"join").toString());
                QCOMPARE(join[u"river"].toString(), u"rioMoreno"_s);
            }
        }
        if (expect.contains(u"sharedEnd")) {
            const QJsonValue end = out.value(u"sharedEnd");
            QCOMPARE(end.isNull() ? u"null"_s : u"%1,%2"_s.arg(end[u"q"].toInt()).arg(end[u"r"].toInt()),
                     expect.value(u"sharedEnd").isNull() ? u"null"_s : expect.value(u"sharedEnd").toString());
        }
        if (expect.contains(u"joinedStretch")) {
            QStringList want;
            for (const QJsonValue &hex : expect.value(u"joinedStretch").toArray())
                want << hex.toString();
            QCOMPARE(hexList(out.value(u"join")[u"joinedStretch"].toArray()), want);
        }
        if (expect.contains(u"dams")) {
            QStringList verdicts;
            for (const QJsonValue &dam : out.value(u"dams").toArray()) {
                verdicts << dam[u"verdict"].toString();
                if (dam[u"verdict"].toString() != u"ok")
                    QVERIFY(!dam[u"message"].toString().isEmpty());
            }
            QStringList want;
            for (const QJsonValue &v : expect.value(u"dams").toArray())
                want << v.toString();
            QCOMPARE(verdicts, want);
        }
    }

    void textOutputNamesCoursesAndVerdicts()
    {
        const CliResult r
            = runCli({u"dosrios"_s, u"flow"_s, boardsDir() + u"/dam-refused.json"_s, u"--dam"_s, u"0,1,S"_s});
        QCOMPARE(r.exitCode, 1);
        const QString out = QString::fromUtf8(r.out);
        QVERIFY2(out.contains(u"dam.closesEveryLowerSide"_s), qPrintable(out));
        QVERIFY(out.contains(u"rioGrande: 0,0 spring -S-> 0,1 highland -S-> 0,2 farmland/tobacco -S-> 0,3 lake"_s));
    }

    void boardFromSeedRoutesAndRoundTrips()
    {
        const CliResult board = runCli({u"dosrios"_s, u"board"_s, u"--seed"_s, u"42"_s, u"--json"_s});
        QCOMPARE(board.exitCode, 0);
        const QJsonObject o = board.json();
        QCOMPARE(o.value(u"format").toString(), u"krajina-dos-rios-board"_s);
        QCOMPARE(o.value(u"seed").toString(), u"42"_s);
        QCOMPARE(o.value(u"slots").toArray().size(), 12);
        QCOMPARE(runCli({u"dosrios"_s, u"board"_s, u"--seed"_s, u"42"_s, u"--json"_s}).out, board.out);
        const CliResult flow = runCli({u"dosrios"_s, u"flow"_s, u"--json"_s, u"-"_s}, board.out);
        QCOMPARE(flow.exitCode, 0);
        for (const QString &river : {u"rioGrande"_s, u"rioMoreno"_s}) {
            const QString end
                = flow.json().value(u"rivers").toObject().value(river).toObject().value(u"end").toString();
            QVERIFY2(end == u"lake" || end == u"city" || end == u"joined", qPrintable(end));
        }
    }

    void boardsStatistics()
    {
        const CliResult r
            = runCli({u"dosrios"_s, u"boards"_s, u"--games"_s, u"300"_s, u"--seed"_s, u"5"_s, u"--json"_s});
        QCOMPARE(r.exitCode, 0);
        const QJsonObject o = r.json();
        QCOMPARE(o.value(u"boards").toInt(), 300);
        QCOMPARE(o.value(u"stuckSeeds").toArray().size(), 0);
        for (const QString &river : {u"rioGrande"_s, u"rioMoreno"_s}) {
            const QJsonObject stats = o.value(u"rivers").toObject().value(river).toObject();
            QCOMPARE(stats.value(u"reachesLakeOrCity").toInt(), 300);
            int boards = 0;
            for (const QJsonValue &n : stats.value(u"lengths").toObject())
                boards += n.toInt();
            QCOMPARE(boards, 300);
        }
    }

    void checkLintsThePiecesAndCatchesEachCode()
    {
        const CliResult clean = runCli({u"check"_s});
        QCOMPARE(clean.exitCode, 0);
        const CliResult broken
            = runCli({u"check"_s, u"--json"_s, QStringLiteral(KRAJINA_TEST_DATA "/dosrios-broken.json")});
        QCOMPARE(broken.exitCode, 1);
        QSet<QString> codes;
        for (const QJsonValue &f : broken.json().value(u"findings").toArray())
            codes.insert(f[u"code"].toString());
        for (const QString &code :
             {u"dosrios.tileNotTriangle"_s, u"dosrios.tileTerrain"_s, u"dosrios.farmlandWithoutCrop"_s,
              u"dosrios.cropOffFarmland"_s, u"dosrios.springWithoutOutflow"_s, u"dosrios.springCount"_s,
              u"dosrios.frameOpen"_s, u"dosrios.slotsAndTiles"_s, u"dosrios.riverNowhereToGo"_s})
            QVERIFY2(codes.contains(code), qPrintable(code));
        const CliResult text = runCli({u"check"_s, QStringLiteral(KRAJINA_TEST_DATA "/dosrios-broken.json")});
        QVERIFY(text.out.contains("broken/not-a-triangle: error: "));
    }

    void badInputExitsTwoNamingThePlace()
    {
        QTemporaryDir dir;
        const QString path = dir.filePath(u"bad.json"_s);
        QFile f(path);
        QVERIFY(f.open(QIODevice::WriteOnly));
        f.write("{\n  \"format\": \"krajina-dos-rios-board\",\n  \"hexes\": [{\"q\": 0, \"r\": \"x\", \"terrain\": "
                "\"lake\"}]\n}\n");
        f.close();
        CliResult r = runCli({u"dosrios"_s, u"flow"_s, path});
        QCOMPARE(r.exitCode, 2);
        QVERIFY2(r.err.contains("bad.json:3: hexes[0].r"), r.err.constData());
        r = runCli({u"dosrios"_s, u"flow"_s, boardsDir() + u"/join.json"_s, u"--dam"_s, u"0,1"_s});
        QCOMPARE(r.exitCode, 2);
        QCOMPARE(runCli({u"dosrios"_s, u"flow"_s, dir.filePath(u"missing.json"_s)}).exitCode, 2);
        QCOMPARE(runCli({u"dosrios"_s, u"nonsense"_s}).exitCode, 2);
        QCOMPARE(runCli({u"dosrios"_s, u"boards"_s, u"--games"_s, u"0"_s}).exitCode, 2);
    }
};

QTEST_GUILESS_MAIN(TestCliDosRios)
#include "tst_clidosrios.moc"
