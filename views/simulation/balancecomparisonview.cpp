// SPDX-FileCopyrightText: 2026 Krajina contributors
// SPDX-License-Identifier: GPL-3.0-or-later

#include "balancecomparisonview.h"

#include "engine/carcassonne/simulator.h"

#include <QEvent>
#include <QHeaderView>
#include <QLabel>
#include <QLocale>
#include <QTableWidget>
#include <QVBoxLayout>

using namespace Qt::StringLiterals;

namespace Krajina {

BalanceComparisonView::BalanceComparisonView(QWidget *parent)
    : QWidget(parent)
    , m_hint(new QLabel(this))
    , m_table(new QTableWidget(this))
{
    m_hint->setWordWrap(true);
    m_table->setObjectName(u"balanceComparisonTable"_s);
    m_table->setColumnCount(ColumnCount);
    m_table->verticalHeader()->setVisible(false);
    m_table->horizontalHeader()->setSectionResizeMode(QHeaderView::ResizeToContents);
    m_table->horizontalHeader()->setStretchLastSection(true);
    m_table->setEditTriggers(QAbstractItemView::NoEditTriggers);
    m_table->setSelectionBehavior(QAbstractItemView::SelectRows);
    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addWidget(m_hint);
    layout->addWidget(m_table, 1);
    fill();
}

void BalanceComparisonView::setReport(const SimulationReport &report)
{
    m_mine = report.balance;
    m_myExpansions = report.expansions;
    m_comparison = report.comparison;
    fill();
}

void BalanceComparisonView::changeEvent(QEvent *event)
{
    if (event->type() == QEvent::LanguageChange)
        fill();
    QWidget::changeEvent(event);
}

void BalanceComparisonView::fill()
{
    const QLocale locale;
    const auto estimate = [&locale](const MeanEstimate &e) {
        return tr("%1 (%2 – %3)")
            .arg(locale.toString(e.mean, 'f', 2), locale.toString(e.low, 'f', 2), locale.toString(e.high, 'f', 2));
    };
    const bool compared = m_comparison.has_value();
    m_table->setHorizontalHeaderLabels(
        {tr("Figure"), m_myExpansions.isEmpty() ? tr("This set") : m_myExpansions.join(u" + "_s),
         compared ? m_comparison->expansions.join(u" + "_s) : tr("Compared set"), tr("Difference"), tr("Verdict")});
    m_table->setColumnHidden(ComparedColumn, !compared);
    m_table->setColumnHidden(DifferenceColumn, !compared);
    m_table->setColumnHidden(VerdictColumn, !compared);
    if (m_mine.games() == 0) {
        m_hint->setText(tr("Tick \"Figures per tile\" or name a set to compare with, then simulate."));
        m_table->setRowCount(0);
        return;
    }
    m_hint->setText(compared ? tr("Per player and game, with 95 % intervals; both sets played with the same seats "
                                  "and seeds. A difference is beyond chance when Welch's t test says so at 95 %.")
                             : tr("Per player and game, with 95 % intervals."));
    const QString names[] = {tr("Mean score"),        tr("Game length (tiles)"),     tr("Points from cities"),
                             tr("Points from roads"), tr("Points from monasteries"), tr("Points from fields")};
    m_table->setRowCount(BalanceFigures::FigureCount);
    for (int f = 0; f < BalanceFigures::FigureCount; ++f) {
        const auto figure = BalanceFigures::Figure(f);
        m_table->setItem(f, FigureColumn, new QTableWidgetItem(names[f]));
        m_table->setItem(f, MineColumn, new QTableWidgetItem(estimate(m_mine.estimate(figure))));
        if (!compared)
            continue;
        m_table->setItem(f, ComparedColumn, new QTableWidgetItem(estimate(m_comparison->figures.estimate(figure))));
        const MeanDifference d = m_comparison->difference(m_mine, figure);
        const QString sign = d.difference > 0 ? u"+"_s : QString();
        m_table->setItem(f, DifferenceColumn, new QTableWidgetItem(sign + locale.toString(d.difference, 'f', 2)));
        auto *verdict = new QTableWidgetItem(d.beyondChance ? tr("beyond chance") : tr("within chance"));
        if (d.beyondChance) {
            QFont bold = verdict->font();
            bold.setBold(true);
            verdict->setFont(bold);
        }
        m_table->setItem(f, VerdictColumn, verdict);
    }
}

} // namespace Krajina
