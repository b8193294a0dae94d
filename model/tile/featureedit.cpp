// SPDX-FileCopyrightText: 2026 Krajina contributors
// SPDX-License-Identifier: GPL-3.0-or-later

#include "featureedit.h"

#include <QCoreApplication>

#include <algorithm>
#include <utility>

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
    // A field scores only the cities it still borders once the edit is made (a part split off a field
    // beside a city, a city side taken away).
    for (Feature &f : kept) {
        if (f.type != FeatureType::Field)
            continue;
        f.cities.removeIf(
            [&kept, &f](int c) { return kept.at(c).type == FeatureType::City && !fieldTouchesCity(f, kept.at(c)); });
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

QList<FieldDivider> fieldDividers(const QList<Feature> &features, int cell)
{
    QList<FieldDivider> dividers;
    Location deadEnds;
    int deadEndCount = 0;
    for (qsizetype i = 0; i < features.size(); ++i) {
        const Feature &f = features.at(i);
        const bool edge = f.type == FeatureType::Road || f.type == FeatureType::River || f.type == FeatureType::City;
        if (f.cell != cell || !edge || f.crossing != Crossing::None)
            continue;
        const Location sides = f.locations.sides();
        if (sides.count() >= 2) {
            dividers << FieldDivider {sides, int(i)};
        } else if (f.type == FeatureType::Road && sides.count() == 1) {
            deadEnds |= sides;
            ++deadEndCount;
        }
    }
    // One dead end stops short of the middle (at a monastery, say); two or more meet there (a crossroads).
    if (deadEndCount >= 2)
        dividers << FieldDivider {deadEnds, -1};
    return dividers;
}

namespace {

// Which stretch of the perimeter between two sides of a divider a position lies on.
int stretchOf(Location sides, int position)
{
    int before = 0;
    for (int p = 0; p < position; ++p)
        before += sides.contains(Location::position(p)) ? 1 : 0;
    return before == sides.count() ? 0 : before;
}

} // namespace

bool splits(const FieldDivider &divider, Location field)
{
    int first = -1;
    for (int p = 0; p < Location::PositionCount; ++p) {
        if (!field.contains(Location::position(p)))
            continue;
        const int stretch = stretchOf(divider.sides, p);
        if (first >= 0 && stretch != first)
            return true;
        first = stretch;
    }
    return false;
}

QList<Location> fieldParts(const QList<Feature> &features, int field)
{
    const Feature &f = features.at(field);
    const QList<FieldDivider> dividers = fieldDividers(features, f.cell);
    QList<QList<int>> keys;
    QList<Location> parts;
    for (int p = 0; p < Location::PositionCount; ++p) {
        if (!f.locations.contains(Location::position(p)))
            continue;
        QList<int> key;
        for (const FieldDivider &d : dividers)
            key << stretchOf(d.sides, p);
        const qsizetype at = keys.indexOf(key);
        if (at < 0) {
            keys << key;
            parts << Location::position(p);
        } else {
            parts[at] |= Location::position(p);
        }
    }
    return parts;
}

namespace {

// Gives lupdate and tr() one context for the names of the quick fixes.
struct Text
{
    Q_DECLARE_TR_FUNCTIONS(QuickFix)
};

int fieldAt(const QList<Feature> &features, int cell, Location location)
{
    for (qsizetype i = 0; i < features.size(); ++i) {
        const Feature &f = features.at(i);
        if (f.type == FeatureType::Field && f.cell == cell && f.locations == location)
            return int(i);
    }
    return -1;
}

// A field's cities without those it does not border (or that are no cities of its cell).
QList<int> touchedOnly(const QList<Feature> &features, const Feature &field)
{
    QList<int> kept;
    for (int c : field.cities) {
        if (c >= 0 && c < features.size() && features.at(c).type == FeatureType::City
            && fieldTouchesCity(field, features.at(c)))
            kept << c;
    }
    return kept;
}

std::optional<QList<Feature>> changed(const QList<Feature> &before, const QList<Feature> &after)
{
    if (after == before)
        return std::nullopt;
    return after;
}

// The two features a crossing finding names (their locations together are the finding's).
std::optional<std::pair<int, int>> crossingPair(const QList<Feature> &features, int cell, Location location)
{
    for (qsizetype a = 0; a < features.size(); ++a) {
        for (qsizetype b = a + 1; b < features.size(); ++b) {
            const Feature &fa = features.at(a);
            const Feature &fb = features.at(b);
            if (fa.cell == cell && fb.cell == cell && (fa.locations | fb.locations) == location
                && fa.crossing == Crossing::None && fb.crossing == Crossing::None
                && interleaves(fa.locations, fb.locations))
                return std::pair {int(a), int(b)};
        }
    }
    return std::nullopt;
}

} // namespace

bool hasQuickFix(const QString &code)
{
    return !quickFixName(code).isEmpty();
}

QString quickFixName(const QString &code)
{
    if (code == u"tile.fieldCityUnlisted")
        return Text::tr("Let the Field Score the City");
    if (code == u"tile.fieldCityNotTouching")
        return Text::tr("Score Only the Cities the Field Borders");
    if (code == u"tile.fieldDivided")
        return Text::tr("Split the Field along the Road");
    if (code == u"tile.cityHalfEdges")
        return Text::tr("Give the Half-Edges to the City");
    if (code == u"tile.locationUnassigned")
        return Text::tr("Add the Half-Edge to the Field of Its Corner");
    if (code == u"tile.riverEnds")
        return Text::tr("Give the River the Role of Its Ends");
    if (code == u"tile.featuresCross")
        return Text::tr("Make a Bridge or an Overpass");
    if (code == u"tile.monasteryTwice")
        return Text::tr("Keep One Monastery");
    return {};
}

std::optional<QList<Feature>> quickFix(const QList<Feature> &features, const QString &code, int cell, Location location)
{
    QList<Feature> fixed = features;
    if (code == u"tile.fieldCityUnlisted") {
        const int field = fieldAt(features, cell, location);
        return field < 0 ? std::nullopt : changed(features, withTouchedCities(features, field));
    }
    if (code == u"tile.fieldCityNotTouching") {
        const int field = fieldAt(features, cell, location);
        if (field < 0)
            return std::nullopt;
        fixed[field].cities = touchedOnly(features, features.at(field));
        return changed(features, fixed);
    }
    if (code == u"tile.fieldDivided") {
        const int field = fieldAt(features, cell, location);
        if (field < 0)
            return std::nullopt;
        const QList<Location> parts = fieldParts(features, field);
        if (parts.size() < 2)
            return std::nullopt;
        fixed[field].locations = parts.first();
        for (qsizetype i = 1; i < parts.size(); ++i) {
            Feature part = features.at(field);
            part.locations = parts.at(i);
            part.pigHerd = false;
            fixed << part;
        }
        for (qsizetype i = 0; i < fixed.size(); ++i) {
            if (i == field || i >= features.size())
                fixed[i].cities = touchedOnly(fixed, fixed.at(i));
        }
        return changed(features, fixed);
    }
    if (code == u"tile.cityHalfEdges") {
        if (!location.sides().isEmpty())
            return std::nullopt;
        for (Feature &f : fixed) {
            if (f.type == FeatureType::Field && f.cell == cell)
                f.locations = f.locations - location;
        }
        return changed(features, compact(fixed));
    }
    if (code == u"tile.locationUnassigned") {
        const int p = location.firstPosition();
        if (p < 0 || location.count() != 1 || !location.sides().isEmpty())
            return std::nullopt;
        // The two half-edges at a corner lie side by side: nothing can run between them.
        const Location corner = Location::position(p % 3 == 0 ? p + 11 : p + 1);
        int owner = -1;
        for (qsizetype i = 0; i < fixed.size(); ++i) {
            const Feature &f = fixed.at(i);
            if (f.type == FeatureType::Field && f.cell == cell && f.locations.contains(corner))
                owner = owner < 0 ? int(i) : -2;
        }
        if (owner < 0)
            return std::nullopt;
        fixed[owner].locations |= location;
        fixed = withTouchedCities(fixed, owner);
        return changed(features, fixed);
    }
    if (code == u"tile.riverEnds") {
        for (Feature &f : fixed) {
            if (f.type != FeatureType::River || f.cell != cell || f.locations != location)
                continue;
            const int ends = f.locations.sides().count();
            if (ends == 2)
                f.riverRole = RiverRole::Stream;
            else if (ends == 3)
                f.riverRole = RiverRole::Fork;
            return changed(features, fixed);
        }
        return std::nullopt;
    }
    if (code == u"tile.monasteryTwice") {
        // Monasteries are all alike: the first stays, unless they lie on different cells.
        int first = -1;
        for (qsizetype i = 0; i < fixed.size(); ++i) {
            if (fixed.at(i).type != FeatureType::Monastery)
                continue;
            if (first >= 0 && fixed.at(i).cell != fixed.at(first).cell)
                return std::nullopt;
            if (first < 0)
                first = int(i);
        }
        for (qsizetype i = fixed.size() - 1; i > first; --i) {
            if (fixed.at(i).type == FeatureType::Monastery)
                fixed = removeFeature(fixed, int(i));
        }
        return changed(features, fixed);
    }
    if (code == u"tile.featuresCross") {
        const auto pair = crossingPair(features, cell, location);
        if (!pair)
            return std::nullopt;
        const auto [a, b] = *pair;
        const auto is = [&](int i, FeatureType type) { return features.at(i).type == type; };
        const auto either = [&](FeatureType x, FeatureType y) -> int {
            if (is(a, x) && is(b, y))
                return a;
            if (is(b, x) && is(a, y))
                return b;
            return -1;
        };
        if (const int road = either(FeatureType::Road, FeatureType::River); road >= 0) {
            fixed[road].crossing = Crossing::Bridge;
            return fixed;
        }
        int city = either(FeatureType::City, FeatureType::River);
        if (city < 0)
            city = either(FeatureType::City, FeatureType::Road);
        if (city < 0)
            return std::nullopt;
        fixed[city].crossing = Crossing::Overpass;
        return fixed;
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
