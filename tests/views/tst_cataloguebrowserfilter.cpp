// SPDX-FileCopyrightText: 2026 Krajina contributors
// SPDX-License-Identifier: GPL-3.0-or-later

// The catalogue browser's filter and the current tile (issue 17: a keystroke among
// 100,000 tiles). A filter that hides the current tile leaves the grid's current row
// on a tile it shows, and that tile becomes current once per keystroke, however many
// ranges of rows the filter takes away; a tile still shown stays current.

#include "../model/cataloguesample.h"
#include "catalogue/catalogueroles.h"
#include "cataloguebrowser.h"
#include "document/cataloguedocument.h"

#include <QLineEdit>
#include <QListView>
#include <QSignalSpy>
#include <QTest>
#include <QTreeView>

using namespace Krajina;
using namespace Qt::StringLiterals;

class TestCatalogueBrowserFilter : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void aHiddenCurrentTileGivesWayOnce()
    {
        CatalogueDocument document(TestSample::largeCatalogue(300));
        CatalogueBrowser browser(&document);
        QListView *grid = browser.grid();
        QSignalSpy changed(&browser, &CatalogueBrowser::currentTileChanged);
        grid->setCurrentIndex(grid->model()->index(0, 0));
        QCOMPARE(browser.currentTile(), 0);
        QCOMPARE(changed.size(), 1);

        const auto shownTile = [&] { return grid->currentIndex().data(TileIndexRole).toInt(); };
        const auto treeTile = [&] { return browser.tree()->currentIndex().data(TileIndexRole).toInt(); };
        // "t1" takes away base/t0 and every range between t1, t10..t19 and t100..t199.
        for (const QString &text : {u"t1"_s, u"t12"_s, u"t123"_s}) {
            changed.clear();
            browser.textFilter()->setText(text);
            QCOMPARE(changed.size(), 1);
            const int tile = changed.first().first().toInt();
            QCOMPARE(browser.currentTile(), tile);
            QCOMPARE(shownTile(), tile);
            QCOMPARE(treeTile(), tile);
            QVERIFY(document.catalogue().tiles.at(tile).id.contains(text));
        }
        // Taking keys back shows more tiles and keeps the current one.
        const int kept = browser.currentTile();
        changed.clear();
        for (const QString &text : {u"t12"_s, u"t1"_s, QString()}) {
            browser.textFilter()->setText(text);
            QCOMPARE(browser.currentTile(), kept);
            QCOMPARE(shownTile(), kept);
        }
        QCOMPARE(changed.size(), 0);
        QCOMPARE(grid->model()->rowCount(), 300);

        // A filter nothing matches leaves the current tile as it was.
        browser.textFilter()->setText(u"nothing matches this"_s);
        QCOMPARE(grid->model()->rowCount(), 0);
        QCOMPARE(browser.currentTile(), kept);
        QCOMPARE(changed.size(), 0);
    }
};

QTEST_MAIN(TestCatalogueBrowserFilter)
#include "tst_cataloguebrowserfilter.moc"
