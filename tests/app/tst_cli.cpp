// SPDX-FileCopyrightText: 2026 Krajina contributors
// SPDX-License-Identifier: GPL-3.0-or-later

#include "clirunner.h"
#include "krajina_version.h"

#include <QJsonDocument>
#include <QJsonObject>
#include <QProcess>
#include <QTest>

// Runs the real krajina-cli and checks what it prints and how it exits.
class TestCli : public QObject
{
    Q_OBJECT
private:
    using Result = CliResult;
    static Result run(const QStringList &arguments) { return runCli(arguments); }

private Q_SLOTS:
    void versionOption()
    {
        const Result r = run({QStringLiteral("--version")});
        QCOMPARE(r.exitCode, 0);
        QVERIFY(r.out.startsWith("krajina-cli " KRAJINA_VERSION_STRING));
    }

    void versionJson()
    {
        const Result r = run({QStringLiteral("version"), QStringLiteral("--json")});
        QCOMPARE(r.exitCode, 0);
        const QJsonObject o = QJsonDocument::fromJson(r.out).object();
        QCOMPARE(o.value(u"krajina").toString(), QStringLiteral(KRAJINA_VERSION_STRING));
        QVERIFY(o.value(u"qt").toString().startsWith(u"6."));
        QVERIFY(o.value(u"ksyntaxhighlighting").toString().startsWith(u"6."));
    }

    void helpListsCommands()
    {
        const Result r = run({QStringLiteral("--help")});
        QCOMPARE(r.exitCode, 0);
        QVERIFY(r.out.contains("Commands:"));
        QVERIFY(r.out.contains("version"));
    }

    void commandHelpNamesTheCommand()
    {
        const Result r = run({QStringLiteral("convert"), QStringLiteral("--help")});
        QCOMPARE(r.exitCode, 0);
        QVERIFY2(r.out.startsWith("Usage: krajina-cli convert [options] IN OUT"), r.out.constData());
    }

    void unknownCommandIsAUsageError()
    {
        const Result r = run({QStringLiteral("frobnicate")});
        QCOMPARE(r.exitCode, 2);
        QVERIFY(r.err.contains("unknown command"));
    }

    void unknownOptionIsAUsageError()
    {
        const Result r = run({QStringLiteral("version"), QStringLiteral("--bogus")});
        QCOMPARE(r.exitCode, 2);
        QVERIFY(r.err.contains("bogus"));
    }
};

QTEST_GUILESS_MAIN(TestCli)
#include "tst_cli.moc"
