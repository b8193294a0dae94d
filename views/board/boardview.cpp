// SPDX-FileCopyrightText: 2026 Krajina contributors
// SPDX-License-Identifier: GPL-3.0-or-later

#include "boardview.h"

#include "boardscene.h"

#include <QGestureEvent>
#include <QKeyEvent>
#include <QMouseEvent>
#include <QPainter>
#include <QPinchGesture>
#include <QScrollBar>
#include <QWheelEvent>

#include <algorithm>
#include <cmath>

namespace Krajina {

namespace {
constexpr qreal ZoomStep = 1.25;
}

BoardView::BoardView(QWidget *parent)
    : QGraphicsView(parent)
{
    setRenderHints(QPainter::Antialiasing | QPainter::SmoothPixmapTransform);
    setTransformationAnchor(AnchorUnderMouse);
    setResizeAnchor(AnchorViewCenter);
    setViewportUpdateMode(SmartViewportUpdate);
    setDragMode(NoDrag);
    setFocusPolicy(Qt::StrongFocus);
    // Panning is by dragging; hidden scroll bars still move the view.
    setHorizontalScrollBarPolicy(Qt::ScrollBarAlwaysOff);
    setVerticalScrollBarPolicy(Qt::ScrollBarAlwaysOff);
    setMouseTracking(true);
    viewport()->grabGesture(Qt::PinchGesture);
}

void BoardView::setBoardScene(BoardScene *scene)
{
    m_scene = scene;
    setScene(scene);
    m_follow = true;
    boardChanged();
}

void BoardView::setZoom(qreal zoom)
{
    m_follow = false;
    applyZoom(zoom, AnchorViewCenter);
}

void BoardView::zoomIn()
{
    setZoom(m_zoom * ZoomStep);
}

void BoardView::zoomOut()
{
    setZoom(m_zoom / ZoomStep);
}

void BoardView::applyZoom(qreal zoom, ViewportAnchor anchor)
{
    zoom = std::clamp(zoom, MinZoom, MaxZoom);
    const ViewportAnchor previous = transformationAnchor();
    setTransformationAnchor(anchor);
    setTransform(QTransform::fromScale(zoom, zoom));
    setTransformationAnchor(previous);
    if (!qFuzzyCompare(zoom, m_zoom)) {
        m_zoom = zoom;
        Q_EMIT zoomChanged(m_zoom);
    }
}

void BoardView::fitToView()
{
    m_follow = true;
    boardChanged();
}

void BoardView::boardChanged()
{
    if (!m_follow || !m_scene)
        return;
    const QRectF content = m_scene->contentRect();
    const QSizeF room = viewport()->size();
    if (content.isEmpty() || room.isEmpty())
        return;
    // Never blow a single tile up beyond a comfortable size.
    const qreal zoom = std::min({room.width() / content.width(), room.height() / content.height(), 2.0});
    applyZoom(zoom, AnchorViewCenter);
    centerOn(content.center());
}

void BoardView::resizeEvent(QResizeEvent *event)
{
    QGraphicsView::resizeEvent(event);
    boardChanged();
}

bool BoardView::viewportEvent(QEvent *event)
{
    if (event->type() == QEvent::Gesture)
        return gestureEvent(static_cast<QGestureEvent *>(event));
    return QGraphicsView::viewportEvent(event);
}

bool BoardView::gestureEvent(QGestureEvent *event)
{
    if (auto *pinch = static_cast<QPinchGesture *>(event->gesture(Qt::PinchGesture))) {
        if (pinch->changeFlags() & QPinchGesture::ScaleFactorChanged) {
            m_follow = false;
            applyZoom(m_zoom * pinch->scaleFactor(), AnchorUnderMouse);
        }
        event->accept(pinch);
        return true;
    }
    return false;
}

void BoardView::wheelEvent(QWheelEvent *event)
{
    const int delta = event->angleDelta().y();
    if (event->modifiers() & Qt::ControlModifier) {
        if (delta != 0) {
            m_follow = false;
            applyZoom(m_zoom * std::pow(ZoomStep, delta / 120.0), AnchorUnderMouse);
        }
        event->accept();
        return;
    }
    if (m_wheelRotates) {
        // One quarter turn per notch; high-resolution wheels add up to a notch first.
        m_wheelRemainder += delta;
        const int notches = m_wheelRemainder / 120;
        m_wheelRemainder -= notches * 120;
        if (notches != 0)
            Q_EMIT rotateRequested(-notches);
        event->accept();
        return;
    }
    QGraphicsView::wheelEvent(event);
}

void BoardView::keyPressEvent(QKeyEvent *event)
{
    switch (event->key()) {
    case Qt::Key_Plus:
    case Qt::Key_Equal:
        zoomIn();
        return;
    case Qt::Key_Minus:
        zoomOut();
        return;
    case Qt::Key_0:
        fitToView();
        return;
    case Qt::Key_R:
        Q_EMIT rotateRequested(event->modifiers() & Qt::ShiftModifier ? -1 : 1);
        return;
    case Qt::Key_Space:
        if (!event->isAutoRepeat()) {
            m_spaceHeld = true;
            viewport()->setCursor(Qt::OpenHandCursor);
        }
        return;
    default:
        break;
    }
    QGraphicsView::keyPressEvent(event);
}

void BoardView::keyReleaseEvent(QKeyEvent *event)
{
    if (event->key() == Qt::Key_Space && !event->isAutoRepeat()) {
        m_spaceHeld = false;
        if (!m_panning)
            viewport()->unsetCursor();
        return;
    }
    QGraphicsView::keyReleaseEvent(event);
}

void BoardView::focusOutEvent(QFocusEvent *event)
{
    m_spaceHeld = false;
    endPan();
    QGraphicsView::focusOutEvent(event);
}

void BoardView::mousePressEvent(QMouseEvent *event)
{
    if (event->button() == Qt::MiddleButton || (event->button() == Qt::LeftButton && m_spaceHeld)) {
        m_panning = true;
        m_follow = false;
        m_panFrom = event->position().toPoint();
        viewport()->setCursor(Qt::ClosedHandCursor);
        event->accept();
        return;
    }
    QGraphicsView::mousePressEvent(event);
}

void BoardView::mouseMoveEvent(QMouseEvent *event)
{
    if (m_panning) {
        const QPoint now = event->position().toPoint();
        const QPoint delta = now - m_panFrom;
        m_panFrom = now;
        horizontalScrollBar()->setValue(horizontalScrollBar()->value() - delta.x());
        verticalScrollBar()->setValue(verticalScrollBar()->value() - delta.y());
        event->accept();
        return;
    }
    QGraphicsView::mouseMoveEvent(event);
}

void BoardView::mouseReleaseEvent(QMouseEvent *event)
{
    if (m_panning && (event->button() == Qt::MiddleButton || event->button() == Qt::LeftButton)) {
        endPan();
        event->accept();
        return;
    }
    QGraphicsView::mouseReleaseEvent(event);
}

void BoardView::endPan()
{
    if (!m_panning)
        return;
    m_panning = false;
    if (m_spaceHeld)
        viewport()->setCursor(Qt::OpenHandCursor);
    else
        viewport()->unsetCursor();
}

} // namespace Krajina
