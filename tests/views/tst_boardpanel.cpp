// SPDX-FileCopyrightText: 2026 Krajina contributors
// SPDX-License-Identifier: GPL-3.0-or-later

#include "board/boardscene.h"
#include "board/boardview.h"
#include "board/gamesetupwidget.h"
#include "board/neighbourspage.h"
#include "board/sandboxpage.h"
#include "boarddock/boardpanel.h"
#include "catalogue/catalogueio.h"
#include "document/cataloguedocument.h"
#include "document/undocommands.h"
#include "engine/carcassonne/carcassonnegame.h"
#include "engine/carcassonne/gamerecord.h"
#include "engine/carcassonne/simulator.h"
#include "engine/random.h"
#include "engine/simulationrunner.h"
#include "hexboard/hexboardpage.h"
#include "hexboard/hexgamepage.h"
#include "simulation/carcassonnesimulationsetup.h"
#include "simulation/simulatepage.h"

#include <QCheckBox>
#include <QComboBox>
#include <QDir>
#include <QFile>
#include <QLabel>
#include <QProgressBar>
#include <QPushButton>
#include <QSettings>
#include <QSignalSpy>
#include <QSpinBox>
#include <QTableWidget>
#include <QTemporaryDir>
#include <QTest>
#include <QUndoStack>
#include <QWheelEvent>

using namespace Krajina;
using namespace Qt::StringLiterals;

namespace {

// Everything on the board, in the engine's terms, to compare two games.
QStringList boardSummary(const Board &board)
{
    QStringList lines;
    for (int q = 0; q < board.placedCount(); ++q) {
        const PlacedTile &p = board.placed(q);
        lines << u"%1 %2,%3 r%4"_s.arg(board.tiles().id(p.type)).arg(p.x).arg(p.y).arg(p.rotation);
    }
    for (int player = 0; player < board.players(); ++player) {
        lines << u"player %1 score %2 supply %3"_s.arg(player).arg(board.score(player)).arg(board.supply(player));
        for (const FollowerSlot &slot : board.followers(player)) {
            if (slot.node >= 0)
                lines << u"  follower on %1 cell %2 at %3"_s.arg(slot.placed).arg(slot.cell).arg(slot.position);
        }
    }
    return lines;
}

// With KRAJINA_SCREENSHOT_DIR set, the panel grabs itself there (to look at, and for the README).
void saveShot(QWidget *widget, const QString &name)
{
    const QString folder = qEnvironmentVariable("KRAJINA_SCREENSHOT_DIR");
    if (folder.isEmpty())
        return;
    QDir().mkpath(folder);
    // Let the layouts catch up with what was just shown, hidden or resized.
    QCoreApplication::sendPostedEvents();
    QCoreApplication::processEvents();
    QVERIFY(widget->grab().save(folder + u'/' + name));
}

QPoint viewPointOf(BoardView *view, const QPointF &scenePos)
{
    return view->mapFromScene(scenePos);
}

} // namespace

class TestBoardPanel : public QObject
{
    Q_OBJECT

    std::unique_ptr<CatalogueDocument> m_document;
    std::unique_ptr<BoardPanel> m_panel;

    SandboxPage *sandbox() const { return m_panel->sandboxPage(); }

    // Starts a sandbox game on the real panel (setup widgets, then the New game button).
    void startGame(const QStringList &expansions, int seed)
    {
        m_panel->setMode(BoardPanel::Mode::Sandbox);
        sandbox()->setupWidget()->setCheckedExpansions(expansions);
        sandbox()->setupWidget()->setSeed(quint64(seed));
        auto *button = sandbox()->findChild<QPushButton *>(u"newGame"_s);
        QVERIFY(button);
        QTest::mouseClick(button, Qt::LeftButton);
        QVERIFY2(sandbox()->game().isStarted(), qPrintable(sandbox()->messageLine()->text()));
    }

    // Clicks a cell of the sandbox board through the view.
    void clickCell(int x, int y)
    {
        BoardView *view = sandbox()->view();
        view->ensureVisible(BoardScene::cellRect(x, y), 4, 4);
        // Off the centre: the middle of a cell is where follower spots of the tile would be.
        const QPointF at = BoardScene::cellRect(x, y).topLeft() + QPointF(12, 88);
        QTest::mouseClick(view->viewport(), Qt::LeftButton, {}, viewPointOf(view, at));
    }

