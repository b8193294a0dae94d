// SPDX-FileCopyrightText: 2026 Krajina contributors
// SPDX-License-Identifier: GPL-3.0-or-later

#include "simulationcharts.h"

#include "chartparts.h"
#include "render/tilerenderer.h"

#include <QBarCategoryAxis>
#include <QBarSet>
#include <QChart>
#include <QChartView>
#include <QEvent>
#include <QGraphicsPixmapItem>
#include <QGridLayout>
#include <QHorizontalBarSeries>
#include <QPainter>
#include <QValueAxis>

#include <algorithm>
#include <cmath>

using namespace Qt::StringLiterals;

namespace Krajina {

namespace {

constexpr int ThumbnailSize = 28;

} // namespace

SimulationCharts::SimulationCharts(QWidget *parent)
    : QWidget(parent)
{
    setObjectName(u"simulationCharts"_s);
    auto *grid = new QGridLayout(this);
    grid->setContentsMargins(0, 0, 0, 0);
    grid->setSpacing(2);
}

SimulationCharts::~SimulationCharts() = default;

void SimulationCharts::setCharts(const QList<ResultChart> &charts)
{
    QStringList ids;
    for (const ResultChart &chart : charts)
        ids << chart.id;
    const bool sameViews = ids == chartIds();
    m_charts = charts;
    if (!sameViews) {
        qDeleteAll(m_views);
        m_views.clear();
        m_thumbnails.clear();
        for (const ResultChart &chart : std::as_const(m_charts)) {
            auto *view = new QChartView(this);
            view->setObjectName(chart.id);
            view->setRenderHint(QPainter::Antialiasing);
            view->setMinimumSize(240, chart.strip ? 130 : 180);
            m_views << view;
        }
        layOut();
    }
    rebuild();
}

void SimulationCharts::clear()
{
    setCharts({});
}

QStringList SimulationCharts::chartIds() const
{
    QStringList ids;
    for (const QChartView *view : m_views)
        ids << view->objectName();
    return ids;
}

QChartView *SimulationCharts::chartView(const QString &id) const
{
    for (QChartView *view : m_views) {
        if (view->objectName() == id)
            return view;
    }
    return nullptr;
}

void SimulationCharts::setColumns(int columns)
{
    columns = std::clamp(columns, 1, 2);
    if (columns == m_columns)
        return;
    m_columns = columns;
    layOut();
}

void SimulationCharts::layOut()
{
    // The strips across the top, the others below them, two by two or one by one.
    auto *grid = static_cast<QGridLayout *>(layout());
    for (int row = 0; row < grid->rowCount(); ++row)
        grid->setRowStretch(row, 0);
    int row = 0, below = 0;
    for (qsizetype c = 0; c < m_views.size(); ++c) {
        if (m_charts.at(c).strip) {
            grid->addWidget(m_views.at(c), row, 0, 1, m_columns);
            grid->setRowStretch(row++, 1);
        }
    }
    for (qsizetype c = 0; c < m_views.size(); ++c) {
        if (m_charts.at(c).strip)
            continue;
        grid->addWidget(m_views.at(c), row + below / m_columns, below % m_columns);
        grid->setRowStretch(row + below / m_columns, 3);
        ++below;
    }
}

QChart *SimulationCharts::barsChart(const ResultChart &description, int index)
{
    auto *chart = new QChart;
    chart->setTitle(description.title);
    chart->legend()->hide();
    if (description.categories.isEmpty() || description.series.isEmpty())
        return chart;
    auto *series = new QHorizontalBarSeries;
    const QColor highlight = palette().color(QPalette::Highlight);
    qreal top = 0;
    for (qsizetype s = 0; s < description.series.size(); ++s) {
        auto *set = new QBarSet(description.parts.value(s));
        // Bottom to top: the first category at the top.
        const QList<double> &values = description.series.at(s);
        for (qsizetype i = description.categories.size() - 1; i >= 0; --i) {
            *set << values.value(i);
            top = std::max<qreal>(top, values.value(i));
        }
        QColor colour = highlight;
        colour.setAlphaF(s == 0 ? 1.0 : 0.45);
        set->setColor(colour);
        if (description.series.size() == 1)
            set->setBorderColor(Qt::transparent);
        series->append(set);
    }
    chart->addSeries(series);
    QStringList categories = description.categories;
    std::reverse(categories.begin(), categories.end());
    auto *y = new QBarCategoryAxis;
    y->append(categories);
    auto *x = new QValueAxis;
    ChartParts::setCountRange(x, top);
    if (description.series.size() == 1)
        x->setTitleText(description.parts.value(0));
    chart->addAxis(y, Qt::AlignLeft);
    chart->addAxis(x, Qt::AlignBottom);
    series->attachAxis(x);
    series->attachAxis(y);
    if (description.series.size() > 1) {
        chart->legend()->show();
        chart->legend()->setAlignment(Qt::AlignBottom);
    }
    // The tiles' pictures beside their bars.
    if (!description.tiles.isEmpty()) {
        QList<QGraphicsItem *> &items = m_thumbnails[index];
        TileRenderer renderer;
        const qreal dpr = devicePixelRatioF();
        for (qsizetype i = description.categories.size() - 1; i >= 0; --i) {
            const std::shared_ptr<const TileDefinition> tile = description.tiles.value(i);
            if (!tile) {
                items << nullptr;
                continue;
            }
            QImage image = renderer.toImage(*tile, int(std::ceil(ThumbnailSize * dpr)));
            image.setDevicePixelRatio(dpr * std::max(1, std::max(tile->size.width(), tile->size.height())));
            auto *item = new QGraphicsPixmapItem(QPixmap::fromImage(image), chart);
            item->setToolTip(description.categories.at(i));
            items << item;
        }
    }
    return chart;
}

void SimulationCharts::rebuild()
{
    if (m_rebuilding)
        return;
    m_rebuilding = true;
    m_thumbnails.clear();
    m_histogramBins = QList<int>(m_charts.size(), 0);
    for (int c = 0; c < int(m_charts.size()); ++c) {
        const ResultChart &description = m_charts.at(c);
        QChart *chart = nullptr;
        switch (description.kind) {
        case ResultChart::Kind::Rates:
            if (description.rates.isEmpty()) {
                chart = new QChart;
                chart->setTitle(description.title);
                chart->legend()->hide();
            } else {
                QList<ChartParts::Rate> rates;
                for (const ResultChart::Rate &rate : description.rates)
                    rates.append({rate.category, rate.low, rate.high});
                chart = ChartParts::rates(description.title, rates, description.parts, palette());
            }
            break;
        case ResultChart::Kind::Histogram:
            chart = ChartParts::histogram(description.histogram, description.title, description.axis,
                                          description.countAxis, palette(), &m_histogramBins[c]);
            break;
        case ResultChart::Kind::Bars:
            chart = barsChart(description, c);
            break;
        }
        ChartParts::style(chart, palette(), font());
        ChartParts::setChart(m_views[c], chart);
        if (m_thumbnails.contains(c)) {
            chart->setMargins(QMargins(ThumbnailSize + 8, 2, 4, 2));
            connect(chart, &QChart::plotAreaChanged, this, [this, c] { placeThumbnails(c); });
            placeThumbnails(c);
        }
        ChartParts::keepCategoriesWhole(chart);
    }
    m_rebuilding = false;
}

void SimulationCharts::placeThumbnails(int index)
{
    QChart *chart = m_views[index]->chart();
    if (chart->series().isEmpty())
        return;
    QAbstractSeries *series = chart->series().constFirst();
    const QList<QGraphicsItem *> items = m_thumbnails.value(index);
    for (qsizetype i = 0; i < items.size(); ++i) {
        QGraphicsItem *item = items.at(i);
        if (!item)
            continue;
        const QPointF at = chart->mapToPosition(QPointF(0, qreal(i)), series);
        item->setPos(4, at.y() - item->boundingRect().height() / 2);
    }
}

int SimulationCharts::barCount(const QString &id) const
{
    const int c = int(chartIds().indexOf(id));
    if (c < 0)
        return 0;
    if (m_charts.at(c).kind == ResultChart::Kind::Histogram)
        return m_histogramBins.value(c);
    return ChartParts::barCount(m_views[c]->chart());
}

int SimulationCharts::thumbnailCount() const
{
    int count = 0;
    for (const QList<QGraphicsItem *> &items : m_thumbnails)
        count += int(std::count_if(items.cbegin(), items.cend(), [](QGraphicsItem *i) { return i; }));
    return count;
}

QString SimulationCharts::exportChart(const QString &id, const QString &path) const
{
    QChartView *view = chartView(id);
    return view ? ChartParts::exportView(view, path) : tr("No chart %1").arg(id);
}

void SimulationCharts::changeEvent(QEvent *event)
{
    QWidget::changeEvent(event);
    if (event->type() == QEvent::PaletteChange || event->type() == QEvent::FontChange)
        rebuild();
}

} // namespace Krajina
