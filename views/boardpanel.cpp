// SPDX-FileCopyrightText: 2026 Krajina contributors
// SPDX-License-Identifier: GPL-3.0-or-later

#include "boardpanel.h"

#include "engine/carcassonne/gamerecord.h"
#include "hexboardpage.h"
#include "hexgamepage.h"
#include "neighbourspage.h"
#include "sandboxpage.h"
#include "simulatepage.h"

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
    , m_sandbox(new SandboxPage(this))
    , m_simulate(new SimulatePage(this))
    , m_dosRiosTabs(new QTabWidget(this))
    , m_hexBoard(new HexBoardPage(this))
    , m_hexGame(new HexGamePage(this))
{
    setObjectName(u"BoardPanel"_s);
    m_tabs->setObjectName(u"boardModes"_s);
    m_tabs->setDocumentMode(true);
    m_tabs->addTab(m_neighbours, QString());
    m_tabs->addTab(m_sandbox, QString());
    m_tabs->addTab(m_simulate, QString());
    m_dosRiosTabs->setObjectName(u"dosRiosPages"_s);
    m_dosRiosTabs->setDocumentMode(true);
    m_dosRiosTabs->addTab(m_hexBoard, QString());
    m_dosRiosTabs->addTab(m_hexGame, QString());
    m_tabs->addTab(m_dosRiosTabs, QString());
    // Showing where a piece lies is the layout page's business.
    connect(m_hexBoard, &HexBoardPage::pieceShown, this, [this] { m_dosRiosTabs->setCurrentWidget(m_hexBoard); });
    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addWidget(m_tabs);
    connect(m_tabs, &QTabWidget::currentChanged, this, [this] { Q_EMIT modeChanged(mode()); });
    // A stuck game of the simulation opens in the sandbox at the move where the river got stuck.
    connect(m_simulate, &SimulatePage::openInSandbox, this, [this](const GameRecord &record, const QString &message) {
        QString error;
        if (m_sandbox->showGame(record, &error)) {
            m_sandbox->showMessage(message);
            setMode(Mode::Sandbox);
        } else {
            m_simulate->messageLine()->setText(error);
        }
    });
    connect(m_hexBoard, &HexBoardPage::simulateRequested, this, &BoardPanel::showDosRiosSimulation);
    retranslate();
    setDocument(document);
}

BoardPanel::~BoardPanel() = default;

void BoardPanel::setDocument(CatalogueDocument *document)
{
    m_document = document;
    m_neighbours->setDocument(document);
    m_sandbox->setDocument(document);
    m_simulate->setDocument(document);
    m_hexBoard->setDocument(document);
    m_hexGame->setDocument(document);
}

void BoardPanel::showDosRiosGame()
{
    m_dosRiosTabs->setCurrentWidget(m_hexGame);
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

void BoardPanel::showDosRiosSimulation()
{
    m_simulate->setGame(SimulatePage::Game::DosRios);
    setMode(Mode::Simulate);
}

BoardScene *BoardPanel::scene() const
{
    return mode() == Mode::Neighbours ? m_neighbours->scene() : m_sandbox->scene();
}

QLabel *BoardPanel::messageLine() const
{
    return m_sandbox->messageLine();
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