    // Turns the tile in hand with R until the rotation is reached.
    void turnTo(int rotation)
    {
        for (int i = 0; i < 4 && sandbox()->rotation() != rotation; ++i)
            QTest::keyClick(sandbox()->view(), Qt::Key_R);
        QCOMPARE(sandbox()->rotation(), rotation);
    }

    // Draws and plays one tile at its first legal place, without a follower.
    void playOneTile()
    {
        QTest::mouseClick(sandbox()->findChild<QPushButton *>(u"draw"_s), Qt::LeftButton);
        const int tile = sandbox()->heldTile();
        QVERIFY(tile >= 0);
        std::vector<Placement> legal;
        sandbox()->game().state().legalPlacements(tile, legal);
        QVERIFY(!legal.empty());
        turnTo(legal.front().rotation);
        clickCell(legal.front().x, legal.front().y);
        if (sandbox()->stage() == SandboxPage::Stage::PlaceFollower)
            QTest::mouseClick(sandbox()->findChild<QPushButton *>(u"noFollower"_s), Qt::LeftButton);
        QCOMPARE(sandbox()->stage(), SandboxPage::Stage::ChooseTile);
    }

private Q_SLOTS:
    void initTestCase()
    {
        QCoreApplication::setOrganizationName(u"KrajinaTest"_s);
        QCoreApplication::setApplicationName(u"tst_boardpanel"_s);
        QSettings().remove(u"board/neighbours"_s);
        QVERIFY(!bundledCatalogue().tiles.isEmpty());
    }

    void init()
    {
        m_document = std::make_unique<CatalogueDocument>(bundledCatalogue());
        m_panel = std::make_unique<BoardPanel>(m_document.get());
        m_panel->resize(1100, 700);
        m_panel->show();
        QVERIFY(QTest::qWaitForWindowExposed(m_panel.get()));
    }

    void cleanup()
    {
        m_panel.reset();
        m_document.reset();
    }

    void neighboursSurroundTheTileWithFittingTiles()
    {
        const int index = m_document->catalogue().tileIndex(u"base/RCr");
        QVERIFY(index >= 0);
        m_panel->setMode(BoardPanel::Mode::Neighbours);
        m_panel->setCurrentTile(index);

        NeighboursPage *page = m_panel->neighboursPage();
        const NeighbourBoard &layout = page->layout();
        QCOMPARE(layout.sides().size(), 4);
        QCOMPARE(layout.filledSides(), 4);
        QCOMPARE(m_panel->scene(), page->scene());
        QCOMPARE(page->scene()->tileItemCount(), 5);
        const Board &board = layout.board();
        QCOMPARE(board.tiles().id(board.placed(NeighbourBoard::CentreTile).type), u"base/RCr"_s);
        for (const NeighbourBoard::Side &side : layout.sides()) {
            QVERIFY(side.placed >= 0);
            const EdgeKind theirs = board.edgeAt(side.x, side.y, oppositeSideIndex(side.side));
            QCOMPARE(theirs, board.edgeAt(0, 0, side.side));
        }
        // Merged features share one tint: fewer colours than tinted parts.
        saveShot(m_panel.get(), u"board-neighbours.png"_s);
        QVERIFY(page->scene()->regionColourCount() > 0);
        QVERIFY(page->scene()->regionColourCount() < page->scene()->regionItemCount());
        // The city on the north side runs on into the northern neighbour.
        const int city = board.nodeAt(NeighbourBoard::CentreTile, 0, 1);
        QVERIFY(city >= 0);
        QVERIFY(board.tileCount(city) >= 2);
    }

    void pagesAreMadeWhenFirstShown()
    {
        const QString group = u"tst-lazy-board"_s;
        QSettings().remove(group);
        auto panel = std::make_unique<BoardPanel>(m_document.get());
        panel->rememberIn(group);
        panel->show();
        QVERIFY(QTest::qWaitForWindowExposed(panel.get()));
        QVERIFY(!panel->findChild<SandboxPage *>());
        QVERIFY(!panel->findChild<SimulatePage *>());
        QVERIFY(!panel->findChild<HexBoardPage *>());
        QVERIFY(!panel->findChild<HexGamePage *>());

        panel->setMode(BoardPanel::Mode::Simulate);
        auto *simulate = panel->findChild<SimulatePage *>();
        QVERIFY(simulate);
        QVERIFY(simulate->isVisible());
        QCOMPARE(panel->simulatePage(), simulate);
        QVERIFY(!panel->findChild<SandboxPage *>());
        // A choice made on a page made late is kept in the panel's settings group.
        simulate->gamesBox()->setValue(321);

        panel->setMode(BoardPanel::Mode::DosRios);
        QVERIFY(panel->hexBoardPage()->isVisible());
        QCOMPARE(panel->dosRiosTabs()->currentWidget(), panel->hexBoardPage());
        QCOMPARE(panel->findChildren<HexGamePage *>().size(), 1);

        panel.reset();
        BoardPanel next(m_document.get());
        next.rememberIn(group);
        QCOMPARE(next.simulatePage()->gamesBox()->value(), 321);
        QSettings().remove(group);
    }

