// SPDX-FileCopyrightText: 2026 Krajina contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "boarddock/boardpanel.h"
#include "catalogue/catalogueio.h"
#include "document/cataloguedocument.h"
#include "document/dosrioscommands.h"
#include "hexboard/hexboardpage.h"
#include "hexboard/hexboardview.h"

#include <QApplication>
#include <QContextMenuEvent>
#include <QLabel>
#include <QMenu>
#include <QPushButton>
#include <QSignalSpy>
#include <QSpinBox>
#include <QTemporaryDir>
#include <QTest>
#include <QTimer>
#include <QUndoStack>

using namespace Krajina;
using namespace Qt::StringLiterals;

namespace {

QList<DosRios::Hex> course(const CatalogueDocument &document, const DosRios::Routing &routing, DosRios::River river)
{
    QList<DosRios::Hex> hexes;
    for (const int c : routing.rivers[int(river)].cells)
        hexes << document.dosRiosBoard().cells[c].at;
    return hexes;
}

} // namespace

// The Dos Rios preview board driven as a person would: clicks on sides,
// double-clicks on land tiles, buttons; the document's undo stack records it all.
class TestHexBoard : public QObject
{
    Q_OBJECT
private:
    std::unique_ptr<CatalogueDocument> m_document;
    std::unique_ptr<HexBoardPage> m_page;

    HexBoardView *view() const { return m_page->view(); }
    QList<DosRios::Hex> grande() const { return course(*m_document, m_page->routing(), DosRios::River::Grande); }

private Q_SLOTS:
    void init()
    {
        m_document = std::make_unique<CatalogueDocument>(bundledCatalogue());
        QVERIFY(!m_document->catalogue().dosRios.isEmpty());
        m_page = std::make_unique<HexBoardPage>();
        m_page->setDocument(m_document.get());
        m_page->resize(900, 700);
        m_page->show();
        QVERIFY(QTest::qWaitForWindowExposed(m_page.get()));
        QCOMPARE(m_document->dosRiosBoard().placements.size(), 12);
    }

    void cleanup()
    {
        m_page.reset();
        m_document.reset();
    }

    void clickingASideDamsItAndTheRiverMoves()
    {
        const QList<DosRios::Hex> before = grande();
        QVERIFY(before.size() >= 4);
        // The side through which Rio Grande leaves its second land hex, if a dam may go there.
        DosRios::HexSide side;
        bool found = false;
        const auto &exits = m_page->routing().rivers[0].exits;
        for (qsizetype i = 1; i + 1 < before.size() && !found; ++i) {
            side = {before[i], exits[std::size_t(i)]};
            found = DosRios::RiverRouter(m_document->dosRiosBoard()).canDam(side) == DosRios::DamVerdict::Ok;
        }
        QVERIFY(found);
        QTest::mouseClick(view(), Qt::LeftButton, {}, view()->sidePoint(side).toPoint());
        QCOMPARE(m_document->dosRiosBoard().dams.size(), 1);
        QCOMPARE(m_document->dosRiosBoard().dams.first(), DosRios::normalised(side));
        const QList<DosRios::Hex> after = grande();
        QVERIFY(after != before);
        QCOMPARE(after.mid(0, before.indexOf(side.hex) + 1),
                 before.mid(0, before.indexOf(side.hex) + 1)); // above the dam: unchanged
        QCOMPARE(m_document->undoStack()->count(), 1);
        m_document->undoStack()->undo();
        QCOMPARE(grande(), before);
        m_document->undoStack()->redo();
        QCOMPARE(grande(), after);
        // A second click on the same side takes the dam away.
        QTest::mouseClick(view(), Qt::LeftButton, {}, view()->sidePoint(side).toPoint());
        QVERIFY(m_document->dosRiosBoard().dams.isEmpty());
        QCOMPARE(grande(), before);
    }

    void anIllegalDamIsExplainedAndChangesNothing()
    {
        // Close all but one lower side of a land hex on the course, then try the last one.
        const DosRios::Hex hex = grande()[2];
        DosRios::RiverRouter router(m_document->dosRiosBoard());
        QList<DosRios::HexSide> open;
        for (const DosRios::Side s : DosRios::LowerSidesInTieOrder) {
            if (router.canDam({hex, s}) == DosRios::DamVerdict::Ok)
                open << DosRios::HexSide {hex, s};
        }
        QVERIFY(!open.isEmpty());
        for (const DosRios::HexSide &s : std::as_const(open)) {
            QTest::mouseClick(view(), Qt::LeftButton, {}, view()->sidePoint(s).toPoint());
        }
        // The last open side was refused.
        const int undoSteps = m_document->undoStack()->count();
        const auto board = m_document->dosRiosBoard();
        QTest::mouseClick(view(), Qt::LeftButton, {}, view()->sidePoint(open.last()).toPoint());
        QCOMPARE(m_document->dosRiosBoard(), board);
        QCOMPARE(m_document->undoStack()->count(), undoSteps);
        QVERIFY2(m_page->statusLine()->text().contains(
                     DosRios::DamText::sentence(DosRios::DamVerdict::ClosesEveryLowerSide)),
                 qPrintable(m_page->statusLine()->text()));
        QCOMPARE(m_page->routing().rivers[0].end == DosRios::CourseEnd::Stuck, false);
    }

