// SPDX-FileCopyrightText: 2026 Krajina contributors
// SPDX-License-Identifier: GPL-3.0-or-later

#include "board/gamesetupwidget.h"
#include "board/neighbourspage.h"
#include "board/sandboxpage.h"
#include "boarddock/boardpanel.h"
#include "catalogue/cataloguebrowser.h"
#include "catalogue/catalogueio.h"
#include "catalogue/cataloguelint.h"
#include "catalogue/catalogueroles.h"
#include "catalogue/jczformat.h"
#include "catalogue/problemspanel.h"
#include "catalogue/sheetexportdialog.h"
#include "document/cataloguedocument.h"
#include "document/cataloguetreemodel.h"
#include "document/problemsmodel.h"
#include "document/undocommands.h"
#include "editor/tileeditor.h"
#include "editor/tilepropertieswidget.h"
#include "languagemanager.h"
#include "mainwindow.h"
#include "rulebook/rulebook.h"

#include <QAbstractButton>
#include <QAbstractSpinBox>
#include <QAction>
#include <QApplication>
#include <QComboBox>
#include <QDialog>
#include <QDialogButtonBox>
#include <QDir>
#include <QFile>
#include <QFileDialog>
#include <QFileInfo>
#include <QFont>
#include <QLabel>
#include <QLineEdit>
#include <QListView>
#include <QListWidget>
#include <QLocale>
#include <QMessageBox>
#include <QPushButton>
#include <QScrollArea>
#include <QScrollBar>
#include <QSettings>
#include <QSpinBox>
#include <QStatusBar>
#include <QTabBar>
#include <QTemporaryDir>
#include <QTest>
#include <QTimer>
#include <QTreeView>
#include <QUndoStack>
#include <QUrl>
#include <QWheelEvent>

#include <functional>

using namespace Krajina;
using namespace Qt::StringLiterals;

// The expansion author's journey through the real main window, offscreen.
class TestAuthorJourney : public QObject
{
    Q_OBJECT
private:
    static void wheelOver(QWidget *widget, int notches)
    {
        const QPointF at = QRectF(widget->rect()).center();
        QWheelEvent event(at, widget->mapToGlobal(at), QPoint(), QPoint(0, -120 * notches), Qt::NoButton,
                          Qt::NoModifier, Qt::NoScrollPhase, false);
        QApplication::sendEvent(widget, &event);
    }

    // Runs `fill` on the modal dialog the next action opens (once it is up).
    template<typename Fill>
    static void whenDialogOpens(Fill fill)
    {
        QTimer::singleShot(0, qApp, [fill] {
            auto *dialog = qobject_cast<QDialog *>(QApplication::activeModalWidget());
            QVERIFY(dialog);
            fill(dialog);
        });
    }

    // Runs `fill` on the modal dialog called `name` once it is up (after others have closed).
    template<typename Fill>
    static void whenDialogNamed(const QString &name, Fill fill)
    {
        auto *timer = new QTimer(qApp);
        timer->setInterval(10);
        QObject::connect(timer, &QTimer::timeout, qApp, [timer, name, fill] {
            auto *dialog = qobject_cast<QDialog *>(QApplication::activeModalWidget());
            if (!dialog || dialog->objectName() != name || !dialog->isVisible())
                return;
            timer->stop();
            timer->deleteLater();
            fill(dialog);
        });
        timer->start();
    }

    static void typeId(QLineEdit *edit, const QString &id)
    {
        edit->setFocus();
        edit->selectAll();
        QTest::keyClicks(edit, id);
        QTest::keyClick(edit, Qt::Key_Return);
    }

    // With KRAJINA_WALK_DIR set, keeps a picture of each step of the journey there
    // (packaging/screenshots.sh and the walk-through in the closing note).
    static void snap(QWidget *widget, const QString &name)
    {
        const QString directory = qEnvironmentVariable("KRAJINA_WALK_DIR");
        if (directory.isEmpty())
            return;
        QApplication::processEvents();
        QTest::qWait(150);
        widget->grab().save(QDir(directory).filePath(name + u".png"_s));
    }

private Q_SLOTS:
    void initTestCase()
    {
        QSettings().clear();
        // KRAJINA_WALK_LANGUAGE=cs walks the journey in Czech.
        const QString language = qEnvironmentVariable("KRAJINA_WALK_LANGUAGE", u"en"_s);
        QVERIFY(LanguageManager::instance().setLanguage(language));
    }
    void init()
    {
        QSettings().clear();
        LanguageManager::instance().setLanguage(qEnvironmentVariable("KRAJINA_WALK_LANGUAGE", u"en"_s));
    }

