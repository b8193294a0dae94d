// SPDX-FileCopyrightText: 2026 Krajina contributors
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

#include "engine/carcassonne/simulator.h"

#include <QHash>
#include <QList>
#include <QWidget>

#include <memory>
#include <optional>

class QChart;
class QChartView;
class QGraphicsItem;

namespace Krajina {

class CompiledTileSet;

// The simulator's report as charts (Qt Charts): histograms of the final scores, the
// winner's margins and the game lengths, the tiles set aside as bars with their
// pictures, and the completion rate with its 95 % interval. Colours come from the
// palette; the charts are drawn again when it or the language changes.
class SimulationCharts : public QWidget
{
    Q_OBJECT
public:
    enum Chart { Scores, Margins, Lengths, SetAside, Completion, ChartCount };

    explicit SimulationCharts(QWidget *parent = nullptr);
    ~SimulationCharts() override;

    // `tiles`: the run's tiles, for the pictures of the tiles set aside; `hasRiver`
    // whether the games had river tiles (the completion rate means nothing otherwise).
    void setReport(const SimulationReport &report, std::shared_ptr<const CompiledTileSet> tiles, bool hasRiver);
    void clear();
    // Lays the charts out in one column (a narrow page) or two.
    void setColumns(int columns);
    int columns() const { return m_columns; }
    bool hasReport() const { return m_report.has_value(); }
    // Whether no game of the report laid its whole river (every one stuck): the score, lead and length
    // charts are then left empty with a title that says why.
    bool riverNeverLaid() const;

    QChartView *chartView(Chart chart) const { return m_views.at(chart); }
    // A file name for a chart's picture ("scores", "set-aside", ...).
    static QString fileName(Chart chart);
    // Writes a chart as PNG or SVG (by the suffix); an error sentence, or empty.
    QString exportChart(Chart chart, const QString &path) const;
    // Bars the chart shows with a count above zero (histogram bins, tiles).
    int barCount(Chart chart) const;
    // Tile pictures beside the set-aside bars.
    int thumbnailCount() const;

protected:
    void changeEvent(QEvent *event) override;

private:
    void rebuild();
    QChart *histogramChart(const Histogram &histogram, const QString &title, const QString &axis) const;
    QChart *setAsideChart();
    QChart *completionChart() const;
    void styleChart(QChart *chart) const;
    void placeThumbnails();

    QList<QChartView *> m_views;
    std::optional<SimulationReport> m_report;
    std::shared_ptr<const CompiledTileSet> m_tiles;
    bool m_hasRiver = true;
    QList<QGraphicsItem *> m_thumbnails;
    mutable QHash<const QChart *, int> m_histogramBins; // bins with games, by chart
    QStringList m_setAsideIds; // bottom to top
    bool m_rebuilding = false;
    int m_columns = 2;
};

} // namespace Krajina
