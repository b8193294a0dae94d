// SPDX-FileCopyrightText: 2026 Krajina contributors
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

#include <QCommandLineParser>
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

} // namespace Krajina