    // File > New Catalogue to a saved .krajina, JCloisterZone XML and a sheet PDF, through the real window.
    void newExpansionFromScratch()
    {
        QTemporaryDir dir;
        MainWindow window;
        window.resize(1400, 900);
        window.show();
        QVERIFY(QTest::qWaitForWindowExposed(&window));

        // File > New Catalogue asks for the expansion at once.
        bool filled = false;
        whenDialogOpens([&filled](QDialog *dialog) {
            auto *nameEn = dialog->findChild<QLineEdit *>(u"expansionNameEn"_s);
            auto *nameCs = dialog->findChild<QLineEdit *>(u"expansionNameCs"_s);
            auto *id = dialog->findChild<QLineEdit *>(u"expansionId"_s);
            auto *watermark = dialog->findChild<QComboBox *>(u"expansionWatermark"_s);
            auto *ok = dialog->findChild<QDialogButtonBox *>()->button(QDialogButtonBox::Ok);
            QTest::keyClicks(nameEn, u"Towers of Krajina"_s);
            QCOMPARE(id->text(), u"towers-of-krajina"_s); // the id follows the English name
            QVERIFY(!ok->isEnabled()); // no Czech name yet
            nameCs->setText(u"Věže Krajiny"_s); // typed letters must be ASCII for QTest
            QVERIFY(ok->isEnabled());
            id->clear();
            QTest::keyClicks(id, u"base"_s); // a bundled expansion's id
            QVERIFY(!ok->isEnabled());
            QVERIFY(!dialog->findChild<QLabel *>(u"expansionProblem"_s)->text().isEmpty());
            id->clear();
            QTest::keyClicks(id, u"Towers!"_s);
            QVERIFY(!ok->isEnabled());
            id->clear();
            QTest::keyClicks(id, u"towers"_s);
            QVERIFY(ok->isEnabled());
            watermark->setCurrentIndex(watermark->findData(u"crown"_s) >= 0 ? watermark->findData(u"crown"_s) : 1);
            filled = true;
            snap(dialog, u"01-new-expansion"_s);
            ok->click();
        });
        window.action(u"file.new"_s)->trigger();
        QVERIFY(filled);
        CatalogueDocument *document = window.document();
        QVERIFY(document->fileName().isEmpty());
        QVERIFY2(window.windowTitle().startsWith(MainWindow::tr("Untitled")), qPrintable(window.windowTitle()));
        QCOMPARE(document->catalogue().expansions.size(), 1);
        snap(&window, u"02-untitled-catalogue"_s);
        const Expansion &towers = document->catalogue().expansions.first();
        QCOMPARE(towers.id, u"towers"_s);
        QCOMPARE(towers.nameCs, u"Věže Krajiny"_s);
        QCOMPARE(document->catalogue().tiles.size(), 1);
        const QString symbol = document->catalogue().tiles.first().watermark;
        QVERIFY(!symbol.isEmpty());
        QCOMPARE(window.tileEditor()->currentTile(), 0);

        // The author types the tile's id; a bad one is refused with a reason, a good one is one undo step.
        auto *idEdit = window.properties()->findChild<QLineEdit *>(u"id"_s);
        auto *idProblem = window.properties()->findChild<QLabel *>(u"idProblem"_s);
        const int stepsBefore = document->undoStack()->count();
        typeId(idEdit, u"towers/two words"_s);
        snap(&window, u"03-bad-tile-id"_s);
        QCOMPARE(document->catalogue().tiles.first().id, u"towers/1"_s);
        QVERIFY(!idProblem->isHidden());
        QVERIFY(idProblem->text().contains(u"two words"_s));
        typeId(idEdit, u"towers/CFRF"_s);
        QCOMPARE(document->catalogue().tiles.first().id, u"towers/CFRF"_s);
        QCOMPARE(document->undoStack()->count(), stepsBefore + 1);
        window.action(u"edit.undo"_s)->trigger();
        QCOMPARE(document->catalogue().tiles.first().id, u"towers/1"_s);
        window.action(u"edit.redo"_s)->trigger();
        QCOMPARE(document->catalogue().tiles.first().id, u"towers/CFRF"_s);

        // Edges and features: a city in the north and a road from east to west through the field.
        TileEditor *editor = window.tileEditor();
        auto *type = editor->findChild<QComboBox *>(u"featureType"_s);
        const auto make = [&](Location at, FeatureType kind) {
            editor->selectLocations(0, at.bits());
            type->setCurrentIndex(type->findData(int(kind)));
            editor->action(u"tile.makeFeature"_s)->trigger();
        };
        make(Location::N(), FeatureType::City);
        make(Location::E() | Location::W(), FeatureType::Road);
        make(Location::EL() | Location::WR(), FeatureType::Field);
        make(Location::ER() | Location::SL() | Location::SR() | Location::WL(), FeatureType::Field);
        auto *count = window.properties()->findChild<QSpinBox *>(u"count"_s);
        count->setValue(3);
        snap(&window, u"04-features"_s);
        const TileDefinition tile = document->catalogue().tile(u"towers/CFRF"_s)
            ? *document->catalogue().tile(u"towers/CFRF"_s)
            : TileDefinition {};
        QCOMPARE(tile.count, 3);
        QCOMPARE(tile.edgePattern(), u"CRFR"_s);
        // The field beside the city scores it without the author having to say so.
        bool fieldScoresCity = false;
        for (const Feature &f : tile.features)
            fieldScoresCity = fieldScoresCity || (f.type == FeatureType::Field && !f.cities.isEmpty());
        QVERIFY(fieldScoresCity);
        const QList<LintFinding> findings = lintCatalogue(document->catalogue());
        for (const LintFinding &finding : findings)
            QVERIFY2(finding.severity != Severity::Error, qPrintable(finding.message));

        // The preview board shows it among base-game neighbours.
        NeighboursPage *neighbours = window.boardPanel()->neighboursPage();
        window.boardPanel()->setMode(BoardPanel::Mode::Neighbours);
        QVERIFY(neighbours->layout().candidateExpansions().contains(u"base"_s));
        QVERIFY2(neighbours->layout().filledSides() >= 3, qPrintable(neighbours->noteLine()->text()));
        snap(&window, u"05-neighbours"_s);

        // A sandbox game of base + the new expansion, with the new tile in it.
        window.boardPanel()->setMode(BoardPanel::Mode::Sandbox);
        SandboxPage *sandbox = window.boardPanel()->sandboxPage();
        sandbox->setupWidget()->setCheckedExpansions({u"base"_s, u"towers"_s});
        QStringList checked = sandbox->setupWidget()->checkedExpansions();
        checked.sort();
        QCOMPARE(checked, QStringList({u"base"_s, u"towers"_s}));
        QVERIFY2(sandbox->newGame(), qPrintable(sandbox->messageLine()->text()));
        QVERIFY(sandbox->game().tiles().indexOf(u"towers/CFRF"_s) >= 0);
        QVERIFY(sandbox->game().tiles().indexOf(u"base/RCr"_s) >= 0);
        // The turn's controls sit in a toolbar row above the board, with shortcuts.
        auto *draw = sandbox->findChild<QAction *>(u"drawAction"_s);
        QVERIFY(draw);
        QCOMPARE(draw->shortcut(), QKeySequence(Qt::Key_D));
        QCOMPARE(draw->isEnabled(), sandbox->findChild<QPushButton *>(u"draw"_s)->isEnabled());
        QVERIFY(!draw->text().isEmpty());
        for (const char *name : {"noFollowerAction", "undoAction", "finishGameAction", "saveRecordAction"})
            QVERIFY2(sandbox->findChild<QAction *>(QString::fromLatin1(name)), name);
        QVERIFY2(sandbox->pickTile(u"towers/CFRF"_s), qPrintable(sandbox->messageLine()->text()));
        snap(&window, u"06-sandbox"_s);

        // Save as .krajina, reopen, export JCloisterZone XML.
        const QString saved = dir.filePath(u"towers.krajina"_s);
        QString error;
        QVERIFY2(window.saveTo(saved, &error), qPrintable(error));
        QVERIFY2(window.windowTitle().startsWith(u"towers.krajina"_s), qPrintable(window.windowTitle()));
        const Catalogue edited = document->catalogue();
        // packaging/screenshots.sh pictures this catalogue for the README.
        if (const QString keep = qEnvironmentVariable("KRAJINA_SCREENSHOT_DIR"); !keep.isEmpty()) {
            QFile::remove(QDir(keep).filePath(u"towers.krajina"_s));
            QVERIFY(QFile::copy(saved, QDir(keep).filePath(u"towers.krajina"_s)));
        }
        QVERIFY2(window.openFile(saved, &error), qPrintable(error));
        QCOMPARE(window.document()->catalogue(), edited);
        const QString xml = dir.filePath(u"towers.xml"_s);
        QVERIFY2(window.exportTo(xml, &error), qPrintable(error));
        QFile exported(xml);
        QVERIFY(exported.open(QIODevice::ReadOnly));
        QVERIFY(exported.readAll().contains("CFRF"));

        // Print its sheet: the dialog suggests a name and writes the PDF.
        window.selectTile(window.document()->catalogue().tileIndex(u"towers/CFRF"_s));
        const QString pdf = dir.filePath(u"towers-sheets.pdf"_s);
        bool printed = false;
        whenDialogOpens([&](QDialog *dialog) {
            auto *sheets = qobject_cast<SheetExportDialog *>(dialog);
            QVERIFY(sheets);
            QVERIFY(sheets->suggestedFileName().startsWith(u"towers"_s));
            QString sheetError;
            snap(dialog, u"07-sheets"_s);
            printed = sheets->savePdfTo(pdf, &sheetError);
            QVERIFY2(printed, qPrintable(sheetError));
            dialog->reject();
        });
        window.action(u"file.exportSheets"_s)->trigger();
        QVERIFY(printed);
        QFile sheet(pdf);
        QVERIFY(sheet.open(QIODevice::ReadOnly));
        QVERIFY(sheet.read(5) == "%PDF-");
    }

