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

// What `krajina-cli check` and `simulate` tell the author of a small expansion of
// their own (issue 32): fields checked as geometry, river tiles that make no river,
// and figures that do not depend on the order the expansions are listed in.
class TestCliAuthorChecks : public QObject
{
    Q_OBJECT
private:
    QTemporaryDir m_dir;

    // A catalogue of one expansion, "mills", with the tiles given (JSON objects, without "nameCs" and the like).
    QString writeCatalogue(const QString &name, const QList<QJsonObject> &tiles)
    {
        QJsonArray list;
        for (QJsonObject tile : tiles) {
            tile.insert(u"nameCs"_s, u"Kartička"_s);
            tile.insert(u"nameEn"_s, u"Tile"_s);
            tile.insert(u"status"_s, u"draft"_s);
            if (!tile.contains(u"count"_s))
                tile.insert(u"count"_s, 1);
            list << tile;
        }
        const QJsonObject expansion {{u"id"_s, u"mills"_s},     {u"game"_s, u"carcassonne"_s},
                                     {u"nameCs"_s, u"Mlýny"_s}, {u"nameEn"_s, u"Mills"_s},
                                     {u"publishedTotal"_s, 0},  {u"tiles"_s, list}};
        const QJsonObject catalogue {{u"format"_s, u"krajina-catalogue"_s},
                                     {u"version"_s, 1},
                                     {u"games"_s,
                                      QJsonArray {QJsonObject {{u"id"_s, u"carcassonne"_s},
                                                               {u"nameCs"_s, u"Carcassonne"_s},
                                                               {u"nameEn"_s, u"Carcassonne"_s},
                                                               {u"board"_s, u"square"_s}}}},
                                     {u"watermarks"_s, QJsonArray {}},
                                     {u"backs"_s, QJsonArray {}},
                                     {u"expansions"_s, QJsonArray {expansion}}};
        const QString path = m_dir.filePath(name + u".json"_s);
        QFile file(path);
        if (!file.open(QIODevice::WriteOnly))
            return {};
        file.write(QJsonDocument(catalogue).toJson());
        return path;
    }

    static QJsonObject tile(const QString &id, const QJsonArray &features, int count = 1)
    {
        return {{u"id"_s, id}, {u"features"_s, features}, {u"count"_s, count}};
    }
    static QJsonObject feature(const QString &type, const QString &locations)
    {
        return {{u"type"_s, type}, {u"locations"_s, locations}};
    }

    // Five land tiles of an expansion of one's own, all correct.
    static QList<QJsonObject> landTiles()
    {
        return {
            tile(u"mills/road"_s,
                 {feature(u"road"_s, u"E W"_s), feature(u"field"_s, u"NL NR EL WR"_s),
                  feature(u"field"_s, u"ER SL SR WL"_s)},
                 3),
            tile(u"mills/city"_s,
                 {feature(u"city"_s, u"N"_s),
                  QJsonObject {{u"type"_s, u"field"_s},
                               {u"locations"_s, u"EL ER SL SR WL WR"_s},
                               {u"cities"_s, QJsonArray {0}}}},
                 2),
            tile(u"mills/crossroads"_s,
                 {feature(u"road"_s, u"N"_s), feature(u"road"_s, u"E"_s), feature(u"road"_s, u"S"_s),
                  feature(u"road"_s, u"W"_s), feature(u"field"_s, u"NL WR"_s), feature(u"field"_s, u"NR EL"_s),
                  feature(u"field"_s, u"ER SL"_s), feature(u"field"_s, u"SR WL"_s)}),
            tile(u"mills/monastery"_s,
                 {feature(u"monastery"_s, QString()), feature(u"road"_s, u"S"_s),
                  feature(u"field"_s, u"NL NR EL ER SL SR WL WR"_s)}),
        };
    }

    static QJsonArray findingsOf(const CliResult &result) { return result.json().value(u"findings"_s).toArray(); }

    static QJsonObject findingWith(const CliResult &result, const QString &code)
    {
        for (const QJsonValue &f : findingsOf(result)) {
            if (f.toObject().value(u"code"_s).toString() == code)
                return f.toObject();
        }
        return {};
    }

    // A report's figures: everything but the timing and the list of expansions as given.
    static QJsonObject figures(QJsonObject report)
    {
        for (const QString &key : {u"seconds"_s, u"gamesPerSecond"_s, u"expansions"_s})
            report.remove(key);
        return report;
    }

private Q_SLOTS:
    void initTestCase() { QVERIFY(m_dir.isValid()); }

    void bundledCatalogueChecksClean()
    {
        const CliResult r = runCli({u"check"_s});
        QVERIFY2(r.exitCode == 0, r.out.constData());
    }

