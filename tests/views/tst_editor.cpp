// SPDX-FileCopyrightText: 2026 Krajina contributors
// SPDX-License-Identifier: GPL-3.0-or-later

#include "board/boardscene.h"
#include "board/boardview.h"
#include "board/gamesetupwidget.h"
#include "board/sandboxpage.h"
#include "boarddock/boardpanel.h"
#include "catalogue/cataloguebrowser.h"
#include "catalogue/catalogueio.h"
#include "catalogue/problemspanel.h"
#include "catalogue/tilefilterproxymodel.h"
#include "document/cataloguedocument.h"
#include "document/problemsmodel.h"
#include "editor/tilecanvas.h"
#include "editor/tileeditor.h"
#include "engine/carcassonne/gamestate.h"
#include "engine/carcassonne/rulecode.h"
#include "mainwindow.h"

#include <QAction>
#include <QApplication>
#include <QComboBox>
#include <QDir>
#include <QDragEnterEvent>
#include <QDropEvent>
#include <QFile>
#include <QHash>
#include <QLabel>
#include <QLineEdit>
#include <QListView>
#include <QListWidget>
#include <QMimeData>
#include <QPushButton>
#include <QSettings>
#include <QTemporaryDir>
#include <QTest>
#include <QTreeView>
#include <QUndoStack>

using namespace Krajina;
using namespace Qt::StringLiterals;

// Drives the real main window offscreen, as a person would: filter, select,
// click locations, make features, undo, redo, save and reload.
class TestEditor : public QObject
{
    Q_OBJECT
private:
    static void clickHandle(TileCanvas *canvas, int position, Qt::KeyboardModifiers modifiers = {})
    {
        QTest::mouseClick(canvas, Qt::LeftButton, modifiers, canvas->handleCentre(0, position).toPoint());
    }
    static int tileIndex(MainWindow &window, const QString &id) { return window.document()->catalogue().tileIndex(id); }
    static const TileDefinition &tile(MainWindow &window, const QString &id)
    {
        return window.document()->catalogue().tiles.at(tileIndex(window, id));
    }
    static bool listHas(QListWidget *list, const QString &text)
    {
        for (int row = 0; row < list->count(); ++row) {
            if (list->item(row)->text().contains(text) || list->item(row)->toolTip().contains(text))
                return true;
        }
        return false;
    }
    // Edge patterns that equal `pattern` in some rotation, counted independently of the proxy.
    static int tilesMatching(const Catalogue &catalogue, const QString &pattern)
    {
        int n = 0;
        for (const TileDefinition &t : catalogue.tiles) {
            const QString p = t.edgePattern();
            for (int r = 0; r < 4; ++r) {
                if (p.size() == 4 && p.mid(r) + p.left(r) == pattern) {
                    ++n;
                    break;
                }
            }
        }
        return n;
    }

private Q_SLOTS:
    void initTestCase()
    {
        QCoreApplication::setOrganizationName(u"KrajinaTest"_s);
        QCoreApplication::setApplicationName(u"tst_editor"_s);
        QSettings().clear();
    }

    void opensTheBundledCatalogue()
    {
        MainWindow window;
        QCOMPARE(window.document()->catalogue(), bundledCatalogue());
        QCOMPARE(window.browser()->grid()->model()->rowCount(), int(bundledCatalogue().tiles.size()));
        QVERIFY(window.tileEditor()->currentTile() >= 0);
        QVERIFY(!window.isWindowModified());
    }

    void filtersByEdgesAndText()
    {
        MainWindow window;
        CatalogueBrowser *browser = window.browser();
        QTest::keyClicks(browser->edgeFilter(), u"CRFR"_s);
        const int expected = tilesMatching(window.document()->catalogue(), u"CRFR"_s);
        QVERIFY(expected > 0);
        QCOMPARE(browser->grid()->model()->rowCount(), expected);

        browser->edgeFilter()->clear();
        QTest::keyClicks(browser->textFilter(), u"base/RFr"_s);
        QVERIFY(browser->grid()->model()->rowCount() >= 1);
        for (int row = 0; row < browser->grid()->model()->rowCount(); ++row)
            QVERIFY(browser->grid()->model()->index(row, 0).data().toString().contains(u"RFr"_s));
    }

