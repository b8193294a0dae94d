// SPDX-FileCopyrightText: 2026 Krajina contributors
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

#include "tile/tiledefinition.h"

#include <QWidget>

#include <memory>

namespace Krajina {

class TileRenderer;

// A large view of one tile with its twelve perimeter locations as handles.
// Click a handle to select it (Ctrl adds), drag across handles to select a
// run of them; the editor turns the selection into features. From the
// keyboard: arrows move round the handles, Space selects one (Ctrl+Space adds),
// Shift+arrow extends the selection, Page Up/Down go to a double tile's other cell.
class TileCanvas : public QWidget
{
    Q_OBJECT
public:
    explicit TileCanvas(QWidget *parent = nullptr);
    ~TileCanvas() override;

    void setTile(const TileDefinition &tile);
    const TileDefinition &tile() const { return m_tile; }

    int selectedCell() const { return m_selectedCell; }
    Location selection() const { return m_selection; }
    void setSelection(int cell, Location locations);
    void clearSelection() { setSelection(0, {}); }

    // Where the handle of a position (0..11, NL..WR) of a cell sits, in widget coordinates.
    QPointF handleCentre(int cell, int position) const;
    // The handle under a widget point: {cell, position}, or position -1 when none.
    std::pair<int, int> handleAt(const QPointF &point) const;
    // The handle the keyboard is on: {cell, position}.
    std::pair<int, int> focusedHandle() const { return {m_focusCell, m_focusPosition}; }

    QSize sizeHint() const override { return {420, 420}; }
    QSize minimumSizeHint() const override { return {160, 160}; }

Q_SIGNALS:
    void selectionChanged();

protected:
    bool event(QEvent *event) override;
    void paintEvent(QPaintEvent *event) override;
    void mousePressEvent(QMouseEvent *event) override;
    void mouseMoveEvent(QMouseEvent *event) override;
    void mouseReleaseEvent(QMouseEvent *event) override;
    void keyPressEvent(QKeyEvent *event) override;

private:
    // The handles from the one last clicked to `position`, the shorter way round.
    Location rangeTo(int position) const;
    QRectF tileRect() const;
    qreal handleRadius() const;

    TileDefinition m_tile;
    std::unique_ptr<TileRenderer> m_renderer;
    int m_selectedCell = 0;
    Location m_selection;
    bool m_dragging = false;
    int m_focusCell = 0;
    int m_focusPosition = 1; // the north side
};

} // namespace Krajina
