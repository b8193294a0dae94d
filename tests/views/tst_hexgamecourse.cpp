// SPDX-FileCopyrightText: 2026 Krajina contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "catalogue/catalogueio.h"
#include "document/cataloguedocument.h"
#include "engine/dosrios/gamerecord.h"
#include "hexboard/hexgamepage.h"
#include "hexboard/hexgameview.h"
#include "languagemanager.h"

#include <QCoreApplication>
#include <QFile>
#include <QLabel>
#include <QStandardPaths>
#include <QTest>

#include <functional>

using namespace Krajina;
using namespace Qt::StringLiterals;
using DosRios::Action;
using DosRios::Hex;
using DosRios::HexSide;
using DosRios::River;
using DosRios::RuleCode;

// The rivers' course choices on the Dos Rios Play page (the engine README's
// "Course choices"): the golden record course-choices.json replayed through
// the page ends both rivers where its choices lead them, and Undo and Redo
// take a dam back and play it again with its choice; after the set-up's first
// farmer and after a dam the page marks the hex and its allowed sides, and the
// player picks a side by a click on its marker or by its number key, the move
// and its choices one undo step. The board of seed 1 as the record's notes
// work it out.
class TestHexGameCourse : public QObject
{
    Q_OBJECT
private:
    std::unique_ptr<CatalogueDocument> m_document;
    std::unique_ptr<HexGamePage> m_page;

    HexGameView *view() const { return m_page->view(); }
    const DosRios::GameState &state() const { return m_page->state(); }
    QString status() const { return m_page->statusLine()->text(); }
    int cellOf(int q, int r) const { return state().placeAt(Hex {q, r}); }
    // Where a river ends: the hex of its course's last cell, as the record's expectRiverEnds names it.
    QString riverEnd(River river) const { return DosRios::hexText(state().hexOf(state().course(river).back())); }
    bool runsThrough(River river, int q, int r) const
    {
        const std::vector<int> course = state().course(river);
        return std::find(course.begin(), course.end(), cellOf(q, r)) != course.end();
    }

    static DosRios::GameRecord goldenRecord()
    {
        QFile file(QStringLiteral(KRAJINA_SOURCE_DIR "/tests/app/data/records/dos-rios/course-choices.json"));
        if (!file.open(QIODevice::ReadOnly))
            qFatal("cannot read course-choices.json");
        QString error;
        const std::optional<DosRios::GameRecord> record = DosRios::GameRecord::parse(file.readAll(), &error);
        if (!record)
            qFatal("%s", qPrintable(error));
        return *record;
    }

    // Clicks at a point of the board once the page's layout has settled (a longer status line takes room).
    void clickAt(const std::function<QPointF()> &point)
    {
        QCoreApplication::processEvents();
        QTest::mouseClick(view(), Qt::LeftButton, {}, point().toPoint());
    }

    // With KRAJINA_WALK_DIR set, keeps a picture of the page there.
    void picture(const QString &name) const
    {
        if (const QString walk = qEnvironmentVariable("KRAJINA_WALK_DIR"); !walk.isEmpty())
            QVERIFY(m_page->grab().save(u"%1/course-%2.png"_s.arg(walk, name)));
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
    }

    void cleanup()
    {
        m_page.reset();
        m_document.reset();
        LanguageManager::instance().setLanguage(u"en"_s);
    }

    void theGoldenRecordIsReplayedWithItsChoices()
    {
        QString error;
        QVERIFY2(m_page->playRecord(goldenRecord(), &error), qPrintable(error));
        // The three refused moves are not played: 6 placements, the dam and the pass.
        QCOMPARE(m_page->history().movesPlayed(), 8);
        QCOMPARE(m_page->history().moves().front().course, (std::vector<HexSide> {{Hex {8, -4}, DosRios::Side::SE}}));
        const Action dam = m_page->history().moves()[6];
        QCOMPARE(dam.kind, Action::Kind::Dam);
        QCOMPARE(dam.course, (std::vector<HexSide> {{Hex {5, 2}, DosRios::Side::SW}}));
        // expectRiverEnds: Rio Grande by 5,2 and 4,3 into the lake 4,4; Rio Moreno by its SE outflow into 6,3.
        QCOMPARE(riverEnd(River::Grande), u"4,4"_s);
        QVERIFY(runsThrough(River::Grande, 5, 2) && runsThrough(River::Grande, 4, 3));
        QCOMPARE(riverEnd(River::Moreno), u"6,3"_s);
        QCOMPARE(state().player(0).wood, 1);
        QCOMPARE(m_page->courseChoiceCell(), -1); // a pass leaves no choice

        // Undo takes back the pass, then the dam with its choice: Rio Grande runs its set-up course by 4,2 S.
        QVERIFY(m_page->undo());
        QVERIFY(m_page->undo());
        QCOMPARE(state().player(0).wood, 2);
        QVERIFY(state().dams().empty());
        QVERIFY(!runsThrough(River::Grande, 5, 2));
        QVERIFY(runsThrough(River::Grande, 4, 3));
        QCOMPARE(riverEnd(River::Grande), u"4,4"_s);
        // Redo plays the dam again with its choice, not the fixed order's S into the city.
        QVERIFY(m_page->redo());
        QCOMPARE(m_page->history().moves().back().course, dam.course);
        QVERIFY(runsThrough(River::Grande, 5, 2));
        QCOMPARE(riverEnd(River::Grande), u"4,4"_s);
        // The page's own record keeps the choices.
        const QByteArray record = m_page->history().record();
        QVERIFY2(record.contains("\"8,-4,SE\"") && record.contains("\"5,2,SW\""), record.constData());
    }

