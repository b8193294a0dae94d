#include "boardpanel.h"
#include "catalogue/cataloguedocument.h"
#include "gamesetupwidget.h"
#include "languagemanager.h"
#include "mainwindow.h"
#include "rulebookpanel.h"
#include "sandboxpage.h"
#include "version.h"

#include <QApplication>
#include <QCommandLineParser>
#include <QDir>
#include <QDockWidget>
#include <QFileInfo>
#include <QMessageBox>
#include <QTabWidget>
#include <QTimer>

using namespace Krajina;

int main(int argc, char *argv[])
{
    QApplication app(argc, argv);
    QApplication::setOrganizationName(QStringLiteral("Krajina"));
    QApplication::setOrganizationDomain(QStringLiteral("krajina.invalid"));
    QApplication::setApplicationName(QStringLiteral("krajina"));
    QApplication::setApplicationDisplayName(QStringLiteral("Krajina"));
    QApplication::setApplicationVersion(applicationVersion());
    QApplication::setDesktopFileName(QStringLiteral("org.krajina.Krajina"));
    QApplication::setWindowIcon(QIcon(QStringLiteral(":/data/icons/krajina.svg")));
    // Outside a desktop that sets an icon theme (a bare X server, another desktop), use Breeze's icons.
    QIcon::setFallbackThemeName(QStringLiteral("breeze"));

    LanguageManager::instance().setLanguage(LanguageManager::instance().preferredLanguage());

    QCommandLineParser parser;
    parser.setApplicationDescription(QApplication::translate("main", "Rulebook and tile catalogue editor"));
    parser.addHelpOption();
    parser.addVersionOption();
    const QCommandLineOption screenshotOption(
        QStringLiteral("screenshot"),
        QApplication::translate("main", "Save a PNG of the main window to <file> once it is shown, then quit."),
        QStringLiteral("file"));
    const QCommandLineOption languageOption(QStringLiteral("language"),
                                            QApplication::translate("main", "User interface language (en, cs)."),
                                            QStringLiteral("code"));
    const QCommandLineOption tileOption(QStringLiteral("tile"),
                                        QApplication::translate("main", "Select the tile <id> in the editor."),
                                        QStringLiteral("id"));
    const QCommandLineOption sandboxOption(
        QStringLiteral("sandbox"),
        QApplication::translate("main",
                                "Start a sandbox game on the preview board with <expansions> (comma-separated, "
                                "e.g. base,river-1) and lay its river."),
        QStringLiteral("expansions"));
    const QCommandLineOption rulesOption(
        QStringLiteral("rules"),
        QApplication::translate("main", "Show the rule page <page> (e.g. river), at the tile given with --tile."),
        QStringLiteral("page"));
    parser.addOption(screenshotOption);
    parser.addOption(languageOption);
    parser.addOption(tileOption);
    parser.addOption(sandboxOption);
    parser.addOption(rulesOption);
    parser.addPositionalArgument(QStringLiteral("file"),
                                 QApplication::translate("main", "Catalogue to open (*.krajina or *.json)."));
    parser.process(app);

    if (parser.isSet(languageOption))
        LanguageManager::instance().setLanguage(parser.value(languageOption));

    MainWindow window;
    const QStringList files = parser.positionalArguments();
    QString openError;
    if (!files.isEmpty())
        window.openFile(QFileInfo(files.first()).absoluteFilePath(), &openError);
    if (parser.isSet(tileOption)) {
        const int tile = window.document()->catalogue().tileIndex(parser.value(tileOption));
        if (tile >= 0)
            window.selectTile(tile);
        else
            qWarning("%s", qPrintable(QApplication::translate("main", "No tile %1").arg(parser.value(tileOption))));
    }
    if (parser.isSet(sandboxOption)) {
        SandboxPage *sandbox = window.boardPanel()->sandboxPage();
        sandbox->setupWidget()->setCheckedExpansions(parser.value(sandboxOption).split(u','));
        window.boardPanel()->setMode(BoardPanel::Mode::Sandbox);
        if (auto *dock = qobject_cast<QDockWidget *>(window.boardPanel()->parentWidget()))
            dock->raise();
        sandbox->playRiver();
    }
    if (parser.isSet(rulesOption)) {
        window.centralTabs()->setCurrentWidget(window.rulebookPanel());
        window.rulebookPanel()->showPage(parser.value(rulesOption));
        if (parser.isSet(tileOption))
            window.rulebookPanel()->revealTile(parser.value(tileOption));
    }
    if (parser.isSet(screenshotOption))
        window.resize(1600, 1000); // the same picture whatever size the window had last time
    window.show();
    if (parser.isSet(sandboxOption)) {
        // Once the window has its layout: give the board room.
        QTimer::singleShot(0, &window, [&window] {
            if (auto *dock = qobject_cast<QDockWidget *>(window.boardPanel()->parentWidget()))
                window.resizeDocks({dock}, {window.height() * 2 / 5}, Qt::Vertical);
        });
    }
    if (!openError.isEmpty()) {
        QTimer::singleShot(0, &window, [&window, openError] {
            QMessageBox::warning(&window, MainWindow::tr("Cannot Open Catalogue"), openError);
        });
    }

    if (parser.isSet(screenshotOption)) {
        const QString target = QFileInfo(parser.value(screenshotOption)).absoluteFilePath();
        QTimer::singleShot(500, &window, [&window, target] {
            const bool saved = window.grab().save(target, "PNG");
            QApplication::exit(saved ? 0 : 1);
        });
    }
    return app.exec();
}
