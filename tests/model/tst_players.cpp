// SPDX-FileCopyrightText: 2026 Krajina contributors
// SPDX-License-Identifier: GPL-3.0-or-later

#include "catalogue/catalogueio.h"
#include "engine/carcassonne/betworth.h"
#include "engine/carcassonne/cropcircles.h"
#include "engine/carcassonne/gamerecord.h"
#include "engine/carcassonne/gamestate.h"
#include "engine/carcassonne/players.h"
#include "engine/carcassonne/simulator.h"
#include "engine/montecarlo.h"
#include "engine/seats.h"

#include <QJsonArray>
#include <QTest>

#include <algorithm>
#include <cmath>
#include <map>
#include <set>
#include <tuple>

using namespace Krajina;
using namespace Qt::StringLiterals;

namespace {

GameSetup bundledSetup(const QStringList &expansions, int players = 2, const QString &rules = {})
{
    RuleSet ruleSet;
    ruleSet.expansions = expansions;
    if (const QString problem = ruleSet.applyAssignments(rules); !problem.isEmpty())
        qFatal("%s", qPrintable(problem));
    GameSetup setup;
    const QString error = GameSetup::fromCatalogue(bundledCatalogue(), ruleSet, players, setup);
    if (!error.isEmpty())
        qFatal("%s", qPrintable(error));
    return setup;
}

// Every placement of a tile found by trying each cell around the board and each rotation (the
// brute-force oracle of tst_engine).
std::vector<Placement> bruteForcePlacements(const GameState &game, int tile)
{
    std::vector<Placement> result;
    int minX = 0, minY = 0, maxX = 0, maxY = 0;
    game.board().bounds(minX, minY, maxX, maxY);
    for (int y = minY - 3; y <= maxY + 3; ++y) {
        for (int x = minX - 3; x <= maxX + 3; ++x) {
            for (int r = 0; r < 4; ++r) {
                if (game.checkPlacement(tile, {x, y, r}) == RuleCode::Ok)
                    result.push_back({x, y, r});
            }
        }
    }
    return result;
}

// What a board holds, in numbers: its tiles, each node's feature (root, open sides, cells,
// followers), the scores and supplies, and where each tile of the set fits (sorted).
std::vector<int> boardFigures(const Board &board)
{
    std::vector<int> figures;
    for (int q = 0; q < board.placedCount(); ++q) {
        const PlacedTile &p = board.placed(q);
        figures.insert(figures.end(), {p.type, p.rotation, p.x, p.y, p.nodeBase});
    }
    for (int n = 0; n < board.nodeCount(); ++n)
        figures.insert(
            figures.end(),
            {board.find(n), board.openSides(n), board.tileCount(n), int(board.followersOn(n)), board.pennants(n)});
    for (int p = 0; p < board.players(); ++p)
        figures.insert(figures.end(), {board.score(p), board.supply(p)});
    for (int t = 0; t < board.tiles().size(); ++t) {
        std::vector<Placement> fits;
        board.appendFittingPlacements(t, fits);
        std::sort(fits.begin(), fits.end(), [](const Placement &a, const Placement &b) {
            return std::tie(a.x, a.y, a.rotation) < std::tie(b.x, b.y, b.rotation);
        });
        figures.push_back(-1000 - t);
        for (const Placement &at : fits)
            figures.insert(figures.end(), {at.x, at.y, at.rotation});
    }
    return figures;
}

// Plays `id` at (x, y), rotated by `degrees`, with a follower at the board position `follower`
// (none when empty); a crop circle adds nothing (every pick skipped). The move must be legal.
int playNamed(GameState &game, const QString &id, int x, int y, int degrees, const QString &follower = {})
{
    Move move;
    move.tile = game.tiles().indexOf(id);
    move.at = {x, y, degrees / 90};
    if (!follower.isEmpty())
        move.follower = FollowerSpot {0, *positionFromName(follower)};
    if (game.tiles().tile(move.tile).cropCircle >= 0)
        move.crop = CropAction::Add;
    const TurnReport report = game.play(move);
    if (report.code != RuleCode::Ok)
        qFatal("%s", qPrintable(report.message));
    return game.board().placedAt(x, y);
}

// Games of greedy against greedy, seat 0 choosing its bets and crop circles at random (as greedy
// did before it weighed them) in the first half, seat 1 in the second: the wins of the greedy
// that weighs them, of the one that does not, and the games.
struct HeadToHead
{
    int weighing = 0;
    int random = 0;
    int games = 0;
};

HeadToHead headToHead(const GameSetup &setup, int games)
{
    HeadToHead result;
    for (int g = 0; g < games; ++g) {
        const int old = g < games / 2 ? 0 : 1;
        SimulatedPlayers seats({PlayerPolicy::Greedy, PlayerPolicy::Greedy});
        seats.setRandomSideChoices(old, true);
        GameState game(setup, Simulator::gameSeed(41, g));
        Random random(Simulator::gameSeed(41, g) ^ 0x5bd1e995u);
        while (seats.playTurn(game, random)) { }
        const FinalReport &final = game.finish();
        const int a = final.score[std::size_t(1 - old)], b = final.score[std::size_t(old)];
        result.weighing += a > b ? 1 : 0;
        result.random += b > a ? 1 : 0;
        ++result.games;
    }
    return result;
}

QJsonObject withoutTimes(QJsonObject o)
{
    o.remove(u"seconds"_s);
    o.remove(u"gamesPerSecond"_s);
    return o;
}

} // namespace

