// SPDX-FileCopyrightText: 2026 Krajina contributors
// SPDX-License-Identifier: GPL-3.0-or-later

#include "board/boardscene.h"
#include "board/gamesetupwidget.h"
#include "board/neighbourspage.h"
#include "board/sandboxpage.h"
#include "boarddock/boardpanel.h"
#include "catalogue/cataloguebrowser.h"
#include "catalogue/cataloguelint.h"
#include "catalogue/problemspanel.h"
#include "document/cataloguedocument.h"
#include "document/problemsmodel.h"
#include "document/undocommands.h"
#include "editor/tileeditor.h"
#include "editor/tilepropertieswidget.h"
#include "engine/carcassonne/carcassonnegame.h"
#include "engine/carcassonne/simulator.h"
#include "engine/simulationrunner.h"
#include "languagemanager.h"
#include "mainwindow.h"
#include "simulation/carcassonnesimulationsetup.h"
#include "simulation/simulatepage.h"
#include "simulation/simulationcharts.h"

#include <QAction>
#include <QApplication>
#include <QChart>
#include <QChartView>
#include <QComboBox>
#include <QDir>
#include <QFile>
#include <QGraphicsItem>
#include <QGroupBox>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QLabel>
#include <QLineEdit>
#include <QListView>
#include <QListWidget>
#include <QProcess>
#include <QPushButton>
#include <QSettings>
#include <QSignalSpy>
#include <QSpinBox>
#include <QTabWidget>
#include <QTableWidget>
#include <QTemporaryDir>
#include <QTest>
#include <QTreeView>
#include <QUndoStack>

using namespace Krajina;
using namespace Qt::StringLiterals;

// The preview board, the sandbox and the simulator play the document's tiles as they
// are after every change; the checks say what is wrong with a tile's fields and offer
// the repair (issue 32).
class TestPreviewTruth : public QObject
{
    Q_OBJECT
private:
    QTemporaryDir m_dir;

    // An expansion of one's own, "mills", of five land tiles (and optionally a stream), as a catalogue file.
    QString writeMills(const QString &name, bool stream = false)
    {
        const auto feature = [](const QString &type, const QString &locations) {
            return QJsonObject {{u"type"_s, type}, {u"locations"_s, locations}};
        };
        const auto tile = [](const QString &id, const QJsonArray &features, int count) {
            return QJsonObject {{u"id"_s, id},       {u"nameCs"_s, u"Kartička"_s}, {u"nameEn"_s, u"Tile"_s},
                                {u"count"_s, count}, {u"status"_s, u"draft"_s},    {u"features"_s, features}};
        };
        QJsonArray tiles {
            tile(u"mills/road"_s,
                 {feature(u"road"_s, u"E W"_s), feature(u"field"_s, u"NL NR EL WR"_s),
                  feature(u"field"_s, u"ER SL SR WL"_s)},
                 3),
            tile(u"mills/city"_s,
                 {feature(u"city"_s, u"N"_s),
                  QJsonObject {{u"type"_s, u"field"_s},
                               {u"locations"_s, u"EL ER SL SR WL WR"_s},
                               {u"cities"_s, QJsonArray {0}}}},
                 2),
            tile(u"mills/crossroads"_s,
                 {feature(u"road"_s, u"N"_s), feature(u"road"_s, u"E"_s), feature(u"road"_s, u"S"_s),
                  feature(u"road"_s, u"W"_s), feature(u"field"_s, u"NL WR"_s), feature(u"field"_s, u"NR EL"_s),
                  feature(u"field"_s, u"ER SL"_s), feature(u"field"_s, u"SR WL"_s)},
                 2),
            tile(u"mills/monastery"_s,
                 {feature(u"monastery"_s, QString()), feature(u"road"_s, u"S"_s),
                  feature(u"field"_s, u"NL NR EL ER SL SR WL WR"_s)},
                 1),
        };
        if (stream)
            tiles << tile(u"mills/stream"_s,
                          {QJsonObject {{u"type"_s, u"river"_s}, {u"locations"_s, u"N S"_s}, {u"role"_s, u"stream"_s}},
                           feature(u"field"_s, u"NR EL ER SL"_s), feature(u"field"_s, u"SR WL WR NL"_s)},
                          1);
        const QJsonObject catalogue {{u"format"_s, u"krajina-catalogue"_s},
                                     {u"version"_s, 1},
                                     {u"games"_s,
                                      QJsonArray {QJsonObject {{u"id"_s, u"carcassonne"_s},
                                                               {u"nameCs"_s, u"Carcassonne"_s},
                                                               {u"nameEn"_s, u"Carcassonne"_s},
                                                               {u"board"_s, u"square"_s}}}},
                                     {u"watermarks"_s, QJsonArray {}},
                                     {u"backs"_s, QJsonArray {}},
                                     {u"expansions"_s,
                                      QJsonArray {QJsonObject {{u"id"_s, u"mills"_s},
                                                               {u"game"_s, u"carcassonne"_s},
                                                               {u"nameCs"_s, u"Mlýny"_s},
                                                               {u"nameEn"_s, u"Mills"_s},
                                                               {u"tiles"_s, tiles}}}}};
        const QString path = m_dir.filePath(name + u".json"_s);
        QFile file(path);
        if (file.open(QIODevice::WriteOnly))
            file.write(QJsonDocument(catalogue).toJson());
        return path;
    }

