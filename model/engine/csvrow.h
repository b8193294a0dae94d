// SPDX-FileCopyrightText: 2026 Krajina contributors
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

#include "engine/cellcounts.h"
#include "engine/histogram.h"

#include <QByteArray>
#include <QString>

#include <cstdint>

namespace Krajina {

// One CSV row of the simulators' statistics: figure,name,value,x,y,count (a
// Carcassonne row names a tile, a Dos Rios row a river); empty fields for what
// does not apply. A name with a comma or a quote is quoted.
void appendCsvRow(QByteArray &csv, const char *figure, const QString &tile, const QString &value, const QString &x,
                  const QString &y, std::int64_t count);
// One row per bin of a histogram that came up (the bin's value in the value column).
void appendCsvHistogram(QByteArray &csv, const char *figure, const Histogram &histogram);
// One row per cell counted (its x and y).
void appendCsvCells(QByteArray &csv, const char *figure, const QString &name, const CellCounts &cells);

} // namespace Krajina
