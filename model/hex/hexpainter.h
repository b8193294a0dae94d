// SPDX-FileCopyrightText: 2026 Krajina contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "hex/routing.h"

#include <QColor>
#include <QImage>
#include <QPointF>
#include <QPolygonF>
#include <QSizeF>

class QPainter;

namespace Krajina::DosRios {

// Where hexes lie on a picture: a flat-topped hex of `radius` (centre to
// corner) per board hex, shifted by `origin`.
struct HexGeometry
{
    qreal radius = 20;
    QPointF origin;

    // The geometry that fits the hexes into a picture of `size` with a margin.
    static HexGeometry fit(const QList<HexCell> &cells, QSizeF size, qreal margin = 8);
    QPointF centre(Hex hex) const;
    // Corner i at 60° * i from the right, clockwise on screen.
    QPointF corner(Hex hex, int index) const;
    QPolygonF polygon(Hex hex) const;
    // The two corners of a side.
    std::pair<QPointF, QPointF> sideCorners(HexSide side) const;
    // A point just inside a side (where a click on it lands).
    QPointF sidePoint(HexSide side) const;
    // The side of `hex` nearest to a point in it.
    Side sideTowards(Hex hex, QPointF point) const;
};

QColor terrainColour(Terrain terrain);
QColor riverColour(River river);

// The parts of a board picture, in painting order.
void paintHexes(QPainter &painter, const HexGeometry &geometry, const QList<HexCell> &cells, bool withHeights);
void paintSlots(QPainter &painter, const HexGeometry &geometry, const QList<std::array<Hex, 3>> &slots, int selected,
                const QColor &highlight);
void paintRivers(QPainter &painter, const HexGeometry &geometry, const Board &board, const Routing &routing);
void paintDams(QPainter &painter, const HexGeometry &geometry, const QList<HexSide> &dams);

// A whole board with its rivers and dams, or one piece, as a picture.
QImage boardImage(const Board &board, const QList<std::array<Hex, 3>> &slots, QSize size);
QImage pieceImage(const QList<HexCell> &cells, QSize size);

} // namespace Krajina::DosRios
