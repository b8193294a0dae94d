// SPDX-FileCopyrightText: 2026 Krajina contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "hex/dosrioslint.h"

#include "hex/routing.h"

#include <QCoreApplication>

#include <map>

using namespace Qt::StringLiterals;

namespace Krajina::DosRios {

namespace {

class LintText
{
    Q_DECLARE_TR_FUNCTIONS(Krajina::DosRios::LintText)
};

const QString TileNotTriangle = u"dosrios.tileNotTriangle"_s;
const QString TileTerrain = u"dosrios.tileTerrain"_s;
const QString FarmlandWithoutCrop = u"dosrios.farmlandWithoutCrop"_s;
const QString CropOffFarmland = u"dosrios.cropOffFarmland"_s;
const QString SpringWithoutOutflow = u"dosrios.springWithoutOutflow"_s;
const QString SpringCount = u"dosrios.springCount"_s;
const QString FrameOpen = u"dosrios.frameOpen"_s;
const QString SlotsAndTiles = u"dosrios.slotsAndTiles"_s;
const QString RiverNowhereToGo = u"dosrios.riverNowhereToGo"_s;

LintFinding finding(const QString &code, const QString &piece, const QString &message)
{
    LintFinding f;
    f.code = code;
    f.severity = Severity::Error;
    f.tileId = piece;
    f.message = message;
    return f;
}

void lintCrop(const HexCell &cell, const QString &piece, QList<LintFinding> &out)
{
    if (cell.terrain == Terrain::Farmland && cell.crop == Crop::None)
        out << finding(FarmlandWithoutCrop, piece, LintText::tr("farmland hex %1 shows no crop").arg(hexText(cell.at)));
    if (cell.terrain != Terrain::Farmland && cell.crop != Crop::None)
        out << finding(CropOffFarmland, piece,
                       LintText::tr("hex %1 is %2 but shows a crop (%3)")
                           .arg(hexText(cell.at), terrainName(cell.terrain), cropName(cell.crop)));
}

} // namespace

const QList<LintCode> &pieceLintCodes()
{
    static const QList<LintCode> codes {
        {TileNotTriangle, Severity::Error,
         u"A Dos Rios land tile is not 3 hexes that touch each other in a triangle."_s},
        {TileTerrain, Severity::Error, u"A land tile hex is not highland, forest or farmland."_s},
        {FarmlandWithoutCrop, Severity::Error, u"A farmland hex shows none of the three crops."_s},
        {CropOffFarmland, Severity::Error, u"A hex that is not farmland shows a crop."_s},
        {SpringWithoutOutflow, Severity::Error,
         u"A mountain lake has no marked outflow through a lower side into land a river may cross."_s},
        {SpringCount, Severity::Error, u"The frame does not hold exactly one mountain lake for each river."_s},
        {FrameOpen, Severity::Error,
         u"The frame does not close around the slots: a hex lies twice, or a hex a river may cross lacks a neighbour."_s},
        {SlotsAndTiles, Severity::Error, u"A slot is not a triangle, or there are not as many land tiles as slots."_s},
        {RiverNowhereToGo, Severity::Error,
         u"On the assembled board a river could reach a hex whose lower sides all lead off the board, onto a road or into the mountains."_s},
    };
    return codes;
}

QList<LintFinding> lintPieceSet(const PieceSet &set)
{
    QList<LintFinding> out;
    for (const LandTile &tile : set.tiles) {
        if (!isTriangle({tile.hexes[0].at, tile.hexes[1].at, tile.hexes[2].at}))
            out << finding(TileNotTriangle, tile.id,
                           LintText::tr("the three hexes of land tile %1 do not form a triangle").arg(tile.id));
        for (const HexCell &cell : tile.hexes) {
            if (!isRiverLand(cell.terrain))
                out << finding(TileTerrain, tile.id,
                               LintText::tr("hex %1 is %2; a land tile holds highland, forest and farmland")
                                   .arg(hexText(cell.at), terrainName(cell.terrain)));
            lintCrop(cell, tile.id, out);
        }
    }
    std::array<int, RiverCount> springs {0, 0};
    for (const FramePiece &piece : set.frame) {
        for (const HexCell &cell : piece.hexes) {
            lintCrop(cell, piece.id, out);
            if (cell.terrain == Terrain::Spring)
                ++springs[int(cell.river)];
        }
    }
    for (int r = 0; r < RiverCount; ++r) {
        if (springs[std::size_t(r)] != 1)
            out << finding(SpringCount, {},
                           LintText::tr("the frame holds %1 mountain lakes of %2")
                               .arg(springs[std::size_t(r)])
                               .arg(riverName(River(r))));
    }
    for (qsizetype s = 0; s < set.slots.size(); ++s) {
        if (!isTriangle(set.slots[s]))
            out << finding(SlotsAndTiles, {}, LintText::tr("slot %1 is not a triangle of hexes").arg(s + 1));
    }
    if (set.slots.size() != set.tiles.size())
        out << finding(SlotsAndTiles, {},
                       LintText::tr("%1 land tiles for %2 slots").arg(set.tiles.size()).arg(set.slots.size()));

    // The board's geometry: the frame with placeholder land in every slot.
    Board board;
    std::map<Hex, QString> owner;
    const auto place = [&](const HexCell &cell, const QString &piece) {
        const auto [it, fresh] = owner.emplace(cell.at, piece);
        if (!fresh) {
            out << finding(FrameOpen, piece,
                           LintText::tr("hex %1 lies in %2 and in %3").arg(hexText(cell.at), it->second, piece));
            return;
        }
        board.cells.append(cell);
    };
    for (const FramePiece &piece : set.frame) {
        for (const HexCell &cell : piece.hexes)
            place(cell, piece.id);
    }
    for (qsizetype s = 0; s < set.slots.size(); ++s) {
        for (const Hex hex : set.slots[s])
            place(HexCell {hex, Terrain::Farmland, Crop::Corn, River::Grande, {}}, LintText::tr("slot %1").arg(s + 1));
    }
    for (const HexCell &cell : board.cells) {
        if (!isRiverLand(cell.terrain))
            continue;
        for (int side = 0; side < SideCount; ++side) {
            const Hex n = neighbour(cell.at, Side(side));
            if (!owner.contains(n)) {
                out << finding(FrameOpen, owner[cell.at],
                               LintText::tr("hex %1 has no neighbour on its %2 side")
                                   .arg(hexText(cell.at), SideText::letters(Side(side))));
                break;
            }
        }
    }
    const RiverRouter router(board);
    for (const HexCell &cell : board.cells) {
        if (cell.terrain != Terrain::Spring)
            continue;
        bool flows = false;
        for (const Side side : cell.outflows) {
            const HexCell *into = board.cell(neighbour(cell.at, side));
            flows = flows || (isLowerSide(side) && into && isRiverLand(into->terrain));
        }
        if (!flows)
            out << finding(SpringWithoutOutflow, owner[cell.at],
                           LintText::tr("the mountain lake of %1 at %2 has no outflow into the land below it")
                               .arg(riverName(cell.river), hexText(cell.at)));
    }
    for (const int c : router.deadEnds()) {
        const Hex hex = board.cells[c].at;
        out << finding(RiverNowhereToGo, owner[hex],
                       LintText::tr("a river reaching hex %1 could go nowhere: every lower side leads off the board, "
                                    "onto a road or into the mountains")
                           .arg(hexText(hex)));
    }
    return out;
}

} // namespace Krajina::DosRios
