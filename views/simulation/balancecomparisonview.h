// SPDX-FileCopyrightText: 2026 Krajina contributors
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

#include "engine/carcassonne/balancefigures.h"

#include <QStringList>
#include <QWidget>

#include <optional>

class QLabel;
class QTableWidget;

namespace Krajina {

struct SimulationReport;

// The balance figures of a run per game (mean score, length, points from cities, roads,
// monasteries and fields, with their 95 % intervals) and, when the run compared two tile sets
// (simulate --compare), both sets side by side with the difference and whether it is beyond
// chance (Welch's t test).
class BalanceComparisonView : public QWidget
{
    Q_OBJECT
public:
    enum Column { FigureColumn, MineColumn, ComparedColumn, DifferenceColumn, VerdictColumn, ColumnCount };

    explicit BalanceComparisonView(QWidget *parent = nullptr);

    void setReport(const SimulationReport &report);
    QTableWidget *table() const { return m_table; }

protected:
    void changeEvent(QEvent *event) override;

private:
    void fill();

    QLabel *m_hint = nullptr;
    QTableWidget *m_table = nullptr;
    BalanceFigures m_mine;
    QStringList m_myExpansions;
    std::optional<BalanceComparison> m_comparison;
};

} // namespace Krajina
