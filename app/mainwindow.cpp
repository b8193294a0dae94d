#include "mainwindow.h"

#include "languagemanager.h"
#include "recentfiles.h"
#include "version.h"

#include <QAction>
#include <QActionGroup>
#include <QApplication>
#include <QCloseEvent>
#include <QLabel>
#include <QMenuBar>
#include <QMessageBox>
#include <QSettings>
#include <QStatusBar>

namespace Krajina {

namespace {

QAction *makeAction(QObject *parent, const char *objectName, QKeySequence::StandardKey key = QKeySequence::UnknownKey,
                    const QString &iconName = {})
{
    auto *a = new QAction(parent);
    a->setObjectName(QString::fromLatin1(objectName));
    if (key != QKeySequence::UnknownKey)
        a->setShortcuts(key);
    if (!iconName.isEmpty())
        a->setIcon(QIcon::fromTheme(iconName));
    return a;
}

} // namespace

MainWindow::MainWindow(QWidget *parent)
    : QMainWindow(parent)
    , m_recentFiles(new RecentFiles(this))
{
    setObjectName(QStringLiteral("MainWindow"));
    setWindowIcon(QIcon(QStringLiteral(":/data/icons/krajina.svg")));
    m_welcome = new QLabel(this);
    m_welcome->setAlignment(Qt::AlignCenter);
    m_welcome->setWordWrap(true);
    setCentralWidget(m_welcome);

    createActions();
    createMenus();
    retranslate();
    statusBar();
    restoreWindowState();
}

MainWindow::~MainWindow() = default;

QAction *MainWindow::action(const QString &name) const
{
    return findChild<QAction *>(name);
}

void MainWindow::createActions()
{
    makeAction(this, "file.new", QKeySequence::New, QStringLiteral("document-new"));
    makeAction(this, "file.open", QKeySequence::Open, QStringLiteral("document-open"));
    makeAction(this, "file.save", QKeySequence::Save, QStringLiteral("document-save"));
    makeAction(this, "file.saveAs", QKeySequence::SaveAs, QStringLiteral("document-save-as"));
    QAction *quit = makeAction(this, "file.quit", QKeySequence::Quit, QStringLiteral("application-exit"));
    quit->setMenuRole(QAction::QuitRole);
    connect(quit, &QAction::triggered, this, &QWidget::close);

    makeAction(this, "edit.undo", QKeySequence::Undo, QStringLiteral("edit-undo"))->setEnabled(false);
    makeAction(this, "edit.redo", QKeySequence::Redo, QStringLiteral("edit-redo"))->setEnabled(false);
    makeAction(this, "edit.cut", QKeySequence::Cut, QStringLiteral("edit-cut"));
    makeAction(this, "edit.copy", QKeySequence::Copy, QStringLiteral("edit-copy"));
    makeAction(this, "edit.paste", QKeySequence::Paste, QStringLiteral("edit-paste"));
    makeAction(this, "edit.find", QKeySequence::Find, QStringLiteral("edit-find"));

    QAction *fullScreen = makeAction(this, "view.fullScreen", QKeySequence::FullScreen,
                                     QStringLiteral("view-fullscreen"));
    fullScreen->setCheckable(true);
    connect(fullScreen, &QAction::toggled, this, [this](bool on) {
        setWindowState(on ? windowState() | Qt::WindowFullScreen : windowState() & ~Qt::WindowFullScreen);
    });

    auto *languages = new QActionGroup(this);
    for (const QString &language : LanguageManager::instance().availableLanguages()) {
        QAction *a = makeAction(languages, "");
        a->setObjectName(QStringLiteral("view.language.") + language);
        a->setCheckable(true);
        a->setData(language);
        a->setChecked(language == LanguageManager::instance().currentLanguage());
        // Parent the action to the window too, so action(name) finds it.
        addAction(a);
        connect(a, &QAction::triggered, this, [this, language] {
            switchLanguage(language);
        });
    }

    QAction *about = makeAction(this, "help.about", QKeySequence::UnknownKey, QStringLiteral("help-about"));
    about->setMenuRole(QAction::AboutRole);
    connect(about, &QAction::triggered, this, &MainWindow::showAbout);
    QAction *aboutQt = makeAction(this, "help.aboutQt");
    aboutQt->setMenuRole(QAction::AboutQtRole);
    connect(aboutQt, &QAction::triggered, qApp, &QApplication::aboutQt);
}

void MainWindow::createMenus()
{
    QMenu *file = menuBar()->addMenu(QString());
    file->setObjectName(QStringLiteral("menu.file"));
    file->addAction(action(QStringLiteral("file.new")));
    file->addAction(action(QStringLiteral("file.open")));
    QMenu *recent = file->addMenu(QString());
    recent->setObjectName(QStringLiteral("menu.file.recent"));
    m_recentFiles->attachMenu(recent);
    file->addSeparator();
    file->addAction(action(QStringLiteral("file.save")));
    file->addAction(action(QStringLiteral("file.saveAs")));
    file->addSeparator();
    file->addAction(action(QStringLiteral("file.quit")));

    QMenu *edit = menuBar()->addMenu(QString());
    edit->setObjectName(QStringLiteral("menu.edit"));
    for (const char *name : {"edit.undo", "edit.redo", "", "edit.cut", "edit.copy", "edit.paste", "", "edit.find"}) {
        if (*name)
            edit->addAction(action(QString::fromLatin1(name)));
        else
            edit->addSeparator();
    }

    QMenu *view = menuBar()->addMenu(QString());
    view->setObjectName(QStringLiteral("menu.view"));
    QMenu *docks = view->addMenu(QString());
    docks->setObjectName(QStringLiteral("menu.view.panels"));
    connect(docks, &QMenu::aboutToShow, this, [this, docks] {
        docks->clear();
        QMenu *popup = createPopupMenu();
        if (popup) {
            const auto actions = popup->actions();
            for (QAction *a : actions)
                docks->addAction(a);
            popup->deleteLater();
        }
    });
    QMenu *language = view->addMenu(QString());
    language->setObjectName(QStringLiteral("menu.view.language"));
    for (const QString &code : LanguageManager::instance().availableLanguages())
        language->addAction(action(QStringLiteral("view.language.") + code));
    view->addSeparator();
    view->addAction(action(QStringLiteral("view.fullScreen")));

    QMenu *help = menuBar()->addMenu(QString());
    help->setObjectName(QStringLiteral("menu.help"));
    help->addAction(action(QStringLiteral("help.about")));
    help->addAction(action(QStringLiteral("help.aboutQt")));
}

void MainWindow::retranslate()
{
    setWindowTitle(tr("Krajina"));
    const auto setText = [this](const char *name, const QString &text, const QString &tip = {}) {
        if (QAction *a = action(QString::fromLatin1(name))) {
            a->setText(text);
            a->setStatusTip(tip);
        }
    };
    setText("file.new", tr("&New Catalogue"), tr("Start an empty tile catalogue"));
    setText("file.open", tr("&Open…"), tr("Open a Krajina catalogue"));
    setText("file.save", tr("&Save"), tr("Save the catalogue"));
    setText("file.saveAs", tr("Save &As…"), tr("Save the catalogue under a new name"));
    setText("file.quit", tr("&Quit"), tr("Quit Krajina"));
    setText("edit.undo", tr("&Undo"));
    setText("edit.redo", tr("&Redo"));
    setText("edit.cut", tr("Cu&t"));
    setText("edit.copy", tr("&Copy"));
    setText("edit.paste", tr("&Paste"));
    setText("edit.find", tr("&Find…"), tr("Filter the catalogue"));
    setText("view.fullScreen", tr("F&ull Screen Mode"));
    setText("view.language.en", tr("&English"));
    setText("view.language.cs", tr("&Czech (čeština)"));
    setText("help.about", tr("&About Krajina"));
    setText("help.aboutQt", tr("About &Qt"));

    const auto menuTitle = [this](const char *name, const QString &title) {
        if (auto *m = findChild<QMenu *>(QString::fromLatin1(name)))
            m->setTitle(title);
    };
    menuTitle("menu.file", tr("&File"));
    menuTitle("menu.file.recent", tr("Open &Recent"));
    menuTitle("menu.edit", tr("&Edit"));
    menuTitle("menu.view", tr("&View"));
    menuTitle("menu.view.panels", tr("&Panels"));
    menuTitle("menu.view.language", tr("&Language"));
    menuTitle("menu.help", tr("&Help"));

    m_welcome->setText(tr("<h2>Krajina</h2><p>Tile catalogue and rulebook editor for tile-laying games.</p>"));
}

void MainWindow::changeEvent(QEvent *event)
{
    if (event->type() == QEvent::LanguageChange)
        retranslate();
    QMainWindow::changeEvent(event);
}

void MainWindow::switchLanguage(const QString &language)
{
    LanguageManager::instance().setLanguage(language);
    if (QAction *a = action(QStringLiteral("view.language.") + language))
        a->setChecked(true);
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
    settings.beginGroup(QStringLiteral("MainWindow"));
    if (!restoreGeometry(settings.value(QStringLiteral("geometry")).toByteArray()))
        resize(1400, 900);
    restoreState(settings.value(QStringLiteral("state")).toByteArray());
}

void MainWindow::saveWindowState() const
{
    QSettings settings;
    settings.beginGroup(QStringLiteral("MainWindow"));
    settings.setValue(QStringLiteral("geometry"), saveGeometry());
    settings.setValue(QStringLiteral("state"), saveState());
}

void MainWindow::closeEvent(QCloseEvent *event)
{
    saveWindowState();
    event->accept();
}

} // namespace Krajina