    // Renaming a tile changes its references too, in one undo step.
    void renameUpdatesReferences()
    {
        MainWindow window;
        CatalogueDocument *document = window.document();
        const int index = document->catalogue().tileIndex(u"base/RCr"_s);
        QVERIFY(index >= 0);
        QCOMPARE(document->catalogue().expansion(u"base")->startTile, u"base/RCr"_s);
        window.selectTile(index);
        typeId(window.properties()->findChild<QLineEdit *>(u"id"_s), u"base/start"_s);
        QCOMPARE(document->catalogue().tiles.at(index).id, u"base/start"_s);
        QCOMPARE(document->catalogue().expansion(u"base")->startTile, u"base/start"_s);
        window.action(u"edit.undo"_s)->trigger();
        QCOMPARE(document->catalogue(), bundledCatalogue());
        // Another tile's id is refused.
        typeId(window.properties()->findChild<QLineEdit *>(u"id"_s), u"base/L"_s);
        QCOMPARE(document->catalogue(), bundledCatalogue());
        // The rule texts that show the tile show it under its new id, in both languages.
        const auto mentions = [document](const QString &id) {
            int n = 0;
            for (const RulePage &page : document->rulebook().pages) {
                for (const WikiText *text : {&page.english, &page.czech}) {
                    for (const WikiUnit &unit : text->units())
                        n += int(unit.text.count(u"{{Tile|"_s + id));
                }
            }
            return n;
        };
        const int before = mentions(u"crop-circles-1/RRR"_s);
        QVERIFY(before > 0);
        const Rulebook rules = document->rulebook();
        window.selectTile(document->catalogue().tileIndex(u"crop-circles-1/RRR"_s));
        typeId(window.properties()->findChild<QLineEdit *>(u"id"_s), u"crop-circles-1/three-roads"_s);
        QCOMPARE(mentions(u"crop-circles-1/RRR"_s), 0);
        QCOMPARE(mentions(u"crop-circles-1/three-roads"_s), before);
        window.action(u"edit.undo"_s)->trigger();
        QVERIFY(document->rulebook() == rules);
        QCOMPARE(document->catalogue(), bundledCatalogue());
    }

