// SPDX-FileCopyrightText: 2026 Krajina contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "engine/dosrios/gamestate.h"
#include "hexboardview.h"

#include <optional>

namespace Krajina {

// A game of Dos Rios on the hex board: HexBoardView's terrains, rivers and
// dams, and on them the farmers (a disc in the player's colour, with their
// number when more than one stand there), farms and haciendas, the farmers
// still to place at the set-up (the tray in the lower left corner) and the
// hex with the keyboard cursor. Dragging a farmer asks to move it (with Shift
// two together), a drag from the tray or a click on a hex at the set-up asks
// to place one, a click on a side asks for a dam. The arrow keys move the
// cursor, Space or Enter picks a farmer up and puts it down (Shift: two),
// F and H ask for a farm or a hacienda, the menu key for the hex's menu.
// Where the move just played left the river a choice of way, the hex is
// outlined and each allowed side carries a numbered marker (the side the
// river takes filled): a click on a marker asks for that side. Where two
// farmers may enter a hex from two hexes (dosrios.twoFarmerCapture
// two-hexes), the hex they would enter is outlined and each hex the second
// farmer may come from is marked, numbered, with an arrow to it (the first
// farmer's hex with an arrow, unnumbered): a click on
// it, or Space or Enter with the cursor there, asks for it. It only shows and
// asks: HexGamePage plays.
class HexGameView : public HexBoardView
{
    Q_OBJECT
public:
    explicit HexGameView(QWidget *parent = nullptr);

    // The game shown (the page owns it); refresh() after every change of it.
    // The game to show, with the slots of the land tiles (their outlines are drawn as on the table).
    void setGame(const DosRios::GameState *state, const QList<std::array<DosRios::Hex, 3>> &slots = {});
    void refresh();

    // The players' colours: a fixed palette that reads on every terrain.
    static QColor playerColour(int player);

    // The hex with the keyboard cursor (the Build buttons act on it).
    std::optional<DosRios::Hex> currentHex() const { return m_current; }
    void setCurrentHex(const DosRios::Hex &hex);
    // Where the farmers of a place are drawn (a road's on its hex next to the city), and the tray.
    QPointF placePoint(int place) const;
    // The hex a place's farmers are drawn on (a road's is one of its hexes).
    std::optional<DosRios::Hex> drawnHex(int place) const;
    // After a move or a refusal: the hex chosen with the mouse is let go (the keyboard cursor stays).
    void clearPointerSelection();
    QRectF trayRect() const;
    // The place under a point (a road's hexes are one place), or -1.
    int placeAtPoint(QPointF point) const;
    // Where the farmer picked up with the keyboard waits: a place, -1 for the tray, -2 for none.
    int pickedPlace() const { return m_picked; }

    // The choice of a river's way to show: the hex, its allowed sides (numbered from 1 in this order) and the side
    // the river takes now; an empty list shows none.
    void setCourseChoice(const DosRios::Hex &hex, const QList<DosRios::Side> &sides, DosRios::Side taken);
    void clearCourseChoice();
    QList<DosRios::Side> courseChoiceSides() const { return m_choiceSides; }
    // Where the marker of an allowed side is drawn (a click there picks it).
    QPointF courseMarkerPoint(DosRios::Side side) const;

    // The offer of a second farmer for a move of two from two hexes: the place of the first farmer, the place both
    // would enter and the places the second may come from (numbered from 1 in this order); an empty list shows none.
    void setSecondFarmerOffer(int first, int target, const QList<int> &sources);
    void clearSecondFarmerOffer();
    QList<int> secondFarmerSources() const { return m_pairSources; }
    // Where the numbered marker of a place the second farmer may come from is drawn (a click there picks it).
    QPointF secondFarmerMarkerPoint(int source) const;

Q_SIGNALS:
    // A farmer (or two) dragged or carried from a place to another; from -1: from the tray (set-up).
    void farmersDropped(int from, int to, int farmers);
    // A click in the middle of a hex.
    void placeClicked(int place);
    void buildRequested(int place, Krajina::DosRios::Building building);
    void currentHexChanged();
    // A click on the marker of an allowed side of the course choice shown.
    void courseSideClicked(Krajina::DosRios::Side side);
    // A click on a hex the offered second farmer may come from (or Space, Enter with the cursor on it); -1: a click
    // anywhere else while the offer is shown.
    void secondFarmerChosen(int place);

protected:
    void paintEvent(QPaintEvent *event) override;
    void mousePressEvent(QMouseEvent *event) override;
    void mouseMoveEvent(QMouseEvent *event) override;
    void mouseReleaseEvent(QMouseEvent *event) override;
    void mouseDoubleClickEvent(QMouseEvent *event) override;
    void keyPressEvent(QKeyEvent *event) override;
    void contextMenuEvent(QContextMenuEvent *event) override;
    void focusInEvent(QFocusEvent *event) override;
    void focusOutEvent(QFocusEvent *event) override;
    bool event(QEvent *event) override;

private:
    void paintBuilding(QPainter &painter, QPointF centre, DosRios::Building building, int owner) const;
    void paintFarmer(QPainter &painter, QPointF centre, qreal radius, int player, int count) const;
    void paintPieces(QPainter &painter) const;
    void paintTray(QPainter &painter) const;
    void paintDrag(QPainter &painter) const;
    void paintCourseChoice(QPainter &painter) const;
    void paintSecondFarmerOffer(QPainter &painter) const;
    // The source of the second farmer offered at a point (its hex or its marker), or -1.
    int secondFarmerAt(QPointF point) const;
    qreal courseMarkerRadius() const;
    QString occupantsText(int place) const;
    void moveCursor(int key);
    void startCarry(int from, int farmers);
    // The places a farmer (or two) of the player to move may go to from `from` (-1: the tray).
    QList<int> legalTargets(int from, int farmers) const;

    const DosRios::GameState *m_state = nullptr;
    QList<std::array<DosRios::Hex, 3>> m_tileSlots;
    std::vector<int> m_drawnAt; // place -> the cell its farmers are drawn on
    std::optional<DosRios::Hex> m_current;
    bool m_currentByPointer = false;
    // A drag with the mouse, or a farmer carried with the keyboard (m_picked).
    int m_dragFrom = -2; // -2: none; -1: the tray
    int m_dragFarmers = 1;
    bool m_dragging = false;
    QPointF m_press;
    QPointF m_mouse;
    int m_picked = -2;
    QList<int> m_targets;
    DosRios::Hex m_choiceHex;
    QList<DosRios::Side> m_choiceSides;
    DosRios::Side m_choiceTaken = DosRios::Side::S;
    int m_pairFirst = -1;
    int m_pairTarget = -1;
    QList<int> m_pairSources;
};

} // namespace Krajina
