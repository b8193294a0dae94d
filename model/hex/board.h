// SPDX-FileCopyrightText: 2026 Krajina contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "hex/pieces.h"

#include <QList>

#include <array>
#include <cstdint>
#include <optional>

namespace Krajina::DosRios {

// Which land tile lies in each slot and how far it is turned.
struct SlotPlacement
{
    int tile = -1; // index into PieceSet::tiles
    int turn = 0; // 0..2, thirds of a full turn clockwise
    friend bool operator==(const SlotPlacement &, const SlotPlacement &) = default;
};

// An assembled board: every hex with its terrain, the outflow chosen at each
// spring, the dams, and the player's choices at ties. When it was assembled
// from a piece set, `placements` (and `seed` for a random one) say how.
struct Board
{
    QList<HexCell> cells;
    std::array<int, RiverCount> outflow {0, 0}; // index into the spring's outflows
    QList<HexSide> dams; // normalised
    QList<HexSide> choices; // at a tie, the player's lower side for that hex
    QList<SlotPlacement> placements;
    QStringList tileIds; // the tile in each slot (for files)
    std::optional<std::uint64_t> seed;

    qsizetype cellIndex(Hex hex) const;
    const HexCell *cell(Hex hex) const;
    bool hasDam(HexSide side) const;
    friend bool operator==(const Board &, const Board &) = default;
};

// "3,1 farmland/corn", "2,-1 spring" (for listings).
QString hexCellText(const HexCell &cell);
// The hexes of the frame piece or land tile with this id, or nothing.
std::optional<QList<HexCell>> pieceCells(const PieceSet &set, QStringView id);

// The frame and the tiles in their slots; an empty string or an error.
QString assembleBoard(const PieceSet &set, const QList<SlotPlacement> &placements, Board &board);
// Uniform over the placements of the tiles in the slots and over their turns.
QList<SlotPlacement> randomPlacements(const PieceSet &set, std::uint64_t seed);
// The layout of an assembled board (for saving it with the pieces), and the
// board a layout makes of the pieces: an empty string or an error.
BoardLayout layoutOf(const Board &board);
QString boardFromLayout(const PieceSet &set, const BoardLayout &layout, Board &board);
// Where a tile's hex lands when the tile lies in a slot with a turn.
std::array<HexCell, 3> placedTile(const LandTile &tile, const std::array<Hex, 3> &slot, int turn);

} // namespace Krajina::DosRios
