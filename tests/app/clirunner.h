// SPDX-FileCopyrightText: 2026 Krajina contributors
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

#include <QJsonDocument>
#include <QJsonObject>
#include <QProcess>
#include <QStringList>

// Runs the real krajina-cli (KRAJINA_CLI) with arguments and standard input,
// for the end-to-end tests of tests/app.
struct CliResult
{
    int exitCode = -1; // -1: did not start or did not finish in time
    QByteArray out;
    QByteArray err;

    QJsonObject json() const { return QJsonDocument::fromJson(out).object(); }
};

inline CliResult runCli(const QStringList &arguments, const QByteArray &input = {}, int timeoutMs = 120000)
{
    QProcess process;
    process.start(QStringLiteral(KRAJINA_CLI), arguments);
    if (!process.waitForStarted(timeoutMs))
        return {};
    process.write(input);
    // Always close standard input, so that a command reading "-" sees its end.
    process.closeWriteChannel();
    if (!process.waitForFinished(timeoutMs))
        return {};
    return {process.exitCode(), process.readAllStandardOutput(), process.readAllStandardError()};
}
