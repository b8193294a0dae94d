// SPDX-FileCopyrightText: 2026 Krajina contributors
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

#include <QtGlobal>

class QComboBox;
class QFontMetricsF;
class QString;

namespace Krajina {

struct HeatMap;

// Lists the layers of a heat map (none when it is null) in `box` by their names, the layer chosen
// before kept when the heat map still has it; what the square and the hex heat maps share.
void fillHeatLayerBox(QComboBox *box, const HeatMap *heatMap);

// The lines (at most three) a legend's title takes when it wraps at its spaces in `width`: the legends
// of both heat maps wrap it rather than cut it ("Share of 60 games a hex was watered by either river at t…").
int legendTitleLines(const QFontMetricsF &metrics, const QString &title, qreal width);
constexpr int MaxLegendTitleLines = 3;

} // namespace Krajina
