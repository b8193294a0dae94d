// SPDX-FileCopyrightText: 2026 Krajina contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "clirunner.h"

#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QTest>

using namespace Qt::StringLiterals;

// `krajina-cli play` on a Dos Rios record that states the board it was played
// on (a "layout": the Board page's tiles, turns and dams, as the Play page
// saves it): the game is replayed on that board, not on the seed's; a layout
// that does not fit the pieces is refused with its line. And `dosrios --help`
// says what every subcommand does; `play --help` and `simulate --help` speak
// of both games.
class TestCliDosRiosLayout : public QObject
{
    Q_OBJECT
private:
    static QString record() { return QStringLiteral(KRAJINA_TEST_DATA "/records/dos-rios/on-a-laid-board.json"); }

    static QJsonObject recordObject()
    {
        QFile file(record());
        return file.open(QIODevice::ReadOnly) ? QJsonDocument::fromJson(file.readAll()).object() : QJsonObject();
    }

private Q_SLOTS:
    void aRecordIsReplayedOnItsLayout()
    {
        const CliResult r = runCli({u"play"_s, u"--json"_s, record()});
        QVERIFY2(r.exitCode == 0, r.err.constData());
        const QJsonObject replay = r.json();
        QVERIFY(replay.value(u"boardLaidOut").toBool());
        const QJsonObject final = replay.value(u"final").toObject();
        // The layout's dam is on the table, and Rio Grande takes the way it leaves: 1,1 -> 1,2, not 2,1.
        const QJsonArray dams = final.value(u"dams").toArray();
        QCOMPARE(dams.size(), 1);
        const QJsonArray grande = final.value(u"rivers").toObject().value(u"rioGrande").toArray();
        QVERIFY(grande.contains(u"1,2"_s));
        QVERIFY(!grande.contains(u"2,1"_s));
        QCOMPARE(replay.value(u"failedExpectations").toArray().size(), 0);

        // The text says the board is the record's own.
        const CliResult text = runCli({u"play"_s, record()});
        QCOMPARE(text.exitCode, 0);
        QVERIFY2(text.out.contains("seed 7; start player 1; on the board of its layout"), text.out.constData());
    }

    void withoutItsLayoutTheSeedsBoardHasNoDam()
    {
        // The same moves on the board of seed 7: no dam lies on 1,1,SE there, so player 0's dam is taken (one
        // wood) instead of refused.
        QJsonObject seedOnly = recordObject();
        QVERIFY(seedOnly.contains(u"layout"));
        seedOnly.remove(u"layout"_s);
        const CliResult r = runCli({u"play"_s, u"--json"_s, u"-"_s}, QJsonDocument(seedOnly).toJson());
        QCOMPARE(r.exitCode, 1); // its expectations were worked out on the layout
        QVERIFY(!r.json().value(u"boardLaidOut").toBool());
        QCOMPARE(r.json().value(u"moves").toArray().at(6).toObject().value(u"verdict").toString(), u"ok"_s);
        const QJsonArray players = r.json().value(u"final").toObject().value(u"players").toArray();
        QCOMPARE(players.at(0).toObject().value(u"wood").toInt(), 1);
        QVERIFY2(r.err.contains("expected dosrios.dam.alreadyDammed, got ok"), r.err.constData());
    }

    void aLayoutThatDoesNotFitIsRefusedWithItsLine()
    {
        QJsonObject broken = recordObject();
        QJsonObject layout = broken.value(u"layout").toObject();
        QJsonArray slots = layout.value(u"slots").toArray();
        QJsonObject slot = slots.at(2).toObject();
        slot.insert(u"tile"_s, u"dos-rios/land-99"_s);
        slots.replace(2, slot);
        layout.insert(u"slots"_s, slots);
        broken.insert(u"layout"_s, layout);
        const CliResult r = runCli({u"play"_s, u"-"_s}, QJsonDocument(broken).toJson());
        QCOMPARE(r.exitCode, 2);
        QVERIFY2(r.err.contains("layout.slots"), r.err.constData());
        QVERIFY2(r.err.contains("land-99"), r.err.constData());
        QVERIFY2(r.err.contains("line "), r.err.constData());

        broken.insert(u"layout"_s, u"seed 7"_s);
        const CliResult notAnObject = runCli({u"play"_s, u"-"_s}, QJsonDocument(broken).toJson());
        QCOMPARE(notAnObject.exitCode, 2);
        QVERIFY2(notAnObject.err.contains("layout: expected a board layout"), notAnObject.err.constData());
    }

    void dosRiosHelpNamesEverySubcommand()
    {
        const CliResult r = runCli({u"dosrios"_s, u"--help"_s});
        QCOMPARE(r.exitCode, 0);
        for (const char *sub : {"\n  board ", "\n  flow ", "\n  boards ", "\n  render "})
            QVERIFY2(r.out.contains(sub), sub);
        QVERIFY(r.out.contains("krajina-cli play RECORD"));
        QVERIFY(r.out.contains("simulate --expansions dos-rios"));
        QVERIFY(r.out.count('\n') > 15);

        // play and simulate speak of both games.
        const CliResult play = runCli({u"play"_s, u"--help"_s});
        QCOMPARE(play.exitCode, 0);
        const QString playHelp = QString::fromUtf8(play.out).simplified(); // options are wrapped
        QVERIFY2(playHelp.contains(u"Dos Rios"_s) && playHelp.contains(u"\"layout\""_s), play.out.constData());
        const CliResult simulate = runCli({u"simulate"_s, u"--help"_s});
        QCOMPARE(simulate.exitCode, 0);
        const QString simulateHelp = QString::fromUtf8(simulate.out).simplified();
        QVERIFY2(simulateHelp.contains(u"Dos Rios (--expansions dos-rios, 2 to 4"_s), simulate.out.constData());
        QVERIFY2(simulateHelp.contains(u"Dos Rios: 2 to 4, default 3"_s), simulate.out.constData());
    }
};

QTEST_GUILESS_MAIN(TestCliDosRiosLayout)
#include "tst_clidosrioslayout.moc"
