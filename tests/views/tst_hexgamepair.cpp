// SPDX-FileCopyrightText: 2026 Krajina contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "catalogue/catalogueio.h"
#include "document/cataloguedocument.h"
#include "engine/dosrios/gamerecord.h"
#include "hexboard/hexgamepage.h"
#include "hexboard/hexgameview.h"
#include "languagemanager.h"

#include <QCoreApplication>
#include <QDir>
#include <QFile>
#include <QLabel>
#include <QPushButton>
#include <QStandardPaths>
#include <QTest>

using namespace Krajina;
using namespace Qt::StringLiterals;
using DosRios::Action;
using DosRios::Hex;

// Two farmers from two hexes, by hand on the Dos Rios Play page (the rule option dosrios.twoFarmerCapture
// two-hexes). The set-up of the golden record two-farmer-capture-two-hexes.json (seed 1): player 1 stands on 2,2
// (forest, 2), 4,2 (farmland, 1) and -1,1, player 2 on 3,2 (farmland, 1). 4,2's farmer alone may not capture on 3,2
// (not from higher terrain); with 2,2's farmer, next to 3,2 too, two capture one anywhere. The page offers 2,2's
// farmer when 4,2's is dropped on 3,2 alone, and a click, Space or the number key plays the move of both, one undo
// step, the record's alsoFrom.
class TestHexGamePair : public QObject
{
    Q_OBJECT
private:
    std::unique_ptr<CatalogueDocument> m_document;
    std::unique_ptr<HexGamePage> m_page;

    HexGameView *view() const { return m_page->view(); }
    const DosRios::GameState &state() const { return m_page->state(); }
    QString status() const { return m_page->statusLine()->text(); }
    int cellOf(int q, int r) const { return state().placeAt(Hex {q, r}); }
    int inCity(int player) const { return state().farmersAt(state().cityCell(), player); }

    // The record's set-up: its six placements.
    void setUp(bool twoHexes)
    {
        QFile file(
            QStringLiteral(KRAJINA_SOURCE_DIR "/tests/app/data/records/dos-rios/two-farmer-capture-two-hexes.json"));
        QVERIFY(file.open(QIODevice::ReadOnly));
        QString error;
        std::optional<DosRios::GameRecord> record = DosRios::GameRecord::parse(file.readAll(), &error);
        QVERIFY2(record, qPrintable(error));
        record->moves.resize(6);
        if (!twoHexes)
            record->setUp.rules.twoFarmerCapture = DosRios::TwoFarmerCapture::OneHex;
        QVERIFY2(m_page->playRecord(*record, &error), qPrintable(error));
        QCOMPARE(state().phase(), DosRios::Phase::Play);
        QCOMPARE(m_page->history().movesPlayed(), 6);
    }

    // 4,2's farmer carried onto 3,2 with the keyboard.
    void carryAlone()
    {
        view()->setFocus();
        view()->setCurrentHex({4, 2});
        QTest::keyClick(view(), Qt::Key_Space);
        view()->setCurrentHex({3, 2});
        QTest::keyClick(view(), Qt::Key_Space);
    }

    void checkCaptured()
    {
        QCOMPARE(m_page->history().movesPlayed(), 7);
        const Action move = m_page->history().moves().back();
        QCOMPARE(move.kind, Action::Kind::Move);
        QCOMPARE(move.from, cellOf(4, 2));
        QCOMPARE(move.alsoFrom, cellOf(2, 2));
        QCOMPARE(move.farmers, 2);
        QCOMPARE(state().farmersAt(cellOf(3, 2), 0), 2);
        QCOMPARE(state().farmersAt(cellOf(3, 2), 1), 0);
        QCOMPARE(inCity(1), 4);
        QCOMPARE(state().movementLeft(), 4);
        QVERIFY(m_page->secondFarmerSources().empty());
        QVERIFY(view()->secondFarmerSources().isEmpty());
    }

    // Undo takes both farmers back at once, and the captured one returns.
    void undoOnce()
    {
        QVERIFY(m_page->undo());
        QCOMPARE(m_page->history().movesPlayed(), 6);
        QCOMPARE(state().farmersAt(cellOf(3, 2), 1), 1);
        QCOMPARE(state().farmersAt(cellOf(2, 2), 0), 1);
        QCOMPARE(state().farmersAt(cellOf(4, 2), 0), 1);
        QCOMPARE(inCity(1), 3);
        QCOMPARE(state().movementLeft(), 6);
    }

    void picture(const QString &name) const
    {
        const QString walk = qEnvironmentVariable("KRAJINA_WALK_DIR");
        if (walk.isEmpty())
            return;
        QTest::qWait(50); // the layout requests the move's texts posted
        QVERIFY(QDir().mkpath(walk));
        QVERIFY(m_page->grab().save(u"%1/pair-%2.png"_s.arg(walk, name)));
    }

private Q_SLOTS:
    void initTestCase() { QStandardPaths::setTestModeEnabled(true); }

    void init()
    {
        QFile::remove(HexGamePage::lastGamePath());
        LanguageManager::instance().setLanguage(u"en"_s); // the English plurals
        m_document = std::make_unique<CatalogueDocument>(bundledCatalogue());
        m_page = std::make_unique<HexGamePage>();
        m_page->setDocument(m_document.get());
        m_page->resize(1280, 800);
        m_page->show();
        QVERIFY(QTest::qWaitForWindowExposed(m_page.get()));
    }

    void cleanup()
    {
        m_page.reset();
        m_document.reset();
        LanguageManager::instance().setLanguage(u"en"_s);
    }

