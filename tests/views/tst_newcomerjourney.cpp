// SPDX-FileCopyrightText: 2026 Krajina contributors
// SPDX-License-Identifier: GPL-3.0-or-later

#include "board/neighbourspage.h"
#include "board/sandboxpage.h"
#include "boarddock/boardpanel.h"
#include "catalogue/cataloguebrowser.h"
#include "common/iconcachingstyle.h"
#include "document/cataloguedocument.h"
#include "editor/tileeditor.h"
#include "hexboard/hexgamepage.h"
#include "languagemanager.h"
#include "mainwindow.h"
#include "preview/sandboxgame.h"
#include "rules/rulebookpanel.h"
#include "simulation/simulatepage.h"
#include "tile/feature.h"

#include <QAction>
#include <QApplication>
#include <QComboBox>
#include <QDir>
#include <QDockWidget>
#include <QIcon>
#include <QLabel>
#include <QMenu>
#include <QPushButton>
#include <QSettings>
#include <QSignalSpy>
#include <QSpinBox>
#include <QStatusBar>
#include <QTabWidget>
#include <QTest>
#include <QToolButton>
#include <QUndoStack>

using namespace Krajina;
using namespace Qt::StringLiterals;

// A newcomer's first steps through the main window on a fresh settings file, with
// KRAJINA_WALK_DIR a picture of each step (KRAJINA_WALK_LANGUAGE=cs in Czech).
class TestNewcomerJourney : public QObject
{
    Q_OBJECT

    static void snap(QWidget *widget, const QString &name)
    {
        const QString directory = qEnvironmentVariable("KRAJINA_WALK_DIR");
        if (directory.isEmpty())
            return;
        QApplication::processEvents();
        QTest::qWait(200);
        widget->grab().save(QDir(directory).filePath(name + u".png"_s));
    }

private Q_SLOTS:
    void initTestCase()
    {
        QSettings().clear();
        QIcon::setFallbackThemeName(u"breeze"_s);
        if (const QString theme = QIcon::themeName(); theme.isEmpty() || theme == u"hicolor")
            QIcon::setThemeName(u"breeze"_s);
        IconCachingStyle::installForFusion();
        QVERIFY(LanguageManager::instance().setLanguage(qEnvironmentVariable("KRAJINA_WALK_LANGUAGE", u"en"_s)));
    }

    // At 1280x800 on a fresh settings file the preview board has room to show its tiles, and the
    // window fits the screen (the wiki panel's form no longer holds the bottom docks at its height).
    void previewBoardHasRoomOnFirstStart()
    {
        QSettings().clear();
        MainWindow window;
        window.show();
        QVERIFY(QTest::qWaitForWindowExposed(&window));
        auto *view = window.boardPanel()->neighboursPage()->findChild<QWidget *>(u"neighboursView"_s);
        QVERIFY(view);
        QTRY_VERIFY2(view->height() >= 240, qPrintable(QString::number(view->height())));
        QVERIFY2(window.minimumSizeHint().height() <= 700,
                 qPrintable(QString::number(window.minimumSizeHint().height())));
    }

    // A layout the user left is the one the next start shows.
    void savedDockSizeWins()
    {
        QSettings().clear();
        int saved = 0;
        {
            MainWindow window;
            window.show();
            QVERIFY(QTest::qWaitForWindowExposed(&window));
            auto *board = window.findChild<QDockWidget *>(u"dock.board"_s);
            QTRY_VERIFY(board->height() > 250);
            window.resizeDocks({board}, {200}, Qt::Vertical);
            QTRY_VERIFY(board->height() < 250);
            saved = board->height();
            QVERIFY(window.close());
        }
        MainWindow window;
        window.show();
        QVERIFY(QTest::qWaitForWindowExposed(&window));
        auto *board = window.findChild<QDockWidget *>(u"dock.board"_s);
        QCoreApplication::processEvents(); // the first start's sizing would come now
        QCOMPARE(board->height(), saved);
    }

