// SPDX-FileCopyrightText: 2026 Krajina contributors
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

#include <Qt>

namespace Krajina {

// Item data roles shared by the catalogue's item models, independent of the column.
enum CatalogueRole : int {
    TileIndexRole = Qt::UserRole + 1, // int: index into Catalogue::tiles, -1 for other rows
    TileIdRole, // QString: the tile's id
    ExpansionIdRole, // QString: the tile's (or expansion row's) expansion id
    EdgePatternRole, // QString: "CRFR"; cells joined by '|'
    FeatureTypesRole, // QStringList: featureTypeName() of every feature, in order
    StatusRole, // QString: tileStatusName()
    SearchTextRole, // QString: everything free-text search looks at
    NodeKindRole, // int: CatalogueNodeKind
    GameIdRole, // QString: a game row's game id
    HexPieceIdRole, // QString: a Dos Rios piece's id (frame piece or land tile)
};

// HexGroup: the frame pieces or the land tiles of a hex game; HexPiece: one of them.
enum class CatalogueNodeKind : int { Game, Expansion, Tile, HexGroup, HexPiece };

} // namespace Krajina
