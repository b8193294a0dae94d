// SPDX-FileCopyrightText: 2026 Krajina contributors
// SPDX-License-Identifier: GPL-3.0-or-later

#include "clicommand.h"
#include "version.h"

#include <QCoreApplication>
#include <QGuiApplication>
#include <QStringList>
#include <QTextStream>
#include <QTranslator>

#include <cstdio>

using namespace Qt::StringLiterals;

using namespace Krajina;

namespace {

void printUsage(QTextStream &out)
{
    out << "Usage: krajina-cli COMMAND [OPTIONS] [FILE]\n\n"
           "Checks, converts and plays Krajina tile catalogues. Every command that reads a file\n"
           "reads standard input when the file is \"-\"; most take --json. Without a file, the\n"
           "bundled catalogue is used.\n\n"
           "Commands:\n";
    for (const CliCommand &command : cliCommands())
        out << "  " << command.name.leftJustified(12) << ' ' << command.summary << '\n';
    out << "\nOptions:\n"
           "  -h, --help     Show this help; `krajina-cli COMMAND --help` for a command's options.\n"
           "  -v, --version  Show the version.\n\n"
           "Exit codes: 0 success, 1 the input has findings, 2 unreadable input or bad usage.\n";
}

} // namespace

int main(int argc, char *argv[])
{
    // Rendering commands (render, sheets, export-tiles) paint and lay out text,
    // which needs a GUI application; a command-line tool never shows a window,
    // so it runs on the offscreen platform unless told otherwise.
    if (qEnvironmentVariableIsEmpty("QT_QPA_PLATFORM"))
        qputenv("QT_QPA_PLATFORM", "offscreen");
    QGuiApplication app(argc, argv);
    QCoreApplication::setOrganizationName(u"Krajina"_s);
    QCoreApplication::setApplicationName(u"krajina-cli"_s);
    QCoreApplication::setApplicationVersion(applicationVersion());
    // The model's messages ("%n tile(s)") read "1 tile" and "2 tiles" through the English catalogue.
    QTranslator english;
    if (english.load(u"krajina_en"_s, u":/i18n"_s))
        QCoreApplication::installTranslator(&english);

    QTextStream out(stdout);
    QTextStream err(stderr);
    CliIo io {out, err};

    const QStringList arguments = QCoreApplication::arguments().mid(1);
    if (arguments.isEmpty() || arguments.first() == u"-h" || arguments.first() == u"--help"
        || arguments.first() == u"help") {
        printUsage(out);
        return arguments.isEmpty() ? ExitBadInput : ExitOk;
    }
    if (arguments.first() == u"-v" || arguments.first() == u"--version") {
        out << "krajina-cli " << applicationVersion() << '\n';
        return ExitOk;
    }
    for (const CliCommand &command : cliCommands()) {
        if (command.name == arguments.first()) {
            const int code = command.run(arguments, io);
            out.flush();
            err.flush();
            return code;
        }
    }
    err << "krajina-cli: unknown command \"" << arguments.first() << "\"; see krajina-cli --help\n";
    return ExitBadInput;
}
