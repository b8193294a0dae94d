// SPDX-FileCopyrightText: 2026 Krajina contributors
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

#include "render/tilerenderer.h"
#include "tile/tiledefinition.h"

#include <QCache>
#include <QPixmap>
#include <QString>

namespace Krajina {

// Tiles rendered for the board, by definition, rotation and resolution: each
// design is rendered once per zoom step and shared by all its copies, so a
// full board zooms and repaints without running the renderer again.
class BoardTileCache
{
public:
    explicit BoardTileCache(int maxKilobytes = 48 * 1024);

    // The tile turned by quarter turns, `cells` cells (after turning) of
    // `pixelsPerCell` device pixels each.
    QPixmap pixmap(const TileDefinition &tile, int quarterTurns, QSize cells, int pixelsPerCell);
    // The resolution to render at for a cell drawn `devicePixels` wide: the next
    // power of two, so that zooming reuses renderings.
    static int pixelsPerCellFor(qreal devicePixels);
    void clear()
    {
        m_cache.clear();
        m_byDrawing.clear();
    }

    // Whether two tiles look alike: the renderer draws a tile's features, size, art and watermark, not its id,
    // names or counts, so that tiles of one design (thousands in a generated catalogue) share their pictures.
    static bool drawnAlike(const TileDefinition &a, const TileDefinition &b);
    // A hash that is equal for tiles drawn alike.
    static size_t drawingHash(const TileDefinition &tile);

private:
    struct Entry
    {
        TileDefinition definition;
        QPixmap pixmap;
    };
    TileRenderer m_renderer;
    QCache<QString, Entry> m_cache; // by id, rotation and resolution
    QCache<QString, Entry> m_byDrawing; // by drawingHash(), rotation and resolution: a design's first tile
};

} // namespace Krajina
