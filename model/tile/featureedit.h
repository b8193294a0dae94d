// SPDX-FileCopyrightText: 2026 Krajina contributors
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

#include "feature.h"

#include <QList>
#include <QString>

#include <optional>

namespace Krajina {

// Edits of a tile's feature list as the tile editor makes them. Each returns
// the new list and keeps it consistent: emptied edge features disappear, the
// cities a field touches are re-indexed, and a city side takes its two
// half-edges away from any field.

// The locations become one new feature of `type` (taken away from the features holding them).
QList<Feature> makeFeature(const QList<Feature> &features, int cell, Location locations, FeatureType type);
// The features holding any of the locations, all of one type, become one feature.
// Returns the list unchanged when they are of different types or fewer than two.
QList<Feature> joinFeatures(const QList<Feature> &features, int cell, Location locations);
// The locations leave their feature and become a new feature of the same type.
QList<Feature> splitFeature(const QList<Feature> &features, int cell, Location locations);
// Removes a feature (its locations are left unassigned).
QList<Feature> removeFeature(const QList<Feature> &features, int index);
// Adds a feature without locations (monastery, garden, bookmaker, crop circle).
QList<Feature> addInteriorFeature(const QList<Feature> &features, int cell, FeatureType type);

// The half-edges a city or field location set really covers (a city side covers its flanks).
Location coveredLocations(const Feature &feature);

// Whether a field borders a city on its tile (a half-edge of the field lies next to the city's part of the edge).
bool fieldTouchesCity(const Feature &field, const Feature &city);
// The field at `field` scores every city of its cell that it touches (the usual
// case, which makeFeature() applies on its own when it makes a city or a field).
QList<Feature> withTouchedCities(const QList<Feature> &features, int field);

// What divides the fields of a cell: the sides of every road, river and city that runs
// through it (two sides or more), and the sides of the dead-end roads when two or more
// meet in the middle. A bridge or an overpass passes over and divides nothing.
struct FieldDivider
{
    Location sides;
    int feature = -1; // the road, river or city; -1 for dead-end roads meeting in the middle
};
QList<FieldDivider> fieldDividers(const QList<Feature> &features, int cell);
// Whether half-edges of `field` lie on two sides of the divider.
bool splits(const FieldDivider &divider, Location field);
// The half-edges of a field grouped by the side of every divider of its cell they lie on,
// in perimeter order: one part when nothing divides it.
QList<Location> fieldParts(const QList<Feature> &features, int field);

// Whether a check's code has a quick fix for some of its findings.
bool hasQuickFix(const QString &code);
// The quick fix for a check's finding (its code, cell and locations) as the new
// feature list, or nothing when the finding has no one repair:
//   tile.fieldCityUnlisted     the field scores the cities it borders;
//   tile.fieldCityNotTouching  the field stops scoring what it does not border;
//   tile.fieldDivided          the field is split along what divides it;
//   tile.cityHalfEdges         the fields give the city side's half-edges back;
//   tile.locationUnassigned    the half-edge joins the field of its corner;
//   tile.riverEnds             a river of two ends is a stream, of three a fork;
//   tile.featuresCross         a road crossing a river is a bridge, a city crossing
//                              a road or river an overpass;
//   tile.monasteryTwice        one monastery stays (when they share a cell).
std::optional<QList<Feature>> quickFix(const QList<Feature> &features, const QString &code, int cell,
                                       Location location);
// The name of a code's quick fix, as a menu item or an undo step says it ("Split the Field").
QString quickFixName(const QString &code);

} // namespace Krajina
