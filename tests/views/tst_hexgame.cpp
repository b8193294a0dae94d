// SPDX-FileCopyrightText: 2026 Krajina contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "boarddock/boardpanel.h"
#include "catalogue/catalogueio.h"
#include "document/cataloguedocument.h"
#include "engine/dosrios/gamerecord.h"
#include "hexboard/dosriosrulesbutton.h"
#include "hexboard/hexboardpage.h"
#include "hexboard/hexgamepage.h"
#include "hexboard/hexgameview.h"
#include "languagemanager.h"
#include "mainwindow.h"

#include <QAction>
#include <QApplication>
#include <QContextMenuEvent>
#include <QFile>
#include <QLabel>
#include <QMenu>
#include <QMessageBox>
#include <QPushButton>
#include <QRegularExpression>
#include <QSignalSpy>
#include <QStandardPaths>
#include <QTabWidget>
#include <QTemporaryDir>
#include <QTest>
#include <QTimer>
#include <QToolButton>
#include <QUndoStack>

using namespace Krajina;
using namespace Qt::StringLiterals;
using DosRios::Action;
using DosRios::Phase;
using DosRios::RuleCode;

// A game of Dos Rios played by hand on the preview board's Play page: farmers
// placed and moved with real mouse drags and clicks on the view, dams by a
// click on a side, keys for building, undo and redo; a refused move gives the
// engine's sentence on the status line and changes nothing.
class TestHexGame : public QObject
{
    Q_OBJECT
private:
    std::unique_ptr<CatalogueDocument> m_document;
    std::unique_ptr<HexGamePage> m_page;

    HexGameView *view() const { return m_page->view(); }
    const DosRios::GameState &state() const { return m_page->state(); }
    QString status() const { return m_page->statusLine()->text(); }

    QPoint pointOf(int place) const { return view()->placePoint(place).toPoint(); }

    void drag(QPoint from, QPoint to, Qt::KeyboardModifiers modifiers = {})
    {
        QTest::mousePress(view(), Qt::LeftButton, modifiers, from);
        QTest::mouseMove(view(), (from + to) / 2);
        QTest::mouseMove(view(), to);
        QTest::mouseRelease(view(), Qt::LeftButton, modifiers, to);
    }

    // The unoccupied inner hexes, in cell order.
    QList<int> freeInnerHexes() const
    {
        QList<int> cells;
        for (int c = 0; c < state().cellCount(); ++c) {
            bool free = state().isInner(c);
            for (int p = 0; p < state().players() && free; ++p)
                free = state().farmersAt(c, p) == 0;
            if (free)
                cells << c;
        }
        return cells;
    }

    // Places every farmer of the set-up: by drags from the tray and by clicks, alternately.
    void playTheSetUp()
    {
        int placed = 0;
        while (state().phase() == Phase::SetUp) {
            const int player = state().currentPlayer();
            const int left = state().farmersToPlace(player);
            // Spread out: every fifth free hex.
            const QList<int> free = freeInnerHexes();
            const int target = free[(placed * 5) % free.size()];
            if (placed % 2 == 0)
                drag(view()->trayRect().center().toPoint(), pointOf(target));
            else
                QTest::mouseClick(view(), Qt::LeftButton, {}, pointOf(target));
            QCOMPARE(state().farmersAt(target, player), 1);
            QCOMPARE(state().farmersToPlace(player), left - 1);
            ++placed;
        }
        QCOMPARE(placed, 2 * DosRios::FarmersPlacedAtSetUp);
        QCOMPARE(state().phase(), Phase::Play);
    }

    // A farmer of the player to move and a place one step away it may go to.
    std::pair<int, int> legalStep() const
    {
        const int player = state().currentPlayer();
        for (const int from : state().farmerPlaces(player)) {
            if (from < 0 || from == state().cityCell())
                continue;
            for (const std::int16_t to : state().steps(from)) {
                Action move;
                move.kind = Action::Kind::Move;
                move.from = from;
                move.to = to;
                if (state().isInner(to) && state().check(move) == RuleCode::Ok)
                    return {from, int(to)};
            }
        }
        return {-1, -1};
    }