    // The Neighbours page shows the tile it names: its title, the board's centre tile (as the
    // engine has it and as the scene draws it) and the document's definition are one tile.
    static void verifyNeighboursShow(MainWindow &window, const QString &id)
    {
        NeighboursPage *page = window.boardPanel()->neighboursPage();
        const Catalogue &catalogue = window.document()->catalogue();
        const int index = catalogue.tileIndex(id);
        QVERIFY2(index >= 0, qPrintable(id));
        QCOMPARE(page->currentTile(), index);
        QCOMPARE(window.tileEditor()->currentTile(), index);
        const QString title = page->findChild<QLabel *>(u"neighboursTitle"_s)->text();
        QVERIFY2(title.contains(u"<b>%1</b>"_s.arg(id)), qPrintable(title));
        const Board &board = page->layout().board();
        QVERIFY2(board.placedCount() > 0, qPrintable(page->noteLine()->text()));
        const int centre = board.placed(NeighbourBoard::CentreTile).type;
        QCOMPARE(board.tiles().id(centre), id);
        QCOMPARE(board.tiles().definition(centre), catalogue.tiles.at(index));
        // The picture at the centre cell is of that tile.
        bool drawn = false;
        const auto items = page->scene()->items();
        for (const QGraphicsItem *item : items) {
            if (item->type() == BoardScene::TileItemType && item->toolTip().startsWith(id + u" (0, 0)"_s))
                drawn = true;
        }
        QVERIFY2(drawn, qPrintable(id));
        // Every neighbour is a tile of the document as it is now.
        for (int q = 1; q < board.placedCount(); ++q) {
            const TileDefinition &placed = board.tiles().definition(board.placed(q).type);
            const TileDefinition *now = window.document()->playableCatalogue().tile(placed.id);
            QVERIFY2(now && *now == placed, qPrintable(placed.id));
        }
    }

    // A sandbox game dealt now has the tile (or not) with its current definition.
    static void verifySandboxDeals(MainWindow &window, const QStringList &expansions, const QString &id, bool dealt)
    {
        SandboxPage *sandbox = window.boardPanel()->sandboxPage();
        sandbox->setupWidget()->setCheckedExpansions(expansions);
        QVERIFY2(sandbox->newGame(), qPrintable(sandbox->messageLine()->text()));
        const int index = sandbox->game().tiles().indexOf(id);
        QCOMPARE(index >= 0, dealt);
        if (dealt)
            QCOMPARE(sandbox->game().tiles().definition(index), *window.document()->catalogue().tile(id));
    }