    void aDamsChoiceIsPickedByKeyAndByClick()
    {
        // The record's set-up (its first eight moves, two of them refused), then the dam by hand.
        DosRios::GameRecord record = goldenRecord();
        record.moves.resize(8);
        QString error;
        QVERIFY2(m_page->playRecord(record, &error), qPrintable(error));
        QCOMPARE(state().phase(), DosRios::Phase::Play);
        const int played = m_page->history().movesPlayed();

        // The dam on 4,2's S side, by a click on the side: Rio Grande is rebuilt from 4,2 through 5,2, where S
        // and SW tie (both farmland); the fixed order takes S, into the city.
        clickAt([this] { return view()->sidePoint({Hex {4, 2}, DosRios::Side::S}); });
        QCOMPARE(state().dams().size(), std::size_t(1));
        QCOMPARE(m_page->history().movesPlayed(), played + 1);
        QCOMPARE(riverEnd(River::Grande), u"5,4"_s);
        QCOMPARE(m_page->courseChoiceCell(), cellOf(5, 2));
        QCOMPARE(m_page->courseChoiceSides(), (std::vector<DosRios::Side> {DosRios::Side::S, DosRios::Side::SW}));
        QCOMPARE(view()->courseChoiceSides(), (QList<DosRios::Side> {DosRios::Side::S, DosRios::Side::SW}));
        QVERIFY2(status().contains(u"Player 1 chooses the way: Rio Grande may leave 5,2 by 1 (S), 2 (SW) and leaves "
                                   "by S now."_s),
                 qPrintable(status()));
        picture(u"dam-offered"_s);

        // Key 2 picks SW: the river runs on by 4,3 into the lake 4,4, and the dam is still one move.
        view()->setFocus();
        QTest::keyClick(view(), Qt::Key_2);
        QCOMPARE(m_page->history().movesPlayed(), played + 1);
        QCOMPARE(m_page->history().moves().back().course, (std::vector<HexSide> {{Hex {5, 2}, DosRios::Side::SW}}));
        QCOMPARE(riverEnd(River::Grande), u"4,4"_s);
        QVERIFY(runsThrough(River::Grande, 4, 3));
        QCOMPARE(state().player(0).wood, 1);
        QVERIFY2(status().startsWith(u"The river leaves 5,2 by SW."_s), qPrintable(status()));
        QCOMPARE(m_page->courseChoiceCell(), -1);
        QVERIFY(view()->courseChoiceSides().isEmpty());
        picture(u"dam-chosen"_s);

        // Undo takes the dam back with its choice.
        QVERIFY(m_page->undo());
        QCOMPARE(m_page->history().movesPlayed(), played);
        QVERIFY(state().dams().empty());
        QCOMPARE(state().player(0).wood, 2);
        QVERIFY(!runsThrough(River::Grande, 5, 2));

        // The same dam again, the choice by a click on SW's marker.
        QVERIFY(m_page->dam({Hex {4, 2}, DosRios::Side::S}));
        QCOMPARE(m_page->courseChoiceCell(), cellOf(5, 2));
        clickAt([this] { return view()->courseMarkerPoint(DosRios::Side::SW); });
        QCOMPARE(m_page->history().moves().back().course, (std::vector<HexSide> {{Hex {5, 2}, DosRios::Side::SW}}));
        QCOMPARE(riverEnd(River::Grande), u"4,4"_s);
        QCOMPARE(state().dams().size(), std::size_t(1)); // the click chose, it dammed nothing
        // A number with no choice offered does nothing.
        QTest::keyClick(view(), Qt::Key_1);
        QCOMPARE(m_page->history().moves().back().course.size(), std::size_t(1));

        // Taken back again, dammed again and the card passed: the next move keeps the river as it runs (the fixed
        // order's S into the city) and the offer goes.
        QVERIFY(m_page->undo());
        QVERIFY(m_page->dam({Hex {4, 2}, DosRios::Side::S}));
        QCOMPARE(m_page->courseChoiceCell(), cellOf(5, 2));
        QVERIFY(m_page->passCard());
        QCOMPARE(m_page->courseChoiceCell(), -1);
        QVERIFY(view()->courseChoiceSides().isEmpty());
        QVERIFY(m_page->history().moves()[std::size_t(played)].course.empty());
        QCOMPARE(riverEnd(River::Grande), u"5,4"_s);
        // A number key now does nothing.
        QTest::keyClick(view(), Qt::Key_2);
        QCOMPARE(m_page->history().movesPlayed(), played + 2);
        QCOMPARE(riverEnd(River::Grande), u"5,4"_s);
    }