    void selectingInTheGridOpensTheTile()
    {
        MainWindow window;
        window.show();
        QVERIFY(QTest::qWaitForWindowExposed(&window));
        CatalogueBrowser *browser = window.browser();
        QTest::keyClicks(browser->textFilter(), u"base/RFr"_s);
        const QModelIndex first = browser->grid()->model()->index(0, 0);
        browser->grid()->setCurrentIndex(first);
        // Shown at once, or when typing pauses if the filter had already made it current.
        QTRY_COMPARE(window.tileEditor()->currentTile(), tileIndex(window, u"base/RFr"_s));
        QCOMPARE(window.tileEditor()->canvas()->tile().id, u"base/RFr"_s);
    }

    void clickingLocationsMakesAFeatureAndUndoRedoIt()
    {
        MainWindow window;
        window.show();
        QVERIFY(QTest::qWaitForWindowExposed(&window));
        window.selectTile(tileIndex(window, u"base/RFr"_s));
        const TileDefinition before = tile(window, u"base/RFr"_s);
        QCOMPARE(before.edgePattern(), u"FRFR"_s);

        TileCanvas *canvas = window.tileEditor()->canvas();
        clickHandle(canvas, 1); // N
        QCOMPARE(canvas->selection(), Location::N());
        auto *type = window.tileEditor()->findChild<QComboBox *>(u"featureType"_s);
        type->setCurrentIndex(type->findData(int(FeatureType::City)));
        window.tileEditor()->action(u"tile.makeFeature"_s)->trigger();

        QCOMPARE(tile(window, u"base/RFr"_s).edgePattern(), u"CRFR"_s);
        QVERIFY(window.isWindowModified());
        QUndoStack *stack = window.document()->undoStack();
        QCOMPARE(stack->count(), 1);

        window.action(u"edit.undo"_s)->trigger();
        QCOMPARE(tile(window, u"base/RFr"_s), before);
        QVERIFY(!window.isWindowModified());
        window.action(u"edit.redo"_s)->trigger();
        QCOMPARE(tile(window, u"base/RFr"_s).edgePattern(), u"CRFR"_s);
    }

    void keyboardSelectsHandlesAndMakesAFeature()
    {
        MainWindow window;
        window.show();
        QVERIFY(QTest::qWaitForWindowExposed(&window));
        window.selectTile(tileIndex(window, u"base/L"_s)); // a monastery in one field
        TileCanvas *canvas = window.tileEditor()->canvas();
        canvas->setFocus();
        QCOMPARE(canvas->focusedHandle(), std::make_pair(0, 1)); // the north side
        QTest::keyClick(canvas, Qt::Key_Space);
        QCOMPARE(canvas->selection(), Location::position(1));
        // Shift+Right extends clockwise, Left moves back without selecting.
        QTest::keyClick(canvas, Qt::Key_Right, Qt::ShiftModifier);
        QCOMPARE(canvas->selection(), Location::position(1) | Location::position(2));
        QTest::keyClick(canvas, Qt::Key_Left);
        QTest::keyClick(canvas, Qt::Key_Left);
        QCOMPARE(canvas->focusedHandle(), std::make_pair(0, 0));
        QTest::keyClick(canvas, Qt::Key_Space, Qt::ControlModifier);
        QCOMPARE(canvas->selection(), Location::position(0) | Location::position(1) | Location::position(2));
        // Round the corner: Left from position 0 is the last one, WR.
        QTest::keyClick(canvas, Qt::Key_Left);
        QCOMPARE(canvas->focusedHandle(), std::make_pair(0, Location::PositionCount - 1));

        // The selected north side becomes a city (the type box starts at City): one undo step.
        QUndoStack *stack = window.document()->undoStack();
        window.tileEditor()->action(u"tile.makeFeature"_s)->trigger();
        QCOMPARE(stack->count(), 1);
        QCOMPARE(tile(window, u"base/L"_s).edgePattern().left(1), u"C"_s);
    }

    void dragAcrossHandlesSelectsARun()
    {
        MainWindow window;
        window.show();
        QVERIFY(QTest::qWaitForWindowExposed(&window));
        window.selectTile(tileIndex(window, u"base/L"_s));
        TileCanvas *canvas = window.tileEditor()->canvas();
        QTest::mousePress(canvas, Qt::LeftButton, {}, canvas->handleCentre(0, 0).toPoint());
        for (int p = 1; p <= 2; ++p) {
            QMouseEvent move(QEvent::MouseMove, canvas->handleCentre(0, p),
                             canvas->mapToGlobal(canvas->handleCentre(0, p)), Qt::NoButton, Qt::LeftButton,
                             Qt::NoModifier);
            QCoreApplication::sendEvent(canvas, &move);
        }
        QTest::mouseRelease(canvas, Qt::LeftButton, {}, canvas->handleCentre(0, 2).toPoint());
        QCOMPARE(canvas->selection(), Location::NL() | Location::N() | Location::NR());
    }

