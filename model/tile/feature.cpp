// SPDX-FileCopyrightText: 2026 Krajina contributors
// SPDX-License-Identifier: GPL-3.0-or-later

#include "feature.h"

#include "enumnames.h"

#include <array>
#include <utility>

namespace Krajina {

namespace {

constexpr EnumNames<FeatureType, 8> featureTypes = {{
    {FeatureType::City, u"city"},
    {FeatureType::Road, u"road"},
    {FeatureType::River, u"river"},
    {FeatureType::Field, u"field"},
    {FeatureType::Monastery, u"monastery"},
    {FeatureType::Garden, u"garden"},
    {FeatureType::Bookmaker, u"bookmaker"},
    {FeatureType::CropCircle, u"cropCircle"},
}};

constexpr EnumNames<RiverRole, 6> riverRoles = {{
    {RiverRole::Stream, u"stream"},
    {RiverRole::Source, u"source"},
    {RiverRole::Lake, u"lake"},
    {RiverRole::VolcanoLake, u"volcanoLake"},
    {RiverRole::Fork, u"fork"},
    {RiverRole::CityEnd, u"cityEnd"},
}};

constexpr EnumNames<CropCircleType, 3> cropCircleTypes = {{
    {CropCircleType::City, u"city"},
    {CropCircleType::Field, u"field"},
    {CropCircleType::Road, u"road"},
}};

constexpr EnumNames<Crossing, 3> crossings = {{
    {Crossing::None, u"none"},
    {Crossing::Bridge, u"bridge"},
    {Crossing::Overpass, u"overpass"},
}};

} // namespace

bool Feature::isEdgeFeature() const
{
    switch (type) {
    case FeatureType::City:
    case FeatureType::Road:
    case FeatureType::River:
    case FeatureType::Field:
        return true;
    default:
        return false;
    }
}

int riverEndsFor(RiverRole role)
{
    switch (role) {
    case RiverRole::Stream:
        return 2;
    case RiverRole::Fork:
        return 3;
    case RiverRole::Source:
    case RiverRole::Lake:
    case RiverRole::VolcanoLake:
    case RiverRole::CityEnd:
        return 1;
    }
    return 2;
}

QString featureTypeName(FeatureType type)
{
    return enumName(featureTypes, type);
}

std::optional<FeatureType> featureTypeFromName(QStringView name)
{
    return enumFromName(featureTypes, name);
}

QString riverRoleName(RiverRole role)
{
    return enumName(riverRoles, role);
}

std::optional<RiverRole> riverRoleFromName(QStringView name)
{
    return enumFromName(riverRoles, name);
}

QString cropCircleTypeName(CropCircleType type)
{
    return enumName(cropCircleTypes, type);
}

std::optional<CropCircleType> cropCircleTypeFromName(QStringView name)
{
    return enumFromName(cropCircleTypes, name);
}

QString crossingName(Crossing crossing)
{
    return enumName(crossings, crossing);
}

std::optional<Crossing> crossingFromName(QStringView name)
{
    return enumFromName(crossings, name);
}

} // namespace Krajina