    // The Simulate page's set-up of Carcassonne, and its last run.
    static GameSetupWidget *simulateSetup(SimulatePage *page)
    {
        return qobject_cast<CarcassonneSimulationSetup *>(page->setup(u"carcassonne"_s))->setupWidget();
    }
    static SimulationReport shownReport(SimulatePage *page)
    {
        const auto *run = dynamic_cast<const CarcassonneSimulation *>(page->result(u"carcassonne"_s));
        return run ? run->report() : SimulationReport();
    }

    // The simulator's figures for the document as it is now, as a direct run gives them.
    static void verifySimulationIsOfTheDocument(MainWindow &window, const QStringList &expansions, int seed)
    {
        SimulatePage *page = window.boardPanel()->simulatePage();
        simulateSetup(page)->setCheckedExpansions(expansions);
        simulateSetup(page)->setSeed(quint64(seed));
        page->gamesBox()->setValue(40);
        QSignalSpy finished(page, &SimulatePage::finished);
        QVERIFY(page->run());
        QVERIFY(finished.wait(120000));
        GameSetup setup;
        RuleSet rules;
        rules.expansions = expansions;
        QVERIFY(GameSetup::fromCatalogue(window.document()->playableCatalogue(), rules, 2, setup).isEmpty());
        const SimulationReport direct = Simulator::run(setup, {40, quint64(seed)});
        const SimulationReport shown = shownReport(page);
        QCOMPARE(shown.games, 40);
        QCOMPARE(shown.setAside, direct.setAside);
        QCOMPARE(shown.scoreMin, direct.scoreMin);
        QCOMPARE(shown.scoreMax, direct.scoreMax);
        QCOMPARE(shown.scoreMean, direct.scoreMean);
    }

    static void typeId(QLineEdit *edit, const QString &id)
    {
        edit->setFocus();
        edit->selectAll();
        QTest::keyClicks(edit, id);
        QTest::keyClick(edit, Qt::Key_Return);
    }

    // With KRAJINA_WALK_DIR set, keeps a picture of the whole window at each step of the walk there.
    static void snap(QWidget *window, const QString &name)
    {
        const QString directory = qEnvironmentVariable("KRAJINA_WALK_DIR");
        if (directory.isEmpty())
            return;
        QDir().mkpath(directory);
        QApplication::processEvents();
        QTest::qWait(200);
        window->grab().save(QDir(directory).filePath(name + u".png"_s));
    }

private Q_SLOTS:
    void initTestCase()
    {
        QVERIFY(m_dir.isValid());
        QCoreApplication::setOrganizationName(u"KrajinaTest"_s);
        QCoreApplication::setApplicationName(u"tst_previewtruth"_s);
    }
    void init()
    {
        QSettings().clear();
        // KRAJINA_WALK_LANGUAGE=cs walks in Czech.
        QVERIFY(LanguageManager::instance().setLanguage(qEnvironmentVariable("KRAJINA_WALK_LANGUAGE", u"en"_s)));
    }

