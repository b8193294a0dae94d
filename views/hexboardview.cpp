// SPDX-FileCopyrightText: 2026 Krajina contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "hexboardview.h"

#include <QHelpEvent>
#include <QKeyEvent>
#include <QMouseEvent>
#include <QPainter>
#include <QPainterPath>
#include <QToolTip>

#include <algorithm>
#include <cmath>
#include <limits>

using namespace Qt::StringLiterals;

namespace Krajina {

using namespace DosRios;

namespace {

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
    return Qt::gray;
}

const QColor GrandeColour(0x10, 0xa0, 0x3c);
const QColor MorenoColour(0x7a, 0x4a, 0x1c);
const QColor DamColour(0x5b, 0x36, 0x12);

} // namespace

HexBoardView::HexBoardView(QWidget *parent)
    : QWidget(parent)
{
    setObjectName(u"hexBoardView"_s);
    setFocusPolicy(Qt::StrongFocus);
    setMouseTracking(false);
    setMinimumSize(240, 200);
}

void HexBoardView::setBoard(const Board &board, const QList<std::array<Hex, 3>> &slots, const Routing &routing)
{
    m_board = board;
    m_slots = slots;
    m_routing = routing;
    layoutBoard();
    update();
}

void HexBoardView::setSelectedSlot(int slot)
{
    if (m_selectedSlot == slot)
        return;
    m_selectedSlot = slot;
    update();
}

QSize HexBoardView::sizeHint() const
{
    return {640, 520};
}

void HexBoardView::layoutBoard()
{
    if (m_board.cells.isEmpty())
        return;
    qreal minX = std::numeric_limits<qreal>::max();
    qreal minY = minX;
    qreal maxX = std::numeric_limits<qreal>::lowest();
    qreal maxY = maxX;
    for (const HexCell &cell : std::as_const(m_board.cells)) {
        const HexPoint p = DosRios::hexCentre(cell.at);
        minX = std::min(minX, p.x - 1);
        maxX = std::max(maxX, p.x + 1);
        minY = std::min(minY, p.y - 0.87);
        maxY = std::max(maxY, p.y + 0.87);
    }
    const qreal margin = 8;
    m_radius
        = std::max<qreal>(4, std::min((width() - 2 * margin) / (maxX - minX), (height() - 2 * margin) / (maxY - minY)));
    const qreal boardWidth = (maxX - minX) * m_radius;
    const qreal boardHeight = (maxY - minY) * m_radius;
    m_origin = QPointF((width() - boardWidth) / 2 - minX * m_radius, (height() - boardHeight) / 2 - minY * m_radius);
}

void HexBoardView::resizeEvent(QResizeEvent *event)
{
    QWidget::resizeEvent(event);
    layoutBoard();
}

QPointF HexBoardView::hexCentre(Hex hex) const
{
    const HexPoint p = DosRios::hexCentre(hex);
    return m_origin + QPointF(p.x, p.y) * m_radius;
}

QPointF HexBoardView::corner(Hex hex, int index) const
{
    const qreal angle = M_PI / 3 * index;
    return hexCentre(hex) + QPointF(std::cos(angle), std::sin(angle)) * m_radius;
}

QPolygonF HexBoardView::hexPolygon(Hex hex) const
{
    QPolygonF polygon;
    for (int i = 0; i < 6; ++i)
        polygon << corner(hex, i);
    return polygon;
}

QPointF HexBoardView::sidePoint(HexSide side) const
{
    // Side s lies between corners: N between 4 and 5, NE 5 and 0, SE 0 and 1, S 1 and 2, SW 2 and 3, NW 3 and 4.
    const int first = (int(side.side) + 4) % 6;
    return (corner(side.hex, first) + corner(side.hex, (first + 1) % 6)) / 2 * 0.85 + hexCentre(side.hex) * 0.15;
}

std::optional<Hex> HexBoardView::hexAt(QPointF point) const
{
    for (const HexCell &cell : m_board.cells) {
        if (hexPolygon(cell.at).containsPoint(point, Qt::OddEvenFill))
            return cell.at;
    }
    return std::nullopt;
}