    // A field beside a city that does not score it: said in words, fixed in one step from the Problems panel.
    void quickFixLetsTheFieldScoreTheCity()
    {
        MainWindow window;
        CatalogueDocument *document = window.document();
        const int index = document->catalogue().tileIndex(u"base/RCr"_s);
        const QList<Feature> original = document->catalogue().tiles.at(index).features;
        QList<Feature> unscored = original;
        for (Feature &f : unscored)
            f.cities.clear();
        document->undoStack()->push(new ChangeTileFeatures(document, index, unscored));
        ProblemsPanel *panel = window.problemsPanel();
        QAbstractItemModel *rows = panel->view()->model();
        QModelIndex found;
        QTRY_VERIFY([&] {
            for (int row = 0; row < rows->rowCount(); ++row) {
                const QModelIndex at = rows->index(row, ProblemsModel::MessageColumn);
                if (at.data(ProblemsModel::TileIdRole).toString() == u"base/RCr"_s
                    && rows->index(row, ProblemsModel::CodeColumn).data().toString() == u"tile.fieldCityUnlisted"_s)
                    found = at;
            }
            return found.isValid();
        }());
        const QString message = found.data().toString();
        QVERIFY2(message.contains(u"the field"_s) && message.contains(u"the city in the north"_s), qPrintable(message));
        QVERIFY2(!message.contains(u'#'), qPrintable(message));
        QVERIFY(!panel->quickFixAction()->isEnabled() || panel->view()->currentIndex().isValid());
        panel->view()->setCurrentIndex(found);
        QVERIFY(panel->quickFixAction()->isEnabled());
        const int steps = document->undoStack()->count();
        panel->quickFixAction()->trigger();
        QCOMPARE(document->catalogue().tiles.at(index).features, original);
        QCOMPARE(document->undoStack()->count(), steps + 1);
    }

    // The tree obeys the grid's filters; a bad edge pattern says why instead of emptying the grid.
    void browserFiltersTreeAndExplainsBadPattern()
    {
        MainWindow window;
        CatalogueBrowser *browser = window.browser();
        browser->expansionFilter()->setCurrentIndex(browser->expansionFilter()->findData(u"river-1"_s));
        browser->findChild<QTabBar *>()->setCurrentIndex(1); // the tree is filtered when it shows
        QAbstractItemModel *tree = browser->tree()->model();
        QStringList shown;
        std::function<void(const QModelIndex &)> walk = [&](const QModelIndex &parent) {
            for (int row = 0; row < tree->rowCount(parent); ++row) {
                const QModelIndex index = tree->index(row, 0, parent);
                const int tile = index.data(TileIndexRole).toInt();
                if (tile >= 0 && index.data(NodeKindRole).toInt() == int(CatalogueNodeKind::Tile))
                    shown << window.document()->catalogue().tiles.at(tile).expansion;
                walk(index);
            }
        };
        walk({});
        QCOMPARE(shown.size(), window.document()->catalogue().tilesOf(u"river-1").size());
        QCOMPARE(shown.count(u"river-1"_s), shown.size());

        browser->expansionFilter()->setCurrentIndex(0);
        QVERIFY(browser->filterHint()->isHidden());
        QTest::keyClicks(browser->edgeFilter(), u"CX"_s);
        QVERIFY(!browser->filterHint()->isHidden());
        QVERIFY2(browser->filterHint()->text().contains(u"CX"_s), qPrintable(browser->filterHint()->text()));
        QVERIFY(browser->grid()->model()->rowCount() > 0);
        browser->edgeFilter()->clear();
        QTest::keyClicks(browser->edgeFilter(), u"CR"_s); // half typed: a hint, not an empty grid
        QVERIFY(!browser->filterHint()->isHidden());
        QVERIFY(browser->grid()->model()->rowCount() > 0);
    }

    // After a live switch to Czech the author's menus, actions and the problems' words are Czech.
    void everythingCzechAfterLiveSwitch()
    {
        QVERIFY(LanguageManager::instance().setLanguage(u"en"_s));
        MainWindow window;
        CatalogueDocument *document = window.document();
        const int index = document->catalogue().tileIndex(u"base/RCr"_s);
        QList<Feature> unscored = document->catalogue().tiles.at(index).features;
        for (Feature &f : unscored)
            f.cities.clear();
        document->undoStack()->push(new ChangeTileFeatures(document, index, unscored));
        const auto messageFor = [&](const QString &code) {
            for (const LintFinding &f : window.problemsModel()->findings()) {
                if (f.code == code && f.tileId == u"base/RCr"_s)
                    return f.message;
            }
            return QString();
        };
        QTRY_VERIFY(messageFor(u"tile.fieldCityUnlisted"_s).contains(u"the city in the north"_s));

        QVERIFY(LanguageManager::instance().setLanguage(u"cs"_s));
        QTRY_VERIFY2(messageFor(u"tile.fieldCityUnlisted"_s).contains(u"město na severu"_s),
                     qPrintable(messageFor(u"tile.fieldCityUnlisted"_s)));
        QTRY_COMPARE(window.action(u"catalogue.newExpansion"_s)->text(), u"&Nové rozšíření…"_s);
        QCOMPARE(window.action(u"help.gettingStarted"_s)->text(), u"&Začínáme"_s);
        QCOMPARE(window.problemsPanel()->quickFixAction()->text(), u"Rychlá oprava"_s);
        QVERIFY2(window.windowTitle().startsWith(u"Vestavěný katalog"_s), qPrintable(window.windowTitle()));
        // The Tree names the tiles in Czech at once, its columns too.
        const QAbstractItemModel *tree = window.browser()->tree()->model();
        const QModelIndexList rows
            = tree->match(tree->index(0, 0), TileIndexRole, index, 1, Qt::MatchExactly | Qt::MatchRecursive);
        QVERIFY(!rows.isEmpty());
        QTRY_VERIFY2(rows.first().data().toString().startsWith(document->catalogue().tiles.at(index).nameCs),
                     qPrintable(rows.first().data().toString()));
        QCOMPARE(tree->headerData(0, Qt::Horizontal).toString(), CatalogueTreeModel::tr("Name"));
        QVERIFY(tree->headerData(0, Qt::Horizontal).toString() != u"Name"_s);
        // So do the expansions to tick in the Sandbox.
        auto *ticks = window.boardPanel()->sandboxPage()->setupWidget()->findChild<QListWidget *>();
        QVERIFY(ticks);
        QStringList ticked;
        for (int i = 0; i < ticks->count(); ++i)
            ticked << ticks->item(i)->text();
        QVERIFY2(ticked.contains(document->catalogue().expansion(u"base")->nameCs), qPrintable(ticked.join(u", "_s)));
        // The sheets' footer speaks Czech too.
        QCOMPARE(QCoreApplication::translate("SheetText", "front"), u"líc"_s);
        QVERIFY(LanguageManager::instance().setLanguage(u"en"_s));
    }