    // What a newcomer sees after View > Language: the status bar, the message lines of both games
    // and the Rules page speak the new language, as the translation (.qm) has it.
    void textsFollowALanguageSwitch()
    {
        QSettings().clear();
        QVERIFY(LanguageManager::instance().setLanguage(u"en"_s));
        MainWindow window;
        window.show();
        QVERIFY(QTest::qWaitForWindowExposed(&window));
        const auto translated = [](const char *context, const char *text, int n = -1) {
            return QCoreApplication::translate(context, text, nullptr, n);
        };

        QString error;
        QVERIFY2(window.openFile(QStringLiteral(KRAJINA_SOURCE_DIR "/data/catalogue/catalogue.json"), &error),
                 qPrintable(error));
        BoardPanel *board = window.boardPanel();
        board->setMode(BoardPanel::Mode::Sandbox);
        QVERIFY(board->sandboxPage()->newGame());
        const int tilesLeft = board->sandboxPage()->game().state().tilesLeft();
        const QString startTile
            = board->sandboxPage()->game().tiles().id(board->sandboxPage()->game().state().startTile());
        QVERIFY(board->hexGamePage()->newGame(7, 3));
        window.centralTabs()->setCurrentWidget(window.rulebookPanel());
        auto *preview = window.rulebookPanel()->findChild<QComboBox *>(u"previewChoice"_s);
        QVERIFY(preview);
        window.centralTabs()->setCurrentWidget(window.tileEditor());
        auto *addBuilding = window.tileEditor()->findChild<QToolButton *>(u"tile.addInterior"_s);
        auto *pages = window.rulebookPanel()->findChild<QComboBox *>(u"rulePage"_s);
        QCOMPARE(pages->count(), 0); // the tile files alone carry no rule pages
        QVERIFY(window.statusBar()->currentMessage().startsWith(u"Opened catalogue.json"_s));
        auto *wikiStatus = window.findChild<QLabel *>(u"wikiStatus"_s);
        const char *noStore = "No secret store is running: Krajina asks for the password each time.";
        const bool storeHint = wikiStatus->text() == QLatin1StringView(noStore); // without a session bus

        const auto expected = [&] {
            return QStringList {
                translated("Krajina::MainWindow", "Opened %1").arg(u"catalogue.json"_s),
                translated("Krajina::SandboxPage", "New game with %1: %n tile(s) to play after the start tile %2.",
                           tilesLeft)
                    .arg(u"base"_s, startTile),
                translated("Krajina::HexGamePage", "A new game from seed %1 for %2 players.").arg(7).arg(3),
                translated("Krajina::RuleEditor", "Preview: Czech"),
                translated("Krajina::RulebookPanel", "This catalogue has no rule pages"),
                storeHint ? translated("Krajina::WikiPanel", noStore) : u"-"_s,
            };
        };
        const auto shown = [&] {
            return QStringList {
                window.statusBar()->currentMessage(),
                board->sandboxPage()->messageLine()->text(),
                board->hexGamePage()->statusLine()->text().section(u". "_s, 0, 0) + u'.',
                preview->itemText(0),
                pages->placeholderText(),
                storeHint ? wikiStatus->text() : u"-"_s,
            };
        };
        const QStringList english = expected();
        QCOMPARE(shown(), english);

        for (const QString &language : {u"cs"_s, u"en"_s}) {
            QVERIFY(LanguageManager::instance().setLanguage(language));
            const QStringList now = expected();
            if (language == u"cs") {
                for (int i = 0; i < now.size(); ++i)
                    QVERIFY2(now.at(i) != english.at(i) || now.at(i) == u"-", qPrintable(now.at(i))); // in the .qm
            }
            QTRY_COMPARE(shown(), now); // LanguageChange reaches the windows through the event loop
            // No button of the tile editor hides behind its tool bar's extension (» at its end).
            QTRY_VERIFY(addBuilding->isVisible());
            // The catalogue's filter choices keep their words whole in the new language.
            for (const char *name : {"filterFeature", "filterStatus"}) {
                auto *box = window.browser()->findChild<QComboBox *>(QString::fromLatin1(name));
                QVERIFY2(box, name);
                QTRY_VERIFY2(box->width() >= box->sizeHint().width(), qPrintable(box->currentText()));
            }
        }
    }

