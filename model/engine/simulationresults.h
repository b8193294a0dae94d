// SPDX-FileCopyrightText: 2026 Krajina contributors
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

#include "engine/cellcounts.h"
#include "engine/histogram.h"

#include <QColor>
#include <QList>
#include <QString>
#include <QStringList>

#include <cstdint>
#include <functional>
#include <memory>
#include <utility>

namespace Krajina {

struct TileDefinition;

// What a simulation shows once it has run (Simulation::results()), in a form that names no game: the
// Simulate page draws it with one set of chart widgets and a heat map chosen by the board's geometry
// (views/simulation/). Every text is translated when results() is called, so the page asks again when
// the language changes.

// One chart.
struct ResultChart
{
    enum class Kind {
        Rates, // one horizontal bar per category: a rate's 95 % interval, stacked as lower bound, interval, rest
        Histogram, // how often each whole number came up, as a stepped area
        Bars, // counts by category, from the top down, one bar a series
    };

    Kind kind = Kind::Bars;
    QString id; // the chart view's object name and its pictures' file name ("scores", "dos-rios-win-rates")
    QString title;
    bool strip = false; // a strip across the top of the charts (the others below it, two by two)

    // Rates, in per cent: `parts` names the lower bound, the interval and the rest.
    struct Rate
    {
        QString category;
        double low = 0;
        double high = 0;
    };
    QList<Rate> rates;

    // Histogram: `axis` names the values, `countAxis` what is counted.
    Histogram histogram;
    QString axis;
    QString countAxis;

    // Bars: `series` holds one value a category for each series, `parts` names the series (shown in a
    // legend when there are several); `tiles`, when given, the tile pictured beside each category.
    QStringList categories;
    QList<QList<double>> series;
    QStringList parts;
    QList<std::shared_ptr<const TileDefinition>> tiles; // null: no picture for that category
};

// One layer of the heat map: a count on each board cell (square cells relative to the start tile, or
// hexes by axial q, r).
struct HeatLayer
{
    QString id; // stable: the layer kept when the language changes, the file name of its picture
    QString name; // in the layer chooser
    QString legend; // above the legend's bar: what the shading means
    CellCounts cells;
    bool perGame = false; // its figures a mean a game (else a share of the games)
    QColor colour; // invalid: the palette's highlight
    // What a cell's tooltip says of its count (the cell, the count, the games).
    std::function<QString(int x, int y, std::int64_t count)> figure;
};

// The board's cells shaded by layer.
struct HeatMap
{
    enum class Geometry { Square, Hex };
    Geometry geometry = Geometry::Square;
    std::int64_t games = 0;
    QList<HeatLayer> layers;
    QString layer; // the id of the layer shown first
    // Square: the tile drawn at (0, 0) under the shading (the start tile most games began with).
    std::shared_ptr<const TileDefinition> startTile;
    int players = 2;

    const HeatLayer *find(const QString &id) const;
};

// Everything the Simulate page shows of a run.
struct SimulationResults
{
    QList<std::pair<QString, QString>> figures; // the Figures table: name, value
    QList<ResultChart> charts; // the strips first, then the others in their order
    HeatMap heatMap;
};

} // namespace Krajina
