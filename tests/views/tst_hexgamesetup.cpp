// SPDX-FileCopyrightText: 2026 Krajina contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "boarddock/boardpanel.h"
#include "catalogue/catalogueio.h"
#include "document/cataloguedocument.h"
#include "engine/dosrios/gamerecord.h"
#include "hex/board.h"
#include "hex/routing.h"
#include "hexboard/hexboardpage.h"
#include "hexboard/hexgamepage.h"
#include "hexboard/hexgameview.h"
#include "languagemanager.h"
#include "mainwindow.h"
#include "rules/rulebookpanel.h"
#include "simulation/hexheatmapview.h"
#include "startupoptions.h"

#include <QComboBox>
#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QLabel>
#include <QPainter>
#include <QPushButton>
#include <QSpinBox>
#include <QStandardPaths>
#include <QTabWidget>
#include <QTemporaryDir>
#include <QTest>
#include <QToolButton>

using namespace Krajina;
using namespace Qt::StringLiterals;

// A new Dos Rios game on the Play page: on the board laid out on the Board
// page (its tiles moved and turned, a dam put) or on the one the seed lays,
// with the start player drawn or chosen; the record of a game on a laid board
// keeps that board, and reopens on it.
class TestHexGameSetUp : public QObject
{
    Q_OBJECT
private:
    std::unique_ptr<CatalogueDocument> m_document;
    std::unique_ptr<HexBoardPage> m_board;
    std::unique_ptr<HexGamePage> m_page;

    QString status() const { return m_page->statusLine()->text(); }

    // Lays out a board on the Board page: a layout from seed 5, two tiles swapped, one turned, a dam on Rio
    // Grande's course. Returns the dam.
    DosRios::HexSide layOutABoard()
    {
        m_board->newLayout(5);
        m_board->swapSlots(0, 7);
        m_board->turnSlot(3);
        const DosRios::Board &board = m_document->dosRiosBoard();
        const DosRios::RiverRouter router(board);
        const DosRios::RiverCourse &course = m_board->routing().rivers[0];
        for (std::size_t i = 1; i + 1 < course.cells.size(); ++i) {
            for (const DosRios::Side side : {DosRios::Side::S, DosRios::Side::SW, DosRios::Side::SE}) {
                const DosRios::HexSide dam {board.cells[course.cells[i]].at, side};
                if (router.canDam(dam) == DosRios::DamVerdict::Ok) {
                    m_board->toggleDam(dam);
                    return DosRios::normalised(dam);
                }
            }
        }
        return {};
    }

private Q_SLOTS:
    void initTestCase() { QStandardPaths::setTestModeEnabled(true); }

    void init()
    {
        QFile::remove(HexGamePage::lastGamePath());
        m_document = std::make_unique<CatalogueDocument>(bundledCatalogue());
        m_board = std::make_unique<HexBoardPage>();
        m_board->setDocument(m_document.get());
        m_page = std::make_unique<HexGamePage>();
        m_page->setDocument(m_document.get());
        m_page->resize(1100, 720);
        m_page->show();
        QVERIFY(QTest::qWaitForWindowExposed(m_page.get()));
    }

    void cleanup()
    {
        m_page.reset();
        m_board.reset();
        m_document.reset();
        LanguageManager::instance().setLanguage(u"en"_s);
    }

