#pragma once

#include "engine/carcassonne/board.h"

#include <QList>
#include <QString>
#include <QStringList>

#include <memory>

namespace Krajina {

struct Catalogue;

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