    void turningALandTileChangesTheCourse()
    {
        const QList<DosRios::Hex> before = grande();
        const auto &slots = m_document->catalogue().dosRios.slots;
        // The first slot on the course whose turn changes where Rio Grande flows.
        for (const DosRios::Hex hex : before) {
            int slot = -1;
            for (qsizetype s = 0; s < slots.size(); ++s) {
                if (std::find(slots[s].begin(), slots[s].end(), hex) != slots[s].end())
                    slot = int(s);
            }
            if (slot < 0)
                continue;
            for (int turns = 1; turns <= 2; ++turns) {
                const int turn = m_document->dosRiosBoard().placements[slot].turn;
                const QPointF centre = view()->hexCentre(slots[slot][0]);
                QTest::mouseDClick(view(), Qt::LeftButton, {}, centre.toPoint());
                QCOMPARE(m_document->dosRiosBoard().placements[slot].turn, (turn + 1) % 3);
                if (grande() != before) {
                    QVERIFY(m_document->undoStack()->count() >= 1);
                    while (m_document->undoStack()->canUndo())
                        m_document->undoStack()->undo();
                    QCOMPARE(grande(), before);
                    return;
                }
            }
            while (m_document->undoStack()->canUndo())
                m_document->undoStack()->undo();
        }
        QFAIL("no turn of a land tile on Rio Grande's course changed it");
    }

    void draggingATileSwapsSlotsAndNewLayoutFollowsTheSeed()
    {
        const auto &slots = m_document->catalogue().dosRios.slots;
        const auto placements = m_document->dosRiosBoard().placements;
        const QPoint from = view()->hexCentre(slots[0][0]).toPoint();
        const QPoint to = view()->hexCentre(slots[11][0]).toPoint();
        QTest::mousePress(view(), Qt::LeftButton, {}, from);
        QTest::mouseMove(view(), (from + to) / 2);
        QTest::mouseMove(view(), to);
        QTest::mouseRelease(view(), Qt::LeftButton, {}, to);
        QCOMPARE(m_document->dosRiosBoard().placements[0], placements[11]);
        QCOMPARE(m_document->dosRiosBoard().placements[11], placements[0]);

        m_page->findChild<QSpinBox *>(u"hexSeed"_s)->setValue(77);
        m_page->findChild<QPushButton *>(u"hexNewLayout"_s)->click();
        QCOMPARE(m_document->dosRiosBoard().placements, DosRios::randomPlacements(m_document->catalogue().dosRios, 77));
        QCOMPARE(m_document->undoStack()->count(), 2);
    }

    // The first layout is only shown: a file saved without touching the board gets no layout, in either
    // format, and neither after an edit of the board is undone; an edit of the board is saved.
    void theFirstLayoutIsShownNotSaved()
    {
        QVERIFY(m_document->isDosRiosBoardShownOnly());
        QTemporaryDir dir;
        QVERIFY(dir.isValid());
        const auto savedLayout = [this, &dir](const QString &name) -> std::optional<DosRios::BoardLayout> {
            const QString path = dir.filePath(name);
            QString error;
            if (!m_document->save(path, &error))
                qFatal("%s", qPrintable(error));
            const CatalogueReadResult read = readCatalogueFile(path);
            if (!read.ok())
                qFatal("%s", qPrintable(read.error));
            return read.catalogue.dosRios.layout;
        };
        QVERIFY(!savedLayout(u"shown.krajina"_s));
        QVERIFY(!savedLayout(u"shown/"_s));

        m_page->findChild<QSpinBox *>(u"hexSeed"_s)->setValue(77);
        m_page->findChild<QPushButton *>(u"hexNewLayout"_s)->click();
        QVERIFY(!m_document->isDosRiosBoardShownOnly());
        const std::optional<DosRios::BoardLayout> chosen = savedLayout(u"chosen.krajina"_s);
        QVERIFY(chosen);
        QCOMPARE(chosen->seed, std::optional<std::uint64_t>(77));
        QCOMPARE(*chosen, DosRios::layoutOf(m_document->dosRiosBoard()));
        QVERIFY(savedLayout(u"chosen/"_s));

        m_document->undoStack()->undo();
        QVERIFY(m_document->isDosRiosBoardShownOnly());
        QVERIFY(!savedLayout(u"undone.krajina"_s));
        m_document->undoStack()->redo();
        QVERIFY(savedLayout(u"redone.krajina"_s));
    }