    void tintChoiceIsKeptBetweenSessions()
    {
        auto *tints = m_panel->neighboursPage()->findChild<QCheckBox *>(u"tints"_s);
        QVERIFY(tints->isChecked());
        QVERIFY(m_panel->neighboursPage()->scene()->regionTints());
        tints->setChecked(false);
        QVERIFY(!m_panel->neighboursPage()->scene()->regionTints());
        {
            const BoardPanel again(m_document.get());
            QVERIFY(!again.neighboursPage()->findChild<QCheckBox *>(u"tints"_s)->isChecked());
            QVERIFY(!again.neighboursPage()->scene()->regionTints());
        }
        tints->setChecked(true);
        const BoardPanel third(m_document.get());
        QVERIFY(third.neighboursPage()->findChild<QCheckBox *>(u"tints"_s)->isChecked());
        QVERIFY(third.neighboursPage()->scene()->regionTints());
    }

    void neighboursFollowEveryEdit()
    {
        const Catalogue &catalogue = m_document->catalogue();
        const int index = catalogue.tileIndex(u"base/RCr");
        m_panel->setCurrentTile(index);
        NeighboursPage *page = m_panel->neighboursPage();
        QCOMPARE(page->layout().board().edgeAt(0, 0, 1), EdgeKind::Road);

        // The tile becomes a city on every side, as an editor would make it.
        const QList<Feature> allCity = catalogue.tile(u"base/Cccc+")->features;
        m_document->undoStack()->push(new ChangeTileFeatures(m_document.get(), index, allCity));
        const Board &board = page->layout().board();
        QCOMPARE(page->layout().filledSides(), 4);
        for (const NeighbourBoard::Side &side : page->layout().sides()) {
            QCOMPARE(side.edge, EdgeKind::City);
            QCOMPARE(board.edgeAt(side.x, side.y, oppositeSideIndex(side.side)), EdgeKind::City);
        }
        QVERIFY(page->noteLine()->text().contains(u"4"_s));

        m_document->undoStack()->undo();
        QCOMPARE(page->layout().board().edgeAt(0, 0, 1), EdgeKind::Road);
        QCOMPARE(page->scene()->tileItemCount(), 5);
    }

    void neighboursOfARiverTileComeFromTheRiver()
    {
        const int index = m_document->catalogue().tileIndex(u"river-1/CICI");
        QVERIFY(index >= 0);
        m_panel->setCurrentTile(index);
        const NeighbourBoard &layout = m_panel->neighboursPage()->layout();
        QCOMPARE(layout.filledSides(), 4);
        QVERIFY(layout.candidateExpansions().contains(u"river-1"_s));
        for (const NeighbourBoard::Side &side : layout.sides()) {
            if (side.edge == EdgeKind::River)
                QVERIFY(layout.board().tiles().tile(layout.board().placed(side.placed).type).river);
        }
    }

    void neighboursOfADoubleTile()
    {
        // The 20th-anniversary source covers two cells: six outer sides.
        const int index = m_document->catalogue().tileIndex(u"river-20/s2");
        QVERIFY(index >= 0);
        m_panel->setCurrentTile(index);
        const NeighbourBoard &layout = m_panel->neighboursPage()->layout();
        QCOMPARE(layout.sides().size(), 6);
        QVERIFY(layout.filledSides() >= 5);
        QCOMPARE(m_panel->neighboursPage()->scene()->tileItemCount(), 1 + layout.filledSides());
        const Board &board = layout.board();
        for (const NeighbourBoard::Side &side : layout.sides()) {
            if (side.placed < 0)
                continue;
            const int x = side.x - sideDx[std::size_t(side.side)], y = side.y - sideDy[std::size_t(side.side)];
            QCOMPARE(board.edgeAt(side.x, side.y, oppositeSideIndex(side.side)), board.edgeAt(x, y, side.side));
        }
        saveShot(m_panel.get(), u"board-neighbours-double.png"_s);
    }

