// SPDX-FileCopyrightText: 2026 Krajina contributors
// SPDX-License-Identifier: GPL-3.0-or-later

// How the Dos Rios Play page shares its room: the board takes what the side
// panel leaves; the players' table (money, wood, buildings, farmers) is never
// scrolled away, and the turn and the cards go under it when the page is high
// enough or beside it when it is low (a panel docked under the editor).

#include "hexgamepage.h"

#include "hexgameview.h"

#include <QBoxLayout>
#include <QEvent>
#include <QGridLayout>
#include <QGroupBox>
#include <QLabel>
#include <QPainter>
#include <QPushButton>
#include <QScrollArea>
#include <QScrollBar>

using namespace Qt::StringLiterals;

namespace Krajina {

using namespace DosRios;

namespace {

QPixmap disc(const QColor &colour, int size, qreal ratio)
{
    QPixmap pixmap(QSize(size, size) * ratio);
    pixmap.setDevicePixelRatio(ratio);
    pixmap.fill(Qt::transparent);
    QPainter painter(&pixmap);
    painter.setRenderHint(QPainter::Antialiasing);
    painter.setPen(QPen(colour.lightness() > 140 ? QColor(0x20, 0x20, 0x20) : colour.darker(150), 1.2));
    painter.setBrush(colour);
    painter.drawEllipse(QRectF(1, 1, size - 2, size - 2));
    return pixmap;
}

void clearGrid(QGridLayout *layout)
{
    while (QLayoutItem *item = layout->takeAt(0)) {
        delete item->widget();
        delete item;
    }
}

} // namespace

QWidget *HexGamePage::makeSidePanel()
{
    auto *turnLayout = new QVBoxLayout(m_turnBox);
    turnLayout->addWidget(m_turnLine);
    auto *buttons = new QGridLayout;
    buttons->addWidget(m_buildFarm, 0, 0);
    buttons->addWidget(m_buildHacienda, 0, 1);
    buttons->addWidget(m_score, 1, 0);
    buttons->addWidget(m_pass, 1, 1);
    turnLayout->addLayout(buttons);
    turnLayout->addWidget(m_scoreHint);

    auto *cards = new QVBoxLayout(m_cardsBox);
    cards->addLayout(m_cardsLayout);
    cards->addWidget(m_deckLabel);

    auto *players = new QVBoxLayout(m_playersBox);
    players->setContentsMargins(6, 4, 6, 4);
    m_playersGrid->setVerticalSpacing(2);
    m_playersGrid->setHorizontalSpacing(8);
    players->addLayout(m_playersGrid);
    m_playersBox->setSizePolicy(QSizePolicy::Preferred, QSizePolicy::Maximum);

    // The turn and the cards scroll when they do not fit; the table never does.
    auto *rest = new QWidget;
    m_restLayout = new QBoxLayout(QBoxLayout::TopToBottom, rest);
    m_restLayout->setContentsMargins(0, 0, 0, 0);
    m_restLayout->addWidget(m_turnBox, 0, Qt::AlignTop);
    m_restLayout->addWidget(m_cardsBox, 0, Qt::AlignTop);
    m_restLayout->addStretch(1);
    m_panelScroll = new QScrollArea;
    m_panelScroll->setObjectName(u"gamePanelScroll"_s);
    m_panelScroll->setWidget(rest);
    m_panelScroll->setWidgetResizable(true);
    m_panelScroll->setFrameShape(QFrame::NoFrame);
    m_panelScroll->setHorizontalScrollBarPolicy(Qt::ScrollBarAlwaysOff);
    rest->installEventFilter(this);
    m_playersBox->installEventFilter(this);

    auto *panel = new QWidget;
    panel->setObjectName(u"gameSidePanel"_s);
    m_panelLayout = new QBoxLayout(QBoxLayout::TopToBottom, panel);
    m_panelLayout->setContentsMargins(2, 2, 2, 2);
    m_panelLayout->addWidget(m_playersBox, 0, Qt::AlignTop);
    m_panelLayout->addWidget(m_panelScroll, 1);
    return panel;
}

void HexGamePage::arrangeSidePanel()
{
    if (!m_panelLayout || !m_body || m_arranging)
        return;
    m_arranging = true;
    // Under the table when the table, the turn and a first card fit in the page's height; beside it otherwise,
    // and in a wide, low page (a docked panel) the cards beside the turn as well.
    const int available = m_body->height();
    const int spacing = m_panelLayout->spacing();
    // Measured afresh: the table and the cards are rebuilt on every move, and a cached size would be the old one.
    for (QWidget *box : {static_cast<QWidget *>(m_playersBox), static_cast<QWidget *>(m_turnBox),
                         static_cast<QWidget *>(m_cardsBox)}) {
        box->layout()->invalidate();
        box->layout()->activate();
    }
    const int needed = m_playersBox->sizeHint().height() + m_turnBox->sizeHint().height()
        + m_cardsBox->sizeHint().height() / 2 + 3 * spacing;
    const bool beside = available > 0 && needed > available;
    const int table = m_playersBox->minimumSizeHint().width();
    // The table is never squeezed below its width (at the set-up a long turn line once took its room: "Pl",
    // "oney").
    m_playersBox->setMinimumWidth(table);
    const int turn = m_turnBox->minimumSizeHint().width();
    const int cards = std::max(m_cardsBox->minimumSizeHint().width(), fontMetrics().averageCharWidth() * 24);
    const int scrollBar = m_panelScroll->verticalScrollBar()->sizeHint().width() + 6;
    // The cards stay under the turn: beside it they ran off a docked page (tst_hexgamelayout).
    const bool cardsBeside = false;
    m_panelLayout->setDirection(beside ? QBoxLayout::LeftToRight : QBoxLayout::TopToBottom);
    m_restLayout->setDirection(cardsBeside ? QBoxLayout::LeftToRight : QBoxLayout::TopToBottom);
    m_panelBeside = beside;
    m_cardsBeside = cardsBeside;
    // As wide as its parts need, with a scroll bar beside the turn and cards; the board gets the rest.
    const int restWidth = (cardsBeside ? turn + cards + spacing : std::max(turn, cards)) + scrollBar;
    m_panelScroll->setMinimumWidth(restWidth);
    const int width = (beside ? table + restWidth + spacing : std::max(table, restWidth)) + 4;
    m_sidePanel->setFixedWidth(width);
    m_arranging = false;
}

bool HexGamePage::eventFilter(QObject *watched, QEvent *event)
{
    if ((event->type() == QEvent::LayoutRequest && m_panelScroll
         && (watched == m_panelScroll->widget() || watched == m_playersBox))
        || (event->type() == QEvent::Resize && watched == m_body)) {
        // The cards or the table changed, or the room for them: now, and once the layouts have settled.
        arrangeSidePanel();
        QMetaObject::invokeMethod(
            this, [this] { arrangeSidePanel(); }, Qt::QueuedConnection);
    }
    return QWidget::eventFilter(watched, event);
}

void HexGamePage::refreshPlayers()
{
    clearGrid(m_playersGrid);
    if (!m_history.isStarted())
        return;
    // Short headings, said in full in their tooltips, keep the table narrow.
    const QList<std::pair<QString, QString>> headers {
        {tr("Money"), tr("Money")},
        {tr("Wood"), tr("Wood: a dam costs one")},
        {tr("Farms"), tr("Farms left to build")},
        {tr("Hac.", "short for hacienda"), tr("Hacienda left to build (1 or 0)")},
        {tr("City"), tr("Farmers in the city")},
    };
    for (qsizetype column = 0; column < headers.size(); ++column) {
        auto *header = new QLabel(headers[column].first);
        header->setToolTip(headers[column].second);
        header->setAlignment(Qt::AlignRight | Qt::AlignBottom);
        m_playersGrid->addWidget(header, 0, int(column) + 1);
    }
    const qreal ratio = devicePixelRatioF();
    const int size = fontMetrics().height();
    for (int p = 0; p < state().players(); ++p) {
        const PlayerState &player = state().player(p);
        const bool current = p == state().currentPlayer() && state().phase() != Phase::Over;
        const bool winner = p == state().winner();
        auto *name = new QLabel;
        name->setObjectName(u"gamePlayer%1"_s.arg(p + 1));
        QString text = tr("Player %1").arg(p + 1).toHtmlEscaped();
        if (current || winner)
            text = u"<b>%1</b>"_s.arg(winner ? tr("Player %1 (won)").arg(p + 1).toHtmlEscaped() : text);
        name->setText(text);
        // Never narrower than the name (in bold, as the player to play has it).
        QFont bold = name->font();
        bold.setBold(true);
        name->setMinimumWidth(
            QFontMetrics(bold).horizontalAdvance(winner ? tr("Player %1 (won)").arg(p + 1) : tr("Player %1").arg(p + 1))
            + 2);
        auto *swatch = new QLabel;
        swatch->setPixmap(disc(HexGameView::playerColour(p), size, ratio));
        auto *cell = new QWidget;
        cell->setObjectName(u"gamePlayerRow%1"_s.arg(p + 1));
        auto *row = new QHBoxLayout(cell);
        row->setContentsMargins(0, 0, 0, 0);
        row->setSpacing(4);
        row->addWidget(swatch);
        row->addWidget(name, 1);
        if (current)
            cell->setToolTip(tr("To play"));
        m_playersGrid->addWidget(cell, p + 1, 0);
        const QList<int> values {player.money, player.wood, state().farmsPerPlayer() - player.farms,
                                 player.haciendaCell < 0 ? 1 : 0, state().farmersAt(state().cityCell(), p)};
        for (qsizetype i = 0; i < values.size(); ++i) {
            auto *value = new QLabel(QString::number(values[i]));
            value->setObjectName(u"gamePlayer%1Value%2"_s.arg(p + 1).arg(i + 1));
            value->setAlignment(Qt::AlignRight | Qt::AlignVCenter);
            value->setToolTip(headers[i].second);
            m_playersGrid->addWidget(value, p + 1, int(i) + 1);
        }
    }
    m_playersGrid->setColumnStretch(0, 1);
    arrangeSidePanel();
}

} // namespace Krajina
