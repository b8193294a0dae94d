// SPDX-FileCopyrightText: 2026 Krajina contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "hex/hex.h"
#include "hex/terrain.h"

#include <QList>
#include <QString>

#include <array>
#include <cstdint>
#include <optional>

namespace Krajina::DosRios {

// One hex of a piece: its terrain, the crop of a farmland hex, and for a
// mountain lake (spring) the river rising there and its marked outflows.
struct HexCell
{
    Hex at;
    Terrain terrain = Terrain::Highland;
    Crop crop = Crop::None;
    River river = River::Grande; // springs only
    QList<Side> outflows; // springs only: the marked possible outflows
    friend bool operator==(const HexCell &, const HexCell &) = default;
};

// A land tile: three hexes in a triangle, in its own coordinates. It may be
// turned by a third of a full turn (0, 1 or 2 turns): the three turns that
// keep a triangle's outline.
struct LandTile
{
    QString id; // "dos-rios/land-01"
    QString nameCs;
    QString nameEn;
    std::array<HexCell, 3> hexes;
    friend bool operator==(const LandTile &, const LandTile &) = default;
};
inline constexpr int LandTileTurns = 3;

// A frame piece: hexes in board coordinates (mountains and springs, the top
// row, the roads, the city and its lakes).
struct FramePiece
{
    QString id; // "dos-rios/frame-mountains-west"
    QString nameCs;
    QString nameEn;
    QList<HexCell> hexes;
    friend bool operator==(const FramePiece &, const FramePiece &) = default;
};

enum class CardKind : std::uint8_t { Crop, Forest, River, Bandits };
struct HarvestCard
{
    QString id;
    CardKind kind = CardKind::Crop;
    Crop crop = Crop::None; // crop cards
    River river = River::Grande; // river cards
    int count = 1;
    friend bool operator==(const HarvestCard &, const HarvestCard &) = default;
};
QString cardKindName(CardKind kind); // "crop"
std::optional<CardKind> cardKindFromName(QStringView name);

struct Material
{
    int farmersPerPlayer = 6;
    int farmsPerPlayer = 4;
    int haciendasPerPlayer = 1;
    int dams = 40;
    int riverPieces = 40;
    int woodAtStart = 2;
    int farmCost = 500;
    int haciendaCost = 1000;
    friend bool operator==(const Material &, const Material &) = default;
};

// How a board is laid out of the pieces, saved with them ("layout" in the
// pieces file): the land tile in each slot and its turn, the outflow chosen at
// each spring, the dams, the player's choices at ties and the seed of a random
// layout. The hexes follow from the pieces (assembleBoard).
struct BoardLayout
{
    QStringList tiles; // the land tile's id in each slot
    QList<int> turns; // per slot, 0..2
    std::array<int, RiverCount> outflow {0, 0}; // index into the spring's marked outflows
    QList<HexSide> dams; // normalised
    QList<HexSide> choices;
    std::optional<std::uint64_t> seed;
    friend bool operator==(const BoardLayout &, const BoardLayout &) = default;
};

// All the pieces of the game: frame, the triangle slots the land tiles go in
// (each three board hexes), the land tiles, harvest cards and material counts.
struct PieceSet
{
    QString status = QStringLiteral("draft");
    QString note;
    QList<FramePiece> frame;
    QList<std::array<Hex, 3>> slots;
    QList<LandTile> tiles;
    QList<HarvestCard> cards;
    Material material;
    std::optional<BoardLayout> layout; // the board an author laid out, if one was saved

    bool isEmpty() const { return frame.isEmpty() && tiles.isEmpty(); }
    qsizetype tileIndex(QStringView id) const;
    qsizetype frameIndex(QStringView id) const;
    friend bool operator==(const PieceSet &, const PieceSet &) = default;
};

} // namespace Krajina::DosRios