    void viewZoomsAndPans()
    {
        m_panel->setCurrentTile(m_document->catalogue().tileIndex(u"base/RCr"));
        BoardView *view = m_panel->neighboursPage()->view();
        view->setFocus();
        QVERIFY(view->followsBoard());
        const qreal fitted = view->zoom();

        QTest::keyClick(view, Qt::Key_Plus);
        QVERIFY(view->zoom() > fitted);
        QVERIFY(!view->followsBoard());
        QTest::keyClick(view, Qt::Key_Minus);
        QTest::keyClick(view, Qt::Key_Minus);
        QVERIFY(view->zoom() < fitted);

        // Ctrl+wheel zooms about the pointer; the plain wheel does not zoom here.
        const qreal before = view->zoom();
        const QPointF at = view->viewport()->rect().center();
        QWheelEvent ctrlWheel(at, view->viewport()->mapToGlobal(at), {}, {0, 120}, Qt::NoButton, Qt::ControlModifier,
                              Qt::NoScrollPhase, false);
        QCoreApplication::sendEvent(view->viewport(), &ctrlWheel);
        QVERIFY(view->zoom() > before);

        // Dragging with the middle button, or with Space held, moves the board.
        view->setZoom(2.0);
        const QPoint middle = view->viewport()->rect().center();
        QPointF seen = view->mapToScene(middle);
        QTest::mousePress(view->viewport(), Qt::MiddleButton, {}, middle);
        QTest::mouseMove(view->viewport(), middle + QPoint(60, 40));
        QTest::mouseRelease(view->viewport(), Qt::MiddleButton, {}, middle + QPoint(60, 40));
        QVERIFY(view->mapToScene(middle).x() < seen.x() - 10);
        QVERIFY(view->mapToScene(middle).y() < seen.y() - 10);
        seen = view->mapToScene(middle);
        QTest::keyPress(view, Qt::Key_Space);
        QTest::mousePress(view->viewport(), Qt::LeftButton, {}, middle);
        QTest::mouseMove(view->viewport(), middle - QPoint(50, 0));
        QTest::mouseRelease(view->viewport(), Qt::LeftButton, {}, middle - QPoint(50, 0));
        QTest::keyRelease(view, Qt::Key_Space);
        QVERIFY(view->mapToScene(middle).x() > seen.x() + 10);

        // 0 fits the board again.
        QTest::keyClick(view, Qt::Key_0);
        QVERIFY(view->followsBoard());
        QVERIFY(qAbs(view->zoom() - fitted) < 1e-6);
    }

