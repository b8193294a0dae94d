// SPDX-FileCopyrightText: 2026 Krajina contributors
// SPDX-License-Identifier: GPL-3.0-or-later

#include "scoretable.h"

#include "boardscene.h"
#include "engine/carcassonne/gamestate.h"

#include <QEvent>
#include <QHeaderView>
#include <QIcon>
#include <QPainter>
#include <QPixmap>

using namespace Qt::StringLiterals;

namespace Krajina {

namespace {

QIcon swatch(const QColor &colour)
{
    QPixmap pixmap(12, 12);
    pixmap.fill(Qt::transparent);
    QPainter painter(&pixmap);
    painter.setRenderHint(QPainter::Antialiasing);
    painter.setPen(QPen(colour.darker(160), 1));
    painter.setBrush(colour);
    painter.drawEllipse(QRectF(1, 1, 10, 10));
    return QIcon(pixmap);
}

} // namespace

ScoreTable::ScoreTable(QWidget *parent)
    : QTableWidget(parent)
{
    setObjectName(u"scores"_s);
    setColumnCount(3);
    verticalHeader()->hide();
    setEditTriggers(QAbstractItemView::NoEditTriggers);
    setSelectionMode(QAbstractItemView::NoSelection);
    setFocusPolicy(Qt::NoFocus);
    horizontalHeader()->setSectionResizeMode(0, QHeaderView::Stretch);
    horizontalHeader()->setSectionResizeMode(1, QHeaderView::ResizeToContents);
    horizontalHeader()->setSectionResizeMode(2, QHeaderView::ResizeToContents);
    retranslate();
}

void ScoreTable::showScores(const GameState &state, int players)
{
    const Board &board = state.board();
    setRowCount(players);
    for (int p = 0; p < players; ++p) {
        auto *name = new QTableWidgetItem(swatch(BoardScene::playerColour(p)), tr("Player %1").arg(p + 1));
        QFont font = name->font();
        font.setBold(p == state.currentPlayer() && !state.finished());
        name->setFont(font);
        setItem(p, 0, name);
        auto *score = new QTableWidgetItem(QString::number(board.score(p)));
        score->setTextAlignment(Qt::AlignRight | Qt::AlignVCenter);
        setItem(p, 1, score);
        auto *supply = new QTableWidgetItem(QString::number(board.supply(p)));
        supply->setTextAlignment(Qt::AlignRight | Qt::AlignVCenter);
        setItem(p, 2, supply);
    }
    setFixedHeight(horizontalHeader()->height() + rowHeight(0) * players + 4);
}

void ScoreTable::retranslate()
{
    setHorizontalHeaderLabels({tr("Player"), tr("Score"), tr("Followers")});
}

void ScoreTable::changeEvent(QEvent *event)
{
    if (event->type() == QEvent::LanguageChange)
        retranslate();
    QTableWidget::changeEvent(event);
}

} // namespace Krajina