    void titleNamesUntitledDocuments()
    {
        MainWindow window;
        QVERIFY(window.windowTitle().contains(u"Bundled catalogue"_s));
        whenDialogOpens([](QDialog *dialog) {
            dialog->findChild<QLineEdit *>(u"expansionNameEn"_s)->setText(u"Mills"_s);
            dialog->findChild<QLineEdit *>(u"expansionNameCs"_s)->setText(u"Mlýny"_s);
            dialog->accept();
        });
        window.action(u"file.new"_s)->trigger();
        QVERIFY2(window.windowTitle().startsWith(u"Untitled"_s), qPrintable(window.windowTitle()));
        QVERIFY(!window.windowTitle().contains(u"Bundled"_s));
    }

    // Cancel in New Catalogue leaves the open catalogue as it was: same document, same edits, same title.
    void cancelledNewCatalogueKeepsTheOpenOne()
    {
        MainWindow window;
        CatalogueDocument *document = window.document();
        const QString title = window.windowTitle();
        whenDialogOpens([](QDialog *dialog) { dialog->reject(); });
        window.action(u"file.new"_s)->trigger();
        QCOMPARE(window.document(), document);
        QCOMPARE(document->catalogue(), bundledCatalogue());
        QCOMPARE(window.windowTitle(), title);
        QVERIFY(window.tileEditor()->currentTile() >= 0);
    }

    // The New Expansion dialog starts on its first field and tabs down the form as it is laid out.
    void expansionDialogTabsDownItsForm()
    {
        MainWindow window;
        window.show();
        QVERIFY(QTest::qWaitForWindowExposed(&window));
        QStringList chain;
        QString first;
        whenDialogOpens([&](QDialog *dialog) {
            QTRY_VERIFY(dialog->focusWidget());
            first = dialog->focusWidget()->objectName();
            QWidget *w = dialog->focusWidget();
            for (int i = 0; i < 5; ++i) {
                chain << w->objectName();
                do
                    w = w->nextInFocusChain();
                while (!(w->focusPolicy() & Qt::TabFocus) || !w->isVisibleTo(dialog) || !w->isEnabled());
            }
            dialog->reject();
        });
        window.action(u"catalogue.newExpansion"_s)->trigger();
        QCOMPARE(first, u"expansionNameEn"_s);
        QCOMPARE(chain,
                 (QStringList {u"expansionNameEn"_s, u"expansionNameCs"_s, u"expansionId"_s, u"expansionWatermark"_s,
                               u"expansionBack"_s}));

        // Properties too: down the panel as it is laid out.
        window.selectTile(0);
        QStringList properties;
        QWidget *w = window.properties()->findChild<QLineEdit *>(u"id"_s);
        for (int i = 0; i < 8; ++i) {
            properties << w->objectName();
            do
                w = w->nextInFocusChain();
            while (!(w->focusPolicy() & Qt::TabFocus) || !w->isVisibleTo(window.properties()) || !w->isEnabled()
                   || w->objectName().isEmpty() || w->objectName().startsWith(u"qt_"_s));
        }
        QCOMPARE(properties,
                 (QStringList {u"id"_s, u"nameCs"_s, u"nameEn"_s, u"count"_s, u"status"_s, u"editions"_s,
                               u"watermark"_s, u"back"_s}));
    }