    void theSecondFarmerIsOfferedAndPickedByAClick()
    {
        setUp(true);
        // 4,2's farmer dragged onto 3,2 alone: not played; 2,2's farmer is offered.
        const QPoint from = view()->placePoint(cellOf(4, 2)).toPoint();
        const QPoint to = view()->placePoint(cellOf(3, 2)).toPoint();
        QTest::mousePress(view(), Qt::LeftButton, {}, from);
        QTest::mouseMove(view(), (from + to) / 2);
        QTest::mouseMove(view(), to);
        QTest::mouseRelease(view(), Qt::LeftButton, {}, to);
        QCOMPARE(m_page->history().movesPlayed(), 6);
        QCOMPARE(m_page->secondFarmerSources(), (std::vector<int> {cellOf(2, 2)}));
        QCOMPARE(view()->secondFarmerSources(), (QList<int> {cellOf(2, 2)}));
        QVERIFY2(status().startsWith(u"Refused for one farmer: One farmer captures one"_s), qPrintable(status()));
        QVERIFY2(status().contains(u"Two farmers may enter 3,2 together, one from 4,2 and one from another hex next "
                                   "to it. Bring the second: click a marked hex or press its number (1 (2,2)); Esc "
                                   "cancels."_s),
                 qPrintable(status()));
        QVERIFY(m_page->statusLine()->toolTip().contains(u"dosrios.twoFarmerCapture"_s));
        picture(u"offered"_s);

        // A click on 2,2's marker: both enter 3,2, one move; player 2's farmer goes to the city.
        QCoreApplication::processEvents();
        QTest::mouseClick(view(), Qt::LeftButton, {}, view()->secondFarmerMarkerPoint(cellOf(2, 2)).toPoint());
        checkCaptured();
        QVERIFY2(status().startsWith(u"Player 1 moved two farmers, one from 4,2 and one from 2,2, to 3,2 (2 movement "
                                     "points). Captured 1 farmer of player 2: to the city."_s),
                 qPrintable(status()));
        picture(u"captured"_s);

        // The page's record holds the move with alsoFrom, and replays.
        QString error;
        const std::optional<DosRios::GameRecord> record
            = DosRios::GameRecord::parse(m_page->history().record(), &error);
        QVERIFY2(record, qPrintable(error));
        QCOMPARE(record->moves.size(), 7);
        QVERIFY(record->moves.back().alsoFrom);
        QCOMPARE(record->moves.back().alsoFrom->hex, (Hex {2, 2}));
        QCOMPARE(record->moves.back().from.hex, (Hex {4, 2}));
        QCOMPARE(record->moves.back().to.hex, (Hex {3, 2}));
        undoOnce();
        // Redo plays both again.
        QVERIFY(m_page->redo());
        checkCaptured();
    }

    void theSecondFarmerIsPickedWithTheKeyboard()
    {
        setUp(true);
        // By its number.
        carryAlone();
        QCOMPARE(m_page->history().movesPlayed(), 6);
        QCOMPARE(m_page->secondFarmerSources().size(), std::size_t(1));
        QTest::keyClick(view(), Qt::Key_1);
        checkCaptured();
        undoOnce();
        // By Space with the cursor on its hex.
        carryAlone();
        view()->setCurrentHex({2, 2});
        QTest::keyClick(view(), Qt::Key_Space);
        checkCaptured();
        undoOnce();
        // Escape drops the offer: nothing moved, and Space on 2,2 picks its farmer up again.
        carryAlone();
        QTest::keyClick(view(), Qt::Key_Escape);
        QVERIFY(m_page->secondFarmerSources().empty());
        QVERIFY(view()->secondFarmerSources().isEmpty());
        QCOMPARE(m_page->history().movesPlayed(), 6);
        QCOMPARE(status(), u"No second farmer: no farmer moved."_s);
        view()->setCurrentHex({2, 2});
        QTest::keyClick(view(), Qt::Key_Space);
        QCOMPARE(view()->pickedPlace(), cellOf(2, 2));
        QTest::keyClick(view(), Qt::Key_Escape);
        // A click elsewhere drops it too.
        carryAlone();
        QTest::mouseClick(view(), Qt::LeftButton, {}, view()->placePoint(cellOf(-1, 1)).toPoint());
        QVERIFY(m_page->secondFarmerSources().empty());
        QCOMPARE(m_page->history().movesPlayed(), 6);
    }

    void oneHexRefusesAsBefore()
    {
        // With the default one-hex the farmer alone is refused and nothing is offered.
        setUp(false);
        carryAlone();
        QCOMPARE(m_page->history().movesPlayed(), 6);
        QVERIFY(m_page->secondFarmerSources().empty());
        QVERIFY2(status().startsWith(u"Refused: One farmer captures one"_s), qPrintable(status()));
        QTest::keyClick(view(), Qt::Key_1);
        QCOMPARE(m_page->history().movesPlayed(), 6);
    }

    void theSecondFarmerIsOfferedInCzech()
    {
        LanguageManager::instance().setLanguage(u"cs"_s);
        // The page was made in English (init()); the language change reaches it through the event loop.
        QTRY_COMPARE(m_page->findChild<QPushButton *>(u"gameScore"_s)->text(), u"Vyhodnotit kartu"_s);
        setUp(true);
        carryAlone();
        QCOMPARE(m_page->secondFarmerSources().size(), std::size_t(1));
        QVERIFY2(status().contains(u"1 (2,2)"_s), qPrintable(status()));
        QVERIFY2(!status().contains(u"Two farmers"_s) && !status().contains(u"Refused"_s), qPrintable(status()));
        picture(u"offered-cs"_s);
        QTest::keyClick(view(), Qt::Key_1);
        checkCaptured();
        QVERIFY2(!status().contains(u"Player"_s), qPrintable(status()));
        picture(u"captured-cs"_s);
    }
};

QTEST_MAIN(TestHexGamePair)
#include "tst_hexgamepair.moc"