    void expansionOfOwnTilesChecksClean()
    {
        const QString path = writeCatalogue(u"clean"_s, landTiles());
        const CliResult r = runCli({u"check"_s, path, u"--json"_s});
        QVERIFY2(r.exitCode == 0, r.out.constData());
        QCOMPARE(r.json().value(u"errors"_s).toInt(), 0);
    }

    // The base game's RRRR has four fields: one field all round its four roads is four fields drawn as one.
    void crossroadsWithOneFieldFails()
    {
        QList<QJsonObject> tiles = landTiles();
        tiles[2] = tile(u"mills/crossroads"_s,
                        {feature(u"road"_s, u"N"_s), feature(u"road"_s, u"E"_s), feature(u"road"_s, u"S"_s),
                         feature(u"road"_s, u"W"_s), feature(u"field"_s, u"NL NR EL ER SL SR WL WR"_s)});
        const QString path = writeCatalogue(u"crossroads"_s, tiles);
        const CliResult text = runCli({u"check"_s, path});
        QCOMPARE(text.exitCode, 1);
        QVERIFY2(text.out.contains("mills/crossroads") && text.out.contains("[tile.fieldDivided]"),
                 text.out.constData());
        QVERIFY2(!text.out.contains("bridge"), text.out.constData());
        const CliResult json = runCli({u"check"_s, path, u"--json"_s});
        const QJsonObject divided = findingWith(json, u"tile.fieldDivided"_s);
        QCOMPARE(divided.value(u"tile"_s).toString(), u"mills/crossroads"_s);
        QCOMPARE(divided.value(u"severity"_s).toString(), u"error"_s);
        QCOMPARE(divided.value(u"location"_s).toString(), u"NL NR EL ER SL SR WL WR"_s);
        QVERIFY(!divided.value(u"quickFix"_s).toString().isEmpty());
    }

    // A straight road across an unsplit field: the fix is to split the field, not a bridge.
    void roadAcrossAnUnsplitFieldAsksForASplit()
    {
        QList<QJsonObject> tiles = landTiles();
        tiles[0]
            = tile(u"mills/road"_s, {feature(u"road"_s, u"E W"_s), feature(u"field"_s, u"NL NR EL ER SL SR WL WR"_s)});
        const CliResult json = runCli({u"check"_s, writeCatalogue(u"road"_s, tiles), u"--json"_s});
        QCOMPARE(json.exitCode, 1);
        const QJsonObject divided = findingWith(json, u"tile.fieldDivided"_s);
        QVERIFY2(divided.value(u"message"_s).toString().contains(u"split"_s),
                 qPrintable(divided.value(u"message"_s).toString()));
        QVERIFY(findingWith(json, u"tile.featuresCross"_s).isEmpty());
        for (const QJsonValue &f : findingsOf(json))
            QVERIFY2(!f.toObject().value(u"message"_s).toString().contains(u"bridge"_s),
                     qPrintable(f.toObject().value(u"message"_s).toString()));
    }

    // Where a bridge is the fix, the advice says so: a road crossing a river.
    void roadCrossingARiverAsksForABridge()
    {
        QList<QJsonObject> tiles = landTiles();
        tiles << tile(u"mills/ford"_s,
                      {feature(u"road"_s, u"E W"_s),
                       QJsonObject {{u"type"_s, u"river"_s}, {u"locations"_s, u"N S"_s}, {u"role"_s, u"stream"_s}},
                       feature(u"field"_s, u"NL WR"_s), feature(u"field"_s, u"NR EL"_s),
                       feature(u"field"_s, u"ER SL"_s), feature(u"field"_s, u"SR WL"_s)});
        const CliResult json = runCli({u"check"_s, writeCatalogue(u"ford"_s, tiles), u"--json"_s});
        const QJsonObject cross = findingWith(json, u"tile.featuresCross"_s);
        QVERIFY2(cross.value(u"message"_s).toString().contains(u"bridge"_s), json.out.constData());
        QVERIFY(!cross.value(u"quickFix"_s).toString().isEmpty());
        QVERIFY(findingWith(json, u"tile.fieldDivided"_s).isEmpty());
    }

