// SPDX-FileCopyrightText: 2026 Krajina contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "hex/hexpainter.h"

#include <QFont>
#include <QPainter>
#include <QPainterPath>

#include <algorithm>
#include <cmath>
#include <limits>
#include <numbers>

namespace Krajina::DosRios {

HexGeometry HexGeometry::fit(const QList<HexCell> &cells, QSizeF size, qreal margin)
{
    HexGeometry g;
    if (cells.isEmpty())
        return g;
    qreal minX = std::numeric_limits<qreal>::max();
    qreal minY = minX;
    qreal maxX = std::numeric_limits<qreal>::lowest();
    qreal maxY = maxX;
    for (const HexCell &cell : cells) {
        const HexPoint p = hexCentre(cell.at);
        minX = std::min(minX, p.x - 1);
        maxX = std::max(maxX, p.x + 1);
        minY = std::min(minY, p.y - 0.87);
        maxY = std::max(maxY, p.y + 0.87);
    }
    g.radius = std::max<qreal>(
        3, std::min((size.width() - 2 * margin) / (maxX - minX), (size.height() - 2 * margin) / (maxY - minY)));
    g.origin = QPointF((size.width() - (maxX - minX) * g.radius) / 2 - minX * g.radius,
                       (size.height() - (maxY - minY) * g.radius) / 2 - minY * g.radius);
    return g;
}

QPointF HexGeometry::centre(Hex hex) const
{
    const HexPoint p = hexCentre(hex);
    return origin + QPointF(p.x, p.y) * radius;
}

QPointF HexGeometry::corner(Hex hex, int index) const
{
    const qreal angle = std::numbers::pi / 3 * index;
    return centre(hex) + QPointF(std::cos(angle), std::sin(angle)) * radius;
}

QPolygonF HexGeometry::polygon(Hex hex) const
{
    QPolygonF polygon;
    for (int i = 0; i < 6; ++i)
        polygon << corner(hex, i);
    return polygon;
}

std::pair<QPointF, QPointF> HexGeometry::sideCorners(HexSide side) const
{
    // N lies between corners 4 and 5, NE 5 and 0, SE 0 and 1, S 1 and 2, SW 2 and 3, NW 3 and 4.
    const int first = (int(side.side) + 4) % 6;
    return {corner(side.hex, first), corner(side.hex, (first + 1) % 6)};
}

QPointF HexGeometry::sidePoint(HexSide side) const
{
    const auto [a, b] = sideCorners(side);
    return (a + b) / 2 * 0.85 + centre(side.hex) * 0.15;
}

Side HexGeometry::sideTowards(Hex hex, QPointF point) const
{
    const QPointF d = point - centre(hex);
    const qreal degrees = std::atan2(d.y(), d.x()) * 180 / std::numbers::pi;
    return Side(((int(std::lround((degrees + 90) / 60)) % 6) + 6) % 6);
}

QColor terrainColour(Terrain terrain)
{
    switch (terrain) {
    case Terrain::Mountain:
        return QColor(0x8a, 0x80, 0x78);
    case Terrain::Spring:
        return QColor(0x6f, 0xa8, 0xdc);
    case Terrain::Highland:
        return QColor(0xc2, 0xa6, 0x6b);
    case Terrain::Forest:
        return QColor(0x3f, 0x7a, 0x3a);
    case Terrain::Farmland:
        return QColor(0xd9, 0xd3, 0x7a);
    case Terrain::Lake:
        return QColor(0x4a, 0x8f, 0xd0);
    case Terrain::City:
        return QColor(0xc8, 0x6b, 0x4e);
    case Terrain::Road:
        return QColor(0xe8, 0xdc, 0xc4);
    }
    return QColor(0x80, 0x80, 0x80);
}

QColor riverColour(River river)
{
    return river == River::Grande ? QColor(0x10, 0xa0, 0x3c) : QColor(0x7a, 0x4a, 0x1c);
}

namespace {

void paintCrop(QPainter &painter, QPointF c, qreal radius, Crop crop)
{
    const qreal u = radius / 6;
    painter.save();
    switch (crop) {
    case Crop::None:
        break;
    case Crop::Corn: // a yellow cob in its green husk
        painter.setPen(QPen(QColor(0x3a, 0x6b, 0x1f), u / 3));
        painter.setBrush(QColor(0xf2, 0xc2, 0x1c));
        painter.drawEllipse(c, u * 0.9, u * 1.8);
        break;
    case Crop::Tobacco: { // a broad brown-green leaf
        QPainterPath leaf;
        leaf.moveTo(c + QPointF(0, -2 * u));
        leaf.quadTo(c + QPointF(1.8 * u, 0), c + QPointF(0, 2 * u));
        leaf.quadTo(c + QPointF(-1.8 * u, 0), c + QPointF(0, -2 * u));
        painter.setPen(QPen(QColor(0x4d, 0x3a, 0x12), u / 3));
        painter.setBrush(QColor(0x8a, 0x7a, 0x2a));
        painter.drawPath(leaf);
        break;
    }
    case Crop::Wheat: // three golden ears
        painter.setPen(QPen(QColor(0xb0, 0x7d, 0x12), u / 2, Qt::SolidLine, Qt::RoundCap));
        for (int i = -1; i <= 1; ++i)
            painter.drawLine(c + QPointF(i * u, 2 * u), c + QPointF(i * 1.4 * u, -1.6 * u));
        break;
    }
    painter.restore();
}

void paintCourse(QPainter &painter, const HexGeometry &g, const Board &board, const RiverCourse &course,
                 const QColor &colour, int from, int to, qreal offset)
{
    if (to - from < 1)
        return;
    QPainterPath path;
    for (int i = from; i <= to; ++i) {
        const QPointF p = g.centre(board.cells[course.cells[std::size_t(i)]].at) + QPointF(offset, 0);
        if (i == from)
            path.moveTo(p);
        else
            path.lineTo(p);
    }
    painter.setPen(QPen(colour, std::max<qreal>(2, g.radius / 4), Qt::SolidLine, Qt::RoundCap, Qt::RoundJoin));
    painter.setBrush(Qt::NoBrush);
    painter.drawPath(path);
}

} // namespace

void paintHexes(QPainter &painter, const HexGeometry &g, const QList<HexCell> &cells, bool withHeights)
{
    QFont font = painter.font();
    font.setPixelSize(std::max(7, int(g.radius / 3.2)));
    painter.setFont(font);
    for (const HexCell &cell : cells) {
        painter.setPen(QPen(QColor(0x40, 0x40, 0x40), 1));
        painter.setBrush(terrainColour(cell.terrain));
        painter.drawPolygon(g.polygon(cell.at));
        const QPointF c = g.centre(cell.at);
        paintCrop(painter, c, g.radius, cell.crop);
        if (withHeights && isRiverLand(cell.terrain)) {
            painter.setPen(cell.terrain == Terrain::Forest ? QColor(Qt::white) : QColor(Qt::black));
            painter.drawText(QRectF(c.x() - g.radius / 2, c.y() + g.radius * 0.3, g.radius, g.radius * 0.5),
                             Qt::AlignCenter, QString::number(terrainHeight(cell.terrain)));
        }
    }
}

void paintSlots(QPainter &painter, const HexGeometry &g, const QList<std::array<Hex, 3>> &slots, int selected,
                const QColor &highlight)
{
    for (qsizetype s = 0; s < slots.size(); ++s) {
        QPainterPath outline;
        for (const Hex hex : slots[s]) {
            QPainterPath p;
            p.addPolygon(g.polygon(hex));
            p.closeSubpath();
            outline = outline.united(p);
        }
        painter.setPen(QPen(s == selected ? highlight : QColor(0x20, 0x20, 0x20), s == selected ? 4 : 2));
        painter.setBrush(Qt::NoBrush);
        painter.drawPath(outline.simplified());
    }
}

void paintRivers(QPainter &painter, const HexGeometry &g, const Board &board, const Routing &routing)
{
    // Each course from its spring; the joined stretch in both colours side by side.
    const RiverCourse &grande = routing.rivers[int(River::Grande)];
    const RiverCourse &moreno = routing.rivers[int(River::Moreno)];
    const int last = int(grande.cells.size()) - 1;
    int join = -1;
    if (routing.joinCell >= 0)
        join = int(std::find(grande.cells.begin(), grande.cells.end(), routing.joinCell) - grande.cells.begin());
    const qreal shift = g.radius / 7;
    if (join >= 0 && join <= last) {
        paintCourse(painter, g, board, grande, riverColour(River::Grande), 0, join, 0);
        paintCourse(painter, g, board, grande, riverColour(River::Moreno), join, last, shift);
        paintCourse(painter, g, board, grande, riverColour(River::Grande), join, last, -shift);
    } else {
        paintCourse(painter, g, board, grande, riverColour(River::Grande), 0, last, 0);
    }
    paintCourse(painter, g, board, moreno, riverColour(River::Moreno), 0, int(moreno.cells.size()) - 1, 0);
}

void paintDams(QPainter &painter, const HexGeometry &g, const QList<HexSide> &dams)
{
    // A wooden bar along the side, on a light halo so that it shows on every terrain.
    const qreal width = std::max<qreal>(4, g.radius / 3);
    for (const bool halo : {true, false}) {
        painter.setPen(QPen(halo ? QColor(0xff, 0xf4, 0xd0) : QColor(0x5b, 0x36, 0x12), halo ? width + 4 : width,
                            Qt::SolidLine, Qt::RoundCap));
        for (const HexSide &dam : dams) {
            const auto [a, b] = g.sideCorners(dam);
            painter.drawLine(a + (b - a) * 0.1, a + (b - a) * 0.9);
        }
    }
}

QImage boardImage(const Board &board, const QList<std::array<Hex, 3>> &slots, QSize size)
{
    QImage image(size, QImage::Format_ARGB32_Premultiplied);
    image.fill(Qt::white);
    QPainter painter(&image);
    painter.setRenderHint(QPainter::Antialiasing);
    const HexGeometry g = HexGeometry::fit(board.cells, size);
    paintHexes(painter, g, board.cells, true);
    paintSlots(painter, g, slots, -1, {});
    paintRivers(painter, g, board, RiverRouter(board).route());
    paintDams(painter, g, board.dams);
    return image;
}

QImage pieceImage(const QList<HexCell> &cells, QSize size)
{
    QImage image(size, QImage::Format_ARGB32_Premultiplied);
    image.fill(Qt::transparent);
    QPainter painter(&image);
    painter.setRenderHint(QPainter::Antialiasing);
    paintHexes(painter, HexGeometry::fit(cells, size, 2), cells, true);
    return image;
}

} // namespace Krajina::DosRios
