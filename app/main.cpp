#include "languagemanager.h"
#include "mainwindow.h"
#include "startupoptions.h"
#include "version.h"

#include <QApplication>
#include <QIcon>

using namespace Qt::StringLiterals;

using namespace Krajina;

int main(int argc, char *argv[])
{
    QApplication app(argc, argv);
    QApplication::setOrganizationName(u"Krajina"_s);
    QApplication::setOrganizationDomain(u"krajina.invalid"_s);
    QApplication::setApplicationName(u"krajina"_s);
    QApplication::setApplicationDisplayName(u"Krajina"_s);
    QApplication::setApplicationVersion(applicationVersion());
    QApplication::setDesktopFileName(u"org.krajina.Krajina"_s);
    QApplication::setWindowIcon(QIcon(u":/data/icons/krajina.svg"_s));
    // Outside a desktop that sets an icon theme (a bare X server, another desktop), use Breeze's icons.
    QIcon::setFallbackThemeName(u"breeze"_s);

    LanguageManager::instance().setLanguage(LanguageManager::instance().preferredLanguage());
    StartupOptions options = StartupOptions::parse(app);
    if (!options.language.isEmpty())
        LanguageManager::instance().setLanguage(options.language);

    MainWindow window;
    options.prepare(window);
    window.show();
    options.finish(window);
    return app.exec();
}
