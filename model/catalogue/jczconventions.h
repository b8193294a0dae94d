// SPDX-FileCopyrightText: 2026 Krajina contributors
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

#include "catalogue/catalogue.h"

#include <QString>

// What JCloisterZone's tile XML (JczFormat) says by convention, for its reader
// and its writer alike.
namespace Krajina::Jcz {

// Whether JCloisterZone ships the set itself (its basic set, rivers, crop circles).
bool isKnownSet(const QString &setName);

// JCloisterZone has no bridges in its tile data: a road or city drawn across
// a river passes over it without cutting it.
Crossing impliedCrossing(const TileDefinition &tile, const Feature &feature);

// JCloisterZone's set names for Krajina's expansion ids ("basic" <-> "base"):
// JczFormat::expansionIdForSet() and setNameForExpansion().
QString expansionIdForSet(const QString &setName);
QString setNameForExpansion(const QString &expansionId);

} // namespace Krajina::Jcz
