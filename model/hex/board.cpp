// SPDX-FileCopyrightText: 2026 Krajina contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "hex/board.h"

#include "engine/random.h"

#include <QCoreApplication>

#include <algorithm>
#include <numeric>

using namespace Qt::StringLiterals;

namespace Krajina::DosRios {

namespace {
class BoardText
{
    Q_DECLARE_TR_FUNCTIONS(Krajina::DosRios::BoardText)
};
} // namespace

qsizetype PieceSet::tileIndex(QStringView id) const
{
    for (qsizetype i = 0; i < tiles.size(); ++i) {
        if (tiles[i].id == id)
            return i;
    }
    return -1;
}

qsizetype PieceSet::frameIndex(QStringView id) const
{
    for (qsizetype i = 0; i < frame.size(); ++i) {
        if (frame[i].id == id)
            return i;
    }
    return -1;
}

qsizetype Board::cellIndex(Hex hex) const
{
    for (qsizetype i = 0; i < cells.size(); ++i) {
        if (cells[i].at == hex)
            return i;
    }
    return -1;
}

const HexCell *Board::cell(Hex hex) const
{
    const qsizetype i = cellIndex(hex);
    return i < 0 ? nullptr : &cells[i];
}

bool Board::hasDam(HexSide side) const
{
    return dams.contains(normalised(side));
}

QString hexCellText(const HexCell &cell)
{
    QString text = hexText(cell.at) + u' ' + terrainName(cell.terrain);
    if (cell.crop != Crop::None)
        text += u'/' + cropName(cell.crop);
    return text;
}

std::optional<QList<HexCell>> pieceCells(const PieceSet &set, QStringView id)
{
    if (const qsizetype f = set.frameIndex(id); f >= 0)
        return set.frame[f].hexes;
    if (const qsizetype t = set.tileIndex(id); t >= 0)
        return QList<HexCell>(set.tiles[t].hexes.begin(), set.tiles[t].hexes.end());
    return std::nullopt;
}

std::array<HexCell, 3> placedTile(const LandTile &tile, const std::array<Hex, 3> &slot, int turn)
{
    std::array<Hex, 3> local {tile.hexes[0].at, tile.hexes[1].at, tile.hexes[2].at};
    const std::array<Hex, 3> tileOrder = clockwise(local);
    const std::array<Hex, 3> slotOrder = clockwise(slot);
    std::array<HexCell, 3> placed;
    for (int k = 0; k < 3; ++k) {
        const auto source = std::find_if(tile.hexes.begin(), tile.hexes.end(),
                                         [&](const HexCell &c) { return c.at == tileOrder[std::size_t(k)]; });
        placed[std::size_t(k)] = *source;
        placed[std::size_t(k)].at = slotOrder[std::size_t((k + turn) % LandTileTurns)];
    }
    return placed;
}

QString assembleBoard(const PieceSet &set, const QList<SlotPlacement> &placements, Board &board)
{
    if (placements.size() != set.slots.size())
        return BoardText::tr("%1 land tiles for %2 slots").arg(placements.size()).arg(set.slots.size());
    Board result;
    for (const FramePiece &piece : set.frame)
        result.cells.append(piece.hexes);
    std::vector<bool> used(std::size_t(set.tiles.size()), false);
    for (qsizetype s = 0; s < placements.size(); ++s) {
        const SlotPlacement &p = placements[s];
        if (p.tile < 0 || p.tile >= set.tiles.size())
            return BoardText::tr("slot %1 holds no land tile").arg(s + 1);
        if (used[std::size_t(p.tile)])
            return BoardText::tr("land tile %1 lies in two slots").arg(set.tiles[p.tile].id);
        used[std::size_t(p.tile)] = true;
        for (const HexCell &cell : placedTile(set.tiles[p.tile], set.slots[s], ((p.turn % 3) + 3) % 3))
            result.cells.append(cell);
        result.tileIds.append(set.tiles[p.tile].id);
    }
    result.placements = placements;
    result.outflow = board.outflow;
    result.dams = board.dams;
    result.choices = board.choices;
    board = std::move(result);
    return {};
}

BoardLayout layoutOf(const Board &board)
{
    BoardLayout layout;
    layout.tiles = board.tileIds;
    for (const SlotPlacement &p : board.placements)
        layout.turns.append(p.turn);
    layout.outflow = board.outflow;
    layout.dams = board.dams;
    layout.choices = board.choices;
    layout.seed = board.seed;
    return layout;
}

QString boardFromLayout(const PieceSet &set, const BoardLayout &layout, Board &board)
{
    QList<SlotPlacement> placements;
    for (qsizetype s = 0; s < layout.tiles.size(); ++s) {
        const qsizetype tile = set.tileIndex(layout.tiles[s]);
        if (tile < 0)
            return BoardText::tr("slot %1: no land tile \"%2\"").arg(s + 1).arg(layout.tiles[s]);
        placements.append({int(tile), layout.turns.value(s)});
    }
    Board result;
    result.outflow = layout.outflow;
    result.dams = layout.dams;
    result.choices = layout.choices;
    if (QString error = assembleBoard(set, placements, result); !error.isEmpty())
        return error;
    result.seed = layout.seed;
    board = std::move(result);
    return {};
}

QList<SlotPlacement> randomPlacements(const PieceSet &set, std::uint64_t seed)
{
    Random random(seed);
    std::vector<int> order(std::size_t(set.tiles.size()));
    std::iota(order.begin(), order.end(), 0);
    for (int i = int(order.size()) - 1; i > 0; --i)
        std::swap(order[std::size_t(i)], order[std::size_t(random.below(i + 1))]);
    QList<SlotPlacement> placements;
    for (qsizetype s = 0; s < set.slots.size() && s < qsizetype(order.size()); ++s)
        placements.append({order[std::size_t(s)], random.below(LandTileTurns)});
    return placements;
}

} // namespace Krajina::DosRios
