// SPDX-FileCopyrightText: 2026 Krajina contributors
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

#include "catalogue/catalogue.h"

#include <QCoreApplication>

namespace Krajina {

// A catalogue of one's own played against a library of published expansions
// (the bundled catalogue): the preview board, the sandbox, the simulator and
// `krajina-cli simulate --catalogue FILE --expansions base,my-exp` see the
// document's expansions together with every library expansion it lacks.
//
// Ids: the document's own always win. A library expansion whose id the
// document also uses is left out with all its tiles (the document's "base"
// replaces the bundled one); a library tile whose id one of the document's
// tiles has is left out too. Games, watermarks and backs likewise. The
// document's tiles come first and in their order, so a tile index of the
// document is the same index in the result.
Catalogue withLibrary(const Catalogue &own, const Catalogue &library);

// What an author may type as an id, in plain words.
class CatalogueIds
{
    Q_DECLARE_TR_FUNCTIONS(Krajina::CatalogueIds)
public:
    // Why `id` cannot name the tile at `self` (-1 for a new tile): empty,
    // characters other than letters, digits and . _ + - /, or an id another
    // tile of the catalogue already has. Empty when it can.
    static QString tileIdProblem(const Catalogue &catalogue, const QString &id, int self = -1);
    // Why `id` cannot name a new expansion: empty, other than lower-case
    // letters, digits and hyphens, or taken by an expansion of the catalogue
    // (`self`: the expansion's own index when renaming, else -1).
    static QString expansionIdProblem(const Catalogue &catalogue, const QString &id, int self = -1);
    // The first unused id "<expansion>/<n>" (n from 1).
    static QString unusedTileId(const Catalogue &catalogue, const QString &expansion);
};

} // namespace Krajina
