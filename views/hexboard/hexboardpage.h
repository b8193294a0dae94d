// SPDX-FileCopyrightText: 2026 Krajina contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "hex/routing.h"

#include <QPointer>
#include <QWidget>

class QComboBox;
class QLabel;
class QPushButton;
class QSpinBox;

namespace Krajina {

class CatalogueDocument;
class HexBoardView;

// The Dos Rios preview board: the document's board drawn by HexBoardView,
// both rivers routed at once on every change. A click on a side puts or
// takes a dam (an illegal dam is explained on the status line and changes
// nothing), a land tile is dragged to another slot or turned (double-click,
// R or Turn), New Layout assembles a board from the seed. Every change is an
// undo command; an edit of the pieces re-assembles the board at once.
class HexBoardPage : public QWidget
{
    Q_OBJECT
public:
    explicit HexBoardPage(QWidget *parent = nullptr);

    void setDocument(CatalogueDocument *document);
    HexBoardView *view() const { return m_view; }
    QLabel *statusLine() const { return m_status; }
    const DosRios::Routing &routing() const { return m_routing; }

    // A board to look at (the GUI's --dos-rios option): laid from the seed with these dams, shown without an
    // undo step, so the document stays as it was (unmodified). A dam the board cannot take is said on the
    // status line; false then.
    bool showLayout(std::uint64_t seed, const QList<DosRios::HexSide> &dams);
    // Actions, as the buttons and the view ask for them (each one undo step).
    void newLayout(std::uint64_t seed);
    void toggleDam(const DosRios::HexSide &side);
    void turnSlot(int slot);
    void swapSlots(int from, int to);
    // The land hex whose terrain and crop the piece editor shows (a board hex in a slot).
    void selectHex(const DosRios::Hex &hex);
    // Edits the selected hex's land tile (one undo step); the board follows at once.
    void setSelectedTerrain(DosRios::Terrain terrain, DosRios::Crop crop);
    // At a tie (two or more open lower sides equally low) the player may choose the river's way
    // (option dosrios.tieChoice): the chosen side is kept on the board; the first side in the fixed order
    // S, SW, SE needs no choice. One undo step.
    void chooseSide(const DosRios::Hex &hex, DosRios::Side side);
    // The hexes on either course where the river has a choice of way.
    QList<DosRios::Hex> ties() const { return m_ties; }
    // The lowest open lower sides of a hex, in the fixed order (two or more: a tie).
    QList<DosRios::Side> waysAt(const DosRios::Hex &hex) const;

    // Shows where a piece lies: a land tile's slot is selected (a frame piece selects no slot).
    void showPiece(const QString &pieceId);
    // Assembles `boards` random boards from the seed and shows how the rivers fare on them.
    void checkRandomBoards(int boards);

Q_SIGNALS:
    // showPiece was asked to show a piece (the panel brings this page forward).
    void pieceShown();
    // The Simulate page is asked to play random Dos Rios games.
    void simulateRequested();

protected:
    void changeEvent(QEvent *event) override;
    bool eventFilter(QObject *watched, QEvent *event) override; // Enter in the seed field lays its layout

private:
    void reassemble();
    void refresh();
    void retranslate();
    void push(const DosRios::Board &board, const QString &text);
    QString routingSummary() const;
    void showPieceEditor();
    void showWayMenu(const DosRios::Hex &hex, const QPoint &globalPos);
    // The land tile and its hex index under the selected board hex, or tile -1.
    std::pair<int, int> selectedTileHex() const;

    QPointer<CatalogueDocument> m_document;
    HexBoardView *m_view;
    QSpinBox *m_seed;
    QPushButton *m_newLayout;
    QPushButton *m_turn;
    QPushButton *m_check;
    QPushButton *m_simulateGames;
    QLabel *m_seedLabel;
    QLabel *m_status;
    QLabel *m_pieceLabel;
    QComboBox *m_terrain;
    QComboBox *m_crop;
    std::optional<DosRios::Hex> m_selectedHex;
    DosRios::Routing m_routing;
    DosRios::RiverRouter m_router;
    QList<DosRios::Hex> m_ties;
    QString m_verdict; // the last refused dam's sentence, shown until the next change
};

} // namespace Krajina
