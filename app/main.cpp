#include "languagemanager.h"
#include "mainwindow.h"
#include "startupoptions.h"
#include "version.h"

#include <QApplication>
#include <QIcon>

#include <cstring>

using namespace Krajina;

namespace {

void describeApplication()
{
    QCoreApplication::setOrganizationName(QStringLiteral("Krajina"));
    QCoreApplication::setOrganizationDomain(QStringLiteral("krajina.invalid"));
    QCoreApplication::setApplicationName(QStringLiteral("krajina"));
    QCoreApplication::setApplicationVersion(applicationVersion());
}

// --help and --version only print text: they must work without a display.
bool asksOnlyForText(int argc, char *argv[])
{
    for (int i = 1; i < argc; ++i) {
        const char *arg = argv[i];
        if (std::strcmp(arg, "--") == 0)
            return false;
        for (const char *option : {"-h", "-?", "--help", "--help-all", "-v", "--version"}) {
            if (std::strcmp(arg, option) == 0)
                return true;
        }
    }
    return false;
}

} // namespace

int main(int argc, char *argv[])
{
    if (asksOnlyForText(argc, argv)) {
        QCoreApplication app(argc, argv);
        describeApplication();
        LanguageManager::instance().setLanguage(LanguageManager::instance().preferredLanguage());
        StartupOptions::parse(app); // prints and exits
        return 0;
    }

    QApplication app(argc, argv);
    describeApplication();
    QApplication::setApplicationDisplayName(QStringLiteral("Krajina"));
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
    options.finish(window);
    return app.exec();
}
