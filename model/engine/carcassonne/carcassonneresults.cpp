// SPDX-FileCopyrightText: 2026 Krajina contributors
// SPDX-License-Identifier: GPL-3.0-or-later

// What the Simulate page shows of a Carcassonne simulation (engine/simulationresults.h).

#include "carcassonnegame.h"

#include "compiledtileset.h"

#include <QLocale>

#include <algorithm>

using namespace Qt::StringLiterals;

namespace Krajina {

namespace {

constexpr int MaxSetAside = 12; // tiles in the set-aside chart

} // namespace

bool CarcassonneSimulation::hasRiver() const
{
    const GameSetup &setup = this->setup();
    return std::any_of(setup.deck.cbegin(), setup.deck.cend(),
                       [&setup](int tile) { return setup.tiles->tile(tile).riverSides > 0; });
}

SimulationResults CarcassonneSimulation::results() const
{
    const SimulationReport &report = this->report();
    const SimulationStatistics &s = report.statistics;
    const std::shared_ptr<const CompiledTileSet> &tiles = setup().tiles;
    const bool river = hasRiver();
    const QLocale locale;
    auto number = [&](double value, int decimals) { return locale.toString(value, 'f', decimals); };
    SimulationResults results;

    // The figures.
    QList<std::pair<QString, QString>> &rows = results.figures;
    rows.append({tr("Games"), locale.toString(report.games)});
    const double rate = report.games > 0 ? 100.0 * report.completed / report.games : 0.0;
    if (river) {
        rows.append({tr("Completed (whole river placed)"),
                     tr("%1 (%2 %)").arg(locale.toString(report.completed), number(rate, 1))});
        rows.append({tr("Stuck (a river tile fit nowhere)"), locale.toString(report.stuck)});
        rows.append({tr("River tiles set aside"), locale.toString(report.riverTilesSetAside)});
    } else {
        rows.append({tr("River"), tr("no river in play")});
    }
    QStringList discarded;
    for (const auto &[id, count] : report.setAside)
        discarded << u"%1 × %2"_s.arg(id, locale.toString(count));
    rows.append({tr("Tiles set aside"), discarded.isEmpty() ? tr("none") : discarded.join(u", "_s)});
    rows.append({tr("Score (min – max)"),
                 u"%1 – %2"_s.arg(locale.toString(report.scoreMin), locale.toString(report.scoreMax))});
    rows.append(
        {tr("Score (mean ± deviation)"), u"%1 ± %2"_s.arg(number(report.scoreMean, 1), number(report.scoreStddev, 1))});
    rows.append({tr("Winner's lead (mean)"), number(report.marginMean, 1)});
    QStringList seats;
    for (std::size_t p = 0; p < report.seatMean.size(); ++p)
        seats << tr("%1: %2").arg(p + 1).arg(number(report.seatMean[p], 1));
    rows.append({tr("Mean score by seat"), seats.join(u", "_s)});
    rows.append({tr("Seconds"), number(report.seconds, 2)});
    rows.append({tr("Games per second"), locale.toString(qRound64(report.gamesPerSecond))});

    // The charts: the completion rate a strip across the top, the histograms and the tiles set aside below.
    ResultChart completion;
    completion.kind = ResultChart::Kind::Rates;
    completion.id = u"completion"_s;
    completion.strip = true;
    if (!river) {
        completion.title = tr("No river in play");
    } else {
        const auto [low, high] = report.completionInterval();
        completion.title = tr("Completed: %1 % (95 % interval %2 – %3 %)")
                               .arg(number(report.completionRate(), 1), number(low, 1), number(high, 1));
        completion.rates = {{tr("games"), low, high}};
        completion.parts = {tr("completed (95 % lower bound)"), tr("95 % interval"), tr("not completed")};
    }
    results.charts.append(completion);

    // Games that never got past the river say nothing about scores: no charts that look as if they did.
    const bool riverNeverLaid = river && report.games > 0 && report.completed == 0;
    const auto histogram
        = [&](const QString &id, const Histogram &h, const QString &title, const QString &never, const QString &axis) {
              ResultChart chart;
              chart.kind = ResultChart::Kind::Histogram;
              chart.id = id;
              chart.title = riverNeverLaid ? never : title;
              if (!riverNeverLaid)
                  chart.histogram = h;
              chart.axis = axis;
              chart.countAxis = tr("games");
              return chart;
          };
    results.charts.append(histogram(u"scores"_s, s.scores(), tr("Final scores"),
                                    tr("Final scores: not drawn, no game laid the whole river"), tr("points")));
    results.charts.append(histogram(u"margins"_s, s.margins(), tr("Winner's lead"),
                                    tr("Winner's lead: not drawn, no game laid the whole river"), tr("points")));

    ResultChart setAside;
    setAside.kind = ResultChart::Kind::Bars;
    setAside.id = u"set-aside"_s;
    std::vector<std::pair<QString, int>> aside(report.setAside.begin(), report.setAside.end());
    std::stable_sort(aside.begin(), aside.end(), [](const auto &a, const auto &b) { return a.second > b.second; });
    setAside.title = aside.empty() ? tr("Tiles set aside: none") : tr("Tiles set aside (copies over all games)");
    if (!aside.empty()) {
        setAside.parts = {tr("set aside"), tr("the river could not go on")};
        setAside.series = {{}, {}};
        const auto &first = s.stuckOn();
        for (std::size_t i = 0; i < aside.size() && i < std::size_t(MaxSetAside); ++i) {
            const QString &id = aside[i].first;
            const int index = tiles ? tiles->indexOf(id) : -1;
            setAside.categories << id;
            setAside.series[0] << aside[i].second;
            setAside.series[1] << qreal(index >= 0 && std::size_t(index) < first.size() ? first[std::size_t(index)]
                                                                                        : 0);
            setAside.tiles << (index >= 0 ? std::make_shared<const TileDefinition>(tiles->definition(index)) : nullptr);
        }
    }
    results.charts.append(setAside);
    results.charts.append(histogram(u"game-lengths"_s, s.lengths(), tr("Game length"),
                                    tr("Game length: not drawn, no game laid the whole river"), tr("tiles placed")));

    // The heat map: the board's cells relative to the start tile most games began with.
    HeatMap &heat = results.heatMap;
    heat.geometry = HeatMap::Geometry::Square;
    heat.games = report.games;
    heat.players = setup().players;
    int startGames = 0;
    for (const auto &[id, count] : report.startTiles) {
        const int index = tiles ? tiles->indexOf(id) : -1;
        if (count > startGames && index >= 0) {
            heat.startTile = std::make_shared<const TileDefinition>(tiles->definition(index));
            startGames = count;
        }
    }
    const int games = std::max(1, report.games);
    const auto layer = [&](const QString &id, const QString &name, const CellCounts &cells) {
        HeatLayer l;
        l.id = id;
        l.name = name;
        l.legend = tr("%1, share of %n game(s)", nullptr, report.games).arg(name);
        l.cells = cells;
        l.figure = [games](int x, int y, std::int64_t count) {
            const QLocale here;
            return tr("Cell %1, %2: %3 of %n game(s) (%4 %)", nullptr, games)
                .arg(x)
                .arg(y)
                .arg(here.toString(qlonglong(count)), here.toString(100.0 * qreal(count) / games, 'f', 1));
        };
        return l;
    };
    heat.layers.append(layer(u"placed"_s, tr("Tiles placed"), s.placedCells()));
    heat.layers.append(layer(u"river"_s, tr("River tiles placed"), s.riverCells()));
    heat.layers.append(layer(u"stuck"_s, tr("River stuck (an open end faced the cell when a river tile was set aside)"),
                             s.stuckCells()));
    if (!s.followedTile().isEmpty())
        heat.layers.append(layer(u"followed"_s, tr("Copies of %1 placed").arg(s.followedTile()), s.followedCells()));
    heat.layer = river ? u"river"_s : u"placed"_s;
    return results;
}

} // namespace Krajina
