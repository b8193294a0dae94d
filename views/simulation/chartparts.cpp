// SPDX-FileCopyrightText: 2026 Krajina contributors
// SPDX-License-Identifier: GPL-3.0-or-later

#include "chartparts.h"

#include "engine/histogram.h"
#include "render/pictureexport.h"

#include <QAreaSeries>
#include <QBarCategoryAxis>
#include <QBarSet>
#include <QChart>
#include <QChartView>
#include <QCursor>
#include <QHorizontalBarSeries>
#include <QHorizontalStackedBarSeries>
#include <QLegend>
#include <QLegendMarker>
#include <QLineSeries>
#include <QPainter>
#include <QToolTip>
#include <QValueAxis>

#include <algorithm>
#include <cmath>

using namespace Qt::StringLiterals;

namespace Krajina::ChartParts {

namespace {

constexpr int MaxBins = 50; // a histogram's bins at most; wider ranges share bins

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

} // namespace

void setCountRange(QValueAxis *axis, qreal top)
{
    const qreal step = wholeStep(std::max<qreal>(top, 1), 5);
    axis->setRange(0, std::ceil(std::max<qreal>(top, 1) / step) * step);
    axis->setLabelFormat(u"%d"_s);
    axis->setTickType(QValueAxis::TicksDynamic);
    axis->setTickAnchor(0);
    axis->setTickInterval(step);
}

void style(QChart *chart, const QPalette &pal, const QFont &font)
{
    chart->setBackgroundBrush(pal.color(QPalette::Base));
    chart->setBackgroundPen(QPen(pal.color(QPalette::Mid), 0));
    chart->setBackgroundRoundness(0);
    chart->setPlotAreaBackgroundVisible(false);
    chart->setTitleBrush(pal.color(QPalette::Text));
    QFont title = font;
    title.setBold(true);
    chart->setTitleFont(title);
    chart->legend()->setLabelColor(pal.color(QPalette::Text));
    chart->legend()->setFont(font);
    chart->setMargins(QMargins(4, 2, 4, 2));
    QColor grid = pal.color(QPalette::Text);
    grid.setAlphaF(0.15);
    for (QAbstractAxis *axis : chart->axes()) {
        axis->setLabelsBrush(pal.color(QPalette::Text));
        axis->setTitleBrush(pal.color(QPalette::Text));
        axis->setLabelsFont(font);
        axis->setTitleFont(font);
        axis->setGridLineColor(grid);
        axis->setLinePenColor(pal.color(QPalette::Mid));
    }
    chart->setAnimationOptions(QChart::NoAnimation);
}

QChart *histogram(const Histogram &histogram, const QString &title, const QString &axis, const QString &countAxis,
                  const QPalette &palette, int *binsShown)
{
    auto *chart = new QChart;
    chart->setTitle(title);
    chart->legend()->hide();
    if (binsShown)
        *binsShown = 0;
    if (histogram.isEmpty())
        return chart;
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
    if (binsShown)
        *binsShown = bins;
    auto *area = new QAreaSeries(upper);
    const QColor highlight = palette.color(QPalette::Highlight);
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
    y->setTitleText(countAxis);
    chart->addAxis(x, Qt::AlignBottom);
    chart->addAxis(y, Qt::AlignLeft);
    area->attachAxis(x);
    area->attachAxis(y);
    return chart;
}

QChart *rates(const QString &title, const QList<Rate> &rates, const QStringList &legend, const QPalette &palette)
{
    auto *chart = new QChart;
    chart->setTitle(title);
    const QColor highlight = palette.color(QPalette::Highlight);
    QColor between = highlight;
    between.setAlphaF(0.4);
    QColor rest = palette.color(QPalette::Text);
    rest.setAlphaF(0.1);
    auto *surely = new QBarSet(legend.value(0));
    auto *interval = new QBarSet(legend.value(1));
    auto *others = new QBarSet(legend.value(2));
    QStringList categories;
    // Bottom to top: the first rate at the top.
    for (auto it = rates.crbegin(); it != rates.crend(); ++it) {
        categories << it->category;
        *surely << it->low;
        *interval << (it->high - it->low);
        *others << (100.0 - it->high);
    }
    surely->setColor(highlight);
    interval->setColor(between);
    others->setColor(rest);
    for (QBarSet *set : {surely, interval, others})
        set->setBorderColor(Qt::transparent);
    auto *series = new QHorizontalStackedBarSeries;
    series->setBarWidth(rates.size() > 1 ? 0.7 : 0.5);
    series->append({surely, interval, others});
    chart->addSeries(series);
    auto *y = new QBarCategoryAxis;
    y->append(categories);
    y->setVisible(rates.size() > 1);
    auto *x = new QValueAxis;
    x->setRange(0, 100);
    x->setLabelFormat(u"%.0f"_s); // 24.999… reads 25
    x->setTickCount(5);
    chart->addAxis(y, Qt::AlignLeft);
    chart->addAxis(x, Qt::AlignBottom);
    series->attachAxis(x);
    series->attachAxis(y);
    chart->legend()->setAlignment(Qt::AlignBottom);
    return chart;
}

QChart *counts(const QString &title, const QStringList &categories, const QList<double> &counts,
               const QString &countAxis, const QPalette &palette)
{
    auto *chart = new QChart;
    chart->setTitle(title);
    chart->legend()->hide();
    auto *set = new QBarSet(countAxis);
    QStringList reversed;
    qreal top = 0;
    for (qsizetype i = categories.size() - 1; i >= 0; --i) {
        reversed << categories.at(i);
        *set << counts.value(i);
        top = std::max<qreal>(top, counts.value(i));
    }
    set->setColor(palette.color(QPalette::Highlight));
    set->setBorderColor(Qt::transparent);
    auto *series = new QHorizontalBarSeries;
    series->append(set);
    chart->addSeries(series);
    auto *y = new QBarCategoryAxis;
    y->append(reversed);
    auto *x = new QValueAxis;
    setCountRange(x, top);
    x->setTitleText(countAxis);
    chart->addAxis(y, Qt::AlignLeft);
    chart->addAxis(x, Qt::AlignBottom);
    series->attachAxis(x);
    series->attachAxis(y);
    return chart;
}

QString wrappedLabel(const QString &label, const QFontMetricsF &metrics, qreal width)
{
    if (metrics.horizontalAdvance(label) <= width)
        return label;
    // The places a line may end: after a space, or after a slash (a tile's id).
    QStringList pieces;
    qsizetype start = 0;
    for (qsizetype i = 0; i < label.size(); ++i) {
        if (label.at(i) == u' ' || label.at(i) == u'/') {
            pieces << label.mid(start, i + 1 - start);
            start = i + 1;
        }
    }
    pieces << label.mid(start);
    QStringList lines;
    QString line;
    for (const QString &piece : std::as_const(pieces)) {
        if (!line.isEmpty() && metrics.horizontalAdvance(QString(line + piece).trimmed()) > width) {
            lines << line.trimmed().toHtmlEscaped();
            line.clear();
        }
        line += piece;
    }
    if (!line.trimmed().isEmpty())
        lines << line.trimmed().toHtmlEscaped();
    return lines.join(u"<br>"_s);
}

void keepCategoriesWhole(QChart *chart)
{
    for (QAbstractAxis *axis : chart->axes(Qt::Vertical)) {
        if (auto *categories = qobject_cast<QBarCategoryAxis *>(axis))
            categories->setProperty("wholeCategories", categories->categories());
    }
    const auto wrap = [chart] {
        const qreal width = chart->size().width() - chart->margins().left() - chart->margins().right();
        if (width <= 0)
            return;
        for (QAbstractAxis *axis : chart->axes(Qt::Vertical)) {
            auto *categories = qobject_cast<QBarCategoryAxis *>(axis);
            if (!categories || categories->count() == 0)
                continue;
            const QStringList whole = categories->property("wholeCategories").toStringList();
            // The axis' share, less the labels' padding and their text's margins.
            const qreal room = std::max<qreal>(40, 0.4 * width - 16);
            const QFontMetricsF metrics(categories->labelsFont());
            QStringList wrapped;
            for (const QString &label : std::as_const(whole))
                wrapped << wrappedLabel(label, metrics, room);
            if (wrapped != categories->categories())
                categories->setCategories(wrapped);
        }
    };
    QObject::connect(chart, &QGraphicsWidget::geometryChanged, chart, wrap);
    wrap();
    // And the whole label of a bar under the mouse, should it still be cut where the chart is short.
    const auto *axis = chart->axes(Qt::Vertical).isEmpty()
        ? nullptr
        : qobject_cast<QBarCategoryAxis *>(chart->axes(Qt::Vertical).constFirst());
    if (!axis)
        return;
    const QStringList whole = axis->property("wholeCategories").toStringList();
    for (QAbstractSeries *series : chart->series()) {
        auto *bars = qobject_cast<QAbstractBarSeries *>(series);
        if (!bars)
            continue;
        for (QBarSet *set : bars->barSets()) {
            QObject::connect(set, &QBarSet::hovered, chart, [whole](bool over, int index) {
                if (over && index >= 0 && index < whole.size())
                    QToolTip::showText(QCursor::pos(), whole.at(index));
                else
                    QToolTip::hideText();
            });
        }
    }
}

int neededWidth(const QChart *chart)
{
    int width = 0;
    if (!chart->title().isEmpty())
        width = QFontMetrics(chart->titleFont()).horizontalAdvance(chart->title());
    if (chart->legend()->isVisible()) {
        // Each entry: its marker, a gap and its label; gaps between the entries.
        const QFontMetrics metrics(chart->legend()->font());
        int row = 0;
        for (const QLegendMarker *marker : chart->legend()->markers()) {
            if (marker->isVisible())
                row += metrics.height() + metrics.horizontalAdvance(marker->label()) + 3 * metrics.averageCharWidth();
        }
        width = std::max(width, row);
    }
    const QMargins margins = chart->margins();
    // The chart's own padding around the title and the legend, and the view's frame.
    return width + margins.left() + margins.right() + 32;
}

void setChart(QChartView *view, QChart *chart)
{
    QChart *old = view->chart();
    view->setChart(chart);
    delete old;
    view->setMinimumWidth(neededWidth(chart));
}

QString exportView(QChartView *view, const QString &path)
{
    const QSize size = view->viewport()->size();
    return savePicture(path, size, [view, size](QPainter &painter) {
        view->QGraphicsView::render(&painter, QRectF(QPointF(0, 0), size), view->viewport()->rect(),
                                    Qt::KeepAspectRatio);
    });
}

int barCount(const QChart *chart)
{
    int bars = 0;
    for (QAbstractSeries *series : chart->series()) {
        if (auto *barSeries = qobject_cast<QAbstractBarSeries *>(series)) {
            for (QBarSet *set : barSeries->barSets()) {
                for (int i = 0; i < set->count(); ++i)
                    bars += set->at(i) > 0 ? 1 : 0;
            }
        }
    }
    return bars;
}

} // namespace Krajina::ChartParts