    std::array<std::int16_t, 6> farmers(int player) const { return state().farmerPlaces(player); }

    // Clicks `button` of the next modal question once it is shown; *seen gets its text.
    static void answerNextQuestion(QMessageBox::StandardButton button, QString *seen, int tries = 200)
    {
        QTimer::singleShot(10, qApp, [button, seen, tries] {
            auto *box = qobject_cast<QMessageBox *>(QApplication::activeModalWidget());
            if (!box) {
                if (tries > 0)
                    answerNextQuestion(button, seen, tries - 1);
                return;
            }
            *seen = box->objectName() + u": "_s + box->text();
            box->button(button)->click();
        });
    }

private Q_SLOTS:
    void initTestCase() { QStandardPaths::setTestModeEnabled(true); }

    void init()
    {
        QFile::remove(HexGamePage::lastGamePath());
        m_document = std::make_unique<CatalogueDocument>(bundledCatalogue());
        m_page = std::make_unique<HexGamePage>();
        m_page->setDocument(m_document.get());
        m_page->resize(1100, 720);
        m_page->show();
        QVERIFY(QTest::qWaitForWindowExposed(m_page.get()));
        QVERIFY(m_page->newGame(7, 2));
        QCOMPARE(state().phase(), Phase::SetUp);
        QCOMPARE(state().display().size(), std::size_t(3)); // players + 1 face up
    }

    void cleanup()
    {
        m_page.reset();
        m_document.reset();
        LanguageManager::instance().setLanguage(u"en"_s);
    }

    void theSetUpIsPlayedByDragsAndClicks()
    {
        // A refused placement first: a mountain is no inner hex.
        int mountain = -1;
        for (int c = 0; c < state().cellCount() && mountain < 0; ++c) {
            if (state().terrain(c) == DosRios::Terrain::Mountain)
                mountain = c;
        }
        QVERIFY(mountain >= 0);
        const int player = state().currentPlayer();
        drag(view()->trayRect().center().toPoint(), view()->hexCentre(state().hexOf(mountain)).toPoint());
        // The sentence first; the rule's id only in the tool tip.
        QCOMPARE(status(), u"Refused: %1"_s.arg(DosRios::ruleCodeSummary(RuleCode::PlaceNotInner)));
        QVERIFY(!status().contains(u"dosrios."_s));
        QVERIFY2(m_page->statusLine()->toolTip().contains(u"dosrios.place.notInner"_s),
                 qPrintable(m_page->statusLine()->toolTip()));
        QCOMPARE(state().farmersToPlace(player), DosRios::FarmersPlacedAtSetUp);
        QCOMPARE(m_page->history().movesPlayed(), 0);

        playTheSetUp();
        QCOMPARE(m_page->history().movesPlayed(), 6);
        QVERIFY2(m_page->turnLine()->text().contains(u"Movement points left: 6 of 6"_s),
                 qPrintable(m_page->turnLine()->text()));
        // Three farmers of each player in the city, three on the board.
        for (int p = 0; p < 2; ++p)
            QCOMPARE(state().farmersAt(state().cityCell(), p), 3);
    }

    void aFarmerIsDraggedAndARefusedMoveChangesNothing()
    {
        playTheSetUp();
        const int player = state().currentPlayer();
        const auto [from, to] = legalStep();
        QVERIFY(from >= 0);
        drag(pointOf(from), pointOf(to));
        QCOMPARE(state().farmersAt(to, player), 1);
        QCOMPARE(state().movementLeft(), 5);
        QVERIFY2(
            status().contains(u"moved a farmer from %1 to %2"_s.arg(m_page->placeName(from), m_page->placeName(to))),
            qPrintable(status()));

        // A hex two steps away: refused, with the rule's sentence, and nothing moves.
        int far = -1;
        for (int c = 0; c < state().cellCount() && far < 0; ++c) {
            Action move;
            move.kind = Action::Kind::Move;
            move.from = to;
            move.to = c;
            if (c != to && state().isInner(c) && state().check(move) == RuleCode::MoveNotAdjacent)
                far = c;
        }
        QVERIFY(far >= 0);
        const auto before = farmers(player);
        const int moves = m_page->history().movesPlayed();
        drag(pointOf(to), pointOf(far));
        QCOMPARE(status(), u"Refused: %1"_s.arg(DosRios::ruleCodeSummary(RuleCode::MoveNotAdjacent)));
        QCOMPARE(farmers(player), before);
        QCOMPARE(state().movementLeft(), 5);
        QCOMPARE(m_page->history().movesPlayed(), moves);

        // Into a lake: impassable.
        int lake = -1;
        for (int c = 0; c < state().cellCount() && lake < 0; ++c) {
            if (state().terrain(c) == DosRios::Terrain::Lake)
                lake = c;
        }
        QVERIFY(lake >= 0);
        drag(pointOf(to), view()->hexCentre(state().hexOf(lake)).toPoint());
        QCOMPARE(status(), u"Refused: %1"_s.arg(DosRios::ruleCodeSummary(RuleCode::MoveImpassable)));
        QCOMPARE(farmers(player), before);
    }

