// SPDX-FileCopyrightText: 2026 Krajina contributors
// SPDX-License-Identifier: GPL-3.0-or-later

#include "heatlayerbox.h"

#include "engine/simulationresults.h"

#include <QComboBox>
#include <QFontMetricsF>
#include <QSignalBlocker>

#include <algorithm>
#include <cmath>

namespace Krajina {

void fillHeatLayerBox(QComboBox *box, const HeatMap *heatMap)
{
    const QString current = box->currentData().toString();
    const QSignalBlocker blocker(box);
    box->clear();
    if (heatMap) {
        for (const HeatLayer &layer : std::as_const(heatMap->layers))
            box->addItem(layer.name, layer.id);
    }
    const int index = box->findData(current);
    box->setCurrentIndex(index >= 0 ? index : 0);
    box->setEnabled(box->count() > 0);
}

int legendTitleLines(const QFontMetricsF &metrics, const QString &title, qreal width)
{
    if (title.isEmpty())
        return 1;
    const QRectF bounds = metrics.boundingRect(QRectF(0, 0, std::max<qreal>(width, 1), 1e6), Qt::TextWordWrap, title);
    return std::clamp(int(std::lround(bounds.height() / metrics.lineSpacing())), 1, MaxLegendTitleLines);
}

} // namespace Krajina
