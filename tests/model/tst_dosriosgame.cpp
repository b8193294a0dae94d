// SPDX-FileCopyrightText: 2026 Krajina contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "engine/dosrios/gamehistory.h"
#include "engine/dosrios/gamerecord.h"
#include "engine/dosrios/gamesimulator.h"
#include "engine/dosrios/greedyplayer.h"
#include "engine/dosrios/lookaheadplayer.h"
#include "hex/dosriosjson.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QTest>

using namespace Qt::StringLiterals;
using namespace Krajina::DosRios;
using Krajina::PlayerPolicy;
using Krajina::Random;

namespace {

GameState newGame(int players, std::uint64_t seed, GameSetUp setUp = {})
{
    setUp.players = players;
    setUp.seed = seed;
    GameState state;
    const QString error = GameState::create(bundledPieceSet(), setUp, state);
    if (!error.isEmpty())
        qFatal("%s", qPrintable(error));
    return state;
}

QByteArray snapshot(const GameState &state)
{
    return QJsonDocument(gameStateToJson(state)).toJson(QJsonDocument::Compact);
}

// Places every farmer of the set-up on the first free inner hexes.
void placeAll(GameState &state)
{
    for (int cell = 0; state.phase() == Phase::SetUp && cell < state.cellCount(); ++cell) {
        Action place;
        place.kind = Action::Kind::Place;
        place.to = cell;
        state.apply(place);
    }
}

} // namespace

