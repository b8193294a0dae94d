// SPDX-FileCopyrightText: 2026 Krajina contributors
// SPDX-License-Identifier: GPL-3.0-or-later

#include "boardscene.h"

#include "boardtilecache.h"
#include "engine/carcassonne/board.h"
#include "engine/carcassonne/gamestate.h"
#include "preview/boardshapes.h"
#include "render/tilegeometry.h"
#include "render/tilerenderer.h"

#include <QCursor>
#include <QGraphicsPathItem>
#include <QGraphicsRectItem>
#include <QGraphicsSceneHoverEvent>
#include <QGraphicsSceneMouseEvent>
#include <QPainter>
#include <QPalette>
#include <QStyleOptionGraphicsItem>
#include <QWidget>

#include <algorithm>
#include <cmath>

using namespace Qt::StringLiterals;

namespace Krajina {

namespace {

constexpr qreal C = BoardScene::CellSize;

// Stacking order, bottom to top.
constexpr qreal TileZ = 0;
constexpr qreal RegionZ = 1; // + 0.1 per kind, so roads and rivers lie on fields
constexpr qreal MarkerZ = 3;
constexpr qreal LegalZ = 4;
constexpr qreal GhostZ = 5;
constexpr qreal FollowerZ = 6;
constexpr qreal SpotZ = 7;

QRectF tileRectOf(const CompiledRotation &rotation, int cells, int x, int y)
{
    QRectF rect;
    for (int c = 0; c < cells; ++c)
        rect |= BoardScene::cellRect(x + rotation.dx[std::size_t(c)], y + rotation.dy[std::size_t(c)]);
    return rect;
}

// Rotations equivalent to a listed one: the engine lists one per distinct rotation.
bool rotationListed(int distinct, const std::vector<Placement> &legal, int x, int y, int rotation)
{
    for (const Placement &p : legal) {
        if (p.x != x || p.y != y)
            continue;
        if (p.rotation == rotation)
            return true;
        if (distinct == 0b0001 || (distinct == 0b0011 && (p.rotation & 1) == (rotation & 1)))
            return true;
    }
    return false;
}

class TileItem : public QGraphicsItem
{
public:
    TileItem(BoardTileCache *cache, const TileDefinition &tile, int rotation, const QRectF &rect)
        : m_cache(cache)
        , m_tile(tile)
        , m_rotation(rotation)
        , m_rect(rect)
    {
        setZValue(TileZ);
    }
    int type() const override { return BoardScene::TileItemType; }
    QRectF boundingRect() const override { return m_rect; }
    bool shows(const TileDefinition &tile, int rotation, const QRectF &rect) const
    {
        return rotation == m_rotation && rect == m_rect && tile == m_tile;
    }
    void paint(QPainter *painter, const QStyleOptionGraphicsItem *option, QWidget *) override
    {
        const qreal scale = option->levelOfDetailFromTransform(painter->worldTransform());
        const int pixels
            = BoardTileCache::pixelsPerCellFor(scale * BoardScene::CellSize * painter->device()->devicePixelRatioF());
        const QSize cells = (m_rect.size() / BoardScene::CellSize).toSize();
        painter->setRenderHint(QPainter::SmoothPixmapTransform);
        painter->drawPixmap(m_rect, m_cache->pixmap(m_tile, m_rotation, cells, pixels), QRectF());
    }

protected:
    BoardTileCache *m_cache;
    TileDefinition m_tile;
    int m_rotation;
    QRectF m_rect;
};

class GhostItem : public TileItem
{
public:
    using TileItem::TileItem;
    int type() const override { return BoardScene::GhostItemType; }
    void setLegal(bool legal, const QPalette &palette)
    {
        m_frame = legal ? palette.color(QPalette::Highlight) : QColor(0xc6, 0x28, 0x28);
        update();
    }
    void paint(QPainter *painter, const QStyleOptionGraphicsItem *option, QWidget *widget) override
    {
        painter->setOpacity(0.7);
        TileItem::paint(painter, option, widget);
        painter->setOpacity(1);
        painter->setBrush(Qt::NoBrush);
        painter->setPen(QPen(m_frame, 5));
        painter->drawRect(m_rect.adjusted(2.5, 2.5, -2.5, -2.5));
    }

private:
    QColor m_frame;
};

class FollowerItem : public QGraphicsItem
{
public:
    FollowerItem(const QPointF &at, const QColor &colour, bool lying)
        : m_colour(colour)
        , m_lying(lying)
    {
        setPos(at);
        setScale(1.5);
        setZValue(FollowerZ);
    }
    int type() const override { return BoardScene::FollowerItemType; }
    QRectF boundingRect() const override { return {-14, -14, 28, 28}; }
    void paint(QPainter *painter, const QStyleOptionGraphicsItem *, QWidget *) override
    {
        painter->setRenderHint(QPainter::Antialiasing);
        if (m_lying)
            painter->rotate(90);
        painter->setPen(QPen(m_colour.lightnessF() < 0.35 ? QColor(235, 235, 235) : QColor(20, 20, 20), 1.4));
        painter->setBrush(m_colour);
        painter->drawPath(shape());
    }
    QPainterPath shape() const override
    {
        // A meeple: head, arms out, legs apart.
        QPainterPath path;
        path.addEllipse(QPointF(0, -7.5), 4, 4);
        QPolygonF body;
        body << QPointF(-3, -4) << QPointF(3, -4) << QPointF(11, -1) << QPointF(10, 2) << QPointF(4, 1)
             << QPointF(8, 11) << QPointF(2, 11) << QPointF(0, 6) << QPointF(-2, 11) << QPointF(-8, 11)
             << QPointF(-4, 1) << QPointF(-10, 2) << QPointF(-11, -1) << QPointF(-3, -4);
        path.addPolygon(body);
        path.setFillRule(Qt::WindingFill);
        return path.simplified();
    }

private:
    QColor m_colour;
    bool m_lying;
};

class LegalCellItem : public QGraphicsItem
{
public:
    LegalCellItem(int x, int y, std::array<bool, 4> rotations)
        : m_rect(BoardScene::cellRect(x, y))
        , m_rotations(rotations)
    {
        setZValue(LegalZ);
    }
    int type() const override { return BoardScene::LegalCellItemType; }
    QRectF boundingRect() const override { return m_rect; }
    void setCurrent(int rotation)
    {
        m_current = rotation;
        update();
    }
    void paint(QPainter *painter, const QStyleOptionGraphicsItem *, QWidget *widget) override
    {
        const QPalette palette = widget ? widget->palette() : QPalette();
        QColor highlight = palette.color(QPalette::Highlight);
        const bool fits = m_rotations[std::size_t(m_current & 3)];
        painter->setRenderHint(QPainter::Antialiasing);
        QColor fill = highlight;
        fill.setAlphaF(fits ? 0.34 : 0.14);
        painter->setBrush(fill);
        painter->setPen(QPen(highlight, 2.5, fits ? Qt::SolidLine : Qt::DashLine));
        painter->drawRoundedRect(m_rect.adjusted(5, 5, -5, -5), 6, 6);
        // One arrow per legal rotation, pointing to where the tile's north side would face.
        const QPointF centre = m_rect.center();
        for (int r = 0; r < 4; ++r) {
            if (!m_rotations[std::size_t(r)])
                continue;
            painter->save();
            painter->translate(centre);
            painter->rotate(90.0 * r);
            QPolygonF arrow;
            arrow << QPointF(-9, -26) << QPointF(9, -26) << QPointF(0, -38);
            painter->setPen(QPen(highlight.darker(130), 1.5));
            painter->setBrush(r == (m_current & 3) ? highlight : palette.color(QPalette::Base));
            painter->drawPolygon(arrow);
            painter->restore();
        }
    }

private:
    QRectF m_rect;
    std::array<bool, 4> m_rotations;
    int m_current = 0;
};

class SpotItem : public QGraphicsEllipseItem
{
public:
    SpotItem(int index, const QPointF &at, const QColor &colour)
        : QGraphicsEllipseItem(-9, -9, 18, 18)
        , m_index(index)
        , m_colour(colour)
    {
        setPos(at);
        setZValue(SpotZ);
        setAcceptHoverEvents(true);
        setCursor(Qt::PointingHandCursor);
        paintAs(false);
    }
    int type() const override { return BoardScene::SpotItemType; }
    int index() const { return m_index; }

protected:
    void hoverEnterEvent(QGraphicsSceneHoverEvent *) override { paintAs(true); }
    void hoverLeaveEvent(QGraphicsSceneHoverEvent *) override { paintAs(false); }

private:
    void paintAs(bool hovered)
    {
        QColor fill = m_colour;
        fill.setAlphaF(hovered ? 1.0 : 0.8);
        setBrush(fill);
        setPen(QPen(QColor(255, 255, 255), hovered ? 3 : 2));
        setScale(hovered ? 1.35 : 1.0);
    }
    int m_index;
    QColor m_colour;
};

} // namespace

// One merged feature's part within one cell, tinted in the feature's colour;
// hovering it lights up the whole feature across tiles.
class RegionItem : public QGraphicsPathItem
{
public:
    RegionItem(BoardScene *scene, int root, const QPainterPath &path, const QColor &colour)
        : QGraphicsPathItem(path)
        , m_scene(scene)
        , m_root(root)
        , m_colour(colour)
    {
        setAcceptHoverEvents(true);
        setLit(false);
    }
    int type() const override { return BoardScene::RegionItemType; }
    void setLit(bool lit)
    {
        QColor fill = m_colour;
        fill.setAlphaF(lit ? 0.8 : m_colour.alphaF());
        setBrush(fill);
        // No outline until lit: a feature continues across tile edges without a seam.
        setPen(lit ? QPen(m_colour.darker(170), 2.5) : QPen(Qt::NoPen));
    }

protected:
    void hoverEnterEvent(QGraphicsSceneHoverEvent *) override { m_scene->highlightRoot(m_root, true); }
    void hoverLeaveEvent(QGraphicsSceneHoverEvent *) override { m_scene->highlightRoot(m_root, false); }

private:
    BoardScene *m_scene;
    int m_root;
    QColor m_colour;
};

BoardScene::BoardScene(QObject *parent)
    : QGraphicsScene(parent)
{
    m_tiles = std::make_unique<BoardTileCache>();
    setItemIndexMethod(QGraphicsScene::NoIndex);
    updateSceneRect();
}

BoardScene::~BoardScene()
{
    // Items paint from m_tiles; remove them before it goes.
    clear();
}

void BoardScene::clearShapeCache()
{
    m_shapeCache.clear();
}

QRectF BoardScene::cellRect(int x, int y)
{
    return {x * C, y * C, C, C};
}

QPoint BoardScene::cellAt(const QPointF &scenePos)
{
    return {int(std::floor(scenePos.x() / C)), int(std::floor(scenePos.y() / C))};
}

QColor BoardScene::playerColour(int player)
{
    static const QColor colours[MaxPlayers] = {
        {0xd3, 0x2f, 0x2f}, {0x1e, 0x63, 0xc9}, {0xf2, 0xc0, 0x1e},
        {0x2e, 0x9d, 0x49}, {0x22, 0x22, 0x22}, {0xd0, 0x5c, 0xc8},
    };
    return colours[std::size_t(std::clamp(player, 0, MaxPlayers - 1))];
}

QColor BoardScene::regionColour(int ordinal, SegmentKind kind)
{
    // Golden-angle steps round the hue circle keep neighbouring ordinals far apart.
    int hue = int(std::lround(std::fmod(20.0 + ordinal * 137.508, 360.0)));
    // A green veil would vanish on the green of the fields.
    if (kind == SegmentKind::Field && hue > 70 && hue < 160)
        hue = (hue + 120) % 360;
    QColor colour = QColor::fromHsv(hue, 220, 240);
    // Fields cover most of a tile: a lighter veil keeps the tile legible under them.
    colour.setAlphaF(kind == SegmentKind::Field ? 0.22 : 0.45);
    return colour;
}

QString BoardScene::kindLabel(SegmentKind kind)
{
    switch (kind) {
    case SegmentKind::City:
        return tr("city");
    case SegmentKind::Road:
        return tr("road");
    case SegmentKind::Field:
        return tr("field");
    case SegmentKind::River:
        return tr("river");
    case SegmentKind::Monastery:
        return tr("monastery");
    }
    return {};
}

QString BoardScene::roleLabel(SegmentKind kind)
{
    switch (kind) {
    case SegmentKind::City:
        return tr("knight");
    case SegmentKind::Road:
        return tr("thief");
    case SegmentKind::Field:
        return tr("farmer");
    case SegmentKind::Monastery:
        return tr("monk");
    case SegmentKind::River:
        break;
    }
    return {};
}

void BoardScene::setBoard(const Board *board, int markedTile)
{
    m_board = board;
    m_markedTile = markedTile;
    refresh();
}

void BoardScene::refresh()
{
    rebuildTiles();
    rebuildLegalCells();
    rebuildSpots();
    updateGhost();
    updateSceneRect();
}

void BoardScene::setRegionTints(bool on)
{
    if (m_regionTints == on)
        return;
    m_regionTints = on;
    rebuildTiles();
}

const QList<SegmentShape> &BoardScene::shapesOf(int type, int rotation, int cell) const
{
    // The shapes depend on the definition alone; keep them while it stays the same
    // (the geometry of fields is the costly part of a refresh).
    const CompiledTileSet &tiles = m_board->tiles();
    const TileDefinition &definition = tiles.definition(type);
    const QString key = u"%1|%2|%3"_s.arg(definition.id).arg(rotation).arg(cell);
    auto it = m_shapeCache.find(key);
    if (it == m_shapeCache.end() || it->definition != definition) {
        // Another tile drawn alike has the same shapes (the engine compiles its features alike too).
        const QString drawingKey = u"%1|%2|%3"_s.arg(BoardTileCache::drawingHash(definition)).arg(rotation).arg(cell);
        auto alike = m_shapesByDrawing.find(drawingKey);
        if (alike == m_shapesByDrawing.end() || !BoardTileCache::drawnAlike(alike->definition, definition))
            alike = m_shapesByDrawing.insert(drawingKey,
                                             {definition, segmentShapes(definition, tiles.tile(type), cell, rotation)});
        it = m_shapeCache.insert(key, {definition, alike->shapes});
    }
    return it->shapes;
}

void BoardScene::rebuildTiles()
{
    for (QGraphicsItem *item : std::as_const(m_boardItems)) {
        removeItem(item);
        delete item;
    }
    m_boardItems.clear();
    m_regionsByRoot.clear();
    m_regionColours = 0;
    const int placedCount = m_board ? m_board->placedCount() : 0;
    // Tile items of tiles still in place are kept, with their rendered caches.
    while (m_tileItems.size() > placedCount) {
        QGraphicsItem *item = m_tileItems.takeLast();
        removeItem(item);
        delete item;
    }
    if (!m_board)
        return;
    const Board &board = *m_board;
    const CompiledTileSet &tiles = board.tiles();

    QHash<int, int> ordinalOfRoot;
    for (int q = 0; q < board.placedCount(); ++q) {
        const PlacedTile &p = board.placed(q);
        const CompiledTile &tile = tiles.tile(p.type);
        const CompiledRotation &rot = tile.rotations[std::size_t(p.rotation)];
        const QRectF rect = tileRectOf(rot, tile.cells, p.x, p.y);
        auto *item = q < m_tileItems.size() ? static_cast<TileItem *>(m_tileItems.at(q)) : nullptr;
        if (!item || !item->shows(tiles.definition(p.type), p.rotation, rect)) {
            if (item) {
                removeItem(item);
                delete item;
            }
            item = new TileItem(m_tiles.get(), tiles.definition(p.type), p.rotation, rect);
            item->setToolTip(u"%1 (%2, %3) %4°"_s.arg(tiles.id(p.type)).arg(p.x).arg(p.y).arg(90 * p.rotation));
            addItem(item);
            if (q < m_tileItems.size())
                m_tileItems[q] = item;
            else
                m_tileItems.append(item);
        }
        if (q == m_markedTile) {
            auto *marker = new QGraphicsRectItem(rect.adjusted(-1.5, -1.5, 1.5, 1.5));
            QPen pen(palette().color(QPalette::Highlight), 3);
            pen.setCosmetic(true);
            pen.setJoinStyle(Qt::MiterJoin);
            marker->setPen(pen);
            marker->setZValue(MarkerZ);
            marker->setData(0, int(MarkerItemType));
            addItem(marker);
            m_boardItems.append(marker);
        }
        if (!m_regionTints || !tile.usable)
            continue;
        for (int c = 0; c < tile.cells; ++c) {
            const QRectF cell = cellRect(p.x + rot.dx[std::size_t(c)], p.y + rot.dy[std::size_t(c)]);
            QTransform toCell;
            toCell.translate(cell.x(), cell.y());
            toCell.scale(C, C);
            for (const SegmentShape &shape : shapesOf(p.type, p.rotation, c)) {
                const int root = board.find(p.nodeBase + shape.segment);
                auto ordinal = ordinalOfRoot.find(root);
                if (ordinal == ordinalOfRoot.end())
                    ordinal = ordinalOfRoot.insert(root, int(ordinalOfRoot.size()));
                auto *region = new RegionItem(this, root, toCell.map(shape.area), regionColour(*ordinal, shape.kind));
                region->setZValue(RegionZ + 0.1 * int(shape.kind == SegmentKind::Field ? 0 : 1 + int(shape.kind)));
                QString text = tr("%1 of %n tile(s)", nullptr, board.tileCount(root)).arg(kindLabel(shape.kind));
                if (board.pennants(root) > 0)
                    text += u", "_s + tr("%n pennant(s)", nullptr, board.pennants(root));
                if (shape.kind != SegmentKind::Field && shape.kind != SegmentKind::River)
                    text += u", "_s + (board.isClosed(root) ? tr("complete") : tr("open"));
                region->setToolTip(text);
                addItem(region);
                m_boardItems.append(region);
                m_regionsByRoot.insert(root, region);
            }
        }
    }
    m_regionColours = int(ordinalOfRoot.size());

    for (int player = 0; player < board.players(); ++player) {
        for (const FollowerSlot &slot : board.followers(player)) {
            if (slot.node < 0)
                continue;
            const PlacedTile &p = board.placed(slot.placed);
            const CompiledTile &tile = tiles.tile(p.type);
            const CompiledRotation &rot = tile.rotations[std::size_t(p.rotation)];
            const int segment = board.segmentOf(slot.node);
            QPointF unit = slot.position == MonasteryPosition ? QPointF(0.5, 0.5)
                                                              : TileGeometry::positionPoint(slot.position, 0.18);
            for (const SegmentShape &shape : shapesOf(p.type, p.rotation, slot.cell)) {
                if (shape.segment == segment) {
                    unit = shape.anchor;
                    break;
                }
            }
            // Several followers on one spot (crop circles add them) stand side by side.
            const int standing = int(std::count_if(m_boardItems.cbegin(), m_boardItems.cend(), [&](QGraphicsItem *i) {
                return i->type() == FollowerItemType && i->data(1).toInt() == slot.node;
            }));
            const QRectF cell = cellRect(p.x + rot.dx[std::size_t(slot.cell)], p.y + rot.dy[std::size_t(slot.cell)]);
            const QPointF at = cell.topLeft() + unit * C + QPointF(standing * 12, 0);
            auto *follower = new FollowerItem(at, playerColour(player), board.kind(slot.node) == SegmentKind::Field);
            follower->setData(1, slot.node);
            follower->setToolTip(tr("Player %1: %2").arg(player + 1).arg(roleLabel(board.kind(slot.node))));
            addItem(follower);
            m_boardItems.append(follower);
        }
    }
}

void BoardScene::highlightRoot(int root, bool on)
{
    const auto items = m_regionsByRoot.values(root);
    for (QGraphicsItem *item : items)
        static_cast<RegionItem *>(item)->setLit(on);
}

void BoardScene::setPendingTile(const TileDefinition &tile, int distinctRotations, const std::vector<Placement> &legal)
{
    m_pending = tile;
    m_pendingDistinct = distinctRotations;
    m_legal = legal;
    rebuildLegalCells();
    updateGhost();
    updateSceneRect();
}

void BoardScene::clearPendingTile()
{
    m_pending.reset();
    m_legal.clear();
    rebuildLegalCells();
    updateGhost();
    updateSceneRect();
}

void BoardScene::setPendingRotation(int quarterTurns)
{
    m_rotation = ((quarterTurns % 4) + 4) % 4;
    for (QGraphicsItem *item : std::as_const(m_legalItems))
        static_cast<LegalCellItem *>(item)->setCurrent(m_rotation);
    updateGhost();
}

QList<QPoint> BoardScene::legalCells() const
{
    QList<QPoint> cells;
    for (const Placement &p : m_legal) {
        if (!cells.contains(QPoint(p.x, p.y)))
            cells.append(QPoint(p.x, p.y));
    }
    return cells;
}

bool BoardScene::isLegal(int x, int y, int rotation) const
{
    return rotationListed(m_pendingDistinct, m_legal, x, y, rotation & 3);
}

void BoardScene::rebuildLegalCells()
{
    for (QGraphicsItem *item : std::as_const(m_legalItems)) {
        removeItem(item);
        delete item;
    }
    m_legalItems.clear();
    if (!m_pending)
        return;
    for (const QPoint &cell : legalCells()) {
        std::array<bool, 4> rotations {};
        for (int r = 0; r < 4; ++r)
            rotations[std::size_t(r)] = isLegal(cell.x(), cell.y(), r);
        auto *item = new LegalCellItem(cell.x(), cell.y(), rotations);
        item->setCurrent(m_rotation);
        addItem(item);
        m_legalItems.append(item);
    }
}

void BoardScene::updateGhost()
{
    if (m_ghost) {
        removeItem(m_ghost);
        delete m_ghost;
        m_ghost = nullptr;
    }
    if (!m_pending || !m_hoverValid || !m_spots.isEmpty())
        return;
    const int x = m_hover.x(), y = m_hover.y();
    if (m_board && m_board->occupied(x, y))
        return;
    // The ghost covers the cells the tile would: a 2x1 tile turns about its cell 0.
    QRectF rect = cellRect(x, y);
    const int cells = m_pending->cellCount();
    if (cells > 1) {
        const QSizeF turned = TileRenderer::rotatedSize(*m_pending, 90 * m_rotation);
        const int w = int(turned.width()), h = int(turned.height());
        const int ox = (m_rotation == 2) ? -(w - 1) : 0;
        const int oy = (m_rotation == 3) ? -(h - 1) : 0;
        rect = QRectF((x + ox) * C, (y + oy) * C, w * C, h * C);
    }
    auto *ghost = new GhostItem(m_tiles.get(), *m_pending, m_rotation, rect);
    ghost->setZValue(GhostZ);
    ghost->setAcceptedMouseButtons(Qt::NoButton);
    ghost->setLegal(isLegal(x, y, m_rotation), palette());
    addItem(ghost);
    m_ghost = ghost;
}

void BoardScene::setSpots(const QList<SpotChoice> &spots)
{
    m_spots = spots;
    rebuildSpots();
    updateGhost();
}

void BoardScene::rebuildSpots()
{
    for (QGraphicsItem *item : std::as_const(m_spotItems)) {
        removeItem(item);
        delete item;
    }
    m_spotItems.clear();
    for (int i = 0; i < m_spots.size(); ++i) {
        const SpotChoice &spot = m_spots.at(i);
        auto *item = new SpotItem(i, spot.scenePos,
                                  spot.allowed ? palette().color(QPalette::Highlight) : QColor(120, 120, 120));
        item->setToolTip(spot.allowed ? roleLabel(spot.kind) : spot.verdict);
        addItem(item);
        m_spotItems.append(item);
    }
}

QList<SpotChoice> BoardScene::spotsOf(int placed) const
{
    QList<SpotChoice> spots;
    if (!m_board || placed < 0 || placed >= m_board->placedCount())
        return spots;
    const PlacedTile &p = m_board->placed(placed);
    const CompiledTile &tile = m_board->tiles().tile(p.type);
    const CompiledRotation &rot = tile.rotations[std::size_t(p.rotation)];
    for (int g = 0; g < tile.segmentCount; ++g) {
        const SegmentKind kind = tile.segments[std::size_t(g)].kind;
        if (kind == SegmentKind::River)
            continue;
        SpotChoice spot;
        spot.segment = g;
        spot.kind = kind;
        spot.spot = {rot.spotCell[std::size_t(g)], rot.spotPosition[std::size_t(g)]};
        const int cell = spot.spot.cell;
        QPointF unit = spot.spot.position == MonasteryPosition ? QPointF(0.5, 0.5)
                                                               : TileGeometry::positionPoint(spot.spot.position, 0.2);
        for (const SegmentShape &shape : shapesOf(p.type, p.rotation, cell)) {
            if (shape.segment == g) {
                unit = shape.anchor;
                break;
            }
        }
        spot.scenePos = cellRect(p.x + rot.dx[std::size_t(cell)], p.y + rot.dy[std::size_t(cell)]).topLeft() + unit * C;
        spots.append(spot);
    }
    return spots;
}

void BoardScene::setFocusRect(const QRectF &rect)
{
    m_focusRect = rect;
}

QRectF BoardScene::contentRect() const
{
    if (!m_focusRect.isNull())
        return m_focusRect;
    QRectF rect = cellRect(0, 0);
    if (m_board && !m_board->isEmpty()) {
        int minX = 0, minY = 0, maxX = 0, maxY = 0;
        m_board->bounds(minX, minY, maxX, maxY);
        rect = QRectF(minX * C, minY * C, (maxX - minX + 1) * C, (maxY - minY + 1) * C);
    }
    for (const Placement &p : m_legal)
        rect |= cellRect(p.x, p.y);
    return rect.adjusted(-C * 0.25, -C * 0.25, C * 0.25, C * 0.25);
}

void BoardScene::updateSceneRect()
{
    // Room round the board to pan into and to drop tiles on.
    setSceneRect(contentRect().adjusted(-4 * C, -4 * C, 4 * C, 4 * C));
}

int BoardScene::tileItemCount() const
{
    return int(m_tileItems.size());
}

int BoardScene::regionItemCount() const
{
    return int(m_regionsByRoot.size());
}

int BoardScene::followerItemCount() const
{
    return int(std::count_if(m_boardItems.cbegin(), m_boardItems.cend(),
                             [](QGraphicsItem *i) { return i->type() == FollowerItemType; }));
}

int BoardScene::regionColourCount() const
{
    return m_regionColours;
}

void BoardScene::mousePressEvent(QGraphicsSceneMouseEvent *event)
{
    if (event->button() != Qt::LeftButton) {
        QGraphicsScene::mousePressEvent(event);
        return;
    }
    const auto under = items(event->scenePos());
    for (QGraphicsItem *item : under) {
        if (item->type() == SpotItemType) {
            Q_EMIT spotClicked(static_cast<SpotItem *>(item)->index());
            event->accept();
            return;
        }
    }
    const QPoint cell = cellAt(event->scenePos());
    Q_EMIT cellClicked(cell.x(), cell.y());
    event->accept();
}

void BoardScene::mouseMoveEvent(QGraphicsSceneMouseEvent *event)
{
    QGraphicsScene::mouseMoveEvent(event);
    const QPoint cell = cellAt(event->scenePos());
    if (m_hoverValid && cell == m_hover)
        return;
    m_hover = cell;
    m_hoverValid = true;
    updateGhost();
    Q_EMIT hoveredCellChanged(cell.x(), cell.y());
}

void BoardScene::drawBackground(QPainter *painter, const QRectF &rect)
{
    const QPalette pal = palette();
    painter->fillRect(rect, pal.color(QPalette::Base));
    // A faint grid of cells, so empty places read as places.
    QColor line = pal.color(QPalette::Text);
    line.setAlphaF(0.08);
    painter->setPen(QPen(line, 0));
    const int x0 = int(std::floor(rect.left() / C)), x1 = int(std::ceil(rect.right() / C));
    const int y0 = int(std::floor(rect.top() / C)), y1 = int(std::ceil(rect.bottom() / C));
    for (int x = x0; x <= x1; ++x)
        painter->drawLine(QPointF(x * C, rect.top()), QPointF(x * C, rect.bottom()));
    for (int y = y0; y <= y1; ++y)
        painter->drawLine(QPointF(rect.left(), y * C), QPointF(rect.right(), y * C));
}

} // namespace Krajina