    void undoAndRedoWithTheKeysAndTheButtons()
    {
        playTheSetUp();
        const int player = state().currentPlayer();
        const auto start = farmers(player);
        const auto [from, to] = legalStep();
        QVERIFY(from >= 0);
        drag(pointOf(from), pointOf(to));
        const auto moved = farmers(player);
        QVERIFY(moved != start);
        QCOMPARE(m_page->history().movesPlayed(), 7);

        view()->setFocus();
        QTest::keyClick(view(), Qt::Key_Z, Qt::ControlModifier);
        QCOMPARE(farmers(player), start);
        QCOMPARE(state().movementLeft(), 6);
        QCOMPARE(m_page->history().movesPlayed(), 6);
        QVERIFY2(status().startsWith(u"Took back: Player %1 moved a farmer"_s.arg(player + 1)), qPrintable(status()));
        QTest::keyClick(view(), Qt::Key_Z, Qt::ControlModifier | Qt::ShiftModifier);
        QCOMPARE(farmers(player), moved);
        QCOMPARE(state().movementLeft(), 5);
        QVERIFY(status().startsWith(u"Played again: "_s));

        // The buttons; undo through the whole set-up and back.
        auto *undo = m_page->findChild<QToolButton *>(u"gameUndo"_s);
        auto *redo = m_page->findChild<QToolButton *>(u"gameRedo"_s);
        QVERIFY(!redo->isEnabled());
        for (int i = 0; i < 7; ++i)
            undo->click();
        QVERIFY(!undo->isEnabled());
        QCOMPARE(state().phase(), Phase::SetUp);
        QCOMPARE(state().farmersToPlace(state().currentPlayer()), DosRios::FarmersPlacedAtSetUp);
        for (int i = 0; i < 7; ++i)
            redo->click();
        QCOMPARE(farmers(player), moved);
        QCOMPARE(state().phase(), Phase::Play);

        // A new move drops what could be redone.
        undo->click();
        QVERIFY(redo->isEnabled());
        m_page->passCard();
        QVERIFY(!redo->isEnabled());
    }

