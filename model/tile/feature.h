// SPDX-FileCopyrightText: 2026 Krajina contributors
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

#include "location.h"

#include <QList>
#include <QString>

#include <cstdint>
#include <optional>

namespace Krajina {

enum class FeatureType : std::uint8_t {
    City,
    Road,
    River,
    Field,
    Monastery,
    Garden,
    Bookmaker, // The Bets: a betting office; ends roads and separates fields
    CropCircle,
};

// What a river feature does on its tile; decides how many river ends it needs.
enum class RiverRole : std::uint8_t {
    Stream, // 2 ends: flows through
    Source, // 1 end: where the river springs
    Lake, // 1 end: where the river ends
    VolcanoLake, // 1 end: River II's lake with a volcano
    Fork, // 3 ends: River II's fork
    CityEnd, // 1 end: a branch ending in a city
};

enum class CropCircleType : std::uint8_t { City, Field, Road };

// A feature that passes over or under another one without cutting it.
enum class Crossing : std::uint8_t {
    None,
    Bridge, // a road (or path) on a bridge over a river
    Overpass, // a city passing over a river or road
};

// One area of a tile. Which attributes matter depends on the type; the
// others keep their defaults.
struct Feature
{
    FeatureType type = FeatureType::Field;
    Location locations; // sides for city/road/river, half-edges for fields
    int cell = 0; // which cell of a multi-cell tile (0 for ordinary tiles)
    int pennants = 0; // city
    QList<int> cities; // field: indices (into the tile's features) of the cities it touches
    bool pigHerd = false; // field
    bool inn = false; // road
    Crossing crossing = Crossing::None; // road, city
    RiverRole riverRole = RiverRole::Stream; // river
    CropCircleType cropCircle = CropCircleType::Field; // crop circle

    bool isEdgeFeature() const;
    friend bool operator==(const Feature &, const Feature &) = default;
};

int riverEndsFor(RiverRole role);

// Stable names used in files and on the command line ("city", "volcanoLake", ...).
QString featureTypeName(FeatureType type);
std::optional<FeatureType> featureTypeFromName(QStringView name);
QString riverRoleName(RiverRole role);
std::optional<RiverRole> riverRoleFromName(QStringView name);
QString cropCircleTypeName(CropCircleType type);
std::optional<CropCircleType> cropCircleTypeFromName(QStringView name);
QString crossingName(Crossing crossing);
std::optional<Crossing> crossingFromName(QStringView name);

} // namespace Krajina
