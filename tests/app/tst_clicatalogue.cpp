// SPDX-FileCopyrightText: 2026 Krajina contributors
// SPDX-License-Identifier: GPL-3.0-or-later

#include "clirunner.h"

#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QProcess>
#include <QTest>

using namespace Qt::StringLiterals;

// `krajina-cli tiles` and `krajina-cli check`, run as a user would.
class TestCliCatalogue : public QObject
{
    Q_OBJECT
private:
    using Result = CliResult;
    static Result run(const QStringList &arguments, const QByteArray &input = {}) { return runCli(arguments, input); }
    static QString data(const QString &name) { return QStringLiteral(KRAJINA_TEST_DATA "/") + name; }

private Q_SLOTS:
    void checkBundledIsClean()
    {
        // Clean: no errors or warnings; the one open question (River I C3 source) is listed.
        const Result r = run({u"check"_s});
        QCOMPARE(r.exitCode, 0);
        QVERIFY2(r.out.contains("0 errors, 0 warnings, 1 question"), r.out.constData());
        QVERIFY2(r.out.contains("river-1-c3/sR: info: open question: ") && r.out.contains("[tile.openQuestion]"),
                 r.out.constData());
        QVERIFY2(r.err.isEmpty(), r.err.constData());
    }

    void checkBundledJson()
    {
        const Result r = run({u"check"_s, u"--json"_s});
        QCOMPARE(r.exitCode, 0);
        const QJsonObject o = QJsonDocument::fromJson(r.out).object();
        QCOMPARE(o.value(u"errors").toInt(-1), 0);
        QCOMPARE(o.value(u"warnings").toInt(-1), 0);
        QCOMPARE(o.value(u"questions").toInt(-1), 1);
        QVERIFY(o.value(u"tiles").toInt() > 100);
        const QJsonArray findings = o.value(u"findings").toArray();
        QCOMPARE(findings.size(), 1);
        QCOMPARE(findings.first().toObject().value(u"severity").toString(), u"info"_s);
        QCOMPARE(findings.first().toObject().value(u"tile").toString(), u"river-1-c3/sR"_s);
    }

    void checkSourceDirectory()
    {
        // The data/catalogue folder of the source tree reads like the bundled copy.
        const Result r = run({u"check"_s, QStringLiteral(KRAJINA_SOURCE_DIR "/data/catalogue")});
        QCOMPARE(r.exitCode, 0);
    }

    void checkNamesTileLocationAndCode()
    {
        const Result r = run({u"check"_s, data(u"broken-tile.json"_s)});
        QCOMPARE(r.exitCode, 1);
        QVERIFY2(r.out.contains("mine/C at NL: error: "), r.out.constData());
        QVERIFY2(r.out.contains("[tile.cityHalfEdges]"), r.out.constData());
        QVERIFY2(r.out.contains("1 error, 0 warnings"), r.out.constData());
    }

    void checkJsonFindings()
    {
        const Result r = run({u"check"_s, u"--json"_s, data(u"broken-tile.json"_s)});
        QCOMPARE(r.exitCode, 1);
        const QJsonArray findings = QJsonDocument::fromJson(r.out).object().value(u"findings").toArray();
        QCOMPARE(findings.size(), 1);
        const QJsonObject f = findings.first().toObject();
        QCOMPARE(f.value(u"tile").toString(), u"mine/C"_s);
        QCOMPARE(f.value(u"location").toString(), u"NL"_s);
        QCOMPARE(f.value(u"code").toString(), u"tile.cityHalfEdges"_s);
        QCOMPARE(f.value(u"severity").toString(), u"error"_s);
    }

    void checkReadsStandardInput()
    {
        QFile file(data(u"broken-tile.json"_s));
        QVERIFY(file.open(QIODevice::ReadOnly));
        const Result r = run({u"check"_s, u"-"_s}, file.readAll());
        QCOMPARE(r.exitCode, 1);
        QVERIFY2(r.out.contains("[tile.cityHalfEdges]"), r.out.constData());
    }