    void buildDamScoreAndPass()
    {
        playTheSetUp();
        const int player = state().currentPlayer();
        // No money at the start: a farm is refused (the F key on the hex with the cursor).
        int own = -1;
        for (const int at : state().farmerPlaces(player)) {
            if (at >= 0 && state().isInner(at))
                own = at;
        }
        QVERIFY(own >= 0);
        view()->setFocus();
        view()->setCurrentHex(state().hexOf(own));
        QTest::keyClick(view(), Qt::Key_F);
        QCOMPARE(status(), u"Refused: %1"_s.arg(DosRios::ruleCodeSummary(RuleCode::BuildMoney)));
        QCOMPARE(state().buildingAt(own), DosRios::Building::None);

        // A dam by a click on a side of a hex with an own farmer.
        std::optional<DosRios::HexSide> side;
        for (const int at : state().farmerPlaces(player)) {
            for (int s = 0; at >= 0 && state().isInner(at) && s < DosRios::SideCount && !side; ++s) {
                Action dam;
                dam.kind = Action::Kind::Dam;
                dam.side = {state().hexOf(at), DosRios::Side(s)};
                if (state().check(dam) == RuleCode::Ok)
                    side = dam.side;
            }
        }
        QVERIFY(side);
        const int wood = state().player(player).wood;
        QTest::mouseClick(view(), Qt::LeftButton, {}, view()->sidePoint(*side).toPoint());
        QCOMPARE(state().dams().size(), std::size_t(1));
        QCOMPARE(state().dams().front(), DosRios::normalised(*side));
        QCOMPARE(state().player(player).wood, wood - 1);
        QVERIFY2(status().contains(u"dammed"_s), qPrintable(status()));
        // The same side again: refused.
        QTest::mouseClick(view(), Qt::LeftButton, {}, view()->sidePoint(*side).toPoint());
        QCOMPARE(status(), u"Refused: %1"_s.arg(DosRios::ruleCodeSummary(RuleCode::DamAlreadyDammed)));
        QCOMPARE(state().player(player).wood, wood - 1);

        // Score the first card with the button: the turn passes and a card is drawn.
        const int first = state().display().front();
        const int deck = state().deckSize();
        m_page->findChild<QPushButton *>(u"gameScore"_s)->click();
        QCOMPARE(state().currentPlayer(), 1 - player);
        QVERIFY(std::find(state().display().begin(), state().display().end(), first) == state().display().end()
                || state().deckSize() < deck);
        QCOMPARE(state().discardSize() >= 1, true);
        // Pass with the P key: the first card goes to the back.
        const int next = state().display().front();
        view()->setFocus();
        QTest::keyClick(view(), Qt::Key_P);
        QCOMPARE(state().display().back(), next);
        QCOMPARE(state().currentPlayer(), player);
        QVERIFY(m_page->findChild<QLabel *>(u"gameCard1"_s) != nullptr);
    }

    void keyboardCarriesAFarmer()
    {
        playTheSetUp();
        const int player = state().currentPlayer();
        const auto [from, to] = legalStep();
        QVERIFY(from >= 0);
        view()->setFocus();
        view()->setCurrentHex(state().hexOf(from));
        QTest::keyClick(view(), Qt::Key_Space);
        QCOMPARE(view()->pickedPlace(), from);
        view()->setCurrentHex(state().hexOf(to));
        QTest::keyClick(view(), Qt::Key_Return);
        QCOMPARE(view()->pickedPlace(), -2);
        QCOMPARE(state().farmersAt(to, player), 1);
        // The arrows move the cursor between neighbours.
        const DosRios::Hex at = *view()->currentHex();
        QTest::keyClick(view(), Qt::Key_Up);
        QCOMPARE(*view()->currentHex(), DosRios::neighbour(at, DosRios::Side::N));
        QTest::keyClick(view(), Qt::Key_Down);
        QCOMPARE(*view()->currentHex(), at);
    }

    void theWinnerIsAnnouncedAndARecordRoundTrips()
    {
        // A golden record that ends with a win, played through the page as if by hand.
        QFile file(QStringLiteral(KRAJINA_SOURCE_DIR "/tests/app/data/records/dos-rios/all-buildings.json"));
        QVERIFY(file.open(QIODevice::ReadOnly));
        QString error;
        const std::optional<DosRios::GameRecord> record = DosRios::GameRecord::parse(file.readAll(), &error);
        QVERIFY2(record, qPrintable(error));
        QVERIFY2(m_page->playRecord(*record, &error), qPrintable(error));
        QCOMPARE(state().phase(), Phase::Over);
        QVERIFY(state().winner() >= 0);
        QVERIFY2(m_page->turnLine()->text().contains(u"Player %1 has won"_s.arg(state().winner() + 1)),
                 qPrintable(m_page->turnLine()->text()));

        // Saved and replayed by the engine's record reader: the same end.
        QTemporaryDir dir;
        const QString path = dir.filePath(u"game.json"_s);
        QVERIFY2(m_page->saveRecord(path, &error), qPrintable(error));
        QFile saved(path);
        QVERIFY(saved.open(QIODevice::ReadOnly));
        const std::optional<DosRios::GameRecord> again = DosRios::GameRecord::parse(saved.readAll(), &error);
        QVERIFY2(again, qPrintable(error));
        DosRios::Replay replay;
        QVERIFY(DosRios::replayRecord(bundledCatalogue().dosRios, *again, replay, &error));
        QCOMPARE(replay.refused, 0);
        QVERIFY2(replay.failedExpectations.isEmpty(), qPrintable(replay.failedExpectations.join(u'\n')));
        QCOMPARE(replay.state.winner(), state().winner());
    }

