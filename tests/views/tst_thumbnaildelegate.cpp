// SPDX-FileCopyrightText: 2026 Krajina contributors
// SPDX-License-Identifier: GPL-3.0-or-later

// The catalogue grid's thumbnails: the delegate asks its cache (render/thumbnailcache.h,
// tested in tests/model) for the tiles on screen only.

#include "../model/cataloguesample.h"
#include "catalogue/cataloguebrowser.h"
#include "catalogue/tilethumbnaildelegate.h"
#include "document/cataloguedocument.h"
#include "render/thumbnailcache.h"

#include <QListView>
#include <QTest>

using namespace Krajina;

class TestThumbnailDelegate : public QObject
{
    Q_OBJECT

private Q_SLOTS:
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

QTEST_MAIN(TestThumbnailDelegate)
#include "tst_thumbnaildelegate.moc"
