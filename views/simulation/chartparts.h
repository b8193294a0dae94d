// SPDX-FileCopyrightText: 2026 Krajina contributors
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

#include <QColor>
#include <QString>
#include <QStringList>

class QChart;
class QChartView;
class QFont;
class QFontMetricsF;
class QPalette;
class QValueAxis;

namespace Krajina {

class Histogram;

// The parts the simulators' charts share (Qt Charts): the look from the palette,
// histograms of whole numbers, rates with their 95 % intervals, pictures.
namespace ChartParts {

// An axis of counts from 0, whole numbers at its ticks.
void setCountRange(QValueAxis *axis, qreal top);

// Colours from the palette, the widget's font, no animation.
void style(QChart *chart, const QPalette &palette, const QFont &font);

// A histogram of whole numbers as a stepped area (wide ranges share bins); `bins`
// gets the number of bins with a count.
QChart *histogram(const Histogram &histogram, const QString &title, const QString &axis, const QString &countAxis,
                  const QPalette &palette, int *bins);

// One horizontal bar per category, in per cent: the lower bound of the 95 %
// interval, the interval and the rest, stacked; `legend` names the three parts.
struct Rate
{
    QString category;
    double low = 0; // per cent
    double high = 0;
};
QChart *rates(const QString &title, const QList<Rate> &rates, const QStringList &legend, const QPalette &palette);

// Bars of counts by category (from the top down), in the highlight colour.
QChart *counts(const QString &title, const QStringList &categories, const QList<double> &counts,
               const QString &countAxis, const QPalette &palette);

// Keeps the category labels of the chart's bar axes whole: Qt Charts gives an axis at most 40 % of the
// chart's width and elides longer labels ("deck ran o..."), so each label is broken into lines at its spaces
// (and after a "/") to fit, again whenever the chart's width changes. Call it after style(): it measures in the
// axes' font.
void keepCategoriesWhole(QChart *chart);
// A label broken into lines (HTML, "<br>" between them) that each fit `width` in `metrics` where they can.
QString wrappedLabel(const QString &label, const QFontMetricsF &metrics, qreal width);

// The width a chart needs to show its title and its legend whole (Qt Charts elides what does not fit:
// "95 % inter…"), with its margins; and a view of it made at least that wide, on screen and so in its pictures.
int neededWidth(const QChart *chart);
void setChart(QChartView *view, QChart *chart);

// Writes a chart view's picture as PNG or SVG (by the suffix); an error sentence, or empty.
QString exportView(QChartView *view, const QString &path);

// Bars the chart shows with a count above zero.
int barCount(const QChart *chart);

} // namespace ChartParts

} // namespace Krajina