    void aRecordsRulesAreShownAndKept()
    {
        // A record played with the bandits' other reading: the page's Rules button shows it, the game plays by it
        // and the saved record keeps it.
        QFile file(QStringLiteral(KRAJINA_SOURCE_DIR "/tests/app/data/records/dos-rios/bandits-highest-terrain.json"));
        QVERIFY(file.open(QIODevice::ReadOnly));
        QString error;
        const std::optional<DosRios::GameRecord> record = DosRios::GameRecord::parse(file.readAll(), &error);
        QVERIFY2(record, qPrintable(error));
        QVERIFY2(m_page->playRecord(*record, &error), qPrintable(error));
        auto *rules = m_page->findChild<DosRiosRulesButton *>(u"dosRiosRules"_s);
        QVERIFY(rules);
        QCOMPARE(rules->rules().banditsTake, DosRios::BanditsTake::HighestTerrain);
        QCOMPARE(rules->text(), u"Rules (1 changed)"_s);
        QCOMPARE(state().rules().banditsTake, DosRios::BanditsTake::HighestTerrain);
        QCOMPARE(state().farmersAt(state().cityCell(), 0), 4);
        QCOMPARE(state().farmersAt(state().cityCell(), 1), 5);

        QTemporaryDir dir;
        const QString path = dir.filePath(u"game.json"_s);
        QVERIFY2(m_page->saveRecord(path, &error), qPrintable(error));
        QFile saved(path);
        QVERIFY(saved.open(QIODevice::ReadOnly));
        const std::optional<DosRios::GameRecord> again = DosRios::GameRecord::parse(saved.readAll(), &error);
        QVERIFY2(again, qPrintable(error));
        QCOMPARE(again->setUp.rules, record->setUp.rules);

        // A new game takes the rules the button shows.
        QVERIFY(m_page->newGame(3, 2));
        QCOMPARE(state().rules().banditsTake, DosRios::BanditsTake::HighestTerrain);
        rules->setRules({}, DosRios::DeckRunsOut::Reshuffle);
        QCOMPARE(rules->text(), u"Rules"_s);
        QVERIFY(m_page->newGame(3, 2));
        QCOMPARE(state().rules(), DosRios::GameRules());
    }

