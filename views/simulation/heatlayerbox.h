// SPDX-FileCopyrightText: 2026 Krajina contributors
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

class QComboBox;

namespace Krajina {

struct HeatMap;

// Lists the layers of a heat map (none when it is null) in `box` by their names, the layer chosen
// before kept when the heat map still has it; what the square and the hex heat maps share.
void fillHeatLayerBox(QComboBox *box, const HeatMap *heatMap);

} // namespace Krajina
