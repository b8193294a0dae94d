// SPDX-FileCopyrightText: 2026 Krajina contributors
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

#include "tile/feature.h"
#include "tilepalette.h"

#include <QPointF>
#include <QRectF>

class QPainter;

namespace Krajina {

// Small pictures drawn on schematic tiles. Each draws round `centre` within
// `radius`, in the painter's current coordinates (the renderer's unit cell),
// with outlines `line` wide.
namespace TileSymbols {

void monastery(QPainter &painter, QPointF centre, qreal radius, qreal line, const TilePalette &palette);
void garden(QPainter &painter, QPointF centre, qreal radius, qreal line, const TilePalette &palette);
void bookmaker(QPainter &painter, QPointF centre, qreal radius, qreal line, const TilePalette &palette);
void cropCircle(QPainter &painter, QPointF centre, qreal radius, qreal line, CropCircleType type,
                const TilePalette &palette);
void inn(QPainter &painter, QPointF centre, qreal radius, qreal line, const TilePalette &palette);
void house(QPainter &painter, QPointF centre, qreal radius, qreal line, const TilePalette &palette);
void villageSquare(QPainter &painter, QPointF centre, qreal radius, qreal line, const TilePalette &palette);
void spring(QPainter &painter, QPointF centre, qreal radius, qreal line, const TilePalette &palette);
void lake(QPainter &painter, QPointF centre, qreal radius, qreal line, const TilePalette &palette);
// A volcano standing behind a lake; `away` points from the lake towards it.
void volcano(QPainter &painter, QPointF centre, qreal radius, qreal line, const TilePalette &palette);
void pigHerd(QPainter &painter, QPointF centre, qreal radius, qreal line, const TilePalette &palette);
// `count` blue-and-white shields in a row centred on `centre`; `radius` is one shield's half height.
void pennants(QPainter &painter, QPointF centre, qreal radius, qreal line, int count, const TilePalette &palette);
// The expansion symbol printed in a tile's corner, chosen by the watermark id.
void watermark(QPainter &painter, const QRectF &box, const QString &watermarkId, const QColor &fill,
               const QColor &outline);

} // namespace TileSymbols

} // namespace Krajina
