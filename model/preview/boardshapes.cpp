// SPDX-FileCopyrightText: 2026 Krajina contributors
// SPDX-License-Identifier: GPL-3.0-or-later

#include "boardshapes.h"

#include "render/tilegeometry.h"

#include <QRectF>
#include <QTransform>

namespace Krajina {

namespace {

QTransform turnTransform(int turns)
{
    QTransform t;
    t.translate(0.5, 0.5);
    t.rotate(90.0 * (turns & 3));
    t.translate(-0.5, -0.5);
    return t;
}

} // namespace

int segmentOfFeature(const TileDefinition &definition, const CompiledTile &tile, int featureIndex)
{
    if (!tile.usable || featureIndex < 0 || featureIndex >= definition.features.size())
        return -1;
    const Feature &feature = definition.features.at(featureIndex);
    const std::optional<SegmentKind> kind = segmentKindFor(feature.type);
    if (!kind || feature.cell < 0 || feature.cell >= tile.cells)
        return -1;
    // Rotation 0 keeps the definition's own positions.
    const CompiledRotation &base = tile.rotations[0];
    const auto cell = std::size_t(feature.cell);
    if (feature.type == FeatureType::Monastery)
        return base.monastery[cell];
    for (int p = 0; p < PositionCount; ++p) {
        if (!feature.locations.contains(Location::position(p)))
            continue;
        const int segment = base.segmentAt[cell][std::size_t(p)];
        if (segment >= 0 && tile.segments[std::size_t(segment)].kind == *kind)
            return segment;
    }
    return -1;
}

QList<SegmentShape> segmentShapes(const TileDefinition &definition, const CompiledTile &tile, int cell,
                                  int quarterTurns)
{
    QList<SegmentShape> shapes;
    if (!tile.usable)
        return shapes;
    const std::shared_ptr<const TileGeometry> shared = TileGeometry::shared(definition, cell, true);
    const TileGeometry &geometry = *shared;
    const QTransform turn = turnTransform(quarterTurns);
    QPainterPath cellSquare;
    cellSquare.addRect(QRectF(0, 0, 1, 1));
    auto add = [&](int feature, const QPainterPath &area, QPointF anchor) {
        const int segment = segmentOfFeature(definition, tile, feature);
        if (segment < 0 || area.isEmpty())
            return;
        // Bands run out past the rim (round caps); the board shows each cell's own part.
        const QPainterPath inside = TileGeometry::intersected(area, cellSquare);
        shapes.append({segment, tile.segments[std::size_t(segment)].kind, turn.map(inside), turn.map(anchor)});
    };
    for (const TileGeometry::FieldRegion &field : geometry.fields())
        add(field.feature, field.area, field.interior);
    for (const TileGeometry::City &city : geometry.cities()) {
        // Pennants sit on the anchor; the follower stands a little below them.
        const QPointF anchor = city.anchor + QPointF(0, std::min(0.14, city.clearance * 0.6));
        add(city.feature, city.area, anchor);
    }
    for (const TileGeometry::Band &band : geometry.bands()) {
        const QPointF middle = band.centreLine.isEmpty() ? band.end : band.centreLine.pointAtPercent(0.5);
        add(band.feature, band.outline, middle);
    }
    for (const TileGeometry::Building &building : geometry.buildings()) {
        QPainterPath area;
        area.addEllipse(building.centre, building.radius, building.radius);
        add(building.feature, area, building.centre);
    }
    return shapes;
}

} // namespace Krajina
