// SPDX-FileCopyrightText: 2026 Krajina contributors
// SPDX-License-Identifier: GPL-3.0-or-later

#include "tilegeometry.h"

#include <QHash>
#include <QLineF>
#include <QPainterPathStroker>
#include <QPolygonF>
#include <QTransform>

#include <algorithm>
#include <array>
#include <cmath>
#include <limits>

namespace Krajina {

namespace {

constexpr QPointF Centre(0.5, 0.5);
// Control-point distance of a road or river bending round a corner; a little
// tighter than a quarter circle (0.276) so a building fits in the middle.
constexpr qreal BendControl = 0.2;

QPointF inwardNormal(int side)
{
    switch (side % 4) {
    case 0:
        return {0, 1};
    case 1:
        return {-1, 0};
    case 2:
        return {0, -1};
    default:
        return {1, 0};
    }
}

QPointF sideMiddle(int side)
{
    return TileGeometry::perimeterPoint(side + 0.5);
}

QList<int> sidesOf(Location locations)
{
    QList<int> sides;
    for (int s = 0; s < 4; ++s) {
        if (locations.contains(Location::side(Side(s))))
            sides.append(s);
    }
    return sides;
}

// Qt flattens curves to a fixed tolerance in path units before clipping or
// stroking; unit-square paths would come out as coarse polygons, so every
// such operation runs on a copy scaled up by this factor.
constexpr qreal Fine = 1024;

QPainterPath fine(const QPainterPath &path)
{
    return QTransform::fromScale(Fine, Fine).map(path);
}

QPainterPath unit(const QPainterPath &path)
{
    return QTransform::fromScale(1 / Fine, 1 / Fine).map(path);
}

QPainterPath strokeOf(const QPainterPath &centreLine, qreal width)
{
    return TileGeometry::stroked(centreLine, width);
}

QPainterPath circle(QPointF centre, qreal radius)
{
    QPainterPath path;
    path.addEllipse(centre, radius, radius);
    return path;
}

qreal polygonArea(const QPolygonF &polygon)
{
    qreal sum = 0;
    for (qsizetype i = 0; i < polygon.size(); ++i) {
        const QPointF a = polygon.at(i);
        const QPointF b = polygon.at((i + 1) % polygon.size());
        sum += a.x() * b.y() - b.x() * a.y();
    }
    return std::abs(sum) / 2;
}

qreal distanceToSegment(QPointF p, QPointF a, QPointF b)
{
    const QPointF ab = b - a;
    const qreal lengthSquared = QPointF::dotProduct(ab, ab);
    qreal t = lengthSquared > 0 ? QPointF::dotProduct(p - a, ab) / lengthSquared : 0;
    t = std::clamp(t, 0.0, 1.0);
    const QPointF d = p - (a + ab * t);
    return std::hypot(d.x(), d.y());
}

bool isRoadEndingBuilding(FeatureType type)
{
    return type == FeatureType::Monastery || type == FeatureType::Bookmaker || type == FeatureType::CropCircle;
}

} // namespace

QPointF deepestPoint(const QPainterPath &area, qreal *clearance)
{
    QList<QPolygonF> polygons = fine(area).toSubpathPolygons();
    for (QPolygonF &polygon : polygons)
        polygon = QTransform::fromScale(1 / Fine, 1 / Fine).map(polygon);
    // Whether p lies farther than `floor` from every edge, and then how far from the nearest.
    // Most grid points are ruled out by an early edge, before the costly containment test.
    auto fartherThan = [&polygons](QPointF p, qreal floor, qreal *distance) {
        qreal best = std::numeric_limits<qreal>::max();
        const auto edge = [&](QPointF a, QPointF b) {
            best = std::min(best, distanceToSegment(p, a, b));
            return best > floor;
        };
        for (const QPolygonF &polygon : polygons) {
            for (qsizetype i = 0; i + 1 < polygon.size(); ++i) {
                if (!edge(polygon.at(i), polygon.at(i + 1)))
                    return false;
            }
            if (!polygon.isEmpty() && !polygon.isClosed() && !edge(polygon.last(), polygon.first()))
                return false;
        }
        *distance = best;
        return true;
    };
    const QRectF bounds = area.boundingRect();
    QPointF best = bounds.center();
    qreal bestDistance = -1;
    // A coarse grid, then a finer one round the best point.
    QRectF window = bounds;
    for (int pass = 0; pass < 2; ++pass) {
        constexpr int Steps = 20;
        for (int i = 0; i <= Steps; ++i) {
            for (int j = 0; j <= Steps; ++j) {
                const QPointF p(window.left() + window.width() * i / Steps, window.top() + window.height() * j / Steps);
                qreal d = 0;
                if (fartherThan(p, bestDistance, &d) && area.contains(p)) {
                    bestDistance = d;
                    best = p;
                }
            }
        }
        const qreal w = window.width() / 10, h = window.height() / 10;
        window = QRectF(best.x() - w, best.y() - h, 2 * w, 2 * h);
    }
    if (clearance)
        *clearance = std::max<qreal>(bestDistance, 0);
    return best;
}

QPainterPath TileGeometry::stroked(const QPainterPath &centreLine, qreal width, Qt::PenCapStyle cap)
{
    QPainterPathStroker stroker;
    stroker.setWidth(width * Fine);
    stroker.setCapStyle(cap);
    stroker.setJoinStyle(Qt::RoundJoin);
    return unit(stroker.createStroke(fine(centreLine)).simplified());
}

QPainterPath TileGeometry::strokedWithin(const QPainterPath &line, qreal width, Qt::PenCapStyle cap,
                                         const QPainterPath &within)
{
    QPainterPathStroker stroker;
    stroker.setWidth(width * Fine);
    stroker.setCapStyle(cap);
    stroker.setJoinStyle(Qt::RoundJoin);
    return unit(stroker.createStroke(fine(line)).intersected(fine(within)));
}

bool TileGeometry::overlaps(const QPainterPath &a, const QPainterPath &b)
{
    return fine(a).intersects(fine(b));
}

QPainterPath TileGeometry::united(const QPainterPath &a, const QPainterPath &b)
{
    return unit(fine(a).united(fine(b)));
}

QPainterPath TileGeometry::subtracted(const QPainterPath &a, const QPainterPath &b)
{
    return unit(fine(a).subtracted(fine(b)));
}

QPainterPath TileGeometry::intersected(const QPainterPath &a, const QPainterPath &b)
{
    return unit(fine(a).intersected(fine(b)));
}

QPointF TileGeometry::perimeterPoint(qreal t)
{
    t = std::fmod(t, 4.0);
    if (t < 0)
        t += 4;
    const int side = std::min(int(t), 3);
    const qreal f = t - side;
    switch (side) {
    case 0:
        return {f, 0};
    case 1:
        return {1, f};
    case 2:
        return {1 - f, 1};
    default:
        return {0, 1 - f};
    }
}

QPointF TileGeometry::positionPoint(int position, qreal inset)
{
    static constexpr std::array<qreal, 3> offsets = {0.25, 0.5, 0.75};
    const int side = (position % Location::PositionCount) / 3;
    return perimeterPoint(side + offsets.at(std::size_t(position % 3))) + inwardNormal(side) * inset;
}

QPointF TileGeometry::rotated(QPointF p, int quarterTurns)
{
    const int turns = (quarterTurns % 4 + 4) % 4;
    for (int i = 0; i < turns; ++i)
        p = QPointF(1 - p.y(), p.x());
    return p;
}

namespace {

// Everything the geometry of a cell depends on.
QByteArray geometryKey(const TileDefinition &tile, int cell, bool withFields)
{
    QByteArray key = QByteArray::number(cell) + (withFields ? "f" : "-");
    for (const Feature &f : tile.features) {
        key += '|' + QByteArray::number(int(f.type)) + ',' + QByteArray::number(f.locations.bits()) + ','
            + QByteArray::number(f.cell) + ',' + QByteArray::number(f.pennants) + ','
            + QByteArray::number(int(f.riverRole)) + ',' + QByteArray::number(int(f.crossing)) + ','
            + QByteArray::number(int(f.cropCircle)) + (f.inn ? ",i" : ",-") + (f.pigHerd ? ",p" : ",-");
    }
    return key;
}

// Enough for a sheet of a large catalogue; beyond it the cache starts again.
constexpr qsizetype MaxSharedGeometries = 1024;

} // namespace

std::shared_ptr<const TileGeometry> TileGeometry::shared(const TileDefinition &tile, int cell, bool withFields)
{
    thread_local QHash<QByteArray, std::shared_ptr<const TileGeometry>> made;
    const QByteArray withFieldsKey = geometryKey(tile, cell, true);
    if (const auto it = made.constFind(withFieldsKey); it != made.cend())
        return it.value();
    const QByteArray key = withFields ? withFieldsKey : geometryKey(tile, cell, false);
    if (!withFields) {
        if (const auto it = made.constFind(key); it != made.cend())
            return it.value();
    }
    if (made.size() >= MaxSharedGeometries)
        made.clear();
    auto geometry = std::make_shared<const TileGeometry>(tile, cell, withFields);
    made.insert(key, geometry);
    return geometry;
}

TileGeometry::TileGeometry(const TileDefinition &tile, int cell, bool withFields)
    : m_tile(tile)
    , m_cell(cell)
{
    buildCities();
    buildBands();
    placeBuildings();
    finishRoadEnds();
    finishCrossings();
    if (withFields)
        buildFields();
}

// The city is traced clockwise: along the tile's edge for each run of city
// sides, then across the tile to the next run with a curve whose shape depends
// on how many sides it skips (a cap, a diagonal, or a field bay).
QPainterPath TileGeometry::cityPath(Location sides, bool deepCaps, QPainterPath *walls) const
{
    std::array<bool, 4> in {};
    int count = 0;
    for (int s = 0; s < 4; ++s) {
        in.at(std::size_t(s)) = sides.contains(Location::side(Side(s)));
        count += in.at(std::size_t(s)) ? 1 : 0;
    }
    QPainterPath path;
    if (count == 0)
        return path;
    if (count == 4) {
        path.addRect(0, 0, 1, 1);
        return path;
    }
    auto isIn = [&in](int s) { return in.at(std::size_t((s % 4 + 4) % 4)); };
    auto otherCityOn = [this, sides](int s) {
        const Side side = Side(s % 4);
        return !sides.contains(Location::side(side)) && m_tile.edge(side, m_cell) == EdgeType::City;
    };
    int start = 0;
    while (!(isIn(start) && !isIn(start + 3)))
        ++start;

    path.moveTo(perimeterPoint(start));
    int s = start;
    for (int guard = 0; guard < 4; ++guard) {
        while (isIn(s)) {
            path.lineTo(perimeterPoint(s + 1));
            s = (s + 1) % 4;
        }
        const int last = (s + 3) % 4;
        int gap = 0;
        bool gapHasCity = false;
        while (!isIn(s + gap)) {
            gapHasCity = gapHasCity || otherCityOn(s + gap);
            ++gap;
        }
        const int next = (s + gap) % 4;
        // Control points for a city whose last side is north, rotated into place.
        QPointF c1, c2;
        if (gap == 1) {
            c1 = gapHasCity ? QPointF(0.6, 0.2) : QPointF(0.75, 0.25);
            c2 = gapHasCity ? QPointF(0.6, 0.8) : QPointF(0.75, 0.75);
        } else if (gap == 2) {
            c1 = gapHasCity ? QPointF(0.57, 0.25) : QPointF(0.83, 0.47);
            c2 = gapHasCity ? QPointF(0.25, 0.57) : QPointF(0.47, 0.83);
        } else {
            c1 = deepCaps ? QPointF(0.9, 0.68) : QPointF(0.72, 0.3);
            c2 = deepCaps ? QPointF(0.1, 0.68) : QPointF(0.28, 0.3);
        }
        c1 = rotated(c1, last);
        c2 = rotated(c2, last);
        const QPointF from = perimeterPoint(last + 1);
        const QPointF to = perimeterPoint(next);
        path.cubicTo(c1, c2, to);
        if (walls) {
            walls->moveTo(from);
            walls->cubicTo(c1, c2, to);
        }
        s = next;
        if (s == start)
            break;
    }
    path.closeSubpath();
    return path;
}

// A lone city side is drawn as a shallow cap, unless the fields on either side
// of it are different fields: then nothing but the city can part them, so the
// cap reaches down into the tile (River I's city above the river).
bool TileGeometry::capNeedsDepth(int featureIndex, Location sides) const
{
    const QList<int> list = sidesOf(sides);
    if (list.size() != 1)
        return false;
    const int side = list.first();
    const int after = m_tile.featureAt(Location::position(side * 3 + 3), m_cell);
    const int before = m_tile.featureAt(Location::position(side * 3 + 11), m_cell);
    if (after < 0 || before < 0 || after == before || after == featureIndex || before == featureIndex)
        return false;
    const Side opposite = Side((side + 2) % 4);
    if (m_tile.edge(opposite, m_cell) == EdgeType::City)
        return false;
    return m_tile.features.at(after).type == FeatureType::Field
        && m_tile.features.at(before).type == FeatureType::Field;
}

void TileGeometry::buildCities()
{
    for (qsizetype i = 0; i < m_tile.features.size(); ++i) {
        const Feature &f = m_tile.features.at(i);
        if (f.cell != m_cell || f.type != FeatureType::City || f.locations.sides().isEmpty())
            continue;
        City city;
        city.feature = int(i);
        city.overpass = f.crossing == Crossing::Overpass;
        city.area = cityPath(f.locations, capNeedsDepth(int(i), f.locations), &city.walls);
        city.anchor = deepestPoint(city.area, &city.clearance);
        // A strip beyond each city side, so a city runs on past the edge when
        // a tile is drawn with a little overdraw (print bleed).
        QPainterPath past;
        for (int s : sidesOf(f.locations)) {
            static const std::array<QRectF, 4> strips
                = {QRectF(0, -0.05, 1, 0.05), QRectF(1, 0, 0.05, 1), QRectF(0, 1, 1, 0.05), QRectF(-0.05, 0, 0.05, 1)};
            past.addRect(strips.at(std::size_t(s)));
        }
        if (!past.isEmpty())
            city.area = united(city.area, past);
        if (!city.walls.isEmpty()) {
            city.wallWalk = strokedWithin(city.walls, 0.1, Qt::FlatCap, city.area);
            QPainterPathStroker dashes;
            dashes.setWidth(0.06 * Fine);
            dashes.setCapStyle(Qt::FlatCap);
            dashes.setDashPattern(QList<qreal> {0.55, 0.55});
            city.merlons = intersected(unit(dashes.createStroke(fine(city.walls))), city.area);
        }
        m_cities.append(city);
    }
}

void TileGeometry::buildBands()
{
    for (qsizetype i = 0; i < m_tile.features.size(); ++i) {
        const Feature &f = m_tile.features.at(i);
        if (f.cell != m_cell || (f.type != FeatureType::Road && f.type != FeatureType::River))
            continue;
        const QList<int> sides = sidesOf(f.locations);
        if (sides.isEmpty())
            continue;
        Band band;
        band.feature = int(i);
        band.type = f.type;
        band.bridge = f.crossing == Crossing::Bridge;
        band.end = Centre;
        // Start a little outside the tile so the clipped band ends square at the edge.
        auto edgeStart = [](int side) { return sideMiddle(side) - inwardNormal(side) * 0.06; };
        if (sides.size() == 2) {
            const int a = sides.at(0), b = sides.at(1);
            band.centreLine.moveTo(edgeStart(a));
            band.centreLine.lineTo(sideMiddle(a));
            if ((b - a) % 2 == 0) {
                band.centreLine.lineTo(sideMiddle(b));
            } else {
                band.centreLine.cubicTo(sideMiddle(a) + inwardNormal(a) * BendControl,
                                        sideMiddle(b) + inwardNormal(b) * BendControl, sideMiddle(b));
            }
            band.centreLine.lineTo(edgeStart(b));
        } else {
            for (int s : sides) {
                band.centreLine.moveTo(edgeStart(s));
                band.centreLine.lineTo(Centre);
            }
            if (sides.size() >= 3) {
                band.endKind = f.type == FeatureType::River ? PathEnd::Fork : PathEnd::Junction;
            } else if (f.type == FeatureType::River) {
                switch (f.riverRole) {
                case RiverRole::Lake:
                    band.endKind = PathEnd::Lake;
                    break;
                case RiverRole::VolcanoLake:
                    band.endKind = PathEnd::VolcanoLake;
                    break;
                case RiverRole::Fork:
                    band.endKind = PathEnd::Fork;
                    break;
                case RiverRole::CityEnd:
                    band.endKind = PathEnd::CityMouth;
                    break;
                case RiverRole::Source:
                    band.endKind = PathEnd::Spring;
                    break;
                case RiverRole::Stream:
                    // A stream needs two ends: with one it stops short, drawn as the
                    // checks see it (tile.riverEnds), not as a spring it is not.
                    band.endKind = PathEnd::Open;
                    break;
                }
            } else {
                band.endKind = PathEnd::House; // settled once buildings have their places
            }
        }
        if (f.type == FeatureType::River && sides.size() == 1) {
            const int side = sides.first();
            // Lakes are placed once every band is known (see below).
            switch (band.endKind) {
            case PathEnd::Spring:
                band.end = Centre;
                band.endRadius = 0.085;
                m_water.addEllipse(band.end, band.endRadius, band.endRadius);
                break;
            case PathEnd::CityMouth: {
                band.end = Centre;
                // Run into the city that is not on the river's own side.
                for (const City &city : std::as_const(m_cities)) {
                    band.end = city.anchor;
                    break;
                }
                break;
            }
            default:
                break;
            }
            band.centreLine = QPainterPath();
            band.centreLine.moveTo(edgeStart(side));
            band.centreLine.lineTo(band.end);
        }
        band.outline = strokeOf(band.centreLine, f.type == FeatureType::River ? RiverWidth : RoadWidth);
        m_bands.append(band);
    }
    placeLakes();
}

// A lake sits on its river's axis, as near the middle as it can without
// covering roads or cities; a volcano lake leaves room for the volcano behind.
void TileGeometry::placeLakes()
{
    for (Band &band : m_bands) {
        if (band.endKind != PathEnd::Lake && band.endKind != PathEnd::VolcanoLake)
            continue;
        const int side = sidesOf(m_tile.features.at(band.feature).locations).first();
        QPainterPath taken;
        for (const City &city : std::as_const(m_cities))
            taken.addPath(city.area);
        for (const Band &other : std::as_const(m_bands)) {
            if (other.feature != band.feature)
                taken.addPath(other.outline);
        }
        struct Spot
        {
            qreal depth;
            qreal radius;
        };
        const QList<Spot> spots = band.endKind == PathEnd::Lake
            ? QList<Spot> {{0.48, 0.2}, {0.4, 0.17}, {0.33, 0.14}, {0.27, 0.12}}
            : QList<Spot> {{0.4, 0.16}, {0.33, 0.14}, {0.27, 0.12}};
        Spot chosen = spots.first();
        for (const Spot &spot : spots) {
            if (!overlaps(taken, circle(sideMiddle(side) + inwardNormal(side) * spot.depth, spot.radius))) {
                chosen = spot;
                break;
            }
        }
        band.end = sideMiddle(side) + inwardNormal(side) * chosen.depth;
        band.endRadius = chosen.radius;
        band.centreLine = QPainterPath();
        band.centreLine.moveTo(sideMiddle(side) - inwardNormal(side) * 0.06);
        band.centreLine.lineTo(band.end);
        band.outline = strokeOf(band.centreLine, RiverWidth);
        m_water.addEllipse(band.end, band.endRadius, band.endRadius);
    }
}

// What is drawn over what where features cross: a bridge's stonework over
// the water, and the shadow of what runs under an overpass city.
void TileGeometry::finishCrossings()
{
    const bool bridges = std::any_of(m_bands.cbegin(), m_bands.cend(),
                                     [](const Band &b) { return b.bridge && b.type == FeatureType::Road; });
    const bool overpasses = std::any_of(m_cities.cbegin(), m_cities.cend(), [](const City &c) { return c.overpass; });
    if (!bridges && !overpasses)
        return;
    QPainterPath water = m_water;
    QPainterPath under;
    for (const Band &band : std::as_const(m_bands)) {
        if (band.type == FeatureType::River)
            water.addPath(band.outline);
        under.addPath(band.outline);
    }
    if (bridges && !water.isEmpty()) {
        // The stonework reaches a little past the banks.
        const QPainterPath span = stroked(water, 0.06).united(water);
        for (Band &band : m_bands) {
            if (!band.bridge || band.type != FeatureType::Road)
                continue;
            band.parapets = strokedWithin(band.centreLine, RoadWidth + 0.06, Qt::FlatCap, span);
            band.deck = strokedWithin(band.centreLine, RoadWidth + 0.035, Qt::FlatCap, span);
        }
    }
    for (City &city : m_cities) {
        if (city.overpass)
            city.shadow = intersected(under, city.area);
    }
}

QPainterPath TileGeometry::obstacles(bool withSingleRoads) const
{
    QPainterPath all;
    all.setFillRule(Qt::WindingFill);
    for (const City &city : m_cities)
        all.addPath(city.area);
    for (const Band &band : m_bands) {
        const bool singleRoad
            = band.type == FeatureType::Road && sidesOf(m_tile.features.at(band.feature).locations).size() == 1;
        if (!singleRoad || withSingleRoads)
            all.addPath(band.outline);
    }
    all.addPath(m_water);
    return all;
}

void TileGeometry::placeBuildings()
{
    static constexpr std::array<QPointF, 13> candidates = {
        QPointF(0.5, 0.5),   QPointF(0.5, 0.27),  QPointF(0.73, 0.5),  QPointF(0.5, 0.73),  QPointF(0.27, 0.5),
        QPointF(0.27, 0.27), QPointF(0.73, 0.27), QPointF(0.73, 0.73), QPointF(0.27, 0.73), QPointF(0.5, 0.9),
        QPointF(0.9, 0.5),   QPointF(0.5, 0.1),   QPointF(0.1, 0.5),
    };
    QPainterPath taken = obstacles(false);
    for (qsizetype i = 0; i < m_tile.features.size(); ++i) {
        const Feature &f = m_tile.features.at(i);
        if (f.cell != m_cell || f.isEdgeFeature() || f.type == FeatureType::Field)
            continue;
        qreal radius = 0.15;
        switch (f.type) {
        case FeatureType::Monastery:
            radius = 0.17;
            break;
        case FeatureType::Garden:
            radius = 0.12;
            break;
        case FeatureType::CropCircle:
            radius = 0.18;
            break;
        default:
            break;
        }
        Building building {int(i), f.type, Centre, radius};
        bool placed = false;
        for (qreal scale : {1.0, 0.8, 0.62}) {
            for (const QPointF &c : candidates) {
                const qreal r = radius * scale;
                if (c.x() - r < 0.02 || c.y() - r < 0.02 || c.x() + r > 0.98 || c.y() + r > 0.98)
                    continue;
                if (!overlaps(taken, circle(c, r))) {
                    building.centre = c;
                    building.radius = r;
                    placed = true;
                    break;
                }
            }
            if (placed)
                break;
        }
        if (!placed)
            building.radius = radius * 0.62;
        taken.addPath(circle(building.centre, building.radius));
        m_buildings.append(building);
    }
}

// Roads with one side end at the tile's building if they can reach it without
// crossing anything, else in the middle: a village square where several meet,
// a house where one ends in open country, nothing where the end is covered.
void TileGeometry::finishRoadEnds()
{
    QList<qsizetype> singles;
    for (qsizetype b = 0; b < m_bands.size(); ++b) {
        const Band &band = m_bands.at(b);
        if (band.type == FeatureType::Road && sidesOf(m_tile.features.at(band.feature).locations).size() == 1)
            singles.append(b);
    }
    if (singles.isEmpty())
        return;
    const QPainterPath blocking = obstacles(false);
    const Building *target = nullptr;
    int endingBuildings = 0;
    for (const Building &building : std::as_const(m_buildings)) {
        if (isRoadEndingBuilding(building.type)) {
            ++endingBuildings;
            target = &building;
        }
    }
    for (qsizetype b : std::as_const(singles)) {
        Band &band = m_bands[b];
        const int side = sidesOf(m_tile.features.at(band.feature).locations).first();
        QPointF end = Centre;
        PathEnd kind = singles.size() >= 2 ? PathEnd::Junction : PathEnd::House;
        if (endingBuildings == 1) {
            QPainterPath probe;
            probe.moveTo(sideMiddle(side) + inwardNormal(side) * 0.02);
            probe.lineTo(target->centre);
            if (!overlaps(blocking, strokeOf(probe, 0.01))) {
                end = target->centre;
                kind = PathEnd::Hidden;
            }
        }
        if (kind != PathEnd::Hidden) {
            bool covered = blocking.contains(end);
            for (const Building &building : std::as_const(m_buildings))
                covered = covered || QLineF(building.centre, end).length() < building.radius;
            if (covered)
                kind = PathEnd::Hidden;
        }
        band.end = end;
        band.endKind = kind;
        band.centreLine = QPainterPath();
        band.centreLine.moveTo(sideMiddle(side) - inwardNormal(side) * 0.06);
        band.centreLine.lineTo(end);
        band.outline = strokeOf(band.centreLine, RoadWidth);
    }
}

QList<QPainterPath> TileGeometry::openComponents(const QPainterPath &blocked) const
{
    QPainterPath square;
    square.addRect(0, 0, 1, 1);
    const QPainterPath open = fine(square).subtracted(fine(blocked).simplified());

    struct Piece
    {
        QPolygonF polygon;
        qreal area = 0;
    };
    QList<Piece> pieces;
    for (const QPolygonF &polygon : open.toSubpathPolygons()) {
        const qreal area = polygonArea(polygon);
        if (area > 1e-5 * Fine * Fine)
            pieces.append({polygon, area});
    }
    std::sort(pieces.begin(), pieces.end(), [](const Piece &a, const Piece &b) { return a.area > b.area; });

    // A piece inside a larger one is a hole in it (a lake in a meadow).
    QList<QPainterPath> components;
    QList<QPolygonF> outers;
    for (const Piece &piece : std::as_const(pieces)) {
        bool hole = false;
        for (qsizetype o = 0; o < outers.size(); ++o) {
            if (outers.at(o).containsPoint(piece.polygon.first(), Qt::OddEvenFill)) {
                components[o].addPolygon(piece.polygon);
                components[o].closeSubpath();
                hole = true;
                break;
            }
        }
        if (!hole) {
            QPainterPath path;
            path.setFillRule(Qt::OddEvenFill);
            path.addPolygon(piece.polygon);
            path.closeSubpath();
            components.append(path);
            outers.append(piece.polygon);
        }
    }
    for (QPainterPath &component : components)
        component = unit(component);
    return components;
}

// Which field features have sample points (just inside their half-edges) in `area`.
QMap<int, QList<QPointF>> TileGeometry::fieldSamplesIn(const QPainterPath &area) const
{
    QMap<int, QList<QPointF>> samples;
    for (qsizetype i = 0; i < m_tile.features.size(); ++i) {
        const Feature &f = m_tile.features.at(i);
        if (f.cell != m_cell || f.type != FeatureType::Field)
            continue;
        for (int p = 0; p < Location::PositionCount; ++p) {
            const QPointF sample = positionPoint(p, 0.035);
            if (f.locations.contains(Location::position(p)) && area.contains(sample))
                samples[int(i)].append(sample);
        }
    }
    return samples;
}

// Fields are what is left of the cell once cities, roads, rivers and lakes
// are taken out. Where the shapes leave two different fields joined (the
// data says something parts them that the schematic does not draw, like a
// betting office's fence), a hedge is drawn between them: along the line
// halfway between their half-edges.
void TileGeometry::buildFields()
{
    QPainterPath blocked = obstacles(true);
    for (const Building &building : std::as_const(m_buildings)) {
        if (building.type == FeatureType::Bookmaker || building.type == FeatureType::CropCircle)
            blocked.addPath(circle(building.centre, building.radius));
    }
    QList<QPainterPath> components = openComponents(blocked);
    for (int round = 0; round < 6; ++round) {
        bool split = false;
        for (const QPainterPath &component : std::as_const(components)) {
            const QMap<int, QList<QPointF>> samples = fieldSamplesIn(component);
            if (samples.size() < 2)
                continue;
            QList<QPointF> centres;
            for (const QList<QPointF> &points : samples) {
                QPointF sum;
                for (const QPointF &p : points)
                    sum += p;
                centres.append(sum / qreal(points.size()));
            }
            const QPointF a = centres.at(0), b = centres.at(1);
            const QPointF middle = (a + b) / 2;
            QPointF across(-(b - a).y(), (b - a).x());
            across /= std::max<qreal>(std::hypot(across.x(), across.y()), 1e-9);
            QPainterPath line;
            line.moveTo(middle - across * 2);
            line.lineTo(middle + across * 2);
            const QPainterPath hedge = strokedWithin(line, 0.03, Qt::FlatCap, component);
            m_fences.addPath(hedge);
            blocked.addPath(hedge);
            split = true;
            break;
        }
        if (!split)
            break;
        components = openComponents(blocked);
    }

    for (const QPainterPath &component : std::as_const(components)) {
        const QMap<int, QList<QPointF>> samples = fieldSamplesIn(component);
        FieldRegion region;
        region.area = component;
        qsizetype best = 0;
        for (auto it = samples.cbegin(); it != samples.cend(); ++it) {
            if (it.value().size() > best) {
                best = it.value().size();
                region.feature = it.key();
            }
        }
        region.interior = deepestPoint(component);
        m_fields.append(region);
    }
}

} // namespace Krajina
