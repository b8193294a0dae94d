// SPDX-FileCopyrightText: 2026 Krajina contributors
// SPDX-License-Identifier: GPL-3.0-or-later

// How the main window is put together: its actions, menus, toolbar and docks,
// and their texts in the language chosen.

#include "mainwindow.h"

#include "authoractions.h"
#include "boarddock/boardpanel.h"
#include "catalogue/cataloguebrowser.h"
#include "catalogue/problemspanel.h"
#include "diskchangewatcher.h"
#include "editor/tileeditor.h"
#include "editor/tilepropertieswidget.h"
#include "hexboard/hexpieceproperties.h"
#include "languagemanager.h"
#include "recentfiles.h"
#include "rules/rulebookpanel.h"
#include "wiki/wikipanel.h"

#include <QAction>
#include <QActionGroup>
#include <QApplication>
#include <QComboBox>
#include <QDockWidget>
#include <QMenuBar>
#include <QPushButton>
#include <QScrollArea>
#include <QScrollBar>
#include <QStackedWidget>
#include <QTabWidget>
#include <QTimer>
#include <QToolBar>
#include <QUndoView>

using namespace Qt::StringLiterals;

namespace Krajina {

namespace {

QAction *makeAction(QObject *parent, const char *objectName, const QKeySequence &key = {}, const QString &iconName = {})
{
    auto *a = new QAction(parent);
    a->setObjectName(QString::fromLatin1(objectName));
    if (!key.isEmpty())
        a->setShortcut(key);
    if (!iconName.isEmpty())
        a->setIcon(QIcon::fromTheme(iconName));
    return a;
}

QAction *makeStandardAction(QObject *parent, const char *objectName, QKeySequence::StandardKey key,
                            const QString &iconName = {})
{
    QAction *a = makeAction(parent, objectName, {}, iconName);
    a->setShortcuts(key);
    return a;
}

} // namespace

void MainWindow::createActions()
{
    connect(makeStandardAction(this, "file.new", QKeySequence::New, u"document-new"_s), &QAction::triggered, this,
            &MainWindow::newCatalogue);
    connect(makeStandardAction(this, "file.open", QKeySequence::Open, u"document-open"_s), &QAction::triggered, this,
            &MainWindow::open);
    connect(makeAction(this, "file.openBundled", {}, u"go-home"_s), &QAction::triggered, this, [this] {
        if (maybeSave())
            openBundledCatalogue();
    });
    connect(makeStandardAction(this, "file.save", QKeySequence::Save, u"document-save"_s), &QAction::triggered, this,
            &MainWindow::save);
    connect(makeStandardAction(this, "file.saveAs", QKeySequence::SaveAs, u"document-save-as"_s), &QAction::triggered,
            this, &MainWindow::saveAs);
    connect(makeAction(this, "file.exportSheets", {}, u"document-print"_s), &QAction::triggered, this,
            &MainWindow::exportTileSheets);
    action(u"file.exportSheets"_s)
        ->setShortcuts({QKeySequence(QKeySequence::Print), QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_E)});
    connect(makeAction(this, "file.export", {}, u"document-export"_s), &QAction::triggered, this,
            &MainWindow::exportCatalogue);
    connect(makeAction(this, "file.exportImages", {}, u"image-x-generic"_s), &QAction::triggered, this,
            &MainWindow::exportTileImages);
    QAction *quit = makeStandardAction(this, "file.quit", QKeySequence::Quit, u"application-exit"_s);
    quit->setMenuRole(QAction::QuitRole);
    connect(quit, &QAction::triggered, this, &QWidget::close);

    connect(makeStandardAction(this, "edit.find", QKeySequence::Find, u"edit-find"_s), &QAction::triggered, this,
            [this] { m_browser->focusFilter(); });

