// SPDX-FileCopyrightText: 2026 Krajina contributors
// SPDX-License-Identifier: GPL-3.0-or-later

// Thumbnails for big catalogues: rendered off the GUI thread, a placeholder
// (null pixmap) until ready, kept by the tile's content, bounded, and requests
// no longer wanted are dropped.

#include "../model/cataloguesample.h"
#include "catalogue/cataloguebrowser.h"
#include "catalogue/thumbnailcache.h"
#include "catalogue/tilethumbnaildelegate.h"
#include "document/cataloguedocument.h"
#include "render/tilerenderer.h"

#include <QListView>
#include <QPainter>
#include <QSignalSpy>
#include <QTest>

using namespace Krajina;
using namespace Qt::StringLiterals;

namespace {

QImage renderedHere(const TileDefinition &tile, int side, const TileRenderOptions &options)
{
    QImage image(side, side, QImage::Format_ARGB32_Premultiplied);
    image.fill(Qt::transparent);
    QPainter painter(&image);
    painter.setRenderHint(QPainter::Antialiasing);
    TileRenderer(options).paint(painter, QRectF(0, 0, side, side), tile);
    return image;
}

QImage asImage(const QPixmap &pixmap)
{
    return pixmap.toImage().convertToFormat(QImage::Format_ARGB32_Premultiplied);
}

} // namespace

class TestThumbnailCache : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void placeholderThenThePicture()
    {
        const TileRenderOptions options {.watermark = true};
        ThumbnailCache cache(options);
        QSignalSpy ready(&cache, &ThumbnailCache::thumbnailReady);
        const TileDefinition tile = TestSample::cityRoad();
        QVERIFY(cache.thumbnail(tile, 88, 1).isNull());
        QCOMPARE(cache.pendingCount(), 1);
        // Asking again while it renders queues nothing more.
        QVERIFY(cache.thumbnail(tile, 88, 1).isNull());
        QCOMPARE(cache.pendingCount(), 1);
        QVERIFY(ready.wait(10000));
        QCOMPARE(ready.count(), 1);
        QCOMPARE(ready.first().first().toString(), tile.id);
        QCOMPARE(cache.pendingCount(), 0);
        const QPixmap picture = cache.thumbnail(tile, 88, 1);
        QVERIFY(!picture.isNull());
        QCOMPARE(picture.size(), QSize(88, 88));
        // The same picture as rendering it here.
        QCOMPARE(asImage(picture), renderedHere(tile, 88, options));
    }

    void aChangedTileIsRenderedAgain()
    {
        ThumbnailCache cache;
        QSignalSpy ready(&cache, &ThumbnailCache::thumbnailReady);
        TileDefinition tile = TestSample::cityRoad();
        cache.thumbnail(tile, 64, 1);
        QVERIFY(ready.wait(10000));
        const QImage before = asImage(cache.thumbnail(tile, 64, 1));
        tile.features = TestSample::monastery().features; // same id, other content
        QVERIFY(cache.thumbnail(tile, 64, 1).isNull());
        QVERIFY(ready.wait(10000));
        const QImage after = asImage(cache.thumbnail(tile, 64, 1));
        QVERIFY(!after.isNull());
        QVERIFY(after != before);
        QCOMPARE(after, renderedHere(tile, 64, {}));
    }

    void requestsNoLongerWantedAreDropped()
    {
        ThumbnailCache cache;
        QSignalSpy ready(&cache, &ThumbnailCache::thumbnailReady);
        const TileDefinition tile = TestSample::cityRoad();
        bool wanted = false; // scrolled past before its turn came
        QVERIFY(cache.thumbnail(tile, 64, 1, [&] { return wanted; }).isNull());
        QCOMPARE(cache.droppedCount(), 1);
        QCOMPARE(cache.pendingCount(), 0);
        QTest::qWait(50);
        QCOMPARE(ready.count(), 0);
        // Back on screen: asked again, rendered.
        wanted = true;
        QVERIFY(cache.thumbnail(tile, 64, 1, [&] { return wanted; }).isNull());
        QVERIFY(ready.wait(10000));
        QVERIFY(!cache.thumbnail(tile, 64, 1).isNull());
    }

    void theCacheIsBounded()
    {
        ThumbnailCache cache;
        cache.setMaxKilobytes(40); // one 88-pixel picture (30 KB), not two
        QSignalSpy ready(&cache, &ThumbnailCache::thumbnailReady);
        const TileDefinition first = TestSample::cityRoad();
        const TileDefinition second = TestSample::monastery();
        cache.thumbnail(first, 88, 1);
        QVERIFY(ready.wait(10000));
        cache.thumbnail(second, 88, 1);
        QVERIFY(ready.wait(10000));
        QVERIFY(!cache.thumbnail(second, 88, 1).isNull());
        QVERIFY(cache.thumbnail(first, 88, 1).isNull()); // the least recently used went
    }

    // The catalogue grid draws placeholders first and then every visible tile's picture.
    void theGridGetsItsPictures()
    {
        CatalogueDocument document(TestSample::largeCatalogue(500));
        CatalogueBrowser browser(&document);
        browser.resize(400, 600);
        browser.show();
        QVERIFY(QTest::qWaitForWindowExposed(&browser));
        auto *delegate = qobject_cast<TileThumbnailDelegate *>(browser.grid()->itemDelegate());
        QVERIFY(delegate);
        ThumbnailCache *cache = delegate->cache();
        QTRY_COMPARE_WITH_TIMEOUT(cache->pendingCount(), 0, 10000);
        QTest::qWait(20);
        const qreal dpr = browser.grid()->viewport()->devicePixelRatioF();
        const int side = qRound(TileThumbnailDelegate::ThumbnailSize * dpr);
        QVERIFY(!cache->thumbnail(document.catalogue().tiles.first(), side, dpr).isNull());
        // Far down the grid nothing was rendered: only what is on screen is asked for.
        QVERIFY(cache->thumbnail(document.catalogue().tiles.last(), side, dpr).isNull());
    }
};

QTEST_MAIN(TestThumbnailCache)
#include "tst_thumbnailcache.moc"