    // "Use as Start Tile" in the tile's context menu, or a picture in Expansion Properties: one undo step
    // each, shown in the Tree, and what a game of the expansion starts from.
    void startTileIsChosenShownAndPlayed()
    {
        MainWindow window;
        CatalogueDocument *document = window.document();
        const Catalogue &catalogue = document->catalogue();
        QCOMPARE(catalogue.expansion(u"base")->startTile, u"base/RCr"_s);
        const int monastery = catalogue.tileIndex(u"base/L"_s);
        window.selectTile(monastery);
        QAction *use = window.action(u"tile.useAsStart"_s);
        QVERIFY(use && use->isEnabled() && !use->isChecked());
        QVERIFY(window.browser()->grid()->actions().contains(use)); // in the context menus
        QVERIFY(window.browser()->tree()->actions().contains(use));
        const int steps = document->undoStack()->count();
        use->trigger();
        QCOMPARE(catalogue.expansion(u"base")->startTile, u"base/L"_s);
        QCOMPARE(document->undoStack()->count(), steps + 1);
        QVERIFY(use->isChecked());

        // The Tree shows the start tile, in bold.
        const auto treeRow = [&](const QString &id) {
            const QAbstractItemModel *tree = window.browser()->tree()->model();
            const QModelIndexList rows = tree->match(tree->index(0, 0), TileIndexRole, catalogue.tileIndex(id), 1,
                                                     Qt::MatchExactly | Qt::MatchRecursive);
            return rows.isEmpty() ? QModelIndex() : rows.first();
        };
        const QString monasteryName = catalogue.tiles.at(monastery).name(QLocale().name());
        QCOMPARE(treeRow(u"base/L"_s).data().toString(), CatalogueTreeModel::tr("%1 (start tile)").arg(monasteryName));
        QVERIFY(treeRow(u"base/L"_s).data(Qt::FontRole).value<QFont>().bold());
        QVERIFY(!treeRow(u"base/RCr"_s).data(Qt::FontRole).value<QFont>().bold());

        // The sandbox starts from it.
        SandboxPage *sandbox = window.boardPanel()->sandboxPage();
        sandbox->setupWidget()->setCheckedExpansions({u"base"_s});
        QVERIFY2(sandbox->newGame(), qPrintable(sandbox->messageLine()->text()));
        QCOMPARE(sandbox->game().tiles().id(sandbox->game().state().startTile()), u"base/L"_s);

        window.action(u"edit.undo"_s)->trigger();
        QCOMPARE(catalogue.expansion(u"base")->startTile, u"base/RCr"_s);
        QVERIFY(!use->isChecked());
        QVERIFY(treeRow(u"base/RCr"_s).data(Qt::FontRole).value<QFont>().bold());

        // Expansion Properties: the expansion's tiles with their pictures.
        bool picked = false;
        whenDialogOpens([&](QDialog *dialog) {
            auto *start = dialog->findChild<QComboBox *>(u"expansionStartTile"_s);
            QVERIFY(start && start->isVisibleTo(dialog));
            QCOMPARE(start->count(), catalogue.tilesOf(u"base").size() + 1); // and "(none)"
            QCOMPARE(start->currentData().toString(), u"base/RCr"_s);
            QVERIFY(!start->itemIcon(start->findData(u"base/L"_s)).isNull());
            start->setCurrentIndex(start->findData(u"base/L"_s));
            snap(dialog, u"09-start-tile-picker"_s);
            start->showPopup();
            snap(start->view()->window(), u"10-start-tile-pictures"_s);
            start->hidePopup();
            picked = true;
            dialog->findChild<QDialogButtonBox *>()->button(QDialogButtonBox::Ok)->click();
        });
        window.action(u"catalogue.expansionProperties"_s)->trigger();
        QVERIFY(picked);
        QCOMPARE(catalogue.expansion(u"base")->startTile, u"base/L"_s);
        window.action(u"edit.undo"_s)->trigger();
        QCOMPARE(catalogue, bundledCatalogue());
    }

    // An expansion of one's own with its own start tile, played with the base game: the sandbox
    // starts from the author's tile, whichever order the expansions are ticked in; a saved file keeps it.
    void ownStartTileReplacesTheBaseGames()
    {
        QTemporaryDir dir;
        MainWindow window;
        whenDialogOpens([](QDialog *dialog) {
            dialog->findChild<QLineEdit *>(u"expansionNameEn"_s)->setText(u"Mills"_s);
            dialog->findChild<QLineEdit *>(u"expansionNameCs"_s)->setText(u"Mlýny"_s);
            dialog->accept();
        });
        window.action(u"file.new"_s)->trigger();
        CatalogueDocument *document = window.document();
        QCOMPARE(document->catalogue().expansions.first().id, u"mills"_s);
        window.resize(1400, 900);
        window.show();
        QVERIFY(QTest::qWaitForWindowExposed(&window));
        window.action(u"tile.useAsStart"_s)->trigger();
        const QString start = document->catalogue().tiles.first().id;
        window.browser()->findChild<QTabBar *>()->setCurrentIndex(1);
        snap(&window, u"11-own-start-tile-in-tree"_s);
        window.browser()->findChild<QTabBar *>()->setCurrentIndex(0);
        QCOMPARE(document->catalogue().expansions.first().startTile, start);
        SandboxPage *sandbox = window.boardPanel()->sandboxPage();
        for (const QStringList &order : {QStringList {u"base"_s, u"mills"_s}, QStringList {u"mills"_s, u"base"_s}}) {
            sandbox->setupWidget()->setCheckedExpansions(order);
            QVERIFY2(sandbox->newGame(), qPrintable(sandbox->messageLine()->text()));
            QCOMPARE(sandbox->game().tiles().id(sandbox->game().state().startTile()), start);
        }
        window.boardPanel()->setMode(BoardPanel::Mode::Sandbox);
        snap(&window, u"12-sandbox-starts-from-own-tile"_s);
        QString error;
        for (const QString &name : {u"mills.krajina"_s, u"mills.json"_s}) {
            const QString path = dir.filePath(name);
            QVERIFY2(name.endsWith(u".krajina"_s) ? window.saveTo(path, &error) : window.exportTo(path, &error),
                     qPrintable(error));
            QCOMPARE(readCatalogueFile(path).catalogue.expansion(u"mills")->startTile, start);
        }
    }