    void aGameWithMovesIsNotLostByAClick()
    {
        auto *newGame = m_page->findChild<QPushButton *>(u"gameNew"_s);
        auto *reopen = m_page->findChild<QPushButton *>(u"gameReopen"_s);
        QVERIFY(!reopen->isEnabled());
        // No moves yet: New Game asks nothing.
        QVERIFY(!m_page->hasUnsavedMoves());
        QVERIFY(m_page->mayReplaceGame());

        playTheSetUp();
        const auto [from, to] = legalStep();
        QVERIFY(m_page->moveFarmers(from, to));
        const QByteArray played = m_page->history().record();
        const int moves = m_page->history().movesPlayed();
        QVERIFY(m_page->hasUnsavedMoves());

        // Cancel: the game stays as it was.
        QString seen;
        answerNextQuestion(QMessageBox::Cancel, &seen);
        newGame->click();
        QVERIFY2(seen.startsWith(u"gameReplaceQuestion: The game in progress has 7 moves"_s), qPrintable(seen));
        QCOMPARE(m_page->history().movesPlayed(), moves);
        QCOMPARE(m_page->history().record(), played);

        // Discard: a new game, and the one replaced is the last game, reopened with every move.
        seen.clear();
        answerNextQuestion(QMessageBox::Discard, &seen);
        newGame->click();
        QVERIFY(!seen.isEmpty());
        QCOMPARE(m_page->history().movesPlayed(), 0);
        QVERIFY(reopen->isEnabled());
        QVERIFY(QFile::exists(HexGamePage::lastGamePath()));
        reopen->click(); // the new game has no moves: nothing to ask
        QCOMPARE(m_page->history().movesPlayed(), moves);
        QCOMPARE(m_page->history().record(), played);
        QVERIFY2(status().startsWith(u"Reopened the last game (7 moves)"_s), qPrintable(status()));

        // Saved: New Game asks nothing (a question would stay unanswered and the game would stay).
        QTemporaryDir dir;
        QString error;
        QVERIFY2(m_page->saveRecord(dir.filePath(u"game.json"_s), &error), qPrintable(error));
        QVERIFY(!m_page->hasUnsavedMoves());
        newGame->click();
        QCOMPARE(m_page->history().movesPlayed(), 0);

        // Open Record asks the same: one more move, then Cancel keeps it.
        playTheSetUp();
        seen.clear();
        answerNextQuestion(QMessageBox::Cancel, &seen);
        m_page->findChild<QPushButton *>(u"gameOpen"_s)->click();
        QVERIFY(!seen.isEmpty());
        QCOMPARE(m_page->history().movesPlayed(), 6);

        // A page closed with moves keeps them as the last game too.
        const QByteArray lastPlayed = m_page->history().record();
        m_page.reset();
        m_page = std::make_unique<HexGamePage>();
        m_page->setDocument(m_document.get());
        QVERIFY(m_page->findChild<QPushButton *>(u"gameReopen"_s)->isEnabled());
        QVERIFY(m_page->reopenLastGame());
        QCOMPARE(m_page->history().record(), lastPlayed);
    }

    void banditsNameTheRiverTheHexesAndTheOwners()
    {
        QFile file(QStringLiteral(KRAJINA_SOURCE_DIR "/tests/app/data/records/dos-rios/bandits-and-on-river.json"));
        QVERIFY(file.open(QIODevice::ReadOnly));
        QString error;
        std::optional<DosRios::GameRecord> record = DosRios::GameRecord::parse(file.readAll(), &error);
        QVERIFY2(record, qPrintable(error));
        // Up to the scoring that draws the bandits.
        qsizetype strike = -1;
        for (qsizetype i = 0; i < record->moves.size() && strike < 0; ++i) {
            if (record->moves[i].expectBanditTaken)
                strike = i;
        }
        QVERIFY(strike >= 0);
        record->moves.resize(strike + 1);
        QVERIFY2(m_page->playRecord(*record, &error), qPrintable(error));
        const DosRios::Outcome outcome = m_page->history().outcomes().back(); // a copy: undo replays the moves
        QCOMPARE(outcome.banditTaken, 3);
        QCOMPARE(outcome.strikes.size(), std::size_t(1));
        const DosRios::BanditStrike bandits = outcome.strikes.front();
        QStringList taken;
        for (int i = 0; i < bandits.taken; ++i)
            taken << u"player %1's farmer from %2"_s.arg(bandits.owners[std::size_t(i)] + 1)
                         .arg(DosRios::hexText(state().hexOf(bandits.cells[std::size_t(i)])));
        const QString expected = u"Bandits on %1 sent to the city: %2."_s.arg(
            DosRios::TerrainText::river(bandits.river), taken.join(u", "_s));
        QVERIFY2(status().contains(expected), qPrintable(status() + u"\nexpected: "_s + expected));
        // Farmers of both players (the record sends 2 of player 1 and 1 of player 2 or so): each named by its owner.
        QVERIFY(status().contains(u"player 1's farmer"_s) || status().contains(u"player 2's farmer"_s));

        // In Czech: the river's Czech name and the owners.
        QVERIFY(LanguageManager::instance().setLanguage(u"cs"_s));
        QVERIFY(m_page->undo());
        QVERIFY(m_page->redo());
        const QString river = DosRios::TerrainText::river(bandits.river);
        QVERIFY2(status().contains(u"Bandité na řece %1"_s.arg(river)), qPrintable(status()));
        QVERIFY2(status().contains(u"farmáře hráče %1 z %2"_s.arg(bandits.owners[0] + 1)
                                       .arg(DosRios::hexText(state().hexOf(bandits.cells[0])))),
                 qPrintable(status()));
    }