    void aGameIsPlayedOnTheBoardLaidOut()
    {
        const DosRios::HexSide dam = layOutABoard();
        QVERIFY(m_document->dosRiosBoard().dams.contains(dam));
        const DosRios::Board laid = m_document->dosRiosBoard();
        QCOMPARE(laid.placements[0].tile, DosRios::randomPlacements(bundledCatalogue().dosRios, 5)[7].tile);

        // New Game with "This layout" and player 3 to start, as a player chooses them.
        auto *players = m_page->findChild<QSpinBox *>(u"gamePlayers"_s);
        players->setValue(3);
        auto *source = m_page->findChild<QComboBox *>(u"gameBoard"_s);
        source->setCurrentIndex(source->findText(u"This layout"_s));
        QCOMPARE(m_page->boardSource(), HexGamePage::BoardSource::Layout);
        auto *start = m_page->findChild<QComboBox *>(u"gameStartPlayer"_s);
        QCOMPARE(start->count(), 4); // drawn, players 1 to 3
        start->setCurrentIndex(start->findText(u"Player 3"_s));
        m_page->findChild<QPushButton *>(u"gameNew"_s)->click();
        QVERIFY2(status().startsWith(u"A new game on the Board page's layout for 3 players"_s), qPrintable(status()));
        QVERIFY2(status().contains(u"Player 3 places first"_s), qPrintable(status()));

        // The game's board is the one laid out: the tiles in their slots, turned as laid, with the dam.
        const DosRios::GameState &state = m_page->state();
        QCOMPARE(state.board().placements, laid.placements);
        QCOMPARE(state.board().cells, laid.cells);
        QVERIFY(state.board().dams.contains(dam));
        QVERIFY(std::find(state.dams().begin(), state.dams().end(), dam) != state.dams().end());
        QCOMPARE(state.startPlayer(), 2);
        QCOMPARE(state.currentPlayer(), 2);
        QVERIFY(state.board().placements != DosRios::randomPlacements(bundledCatalogue().dosRios, 1));

        // The record keeps the board; reopened with "From the seed" chosen, the game is on that board still.
        int inner = 0;
        while (!state.isInner(inner))
            ++inner;
        QVERIFY(m_page->placeFarmer(inner));
        QTemporaryDir dir;
        const QString path = dir.filePath(u"laid.json"_s);
        QString error;
        QVERIFY2(m_page->saveRecord(path, &error), qPrintable(error));
        QFile saved(path);
        QVERIFY(saved.open(QIODevice::ReadOnly));
        const QJsonObject record = QJsonDocument::fromJson(saved.readAll()).object();
        const QJsonObject layout = record.value(u"layout").toObject();
        QCOMPARE(layout.value(u"slots").toArray().size(), laid.placements.size());
        QCOMPARE(layout.value(u"dams").toArray().size(), 1);
        QCOMPARE(record.value(u"startPlayer").toInt(), 2);

        m_page->setBoardSource(HexGamePage::BoardSource::Seed);
        m_page->setStartPlayer(-1);
        QVERIFY(m_page->newGame(1, 2));
        QCOMPARE(m_page->state().board().placements, DosRios::randomPlacements(bundledCatalogue().dosRios, 1));
        QVERIFY(m_page->state().dams().empty());
        QVERIFY2(m_page->loadRecord(path, &error), qPrintable(error));
        QCOMPARE(m_page->state().board().placements, laid.placements);
        QVERIFY(m_page->state().board().dams.contains(dam));
        QCOMPARE(m_page->startPlayer(), 2);

        // The engine's reader replays it on the same board.
        const std::optional<DosRios::GameRecord> parsed
            = DosRios::GameRecord::parse(QJsonDocument(record).toJson(), &error);
        QVERIFY2(parsed, qPrintable(error));
        DosRios::Replay replay;
        QVERIFY2(DosRios::replayRecord(bundledCatalogue().dosRios, *parsed, replay, &error), qPrintable(error));
        QCOMPARE(replay.state.board().placements, laid.placements);
        QCOMPARE(replay.refused, 0);
    }

