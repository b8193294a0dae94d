// SPDX-FileCopyrightText: 2026 Krajina contributors
// SPDX-License-Identifier: GPL-3.0-or-later

#include "version.h"

#include <QProcess>
#include <QProcessEnvironment>
#include <QTest>

using namespace Qt::StringLiterals;

// The GUI executable answers --help and --version without a display (no
// X server, no Wayland, no platform plugin chosen): it never creates the
// QApplication for them.
class TestGuiOptions : public QObject
{
    Q_OBJECT

    struct Result
    {
        int exitCode = -1;
        QByteArray out;
    };

    static Result runWithoutDisplay(const QStringList &arguments)
    {
        QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
        for (const QString &name : {u"DISPLAY"_s, u"WAYLAND_DISPLAY"_s, u"QT_QPA_PLATFORM"_s})
            env.remove(name);
        env.insert(u"LC_ALL"_s, u"C.UTF-8"_s);
        QProcess process;
        process.setProcessEnvironment(env);
        process.start(QStringLiteral(KRAJINA_GUI), arguments);
        if (!process.waitForFinished(60000) || process.exitStatus() != QProcess::NormalExit)
            return {};
        return {process.exitCode(), process.readAllStandardOutput()};
    }

private Q_SLOTS:
    void helpWithoutDisplay()
    {
        const Result r = runWithoutDisplay({u"--language"_s, u"en"_s, u"--help"_s});
        QCOMPARE(r.exitCode, 0);
        QVERIFY2(r.out.contains("--screenshot"), r.out.constData());
        QVERIFY(r.out.contains("--sandbox"));
    }

    void versionWithoutDisplay()
    {
        const Result r = runWithoutDisplay({u"--version"_s});
        QCOMPARE(r.exitCode, 0);
        QVERIFY2(r.out.startsWith(QByteArray("krajina " + Krajina::applicationVersion().toUtf8())), r.out.constData());
    }
};

QTEST_GUILESS_MAIN(TestGuiOptions)
#include "tst_guioptions.moc"