    void unreadableInputNamesFileAndLine()
    {
        const QString path = data(u"not-json.json"_s);
        for (const QString &command : {u"check"_s, u"tiles"_s}) {
            const Result r = run({command, path});
            QCOMPARE(r.exitCode, 2);
            QVERIFY2(r.err.contains((path + u":5: not valid JSON"_s).toUtf8()), r.err.constData());
            QVERIFY(r.out.isEmpty());
        }
        const Result missing = run({u"check"_s, data(u"no-such-file.json"_s)});
        QCOMPARE(missing.exitCode, 2);
        QVERIFY(missing.err.contains("no-such-file.json"));
        const Result stdinGarbage = run({u"check"_s, u"-"_s}, "{ nope");
        QCOMPARE(stdinGarbage.exitCode, 2);
        QVERIFY2(stdinGarbage.err.contains("<stdin>:1: not valid JSON"), stdinGarbage.err.constData());
    }

    void tilesJsonTotals()
    {
        const Result r = run({u"tiles"_s, u"--json"_s});
        QCOMPARE(r.exitCode, 0);
        const QJsonObject report = QJsonDocument::fromJson(r.out).object();
        const QHash<QString, int> expected {{u"base"_s, 72},          {u"river-1"_s, 12},          {u"river-2"_s, 12},
                                            {u"crop-circles-1"_s, 6}, {u"crop-circles-2"_s, 6},    {u"river-20"_s, 17},
                                            {u"river-1-c3"_s, 12},    {u"cutcassonne-river"_s, 3}, {u"bets"_s, 10}};
        const QJsonArray expansions = report.value(u"expansions").toArray();
        QCOMPARE(expansions.size(), expected.size());
        int verifiedDesigns = 0;
        for (const QJsonValue &v : expansions) {
            const QJsonObject e = v.toObject();
            const QString id = e.value(u"id").toString();
            QVERIFY2(expected.contains(id), qPrintable(id));
            QCOMPARE(e.value(u"tiles").toInt(), expected.value(id));
            QCOMPARE(e.value(u"publishedTotal").toInt(), expected.value(id));
            const bool transcribed = id == u"river-1-c3";
            const bool drafts = id == u"river-20" || id == u"cutcassonne-river" || id == u"bets";
            QCOMPARE(e.value(u"verified").toInt(), drafts || transcribed ? 0 : e.value(u"designs").toInt());
            QCOMPARE(e.value(u"verifiedTiles").toInt(), drafts || transcribed ? 0 : expected.value(id));
            QCOMPARE(e.value(u"transcribed").toInt(), transcribed ? e.value(u"designs").toInt() : 0);
            QCOMPARE(e.value(u"transcribedTiles").toInt(), transcribed ? expected.value(id) : 0);
            QCOMPARE(e.value(u"draft").toInt(), drafts ? e.value(u"designs").toInt() : 0);
            verifiedDesigns += e.value(u"verified").toInt();
        }
        QCOMPARE(report.value(u"totals").toObject().value(u"verified").toInt(), verifiedDesigns);

        // Every tile carries what the listing promises.
        const QJsonArray tiles = report.value(u"tiles").toArray();
        QCOMPARE(tiles.size(), report.value(u"totals").toObject().value(u"designs").toInt());
        for (const QJsonValue &v : tiles) {
            const QJsonObject t = v.toObject();
            for (const QString &key : {u"id"_s, u"expansion"_s, u"editions"_s, u"count"_s, u"edges"_s, u"fields"_s,
                                       u"features"_s, u"status"_s})
                QVERIFY2(t.contains(key), qPrintable(t.value(u"id").toString() + u' ' + key));
        }
        const auto rcr = std::find_if(tiles.cbegin(), tiles.cend(), [](const QJsonValue &v) {
            return v.toObject().value(u"id").toString() == u"base/RCr";
        });
        QVERIFY(rcr != tiles.cend());
        const QJsonObject t = rcr->toObject();
        QCOMPARE(t.value(u"edges").toString(), u"CRFR"_s);
        QCOMPARE(t.value(u"fields").toInt(), 2);
        QCOMPARE(t.value(u"editions").toArray(), (QJsonArray {u"classic"_s, u"gardens"_s}));
        QCOMPARE(t.value(u"features").toArray().size(), 4);
        QCOMPARE(t.value(u"status").toString(), u"verified"_s);
    }

