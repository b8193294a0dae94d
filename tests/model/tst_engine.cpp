// SPDX-FileCopyrightText: 2026 Krajina contributors
// SPDX-License-Identifier: GPL-3.0-or-later

#include "enginetesttiles.h"

#include "catalogue/catalogue.h"
#include "engine/carcassonne/compiledtileset.h"
#include "engine/carcassonne/gamerecord.h"
#include "engine/carcassonne/gamestate.h"
#include "engine/carcassonne/simulator.h"

#include <QTest>

using namespace Krajina;
using namespace KrajinaTest;
using namespace Qt::StringLiterals;

namespace {

GameSetup setupWith(const QList<TileDefinition> &tiles, const QString &start, RuleSet rules = {}, int players = 2)
{
    GameSetup setup = GameSetup::fromTiles(tiles, rules, players);
    setup.landStartTile = setup.tiles->indexOf(u"base/RCr"); // as the base game's catalogue entry states it
    setup.startTile = start.isEmpty() ? -1 : setup.tiles->indexOf(start);
    return setup;
}

Move place(const GameState &game, const QString &id, int x, int y, int rotation, const QString &follower = {})
{
    Move move;
    move.tile = game.tiles().indexOf(id);
    move.at = {x, y, rotation / 90};
    if (!follower.isEmpty())
        move.follower = FollowerSpot {0, *positionFromName(follower)};
    return move;
}

// Every placement of a tile found by trying each cell around the board and each rotation.
std::vector<Placement> bruteForcePlacements(const GameState &game, int tile)
{
    std::vector<Placement> result;
    int minX = 0, minY = 0, maxX = 0, maxY = 0;
    game.board().bounds(minX, minY, maxX, maxY);
    for (int y = minY - 2; y <= maxY + 2; ++y) {
        for (int x = minX - 2; x <= maxX + 2; ++x) {
            for (int r = 0; r < 4; ++r) {
                if (game.checkPlacement(tile, {x, y, r}) == RuleCode::Ok)
                    result.push_back({x, y, r});
            }
        }
    }
    return result;
}

bool sameEdges(const CompiledTile &tile, int a, int b)
{
    return tile.rotations[std::size_t(a)].edges == tile.rotations[std::size_t(b)].edges;
}

} // namespace