    void theSetUpsChoicesArePickedByTheStartPlayer()
    {
        m_page->setStartPlayer(0);
        QVERIFY(m_page->newGame(1, 2));
        QCOMPARE(state().currentPlayer(), 0);
        // Without choices Rio Moreno leaves 8,-4 by SW and ends in the city.
        QCOMPARE(riverEnd(River::Moreno), u"5,4"_s);
        QCOMPARE(m_page->courseChoiceCell(), -1);

        // The first farmer, by a click on 2,2: the start player chooses the courses (Rio Grande's first).
        clickAt([this] { return view()->hexCentre(Hex {2, 2}); });
        QVERIFY2(state().farmersAt(cellOf(2, 2), 0) == 1, qPrintable(status()));
        QVERIFY(m_page->courseChoiceCell() >= 0);
        picture(u"set-up-offered"_s);
        // Key 1 keeps each of Rio Grande's ties as the fixed order takes them, up to Rio Moreno's spring.
        view()->setFocus();
        int keys = 0;
        while (m_page->courseChoiceCell() >= 0 && m_page->courseChoiceCell() != cellOf(8, -4) && keys < 20) {
            QTest::keyClick(view(), Qt::Key_1);
            ++keys;
        }
        QCOMPARE(m_page->courseChoiceCell(), cellOf(8, -4));
        QCOMPARE(m_page->courseChoiceSides(), (std::vector<DosRios::Side> {DosRios::Side::SW, DosRios::Side::SE}));
        QCOMPARE(riverEnd(River::Grande), u"4,4"_s);
        // A click on SE's marker: Rio Moreno leaves by SE and ends in the lake 6,3.
        clickAt([this] { return view()->courseMarkerPoint(DosRios::Side::SE); });
        QCOMPARE(riverEnd(River::Moreno), u"6,3"_s);
        QVERIFY(runsThrough(River::Moreno, 9, -4));
        QCOMPARE(m_page->history().movesPlayed(), 1);
        const std::vector<HexSide> &course = m_page->history().moves().front().course;
        QCOMPARE(int(course.size()), keys + 1);
        QCOMPARE(course.back(), (HexSide {Hex {8, -4}, DosRios::Side::SE}));
        picture(u"set-up-chosen"_s);

        // Only the first placement chooses: the second farmer leaves no choice.
        while (m_page->courseChoiceCell() >= 0)
            QTest::keyClick(view(), Qt::Key_1);
        QVERIFY(m_page->placeFarmer(cellOf(3, 2)));
        QCOMPARE(m_page->courseChoiceCell(), -1);
        QCOMPARE(riverEnd(River::Moreno), u"6,3"_s);

        // Undo twice: no farmer on the board, the rivers as the fixed order runs them.
        QVERIFY(m_page->undo());
        QVERIFY(m_page->undo());
        QCOMPARE(m_page->history().movesPlayed(), 0);
        QCOMPARE(riverEnd(River::Moreno), u"5,4"_s);
        QCOMPARE(m_page->courseChoiceCell(), -1);
    }

    void theChoiceIsOfferedInCzech()
    {
        LanguageManager::instance().setLanguage(u"cs"_s);
        DosRios::GameRecord record = goldenRecord();
        record.moves.resize(8);
        QString error;
        QVERIFY2(m_page->playRecord(record, &error), qPrintable(error));
        QVERIFY(m_page->dam({Hex {4, 2}, DosRios::Side::S}));
        // Czech compass letters: J (jih) for S, JZ for SW; no English word.
        QVERIFY2(status().contains(u"1 (J), 2 (JZ)"_s), qPrintable(status()));
        QVERIFY2(!status().contains(u" by "_s) && !status().contains(u"Player"_s), qPrintable(status()));
        picture(u"dam-offered-cs"_s);
        QTest::keyClick(view(), Qt::Key_2);
        QCOMPARE(riverEnd(River::Grande), u"4,4"_s);
    }
};

QTEST_MAIN(TestHexGameCourse)
#include "tst_hexgamecourse.moc"
