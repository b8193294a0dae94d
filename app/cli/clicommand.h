// SPDX-FileCopyrightText: 2026 Krajina contributors
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

#include <QCommandLineParser>
#include <QJsonArray>
#include <QJsonObject>
#include <QString>
#include <QStringList>
#include <QTextStream>

#include <functional>

namespace Krajina {

// Exit codes shared by every krajina-cli command.
enum CliExit : int {
    ExitOk = 0,
    ExitFindings = 1, // the input was read; it has problems (lint findings, failed checks)
    ExitBadInput = 2, // unreadable or malformed input, or a usage error
};

// Where a command writes: standard output and standard error.
struct CliIo
{
    QTextStream &out;
    QTextStream &err;
};

// One `krajina-cli NAME ...` sub-command. `arguments` starts with the command name,
// ready for QCommandLineParser::process().
struct CliCommand
{
    QString name;
    QString summary;
    std::function<int(const QStringList &arguments, CliIo &io)> run;
};

// Every command, in the order `--help` lists them (defined in commands.cpp).
const QList<CliCommand> &cliCommands();

// Parses a command's options; on a usage error prints it and returns false.
bool parseCommandLine(QCommandLineParser &parser, const QStringList &arguments, CliIo &io);

// The --json option every command that reports offers, added to `parser`.
QCommandLineOption addJsonOption(QCommandLineParser &parser, const QString &description = {});
// "1 tile", "2 tiles": a count with its noun, for the command line's own English sentences.
QString countOf(qsizetype count, const char *one, const char *many);
// Prints a JSON report on standard output, indented.
void printJson(CliIo &io, const QJsonObject &object);
void printJson(CliIo &io, const QJsonArray &array);

// A command with sub-commands (`rules check`, `wiki export`): runs the one
// named by arguments[1] with the arguments a parser of it expects
// (subcommandArguments()), prints `usage` for -h/--help, and a usage error
// for a missing or unknown one.
struct CliSubcommand
{
    QString name;
    std::function<int(const QStringList &arguments, CliIo &io)> run;
};
int runSubcommand(const QList<CliSubcommand> &subcommands, const QStringList &arguments, CliIo &io,
                  const std::function<void(QTextStream &out)> &usage);
// A sub-command's arguments for its parser: "rules check", then the rest.
QStringList subcommandArguments(const QStringList &arguments);

} // namespace Krajina
