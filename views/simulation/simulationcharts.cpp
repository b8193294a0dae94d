// SPDX-FileCopyrightText: 2026 Krajina contributors
// SPDX-License-Identifier: GPL-3.0-or-later

#include "simulationcharts.h"

#include "chartparts.h"
#include "common/pictureexport.h"
#include "engine/carcassonne/compiledtileset.h"
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

constexpr int MaxSetAside = 12; // tiles in the set-aside chart
constexpr int ThumbnailSize = 28;

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
        view->setMinimumSize(220, 170);
        m_views << view;
    }
    // The completion rate a strip across the top, the histograms and the tiles set aside below.
    m_views[Completion]->setMinimumHeight(130);
    m_columns = 0;
    setColumns(2);
    clear();
}

void SimulationCharts::setColumns(int columns)
{
    columns = std::clamp(columns, 1, 2);
    if (columns == m_columns)
        return;
    m_columns = columns;
    // The completion rate a strip across the top, the others below it, two by two or one by one.
    ChartParts::layOut(static_cast<QGridLayout *>(layout()), m_views[Completion],
                       {m_views[Scores], m_views[Margins], m_views[SetAside], m_views[Lengths]}, columns);
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

bool SimulationCharts::riverNeverLaid() const
{
    return m_report && m_hasRiver && m_report->games > 0 && m_report->completed == 0;
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
    ChartParts::style(chart, palette(), font());
}

QChart *SimulationCharts::histogramChart(const Histogram &histogram, const QString &title, const QString &axis) const
{
    int bins = 0;
    QChart *chart = ChartParts::histogram(histogram, title, axis, tr("games"), palette(), &bins);
    m_histogramBins.insert(chart, bins);
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
    ChartParts::setCountRange(x, tiles.front().second);
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
    if (!m_report || !m_hasRiver) {
        auto *chart = new QChart;
        chart->setTitle(m_report ? tr("No river in play") : tr("Completion rate"));
        chart->legend()->hide();
        return chart;
    }
    const QLocale locale;
    const double rate = m_report->completionRate();
    const auto [low, high] = m_report->completionInterval();
    return ChartParts::rates(
        tr("Completed: %1 % (95 % interval %2 – %3 %)")
            .arg(locale.toString(rate, 'f', 1), locale.toString(low, 'f', 1), locale.toString(high, 'f', 1)),
        {{tr("games"), low, high}}, {tr("completed (95 % lower bound)"), tr("95 % interval"), tr("not completed")},
        palette());
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
    if (riverNeverLaid()) {
        // Games that never got past the river say nothing about scores: no charts that look as if they did.
        for (const Chart chart : {Scores, Margins, Lengths}) {
            charts[chart] = new QChart;
            charts[chart]->legend()->hide();
        }
        charts[Scores]->setTitle(tr("Final scores: not drawn, no game laid the whole river"));
        charts[Margins]->setTitle(tr("Winner's lead: not drawn, no game laid the whole river"));
        charts[Lengths]->setTitle(tr("Game length: not drawn, no game laid the whole river"));
    } else {
        charts[Scores] = histogramChart(s.scores(), tr("Final scores"), tr("points"));
        charts[Margins] = histogramChart(s.margins(), tr("Winner's lead"), tr("points"));
        charts[Lengths] = histogramChart(s.lengths(), tr("Game length"), tr("tiles placed"));
    }
    charts[SetAside] = setAsideChart();
    charts[Completion] = completionChart();
    for (int c = 0; c < ChartCount; ++c) {
        styleChart(charts[c]);
        ChartParts::setChart(m_views[c], charts[c]);
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
    return ChartParts::barCount(m_views[chart]->chart());
}

int SimulationCharts::thumbnailCount() const
{
    return int(std::count_if(m_thumbnails.cbegin(), m_thumbnails.cend(), [](QGraphicsItem *i) { return i; }));
}

QString SimulationCharts::exportChart(Chart chart, const QString &path) const
{
    return ChartParts::exportView(m_views[chart], path);
}

void SimulationCharts::changeEvent(QEvent *event)
{
    QWidget::changeEvent(event);
    if (event->type() == QEvent::LanguageChange || event->type() == QEvent::PaletteChange
        || event->type() == QEvent::FontChange)
        rebuild();
}

} // namespace Krajina