    // Once a field's edit is committed, Ctrl+Z and Redo in Properties are the document's, as in KDE
    // applications; a change still being typed is committed first and is the step undone.
    void undoAndRedoWorkFromPropertiesFields()
    {
        MainWindow window;
        window.resize(1400, 900);
        window.show();
        QVERIFY(QTest::qWaitForWindowExposed(&window));
        window.activateWindow();
        QVERIFY(QTest::qWaitForWindowActive(&window));
        CatalogueDocument *document = window.document();
        const int index = document->catalogue().tileIndex(u"base/RCr"_s);
        window.selectTile(index);
        const QString original = document->catalogue().tiles.at(index).nameEn;
        const auto press = [](QWidget *w, QKeySequence::StandardKey key) {
            const QKeyCombination combination = QKeySequence(key)[0];
            QTest::keyClick(w, combination.key(), combination.keyboardModifiers());
        };
        auto *nameEn = window.properties()->findChild<QLineEdit *>(u"nameEn"_s);
        nameEn->setFocus();
        QTRY_VERIFY(nameEn->hasFocus());
        nameEn->selectAll();
        QTest::keyClicks(nameEn, u"Crossing"_s);
        QTest::keyClick(nameEn, Qt::Key_Return);
        QCOMPARE(document->catalogue().tiles.at(index).nameEn, u"Crossing"_s);
        const int steps = document->undoStack()->index();

        press(nameEn, QKeySequence::Undo);
        QCOMPARE(document->catalogue().tiles.at(index).nameEn, original);
        QCOMPARE(nameEn->text(), original);
        QCOMPARE(document->undoStack()->index(), steps - 1);
        press(nameEn, QKeySequence::Redo);
        QCOMPARE(document->catalogue().tiles.at(index).nameEn, u"Crossing"_s);
        QCOMPARE(nameEn->text(), u"Crossing"_s);

        // Typed, not committed yet: committed, then undone; the step before stays.
        nameEn->end(false);
        QTest::keyClicks(nameEn, u"s"_s);
        press(nameEn, QKeySequence::Undo);
        QCOMPARE(document->catalogue().tiles.at(index).nameEn, u"Crossing"_s);
        QCOMPARE(nameEn->text(), u"Crossing"_s);
        QCOMPARE(document->undoStack()->index(), steps);

        // A spin box too.
        auto *count = window.properties()->findChild<QSpinBox *>(u"count"_s);
        const int copies = document->catalogue().tiles.at(index).count;
        count->setFocus();
        QTRY_VERIFY(count->hasFocus());
        QTest::keyClick(count, Qt::Key_Up);
        QCOMPARE(document->catalogue().tiles.at(index).count, copies + 1);
        press(count, QKeySequence::Undo);
        QCOMPARE(document->catalogue().tiles.at(index).count, copies);
        QCOMPARE(count->value(), copies);
    }

    // F2 brings the Id field into sight in a Properties panel scrolled away from it.
    void renameScrollsTheIdFieldIntoView()
    {
        MainWindow window;
        window.resize(1400, 600);
        window.show();
        QVERIFY(QTest::qWaitForWindowExposed(&window));
        window.selectTile(0);
        auto *scroll = window.findChild<QScrollArea *>(u"propertiesScroll"_s);
        scroll->widget()->setMinimumHeight(scroll->viewport()->height() * 3);
        QTRY_VERIFY(scroll->verticalScrollBar()->maximum() > 0);
        scroll->verticalScrollBar()->setValue(scroll->verticalScrollBar()->maximum());
        auto *id = window.properties()->findChild<QLineEdit *>(u"id"_s);
        const auto inSight = [&] {
            const QRect field(id->mapTo(scroll->viewport(), QPoint(0, 0)), id->size());
            return scroll->viewport()->rect().contains(field);
        };
        QVERIFY(!inSight());
        window.action(u"tile.rename"_s)->trigger();
        QVERIFY(inSight());
        QCOMPARE(id->selectedText(), window.document()->catalogue().tiles.at(0).id);
    }

    // Export Catalogue suggests a name from the expansion, lists what JCloisterZone XML cannot hold before
    // writing, and the status bar confirms the file with a way to its folder.
    void exportSaysWhatItCannotHoldAndConfirmsTheFile()
    {
        QTemporaryDir dir;
        QSettings().setValue(u"lastExportDirectory"_s, dir.path());
        MainWindow window;
        window.selectTile(window.document()->catalogue().tileIndex(u"base/RCr"_s));
        const QString path = dir.filePath(u"base.xml"_s);
        QString suggested;
        QString losses;
        const auto exportAs = [&](bool goAhead) {
            whenDialogOpens([&](QDialog *dialog) {
                auto *files = qobject_cast<QFileDialog *>(dialog);
                QVERIFY(files);
                suggested = files->selectedFiles().value(0);
                files->selectFile(path);
                dialog->accept(); // QFileDialog::accept() is protected there
            });
            whenDialogNamed(u"exportLosses"_s, [&, goAhead](QDialog *dialog) {
                auto *box = qobject_cast<QMessageBox *>(dialog);
                losses = box->text();
                snap(box, u"08-export-losses"_s);
                for (QAbstractButton *button : box->buttons()) {
                    if ((box->buttonRole(button) == QMessageBox::AcceptRole) == goAhead) {
                        button->click();
                        return;
                    }
                }
            });
            window.action(u"file.export"_s)->trigger();
        };
        exportAs(false);
        QCOMPARE(QFileInfo(suggested).fileName(), u"base.xml"_s);
        const QStringList lost = JczFormat::notCarried(window.document()->catalogue());
        QVERIFY(!lost.isEmpty());
        for (const QString &item : lost)
            QVERIFY2(losses.contains(item.toHtmlEscaped()), qPrintable(item + u"\n"_s + losses));
        QVERIFY(!QFile::exists(path)); // Cancel writes nothing
        auto *openFolder = window.findChild<QPushButton *>(u"openFolder"_s);
        QVERIFY(openFolder && openFolder->isHidden());

        exportAs(true);
        QVERIFY(QFile::exists(path));
        QVERIFY2(window.statusBar()->currentMessage().contains(u"base.xml"_s),
                 qPrintable(window.statusBar()->currentMessage()));
        QVERIFY(!openFolder->isHidden());
        QCOMPARE(openFolder->property("folder").toUrl(), QUrl::fromLocalFile(QFileInfo(path).absolutePath()));
        window.resize(1400, 900);
        window.show();
        QVERIFY(QTest::qWaitForWindowExposed(&window));
        snap(&window, u"13-status-bar-open-folder"_s);

        // Save As suggests the expansion's name too.
        whenDialogOpens([&](QDialog *dialog) {
            auto *files = qobject_cast<QFileDialog *>(dialog);
            QVERIFY(files);
            suggested = files->selectedFiles().value(0);
            dialog->reject();
        });
        window.action(u"file.saveAs"_s)->trigger();
        QCOMPARE(QFileInfo(suggested).fileName(), u"base.krajina"_s);
    }