    // The author's walk from a fresh start, through the menus and keys: open an expansion of one's own,
    // Add Tile and Undo, Delete Tile, then Neighbours and Simulate (pictures with KRAJINA_WALK_DIR).
    void walkAddUndoDeleteThenNeighboursAndSimulate()
    {
        MainWindow window;
        window.resize(1500, 950);
        window.show();
        QVERIFY(QTest::qWaitForWindowExposed(&window));
        // The keys go to the active window, as on a desktop (Xvfb has no window manager to activate it).
        window.activateWindow();
        QVERIFY(QTest::qWaitForWindowActive(&window));
        QString error;
        QVERIFY2(window.openFile(writeMills(u"walk"_s), &error), qPrintable(error));
        CatalogueDocument *document = window.document();
        window.selectTile(document->catalogue().tileIndex(u"mills/city"_s));
        window.boardPanel()->modeTabs()->setCurrentIndex(int(BoardPanel::Mode::Neighbours));
        snap(&window, u"01-opened"_s);

        QTest::keyClick(&window, Qt::Key_T, Qt::ControlModifier); // Tile > Add Tile
        const QString added = document->catalogue().tiles.at(window.tileEditor()->currentTile()).id;
        verifyNeighboursShow(window, added);
        snap(&window, u"02-added"_s);
        window.action(u"edit.undo"_s)->trigger(); // Edit > Undo
        QVERIFY(!document->catalogue().tile(added));
        verifyNeighboursShow(window, document->catalogue().tiles.at(window.tileEditor()->currentTile()).id);
        window.selectTile(document->catalogue().tileIndex(u"mills/crossroads"_s));
        verifyNeighboursShow(window, u"mills/crossroads"_s);
        snap(&window, u"03-undone-neighbours"_s);

        window.browser()->grid()->setFocus();
        QTest::keyClick(window.browser()->grid(), Qt::Key_Delete, Qt::ControlModifier); // Tile > Delete Tile
        QVERIFY(!document->catalogue().tile(u"mills/crossroads"_s));
        const QString shown = document->catalogue().tiles.at(window.tileEditor()->currentTile()).id;
        verifyNeighboursShow(window, shown);
        snap(&window, u"04-deleted-neighbours"_s);

        window.boardPanel()->modeTabs()->setCurrentIndex(int(BoardPanel::Mode::Simulate));
        SimulatePage *page = window.boardPanel()->simulatePage();
        simulateSetup(page)->setCheckedExpansions({u"base"_s, u"mills"_s});
        simulateSetup(page)->setSeed(3);
        page->gamesBox()->setValue(300);
        QSignalSpy finished(page, &SimulatePage::finished);
        QTest::mouseClick(page->findChild<QPushButton *>(u"run"_s), Qt::LeftButton);
        QVERIFY(finished.wait(120000));
        QVERIFY(!shownReport(page).setAside.contains(u"mills/crossroads"_s));
        page->resultTabs()->setCurrentIndex(0);
        snap(&window, u"05-simulate"_s);
        page->resultTabs()->setCurrentWidget(page->reportTable());
        snap(&window, u"06-simulate-figures"_s);
        verifySimulationIsOfTheDocument(window, {u"base"_s, u"mills"_s}, 3);
    }

    // Select a tile, Add Tile (Ctrl+T), Undo, select another: Neighbours shows the tile it names.
    void neighboursAfterAddAndUndo()
    {
        MainWindow window;
        window.resize(1400, 900);
        window.show();
        QVERIFY(QTest::qWaitForWindowExposed(&window));
        window.boardPanel()->setMode(BoardPanel::Mode::Neighbours);
        CatalogueDocument *document = window.document();
        const int city = document->catalogue().tileIndex(u"base/RCr"_s);
        window.selectTile(city);
        verifyNeighboursShow(window, u"base/RCr"_s);

        const int tiles = int(document->catalogue().tiles.size());
        QTest::keyClick(&window, Qt::Key_T, Qt::ControlModifier);
        QCOMPARE(document->catalogue().tiles.size(), tiles + 1);
        const QString added = document->catalogue().tiles.at(city + 1).id;
        verifyNeighboursShow(window, added);
        window.action(u"edit.undo"_s)->trigger();
        QCOMPARE(document->catalogue().tiles.size(), tiles);
        QVERIFY(!document->catalogue().tile(added));
        verifyNeighboursShow(window, document->catalogue().tiles.at(window.tileEditor()->currentTile()).id);

        // Another tile chosen in the browser, as a click would.
        window.selectTile(document->catalogue().tileIndex(u"base/RRRR"_s));
        verifyNeighboursShow(window, u"base/RRRR"_s);
        window.selectTile(document->catalogue().tileIndex(u"base/RCr"_s));
        verifyNeighboursShow(window, u"base/RCr"_s);
        window.action(u"edit.redo"_s)->trigger();
        verifyNeighboursShow(window, added);
        window.action(u"edit.undo"_s)->trigger();
        window.selectTile(document->catalogue().tileIndex(u"base/Cccc+"_s));
        verifyNeighboursShow(window, u"base/Cccc+"_s);
    }