    connect(makeAction(this, "tile.add", QKeySequence(Qt::CTRL | Qt::Key_T), u"list-add"_s), &QAction::triggered, this,
            &MainWindow::addTile);
    connect(makeAction(this, "tile.duplicate", QKeySequence(Qt::CTRL | Qt::Key_D), u"edit-copy"_s), &QAction::triggered,
            this, &MainWindow::duplicateTile);
    connect(makeAction(this, "tile.delete", QKeySequence(Qt::CTRL | Qt::Key_Delete), u"edit-delete"_s),
            &QAction::triggered, this, &MainWindow::deleteTile);
    connect(makeAction(this, "tile.moveUp", QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_Up), u"go-up"_s),
            &QAction::triggered, this, [this] { moveTile(-1); });
    connect(makeAction(this, "tile.moveDown", QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_Down), u"go-down"_s),
            &QAction::triggered, this, [this] { moveTile(1); });

    connect(makeAction(this, "tile.showInRules", QKeySequence(Qt::CTRL | Qt::Key_R), u"help-contents"_s),
            &QAction::triggered, this, &MainWindow::showTileInRules);

    QAction *fullScreen = makeStandardAction(this, "view.fullScreen", QKeySequence::FullScreen, u"view-fullscreen"_s);
    fullScreen->setCheckable(true);
    connect(fullScreen, &QAction::toggled, this, [this](bool on) {
        setWindowState(on ? windowState() | Qt::WindowFullScreen : windowState() & ~Qt::WindowFullScreen);
    });

    auto *languages = new QActionGroup(this);
    for (const QString &language : LanguageManager::instance().availableLanguages()) {
        auto *a = new QAction(languages);
        a->setObjectName(u"view.language."_s + language);
        a->setCheckable(true);
        a->setChecked(language == LanguageManager::instance().currentLanguage());
        addAction(a);
        connect(a, &QAction::triggered, this, [this, language] { switchLanguage(language); });
    }

    QAction *about = makeAction(this, "help.about", {}, u"help-about"_s);
    about->setMenuRole(QAction::AboutRole);
    connect(about, &QAction::triggered, this, &MainWindow::showAbout);
    QAction *aboutQt = makeAction(this, "help.aboutQt");
    aboutQt->setMenuRole(QAction::AboutQtRole);
    connect(aboutQt, &QAction::triggered, qApp, &QApplication::aboutQt);
}

void MainWindow::createMenus()
{
    const auto addAll = [this](QMenu *menu, std::initializer_list<const char *> names) {
        for (const char *name : names) {
            if (*name)
                menu->addAction(action(QString::fromLatin1(name)));
            else
                menu->addSeparator();
        }
    };
    QMenu *file = menuBar()->addMenu(QString());
    file->setObjectName(u"menu.file"_s);
    addAll(file, {"file.new", "file.open"});
    QMenu *recent = file->addMenu(QString());
    recent->setObjectName(u"menu.file.recent"_s);
    m_recentFiles->attachMenu(recent);
    addAll(file,
           {"file.openBundled", "", "file.save", "file.saveAs", "", "file.export", "file.exportImages",
            "file.exportSheets", "", "file.quit"});

    QMenu *edit = menuBar()->addMenu(QString());
    edit->setObjectName(u"menu.edit"_s);
    addAll(edit, {"edit.undo", "edit.redo", "", "edit.find"});

    QMenu *catalogue = menuBar()->addMenu(QString());
    catalogue->setObjectName(u"menu.catalogue"_s);
    m_author->fillCatalogueMenu(catalogue);

    QMenu *tile = menuBar()->addMenu(QString());
    tile->setObjectName(u"menu.tile"_s);
    addAll(tile,
           {"tile.add", "tile.duplicate", "tile.rename", "tile.useAsStart", "tile.delete", "", "tile.moveUp",
            "tile.moveDown", ""});
    const QStringList editorActions
        = {u"tile.makeFeature"_s, u"tile.joinFeatures"_s, u"tile.splitFeature"_s, u"tile.removeFeature"_s};
    for (const QString &name : editorActions)
        tile->addAction(m_editor->action(name));

    tile->addSeparator();
    tile->addAction(action(u"tile.showInRules"_s));

    QMenu *view = menuBar()->addMenu(QString());
    view->setObjectName(u"menu.view"_s);
    QMenu *panels = view->addMenu(QString());
    panels->setObjectName(u"menu.view.panels"_s);
    connect(panels, &QMenu::aboutToShow, this, [this, panels] {
        panels->clear();
        const auto docks = findChildren<QDockWidget *>();
        for (QDockWidget *dock : docks)
            panels->addAction(dock->toggleViewAction());
    });
    QMenu *language = view->addMenu(QString());
    language->setObjectName(u"menu.view.language"_s);
    for (const QString &code : LanguageManager::instance().availableLanguages())
        language->addAction(action(u"view.language."_s + code));
    view->addSeparator();
    view->addAction(action(u"view.fullScreen"_s));

    QMenu *help = menuBar()->addMenu(QString());
    help->setObjectName(u"menu.help"_s);
    addAll(help, {"help.gettingStarted", "", "help.about", "help.aboutQt"});

    QToolBar *toolBar = addToolBar(QString());
    toolBar->setObjectName(u"mainToolBar"_s);
    for (const char *name :
         {"file.open", "file.save", "", "edit.undo", "edit.redo", "", "tile.add", "tile.duplicate", "tile.delete"}) {
        if (*name)
            toolBar->addAction(action(QString::fromLatin1(name)));
        else
            toolBar->addSeparator();
    }
    // The changed-on-disk message spans the window on a line of its own, under the toolbar.
    addToolBarBreak(Qt::TopToolBarArea);
    addToolBar(Qt::TopToolBarArea, m_diskChanges);
}

