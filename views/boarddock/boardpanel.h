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
    // The Simulate page, set to a game (GameRules::id()).
    void showSimulation(const QString &gameId);
    // The scene of the current mode (the sandbox's while simulating).
    BoardScene *scene();
    // The sandbox's message line, where the engine's verdicts appear.
    QLabel *messageLine();

    NeighboursPage *neighboursPage() const { return m_neighbours; }
    // The other modes' pages are made when first shown or asked for: start-up makes only
    // the page on screen.
    SandboxPage *sandboxPage();
    SimulatePage *simulatePage();
    HexBoardPage *hexBoardPage();
    HexGamePage *hexGamePage();
    QTabWidget *modeTabs() const { return m_tabs; }
    // The Dos Rios mode's pages: the layout (HexBoardPage) and the game (HexGamePage).
    QTabWidget *dosRiosTabs();
    void showDosRiosGame(); // the Dos Rios mode at its game page
    // The settings group where the sandbox's and the simulator's choices are kept between sessions.
    void rememberIn(const QString &group);

Q_SIGNALS:
    void modeChanged(Krajina::BoardPanel::Mode mode);
    // A page asks for a rules page in the rule viewer (the Dos Rios Play page's Rulebook button).
    void rulesPageRequested(const QString &pageId);

protected:
    void changeEvent(QEvent *event) override;

private:
    void retranslate();
    void retranslateDosRiosTabs();
    // Makes the page of the mode unless it is there (Neighbours always is).
    void makePage(Mode mode);
    void makeSandboxPage();
    void makeSimulatePage();
    void makeDosRiosPages();
    void placePage(Mode mode, QWidget *page);

    CatalogueDocument *m_document = nullptr;
    QString m_settingsGroup;
    QTabWidget *m_tabs;
    NeighboursPage *m_neighbours;
    SandboxPage *m_sandbox = nullptr;
    SimulatePage *m_simulate = nullptr;
    QTabWidget *m_dosRiosTabs = nullptr;
    HexBoardPage *m_hexBoard = nullptr;
    HexGamePage *m_hexGame = nullptr;
};

} // namespace Krajina