    void sandboxTakesALegalDropAndRefusesAnIllegalOne()
    {
        startGame({u"base"_s, u"river-1"_s}, 7);
        SandboxPage *page = sandbox();
        const GameState &before = page->game().state();
        QCOMPARE(before.board().placedCount(), 1); // the source
        QCOMPARE(page->scene()->tileItemCount(), 1);

        QTest::mouseClick(page->findChild<QPushButton *>(u"draw"_s), Qt::LeftButton);
        const int tile = page->heldTile();
        QVERIFY(tile >= 0);
        QVERIFY(page->game().tiles().tile(tile).river);
        std::vector<Placement> legal;
        page->game().state().legalPlacements(tile, legal);
        QVERIFY(!legal.empty());
        QCOMPARE(page->scene()->legalCells().size(), qsizetype(1)); // the source has one open end
        if (!qEnvironmentVariableIsEmpty("KRAJINA_SCREENSHOT_DIR")) {
            // The ghost of the tile under the pointer, at its current rotation.
            const QPointF centre = BoardScene::cellRect(legal.front().x, legal.front().y).center();
            QTest::mouseMove(page->view()->viewport(), viewPointOf(page->view(), centre));
            saveShot(m_panel.get(), u"board-legal.png"_s);
        }

        // An illegal drop: a legal cell, but turned so that the engine refuses it.
        const Placement good = legal.front();
        int badRotation = -1;
        RuleCode expected = RuleCode::Ok;
        for (int r = 0; r < 4 && badRotation < 0; ++r) {
            expected = page->game().state().checkPlacement(tile, {good.x, good.y, r});
            if (expected != RuleCode::Ok)
                badRotation = r;
        }
        QVERIFY(badRotation >= 0);
        turnTo(badRotation);
        clickCell(good.x, good.y);
        QCOMPARE(page->stage(), SandboxPage::Stage::PlaceTile);
        QCOMPARE(page->game().state().board().placedCount(), 1);
        QCOMPARE(page->scene()->tileItemCount(), 1);
        QVERIFY2(page->messageLine()->text().contains(ruleCodeName(expected)), qPrintable(page->messageLine()->text()));
        QCOMPARE(m_panel->messageLine(), page->messageLine());

        // A cell that touches no tile.
        clickCell(good.x + 3, good.y + 3);
        QCOMPARE(page->game().state().board().placedCount(), 1);
        QVERIFY2(page->messageLine()->text().contains(ruleCodeName(RuleCode::PlacementNoNeighbour)),
                 qPrintable(page->messageLine()->text()));

        // The legal drop: the tile shows on the board at once, the follower comes next.
        turnTo(good.rotation);
        clickCell(good.x, good.y);
        QCOMPARE(page->scene()->tileItemCount(), 2);
        if (page->stage() == SandboxPage::Stage::PlaceFollower) {
            QVERIFY(!page->scene()->spots().isEmpty());
            QCOMPARE(page->game().state().board().placedCount(), 1); // not yet played
            QTest::mouseClick(page->findChild<QPushButton *>(u"noFollower"_s), Qt::LeftButton);
        }
        QCOMPARE(page->stage(), SandboxPage::Stage::ChooseTile);
        const Board &board = page->game().state().board();
        QCOMPARE(board.placedCount(), 2);
        QCOMPARE(board.placed(1).x, good.x);
        QCOMPARE(board.placed(1).y, good.y);
        QCOMPARE(page->scene()->tileItemCount(), 2);
        QCOMPARE(page->game().movesPlayed(), 1);
    }

    void sandboxPlacesAFollowerOnASpot()
    {
        startGame({u"base"_s}, 3);
        SandboxPage *page = sandbox();
        QTest::mouseClick(page->findChild<QPushButton *>(u"draw"_s), Qt::LeftButton);
        std::vector<Placement> legal;
        page->game().state().legalPlacements(page->heldTile(), legal);
        QVERIFY(!legal.empty());
        turnTo(legal.front().rotation);
        clickCell(legal.front().x, legal.front().y);
        QCOMPARE(page->stage(), SandboxPage::Stage::PlaceFollower);
        const QList<SpotChoice> spots = page->scene()->spots();
        QVERIFY(!spots.isEmpty());
        saveShot(m_panel.get(), u"board-follower.png"_s);
        int index = -1;
        for (int i = 0; i < spots.size() && index < 0; ++i)
            index = spots.at(i).allowed ? i : -1;
        QVERIFY(index >= 0);
        // Click the spot itself in the view.
        BoardView *view = page->view();
        QTest::mouseClick(view->viewport(), Qt::LeftButton, {}, viewPointOf(view, spots.at(index).scenePos));
        QCOMPARE(page->stage(), SandboxPage::Stage::ChooseTile);
        const Board &board = page->game().state().board();
        QCOMPARE(board.supply(0), FollowersPerPlayer - 1);
        QCOMPARE(page->scene()->followerItemCount(), 1);
        QCOMPARE(board.followers(0)[0].position, spots.at(index).spot.position);
        QCOMPARE(page->game().state().currentPlayer(), 1);

        // Undo takes the move back by replaying the game without it.
        QTest::mouseClick(page->findChild<QPushButton *>(u"undo"_s), Qt::LeftButton);
        QCOMPARE(page->game().state().board().placedCount(), 1);
        QCOMPARE(page->game().state().board().supply(0), FollowersPerPlayer);
        QCOMPARE(page->scene()->followerItemCount(), 0);
        QCOMPARE(page->game().state().currentPlayer(), 0);
    }

