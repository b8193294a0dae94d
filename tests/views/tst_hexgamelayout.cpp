// SPDX-FileCopyrightText: 2026 Krajina contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "boarddock/boardpanel.h"
#include "hexboard/hexgamepage.h"
#include "hexboard/hexgameview.h"
#include "languagemanager.h"
#include "mainwindow.h"

#include <QAction>
#include <QDockWidget>
#include <QGuiApplication>
#include <QLabel>
#include <QScreen>
#include <QSettings>
#include <QSignalSpy>
#include <QStandardPaths>
#include <QTest>

using namespace Krajina;
using namespace Qt::StringLiterals;

// The Dos Rios Play page in the real window, its panel docked as on a first
// start: at 1280×800 and (run on a larger screen, test
// views/tst_hexgamelayout-1600x1000) at 1600×1000, in English and in Czech,
// and (run again with QT_SCALE_FACTOR=2, test views/tst_hexgamelayout-2x) at
// twice the scale, every player's row of the table (money, wood, buildings, farmers) is
// on screen beside a board that keeps its room, with 2, 3 or 4 players and
// five cards whose names wrap. A window saved larger than the screen comes
// back on it.
class TestHexGameLayout : public QObject
{
    Q_OBJECT
private:
    // True when `rect` (in `widget`'s coordinates) lies inside `widget` and inside every widget around it up to
    // the window: nothing clips it, nothing scrolls it away.
    static bool shownWhole(const QWidget *widget, const QRect &rect, QString *why)
    {
        if (!widget->isVisible()) {
            *why = widget->objectName() + u" is hidden"_s;
            return false;
        }
        QRect r = rect;
        for (const QWidget *w = widget; w; w = w->parentWidget()) {
            if (!w->rect().contains(r)) {
                *why = u"%1 (%2,%3 %4x%5) is not inside %6 %7 (%8x%9)"_s.arg(widget->objectName())
                           .arg(r.x())
                           .arg(r.y())
                           .arg(r.width())
                           .arg(r.height())
                           .arg(QString::fromLatin1(w->metaObject()->className()), w->objectName())
                           .arg(w->width())
                           .arg(w->height());
                return false;
            }
            if (w->isWindow())
                break;
            r.translate(w->pos());
        }
        return true;
    }

    static bool occupied(const DosRios::GameState &state, int cell)
    {
        for (int p = 0; p < state.players(); ++p) {
            if (state.farmersAt(cell, p) > 0)
                return true;
        }
        return false;
    }

private Q_SLOTS:
    void initTestCase()
    {
        QStandardPaths::setTestModeEnabled(true);
        // The second run is at twice the scale: make sure it is.
        if (qEnvironmentVariable("QT_SCALE_FACTOR") == u"2")
            QCOMPARE(qApp->devicePixelRatio(), 2.0);
        // The screen is 1280x800 of room, or 1600x1000 (tests/CMakeLists.txt gives the platform its size): the
        // window is laid out on the whole screen, as a maximised window is.
        const QSize screen = QGuiApplication::primaryScreen()->geometry().size();
        QVERIFY2(screen == QSize(1280, 800) || screen == QSize(1600, 1000),
                 qPrintable(u"a screen of %1x%2"_s.arg(screen.width()).arg(screen.height())));
    }

    void cleanup()
    {
        LanguageManager::instance().setLanguage(u"en"_s);
        QSettings().remove(u"MainWindow"_s);
    }