    // Each kind of change, then Neighbours, Sandbox and Simulate: all of them play the document's tiles.
    void everyChangeReachesThePreview()
    {
        MainWindow window;
        window.resize(1400, 900);
        window.show();
        QVERIFY(QTest::qWaitForWindowExposed(&window));
        QString error;
        QVERIFY2(window.openFile(writeMills(u"every"_s), &error), qPrintable(error));
        CatalogueDocument *document = window.document();
        const QStringList play {u"base"_s, u"mills"_s};
        window.boardPanel()->setMode(BoardPanel::Mode::Neighbours);
        window.selectTile(document->catalogue().tileIndex(u"mills/city"_s));
        verifyNeighboursShow(window, u"mills/city"_s);

        // Add (a new tile after the current one) and its undo and redo.
        window.action(u"tile.add"_s)->trigger();
        const QString added = document->catalogue().tiles.at(window.tileEditor()->currentTile()).id;
        QVERIFY(added.startsWith(u"mills/"_s));
        verifyNeighboursShow(window, added);
        verifySandboxDeals(window, play, added, true);
        window.action(u"edit.undo"_s)->trigger();
        verifySandboxDeals(window, play, added, false);
        window.selectTile(document->catalogue().tileIndex(u"mills/crossroads"_s));
        verifyNeighboursShow(window, u"mills/crossroads"_s);
        window.action(u"edit.redo"_s)->trigger();
        verifyNeighboursShow(window, added);
        verifySandboxDeals(window, play, added, true);
        window.action(u"edit.undo"_s)->trigger();

        // An edit of the features and its undo.
        const int road = document->catalogue().tileIndex(u"mills/road"_s);
        window.selectTile(road);
        const QList<Feature> before = document->catalogue().tiles.at(road).features;
        const QList<Feature> city = document->playableCatalogue().tile(u"base/Cccc+"_s)->features;
        document->undoStack()->push(new ChangeTileFeatures(document, road, city));
        verifyNeighboursShow(window, u"mills/road"_s);
        verifySandboxDeals(window, play, u"mills/road"_s, true);
        verifySimulationIsOfTheDocument(window, play, 4);
        window.action(u"edit.undo"_s)->trigger();
        QCOMPARE(document->catalogue().tiles.at(road).features, before);
        verifyNeighboursShow(window, u"mills/road"_s);
        verifySandboxDeals(window, play, u"mills/road"_s, true);

        // Duplicate.
        window.action(u"tile.duplicate"_s)->trigger();
        const QString copy = u"mills/road-2"_s;
        QVERIFY(document->catalogue().tile(copy));
        verifyNeighboursShow(window, copy);
        verifySandboxDeals(window, play, copy, true);
        verifySimulationIsOfTheDocument(window, play, 5);

        // Rename, through the Properties' id field.
        typeId(window.properties()->findChild<QLineEdit *>(u"id"_s), u"mills/mill-road"_s);
        QVERIFY(document->catalogue().tile(u"mills/mill-road"_s));
        verifyNeighboursShow(window, u"mills/mill-road"_s);
        verifySandboxDeals(window, play, u"mills/mill-road"_s, true);
        verifySandboxDeals(window, play, copy, false);
        const int follow
            = qobject_cast<CarcassonneSimulationSetup *>(window.boardPanel()->simulatePage()->setup(u"carcassonne"_s))
                  ->followBox()
                  ->findData(u"mills/mill-road"_s);
        QVERIFY(follow > 0);
        QCOMPARE(
            qobject_cast<CarcassonneSimulationSetup *>(window.boardPanel()->simulatePage()->setup(u"carcassonne"_s))
                ->followBox()
                ->findData(copy),
            -1);

        // Delete, then Neighbours and Simulate.
        window.selectTile(document->catalogue().tileIndex(u"mills/city"_s));
        window.action(u"tile.delete"_s)->trigger();
        QVERIFY(!document->catalogue().tile(u"mills/city"_s));
        verifyNeighboursShow(window, document->catalogue().tiles.at(window.tileEditor()->currentTile()).id);
        verifySandboxDeals(window, play, u"mills/city"_s, false);
        verifySimulationIsOfTheDocument(window, play, 6);
        QVERIFY(!shownReport(window.boardPanel()->simulatePage()).setAside.contains(u"mills/city"_s));
        window.action(u"edit.undo"_s)->trigger();
        QVERIFY(document->catalogue().tile(u"mills/city"_s));
        verifySandboxDeals(window, play, u"mills/city"_s, true);
        window.selectTile(document->catalogue().tileIndex(u"mills/monastery"_s));
        verifyNeighboursShow(window, u"mills/monastery"_s);
    }

