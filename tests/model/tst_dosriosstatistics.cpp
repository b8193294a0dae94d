// SPDX-FileCopyrightText: 2026 Krajina contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "engine/dosrios/gamesimulator.h"
#include "hex/dosriosjson.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QTest>

using namespace Qt::StringLiterals;
using namespace Krajina;
using namespace Krajina::DosRios;

namespace {

// Seed 2, 2 players, turn cap 150: the three games of a run, read one by one
// (GameSimulator::playGame with gameSeed(2, g)), give
//   game 0: capped at 150 turns, no winner, 12 bandit strikes; 15 farmers taken:
//           1,1 5,3 5,2 2,1 3,3 1,1 6,1 5,3 3,3 7,-2 5,3 5,2 6,-1 6,-2 2,1
//           watered at the end: 1,0 G, 6,-2 M, 7,-3 M, 2,1 G, 1,1 G, 6,-1 M, 5,0 M, 2,3 G, 2,2 G, 5,1 M, 6,1 M,
//           3,3 G, 3,4 G, 5,3 M, 5,2 M
//   game 1: player 0 (seat 0) wins with all buildings after 148 turns, 15 strikes; 23 farmers taken:
//           3,3 1,1 3,4 1,1 1,0 7,-3 5,3 3,4 2,3 6,0 5,1 7,-1 6,0 5,1 2,2 3,3 2,2 5,3 7,-1 2,2 2,3 1,1 5,3
//           watered: 1,0 G, 7,-3 M, 1,1 G, 1,2 G, 7,-2 M, 7,-1 M, 2,3 G, 2,2 G, 5,1 M, 6,0 M, 3,4 G, 3,3 G,
//           5,3 M, 5,2 M
//   game 2: player 1 (seat 1) wins with all buildings after 127 turns, 10 strikes; 11 farmers taken:
//           7,1 7,-3 7,1 7,-2 1,1 7,-2 0,1 3,3 1,0 7,-3 2,1
//           watered: 0,1 G, 1,0 G, 7,-3 M, 1,1 G, 2,1 G, 7,-1 M, 7,-2 M, 3,2 G, 2,3 G, 2,2 G, 7,0 M, 3,4 G,
//           3,3 G, 6,2 M, 7,1 M
// (G Rio Grande, M Rio Moreno; the rivers do not meet on these boards.)
GameSimulationOptions handCountedRun()
{
    GameSimulationOptions options;
    options.players = 2;
    options.games = 3;
    options.seed = 2;
    options.turnCap = 150;
    // The readings these games were read by hand with: bandits by terrain height, the 40 dam pieces shared.
    options.rules.banditsTake = BanditsTake::HighestTerrain;
    options.rules.damLimit = DamLimit::SharedPieces;
    return options;
}

QJsonObject withoutSpeed(QJsonObject json)
{
    json.remove(u"gamesPerSecond"_s);
    return json;
}

} // namespace

