// SPDX-FileCopyrightText: 2026 Krajina contributors
// SPDX-License-Identifier: GPL-3.0-or-later

#include "neighbourboard.h"

#include "catalogue/catalogue.h"

#include <algorithm>

using namespace Qt::StringLiterals;

namespace Krajina {

QString NeighbourBoard::build(const Catalogue &catalogue, int tileIndex, const QStringList &expansions, int variant)
{
    m_sides.clear();
    // The board clears its cells with the tile set it was built on: release that after it.
    m_board.reset(nullptr, 2);
    m_tiles.reset();
    if (tileIndex < 0 || tileIndex >= catalogue.tiles.size())
        return u"no tile is selected"_s;
    const TileDefinition &shown = catalogue.tiles.at(tileIndex);
    m_expansions = expansions;
    if (m_expansions.isEmpty()) {
        m_expansions << shown.expansion;
        if (shown.expansion != u"base" && catalogue.expansion(u"base"))
            m_expansions << u"base"_s;
    }

    QList<TileDefinition> definitions {shown};
    for (qsizetype i = 0; i < catalogue.tiles.size(); ++i) {
        const TileDefinition &tile = catalogue.tiles.at(i);
        if (i != tileIndex && tile.cellCount() == 1 && m_expansions.contains(tile.expansion))
            definitions << tile;
    }
    auto tiles = std::make_shared<CompiledTileSet>(CompiledTileSet::compile(definitions));
    if (!tiles->tile(0).usable)
        return tiles->errors().isEmpty() ? u"the engine cannot use %1"_s.arg(shown.id) : tiles->errors().join(u"; "_s);
    m_tiles = tiles;
    m_board.reset(m_tiles.get(), 2);
    m_board.place(0, {0, 0, 0});

    const CompiledTile &centre = m_tiles->tile(0);
    const CompiledRotation &rot = centre.rotations[0];
    struct Option
    {
        int type;
        int rotation;
    };
    std::vector<Option> options;
    int neighbour = 0;
    for (int c = 0; c < centre.cells; ++c) {
        for (int s = 0; s < 4; ++s) {
            if (rot.innerSides[std::size_t(c)] & (1u << s))
                continue;
            Side side;
            side.x = rot.dx[std::size_t(c)] + sideDx[std::size_t(s)];
            side.y = rot.dy[std::size_t(c)] + sideDy[std::size_t(s)];
            side.side = s;
            side.edge = rot.edges[std::size_t(c)][std::size_t(s)];
            if (m_board.occupied(side.x, side.y))
                continue;
            options.clear();
            for (int t = 1; t < m_tiles->size(); ++t) {
                const CompiledTile &tile = m_tiles->tile(t);
                if (!tile.usable || tile.cells != 1)
                    continue;
                for (int r = 0; r < 4; ++r) {
                    if ((tile.distinctRotations & (1u << r))
                        && m_board.checkFit(t, {side.x, side.y, r}).result == FitResult::Fits)
                        options.push_back({t, r});
                }
            }
            if (!options.empty()) {
                // Neighbours differ from side to side; the variant walks through the others.
                const Option &o = options[std::size_t((variant + 3 * neighbour) % int(options.size()))];
                side.placed = m_board.place(o.type, {side.x, side.y, o.rotation});
            }
            ++neighbour;
            m_sides.append(side);
        }
    }
    return {};
}

int NeighbourBoard::filledSides() const
{
    return int(std::count_if(m_sides.cbegin(), m_sides.cend(), [](const Side &s) { return s.placed >= 0; }));
}

} // namespace Krajina