    void lintFindingAppearsAndDisappears()
    {
        MainWindow window;
        window.show();
        QVERIFY(QTest::qWaitForWindowExposed(&window));
        const QString id = u"base/L"_s;
        window.selectTile(tileIndex(window, id));
        QVERIFY(window.problemsModel()->findingsFor(id).isEmpty());

        // A river with a single end on an ordinary tile: it has no source or lake role.
        TileCanvas *canvas = window.tileEditor()->canvas();
        clickHandle(canvas, 4); // E
        auto *type = window.tileEditor()->findChild<QComboBox *>(u"featureType"_s);
        type->setCurrentIndex(type->findData(int(FeatureType::River)));
        window.tileEditor()->action(u"tile.makeFeature"_s)->trigger();

        const auto findings = window.problemsModel()->findingsFor(id);
        QVERIFY(!findings.isEmpty());
        QVERIFY(std::any_of(findings.cbegin(), findings.cend(),
                            [](const LintFinding &f) { return f.code == u"tile.riverEnds"; }));
        QVERIFY(listHas(window.tileEditor()->findingList(), u"tile.riverEnds"_s));
        QVERIFY(window.problemsPanel()->view()->model()->rowCount() > 0);

        window.action(u"edit.undo"_s)->trigger();
        QVERIFY(window.problemsModel()->findingsFor(id).isEmpty());
        QVERIFY(!listHas(window.tileEditor()->findingList(), u"tile.riverEnds"_s));
    }

    void problemGoesToTileAndLocation()
    {
        MainWindow window;
        const QString id = u"base/C"_s;
        window.selectTile(tileIndex(window, id));
        window.selectTile(tileIndex(window, u"base/L"_s));
        Q_EMIT window.problemsPanel()->problemActivated(id, 0, Location::NL().bits());
        QCOMPARE(window.tileEditor()->currentTile(), tileIndex(window, id));
        QCOMPARE(window.tileEditor()->canvas()->selection(), Location::NL());
    }

    void addDuplicateDeleteTiles()
    {
        MainWindow window;
        const int before = int(window.document()->catalogue().tiles.size());
        window.selectTile(tileIndex(window, u"base/L"_s));
        window.action(u"tile.duplicate"_s)->trigger();
        QCOMPARE(window.document()->catalogue().tiles.size(), before + 1);
        const TileDefinition &copy = window.document()->catalogue().tiles.at(window.tileEditor()->currentTile());
        QCOMPARE(copy.features, tile(window, u"base/L"_s).features);
        QVERIFY(copy.id != u"base/L"_s);
        window.action(u"tile.delete"_s)->trigger();
        QCOMPARE(window.document()->catalogue().tiles.size(), before);
        window.action(u"tile.add"_s)->trigger();
        QCOMPARE(window.document()->catalogue().tiles.size(), before + 1);
        window.action(u"edit.undo"_s)->trigger();
        window.action(u"edit.undo"_s)->trigger();
        window.action(u"edit.undo"_s)->trigger();
        QCOMPARE(window.document()->catalogue(), bundledCatalogue());
    }

    void saveAndReload()
    {
        QTemporaryDir dir;
        const QString path = dir.filePath(u"edited.krajina"_s);
        MainWindow window;
        window.selectTile(tileIndex(window, u"base/RFr"_s));
        clickHandle(window.tileEditor()->canvas(), 1);
        window.tileEditor()->action(u"tile.makeFeature"_s)->trigger();
        const Catalogue edited = window.document()->catalogue();
        QString error;
        QVERIFY2(window.saveTo(path, &error), qPrintable(error));
        QVERIFY(!window.isWindowModified());

        MainWindow other;
        QVERIFY2(other.openFile(path, &error), qPrintable(error));
        QCOMPARE(other.document()->catalogue(), edited);
        QCOMPARE(other.document()->fileName(), path);
    }

