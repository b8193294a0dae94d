// SPDX-FileCopyrightText: 2026 Krajina contributors
// SPDX-License-Identifier: GPL-3.0-or-later

// The balance figures of simulate --tile-figures and --compare (balancefigures.h): per tile
// design, per game, and the comparison of two tile sets.

#include "enginetesttiles.h"

#include "catalogue/catalogueio.h"
#include "engine/carcassonne/balancefigures.h"
#include "engine/carcassonne/gamestate.h"
#include "engine/carcassonne/simulator.h"

#include <QJsonArray>
#include <QTest>

using namespace Krajina;
using namespace KrajinaTest;
using namespace Qt::StringLiterals;

namespace {

GameSetup setupWith(const QList<TileDefinition> &tiles, const QString &start, int players = 2)
{
    GameSetup setup = GameSetup::fromTiles(tiles, RuleSet {}, players);
    setup.startTile = setup.tiles->indexOf(start);
    setup.landStartTile = setup.startTile;
    return setup;
}

Move place(const GameState &game, const QString &id, int x, int y, int rotation, const QString &follower = {})
{
    Move move;
    move.tile = game.tiles().indexOf(id);
    move.at = {x, y, rotation / 90};
    if (!follower.isEmpty())
        move.follower = FollowerSpot {0, *positionFromName(follower)};
    return move;
}

QJsonObject withoutTimes(QJsonObject o)
{
    o.remove(u"seconds"_s);
    o.remove(u"gamesPerSecond"_s);
    return o;
}

BalanceFigures::Tile tileOf(const BalanceFigures &figures, const GameSetup &setup, const QString &id)
{
    return figures.tiles()[std::size_t(setup.tiles->indexOf(id))];
}

} // namespace

