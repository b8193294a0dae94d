// SPDX-FileCopyrightText: 2026 Krajina contributors
// SPDX-License-Identifier: GPL-3.0-or-later

// Start-up (issue 17): from starting the krajina process to the first paint of its main
// window with the bundled catalogue, at most 300 ms. The program prints "painted" and
// quits when KRAJINA_QUIT_AFTER_FIRST_PAINT is set; each run gets fresh settings. Measured
// under the offscreen platform and under Xvfb (skipped without Xvfb).

#include <QCoreApplication>
#include <QElapsedTimer>
#include <QProcess>
#include <QStandardPaths>
#include <QTemporaryDir>

#include <benchmark/benchmark.h>

#include <optional>

using namespace Qt::StringLiterals;

namespace {

QString krajinaProgram()
{
    return QCoreApplication::applicationDirPath() + u"/krajina"_s;
}

// Milliseconds from start to "painted"; nullopt when it did not come.
std::optional<double> startOnce(const QProcessEnvironment &environment)
{
    QTemporaryDir home;
    QProcessEnvironment env = environment;
    env.insert(u"HOME"_s, home.path());
    env.insert(u"XDG_CONFIG_HOME"_s, home.filePath(u"config"_s));
    env.insert(u"XDG_DATA_HOME"_s, home.filePath(u"data"_s));
    env.insert(u"XDG_CACHE_HOME"_s, home.filePath(u"cache"_s));
    env.insert(u"KRAJINA_QUIT_AFTER_FIRST_PAINT"_s, u"1"_s);
    QProcess process;
    process.setProcessEnvironment(env);
    process.setProcessChannelMode(QProcess::SeparateChannels);
    QElapsedTimer timer;
    timer.start();
    process.start(krajinaProgram(), {});
    std::optional<double> painted;
    while (!painted && process.waitForReadyRead(20000)) {
        if (process.readAllStandardOutput().contains("painted"))
            painted = double(timer.nsecsElapsed()) / 1e6;
    }
    if (!process.waitForFinished(20000))
        process.kill();
    return painted;
}

void measure(benchmark::State &state, const QProcessEnvironment &env)
{
    double total = 0, best = 1e9;
    for (auto _ : state) {
        const std::optional<double> ms = startOnce(env);
        if (!ms) {
            state.SkipWithError("krajina did not paint (is it built?)");
            return;
        }
        total += *ms;
        best = std::min(best, *ms);
        state.SetIterationTime(*ms / 1000);
    }
    state.counters["first paint ms"] = total / double(std::max<benchmark::IterationCount>(state.iterations(), 1));
    state.counters["best ms"] = best;
}

void BM_StartupOffscreen(benchmark::State &state)
{
    QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
    env.insert(u"QT_QPA_PLATFORM"_s, u"offscreen"_s);
    measure(state, env);
}
BENCHMARK(BM_StartupOffscreen)->UseManualTime()->Unit(benchmark::kMillisecond)->Iterations(8);

// One Xvfb server for the runs under X.
class Xvfb
{
public:
    Xvfb()
    {
        const QString program = QStandardPaths::findExecutable(u"Xvfb"_s);
        if (program.isEmpty())
            return;
        m_server.start(program,
                       {u"-displayfd"_s, u"1"_s, u"-screen"_s, u"0"_s, u"1600x1000x24"_s, u"-nolisten"_s, u"tcp"_s});
        if (!m_server.waitForReadyRead(10000))
            return;
        const QByteArray number = m_server.readAllStandardOutput().trimmed();
        if (!number.isEmpty())
            m_display = u":"_s + QString::fromLatin1(number);
    }
    ~Xvfb()
    {
        m_server.terminate();
        if (!m_server.waitForFinished(5000))
            m_server.kill();
    }
    QString display() const { return m_display; }

private:
    QProcess m_server;
    QString m_display;
};

void BM_StartupXvfb(benchmark::State &state)
{
    static Xvfb server;
    if (server.display().isEmpty()) {
        state.SkipWithError("no Xvfb");
        return;
    }
    QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
    env.insert(u"QT_QPA_PLATFORM"_s, u"xcb"_s);
    env.insert(u"DISPLAY"_s, server.display());
    measure(state, env);
}
BENCHMARK(BM_StartupXvfb)->UseManualTime()->Unit(benchmark::kMillisecond)->Iterations(8);

} // namespace
