// SPDX-FileCopyrightText: 2026 Krajina contributors
// SPDX-License-Identifier: GPL-3.0-or-later

#include "boardtilecache.h"

#include <QPainter>

#include <algorithm>
#include <cmath>

using namespace Qt::StringLiterals;

namespace Krajina {

BoardTileCache::BoardTileCache(int maxKilobytes)
    : m_cache(maxKilobytes)
    , m_byDrawing(maxKilobytes)
{
}

bool BoardTileCache::drawnAlike(const TileDefinition &a, const TileDefinition &b)
{
    return a.size == b.size && a.art == b.art && a.watermark == b.watermark && a.features == b.features;
}

size_t BoardTileCache::drawingHash(const TileDefinition &tile)
{
    size_t hash = qHashMulti(0, tile.size.width(), tile.size.height(), tile.art, tile.watermark);
    for (const Feature &f : tile.features)
        hash = qHashMulti(hash, int(f.type), f.locations.bits(), f.cell);
    return hash;
}

int BoardTileCache::pixelsPerCellFor(qreal devicePixels)
{
    const int wanted = int(std::ceil(std::clamp(devicePixels, 32.0, 1024.0)));
    int size = 32;
    while (size < wanted)
        size *= 2;
    return size;
}

QPixmap BoardTileCache::pixmap(const TileDefinition &tile, int quarterTurns, QSize cells, int pixelsPerCell)
{
    const QString key = u"%1|%2|%3"_s.arg(tile.id).arg(quarterTurns & 3).arg(pixelsPerCell);
    if (const Entry *entry = m_cache.object(key); entry && entry->definition == tile)
        return entry->pixmap;
    const QString drawingKey = u"%1|%2|%3"_s.arg(drawingHash(tile)).arg(quarterTurns & 3).arg(pixelsPerCell);
    QPixmap pixmap;
    if (const Entry *alike = m_byDrawing.object(drawingKey); alike && drawnAlike(alike->definition, tile)) {
        pixmap = alike->pixmap;
    } else {
        pixmap = QPixmap(cells * pixelsPerCell);
        pixmap.fill(Qt::transparent);
        {
            TileRenderOptions options = m_renderer.options();
            options.rotationDegrees = 90 * (quarterTurns & 3);
            m_renderer.setOptions(options);
            QPainter painter(&pixmap);
            m_renderer.paint(painter, QRectF(QPointF(0, 0), QSizeF(pixmap.size())), tile);
        }
        m_byDrawing.insert(drawingKey, new Entry {tile, pixmap},
                           std::max(1, int(pixmap.width() * pixmap.height() * 4 / 1024)));
    }
    const int kilobytes = std::max(1, int(pixmap.width() * pixmap.height() * 4 / 1024));
    m_cache.insert(key, new Entry {tile, pixmap}, kilobytes);
    return pixmap;
}

} // namespace Krajina
