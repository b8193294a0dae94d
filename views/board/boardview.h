// SPDX-FileCopyrightText: 2026 Krajina contributors
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

#include <QGraphicsView>

class QGestureEvent;

namespace Krajina {

class BoardScene;

// Looks at a BoardScene: Ctrl+wheel and pinch zoom about the pointer, pan by
// dragging with the middle button or with Space held, +/-/0 on the keyboard,
// fit to view. It keeps fitting the board as it grows until the user zooms.
class BoardView : public QGraphicsView
{
    Q_OBJECT
public:
    explicit BoardView(QWidget *parent = nullptr);

    void setBoardScene(BoardScene *scene);
    BoardScene *boardScene() const { return m_scene; }

    qreal zoom() const { return m_zoom; }
    void setZoom(qreal zoom);
    void zoomIn();
    void zoomOut();
    // Shows the whole board; the view then follows it as it grows until the user zooms.
    void fitToView();
    bool followsBoard() const { return m_follow; }
    // Call after the scene was refreshed: keeps the board fitted when following it.
    void boardChanged();

    // When on, the plain wheel asks to rotate the tile in hand instead of scrolling.
    void setWheelRotates(bool on) { m_wheelRotates = on; }

    static constexpr qreal MinZoom = 0.08;
    static constexpr qreal MaxZoom = 6.0;

Q_SIGNALS:
    void rotateRequested(int quarterTurns);
    void zoomChanged(qreal zoom);

protected:
    bool viewportEvent(QEvent *event) override;
    void wheelEvent(QWheelEvent *event) override;
    void keyPressEvent(QKeyEvent *event) override;
    void keyReleaseEvent(QKeyEvent *event) override;
    void mousePressEvent(QMouseEvent *event) override;
    void mouseMoveEvent(QMouseEvent *event) override;
    void mouseReleaseEvent(QMouseEvent *event) override;
    void resizeEvent(QResizeEvent *event) override;
    void focusOutEvent(QFocusEvent *event) override;

private:
    void applyZoom(qreal zoom, ViewportAnchor anchor);
    bool gestureEvent(QGestureEvent *event);
    void endPan();

    BoardScene *m_scene = nullptr;
    qreal m_zoom = 1.0;
    bool m_follow = true;
    bool m_wheelRotates = false;
    bool m_spaceHeld = false;
    bool m_panning = false;
    QPoint m_panFrom;
    int m_wheelRemainder = 0;
};

} // namespace Krajina
