// SPDX-FileCopyrightText: 2026 Krajina contributors
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

#include "tile/feature.h"

#include <QCoreApplication>
#include <QString>

namespace Krajina {

// Feature types, river roles and crossings as the user interface names them
// (translated), where the file format keeps its fixed English words.
class FeatureLabels
{
    Q_DECLARE_TR_FUNCTIONS(Krajina::FeatureLabels)
public:
    static QString type(FeatureType type);
    static QString riverRole(RiverRole role);
    static QString crossing(Crossing crossing);
    // One of the twelve edge locations in plain words ("south edge, west half"),
    // position 0..11 clockwise from NL as in Location::position().
    static QString location(int position);
};

} // namespace Krajina
