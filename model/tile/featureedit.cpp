// SPDX-FileCopyrightText: 2026 Krajina contributors
// SPDX-License-Identifier: GPL-3.0-or-later

#include "featureedit.h"

#include <algorithm>

namespace Krajina {

namespace {

// Drops features whose locations emptied (interior features have none by
// design and stay), and re-points field->city references to the new indices.
QList<Feature> compact(const QList<Feature> &features)
{
    QList<int> newIndex(features.size(), -1);
    QList<Feature> kept;
    for (qsizetype i = 0; i < features.size(); ++i) {
        const Feature &f = features.at(i);
        if (f.isEdgeFeature() && f.locations.isEmpty())
            continue;
        newIndex[i] = int(kept.size());
        kept << f;
    }
    for (Feature &f : kept) {
        QList<int> cities;
        for (int c : std::as_const(f.cities)) {
            if (c >= 0 && c < newIndex.size() && newIndex.at(c) >= 0)
                cities << newIndex.at(c);
        }
        f.cities = cities;
    }
    return kept;
}

// Locations of a type that make sense for it: sides for city/road/river,
// half-edges for fields, nothing for buildings.
Location fitLocations(FeatureType type, Location locations)
{
    switch (type) {
    case FeatureType::City:
    case FeatureType::Road:
    case FeatureType::River:
        return locations.sides();
    case FeatureType::Field:
        return locations.halfEdges();
    default:
        return {};
    }
}

QList<Feature> withoutLocations(QList<Feature> features, int cell, Location locations)
{
    for (Feature &f : features) {
        if (f.cell == cell)
            f.locations = f.locations - locations;
    }
    return features;
}

} // namespace

Location coveredLocations(const Feature &feature)
{
    if (feature.type == FeatureType::City)
        return feature.locations | feature.locations.flankingHalfEdges();
    return feature.locations;
}

bool fieldTouchesCity(const Feature &field, const Feature &city)
{
    const Location cityArea = city.locations.sides() | city.locations.sides().flankingHalfEdges();
    return field.cell == city.cell && field.locations.neighbours().intersects(cityArea);
}

QList<Feature> withTouchedCities(const QList<Feature> &features, int field)
{
    QList<Feature> result = features;
    Feature &f = result[field];
    if (f.type != FeatureType::Field)
        return result;
    for (qsizetype i = 0; i < result.size(); ++i) {
        const Feature &city = result.at(i);
        if (city.type == FeatureType::City && fieldTouchesCity(f, city) && !f.cities.contains(int(i)))
            f.cities << int(i);
    }
    std::sort(f.cities.begin(), f.cities.end());
    return result;
}

bool hasQuickFix(const QString &code)
{
    return code == u"tile.fieldCityUnlisted";
}

std::optional<QList<Feature>> quickFix(const QList<Feature> &features, const QString &code, int cell, Location location)
{
    if (!hasQuickFix(code))
        return std::nullopt;
    for (qsizetype i = 0; i < features.size(); ++i) {
        const Feature &f = features.at(i);
        if (f.type == FeatureType::Field && f.cell == cell && f.locations == location) {
            QList<Feature> fixed = withTouchedCities(features, int(i));
            if (fixed != features)
                return fixed;
        }
    }
    return std::nullopt;
}

QList<Feature> makeFeature(const QList<Feature> &features, int cell, Location locations, FeatureType type)
{
    Feature feature;
    feature.type = type;
    feature.cell = cell;
    feature.locations = fitLocations(type, locations);
    if (feature.isEdgeFeature() && feature.locations.isEmpty())
        return features;
    // A city side also claims its half-edges from the fields.
    QList<Feature> result = withoutLocations(features, cell, coveredLocations(feature));
    result << feature;
    result = compact(result);
    // Where the editor can tell, a field scores the cities it touches: the new field
    // scores its neighbouring cities, and the fields around a new city score it.
    // A field that gave up the half-edges beside a city no longer scores it.
    if (type == FeatureType::Field || type == FeatureType::City) {
        const int made = int(result.size()) - 1;
        for (qsizetype i = 0; i < result.size(); ++i) {
            Feature &field = result[i];
            if (field.type != FeatureType::Field || field.cell != cell)
                continue;
            field.cities.removeIf([&](int c) {
                return c >= 0 && c < result.size() && result.at(c).type == FeatureType::City
                    && !fieldTouchesCity(field, result.at(c));
            });
            if (type == FeatureType::City || i == made)
                result = withTouchedCities(result, int(i));
        }
    }
    return result;
}

QList<Feature> joinFeatures(const QList<Feature> &features, int cell, Location locations)
{
    QList<int> hit;
    for (qsizetype i = 0; i < features.size(); ++i) {
        const Feature &f = features.at(i);
        if (f.cell == cell && f.locations.intersects(locations))
            hit << int(i);
    }
    if (hit.size() < 2)
        return features;
    const FeatureType type = features.at(hit.first()).type;
    for (int i : std::as_const(hit)) {
        if (features.at(i).type != type)
            return features;
    }
    QList<Feature> result = features;
    Feature &target = result[hit.first()];
    for (qsizetype k = 1; k < hit.size(); ++k) {
        Feature &other = result[hit.at(k)];
        target.locations |= other.locations;
        target.pennants += other.pennants;
        target.pigHerd = target.pigHerd || other.pigHerd;
        target.inn = target.inn || other.inn;
        for (int c : std::as_const(other.cities)) {
            if (!target.cities.contains(c))
                target.cities << c;
        }
        other.locations = {};
        // Fields that touched the absorbed city now touch the joined one.
        for (Feature &f : result) {
            if (f.cities.contains(hit.at(k)) && !f.cities.contains(hit.first()))
                f.cities << hit.first();
        }
    }
    std::sort(target.cities.begin(), target.cities.end());
    return compact(result);
}

QList<Feature> splitFeature(const QList<Feature> &features, int cell, Location locations)
{
    const int owner = [&] {
        for (qsizetype i = 0; i < features.size(); ++i) {
            if (features.at(i).cell == cell && features.at(i).locations.intersects(locations))
                return int(i);
        }
        return -1;
    }();
    if (owner < 0)
        return features;
    const Feature &from = features.at(owner);
    const Location moved = from.locations & locations;
    if (moved == from.locations)
        return features; // nothing would stay behind
    QList<Feature> result = features;
    result[owner].locations = from.locations - moved;
    Feature part = from;
    part.locations = moved;
    part.pennants = 0;
    part.inn = false;
    part.pigHerd = false;
    result << part;
    return compact(result);
}

QList<Feature> removeFeature(const QList<Feature> &features, int index)
{
    if (index < 0 || index >= features.size())
        return features;
    QList<Feature> result = features;
    result[index].locations = {};
    // Mark for removal even when it is an interior feature.
    result[index].type = FeatureType::Road;
    return compact(result);
}

QList<Feature> addInteriorFeature(const QList<Feature> &features, int cell, FeatureType type)
{
    Feature feature;
    feature.type = type;
    feature.cell = cell;
    QList<Feature> result = features;
    result << feature;
    return result;
}

} // namespace Krajina
