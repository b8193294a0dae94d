// SPDX-FileCopyrightText: 2026 Krajina contributors
// SPDX-License-Identifier: GPL-3.0-or-later

#include "engine/simulationresults.h"

namespace Krajina {

const HeatLayer *HeatMap::find(const QString &id) const
{
    for (const HeatLayer &layer : layers) {
        if (layer.id == id)
            return &layer;
    }
    return nullptr;
}

} // namespace Krajina