    // Simulate on the open document gives exactly the figures of krajina-cli simulate on the saved file.
    void simulateMatchesTheCliOnTheSavedFile()
    {
        if (!QFile::exists(QStringLiteral(KRAJINA_CLI)))
            QSKIP("krajina-cli is not built");
        MainWindow window;
        window.resize(1400, 900);
        window.show();
        QVERIFY(QTest::qWaitForWindowExposed(&window));
        QString error;
        QVERIFY2(window.openFile(writeMills(u"saved"_s), &error), qPrintable(error));
        CatalogueDocument *document = window.document();
        // Add + Undo and a Delete first, as an author would.
        window.selectTile(document->catalogue().tileIndex(u"mills/road"_s));
        window.action(u"tile.add"_s)->trigger();
        window.action(u"edit.undo"_s)->trigger();
        window.selectTile(document->catalogue().tileIndex(u"mills/monastery"_s));
        window.action(u"tile.delete"_s)->trigger();
        const QString saved = m_dir.filePath(u"mills.krajina"_s);
        QVERIFY2(window.saveTo(saved, &error), qPrintable(error));

        SimulatePage *page = window.boardPanel()->simulatePage();
        window.boardPanel()->setMode(BoardPanel::Mode::Simulate);
        simulateSetup(page)->setCheckedExpansions({u"base"_s, u"mills"_s});
        simulateSetup(page)->setSeed(11);
        page->gamesBox()->setValue(300);
        QSignalSpy finished(page, &SimulatePage::finished);
        QVERIFY(page->run());
        QVERIFY(finished.wait(120000));
        const SimulationReport shown = shownReport(page);

        QProcess cli;
        cli.start(QStringLiteral(KRAJINA_CLI),
                  {u"simulate"_s, u"--catalogue"_s, saved, u"--expansions"_s, u"base,mills"_s, u"--seed"_s, u"11"_s,
                   u"--games"_s, u"300"_s, u"--json"_s});
        QVERIFY(cli.waitForFinished(120000));
        QCOMPARE(cli.exitCode(), 0);
        QJsonObject expected = QJsonDocument::fromJson(cli.readAllStandardOutput()).object();
        QJsonObject got = shown.toJson();
        for (const QString &key : {u"seconds"_s, u"gamesPerSecond"_s}) {
            expected.remove(key);
            got.remove(key);
        }
        expected.remove(u"expansions"_s);
        expected.remove(u"rules"_s);
        expected.remove(u"players"_s);
        expected.remove(u"seed"_s);
        QCOMPARE(got.value(u"scoreSpread"_s), expected.value(u"scoreSpread"_s));
        QCOMPARE(got.value(u"discarded"_s), expected.value(u"discarded"_s));
        QCOMPARE(got, expected);
    }

