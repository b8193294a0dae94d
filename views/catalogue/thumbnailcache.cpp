// SPDX-FileCopyrightText: 2026 Krajina contributors
// SPDX-License-Identifier: GPL-3.0-or-later

#include "thumbnailcache.h"

#include <QImage>
#include <QPainter>

#include <algorithm>
#include <memory>

using namespace Qt::StringLiterals;

namespace Krajina {

namespace {

constexpr int MaxQueued = 512; // more than a few screens of requests: the oldest were scrolled past

// Renders on a pool thread, with a renderer of that thread's own (it caches art and geometry).
QImage renderTile(const TileDefinition &tile, int side, const TileRenderOptions &options)
{
    thread_local std::unique_ptr<TileRenderer> renderer;
    if (!renderer)
        renderer = std::make_unique<TileRenderer>(options);
    renderer->setOptions(options);
    QImage image(side, side, QImage::Format_ARGB32_Premultiplied);
    image.fill(Qt::transparent);
    QPainter painter(&image);
    painter.setRenderHint(QPainter::Antialiasing);
    renderer->paint(painter, QRectF(0, 0, side, side), tile);
    return image;
}

} // namespace

ThumbnailCache::ThumbnailCache(const TileRenderOptions &options, QObject *parent)
    : QObject(parent)
    , m_options(options)
    , m_cache(32 * 1024)
{
    // One core stays with the GUI.
    m_pool.setMaxThreadCount(std::max(1, QThread::idealThreadCount() - 1));
}

ThumbnailCache::~ThumbnailCache()
{
    m_queue.clear();
    m_pool.waitForDone();
}

void ThumbnailCache::clear()
{
    m_cache.clear();
}

QPixmap ThumbnailCache::thumbnail(const TileDefinition &tile, int side, qreal devicePixelRatio,
                                  std::function<bool()> stillWanted)
{
    const QString key = u"%1|%2"_s.arg(tile.id).arg(side);
    if (const Entry *entry = m_cache.object(key);
        entry && entry->tile == tile && qFuzzyCompare(entry->pixmap.devicePixelRatio(), devicePixelRatio))
        return entry->pixmap;
    if (!m_queued.contains(key)) {
        m_queued.insert(key);
        m_queue.append({key, tile, side, devicePixelRatio, std::move(stillWanted)});
        while (m_queue.size() > MaxQueued) {
            m_queued.remove(m_queue.takeFirst().key);
            ++m_dropped;
        }
        startRendering();
    }
    return {};
}

void ThumbnailCache::startRendering()
{
    while (m_running < m_pool.maxThreadCount() && !m_queue.isEmpty()) {
        Request request = m_queue.takeFirst();
        if (request.stillWanted && !request.stillWanted()) {
            m_queued.remove(request.key);
            ++m_dropped;
            continue;
        }
        ++m_running;
        // Only plain values go to the pool thread: `stillWanted` holds GUI objects (a view, a persistent
        // index) that must not be copied or destroyed there.
        m_pool.start([this, key = request.key, tile = request.tile, side = request.side, dpr = request.devicePixelRatio,
                      options = m_options] {
            const QImage image = renderTile(tile, side, options);
            QMetaObject::invokeMethod(
                this, [this, key, tile, image, dpr] { rendered(key, tile, image, dpr); }, Qt::QueuedConnection);
        });
    }
}

void ThumbnailCache::rendered(const QString &key, const TileDefinition &tile, const QImage &image,
                              qreal devicePixelRatio)
{
    --m_running;
    m_queued.remove(key);
    QPixmap pixmap = QPixmap::fromImage(image);
    pixmap.setDevicePixelRatio(devicePixelRatio);
    const int kilobytes = std::max(1, int(qint64(image.width()) * image.height() * 4 / 1024));
    m_cache.insert(key, new Entry {tile, pixmap}, kilobytes);
    startRendering();
    Q_EMIT thumbnailReady(tile.id);
}

} // namespace Krajina