    void sandboxBetsOnABookmaker()
    {
        startGame({u"base"_s, u"bets"_s}, 11);
        SandboxPage *page = sandbox();
        const CompiledTileSet &tiles = page->game().tiles();
        int bookmaker = -1;
        for (int t = 0; t < tiles.size() && bookmaker < 0; ++t) {
            std::vector<Placement> legal;
            page->game().state().legalPlacements(t, legal);
            if (tiles.tile(t).bookmaker && !legal.empty())
                bookmaker = t;
        }
        QVERIFY(bookmaker >= 0);
        QVERIFY(page->pickTile(tiles.id(bookmaker)));
        std::vector<Placement> legal;
        page->game().state().legalPlacements(bookmaker, legal);
        turnTo(legal.front().rotation);
        clickCell(legal.front().x, legal.front().y);
        QCOMPARE(page->stage(), SandboxPage::Stage::PlaceFollower);
        // One bet row per player; player 2 bets with their first token.
        QList<QComboBox *> boxes;
        const auto all = page->findChildren<QComboBox *>();
        for (QComboBox *box : all) {
            if (box->property("player").isValid() && box->isVisible())
                boxes << box;
        }
        QCOMPARE(boxes.size(), 2);
        boxes.at(1)->setCurrentIndex(1);
        const int token = boxes.at(1)->currentData().toInt();
        const int supply = page->game().state().tokenSupply(1, token);
        QTest::mouseClick(page->findChild<QPushButton *>(u"noFollower"_s), Qt::LeftButton);
        QCOMPARE(page->stage(), SandboxPage::Stage::ChooseTile);
        QCOMPARE(page->game().state().tokenSupply(1, token), supply - 1);
        QCOMPARE(page->game().state().tokensOn(1), 1);
    }

    void sandboxCropCircleAddsAFarmer()
    {
        startGame({u"base"_s, u"crop-circles-1"_s}, 2);
        SandboxPage *page = sandbox();
        // Player 1 puts a farmer on a field.
        QVERIFY(page->pickTile(u"base/L"_s));
        std::vector<Placement> legal;
        page->game().state().legalPlacements(page->heldTile(), legal);
        QVERIFY(!legal.empty());
        turnTo(legal.front().rotation);
        clickCell(legal.front().x, legal.front().y);
        QCOMPARE(page->stage(), SandboxPage::Stage::PlaceFollower);
        int farmerSpot = -1;
        for (int i = 0; i < page->scene()->spots().size(); ++i) {
            if (page->scene()->spots().at(i).kind == SegmentKind::Field)
                farmerSpot = i;
        }
        QVERIFY(farmerSpot >= 0);
        QVERIFY(page->placeFollower(farmerSpot));
        QCOMPARE(page->game().state().board().supply(0), FollowersPerPlayer - 1);

        // Player 2 lays a field crop circle; player 1 adds a farmer beside the first.
        QVERIFY(page->pickTile(u"crop-circles-1/CR"_s));
        legal.clear();
        page->game().state().legalPlacements(page->heldTile(), legal);
        QVERIFY(!legal.empty());
        turnTo(legal.front().rotation);
        clickCell(legal.front().x, legal.front().y);
        QCOMPARE(page->stage(), SandboxPage::Stage::PlaceFollower);
        QList<QComboBox *> picks;
        const auto boxes = page->findChildren<QComboBox *>();
        for (QComboBox *box : boxes) {
            if (box->property("player").isValid() && box->isVisible())
                picks << box;
        }
        QCOMPARE(picks.size(), 1); // only player 1 has a farmer
        QCOMPARE(picks.first()->property("player").toInt(), 0);
        QCOMPARE(picks.first()->count(), 2); // skip, or the farmer
        picks.first()->setCurrentIndex(1);
        QTest::mouseClick(page->findChild<QPushButton *>(u"noFollower"_s), Qt::LeftButton);
        QCOMPARE(page->stage(), SandboxPage::Stage::ChooseTile);
        QCOMPARE(page->game().state().board().supply(0), FollowersPerPlayer - 2);
        QCOMPARE(page->scene()->followerItemCount(), 2);
        QVERIFY2(page->messageLine()->text().contains(u"Crop circle"_s), qPrintable(page->messageLine()->text()));
    }

