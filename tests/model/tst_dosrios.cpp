// SPDX-FileCopyrightText: 2026 Krajina contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "hex/boardstatistics.h"
#include "hex/dosriosjson.h"
#include "hex/dosrioslint.h"

#include <QFile>
#include <QSet>
#include <QTest>

using namespace Qt::StringLiterals;
using namespace Krajina::DosRios;
using Krajina::LintCode;
using Krajina::LintFinding;

namespace {

HexCell land(int q, int r, Terrain terrain, Crop crop = Crop::None)
{
    return HexCell {{q, r}, terrain, crop, River::Grande, {}};
}

HexCell spring(int q, int r, River river, QList<Side> outflows = {Side::S})
{
    return HexCell {{q, r}, Terrain::Spring, Crop::None, river, outflows};
}

QList<Hex> courseOf(const Board &board, const Routing &routing, River river)
{
    QList<Hex> hexes;
    for (const int c : routing.rivers[int(river)].cells)
        hexes << board.cells[c].at;
    return hexes;
}

// Below 0,1: S forest, SW farmland, SE highland; lakes below the farmland and the forest.
Board smallBoard()
{
    Board board;
    board.cells = {spring(0, 0, River::Grande),   land(0, 1, Terrain::Highland),
                   land(0, 2, Terrain::Forest),   land(-1, 2, Terrain::Farmland, Crop::Corn),
                   land(1, 1, Terrain::Highland), land(-1, 3, Terrain::Lake),
                   land(0, 3, Terrain::Lake)};
    return board;
}

} // namespace