    // The bundled catalogue as its maintainers keep it (a folder of reviewable files) opened in the window,
    // every board page shown, saved back in place: untouched it stays byte for byte the same, and one edit changes
    // only the file of that tile's expansion.
    void savingTheBundledFolderChangesOnlyWhatWasEdited()
    {
        QTemporaryDir dir;
        QVERIFY(dir.isValid());
        const QDir source(QStringLiteral(KRAJINA_SOURCE_DIR "/data/catalogue"));
        const QStringList names = source.entryList({u"*.json"_s}, QDir::Files, QDir::Name);
        QVERIFY(names.contains(u"dos-rios.json"_s) && names.contains(u"base.json"_s));
        QHash<QString, QByteArray> original;
        for (const QString &name : names) {
            QFile file(source.filePath(name));
            QVERIFY(file.open(QIODevice::ReadOnly));
            original.insert(name, file.readAll());
            QVERIFY(QFile::copy(source.filePath(name), dir.filePath(name)));
        }
        const auto changedFiles = [&dir, &names, &original] {
            QStringList changed;
            for (const QString &name : QDir(dir.path()).entryList({u"*.json"_s}, QDir::Files, QDir::Name)) {
                QFile file(dir.filePath(name));
                if (!file.open(QIODevice::ReadOnly) || file.readAll() != original.value(name) || !names.contains(name))
                    changed << name;
            }
            return changed;
        };

        MainWindow window;
        window.show();
        QVERIFY(QTest::qWaitForWindowExposed(&window));
        QString error;
        QVERIFY2(window.openFile(dir.path(), &error), qPrintable(error));
        for (const BoardPanel::Mode mode : {BoardPanel::Mode::Sandbox, BoardPanel::Mode::Simulate,
                                            BoardPanel::Mode::DosRios, BoardPanel::Mode::Neighbours}) {
            window.boardPanel()->setMode(mode);
            QCoreApplication::processEvents();
        }
        QVERIFY(!window.isWindowModified());
        QVERIFY2(window.saveTo(dir.path() + u'/', &error), qPrintable(error));
        QCOMPARE(changedFiles(), QStringList());

        window.selectTile(tileIndex(window, u"base/RFr"_s));
        clickHandle(window.tileEditor()->canvas(), 1);
        window.tileEditor()->action(u"tile.makeFeature"_s)->trigger();
        QVERIFY(window.isWindowModified());
        QVERIFY2(window.saveTo(dir.path() + u'/', &error), qPrintable(error));
        QCOMPARE(changedFiles(), QStringList {u"base.json"_s});
    }

    void boardDockTakesALegalDropAndRefusesAnIllegalOne()
    {
        MainWindow window;
        window.resize(1400, 900);
        window.show();
        QVERIFY(QTest::qWaitForWindowExposed(&window));
        BoardPanel *board = window.boardPanel();
        board->setMode(BoardPanel::Mode::Sandbox);
        SandboxPage *sandbox = board->sandboxPage();
        sandbox->setupWidget()->setCheckedExpansions({u"base"_s});
        sandbox->setupWidget()->setSeed(3);
        QTest::mouseClick(sandbox->findChild<QPushButton *>(u"newGame"_s), Qt::LeftButton);
        QVERIFY2(sandbox->game().isStarted(), qPrintable(sandbox->messageLine()->text()));
        QTest::mouseClick(sandbox->findChild<QPushButton *>(u"draw"_s), Qt::LeftButton);
        const int held = sandbox->heldTile();
        QVERIFY(held >= 0);
        std::vector<Placement> legal;
        sandbox->game().state().legalPlacements(held, legal);
        QVERIFY(!legal.empty());

        BoardView *view = sandbox->view();
        const auto clickCell = [view](int x, int y) {
            view->ensureVisible(BoardScene::cellRect(x, y), 4, 4);
            const QPointF at = BoardScene::cellRect(x, y).topLeft() + QPointF(12, 88);
            QTest::mouseClick(view->viewport(), Qt::LeftButton, {}, view->mapFromScene(at));
        };
        const auto turnTo = [sandbox, view](int rotation) {
            for (int i = 0; i < 4 && sandbox->rotation() != rotation; ++i)
                QTest::keyClick(view, Qt::Key_R);
        };

        // Illegal: a cell that touches no tile; the engine's rule shows in the message line.
        clickCell(legal.front().x + 4, legal.front().y + 4);
        QCOMPARE(sandbox->game().state().board().placedCount(), 1);
        QVERIFY2(sandbox->messageLine()->text().contains(ruleCodeName(RuleCode::PlacementNoNeighbour)),
                 qPrintable(sandbox->messageLine()->text()));

        // Legal: the first placement the engine offers.
        turnTo(legal.front().rotation);
        QCOMPARE(sandbox->rotation(), legal.front().rotation);
        clickCell(legal.front().x, legal.front().y);
        if (sandbox->stage() == SandboxPage::Stage::PlaceFollower)
            QTest::mouseClick(sandbox->findChild<QPushButton *>(u"noFollower"_s), Qt::LeftButton);
        QCOMPARE(sandbox->stage(), SandboxPage::Stage::ChooseTile);
        QCOMPARE(sandbox->game().state().board().placedCount(), 2);
        QCOMPARE(sandbox->scene()->tileItemCount(), 2);
        // The catalogue is untouched by play.
        QVERIFY(!window.document()->undoStack()->canUndo());
    }

