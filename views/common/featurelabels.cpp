// SPDX-FileCopyrightText: 2026 Krajina contributors
// SPDX-License-Identifier: GPL-3.0-or-later

#include "featurelabels.h"

namespace Krajina {

QString FeatureLabels::type(FeatureType type)
{
    switch (type) {
    case FeatureType::City:
        return tr("City");
    case FeatureType::Road:
        return tr("Road");
    case FeatureType::River:
        return tr("River");
    case FeatureType::Field:
        return tr("Field");
    case FeatureType::Monastery:
        return tr("Monastery");
    case FeatureType::Garden:
        return tr("Garden");
    case FeatureType::Bookmaker:
        return tr("Bookmaker");
    case FeatureType::CropCircle:
        return tr("Crop Circle");
    }
    return {};
}

QString FeatureLabels::riverRole(RiverRole role)
{
    switch (role) {
    case RiverRole::Stream:
        return tr("stream");
    case RiverRole::Source:
        return tr("source");
    case RiverRole::Lake:
        return tr("lake");
    case RiverRole::VolcanoLake:
        return tr("volcano lake");
    case RiverRole::Fork:
        return tr("fork");
    case RiverRole::CityEnd:
        return tr("ends in a city");
    }
    return {};
}

QString FeatureLabels::crossing(Crossing crossing)
{
    switch (crossing) {
    case Crossing::None:
        return {};
    case Crossing::Bridge:
        return tr("bridge");
    case Crossing::Overpass:
        return tr("overpass");
    }
    return {};
}

QString FeatureLabels::location(int position)
{
    // JCloisterZone's names look outwards from the tile's centre: SR, the right
    // half of the south edge, is its west half.
    switch (position) {
    case 0:
        return tr("North edge, west half (NL)");
    case 1:
        return tr("North side (N)");
    case 2:
        return tr("North edge, east half (NR)");
    case 3:
        return tr("East edge, north half (EL)");
    case 4:
        return tr("East side (E)");
    case 5:
        return tr("East edge, south half (ER)");
    case 6:
        return tr("South edge, east half (SL)");
    case 7:
        return tr("South side (S)");
    case 8:
        return tr("South edge, west half (SR)");
    case 9:
        return tr("West edge, south half (WL)");
    case 10:
        return tr("West side (W)");
    case 11:
        return tr("West edge, north half (WR)");
    default:
        return {};
    }
}

} // namespace Krajina