void MainWindow::createDocks()
{
    const auto dock = [this](const char *name, QWidget *widget, Qt::DockWidgetArea area) {
        auto *d = new QDockWidget(this);
        d->setObjectName(QString::fromLatin1(name));
        // The content paints its own background (the window's colour, as before): a change inside it (a
        // keystroke in the catalogue filter) then repaints no dock, whose title Fusion lays out with icons
        // it loads from files on every paint.
        widget->setAutoFillBackground(true);
        d->setWidget(widget);
        addDockWidget(area, d);
        return d;
    };
    dock("dock.catalogue", m_browser, Qt::LeftDockWidgetArea);
    // Scrollable, so that the right-hand docks do not hold the window's height.
    auto *propertiesScroll = new QScrollArea(this);
    propertiesScroll->setObjectName(u"propertiesScroll"_s);
    m_propertiesStack = new QStackedWidget(this);
    m_propertiesStack->setObjectName(u"propertiesStack"_s);
    m_propertiesStack->addWidget(m_properties);
    m_propertiesStack->addWidget(m_hexProperties);
    propertiesScroll->setWidget(m_propertiesStack);
    propertiesScroll->setWidgetResizable(true);
    propertiesScroll->setFrameShape(QFrame::NoFrame);
    propertiesScroll->setHorizontalScrollBarPolicy(Qt::ScrollBarAlwaysOff);
    propertiesScroll->setMinimumWidth(m_properties->sizeHint().width()
                                      + propertiesScroll->verticalScrollBar()->sizeHint().width());
    QDockWidget *properties = dock("dock.properties", propertiesScroll, Qt::RightDockWidgetArea);
    QDockWidget *undo = dock("dock.undo", m_undoView, Qt::RightDockWidgetArea);
    tabifyDockWidget(properties, undo);
    properties->raise();
    QDockWidget *problems = dock("dock.problems", m_problems, Qt::BottomDockWidgetArea);
    QDockWidget *board = dock("dock.board", m_board, Qt::BottomDockWidgetArea);
    tabifyDockWidget(problems, board);
    // Scrollable as well: the wiki panel's form and lists would otherwise hold the bottom docks, the
    // preview board among them, at their height, and the window at more than a 1280x800 screen's.
    auto *wikiScroll = new QScrollArea(this);
    wikiScroll->setObjectName(u"wikiScroll"_s);
    wikiScroll->setWidget(m_wiki);
    wikiScroll->setWidgetResizable(true);
    wikiScroll->setFrameShape(QFrame::NoFrame);
    QDockWidget *wiki = dock("dock.wiki", wikiScroll, Qt::BottomDockWidgetArea);
    tabifyDockWidget(board, wiki);
    board->raise();
    // The wiki panel lists its pages once its tab is raised.
    m_wiki->setOnScreen(false);
    connect(wiki, &QDockWidget::visibilityChanged, m_wiki, &WikiPanel::setOnScreen);
    resizeDocks({findChild<QDockWidget *>(u"dock.catalogue"_s)}, {330}, Qt::Horizontal);

    // A floated dock is a window of its own: the window's shortcuts (Ctrl+Q, Ctrl+S, Ctrl+Z...) work there too.
    QList<QAction *> windowActions;
    for (QAction *a : findChildren<QAction *>(Qt::FindDirectChildrenOnly)) {
        if (!a->shortcuts().isEmpty() && a->shortcutContext() == Qt::WindowShortcut)
            windowActions << a;
    }
    for (QDockWidget *d : findChildren<QDockWidget *>(Qt::FindDirectChildrenOnly)) {
        connect(d, &QDockWidget::topLevelChanged, d, [d, windowActions](bool floating) {
            for (QAction *a : windowActions) {
                if (floating)
                    d->addAction(a);
                else
                    d->removeAction(a);
            }
        });
    }
}

