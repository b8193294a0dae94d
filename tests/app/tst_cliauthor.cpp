// SPDX-FileCopyrightText: 2026 Krajina contributors
// SPDX-License-Identifier: GPL-3.0-or-later

#include "clirunner.h"

#include "catalogue/catalogueio.h"
#include "catalogue/expansionlibrary.h"

#include <QFile>
#include <QJsonArray>
#include <QTemporaryDir>
#include <QTest>

using namespace Krajina;
using namespace Qt::StringLiterals;

// The expansion author's journey through the real krajina-cli: a catalogue
// holding only one's own expansion is checked, simulated against the bundled
// base game and printed.
class TestCliAuthor : public QObject
{
    Q_OBJECT
private:
    QTemporaryDir m_dir;
    QString m_catalogue;

    // A catalogue of one expansion, "towers", with one tile like base/RCr.
    static Catalogue towers()
    {
        const Catalogue &bundled = bundledCatalogue();
        Catalogue c;
        c.games = bundled.games;
        c.watermarks = bundled.watermarks;
        c.backs = bundled.backs;
        Expansion e;
        e.id = u"towers"_s;
        e.game = u"carcassonne"_s;
        e.nameCs = u"Věže"_s;
        e.nameEn = u"Towers"_s;
        e.defaultBack = u"land"_s;
        c.expansions << e;
        TileDefinition tile = *bundled.tile(u"base/RCr");
        tile.id = u"towers/CRFR"_s;
        tile.expansion = e.id;
        tile.jczId.clear();
        tile.count = 4;
        tile.status = TileStatus::Draft;
        c.tiles << tile;
        return c;
    }

private Q_SLOTS:
    void initTestCase()
    {
        QVERIFY(m_dir.isValid());
        m_catalogue = m_dir.filePath(u"towers.krajina"_s);
        QString error;
        QVERIFY2(writeCatalogueFile(towers(), m_catalogue, &error), qPrintable(error));
    }

    void checkPassesOwnCatalogue()
    {
        const CliResult r = runCli({u"check"_s, m_catalogue, u"--json"_s});
        QVERIFY2(r.exitCode == 0 || r.exitCode == 1, r.err.constData());
        const QJsonArray findings = r.json().value(u"findings"_s).toArray();
        for (const QJsonValue &f : findings)
            QVERIFY2(f.toObject().value(u"severity"_s).toString() != u"error"_s, r.out.constData());
        const CliResult help = runCli({u"check"_s, u"--help"_s});
        QVERIFY(help.out.contains(".krajina"));
    }

    // The file lacks "base": the bundled one plays alongside.
    void simulateWithBundledBase()
    {
        const CliResult r = runCli({u"simulate"_s, u"--catalogue"_s, m_catalogue, u"--expansions"_s, u"base,towers"_s,
                                    u"--games"_s, u"20"_s, u"--json"_s});
        QVERIFY2(r.exitCode == 0, r.err.constData());
        QCOMPARE(r.json().value(u"games"_s).toInt(), 20);
        QCOMPARE(r.json().value(u"expansions"_s).toArray().size(), 2);
        const CliResult text = runCli(
            {u"simulate"_s, u"--catalogue"_s, m_catalogue, u"--expansions"_s, u"base,towers"_s, u"--games"_s, u"5"_s});
        QVERIFY2(text.exitCode == 0, text.err.constData());
        QVERIFY2(text.out.contains("no river"), text.out.constData());
        const CliResult unknown = runCli(
            {u"simulate"_s, u"--catalogue"_s, m_catalogue, u"--expansions"_s, u"base,tower"_s, u"--games"_s, u"5"_s});
        QCOMPARE(unknown.exitCode, 2);
    }