    // A mill beside a stream in an expansion of land tiles: no source and lake make a river of it.
    void riverTileWithoutSourceIsFoundAndSaid()
    {
        QList<QJsonObject> tiles = landTiles();
        tiles << tile(u"mills/stream"_s,
                      {QJsonObject {{u"type"_s, u"river"_s}, {u"locations"_s, u"N S"_s}, {u"role"_s, u"stream"_s}},
                       feature(u"field"_s, u"NR EL ER SL"_s), feature(u"field"_s, u"SR WL WR NL"_s)});
        const QString path = writeCatalogue(u"stream"_s, tiles);
        const CliResult check = runCli({u"check"_s, path, u"--json"_s});
        QCOMPARE(check.exitCode, 1);
        const QJsonObject river = findingWith(check, u"catalogue.riverWithoutSource"_s);
        QCOMPARE(river.value(u"severity"_s).toString(), u"warning"_s);
        QCOMPARE(river.value(u"tile"_s).toString(), u"mills/stream"_s);
        QVERIFY2(river.value(u"message"_s).toString().contains(u"mills/stream"_s), check.out.constData());

        // The simulation says so before its figures, and every game sets the stream aside.
        const CliResult simulate = runCli({u"simulate"_s, u"--catalogue"_s, path, u"--expansions"_s, u"base,mills"_s,
                                           u"--games"_s, u"40"_s, u"--seed"_s, u"3"_s});
        QVERIFY2(simulate.exitCode == 0, simulate.err.constData());
        QVERIFY2(simulate.err.contains("mills/stream") && simulate.err.contains("no source and lake"),
                 simulate.err.constData());
        QVERIFY2(simulate.out.contains("stuck: 40"), simulate.out.constData());
        // With River I in play the stream joins its river: nothing to say.
        const CliResult withRiver = runCli(
            {u"simulate"_s, u"--catalogue"_s, path, u"--expansions"_s, u"base,river-1,mills"_s, u"--games"_s, u"10"_s});
        QVERIFY2(withRiver.exitCode == 0, withRiver.err.constData());
        QVERIFY2(!withRiver.err.contains("no source and lake"), withRiver.err.constData());
    }

    // An expansion of river tiles alone is made to join another's river: no finding.
    void riverOnlyExpansionIsNoProblem()
    {
        const QString path = writeCatalogue(
            u"riveronly"_s,
            {tile(u"mills/stream"_s,
                  {QJsonObject {{u"type"_s, u"river"_s}, {u"locations"_s, u"N S"_s}, {u"role"_s, u"stream"_s}},
                   feature(u"field"_s, u"NR EL ER SL"_s), feature(u"field"_s, u"SR WL WR NL"_s)})});
        const CliResult check = runCli({u"check"_s, path, u"--json"_s});
        QVERIFY2(check.exitCode == 0, check.out.constData());
    }

    void expansionOrderChangesNoFigure_data()
    {
        QTest::addColumn<QString>("catalogue"); // empty: the bundled one
        QTest::addColumn<QString>("first");
        QTest::addColumn<QString>("second");
        QTest::newRow("base and River I") << QString() << u"base,river-1"_s << u"river-1,base"_s;
        QTest::newRow("three") << QString() << u"crop-circles-1,base,river-2"_s << u"river-2,crop-circles-1,base"_s;
        QTest::newRow("an expansion of one's own") << u"own"_s << u"base,mills"_s << u"mills,base"_s;
    }
    void expansionOrderChangesNoFigure()
    {
        QFETCH(QString, catalogue);
        QFETCH(QString, first);
        QFETCH(QString, second);
        QStringList common {u"simulate"_s, u"--games"_s, u"200"_s, u"--seed"_s, u"7"_s, u"--json"_s};
        if (!catalogue.isEmpty())
            common << u"--catalogue"_s << writeCatalogue(catalogue, landTiles());
        const CliResult a = runCli(common + QStringList {u"--expansions"_s, first});
        const CliResult b = runCli(common + QStringList {u"--expansions"_s, second});
        QVERIFY2(a.exitCode == 0, a.err.constData());
        QVERIFY2(b.exitCode == 0, b.err.constData());
        QVERIFY(figures(a.json()).value(u"games"_s).toInt() == 200);
        QCOMPARE(figures(a.json()), figures(b.json()));
        // The text report too, but for the line naming the expansions as given and the speed.
        const auto lines = [](const QByteArray &out) {
            QList<QByteArray> kept;
            for (const QByteArray &line : out.split('\n')) {
                if (!line.startsWith("expansions:") && !line.startsWith("speed:"))
                    kept << line;
            }
            return kept;
        };
        common.removeAll(u"--json"_s);
        const CliResult textA = runCli(common + QStringList {u"--expansions"_s, first});
        const CliResult textB = runCli(common + QStringList {u"--expansions"_s, second});
        QCOMPARE(lines(textA.out), lines(textB.out));
    }
};

QTEST_GUILESS_MAIN(TestCliAuthorChecks)
#include "tst_cliauthorchecks.moc"
