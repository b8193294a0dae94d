// SPDX-FileCopyrightText: 2026 Krajina contributors
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

#include "engine/carcassonne/board.h"

#include <QList>
#include <QString>
#include <QStringList>

#include <memory>
#include <vector>

namespace Krajina {

struct Catalogue;

// A catalogue's single-cell tiles by shape: tiles of one shape differ in nothing
// the engine's compile() reads (cells and features), so that neighbours are found
// among shapes. Made once for a catalogue and kept while it does not change, so
// that laying out one tile after another in a big catalogue compares no features.
class NeighbourShapes
{
public:
    NeighbourShapes() = default;
    explicit NeighbourShapes(const Catalogue &catalogue);

    // The shape of catalogue.tiles[tileIndex] (equal numbers, equal shapes), -1 unless it has one cell.
    int shapeOf(qsizetype tileIndex) const { return m_shapes[std::size_t(tileIndex)]; }
    int shapeCount() const { return m_shapeCount; }
    // The expansion of catalogue.tiles[tileIndex] as an index into expansionIds().
    int expansionOf(qsizetype tileIndex) const { return m_expansionOf[std::size_t(tileIndex)]; }
    const QStringList &expansionIds() const { return m_expansionIds; }
    qsizetype tileCount() const { return qsizetype(m_shapes.size()); }

private:
    std::vector<int> m_shapes;
    std::vector<int> m_expansionOf;
    QStringList m_expansionIds;
    int m_shapeCount = 0;
};

// A tile at (0, 0) with a catalogue tile on each free side whose edge fits,
// laid out by the engine's Board (checkFit and place), so its union-find
// shows how the tile's features join the neighbours'. No widgets.
class NeighbourBoard
{
public:
    struct Side
    {
        int x = 0; // the neighbour cell
        int y = 0;
        int side = 0; // board side of the tile being shown
        EdgeKind edge = EdgeKind::None; // what the tile shows on that side
        int placed = -1; // the neighbour's placed index, -1 when nothing fits
    };

    // Lays out catalogue.tiles[tileIndex]. Candidates are the single-cell tiles of
    // `expansions` (empty: the tile's own expansion and the base game); `variant`
    // picks other fitting tiles. Returns an error sentence, empty on success.
    QString build(const Catalogue &catalogue, int tileIndex, const QStringList &expansions, int variant = 0);
    // The same with the catalogue's shapes made before (NeighbourShapes(catalogue), the catalogue unchanged since).
    QString build(const Catalogue &catalogue, const NeighbourShapes &shapes, int tileIndex,
                  const QStringList &expansions, int variant = 0);

    const Board &board() const { return m_board; }
    const QList<Side> &sides() const { return m_sides; }
    int filledSides() const;
    // The expansions the candidates came from.
    const QStringList &candidateExpansions() const { return m_expansions; }
    static constexpr int CentreTile = 0; // placed index of the tile being shown

private:
    std::shared_ptr<const CompiledTileSet> m_tiles;
    Board m_board;
    QList<Side> m_sides;
    QStringList m_expansions;
};

} // namespace Krajina
