// SPDX-FileCopyrightText: 2026 Krajina contributors
// SPDX-License-Identifier: GPL-3.0-or-later

#include "compiledtileset.h"

#include <algorithm>
#include <atomic>
#include <bit>
#include <numeric>

using namespace Qt::StringLiterals;

namespace Krajina {

namespace {

EdgeKind edgeKindFor(SegmentKind kind)
{
    switch (kind) {
    case SegmentKind::City:
        return EdgeKind::City;
    case SegmentKind::Road:
        return EdgeKind::Road;
    case SegmentKind::River:
        return EdgeKind::River;
    default:
        return EdgeKind::Field;
    }
}

// How special a river role is, to name a tile by its most special river.
int riverRoleRank(RiverRole role)
{
    switch (role) {
    case RiverRole::Stream:
        return 0;
    case RiverRole::CityEnd:
        return 1;
    case RiverRole::Source:
        return 2;
    case RiverRole::Lake:
        return 3;
    case RiverRole::VolcanoLake:
        return 4;
    case RiverRole::Fork:
        return 5;
    }
    return 0;
}

struct FeatureUnion
{
    std::vector<int> parent;
    explicit FeatureUnion(int n)
        : parent(std::size_t(n))
    {
        std::iota(parent.begin(), parent.end(), 0);
    }
    int find(int a)
    {
        while (parent[std::size_t(a)] != a)
            a = parent[std::size_t(a)] = parent[std::size_t(parent[std::size_t(a)])];
        return a;
    }
    void join(int a, int b)
    {
        a = find(a);
        b = find(b);
        if (a != b)
            parent[std::size_t(std::max(a, b))] = std::min(a, b);
    }
};

// Whether turning a single-cell tile by q quarter turns gives the same tile, features and all.
bool isSymmetric(const CompiledTile &tile, int q)
{
    const CompiledRotation &r0 = tile.rotations[0];
    std::array<int, MaxSegments> map;
    map.fill(-1);
    for (int p = 0; p < PositionCount; ++p) {
        const int from = r0.segmentAt[0][std::size_t(p)];
        const int to = r0.segmentAt[0][std::size_t(rotatePosition(p, q))];
        if ((from < 0) != (to < 0))
            return false;
        if (from < 0)
            continue;
        if (map[std::size_t(from)] < 0)
            map[std::size_t(from)] = to;
        else if (map[std::size_t(from)] != to)
            return false;
    }
    if (r0.monastery[0] >= 0)
        map[std::size_t(r0.monastery[0])] = r0.monastery[0];
    for (int s = 0; s < tile.segmentCount; ++s) {
        const int t = map[std::size_t(s)];
        if (t < 0)
            continue;
        const CompiledSegment &a = tile.segments[std::size_t(s)];
        const CompiledSegment &b = tile.segments[std::size_t(t)];
        if (a.kind != b.kind || a.pennants != b.pennants || a.pigHerd != b.pigHerd || a.cityCount != b.cityCount)
            return false;
        for (int c = 0; c < a.cityCount; ++c) {
            const int mapped = map[a.cities[std::size_t(c)]];
            const auto end = b.cities.begin() + b.cityCount;
            if (std::find(b.cities.begin(), end, std::uint8_t(mapped)) == end)
                return false;
        }
    }
    return true;
}

} // namespace

std::optional<SegmentKind> segmentKindFor(FeatureType type)
{
    switch (type) {
    case FeatureType::City:
        return SegmentKind::City;
    case FeatureType::Road:
        return SegmentKind::Road;
    case FeatureType::Field:
        return SegmentKind::Field;
    case FeatureType::River:
        return SegmentKind::River;
    case FeatureType::Monastery:
        return SegmentKind::Monastery;
    default:
        return std::nullopt;
    }
}

bool CompiledTile::isRiverEnd() const
{
    return river && riverSides == 1;
}

SegmentKind CompiledTile::cropCircleKind() const
{
    switch (CropCircleType(cropCircle)) {
    case CropCircleType::City:
        return SegmentKind::City;
    case CropCircleType::Road:
        return SegmentKind::Road;
    case CropCircleType::Field:
        break;
    }
    return SegmentKind::Field;
}

CompiledTileSet CompiledTileSet::compile(const QList<TileDefinition> &definitions)
{
    static std::atomic<std::uint64_t> compiled {0};
    CompiledTileSet set;
    set.m_serial = ++compiled;
    set.m_definitions = definitions;
    set.m_tiles.resize(std::size_t(definitions.size()));

    for (qsizetype index = 0; index < definitions.size(); ++index) {
        const TileDefinition &def = definitions.at(index);
        CompiledTile &tile = set.m_tiles[std::size_t(index)];
        const int width = std::max(1, def.size.width());
        const int height = std::max(1, def.size.height());
        const int cells = width * height;
        if (cells > MaxTileCells) {
            set.m_errors
                << u"%1: a tile of %2 cells is larger than the engine supports (%3)"_s.arg(def.id).arg(cells).arg(
                       MaxTileCells);
            continue;
        }
        tile.cells = cells;

        const int featureCount = int(def.features.size());
        std::array<std::array<int, PositionCount>, MaxTileCells> featureAt;
        for (auto &row : featureAt)
            row.fill(-1);
        std::vector<bool> counted(std::size_t(featureCount), false);
        for (int f = 0; f < featureCount; ++f) {
            const Feature &feature = def.features.at(f);
            if (feature.cell < 0 || feature.cell >= cells)
                continue;
            switch (feature.type) {
            case FeatureType::Bookmaker:
                tile.bookmaker = true;
                continue;
            case FeatureType::CropCircle:
                tile.cropCircle = int(feature.cropCircle);
                continue;
            default:
                break;
            }
            if (!segmentKindFor(feature.type))
                continue;
            counted[std::size_t(f)] = true;
            if (feature.type == FeatureType::River && riverRoleRank(feature.riverRole) > riverRoleRank(tile.riverRole))
                tile.riverRole = feature.riverRole;
            if (feature.type == FeatureType::River)
                tile.river = true;
            if (feature.type == FeatureType::Monastery)
                continue;
            for (int p = 0; p < PositionCount; ++p) {
                auto &slot = featureAt[std::size_t(feature.cell)][std::size_t(p)];
                if (slot < 0 && feature.locations.contains(Location::position(p)))
                    slot = f;
            }
        }

        // Features that meet across the inner edges of a multi-cell tile are one segment.
        FeatureUnion joined(std::max(featureCount, 1));
        std::array<std::uint8_t, MaxTileCells> innerSides {};
        for (int a = 0; a < cells; ++a) {
            for (int b = 0; b < cells; ++b) {
                const int ax = a % width, ay = a / width, bx = b % width, by = b / width;
                int side = -1;
                if (bx == ax + 1 && by == ay)
                    side = 1;
                else if (bx == ax && by == ay + 1)
                    side = 2;
                if (side < 0)
                    continue;
                innerSides[std::size_t(a)] |= std::uint8_t(1u << side);
                innerSides[std::size_t(b)] |= std::uint8_t(1u << oppositeSideIndex(side));
                for (int k = 0; k < 3; ++k) {
                    const int p = side * 3 + k;
                    const int fa = featureAt[std::size_t(a)][std::size_t(p)];
                    const int fb = featureAt[std::size_t(b)][std::size_t(facingPosition(p))];
                    if (fa >= 0 && fb >= 0 && def.features.at(fa).type == def.features.at(fb).type)
                        joined.join(fa, fb);
                }
            }
        }

        std::vector<int> segmentOf(std::size_t(featureCount), -1);
        int segments = 0;
        bool tooMany = false;
        for (int f = 0; f < featureCount && !tooMany; ++f) {
            if (!counted[std::size_t(f)])
                continue;
            const int root = joined.find(f);
            if (segmentOf[std::size_t(root)] < 0) {
                if (segments == MaxSegments) {
                    tooMany = true;
                    break;
                }
                segmentOf[std::size_t(root)] = segments++;
                CompiledSegment &seg = tile.segments[std::size_t(segmentOf[std::size_t(root)])];
                seg.kind = *segmentKindFor(def.features.at(f).type);
                seg.feature = std::int16_t(f);
            }
            segmentOf[std::size_t(f)] = segmentOf[std::size_t(root)];
        }
        if (tooMany) {
            set.m_errors << u"%1: more than %2 features"_s.arg(def.id).arg(MaxSegments);
            tile = CompiledTile {};
            continue;
        }
        tile.segmentCount = segments;

        for (int f = 0; f < featureCount; ++f) {
            if (!counted[std::size_t(f)])
                continue;
            const Feature &feature = def.features.at(f);
            CompiledSegment &seg = tile.segments[std::size_t(segmentOf[std::size_t(f)])];
            seg.cellMask |= std::uint8_t(1u << feature.cell);
            seg.pennants = std::uint8_t(seg.pennants + std::max(0, feature.pennants));
            seg.pigHerd = seg.pigHerd || feature.pigHerd;
            if (feature.type != FeatureType::Field && feature.type != FeatureType::Monastery) {
                for (int s = 0; s < 4; ++s) {
                    if (feature.locations.contains(Location::position(s * 3 + 1))
                        && !(innerSides[std::size_t(feature.cell)] & (1u << s))) {
                        ++seg.openSides;
                        if (feature.type == FeatureType::River)
                            ++tile.riverSides;
                    }
                }
            }
            if (feature.type == FeatureType::Field) {
                for (int city : feature.cities) {
                    if (city < 0 || city >= featureCount || def.features.at(city).type != FeatureType::City
                        || !counted[std::size_t(city)])
                        continue;
                    const auto citySegment = std::uint8_t(segmentOf[std::size_t(city)]);
                    const auto end = seg.cities.begin() + seg.cityCount;
                    if (std::find(seg.cities.begin(), end, citySegment) == end && seg.cityCount < MaxFieldCities)
                        seg.cities[seg.cityCount++] = citySegment;
                }
            }
        }
        for (int s = 0; s < segments; ++s) {
            CompiledSegment &seg = tile.segments[std::size_t(s)];
            seg.cellCount = std::uint8_t(std::popcount(unsigned(seg.cellMask)));
            if (seg.kind == SegmentKind::City || seg.kind == SegmentKind::Road)
                tile.cityAndRoadSegments |= std::uint32_t(1u << s);
            if (seg.kind != SegmentKind::River)
                tile.followerSegments |= std::uint32_t(1u << s);
            if (seg.kind == SegmentKind::Monastery)
                tile.monasterySegments |= std::uint32_t(1u << s);
            for (int o = 0; o < segments; ++o) {
                const CompiledSegment &other = tile.segments[std::size_t(o)];
                if (o != s && other.kind == seg.kind && (other.cellMask & seg.cellMask)
                    && (seg.kind == SegmentKind::City || seg.kind == SegmentKind::Road)) {
                    seg.sharesCell = true;
                    tile.sharesCells = true;
                }
            }
        }

        CompiledRotation base;
        for (int c = 0; c < cells; ++c) {
            base.dx[std::size_t(c)] = std::int8_t(c % width);
            base.dy[std::size_t(c)] = std::int8_t(c / width);
            base.monastery[std::size_t(c)] = -1;
            base.innerSides[std::size_t(c)] = innerSides[std::size_t(c)];
            for (int p = 0; p < PositionCount; ++p) {
                const int f = featureAt[std::size_t(c)][std::size_t(p)];
                base.segmentAt[std::size_t(c)][std::size_t(p)] = std::int8_t(f < 0 ? -1 : segmentOf[std::size_t(f)]);
            }
            for (int s = 0; s < 4; ++s) {
                const int seg = base.segmentAt[std::size_t(c)][std::size_t(s * 3 + 1)];
                base.edges[std::size_t(c)][std::size_t(s)]
                    = seg < 0 ? EdgeKind::Field : edgeKindFor(tile.segments[std::size_t(seg)].kind);
            }
        }
        for (int f = 0; f < featureCount; ++f) {
            const Feature &feature = def.features.at(f);
            if (counted[std::size_t(f)] && feature.type == FeatureType::Monastery
                && base.monastery[std::size_t(feature.cell)] < 0)
                base.monastery[std::size_t(feature.cell)] = std::int8_t(segmentOf[std::size_t(f)]);
        }

        for (int r = 0; r < 4; ++r) {
            CompiledRotation &rot = tile.rotations[std::size_t(r)];
            for (int c = 0; c < cells; ++c) {
                int x = base.dx[std::size_t(c)], y = base.dy[std::size_t(c)];
                for (int q = 0; q < r; ++q) {
                    const int nx = -y;
                    y = x;
                    x = nx;
                }
                rot.dx[std::size_t(c)] = std::int8_t(x);
                rot.dy[std::size_t(c)] = std::int8_t(y);
                rot.monastery[std::size_t(c)] = base.monastery[std::size_t(c)];
                for (int s = 0; s < 4; ++s) {
                    rot.edges[std::size_t(c)][std::size_t((s + r) & 3)] = base.edges[std::size_t(c)][std::size_t(s)];
                    if (base.innerSides[std::size_t(c)] & (1u << s))
                        rot.innerSides[std::size_t(c)] |= std::uint8_t(1u << ((s + r) & 3));
                }
                for (int p = 0; p < PositionCount; ++p)
                    rot.segmentAt[std::size_t(c)][std::size_t(rotatePosition(p, r))]
                        = base.segmentAt[std::size_t(c)][std::size_t(p)];
            }
            rot.spotPosition.fill(-1);
            for (int c = cells - 1; c >= 0; --c) {
                for (int p = PositionCount - 1; p >= 0; --p) {
                    const int seg = rot.segmentAt[std::size_t(c)][std::size_t(p)];
                    if (seg >= 0) {
                        rot.spotCell[std::size_t(seg)] = std::int8_t(c);
                        rot.spotPosition[std::size_t(seg)] = std::int8_t(p);
                    }
                }
                if (rot.monastery[std::size_t(c)] >= 0) {
                    rot.spotCell[std::size_t(rot.monastery[std::size_t(c)])] = std::int8_t(c);
                    rot.spotPosition[std::size_t(rot.monastery[std::size_t(c)])] = std::int8_t(MonasteryPosition);
                }
            }
        }

        tile.usable = true;
        if (cells == 1) {
            if (isSymmetric(tile, 1))
                tile.distinctRotations = 0b0001;
            else if (isSymmetric(tile, 2))
                tile.distinctRotations = 0b0011;
        }
    }

    const std::size_t n = set.m_tiles.size();
    set.m_outerRiver.assign(n * 4 * MaxTileCells, 0);
    for (std::size_t t = 0; t < n; ++t) {
        for (int r = 0; r < 4; ++r) {
            const CompiledRotation &rot = set.m_tiles[t].rotations[std::size_t(r)];
            for (int c = 0; c < MaxTileCells; ++c) {
                std::uint8_t &river = set.m_outerRiver[(t * 4 + std::size_t(r)) * MaxTileCells + std::size_t(c)];
                for (int s = 0; s < 4; ++s) {
                    if (rot.edges[std::size_t(c)][std::size_t(s)] == EdgeKind::River
                        && !(rot.innerSides[std::size_t(c)] & (1u << s)))
                        river |= std::uint8_t(1u << s);
                }
            }
        }
    }
    set.m_cellSides.assign(n * 4, CellSides {});
    for (std::size_t t = 0; t < n; ++t) {
        const CompiledTile &tile = set.m_tiles[t];
        auto fieldAt = [&tile](int segment) {
            return segment >= 0 && tile.segments[std::size_t(segment)].kind == SegmentKind::Field ? segment : -1;
        };
        for (int r = 0; r < 4; ++r) {
            const CompiledRotation &rot = tile.rotations[std::size_t(r)];
            for (int c = 0; c < std::min(tile.cells, MaxTileCells); ++c) {
                for (int s = 0; s < 4; ++s) {
                    const auto &at = rot.segmentAt[std::size_t(c)];
                    const EdgeKind edge = rot.edges[std::size_t(c)][std::size_t(s)];
                    CellSide &side = set.m_cellSides[t * 4 + std::size_t(r)][std::size_t(c)][std::size_t(s)];
                    side.middle = at[std::size_t(s * 3 + 1)];
                    side.joinsMiddle = edge == EdgeKind::Field ? std::int8_t(-1) : side.middle;
                    side.fieldBefore = std::int8_t(fieldAt(at[std::size_t(s * 3)]));
                    side.fieldAfter = std::int8_t(fieldAt(at[std::size_t(s * 3 + 2)]));
                    side.need = std::uint16_t(int(edge) * patternWeight[std::size_t(oppositeSideIndex(s))]);
                }
            }
        }
    }
    set.m_fit.assign(std::size_t(EdgePatternCount) * n, 0);
    for (std::size_t t = 0; t < n; ++t) {
        const CompiledTile &tile = set.m_tiles[t];
        if (tile.cells != 1 || !tile.usable)
            continue;
        for (int pattern = 0; pattern < EdgePatternCount; ++pattern) {
            std::uint8_t mask = 0;
            for (int r = 0; r < 4; ++r) {
                if (!(tile.distinctRotations & (1u << r)))
                    continue;
                bool fits = true;
                for (int s = 0; s < 4 && fits; ++s) {
                    const int need = (pattern / patternWeight[std::size_t(s)]) % EdgeKindCount;
                    fits = need == 0 || need == int(tile.rotations[std::size_t(r)].edges[0][std::size_t(s)]);
                }
                if (fits)
                    mask |= std::uint8_t(1u << r);
            }
            set.m_fit[t * EdgePatternCount + std::size_t(pattern)] = mask;
        }
    }
    return set;
}

int CompiledTileSet::indexOf(QStringView id) const
{
    for (qsizetype i = 0; i < m_definitions.size(); ++i) {
        if (m_definitions.at(i).id == id)
            return int(i);
    }
    return -1;
}

} // namespace Krajina
