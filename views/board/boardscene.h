// SPDX-FileCopyrightText: 2026 Krajina contributors
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

#include "engine/carcassonne/enginetypes.h"
#include "preview/boardshapes.h"
#include "tile/tiledefinition.h"

#include <QGraphicsScene>
#include <QHash>
#include <QList>
#include <QPoint>

#include <memory>
#include <optional>
#include <vector>

class QGraphicsItem;

namespace Krajina {

class Board;
class BoardTileCache;

// A follower spot offered on the tile just placed: the engine's segment and
// where a follower on it would stand.
struct SpotChoice
{
    int segment = -1;
    SegmentKind kind = SegmentKind::Field;
    FollowerSpot spot;
    QPointF scenePos;
    bool allowed = true; // false: the engine refuses it (verdict says why)
    QString verdict;
};

// Mirrors an engine Board and owns no game data: tiles drawn with the
// TileRenderer at their rotation, followers, merged features tinted across
// tiles (one colour per union-find root), and, while a tile is in hand, its
// legal cells with their rotations and a ghost of the tile under the mouse.
// Call refresh() whenever the board changed.
class BoardScene : public QGraphicsScene
{
    Q_OBJECT
public:
    static constexpr qreal CellSize = 100;
    enum ItemType {
        TileItemType = 65536 + 1, // QGraphicsItem::UserType + 1
        RegionItemType,
        FollowerItemType,
        LegalCellItemType,
        GhostItemType,
        SpotItemType,
        MarkerItemType,
    };

    explicit BoardScene(QObject *parent = nullptr);
    ~BoardScene() override;

    // `markedTile`: a placed tile to frame (the tile being edited), -1 for none.
    void setBoard(const Board *board, int markedTile = -1);
    const Board *board() const { return m_board; }
    // Rebuilds every item from the board.
    void refresh();

    void setRegionTints(bool on);
    bool regionTints() const { return m_regionTints; }

    // The tile in hand and where it may go (one entry per distinct rotation, as the engine gives them).
    void setPendingTile(const TileDefinition &tile, int distinctRotations, const std::vector<Placement> &legal);
    void clearPendingTile();
    bool hasPendingTile() const { return m_pending.has_value(); }
    void setPendingRotation(int quarterTurns);
    int pendingRotation() const { return m_rotation; }
    // Cells (of the tile's cell 0) with at least one legal rotation, and whether a rotation is legal there.
    QList<QPoint> legalCells() const;
    bool isLegal(int x, int y, int rotation) const;

    // Follower spots of the tile just placed; an empty list removes them.
    void setSpots(const QList<SpotChoice> &spots);
    const QList<SpotChoice> &spots() const { return m_spots; }
    // The spots a placed tile offers (river segments excluded), from the board's own shapes.
    QList<SpotChoice> spotsOf(int placed) const;

    // Forgets the shapes kept per tile definition (they are rebuilt as needed).
    void clearShapeCache();

    static QRectF cellRect(int x, int y);
    static QPoint cellAt(const QPointF &scenePos);
    // The placed cells, one cell of margin round them (and round the legal cells),
    // or the focus rectangle when one is set.
    QRectF contentRect() const;
    // What the view fits when it follows the board (a null rectangle: all of it).
    // The neighbours page fits its centre tile with the near half of each neighbour.
    void setFocusRect(const QRectF &rect);
    int tileItemCount() const;
    int regionItemCount() const;
    int followerItemCount() const;
    // Distinct tint colours in use (one per merged feature shown).
    int regionColourCount() const;

    static QColor playerColour(int player);
    static QColor regionColour(int ordinal, SegmentKind kind);
    // Translated names: "city", "road", ...; and the follower on it: "knight", "thief", ...
    static QString kindLabel(SegmentKind kind);
    static QString roleLabel(SegmentKind kind);

Q_SIGNALS:
    void cellClicked(int x, int y);
    void spotClicked(int index);
    void hoveredCellChanged(int x, int y);

protected:
    void mousePressEvent(QGraphicsSceneMouseEvent *event) override;
    void mouseMoveEvent(QGraphicsSceneMouseEvent *event) override;
    void drawBackground(QPainter *painter, const QRectF &rect) override;

private:
    void rebuildTiles();
    const QList<SegmentShape> &shapesOf(int type, int rotation, int cell) const;
    void rebuildLegalCells();
    void rebuildSpots();
    void updateGhost();
    void updateSceneRect();
    void highlightRoot(int root, bool on);

    const Board *m_board = nullptr;
    std::unique_ptr<BoardTileCache> m_tiles;
    bool m_regionTints = true;
    int m_markedTile = -1;

    QList<QGraphicsItem *> m_tileItems; // by placed index
    QList<QGraphicsItem *> m_boardItems; // regions, followers, marker
    struct ShapeEntry
    {
        TileDefinition definition;
        QList<SegmentShape> shapes;
    };
    mutable QHash<QString, ShapeEntry> m_shapeCache; // "id|rotation|cell"
    mutable QHash<QString, ShapeEntry> m_shapesByDrawing; // "drawingHash|rotation|cell": a design's first tile
    QMultiHash<int, QGraphicsItem *> m_regionsByRoot;
    int m_regionColours = 0;

    std::optional<TileDefinition> m_pending;
    int m_pendingDistinct = 0xf;
    std::vector<Placement> m_legal;
    QRectF m_focusRect;
    int m_rotation = 0;
    QList<QGraphicsItem *> m_legalItems;
    QGraphicsItem *m_ghost = nullptr;
    QPoint m_hover {0, 0};
    bool m_hoverValid = false;

    QList<SpotChoice> m_spots;
    QList<QGraphicsItem *> m_spotItems;

    friend class RegionItem;
};

} // namespace Krajina
