// SPDX-FileCopyrightText: 2026 Krajina contributors
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

#include "authorhost.h"
#include "document/cataloguedocument.h"
#include "rulebook/rulebook.h"

#include <QDeadlineTimer>
#include <QFuture>
#include <QList>
#include <QMainWindow>

#include <functional>
#include <memory>

class QAction;
class QDragEnterEvent;
class QDropEvent;
class QDockWidget;
class QPushButton;
class QStackedWidget;
class QTabWidget;
class QUndoView;

namespace Krajina {

class Autosave;
class AuthorActions;
class BoardPanel;
class CatalogueBrowser;
class DiskChangeWatcher;
class ProblemsModel;
class ProblemsPanel;
class RecentFiles;
class RulebookPanel;
class WikiPanel;
class TileEditor;
class TilePropertiesWidget;
class HexPieceProperties;

// Krajina's main window: the open catalogue document, the catalogue browser,
// the tile editor in the centre, docks for properties, problems, undo history
// and the preview board, and the standard actions. Window geometry and the
// dock layout persist in QSettings.
class MainWindow
    : public QMainWindow
    , public AuthorHost
{
    Q_OBJECT
public:
    explicit MainWindow(QWidget *parent = nullptr);
    ~MainWindow() override;

    // Actions by object name ("file.open", "edit.undo", "tile.add", ...), for tests and scripting.
    QAction *action(const QString &name) const override;
    RecentFiles *recentFiles() const { return m_recentFiles; }
    CatalogueDocument *document() const override { return m_document.get(); }
    Autosave *autosave() const { return m_autosave; }
    // Offers to restore the unsaved edits that a Krajina which did not close
    // cleanly kept (Autosave); called once at start.
    void offerRecovery();
    CatalogueBrowser *browser() const override { return m_browser; }
    TileEditor *tileEditor() const override { return m_editor; }
    TilePropertiesWidget *properties() const override { return m_properties; }
    // The properties of a Dos Rios piece, shown in the properties dock instead of a tile's.
    HexPieceProperties *hexPieceProperties() const { return m_hexProperties; }
    ProblemsPanel *problemsPanel() const override { return m_problems; }
    ProblemsModel *problemsModel() const { return m_problemsModel; }
    RulebookPanel *rulebookPanel() const { return m_rules; }
    BoardPanel *boardPanel() const { return m_board; }
    QTabWidget *centralTabs() const { return m_tabs; }
    DiskChangeWatcher *diskChangeWatcher() const { return m_diskChanges; }

    // Opens a catalogue file; on failure shows nothing, keeps the open document and returns the error.
    bool openFile(const QString &path, QString *error = nullptr);
    // Opens the catalogue bundled with Krajina (unsaved; Save asks for a file).
    void openBundledCatalogue();
    // Saves to `path`, asking first before writing over a file changed on disk (unless
    // `chosen` already says to overwrite it) or a read-only one; false when not written.
    bool saveTo(const QString &path, QString *error = nullptr, CatalogueDocument::SaveOptions chosen = {});
    // Selects a tile by its index in the catalogue, in the browser and the editor.
    void selectTile(int tileIndex) override;
    // Selects a Dos Rios piece: the browser's tree, its properties and the hex board show it.
    void selectHexPiece(const QString &pieceId);

    // Writes the catalogue as JCloisterZone XML (*.xml) or catalogue text (*.json), leaving the
    // document, its file name and its undo history as they are.
    bool exportTo(const QString &path, QString *error = nullptr);
    // The print dialog for tile sheets, preset to the current tile's expansion and the selection.
    void exportTileSheets();
    // What JCloisterZone XML cannot hold of the open catalogue, asked before it is written;
    // true when there is nothing to lose or the author goes ahead.
    bool confirmJczExport(const QString &path);
    // The status bar says that `path` was written, with a button that opens its folder.
    void confirmWritten(const QString &path, const std::function<QString()> &message);
    // The file name Save As and Export suggest, without extension: the current tile's expansion's id.
    QString suggestedBaseName() const;

protected:
    void closeEvent(QCloseEvent *event) override;
    void changeEvent(QEvent *event) override;
    void dragEnterEvent(QDragEnterEvent *event) override;
    void dropEvent(QDropEvent *event) override;

private:
    void createActions();
    void createMenus();
    void createDocks();
    void retranslate();
    // A status bar message made by `text`, made again in the new language after a switch.
    void showStatus(const std::function<QString()> &text, int timeout);
    void retranslateStatus();
    void retranslateOpenFolder();
    void restoreWindowState();
    // The Rules tab with a page of the rulebook in the viewer.
    void showRulesPage(const QString &pageId);
    // The window no larger than its screen's available room, and on that screen.
    void fitToScreen();
    void saveWindowState() const;
    void showAbout();
    void switchLanguage(const QString &language);
    void setDocument(std::unique_ptr<CatalogueDocument> document);
    void updateTitle();
    // The document's name for the title bar: its file name, "Untitled" or "Bundled catalogue".
    QString documentName() const;
    void fitDocksToTab();
    void updateTileActions();
    bool maybeSave();
    void newCatalogue();
    void open();
    bool save();
    bool saveAs();
    void addTile();
    void duplicateTile();
    void deleteTile();
    void moveTile(int delta);
    void goToProblem(const QString &tileId, int cell, quint16 locationBits);
    void goToTile(const QString &tileId);
    void showTileInRules();
    void askAndOpen(const QString &path);
    void reloadFromDisk();
    void exportCatalogue();
    void exportTileImages();
    // The preview dock, raised, on the Dos Rios board.
    void showHexBoard();
    // The tiles selected in the browser (two or more), and the current tile's expansion.
    QStringList tilesToExport(QString *expansion) const;

    std::unique_ptr<CatalogueDocument> m_document;
    RecentFiles *m_recentFiles = nullptr;
    Autosave *m_autosave = nullptr;
    // The bundled rule pages, read on another core while the window is built.
    QFuture<Rulebook> m_bundledRules;
    CatalogueBrowser *m_browser = nullptr;
    TileEditor *m_editor = nullptr;
    TilePropertiesWidget *m_properties = nullptr;
    HexPieceProperties *m_hexProperties = nullptr;
    QStackedWidget *m_propertiesStack = nullptr; // a tile's properties or a hex piece's
    ProblemsModel *m_problemsModel = nullptr;
    ProblemsPanel *m_problems = nullptr;
    QUndoView *m_undoView = nullptr;
    QTabWidget *m_tabs = nullptr;
    DiskChangeWatcher *m_diskChanges = nullptr; // the bar above m_tabs
    RulebookPanel *m_rules = nullptr;
    WikiPanel *m_wiki = nullptr;
    BoardPanel *m_board = nullptr;
    AuthorActions *m_author = nullptr;
    bool m_isBundled = false;
    QString m_tileBeforeReset;
    QList<QDockWidget *> m_dockedAsideForRules; // docks hidden while the Rules tab is up
    QAction *m_undoAction = nullptr;
    QAction *m_redoAction = nullptr;
    QPushButton *m_openFolder = nullptr; // in the status bar while it tells of a file written
    std::function<QString()> m_statusText; // the status bar's last message, and its words as shown
    QString m_statusShown;
    QDeadlineTimer m_statusUntil;
};

} // namespace Krajina
