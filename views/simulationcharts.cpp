// SPDX-FileCopyrightText: 2026 Krajina contributors
// SPDX-License-Identifier: GPL-3.0-or-later

#include "simulationcharts.h"

#include "engine/carcassonne/compiledtileset.h"
#include "pictureexport.h"
#include "render/tilerenderer.h"

#include <QAreaSeries>
#include <QBarCategoryAxis>
#include <QBarSeries>
#include <QBarSet>
#include <QChart>
#include <QChartView>
#include <QEvent>
#include <QGraphicsPixmapItem>
#include <QGridLayout>
#include <QHorizontalBarSeries>
#include <QHorizontalStackedBarSeries>
#include <QLegendMarker>
#include <QLineSeries>
#include <QLocale>
#include <QPainter>
#include <QValueAxis>

#include <algorithm>
#include <cmath>

using namespace Qt::StringLiterals;

namespace Krajina {

namespace {

constexpr int MaxBins = 50; // a histogram's bins at most; wider ranges share bins
constexpr int MaxSetAside = 12; // tiles in the set-aside chart
constexpr int ThumbnailSize = 28;

// A step of 1, 2 or 5 times a power of ten that cuts `range` into at most about `ticks` parts.
qreal wholeStep(qreal range, int ticks)
{
    const qreal raw = std::max<qreal>(1, range / ticks);
    const qreal power = std::pow(10.0, std::floor(std::log10(raw)));
    for (qreal m : {1.0, 2.0, 5.0}) {
        if (m * power >= raw)
            return m * power;
    }
    return 10 * power;
}

// An axis of counts from 0, whole numbers at its ticks.
void setCountRange(QValueAxis *axis, qreal top)
{
    const qreal step = wholeStep(std::max<qreal>(top, 1), 5);
    axis->setRange(0, std::ceil(std::max<qreal>(top, 1) / step) * step);
    axis->setLabelFormat(u"%d"_s);
    axis->setTickType(QValueAxis::TicksDynamic);
    axis->setTickAnchor(0);
    axis->setTickInterval(step);
}

} // namespace

SimulationCharts::SimulationCharts(QWidget *parent)
    : QWidget(parent)
{
    setObjectName(u"simulationCharts"_s);
    auto *grid = new QGridLayout(this);
    grid->setContentsMargins(0, 0, 0, 0);
    grid->setSpacing(2);
    static const char *const names[] = {"scoreChart", "marginChart", "lengthChart", "setAsideChart", "completionChart"};
    for (int c = 0; c < ChartCount; ++c) {
        auto *view = new QChartView(this);
        view->setObjectName(QString::fromLatin1(names[c]));
        view->setRenderHint(QPainter::Antialiasing);
        view->setMinimumSize(160, 120);
        m_views << view;
    }
    // The completion rate a strip across the top, the histograms and the tiles set aside below.
    m_views[Completion]->setMinimumHeight(130);
    grid->addWidget(m_views[Completion], 0, 0, 1, 2);
    grid->addWidget(m_views[Scores], 1, 0);
    grid->addWidget(m_views[Margins], 1, 1);
    grid->addWidget(m_views[SetAside], 2, 0);
    grid->addWidget(m_views[Lengths], 2, 1);
    grid->setRowStretch(0, 1);
    grid->setRowStretch(1, 3);
    grid->setRowStretch(2, 3);
    clear();
}

SimulationCharts::~SimulationCharts() = default;

void SimulationCharts::setReport(const SimulationReport &report, std::shared_ptr<const CompiledTileSet> tiles,
                                 bool hasRiver)
{
    m_report = report;
    m_tiles = std::move(tiles);
    m_hasRiver = hasRiver;
    rebuild();
}

void SimulationCharts::clear()
{
    m_report.reset();
    m_tiles.reset();
    rebuild();
}

QString SimulationCharts::fileName(Chart chart)
{
    static const char16_t *const names[] = {u"scores", u"margins", u"game-lengths", u"set-aside", u"completion"};
    return QString::fromUtf16(names[chart]);
}

void SimulationCharts::styleChart(QChart *chart) const
{
    const QPalette pal = palette();
    chart->setBackgroundBrush(pal.color(QPalette::Base));
    chart->setBackgroundPen(QPen(pal.color(QPalette::Mid), 0));
    chart->setBackgroundRoundness(0);
    chart->setPlotAreaBackgroundVisible(false);
    chart->setTitleBrush(pal.color(QPalette::Text));
    QFont title = font();
    title.setBold(true);
    chart->setTitleFont(title);
    chart->legend()->setLabelColor(pal.color(QPalette::Text));
    chart->legend()->setFont(font());
    chart->setMargins(QMargins(4, 2, 4, 2));
    QColor grid = pal.color(QPalette::Text);
    grid.setAlphaF(0.15);
    for (QAbstractAxis *axis : chart->axes()) {
        axis->setLabelsBrush(pal.color(QPalette::Text));
        axis->setTitleBrush(pal.color(QPalette::Text));
        axis->setLabelsFont(font());
        axis->setTitleFont(font());
        axis->setGridLineColor(grid);
        axis->setLinePenColor(pal.color(QPalette::Mid));
    }
    chart->setAnimationOptions(QChart::NoAnimation);
}

QChart *SimulationCharts::histogramChart(const Histogram &histogram, const QString &title, const QString &axis) const
{
    auto *chart = new QChart;
    chart->setTitle(title);
    chart->legend()->hide();
    m_histogramBins.insert(chart, 0);
    if (histogram.isEmpty())
        return chart;
    // Bins of whole numbers as a stepped area over the values; wide ranges share bins.
    const int range = histogram.max() - histogram.min() + 1;
    const int width = std::max(1, (range + MaxBins - 1) / MaxBins);
    auto *upper = new QLineSeries;
    qreal top = 0;
    int bins = 0;
    for (int first = histogram.min(); first <= histogram.max(); first += width) {
        std::int64_t count = 0;
        for (int v = first; v < first + width; ++v)
            count += histogram.count(v);
        // Each bin covers [first - 0.5, first + width - 0.5), centred on its values.
        upper->append(first - 0.5, qreal(count));
        upper->append(first + width - 0.5, qreal(count));
        top = std::max(top, qreal(count));
        bins += count > 0 ? 1 : 0;
    }
    m_histogramBins.insert(chart, bins);
    auto *area = new QAreaSeries(upper);
    const QColor highlight = palette().color(QPalette::Highlight);
    QColor fill = highlight;
    fill.setAlphaF(0.75);
    area->setBrush(fill);
    area->setPen(QPen(highlight.darker(130), 1));
    chart->addSeries(area);
    auto *x = new QValueAxis;
    x->setRange(histogram.min() - 0.5, histogram.max() + 0.5);
    x->setLabelFormat(u"%d"_s);
    x->setTickType(QValueAxis::TicksDynamic);
    x->setTickAnchor(0);
    x->setTickInterval(wholeStep(range, 6));
    x->setTitleText(axis);
    auto *y = new QValueAxis;
    setCountRange(y, top);
    y->setTitleText(tr("games"));
    chart->addAxis(x, Qt::AlignBottom);
    chart->addAxis(y, Qt::AlignLeft);
    area->attachAxis(x);
    area->attachAxis(y);
    return chart;
}

QChart *SimulationCharts::setAsideChart()
{
    auto *chart = new QChart;
    chart->legend()->hide();
    m_setAsideIds.clear();
    if (!m_report)
        return chart;
    std::vector<std::pair<QString, int>> tiles(m_report->setAside.begin(), m_report->setAside.end());
    std::stable_sort(tiles.begin(), tiles.end(), [](const auto &a, const auto &b) { return a.second > b.second; });
    const int shown = std::min<int>(int(tiles.size()), MaxSetAside);
    chart->setTitle(tiles.empty() ? tr("Tiles set aside: none") : tr("Tiles set aside (copies over all games)"));
    if (tiles.empty())
        return chart;
    auto *set = new QBarSet(tr("set aside"));
    auto *stuck = new QBarSet(tr("the river could not go on"));
    // Bottom to top: the most often set aside at the top.
    for (int i = shown - 1; i >= 0; --i) {
        const QString &id = tiles[std::size_t(i)].first;
        m_setAsideIds << id;
        *set << tiles[std::size_t(i)].second;
        const int index = m_tiles ? m_tiles->indexOf(id) : -1;
        const auto &first = m_report->statistics.stuckOn();
        *stuck << qreal(index >= 0 && std::size_t(index) < first.size() ? first[std::size_t(index)] : 0);
    }
    set->setColor(palette().color(QPalette::Highlight));
    QColor light = palette().color(QPalette::Highlight);
    light.setAlphaF(0.45);
    stuck->setColor(light);
    auto *series = new QHorizontalBarSeries;
    series->append(set);
    series->append(stuck);
    chart->addSeries(series);
    auto *y = new QBarCategoryAxis;
    y->append(m_setAsideIds);
    auto *x = new QValueAxis;
    setCountRange(x, tiles.front().second);
    chart->addAxis(y, Qt::AlignLeft);
    chart->addAxis(x, Qt::AlignBottom);
    series->attachAxis(x);
    series->attachAxis(y);
    chart->legend()->show();
    chart->legend()->setAlignment(Qt::AlignBottom);
    return chart;
}

QChart *SimulationCharts::completionChart() const
{
    auto *chart = new QChart;
    if (!m_report || !m_hasRiver) {
        chart->setTitle(m_report ? tr("No river in play") : tr("Completion rate"));
        chart->legend()->hide();
        return chart;
    }
    const QLocale locale;
    const double rate = m_report->completionRate();
    const auto [low, high] = m_report->completionInterval();
    chart->setTitle(
        tr("Completed: %1 % (95 % interval %2 – %3 %)")
            .arg(locale.toString(rate, 'f', 1), locale.toString(low, 'f', 1), locale.toString(high, 'f', 1)));
    const QColor highlight = palette().color(QPalette::Highlight);
    QColor between = highlight;
    between.setAlphaF(0.4);
    QColor rest = palette().color(QPalette::Text);
    rest.setAlphaF(0.1);
    auto *surely = new QBarSet(tr("completed (95 % lower bound)"));
    auto *interval = new QBarSet(tr("95 % interval"));
    auto *notCompleted = new QBarSet(tr("not completed"));
    *surely << low;
    *interval << (high - low);
    *notCompleted << (100.0 - high);
    surely->setColor(highlight);
    interval->setColor(between);
    notCompleted->setColor(rest);
    for (QBarSet *set : {surely, interval, notCompleted})
        set->setBorderColor(Qt::transparent);
    auto *series = new QHorizontalStackedBarSeries;
    series->setBarWidth(0.5);
    series->append({surely, interval, notCompleted});
    chart->addSeries(series);
    auto *y = new QBarCategoryAxis;
    y->append(tr("games"));
    y->setVisible(false);
    auto *x = new QValueAxis;
    x->setRange(0, 100);
    x->setLabelFormat(u"%d"_s);
    x->setTickCount(5);
    chart->addAxis(y, Qt::AlignLeft);
    chart->addAxis(x, Qt::AlignBottom);
    series->attachAxis(x);
    series->attachAxis(y);
    chart->legend()->setAlignment(Qt::AlignBottom);
    return chart;
}

void SimulationCharts::rebuild()
{
    if (m_rebuilding)
        return;
    m_rebuilding = true;
    m_thumbnails.clear();
    m_histogramBins.clear();
    const SimulationStatistics empty;
    const SimulationStatistics &s = m_report ? m_report->statistics : empty;
    QList<QChart *> charts(ChartCount, nullptr);
    charts[Scores] = histogramChart(s.scores(), tr("Final scores"), tr("points"));
    charts[Margins] = histogramChart(s.margins(), tr("Winner's lead"), tr("points"));
    charts[Lengths] = histogramChart(s.lengths(), tr("Game length"), tr("tiles placed"));
    charts[SetAside] = setAsideChart();
    charts[Completion] = completionChart();
    for (int c = 0; c < ChartCount; ++c) {
        styleChart(charts[c]);
        QChart *old = m_views[c]->chart();
        m_views[c]->setChart(charts[c]);
        delete old;
    }
    if (!m_setAsideIds.isEmpty() && m_tiles) {
        QChart *chart = charts[SetAside];
        chart->setMargins(QMargins(ThumbnailSize + 8, 2, 4, 2));
        TileRenderer renderer;
        const qreal dpr = devicePixelRatioF();
        for (const QString &id : std::as_const(m_setAsideIds)) {
            const int index = m_tiles->indexOf(id);
            if (index < 0) {
                m_thumbnails << nullptr;
                continue;
            }
            const TileDefinition &tile = m_tiles->definition(index);
            QImage image = renderer.toImage(tile, int(std::ceil(ThumbnailSize * dpr)));
            image.setDevicePixelRatio(dpr * std::max(1, std::max(tile.size.width(), tile.size.height())));
            auto *item = new QGraphicsPixmapItem(QPixmap::fromImage(image), chart);
            item->setToolTip(id);
            m_thumbnails << item;
        }
        connect(chart, &QChart::plotAreaChanged, this, &SimulationCharts::placeThumbnails);
        placeThumbnails();
    }
    m_rebuilding = false;
}

void SimulationCharts::placeThumbnails()
{
    QChart *chart = m_views[SetAside]->chart();
    if (chart->series().isEmpty())
        return;
    QAbstractSeries *series = chart->series().constFirst();
    for (qsizetype i = 0; i < m_thumbnails.size(); ++i) {
        QGraphicsItem *item = m_thumbnails.at(i);
        if (!item)
            continue;
        const QPointF at = chart->mapToPosition(QPointF(0, qreal(i)), series);
        const QRectF box = item->boundingRect();
        item->setPos(4, at.y() - box.height() / 2);
    }
}

int SimulationCharts::barCount(Chart chart) const
{
    if (chart == Scores || chart == Margins || chart == Lengths)
        return m_histogramBins.value(m_views[chart]->chart(), 0);
    int bars = 0;
    for (QAbstractSeries *series : m_views[chart]->chart()->series()) {
        if (auto *bars_ = qobject_cast<QAbstractBarSeries *>(series)) {
            for (QBarSet *set : bars_->barSets()) {
                for (int i = 0; i < set->count(); ++i)
                    bars += set->at(i) > 0 ? 1 : 0;
            }
        }
    }
    return bars;
}

int SimulationCharts::thumbnailCount() const
{
    return int(std::count_if(m_thumbnails.cbegin(), m_thumbnails.cend(), [](QGraphicsItem *i) { return i; }));
}

QString SimulationCharts::exportChart(Chart chart, const QString &path) const
{
    QChartView *view = m_views[chart];
    const QSize size = view->viewport()->size();
    return savePicture(path, size, [view, size](QPainter &painter) {
        view->QGraphicsView::render(&painter, QRectF(QPointF(0, 0), size), view->viewport()->rect(),
                                    Qt::KeepAspectRatio);
    });
}

void SimulationCharts::changeEvent(QEvent *event)
{
    QWidget::changeEvent(event);
    if (event->type() == QEvent::LanguageChange || event->type() == QEvent::PaletteChange
        || event->type() == QEvent::FontChange)
        rebuild();
}

} // namespace Krajina
