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

// The quick fix for a check's finding (its code, cell and locations) as the new
// feature list, or nothing when the finding has none. tile.fieldCityUnlisted:
// the field scores the cities it borders.
bool hasQuickFix(const QString &code);
std::optional<QList<Feature>> quickFix(const QList<Feature> &features, const QString &code, int cell,
                                       Location location);

} // namespace Krajina
