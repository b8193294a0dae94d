// SPDX-FileCopyrightText: 2026 Krajina contributors
// SPDX-License-Identifier: GPL-3.0-or-later

#include "mainwindow.h"

#include "authoractions.h"
#include "board/gamesetupwidget.h"
#include "board/sandboxpage.h"
#include "boarddock/boardpanel.h"
#include "catalogue/cataloguebrowser.h"
#include "catalogue/catalogueio.h"
#include "catalogue/expansionlibrary.h"
#include "catalogue/problemspanel.h"
#include "diskchangewatcher.h"
#include "document/autosave.h"
#include "document/cataloguedocument.h"
#include "document/cataloguetreemodel.h"
#include "document/problemsmodel.h"
#include "document/undocommands.h"
#include "editor/tileeditor.h"
#include "editor/tilepropertieswidget.h"
#include "hexboard/hexboardpage.h"
#include "hexboard/hexpieceproperties.h"
#include "recentfiles.h"
#include "rulebook/rulebookio.h"
#include "rules/rulebookpanel.h"
#include "savetarget.h"
#include "simulation/simulatepage.h"
#include "version.h"
#include "wiki/wikipanel.h"

#include <QAction>
#include <QCloseEvent>
#include <QDesktopServices>
#include <QDir>
#include <QDockWidget>
#include <QDragEnterEvent>
#include <QDropEvent>
#include <QFileDialog>
#include <QFileInfo>
#include <QGuiApplication>
#include <QLocale>
#include <QMessageBox>
#include <QMimeData>
#include <QPushButton>
#include <QScreen>
#include <QSettings>
#include <QStackedWidget>
#include <QStatusBar>
#include <QStyle>
#include <QTabWidget>
#include <QTimer>
#include <QUndoGroup>
#include <QUndoStack>
#include <QUndoView>
#include <QUrl>
#include <QtConcurrentRun>

#include <algorithm>

using namespace Qt::StringLiterals;

