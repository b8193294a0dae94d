// SPDX-FileCopyrightText: 2026 Krajina contributors
// SPDX-License-Identifier: GPL-3.0-or-later

// The board panel's widget-free parts (model/preview), without a display:
// the sandbox game, the neighbour layout and the segment shapes.

#include "catalogue/catalogueio.h"
#include "engine/carcassonne/gamerecord.h"
#include "preview/boardshapes.h"
#include "preview/neighbourboard.h"
#include "preview/sandboxgame.h"
#include "preview/sandboxturn.h"

#include <QGuiApplication>
#include <QTest>

using namespace Krajina;
using namespace Qt::StringLiterals;

namespace {

RuleSet rulesOf(const QStringList &expansions)
{
    RuleSet rules;
    rules.expansions = expansions;
    return rules;
}

// Plays the tile drawn at its first legal place without a follower; false when none is left.
bool playFirstLegal(SandboxGame &game)
{
    const int tile = game.draw();
    if (tile < 0)
        return false;
    std::vector<Placement> legal;
    game.state().legalPlacements(tile, legal);
    Move move;
    move.tile = tile;
    if (legal.empty())
        move.discard = true;
    else
        move.at = legal.front();
    return game.play(move).code == RuleCode::Ok;
}

} // namespace

class TestPreview : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void runsWithoutADisplay()
    {
        // QTEST_GUILESS_MAIN: no QGuiApplication, so no platform plugin either.
        QVERIFY(!qobject_cast<QGuiApplication *>(QCoreApplication::instance()));
        QVERIFY(!bundledCatalogue().tiles.isEmpty());
    }

    void sandboxGamePlaysAndTakesBack()
    {
        SandboxGame game;
        QVERIFY(!game.isStarted());
        QVERIFY(!game.start(bundledCatalogue(), rulesOf({u"nothing"_s}), 2, 1).isEmpty());
        QVERIFY(!game.isStarted());

        QCOMPARE(game.start(bundledCatalogue(), rulesOf({u"base"_s}), 2, 3), QString());
        QCOMPARE(game.state().board().placedCount(), 1); // the start tile
        QVERIFY(!game.canUndo());
        QVERIFY(playFirstLegal(game));
        QVERIFY(playFirstLegal(game));
        QCOMPARE(game.movesPlayed(), 2);
        QCOMPARE(game.state().currentPlayer(), 0);
        const int tilesLeft = game.state().tilesLeft();

        // A refused move changes nothing.
        Move refused;
        refused.tile = game.draw();
        QVERIFY(refused.tile >= 0);
        refused.at = {50, 50, 0};
        QVERIFY(game.play(refused).code != RuleCode::Ok);
        QCOMPARE(game.movesPlayed(), 2);

        QVERIFY(game.undo());
        QCOMPARE(game.movesPlayed(), 1);
        QCOMPARE(game.state().board().placedCount(), 2);
        QCOMPARE(game.state().currentPlayer(), 1);
        QCOMPARE(game.state().tilesLeft(), tilesLeft + 1);
    }

    void sandboxGamePreviewLeavesTheGameAlone()
    {
        SandboxGame game;
        QCOMPARE(game.start(bundledCatalogue(), rulesOf({u"base"_s}), 2, 8), QString());
        const int tile = game.draw();
        std::vector<Placement> legal;
        game.state().legalPlacements(tile, legal);
        QVERIFY(!legal.empty());
        const std::unique_ptr<GameState> preview = game.preview(tile, legal.front());
        QVERIFY(preview);
        QCOMPARE(preview->board().placedCount(), 2);
        QCOMPARE(game.state().board().placedCount(), 1);
    }

    void sandboxGameRecordRoundTrips()
    {
        SandboxGame game;
        QCOMPARE(game.start(bundledCatalogue(), rulesOf({u"base"_s, u"river-1"_s}), 3, 5), QString());
        QVERIFY(game.playRiver(5) > 0);
        QVERIFY(!game.state().riverPending());
        for (int i = 0; i < 4; ++i)
            QVERIFY(playFirstLegal(game));

        const GameRecord record = game.record(u"builtin"_s);
        QString error;
        const std::optional<GameRecord> parsed = GameRecord::parse(record.toJson(), &error);
        QVERIFY2(parsed, qPrintable(error));
        SandboxGame loaded;
        QCOMPARE(loaded.load(*parsed, bundledCatalogue()), QString());
        QCOMPARE(loaded.players(), 3);
        QCOMPARE(loaded.seed(), quint64(5));
        QCOMPARE(loaded.movesPlayed(), game.movesPlayed());
        QCOMPARE(loaded.state().board().placedCount(), game.state().board().placedCount());
        QCOMPARE(loaded.state().currentPlayer(), game.state().currentPlayer());
        for (int q = 0; q < game.state().board().placedCount(); ++q) {
            QCOMPARE(loaded.state().board().placed(q).x, game.state().board().placed(q).x);
            QCOMPARE(loaded.state().board().placed(q).y, game.state().board().placed(q).y);
        }
    }

    void sandboxTurnWalksThroughTheStages()
    {
        using Stage = SandboxTurn::Stage;
        SandboxTurn turn;
        QCOMPARE(turn.stage(), Stage::NoGame);
        QVERIFY(!turn.canDraw());
        SandboxGame game;
        QCOMPARE(game.start(bundledCatalogue(), rulesOf({u"base"_s}), 2, 3), QString());
        turn.setGame(std::move(game));
        QCOMPARE(turn.stage(), Stage::ChooseTile);
        QCOMPARE(turn.held(), -1);

        const int tile = turn.draw(nullptr);
        QVERIFY(tile >= 0);
        QCOMPARE(turn.stage(), Stage::PlaceTile);
        QCOMPARE(turn.held(), tile);
        QVERIFY(!turn.legal().empty());
        QVERIFY(!turn.canDraw()); // the drawn tile must be played first

        // A cell far from the board: the engine's verdict, and nothing changes.
        SandboxTurn::Verdict verdict = turn.drop(40, 40);
        QCOMPARE(verdict.code, RuleCode::PlacementNoNeighbour);
        QVERIFY(!verdict.sentence.isEmpty());
        QCOMPARE(turn.stage(), Stage::PlaceTile);
        QVERIFY(!turn.preview());

        // Turning: four quarter turns come back, negative ones wrap.
        turn.rotate(-1);
        QCOMPARE(turn.rotation(), 3);
        const Placement good = turn.legal().front();
        turn.rotate(good.rotation - turn.rotation());
        QCOMPARE(turn.rotation(), good.rotation);
        verdict = turn.drop(good.x, good.y);
        QVERIFY2(verdict.ok(), qPrintable(verdict.sentence));
        QCOMPARE(turn.stage(), Stage::PlaceFollower);
        QVERIFY(turn.preview());
        QCOMPARE(turn.preview()->board().placedCount(), 2);
        QCOMPARE(turn.game().state().board().placedCount(), 1);
        // A spot on no feature is a follower verdict.
        const SandboxTurn::Verdict spot = turn.followerVerdict({0, 99});
        QCOMPARE(ruleCodeCategory(spot.code), RuleCategory::Follower);

        // Taken up again, then dropped and played without a follower.
        turn.takeBack();
        QCOMPARE(turn.stage(), Stage::PlaceTile);
        QVERIFY(!turn.preview());
        QVERIFY(turn.drop(good.x, good.y).ok());
        const TurnReport report = turn.commit(Move {});
        QCOMPARE(report.code, RuleCode::Ok);
        QCOMPARE(turn.stage(), Stage::ChooseTile);
        QCOMPARE(turn.held(), -1);
        QCOMPARE(turn.game().movesPlayed(), 1);
        QCOMPARE(turn.game().state().board().placed(1).x, good.x);
        turn.clearPreview();

        QVERIFY(turn.undo());
        QCOMPARE(turn.stage(), Stage::ChooseTile);
        QCOMPARE(turn.game().movesPlayed(), 0);
        QVERIFY(!turn.undo());

        turn.finish();
        QCOMPARE(turn.stage(), Stage::GameOver);
        QVERIFY(turn.game().state().finished());
    }

    void neighbourBoardSurroundsATile()
    {
        const Catalogue &catalogue = bundledCatalogue();
        NeighbourBoard layout;
        QVERIFY(!layout.build(catalogue, -1, {}).isEmpty());
        QCOMPARE(layout.build(catalogue, catalogue.tileIndex(u"base/RCr"), {}), QString());
        QCOMPARE(layout.sides().size(), 4);
        QCOMPARE(layout.filledSides(), 4);
        QCOMPARE(layout.candidateExpansions(), QStringList {u"base"_s});
        const Board &board = layout.board();
        for (const NeighbourBoard::Side &side : layout.sides())
            QCOMPARE(board.edgeAt(side.x, side.y, oppositeSideIndex(side.side)), board.edgeAt(0, 0, side.side));
        // The city on the north side runs on into the northern neighbour.
        const int city = board.nodeAt(NeighbourBoard::CentreTile, 0, 1);
        QVERIFY(city >= 0);
        QVERIFY(board.tileCount(city) >= 2);
    }

    // The shapes of a catalogue made once lay out every tile as a layout that compares the tiles afresh does.
    void neighbourShapesLayOutAsBuildingAfresh()
    {
        const Catalogue &catalogue = bundledCatalogue();
        const NeighbourShapes shapes(catalogue);
        QCOMPARE(shapes.tileCount(), catalogue.tiles.size());
        QVERIFY(shapes.shapeCount() > 1);
        QVERIFY(shapes.shapeCount() < catalogue.tiles.size()); // tiles of one shape share it
        int compared = 0;
        for (int tile = 0; tile < catalogue.tiles.size(); tile += 7) {
            const TileDefinition &definition = catalogue.tiles.at(tile);
            QCOMPARE(shapes.expansionIds().at(shapes.expansionOf(tile)), definition.expansion);
            QCOMPARE(shapes.shapeOf(tile) < 0, definition.cellCount() != 1);
            for (const QStringList &expansions : {QStringList(), QStringList {u"base"_s, u"river-1"_s}}) {
                for (int variant : {0, 2}) {
                    NeighbourBoard afresh;
                    NeighbourBoard kept;
                    const QString error = afresh.build(catalogue, tile, expansions, variant);
                    QCOMPARE(kept.build(catalogue, shapes, tile, expansions, variant), error);
                    QCOMPARE(kept.candidateExpansions(), afresh.candidateExpansions());
                    QCOMPARE(kept.sides().size(), afresh.sides().size());
                    for (qsizetype s = 0; s < afresh.sides().size(); ++s) {
                        const NeighbourBoard::Side &a = afresh.sides().at(s);
                        const NeighbourBoard::Side &k = kept.sides().at(s);
                        QCOMPARE(k.placed, a.placed);
                        QCOMPARE(k.side, a.side);
                        if (a.placed >= 0) {
                            const Board &ab = afresh.board();
                            const Board &kb = kept.board();
                            QCOMPARE(kb.tiles().id(kb.placed(k.placed).type), ab.tiles().id(ab.placed(a.placed).type));
                            QCOMPARE(kb.placed(k.placed).rotation, ab.placed(a.placed).rotation);
                        }
                    }
                    ++compared;
                }
            }
        }
        QVERIFY(compared > 20);
    }

    void segmentShapesCoverTheSegments()
    {
        const Catalogue &catalogue = bundledCatalogue();
        const TileDefinition *definition = catalogue.tile(u"base/RCr");
        QVERIFY(definition);
        const CompiledTileSet tiles = CompiledTileSet::compile({*definition});
        const CompiledTile &tile = tiles.tile(0);
        QVERIFY(tile.usable);
        // The cell's unit square, with room for rounding.
        const QRectF cell(-0.001, -0.001, 1.002, 1.002);
        for (int turns = 0; turns < 4; ++turns) {
            const QList<SegmentShape> shapes = segmentShapes(*definition, tile, 0, turns);
            QVERIFY(!shapes.isEmpty());
            bool city = false, road = false;
            for (const SegmentShape &shape : shapes) {
                QVERIFY(shape.segment >= 0 && shape.segment < int(tile.segments.size()));
                QVERIFY(!shape.area.isEmpty());
                QVERIFY(cell.contains(shape.area.boundingRect()));
                QVERIFY(cell.contains(shape.anchor));
                city = city || shape.kind == SegmentKind::City;
                road = road || shape.kind == SegmentKind::Road;
            }
            QVERIFY(city && road);
        }
        // Every feature the engine tracks maps to a segment of its kind.
        for (int f = 0; f < definition->features.size(); ++f) {
            const int segment = segmentOfFeature(*definition, tile, f);
            const std::optional<SegmentKind> kind = segmentKindFor(definition->features.at(f).type);
            if (kind && segment >= 0)
                QCOMPARE(tile.segments[std::size_t(segment)].kind, *kind);
        }
        QCOMPARE(segmentOfFeature(*definition, tile, -1), -1);
    }
};

QTEST_GUILESS_MAIN(TestPreview)
#include "tst_preview.moc"