class TestDosRiosStatistics : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void countsMatchTheGamesReadByHand()
    {
        const GameSimulationReport report = GameSimulator::run(bundledPieceSet(), handCountedRun());
        const GameStatistics &s = report.statistics;
        QCOMPARE(s.games(), 3);
        QCOMPARE(s.finished(), 2);
        QCOMPARE(s.capped(), 1);
        QCOMPARE(s.stalled(), 0);
        QCOMPARE(s.winsBySeat(0), 1);
        QCOMPARE(s.winsBySeat(1), 1);
        QCOMPARE(s.wins(WinCondition::AllBuildings), 2);
        QCOMPARE(s.wins(WinCondition::OnRiver), 0);
        QCOMPARE(s.wins(WinCondition::None), 1);

        // Lengths of the finished games: 127 and 148.
        QCOMPARE(s.lengths().total(), 2);
        QCOMPARE(s.lengths().min(), 127);
        QCOMPARE(s.lengths().max(), 148);
        QCOMPARE(s.lengths().count(127), 1);
        QCOMPARE(s.lengths().count(148), 1);
        QCOMPARE(report.lengthMean, 137.5);
        QCOMPARE(report.lengthStddev, 10.5);
        // Bandit strikes per game: 12, 15, 10.
        QCOMPARE(s.banditStrikes().total(), 3);
        QCOMPARE(s.banditStrikes().count(10), 1);
        QCOMPARE(s.banditStrikes().count(12), 1);
        QCOMPARE(s.banditStrikes().count(15), 1);
        QCOMPARE(report.banditStrikesPerGame, 37.0 / 3);

        // Watered at the end of the game.
        QCOMPARE(s.wateredEither().count(1, 0), 3); // Rio Grande in all three
        QCOMPARE(s.watered(River::Grande).count(1, 0), 3);
        QCOMPARE(s.watered(River::Moreno).count(1, 0), 0);
        QCOMPARE(s.watered(River::Moreno).count(7, -3), 3);
        QCOMPARE(s.watered(River::Grande).count(1, 2), 1); // game 1
        QCOMPARE(s.watered(River::Grande).count(0, 1), 1); // game 2
        QCOMPARE(s.watered(River::Moreno).count(7, -1), 2); // games 1 and 2
        QCOMPARE(s.watered(River::Moreno).count(5, 0), 1); // game 0
        QCOMPARE(s.wateredEither().count(3, 2), 1); // game 2
        QCOMPARE(s.wateredEither().count(4, 0), 0); // never
        QCOMPARE(s.wateredEither().total(), 15 + 14 + 15);
        QCOMPARE(s.watered(River::Grande).total() + s.watered(River::Moreno).total(), 15 + 14 + 15);

        // Farmers the bandits took, by hex.
        QCOMPARE(s.banditHexes().total(), 15 + 23 + 11);
        QCOMPARE(s.banditHexes().count(1, 1), 2 + 3 + 1);
        QCOMPARE(s.banditHexes().count(5, 3), 3 + 3 + 0);
        QCOMPARE(s.banditHexes().count(7, 1), 2);
        QCOMPARE(s.banditHexes().count(7, -3), 0 + 1 + 2);
        QCOMPARE(s.banditHexes().count(4, 4), 0);

        // 1 win of 3 games: the Wilson interval (0.0615, 0.792); 2 of 3 finished: (0.208, 0.939).
        const auto [low, high] = s.winInterval(0);
        QVERIFY(qAbs(low - 0.0615) < 0.001);
        QVERIFY(qAbs(high - 0.7923) < 0.001);
        const auto [fLow, fHigh] = s.finishedInterval();
        QVERIFY(qAbs(fLow - 0.2077) < 0.001);
        QVERIFY(qAbs(fHigh - 0.9385) < 0.001);

        const QJsonObject json = report.toJson();
        QCOMPARE(json[u"winIntervalBySeat"_s].toArray().size(), 2);
        QCOMPARE(json[u"winIntervalBySeat"_s][0].toArray(), (QJsonArray {0.061, 0.792}));
        QCOMPARE(json[u"histograms"_s][u"length"_s][u"counts"_s].toArray().size(), 148 - 127 + 1);
        QCOMPARE(json[u"histograms"_s][u"banditStrikes"_s][u"min"_s].toInt(), 10);
        const QJsonArray either = json[u"hexes"_s][u"watered"_s][u"either"_s].toArray();
        QVERIFY(either.contains(QJsonArray {1, 0, 3}));
        QVERIFY(json[u"hexes"_s][u"bandits"_s].toArray().contains(QJsonArray {1, 1, 6}));

        const QByteArray csv = report.toCsv();
        QVERIFY(csv.startsWith("figure,name,value,q,r,count\n"));
        QVERIFY(csv.contains("\nwinsBySeat,,0,,,1\n"));
        QVERIFY(csv.contains("\nwinCondition,allBuildings,,,,2\n"));
        QVERIFY(csv.contains("\nlength,,127,,,1\n"));
        QVERIFY(csv.contains("\nbanditStrikes,,15,,,1\n"));
        QVERIFY(csv.contains("\nwateredHex,rioMoreno,,7,-3,3\n"));
        QVERIFY(csv.contains("\nbanditHex,,,1,1,6\n"));
    }

    void runAddsUpItsGames()
    {
        // The same figures from the games one by one.
        const GameSimulationOptions options = handCountedRun();
        GameStatistics byHand(options.players);
        for (int g = 0; g < options.games; ++g)
            byHand.addGame(GameSimulator::playGame(bundledPieceSet(), options.players,
                                                   GameSimulator::gameSeed(options.seed, g), options.turnCap,
                                                   options.deckRunsOut, options.policy, options.rules));
        QVERIFY(byHand == GameSimulator::run(bundledPieceSet(), options).statistics);
    }

    void sameJsonOnAnyNumberOfThreads()
    {
        GameSimulationOptions options;
        options.players = 3;
        options.games = 12;
        options.seed = 9;
        options.threads = 1;
        const GameSimulationReport one = GameSimulator::run(bundledPieceSet(), options);
        options.threads = 2;
        const GameSimulationReport two = GameSimulator::run(bundledPieceSet(), options);
        options.threads = 5;
        const GameSimulationReport five = GameSimulator::run(bundledPieceSet(), options);
        QVERIFY(one.statistics == two.statistics);
        QCOMPARE(withoutSpeed(two.toJson()), withoutSpeed(one.toJson()));
        QCOMPARE(withoutSpeed(five.toJson()), withoutSpeed(one.toJson()));
        QCOMPARE(two.toCsv(), one.toCsv());
        QVERIFY(!one.statistics.wateredEither().isEmpty());
        QVERIFY(!one.statistics.banditHexes().isEmpty());
    }

    void mergeOrderDoesNotMatter()
    {
        GameStatistics a(3), b(3);
        for (int g = 0; g < 4; ++g) {
            const GameResult r = GameSimulator::playGame(bundledPieceSet(), 3, GameSimulator::gameSeed(4, g), 400);
            (g % 2 ? a : b).addGame(r);
        }
        GameStatistics ab = a, ba = b;
        ab.merge(b);
        ba.merge(a);
        QVERIFY(ab == ba);
        QCOMPARE(ab.games(), 4);
    }

    void progressCanStopTheRun()
    {
        GameSimulationOptions options;
        options.players = 2;
        options.games = 40;
        options.threads = 2;
        int calls = 0;
        const GameSimulationReport report = GameSimulator::run(bundledPieceSet(), options, [&calls](int) {
            ++calls;
            return false;
        });
        QVERIFY(calls >= 1);
        QVERIFY(report.games < 40);
        QCOMPARE(report.statistics.games(), report.games);
    }
};

QTEST_GUILESS_MAIN(TestDosRiosStatistics)
#include "tst_dosriosstatistics.moc"
