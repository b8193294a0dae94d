// SPDX-FileCopyrightText: 2026 Krajina contributors
// SPDX-License-Identifier: GPL-3.0-or-later

#include "catalogue/catalogueio.h"
#include "engine/carcassonne/gamerecord.h"
#include "engine/carcassonne/gamesetup.h"
#include "engine/carcassonne/simulator.h"

#include <QJsonArray>
#include <QTest>

#include <map>

using namespace Krajina;
using namespace Qt::StringLiterals;

namespace {

GameSetup bundledSetup(const QStringList &expansions, int players = 2)
{
    RuleSet rules;
    rules.expansions = expansions;
    GameSetup setup;
    const QString error = GameSetup::fromCatalogue(bundledCatalogue(), rules, players, setup);
    if (!error.isEmpty())
        qFatal("%s", qPrintable(error));
    return setup;
}

QJsonObject withoutTimes(QJsonObject o)
{
    o.remove(u"seconds"_s);
    o.remove(u"gamesPerSecond"_s);
    return o;
}

} // namespace

class TestSimulationStatistics : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void histogramCountsWholeNumbers()
    {
        Histogram a;
        QVERIFY(a.isEmpty());
        a.add(5);
        a.add(3, 2);
        a.add(9);
        QCOMPARE(a.min(), 3);
        QCOMPARE(a.max(), 9);
        QCOMPARE(a.total(), 4);
        QCOMPARE(a.count(3), 2);
        QCOMPARE(a.count(4), 0);
        QCOMPARE(a.count(100), 0);
        QCOMPARE(a.mean(), (5 + 3 + 3 + 9) / 4.0);
        QCOMPARE(a.quantile(0.5), 3);
        QCOMPARE(a.quantile(0.75), 5);
        QCOMPARE(a.quantile(1.0), 9);
        Histogram b;
        b.add(-2);
        b.add(9, 3);
        Histogram both = a;
        both.merge(b);
        QCOMPARE(both.min(), -2);
        QCOMPARE(both.count(9), 4);
        QCOMPARE(both.total(), 8);
        // Merged the other way round, the same histogram.
        Histogram other = b;
        other.merge(a);
        QCOMPARE(other, both);
        const QJsonObject json = a.toJson();
        QCOMPARE(json.value(u"min"_s).toInt(), 3);
        QCOMPARE(json.value(u"counts"_s).toArray(), (QJsonArray {2, 0, 1, 0, 0, 0, 1}));
    }

    void cellCountsGrowEveryWay()
    {
        CellCounts counts;
        counts.add(0, 0);
        counts.add(-7, 3, 2);
        counts.add(12, -9);
        counts.add(0, 0);
        QCOMPARE(counts.count(0, 0), 2);
        QCOMPARE(counts.count(-7, 3), 2);
        QCOMPARE(counts.count(12, -9), 1);
        QCOMPARE(counts.count(1, 1), 0);
        QCOMPARE(counts.count(-100, 100), 0);
        QCOMPARE(counts.total(), 5);
        QCOMPARE(counts.maximum(), 2);
        const std::vector<CellCounts::Cell> cells = counts.cells();
        QCOMPARE(cells.size(), 3u);
        QCOMPARE(cells[0], (CellCounts::Cell {12, -9, 1})); // row by row
        QCOMPARE(cells[2], (CellCounts::Cell {-7, 3, 2}));
        CellCounts other;
        other.add(-7, 3);
        other.merge(counts);
        QCOMPARE(other.count(-7, 3), 3);
        QCOMPARE(other.total(), 6);
    }

    void wilsonIntervalOfKnownRates()
    {
        const auto none = wilsonInterval(0, 10);
        QCOMPARE(none.first, 0.0);
        QVERIFY(qAbs(none.second - 0.2775) < 1e-4);
        const auto all = wilsonInterval(10, 10);
        QVERIFY(qAbs(all.first - 0.7225) < 1e-4);
        QCOMPARE(all.second, 1.0);
        const auto half = wilsonInterval(50, 100);
        QVERIFY(qAbs(half.first - 0.4038) < 1e-4);
        QVERIFY(qAbs(half.second - 0.5962) < 1e-4);
        QCOMPARE(wilsonInterval(0, 0), (std::pair<double, double> {0.0, 1.0}));
    }

    // Nine games of base, River I and River II from seed 19, counted by hand from their
    // records (krajina-cli simulate --seed 19 --games 9 --keep-stuck DIR): game 8 is the only
    // stuck one. Its move 17 lays river-2/LIFI at (6, -1) with the river running north; at
    // move 18 river-1/IFI fits nowhere and is set aside, the river's only open end facing
    // (6, -2), where river-1/CIRI goes next. It places 93 tiles (94 moves, one a discard),
    // every other game 94, and ends 20 : 16.
    void statisticsOfHandCountedGames()
    {
        const GameSetup setup = bundledSetup({u"base"_s, u"river-1"_s, u"river-2"_s});
        SimulationOptions options;
        options.games = 9;
        options.seed = 19;
        options.keepStuck = 5;
        const SimulationReport report = Simulator::run(setup, options);
        const SimulationStatistics &s = report.statistics;
        QCOMPARE(report.stuck, 1);
        QCOMPARE(s.stuckGames(), std::vector<int> {8});
        QCOMPARE(s.lengths().total(), 9);
        QCOMPARE(s.lengths().count(93), 1);
        QCOMPARE(s.lengths().count(94), 8);
        QCOMPARE(s.stuckCells().cells(), (std::vector<CellCounts::Cell> {{6, -2, 1}}));
        const int ifi = setup.tiles->indexOf(u"river-1/IFI");
        for (int t = 0; t < setup.tiles->size(); ++t)
            QCOMPARE(s.stuckOn()[std::size_t(t)], t == ifi ? 1 : 0);
        QCOMPARE(s.scores().total(), 18);
        QCOMPARE(s.margins().total(), 9);

        GameRecord record;
        Simulator::recordRunGame(setup, 19, 8, record);
        QCOMPARE(record.expectations.points, (QList<std::optional<int>> {20, 16}));
        QCOMPARE(Simulator::stuckMove(record, *setup.tiles), 18);
        QCOMPARE(record.moves.at(18).json.value(u"tile"_s).toString(), u"river-1/IFI"_s);
        QCOMPARE(record.moves.at(17).json.value(u"at"_s).toArray(), (QJsonArray {6, -1}));
        QCOMPARE(record.moves.at(19).json.value(u"at"_s).toArray(), (QJsonArray {6, -2}));
        // The stuck game's scores are in the histograms: a 20, a 16 and a lead of 4.
        QVERIFY(s.scores().count(20) >= 1 && s.scores().count(16) >= 1);
        QVERIFY(s.margins().count(4) >= 1);
        QCOMPARE(Simulator::stuckGameFileName(8), u"stuck-game-000008.json"_s);
    }

    // The statistics of a run equal what the records of its games, replayed, add up to.
    void statisticsMatchTheReplayedRecords()
    {
        const GameSetup setup = bundledSetup({u"base"_s, u"river-1"_s, u"river-2"_s}, 3);
        SimulationOptions options;
        options.games = 12;
        options.seed = 11;
        options.followTile = u"base/CRr"_s;
        options.keepStuck = 12;
        const SimulationReport report = Simulator::run(setup, options);
        const SimulationStatistics &s = report.statistics;
        QCOMPARE(s.followedTile(), u"base/CRr"_s);

        Histogram scores, margins, lengths;
        CellCounts placed, river, followed;
        std::map<QString, int> stuckOn;
        std::vector<int> stuckGames;
        for (int g = 0; g < options.games; ++g) {
            GameRecord record;
            Simulator::recordRunGame(setup, options.seed, g, record);
            Replay replay;
            QString error;
            QVERIFY2(replayRecord(record, bundledCatalogue(), replay, &error), qPrintable(error));
            QCOMPARE(replay.refused, 0);
            int tiles = 0;
            bool stuck = false;
            for (const ReplayedMove &move : replay.moves) {
                const int tile = setup.tiles->indexOf(move.tileId);
                QVERIFY(tile >= 0);
                QCOMPARE(setup.tiles->tile(tile).cells, 1);
                if (move.report.discarded) {
                    if (setup.tiles->tile(tile).river && !stuck) {
                        stuck = true;
                        ++stuckOn[move.tileId];
                        stuckGames.push_back(g);
                    }
                    continue;
                }
                ++tiles;
                placed.add(move.report.at.x, move.report.at.y);
                if (setup.tiles->tile(tile).river)
                    river.add(move.report.at.x, move.report.at.y);
                if (move.tileId == options.followTile)
                    followed.add(move.report.at.x, move.report.at.y);
            }
            lengths.add(tiles);
            QList<int> final;
            for (int p = 0; p < 3; ++p) {
                scores.add(replay.final.score[std::size_t(p)]);
                final << replay.final.score[std::size_t(p)];
            }
            std::sort(final.begin(), final.end(), std::greater<>());
            margins.add(final[0] - final[1]);
        }
        QCOMPARE(s.scores(), scores);
        QCOMPARE(s.margins(), margins);
        QCOMPARE(s.lengths(), lengths);
        QCOMPARE(s.placedCells(), placed);
        QCOMPARE(s.riverCells(), river);
        QCOMPARE(s.followedCells(), followed);
        QVERIFY(followed.total() > 0);
        QCOMPARE(s.stuckGames(), stuckGames);
        for (int t = 0; t < setup.tiles->size(); ++t) {
            const auto it = stuckOn.find(setup.tiles->id(t));
            QCOMPARE(s.stuckOn()[std::size_t(t)], it == stuckOn.end() ? 0 : it->second);
        }
        // Every game's start tile sits at (0, 0).
        QCOMPARE(s.placedCells().count(0, 0), options.games);
        QCOMPARE(s.riverCells().count(0, 0), options.games);
    }

    void jsonIsTheSameForASeed()
    {
        const GameSetup setup = bundledSetup({u"base"_s, u"river-1"_s, u"river-2"_s});
        SimulationOptions options;
        options.games = 60;
        options.seed = 5;
        options.followTile = u"river-2/I.v"_s;
        options.keepStuck = 3;
        const QJsonObject one = withoutTimes(Simulator::run(setup, options).toJson());
        options.threads = 3;
        const SimulationReport threeThreads = Simulator::run(setup, options);
        QCOMPARE(withoutTimes(threeThreads.toJson()), one);
        QVERIFY(one.value(u"histograms"_s).toObject().contains(u"score"_s));
        QVERIFY(!one.value(u"cells"_s).toObject().value(u"river"_s).toArray().isEmpty());
        QCOMPARE(one.value(u"cells"_s).toObject().value(u"followed"_s).toObject().value(u"tile"_s).toString(),
                 u"river-2/I.v"_s);
        const QJsonArray interval = one.value(u"completionInterval"_s).toArray();
        QCOMPARE(interval.size(), 2);
        QVERIFY(interval.at(0).toDouble() <= one.value(u"completionRate"_s).toDouble());
        QVERIFY(interval.at(1).toDouble() >= one.value(u"completionRate"_s).toDouble());
        options.seed = 6;
        QVERIFY(withoutTimes(Simulator::run(setup, options).toJson()) != one);

        // The CSV holds a row per histogram bin and per cell.
        const QByteArray csv = threeThreads.toCsv();
        QVERIFY(csv.startsWith("figure,tile,value,x,y,count\ngames,,,,,60\n"));
        const SimulationStatistics &s = threeThreads.statistics;
        const auto rows = [&csv](const QByteArray &figure) { return csv.count(QByteArray("\n" + figure + ",")); };
        QCOMPARE(rows("riverCell"), qsizetype(s.riverCells().cells().size()));
        QCOMPARE(rows("placedCell"), qsizetype(s.placedCells().cells().size()));
        QCOMPARE(rows("followedCell"), qsizetype(s.followedCells().cells().size()));
        qsizetype bins = 0;
        for (std::int64_t c : s.scores().counts())
            bins += c > 0 ? 1 : 0;
        QCOMPARE(rows("score"), bins);
    }

    void allStuckRiverIsCounted()
    {
        // The Cutcassonne river never goes on from the base start tile.
        const GameSetup setup = bundledSetup({u"base"_s, u"cutcassonne-river"_s});
        SimulationOptions options;
        options.games = 20;
        options.seed = 3;
        options.keepStuck = 4;
        const SimulationReport report = Simulator::run(setup, options);
        QCOMPARE(report.stuck, 20);
        QCOMPARE(report.statistics.stuckGames(), (std::vector<int> {0, 1, 2, 3}));
        std::int64_t firstStuck = 0;
        for (std::int64_t c : report.statistics.stuckOn())
            firstStuck += c;
        QCOMPARE(firstStuck, 20); // one tile per game was the first that could not go on
        const auto [low, high] = report.completionInterval();
        QCOMPARE(low, 0.0);
        QVERIFY(high > 10 && high < 20);
    }
};

QTEST_GUILESS_MAIN(TestSimulationStatistics)
#include "tst_simulationstatistics.moc"
