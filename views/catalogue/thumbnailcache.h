// SPDX-FileCopyrightText: 2026 Krajina contributors
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

#include "render/tilerenderer.h"
#include "tile/tiledefinition.h"

#include <QCache>
#include <QObject>
#include <QPixmap>
#include <QSet>
#include <QThreadPool>

#include <functional>

namespace Krajina {

// Tile pictures for a view of many tiles, the way file managers keep
// thumbnails: rendered off the GUI thread, kept in a bounded cache by the
// tile's content (a changed tile is rendered again), asked for by what is on
// screen. A picture not ready yet is a null pixmap (the view draws a
// placeholder) and thumbnailReady() follows. Requests wait in a queue; one
// that is no longer wanted when its turn comes (scrolled past) is dropped.
class ThumbnailCache : public QObject
{
    Q_OBJECT
public:
    explicit ThumbnailCache(const TileRenderOptions &options = {}, QObject *parent = nullptr);
    ~ThumbnailCache() override;

    // The tile as a square of `side` device pixels, or a null pixmap while it is rendered.
    // `stillWanted` is asked on the GUI thread just before rendering starts; false drops the request.
    QPixmap thumbnail(const TileDefinition &tile, int side, qreal devicePixelRatio,
                      std::function<bool()> stillWanted = {});
    // How many kilobytes of pictures the cache keeps (the least recently used go first).
    void setMaxKilobytes(int kilobytes) { m_cache.setMaxCost(kilobytes); }
    // Requests waiting or being rendered.
    int pendingCount() const { return int(m_queue.size()) + m_running; }
    // Requests dropped unrendered because they were no longer wanted.
    int droppedCount() const { return m_dropped; }
    void clear();

Q_SIGNALS:
    // A picture of the tile is ready: thumbnail() now returns it.
    void thumbnailReady(const QString &tileId);

private:
    struct Request
    {
        QString key;
        TileDefinition tile;
        int side = 0;
        qreal devicePixelRatio = 1;
        std::function<bool()> stillWanted;
    };
    struct Entry
    {
        TileDefinition tile;
        QPixmap pixmap;
    };
    void startRendering();
    void rendered(const QString &key, const TileDefinition &tile, const QImage &image, qreal devicePixelRatio);

    TileRenderOptions m_options;
    QCache<QString, Entry> m_cache;
    QList<Request> m_queue; // oldest first
    QSet<QString> m_queued; // keys in the queue or being rendered
    int m_running = 0;
    int m_dropped = 0;
    QThreadPool m_pool;
};

} // namespace Krajina
