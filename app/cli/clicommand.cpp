// SPDX-FileCopyrightText: 2026 Krajina contributors
// SPDX-License-Identifier: GPL-3.0-or-later

#include "clicommand.h"

#include <QCommandLineParser>
#include <QJsonDocument>

#include <cstdlib>

using namespace Qt::StringLiterals;

namespace Krajina {

bool parseCommandLine(QCommandLineParser &parser, const QStringList &arguments, CliIo &io)
{
    const QCommandLineOption help({u"h"_s, u"help"_s}, u"Show help for this command."_s);
    parser.addOption(help);
    if (!parser.parse(arguments)) {
        io.err << arguments.value(0) << ": " << parser.errorText() << '\n';
        return false;
    }
    if (parser.isSet(help)) {
        // Qt's usage line names the executable's path; a person types "krajina-cli COMMAND".
        QString text = parser.helpText();
        const qsizetype start = text.indexOf(u' ') + 1;
        const qsizetype end = text.indexOf(u' ', start);
        if (start > 0 && end > start && !arguments.isEmpty())
            text.replace(start, end - start, u"krajina-cli "_s + arguments.constFirst());
        io.out << text;
        io.out.flush();
        std::exit(ExitOk);
    }
    return true;
}

QCommandLineOption addJsonOption(QCommandLineParser &parser, const QString &description)
{
    const QCommandLineOption json(u"json"_s, description.isEmpty() ? u"Print JSON."_s : description);
    parser.addOption(json);
    return json;
}

QString countOf(qsizetype count, const char *one, const char *many)
{
    return u"%1 %2"_s.arg(count).arg(QLatin1StringView(count == 1 ? one : many));
}

void printJson(CliIo &io, const QJsonObject &object)
{
    io.out << QString::fromUtf8(QJsonDocument(object).toJson(QJsonDocument::Indented));
}

void printJson(CliIo &io, const QJsonArray &array)
{
    io.out << QString::fromUtf8(QJsonDocument(array).toJson(QJsonDocument::Indented));
}

int runSubcommand(const QList<CliSubcommand> &subcommands, const QStringList &arguments, CliIo &io,
                  const std::function<void(QTextStream &out)> &usage)
{
    const QString sub = arguments.value(1);
    for (const CliSubcommand &subcommand : subcommands) {
        if (subcommand.name == sub)
            return subcommand.run(arguments, io);
    }
    if (sub == u"-h" || sub == u"--help") {
        usage(io.out);
        return ExitOk;
    }
    io.err << arguments.value(0) << ": "
           << (sub.isEmpty() ? u"missing sub-command"_s : u"unknown sub-command \""_s + sub + u'"') << "\n";
    usage(io.err);
    return ExitBadInput;
}

QStringList subcommandArguments(const QStringList &arguments)
{
    return QStringList {arguments.value(0) + u' ' + arguments.value(1)} + arguments.mid(2);
}

} // namespace Krajina
