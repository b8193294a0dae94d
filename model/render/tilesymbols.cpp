// SPDX-FileCopyrightText: 2026 Krajina contributors
// SPDX-License-Identifier: GPL-3.0-or-later

#include "tilesymbols.h"

#include <QPainter>
#include <QPainterPath>
#include <QPolygonF>

#include <cmath>
#include <numbers>

using namespace Qt::StringLiterals;

namespace Krajina::TileSymbols {

namespace {

// Draws in a frame where the symbol spans -1..1 round its centre.
class SymbolFrame
{
public:
    SymbolFrame(QPainter &painter, QPointF centre, qreal radius, qreal line)
        : m_painter(painter)
        , m_line(radius > 0 ? line / radius : line)
    {
        m_painter.save();
        m_painter.translate(centre);
        m_painter.scale(radius, radius);
    }
    ~SymbolFrame() { m_painter.restore(); }
    SymbolFrame(const SymbolFrame &) = delete;
    SymbolFrame &operator=(const SymbolFrame &) = delete;

    QPen pen(const QColor &colour, qreal factor = 1.0) const
    {
        QPen p(colour, m_line * factor);
        p.setJoinStyle(Qt::RoundJoin);
        p.setCapStyle(Qt::RoundCap);
        return p;
    }
    void fill(const QPainterPath &path, const QColor &brush, const QColor &outline, qreal factor = 1.0) const
    {
        m_painter.setPen(outline.isValid() ? pen(outline, factor) : QPen(Qt::NoPen));
        m_painter.setBrush(brush.isValid() ? QBrush(brush) : QBrush(Qt::NoBrush));
        m_painter.drawPath(path);
    }
    void polygon(std::initializer_list<QPointF> points, const QColor &brush, const QColor &outline) const
    {
        QPainterPath path;
        path.addPolygon(QPolygonF(QList<QPointF>(points)));
        path.closeSubpath();
        fill(path, brush, outline);
    }
    void rect(const QRectF &r, const QColor &brush, const QColor &outline) const
    {
        QPainterPath path;
        path.addRect(r);
        fill(path, brush, outline);
    }
    void ellipse(QPointF c, qreal rx, qreal ry, const QColor &brush, const QColor &outline, qreal factor = 1.0) const
    {
        QPainterPath path;
        path.addEllipse(c, rx, ry);
        fill(path, brush, outline, factor);
    }
    QPainter &painter() const { return m_painter; }

private:
    QPainter &m_painter;
    qreal m_line;
};

// A gabled house seen from the front: walls, roof, door.
void gabledHouse(const SymbolFrame &f, const QRectF &body, qreal roofHeight, const QColor &wall, const QColor &roof,
                 const QColor &ink)
{
    f.rect(body, wall, ink);
    const qreal overhang = body.width() * 0.12;
    f.polygon({QPointF(body.left() - overhang, body.top()), QPointF(body.center().x(), body.top() - roofHeight),
               QPointF(body.right() + overhang, body.top())},
              roof, ink);
    const qreal doorWidth = body.width() * 0.26;
    f.rect(
        QRectF(body.center().x() - doorWidth / 2, body.bottom() - body.height() * 0.5, doorWidth, body.height() * 0.5),
        ink, QColor());
}

} // namespace

void monastery(QPainter &painter, QPointF centre, qreal radius, qreal line, const TilePalette &palette)
{
    const SymbolFrame f(painter, centre, radius, line);
    // The cloister's garth, then the church with its bell tower.
    f.ellipse({0, 0.1}, 0.98, 0.82, palette.field.lighter(118), palette.fieldEdge, 0.8);
    gabledHouse(f, QRectF(-0.62, -0.02, 0.86, 0.62), 0.42, palette.buildingWall, palette.roof, palette.ink);
    f.rect(QRectF(0.24, -0.4, 0.36, 1.0), palette.buildingWall, palette.ink);
    f.polygon({QPointF(0.19, -0.4), QPointF(0.42, -0.86), QPointF(0.65, -0.4)}, palette.roof, palette.ink);
    f.rect(QRectF(0.36, -0.26, 0.12, 0.16), palette.ink, QColor());
    painter.setPen(f.pen(palette.ink, 1.1));
    painter.drawLine(QPointF(0.42, -0.86), QPointF(0.42, -1.02));
    painter.drawLine(QPointF(0.35, -0.96), QPointF(0.49, -0.96));
}

void garden(QPainter &painter, QPointF centre, qreal radius, qreal line, const TilePalette &palette)
{
    const SymbolFrame f(painter, centre, radius, line);
    QPainterPath hedge;
    hedge.addRoundedRect(QRectF(-0.9, -0.9, 1.8, 1.8), 0.35, 0.35);
    f.fill(hedge, palette.hedge, palette.ink, 0.8);
    QPainterPath lawn;
    lawn.addRoundedRect(QRectF(-0.58, -0.58, 1.16, 1.16), 0.18, 0.18);
    f.fill(lawn, palette.field.lighter(115), QColor());
    // Paths crossing at a little fountain, flowers in the four beds.
    painter.setPen(f.pen(palette.road, 2.2));
    painter.drawLine(QPointF(-0.58, 0), QPointF(0.58, 0));
    painter.drawLine(QPointF(0, -0.58), QPointF(0, 0.58));
    f.ellipse({0, 0}, 0.2, 0.2, palette.river, palette.riverEdge, 0.7);
    const QColor flowers[] = {QColor(0xe8, 0x5d, 0x8a), QColor(0xf6, 0xd3, 0x3c)};
    int n = 0;
    for (qreal x : {-0.3, 0.3}) {
        for (qreal y : {-0.3, 0.3})
            f.ellipse({x, y}, 0.11, 0.11, flowers[n++ % 2], QColor());
    }
}

void bookmaker(QPainter &painter, QPointF centre, qreal radius, qreal line, const TilePalette &palette)
{
    const SymbolFrame f(painter, centre, radius, line);
    f.ellipse({0, 0.15}, 0.95, 0.75, palette.field.lighter(112), QColor());
    const QRectF body(-0.62, -0.25, 1.24, 0.85);
    f.rect(body, palette.buildingWall, palette.ink);
    // A striped awning over the counter and a gold betting chip on the sign.
    for (int i = 0; i < 6; ++i) {
        const qreal x = body.left() + body.width() * i / 6;
        f.polygon({QPointF(x, -0.25), QPointF(x + body.width() / 6, -0.25), QPointF(x + body.width() / 6, -0.02),
                   QPointF(x, -0.02)},
                  i % 2 ? palette.buildingWall : palette.roof, QColor());
    }
    f.rect(QRectF(body.left(), -0.25, body.width(), 0.23), QColor(), palette.ink);
    f.rect(QRectF(-0.18, 0.2, 0.36, 0.4), palette.ink, QColor());
    f.ellipse({0, -0.62}, 0.34, 0.34, QColor(0xf2, 0xc1, 0x3d), palette.ink);
    f.ellipse({0, -0.62}, 0.2, 0.2, QColor(), palette.ink, 0.7);
}

void cropCircle(QPainter &painter, QPointF centre, qreal radius, qreal line, CropCircleType type,
                const TilePalette &palette)
{
    const SymbolFrame f(painter, centre, radius, line);
    // Flattened wheat: a ring, a disc and satellite circles, the emblem of
    // the follower type it concerns in the middle.
    const QColor flattened = palette.wheat;
    const QColor furrow = palette.wheat.darker(135);
    f.ellipse({0, 0}, 0.98, 0.98, flattened, furrow);
    f.ellipse({0, 0}, 0.74, 0.74, palette.field.lighter(105), furrow);
    f.ellipse({0, 0}, 0.5, 0.5, flattened, furrow);
    for (int i = 0; i < 4; ++i) {
        const qreal a = std::numbers::pi / 4 + i * std::numbers::pi / 2;
        f.ellipse({0.86 * std::cos(a), 0.86 * std::sin(a)}, 0.12, 0.12, furrow, QColor());
    }
    switch (type) {
    case CropCircleType::City: {
        // A crenellated tower in city colour.
        QPainterPath tower;
        tower.moveTo(-0.26, 0.3);
        tower.lineTo(-0.26, -0.22);
        for (int i = 0; i < 3; ++i) {
            const qreal x = -0.26 + i * 0.2;
            tower.lineTo(x, -0.32);
            tower.lineTo(x + 0.12, -0.32);
            tower.lineTo(x + 0.12, -0.22);
            tower.lineTo(x + 0.2, -0.22);
        }
        tower.lineTo(0.26, -0.22);
        tower.lineTo(0.26, 0.3);
        tower.closeSubpath();
        f.fill(tower, palette.city, palette.wall);
        break;
    }
    case CropCircleType::Road: {
        QPainterPath road;
        road.moveTo(-0.36, 0);
        road.lineTo(0.36, 0);
        painter.setPen(QPen(palette.roadEdge, 0.3, Qt::SolidLine, Qt::FlatCap));
        painter.drawPath(road);
        painter.setPen(QPen(palette.road, 0.2, Qt::SolidLine, Qt::FlatCap));
        painter.drawPath(road);
        break;
    }
    case CropCircleType::Field: {
        // A sheaf: stalks bound in the middle with ears on top.
        painter.setPen(f.pen(QColor(0x9a, 0x74, 0x2a), 1.6));
        for (qreal dx : {-0.16, 0.0, 0.16}) {
            painter.drawLine(QPointF(dx * 0.4, 0.32), QPointF(dx, -0.16));
            f.ellipse({dx, -0.24}, 0.07, 0.12, QColor(0xc9, 0x98, 0x3a), QColor(0x9a, 0x74, 0x2a), 0.8);
        }
        painter.setPen(f.pen(QColor(0x9a, 0x74, 0x2a), 1.8));
        painter.drawLine(QPointF(-0.12, 0.1), QPointF(0.12, 0.1));
        break;
    }
    }
}

void inn(QPainter &painter, QPointF centre, qreal radius, qreal line, const TilePalette &palette)
{
    const SymbolFrame f(painter, centre, radius, line);
    // An inn by a small lake, as on the printed tiles.
    f.ellipse({0.35, 0.55}, 0.65, 0.38, palette.river, palette.riverEdge);
    gabledHouse(f, QRectF(-0.8, -0.2, 1.0, 0.7), 0.45, palette.buildingWall, QColor(0x8a, 0x4b, 0x2a), palette.ink);
    f.rect(QRectF(-0.68, -0.08, 0.2, 0.18), QColor(0xf6, 0xd3, 0x3c), palette.ink);
}

void house(QPainter &painter, QPointF centre, qreal radius, qreal line, const TilePalette &palette)
{
    const SymbolFrame f(painter, centre, radius, line);
    gabledHouse(f, QRectF(-0.6, -0.15, 1.2, 0.85), 0.6, palette.buildingWall, palette.roof, palette.ink);
}

void villageSquare(QPainter &painter, QPointF centre, qreal radius, qreal line, const TilePalette &palette)
{
    const SymbolFrame f(painter, centre, radius, line);
    f.ellipse({0, 0}, 1.0, 1.0, palette.road, palette.roadEdge, 1.2);
    gabledHouse(f, QRectF(-0.42, -0.12, 0.84, 0.56), 0.42, palette.buildingWall, palette.roof, palette.ink);
}

void spring(QPainter &painter, QPointF centre, qreal radius, qreal line, const TilePalette &palette)
{
    const SymbolFrame f(painter, centre, radius, line);
    // A pool ringed by stones with ripples where the water rises.
    for (int i = 0; i < 7; ++i) {
        const qreal a = -std::numbers::pi / 2 + i * 2 * std::numbers::pi / 7;
        f.ellipse({1.02 * std::cos(a), 1.02 * std::sin(a)}, 0.24, 0.2, palette.stone, palette.ink, 0.7);
    }
    f.ellipse({0, 0}, 0.9, 0.9, palette.river, palette.riverEdge);
    f.ellipse({0, 0}, 0.5, 0.5, QColor(), palette.riverLight, 1.3);
    f.ellipse({0, 0}, 0.2, 0.2, palette.riverLight, QColor());
}

void lake(QPainter &painter, QPointF centre, qreal radius, qreal line, const TilePalette &palette)
{
    const SymbolFrame f(painter, centre, radius, line);
    QPainterPath shore;
    // A slightly irregular outline reads as a lake rather than a disc.
    for (int i = 0; i <= 24; ++i) {
        const qreal a = i * 2 * std::numbers::pi / 24;
        const qreal r = 1.0 - 0.05 * std::sin(3 * a) - 0.03 * std::cos(5 * a);
        const QPointF p(r * std::cos(a), r * std::sin(a));
        if (i == 0)
            shore.moveTo(p);
        else
            shore.lineTo(p);
    }
    shore.closeSubpath();
    f.fill(shore, palette.river, palette.riverEdge, 1.2);
    painter.setPen(f.pen(palette.riverLight, 1.2));
    painter.setBrush(Qt::NoBrush);
    painter.drawArc(QRectF(-0.5, -0.35, 0.6, 0.3), 30 * 16, 120 * 16);
    painter.drawArc(QRectF(0.0, 0.1, 0.55, 0.3), 30 * 16, 120 * 16);
}

void volcano(QPainter &painter, QPointF centre, qreal radius, qreal line, const TilePalette &palette)
{
    const SymbolFrame f(painter, centre, radius, line);
    f.polygon({QPointF(-1.0, 0.7), QPointF(-0.28, -0.55), QPointF(0.28, -0.55), QPointF(1.0, 0.7)},
              QColor(0x7a, 0x5a, 0x44), palette.ink);
    f.polygon(
        {QPointF(-0.28, -0.55), QPointF(-0.12, -0.3), QPointF(0.0, -0.5), QPointF(0.14, -0.28), QPointF(0.28, -0.55)},
        QColor(0xe8, 0x55, 0x2b), QColor());
    f.ellipse({0.1, -0.78}, 0.22, 0.16, QColor(0xc8, 0xc8, 0xc8), palette.stone);
    f.ellipse({0.42, -0.95}, 0.17, 0.12, QColor(0xd8, 0xd8, 0xd8), palette.stone);
}

void pigHerd(QPainter &painter, QPointF centre, qreal radius, qreal line, const TilePalette &palette)
{
    const SymbolFrame f(painter, centre, radius, line);
    const QColor pink(0xf1, 0xa7, 0xb4);
    const QColor dark = palette.ink;
    painter.setPen(f.pen(dark, 1.4));
    for (qreal x : {-0.45, -0.15, 0.2, 0.45})
        painter.drawLine(QPointF(x, 0.25), QPointF(x, 0.6));
    f.ellipse({0, 0.1}, 0.7, 0.42, pink, dark);
    f.ellipse({0.72, -0.05}, 0.3, 0.28, pink, dark);
    f.polygon({QPointF(0.6, -0.28), QPointF(0.66, -0.48), QPointF(0.78, -0.3)}, pink, dark);
    f.ellipse({0.96, 0.0}, 0.1, 0.09, pink.darker(115), dark);
}

void pennants(QPainter &painter, QPointF centre, qreal radius, qreal line, int count, const TilePalette &palette)
{
    if (count <= 0)
        return;
    const SymbolFrame f(painter, centre, radius, line);
    QPainterPath shield;
    shield.moveTo(-0.75, -1);
    shield.lineTo(0.75, -1);
    shield.lineTo(0.75, 0.05);
    shield.cubicTo(0.75, 0.6, 0.3, 0.85, 0, 1);
    shield.cubicTo(-0.3, 0.85, -0.75, 0.6, -0.75, 0.05);
    shield.closeSubpath();
    const qreal spacing = 1.7;
    for (int i = 0; i < count; ++i) {
        const QPointF offset((i - (count - 1) / 2.0) * spacing, 0);
        f.fill(shield.translated(offset), palette.pennant, Qt::white, 2.2);
        f.fill(shield.translated(offset), QColor(), palette.ink, 0.8);
        // The white quarter of the blue-and-white banner.
        QPainterPath quarter;
        quarter.addRect(QRectF(offset.x() - 0.75, -1, 0.75, 0.95));
        f.fill(quarter.intersected(shield.translated(offset)), QColor(0xf4, 0xf4, 0xf4), QColor());
    }
}

void watermark(QPainter &painter, const QRectF &box, const QString &watermarkId, const QColor &fill,
               const QColor &outline)
{
    const qreal radius = std::min(box.width(), box.height()) / 2;
    const SymbolFrame f(painter, box.center(), radius, radius * 0.09);
    const QString id = watermarkId.toLower();
    if (id.contains(u"crown"_s) || id.contains(u"king"_s) || id.contains(u"count"_s)) {
        f.polygon({QPointF(-0.8, 0.55), QPointF(-0.9, -0.45), QPointF(-0.45, 0.05), QPointF(0, -0.7),
                   QPointF(0.45, 0.05), QPointF(0.9, -0.45), QPointF(0.8, 0.55)},
                  fill, outline);
    } else if (id.contains(u"stream"_s) || id.contains(u"river"_s) || id.contains(u"wave"_s)) {
        QPainterPath waves;
        for (qreal y : {-0.35, 0.0, 0.35}) {
            waves.moveTo(-0.85, y);
            waves.cubicTo(-0.45, y - 0.3, -0.25, y + 0.3, 0.0, y);
            waves.cubicTo(0.25, y - 0.3, 0.45, y + 0.3, 0.85, y);
        }
        painter.setBrush(Qt::NoBrush);
        painter.setPen(f.pen(outline, 3.2));
        painter.drawPath(waves);
        painter.setPen(f.pen(fill, 1.6));
        painter.drawPath(waves);
    } else if (id.contains(u"crop"_s) || id.contains(u"circle"_s) || id.contains(u"corn"_s)) {
        f.ellipse({0, 0}, 0.85, 0.85, fill, outline);
        f.ellipse({0, 0}, 0.45, 0.45, QColor(), outline);
        f.ellipse({0, 0}, 0.15, 0.15, outline, QColor());
    } else if (id.contains(u"bet"_s) || id.contains(u"coin"_s) || id.contains(u"bookmaker"_s)) {
        f.ellipse({0, 0}, 0.85, 0.85, fill, outline);
        f.ellipse({0, 0}, 0.55, 0.55, QColor(), outline);
    } else if (id.contains(u"anniv"_s) || id.contains(u"20"_s) || id.contains(u"star"_s)) {
        QPolygonF star;
        for (int i = 0; i < 10; ++i) {
            const qreal a = -std::numbers::pi / 2 + i * std::numbers::pi / 5;
            const qreal r = i % 2 ? 0.38 : 0.92;
            star << QPointF(r * std::cos(a), r * std::sin(a));
        }
        QPainterPath path;
        path.addPolygon(star);
        path.closeSubpath();
        f.fill(path, fill, outline);
    } else if (id.contains(u"garden"_s) || id.contains(u"flower"_s) || id.contains(u"abbot"_s)) {
        for (int i = 0; i < 5; ++i) {
            const qreal a = -std::numbers::pi / 2 + i * 2 * std::numbers::pi / 5;
            f.ellipse({0.45 * std::cos(a), 0.45 * std::sin(a)}, 0.36, 0.36, fill, outline);
        }
        f.ellipse({0, 0}, 0.3, 0.3, outline, QColor());
    } else if (id.contains(u"cut"_s)) {
        painter.setPen(f.pen(outline, 2.5));
        painter.drawLine(QPointF(-0.7, -0.7), QPointF(0.7, 0.7));
        painter.drawLine(QPointF(-0.7, 0.7), QPointF(0.7, -0.7));
        f.ellipse({-0.55, 0.55}, 0.25, 0.25, fill, outline);
        f.ellipse({0.55, 0.55}, 0.25, 0.25, fill, outline);
    } else {
        f.polygon({QPointF(0, -0.9), QPointF(0.75, 0), QPointF(0, 0.9), QPointF(-0.75, 0)}, fill, outline);
    }
}

} // namespace Krajina::TileSymbols