    // The print and picture dialogs start on their first field and tab through their fields as they are
    // laid out: each next field lies below the one before, or to its right.
    void exportDialogsTabInLayoutOrder()
    {
        MainWindow window;
        window.resize(1400, 900);
        window.show();
        QVERIFY(QTest::qWaitForWindowExposed(&window));
        window.selectTile(0);
        for (const char *name : {"file.exportSheets", "file.exportImages"}) {
            QStringList order;
            QStringList backwards;
            QString first;
            whenDialogOpens([&](QDialog *dialog) {
                if (!QTest::qWaitFor([dialog] { return dialog->focusWidget() != nullptr; }, 2000)) {
                    dialog->reject();
                    return;
                }
                const auto isField = [dialog](QWidget *w) {
                    return (qobject_cast<QLineEdit *>(w) || qobject_cast<QAbstractSpinBox *>(w)
                            || qobject_cast<QComboBox *>(w) || qobject_cast<QAbstractButton *>(w))
                        && (w->focusPolicy() & Qt::TabFocus) && w->isVisibleTo(dialog) && w->isEnabled()
                        && !qobject_cast<QAbstractSpinBox *>(w->parentWidget())
                        && !qobject_cast<QComboBox *>(w->parentWidget());
                };
                QWidget *w = dialog->focusWidget();
                first = QString::fromLatin1(w->metaObject()->className()) + u' ' + w->objectName();
                if (!isField(w)) {
                    dialog->reject();
                    return;
                }
                QRect before;
                for (int i = 0; i < 60; ++i) {
                    const QRect at(w->mapTo(dialog, QPoint(0, 0)), w->size());
                    order << QString::fromLatin1(w->metaObject()->className()) + u' ' + w->objectName();
                    if (before.isValid() && at.top() < before.top() - before.height() / 2 && at.left() < before.right())
                        backwards << order.mid(order.size() - 2).join(u" -> "_s);
                    before = at;
                    do
                        w = w->nextInFocusChain();
                    while (!isField(w));
                    if (w == dialog->focusWidget())
                        break;
                }
                dialog->reject();
            });
            window.action(QString::fromLatin1(name))->trigger();
            QVERIFY2(order.size() > 3, qPrintable(QString::fromLatin1(name) + u": starts on "_s + first));
            QVERIFY2(first.contains(u"QComboBox"_s), qPrintable(first));
            QVERIFY2(backwards.isEmpty(), qPrintable(backwards.join(u'\n') + u"\n\n"_s + order.join(u'\n')));
        }
    }

    // Ctrl+T with several tiles selected: the new tile is the only one selected.
    void addTileSelectsJustTheNewTile()
    {
        MainWindow window;
        window.show();
        QVERIFY(QTest::qWaitForWindowExposed(&window));
        window.activateWindow();
        QVERIFY(QTest::qWaitForWindowActive(&window));
        CatalogueBrowser *browser = window.browser();
        QAbstractItemModel *grid = browser->grid()->model();
        browser->grid()->selectionModel()->select(QItemSelection(grid->index(0, 0), grid->index(2, 0)),
                                                  QItemSelectionModel::ClearAndSelect);
        QCOMPARE(browser->selectedTileIds().size(), 3);
        browser->grid()->setFocus();
        QTest::keyClick(&window, Qt::Key_T, Qt::ControlModifier);
        const int added = window.tileEditor()->currentTile();
        QCOMPARE(window.document()->catalogue().tiles.size(), bundledCatalogue().tiles.size() + 1);
        QCOMPARE(browser->selectedTileIds(), QStringList {window.document()->catalogue().tiles.at(added).id});
    }

    // One wheel notch over an unfocused field in Properties scrolls the panel and changes nothing.
    void wheelOverUnfocusedFieldChangesNothing()
    {
        MainWindow window;
        window.resize(1400, 600);
        window.show();
        QVERIFY(QTest::qWaitForWindowExposed(&window));
        window.selectTile(0);
        auto *scroll = window.findChild<QScrollArea *>(u"propertiesScroll"_s);
        QVERIFY(scroll);
        scroll->widget()->setMinimumHeight(scroll->viewport()->height() * 2); // surely something to scroll
        QTRY_VERIFY(scroll->verticalScrollBar()->maximum() > 0);
        auto *watermark = window.properties()->findChild<QComboBox *>(u"watermark"_s);
        auto *count = window.properties()->findChild<QSpinBox *>(u"count"_s);
        QVERIFY(watermark && count);
        QVERIFY(!watermark->hasFocus() && !count->hasFocus());
        const TileDefinition before = window.document()->catalogue().tiles.at(0);
        const int undoCount = window.document()->undoStack()->count();
        const int scrolled = scroll->verticalScrollBar()->value();

        wheelOver(watermark, 1);
        wheelOver(count, 1);
        QCOMPARE(window.document()->catalogue().tiles.at(0), before);
        QCOMPARE(window.document()->undoStack()->count(), undoCount);
        QCOMPARE(watermark->currentData().toString(), before.watermark);
        QCOMPARE(count->value(), before.count);
        QVERIFY(scroll->verticalScrollBar()->value() > scrolled); // the panel scrolled instead

        // Once the user clicks into the field, the wheel changes it as usual (one undo step).
        window.activateWindow();
        QVERIFY(QTest::qWaitForWindowActive(&window));
        count->setFocus();
        QTRY_VERIFY(count->hasFocus());
        wheelOver(count, -1);
        QCOMPARE(window.document()->catalogue().tiles.at(0).count, before.count + 1);
        QCOMPARE(window.document()->undoStack()->count(), undoCount + 1);
    }
};

QTEST_MAIN(TestAuthorJourney)
#include "tst_authorjourney.moc"
