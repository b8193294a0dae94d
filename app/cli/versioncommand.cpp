// SPDX-FileCopyrightText: 2026 Krajina contributors
// SPDX-License-Identifier: GPL-3.0-or-later

#include "commands.h"

#include "version.h"

#include <QCommandLineParser>
#include <QJsonDocument>
#include <QJsonObject>

namespace Krajina {

int runVersionCommand(const QStringList &arguments, CliIo &io)
{
    QCommandLineParser parser;
    parser.setApplicationDescription(QStringLiteral("Print the versions Krajina was built with."));
    const QCommandLineOption json(QStringLiteral("json"), QStringLiteral("Print JSON."));
    parser.addOption(json);
    if (!parseCommandLine(parser, arguments, io))
        return ExitBadInput;

    if (parser.isSet(json)) {
        const QJsonObject versions {{QStringLiteral("krajina"), applicationVersion()},
                                    {QStringLiteral("qt"), qtRuntimeVersion()},
                                    {QStringLiteral("ksyntaxhighlighting"), syntaxHighlightingVersion()}};
        io.out << QString::fromUtf8(QJsonDocument(versions).toJson(QJsonDocument::Indented));
    } else {
        io.out << "krajina-cli " << applicationVersion() << " (Qt " << qtRuntimeVersion() << ", KSyntaxHighlighting "
               << syntaxHighlightingVersion() << ")\n";
    }
    return ExitOk;
}

} // namespace Krajina
