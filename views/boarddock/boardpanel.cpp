// SPDX-FileCopyrightText: 2026 Krajina contributors
// SPDX-License-Identifier: GPL-3.0-or-later

#include "boardpanel.h"

#include "board/gamesetupwidget.h"
#include "board/neighbourspage.h"
#include "board/sandboxpage.h"
#include "engine/carcassonne/gamerecord.h"
#include "hexboard/hexboardpage.h"
#include "hexboard/hexgamepage.h"
#include "simulation/carcassonnesimulationsetup.h"
#include "simulation/simulatepage.h"

#include <QEvent>
#include <QLabel>
#include <QTabWidget>
#include <QVBoxLayout>

using namespace Qt::StringLiterals;

namespace Krajina {

BoardPanel::BoardPanel(CatalogueDocument *document, QWidget *parent)
    : QWidget(parent)
    , m_tabs(new QTabWidget(this))
    , m_neighbours(new NeighboursPage(this))
{
    setObjectName(u"BoardPanel"_s);
    m_tabs->setObjectName(u"boardModes"_s);
    m_tabs->setDocumentMode(true);
    m_tabs->addTab(m_neighbours, QString());
    // The other pages go into holders when they are made.
    for (int i = int(Mode::Sandbox); i <= int(Mode::DosRios); ++i) {
        auto *holder = new QWidget;
        auto *holderLayout = new QVBoxLayout(holder);
        holderLayout->setContentsMargins(0, 0, 0, 0);
        m_tabs->addTab(holder, QString());
    }
    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addWidget(m_tabs);
    connect(m_tabs, &QTabWidget::currentChanged, this, [this] {
        makePage(mode());
        Q_EMIT modeChanged(mode());
    });
    retranslate();
    setDocument(document);
}

BoardPanel::~BoardPanel() = default;

void BoardPanel::makePage(Mode mode)
{
    switch (mode) {
    case Mode::Neighbours:
        break;
    case Mode::Sandbox:
        if (!m_sandbox)
            makeSandboxPage();
        break;
    case Mode::Simulate:
        if (!m_simulate)
            makeSimulatePage();
        break;
    case Mode::DosRios:
        if (!m_dosRiosTabs)
            makeDosRiosPages();
        break;
    }
}

void BoardPanel::makeSandboxPage()
{
    m_sandbox = new SandboxPage;
    m_sandbox->setDocument(m_document);
    if (!m_settingsGroup.isEmpty())
        m_sandbox->setupWidget()->rememberIn(m_settingsGroup + u"/sandbox"_s);
    placePage(Mode::Sandbox, m_sandbox);
}

void BoardPanel::makeSimulatePage()
{
    m_simulate = new SimulatePage;
    m_simulate->setDocument(m_document);
    if (!m_settingsGroup.isEmpty())
        m_simulate->rememberIn(m_settingsGroup + u"/simulate"_s);
    placePage(Mode::Simulate, m_simulate);
    // A stuck game of the simulation opens in the sandbox at the move where the river got stuck.
    auto *carcassonne = qobject_cast<CarcassonneSimulationSetup *>(m_simulate->setup(u"carcassonne"_s));
    connect(carcassonne, &CarcassonneSimulationSetup::openInSandbox, this,
            [this](const GameRecord &record, const QString &message) {
                QString error;
                if (sandboxPage()->showGame(record, &error)) {
                    m_sandbox->showMessage(message);
                    setMode(Mode::Sandbox);
                } else {
                    m_simulate->messageLine()->setText(error);
                }
            });
}

void BoardPanel::makeDosRiosPages()
{
    m_dosRiosTabs = new QTabWidget;
    m_hexBoard = new HexBoardPage;
    m_hexGame = new HexGamePage;
    m_dosRiosTabs->setObjectName(u"dosRiosPages"_s);
    m_dosRiosTabs->setDocumentMode(true);
    m_dosRiosTabs->addTab(m_hexBoard, QString());
    m_dosRiosTabs->addTab(m_hexGame, QString());
    m_hexBoard->setDocument(m_document);
    m_hexGame->setDocument(m_document);
    retranslateDosRiosTabs();
    placePage(Mode::DosRios, m_dosRiosTabs);
    // Showing where a piece lies is the layout page's business.
    connect(m_hexBoard, &HexBoardPage::pieceShown, this, [this] { m_dosRiosTabs->setCurrentWidget(m_hexBoard); });
    connect(m_hexBoard, &HexBoardPage::simulateRequested, this, [this] { showSimulation(u"dos-rios"_s); });
    connect(m_hexGame, &HexGamePage::rulesPageRequested, this, &BoardPanel::rulesPageRequested);
}

void BoardPanel::placePage(Mode mode, QWidget *page)
{
    m_tabs->widget(int(mode))->layout()->addWidget(page);
    page->show(); // at once, not when the event loop next runs
}

SandboxPage *BoardPanel::sandboxPage()
{
    makePage(Mode::Sandbox);
    return m_sandbox;
}

SimulatePage *BoardPanel::simulatePage()
{
    makePage(Mode::Simulate);
    return m_simulate;
}

QTabWidget *BoardPanel::dosRiosTabs()
{
    makePage(Mode::DosRios);
    return m_dosRiosTabs;
}

HexBoardPage *BoardPanel::hexBoardPage()
{
    makePage(Mode::DosRios);
    return m_hexBoard;
}

HexGamePage *BoardPanel::hexGamePage()
{
    makePage(Mode::DosRios);
    return m_hexGame;
}

void BoardPanel::rememberIn(const QString &group)
{
    m_settingsGroup = group;
    if (m_sandbox)
        m_sandbox->setupWidget()->rememberIn(group + u"/sandbox"_s);
    if (m_simulate)
        m_simulate->rememberIn(group + u"/simulate"_s);
}

void BoardPanel::setDocument(CatalogueDocument *document)
{
    m_document = document;
    m_neighbours->setDocument(document);
    if (m_sandbox)
        m_sandbox->setDocument(document);
    if (m_simulate)
        m_simulate->setDocument(document);
    if (m_dosRiosTabs) {
        m_hexBoard->setDocument(document);
        m_hexGame->setDocument(document);
    }
}

void BoardPanel::showDosRiosGame()
{
    dosRiosTabs()->setCurrentWidget(m_hexGame);
    setMode(Mode::DosRios);
}

void BoardPanel::setCurrentTile(int tileIndex)
{
    m_neighbours->setCurrentTile(tileIndex);
}

BoardPanel::Mode BoardPanel::mode() const
{
    return Mode(m_tabs->currentIndex());
}

void BoardPanel::setMode(Mode mode)
{
    m_tabs->setCurrentIndex(int(mode));
}

void BoardPanel::showSimulation(const QString &gameId)
{
    simulatePage()->setGame(gameId);
    setMode(Mode::Simulate);
}

BoardScene *BoardPanel::scene()
{
    return mode() == Mode::Neighbours ? m_neighbours->scene() : sandboxPage()->scene();
}

QLabel *BoardPanel::messageLine()
{
    return sandboxPage()->messageLine();
}

void BoardPanel::retranslate()
{
    m_tabs->setTabText(int(Mode::Neighbours), tr("Neighbours"));
    m_tabs->setTabToolTip(int(Mode::Neighbours), tr("The tile being edited among tiles that fit it"));
    m_tabs->setTabText(int(Mode::Sandbox), tr("Sandbox"));
    m_tabs->setTabToolTip(int(Mode::Sandbox), tr("Play a game on the rules engine"));
    m_tabs->setTabText(int(Mode::Simulate), tr("Simulate"));
    m_tabs->setTabToolTip(int(Mode::Simulate), tr("Play many random games and report how they went"));
    m_tabs->setTabText(int(Mode::DosRios), tr("Dos Rios"));
    m_tabs->setTabToolTip(int(Mode::DosRios),
                          tr("The Dos Rios hex board: both rivers routed live, dams, land tiles moved and turned"));
    if (m_dosRiosTabs)
        retranslateDosRiosTabs();
}

void BoardPanel::retranslateDosRiosTabs()
{
    m_dosRiosTabs->setTabText(0, tr("Board"));
    m_dosRiosTabs->setTabToolTip(0, tr("Lay out the board: land tiles, dams and the rivers' ways"));
    m_dosRiosTabs->setTabText(1, tr("Play"));
    m_dosRiosTabs->setTabToolTip(1, tr("Play a game of Dos Rios by hand on the rules engine"));
}

void BoardPanel::changeEvent(QEvent *event)
{
    if (event->type() == QEvent::LanguageChange)
        retranslate();
    QWidget::changeEvent(event);
}

} // namespace Krajina
