// SPDX-FileCopyrightText: 2026 Krajina contributors
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

#include "tile/tiledefinition.h"

#include <QList>
#include <QMap>
#include <QPainterPath>
#include <QPointF>

#include <memory>

namespace Krajina {

// The schematic shapes of one cell of a tile, derived from its features'
// locations, in unit coordinates: the cell is the square (0,0)-(1,1) with y
// pointing down, the north side on top. No painting happens here, so the
// renderer, hit testing and tests share one answer to "where is what".
class TileGeometry
{
public:
    // Widths of the painted bands, as a fraction of the cell side.
    static constexpr qreal RoadWidth = 0.105;
    static constexpr qreal RiverWidth = 0.15;

    struct City
    {
        int feature = -1;
        QPainterPath area;
        QPainterPath walls; // the boundary inside the tile (not along the tile's edge)
        QPainterPath wallWalk; // a band just inside the walls
        QPainterPath merlons; // crenellations along the inside of the walls
        QPainterPath shadow; // for an overpass: where rivers and roads run underneath
        QPointF anchor; // where pennants go: the point deepest inside the area
        qreal clearance = 0; // distance from the anchor to the area's boundary
        bool overpass = false;
    };

    enum class PathEnd : std::uint8_t {
        Open, // runs off the tile through a side
        Junction, // several road ends meet here (a small village square)
        House, // a lone road end in open country
        Hidden, // ends under something else (a city, a river, a building)
        Spring,
        Lake,
        VolcanoLake,
        Fork,
        CityMouth, // a river running into a city
    };

    struct Band // a road or a river
    {
        int feature = -1;
        FeatureType type = FeatureType::Road;
        QPainterPath centreLine;
        QPainterPath outline; // the band as an area (centre line stroked at its width)
        QPointF end; // the inner end for features with one side (else the centre)
        qreal endRadius = 0; // size of the lake or spring at the end
        PathEnd endKind = PathEnd::Open;
        bool bridge = false; // drawn over what it crosses
        QPainterPath deck; // for a bridge: its stonework over the water
        QPainterPath parapets; // and the dark edge round it
    };

    struct Building // monastery, garden, bookmaker, crop circle
    {
        int feature = -1;
        FeatureType type = FeatureType::Monastery;
        QPointF centre;
        qreal radius = 0;
    };

    struct FieldRegion
    {
        int feature = -1; // -1: an area no field feature claims
        QPainterPath area;
        QPointF interior; // deepest point, for a pig herd
    };

    // `withFields` false skips the field regions (the costliest part), for
    // painting without field tints.
    explicit TileGeometry(const TileDefinition &tile, int cell = 0, bool withFields = true);

    // The geometry made once per thread for every tile with the same features:
    // the renderers, boards and editors of one thread share it, and a geometry
    // with fields answers a request without. (Not shared across threads: a
    // QPainterPath fills in its bounds when first asked, so it must not be read
    // from two threads at once.)
    static std::shared_ptr<const TileGeometry> shared(const TileDefinition &tile, int cell, bool withFields);

    const QList<City> &cities() const { return m_cities; }
    const QList<Band> &bands() const { return m_bands; }
    const QList<Building> &buildings() const { return m_buildings; }
    const QList<FieldRegion> &fields() const { return m_fields; }
    // Lakes and springs drawn at river ends (as areas).
    QPainterPath waterBodies() const { return m_water; }
    // Hedges parting fields that nothing else on the tile parts (as areas).
    QPainterPath fences() const { return m_fences; }

    // A point on the perimeter: t runs 0..4 clockwise from the top-left corner,
    // one unit per side (0..1 the north side, left to right).
    static QPointF perimeterPoint(qreal t);
    // The middle of one of the twelve perimeter positions, moved `inset` into the cell.
    static QPointF positionPoint(int position, qreal inset);
    // Path operations that keep curves smooth at unit scale (Qt flattens
    // curves with a tolerance fixed in path units).
    static QPainterPath stroked(const QPainterPath &centreLine, qreal width, Qt::PenCapStyle cap = Qt::RoundCap);
    // The part of a stroke inside `within` (the stroke's overlaps need no simplifying first).
    static QPainterPath strokedWithin(const QPainterPath &line, qreal width, Qt::PenCapStyle cap,
                                      const QPainterPath &within);
    static bool overlaps(const QPainterPath &a, const QPainterPath &b);
    static QPainterPath united(const QPainterPath &a, const QPainterPath &b);
    static QPainterPath subtracted(const QPainterPath &a, const QPainterPath &b);
    static QPainterPath intersected(const QPainterPath &a, const QPainterPath &b);
    // Rotates a unit-square point clockwise about the centre by quarter turns.
    static QPointF rotated(QPointF p, int quarterTurns);

private:
    void buildCities();
    void buildBands();
    void placeLakes();
    void finishCrossings();
    void placeBuildings();
    void finishRoadEnds();
    void buildFields();
    QPainterPath cityPath(Location sides, bool deepCaps, QPainterPath *walls) const;
    bool capNeedsDepth(int featureIndex, Location sides) const;
    QPainterPath obstacles(bool withSingleRoads) const;
    QList<QPainterPath> openComponents(const QPainterPath &blocked) const;
    QMap<int, QList<QPointF>> fieldSamplesIn(const QPainterPath &area) const;

    TileDefinition m_tile;
    int m_cell;
    QList<City> m_cities;
    QList<Band> m_bands;
    QList<Building> m_buildings;
    QList<FieldRegion> m_fields;
    QPainterPath m_water;
    QPainterPath m_fences;
};

// The point inside `area` farthest from its boundary (searched on a grid),
// and that distance; for placing symbols where they fit.
QPointF deepestPoint(const QPainterPath &area, qreal *clearance = nullptr);

} // namespace Krajina