    void sidesHaveCzechCompassLetters()
    {
        playTheSetUp();
        QVERIFY(LanguageManager::instance().setLanguage(u"cs"_s));
        QCOMPARE(DosRios::SideText::letters(DosRios::Side::N), u"S"_s);
        QCOMPARE(DosRios::SideText::letters(DosRios::Side::NE), u"SV"_s);
        QCOMPARE(DosRios::SideText::letters(DosRios::Side::SE), u"JV"_s);
        QCOMPARE(DosRios::SideText::letters(DosRios::Side::S), u"J"_s);
        QCOMPARE(DosRios::SideText::letters(DosRios::Side::SW), u"JZ"_s);
        QCOMPARE(DosRios::SideText::letters(DosRios::Side::NW), u"SZ"_s);
        // The dam menu of a hex with an own farmer: its sides in Czech letters.
        const int player = state().currentPlayer();
        int own = -1;
        for (const int at : state().farmerPlaces(player)) {
            if (at >= 0 && state().isInner(at))
                own = at;
        }
        QVERIFY(own >= 0);
        QStringList items;
        QTimer::singleShot(50, qApp, [&items] {
            auto *menu = qobject_cast<QMenu *>(QApplication::activePopupWidget());
            if (!menu)
                return;
            for (QAction *action : menu->actions())
                items << action->text();
            menu->close();
        });
        QContextMenuEvent event(QContextMenuEvent::Mouse, pointOf(own), view()->mapToGlobal(pointOf(own)));
        QApplication::sendEvent(view(), &event);
        const QStringList dams = items.filter(u"Přehradit"_s);
        QVERIFY2(!dams.isEmpty(), qPrintable(items.join(u" | "_s)));
        for (const QString &item : dams) {
            QVERIFY2(QRegularExpression(u"Přehradit hranu (S|SV|JV|J|JZ|SZ)$"_s).match(item).hasMatch(),
                     qPrintable(item));
        }
        // A dam's message names the side in Czech letters: the lower sides are JV, J and JZ.
        std::optional<DosRios::HexSide> side;
        for (int s = 0; s < DosRios::SideCount && !side; ++s) {
            Action dam;
            dam.kind = Action::Kind::Dam;
            dam.side = {state().hexOf(own), DosRios::Side(s)};
            if (state().check(dam) == RuleCode::Ok)
                side = DosRios::normalised(dam.side);
        }
        if (!side)
            QSKIP("no legal dam beside this farmer in this layout");
        QVERIFY(m_page->dam(*side));
        QVERIFY2(status().contains(u"hranu %1 hexu"_s.arg(DosRios::SideText::letters(side->side))),
                 qPrintable(status()));
    }

    void roadsAreNamedWhereTheirFarmersStandAndSelectionsGo()
    {
        playTheSetUp();
        // A road: named by the hex its farmers are drawn on.
        int road = -1;
        for (int c = 0; c < state().cellCount() && road < 0; ++c) {
            if (state().terrain(c) == DosRios::Terrain::Road && state().placeAt(state().hexOf(c)) == c)
                road = c;
        }
        QVERIFY(road >= 0);
        const std::optional<DosRios::Hex> drawn = view()->drawnHex(road);
        QVERIFY(drawn);
        QCOMPARE(view()->placePoint(road), view()->hexCentre(*drawn));
        QCOMPARE(m_page->placeName(road), u"the road at %1"_s.arg(DosRios::hexText(*drawn)));

        // A click on a hex selects it; a refused move lets the selection go.
        const int player = state().currentPlayer();
        int own = -1;
        for (const int at : state().farmerPlaces(player)) {
            if (at >= 0 && state().isInner(at))
                own = at;
        }
        QTest::mouseClick(view(), Qt::LeftButton, {}, pointOf(own));
        QCOMPARE(view()->currentHex(), std::optional<DosRios::Hex>(state().hexOf(own)));
        m_page->findChild<QPushButton *>(u"gameBuildFarm"_s)->click(); // no money: refused
        QVERIFY(status().startsWith(u"Refused: "_s));
        QVERIFY(!view()->currentHex());
        // The keyboard cursor stays after a move (the next key goes on from there).
        view()->setCurrentHex(state().hexOf(own));
        QVERIFY(m_page->passCard());
        QCOMPARE(view()->currentHex(), std::optional<DosRios::Hex>(state().hexOf(own)));
    }