    // The crossroads whose one field runs round all four roads: an error with Split as its quick fix,
    // and the Feature box shows the field as it is after the fix.
    void crossroadsWithOneFieldIsSplitByTheQuickFix()
    {
        MainWindow window;
        window.resize(1400, 900);
        window.show();
        QVERIFY(QTest::qWaitForWindowExposed(&window));
        CatalogueDocument *document = window.document();
        const int index = document->catalogue().tileIndex(u"base/RRRR"_s);
        window.selectTile(index);
        const QList<Feature> original = document->catalogue().tiles.at(index).features;
        // The author's way: the four corner fields made into one.
        window.tileEditor()->selectLocations(0, Location::allHalfEdges().bits());
        auto *type = window.tileEditor()->findChild<QComboBox *>(u"featureType"_s);
        type->setCurrentIndex(type->findData(int(FeatureType::Field)));
        window.tileEditor()->action(u"tile.makeFeature"_s)->trigger();
        const TileDefinition oneField = document->catalogue().tiles.at(index);
        QCOMPARE(oneField.fieldCount(), 1);

        ProblemsPanel *panel = window.problemsPanel();
        QAbstractItemModel *rows = panel->view()->model();
        QModelIndex found;
        QTRY_VERIFY([&] {
            for (int row = 0; row < rows->rowCount(); ++row) {
                const QModelIndex at = rows->index(row, ProblemsModel::MessageColumn);
                if (at.data(ProblemsModel::TileIdRole).toString() == u"base/RRRR"_s
                    && rows->index(row, ProblemsModel::CodeColumn).data().toString() == u"tile.fieldDivided"_s)
                    found = at;
            }
            return found.isValid();
        }());
        QVERIFY2(!found.data().toString().contains(u"bridge"_s), qPrintable(found.data().toString()));
        QCOMPARE(rows->index(found.row(), ProblemsModel::SeverityColumn).data(ProblemsModel::SeverityRole).toInt(),
                 int(Severity::Error));
        // The editor's list says it too.
        auto *findings = window.tileEditor()->findChild<QListWidget *>(u"tileFindings"_s);
        QVERIFY(findings);
        bool listed = false;
        for (int i = 0; i < findings->count(); ++i)
            listed = listed || findings->item(i)->data(Qt::UserRole + 2).toString() == u"tile.fieldDivided"_s;
        QVERIFY(listed);

        panel->view()->setCurrentIndex(found);
        QVERIFY(panel->quickFixAction()->isEnabled());
        QVERIFY(!found.data(ProblemsModel::QuickFixRole).toString().isEmpty());
        const int steps = document->undoStack()->count();
        panel->quickFixAction()->trigger();
        QCOMPARE(document->undoStack()->count(), steps + 1);
        const TileDefinition fixed = document->catalogue().tiles.at(index);
        QCOMPARE(fixed.fieldCount(), 4);
        for (const LintFinding &f : lintTile(fixed))
            QVERIFY2(f.severity == Severity::Info, qPrintable(f.message));
        // The four corner fields, as the base game has them.
        QList<Location> fields, originalFields;
        for (const Feature &f : fixed.features) {
            if (f.type == FeatureType::Field)
                fields << f.locations;
        }
        for (const Feature &f : original) {
            if (f.type == FeatureType::Field)
                originalFields << f.locations;
        }
        std::sort(fields.begin(), fields.end());
        std::sort(originalFields.begin(), originalFields.end());
        QCOMPARE(fields, originalFields);
        // The Feature box shows the fixed field, not a greyed old value.
        auto *featureGroup = window.properties()->findChild<QGroupBox *>(u"featureGroup"_s);
        QVERIFY(featureGroup);
        QVERIFY(window.tileEditor()->currentFeature() >= 0);
        QVERIFY(featureGroup->isEnabled());
        QCOMPARE(fixed.features.at(window.tileEditor()->currentFeature()).type, FeatureType::Field);
        window.action(u"edit.undo"_s)->trigger();
        QCOMPARE(document->catalogue().tiles.at(index), oneField);
    }