    void aTieIsRingedAndTheRiversWayIsChosenByRightClick()
    {
        // A layout with a tie on a course: two open lower sides lead equally low.
        std::uint64_t seed = 1;
        for (; seed < 500 && m_page->ties().isEmpty(); ++seed)
            m_page->newLayout(seed);
        QVERIFY(!m_page->ties().isEmpty());
        QCOMPARE(view()->ties(), m_page->ties());
        QVERIFY(m_page->statusLine()->text().contains(u"right-click"_s));
        const DosRios::Hex hex = m_page->ties().first();
        const QList<DosRios::Side> ways = m_page->waysAt(hex);
        QVERIFY(ways.size() >= 2);
        // Which river runs through it, and where it leaves by the fixed order.
        const auto exitAt = [&]() -> std::optional<DosRios::Side> {
            for (const DosRios::RiverCourse &river : m_page->routing().rivers) {
                for (std::size_t i = 0; i + 1 < river.cells.size(); ++i) {
                    if (m_document->dosRiosBoard().cells[river.cells[i]].at == hex)
                        return river.exits[i];
                }
            }
            return std::nullopt;
        };
        QCOMPARE(exitAt(), ways.first());
        const int steps = m_document->undoStack()->count();

        // The right-click menu offers the ways; the second one is taken.
        bool offered = false;
        QTimer::singleShot(0, this, [&] {
            auto *menu = qobject_cast<QMenu *>(QApplication::activePopupWidget());
            QVERIFY(menu);
            QList<QAction *> choices;
            for (QAction *action : menu->actions()) {
                if (action->isCheckable())
                    choices << action;
            }
            offered = choices.size() == ways.size() && choices.first()->isChecked();
            // The rules unit that explains the choice is named (the engine option's link to its reading).
            const auto actions = menu->actions();
            QVERIFY(std::any_of(actions.cbegin(), actions.cend(), [](const QAction *action) {
                return !action->isEnabled() && action->text().contains(u"dos-rios"_s)
                    && action->text().contains(u"T:53"_s);
            }));
            choices[1]->trigger();
            menu->close();
        });
        QContextMenuEvent event(QContextMenuEvent::Mouse, view()->hexCentre(hex).toPoint(),
                                view()->mapToGlobal(view()->hexCentre(hex).toPoint()));
        QApplication::sendEvent(view(), &event);
        QVERIFY(offered);
        QCOMPARE(m_document->undoStack()->count(), steps + 1);
        QCOMPARE(exitAt(), ways[1]);
        QCOMPARE(m_document->dosRiosBoard().choices.size(), 1);
        // The course below follows the routing rules from the chosen side on.
        const DosRios::Routing fresh = DosRios::RiverRouter(m_document->dosRiosBoard()).route();
        QCOMPARE(m_page->routing().rivers[0].cells, fresh.rivers[0].cells);
        // Back to the fixed order: no choice kept.
        m_page->chooseSide(hex, ways.first());
        QVERIFY(m_document->dosRiosBoard().choices.isEmpty());
        QCOMPARE(exitAt(), ways.first());
        m_document->undoStack()->undo();
        QCOMPARE(exitAt(), ways[1]);
        m_document->undoStack()->undo();
        QCOMPARE(exitAt(), ways.first());
        // A side that is not one of the ways changes nothing.
        m_page->chooseSide(hex, DosRios::Side::N);
        QCOMPARE(m_document->undoStack()->index(), steps);
        QCOMPARE(m_document->undoStack()->count(), steps + 2);
    }

    void editingAPieceUpdatesTheBoardLive()
    {
        // Every land tile all forest: the board and its rivers follow at once, and back on undo.
        const QList<DosRios::Hex> before = grande();
        DosRios::PieceSet pieces = m_document->catalogue().dosRios;
        for (DosRios::LandTile &tile : pieces.tiles) {
            for (DosRios::HexCell &cell : tile.hexes) {
                cell.terrain = DosRios::Terrain::Forest;
                cell.crop = DosRios::Crop::None;
            }
        }
        m_document->undoStack()->push(new ChangeDosRiosPieces(m_document.get(), pieces, u"all forest"_s));
        for (const DosRios::HexCell &cell : m_document->dosRiosBoard().cells)
            QVERIFY(cell.terrain != DosRios::Terrain::Farmland);
        const DosRios::Routing fresh = DosRios::RiverRouter(m_document->dosRiosBoard()).route();
        QCOMPARE(m_page->routing().rivers[0].cells, fresh.rivers[0].cells);
        QCOMPARE(m_page->routing().rivers[1].cells, fresh.rivers[1].cells);
        m_document->undoStack()->undo();
        QCOMPARE(grande(), before);
    }
};

QTEST_MAIN(TestHexBoard)
#include "tst_hexboard.moc"
