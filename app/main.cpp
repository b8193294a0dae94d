#include "languagemanager.h"
#include "mainwindow.h"
#include "version.h"

#include <QApplication>
#include <QCommandLineParser>
#include <QDir>
#include <QFileInfo>
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
    parser.addOption(screenshotOption);
    parser.addOption(languageOption);
    parser.addPositionalArgument(QStringLiteral("file"),
                                 QApplication::translate("main", "Catalogue to open (*.krajina or *.json)."));
    parser.process(app);

    if (parser.isSet(languageOption))
        LanguageManager::instance().setLanguage(parser.value(languageOption));

    MainWindow window;
    window.show();

    if (parser.isSet(screenshotOption)) {
        const QString target = QFileInfo(parser.value(screenshotOption)).absoluteFilePath();
        QTimer::singleShot(500, &window, [&window, target] {
            const bool saved = window.grab().save(target, "PNG");
            QApplication::exit(saved ? 0 : 1);
        });
    }
    return app.exec();
}
