// SPDX-FileCopyrightText: 2026 Krajina contributors
// SPDX-License-Identifier: GPL-3.0-or-later

// What the Simulate page shows of a Dos Rios simulation (engine/simulationresults.h).

#include "engine/dosrios/dosriosgame.h"

#include "engine/dosrios/ruleoptions.h"
#include "hex/hexpainter.h"

#include <QLocale>

#include <algorithm>

using namespace Qt::StringLiterals;

namespace Krajina::DosRios {

SimulationResults DosRiosSimulation::results() const
{
    const GameSimulationReport &report = this->report();
    const GameStatistics &s = report.statistics;
    const QLocale locale;
    auto number = [&](double value, int decimals) { return locale.toString(value, 'f', decimals); };
    const auto share = [&](std::int64_t count) {
        return tr("%1 (%2 %)")
            .arg(locale.toString(qlonglong(count)),
                 number(report.games ? 100.0 * double(count) / report.games : 0.0, 1));
    };
    SimulationResults results;

    // The figures.
    QList<std::pair<QString, QString>> &rows = results.figures;
    rows.append({tr("Games"), locale.toString(report.games)});
    rows.append({tr("Players"), locale.toString(report.options.players)});
    const std::vector<PlayerPolicy> &seats = report.options.seats;
    if (seats.empty() || std::find(seats.begin(), seats.end(), PlayerPolicy::Random) != seats.end()) {
        rows.append({seats.empty() ? tr("How the players build") : tr("How the random players build"),
                     report.options.policy == Policy::SavesForHacienda
                         ? tr("random, saving for the hacienda once 3 farms stand on a river")
                         : tr("random, whatever they can afford at once")});
    }
    if (const QString changed = gameRulesText(report.options.rules); !changed.isEmpty())
        rows.append({tr("Rule options"), changed});
    if (report.options.deckRunsOut == DeckRunsOut::End)
        rows.append({tr("Won by the tie-break when the deck ran out"), share(s.wins(WinCondition::DeckRanOut))});
    const auto [low, high] = s.finishedInterval();
    rows.append(
        {tr("Ended with a winner"),
         tr("%1, 95 % interval %2 – %3 %").arg(share(report.finished), number(100 * low, 1), number(100 * high, 1))});
    rows.append(
        {tr("Stopped at the turn cap (%1 turns)").arg(locale.toString(report.options.turnCap)), share(report.capped)});
    if (report.stalled > 0)
        rows.append({tr("Stalled (no legal way to end a turn)"), share(report.stalled)});
    rows.append({tr("Length in turns (mean ± deviation, min – max)"),
                 u"%1 ± %2, %3 – %4"_s.arg(number(report.lengthMean, 1), number(report.lengthStddev, 1),
                                           locale.toString(report.lengthMin), locale.toString(report.lengthMax))});
    for (int seat = 0; seat < report.options.players; ++seat) {
        const auto [seatLow, seatHigh] = s.winInterval(seat);
        rows.append({seat == 0 ? tr("Wins of seat 1 (starts)") : tr("Wins of seat %1").arg(seat + 1),
                     tr("%1, 95 % interval %2 – %3 %")
                         .arg(share(s.winsBySeat(seat)), number(100 * seatLow, 1), number(100 * seatHigh, 1))});
    }
    rows.append({tr("Won with all buildings"), share(report.winsAllBuildings)});
    rows.append({tr("Won with 3 farms and the hacienda on a river"), share(report.winsOnRiver)});
    rows.append({tr("Bandit strikes per game"), number(report.banditStrikesPerGame, 2)});
    rows.append({tr("Seconds"), number(report.seconds, 2)});
    rows.append({tr("Games per second"), locale.toString(qRound64(report.gamesPerSecond))});

    // The charts: the winner rate a strip across the top, the others below it.
    const auto percent = [&](double fraction) { return number(100 * fraction, 1); };
    ResultChart finished;
    finished.kind = ResultChart::Kind::Rates;
    finished.id = u"dos-rios-finished"_s;
    finished.strip = true;
    ResultChart winRates;
    winRates.kind = ResultChart::Kind::Rates;
    winRates.id = u"dos-rios-win-rates"_s;
    if (s.games() > 0) {
        finished.title = tr("Ended with a winner: %1 % (95 % interval %2 – %3 %)")
                             .arg(percent(s.finishedRate()), percent(low), percent(high));
        finished.rates = {{tr("games"), 100 * low, 100 * high}};
        finished.parts = {tr("with a winner (lower bound)"), tr("95 % interval"), tr("no winner")};
        for (int seat = 0; seat < s.players(); ++seat) {
            const auto [seatLow, seatHigh] = s.winInterval(seat);
            winRates.rates.append(
                {tr("Seat %1: %2 %").arg(seat + 1).arg(percent(s.winRate(seat))), 100 * seatLow, 100 * seatHigh});
        }
        winRates.title = tr("Win rate by seat (seat 1 starts)");
        winRates.parts = {tr("won"), tr("95 % interval"), tr("not won")};
    } else {
        finished.title = tr("Games with a winner");
        winRates.title = tr("Win rate by seat");
    }
    results.charts << finished << winRates;

    ResultChart conditions;
    conditions.kind = ResultChart::Kind::Bars;
    conditions.id = u"dos-rios-win-conditions"_s;
    conditions.title = tr("How the games ended");
    conditions.categories = {tr("all buildings"), tr("on a river"), tr("deck ran out (tie-break)"), tr("no winner")};
    conditions.series = {{double(s.wins(WinCondition::AllBuildings)), double(s.wins(WinCondition::OnRiver)),
                          double(s.wins(WinCondition::DeckRanOut)), double(s.wins(WinCondition::None))}};
    conditions.parts = {tr("games")};
    results.charts << conditions;

    const auto histogram = [&](const QString &id, const Histogram &h, const QString &title, const QString &axis) {
        ResultChart chart;
        chart.kind = ResultChart::Kind::Histogram;
        chart.id = id;
        chart.title = title;
        chart.histogram = h;
        chart.axis = axis;
        chart.countAxis = tr("games");
        return chart;
    };
    results.charts << histogram(u"dos-rios-game-lengths"_s, s.lengths(), tr("Game length (games with a winner)"),
                                tr("turns"));
    results.charts << histogram(u"dos-rios-bandit-strikes"_s, s.banditStrikes(), tr("Bandit strikes per game"),
                                tr("strikes"));

    // The heat map: the hexes watered at the end, and where the bandits took farmers.
    HeatMap &heat = results.heatMap;
    heat.geometry = HeatMap::Geometry::Hex;
    heat.games = s.games();
    heat.players = report.options.players;
    const int games = int(s.games());
    const auto watered = [&](const QString &id, const QString &name, const CellCounts &cells, const QColor &colour) {
        HeatLayer l;
        l.id = id;
        l.name = name;
        l.legend = tr("Share of %n game(s) a hex was %1 at the end", nullptr, games).arg(name);
        l.cells = cells;
        l.colour = colour;
        l.figure = [name, games](int q, int r, std::int64_t count) {
            const QLocale here;
            return tr("%1: %2 in %3 of %n game(s) (%4 %)", nullptr, games)
                .arg(hexText({q, r}), name, here.toString(qlonglong(count)),
                     here.toString(100.0 * double(count) / std::max(games, 1), 'f', 1));
        };
        return l;
    };
    heat.layers << watered(u"dos-rios-watered"_s, tr("watered by either river"), s.wateredEither(), QColor());
    heat.layers << watered(u"dos-rios-watered-rio-grande"_s, tr("watered by %1").arg(TerrainText::river(River::Grande)),
                           s.watered(River::Grande), riverColour(River::Grande));
    heat.layers << watered(u"dos-rios-watered-rio-moreno"_s, tr("watered by %1").arg(TerrainText::river(River::Moreno)),
                           s.watered(River::Moreno), riverColour(River::Moreno));
    HeatLayer bandits;
    bandits.id = u"dos-rios-bandits"_s;
    bandits.name = tr("farmers taken by the bandits");
    bandits.legend = tr("Farmers the bandits sent to the city, a game (%n game(s))", nullptr, games);
    bandits.cells = s.banditHexes();
    bandits.perGame = true;
    bandits.colour = QColor(0xb0, 0x20, 0x20);
    bandits.figure = [games](int q, int r, std::int64_t count) {
        const QLocale here;
        return tr("%1: the bandits sent %2 farmer(s) to the city in %n game(s) (%3 a game)", nullptr, games)
            .arg(hexText({q, r}), here.toString(qlonglong(count)),
                 here.toString(double(count) / std::max(games, 1), 'f', 2));
    };
    heat.layers << bandits;
    heat.layer = u"dos-rios-watered"_s;
    return results;
}

} // namespace Krajina::DosRios