namespace Krajina {

namespace {

bool isCatalogueFile(const QUrl &url)
{
    if (!url.isLocalFile())
        return false;
    const QString suffix = QFileInfo(url.toLocalFile()).suffix().toLower();
    return suffix == u"krajina" || suffix == u"json" || suffix == u"xml";
}

QString openFilter()
{
    return MainWindow::tr("Krajina catalogues (*.krajina);;Catalogue text (*.json);;JCloisterZone tiles (*.xml);;"
                          "All files (*)");
}

QString saveFilter()
{
    return MainWindow::tr("Krajina catalogues (*.krajina)");
}

} // namespace

MainWindow::MainWindow(QWidget *parent)
    : QMainWindow(parent)
    , m_recentFiles(new RecentFiles(this))
    , m_autosave(new Autosave(this))
{
    // The bundled catalogue and rule pages are read on another core while the window is built.
    m_bundledRules = QtConcurrent::run([] {
        bundledCatalogue();
        return bundledRulebook().rulebook;
    });
    setObjectName(u"MainWindow"_s);
    setWindowIcon(QIcon(u":/data/icons/krajina.svg"_s));
    setDockNestingEnabled(true);
    setAcceptDrops(true);

    auto *undoGroup = new QUndoGroup(this);
    undoGroup->setObjectName(u"undoGroup"_s);
    m_undoAction = undoGroup->createUndoAction(this);
    m_undoAction->setObjectName(u"edit.undo"_s);
    m_undoAction->setShortcuts(QKeySequence::Undo);
    m_undoAction->setIcon(QIcon::fromTheme(u"edit-undo"_s));
    m_redoAction = undoGroup->createRedoAction(this);
    m_redoAction->setObjectName(u"edit.redo"_s);
    m_redoAction->setShortcuts(QKeySequence::Redo);
    m_redoAction->setIcon(QIcon::fromTheme(u"edit-redo"_s));

    m_editor = new TileEditor(nullptr, this);
    m_rules = new RulebookPanel(this);
    m_tabs = new QTabWidget(this);
    m_tabs->setObjectName(u"centralTabs"_s);
    m_tabs->setDocumentMode(true);
    m_tabs->addTab(m_editor, QString());
    m_tabs->addTab(m_rules, QString());
    setCentralWidget(m_tabs);
    m_diskChanges = new DiskChangeWatcher(this);
    connect(m_diskChanges, &DiskChangeWatcher::reloadRequested, this, &MainWindow::reloadFromDisk);
    connect(m_diskChanges, &DiskChangeWatcher::overwriteRequested, this, [this] {
        QString error;
        if (!saveTo(m_document->fileName(), &error, CatalogueDocument::OverwriteChangedFile) && !error.isEmpty())
            QMessageBox::warning(this, tr("Cannot Save Catalogue"), error);
    });
    connect(m_diskChanges, &DiskChangeWatcher::saveAsRequested, this, &MainWindow::saveAs);
    m_board = new BoardPanel(nullptr, this);
    connect(m_board, &BoardPanel::rulesPageRequested, this, &MainWindow::showRulesPage);
    m_browser = new CatalogueBrowser(nullptr, this);
    m_properties = new TilePropertiesWidget(nullptr, this);
    m_hexProperties = new HexPieceProperties(this);
    m_problems = new ProblemsPanel(this);
    m_wiki = new WikiPanel(this);
    m_undoView = new QUndoView(undoGroup, this);
    m_undoView->setObjectName(u"undoView"_s);

    createActions();
    m_author = new AuthorActions(this, this);
    createMenus();
    createDocks();
    m_author->attachTileContextMenu();
    connect(m_tabs, &QTabWidget::currentChanged, this, &MainWindow::fitDocksToTab);
    m_board->rememberIn(u"board"_s);

    connect(m_browser, &CatalogueBrowser::currentTileChanged, this, &MainWindow::selectTile);
    connect(m_browser, &CatalogueBrowser::currentGameChanged, this, [this](const QString &game) {
        // A hex game's row shows its board on the preview.
        const Game *g = m_document ? m_document->catalogue().game(game) : nullptr;
        if ((g && g->board == BoardKind::Hex) || (!g && game == CatalogueTreeModel::DosRiosGameId))
            showHexBoard();
    });
    connect(m_browser, &CatalogueBrowser::currentHexPieceChanged, this, &MainWindow::selectHexPiece);
    connect(m_editor, &TileEditor::currentFeatureChanged, m_properties, &TilePropertiesWidget::setCurrentFeature);
    connect(m_problems, &ProblemsPanel::problemActivated, this, &MainWindow::goToProblem);
    connect(m_rules, &RulebookPanel::tileActivated, this, &MainWindow::goToTile);
    connect(m_recentFiles, &RecentFiles::fileRequested, this, &MainWindow::askAndOpen);

    // Unsaved edits are kept for recovery every "autosave/intervalSeconds" (0: never).
    m_autosave->setInterval(QSettings().value(u"autosave/intervalSeconds"_s, Autosave::DefaultIntervalSeconds).toInt());

    m_openFolder = new QPushButton(QIcon::fromTheme(u"folder-open"_s), QString(), this);
    m_openFolder->setObjectName(u"openFolder"_s);
    m_openFolder->setFlat(true);
    m_openFolder->hide();
    statusBar()->addPermanentWidget(m_openFolder);
    connect(m_openFolder, &QPushButton::clicked, this,
            [this] { QDesktopServices::openUrl(m_openFolder->property("folder").toUrl()); });
    connect(statusBar(), &QStatusBar::messageChanged, this, [this](const QString &message) {
        if (message.isEmpty())
            m_openFolder->hide();
    });
    retranslate();
    openBundledCatalogue();
    restoreWindowState();
}

MainWindow::~MainWindow()
{
    // The views hold pointers into the document: let them go first.
    delete m_board;
    delete m_tabs;
    delete m_problems;
    delete m_wiki;
    delete m_properties;
    delete m_hexProperties;
    delete m_browser;
}

QAction *MainWindow::action(const QString &name) const
{
    return findChild<QAction *>(name);
}

void MainWindow::setDocument(std::unique_ptr<CatalogueDocument> document)
{
    auto *group = findChild<QUndoGroup *>(u"undoGroup"_s);
    // Views first, so that none of them looks at the old document once it is gone.
    m_editor->setDocument(document.get());
    m_properties->setDocument(document.get());
    m_hexProperties->setDocument(document.get());
    m_browser->setDocument(document.get());
    m_rules->setDocument(document.get());
    m_wiki->setDocument(document.get());
    m_board->setDocument(document.get());
    auto *problems = new ProblemsModel(document.get(), this);
    m_problems->setModel(problems);
    delete m_problemsModel;
    m_problemsModel = problems;
    if (m_document)
        group->removeStack(m_document->undoStack());
    m_document = std::move(document);
    m_isBundled = false;
    group->addStack(m_document->undoStack());
    group->setActiveStack(m_document->undoStack());

    connect(m_document.get(), &CatalogueDocument::modifiedChanged, this, &MainWindow::updateTitle);
    connect(m_document.get(), &CatalogueDocument::fileNameChanged, this, &MainWindow::updateTitle);
    connect(m_document.get(), &CatalogueDocument::tileAdded, this, [this](int index) { selectTile(index); });
    connect(m_document.get(), &CatalogueDocument::tileRemoved, this,
            [this](int index) { selectTile(std::min(index, int(m_document->catalogue().tiles.size()) - 1)); });
    connect(m_document.get(), &CatalogueDocument::tileMoved, this, [this](int, int to) { selectTile(to); });
    connect(m_document.get(), &CatalogueDocument::expansionChanged, this, &MainWindow::updateTileActions);
    m_autosave->setDocument(m_document.get());
    m_diskChanges->setDocument(m_document.get());
    // A change of many parts at once (a new expansion, its undo): stay on the same tile where it still is.
    connect(m_document.get(), &CatalogueDocument::catalogueAboutToBeReset, this, [this] {
        const int current = m_editor->currentTile();
        m_tileBeforeReset = current >= 0 && current < m_document->catalogue().tiles.size()
            ? m_document->catalogue().tiles.at(current).id
            : QString();
    });
    connect(m_document.get(), &CatalogueDocument::catalogueReset, this, [this] {
        const int index = m_document->catalogue().tileIndex(m_tileBeforeReset);
        selectTile(index >= 0 || m_document->catalogue().tiles.isEmpty() ? index : 0);
    });
    updateTitle();
    selectTile(m_document->catalogue().tiles.isEmpty() ? -1 : 0);
}

void MainWindow::offerRecovery()
{
    for (const Recovery &recovery : Autosave::pending()) {
        const QString name
            = recovery.originalFile.isEmpty() ? tr("a new catalogue") : QFileInfo(recovery.originalFile).fileName();
        QMessageBox question(QMessageBox::Question, tr("Restore Unsaved Changes"),
                             tr("Krajina did not close properly. Unsaved changes to %1 were kept at %2. "
                                "Restore them?")
                                 .arg(name, QLocale().toString(recovery.saved.toLocalTime(), QLocale::ShortFormat)),
                             QMessageBox::NoButton, this);
        question.setObjectName(u"recoveryQuestion"_s);
        QPushButton *restore = question.addButton(tr("Restore"), QMessageBox::AcceptRole);
        restore->setObjectName(u"recovery.restore"_s);
        question.addButton(tr("Discard"), QMessageBox::DestructiveRole)->setObjectName(u"recovery.discard"_s);
        question.setDefaultButton(restore);
        question.exec();
        if (question.clickedButton() == restore) {
            QString error;
            std::unique_ptr<CatalogueDocument> document = Autosave::restore(recovery, &error);
            if (!document) {
                QMessageBox::warning(this, tr("Cannot Restore"), error);
                continue;
            }
            if (!maybeSave())
                return;
            setDocument(std::move(document));
            m_autosave->saveNow(); // kept again before the old recovery file goes
            showStatus([name] { return tr("Restored the unsaved changes to %1").arg(name); }, 5000);
        }
        Autosave::discard(recovery);
    }
}

void MainWindow::openBundledCatalogue()
{
    auto document = std::make_unique<CatalogueDocument>(bundledCatalogue());
    document->setRulebook(m_bundledRules.isValid() ? m_bundledRules.takeResult() : bundledRulebook().rulebook);
    setDocument(std::move(document));
    m_isBundled = true;
    updateTitle();
    const int designs = int(m_document->catalogue().tiles.size());
    showStatus([designs] { return tr("Opened the bundled catalogue: %n tile design(s)", nullptr, designs); }, 5000);
}

bool MainWindow::openFile(const QString &path, QString *error)
{
    QString message;
    auto document = CatalogueDocument::open(path, &message);
    if (!document) {
        if (error)
            *error = message;
        return false;
    }
    const QStringList warnings = document->openWarnings();
    setDocument(std::move(document));
    m_recentFiles->add(path);
    const QString name = QFileInfo(path).fileName();
    const int warningCount = int(warnings.size());
    showStatus(
        [name, warningCount] {
            return warningCount == 0 ? tr("Opened %1").arg(name)
                                     : tr("Opened %1 with %n warning(s)", nullptr, warningCount).arg(name);
        },
        5000);
    return true;
}

bool MainWindow::saveTo(const QString &path, QString *error, CatalogueDocument::SaveOptions chosen)
{
    // Never a silent overwrite: a file changed on disk, or read-only, is written only when the user says so.
    CatalogueDocument::SaveOptions options = chosen;
    if (!chosen.testFlag(CatalogueDocument::OverwriteChangedFile) && m_document->wouldOverwriteChange(path)) {
        switch (DiskChangeWatcher::askBeforeSave(this, path)) {
        case DiskChangeWatcher::Choice::Overwrite:
            options |= CatalogueDocument::OverwriteChangedFile;
            break;
        case DiskChangeWatcher::Choice::Reload:
            reloadFromDisk();
            return false;
        case DiskChangeWatcher::Choice::SaveAs:
            return saveAs();
        case DiskChangeWatcher::Choice::Cancel:
            return false;
        }
    }
    if (SaveTarget::of(path).readOnly) {
        if (!DiskChangeWatcher::askReplaceReadOnly(this, path))
            return false;
        options |= CatalogueDocument::ReplaceReadOnly;
    }
    QString message;
    if (!m_document->save(path, &message, options)) {
        if (error)
            *error = message;
        return false;
    }
    m_recentFiles->add(path);
    const QString name = QFileInfo(path).fileName();
    confirmWritten(path, [name] { return tr("Saved %1").arg(name); });
    return true;
}

void MainWindow::confirmWritten(const QString &path, const std::function<QString()> &message)
{
    const QFileInfo info(path);
    const QString folder = info.isDir() ? info.absoluteFilePath() : info.absolutePath();
    showStatus(message, 15000);
    m_openFolder->setProperty("folder", QUrl::fromLocalFile(folder));
    m_openFolder->show();
    retranslateOpenFolder();
}

void MainWindow::retranslateOpenFolder()
{
    const QUrl folder = m_openFolder->property("folder").toUrl();
    m_openFolder->setText(tr("Open Folder"));
    if (folder.isValid())
        m_openFolder->setToolTip(tr("Open %1 in the file manager").arg(QDir::toNativeSeparators(folder.toLocalFile())));
}

void MainWindow::showStatus(const std::function<QString()> &text, int timeout)
{
    m_statusText = text;
    m_statusShown = text();
    m_statusUntil = QDeadlineTimer(timeout);
    statusBar()->showMessage(m_statusShown, timeout);
}

void MainWindow::retranslateStatus()
{
    // A message still up is said again in the new language, for the time it has left.
    if (!m_statusText || statusBar()->currentMessage() != m_statusShown || m_statusUntil.hasExpired())
        return;
    m_statusShown = m_statusText();
    statusBar()->showMessage(m_statusShown, int(std::max<qint64>(1, m_statusUntil.remainingTime())));
}

QString MainWindow::suggestedBaseName() const
{
    if (!m_document)
        return {};
    const Catalogue &catalogue = m_document->catalogue();
    const int current = m_editor->currentTile();
    if (current >= 0 && current < catalogue.tiles.size() && !catalogue.tiles.at(current).expansion.isEmpty())
        return catalogue.tiles.at(current).expansion;
    if (!m_document->fileName().isEmpty())
        return QFileInfo(m_document->fileName()).completeBaseName();
    return catalogue.expansions.isEmpty() ? u"catalogue"_s : catalogue.expansions.first().id;
}

QString MainWindow::documentName() const
{
    if (m_document && !m_document->fileName().isEmpty())
        return QFileInfo(m_document->fileName()).fileName();
    // As KDE applications name a document not saved yet; the bundled catalogue keeps its own name.
    return m_isBundled ? tr("Bundled catalogue") : tr("Untitled");
}

void MainWindow::updateTitle()
{
    if (!m_document) {
        setWindowTitle(tr("Krajina"));
        return;
    }
    const QString name = documentName();
    setWindowTitle(name + u"[*]"_s);
    setWindowModified(m_document->isModified());
}

void MainWindow::selectTile(int tileIndex)
{
    m_browser->selectTile(tileIndex);
    m_editor->setCurrentTile(tileIndex);
    m_board->setCurrentTile(tileIndex);
    m_properties->setCurrentTile(tileIndex);
    m_propertiesStack->setCurrentWidget(m_properties);
    updateTileActions();
}

void MainWindow::selectHexPiece(const QString &pieceId)
{
    m_browser->selectHexPiece(pieceId);
    // No square tile stays in the editor to be changed by mistake while a piece is chosen.
    m_editor->setCurrentTile(-1);
    m_properties->setCurrentTile(-1);
    updateTileActions();
    m_hexProperties->setPiece(pieceId);
    m_propertiesStack->setCurrentWidget(m_hexProperties);
    if (auto *dock = findChild<QDockWidget *>(u"dock.properties"_s))
        dock->raise();
    showHexBoard();
    m_board->hexBoardPage()->showPiece(pieceId);
}

void MainWindow::showHexBoard()
{
    m_board->setMode(BoardPanel::Mode::DosRios);
    if (auto *dock = findChild<QDockWidget *>(u"dock.board"_s))
        dock->raise();
}

void MainWindow::updateTileActions()
{
    const int index = m_editor->currentTile();
    const int count = m_document ? int(m_document->catalogue().tiles.size()) : 0;
    action(u"tile.duplicate"_s)->setEnabled(index >= 0);
    action(u"tile.delete"_s)->setEnabled(index >= 0);
    action(u"tile.moveUp"_s)->setEnabled(index > 0);
    action(u"tile.moveDown"_s)->setEnabled(index >= 0 && index + 1 < count);
    if (m_author)
        m_author->updateActions();
}

bool MainWindow::maybeSave()
{
    if (!m_document || !m_document->isModified())
        return true;
    const auto answer
        = QMessageBox::warning(this, tr("Unsaved Changes"), tr("The catalogue has unsaved changes. Save them?"),
                               QMessageBox::Save | QMessageBox::Discard | QMessageBox::Cancel);
    if (answer == QMessageBox::Save)
        return save();
    return answer == QMessageBox::Discard;
}

void MainWindow::newCatalogue()
{
    if (!maybeSave())
        return;
    // An untitled catalogue of one's own: the games, symbols and backs to choose from, no expansion yet.
    // The bundled expansions stay at hand for the preview board, the sandbox and the simulator.
    Catalogue empty;
    const Catalogue &bundled = bundledCatalogue();
    empty.games = bundled.games;
    empty.watermarks = bundled.watermarks;
    empty.backs = bundled.backs;
    auto document = std::make_unique<CatalogueDocument>(empty);
    if (!m_author->newExpansionIn(document.get()))
        return; // Cancel: the open catalogue stays as it was
    setDocument(std::move(document));
    showStatus([this] { return tr("New catalogue: %1").arg(documentName()); }, 5000);
}

void MainWindow::open()
{
    if (!maybeSave())
        return;
    QSettings settings;
    const QString start = settings.value(u"lastDirectory"_s).toString();
    const QString path = QFileDialog::getOpenFileName(this, tr("Open Catalogue"), start, openFilter());
    if (path.isEmpty())
        return;
    settings.setValue(u"lastDirectory"_s, QFileInfo(path).absolutePath());
    QString error;
    if (!openFile(path, &error))
        QMessageBox::warning(this, tr("Cannot Open Catalogue"), error);
}

bool MainWindow::save()
{
    if (!m_document)
        return false;
    if (m_document->fileName().isEmpty() || QFileInfo(m_document->fileName()).suffix() != u"krajina")
        return saveAs();
    QString error;
    if (!saveTo(m_document->fileName(), &error)) {
        if (!error.isEmpty()) // empty: the user cancelled
            QMessageBox::warning(this, tr("Cannot Save Catalogue"), error);
        return false;
    }
    return true;
}

void MainWindow::reloadFromDisk()
{
    if (!m_document || m_document->fileName().isEmpty())
        return;
    QString error;
    if (!openFile(m_document->fileName(), &error))
        QMessageBox::warning(this, tr("Cannot Open Catalogue"), error);
}

bool MainWindow::saveAs()
{
    if (!m_document)
        return false;
    QSettings settings;
    // A file not saved yet is named after its expansion ("towers.krajina").
    QString start = QDir(settings.value(u"lastDirectory"_s, QDir::homePath()).toString())
                        .filePath(suggestedBaseName() + u".krajina"_s);
    if (!m_document->fileName().isEmpty())
        start = QFileInfo(m_document->fileName()).absolutePath() + u'/'
            + QFileInfo(m_document->fileName()).completeBaseName() + u".krajina"_s;
    QString path = QFileDialog::getSaveFileName(this, tr("Save Catalogue As"), start, saveFilter());
    if (path.isEmpty())
        return false;
    // Only the .krajina document holds everything (rule texts too); other formats are exports.
    if (QFileInfo(path).suffix().compare(u"krajina", Qt::CaseInsensitive) != 0)
        path += u".krajina"_s;
    settings.setValue(u"lastDirectory"_s, QFileInfo(path).absolutePath());
    QString error;
    if (!saveTo(path, &error)) {
        if (!error.isEmpty())
            QMessageBox::warning(this, tr("Cannot Save Catalogue"), error);
        return false;
    }
    return true;
}

void MainWindow::addTile()
{
    if (!m_document)
        return;
    const Catalogue &catalogue = m_document->catalogue();
    const int current = m_editor->currentTile();
    if (current < 0 && catalogue.expansions.isEmpty()) {
        m_author->newExpansion(); // a tile needs an expansion to belong to
        return;
    }
    TileDefinition tile;
    tile.expansion = current >= 0 ? catalogue.tiles.at(current).expansion
                                  : (catalogue.expansions.isEmpty() ? QString() : catalogue.expansions.first().id);
    tile.id = CatalogueIds::unusedTileId(catalogue, tile.expansion);
    if (current >= 0 && catalogue.tiles.at(current).expansion == tile.expansion) {
        // The expansion's symbol and back go with its tiles.
        tile.watermark = catalogue.tiles.at(current).watermark;
        tile.back = catalogue.tiles.at(current).back;
    }
    tile.nameCs = u"Nová kartička"_s;
    tile.nameEn = u"New tile"_s;
    tile.features = {Feature {.type = FeatureType::Field, .locations = Location::allHalfEdges()}};
    tile.status = TileStatus::Draft;
    const int at = current >= 0 ? current + 1 : int(catalogue.tiles.size());
    m_document->undoStack()->push(new AddTile(m_document.get(), at, tile));
    m_author->renameTile(); // the author types the new tile's id right away
}

void MainWindow::duplicateTile()
{
    const int current = m_editor->currentTile();
    if (m_document && current >= 0)
        m_document->undoStack()->push(new DuplicateTile(m_document.get(), current));
}

void MainWindow::deleteTile()
{
    const int current = m_editor->currentTile();
    if (m_document && current >= 0)
        m_document->undoStack()->push(new RemoveTile(m_document.get(), current));
}

void MainWindow::moveTile(int delta)
{
    const int current = m_editor->currentTile();
    const int target = current + delta;
    if (!m_document || current < 0 || target < 0 || target >= m_document->catalogue().tiles.size())
        return;
    m_document->undoStack()->push(new MoveTile(m_document.get(), current, target));
}

void MainWindow::goToProblem(const QString &tileId, int cell, quint16 locationBits)
{
    const int index = m_document ? m_document->catalogue().tileIndex(tileId) : -1;
    if (index < 0)
        return;
    selectTile(index);
    m_editor->selectLocations(cell, locationBits);
}

void MainWindow::goToTile(const QString &tileId)
{
    const int index = m_document ? m_document->catalogue().tileIndex(tileId) : -1;
    if (index < 0) {
        showStatus([tileId] { return tr("No tile %1 in this catalogue").arg(tileId); }, 5000);
        return;
    }
    selectTile(index);
    m_tabs->setCurrentWidget(m_editor);
}

void MainWindow::showTileInRules()
{
    const int index = m_editor->currentTile();
    if (!m_document || index < 0)
        return;
    const QString id = m_document->catalogue().tiles.at(index).id;
    m_tabs->setCurrentWidget(m_rules);
    if (!m_rules->revealTile(id))
        showStatus([id] { return tr("The rules do not mention %1").arg(id); }, 5000);
}

void MainWindow::showRulesPage(const QString &pageId)
{
    m_tabs->setCurrentWidget(m_rules);
    m_rules->showPage(pageId);
}

void MainWindow::askAndOpen(const QString &path)
{
    if (!maybeSave())
        return;
    QString error;
    if (!openFile(path, &error))
        QMessageBox::warning(this, tr("Cannot Open Catalogue"), error);
}

void MainWindow::dragEnterEvent(QDragEnterEvent *event)
{
    const QList<QUrl> urls = event->mimeData()->urls();
    if (urls.size() == 1 && isCatalogueFile(urls.first()))
        event->acceptProposedAction();
}

void MainWindow::dropEvent(QDropEvent *event)
{
    const QList<QUrl> urls = event->mimeData()->urls();
    if (urls.size() != 1 || !isCatalogueFile(urls.first()))
        return;
    event->acceptProposedAction();
    const QString path = urls.first().toLocalFile();
    // Leave the drag-and-drop loop before asking about unsaved changes.
    QMetaObject::invokeMethod(
        this, [this, path] { askAndOpen(path); }, Qt::QueuedConnection);
}

void MainWindow::showAbout()
{
    QMessageBox::about(this, tr("About Krajina"),
                       tr("<h3>Krajina %1</h3>"
                          "<p>A rulebook and tile catalogue editor for tile-laying board games.</p>"
                          "<p>Built with Qt %2 and KSyntaxHighlighting %3.</p>"
                          "<p>Licensed under the GNU General Public License, version 3 or later.</p>")
                           .arg(applicationVersion(), qtRuntimeVersion(), syntaxHighlightingVersion()));
}

void MainWindow::restoreWindowState()
{
    QSettings settings;
    settings.beginGroup(u"MainWindow"_s);
    if (!restoreGeometry(settings.value(u"geometry"_s).toByteArray()))
        resize(1400, 900);
    fitToScreen();
    QTimer::singleShot(0, this, &MainWindow::fitToScreen); // again with the frame, once it is known
    const bool restored = restoreState(settings.value(u"state"_s).toByteArray());
    // The message bar's state is the file's, not the window's: a bar saved shown is not shown again.
    m_diskChanges->check();
    if (!restored) {
        // First start: the preview board gets half the height (the tile editor above keeps at
        // least its own minimum), so that its tiles are big enough to see (once the window has
        // its size).
        QTimer::singleShot(0, this, [this] {
            if (auto *board = findChild<QDockWidget *>(u"dock.board"_s))
                resizeDocks({board}, {height() / 2}, Qt::Vertical);
        });
    }
}

void MainWindow::fitToScreen()
{
    // A window saved on a larger screen or at a smaller scale (or the first start's size on a small screen)
    // comes back no larger than the screen it opens on, and on it.
    const QScreen *screen = QGuiApplication::screenAt(geometry().center());
    if (!screen)
        screen = this->screen() ? this->screen() : QGuiApplication::primaryScreen();
    if (!screen || isMaximized() || isFullScreen())
        return;
    const QRect available = screen->availableGeometry();
    // The frame is known once the window is shown; before, leave room for a title bar.
    const QRect frame = frameGeometry();
    const QRect inner = geometry();
    const QMargins margins = isVisible() && frame.isValid() && frame != inner
        ? QMargins(inner.left() - frame.left(), inner.top() - frame.top(), frame.right() - inner.right(),
                   frame.bottom() - inner.bottom())
        : QMargins(0, style()->pixelMetric(QStyle::PM_TitleBarHeight), 0, 0);
    const QSize size(std::min(width(), available.width() - margins.left() - margins.right()),
                     std::min(height(), available.height() - margins.top() - margins.bottom()));
    if (size != this->size())
        resize(size);
    QRect outer(pos(), size.grownBy(margins));
    if (!available.contains(outer)) {
        outer.moveLeft(std::clamp(outer.left(), available.left(), available.right() + 1 - outer.width()));
        outer.moveTop(std::clamp(outer.top(), available.top(), available.bottom() + 1 - outer.height()));
        move(outer.topLeft());
    }
}

void MainWindow::fitDocksToTab()
{
    // The Rules tab shows two columns of text and a preview: the tile's Properties and
    // History step aside while it is up, and come back with the tile editor.
    const bool rules = m_tabs->currentWidget() == m_rules;
    for (const char *name : {"dock.properties", "dock.undo"}) {
        auto *dock = findChild<QDockWidget *>(QString::fromLatin1(name));
        if (!dock || dock->isFloating())
            continue;
        if (rules && !dock->isHidden()) { // isVisible() is false until the window is shown
            m_dockedAsideForRules << dock;
            dock->hide();
        } else if (!rules && m_dockedAsideForRules.contains(dock)) {
            dock->show();
        }
    }
    if (!rules)
        m_dockedAsideForRules.clear();
}

void MainWindow::saveWindowState() const
{
    QSettings settings;
    settings.beginGroup(u"MainWindow"_s);
    settings.setValue(u"geometry"_s, saveGeometry());
    settings.setValue(u"state"_s, saveState());
}

void MainWindow::closeEvent(QCloseEvent *event)
{
    if (!maybeSave()) {
        event->ignore();
        return;
    }
    for (QDockWidget *dock : std::as_const(m_dockedAsideForRules))
        dock->show(); // the layout to keep is the tile editor's
    saveWindowState();
    event->accept();
}

} // namespace Krajina