    void everyPlayersRowIsInView_data()
    {
        QTest::addColumn<QSize>("size");
        QTest::addColumn<QString>("language");
        // The window as large as the screen the test runs on (1280x800, or 1600x1000 in
        // views/tst_hexgamelayout-1600x1000).
        const QSize size = QGuiApplication::primaryScreen()->geometry().size();
        for (const QString &language : {u"en"_s, u"cs"_s})
            QTest::addRow("%dx%d %s", size.width(), size.height(), qPrintable(language)) << size << language;
    }
    void everyPlayersRowIsInView()
    {
        QFETCH(QSize, size);
        QFETCH(QString, language);
        QSettings().remove(u"MainWindow"_s); // a first start: the panel docked under the editor
        LanguageManager::instance().setLanguage(language);
        MainWindow window;
        window.resize(size);
        window.show();
        QVERIFY(QTest::qWaitForWindowExposed(&window));
        window.boardPanel()->showDosRiosGame();
        auto *dock = window.findChild<QDockWidget *>(u"dock.board"_s);
        QVERIFY(dock && !dock->isFloating());
        dock->raise();
        HexGamePage *page = window.boardPanel()->hexGamePage();
        QTRY_VERIFY(page->isVisible() && page->height() > 0);
        QVERIFY2(page->height() < size.height() / 2, "the panel is docked under the editor");

        for (int players = 2; players <= 4; ++players) {
            QVERIFY(page->newGame(std::uint64_t(10 + players), players));
            QCOMPARE(page->state().display().size(), std::size_t(players + 1));
            QCoreApplication::processEvents();
            QString why;
            for (int p = 1; p <= players; ++p) {
                // The row: the player's name and the five numbers after it.
                auto *name = page->findChild<QWidget *>(u"gamePlayerRow%1"_s.arg(p));
                auto *last = page->findChild<QLabel *>(u"gamePlayer%1Value5"_s.arg(p));
                QVERIFY(name && last);
                QTRY_VERIFY2(shownWhole(name, name->rect(), &why), qPrintable(why));
                QVERIFY2(shownWhole(last, last->rect(), &why), qPrintable(why));
                // The player's name is not cut short, nor is the table.
                auto *label = page->findChild<QLabel *>(u"gamePlayer%1"_s.arg(p));
                QVERIFY2(
                    label->width() >= label->minimumSizeHint().width(),
                    qPrintable(
                        u"%1: %2 < %3"_s.arg(label->text()).arg(label->width()).arg(label->minimumSizeHint().width())));
                QCOMPARE(last->mapTo(page, QPoint()).y() / 4, name->mapTo(page, QPoint()).y() / 4);
                QVERIFY(last->text() == u"3"_s); // three farmers in the city
            }
            if (players == 3) {
                // The set-up played: farmers on the board, the turn's buttons and the score preview shown.
                while (page->state().phase() == DosRios::Phase::SetUp) {
                    int cell = 0;
                    while (!page->state().isInner(cell) || occupied(page->state(), cell))
                        ++cell;
                    QVERIFY(page->placeFarmer(cell));
                }
                QCoreApplication::processEvents();
                for (int p = 1; p <= players; ++p) {
                    auto *name = page->findChild<QWidget *>(u"gamePlayerRow%1"_s.arg(p));
                    QTRY_VERIFY2(shownWhole(name, name->rect(), &why), qPrintable(why));
                }
            }
            // Nothing of the side panel runs off the page's right-hand edge (the first card, the turn's buttons).
            for (const QString &name : {u"gameCard1"_s, u"gamePass"_s}) {
                auto *widget = page->findChild<QWidget *>(name);
                QVERIFY(widget);
                // The panel is arranged again once its contents have settled (a queued call).
                const auto right = [&] { return widget->mapTo(page, QPoint(widget->width(), 0)).x(); };
                QTRY_VERIFY2(right() <= page->width(),
                             qPrintable(u"%1 ends at %2 of %3"_s.arg(name).arg(right()).arg(page->width())));
            }
            // Pictures for a walk through the layouts, when asked for.
            if (const QString walk = qEnvironmentVariable("KRAJINA_WALK_DIR"); !walk.isEmpty()) {
                const QString name = u"%1/play-%2x%3-%4-%5p%6.png"_s.arg(walk)
                                         .arg(size.width())
                                         .arg(size.height())
                                         .arg(language)
                                         .arg(players)
                                         .arg(qApp->devicePixelRatio() > 1 ? u"-2x"_s : QString());
                QVERIFY(window.grab().save(name));
            }
            // The board keeps the room: wider than the table and at least a third of the page.
            const QWidget *board = page->view();
            QVERIFY2(board->width() >= page->width() / 3,
                     qPrintable(u"board %1 of %2"_s.arg(board->width()).arg(page->width())));
            QVERIFY2(board->height() >= page->height() / 2, "the board is not squeezed under the table");
        }
    }

    void theWindowsShortcutsWorkFromAFloatedDock()
    {
        MainWindow window;
        window.show();
        QVERIFY(QTest::qWaitForWindowExposed(&window));
        window.boardPanel()->showDosRiosGame();
        auto *dock = window.findChild<QDockWidget *>(u"dock.board"_s);
        dock->setFloating(true);
        dock->show();
        dock->activateWindow();
        QVERIFY(QTest::qWaitForWindowActive(dock));
        // Show in Rules (Ctrl+R) is the window's: pressed in the floated Play page, it still brings the Rules tab.
        QAction *rules = window.findChild<QAction *>(u"tile.showInRules"_s);
        QVERIFY(rules && rules->isEnabled());
        QSignalSpy triggered(rules, &QAction::triggered);
        HexGamePage *page = window.boardPanel()->hexGamePage();
        page->view()->setFocus();
        QTest::keyClick(page->view(), Qt::Key_R, Qt::ControlModifier);
        QCOMPARE(triggered.count(), 1);
        // Docked again, the dock no longer carries the window's shortcuts (the window has them).
        dock->setFloating(false);
        QVERIFY(!dock->actions().contains(rules));
    }

    void aWindowLargerThanTheScreenComesBackOnIt()
    {
        QScreen *screen = QGuiApplication::primaryScreen();
        const QRect available = screen->availableGeometry();
        {
            // The geometry a window saved on a screen twice as large.
            QWidget large;
            large.setGeometry(QRect(available.topLeft() + QPoint(40, 40), available.size() * 2));
            QSettings settings;
            settings.setValue(u"MainWindow/geometry"_s, large.saveGeometry());
        }
        MainWindow window;
        QVERIFY2(window.width() <= available.width() && window.height() <= available.height(),
                 qPrintable(u"%1x%2 on %3x%4"_s.arg(window.width())
                                .arg(window.height())
                                .arg(available.width())
                                .arg(available.height())));
        QVERIFY(available.contains(window.geometry()));
        window.show();
        QVERIFY(QTest::qWaitForWindowExposed(&window));
        // With its frame (as the platform draws it) no larger than the screen either.
        QVERIFY(window.frameGeometry().width() <= available.width());
        QVERIFY(window.frameGeometry().height() <= available.height());
    }
};

QTEST_MAIN(TestHexGameLayout)
#include "tst_hexgamelayout.moc"
