// SPDX-FileCopyrightText: 2026 Krajina contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "hexboardview.h"

#include <QContextMenuEvent>
#include <QHelpEvent>
#include <QKeyEvent>
#include <QMouseEvent>
#include <QPainter>
#include <QToolTip>

#include <algorithm>
#include <cmath>

using namespace Qt::StringLiterals;

namespace Krajina {

using namespace DosRios;

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
    m_geometry = HexGeometry::fit(m_board.cells, size());
}

void HexBoardView::resizeEvent(QResizeEvent *event)
{
    QWidget::resizeEvent(event);
    layoutBoard();
}

QPointF HexBoardView::hexCentre(Hex hex) const
{
    return m_geometry.centre(hex);
}

QPointF HexBoardView::sidePoint(HexSide side) const
{
    return m_geometry.sidePoint(side);
}

std::optional<Hex> HexBoardView::hexAt(QPointF point) const
{
    for (const HexCell &cell : m_board.cells) {
        if (m_geometry.polygon(cell.at).containsPoint(point, Qt::OddEvenFill))
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

void HexBoardView::paintEvent(QPaintEvent *)
{
    QPainter painter(this);
    painter.setRenderHint(QPainter::Antialiasing);
    painter.fillRect(rect(), palette().base());
    paintHexes(painter, m_geometry, m_board.cells, true);
    paintSlots(painter, m_geometry, m_slots, m_dragSlot >= 0 ? m_dragSlot : m_selectedSlot,
               palette().highlight().color());
    paintRivers(painter, m_geometry, m_board, m_routing);
    paintDams(painter, m_geometry, m_board.dams);
    // A tie: a ring round the hex where the river may take either way.
    painter.setBrush(Qt::NoBrush);
    painter.setPen(QPen(palette().highlight().color(), std::max(2.0, m_geometry.radius / 8), Qt::DotLine));
    for (const Hex &hex : std::as_const(m_ties))
        painter.drawEllipse(hexCentre(hex), m_geometry.radius * 0.62, m_geometry.radius * 0.62);
}

void HexBoardView::setTies(const QList<Hex> &ties)
{
    m_ties = ties;
    update();
}

QString HexBoardView::hexDescription(const HexCell &cell) const
{
    QString text = u"%1: %2"_s.arg(hexText(cell.at), TerrainText::terrain(cell.terrain));
    if (cell.crop != Crop::None)
        text += u", "_s + TerrainText::crop(cell.crop);
    return text + u" (%1)"_s.arg(terrainHeight(cell.terrain));
}

std::optional<HexSide> HexBoardView::sideAt(QPointF point) const
{
    const std::optional<Hex> hex = hexAt(point);
    if (!hex)
        return std::nullopt;
    const QPointF d = point - hexCentre(*hex);
    if (std::hypot(d.x(), d.y()) <= m_geometry.radius * 0.55)
        return std::nullopt;
    return HexSide {*hex, m_geometry.sideTowards(*hex, point)};
}

void HexBoardView::contextMenuEvent(QContextMenuEvent *event)
{
    if (const std::optional<Hex> hex = hexAt(event->pos()))
        Q_EMIT hexMenuRequested(*hex, event->globalPos());
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
        QToolTip::showText(help->globalPos(), hexDescription(*cell), this);
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
    if (const std::optional<HexSide> side = sideAt(m_pressPoint)) {
        // Near a side: which one, by the direction from the centre.
        Q_EMIT sideClicked(*side);
        return;
    }
    Q_EMIT hexSelected(*hex);
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
        if (std::hypot(d.x(), d.y()) <= m_geometry.radius * 0.55)
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
