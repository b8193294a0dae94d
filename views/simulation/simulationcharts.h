// SPDX-FileCopyrightText: 2026 Krajina contributors
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

#include "engine/simulationresults.h"

#include <QHash>
#include <QList>
#include <QWidget>

class QChart;
class QChartView;
class QGraphicsItem;

namespace Krajina {

// A simulation's charts (Qt Charts), whatever the game: rates with their 95 % intervals,
// histograms and bars by category (with tile pictures beside them when the results give
// tiles), as engine/simulationresults.h describes them. The strips run across the top, the
// other charts below in one column or two. Colours come from the palette; the charts are
// drawn again when it changes (the page gives them again when the language changes).
class SimulationCharts : public QWidget
{
    Q_OBJECT
public:
    explicit SimulationCharts(QWidget *parent = nullptr);
    ~SimulationCharts() override;

    void setCharts(const QList<ResultChart> &charts);
    void clear();
    bool hasCharts() const { return !m_charts.isEmpty(); }
    // Lays the charts out in one column (a narrow page) or two.
    void setColumns(int columns);
    int columns() const { return m_columns; }

    // The charts' ids (ResultChart::id, the file names of their pictures), in their order.
    QStringList chartIds() const;
    QChartView *chartView(const QString &id) const;
    // Writes a chart as PNG or SVG (by the suffix); an error sentence, or empty.
    QString exportChart(const QString &id, const QString &path) const;
    // Bars the chart shows with a count above zero (histogram bins, bars, rate parts).
    int barCount(const QString &id) const;
    // Tile pictures beside the bars.
    int thumbnailCount() const;

protected:
    void changeEvent(QEvent *event) override;

private:
    void rebuild();
    void layOut();
    QChart *barsChart(const ResultChart &chart, int index);
    void placeThumbnails(int index);

    QList<ResultChart> m_charts;
    QList<QChartView *> m_views; // by chart
    QList<int> m_histogramBins; // by chart
    QHash<int, QList<QGraphicsItem *>> m_thumbnails; // by chart, bottom to top
    bool m_rebuilding = false;
    int m_columns = 2;
};

} // namespace Krajina