class TestDosRiosGame : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void setUp_data()
    {
        QTest::addColumn<int>("players");
        for (int p = 2; p <= MaxPlayers; ++p)
            QTest::newRow(qPrintable(u"%1 players"_s.arg(p))) << p;
    }
    void setUp()
    {
        QFETCH(int, players);
        for (std::uint64_t seed = 1; seed <= 40; ++seed) {
            const GameState state = newGame(players, seed);
            QCOMPARE(state.phase(), Phase::SetUp);
            QCOMPARE(int(state.display().size()), players + 1);
            for (const int c : state.display())
                QVERIFY(state.card(c).kind != CardKind::Bandits);
            int cards = 0;
            for (const HarvestCard &card : bundledPieceSet().cards)
                cards += card.count;
            QCOMPARE(int(state.display().size()) + state.deckSize(), cards);
            QVERIFY(state.startPlayer() >= 0 && state.startPlayer() < players);
            QCOMPARE(state.currentPlayer(), state.startPlayer());
            for (int p = 0; p < players; ++p) {
                QCOMPARE(state.player(p).wood, 2);
                QCOMPARE(state.player(p).money, 0);
                QCOMPARE(state.farmersAt(state.cityCell(), p), 3);
                QCOMPARE(state.farmersToPlace(p), 3);
            }
            // The rivers are routed at once, and the board is the one `dosrios board --seed` lays.
            QVERIFY(!state.course(River::Grande).empty());
            Board board;
            QCOMPARE(assembleBoard(bundledPieceSet(), randomPlacements(bundledPieceSet(), seed), board), QString());
            QCOMPARE(board.cells, state.board().cells);
            // Same seed, same game.
            QCOMPARE(snapshot(newGame(players, seed)), snapshot(state));
        }
        QVERIFY(snapshot(newGame(players, 1)) != snapshot(newGame(players, 2)));
    }

    void setUpPlacesInTurnOrder()
    {
        GameSetUp setUp;
        setUp.startPlayer = 2;
        GameState state = newGame(3, 9, setUp);
        QList<int> order;
        for (int cell = 0; state.phase() == Phase::SetUp && cell < state.cellCount(); ++cell) {
            const int player = state.currentPlayer();
            Action place;
            place.kind = Action::Kind::Place;
            place.to = cell;
            if (state.apply(place).code == RuleCode::Ok)
                order << player;
        }
        QCOMPARE(order, (QList<int> {2, 2, 2, 0, 0, 0, 1, 1, 1}));
        QCOMPARE(state.phase(), Phase::Play);
        QCOMPARE(state.currentPlayer(), 2);
        QCOMPARE(state.movementLeft(), MovementPoints);
    }

    void refusedActionChangesNothing()
    {
        GameState state = newGame(2, 7);
        placeAll(state);
        const QByteArray before = snapshot(state);
        Action move;
        move.kind = Action::Kind::Move;
        move.from = state.cityCell();
        move.to = state.placeAt({4, 4}); // a lake
        QCOMPARE(state.apply(move).code, RuleCode::MoveImpassable);
        Action dam;
        dam.kind = Action::Kind::Dam;
        dam.side = {{2, 1}, Side::S};
        QVERIFY(state.apply(dam).code != RuleCode::Ok);
        Action build;
        build.kind = Action::Kind::Build;
        build.to = state.placeAt({2, 1});
        QVERIFY(state.apply(build).code != RuleCode::Ok);
        QCOMPARE(snapshot(state), before);
    }

    void deckRunsOut()
    {
        // Passing never draws; scoring draws one card a turn. With "end" the game ends when a card must be
        // drawn from an empty deck and the tie-break names the winner; with "reshuffle" the discards become
        // the deck.
        for (const DeckRunsOut option : {DeckRunsOut::End, DeckRunsOut::Reshuffle}) {
            GameSetUp setUp;
            setUp.deckRunsOut = option;
            GameState state = newGame(2, 3, setUp);
            placeAll(state);
            int scored = 0;
            Action score;
            score.kind = Action::Kind::Score;
            while (state.phase() == Phase::Play && scored < 100) {
                QCOMPARE(state.apply(score).code, RuleCode::Ok);
                ++scored;
            }
            if (option == DeckRunsOut::End) {
                QCOMPARE(state.phase(), Phase::Over);
                QVERIFY(state.deckRanOut());
                QCOMPARE(state.winCondition(), WinCondition::DeckRanOut);
                // Nobody built and the same money and wood (the cards paid alike or nothing): the latest in
                // turn order from the start player wins, unless money or wood tell the players apart.
                const PlayerState &a = state.player(state.startPlayer());
                const PlayerState &b = state.player(1 - state.startPlayer());
                const int expected = std::pair(a.money, a.wood) > std::pair(b.money, b.wood) ? state.startPlayer()
                                                                                             : 1 - state.startPlayer();
                QCOMPARE(state.winner(), expected);
                QCOMPARE(state.apply(score).code, RuleCode::GameOver);
                // The deck after the display held 12 cards, 2 of them bandits: 10 scorings draw a card,
                // the 11th finds the deck empty.
                QCOMPARE(scored, 11);
                QCOMPARE(state.banditStrikes(), 2);
            } else {
                QCOMPARE(scored, 100);
                QCOMPARE(state.phase(), Phase::Play);
                QCOMPARE(int(state.display().size()), 3);
                QVERIFY(state.banditStrikes() > 2);
            }
        }
    }

    void ruleOptionsAreReadByName()
    {
        GameRules rules;
        QCOMPARE(gameRulesText(rules), QString());
        QCOMPARE(parseGameRules(u"dosrios.banditsTake=highest-terrain, dosrios.damLimit=shared-pieces", rules),
                 QString());
        QCOMPARE(rules.banditsTake, BanditsTake::HighestTerrain);
        QCOMPARE(rules.damLimit, DamLimit::SharedPieces);
        QCOMPARE(rules.setUpOrder, SetUpOrder::ThreeAtOnce);
        QCOMPARE(gameRulesText(rules), u"dosrios.banditsTake=highest-terrain,dosrios.damLimit=shared-pieces"_s);
        const GameRules before = rules;
        QVERIFY(parseGameRules(u"dosrios.damLimit=forty", rules).contains(u"wood-only or shared-pieces"_s));
        QVERIFY(parseGameRules(u"dosrios.noSuchOption=1", rules).contains(u"unknown rule option"_s));
        QCOMPARE(rules, before);
        // Every option has its two readings, the default first, and each is told apart from the others.
        for (const QString &name : gameRuleNames()) {
            const QStringList values = gameRuleValues(name);
            QCOMPARE(values.size(), 2);
            QCOMPARE(gameRuleValue(GameRules(), name), values.constFirst());
            QVERIFY(ruleOptionNames().contains(name));
        }
        // The simulator's figures say which readings and which policy played.
        GameSimulationOptions options;
        options.games = 20;
        options.rules = rules;
        const QJsonObject json = GameSimulator::run(bundledPieceSet(), options).toJson();
        QCOMPARE(json.value(u"rules"_s)[u"dosrios.damLimit"_s].toString(), u"shared-pieces"_s);
        QCOMPARE(json.value(u"policy"_s).toString(), u"saves-for-hacienda"_s);
    }

    void savingForTheHaciendaWinsOnTheRiver()
    {
        // The random policy builds a fourth farm as soon as it has 500, so it hardly ever wins on the river.
        GameSimulationOptions options;
        options.games = 2000;
        options.players = 3;
        options.policy = Policy::Random;
        const GameSimulationReport random = GameSimulator::run(bundledPieceSet(), options);
        options.policy = Policy::SavesForHacienda;
        const GameSimulationReport saving = GameSimulator::run(bundledPieceSet(), options);
        QVERIFY2(saving.winsOnRiver > 10 * std::max(1, random.winsOnRiver),
                 qPrintable(u"%1 %2"_s.arg(saving.winsOnRiver).arg(random.winsOnRiver)));
    }

    void everyGameEndsWithAWinnerWhenTheDeckRunsOutEnds()
    {
        for (const int players : {2, 3, 4}) {
            GameSimulationOptions options;
            options.games = 300;
            options.players = players;
            options.deckRunsOut = DeckRunsOut::End;
            const GameSimulationReport report = GameSimulator::run(bundledPieceSet(), options);
            QCOMPARE(report.finished, 300);
            QCOMPARE(report.deckRanOut + report.winsAllBuildings + report.winsOnRiver, 300);
            QCOMPARE(report.winsDeckRanOut, report.deckRanOut);
        }
    }

    void randomGamesAreReproducible()
    {
        const GameResult a = GameSimulator::playGame(bundledPieceSet(), 3, 11, 400);
        const GameResult b = GameSimulator::playGame(bundledPieceSet(), 3, 11, 400);
        QCOMPARE(a.turns, b.turns);
        QCOMPARE(a.winner, b.winner);
        QCOMPARE(a.banditStrikes, b.banditStrikes);
        GameSimulationOptions options;
        options.games = 50;
        options.players = 2;
        const GameSimulationReport report = GameSimulator::run(bundledPieceSet(), options);
        QCOMPARE(report.games, 50);
        QCOMPARE(report.finished + report.capped + report.stalled, 50);
        QCOMPARE(report.stalled, 0);
        QCOMPARE(report.winsBySeat[0] + report.winsBySeat[1], report.finished);
    }

    void theDammingPlayerChoosesTheCourseAndUndoTakesItBack()
    {
        // The board of course-choices.json (seed 1): a dam on 4,2,S sends Rio Grande SE to 5,2, where S (5,3)
        // and SW (4,3), both farmland, tie; the fixed order takes S to the city 5,4, the choice SW the lake 4,4.
        GameSetUp setUp;
        setUp.players = 2;
        setUp.seed = 1;
        setUp.startPlayer = 0;
        GameHistory game;
        QCOMPARE(game.start(bundledPieceSet(), setUp), QString());
        const auto at = [&](Hex hex) { return game.state().placeAt(hex); };
        Action place {Action::Kind::Place};
        place.to = at({2, 2});
        // The first placement chooses the starting courses: there is a choice to make.
        QVERIFY(game.state().nextCourseChoice(place).first >= 0);
        for (const Hex hex : {Hex {2, 2}, Hex {3, 2}, Hex {4, 2}, Hex {0, 1}, Hex {-1, 1}, Hex {11, -5}}) {
            place.to = at(hex);
            QCOMPARE(game.play(place).code, RuleCode::Ok);
        }
        Action dam {Action::Kind::Dam};
        dam.side = {{4, 2}, Side::S};
        const auto [cell, sides] = game.state().nextCourseChoice(dam);
        QCOMPARE(cell, at({5, 2}));
        QCOMPARE(sides, (std::vector<Side> {Side::S, Side::SW}));
        const QByteArray before = snapshot(game.state());
        dam.course = {{{5, 2}, Side::SE}};
        QCOMPARE(game.play(dam).code, RuleCode::CourseNotAllowed);
        QCOMPARE(snapshot(game.state()), before);
        dam.course = {{{5, 2}, Side::SW}};
        QCOMPARE(game.state().nextCourseChoice(dam).first, -1);
        QCOMPARE(game.play(dam).code, RuleCode::Ok);
        const auto end = [&] { return game.state().hexOf(game.state().routing().rivers[0].cells.back()); };
        QCOMPARE(end(), (Hex {4, 4}));
        QVERIFY(game.record().contains("\"5,2,SW\""));
        // Undo takes the dam back with its choice; the same dam without one takes the fixed order.
        QVERIFY(game.undo());
        QCOMPARE(snapshot(game.state()), before);
        QCOMPARE(end(), (Hex {4, 4}));
        dam.course.clear();
        QCOMPARE(game.play(dam).code, RuleCode::Ok);
        QCOMPARE(end(), (Hex {5, 4}));
        // Only the set-up's first placement and dams choose.
        Action pass {Action::Kind::Pass};
        pass.course = {{{5, 2}, Side::SW}};
        QCOMPARE(game.play(pass).code, RuleCode::CourseNotAllowed);
    }

    void greedyPlayersChooseOnlyAllowedCourses()
    {
        // Three greedy players, each choosing the courses its first placement (as the start player) and its
        // dams leave open: their games written as records replay through the record reader with no move
        // refused, to the same end; and they do choose, other than the fixed order.
        int chosen = 0;
        for (std::uint64_t seed = 1; seed <= 6; ++seed) {
            GameSetUp setUp;
            setUp.players = 3;
            setUp.seed = seed;
            GameState state;
            QCOMPARE(GameState::create(bundledPieceSet(), setUp, state), QString());
            GameHistory history;
            QCOMPARE(history.start(bundledPieceSet(), setUp), QString());
            std::vector<Action> moves;
            GreedyPlayer greedy(state);
            greedy.setLog(&moves);
            while (state.phase() == Phase::SetUp)
                greedy.placeFarmer();
            while (state.phase() == Phase::Play && state.turn() < 400)
                QVERIFY(greedy.playTurn());
            for (const Action &action : moves) {
                chosen += action.course.empty() ? 0 : 1;
                QCOMPARE(history.play(action).code, RuleCode::Ok);
            }
            QString error;
            const std::optional<GameRecord> record = GameRecord::parse(history.record(), &error);
            QVERIFY2(record, qPrintable(error));
            Replay replay;
            QVERIFY2(replayRecord(bundledPieceSet(), *record, replay, &error), qPrintable(error));
            QCOMPARE(replay.refused, 0);
            QCOMPARE(replay.failedExpectations, QStringList());
            QCOMPARE(snapshot(replay.state), snapshot(state));
        }
        QVERIFY(chosen > 0);
    }

    void lookaheadGamesReplayWithNoMoveRefused()
    {
        // Lookahead players beside a greedy and a random one, and three lookahead players: each game written as a
        // record (simulate --record) replays through the record reader with no move refused, to its end.
        GameSimulationOptions options;
        options.players = 3;
        options.budget = 12;
        int finished = 0;
        for (const auto &seats : {std::vector {PlayerPolicy::Lookahead, PlayerPolicy::Greedy, PlayerPolicy::Random},
                                  std::vector(3, PlayerPolicy::Lookahead)}) {
            options.seats = seats;
            for (std::uint64_t seed = 1; seed <= 3; ++seed) {
                QString error;
                const std::optional<GameRecord> record
                    = GameRecord::parse(GameSimulator::recordGame(bundledPieceSet(), options, seed), &error);
                QVERIFY2(record, qPrintable(error));
                Replay replay;
                QVERIFY2(replayRecord(bundledPieceSet(), *record, replay, &error), qPrintable(error));
                QCOMPARE(replay.refused, 0);
                QCOMPARE(replay.failedExpectations, QStringList());
                QVERIFY(replay.moves.size() > 30);
                finished += replay.state.phase() == Phase::Over ? 1 : 0;
                // The record ends where the simulator's game of that seed ends.
                const GameResult played = GameSimulator::playGame(bundledPieceSet(), options, seed);
                QCOMPARE(replay.state.winner(), played.winner);
                QCOMPARE(replay.state.turn(), played.turns);
            }
        }
        QCOMPARE(finished, 6);
    }

    void lookaheadWeighsTheGreedyTurnFirst()
    {
        // The turns a lookahead player weighs: the greedy player's own turn first, then its variants, each way of
        // playing the turn once; none of them is played on the game itself.
        GameState state = newGame(3, 21);
        GreedyPlayer greedy(state);
        while (state.phase() == Phase::SetUp)
            greedy.placeFarmer();
        for (int turn = 0; turn < 9 && state.phase() == Phase::Play; ++turn)
            QVERIFY(greedy.playTurn());
        QCOMPARE(state.phase(), Phase::Play);
        const QByteArray before = snapshot(state);
        Random random(5);
        LookaheadPlayer lookahead(state, random, 40, 400);
        const std::vector<LookaheadPlayer::Turn> turns = lookahead.rankTurns();
        QCOMPARE(snapshot(state), before);
        QVERIFY(turns.size() >= 2);
        GameState copy = state;
        std::vector<Action> greedyTurn;
        GreedyPlayer again(copy);
        again.setLog(&greedyTurn);
        QVERIFY(again.playTurn());
        QCOMPARE(turns.front().actions, greedyTurn);
        for (std::size_t i = 0; i < turns.size(); ++i) {
            for (std::size_t j = i + 1; j < turns.size(); ++j)
                QVERIFY(turns[i].actions != turns[j].actions);
            if (i >= 2)
                QVERIFY(turns[i - 1].value >= turns[i].value);
            QCOMPARE(turns[i].actions.back().kind == Action::Kind::Score
                         || turns[i].actions.back().kind == Action::Kind::Pass,
                     true);
        }
        // A won game is worth WinWorth, a lost one -WinWorth, whatever the money.
        QCOMPARE(LookaheadPlayer::outcomeFor(state, state.currentPlayer()),
                 std::clamp(GreedyPlayer::advantage(state, state.currentPlayer()), -LookaheadPlayer::WinWorth,
                            LookaheadPlayer::WinWorth));
    }

    void shuffleUnseenKeepsWhatIsFaceUp()
    {
        // A playout does not know the order of the deck: after shuffleUnseen the display, the discards and the
        // number of cards to come stay, but the cards drawn next are another order of the same cards.
        GameState state = newGame(3, 8);
        placeAll(state);
        QCOMPARE(state.phase(), Phase::Play);
        const auto drawn = [](GameState game) {
            QStringList cards;
            for (int turn = 0; turn < 12 && game.phase() == Phase::Play; ++turn) {
                Action score;
                score.kind = Action::Kind::Score; // the card is discarded and the next one drawn
                if (game.apply(score).code != RuleCode::Ok)
                    break;
                cards << game.card(game.display().back()).id;
            }
            return cards;
        };
        GameState shuffled = state;
        Random random(3);
        shuffled.shuffleUnseen(random);
        QCOMPARE(shuffled.display(), state.display());
        QCOMPARE(shuffled.deckSize(), state.deckSize());
        QCOMPARE(shuffled.discardSize(), state.discardSize());
        QCOMPARE(snapshot(shuffled), snapshot(state));
        QStringList real = drawn(state);
        QStringList guessed = drawn(shuffled);
        QVERIFY(real != guessed);
    }

    void randomPlayersChooseCoursesOnlyWhenAsked()
    {
        // --courses random: the random players' choices change the games; default plays as before.
        GameSimulationOptions options;
        options.games = 100;
        options.players = 3;
        const QJsonObject fixedOrder = GameSimulator::run(bundledPieceSet(), options).toJson();
        QVERIFY(!fixedOrder.contains(u"courses"_s));
        options.courses = CourseChoices::Random;
        QJsonObject random = GameSimulator::run(bundledPieceSet(), options).toJson();
        QCOMPARE(random.value(u"courses"_s).toString(), u"random"_s);
        options.threads = 2;
        QJsonObject twoThreads = GameSimulator::run(bundledPieceSet(), options).toJson();
        random.remove(u"gamesPerSecond"_s);
        twoThreads.remove(u"gamesPerSecond"_s);
        QCOMPARE(random, twoThreads);
        random.remove(u"courses"_s);
        QJsonObject fixed = fixedOrder;
        fixed.remove(u"gamesPerSecond"_s);
        QVERIFY(random.value(u"hexes"_s) != fixed.value(u"hexes"_s));
        QCOMPARE(courseChoicesFromName(u"random"), std::optional(CourseChoices::Random));
        QVERIFY(!courseChoicesFromName(u"best"));
    }

    void ruleCodesHaveStableNames()
    {
        QSet<QString> names;
        for (int c = 0; c < RuleCodeCount; ++c) {
            const QString name = ruleCodeName(RuleCode(c));
            QVERIFY(c == 0 ? name == u"ok" : name.startsWith(u"dosrios."));
            QCOMPARE(ruleCodeFromName(name), std::optional<RuleCode>(RuleCode(c)));
            QVERIFY(!ruleCodeSummary(RuleCode(c)).isEmpty());
            // One naming style (model/engine/README.md, "Names"): camelCase words between dots.
            QVERIFY2(!name.contains(u'-') && !name.contains(u'_'), qPrintable(name));
            names.insert(name);
        }
        QCOMPARE(names.size(), RuleCodeCount);
        // Records written before that hold kebab-case codes; they are read as today's.
        QCOMPARE(ruleCodeFromName(u"dosrios.dam.closes-every-lower-side"),
                 std::optional<RuleCode>(RuleCode::DamClosesEveryLowerSide));
        QCOMPARE(ruleCodeFromName(u"dosrios.move.wrong-player"), std::optional<RuleCode>(RuleCode::WrongPlayer));
        QCOMPARE(ruleCodeFromName(u"dosrios.move.wrong-nothing"), std::nullopt);
        QCOMPARE(riverFromName(u"rio-moreno"), std::optional<River>(River::Moreno));
        QCOMPARE(riverName(River::Moreno), u"rioMoreno"_s);
    }
};

QTEST_GUILESS_MAIN(TestDosRiosGame)
#include "tst_dosriosgame.moc"
