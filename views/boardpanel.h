// SPDX-FileCopyrightText: 2026 Krajina contributors
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

#include <QWidget>

class QLabel;
class QTabWidget;

namespace Krajina {

class BoardScene;
class HexBoardPage;
class HexGamePage;
class CatalogueDocument;
class NeighboursPage;
class SandboxPage;
class SimulatePage;

// The live preview board (the dock's content), in four modes: the tile being
// edited among fitting neighbours, a sandbox game, the simulator, and the
// Dos Rios hex board, with two pages: the board's layout with its rivers, and
// a game played by hand on it.
class BoardPanel : public QWidget
{
    Q_OBJECT
public:
    enum class Mode { Neighbours, Sandbox, Simulate, DosRios };

    explicit BoardPanel(CatalogueDocument *document, QWidget *parent = nullptr);
    ~BoardPanel() override;

    void setDocument(CatalogueDocument *document);
    CatalogueDocument *document() const { return m_document; }
    // The tile the neighbours mode shows (an index into the document's catalogue, -1 for none).
    void setCurrentTile(int tileIndex);

    Mode mode() const;
    void setMode(Mode mode);
    // The Simulate page, set to Dos Rios.
    void showDosRiosSimulation();
    // The scene of the current mode (the sandbox's while simulating).
    BoardScene *scene() const;
    // The sandbox's message line, where the engine's verdicts appear.
    QLabel *messageLine() const;

    NeighboursPage *neighboursPage() const { return m_neighbours; }
    SandboxPage *sandboxPage() const { return m_sandbox; }
    SimulatePage *simulatePage() const { return m_simulate; }
    HexBoardPage *hexBoardPage() const { return m_hexBoard; }
    HexGamePage *hexGamePage() const { return m_hexGame; }
    QTabWidget *modeTabs() const { return m_tabs; }
    // The Dos Rios mode's pages: the layout (HexBoardPage) and the game (HexGamePage).
    QTabWidget *dosRiosTabs() const { return m_dosRiosTabs; }
    void showDosRiosGame(); // the Dos Rios mode at its game page

Q_SIGNALS:
    void modeChanged(Krajina::BoardPanel::Mode mode);

protected:
    void changeEvent(QEvent *event) override;

private:
    void retranslate();

    CatalogueDocument *m_document = nullptr;
    QTabWidget *m_tabs;
    NeighboursPage *m_neighbours;
    SandboxPage *m_sandbox;
    SimulatePage *m_simulate;
    QTabWidget *m_dosRiosTabs;
    HexBoardPage *m_hexBoard;
    HexGamePage *m_hexGame;
};

} // namespace Krajina
