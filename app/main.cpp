// SPDX-FileCopyrightText: 2026 Krajina contributors
// SPDX-License-Identifier: GPL-3.0-or-later

#include "common/iconcachingstyle.h"
#include "languagemanager.h"
#include "mainwindow.h"
#include "startupoptions.h"
#include "version.h"

#include <QApplication>
#include <QByteArrayView>
#include <QFontDatabase>
#include <QIcon>
#include <QThreadPool>
#include <QTimer>

#include <cstdio>

using namespace Qt::StringLiterals;

using namespace Krajina;

namespace {

void setApplicationNames()
{
    QCoreApplication::setOrganizationName(u"Krajina"_s);
    QCoreApplication::setOrganizationDomain(u"krajina.invalid"_s);
    QCoreApplication::setApplicationName(u"krajina"_s);
    QCoreApplication::setApplicationVersion(applicationVersion());
}

// --help and --version need no display: they are answered before the GUI starts
// (the man page is made from --help at build time, where there is no display).
bool asksForHelpOrVersion(int argc, char *argv[])
{
    for (int i = 1; i < argc; ++i) {
        const QByteArrayView argument(argv[i]);
        if (argument == "-h" || argument == "--help" || argument == "--help-all" || argument == "-v"
            || argument == "--version")
            return true;
    }
    return false;
}

// The value of --language (or --language=) on the command line, empty without one.
QString languageArgument(int argc, char *argv[])
{
    for (int i = 1; i < argc; ++i) {
        const QByteArrayView argument(argv[i]);
        if (argument == "--language" && i + 1 < argc)
            return QString::fromLocal8Bit(argv[i + 1]);
        if (argument.startsWith("--language="))
            return QString::fromLocal8Bit(argument.sliced(11));
    }
    return {};
}

// For krajina-bench's start-up figure: with KRAJINA_QUIT_AFTER_FIRST_PAINT set, the first
// paint of the main window (once its paint events are done) prints "painted" and quits.
class FirstPaintWatch : public QObject
{
public:
    explicit FirstPaintWatch(QWidget *window)
        : m_window(window)
    {
    }

protected:
    bool eventFilter(QObject *watched, QEvent *event) override
    {
        if (event->type() == QEvent::Paint && !m_seen && watched->isWidgetType()
            && static_cast<QWidget *>(watched)->window() == m_window) {
            m_seen = true;
            QTimer::singleShot(0, qApp, [] {
                std::fputs("painted\n", stdout);
                std::fflush(stdout);
                QCoreApplication::quit();
            });
        }
        return false;
    }

private:
    QWidget *m_window;
    bool m_seen = false;
};

} // namespace

int main(int argc, char *argv[])
{
    if (asksForHelpOrVersion(argc, argv)) {
        QCoreApplication app(argc, argv);
        setApplicationNames();
        // In the language the window would speak.
        const QString language = languageArgument(argc, argv);
        LanguageManager::instance().setLanguage(language.isEmpty() ? LanguageManager::instance().preferredLanguage()
                                                                   : language);
        StartupOptions::parse(app); // prints and exits
        return 0;
    }

    QApplication app(argc, argv);
    // The system's fonts are gathered on another core while the window is built (its first
    // text waits for them).
    QThreadPool::globalInstance()->start([] { QFontDatabase::families(); });
    setApplicationNames();
    QApplication::setApplicationDisplayName(u"Krajina"_s);
    QApplication::setDesktopFileName(u"org.krajina.Krajina"_s);
    QApplication::setWindowIcon(QIcon(u":/data/icons/krajina.svg"_s));
    // Outside a desktop that sets an icon theme (a bare X server, another desktop) the platform
    // offers only "hicolor", which has few of our icons and, without an icon cache, costs hundreds
    // of file lookups per icon before the fallback is tried: look in Breeze first, as KDE
    // applications do off Plasma. Any other theme keeps Breeze as its fallback.
    QIcon::setFallbackThemeName(u"breeze"_s);
    if (const QString theme = QIcon::themeName(); theme.isEmpty() || theme == u"hicolor")
        QIcon::setThemeName(u"breeze"_s);
    IconCachingStyle::installForFusion();

    LanguageManager::instance().setLanguage(LanguageManager::instance().preferredLanguage());
    StartupOptions options = StartupOptions::parse(app);
    if (!options.language.isEmpty())
        LanguageManager::instance().setLanguage(options.language);

    MainWindow window;
    FirstPaintWatch firstPaint(&window);
    if (qEnvironmentVariableIsSet("KRAJINA_QUIT_AFTER_FIRST_PAINT"))
        app.installEventFilter(&firstPaint);
    options.prepare(window);
    window.show();
    window.offerRecovery();
    options.finish(window);
    return app.exec();
}
