// SPDX-FileCopyrightText: 2026 Krajina contributors
// SPDX-License-Identifier: GPL-3.0-or-later

// SimulationRunner: any game's simulation on a pool thread, its progress, its result kept per
// game, a second start refused while one runs, and cancelling. Runs without a display.

#include "engine/game.h"
#include "engine/simulationrunner.h"

#include <QJsonObject>
#include <QSemaphore>
#include <QSignalSpy>
#include <QTest>
#include <QThread>

#include <atomic>

using namespace Krajina;
using namespace Qt::StringLiterals;

namespace {

// A simulation that plays nothing: each "game" counts one, and the one numbered `holdAt` waits
// until the test lets it go on.
class CountingSimulation : public Simulation
{
public:
    CountingSimulation(const QString &gameId, int games, int holdAt = 0)
        : m_gameId(gameId)
        , m_games(games)
        , m_holdAt(holdAt)
    {
    }

    QString gameId() const override { return m_gameId; }
    int gamesRequested() const override { return m_games; }
    void run(const Progress &progress) override
    {
        m_thread = QThread::currentThread();
        for (int game = 1; game <= m_games; ++game) {
            if (game == m_holdAt) {
                m_holding.release();
                m_goOn.acquire();
            }
            m_played = game;
            if (!progress(game))
                break;
        }
        m_over = true;
    }
    int gamesPlayed() const override { return m_played; }
    QJsonObject toJson() const override { return {{u"games"_s, m_played.load()}}; }
    QByteArray toCsv() const override { return QByteArray::number(m_played); }
    QString summary() const override { return u"games: %1\n"_s.arg(m_played.load()); }
    SimulationResults results() const override { return {}; }

    QThread *thread() const { return m_thread; }
    bool isOver() const { return m_over; }
    void waitUntilHolding() { m_holding.acquire(); }
    void goOn() { m_goOn.release(); }

private:
    QString m_gameId;
    int m_games;
    int m_holdAt;
    std::atomic<int> m_played {0};
    std::atomic<QThread *> m_thread {nullptr};
    std::atomic<bool> m_over {false};
    QSemaphore m_holding;
    QSemaphore m_goOn;
};

} // namespace

class TestSimulationRunner : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void runsOnAPoolThreadAndKeepsTheResult()
    {
        SimulationRunner runner;
        QSignalSpy finished(&runner, &SimulationRunner::finished);
        QSignalSpy progress(&runner, &SimulationRunner::progress);
        auto simulation = std::make_shared<CountingSimulation>(u"game-a"_s, 40);
        QVERIFY(!runner.result());
        QVERIFY(runner.start(simulation));
        QVERIFY(runner.isRunning());
        QVERIFY(finished.wait(10000));
        QVERIFY(!runner.isRunning());
        QVERIFY(!runner.wasCancelled());
        QVERIFY(simulation->thread() != QThread::currentThread());
        QCOMPARE(runner.result(), simulation);
        QCOMPARE(runner.result()->gamesPlayed(), 40);
        QCOMPARE(runner.resultOf(u"game-a"_s), simulation);
        QVERIFY(!runner.resultOf(u"game-b"_s));
        // The last report is the whole run.
        QVERIFY(!progress.isEmpty());
        QCOMPARE(progress.last().at(0).toInt(), 40);
        QCOMPARE(progress.last().at(1).toInt(), 40);
    }

    void aSecondStartWaitsForTheFirstAndCancellingStopsIt()
    {
        SimulationRunner runner;
        QSignalSpy finished(&runner, &SimulationRunner::finished);
        auto first = std::make_shared<CountingSimulation>(u"game-a"_s, 5);
        QVERIFY(runner.start(first));
        QVERIFY(finished.wait(10000));

        auto held = std::make_shared<CountingSimulation>(u"game-a"_s, 1000, 3);
        QVERIFY(runner.start(held));
        held->waitUntilHolding();
        // While it runs: no second run, and the last finished run is still the one shown.
        QVERIFY(!runner.start(std::make_shared<CountingSimulation>(u"game-b"_s, 5)));
        QVERIFY(!runner.start(nullptr));
        QCOMPARE(runner.result(), first);
        runner.cancel();
        held->goOn();
        QVERIFY(finished.wait(10000));
        QVERIFY(runner.wasCancelled());
        QCOMPARE(runner.result(), held);
        QCOMPARE(held->gamesPlayed(), 3); // stopped after the game being played
        QCOMPARE(runner.resultOf(u"game-a"_s), held);
    }

    void theLastRunOfEachGameIsKept()
    {
        SimulationRunner runner;
        QSignalSpy finished(&runner, &SimulationRunner::finished);
        auto a = std::make_shared<CountingSimulation>(u"game-a"_s, 7);
        auto b = std::make_shared<CountingSimulation>(u"game-b"_s, 9);
        QVERIFY(runner.start(a));
        QVERIFY(finished.wait(10000));
        QVERIFY(runner.start(b));
        QVERIFY(finished.wait(10000));
        QCOMPARE(runner.result(), b);
        QCOMPARE(runner.resultOf(u"game-a"_s), a);
        QCOMPARE(runner.resultOf(u"game-b"_s), b);
    }

    void destroyingItWaitsForTheRun()
    {
        auto simulation = std::make_shared<CountingSimulation>(u"game-a"_s, 100000);
        {
            SimulationRunner runner;
            QVERIFY(runner.start(simulation));
        } // cancels, and waits for the game being played
        QVERIFY(simulation->isOver());
        QVERIFY(simulation->gamesPlayed() <= 100000);
    }
};

QTEST_GUILESS_MAIN(TestSimulationRunner)
#include "tst_simulationrunner.moc"