    void exportLeavesTheDocumentAsItWas()
    {
        QTemporaryDir dir;
        MainWindow window;
        window.selectTile(tileIndex(window, u"base/RFr"_s));
        clickHandle(window.tileEditor()->canvas(), 1);
        window.tileEditor()->action(u"tile.makeFeature"_s)->trigger();
        QVERIFY(window.isWindowModified());
        const QString fileName = window.document()->fileName();
        const Catalogue edited = window.document()->catalogue();

        QString error;
        const QString json = dir.filePath(u"export.json"_s);
        QVERIFY2(window.exportTo(json, &error), qPrintable(error));
        const CatalogueReadResult back = readCatalogueFile(json);
        QVERIFY2(back.ok(), qPrintable(back.error));
        QCOMPARE(back.catalogue, edited);

        const QString xml = dir.filePath(u"export.xml"_s);
        QVERIFY2(window.exportTo(xml, &error), qPrintable(error));
        const CatalogueReadResult fromXml = readCatalogueFile(xml);
        QVERIFY2(fromXml.ok(), qPrintable(fromXml.error));
        QVERIFY(!fromXml.catalogue.tiles.isEmpty());

        // Still the same unsaved document: exporting is not saving.
        QCOMPARE(window.document()->fileName(), fileName);
        QVERIFY(window.isWindowModified());
        QVERIFY(window.document()->undoStack()->canUndo());

        QVERIFY(!window.exportTo(dir.filePath(u"no-such-folder/export.xml"_s), &error));
        QVERIFY(error.contains(u"export.xml"_s));
    }

    void droppingACatalogueFileOpensIt()
    {
        QTemporaryDir dir;
        const QString path = dir.filePath(u"dropped.json"_s);
        Catalogue small = bundledCatalogue();
        small.tiles = bundledCatalogue().tilesOf(u"river-1"_s);
        QString error;
        QVERIFY2(writeCatalogueFile(small, path, &error), qPrintable(error));

        MainWindow window;
        QVERIFY(window.acceptDrops());
        QMimeData data;
        data.setUrls({QUrl::fromLocalFile(path)});
        QDragEnterEvent enter(QPoint(10, 10), Qt::CopyAction, &data, Qt::LeftButton, {});
        enter.setAccepted(false);
        QApplication::sendEvent(&window, &enter);
        QVERIFY(enter.isAccepted());
        QDropEvent drop(QPointF(10, 10), Qt::CopyAction, &data, Qt::LeftButton, {});
        QApplication::sendEvent(&window, &drop);
        QTRY_COMPARE(window.document()->fileName(), path);
        QCOMPARE(window.document()->catalogue(), small);

        // Something that is not a catalogue is refused at the door.
        QMimeData text;
        text.setUrls({QUrl::fromLocalFile(dir.filePath(u"notes.txt"_s))});
        QDragEnterEvent refused(QPoint(10, 10), Qt::CopyAction, &text, Qt::LeftButton, {});
        refused.setAccepted(false);
        QApplication::sendEvent(&window, &refused);
        QVERIFY(!refused.isAccepted());
    }

    void brokenFileKeepsTheOpenDocument()
    {
        QTemporaryDir dir;
        const QString path = dir.filePath(u"broken.krajina"_s);
        QFile file(path);
        QVERIFY(file.open(QIODevice::WriteOnly));
        file.write("this is not a database");
        file.close();
        MainWindow window;
        CatalogueDocument *open = window.document();
        QString error;
        QVERIFY(!window.openFile(path, &error));
        QVERIFY(error.contains(u"broken.krajina"_s));
        QCOMPARE(window.document(), open);
        QCOMPARE(window.document()->catalogue(), bundledCatalogue());
    }
};

QTEST_MAIN(TestEditor)
#include "tst_editor.moc"