    // The balance figures of the author's expansion against the base game alone.
    void balanceFiguresAgainstBase()
    {
        const QString csvPath = m_dir.filePath(u"balance.csv"_s);
        const QStringList arguments {u"simulate"_s,      u"--catalogue"_s, m_catalogue, u"--expansions"_s,
                                     u"base,towers"_s,   u"--compare"_s,   u"base"_s,   u"--seats"_s,
                                     u"greedy,greedy"_s, u"--games"_s,     u"30"_s,     u"--tile-figures"_s};
        const CliResult r = runCli(arguments + QStringList {u"--json"_s, u"--csv"_s, csvPath});
        QVERIFY2(r.exitCode == 0, r.err.constData());
        const QJsonObject o = r.json();
        const QJsonArray tiles = o.value(u"tiles"_s).toArray();
        QCOMPARE(tiles.size(), 25); // the base game's 24 designs and the towers' one
        bool found = false;
        for (const QJsonValue &t : tiles) {
            const QJsonObject tile = t.toObject();
            QCOMPARE(tile.keys(),
                     (QStringList {u"drawn"_s, u"meanPoints"_s, u"placed"_s, u"pointsInterval"_s, u"setAside"_s,
                                   u"tile"_s}));
            if (tile.value(u"tile"_s).toString() == u"towers/CRFR"_s) {
                found = true;
                QCOMPARE(tile.value(u"drawn"_s).toInt(), 4 * 30);
            }
        }
        QVERIFY(found);
        const QJsonObject comparison = o.value(u"comparison"_s).toObject();
        const QJsonArray sets = comparison.value(u"sets"_s).toArray();
        QCOMPARE(sets.size(), 2);
        QCOMPARE(sets.at(0).toObject().value(u"expansions"_s).toArray(), (QJsonArray {u"base"_s, u"towers"_s}));
        QCOMPARE(sets.at(1).toObject().value(u"expansions"_s).toArray(), (QJsonArray {u"base"_s}));
        QCOMPARE(comparison.value(u"differences"_s).toObject().keys(),
                 (QStringList {u"cityPoints"_s, u"fieldPoints"_s, u"length"_s, u"meanScore"_s, u"monasteryPoints"_s,
                               u"roadPoints"_s}));
        // Four more tiles a game (a tile set aside now and then).
        const double longer = comparison.value(u"differences"_s)
                                  .toObject()
                                  .value(u"length"_s)
                                  .toObject()
                                  .value(u"difference"_s)
                                  .toDouble();
        QVERIFY(std::abs(longer - 4.0) < 0.5);
        QFile csv(csvPath);
        QVERIFY(csv.open(QIODevice::ReadOnly));
        const QByteArray rows = csv.readAll();
        QVERIFY(rows.contains("\ntileDrawn,towers/CRFR,,,,120\n"));
        QVERIFY(rows.contains("\nmeanScore,\"base,towers\","));
        QVERIFY(rows.contains("\nlengthDifference,,"));

        const CliResult text = runCli(arguments);
        QVERIFY2(text.exitCode == 0, text.err.constData());
        QVERIFY2(text.out.contains("compared with base (") && text.out.contains("towers/CRFR: 120, "),
                 text.out.constData());
        const CliResult typo = runCli({u"simulate"_s, u"--expansions"_s, u"base"_s, u"--compare"_s, u"bsae"_s});
        QCOMPARE(typo.exitCode, 2);
        QVERIFY2(typo.err.contains("--compare"), typo.err.constData());
    }

    void sheetsOfOwnExpansion()
    {
        const QString pdf = m_dir.filePath(u"towers.pdf"_s);
        const CliResult r = runCli({u"sheets"_s, m_catalogue, u"--expansion"_s, u"towers"_s, u"--pdf"_s, pdf});
        QVERIFY2(r.exitCode == 0, r.err.constData());
        QVERIFY2(r.out.contains(" 1 page ("), r.out.constData());
        QVERIFY(QFile::exists(pdf));
        const CliResult typo = runCli({u"sheets"_s, m_catalogue, u"--expansion"_s, u"tower"_s, u"--pdf"_s, pdf});
        QCOMPARE(typo.exitCode, 2);
        QVERIFY2(typo.err.contains("towers"), typo.err.constData());
    }

    void renderRefusesOddRotation()
    {
        const QString png = m_dir.filePath(u"tile.png"_s);
        const CliResult r = runCli({u"render"_s, u"base/RCr"_s, u"--png"_s, png, u"--rotation"_s, u"45"_s});
        QCOMPARE(r.exitCode, 2);
        QVERIFY(r.err.contains("90"));
        QCOMPARE(runCli({u"render"_s, u"base/RCr"_s, u"--png"_s, png, u"--rotation"_s, u"270"_s}).exitCode, 0);
    }

    // The model's rules of the merge: the document's own ids win.
    void ownIdsWin()
    {
        Catalogue own = towers();
        Expansion base = *bundledCatalogue().expansion(u"base");
        base.nameEn = u"My base"_s;
        own.expansions << base;
        own.tiles << *bundledCatalogue().tile(u"base/L");
        const Catalogue merged = withLibrary(own, bundledCatalogue());
        QCOMPARE(merged.expansion(u"base")->nameEn, u"My base"_s);
        QCOMPARE(merged.tilesOf(u"base").size(), 1); // the document's base, not the bundled one
        QVERIFY(merged.expansion(u"river-1"));
        QCOMPARE(merged.tiles.first().id, u"towers/CRFR"_s); // the document's tiles keep their indices
        QCOMPARE(CatalogueIds::tileIdProblem(merged, u"towers/CRFR"_s, 0), QString());
        QVERIFY(!CatalogueIds::tileIdProblem(merged, u"towers/CRFR"_s, 1).isEmpty());
        QVERIFY(!CatalogueIds::tileIdProblem(merged, u"towers/two words"_s).isEmpty());
        QVERIFY(!CatalogueIds::expansionIdProblem(merged, u"Towers"_s).isEmpty());
        QCOMPARE(CatalogueIds::unusedTileId(merged, u"towers"_s), u"towers/1"_s);
    }
};

QTEST_GUILESS_MAIN(TestCliAuthor)
#include "tst_cliauthor.moc"