class TestDosRios : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void hexGeometry()
    {
        QCOMPARE(neighbour({0, 0}, Side::S), (Hex {0, 1}));
        QCOMPARE(neighbour({0, 0}, Side::SE), (Hex {1, 0}));
        QCOMPARE(neighbour({0, 0}, Side::SW), (Hex {-1, 1}));
        for (int s = 0; s < SideCount; ++s) {
            const Side side = Side(s);
            QCOMPARE(neighbour(neighbour({3, -2}, side), opposite(side)), (Hex {3, -2}));
            QCOMPARE(isLowerSide(side), hexCentre(neighbour({0, 0}, side)).y > 0);
            QCOMPARE(sideFromName(sideName(side)), std::optional<Side>(side));
        }
        QCOMPARE(normalised({{0, 1}, Side::N}), (HexSide {{0, 0}, Side::S}));
        QCOMPARE(normalised({{-1, 2}, Side::NE}), (HexSide {{0, 1}, Side::SW}));
        QCOMPARE(hexFromText(u"3,-1"), std::optional<Hex>(Hex {3, -1}));
        QVERIFY(!hexFromText(u"3;1"));
        QVERIFY(isTriangle({Hex {0, 0}, Hex {1, 0}, Hex {0, 1}}));
        QVERIFY(isTriangle({Hex {1, 0}, Hex {0, 1}, Hex {1, 1}}));
        QVERIFY(!isTriangle({Hex {0, 0}, Hex {0, 1}, Hex {0, 2}}));
    }

    void turningATileCyclesItsHexes()
    {
        LandTile tile;
        tile.hexes
            = {land(0, 0, Terrain::Highland), land(1, 0, Terrain::Forest), land(0, 1, Terrain::Farmland, Crop::Wheat)};
        const std::array<Hex, 3> slot {Hex {5, 2}, Hex {6, 2}, Hex {5, 3}};
        QSet<QString> layouts;
        for (int turn = 0; turn < LandTileTurns; ++turn) {
            const auto placed = placedTile(tile, slot, turn);
            QString layout;
            for (const Hex hex : slot) {
                const auto it
                    = std::find_if(placed.begin(), placed.end(), [&](const HexCell &c) { return c.at == hex; });
                QVERIFY(it != placed.end());
                layout += terrainName(it->terrain) + u' ';
            }
            layouts.insert(layout);
        }
        QCOMPARE(layouts.size(), 3); // each turn puts a different terrain in each corner
        QCOMPARE(placedTile(tile, slot, 0)[0].terrain, Terrain::Highland);
        QCOMPARE(placedTile(tile, slot, 0)[0].at, (Hex {5, 2}));
    }

    void bundledPiecesAreCompleteAndLintClean()
    {
        const PieceSet &set = bundledPieceSet();
        QCOMPARE(set.status, u"draft"_s);
        QCOMPARE(set.frame.size(), 6);
        QCOMPARE(set.tiles.size(), 12);
        QCOMPARE(set.slots.size(), 12);
        int cards = 0;
        for (const HarvestCard &card : set.cards)
            cards += card.count;
        QCOMPARE(cards, 15);
        QCOMPARE(set.material.farmsPerPlayer, 4);
        const QList<LintFinding> findings = lintPieceSet(set);
        for (const LintFinding &f : findings)
            qWarning("%s: %s: %s", qPrintable(f.code), qPrintable(f.tileId), qPrintable(f.message));
        QVERIFY(findings.isEmpty());

        Board board;
        QCOMPARE(assembleBoard(set, randomPlacements(set, 7), board), QString());
        int inner = 0;
        int top = 0;
        for (const FramePiece &piece : set.frame) {
            for (const HexCell &cell : piece.hexes)
                top += isRiverLand(cell.terrain) ? 1 : 0;
        }
        for (const HexCell &cell : board.cells)
            inner += isRiverLand(cell.terrain) ? 1 : 0;
        QCOMPARE(top, 13);
        QCOMPARE(inner - top, 36);
    }

    void bundledFileRoundTripsByteForByte()
    {
        QFile file(QStringLiteral(KRAJINA_SOURCE_DIR "/data/catalogue/dos-rios.json"));
        QVERIFY(file.open(QIODevice::ReadOnly));
        const QByteArray text = file.readAll();
        PieceSet set;
        QCOMPARE(pieceSetFromJson(text, file.fileName(), set), QString());
        QCOMPARE(set, bundledPieceSet());
        QCOMPARE(pieceSetText(set), text);
    }

    void everyCodeIsDocumented()
    {
        QFile readme(QStringLiteral(KRAJINA_SOURCE_DIR "/data/README.md"));
        QVERIFY(readme.open(QIODevice::ReadOnly));
        const QString text = QString::fromUtf8(readme.readAll());
        for (const LintCode &c : pieceLintCodes())
            QVERIFY2(text.contains(u'`' + c.code + u'`'), qPrintable(c.code));
    }

    void lintCatchesBrokenPieces()
    {
        PieceSet set = bundledPieceSet();
        set.tiles[0].hexes[2].at = {2, 2}; // no longer a triangle
        set.tiles[1].hexes[0].crop = Crop::None; // farmland without crop (land-02's first hex is farmland)
        set.tiles[2].hexes[0].crop = Crop::Corn; // highland with a crop
        for (FramePiece &piece : set.frame) {
            for (HexCell &cell : piece.hexes) {
                if (cell.terrain == Terrain::Spring && cell.river == River::Moreno)
                    cell.outflows.clear();
            }
        }
        set.frame[4].hexes.removeFirst(); // a road hex missing: the frame does not close
        QSet<QString> codes;
        for (const LintFinding &f : lintPieceSet(set))
            codes.insert(f.code);
        for (const QString &code :
             {u"dosrios.tileNotTriangle"_s, u"dosrios.farmlandWithoutCrop"_s, u"dosrios.cropOffFarmland"_s,
              u"dosrios.springWithoutOutflow"_s, u"dosrios.frameOpen"_s})
            QVERIFY2(codes.contains(code), qPrintable(code));
        QSet<QString> documented;
        for (const LintCode &c : pieceLintCodes())
            documented.insert(c.code);
        QVERIFY(documented.contains(codes));
    }

    void randomLayoutsAreReproducibleAndUniform()
    {
        const PieceSet &set = bundledPieceSet();
        QCOMPARE(randomPlacements(set, 11), randomPlacements(set, 11));
        QVERIFY(randomPlacements(set, 11) != randomPlacements(set, 12));
        // Each tile in slot 0 and each turn about equally often.
        std::array<int, 12> tileInFirst {};
        std::array<int, 3> turns {};
        const int boards = 6000;
        for (int seed = 0; seed < boards; ++seed) {
            const auto placements = randomPlacements(set, std::uint64_t(seed));
            ++tileInFirst[std::size_t(placements[0].tile)];
            ++turns[std::size_t(placements[0].turn)];
            QSet<int> tiles;
            for (const SlotPlacement &p : placements)
                tiles.insert(p.tile);
            QCOMPARE(tiles.size(), 12);
        }
        for (const int n : tileInFirst)
            QVERIFY2(n > boards / 12 * 0.75 && n < boards / 12 * 1.25, qPrintable(QString::number(n)));
        for (const int n : turns)
            QVERIFY(n > boards / 3 * 0.9 && n < boards / 3 * 1.1);
    }

    void lowestOpenLowerSideWins()
    {
        const Board board = smallBoard();
        const Routing routing = RiverRouter(board).route();
        QCOMPARE(courseOf(board, routing, River::Grande), (QList<Hex> {{0, 0}, {0, 1}, {-1, 2}, {-1, 3}}));
        QCOMPARE(routing.rivers[0].end, CourseEnd::Lake);
        QCOMPARE(routing.rivers[0].exits, (std::vector<Side> {Side::S, Side::SW, Side::S}));
        QCOMPARE(routing.rivers[1].end, CourseEnd::NoSpring);
    }

    void damReroutesFromTheDammedHex()
    {
        Board board = smallBoard();
        QCOMPARE(addDam(board, {{-1, 2}, Side::NE}), DamVerdict::Ok); // the same side as 0,1 SW
        QCOMPARE(board.dams, (QList<HexSide> {{{0, 1}, Side::SW}}));
        const Routing routing = RiverRouter(board).route();
        QCOMPARE(courseOf(board, routing, River::Grande), (QList<Hex> {{0, 0}, {0, 1}, {0, 2}, {0, 3}}));
        QCOMPARE(addDam(board, {{0, 1}, Side::SW}), DamVerdict::AlreadyDammed);
        QCOMPARE(addDam(board, {{5, 5}, Side::S}), DamVerdict::NoSuchSide);
        QCOMPARE(addDam(board, {{0, 1}, Side::S}), DamVerdict::Ok);
        // Only SE is left open below 0,1: closing it is refused and changes nothing. From 1,1 the only
        // way down is SW to the forest 0,2 (S and SE are off the board), then S into the lake 0,3.
        const Board before = board;
        QCOMPARE(addDam(board, {{0, 1}, Side::SE}), DamVerdict::ClosesEveryLowerSide);
        QCOMPARE(board, before);
        QCOMPARE(courseOf(board, RiverRouter(board).route(), River::Grande),
                 (QList<Hex> {{0, 0}, {0, 1}, {1, 1}, {0, 2}, {0, 3}}));
        QVERIFY(!DamText::sentence(DamVerdict::ClosesEveryLowerSide).isEmpty());
        QCOMPARE(damVerdictName(DamVerdict::ClosesEveryLowerSide), u"dam.closesEveryLowerSide"_s);
    }

    void tiesFollowTheSideOrderOrThePlayersChoice()
    {
        Board board;
        board.cells = {spring(0, 0, River::Grande),  land(0, 1, Terrain::Highland), land(0, 2, Terrain::Forest),
                       land(-1, 2, Terrain::Forest), land(1, 1, Terrain::Forest),   land(0, 3, Terrain::City),
                       land(-1, 3, Terrain::Lake),   land(1, 2, Terrain::Lake)};
        QCOMPARE(courseOf(board, RiverRouter(board).route(), River::Grande),
                 (QList<Hex> {{0, 0}, {0, 1}, {0, 2}, {0, 3}}));
        board.choices = {{{0, 1}, Side::SE}};
        const Routing chosen = RiverRouter(board).route();
        QCOMPARE(courseOf(board, chosen, River::Grande), (QList<Hex> {{0, 0}, {0, 1}, {1, 1}, {1, 2}}));
        board.cells[2].terrain = Terrain::Highland; // now only SW and SE tie
        board.choices = {{{0, 1}, Side::S}}; // a choice outside the tie is ignored: SW comes first
        QCOMPARE(courseOf(board, RiverRouter(board).route(), River::Grande),
                 (QList<Hex> {{0, 0}, {0, 1}, {-1, 2}, {-1, 3}}));
    }

    void neverOntoARoadAndJoinsCountForBoth()
    {
        Board board;
        board.cells = {spring(0, 0, River::Grande),
                       land(0, 1, Terrain::Farmland, Crop::Corn),
                       land(0, 2, Terrain::Farmland, Crop::Wheat),
                       land(-1, 2, Terrain::Road),
                       land(1, 1, Terrain::Forest),
                       land(0, 3, Terrain::Lake),
                       spring(2, -1, River::Moreno),
                       land(2, 0, Terrain::Highland),
                       land(2, 1, Terrain::Highland),
                       land(3, 0, Terrain::Highland),
                       land(1, 2, Terrain::Forest)};
        const Routing routing = RiverRouter(board).route();
        QCOMPARE(courseOf(board, routing, River::Grande), (QList<Hex> {{0, 0}, {0, 1}, {0, 2}, {0, 3}}));
        QCOMPARE(courseOf(board, routing, River::Moreno), (QList<Hex> {{2, -1}, {2, 0}, {1, 1}, {0, 2}}));
        QCOMPARE(routing.rivers[1].end, CourseEnd::Joined);
        QCOMPARE(board.cells[routing.joinCell].at, (Hex {0, 2}));
        QCOMPARE(routing.watered[2], std::uint8_t(3));
        QCOMPARE(routing.watered[1], std::uint8_t(1));
        QCOMPARE(wateredLength(board, routing, River::Grande), 2);
        QCOMPARE(wateredLength(board, routing, River::Moreno), 3);
    }

    void twoRiversInOneLakeHaveNotJoined()
    {
        // Rio Grande 0,0 -> 0,1 -S-> lake 0,2; Rio Moreno 1,0 -> 1,1 -SW-> the same lake.
        Board board;
        board.cells = {spring(0, 0, River::Grande), land(0, 1, Terrain::Farmland, Crop::Corn),
                       land(0, 2, Terrain::Lake), spring(1, 0, River::Moreno), land(1, 1, Terrain::Forest)};
        const Routing routing = RiverRouter(board).route();
        QCOMPARE(courseOf(board, routing, River::Grande), (QList<Hex> {{0, 0}, {0, 1}, {0, 2}}));
        QCOMPARE(courseOf(board, routing, River::Moreno), (QList<Hex> {{1, 0}, {1, 1}, {0, 2}}));
        QCOMPARE(routing.rivers[0].end, CourseEnd::Lake);
        QCOMPARE(routing.rivers[1].end, CourseEnd::Lake);
        QCOMPARE(routing.joinCell, -1);
        QCOMPARE(board.cells[routing.sharedEndCell].at, (Hex {0, 2}));
        QCOMPARE(routing.watered[1], std::uint8_t(1)); // the farmland is Rio Grande's only
        QCOMPARE(routing.watered[4], std::uint8_t(2));
        QCOMPARE(wateredLength(board, routing, River::Grande), 1);
        QCOMPARE(wateredLength(board, routing, River::Moreno), 1);
        const QJsonObject json = routingToJson(board, routing);
        QVERIFY(json.value(u"join"_s).isNull());
        QCOMPARE(json.value(u"sharedEnd"_s)[u"terrain"_s].toString(), u"lake"_s);
    }

    void boardFileRoundTripsAndNamesBadPlaces()
    {
        Board board;
        QCOMPARE(assembleBoard(bundledPieceSet(), randomPlacements(bundledPieceSet(), 3), board), QString());
        board.seed = 3;
        board.outflow = {1, 0};
        for (const HexCell &cell : board.cells) {
            if (isRiverLand(cell.terrain) && addDam(board, {cell.at, Side::SW}) == DamVerdict::Ok)
                break;
        }
        QCOMPARE(board.dams.size(), 1);
        Board back;
        QCOMPARE(boardFromJson(boardToJson(board), u"b.json"_s, back), QString());
        QCOMPARE(back.cells, board.cells);
        QCOMPARE(back.dams, board.dams);
        QCOMPARE(back.outflow, board.outflow);
        QCOMPARE(back.seed, board.seed);
        QCOMPARE(back.tileIds, board.tileIds);

        const QByteArray bad = "{\n \"format\": \"krajina-dos-rios-board\",\n \"hexes\": [\n  {\"q\": 0, \"r\": 0, "
                               "\"terrain\": \"swamp\"}\n ]\n}\n";
        const QString error = boardFromJson(bad, u"bad.json"_s, back);
        QVERIFY2(error.startsWith(u"bad.json:4: hexes[0].terrain"_s), qPrintable(error));
        QVERIFY(boardFromJson("[]", u"x.json"_s, back).startsWith(u"x.json:1:"_s));
    }

    void bothRiversAlwaysReachTheEndOnRandomBoards()
    {
        const BoardStatistics stats = boardStatistics(bundledPieceSet(), 500, 1);
        QCOMPARE(stats.boards, 500);
        QVERIFY(stats.stuckSeeds.empty());
        for (const RiverStatistics &river : stats.rivers)
            QCOMPARE(river.reachesEnd(), 500);
        QVERIFY(stats.joined > 0);
        QVERIFY(stats.sharedEnd > 0);
        QCOMPARE(statisticsToJson(stats).value(u"boards"_s).toInt(), 500);
    }
};

QTEST_GUILESS_MAIN(TestDosRios)
#include "tst_dosrios.moc"
