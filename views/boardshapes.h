#pragma once

#include "engine/carcassonne/compiledtileset.h"
#include "engine/carcassonne/enginetypes.h"
#include "tile/tiledefinition.h"

#include <QList>
#include <QPainterPath>
#include <QPointF>

namespace Krajina {

// The shape of one engine segment within one cell of a placed tile, in the
// cell's unit square after the tile's rotation (y down, north on top).
struct SegmentShape
{
    int segment = -1;
    SegmentKind kind = SegmentKind::Field;
    QPainterPath area;
    QPointF anchor; // where a follower on it stands
};

// Joins the renderer's geometry (by TileDefinition feature) to the engine's
// segments (by compiled segment), so the board can tint merged features and
// hit-test follower spots with the shapes the tile is drawn with.
QList<SegmentShape> segmentShapes(const TileDefinition &definition, const CompiledTile &tile, int cell,
                                  int quarterTurns);

// The engine segment a TileDefinition feature belongs to, or -1 (gardens and
// other features the engine does not track).
int segmentOfFeature(const TileDefinition &definition, const CompiledTile &tile, int featureIndex);

} // namespace Krajina
