// SPDX-FileCopyrightText: 2026 Krajina contributors
// SPDX-License-Identifier: GPL-3.0-or-later

#include "commands.h"

#include "version.h"

#include <QCommandLineParser>
#include <QJsonObject>

using namespace Qt::StringLiterals;

namespace Krajina {

int runVersionCommand(const QStringList &arguments, CliIo &io)
{
    QCommandLineParser parser;
    parser.setApplicationDescription(u"Print the versions Krajina was built with."_s);
    const QCommandLineOption json = addJsonOption(parser);
    if (!parseCommandLine(parser, arguments, io))
        return ExitBadInput;

    if (parser.isSet(json)) {
        const QJsonObject versions {{u"krajina"_s, applicationVersion()},
                                    {u"qt"_s, qtRuntimeVersion()},
                                    {u"ksyntaxhighlighting"_s, syntaxHighlightingVersion()}};
        printJson(io, versions);
    } else {
        io.out << "krajina-cli " << applicationVersion() << " (Qt " << qtRuntimeVersion() << ", KSyntaxHighlighting "
               << syntaxHighlightingVersion() << ")\n";
    }
    return ExitOk;
}

} // namespace Krajina