    void tilesJsonShowsTheC3Transcription()
    {
        // The River I C3 transcription the tiles' notes name: tiles A-L, edges N E S W and number of
        // fields; D and F share one design.
        const QHash<QString, std::pair<QString, int>> table {
            {u"river-1-c3/sR"_s, {u"RRIF"_s, 2}},   {u"river-1-c3/CIRI"_s, {u"CIRI"_s, 4}},
            {u"river-1-c3/CICI"_s, {u"CICI"_s, 2}}, {u"river-1-c3/IFI"_s, {u"IFIF"_s, 2}},
            {u"river-1-c3/CcII"_s, {u"CCII"_s, 2}}, {u"river-1-c3/II"_s, {u"IFFI"_s, 2}},
            {u"river-1-c3/LIRI"_s, {u"FIRI"_s, 3}}, {u"river-1-c3/RrII"_s, {u"RIIR"_s, 3}},
            {u"river-1-c3/IIG"_s, {u"FIIF"_s, 2}},  {u"river-1-c3/RIrI"_s, {u"IRIR"_s, 4}},
            {u"river-1-c3/I.eL"_s, {u"IFFF"_s, 1}}};
        const Result r = run({u"tiles"_s, u"--json"_s, u"--expansion"_s, u"river-1-c3"_s});
        QCOMPARE(r.exitCode, 0);
        const QJsonArray tiles = QJsonDocument::fromJson(r.out).object().value(u"tiles").toArray();
        QCOMPARE(tiles.size(), table.size());
        int copies = 0;
        for (const QJsonValue &v : tiles) {
            const QJsonObject t = v.toObject();
            const QString id = t.value(u"id").toString();
            QVERIFY2(table.contains(id), qPrintable(id));
            QCOMPARE(t.value(u"edges").toString(), table.value(id).first);
            QCOMPARE(t.value(u"fields").toInt(), table.value(id).second);
            QCOMPARE(t.value(u"status").toString(), u"transcribed"_s);
            QVERIFY2(t.value(u"note").toString().contains(u"krueger80/carcassonne-ai"_s), qPrintable(id));
            copies += t.value(u"count").toInt();
        }
        QCOMPARE(copies, 12);
    }

    void tilesText()
    {
        const Result r = run({u"tiles"_s, u"--expansion"_s, u"river-2"_s});
        QCOMPARE(r.exitCode, 0);
        const QList<QByteArray> lines = r.out.split('\n');
        const auto fork = std::find_if(lines.cbegin(), lines.cend(),
                                       [](const QByteArray &l) { return l.startsWith("river-2/III "); });
        QVERIFY(fork != lines.cend());
        QVERIFY2(fork->simplified().contains("river-2 1 original:1 gardens:1 IIFI 3 verified"), fork->constData());
        QVERIFY(!r.out.contains("base/"));
        QVERIFY2(r.out.contains("river-2: 13 designs, 12 tiles (original 12, gardens 12), published 12, verified "
                                "13/13 designs"),
                 r.out.constData());
    }

    void tilesUnknownExpansion()
    {
        const Result r = run({u"tiles"_s, u"--expansion"_s, u"river-99"_s});
        QCOMPARE(r.exitCode, 2);
        QVERIFY(r.err.contains("river-99"));
    }
};

QTEST_GUILESS_MAIN(TestCliCatalogue)
#include "tst_clicatalogue.moc"
