// SPDX-FileCopyrightText: 2026 Krajina contributors
// SPDX-License-Identifier: GPL-3.0-or-later

// The catalogue browser's filter and the current tile (issue 17: a keystroke among
// 100,000 tiles). A filter that hides the current tile leaves the grid's current row
// on a tile it shows at once, and that tile becomes current (the editor, the board
// and the properties show it) once typing pauses, however many keys made it move;
// a tile still shown stays current; a tile chosen in the grid shows at once.

#include "../model/cataloguesample.h"
#include "catalogue/cataloguebrowser.h"
#include "catalogue/catalogueroles.h"
#include "document/cataloguedocument.h"

#include <QLineEdit>
#include <QListView>
#include <QSignalSpy>
#include <QTabBar>
#include <QTest>
#include <QTreeView>

#include <functional>

using namespace Krajina;
using namespace Qt::StringLiterals;

namespace {

// The tiles a view shows, as tile indices in the order shown.
QList<int> gridTiles(CatalogueBrowser &browser)
{
    QList<int> tiles;
    const QAbstractItemModel *grid = browser.grid()->model();
    for (int row = 0; row < grid->rowCount(); ++row)
        tiles << grid->index(row, 0).data(TileIndexRole).toInt();
    std::sort(tiles.begin(), tiles.end());
    return tiles;
}

QList<int> treeTiles(CatalogueBrowser &browser)
{
    QList<int> tiles;
    const QAbstractItemModel *tree = browser.tree()->model();
    std::function<void(const QModelIndex &)> walk = [&](const QModelIndex &parent) {
        for (int row = 0; row < tree->rowCount(parent); ++row) {
            const QModelIndex index = tree->index(row, 0, parent);
            if (index.data(NodeKindRole).toInt() == int(CatalogueNodeKind::Tile))
                tiles << index.data(TileIndexRole).toInt();
            walk(index);
        }
    };
    walk({});
    std::sort(tiles.begin(), tiles.end());
    return tiles;
}

} // namespace

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
            const int before = browser.currentTile();
            browser.textFilter()->setText(text);
            // The grid answers the key at once; the tile it came to shows when typing pauses.
            QVERIFY(document.catalogue().tiles.at(shownTile()).id.contains(text));
            QCOMPARE(changed.size(), 0);
            QCOMPARE(browser.currentTile(), before);
            QVERIFY(browser.isShowingCurrentLater());
            QTRY_COMPARE(changed.size(), 1);
            const int tile = changed.first().first().toInt();
            QCOMPARE(browser.currentTile(), tile);
            QCOMPARE(shownTile(), tile);
            QVERIFY(document.catalogue().tiles.at(tile).id.contains(text));
        }
        // The tree behind its tab is filtered when it shows, with the same tile current.
        auto *tabs = browser.findChild<QTabBar *>();
        tabs->setCurrentIndex(1);
        QCOMPARE(treeTile(), browser.currentTile());
        QCOMPARE(treeTiles(browser), gridTiles(browser));
        // A shown tree follows each key at once.
        browser.textFilter()->setText(u"t12"_s);
        QCOMPARE(treeTiles(browser), gridTiles(browser));
        QCOMPARE(gridTiles(browser).size(), 11);
        browser.textFilter()->setText(u"t123"_s);
        QCOMPARE(treeTiles(browser), gridTiles(browser));
        tabs->setCurrentIndex(0);
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

        // A filter nothing matches leaves the current tile as it was; taken back, the grid's current row
        // is on that tile again.
        browser.textFilter()->setText(u"nothing matches this"_s);
        QCOMPARE(grid->model()->rowCount(), 0);
        QCOMPARE(browser.currentTile(), kept);
        browser.textFilter()->clear();
        QCOMPARE(shownTile(), kept);
        QVERIFY(!browser.isShowingCurrentLater());
        QCOMPARE(changed.size(), 0);
    }

    void keysTypedInARowShowOneTileWhenTypingPauses()
    {
        CatalogueDocument document(TestSample::largeCatalogue(300));
        CatalogueBrowser browser(&document);
        QListView *grid = browser.grid();
        grid->setCurrentIndex(grid->model()->index(0, 0));
        QSignalSpy changed(&browser, &CatalogueBrowser::currentTileChanged);
        // Each key hides the tile the one before came to (t0, then t1, then t12).
        for (const QString &text : {u"t1"_s, u"t12"_s, u"t123"_s})
            browser.textFilter()->setText(text);
        QCOMPARE(changed.size(), 0);
        QTRY_COMPARE(changed.size(), 1);
        QCOMPARE(document.catalogue().tiles.at(changed.first().first().toInt()).id, u"base/t123"_s);
        QCOMPARE(grid->currentIndex().data(TileIndexRole).toInt(), browser.currentTile());
    }

    void aTileChosenInTheGridShowsAtOnce()
    {
        CatalogueDocument document(TestSample::largeCatalogue(300));
        CatalogueBrowser browser(&document);
        QListView *grid = browser.grid();
        grid->setCurrentIndex(grid->model()->index(0, 0));
        QSignalSpy changed(&browser, &CatalogueBrowser::currentTileChanged);
        browser.textFilter()->setText(u"t2"_s); // hides t0: t2 is current in the grid, shown later
        QVERIFY(browser.isShowingCurrentLater());
        // Chosen while the filters' tile waits: shown at once, and the filters' tile never comes.
        grid->setCurrentIndex(grid->model()->index(3, 0));
        QCOMPARE(changed.size(), 1);
        const int chosen = changed.first().first().toInt();
        QCOMPARE(grid->currentIndex().data(TileIndexRole).toInt(), chosen);
        QVERIFY(!browser.isShowingCurrentLater());
        QTest::qWait(2 * CatalogueBrowser::ShowCurrentDelayMs);
        QCOMPARE(changed.size(), 1);
        QCOMPARE(browser.currentTile(), chosen);
    }
};

QTEST_MAIN(TestCatalogueBrowserFilter)
#include "tst_cataloguebrowserfilter.moc"
