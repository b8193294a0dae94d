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
            browser.textFilter()->setText(text);
            QCOMPARE(changed.size(), 1);
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

        // A filter nothing matches leaves the current tile as it was.
        browser.textFilter()->setText(u"nothing matches this"_s);
        QCOMPARE(grid->model()->rowCount(), 0);
        QCOMPARE(browser.currentTile(), kept);
        QCOMPARE(changed.size(), 0);
    }
};

QTEST_MAIN(TestCatalogueBrowserFilter)
#include "tst_cataloguebrowserfilter.moc"