void MainWindow::retranslate()
{
    const auto setText = [this](const char *name, const QString &text, const QString &tip = {}) {
        if (QAction *a = action(QString::fromLatin1(name))) {
            a->setText(text);
            a->setStatusTip(tip);
        }
    };
    setText("file.new", tr("&New Catalogue"), tr("Start an empty tile catalogue"));
    setText("file.open", tr("&Open…"), tr("Open a Krajina catalogue"));
    setText("file.openBundled", tr("Open &Bundled Catalogue"), tr("Open the catalogue that comes with Krajina"));
    setText("file.save", tr("&Save"), tr("Save the catalogue"));
    setText("file.saveAs", tr("Save &As…"), tr("Save the catalogue under a new name"));
    setText("file.export", tr("&Export Catalogue…"),
            tr("Write the catalogue as JCloisterZone tile XML or as catalogue text, leaving the document as it is"));
    setText("file.exportImages", tr("Export Tile &Images…"),
            tr("Write each tile as PNG or SVG at a resolution, or a contact sheet of them"));
    setText("file.exportSheets", tr("Print &Tile Sheets…"),
            tr("Make printable PDF tile sheets with backs and crop marks, or print them"));
    setText("file.quit", tr("&Quit"), tr("Quit Krajina"));
    setText("edit.find", tr("&Find Tiles…"), tr("Filter the catalogue"));
    setText("tile.add", tr("&Add Tile"), tr("Add a new tile to the current expansion"));
    setText("tile.duplicate", tr("D&uplicate Tile"), tr("Add a copy of the current tile"));
    setText("tile.delete", tr("&Delete Tile"), tr("Remove the current tile from the catalogue"));
    setText("tile.moveUp", tr("Move Tile &Up"));
    setText("tile.moveDown", tr("Move Tile Do&wn"));
    setText("tile.showInRules", tr("Show in &Rules"), tr("Go to where the rules mention the current tile"));
    setText("view.fullScreen", tr("F&ull Screen Mode"));
    setText("view.language.en", tr("&English"));
    setText("view.language.cs", tr("&Czech (čeština)"));
    setText("help.about", tr("&About Krajina"));
    setText("help.aboutQt", tr("About &Qt"));
    m_author->retranslate();
    retranslateOpenFolder();
    retranslateStatus();
    m_undoAction->setText(tr("&Undo"));
    m_redoAction->setText(tr("&Redo"));

    const auto menuTitle = [this](const char *name, const QString &title) {
        if (auto *m = findChild<QMenu *>(QString::fromLatin1(name)))
            m->setTitle(title);
    };
    menuTitle("menu.file", tr("&File"));
    menuTitle("menu.file.recent", tr("Open &Recent"));
    menuTitle("menu.edit", tr("&Edit"));
    menuTitle("menu.catalogue", tr("&Catalogue"));
    menuTitle("menu.tile", tr("&Tile"));
    menuTitle("menu.view", tr("&View"));
    menuTitle("menu.view.panels", tr("&Panels"));
    menuTitle("menu.view.language", tr("&Language"));
    menuTitle("menu.help", tr("&Help"));

    const auto dockTitle = [this](const char *name, const QString &title) {
        if (auto *d = findChild<QDockWidget *>(QString::fromLatin1(name)))
            d->setWindowTitle(title);
    };
    dockTitle("dock.catalogue", tr("Catalogue"));
    dockTitle("dock.properties", tr("Properties"));
    dockTitle("dock.undo", tr("History"));
    dockTitle("dock.problems", tr("Problems"));
    dockTitle("dock.board", tr("Preview Board"));
    dockTitle("dock.wiki", tr("Wiki"));
    m_tabs->setTabText(0, tr("Tile Editor"));
    m_tabs->setTabText(1, tr("Rules"));
    if (auto *bar = findChild<QToolBar *>(u"mainToolBar"_s))
        bar->setWindowTitle(tr("Main Toolbar"));
    m_undoView->setEmptyLabel(tr("<opened>"));
    updateTitle();
    // Combo boxes size themselves to their items once, when first shown: after a language
    // switch they would clip the new words until a restart. Let them measure again, once
    // every panel has its new words.
    QTimer::singleShot(0, this, [this] {
        for (QComboBox *box : findChildren<QComboBox *>()) {
            if (box->sizeAdjustPolicy() == QComboBox::AdjustToContentsOnFirstShow) {
                box->setSizeAdjustPolicy(QComboBox::AdjustToContents);
                box->setSizeAdjustPolicy(QComboBox::AdjustToContentsOnFirstShow);
            }
        }
    });
}

void MainWindow::changeEvent(QEvent *event)
{
    if (event->type() == QEvent::LanguageChange)
        retranslate();
    QMainWindow::changeEvent(event);
}

void MainWindow::switchLanguage(const QString &language)
{
    LanguageManager::instance().chooseLanguage(language);
    if (QAction *a = action(u"view.language."_s + language))
        a->setChecked(true);
}

} // namespace Krajina
