// SPDX-FileCopyrightText: 2026 Krajina contributors
// SPDX-License-Identifier: GPL-3.0-or-later

#include "tilecanvas.h"

#include "common/featurelabels.h"
#include "render/tilerenderer.h"
#include "tile/featureedit.h"

#include <QHelpEvent>
#include <QKeyEvent>
#include <QMouseEvent>
#include <QPainter>
#include <QPainterPath>
#include <QToolTip>

#include <algorithm>

using namespace Qt::StringLiterals;

namespace Krajina {

namespace {

// A handle's place in a unit cell: three per side, clockwise from the top-left.
QPointF unitHandle(int position)
{
    constexpr qreal inset = 0.07;
    const int side = position / 3;
    const qreal along = 0.25 * (position % 3 + 1);
    switch (side) {
    case 0:
        return {along, inset};
    case 1:
        return {1 - inset, along};
    case 2:
        return {1 - along, 1 - inset};
    default:
        return {inset, 1 - along};
    }
}

QColor handleColour(const TileDefinition &tile, int cell, int position, const QPalette &palette)
{
    const Location where = Location::position(position);
    for (const Feature &f : tile.features) {
        if (f.cell != cell)
            continue;
        const Location covered
            = f.type == FeatureType::City ? f.locations | f.locations.flankingHalfEdges() : f.locations;
        if (!covered.contains(where))
            continue;
        switch (f.type) {
        case FeatureType::City:
            return QColor(0xb0, 0x6a, 0x2c);
        case FeatureType::Road:
            return QColor(0xf4, 0xf0, 0xe6);
        case FeatureType::River:
            return QColor(0x2f, 0x7f, 0xd0);
        case FeatureType::Field:
            return QColor(0x5e, 0xa8, 0x3a);
        default:
            break;
        }
    }
    // A side no city, road or river holds is a field edge.
    if (position % 3 == 1)
        return QColor(0xa8, 0xd4, 0x8c);
    return palette.color(QPalette::Base);
}

} // namespace

TileCanvas::TileCanvas(QWidget *parent)
    : QWidget(parent)
    , m_renderer(std::make_unique<TileRenderer>(TileRenderOptions {.fieldTints = true}))
{
    setFocusPolicy(Qt::StrongFocus);
    setMouseTracking(true);
    setSizePolicy(QSizePolicy::Expanding, QSizePolicy::Expanding);
    setAccessibleName(tr("Tile"));
}

TileCanvas::~TileCanvas() = default;

void TileCanvas::setTile(const TileDefinition &tile)
{
    const bool sameShape = tile.size == m_tile.size;
    m_tile = tile;
    if (!sameShape || m_selectedCell >= tile.cellCount())
        setSelection(0, {});
    if (m_focusCell >= tile.cellCount())
        m_focusCell = 0;
    update();
}

void TileCanvas::setSelection(int cell, Location locations)
{
    if (cell == m_selectedCell && locations == m_selection)
        return;
    m_selectedCell = cell;
    m_selection = locations;
    update();
    Q_EMIT selectionChanged();
}

QRectF TileCanvas::tileRect() const
{
    const QRectF area = QRectF(rect()).adjusted(12, 12, -12, -12);
    return TileRenderer::fittedRect(m_tile, area, 0);
}

qreal TileCanvas::handleRadius() const
{
    const QRectF r = tileRect();
    const qreal cell = r.height();
    return std::max<qreal>(5, cell * 0.035);
}

QPointF TileCanvas::handleCentre(int cell, int position) const
{
    const QRectF r = tileRect();
    const qreal side = r.height();
    const int columns = std::max(1, m_tile.size.width());
    const QPointF origin = r.topLeft() + QPointF((cell % columns) * side, (cell / columns) * side);
    return origin + unitHandle(position) * side;
}

std::pair<int, int> TileCanvas::handleAt(const QPointF &point) const
{
    const qreal reach = handleRadius() * 1.8;
    int bestCell = 0;
    int best = -1;
    qreal bestDistance = reach;
    for (int cell = 0; cell < m_tile.cellCount(); ++cell) {
        for (int p = 0; p < Location::PositionCount; ++p) {
            const qreal d = QLineF(point, handleCentre(cell, p)).length();
            if (d < bestDistance) {
                bestDistance = d;
                best = p;
                bestCell = cell;
            }
        }
    }
    return {bestCell, best};
}

void TileCanvas::paintEvent(QPaintEvent *)
{
    QPainter painter(this);
    painter.setRenderHint(QPainter::Antialiasing);
    painter.fillRect(rect(), palette().color(QPalette::Window));
    const QRectF r = tileRect();
    m_renderer->paint(painter, r, m_tile);

    const qreal radius = handleRadius();
    const QColor highlight = palette().color(QPalette::Highlight);
    for (int cell = 0; cell < m_tile.cellCount(); ++cell) {
        for (int p = 0; p < Location::PositionCount; ++p) {
            const QPointF c = handleCentre(cell, p);
            const bool isSide = p % 3 == 1;
            const bool selected = cell == m_selectedCell && m_selection.contains(Location::position(p));
            painter.setPen(QPen(selected ? highlight : QColor(30, 30, 30), selected ? 3 : 1.2));
            painter.setBrush(handleColour(m_tile, cell, p, palette()));
            if (isSide)
                painter.drawRect(QRectF(c.x() - radius, c.y() - radius, 2 * radius, 2 * radius));
            else
                painter.drawEllipse(c, radius * 0.85, radius * 0.85);
        }
    }
    if (hasFocus()) {
        painter.setPen(QPen(highlight, 1, Qt::DotLine));
        painter.setBrush(Qt::NoBrush);
        painter.drawRect(r.adjusted(-4, -4, 4, 4));
        // The handle the keyboard is on.
        painter.setPen(QPen(highlight, 2, Qt::DashLine));
        painter.drawEllipse(handleCentre(m_focusCell, m_focusPosition), radius * 1.6, radius * 1.6);
    }
}

bool TileCanvas::event(QEvent *event)
{
    if (event->type() == QEvent::ToolTip) {
        auto *help = static_cast<QHelpEvent *>(event);
        const auto [cell, position] = handleAt(help->pos());
        if (position < 0) {
            QToolTip::hideText();
            event->ignore();
            return true;
        }
        QString text = FeatureLabels::location(position);
        for (const Feature &f : m_tile.features) {
            if (f.cell == cell && coveredLocations(f).contains(Location::position(position))) {
                text += u" – "_s + FeatureLabels::type(f.type);
                break;
            }
        }
        text += u'\n' + tr("Click selects; Shift+click extends; Ctrl+click adds or removes.");
        QToolTip::showText(help->globalPos(), text, this,
                           QRect(handleCentre(cell, position).toPoint() - QPoint(8, 8), QSize(16, 16)));
        return true;
    }
    return QWidget::event(event);
}

Location TileCanvas::rangeTo(int position) const
{
    // From the handle last clicked to this one, the shorter way round the edge.
    const int positions = Location::PositionCount;
    const int forward = (position - m_focusPosition + positions) % positions;
    const int step = forward <= positions / 2 ? 1 : -1;
    Location range;
    for (int p = m_focusPosition;; p = (p + step + positions) % positions) {
        range |= Location::position(p);
        if (p == position)
            break;
    }
    return range;
}

void TileCanvas::mousePressEvent(QMouseEvent *event)
{
    if (event->button() != Qt::LeftButton)
        return;
    const auto [cell, position] = handleAt(event->position());
    if (position < 0) {
        if (!(event->modifiers() & Qt::ControlModifier))
            clearSelection();
        return;
    }
    const Location hit = Location::position(position);
    const Location base = cell == m_selectedCell ? m_selection : Location();
    if (event->modifiers() & Qt::ShiftModifier) {
        // Extends the selection, as in every list: everything from the last handle to this one.
        setSelection(cell, base | (cell == m_focusCell ? rangeTo(position) : hit));
    } else if (event->modifiers() & Qt::ControlModifier) {
        setSelection(cell, base.contains(hit) ? base - hit : base | hit); // toggles one
    } else {
        setSelection(cell, hit);
    }
    m_focusCell = cell;
    m_focusPosition = position;
    m_dragging = true;
}

void TileCanvas::mouseMoveEvent(QMouseEvent *event)
{
    if (!m_dragging)
        return;
    const auto [cell, position] = handleAt(event->position());
    if (position >= 0 && cell == m_selectedCell)
        setSelection(cell, m_selection | Location::position(position));
}

void TileCanvas::mouseReleaseEvent(QMouseEvent *)
{
    m_dragging = false;
}

void TileCanvas::keyPressEvent(QKeyEvent *event)
{
    if (event->key() == Qt::Key_Escape) {
        clearSelection();
        return;
    }
    if (event->matches(QKeySequence::SelectAll)) {
        setSelection(m_selectedCell, Location::all());
        return;
    }
    const int positions = Location::PositionCount;
    int step = 0;
    switch (event->key()) {
    case Qt::Key_Right:
    case Qt::Key_Down:
        step = 1; // clockwise
        break;
    case Qt::Key_Left:
    case Qt::Key_Up:
        step = -1;
        break;
    case Qt::Key_PageDown:
    case Qt::Key_PageUp:
        m_focusCell = (m_focusCell + (event->key() == Qt::Key_PageDown ? 1 : -1) + m_tile.cellCount())
            % std::max(1, m_tile.cellCount());
        update();
        return;
    case Qt::Key_Space: {
        const Location here = Location::position(m_focusPosition);
        const Location base = m_focusCell == m_selectedCell ? m_selection : Location();
        if (event->modifiers() & Qt::ControlModifier)
            setSelection(m_focusCell, base.contains(here) ? base - here : base | here);
        else
            setSelection(m_focusCell, here);
        return;
    }
    default:
        QWidget::keyPressEvent(event);
        return;
    }
    m_focusPosition = (m_focusPosition + step + positions) % positions;
    if (event->modifiers() & Qt::ShiftModifier) {
        const Location base = m_focusCell == m_selectedCell ? m_selection : Location();
        setSelection(m_focusCell, base | Location::position(m_focusPosition));
    }
    update();
}

} // namespace Krajina