    void sandboxRecordRoundTrips()
    {
        startGame({u"base"_s, u"river-1"_s}, 5);
        SandboxPage *page = sandbox();
        QTest::mouseClick(page->findChild<QPushButton *>(u"playRiver"_s), Qt::LeftButton);
        QVERIFY(!page->game().state().riverPending());
        for (int i = 0; i < 3; ++i)
            playOneTile();
        // One follower too, so the record carries one.
        QTest::mouseClick(page->findChild<QPushButton *>(u"draw"_s), Qt::LeftButton);
        std::vector<Placement> legal;
        page->game().state().legalPlacements(page->heldTile(), legal);
        turnTo(legal.front().rotation);
        clickCell(legal.front().x, legal.front().y);
        if (page->stage() == SandboxPage::Stage::PlaceFollower) {
            const QList<SpotChoice> spots = page->scene()->spots();
            for (int i = 0; i < spots.size() && page->stage() == SandboxPage::Stage::PlaceFollower; ++i) {
                if (spots.at(i).allowed)
                    page->placeFollower(i);
            }
        }
        QCOMPARE(page->stage(), SandboxPage::Stage::ChooseTile);
        const QStringList played = boardSummary(page->game().state().board());
        saveShot(m_panel.get(), u"board-sandbox.png"_s);

        QTemporaryDir dir;
        QVERIFY(dir.isValid());
        const QString path = dir.filePath(u"game.json"_s);
        QString error;
        QVERIFY2(page->saveRecord(path, &error), qPrintable(error));

        // The file is a game record the engine replays without a refusal.
        QFile file(path);
        QVERIFY(file.open(QIODevice::ReadOnly));
        const std::optional<GameRecord> record = GameRecord::parse(file.readAll(), &error);
        QVERIFY2(record, qPrintable(error));
        QCOMPARE(record->rules.expansions, QStringList({u"base"_s, u"river-1"_s}));
        QCOMPARE(record->seed, quint64(5));
        Replay replay;
        QVERIFY2(replayRecord(*record, m_document->catalogue(), replay, &error), qPrintable(error));
        QCOMPARE(replay.refused, 0);

        // A second panel loads it into the same game.
        BoardPanel other(m_document.get());
        QVERIFY2(other.sandboxPage()->loadRecord(path, &error), qPrintable(error));
        QCOMPARE(boardSummary(other.sandboxPage()->game().state().board()), played);
        QCOMPARE(other.sandboxPage()->scene()->tileItemCount(), page->game().state().board().placedCount());
        QCOMPARE(other.sandboxPage()->setupWidget()->checkedExpansions(), QStringList({u"base"_s, u"river-1"_s}));
        QCOMPARE(other.sandboxPage()->game().state().currentPlayer(), page->game().state().currentPlayer());

        // A broken record is refused with its place named, and the loaded game stays.
        const QString broken = dir.filePath(u"broken.json"_s);
        QFile out(broken);
        QVERIFY(out.open(QIODevice::WriteOnly));
        out.write("{\"catalogue\": \"builtin\", \"expansions\": [\"base\"],\n \"players\": 2, \"seed\": 1,\n"
                  " \"moves\": [{\"tile\": \"base/CRr\", \"at\": [1]}]}\n");
        out.close();
        QVERIFY(!other.sandboxPage()->loadRecord(broken, &error));
        QVERIFY2(error.contains(u"broken.json"_s) && error.contains(u"line"_s), qPrintable(error));
        QCOMPARE(boardSummary(other.sandboxPage()->game().state().board()), played);
    }

    // File > Open Game Record opens a JCloisterZone saved game as the record it converts to.
    void opensAJCloisterZoneSavedGame()
    {
        BoardPanel panel(m_document.get());
        SandboxPage *page = panel.sandboxPage();
        const QString games = QStringLiteral(KRAJINA_SOURCE_DIR "/tests/app/data/jcz-games/");
        QString error;
        QVERIFY2(page->loadRecord(games + u"base-game.jcz"_s, &error), qPrintable(error));
        const Board &board = page->game().state().board();
        QCOMPARE(board.placedCount(), 6);
        QCOMPARE(page->scene()->tileItemCount(), 6);
        QCOMPARE(page->setupWidget()->checkedExpansions(), QStringList({u"base"_s}));
        // The road (3) and the city (4) closed during play; the open features score at the end.
        QCOMPARE(board.score(0), 7);
        QCOMPARE(board.score(1), 0);

        // A game with what Krajina lacks is refused by name, and the loaded game stays.
        QVERIFY(!page->loadRecord(games + u"inns-and-cathedrals.jcz"_s, &error));
        QVERIFY2(error.contains(u"inns-and-cathedrals.jcz"_s) && error.contains(u"big-follower"_s), qPrintable(error));
        QCOMPARE(page->game().state().board().placedCount(), 6);
    }

