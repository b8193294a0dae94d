// SPDX-FileCopyrightText: 2026 Krajina contributors
// SPDX-License-Identifier: GPL-3.0-or-later

#include "engine/csvrow.h"

using namespace Qt::StringLiterals;

namespace Krajina {

void appendCsvRow(QByteArray &csv, const char *figure, const QString &tile, const QString &value, const QString &x,
                  const QString &y, std::int64_t count)
{
    // Tile ids are plain words; quote them anyway when they hold a comma or a quote.
    QString quoted = tile;
    if (quoted.contains(u',') || quoted.contains(u'"'))
        quoted = u'"' + QString(quoted).replace(u'"', u"\"\""_s) + u'"';
    csv += figure;
    csv += ',' + quoted.toUtf8() + ',' + value.toUtf8() + ',' + x.toUtf8() + ',' + y.toUtf8() + ','
        + QByteArray::number(qlonglong(count)) + '\n';
}

void appendCsvHistogram(QByteArray &csv, const char *figure, const Histogram &histogram)
{
    for (std::size_t i = 0; i < histogram.counts().size(); ++i) {
        if (histogram.counts()[i] > 0)
            appendCsvRow(csv, figure, {}, QString::number(histogram.min() + int(i)), {}, {}, histogram.counts()[i]);
    }
}

void appendCsvCells(QByteArray &csv, const char *figure, const QString &name, const CellCounts &cells)
{
    for (const CellCounts::Cell &cell : cells.cells())
        appendCsvRow(csv, figure, name, {}, QString::number(cell.x), QString::number(cell.y), cell.count);
}

} // namespace Krajina