    // After Split the corner field no longer scores the city it has left; the Feature box shows that.
    void splitFieldStopsScoringTheCityItLeft()
    {
        MainWindow window;
        window.resize(1400, 900);
        window.show();
        QVERIFY(QTest::qWaitForWindowExposed(&window));
        CatalogueDocument *document = window.document();
        // base/C: a city in the north, one field all round it that scores it.
        const int index = document->catalogue().tileIndex(u"base/C"_s);
        window.selectTile(index);
        const TileDefinition tile = document->catalogue().tiles.at(index);
        const int field = tile.featureAt(Location::SL(), 0);
        QVERIFY(field >= 0);
        QVERIFY(!tile.features.at(field).cities.isEmpty());
        // Split the south-east corner off into a field of its own: it borders no city.
        window.tileEditor()->selectLocations(0, (Location::ER() | Location::SL()).bits());
        window.tileEditor()->action(u"tile.splitFeature"_s)->trigger();
        const TileDefinition split = document->catalogue().tiles.at(index);
        const int corner = split.featureAt(Location::SL(), 0);
        QVERIFY(corner >= 0 && corner != split.featureAt(Location::WR(), 0));
        QVERIFY2(split.features.at(corner).cities.isEmpty(), "the corner field keeps scoring the city");
        QVERIFY(!split.features.at(split.featureAt(Location::WR(), 0)).cities.isEmpty());
        for (const LintFinding &f : lintTile(split))
            QVERIFY2(f.code != u"tile.fieldCityNotTouching", qPrintable(f.message));
        // Selected, it shows no city checked.
        window.tileEditor()->setCurrentFeature(corner);
        auto *cities = window.properties()->findChild<QListWidget *>(u"cities"_s);
        for (int i = 0; i < cities->count(); ++i)
            QCOMPARE(cities->item(i)->checkState(), Qt::Unchecked);
    }

    // River tiles in an expansion of land tiles: said in Sandbox and Simulate before anything runs, and
    // Simulate draws no score charts for games that never laid the river.
    void riverWithoutSourceIsSaidBeforeAnythingRuns()
    {
        MainWindow window;
        window.resize(1400, 900);
        window.show();
        QVERIFY(QTest::qWaitForWindowExposed(&window));
        QString error;
        QVERIFY2(window.openFile(writeMills(u"stream"_s, true), &error), qPrintable(error));
        const QStringList play {u"base"_s, u"mills"_s};
        SandboxPage *sandbox = window.boardPanel()->sandboxPage();
        window.boardPanel()->setMode(BoardPanel::Mode::Sandbox);
        sandbox->setupWidget()->setCheckedExpansions(play);
        QLabel *said = sandbox->setupWidget()->warningLine();
        QVERIFY(said->isVisible());
        QVERIFY2(said->text().contains(u"mills/stream"_s) && said->text().contains(u"no source and lake"_s),
                 qPrintable(said->text()));
        // With River I in play the stream joins its river.
        sandbox->setupWidget()->setCheckedExpansions({u"base"_s, u"river-1"_s, u"mills"_s});
        QVERIFY(said->isHidden());

        window.boardPanel()->setMode(BoardPanel::Mode::Simulate);
        SimulatePage *page = window.boardPanel()->simulatePage();
        simulateSetup(page)->setCheckedExpansions(play);
        QVERIFY(simulateSetup(page)->warningLine()->isVisible());
        page->gamesBox()->setValue(30);
        QSignalSpy finished(page, &SimulatePage::finished);
        QVERIFY(page->run());
        QVERIFY(finished.wait(120000));
        QCOMPARE(shownReport(page).stuck, 30);
        SimulationCharts *charts = page->charts();
        // No game laid the whole river: no scores that look as if they meant something.
        QVERIFY(charts->chartView(u"scores"_s)->chart()->title().contains(u"not drawn"_s));
        QCOMPARE(charts->barCount(u"scores"_s), 0);
        QCOMPARE(charts->barCount(u"margins"_s), 0);
        QVERIFY(charts->barCount(u"set-aside"_s) > 0);

        // The finding in the Problems panel.
        const QList<LintFinding> findings = lintCatalogue(window.document()->catalogue());
        QVERIFY(std::any_of(findings.cbegin(), findings.cend(),
                            [](const LintFinding &f) { return f.code == u"catalogue.riverWithoutSource"; }));
        // Deleting the stream takes the sentence away at once.
        window.selectTile(window.document()->catalogue().tileIndex(u"mills/stream"_s));
        window.action(u"tile.delete"_s)->trigger();
        QVERIFY(simulateSetup(page)->warningLine()->isHidden());
    }
};

QTEST_MAIN(TestPreviewTruth)
#include "tst_previewtruth.moc"
