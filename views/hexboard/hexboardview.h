// SPDX-FileCopyrightText: 2026 Krajina contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "hex/hexpainter.h"

#include <QWidget>

namespace Krajina {

// Draws a Dos Rios board: terrains with their heights, crops, the slots of
// the land tiles, both rivers in their colours (the joined stretch in both)
// and the dams. A click near a side asks for a dam there; a click inside a
// land tile selects its slot; dragging a land tile onto another slot asks to
// swap them. It only shows and asks: HexBoardPage decides.
class HexBoardView : public QWidget
{
    Q_OBJECT
public:
    explicit HexBoardView(QWidget *parent = nullptr);

    void setBoard(const DosRios::Board &board, const QList<std::array<DosRios::Hex, 3>> &slots,
                  const DosRios::Routing &routing);
    void setSelectedSlot(int slot);
    // The hexes on a course where the river has a choice of way (marked on the board).
    void setTies(const QList<DosRios::Hex> &ties);
    QList<DosRios::Hex> ties() const { return m_ties; }
    int selectedSlot() const { return m_selectedSlot; }

    // Where things are on screen (for tests and tooltips).
    QPointF hexCentre(DosRios::Hex hex) const;
    QPointF sidePoint(DosRios::HexSide side) const;
    std::optional<DosRios::Hex> hexAt(QPointF point) const;
    int slotAt(QPointF point) const;

    QSize sizeHint() const override;

Q_SIGNALS:
    void sideClicked(const Krajina::DosRios::HexSide &side);
    void slotSelected(int slot);
    void hexSelected(const Krajina::DosRios::Hex &hex);
    void slotTurnRequested(int slot);
    void slotsSwapRequested(int from, int to);
    // A right-click (or the menu key) on a hex.
    void hexMenuRequested(const Krajina::DosRios::Hex &hex, const QPoint &globalPos);

protected:
    void paintEvent(QPaintEvent *event) override;
    void resizeEvent(QResizeEvent *event) override;
    void mousePressEvent(QMouseEvent *event) override;
    void mouseMoveEvent(QMouseEvent *event) override;
    void mouseReleaseEvent(QMouseEvent *event) override;
    void mouseDoubleClickEvent(QMouseEvent *event) override;
    void keyPressEvent(QKeyEvent *event) override;
    void contextMenuEvent(QContextMenuEvent *event) override;
    bool event(QEvent *event) override;

    // For views that draw more on the board (HexGameView).
    const DosRios::Board &board() const { return m_board; }
    const DosRios::HexGeometry &geometry() const { return m_geometry; }
    // The side of the hex a point is near (farther than a little over half the radius from its centre).
    std::optional<DosRios::HexSide> sideAt(QPointF point) const;
    // Terrain, crop and height of a hex, as its tool tip says them.
    QString hexDescription(const DosRios::HexCell &cell) const;

private:
    void layoutBoard();
    QPolygonF hexPolygon(DosRios::Hex hex) const;
    QPointF corner(DosRios::Hex hex, int index) const;
    void drawCrop(QPainter &painter, QPointF centre, DosRios::Crop crop) const;
    void drawRiver(QPainter &painter, const DosRios::RiverCourse &course, const QColor &colour, int fromIndex,
                   int toIndex, qreal offset) const;

    DosRios::Board m_board;
    QList<std::array<DosRios::Hex, 3>> m_slots;
    DosRios::Routing m_routing;
    DosRios::HexGeometry m_geometry;
    QList<DosRios::Hex> m_ties;
    int m_selectedSlot = -1;
    int m_dragSlot = -1;
    QPointF m_pressPoint;
    bool m_dragging = false;
};

} // namespace Krajina
