// SPDX-FileCopyrightText: 2026 Krajina contributors
// SPDX-License-Identifier: GPL-3.0-or-later

#include "board/gamesetupwidget.h"
#include "board/sandboxpage.h"
#include "boarddock/boardpanel.h"
#include "catalogue/cataloguebrowser.h"
#include "catalogue/catalogueio.h"
#include "catalogue/sheetexportdialog.h"
#include "document/cataloguedocument.h"
#include "editor/tileeditor.h"
#include "engine/carcassonne/gamestate.h"
#include "mainwindow.h"
#include "preview/sandboxgame.h"
#include "recentfiles.h"
#include "rules/rulebookpanel.h"
#include "simulation/carcassonnesimulationsetup.h"
#include "simulation/simulatepage.h"
#include "startupoptions.h"
#include "wiki/wikipanel.h"

#include <QAction>
#include <QApplication>
#include <QComboBox>
#include <QDockWidget>
#include <QFile>
#include <QListView>
#include <QMenu>
#include <QMenuBar>
#include <QSettings>
#include <QSpinBox>
#include <QTabWidget>
#include <QTemporaryDir>
#include <QTest>
#include <QTimer>
#include <QTreeWidget>

using namespace Krajina;
using namespace Qt::StringLiterals;

class TestMainWindow : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void initTestCase()
    {
        QCoreApplication::setOrganizationName(QStringLiteral("KrajinaTest"));
        QCoreApplication::setApplicationName(QStringLiteral("tst_mainwindow"));
        QSettings().clear();
    }

    void hasStandardActionsWithShortcuts_data()
    {
        QTest::addColumn<QString>("name");
        QTest::addColumn<QKeySequence>("shortcut");
        QTest::newRow("open") << u"file.open"_s << QKeySequence(QKeySequence::Open);
        QTest::newRow("save") << u"file.save"_s << QKeySequence(QKeySequence::Save);
        QTest::newRow("quit") << u"file.quit"_s << QKeySequence(QKeySequence::Quit);
        QTest::newRow("undo") << u"edit.undo"_s << QKeySequence(QKeySequence::Undo);
        QTest::newRow("redo") << u"edit.redo"_s << QKeySequence(QKeySequence::Redo);
        QTest::newRow("print") << u"file.exportSheets"_s << QKeySequence(QKeySequence::Print);
    }
    void hasStandardActionsWithShortcuts()
    {
        QFETCH(QString, name);
        QFETCH(QKeySequence, shortcut);
        MainWindow window;
        QAction *a = window.action(name);
        QVERIFY2(a, qPrintable(name));
        QCOMPARE(a->shortcut(), shortcut);
        QVERIFY(!a->text().isEmpty());
    }

    void hasTheMenus()
    {
        MainWindow window;
        QStringList titles;
        const auto actions = window.menuBar()->actions();
        for (QAction *a : actions)
            titles << a->text();
        QCOMPARE(titles, QStringList({u"&File"_s, u"&Edit"_s, u"&Catalogue"_s, u"&Tile"_s, u"&View"_s, u"&Help"_s}));
    }

    void fileMenuOffersEveryFileAction()
    {
        MainWindow window;
        auto *file = window.findChild<QMenu *>(u"menu.file"_s);
        QVERIFY(file);
        QStringList names;
        const auto actions = file->actions();
        for (const QAction *a : actions) {
            if (!a->isSeparator() && !a->menu())
                names << a->objectName();
        }
        QCOMPARE(names,
                 QStringList({u"file.new"_s, u"file.open"_s, u"file.openBundled"_s, u"file.save"_s, u"file.saveAs"_s,
                              u"file.export"_s, u"file.exportImages"_s, u"file.exportSheets"_s, u"file.quit"_s}));
        for (const QAction *a : actions)
            QVERIFY2(a->isSeparator() || a->menu() || !a->text().isEmpty(), qPrintable(a->objectName()));
    }

    void keepsGeometryAndLayoutInSettings()
    {
        QSize closedSize;
        {
            MainWindow window;
            window.show();
            QVERIFY(QTest::qWaitForWindowExposed(&window));
            closedSize = window.size();
            window.findChild<QDockWidget *>(u"dock.problems"_s)->hide();
            window.close();
        }
        QVERIFY(QSettings().contains(u"MainWindow/geometry"_s));
        MainWindow again;
        again.show();
        QVERIFY(QTest::qWaitForWindowExposed(&again));
        // The offscreen screen (800x600) is smaller than the window, so the window
        // manager's clamping decides the exact size; the dock layout is ours.
        QVERIFY(!closedSize.isEmpty());
        QVERIFY(again.findChild<QDockWidget *>(u"dock.problems"_s)->isHidden());
        QVERIFY(!again.findChild<QDockWidget *>(u"dock.catalogue"_s)->isHidden());
    }

    void wikiPagesAreListedWhenItsTabIsRaised()
    {
        MainWindow window;
        window.show();
        QVERIFY(QTest::qWaitForWindowExposed(&window));
        auto *wiki = window.findChild<WikiPanel *>();
        QVERIFY(wiki);
        QVERIFY(wiki->visibleRegion().isEmpty()); // behind the preview board's tab
        QCOMPARE(wiki->pageList()->topLevelItemCount(), 0);
        window.findChild<QDockWidget *>(u"dock.wiki"_s)->raise();
        QTRY_VERIFY(wiki->pageList()->topLevelItemCount() > 0);
    }

    void printTileSheetsOpensTheDialogForTheCurrentExpansion()
    {
        MainWindow window;
        const int tile = window.document()->catalogue().tileIndex(u"river-1/s"_s);
        QVERIFY(tile >= 0);
        window.selectTile(tile);
        SheetOptions seen;
        bool opened = false;
        QTimer::singleShot(0, &window, [&] {
            auto *dialog = qobject_cast<SheetExportDialog *>(QApplication::activeModalWidget());
            if (dialog) {
                opened = true;
                seen = dialog->options();
                dialog->reject();
            }
        });
        window.action(u"file.exportSheets"_s)->trigger();
        QVERIFY(opened);
        QCOMPARE(seen.tiles.expansion, u"river-1"_s);
        QVERIFY(seen.tiles.tileIds.isEmpty());
    }

    void printTileSheetsOffersTheSelectedTiles()
    {
        MainWindow window;
        QListView *grid = window.browser()->grid();
        grid->selectionModel()->select(grid->model()->index(0, 0), QItemSelectionModel::Select);
        grid->selectionModel()->select(grid->model()->index(2, 0), QItemSelectionModel::Select);
        const QStringList selected = window.browser()->selectedTileIds();
        QCOMPARE(selected.size(), 2);
        QStringList offered;
        QTimer::singleShot(0, &window, [&] {
            if (auto *dialog = qobject_cast<SheetExportDialog *>(QApplication::activeModalWidget())) {
                auto *source = dialog->findChild<QComboBox *>(u"source"_s);
                if (source)
                    source->setCurrentIndex(source->findData(1));
                offered = dialog->options().tiles.tileIds;
                dialog->reject();
            }
        });
        window.action(u"file.exportSheets"_s)->trigger();
        QCOMPARE(offered, selected);
    }

    void startupOptionsSetTheWindowUp()
    {
        QTemporaryDir dir;
        const QString path = dir.filePath(u"river.json"_s);
        Catalogue river = bundledCatalogue();
        river.tiles.removeIf(
            [](const TileDefinition &t) { return t.expansion != u"base" && t.expansion != u"river-1"; });
        QString error;
        QVERIFY2(writeCatalogueFile(river, path, &error), qPrintable(error));

        StartupOptions options;
        options.file = path;
        options.tile = u"river-1/CIRI"_s;
        options.sandboxExpansions = u"base,river-1"_s;
        options.rulesPage = u"river"_s;
        MainWindow window;
        options.prepare(window);
        QCOMPARE(window.document()->fileName(), path);
        QCOMPARE(window.document()->catalogue(), river);
        QCOMPARE(window.document()->catalogue().tiles.at(window.tileEditor()->currentTile()).id, u"river-1/CIRI"_s);
        QCOMPARE(window.boardPanel()->mode(), BoardPanel::Mode::Sandbox);
        const GameState &game = window.boardPanel()->sandboxPage()->game().state();
        QCOMPARE(game.board().placedCount(), 12); // River I: source, 10 tiles and the lake
        QCOMPARE(window.centralTabs()->currentWidget(), window.rulebookPanel());
    }

    void startupWithABrokenFileKeepsTheBundledCatalogue()
    {
        QTemporaryDir dir;
        const QString path = dir.filePath(u"broken.json"_s);
        QFile file(path);
        QVERIFY(file.open(QIODevice::WriteOnly));
        file.write("{ not json");
        file.close();
        StartupOptions options;
        options.file = path;
        MainWindow window;
        options.prepare(window);
        QCOMPARE(window.document()->catalogue(), bundledCatalogue());
        QVERIFY(window.document()->fileName().isEmpty());
    }

    void boardSetUpIsRemembered()
    {
        {
            MainWindow window;
            GameSetupWidget *setup = window.boardPanel()->sandboxPage()->setupWidget();
            setup->setCheckedExpansions({u"base"_s, u"river-2"_s});
            setup->setSeed(77);
            setup->setPlayers(3);
            RuleSet rules = setup->rules();
            rules.set(RuleOption::NoDeadEnd, false);
            setup->setRules(rules);
        }
        MainWindow again;
        GameSetupWidget *setup = again.boardPanel()->sandboxPage()->setupWidget();
        QCOMPARE(setup->checkedExpansions(), QStringList({u"base"_s, u"river-2"_s}));
        QCOMPARE(setup->seed(), quint64(77));
        QCOMPARE(setup->players(), 3);
        QVERIFY(!setup->rules()[RuleOption::NoDeadEnd]);
        // The simulator's set-up is its own, and keeps its number of games.
        const auto *simulateSetup
            = qobject_cast<CarcassonneSimulationSetup *>(again.boardPanel()->simulatePage()->setup(u"carcassonne"_s));
        QCOMPARE(simulateSetup->setupWidget()->seed(), quint64(1));
        again.boardPanel()->simulatePage()->gamesBox()->setValue(2500);
        MainWindow third;
        QCOMPARE(third.boardPanel()->simulatePage()->gamesBox()->value(), 2500);
        QSettings().remove(u"board"_s);
    }

    void recentFilesAreRemembered()
    {
        MainWindow window;
        window.recentFiles()->clear();
        window.recentFiles()->add(u"/tmp/a.krajina"_s);
        window.recentFiles()->add(u"/tmp/b.krajina"_s);
        window.recentFiles()->add(u"/tmp/a.krajina"_s);
        QCOMPARE(RecentFiles().files(), QStringList({u"/tmp/a.krajina"_s, u"/tmp/b.krajina"_s}));
        auto *menu = window.findChild<QMenu *>(u"menu.file.recent"_s);
        QVERIFY(menu);
        // two files, a separator and "Clear List"
        QCOMPARE(menu->actions().size(), 4);
    }
};

QTEST_MAIN(TestMainWindow)
#include "tst_mainwindow.moc"