    void aLayoutThatDoesNotFitThePiecesIsRefused()
    {
        // A record naming a tile the pieces lack: refused with the place in the record.
        const QByteArray text = R"({"game": "dos-rios", "players": 2, "seed": 3,
  "layout": {"slots": [{"slot": 0, "tile": "dos-rios/land-99", "turn": 0}], "dams": []},
  "moves": []})";
        QString error;
        const std::optional<DosRios::GameRecord> record = DosRios::GameRecord::parse(text, &error);
        QVERIFY2(record, qPrintable(error));
        QVERIFY(record->hasLayout);
        QVERIFY(!m_page->playRecord(*record, &error));
        QVERIFY2(error.startsWith(u"line 2: layout.slots"_s), qPrintable(error));
        QVERIFY2(error.contains(u"land-99"_s), qPrintable(error));
    }

    void noLayoutOnTheBoardPageIsSaid()
    {
        CatalogueDocument empty(bundledCatalogue());
        HexGamePage page;
        page.setDocument(&empty); // the Board page never laid a board out in this document
        page.setBoardSource(HexGamePage::BoardSource::Layout);
        QVERIFY(!page.newGame(4, 2));
        QVERIFY2(page.statusLine()->text().startsWith(u"The Board page has no layout"_s),
                 qPrintable(page.statusLine()->text()));
    }

    void enterInTheSeedFieldLaysItsLayout()
    {
        auto *seed = m_board->findChild<QSpinBox *>(u"hexSeed"_s);
        m_board->show();
        seed->setFocus();
        seed->selectAll();
        QTest::keyClicks(seed, u"42"_s);
        QVERIFY(m_document->dosRiosBoard().seed != 42u); // typing alone lays nothing
        QTest::keyClick(seed, Qt::Key_Return);
        QCOMPARE(m_document->dosRiosBoard().seed, std::optional<std::uint64_t>(42));
        QCOMPARE(m_document->dosRiosBoard().placements, DosRios::randomPlacements(bundledCatalogue().dosRios, 42));
        QVERIFY(m_document->isModified()); // laying a layout is an edit (an undo step)
    }

    void showingABoardFromTheCommandLineModifiesNothing()
    {
        // A dam the board of seed 9 can take, and one it cannot (twice the same).
        DosRios::Board board;
        const DosRios::PieceSet &pieces = bundledCatalogue().dosRios;
        QVERIFY(DosRios::assembleBoard(pieces, DosRios::randomPlacements(pieces, 9), board).isEmpty());
        const DosRios::RiverRouter router(board);
        DosRios::Routing routing;
        router.route(routing);
        std::optional<DosRios::HexSide> dam;
        for (std::size_t i = 1; i + 1 < routing.rivers[0].cells.size() && !dam; ++i) {
            const DosRios::HexSide side {board.cells[routing.rivers[0].cells[i]].at, DosRios::Side::S};
            if (router.canDam(side) == DosRios::DamVerdict::Ok)
                dam = side;
        }
        QVERIFY(dam);
        const QString text = u"%1,%2,S"_s.arg(dam->hex.q).arg(dam->hex.r);

        StartupOptions options;
        options.dosRiosSeed = u"9"_s;
        options.dosRiosDams = {text};
        MainWindow window;
        options.prepare(window);
        QVERIFY(!window.document()->isModified());
        QVERIFY(!window.isWindowModified());
        QCOMPARE(window.document()->dosRiosBoard().seed, std::optional<std::uint64_t>(9));
        QVERIFY(window.document()->dosRiosBoard().dams.contains(DosRios::normalised(*dam)));
        QCOMPARE(window.boardPanel()->mode(), BoardPanel::Mode::DosRios);

        // The same dam twice: the second is refused and said.
        QVERIFY(!window.boardPanel()->hexBoardPage()->showLayout(9, {*dam, *dam}));
        QVERIFY2(window.boardPanel()->hexBoardPage()->statusLine()->text().startsWith(u"No dam at"_s),
                 qPrintable(window.boardPanel()->hexBoardPage()->statusLine()->text()));
        QVERIFY(!window.document()->isModified());
    }

    void theLandTilesAreOutlined()
    {
        // The game's board shows the land tiles' slots as the Board page does (their outlines drawn).
        QVERIFY(m_page->newGame(2, 2));
        HexGameView *view = m_page->view();
        QVERIFY2(view->width() > 300 && view->height() > 300,
                 qPrintable(u"%1x%2"_s.arg(view->width()).arg(view->height())));
        const QImage withOutlines = view->grab().toImage();
        view->setGame(&m_page->state());
        QVERIFY(view->grab().toImage() != withOutlines);
    }

    void theRulebookButtonOpensTheDosRiosRules()
    {
        MainWindow window;
        window.boardPanel()->showDosRiosGame();
        auto *rulebook = window.boardPanel()->hexGamePage()->findChild<QToolButton *>(u"gameRulebook"_s);
        QVERIFY(rulebook);
        QCOMPARE(rulebook->text(), u"Rulebook"_s);
        QVERIFY(window.centralTabs()->currentWidget() != window.rulebookPanel());
        rulebook->click();
        QCOMPARE(window.centralTabs()->currentWidget(), window.rulebookPanel());
        QComboBox *pages = window.rulebookPanel()->pageChooser();
        QCOMPARE(pages->currentData().toString(), u"dos-rios"_s);
    }

    void theHeatMapIsDrawnOverANeutralBoard()
    {
        // Two layouts: the simulator's games lay their own, so the heat map's board shows neither.
        const DosRios::PieceSet &pieces = bundledCatalogue().dosRios;
        QList<QImage> pictures;
        for (const std::uint64_t seed : {1u, 2u}) {
            DosRios::Board board;
            QVERIFY(DosRios::assembleBoard(pieces, DosRios::randomPlacements(pieces, seed), board).isEmpty());
            HexHeatMapView heat;
            heat.setBoard(board);
            QImage picture(600, 500, QImage::Format_ARGB32);
            QPainter painter(&picture);
            heat.paint(painter, picture.size(), u"dos-rios-watered"_s);
            painter.end();
            pictures << picture;
        }
        QCOMPARE(pictures[0], pictures[1]);
    }

    void theSetUpIsInCzech()
    {
        QVERIFY(LanguageManager::instance().setLanguage(u"cs"_s));
        auto *source = m_page->findChild<QComboBox *>(u"gameBoard"_s);
        QTRY_COMPARE(source->itemText(1), u"Toto rozložení"_s); // the language change is posted
        auto *start = m_page->findChild<QComboBox *>(u"gameStartPlayer"_s);
        QCOMPARE(start->itemText(0), u"Losem"_s);
        QCOMPARE(start->itemText(1), u"Hráč 1"_s);
    }
};

QTEST_MAIN(TestHexGameSetUp)
#include "tst_hexgamesetup.moc"
