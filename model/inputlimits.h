// SPDX-FileCopyrightText: 2026 Krajina contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QtGlobal>

// The ranges every reader accepts (documented in data/README.md). Anything
// outside is refused with the file, the place and the range, so that a hostile
// or damaged file can neither exhaust memory nor overflow a number.
namespace Krajina::Limits {

// Files
inline constexpr qint64 MaxDocumentBytes = 512LL * 1024 * 1024; // a catalogue, record, rule page or .krajina

// Tiles
inline constexpr int MaxTileCount = 10000; // copies of one tile (also per edition)
inline constexpr int MaxTileCells = 8; // width and height of a tile, in cells
inline constexpr int MaxPennants = 99; // pennants of one city feature
inline constexpr int MaxFeatureIndex = 999; // a feature's index (a field's cities)
inline constexpr int MaxPublishedTotal = 1000000; // tiles an expansion says it has
inline constexpr int MaxTokenNumber = 1000; // a betting token's numbers and copies

// Dos Rios
inline constexpr int MaxHexCoordinate = 100; // |q| and |r| of a hex
inline constexpr int MaxBoardHexes = 10000; // hexes of a board, of a frame piece, of all slots
inline constexpr int MaxCardCount = 1000; // copies of a harvest card
inline constexpr int MaxMaterial = 1000000; // a material count or price

// Markup
inline constexpr int MaxNesting = 40; // nested {{templates}} or [[links]] in wikitext (no rules page needs 10)
inline constexpr qint64 MaxXmlEntityExpansion = 1024 * 1024; // characters that XML entities may add in all

} // namespace Krajina::Limits