int HexBoardView::slotAt(QPointF point) const
{
    const std::optional<Hex> hex = hexAt(point);
    if (!hex)
        return -1;
    for (qsizetype s = 0; s < m_slots.size(); ++s) {
        if (std::find(m_slots[s].begin(), m_slots[s].end(), *hex) != m_slots[s].end())
            return int(s);
    }
    return -1;
}

void HexBoardView::drawCrop(QPainter &painter, QPointF c, Crop crop) const
{
    const qreal u = m_radius / 6;
    painter.save();
    switch (crop) {
    case Crop::None:
        break;
    case Crop::Corn: // a yellow cob in its green husk
        painter.setPen(QPen(QColor(0x3a, 0x6b, 0x1f), u / 3));
        painter.setBrush(QColor(0xf2, 0xc2, 0x1c));
        painter.drawEllipse(c, u * 0.9, u * 1.8);
        break;
    case Crop::Tobacco: // a broad brown-green leaf
    {
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

void HexBoardView::drawRiver(QPainter &painter, const RiverCourse &course, const QColor &colour, int fromIndex,
                             int toIndex, qreal offset) const
{
    if (toIndex - fromIndex < 1)
        return;
    QPainterPath path;
    for (int i = fromIndex; i <= toIndex; ++i) {
        const QPointF p = hexCentre(m_board.cells[course.cells[std::size_t(i)]].at) + QPointF(offset, 0);
        if (i == fromIndex)
            path.moveTo(p);
        else
            path.lineTo(p);
    }
    painter.setPen(QPen(colour, std::max<qreal>(2, m_radius / 4), Qt::SolidLine, Qt::RoundCap, Qt::RoundJoin));
    painter.setBrush(Qt::NoBrush);
    painter.drawPath(path);
}

void HexBoardView::paintEvent(QPaintEvent *)
{
    QPainter painter(this);
    painter.setRenderHint(QPainter::Antialiasing);
    painter.fillRect(rect(), palette().base());
    QFont font = painter.font();
    font.setPixelSize(std::max(7, int(m_radius / 3.2)));
    painter.setFont(font);
    for (const HexCell &cell : std::as_const(m_board.cells)) {
        const QPolygonF polygon = hexPolygon(cell.at);
        painter.setPen(QPen(QColor(0x40, 0x40, 0x40), 1));
        painter.setBrush(terrainColour(cell.terrain));
        painter.drawPolygon(polygon);
        const QPointF c = hexCentre(cell.at);
        drawCrop(painter, c, cell.crop);
        if (isRiverLand(cell.terrain)) {
            // The height, small in the lower part of the hex.
            painter.setPen(cell.terrain == Terrain::Forest ? Qt::white : Qt::black);
            painter.drawText(QRectF(c.x() - m_radius / 2, c.y() + m_radius * 0.3, m_radius, m_radius * 0.5),
                             Qt::AlignCenter, QString::number(terrainHeight(cell.terrain)));
        }
    }
    // Slot outlines.
    for (qsizetype s = 0; s < m_slots.size(); ++s) {
        QPainterPath outline;
        for (const Hex hex : m_slots[s])
            outline = outline.united([&] {
                QPainterPath p;
                p.addPolygon(hexPolygon(hex));
                p.closeSubpath();
                return p;
            }());
        const bool selected = s == m_selectedSlot || s == m_dragSlot;
        painter.setPen(QPen(selected ? palette().highlight().color() : QColor(0x20, 0x20, 0x20), selected ? 4 : 2));
        painter.setBrush(Qt::NoBrush);
        painter.drawPath(outline.simplified());
    }
    // Rivers: from each spring to the end; the joined stretch in both colours side by side.
    const RiverCourse &grande = m_routing.rivers[int(River::Grande)];
    const RiverCourse &moreno = m_routing.rivers[int(River::Moreno)];
    int joinInGrande = -1;
    if (m_routing.joinCell >= 0) {
        const auto it = std::find(grande.cells.begin(), grande.cells.end(), m_routing.joinCell);
        joinInGrande = int(it - grande.cells.begin());
    }
    const int lastGrande = int(grande.cells.size()) - 1;
    const qreal shift = m_radius / 7;
    if (joinInGrande >= 0) {
        drawRiver(painter, grande, GrandeColour, 0, joinInGrande, 0);
        drawRiver(painter, grande, MorenoColour, joinInGrande, lastGrande, shift);
        drawRiver(painter, grande, GrandeColour, joinInGrande, lastGrande, -shift);
    } else {
        drawRiver(painter, grande, GrandeColour, 0, lastGrande, 0);
    }
    drawRiver(painter, moreno, MorenoColour, 0, int(moreno.cells.size()) - 1, 0);
    // Dams: a wooden bar on the side.
    painter.setPen(QPen(DamColour, std::max<qreal>(3, m_radius / 4), Qt::SolidLine, Qt::RoundCap));
    for (const HexSide &dam : std::as_const(m_board.dams)) {
        const int first = (int(dam.side) + 4) % 6;
        const QPointF a = corner(dam.hex, first);
        const QPointF b = corner(dam.hex, (first + 1) % 6);
        painter.drawLine(a + (b - a) * 0.15, a + (b - a) * 0.85);
    }
}

bool HexBoardView::event(QEvent *event)
{
    if (event->type() == QEvent::ToolTip) {
        auto *help = static_cast<QHelpEvent *>(event);
        const std::optional<Hex> hex = hexAt(help->pos());
        const HexCell *cell = hex ? m_board.cell(*hex) : nullptr;
        if (!cell) {
            QToolTip::hideText();
            return true;
        }
        QString text = u"%1: %2"_s.arg(hexText(cell->at), TerrainText::terrain(cell->terrain));
        if (cell->crop != Crop::None)
            text += u", "_s + TerrainText::crop(cell->crop);
        text += u" (%1)"_s.arg(terrainHeight(cell->terrain));
        QToolTip::showText(help->globalPos(), text, this);
        return true;
    }
    return QWidget::event(event);
}

void HexBoardView::mousePressEvent(QMouseEvent *event)
{
    if (event->button() != Qt::LeftButton)
        return QWidget::mousePressEvent(event);
    m_pressPoint = event->position();
    m_dragging = false;
    m_dragSlot = -1;
    const std::optional<Hex> hex = hexAt(m_pressPoint);
    if (!hex)
        return;
    const QPointF d = m_pressPoint - hexCentre(*hex);
    if (std::hypot(d.x(), d.y()) > m_radius * 0.55) {
        // Near a side: which one, by the direction from the centre.
        const qreal degrees = std::atan2(d.y(), d.x()) * 180 / M_PI;
        const int side = ((int(std::lround((degrees + 90) / 60)) % 6) + 6) % 6;
        Q_EMIT sideClicked(HexSide {*hex, Side(side)});
        return;
    }
    m_dragSlot = slotAt(m_pressPoint);
    if (m_dragSlot >= 0) {
        m_selectedSlot = m_dragSlot;
        Q_EMIT slotSelected(m_dragSlot);
        update();
    }
}

void HexBoardView::mouseMoveEvent(QMouseEvent *event)
{
    if (m_dragSlot >= 0 && (event->position() - m_pressPoint).manhattanLength() > 6) {
        m_dragging = true;
        setCursor(Qt::ClosedHandCursor);
    }
}

void HexBoardView::mouseReleaseEvent(QMouseEvent *event)
{
    unsetCursor();
    const int from = m_dragSlot;
    m_dragSlot = -1;
    if (m_dragging && from >= 0) {
        const int to = slotAt(event->position());
        if (to >= 0 && to != from)
            Q_EMIT slotsSwapRequested(from, to);
    }
    m_dragging = false;
    update();
}

void HexBoardView::mouseDoubleClickEvent(QMouseEvent *event)
{
    const int slot = slotAt(event->position());
    const std::optional<Hex> hex = hexAt(event->position());
    if (slot >= 0 && hex) {
        const QPointF d = event->position() - hexCentre(*hex);
        if (std::hypot(d.x(), d.y()) <= m_radius * 0.55)
            Q_EMIT slotTurnRequested(slot);
    }
}

void HexBoardView::keyPressEvent(QKeyEvent *event)
{
    if (event->key() == Qt::Key_R && m_selectedSlot >= 0) {
        Q_EMIT slotTurnRequested(m_selectedSlot);
        return;
    }
    QWidget::keyPressEvent(event);
}

} // namespace Krajina
