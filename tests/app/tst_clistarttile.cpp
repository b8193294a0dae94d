// SPDX-FileCopyrightText: 2026 Krajina contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "clirunner.h"

#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QTemporaryDir>
#include <QTest>

using namespace Qt::StringLiterals;

// Which tile a game starts from: the one the expansions in play state, for a
// catalogue imported from JCloisterZone as for the bundled one (issue 22).
class TestCliStartTile : public QObject
{
    Q_OBJECT
private:
    static QString jczBaseSet() { return QStringLiteral(KRAJINA_TEST_DATA "/jcz/basic.xml"); }

    // The figures of a simulation with JCloisterZone's tile ids ("BA/RCr") as the
    // bundled catalogue's ("base/RCr") and without the timing.
    static QJsonObject comparable(QJsonObject report)
    {
        report.remove(u"seconds"_s);
        report.remove(u"gamesPerSecond"_s);
        for (const QString &key : {u"discarded"_s, u"startTiles"_s}) {
            QJsonObject renamed;
            const QJsonObject counts = report.value(key).toObject();
            for (auto it = counts.begin(); it != counts.end(); ++it) {
                QString id = it.key();
                if (id.startsWith(u"BA/"))
                    id = u"base/"_s + id.mid(3);
                renamed.insert(id, it.value());
            }
            report.insert(key, renamed);
        }
        return report;
    }

private Q_SLOTS:
    void importedBaseSetPlaysLikeTheBundledOne()
    {
        // The fixture is our own JCloisterZone export of the bundled base set: like
        // JCloisterZone's basic.xml it marks no start tile.
        QFile fixture(jczBaseSet());
        QVERIFY(fixture.open(QIODevice::ReadOnly));
        const QByteArray xml = fixture.readAll();
        QVERIFY(xml.contains("<tile id=\"BA/RCr\""));
        QVERIFY(!xml.contains("<start") && !xml.contains("start=\""));

        const QStringList common {u"--expansions"_s, u"base"_s, u"--games"_s, u"1500"_s,
                                  u"--seed"_s,       u"2"_s,    u"--json"_s};
        const CliResult bundled = runCli(QStringList {u"simulate"_s} + common);
        const CliResult imported = runCli(QStringList {u"simulate"_s, u"--catalogue"_s, jczBaseSet()} + common);
        QVERIFY2(bundled.exitCode == 0, bundled.err.constData());
        QVERIFY2(imported.exitCode == 0, imported.err.constData());
        const QJsonObject jcz = imported.json();
        QCOMPARE(jcz.value(u"startTiles").toObject(), QJsonObject({{u"BA/RCr"_s, 1500}}));
        QCOMPARE(bundled.json().value(u"startTiles").toObject(), QJsonObject({{u"base/RCr"_s, 1500}}));
        QCOMPARE(comparable(jcz), comparable(bundled.json()));
    }

    void playAndSimulateNameTheStartTile()
    {
        const CliResult text = runCli({u"simulate"_s, u"--expansions"_s, u"base,river-1"_s, u"--games"_s, u"20"_s});
        QCOMPARE(text.exitCode, 0);
        QVERIFY2(text.out.contains("start tile: river-1/s\n"), text.out.constData());

        const QString record = QStringLiteral(KRAJINA_TEST_DATA "/records/base-scoring.json");
        const CliResult json = runCli({u"play"_s, u"--json"_s, record});
        QCOMPARE(json.exitCode, 0);
        QCOMPARE(json.json().value(u"startTile").toString(), u"base/RCr"_s);
        const CliResult plain = runCli({u"play"_s, record});
        QVERIFY2(plain.out.contains("start tile: base/RCr\n"), plain.out.constData());
    }

    // An author's expansion with a start tile of its own, played with the base game: every game starts
    // from the author's tile, whichever order the expansions are listed in, from the text and the
    // .krajina file alike (issue 32).
    void ownStartTileWinsInEitherOrder()
    {
        QTemporaryDir dir;
        QVERIFY(dir.isValid());
        const QString json = dir.filePath(u"mlyny.json"_s);
        QFile out(json);
        QVERIFY(out.open(QIODevice::WriteOnly));
        out.write(R"({
  "format": "krajina-catalogue", "version": 1,
  "games": [{"id": "carcassonne", "nameCs": "Carcassonne", "nameEn": "Carcassonne", "board": "square"}],
  "expansions": [{"id": "mlyny", "game": "carcassonne", "nameCs": "Mlýny", "nameEn": "Mills",
                  "startTile": "mlyny/mill",
                  "tiles": [{"id": "mlyny/mill", "nameCs": "Mlýn", "nameEn": "Mill", "count": 2,
                             "features": [{"type": "monastery"},
                                          {"type": "field", "locations": "NL NR EL ER SL SR WL WR"}]}]}]
})");
        out.close();
        const QString krajina = dir.filePath(u"mlyny.krajina"_s);
        const CliResult converted = runCli({u"convert"_s, json, krajina});
        QVERIFY2(converted.exitCode == 0, converted.err.constData());
        for (const QString &file : {json, krajina}) {
            QJsonObject first;
            for (const QString &order : {u"base,mlyny"_s, u"mlyny,base"_s}) {
                const CliResult r = runCli({u"simulate"_s, u"--catalogue"_s, file, u"--expansions"_s, order,
                                            u"--games"_s, u"40"_s, u"--seed"_s, u"5"_s, u"--json"_s});
                QVERIFY2(r.exitCode == 0, r.err.constData());
                const QJsonObject report = r.json();
                QCOMPARE(report.value(u"startTiles").toObject(), QJsonObject({{u"mlyny/mill"_s, 40}}));
                if (first.isEmpty())
                    first = report;
            }
        }
    }

    void aGameNothingCanStartIsRefused()
    {
        // Crop Circles alone: no start tile stated, no river source.
        const CliResult r = runCli({u"simulate"_s, u"--expansions"_s, u"crop-circles-1"_s, u"--games"_s, u"1"_s});
        QCOMPARE(r.exitCode, 2);
        QVERIFY2(r.err.contains("states a start tile"), r.err.constData());
    }

    void lintNamesAnImportedSetWithoutStartTile()
    {
        // The same set with the basic set's id changed: JCloisterZone's convention no longer
        // states its start tile, and lint says so.
        QFile fixture(jczBaseSet());
        QVERIFY(fixture.open(QIODevice::ReadOnly));
        QByteArray xml = fixture.readAll();
        xml.replace("<tile-set id=\"basic", "<tile-set id=\"my-basic");
        QTemporaryDir dir;
        QVERIFY(dir.isValid());
        const QString path = dir.filePath(u"my-basic.xml"_s);
        QFile out(path);
        QVERIFY(out.open(QIODevice::WriteOnly));
        out.write(xml);
        out.close();
        const CliResult r = runCli({u"check"_s, u"--json"_s, path});
        QVERIFY2(r.out.contains("catalogue.noStartTile"), r.out.constData());
    }
};

QTEST_GUILESS_MAIN(TestCliStartTile)
#include "tst_clistarttile.moc"
