// SPDX-FileCopyrightText: 2026 Krajina contributors
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

#include "enginetypes.h"
#include "tile/tiledefinition.h"

#include <QList>
#include <QString>
#include <QStringList>

#include <array>
#include <cstdint>
#include <optional>
#include <vector>

namespace Krajina {

inline constexpr int MaxSegments = 32;
inline constexpr int MaxFieldCities = 6;
inline constexpr int EdgePatternCount = 625; // 5^4: what a frontier cell needs on each side

// The engine's kind of segment for a feature type; none for features the
// engine does not score (gardens, bookmakers, crop circles).
std::optional<SegmentKind> segmentKindFor(FeatureType type);

// One connected part of a tile (features joined across the inner edges of a
// multi-cell tile become one segment).
struct CompiledSegment
{
    SegmentKind kind = SegmentKind::Field;
    std::uint8_t openSides = 0; // sides on the tile's outer edges (city, road, river)
    std::uint8_t cellMask = 0; // which cells of the tile it covers
    std::uint8_t cellCount = 0;
    std::uint8_t pennants = 0;
    bool pigHerd = false;
    // Another segment of the same kind shares a cell, so a feature may enter this
    // cell twice: its tile count must then be taken by walking the feature.
    bool sharesCell = false;
    std::uint8_t cityCount = 0;
    std::array<std::uint8_t, MaxFieldCities> cities {}; // fields: adjacent city segments
    std::int16_t feature = -1; // first TileDefinition feature merged into it
};

// A tile at one rotation, everything by board side / board position.
struct CompiledRotation
{
    std::array<std::int8_t, MaxTileCells> dx {}; // cell offsets from cell 0
    std::array<std::int8_t, MaxTileCells> dy {};
    std::array<std::array<EdgeKind, 4>, MaxTileCells> edges {};
    std::array<std::array<std::int8_t, PositionCount>, MaxTileCells> segmentAt {};
    std::array<std::int8_t, MaxTileCells> monastery {}; // segment or -1
    std::array<std::uint8_t, MaxTileCells> innerSides {}; // bit per side facing another cell of this tile
    // Where a follower on a segment is said to stand: its first cell and board position
    // (MonasteryPosition for a monastery).
    std::array<std::int8_t, MaxSegments> spotCell {};
    std::array<std::int8_t, MaxSegments> spotPosition {};
};

// What Board::place() needs of one side of a cell of a tile at a rotation, worked out once:
// the segments it joins across the side, and what a free cell beyond the side then needs.
// Eight bytes, so that a side is found by shifts.
struct alignas(8) CellSide
{
    std::int8_t middle = -1; // segment at the side's middle position
    std::int8_t joinsMiddle = -1; // the same, or -1 on a field's side (its corners join it)
    std::int8_t fieldBefore = -1; // field segment at the side's first corner (clockwise), or -1
    std::int8_t fieldAfter = -1; // field segment at its last corner, or -1
    std::uint16_t need = 0; // the edge times the pattern weight of the side a free neighbour sees it on
};
using CellSides = std::array<std::array<CellSide, 4>, MaxTileCells>; // by cell, then board side

struct CompiledTile
{
    int cells = 1;
    int segmentCount = 0;
    std::array<CompiledSegment, MaxSegments> segments {};
    std::array<CompiledRotation, 4> rotations {};
    std::uint8_t distinctRotations = 0xf; // rotations that give different tiles on the board
    bool river = false; // has a river feature
    RiverRole riverRole = RiverRole::Stream; // the tile's most special river role
    int riverSides = 0; // river sides on the outer edges
    bool bookmaker = false;
    int cropCircle = -1; // CropCircleType, or -1
    bool sharesCells = false; // any segment with sharesCell
    std::uint32_t cityAndRoadSegments = 0; // bit per city or road segment (what a placement can complete)
    std::uint32_t followerSegments = 0; // bit per segment a follower may stand on (all but rivers)
    std::uint32_t monasterySegments = 0; // bit per monastery segment
    bool usable = false; // false when the definition could not be compiled

    bool isRiverEnd() const;
    // What the tile's crop circle acts on: cities (knights), roads (thieves) or fields (farmers).
    SegmentKind cropCircleKind() const;
    bool isLake() const { return riverRole == RiverRole::Lake || riverRole == RiverRole::VolcanoLake; }
};

// TileDefinitions compiled once into the engine's compact form: integer ids,
// per rotation precomputed edges and position-to-segment maps, and a table of
// which rotations fit each frontier pattern.
class CompiledTileSet
{
public:
    // Compiles the definitions; a definition the engine cannot use (too many cells or
    // segments) is reported in errors() and kept with no segments.
    static CompiledTileSet compile(const QList<TileDefinition> &definitions);

    int size() const { return int(m_tiles.size()); }
    const CompiledTile &tile(int index) const { return m_tiles[std::size_t(index)]; }
    const TileDefinition &definition(int index) const { return m_definitions.at(index); }
    const QString &id(int index) const { return m_definitions.at(index).id; }
    int indexOf(QStringView id) const;
    const QStringList &errors() const { return m_errors; }
    // Different for every compile() (copies keep it): what a Board's caches of the set are keyed by.
    std::uint64_t serial() const { return m_serial; }

    // Bit r set: rotation r of a single-cell tile meets every need of the pattern.
    std::uint8_t fitMask(int pattern, int tile) const
    {
        return m_fit[std::size_t(tile) * EdgePatternCount + std::size_t(pattern)];
    }
    // The fit masks of one tile for every pattern.
    const std::uint8_t *fitRow(int tile) const { return m_fit.data() + std::size_t(tile) * EdgePatternCount; }

    static constexpr std::array<int, 4> patternWeight = {1, 5, 25, 125};

    // Bit per side where a cell of a tile at a rotation shows a river that leaves the tile.
    // Kept out of CompiledRotation: growing that slowed the board's hot loops.
    unsigned outerRiver(int tile, int rotation, int cell) const
    {
        return m_outerRiver[(std::size_t(tile) * 4 + std::size_t(rotation)) * MaxTileCells + std::size_t(cell)];
    }

    const CellSides &cellSides(int tile, int rotation) const
    {
        return m_cellSides[std::size_t(tile) * 4 + std::size_t(rotation)];
    }

private:
    QList<TileDefinition> m_definitions;
    std::vector<CompiledTile> m_tiles;
    std::vector<std::uint8_t> m_fit;
    std::vector<std::uint8_t> m_outerRiver;
    std::vector<CellSides> m_cellSides; // by tile and rotation
    QStringList m_errors;
    std::uint64_t m_serial = 0;
};

} // namespace Krajina