    void aRefusedMoveIsToldInCzech()
    {
        QVERIFY(LanguageManager::instance().setLanguage(u"cs"_s));
        const QString sentence = DosRios::ruleCodeSummary(RuleCode::PlaceNotInner);
        QVERIFY(sentence != u"At the set-up a farmer goes on an inner hex (highland, forest or farmland)."_s);
        int lake = -1;
        for (int c = 0; c < state().cellCount() && lake < 0; ++c) {
            if (state().terrain(c) == DosRios::Terrain::Lake)
                lake = c;
        }
        QVERIFY(!m_page->placeFarmer(lake));
        QVERIFY2(status().contains(sentence), qPrintable(status()));
        QVERIFY2(!status().startsWith(u"Refused"_s), qPrintable(status()));
        // The page follows the language as it changes.
        QTRY_VERIFY2(m_page->turnLine()->text().contains(u"hráč"_s), qPrintable(m_page->turnLine()->text()));
    }

    void ctrlZInThePageTakesBackAMoveNotACatalogueEdit()
    {
        // In the main window Ctrl+Z is also Edit > Undo of the catalogue; inside the Play page it is the game's.
        MainWindow window;
        window.boardPanel()->showDosRiosGame();
        window.show();
        window.activateWindow();
        QVERIFY(QTest::qWaitForWindowActive(&window));
        window.action(u"tile.add"_s)->trigger();
        QUndoStack *edits = window.document()->undoStack();
        QCOMPARE(edits->count(), 1);
        QVERIFY(window.action(u"edit.undo"_s)->isEnabled());
        const int tiles = window.document()->catalogue().tiles.size();

        HexGamePage *page = window.boardPanel()->hexGamePage();
        HexGameView *game = page->view();
        const QList<int> free = [&] {
            QList<int> cells;
            for (int c = 0; c < page->state().cellCount(); ++c) {
                if (page->state().isInner(c) && page->state().farmersAt(c, 0) + page->state().farmersAt(c, 1) == 0)
                    cells << c;
            }
            return cells;
        }();
        QVERIFY(page->placeFarmer(free.first()));
        QCOMPARE(page->history().movesPlayed(), 1);
        game->setFocus();
        QTRY_VERIFY(game->hasFocus());
        QTest::keyClick(game, Qt::Key_Z, Qt::ControlModifier);
        QCOMPARE(page->history().movesPlayed(), 0);
        QCOMPARE(edits->count(), 1);
        QCOMPARE(edits->index(), 1);
        QCOMPARE(window.document()->catalogue().tiles.size(), tiles);
        QTest::keyClick(game, Qt::Key_Z, Qt::ControlModifier | Qt::ShiftModifier);
        QCOMPARE(page->history().movesPlayed(), 1);
        QCOMPARE(edits->index(), 1);
    }

    void thePanelShowsThePlayPageInTheDosRiosMode()
    {
        BoardPanel panel(m_document.get());
        QCOMPARE(panel.dosRiosTabs()->indexOf(panel.hexBoardPage()), 0);
        QCOMPARE(panel.dosRiosTabs()->indexOf(panel.hexGamePage()), 1);
        panel.showDosRiosGame();
        QCOMPARE(panel.mode(), BoardPanel::Mode::DosRios);
        QCOMPARE(panel.dosRiosTabs()->currentWidget(), panel.hexGamePage());
        QVERIFY(panel.hexGamePage()->history().isStarted());
        // Showing a piece brings the layout page forward.
        panel.hexBoardPage()->showPiece(m_document->catalogue().dosRios.tiles.first().id);
        QCOMPARE(panel.dosRiosTabs()->currentWidget(), panel.hexBoardPage());
    }
};

QTEST_MAIN(TestHexGame)
#include "tst_hexgame.moc"