class TestEngine : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void compiledRotationsFollowTheTile()
    {
        const CompiledTileSet set = CompiledTileSet::compile(baseTiles());
        const CompiledTile &rcr = set.tile(set.indexOf(u"base/RCr"));
        QCOMPARE(rcr.rotations[0].edges[0],
                 (std::array {EdgeKind::City, EdgeKind::Road, EdgeKind::Field, EdgeKind::Road}));
        QCOMPARE(rcr.rotations[1].edges[0],
                 (std::array {EdgeKind::Road, EdgeKind::City, EdgeKind::Road, EdgeKind::Field}));
        // A quarter turn moves NL (the north field half next to the city) to EL.
        QCOMPARE(rcr.rotations[1].segmentAt[0][std::size_t(Location::EL().firstPosition())],
                 rcr.rotations[0].segmentAt[0][std::size_t(Location::NL().firstPosition())]);
        QCOMPARE(rcr.distinctRotations, std::uint8_t(0b1111));
        QCOMPARE(set.tile(set.indexOf(u"base/RFr")).distinctRotations, std::uint8_t(0b0011));
        QCOMPARE(set.tile(set.indexOf(u"base/CFC.2")).distinctRotations, std::uint8_t(0b0011));
        QCOMPARE(set.tile(set.indexOf(u"base/Cccc+")).distinctRotations, std::uint8_t(0b0001));
        QCOMPARE(set.tile(set.indexOf(u"base/L")).distinctRotations, std::uint8_t(0b0001));
        QCOMPARE(set.tile(set.indexOf(u"base/RRRR")).distinctRotations, std::uint8_t(0b0001));
        // A field split by a road is two segments; a city side leaves its half-edges to the city.
        QCOMPARE(rcr.segmentCount, 4);
        QCOMPARE(rcr.rotations[0].segmentAt[0][std::size_t(Location::NL().firstPosition())], std::int8_t(-1));
    }

    void doubleTileJoinsAcrossItsInnerEdge()
    {
        // A 2x1 source: a source in the west cell flowing east into a stream in the east cell.
        const QList<TileDefinition> tiles {tile(u"r/s2"_s,
                                                u"river:E =source; field:NL NR EL ER SL SR WL WR; river:W E @1; "
                                                "field:WR NL NR EL @1; field:WL SL SR ER @1"_s,
                                                1, {2, 1})};
        const CompiledTileSet set = CompiledTileSet::compile(tiles);
        const CompiledTile &t = set.tile(0);
        QCOMPARE(t.cells, 2);
        QCOMPARE(t.riverSides, 1); // only the east cell's east side leaves the tile
        QCOMPARE(t.riverRole, RiverRole::Source);
        QCOMPARE(t.rotations[1].dx[1], std::int8_t(0)); // a quarter turn puts the second cell south
        QCOMPARE(t.rotations[1].dy[1], std::int8_t(1));
        QCOMPARE(t.rotations[0].innerSides[0], std::uint8_t(1u << 1));
    }

    void legalPlacementsMatchBruteForce_data()
    {
        QTest::addColumn<QStringList>("expansions");
        QTest::addColumn<int>("seed");
        QTest::newRow("base") << QStringList {u"base"_s} << 3;
        QTest::newRow("base + river") << QStringList {u"base"_s, u"river-1"_s} << 11;
    }
    void legalPlacementsMatchBruteForce()
    {
        QFETCH(QStringList, expansions);
        QFETCH(int, seed);
        QList<TileDefinition> tiles = baseTiles();
        if (expansions.contains(u"river-1"_s))
            tiles << riverOneTiles();
        const GameSetup setup = setupWith(tiles, {});
        GameState game(setup, quint64(seed));
        Random random {quint64(seed)};
        std::vector<Placement> scratch, legal;
        int checkedTurns = 0;
        while (!game.isOver()) {
            const int tile = game.drawTile();
            if (tile < 0)
                break;
            legal.clear();
            game.legalPlacements(tile, legal);
            const std::vector<Placement> brute = bruteForcePlacements(game, tile);
            for (const Placement &p : legal)
                QVERIFY(std::find(brute.begin(), brute.end(), p) != brute.end());
            for (const Placement &p : brute) {
                const bool covered = std::any_of(legal.begin(), legal.end(), [&](const Placement &l) {
                    return l.x == p.x && l.y == p.y && sameEdges(game.tiles().tile(tile), l.rotation, p.rotation);
                });
                QVERIFY2(covered,
                         qPrintable(u"%1 at %2,%3 r%4"_s.arg(game.tiles().id(tile)).arg(p.x).arg(p.y).arg(p.rotation)));
            }
            ++checkedTurns;
            Move move;
            move.tile = tile;
            move.at = legal[std::size_t(random.below(int(legal.size())))];
            QCOMPARE(game.play(move).code, RuleCode::Ok);
        }
        QVERIFY(checkedTurns > 60);
    }

    void completedRoadScoresItsTiles()
    {
        GameState game(setupWith(baseTiles(), u"base/RCr"_s), 1);
        game.placeStart(0);
        // A monastery whose road ends at the start tile's east side, with a thief on it.
        TurnReport r = game.play(place(game, u"base/LR"_s, 1, 0, 90, u"W"_s));
        QCOMPARE(r.code, RuleCode::Ok);
        QVERIFY(r.scored.empty());
        QCOMPARE(game.board().supply(0), FollowersPerPlayer - 1);
        r = game.play(place(game, u"base/LR"_s, -1, 0, 270));
        QCOMPARE(r.code, RuleCode::Ok);
        QCOMPARE(r.scored.size(), std::size_t(1));
        QCOMPARE(r.scored[0].kind, SegmentKind::Road);
        QCOMPARE(r.scored[0].tiles, 3);
        QCOMPARE(r.scored[0].points, 3);
        QCOMPARE(r.scored[0].scorers, std::uint8_t(1));
        QCOMPARE(r.points[0], 3);
        QCOMPARE(game.board().score(0), 3);
        QCOMPARE(game.board().supply(0), FollowersPerPlayer); // the thief came back
    }

    void completedCityScoresTilesAndPennants()
    {
        GameState game(setupWith(baseTiles(), u"base/RCr"_s), 1);
        game.placeStart(0);
        QCOMPARE(game.play(place(game, u"base/Ccc+"_s, 0, -1, 180, u"S"_s)).code, RuleCode::Ok);
        QCOMPARE(game.play(place(game, u"base/C"_s, -1, -1, 90)).code, RuleCode::Ok);
        const TurnReport r = game.play(place(game, u"base/C"_s, 1, -1, 270));
        QCOMPARE(r.code, RuleCode::Ok);
        QCOMPARE(r.scored.size(), std::size_t(1));
        QCOMPARE(r.scored[0].tiles, 4);
        QCOMPARE(r.scored[0].pennants, 1);
        QCOMPARE(r.scored[0].points, 10);
        QCOMPARE(game.board().score(0), 10);
        QCOMPARE(game.board().score(1), 0);
    }

    void cityEnteringATileTwiceCountsItOnce()
    {
        // A ring of city tiles that leaves the start tile by its north city and comes back by its south one.
        GameState game(setupWith(baseTiles(), u"base/CFC.2"_s), 1);
        game.placeStart(0);
        QCOMPARE(game.play(place(game, u"base/Cc.1"_s, 0, -1, 180, u"S"_s)).code, RuleCode::Ok);
        QCOMPARE(game.play(place(game, u"base/Cc.1"_s, 1, -1, 270)).code, RuleCode::Ok);
        QCOMPARE(game.play(place(game, u"base/CFc.1"_s, 1, 0, 90)).code, RuleCode::Ok);
        QCOMPARE(game.play(place(game, u"base/Cc.1"_s, 1, 1, 0)).code, RuleCode::Ok);
        const TurnReport r = game.play(place(game, u"base/Cc+"_s, 0, 1, 90));
        QCOMPARE(r.code, RuleCode::Ok);
        QCOMPARE(r.scored.size(), std::size_t(1));
        QCOMPARE(r.scored[0].tiles, 6);
        QCOMPARE(r.scored[0].pennants, 1);
        QCOMPARE(r.scored[0].points, 14);
        QCOMPARE(game.board().score(0), 14);
    }

    void monasteryScoresWhenSurrounded()
    {
        QList<TileDefinition> tiles = baseTiles();
        tiles[0].count = 9; // base/L
        GameState game(setupWith(tiles, u"base/L"_s), 1);
        game.placeStart(0);
        QCOMPARE(game.play(place(game, u"base/L"_s, 1, 0, 0, u"monastery"_s)).code, RuleCode::Ok);
        const QList<QPoint> around {{0, -1}, {1, -1}, {2, -1}, {2, 0}, {0, 1}, {1, 1}, {2, 1}};
        for (qsizetype i = 0; i < around.size(); ++i) {
            const TurnReport r = game.play(place(game, u"base/L"_s, around[i].x(), around[i].y(), 0));
            QCOMPARE(r.code, RuleCode::Ok);
            const bool last = i == around.size() - 1;
            QCOMPARE(r.scored.size(), std::size_t(last ? 1 : 0));
            if (last) {
                QCOMPARE(r.scored[0].kind, SegmentKind::Monastery);
                QCOMPARE(r.scored[0].points, 9);
            }
        }
        QCOMPARE(game.board().score(0), 9);
    }

    void farmersScoreCompletedCitiesAtTheEnd()
    {
        GameState game(setupWith(baseTiles(), u"base/RCr"_s), 1);
        game.placeStart(0);
        QCOMPARE(game.play(place(game, u"base/C"_s, 0, -1, 180, u"S"_s)).code, RuleCode::Ok);
        QCOMPARE(game.board().score(0), 4);
        // The north field of a straight road joins the start tile's field beside the city.
        QCOMPARE(game.play(place(game, u"base/RFr"_s, 1, 0, 0, u"NL"_s)).code, RuleCode::Ok);
        const FinalReport &final = game.finish();
        const auto field = std::find_if(final.scored.begin(), final.scored.end(),
                                        [](const FeatureScore &f) { return f.kind == SegmentKind::Field; });
        QVERIFY(field != final.scored.end());
        QCOMPARE(field->cities, 1);
        QCOMPARE(field->points, 3);
        QCOMPARE(final.score[1], 3);
        QCOMPARE(final.score[0], 4);
        QCOMPARE(game.board().supply(1), FollowersPerPlayer);
    }

    void pigHerdAddsAPointPerCity_data()
    {
        QTest::addColumn<bool>("bonus");
        QTest::addColumn<int>("points");
        QTest::newRow("pig herd counts") << true << 4;
        QTest::newRow("pig herd ignored") << false << 3;
    }
    void pigHerdAddsAPointPerCity()
    {
        QFETCH(bool, bonus);
        QFETCH(int, points);
        QList<TileDefinition> tiles = baseTiles();
        tiles << tile(u"test/RFrPig"_s, u"road:W E; field:WR NL NR EL pig; field:ER SL SR WL"_s);
        RuleSet rules;
        rules.set(RuleOption::PigHerdBonus, bonus);
        GameState game(setupWith(tiles, u"base/RCr"_s, rules), 1);
        game.placeStart(0);
        QCOMPARE(game.play(place(game, u"base/C"_s, 0, -1, 180)).code, RuleCode::Ok);
        QCOMPARE(game.play(place(game, u"test/RFrPig"_s, 1, 0, 0, u"NL"_s)).code, RuleCode::Ok);
        QCOMPARE(game.finish().score[1], points);
    }

    void occupiedFeatureRefusesAFollowerAndKeepsTheState()
    {
        GameState game(setupWith(baseTiles(), u"base/RCr"_s), 1);
        game.placeStart(0);
        QCOMPARE(game.play(place(game, u"base/RFr"_s, 1, 0, 0, u"W"_s)).code, RuleCode::Ok);
        const int tilesLeft = game.tilesLeft();
        const TurnReport r = game.play(place(game, u"base/RFr"_s, -1, 0, 0, u"E"_s));
        QCOMPARE(r.code, RuleCode::FollowerOccupied);
        QVERIFY(!r.message.isEmpty());
        QCOMPARE(game.board().placedCount(), 2);
        QCOMPARE(game.currentPlayer(), 1);
        QCOMPARE(game.tilesLeft(), tilesLeft);
        QCOMPARE(game.board().supply(1), FollowersPerPlayer);
        // The same tile without the follower is fine.
        QCOMPARE(game.play(place(game, u"base/RFr"_s, -1, 0, 0)).code, RuleCode::Ok);
    }

    void eighthFollowerIsRefused()
    {
        QList<TileDefinition> tiles = baseTiles();
        tiles[0].count = 20;
        GameState game(setupWith(tiles, u"base/L"_s), 1);
        game.placeStart(0);
        for (int i = 0; i < 8; ++i) {
            const TurnReport r = game.play(place(game, u"base/L"_s, 2 * i + 1, 0, 0, u"monastery"_s));
            if (i == 7) {
                QCOMPARE(r.code, RuleCode::FollowerNoneLeft);
                QCOMPARE(game.board().placedCount(), 15);
                break;
            }
            QCOMPARE(r.code, RuleCode::Ok);
            QCOMPARE(game.play(place(game, u"base/L"_s, 2 * i + 2, 0, 0)).code, RuleCode::Ok);
        }
        QCOMPARE(game.board().supply(0), 0);
    }

    void riverCurvesFollowR1AndR2_data()
    {
        QTest::addColumn<bool>("noTriple");
        QTest::addColumn<bool>("noDeadEnd");
        QTest::addColumn<RuleCode>("third");
        QTest::newRow("R2 and R3") << true << true << RuleCode::RiverTripleSameTurn;
        // Without R2 the third curve still heads back to the source, which R3 forbids.
        QTest::newRow("R3 only") << false << true << RuleCode::RiverDeadEnd;
        QTest::newRow("neither") << false << false << RuleCode::Ok;
    }
    void riverCurvesFollowR1AndR2()
    {
        QFETCH(bool, noTriple);
        QFETCH(bool, noDeadEnd);
        QFETCH(RuleCode, third);
        RuleSet rules;
        rules.set(RuleOption::NoTripleSameTurn, noTriple);
        rules.set(RuleOption::NoDeadEnd, noDeadEnd);
        GameState game(setupWith(baseTiles() + riverOneTiles(), {}, rules), 5);
        QCOMPARE(game.tiles().id(game.startTile()), u"river-1/s"_s);
        game.placeStart(0); // the river leaves east
        QCOMPARE(game.riverEnds().size(), std::size_t(1));
        // Turning right (east to south), then right again at once: R1.
        QCOMPARE(game.play(place(game, u"river-1/II"_s, 1, 0, 0)).code, RuleCode::Ok);
        QCOMPARE(game.play(place(game, u"river-1/II"_s, 1, 1, 90)).code, RuleCode::RiverSameTurnTwice);
        QCOMPARE(game.play(place(game, u"river-1/IFI"_s, 1, 1, 90)).code, RuleCode::Ok);
        // A second right turn after a straight tile is fine; a third one is R2.
        QCOMPARE(game.play(place(game, u"river-1/II"_s, 1, 2, 90)).code, RuleCode::Ok);
        QCOMPARE(game.play(place(game, u"river-1/IFI"_s, 0, 2, 0)).code, RuleCode::Ok);
        QCOMPARE(game.play(place(game, u"river-1/RrII"_s, -1, 2, 180)).code, third);
    }

    void riverPlacementCodes()
    {
        GameState game(setupWith(baseTiles() + riverOneTiles(), {}), 5);
        game.placeStart(0);
        // Beside the source but not at its open end.
        QCOMPARE(game.play(place(game, u"river-1/IFI"_s, 0, 1, 0)).code, RuleCode::RiverNotContinued);
        QCOMPARE(game.play(place(game, u"base/RFr"_s, 0, 1, 0)).code, RuleCode::RiverPileNotEmpty);
        QCOMPARE(game.play(place(game, u"river-1/I.e"_s, 1, 0, 0)).code, RuleCode::RiverLakeTooEarly);
        QCOMPARE(game.play(place(game, u"river-1/IFI"_s, 1, 0, 0, u"E"_s)).code, RuleCode::FollowerOnRiver);
        QCOMPARE(game.play(place(game, u"river-1/IFI"_s, 1, 0, 0, u"NL"_s)).code, RuleCode::Ok);
        QCOMPARE(game.board().supply(0), FollowersPerPlayer - 1);
    }

    static QList<TileDefinition> riverTwoMini()
    {
        return {
            tile(u"river-2/s"_s, u"field:NL NR EL ER SL SR WL WR; river:E =source"_s),
            tile(u"river-2/III"_s, u"field:NL WR; field:NR EL; field:ER SL SR WL; river:N E W =fork"_s),
            tile(u"river-2/II"_s, u"field:WR NL NR EL ER SL; field:WL SR; river:W S"_s, 4),
            tile(u"river-2/IFI"_s, u"field:WR NL NR EL; field:WL SL SR ER; river:W E"_s, 4),
            tile(u"river-2/I.v"_s, u"field:NL NR EL ER SL SR WL WR; river:W =volcanoLake"_s),
        };
    }

    void forkIsPlayedFirstAndBranchesMayNotMeet()
    {
        GameState game(setupWith(baseTiles() + riverTwoMini(), {}), 2);
        game.placeStart(0);
        QCOMPARE(game.heldFork(), game.tiles().indexOf(u"river-2/III"));
        QCOMPARE(game.play(place(game, u"river-2/IFI"_s, 1, 0, 0)).code, RuleCode::RiverForkFirst);
        QCOMPARE(game.play(place(game, u"river-2/III"_s, 1, 0, 0)).code, RuleCode::Ok);
        QCOMPARE(game.riverEnds().size(), std::size_t(2));
        // The east branch may not turn north towards the north branch (R3), but south.
        QCOMPARE(game.play(place(game, u"river-2/II"_s, 2, 0, 90)).code, RuleCode::RiverDeadEnd);
        QCOMPARE(game.play(place(game, u"river-2/II"_s, 2, 0, 0)).code, RuleCode::Ok);
        // Nor may the north branch turn east beside the east branch's first tile.
        QCOMPARE(game.play(place(game, u"river-2/II"_s, 1, -1, 270)).code, RuleCode::RiverDeadEnd);
        QCOMPARE(game.play(place(game, u"river-2/IFI"_s, 1, -1, 90)).code, RuleCode::Ok);
    }

    void branchesJoinWithoutR3()
    {
        RuleSet rules;
        rules.set(RuleOption::NoDeadEnd, false);
        GameState game(setupWith(baseTiles() + riverTwoMini(), {}, rules), 2);
        game.placeStart(0);
        QCOMPARE(game.play(place(game, u"river-2/III"_s, 1, 0, 0)).code, RuleCode::Ok);
        QCOMPARE(game.play(place(game, u"river-2/II"_s, 2, 0, 90)).code, RuleCode::Ok);
        QCOMPARE(game.play(place(game, u"river-2/II"_s, 1, -1, 270)).code, RuleCode::Ok);
        QCOMPARE(game.play(place(game, u"river-2/II"_s, 2, -1, 0)).code, RuleCode::RiverBranchesJoin);
    }

    void volcanoLakeForbidsFollowersAndGivesAnotherTurn()
    {
        const QList<TileDefinition> river {
            tile(u"river-2/s"_s, u"field:NL NR EL ER SL SR WL WR; river:E =source"_s),
            tile(u"river-2/III"_s, u"field:NL WR; field:NR EL; field:ER SL SR WL; river:N E W =fork"_s),
            tile(u"river-2/IFI"_s, u"field:WR NL NR EL; field:WL SL SR ER; river:W E"_s, 2),
            tile(u"river-2/IFC"_s, u"city:E; field:NL NR WR >0; field:SL SR WL >0; river:W =cityEnd"_s),
            tile(u"river-2/I.v"_s, u"field:NL NR EL ER SL SR WL WR; river:W =volcanoLake"_s),
        };
        GameState game(setupWith(baseTiles() + river, {}), 4);
        game.placeStart(0);
        QCOMPARE(game.play(place(game, u"river-2/III"_s, 1, 0, 0)).code, RuleCode::Ok);
        QCOMPARE(game.play(place(game, u"river-2/IFI"_s, 1, -1, 90)).code, RuleCode::Ok);
        // Ending the only branch left while river tiles remain would strand them (R3).
        QCOMPARE(game.play(place(game, u"river-2/IFI"_s, 2, 0, 0)).code, RuleCode::Ok);
        QCOMPARE(game.play(place(game, u"river-2/IFC"_s, 3, 0, 0)).code, RuleCode::Ok);
        QCOMPARE(game.riverEnds().size(), std::size_t(1));
        QCOMPARE(game.currentPlayer(), 0);
        QCOMPARE(game.play(place(game, u"river-2/I.v"_s, 1, -2, 270, u"NL"_s)).code,
                 RuleCode::FollowerNotAllowedThisTurn);
        const TurnReport r = game.play(place(game, u"river-2/I.v"_s, 1, -2, 270));
        QCOMPARE(r.code, RuleCode::Ok);
        QVERIFY(r.extraTurn);
        QCOMPARE(game.currentPlayer(), 0);
        QVERIFY(!game.riverPending());
        QCOMPARE(game.riverTilesPlaced(), game.riverTiles());
        QCOMPARE(game.play(place(game, u"base/RFr"_s, 0, 1, 0)).code, RuleCode::Ok);
        QCOMPARE(game.currentPlayer(), 1);
    }

    void lastBranchMayNotCloseEarly()
    {
        const QList<TileDefinition> river {
            tile(u"river-2/s"_s, u"field:NL NR EL ER SL SR WL WR; river:E =source"_s),
            tile(u"river-2/IFI"_s, u"field:WR NL NR EL; field:WL SL SR ER; river:W E"_s, 2),
            tile(u"river-2/IFC"_s, u"city:E; field:NL NR WR >0; field:SL SR WL >0; river:W =cityEnd"_s),
            tile(u"river-2/I.v"_s, u"field:NL NR EL ER SL SR WL WR; river:W =volcanoLake"_s),
        };
        GameState game(setupWith(baseTiles() + river, {}), 4);
        game.placeStart(0);
        QCOMPARE(game.play(place(game, u"river-2/IFC"_s, 1, 0, 0)).code, RuleCode::RiverDeadEnd);
        QCOMPARE(game.play(place(game, u"river-2/IFI"_s, 1, 0, 0)).code, RuleCode::Ok);
    }

    void betTokensPay()
    {
        BetToken four {u"4"_s, {4}, false, 1};
        BetToken pair {u"2/4"_s, {2, 4}, false, 1};
        BetToken sevenUp {u"7+"_s, {7}, true, 1};
        QCOMPARE(four.payout(4), 8);
        QCOMPARE(four.payout(5), 0);
        QCOMPARE(pair.payout(2), 2);
        QCOMPARE(pair.payout(4), 4);
        QCOMPARE(pair.payout(3), 0);
        QCOMPARE(sevenUp.payout(6), 0);
        QCOMPARE(sevenUp.payout(7), 7);
        QCOMPARE(sevenUp.payout(12), 7);
    }

    void riverOneAlwaysCompletes()
    {
        // With R1 and R2 a single river can never turn back on itself.
        const GameSetup setup = setupWith(baseTiles() + riverOneTiles(), {});
        const SimulationReport report = Simulator::run(setup, {300, 7});
        QCOMPARE(report.games, 300);
        QCOMPARE(report.completed, 300);
        QCOMPARE(report.stuck, 0);
    }

    void simulationIsReproducible()
    {
        const GameSetup setup = setupWith(baseTiles() + riverOneTiles(), {});
        const SimulationReport a = Simulator::run(setup, {200, 42});
        const SimulationReport b = Simulator::run(setup, {200, 42});
        const SimulationReport c = Simulator::run(setup, {200, 43});
        QCOMPARE(a.scoreMean, b.scoreMean);
        QCOMPARE(a.scoreMin, b.scoreMin);
        QCOMPARE(a.setAside, b.setAside);
        QCOMPARE(a.seatMean, b.seatMean);
        QVERIFY(a.scoreMean != c.scoreMean);
        // Every game returns every follower and scores something.
        GameState game(setup, 9);
        Random random(9);
        std::vector<Placement> scratch;
        while (game.playRandomTurn(random, scratch)) { }
        const FinalReport final = game.finish();
        QCOMPARE(game.board().supply(0), FollowersPerPlayer);
        QCOMPARE(game.board().supply(1), FollowersPerPlayer);
        QVERIFY(final.score[0] + final.score[1] > 0);
        // Restarting reuses the board and gives the same game as a fresh one.
        game.restart(9);
        Random again(9);
        while (game.playRandomTurn(again, scratch)) { }
        QCOMPARE(game.finish().score, final.score);
    }

    void simulationReportsProgressAndStops()
    {
        const GameSetup setup = setupWith(baseTiles() + riverOneTiles(), {});
        QList<int> seen;
        const SimulationReport whole = Simulator::run(setup, {40, 11}, [&seen](int done) {
            seen << done;
            return true;
        });
        QCOMPARE(seen.size(), 40);
        QCOMPARE(seen.first(), 1);
        QCOMPARE(seen.last(), 40);
        // Stopped after 15 games, the report is that of a run of 15 games of the same seed.
        const SimulationReport stopped = Simulator::run(setup, {40, 11}, [](int done) { return done < 15; });
        const SimulationReport first15 = Simulator::run(setup, {15, 11});
        QCOMPARE(stopped.games, 15);
        QCOMPARE(stopped.scoreMean, first15.scoreMean);
        QCOMPARE(stopped.seatMean, first15.seatMean);
        QCOMPARE(stopped.setAside, first15.setAside);
        QCOMPARE(whole.games, 40);
    }

    void simulationFiguresDoNotDependOnThreads()
    {
        const GameSetup setup = setupWith(baseTiles() + riverOneTiles(), {});
        SimulationOptions options {101, 5};
        const SimulationReport one = Simulator::run(setup, options);
        options.threads = 2;
        const SimulationReport two = Simulator::run(setup, options);
        options.threads = 7;
        const SimulationReport seven = Simulator::run(setup, options);
        for (const SimulationReport *other : {&two, &seven}) {
            QCOMPARE(other->games, 101);
            QJsonObject a = one.toJson(), b = other->toJson();
            for (QJsonObject *o : {&a, &b}) {
                o->remove(u"seconds"_s);
                o->remove(u"gamesPerSecond"_s);
            }
            QCOMPARE(a, b);
        }
        // Stopping a run on two threads stops both.
        options.threads = 2;
        const SimulationReport stopped = Simulator::run(setup, options, [](int done) { return done < 10; });
        QVERIFY(stopped.games >= 10 && stopped.games < 101);
    }

    void recordedGameReplaysToTheSameScore()
    {
        Catalogue catalogue;
        for (const QString &id : {u"base"_s, u"river-1"_s}) {
            Expansion e;
            e.id = id;
            catalogue.expansions << e;
        }
        catalogue.tiles = baseTiles() + riverOneTiles();
        RuleSet rules;
        rules.expansions = QStringList {u"base"_s, u"river-1"_s};
        GameSetup setup;
        QCOMPARE(GameSetup::fromCatalogue(catalogue, rules, 3, setup), QString());
        for (quint64 seed : {1u, 2u, 3u}) {
            GameRecord record;
            Simulator::recordGame(setup, seed, record);
            QString error;
            const std::optional<GameRecord> read = GameRecord::parse(record.toJson(), &error);
            QVERIFY2(read, qPrintable(error));
            Replay replay;
            QVERIFY2(replayRecord(*read, catalogue, replay, &error), qPrintable(error));
            QCOMPARE(replay.refused, 0);
            QCOMPARE(replay.failedExpectations, QStringList());
            QVERIFY(replay.gameOver);
            QCOMPARE(replay.moves.size(), read->moves.size());
        }
    }

    void malformedRecordsNameThePlace()
    {
        QString error;
        QVERIFY(!GameRecord::parse("{\n  \"expansions\": [\"base\"],\n  \"moves\": [\n", &error));
        QVERIFY2(error.startsWith(u"line 4"), qPrintable(error));
        QVERIFY(!GameRecord::parse("{\"expansions\": [\"base\"],\n \"players\": 9, \"moves\": []}", &error));
        QVERIFY2(error.startsWith(u"line 2, column 13: players:"), qPrintable(error));
        QVERIFY(!GameRecord::parse(
            "{\"expansions\": [\"base\"], \"moves\": [{}, \n{\"tile\": 3}, {\"folower\": \"N\"}]}", &error));
        QVERIFY2(error.contains(u"line 2") && error.contains(u"moves[2].folower"), qPrintable(error));
    }

    void drawnTileStaysUntilPlayed()
    {
        GameState game(setupWith(baseTiles(), {}), 21);
        game.placeStart(0);
        const int drawn = game.drawTile();
        QVERIFY(drawn >= 0);
        QCOMPARE(game.pendingTile(), drawn);
        Move move; // draws: the tile already drawn
        move.at = {40, 40, 0};
        QCOMPARE(game.play(move).code, RuleCode::PlacementNoNeighbour);
        QCOMPARE(game.pendingTile(), drawn);
        const int other = drawn == game.tiles().indexOf(u"base/RFr") ? game.tiles().indexOf(u"base/Rr")
                                                                     : game.tiles().indexOf(u"base/RFr");
        Move named;
        named.tile = other;
        QCOMPARE(game.play(named).code, RuleCode::MoveDrawnTilePending);
        std::vector<Placement> legal;
        game.legalPlacements(drawn, legal);
        move.at = legal.front();
        const TurnReport r = game.play(move);
        QCOMPARE(r.code, RuleCode::Ok);
        QCOMPARE(r.tile, drawn);
        QCOMPARE(game.pendingTile(), -1);
        QCOMPARE(game.currentPlayer(), 1);
    }

    void placementCodes()
    {
        GameState game(setupWith(baseTiles(), u"base/RCr"_s), 1);
        game.placeStart(0);
        QString message;
        const int c = game.tiles().indexOf(u"base/C");
        QCOMPARE(game.checkPlacement(c, {0, 0, 0}, &message), RuleCode::PlacementOccupied);
        QCOMPARE(game.checkPlacement(c, {3, 3, 0}, &message), RuleCode::PlacementNoNeighbour);
        QCOMPARE(game.checkPlacement(c, {0, -1, 0}, &message), RuleCode::EdgeMismatch);
        QVERIFY(message.contains(u"city"));
        QCOMPARE(game.checkPlacement(c, {0, -1, 2}, &message), RuleCode::Ok);
    }
};

QTEST_GUILESS_MAIN(TestEngine)
#include "tst_engine.moc"
