// SPDX-FileCopyrightText: 2026 Krajina contributors
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

#include "engine/dosrios/gamesimulator.h"

#include <QList>
#include <QWidget>

#include <optional>

class QChart;
class QChartView;

namespace Krajina {

// The Dos Rios simulator's report as charts (Qt Charts): the share of games that
// ended with a winner and the win rate of each seat, each with its 95 % interval;
// histograms of the game length in turns and of the bandit strikes per game; how
// often each win condition. Colours come from the palette; the charts are drawn
// again when it or the language changes.
class DosRiosCharts : public QWidget
{
    Q_OBJECT
public:
    enum Chart { Finished, WinRates, Lengths, WinConditions, BanditStrikes, ChartCount };

    explicit DosRiosCharts(QWidget *parent = nullptr);
    ~DosRiosCharts() override;

    void setReport(const DosRios::GameSimulationReport &report);
    void clear();
    // Lays the charts out in one column (a narrow page) or two.
    void setColumns(int columns);
    int columns() const { return m_columns; }
    bool hasReport() const { return m_report.has_value(); }

    QChartView *chartView(Chart chart) const { return m_views.at(chart); }
    // A file name for a chart's picture ("dos-rios-win-rates", ...).
    static QString fileName(Chart chart);
    // Writes a chart as PNG or SVG (by the suffix); an error sentence, or empty.
    QString exportChart(Chart chart, const QString &path) const;
    // Bars the chart shows with a count above zero (histogram bins, seats, conditions).
    int barCount(Chart chart) const;

protected:
    void changeEvent(QEvent *event) override;

private:
    void rebuild();

    QList<QChartView *> m_views;
    QList<int> m_histogramBins; // by chart
    std::optional<DosRios::GameSimulationReport> m_report;
    bool m_rebuilding = false;
    int m_columns = 2;
};

} // namespace Krajina