    void walk()
    {
        const QString other = LanguageManager::instance().currentLanguage() == u"cs" ? u"en"_s : u"cs"_s;
        MainWindow window;
        window.show();
        QVERIFY(QTest::qWaitForWindowExposed(&window));
        snap(&window, u"00-start"_s);

        QString error;
        QVERIFY2(window.openFile(QStringLiteral(KRAJINA_SOURCE_DIR "/data/catalogue/catalogue.json"), &error),
                 qPrintable(error));
        snap(&window, u"01-opened"_s);
        window.selectTile(3);
        snap(&window, u"02-tile"_s);

        TileEditor *editor = window.tileEditor();
        auto *type = editor->findChild<QComboBox *>(u"featureType"_s);
        editor->selectLocations(0, Location::N().bits());
        type->setCurrentIndex(type->findData(int(FeatureType::Road)));
        editor->action(u"tile.makeFeature"_s)->trigger();
        snap(&window, u"03-edge-edited"_s);
        window.action(u"edit.undo"_s)->trigger();
        snap(&window, u"04-undone"_s);

        BoardPanel *board = window.boardPanel();
        board->setMode(BoardPanel::Mode::Neighbours);
        snap(&window, u"05-preview"_s);

        window.centralTabs()->setCurrentIndex(1);
        snap(&window, u"06-rules"_s);
        window.centralTabs()->setCurrentIndex(0);
        for (const char *name : {"dock.problems", "dock.wiki", "dock.undo"}) {
            window.findChild<QDockWidget *>(QString::fromLatin1(name))->raise();
            snap(&window, u"06-"_s + QString::fromLatin1(name));
        }
        window.findChild<QDockWidget *>(u"dock.board"_s)->raise();
        window.findChild<QDockWidget *>(u"dock.properties"_s)->raise();

        board->setMode(BoardPanel::Mode::Sandbox);
        board->sandboxPage()->findChild<QPushButton *>(u"newGame"_s)->click();
        snap(&window, u"07-sandbox"_s);

        board->setMode(BoardPanel::Mode::Simulate);
        SimulatePage *simulate = board->simulatePage();
        snap(&window, u"08-simulate"_s);
        simulate->gamesBox()->setValue(20);
        QSignalSpy finished(simulate, &SimulatePage::finished);
        QVERIFY(simulate->run());
        QVERIFY(finished.wait(60000));
        snap(&window, u"09-simulated"_s);

        simulate->gameBox()->setCurrentIndex(simulate->gameBox()->findData(u"dos-rios"_s));
        snap(&window, u"10-simulate-dos-rios"_s);
        QVERIFY(simulate->run());
        QVERIFY(finished.wait(60000));
        snap(&window, u"11-simulated-dos-rios"_s);

        board->setMode(BoardPanel::Mode::DosRios);
        snap(&window, u"12-dos-rios-layout"_s);
        board->showDosRiosGame();
        board->hexGamePage()->newGame(7, 3);
        snap(&window, u"13-dos-rios-game"_s);

        QVERIFY(LanguageManager::instance().setLanguage(other));
        snap(&window, u"20-switched-dos-rios-game"_s);
        board->dosRiosTabs()->setCurrentIndex(0);
        snap(&window, u"21-switched-dos-rios-layout"_s);
        board->setMode(BoardPanel::Mode::Simulate);
        snap(&window, u"22-switched-simulate"_s);
        simulate->gameBox()->setCurrentIndex(simulate->gameBox()->findData(u"carcassonne"_s));
        snap(&window, u"23-switched-simulate-carcassonne"_s);
        board->setMode(BoardPanel::Mode::Sandbox);
        snap(&window, u"24-switched-sandbox"_s);
        board->setMode(BoardPanel::Mode::Neighbours);
        snap(&window, u"25-switched-neighbours"_s);
        window.centralTabs()->setCurrentIndex(1);
        snap(&window, u"26-switched-rules"_s);
        window.centralTabs()->setCurrentIndex(0);
        snap(&window, u"27-switched-editor"_s);
        for (const char *name : {"dock.problems", "dock.wiki", "dock.undo"}) {
            window.findChild<QDockWidget *>(QString::fromLatin1(name))->raise();
            snap(&window, u"27-switched-"_s + QString::fromLatin1(name));
        }
        for (const char *name : {"menu.file", "menu.edit", "menu.catalogue", "menu.tile", "menu.view", "menu.help"}) {
            auto *menu = window.findChild<QMenu *>(QString::fromLatin1(name));
            menu->popup(window.mapToGlobal(QPoint(20, 20)));
            QApplication::processEvents();
            snap(menu, u"28-switched-"_s + QString::fromLatin1(name));
            menu->hide();
        }
    }
};

QTEST_MAIN(TestNewcomerJourney)
#include "tst_newcomerjourney.moc"
