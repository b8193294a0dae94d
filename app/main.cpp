#include "languagemanager.h"
#include "mainwindow.h"
#include "startupoptions.h"
#include "version.h"

#include <QApplication>
#include <QIcon>

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
    StartupOptions options = StartupOptions::parse(app);
    if (!options.language.isEmpty())
        LanguageManager::instance().setLanguage(options.language);

    MainWindow window;
    options.prepare(window);
    window.show();
    window.offerRecovery();
    options.finish(window);
    return app.exec();
}