class TestPlayers : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void policyNames()
    {
        QCOMPARE(playerPolicyName(PlayerPolicy::Lookahead), u"lookahead"_s);
        QCOMPARE(playerPolicyFromName(u"greedy"), std::optional(PlayerPolicy::Greedy));
        QVERIFY(!playerPolicyFromName(u"Greedy"));
        QString error;
        QCOMPARE(parseSeats(u"greedy, random,lookahead"_s, 3, &error),
                 (std::vector {PlayerPolicy::Greedy, PlayerPolicy::Random, PlayerPolicy::Lookahead}));
        QVERIFY(parseSeats(u"greedy,random"_s, 3, &error).empty());
        QVERIFY2(error.contains(u"2 policies for 3 players"_s), qPrintable(error));
        QVERIFY(parseSeats(u"greedy,clever"_s, 2, &error).empty());
        QVERIFY2(error.contains(u"clever"_s), qPrintable(error));
    }

    void seatTallyCountsWinsAndTies()
    {
        SeatTally a(3), b(3);
        a.addGame(std::vector {10, 5, 7});
        a.addGame(std::vector {8, 8, 2}); // a shared top score: a tie for both, a win for none
        b.addGame(std::vector {1, 2, 30});
        b.addGame(std::vector {0, 0, 0}, 1); // the game's own rule named the winner
        b.addGame(std::vector {0, 9, 0}, -1); // nobody won: stopped unfinished
        a.merge(b);
        QCOMPARE(a.games(), 5);
        QCOMPARE(a.wins(0), 1);
        QCOMPARE(a.wins(1), 1);
        QCOMPARE(a.wins(2), 1);
        QCOMPARE(a.ties(0), 1);
        QCOMPARE(a.ties(1), 1);
        QCOMPARE(a.ties(2), 0);
        QCOMPARE(a.meanScore(2), 39.0 / 5);
        QCOMPARE(a.winRate(0), 0.2);
        const QJsonArray json = a.toJson({PlayerPolicy::Greedy, PlayerPolicy::Random, PlayerPolicy::Random});
        QCOMPARE(json.size(), 3);
        const QJsonObject seat = json.at(0).toObject();
        QCOMPARE(seat.keys(),
                 (QStringList {u"meanScore"_s, u"policy"_s, u"ties"_s, u"winInterval"_s, u"winRate"_s, u"wins"_s}));
        QCOMPARE(seat.value(u"policy"_s).toString(), u"greedy"_s);
        QCOMPARE(seat.value(u"winRate"_s).toDouble(), 0.2);
        const QJsonArray interval = seat.value(u"winInterval"_s).toArray();
        QVERIFY(interval.at(0).toDouble() < 0.2 && interval.at(1).toDouble() > 0.2);
    }

    // Board::placeTrial() and undoTrial(), what the greedy player weighs its placements with: a
    // trial gives the board a real placement gives, and after it is taken back the board is as
    // it was, down to where the next tiles fit.
    void trialPlacementsAreTakenBack_data()
    {
        QTest::addColumn<QStringList>("expansions");
        QTest::newRow("base") << QStringList {u"base"_s};
        QTest::newRow("river II") << QStringList {u"base"_s, u"river-2"_s};
        QTest::newRow("20th-anniversary river") << QStringList {u"base"_s, u"river-20"_s};
    }
    void trialPlacementsAreTakenBack()
    {
        QFETCH(QStringList, expansions);
        const GameSetup setup = bundledSetup(expansions);
        GameState game(setup, 23);
        Random random(23);
        std::vector<Placement> placements;
        std::vector<Placement> scratch;
        int trials = 0;
        while (!game.isOver()) {
            const int tile = game.drawTile();
            if (tile < 0)
                break;
            placements.clear();
            game.legalPlacements(tile, placements);
            const std::vector<int> before = boardFigures(game.board());
            Board board = game.board();
            for (const Placement &at : placements) {
                Board placed = game.board();
                placed.place(tile, at);
                board.placeTrial(tile, at);
                QCOMPARE(boardFigures(board), boardFigures(placed));
                board.undoTrial();
                QCOMPARE(boardFigures(board), before);
                ++trials;
            }
            QVERIFY(game.playRandomTurn(random, scratch));
        }
        QVERIFY(trials > 500);
    }

    void greedyMakesOnlyLegalMoves_data()
    {
        QTest::addColumn<QStringList>("expansions");
        QTest::addColumn<QString>("rules");
        QTest::addColumn<int>("players");
        QTest::newRow("base") << QStringList {u"base"_s} << QString() << 2;
        QTest::newRow("river I") << QStringList {u"base"_s, u"river-1"_s} << QString() << 3;
        QTest::newRow("river II, bets, crop circles")
            << QStringList {u"base"_s, u"river-2"_s, u"bets"_s, u"crop-circles-1"_s} << QString() << 4;
        QTest::newRow("20th-anniversary river") << QStringList {u"base"_s, u"river-20"_s} << QString() << 2;
        QTest::newRow("no followers during the river")
            << QStringList {u"base"_s, u"river-1"_s} << u"house.noFollowersDuringRiver=true"_s << 2;
    }
    void greedyMakesOnlyLegalMoves()
    {
        QFETCH(QStringList, expansions);
        QFETCH(QString, rules);
        QFETCH(int, players);
        const GameSetup setup = bundledSetup(expansions, players, rules);
        SimulatedPlayers greedy;
        std::vector<TurnChoice> choices;
        for (std::uint64_t seed : {1u, 2u}) {
            GameState game(setup, seed);
            int turns = 0, followers = 0;
            while (!game.isOver()) {
                const int tile = game.drawTile();
                if (tile < 0)
                    break;
                greedy.rankChoices(game, tile, choices);
                QVERIFY(!choices.empty());
                const std::vector<Placement> brute = bruteForcePlacements(game, tile);
                for (const TurnChoice &choice : choices)
                    QVERIFY2(std::find(brute.begin(), brute.end(), choice.at) != brute.end(),
                             qPrintable(u"%1 at %2,%3 r%4"_s.arg(game.tiles().id(tile))
                                            .arg(choice.at.x)
                                            .arg(choice.at.y)
                                            .arg(choice.at.rotation)));
                QVERIFY(std::is_sorted(choices.begin(), choices.end(),
                                       [](const TurnChoice &a, const TurnChoice &b) { return a.value > b.value; }));
                // The best choice, played as a checked move: placement and follower are legal.
                Move move;
                move.tile = tile;
                move.at = choices.front().at;
                move.follower = choices.front().follower;
                if (game.tiles().tile(tile).cropCircle >= 0)
                    move.crop = CropAction::Add; // adds nothing: every pick skipped
                const TurnReport report = game.play(move);
                QVERIFY2(report.code == RuleCode::Ok, qPrintable(report.message));
                followers += move.follower ? 1 : 0;
                ++turns;
            }
            QVERIFY(turns > 60);
            QVERIFY(followers > 5);
        }
    }

    void greedyBeatsRandom()
    {
        SimulationOptions options;
        options.games = 40;
        options.seed = 3;
        options.seats = {PlayerPolicy::Random, PlayerPolicy::Greedy};
        const SimulationReport report = Simulator::run(bundledSetup({u"base"_s}), options);
        QCOMPARE(report.seatTally.games(), 40);
        QVERIFY2(report.seatTally.wins(1) >= 36, qPrintable(QString::number(report.seatTally.wins(1))));
        QVERIFY(report.seatTally.meanScore(1) > 2 * report.seatTally.meanScore(0));
        const QJsonArray seats = report.toJson().value(u"seats"_s).toArray();
        QCOMPARE(seats.size(), 2);
        QCOMPARE(seats.at(1).toObject().value(u"policy"_s).toString(), u"greedy"_s);
        QCOMPARE(seats.at(1).toObject().value(u"wins"_s).toInt(), int(report.seatTally.wins(1)));
    }

    // The Bets' record (tests/app/data/records/bets.json) to its bookmaker: bets/RR at (1, 0) ends
    // the road through the start tile (2 tiles, its west end open) and starts one to the east (1
    // tile, open). Early in the game (t = 1) a road grows by Poisson(1.2 per open end) tiles, so the
    // west road ends at 2, 3, 4 tiles with 0.301, 0.361, 0.217; the east one at 1, 2, 3, 4 with
    // 0.301, 0.361, 0.217, 0.087. The "3" pays 6 x 0.361 = 2.169 on the west road; in the supply,
    // with 9 bookmakers to come for 6 tokens, it is worth half of what it pays on a new road (one
    // tile, two open ends: 6 x P(Poisson(2.4) = 2) = 1.568), 0.784: laying it gains 1.385. The "4"
    // gains 8 x 0.217 - 0.836 = 0.899, the "2/4" 0.834, the "5/6" 0.096, "7+" and "8+" lose.
    void greedyLaysTheBetWorkedOutByHand()
    {
        const GameSetup setup = bundledSetup({u"base"_s, u"bets"_s});
        GameState game(setup, 12);
        game.placeStart(0);
        playNamed(game, u"base/RFr"_s, 0, 1, 0);
        const int bookmaker = playNamed(game, u"bets/RR"_s, 1, 0, 0);
        QCOMPARE(game.bookmakersLeft(), 9);
        QVERIFY(game.tilesLeft() >= 30);
        const BetView view(&game.bets(), 0, 1, game.bookmakersLeft(), 1.0);
        const double gains[] = {1.385, 0.899, 0.834, 0.096, -0.071, -0.034}; // "3", "4", "2/4", "5/6", "7+", "8+"
        for (int k = 0; k < 6; ++k)
            QVERIFY2(std::abs(view.layGain(game.board(), bookmaker, 0, k) - gains[k]) < 0.001,
                     qPrintable(u"%1: %2"_s.arg(game.tokens()[std::size_t(k)].id)
                                    .arg(view.layGain(game.board(), bookmaker, 0, k))));
        SimulatedPlayers greedy({PlayerPolicy::Greedy, PlayerPolicy::Greedy});
        QCOMPARE(greedy.betToken(game, bookmaker, 0), game.tokenIndex(u"3"));
        QCOMPARE(greedy.betToken(game, bookmaker, 1), game.tokenIndex(u"3"));
    }

    // With its "3" on the bookmaker, greedy closes the west road at 3 tiles (the monastery with
    // a road, base/LR, at (-1, 0)): the bet pays 6 now, where open it was worth 2.17.
    void greedyPlaysForItsBet()
    {
        const GameSetup setup = bundledSetup({u"base"_s, u"bets"_s});
        GameState game(setup, 12);
        game.placeStart(0);
        playNamed(game, u"base/RFr"_s, 0, 1, 0);
        Move move;
        move.tile = game.tiles().indexOf(u"bets/RR");
        move.at = {1, 0, 0};
        move.bets = {{0, game.tokenIndex(u"3")}};
        QCOMPARE(game.play(move).code, RuleCode::Ok);
        SimulatedPlayers greedy({PlayerPolicy::Greedy, PlayerPolicy::Greedy});
        std::vector<TurnChoice> choices;
        greedy.rankChoices(game, game.tiles().indexOf(u"base/LR"), choices);
        QVERIFY(!choices.empty());
        QCOMPARE(choices.front().at, (Placement {-1, 0, 3}));
        // Without its bet weighed, greedy puts the monastery elsewhere.
        greedy.setRandomSideChoices(0, true);
        std::vector<TurnChoice> blind;
        greedy.rankChoices(game, game.tiles().indexOf(u"base/LR"), blind);
        QVERIFY(!(blind.front().at == (Placement {-1, 0, 3})));
    }

    // Player 1's knight holds the city of the start tile and base/Cc.1 above it (2 tiles, one
    // open side); player 0 has no knight. Player 0 places a city crop circle. Add: player 1 would
    // only spend a follower on a city they hold (its 6th in the supply, worth 0.8 t), so both
    // skip. Remove: player 1 loses the city's worth, 2 x (1 + 0.8 t), and gains a follower, 0.8 t:
    // at t = 1, 2.8 less for player 1. Player 0 chooses remove; player 1, in player 0's place,
    // would choose add (the first of equals).
    void greedyCropCircleWorkedOutByHand()
    {
        const GameSetup setup = bundledSetup({u"base"_s, u"crop-circles-1"_s});
        GameState game(setup, 5);
        game.placeStart(0);
        playNamed(game, u"base/RFr"_s, -1, 0, 0);
        playNamed(game, u"base/Cc.1"_s, 0, -1, 180, u"S"_s);
        const int circle = playNamed(game, u"crop-circles-1/CC.2"_s, 0, 1, 180);
        QCOMPARE(game.board().supply(1), FollowersPerPlayer - 1);
        QVERIFY(game.tilesLeft() >= 30);
        std::array<int, FollowersPerPlayer> slots {};
        QCOMPARE(CropCircle::followersOfKind(game.board(), SegmentKind::City, 1, slots), 1);
        const std::span<const int> knight(slots.data(), 1);

        Board removed = game.board();
        removed.takeFollower(1, slots[0]);
        const bool tiny = false;
        const double before = SimulatedPlayers::evaluate(game.board(), 0, game.tilesLeft(), tiny);
        QVERIFY(std::abs(SimulatedPlayers::evaluate(removed, 0, game.tilesLeft(), tiny) - before - 2.8) < 1e-9);

        SimulatedPlayers greedy({PlayerPolicy::Greedy, PlayerPolicy::Greedy});
        QCOMPARE(greedy.cropAction(game, circle, 0), CropAction::Remove);
        QCOMPARE(greedy.cropAction(game, circle, 1), CropAction::Add);
        QCOMPARE(greedy.cropPick(game, circle, CropAction::Add, 1, knight), -1);
        QCOMPARE(greedy.cropPick(game, circle, CropAction::Remove, 1, knight), 0);
    }

    // Games of simulated players with bets and crop circles, written as records, replay through
    // the record reader with no move refused and the same final scores.
    void simulatedGamesReplay_data()
    {
        QTest::addColumn<QStringList>("expansions");
        QTest::addColumn<QString>("seats");
        for (const QString &seats :
             {u"greedy,random"_s, u"random,greedy"_s, u"greedy,greedy"_s, u"lookahead,greedy"_s}) {
            QTest::addRow("bets, %s", qPrintable(seats)) << QStringList {u"base"_s, u"bets"_s} << seats;
            QTest::addRow("crop circles, %s", qPrintable(seats))
                << QStringList {u"base"_s, u"crop-circles-1"_s, u"crop-circles-2"_s} << seats;
        }
        QTest::addRow("all, 4 players") << QStringList {u"base"_s, u"river-2"_s, u"bets"_s, u"crop-circles-1"_s}
                                        << u"greedy,random,greedy,lookahead"_s;
    }
    void simulatedGamesReplay()
    {
        QFETCH(QStringList, expansions);
        QFETCH(QString, seats);
        QString error;
        const std::vector<PlayerPolicy> policies = parseSeats(seats, int(seats.count(u',') + 1), &error);
        QVERIFY2(!policies.empty(), qPrintable(error));
        const GameSetup setup = bundledSetup(expansions, int(policies.size()));
        int bets = 0, picks = 0;
        for (std::uint64_t seed : {1u, 2u, 3u}) {
            GameRecord record;
            Simulator::recordGame(setup, seed, record, policies, 8);
            const std::optional<GameRecord> read = GameRecord::parse(record.toJson(), &error);
            QVERIFY2(read, qPrintable(error));
            Replay replay;
            QVERIFY2(replayRecord(*read, bundledCatalogue(), replay, &error), qPrintable(error));
            QCOMPARE(replay.refused, 0);
            QCOMPARE(replay.failedExpectations, QStringList());
            QVERIFY(replay.gameOver);
            for (const RecordMove &move : read->moves) {
                bets += int(move.json.value(u"bets"_s).toArray().size());
                for (const QJsonValue &pick : move.json.value(u"cropCircle"_s).toObject().value(u"picks"_s).toArray())
                    picks += pick.toObject().contains(u"at"_s) ? 1 : 0; // a follower added or taken back
            }
        }
        // The records hold the choices tested.
        QVERIFY(expansions.contains(u"bets"_s) ? bets > 10 : bets == 0);
        QVERIFY(expansions.contains(u"crop-circles-1"_s) ? picks > 3 : picks == 0);
    }

    // Greedy that weighs its bets beats greedy that lays them at random (seats swapped half-way).
    void weighedBetsBeatRandomBets()
    {
        const HeadToHead bets = headToHead(bundledSetup({u"base"_s, u"bets"_s}), 200);
        qInfo("bets: %d wins of the greedy that weighs them, %d of the one that does not, %d games", bets.weighing,
              bets.random, bets.games);
        QVERIFY(bets.weighing > 2 * bets.random);
        const HeadToHead crops = headToHead(bundledSetup({u"base"_s, u"crop-circles-1"_s, u"crop-circles-2"_s}), 200);
        qInfo("crop circles: %d wins of the greedy that weighs them, %d of the one that does not, %d games",
              crops.weighing, crops.random, crops.games);
    }

    void randomSeatsPlayTheRandomGames()
    {
        // Seats named random play exactly the games of a run without seats; only "seats" is added.
        const GameSetup setup = bundledSetup({u"base"_s, u"river-1"_s, u"bets"_s});
        SimulationOptions options;
        options.games = 60;
        options.seed = 8;
        const QJsonObject plain = withoutTimes(Simulator::run(setup, options).toJson());
        QVERIFY(!plain.contains(u"seats"_s));
        options.seats = {PlayerPolicy::Random, PlayerPolicy::Random};
        QJsonObject seated = withoutTimes(Simulator::run(setup, options).toJson());
        QCOMPARE(seated.take(u"seats"_s).toArray().size(), 2);
        QCOMPARE(seated, plain);
    }

    // monteCarloChoice's common random numbers: playout j of every candidate meets the same
    // future, so a noise that every candidate shares cancels and the candidate with the best
    // worth wins whatever the noise, even with a budget of a few playouts each; independent
    // noise of this size would pick wrongly in most of these choices.
    void monteCarloSharesTheFuturesOfItsCandidates()
    {
        int scratch = 0;
        for (std::uint64_t seed = 1; seed <= 200; ++seed) {
            Random order(seed);
            std::vector<double> worth(std::size_t(3 + order.below(6)));
            for (double &w : worth)
                w = order.below(20);
            const std::size_t best = std::size_t(std::max_element(worth.begin(), worth.end()) - worth.begin());
            Random random(seed);
            int playouts = 0;
            const std::size_t pick = monteCarloChoice(0, scratch, std::span<const double>(worth), 40, random,
                                                      [&](int &, double w, Random &r) {
                                                          ++playouts;
                                                          return w + 1000.0 * r.below(1000);
                                                      });
            QCOMPARE(pick, best);
            QVERIFY(playouts <= 40);
            QVERIFY(playouts > 40 / 2);
        }
    }

    // Successive halving: the candidate chosen played every sample any other played, and beat
    // each of them on the samples they shared (a candidate goes out only below the one chosen);
    // equal worths go to the first (the greedy order).
    void monteCarloChoosesWhatBeatsTheOthersOnTheirSamples()
    {
        int scratch = 0;
        for (std::uint64_t seed = 1; seed <= 100; ++seed) {
            const std::vector<int> candidates {0, 1, 2, 3, 4, 5};
            std::map<int, std::map<std::uint32_t, double>> seen; // candidate: sample -> value
            Random random(seed);
            const std::size_t pick = monteCarloChoice(0, scratch, std::span<const int>(candidates), 60, random,
                                                      [&](int &, int c, Random &r) {
                                                          const std::uint32_t sample = r.next();
                                                          Random own(sample + std::uint32_t(c) * 7919u);
                                                          const double value = c % 3 * 10 + own.below(100);
                                                          seen[c][sample] = value;
                                                          return value;
                                                      });
            const auto &chosen = seen[int(pick)];
            for (const auto &[c, values] : seen) {
                if (c == int(pick))
                    continue;
                double mine = 0, theirs = 0;
                for (const auto &[sample, value] : values) {
                    QVERIFY(chosen.count(sample));
                    mine += chosen.at(sample);
                    theirs += value;
                }
                QVERIFY2(mine > theirs || (mine == theirs && int(pick) < c),
                         qPrintable(u"seed %1: %2 over %3"_s.arg(seed).arg(pick).arg(c)));
            }
        }
        Random random(5);
        const std::vector<int> equal(7, 0);
        QCOMPARE(monteCarloChoice(0, scratch, std::span<const int>(equal), 200, random,
                                  [](int &, int, Random &r) { return double(r.below(10)); }),
                 std::size_t(0));
    }

    // The edge a lookahead player must keep: at budget 200 it wins at least 60 % of a match
    // against greedy in base games, seats swapped half way (the first player's advantage
    // cancels), and scores more. The issue asks for 60 %; the lookahead wins about 75 % over
    // thousands of games (README), so a fixed-seed match of 48 falls below 60 % by chance for
    // about one seed in 150, and a lookahead that lost its edge fails it.
    void lookaheadBeatsGreedy()
    {
        const GameSetup setup = bundledSetup({u"base"_s});
        SimulationOptions options;
        options.games = 24;
        options.threads = 2;
        int wins = 0;
        double lookaheadScore = 0, greedyScore = 0;
        for (int first : {0, 1}) {
            options.seed = 36 + std::uint64_t(first);
            options.seats = {PlayerPolicy::Greedy, PlayerPolicy::Greedy};
            options.seats[std::size_t(first)] = PlayerPolicy::Lookahead;
            const SimulationReport report = Simulator::run(setup, options);
            wins += report.seatTally.wins(first);
            lookaheadScore += report.seatTally.meanScore(first);
            greedyScore += report.seatTally.meanScore(1 - first);
        }
        QVERIFY2(wins >= 29, qPrintable(u"%1 wins of 48"_s.arg(wins)));
        QVERIFY(lookaheadScore > greedyScore);
    }

    void policiesGiveTheSameFiguresOnAnyNumberOfThreads_data()
    {
        QTest::addColumn<QStringList>("expansions");
        QTest::addColumn<int>("games");
        QTest::addColumn<int>("budget");
        QTest::addColumn<std::vector<PlayerPolicy>>("seats");
        QTest::newRow("river II, bets, crop circles, three policies")
            << QStringList {u"base"_s, u"river-2"_s, u"bets"_s, u"crop-circles-1"_s} << 6 << 12
            << std::vector {PlayerPolicy::Lookahead, PlayerPolicy::Greedy, PlayerPolicy::Random};
        // Budget 200: every candidate in all three rounds of successive halving.
        QTest::newRow("base, two lookahead seats")
            << QStringList {u"base"_s} << 3 << 200 << std::vector {PlayerPolicy::Lookahead, PlayerPolicy::Lookahead};
    }
    void policiesGiveTheSameFiguresOnAnyNumberOfThreads()
    {
        QFETCH(QStringList, expansions);
        QFETCH(int, games);
        QFETCH(int, budget);
        QFETCH(std::vector<PlayerPolicy>, seats);
        const GameSetup setup = bundledSetup(expansions, int(seats.size()));
        SimulationOptions options;
        options.games = games;
        options.seed = 5;
        options.budget = budget;
        options.seats = seats;
        QJsonObject figures[2];
        for (int threads : {1, 3}) {
            options.threads = threads;
            figures[threads / 2] = withoutTimes(Simulator::run(setup, options).toJson());
        }
        QCOMPARE(figures[0].value(u"games"_s).toInt(), games);
        QCOMPARE(figures[0], figures[1]);
        QCOMPARE(figures[0].value(u"seats"_s).toArray().at(0).toObject().value(u"policy"_s).toString(), u"lookahead"_s);
    }
};

QTEST_GUILESS_MAIN(TestPlayers)
#include "tst_players.moc"