class TestBalanceFigures : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void studentQuantiles()
    {
        // Tables of Student's t, quantile 0.975.
        QCOMPARE(qRound(studentT975(1) * 1000), 12706);
        QCOMPARE(qRound(studentT975(4) * 1000), 2776);
        QCOMPARE(qRound(studentT975(10) * 1000), 2228);
        QCOMPARE(qRound(studentT975(30) * 1000), 2042);
        QCOMPARE(qRound(studentT975(1e9) * 1000), 1960);
    }

    // A game played move by move (the city of tst_engine's completedCityScoresTilesAndPennants, then
    // a road), its points worked out by hand:
    //   start base/RCr at (0, 0): city N, road W-E; placed by no one.
    //   P0 base/Ccc+ at (0, -1), 180, knight S: the city (start, Ccc+) with one pennant.
    //   P1 base/C at (-1, -1), 90: its city joins from the west.
    //   P0 base/C at (1, -1), 270: closes the city: 4 tiles + 1 pennant, x2 = 10 points to P0. P0
    //      placed two of its tiles (Ccc+ and this C): 5 points each; P1's C gets nothing.
    //   P1 base/RFr at (1, 0), thief E: the road (start, RFr) is open.
    //   P0 base/RFr at (-1, 0), no follower: the road is 3 tiles long.
    //   End: the road scores 3 to P1, whose one tile in it (the RFr at (1, 0)) gets all 3.
    // So base/Ccc+: placed 1, 5 points; base/C: placed 2, 0 + 5 = mean 2.5; base/RFr: placed 2,
    // 3 + 0 = mean 1.5; base/RCr: placed 0. Scores 10 : 3, mean 6.5 a player; 6 tiles; city
    // points 10 / 2 = 5 a player, road points 3 / 2 = 1.5.
    void handPlayedGame()
    {
        const GameSetup setup = setupWith(baseTiles(), u"base/RCr"_s);
        GameState game(setup, 1);
        game.placeStart(0);
        BalanceFigures::GameWatch watch;
        watch.start(game);
        const auto play = [&](const Move &move) {
            watch.beforeTurn(game);
            const RuleCode code = game.play(move).code;
            watch.afterTurn(game);
            return code;
        };
        QCOMPARE(play(place(game, u"base/Ccc+"_s, 0, -1, 180, u"S"_s)), RuleCode::Ok);
        QCOMPARE(play(place(game, u"base/C"_s, -1, -1, 90)), RuleCode::Ok);
        QCOMPARE(play(place(game, u"base/C"_s, 1, -1, 270)), RuleCode::Ok);
        QCOMPARE(play(place(game, u"base/RFr"_s, 1, 0, 0, u"E"_s)), RuleCode::Ok);
        QCOMPARE(play(place(game, u"base/RFr"_s, -1, 0, 0)), RuleCode::Ok);
        QCOMPARE(watch.placers(), (std::vector<int> {-1, 0, 1, 0, 1, 0}));
        QCOMPARE(watch.scored().size(), std::size_t(1)); // the city, during play
        const FinalReport &final = game.finish();
        QCOMPARE(final.score[0], 10);
        QCOMPARE(final.score[1], 3);

        BalanceFigures figures(setup.tiles->size(), 2);
        figures.addGame(game, final, watch);
        const BalanceFigures::Tile ccc = tileOf(figures, setup, u"base/Ccc+"_s);
        QCOMPARE(ccc.placed, 1);
        QCOMPARE(ccc.drawn, 1);
        QCOMPARE(ccc.setAside, 0);
        QCOMPARE(ccc.points, 5'000'000);
        QCOMPARE(tileOf(figures, setup, u"base/C"_s).placed, 2);
        QCOMPARE(tileOf(figures, setup, u"base/C"_s).points, 5'000'000);
        QCOMPARE(figures.tilePoints(setup.tiles->indexOf(u"base/C"_s)).mean, 2.5);
        // Two placements, 0 and 5: standard deviation sqrt(12.5), interval 2.5 -+ 12.706 x 2.5.
        QCOMPARE(qRound(figures.tilePoints(setup.tiles->indexOf(u"base/C"_s)).high * 100),
                 qRound((2.5 + 12.7062 * 2.5) * 100));
        QCOMPARE(tileOf(figures, setup, u"base/RFr"_s).placed, 2);
        QCOMPARE(figures.tilePoints(setup.tiles->indexOf(u"base/RFr"_s)).mean, 1.5);
        QCOMPARE(tileOf(figures, setup, u"base/RCr"_s).placed, 0);
        QCOMPARE(tileOf(figures, setup, u"base/RCr"_s).drawn, 0);
        QCOMPARE(figures.estimate(BalanceFigures::MeanScore).mean, 6.5);
        QCOMPARE(figures.estimate(BalanceFigures::Length).mean, 6.0);
        QCOMPARE(figures.estimate(BalanceFigures::CityPoints).mean, 5.0);
        QCOMPARE(figures.estimate(BalanceFigures::RoadPoints).mean, 1.5);
        QCOMPARE(figures.estimate(BalanceFigures::MonasteryPoints).mean, 0.0);
        QCOMPARE(figures.estimate(BalanceFigures::FieldPoints).mean, 0.0);
    }

    // A tiny set played by greedy seats, every game the same whatever the order of the pile:
    //   start t/start (a one-side city, north) at (0, 0);
    //   t/cap (the same design) x1: player 0 closes the start's city with it and a knight,
    //     2 tiles x 2 = 4 points (a farmer would be worth 3, a knight on an open city less);
    //   t/cross (four roads) x2: fits nowhere (no road on the board), set aside when drawn.
    // Per game: t/cap drawn 1, placed 1, 4 points; t/cross drawn 2, set aside 2; t/start neither.
    // Scores 4 : 0 (mean 2 a player, all from the city); 2 tiles on the board.
    void tinySetByHand()
    {
        const QString city = u"city:N; field:WL WR SL SR EL ER >0"_s;
        const GameSetup setup = setupWith(
            {tile(u"t/start"_s, city), tile(u"t/cap"_s, city),
             tile(u"t/cross"_s, u"road:N; road:E; road:S; road:W; field:WR NL; field:NR EL; field:ER SL; field:SR WL"_s,
                  2)},
            u"t/start"_s);
        SimulationOptions options;
        options.games = 12;
        options.seed = 3;
        options.seats = {PlayerPolicy::Greedy, PlayerPolicy::Greedy};
        options.tileFigures = true;
        const SimulationReport report = Simulator::run(setup, options);
        const BalanceFigures &b = report.balance;
        QCOMPARE(b.games(), 12);
        const BalanceFigures::Tile cap = tileOf(b, setup, u"t/cap"_s);
        QCOMPARE(cap.drawn, 12);
        QCOMPARE(cap.placed, 12);
        QCOMPARE(cap.setAside, 0);
        QCOMPARE(cap.points, 12 * 4'000'000);
        const BalanceFigures::Tile cross = tileOf(b, setup, u"t/cross"_s);
        QCOMPARE(cross.drawn, 24);
        QCOMPARE(cross.placed, 0);
        QCOMPARE(cross.setAside, 24);
        QCOMPARE(cross.points, 0);
        QCOMPARE(tileOf(b, setup, u"t/start"_s), BalanceFigures::Tile {});
        const MeanEstimate score = b.estimate(BalanceFigures::MeanScore);
        QCOMPARE(score.mean, 2.0);
        QCOMPARE(score.low, 2.0); // every game the same
        QCOMPARE(score.high, 2.0);
        QCOMPARE(b.estimate(BalanceFigures::Length).mean, 2.0);
        QCOMPARE(b.estimate(BalanceFigures::CityPoints).mean, 2.0);
        QCOMPARE(b.estimate(BalanceFigures::FieldPoints).mean, 0.0);

        const QJsonObject json = report.toJson();
        const QJsonArray tiles = json.value(u"tiles"_s).toArray();
        QCOMPARE(tiles.size(), 3);
        const QJsonObject capJson = tiles.at(setup.tiles->indexOf(u"t/cap"_s)).toObject();
        QCOMPARE(capJson.value(u"tile"_s).toString(), u"t/cap"_s);
        QCOMPARE(capJson.value(u"meanPoints"_s).toDouble(), 4.0);
        QCOMPARE(capJson.value(u"pointsInterval"_s).toArray(), (QJsonArray {4.0, 4.0}));
        QCOMPARE(json.value(u"balance"_s).toObject().value(u"meanScore"_s).toObject().value(u"mean"_s).toDouble(), 2.0);
        const QByteArray csv = report.toCsv();
        QVERIFY(csv.contains("\ntileDrawn,t/cross,,,,24\n"));
        QVERIFY(csv.contains("\ntileSetAside,t/cross,,,,24\n"));
        QVERIFY(csv.contains("\ntileMeanPoints,t/cap,4.00,,,12\n"));
        QVERIFY(csv.contains("\nmeanScore,,2.00,,,12\n"));
    }

    // Every point scored on a feature goes to a tile of the scorer's (base game: a follower
    // stands on the tile its player placed), so the tiles' points add up to the feature mix.
    void tilePointsAddUpToTheFeatureMix()
    {
        RuleSet rules;
        rules.expansions = {u"base"_s};
        GameSetup setup;
        QVERIFY(GameSetup::fromCatalogue(bundledCatalogue(), rules, 2, setup).isEmpty());
        SimulationOptions options;
        options.games = 30;
        options.seed = 8;
        options.seats = {PlayerPolicy::Greedy, PlayerPolicy::Random};
        options.tileFigures = true;
        const SimulationReport report = Simulator::run(setup, options);
        const BalanceFigures &b = report.balance;
        std::int64_t points = 0, placed = 0;
        for (const BalanceFigures::Tile &t : b.tiles()) {
            points += t.points;
            placed += t.placed;
            QCOMPARE(t.drawn, t.placed + t.setAside);
        }
        double mix = 0;
        for (auto f : {BalanceFigures::CityPoints, BalanceFigures::RoadPoints, BalanceFigures::MonasteryPoints,
                       BalanceFigures::FieldPoints})
            mix += b.estimate(f).mean * 2 * 30;
        QVERIFY2(std::abs(double(points) / 1e6 - mix) < 1e-3, qPrintable(u"%1 %2"_s.arg(points).arg(mix)));
        std::int64_t setAside = 0;
        for (const BalanceFigures::Tile &t : b.tiles())
            setAside += t.setAside;
        QCOMPARE(placed + setAside, 30 * 71); // every tile but the start, in every game
        QCOMPARE(b.estimate(BalanceFigures::MeanScore).mean, report.scoreMean);
        // The figures of the same run on three threads are the same.
        options.threads = 3;
        const SimulationReport threads = Simulator::run(setup, options);
        QCOMPARE(threads.balance, b);
        QCOMPARE(withoutTimes(threads.toJson()), withoutTimes(report.toJson()));
        QCOMPARE(threads.toCsv(), report.toCsv());
    }

    // Without --tile-figures and --compare the JSON and CSV are those of before.
    void noFiguresUnlessAsked()
    {
        RuleSet rules;
        rules.expansions = {u"base"_s};
        GameSetup setup;
        QVERIFY(GameSetup::fromCatalogue(bundledCatalogue(), rules, 2, setup).isEmpty());
        SimulationOptions options;
        options.games = 5;
        const SimulationReport report = Simulator::run(setup, options);
        const QJsonObject json = report.toJson();
        QVERIFY(!json.contains(u"tiles"_s));
        QVERIFY(!json.contains(u"balance"_s));
        QVERIFY(!json.contains(u"comparison"_s));
        QVERIFY(!report.toCsv().contains("tileDrawn"));
        QVERIFY(!report.toCsv().contains("meanScore"));
        // The figures watch the games without changing them.
        options.tileFigures = true;
        const SimulationReport watched = Simulator::run(setup, options);
        QCOMPARE(watched.statistics, report.statistics);
        QCOMPARE(watched.seatTally, report.seatTally);
    }

    // A set with one very strong tile (a city cap with 20 pennants, 3 copies) against the same
    // set without it: the scores and the city points differ beyond chance; a set against itself
    // differs in nothing.
    void comparisonFindsAPlantedDifference()
    {
        QList<TileDefinition> strong = baseTiles();
        strong << tile(u"x/gold"_s, u"city:N +20; field:WL WR SL SR EL ER >0"_s, 3);
        const GameSetup mine = setupWith(strong, u"base/RCr"_s);
        auto base = std::make_shared<GameSetup>(setupWith(baseTiles(), u"base/RCr"_s));
        SimulationOptions options;
        options.games = 60;
        options.seed = 2;
        options.seats = {PlayerPolicy::Greedy, PlayerPolicy::Greedy};
        options.compare = base;
        const SimulationReport report = Simulator::run(mine, options);
        QVERIFY(report.comparison);
        QCOMPARE(report.comparison->figures.games(), 60);
        const MeanDifference score = report.comparison->difference(report.balance, BalanceFigures::MeanScore);
        QVERIFY2(score.beyondChance && score.difference > 10, qPrintable(report.comparison->summary(report.balance)));
        const MeanDifference city = report.comparison->difference(report.balance, BalanceFigures::CityPoints);
        QVERIFY(city.beyondChance && city.difference > 10);
        // Three more tiles a game (a tile set aside now and then).
        const MeanDifference length = report.comparison->difference(report.balance, BalanceFigures::Length);
        QVERIFY(std::abs(length.difference - 3.0) < 0.5);
        QVERIFY(length.beyondChance);
        const QJsonObject json = report.toJson().value(u"comparison"_s).toObject();
        QCOMPARE(json.value(u"test"_s).toString(), u"welch"_s);
        QCOMPARE(json.value(u"sets"_s).toArray().size(), 2);
        QVERIFY(
            json.value(u"differences"_s).toObject().value(u"meanScore"_s).toObject().value(u"beyondChance"_s).toBool());
        QVERIFY(report.toCsv().contains("\nmeanScoreDifference,,"));

        // The same on two threads.
        options.threads = 2;
        QCOMPARE(withoutTimes(Simulator::run(mine, options).toJson()), withoutTimes(report.toJson()));

        // The base set against itself: the same games, no difference.
        options.threads = 1;
        const SimulationReport self = Simulator::run(*base, options);
        QVERIFY(self.comparison);
        QCOMPARE(self.comparison->figures, self.balance);
        for (int f = 0; f < BalanceFigures::FigureCount; ++f) {
            const MeanDifference d = self.comparison->difference(self.balance, BalanceFigures::Figure(f));
            QCOMPARE(d.difference, 0.0);
            QVERIFY(!d.beyondChance);
        }
        QVERIFY(!self.comparison->summary(self.balance).contains(u"beyond chance"_s));
    }

    void welchTestOfKnownSamples()
    {
        // Samples {1, 2, 3, 4} and {3, 4, 5, 6, 7}: means 2.5 and 5, variances 5/3 and 2.5;
        // t = -2.5 / sqrt(5/12 + 0.5) = -2.611, 6.98 degrees of freedom (t 0.975: 2.366).
        MeanEstimate a {4, 2.5, std::sqrt(5.0 / 3), 0, 0};
        MeanEstimate b {5, 5.0, std::sqrt(2.5), 0, 0};
        const MeanDifference d = welchTest(a, b);
        QCOMPARE(qRound(d.t * 1000), -2611);
        QCOMPARE(qRound(d.degrees * 100), 698);
        QVERIFY(d.beyondChance);
        b.mean = 4.0; // t = -1.567: within chance
        QVERIFY(!welchTest(a, b).beyondChance);
    }
};

QTEST_GUILESS_MAIN(TestBalanceFigures)
#include "tst_balancefigures.moc"
