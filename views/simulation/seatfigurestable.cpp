// SPDX-FileCopyrightText: 2026 Krajina contributors
// SPDX-License-Identifier: GPL-3.0-or-later

#include "seatfigurestable.h"

#include <QEvent>
#include <QHeaderView>
#include <QLabel>
#include <QLocale>
#include <QTableWidget>
#include <QVBoxLayout>

using namespace Qt::StringLiterals;

namespace Krajina {

SeatFiguresTable::SeatFiguresTable(Game game, QWidget *parent)
    : QWidget(parent)
    , m_game(game)
    , m_hint(new QLabel(this))
    , m_table(new QTableWidget(this))
{
    setObjectName(u"seatFigures"_s);
    m_hint->setWordWrap(true);
    m_table->setObjectName(u"seatFiguresTable"_s);
    m_table->setColumnCount(ColumnCount);
    m_table->verticalHeader()->setVisible(false);
    m_table->horizontalHeader()->setSectionResizeMode(QHeaderView::ResizeToContents);
    m_table->horizontalHeader()->setStretchLastSection(true);
    m_table->setEditTriggers(QAbstractItemView::NoEditTriggers);
    m_table->setSelectionBehavior(QAbstractItemView::SelectRows);
    m_table->setAlternatingRowColors(true);
    // A win in Dos Rios is the rules' (the tie-break too): no seat shares one.
    m_table->setColumnHidden(TiesColumn, m_game == Game::DosRios);
    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addWidget(m_hint);
    layout->addWidget(m_table, 1);
    fill();
}

void SeatFiguresTable::setFigures(const std::vector<PlayerPolicy> &policies, const SeatTally &tally)
{
    m_policies = policies;
    m_tally = tally;
    fill();
}

void SeatFiguresTable::changeEvent(QEvent *event)
{
    if (event->type() == QEvent::LanguageChange)
        fill();
    QWidget::changeEvent(event);
}

void SeatFiguresTable::fill()
{
    const bool dosRios = m_game == Game::DosRios;
    m_table->setHorizontalHeaderLabels({tr("Seat"), tr("Policy"), tr("Wins"), tr("Ties"), tr("Win rate"),
                                        tr("95 % interval"), dosRios ? tr("Mean money") : tr("Mean score")});
    if (m_tally.games() == 0) {
        m_hint->setText(dosRios ? tr("Run a simulation to see how each seat fared: its wins and its mean money.")
                                : tr("Run a simulation to see how each seat fared: its wins and its mean score."));
        m_table->setRowCount(0);
        return;
    }
    m_hint->setText(dosRios ? tr("Seats in turn order, the start player drawn for each game; a game stopped "
                                 "unfinished is won by none. Win rates with their 95 % intervals.")
                            : tr("Seat 1 starts. A win is the highest score alone; a shared highest score is a tie "
                                 "(a win for none). Win rates with their 95 % intervals."));
    const QLocale locale;
    const auto percent = [&locale](double share) { return tr("%1 %").arg(locale.toString(100 * share, 'f', 1)); };
    const QString policyNames[] = {tr("Random"), tr("Greedy"), tr("Lookahead")};
    m_table->setRowCount(m_tally.seats());
    for (int s = 0; s < m_tally.seats(); ++s) {
        const PlayerPolicy policy = s < int(m_policies.size()) ? m_policies[std::size_t(s)] : PlayerPolicy::Random;
        const auto [low, high] = m_tally.winInterval(s);
        const QString cells[]
            = {locale.toString(s + 1),
               policyNames[int(policy)],
               locale.toString(qlonglong(m_tally.wins(s))),
               locale.toString(qlonglong(m_tally.ties(s))),
               percent(m_tally.winRate(s)),
               tr("%1 – %2 %").arg(locale.toString(100 * low, 'f', 1), locale.toString(100 * high, 'f', 1)),
               locale.toString(m_tally.meanScore(s), 'f', 1)};
        for (int c = 0; c < ColumnCount; ++c) {
            auto *item = new QTableWidgetItem(cells[c]);
            if (c != PolicyColumn)
                item->setTextAlignment(Qt::AlignRight | Qt::AlignVCenter);
            m_table->setItem(s, c, item);
        }
    }
}

} // namespace Krajina