    void playRiverLaysTheWholeRiver()
    {
        startGame({u"base"_s, u"river-1"_s}, 1);
        SandboxPage *page = sandbox();
        QVERIFY(page->playRiver());
        const GameState &state = page->game().state();
        QVERIFY(!state.riverPending());
        QCOMPARE(state.riverTilesPlaced() + state.riverSetAside(), state.riverTiles());
        QCOMPARE(page->scene()->tileItemCount(), state.board().placedCount());
        QVERIFY(state.board().placedCount() >= 10);

        if (!qEnvironmentVariableIsEmpty("KRAJINA_SCREENSHOT_DIR")) {
            m_panel->resize(1000, 620);
            page->view()->fitToView();
            saveShot(m_panel.get(), u"board-river.png"_s);
            page->findChild<QCheckBox *>(u"tints"_s)->setChecked(true);
            saveShot(m_panel.get(), u"board-river-tinted.png"_s);
            m_panel->resize(640, 420);
            page->view()->fitToView();
            saveShot(m_panel.get(), u"board-river-small.png"_s);
        }
    }

    void playRiverLaysTheAnniversaryRiver()
    {
        startGame({u"base"_s, u"river-20"_s}, 4);
        SandboxPage *page = sandbox();
        QVERIFY(page->playRiver());
        const GameState &state = page->game().state();
        QVERIFY(!state.riverPending());
        QCOMPARE(page->scene()->tileItemCount(), state.board().placedCount());
        saveShot(m_panel.get(), u"board-river-20.png"_s);
    }

    void simulationMatchesTheSimulator()
    {
        // The page runs Simulator::run on a pool thread: its figures are those of a direct run.
        m_panel->setMode(BoardPanel::Mode::Simulate);
        SimulatePage *page = m_panel->simulatePage();
        auto *carcassonne = qobject_cast<CarcassonneSimulationSetup *>(page->setup(u"carcassonne"_s));
        QVERIFY(carcassonne);
        carcassonne->setupWidget()->setCheckedExpansions({u"base"_s, u"river-1"_s});
        carcassonne->setupWidget()->setSeed(9);
        page->gamesBox()->setValue(60);
        QSignalSpy finished(page, &SimulatePage::finished);
        QTest::mouseClick(page->findChild<QPushButton *>(u"run"_s), Qt::LeftButton);
        QVERIFY(finished.wait(120000));
        QCOMPARE(page->progressBar()->value(), 60);

        GameSetup setup;
        RuleSet rules;
        rules.expansions = QStringList {u"base"_s, u"river-1"_s};
        QVERIFY(GameSetup::fromCatalogue(m_document->catalogue(), rules, 2, setup).isEmpty());
        const SimulationReport direct = Simulator::run(setup, {60, 9});
        const auto *run = dynamic_cast<const CarcassonneSimulation *>(page->result(u"carcassonne"_s));
        QVERIFY(run);
        const SimulationReport shown = run->report();
        QCOMPARE(shown.games, 60);
        QCOMPARE(shown.completed, direct.completed);
        QCOMPARE(shown.stuck, direct.stuck);
        QCOMPARE(shown.scoreMin, direct.scoreMin);
        QCOMPARE(shown.scoreMax, direct.scoreMax);
        QCOMPARE(shown.setAside, direct.setAside);
        QVERIFY(std::abs(shown.scoreMean - direct.scoreMean) < 1e-9);
        QVERIFY(std::abs(shown.scoreStddev - direct.scoreStddev) < 1e-6);

        saveShot(m_panel.get(), u"board-simulate.png"_s);
        QTableWidget *table = page->reportTable();
        QVERIFY(table->rowCount() >= 8);
        QCOMPARE(table->item(0, 1)->text(), QLocale().toString(60));
    }

    void simulationCanBeCancelled()
    {
        SimulatePage *page = m_panel->simulatePage();
        qobject_cast<CarcassonneSimulationSetup *>(page->setup(u"carcassonne"_s))
            ->setupWidget()
            ->setCheckedExpansions({u"base"_s});
        page->gamesBox()->setValue(1'000'000);
        QSignalSpy finished(page, &SimulatePage::finished);
        QVERIFY(page->run());
        QVERIFY(page->isRunning());
        QTest::mouseClick(page->findChild<QPushButton *>(u"cancel"_s), Qt::LeftButton);
        QVERIFY(finished.wait(120000));
        QVERIFY(!page->isRunning());
        QVERIFY(page->runner()->wasCancelled());
        QVERIFY(page->result()->gamesPlayed() < 1'000'000);
    }
};

QTEST_MAIN(TestBoardPanel)
#include "tst_boardpanel.moc"
