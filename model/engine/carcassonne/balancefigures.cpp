// SPDX-FileCopyrightText: 2026 Krajina contributors
// SPDX-License-Identifier: GPL-3.0-or-later

#include "balancefigures.h"

#include "engine/csvrow.h"
#include "gamestate.h"

#include <QTextStream>

#include <algorithm>
#include <bit>
#include <cmath>

using namespace Qt::StringLiterals;

namespace Krajina {

namespace {

constexpr double PointUnits = 1e6; // Tile::points counts millionths of a point
constexpr double SquareUnits = 1e4; // Tile::squares counts ten-thousandths of a squared point

double rounded(double v)
{
    return std::round(v * 100) / 100;
}

// A mean and its interval from the sum and the sum of squares of `n` samples, each divided by `scale`.
MeanEstimate estimateOf(double n, double sum, double squares, double scale)
{
    MeanEstimate e;
    e.samples = std::int64_t(n);
    if (n <= 0)
        return e;
    e.mean = sum / n / scale;
    double variance = 0;
    if (n > 1)
        variance = std::max(0.0, (squares - sum * sum / n) / (n - 1)) / (scale * scale);
    e.stddev = std::sqrt(variance);
    const double half = n > 1 ? studentT975(n - 1) * e.stddev / std::sqrt(n) : 0.0;
    e.low = e.mean - half;
    e.high = e.mean + half;
    return e;
}

QJsonObject estimateJson(const MeanEstimate &e)
{
    return QJsonObject {{u"mean"_s, rounded(e.mean)},
                        {u"interval"_s, QJsonArray {rounded(e.low), rounded(e.high)}},
                        {u"stddev"_s, rounded(e.stddev)}};
}

QString number(double v)
{
    return QString::number(rounded(v), 'f', 2);
}

} // namespace

double studentT975(double degrees)
{
    // Exact for 1 to 5 degrees of freedom (linear between them), then the Cornish-Fisher
    // expansion around the normal quantile, within 0.001 of the exact value from 5 on.
    static constexpr double exact[] = {12.7062, 4.3027, 3.1824, 2.7764, 2.5706};
    if (!(degrees > 1))
        return exact[0];
    if (degrees < 5) {
        const int k = int(degrees);
        const double f = degrees - k;
        return exact[k - 1] + f * (exact[k] - exact[k - 1]);
    }
    const double z = 1.959963984540054;
    const double z3 = z * z * z, z5 = z3 * z * z, z7 = z5 * z * z, z9 = z7 * z * z;
    const double g1 = (z3 + z) / 4;
    const double g2 = (5 * z5 + 16 * z3 + 3 * z) / 96;
    const double g3 = (3 * z7 + 19 * z5 + 17 * z3 - 15 * z) / 384;
    const double g4 = (79 * z9 + 776 * z7 + 1482 * z5 - 1920 * z3 - 945 * z) / 92160;
    const double v = degrees;
    return z + g1 / v + g2 / (v * v) + g3 / (v * v * v) + g4 / (v * v * v * v);
}

MeanDifference welchTest(const MeanEstimate &a, const MeanEstimate &b)
{
    MeanDifference d;
    d.difference = a.mean - b.mean;
    if (a.samples < 2 || b.samples < 2)
        return d;
    const double va = a.stddev * a.stddev / double(a.samples);
    const double vb = b.stddev * b.stddev / double(b.samples);
    const double se2 = va + vb;
    if (se2 <= 0) { // both constant: any difference is certain
        d.beyondChance = d.difference != 0;
        d.degrees = double(a.samples + b.samples - 2);
        d.t = d.difference == 0 ? 0 : std::copysign(HUGE_VAL, d.difference);
        return d;
    }
    d.t = d.difference / std::sqrt(se2);
    d.degrees = se2 * se2 / (va * va / double(a.samples - 1) + vb * vb / double(b.samples - 1));
    d.beyondChance = std::abs(d.t) > studentT975(d.degrees);
    return d;
}

const char *BalanceFigures::figureName(Figure figure)
{
    switch (figure) {
    case MeanScore:
        return "meanScore";
    case Length:
        return "length";
    case CityPoints:
        return "cityPoints";
    case RoadPoints:
        return "roadPoints";
    case MonasteryPoints:
        return "monasteryPoints";
    case FieldPoints:
        return "fieldPoints";
    case FigureCount:
        break;
    }
    return "";
}

void BalanceFigures::GameWatch::start(GameState &game)
{
    m_placers.assign(std::size_t(game.board().placedCount()), -1);
    m_scored.clear();
    game.setScoreLog(&m_scored);
}

void BalanceFigures::GameWatch::beforeTurn(const GameState &game)
{
    m_mover = game.currentPlayer();
    m_placedBefore = game.startPlaced() ? game.board().placedCount() : -1;
}

void BalanceFigures::GameWatch::afterTurn(const GameState &game)
{
    // A turn places its player's tile; the first also places the start tile (index 0) first.
    for (int i = int(m_placers.size()); i < game.board().placedCount(); ++i)
        m_placers.push_back(m_placedBefore < 0 && i == 0 ? -1 : m_mover);
}

BalanceFigures::BalanceFigures(int tiles, int players)
    : m_players(players)
    , m_tiles(std::size_t(std::max(tiles, 0)))
{
}

void BalanceFigures::addGame(const GameState &game, const FinalReport &final, GameWatch &watch)
{
    const Board &board = game.board();
    const int placed = board.placedCount();
    watch.m_placers.resize(std::size_t(placed), -1);
    watch.m_credit.assign(std::size_t(placed), 0.0);
    if (watch.m_mark.size() < std::size_t(placed))
        watch.m_mark.resize(std::size_t(placed), 0);
    std::array<std::int64_t, FigureCount> values {};
    for (int p = 0; p < game.players(); ++p)
        values[MeanScore] += final.score[std::size_t(p)];
    values[Length] = placed;

    // Each scorer's points go in equal shares to the tiles of the feature that scorer placed.
    const auto credit = [&](const FeatureScore &f) {
        if (!f.scorers || f.points == 0)
            return;
        const std::int64_t points = std::int64_t(f.points) * std::popcount(unsigned(f.scorers));
        switch (f.kind) {
        case SegmentKind::City:
            values[CityPoints] += points;
            break;
        case SegmentKind::Road:
            values[RoadPoints] += points;
            break;
        case SegmentKind::Monastery:
            values[MonasteryPoints] += points;
            break;
        case SegmentKind::Field:
            values[FieldPoints] += points;
            break;
        case SegmentKind::River:
            break;
        }
        if (f.root < 0)
            return;
        if (++watch.m_epoch == 0) {
            std::fill(watch.m_mark.begin(), watch.m_mark.end(), 0);
            watch.m_epoch = 1;
        }
        watch.m_members.clear();
        board.forEachMember(f.root, [&](int node) {
            const int q = board.placedOf(node);
            if (watch.m_mark[std::size_t(q)] != watch.m_epoch) {
                watch.m_mark[std::size_t(q)] = watch.m_epoch;
                watch.m_members.push_back(q);
            }
        });
        for (int s = 0; s < game.players(); ++s) {
            if (!(f.scorers & (1u << s)))
                continue;
            const auto own = std::count_if(watch.m_members.begin(), watch.m_members.end(),
                                           [&](int q) { return watch.m_placers[std::size_t(q)] == s; });
            if (own == 0)
                continue;
            const double share = double(f.points) / double(own);
            for (int q : watch.m_members) {
                if (watch.m_placers[std::size_t(q)] == s)
                    watch.m_credit[std::size_t(q)] += share;
            }
        }
    };
    for (const FeatureScore &f : watch.m_scored)
        credit(f);
    for (const FeatureScore &f : final.scored)
        credit(f);

    for (int q = 0; q < placed; ++q) {
        if (watch.m_placers[std::size_t(q)] < 0)
            continue;
        Tile &tile = m_tiles[std::size_t(board.placed(q).type)];
        ++tile.placed;
        ++tile.drawn;
        const double c = watch.m_credit[std::size_t(q)];
        tile.points += std::llround(c * PointUnits);
        tile.squares += std::llround(c * c * SquareUnits);
    }
    for (int t : game.setAside()) {
        ++m_tiles[std::size_t(t)].setAside;
        ++m_tiles[std::size_t(t)].drawn;
    }
    ++m_games;
    for (int f = 0; f < FigureCount; ++f) {
        m_sums[std::size_t(f)] += values[std::size_t(f)];
        m_squares[std::size_t(f)] += values[std::size_t(f)] * values[std::size_t(f)];
    }
}

void BalanceFigures::merge(const BalanceFigures &other)
{
    if (m_tiles.empty()) {
        m_tiles.resize(other.m_tiles.size());
        m_players = other.m_players;
    }
    m_games += other.m_games;
    for (std::size_t t = 0; t < m_tiles.size() && t < other.m_tiles.size(); ++t) {
        Tile &mine = m_tiles[t];
        const Tile &theirs = other.m_tiles[t];
        mine.drawn += theirs.drawn;
        mine.placed += theirs.placed;
        mine.setAside += theirs.setAside;
        mine.points += theirs.points;
        mine.squares += theirs.squares;
    }
    for (std::size_t f = 0; f < m_sums.size(); ++f) {
        m_sums[f] += other.m_sums[f];
        m_squares[f] += other.m_squares[f];
    }
}

MeanEstimate BalanceFigures::tilePoints(int tile) const
{
    const Tile &t = m_tiles[std::size_t(tile)];
    return estimateOf(double(t.placed), double(t.points) / PointUnits, double(t.squares) / SquareUnits, 1.0);
}

MeanEstimate BalanceFigures::estimate(Figure figure) const
{
    const double scale = figure == Length ? 1.0 : double(std::max(m_players, 1));
    return estimateOf(double(m_games), double(m_sums[std::size_t(figure)]), double(m_squares[std::size_t(figure)]),
                      scale);
}

QJsonArray BalanceFigures::tilesJson(const QStringList &tileIds) const
{
    QJsonArray tiles;
    for (std::size_t t = 0; t < m_tiles.size(); ++t) {
        const Tile &tile = m_tiles[t];
        const MeanEstimate points = tilePoints(int(t));
        tiles.append(QJsonObject {{u"tile"_s, tileIds.value(qsizetype(t))},
                                  {u"drawn"_s, double(tile.drawn)},
                                  {u"placed"_s, double(tile.placed)},
                                  {u"setAside"_s, double(tile.setAside)},
                                  {u"meanPoints"_s, rounded(points.mean)},
                                  {u"pointsInterval"_s, QJsonArray {rounded(points.low), rounded(points.high)}}});
    }
    return tiles;
}

QJsonObject BalanceFigures::figuresJson() const
{
    QJsonObject o;
    for (int f = 0; f < FigureCount; ++f)
        o.insert(QLatin1StringView(figureName(Figure(f))), estimateJson(estimate(Figure(f))));
    return o;
}

void BalanceFigures::appendTilesCsv(QByteArray &csv, const QStringList &tileIds) const
{
    for (std::size_t t = 0; t < m_tiles.size(); ++t) {
        const QString id = tileIds.value(qsizetype(t));
        const Tile &tile = m_tiles[t];
        appendCsvRow(csv, "tileDrawn", id, {}, {}, {}, tile.drawn);
        appendCsvRow(csv, "tilePlaced", id, {}, {}, {}, tile.placed);
        appendCsvRow(csv, "tileSetAside", id, {}, {}, {}, tile.setAside);
        appendCsvRow(csv, "tileMeanPoints", id, number(tilePoints(int(t)).mean), {}, {}, tile.placed);
    }
}

void BalanceFigures::appendFiguresCsv(QByteArray &csv, const QString &set) const
{
    for (int f = 0; f < FigureCount; ++f) {
        const MeanEstimate e = estimate(Figure(f));
        const QByteArray name = figureName(Figure(f));
        appendCsvRow(csv, name.constData(), set, number(e.mean), {}, {}, m_games);
        appendCsvRow(csv, QByteArray(name + "Low").constData(), set, number(e.low), {}, {}, m_games);
        appendCsvRow(csv, QByteArray(name + "High").constData(), set, number(e.high), {}, {}, m_games);
    }
}

MeanDifference BalanceComparison::difference(const BalanceFigures &mine, BalanceFigures::Figure figure) const
{
    return welchTest(mine.estimate(figure), figures.estimate(figure));
}

QJsonObject BalanceComparison::toJson(const QStringList &myExpansions, const BalanceFigures &mine) const
{
    QJsonObject differences;
    for (int f = 0; f < BalanceFigures::FigureCount; ++f) {
        const MeanDifference d = difference(mine, BalanceFigures::Figure(f));
        differences.insert(QLatin1StringView(BalanceFigures::figureName(BalanceFigures::Figure(f))),
                           QJsonObject {{u"difference"_s, rounded(d.difference)},
                                        {u"t"_s, std::isfinite(d.t) ? rounded(d.t) : QJsonValue()},
                                        {u"degrees"_s, rounded(d.degrees)},
                                        {u"beyondChance"_s, d.beyondChance}});
    }
    const auto set = [](const QStringList &expansions, const BalanceFigures &figures) {
        return QJsonObject {{u"expansions"_s, QJsonArray::fromStringList(expansions)},
                            {u"games"_s, double(figures.games())},
                            {u"figures"_s, figures.figuresJson()}};
    };
    return QJsonObject {
        {u"test"_s, u"welch"_s},
        {u"confidence"_s, 0.95},
        {u"sets"_s, QJsonArray {set(myExpansions, mine), set(expansions, figures)}},
        {u"differences"_s, differences},
    };
}

void BalanceComparison::appendCsv(QByteArray &csv, const QStringList &myExpansions, const BalanceFigures &mine) const
{
    mine.appendFiguresCsv(csv, myExpansions.join(u','));
    figures.appendFiguresCsv(csv, expansions.join(u','));
    for (int f = 0; f < BalanceFigures::FigureCount; ++f) {
        const MeanDifference d = difference(mine, BalanceFigures::Figure(f));
        const QByteArray name = QByteArray(BalanceFigures::figureName(BalanceFigures::Figure(f))) + "Difference";
        appendCsvRow(csv, name.constData(), {}, number(d.difference), {}, {}, d.beyondChance ? 1 : 0);
    }
}

QString BalanceComparison::summary(const BalanceFigures &mine) const
{
    static const char *const names[]
        = {"mean score", "length", "city points", "road points", "monastery points", "field points"};
    QString text;
    QTextStream out(&text);
    out << "compared with " << expansions.join(u", "_s)
        << " (same seats and seeds; per player and game; 95 % intervals; Welch's t test):\n";
    for (int f = 0; f < BalanceFigures::FigureCount; ++f) {
        const auto figure = BalanceFigures::Figure(f);
        const MeanEstimate a = mine.estimate(figure);
        const MeanEstimate b = figures.estimate(figure);
        const MeanDifference d = difference(mine, figure);
        out << "  " << names[f] << ": " << number(a.mean) << " (" << number(a.low) << "-" << number(a.high)
            << ") against " << number(b.mean) << " (" << number(b.low) << "-" << number(b.high)
            << "): " << (d.difference >= 0 ? "+" : "") << number(d.difference)
            << (d.beyondChance ? ", beyond chance" : ", within chance") << '\n';
    }
    out.flush();
    return text;
}

} // namespace Krajina
