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
