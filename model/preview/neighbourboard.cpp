// SPDX-FileCopyrightText: 2026 Krajina contributors
// SPDX-License-Identifier: GPL-3.0-or-later

#include "neighbourboard.h"

#include "catalogue/catalogue.h"

#include <QHash>

#include <algorithm>
#include <array>
#include <vector>

using namespace Qt::StringLiterals;

namespace Krajina {

namespace {

// Tiles the engine cannot tell apart: compile() reads only a tile's cells and features (and its id for errors).
bool sameShape(const TileDefinition &a, const TileDefinition &b)
{
    return a.size == b.size && a.features == b.features;
}

std::size_t shapeHash(const TileDefinition &tile)
{
    std::size_t hash = qHashMulti(0, tile.size.width(), tile.size.height());
    for (const Feature &f : tile.features)
        hash = qHashMulti(hash, int(f.type), f.locations.bits(), f.cell);
    return hash;
}

struct Choice
{
    NeighbourBoard::Side side;
    int candidate = -1; // index into the candidates, -1 when none fits
    int rotation = 0;
};

// The neighbour of each free side of the tile at (0, 0): among the candidates (their shapes' indices on the
// board's tile set, in catalogue order) and their distinct rotations that fit, in that order, the
// (variant + 3 * side number)th, so that neighbours differ from side to side and the variant walks through the
// others. Places each on the board, so that later sides fit the earlier neighbours too.
QList<Choice> chooseNeighbours(Board &board, const std::vector<int> &candidateShape, int variant)
{
    const CompiledTileSet &tiles = board.tiles();
    const CompiledTile &centre = tiles.tile(0);
    const CompiledRotation &rot = centre.rotations[0];
    QList<Choice> chosen;
    std::vector<std::array<int, 4>> fits(std::size_t(tiles.size())); // per shape: the rotations that fit
    std::vector<int> fitCount(std::size_t(tiles.size()));
    int neighbour = 0;
    for (int c = 0; c < centre.cells; ++c) {
        for (int s = 0; s < 4; ++s) {
            if (rot.innerSides[std::size_t(c)] & (1u << s))
                continue;
            Choice choice;
            NeighbourBoard::Side &side = choice.side;
            side.x = rot.dx[std::size_t(c)] + sideDx[std::size_t(s)];
            side.y = rot.dy[std::size_t(c)] + sideDy[std::size_t(s)];
            side.side = s;
            side.edge = rot.edges[std::size_t(c)][std::size_t(s)];
            if (board.occupied(side.x, side.y))
                continue;
            for (int t = 1; t < tiles.size(); ++t) {
                const CompiledTile &tile = tiles.tile(t);
                int &count = fitCount[std::size_t(t)];
                count = 0;
                if (!tile.usable || tile.cells != 1)
                    continue;
                for (int r = 0; r < 4; ++r) {
                    if ((tile.distinctRotations & (1u << r))
                        && board.checkFit(t, {side.x, side.y, r}).result == FitResult::Fits)
                        fits[std::size_t(t)][std::size_t(count++)] = r;
                }
            }
            qint64 options = 0;
            for (int shape : candidateShape)
                options += fitCount[std::size_t(shape)];
            if (options > 0) {
                qint64 wanted = (variant + 3 * neighbour) % options;
                for (std::size_t i = 0; i < candidateShape.size(); ++i) {
                    const int shape = candidateShape[i];
                    if (wanted < fitCount[std::size_t(shape)]) {
                        choice.candidate = int(i);
                        choice.rotation = fits[std::size_t(shape)][std::size_t(wanted)];
                        side.placed = board.place(shape, {side.x, side.y, choice.rotation});
                        break;
                    }
                    wanted -= fitCount[std::size_t(shape)];
                }
            }
            ++neighbour;
            chosen.append(choice);
        }
    }
    return chosen;
}

} // namespace

NeighbourShapes::NeighbourShapes(const Catalogue &catalogue)
{
    QList<const TileDefinition *> shapes; // one tile of each shape
    QHash<std::size_t, QList<int>> shapesByHash;
    QHash<QString, int> expansionIndex;
    m_shapes.reserve(std::size_t(catalogue.tiles.size()));
    m_expansionOf.reserve(std::size_t(catalogue.tiles.size()));
    for (const TileDefinition &tile : catalogue.tiles) {
        auto expansion = expansionIndex.constFind(tile.expansion);
        if (expansion == expansionIndex.constEnd()) {
            expansion = expansionIndex.insert(tile.expansion, int(m_expansionIds.size()));
            m_expansionIds << tile.expansion;
        }
        m_expansionOf.push_back(*expansion);
        if (tile.cellCount() != 1) {
            m_shapes.push_back(-1);
            continue;
        }
        QList<int> &sameHash = shapesByHash[shapeHash(tile)];
        const auto same
            = std::find_if(sameHash.cbegin(), sameHash.cend(), [&](int s) { return sameShape(*shapes.at(s), tile); });
        int shape = same == sameHash.cend() ? int(shapes.size()) : *same;
        if (same == sameHash.cend()) {
            shapes << &tile;
            sameHash << shape;
        }
        m_shapes.push_back(shape);
    }
    m_shapeCount = int(shapes.size());
}

QString NeighbourBoard::build(const Catalogue &catalogue, int tileIndex, const QStringList &expansions, int variant)
{
    return build(catalogue, NeighbourShapes(catalogue), tileIndex, expansions, variant);
}

QString NeighbourBoard::build(const Catalogue &catalogue, const NeighbourShapes &catalogueShapes, int tileIndex,
                              const QStringList &expansions, int variant)
{
    m_sides.clear();
    // The board clears its cells with the tile set it was built on: release that after it.
    m_board.reset(nullptr, 2);
    m_tiles.reset();
    if (tileIndex < 0 || tileIndex >= catalogue.tiles.size())
        return u"no tile is selected"_s;
    Q_ASSERT(catalogueShapes.tileCount() == catalogue.tiles.size());
    const TileDefinition &shown = catalogue.tiles.at(tileIndex);
    m_expansions = expansions;
    if (m_expansions.isEmpty()) {
        m_expansions << shown.expansion;
        if (shown.expansion != u"base" && catalogue.expansion(u"base"))
            m_expansions << u"base"_s;
    }

    // The candidates in catalogue order. The engine compiles one tile of each shape (compile() reads only the
    // cells and features), so that a catalogue of many tiles of few shapes lays out quickly. The shapes are
    // numbered from 1 in the order they first occur (0 is the tile shown).
    QList<TileDefinition> shapes {shown};
    std::vector<int> candidates; // catalogue indices
    std::vector<int> candidateShape; // index into shapes
    std::vector<int> shapeIndex(std::size_t(catalogueShapes.shapeCount()), -1); // the catalogue's shape to shapes
    std::vector<char> wanted(std::size_t(catalogueShapes.expansionIds().size()));
    for (qsizetype e = 0; e < catalogueShapes.expansionIds().size(); ++e)
        wanted[std::size_t(e)] = m_expansions.contains(catalogueShapes.expansionIds().at(e));
    for (qsizetype i = 0; i < catalogue.tiles.size(); ++i) {
        const int catalogueShape = catalogueShapes.shapeOf(i);
        if (i == tileIndex || catalogueShape < 0 || !wanted[std::size_t(catalogueShapes.expansionOf(i))])
            continue;
        int &shape = shapeIndex[std::size_t(catalogueShape)];
        if (shape < 0) {
            shape = int(shapes.size());
            shapes << catalogue.tiles.at(i);
        }
        candidates.push_back(int(i));
        candidateShape.push_back(shape);
    }
    const CompiledTileSet shapeSet = CompiledTileSet::compile(shapes);
    if (!shapeSet.tile(0).usable) {
        // The message names every candidate's errors too, as compiling them all says.
        QList<TileDefinition> definitions {shown};
        for (int i : candidates)
            definitions << catalogue.tiles.at(i);
        const CompiledTileSet all = CompiledTileSet::compile(definitions);
        return all.errors().isEmpty() ? u"the engine cannot use %1"_s.arg(shown.id) : all.errors().join(u"; "_s);
    }
    // Chooses the neighbours on a board of shapes; then lays out the chosen tiles themselves the same way.
    Board shapeBoard(&shapeSet, 2);
    shapeBoard.place(0, {0, 0, 0});
    const QList<Choice> chosen = chooseNeighbours(shapeBoard, candidateShape, variant);
    QList<TileDefinition> definitions {shown};
    for (const Choice &choice : chosen) {
        if (choice.candidate >= 0)
            definitions << catalogue.tiles.at(candidates[std::size_t(choice.candidate)]);
    }
    m_tiles = std::make_shared<CompiledTileSet>(CompiledTileSet::compile(definitions));
    m_board.reset(m_tiles.get(), 2);
    m_board.place(0, {0, 0, 0});
    int type = 1;
    for (const Choice &choice : chosen) {
        Side side = choice.side;
        if (choice.candidate >= 0)
            side.placed = m_board.place(type++, {side.x, side.y, choice.rotation});
        m_sides.append(side);
    }
    return {};
}

int NeighbourBoard::filledSides() const
{
    return int(std::count_if(m_sides.cbegin(), m_sides.cend(), [](const Side &s) { return s.placed >= 0; }));
}

} // namespace Krajina
