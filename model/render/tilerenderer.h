// SPDX-FileCopyrightText: 2026 Krajina contributors
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

#include "catalogue/catalogue.h"
#include "tile/tiledefinition.h"
#include "tilepalette.h"

#include <QByteArray>
#include <QHash>
#include <QImage>
#include <QRectF>
#include <QSizeF>
#include <QString>

#include <memory>

class QPainter;

namespace Krajina {

class TileArt;
class TileGeometry;

struct TileRenderOptions
{
    int rotationDegrees = 0; // clockwise; quarter turns fill the target, other angles fit inside it
    bool fieldTints = false; // each field region in its own colour
    bool watermark = true; // the expansion symbol in the bottom-left corner
    bool art = true; // the tile's own picture underneath, when it has one
    bool frame = true; // a thin line round the tile (off for print, where the cut is the edge)
    QString artBaseDirectory; // where relative art paths are looked up
    qreal schematicOpacityOverArt = 0.35; // the schematic stays visible over art, to check one against the other
    qreal overdraw = 0; // how far (in cells) the picture runs on past the tile's outer edges, for print bleed
};

// Draws tile definitions schematically: fields, cities with walls and
// pennants, roads, rivers with their springs and lakes, buildings, crossings,
// the watermark, and the tile's art underneath. Paints into any QPainter
// (widgets, images, SVG, PDF); the tile keeps its square cells and is centred
// in the target.
class TileRenderer
{
public:
    explicit TileRenderer(TileRenderOptions options = {}, const TilePalette &palette = TilePalette::standard());
    ~TileRenderer();
    TileRenderer(const TileRenderer &) = delete;
    TileRenderer &operator=(const TileRenderer &) = delete;

    const TileRenderOptions &options() const { return m_options; }
    void setOptions(const TileRenderOptions &options) { m_options = options; }
    const TilePalette &palette() const { return m_palette; }

    // The tile's size in cells once rotated (a 2x1 tile turned a quarter is 1x2).
    static QSizeF rotatedSize(const TileDefinition &tile, int rotationDegrees);
    // Where the tile lands inside `target` (its cells square, centred) for quarter turns.
    static QRectF fittedRect(const TileDefinition &tile, const QRectF &target, int rotationDegrees);

    void paint(QPainter &painter, const QRectF &target, const TileDefinition &tile) const;
    // The back of the tile: its back's colour (river backs dark) and its watermark.
    void paintBack(QPainter &painter, const QRectF &target, const TileDefinition &tile, const QString &backId,
                   const QColor &backColour = {}) const;

    // `cellPixels` is the side of one cell; a 2x1 tile is twice as wide.
    QImage toImage(const TileDefinition &tile, int cellPixels) const;
    // `dpi` decides the physical size the SVG declares (width and height in millimetres).
    QByteArray toSvg(const TileDefinition &tile, int cellPixels, int dpi = 96) const;
    // Write files; on failure return false and say why in `error`, naming the file.
    bool writePng(const TileDefinition &tile, const QString &path, int cellPixels, QString *error) const;
    bool writeSvg(const TileDefinition &tile, const QString &path, int cellPixels, QString *error, int dpi = 96) const;

    // A problem loading the art of the last tile painted, empty when none.
    QString lastArtError() const { return m_lastArtError; }

private:
    void paintCell(QPainter &painter, const TileDefinition &tile, int cell, const QRectF &extent) const;
    const TileArt *artFor(const TileDefinition &tile) const;

    TileRenderOptions m_options;
    const TilePalette &m_palette;
    mutable QHash<QString, std::shared_ptr<TileArt>> m_artCache;
    mutable QString m_lastArtError;
};

// The back id a tile shows: its own, else its expansion's default.
QString effectiveBackId(const TileDefinition &tile, const Catalogue *catalogue);

} // namespace Krajina
