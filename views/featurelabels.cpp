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

} // namespace Krajina
