// SPDX-FileCopyrightText: 2026 Krajina contributors
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

#include "turn.h"

#include <QByteArray>
#include <QJsonArray>
#include <QJsonObject>
#include <QStringList>

#include <array>
#include <cstdint>
#include <vector>

namespace Krajina {

class GameState;

// A mean over the games of a run with its 95 % interval (Student's t over the games).
struct MeanEstimate
{
    std::int64_t samples = 0;
    double mean = 0;
    double stddev = 0; // of one sample
    double low = 0;
    double high = 0;
};

// Welch's t test of the difference of two means at 95 % (model/engine/README.md, "Balance figures").
struct MeanDifference
{
    double difference = 0; // a - b
    double t = 0;
    double degrees = 0; // Welch-Satterthwaite degrees of freedom
    bool beyondChance = false; // |t| above Student's t quantile 0.975 for those degrees
};

// The quantile 0.975 of Student's t with `degrees` degrees of freedom (1.96 for many).
double studentT975(double degrees);
MeanDifference welchTest(const MeanEstimate &a, const MeanEstimate &b);

// What the tile designs and the games of a run came to, for an author who weighs a tile set
// (`simulate --tile-figures`, `--compare`; model/engine/README.md, "Balance figures"): per tile
// design how often it was drawn, placed and set aside and the points its placements brought the
// players who placed them; per game the mean score, the length and the points from cities,
// roads, monasteries and fields. Whole numbers (points in millionths), so that parts of a run,
// merged in any order, give the run's figures.
class BalanceFigures
{
public:
    enum Figure { MeanScore, Length, CityPoints, RoadPoints, MonasteryPoints, FieldPoints, FigureCount };
    static const char *figureName(Figure figure); // "meanScore", "length", "cityPoints", ...

    struct Tile
    {
        std::int64_t drawn = 0; // placed + set aside (the start tile is neither)
        std::int64_t placed = 0; // by a player
        std::int64_t setAside = 0;
        std::int64_t points = 0; // millionths of a point, over every placement
        std::int64_t squares = 0; // squares of each placement's points, in ten-thousandths
        bool operator==(const Tile &other) const = default;
    };

    // Follows one game: who placed each tile, and the features scored during play.
    class GameWatch
    {
    public:
        // Before the first turn of a game played by `game`, which then lists its scores here.
        void start(GameState &game);
        void beforeTurn(const GameState &game);
        void afterTurn(const GameState &game);
        // Placed tile index -> the player who placed it (-1: the start tile).
        const std::vector<int> &placers() const { return m_placers; }
        const std::vector<FeatureScore> &scored() const { return m_scored; }

    private:
        friend class BalanceFigures;
        std::vector<int> m_placers;
        std::vector<FeatureScore> m_scored;
        int m_mover = 0;
        int m_placedBefore = 0;
        // Scratch for addGame()
        std::vector<double> m_credit; // by placed tile
        std::vector<std::uint32_t> m_mark;
        std::uint32_t m_epoch = 0;
        std::vector<int> m_members;
    };

    BalanceFigures() = default;
    BalanceFigures(int tiles, int players);

    // One finished game (`final` is its finish()) that `watch` followed from its first turn.
    void addGame(const GameState &game, const FinalReport &final, GameWatch &watch);
    void merge(const BalanceFigures &other);

    bool isEmpty() const { return m_games == 0 && m_tiles.empty(); }
    std::int64_t games() const { return m_games; }
    int players() const { return m_players; }
    const std::vector<Tile> &tiles() const { return m_tiles; }
    // A placement's mean points (over the placements of the design) with its 95 % interval.
    MeanEstimate tilePoints(int tile) const;
    // A figure's mean per game with its 95 % interval; points and scores per player.
    MeanEstimate estimate(Figure figure) const;

    // [{"tile", "drawn", "placed", "setAside", "meanPoints", "pointsInterval"}, ...] by tile.
    QJsonArray tilesJson(const QStringList &tileIds) const;
    // {"meanScore": {"mean", "interval", "stddev"}, "length": ..., "cityPoints": ..., ...}
    QJsonObject figuresJson() const;
    // Rows tileDrawn, tilePlaced, tileSetAside, tileMeanPoints (by tile).
    void appendTilesCsv(QByteArray &csv, const QStringList &tileIds) const;
    // Rows FIGURE, FIGURELow, FIGUREHigh named by `set` (the expansions), the games as count.
    void appendFiguresCsv(QByteArray &csv, const QString &set) const;
    bool operator==(const BalanceFigures &other) const = default;

private:
    int m_players = 0;
    std::int64_t m_games = 0;
    std::vector<Tile> m_tiles;
    // Per figure the sum over games of each game's value (points and scores summed over the
    // players) and of its square.
    std::array<std::int64_t, FigureCount> m_sums {};
    std::array<std::int64_t, FigureCount> m_squares {};
};

// Two tile sets played with the same seats and seeds (`simulate --compare`): each set's figures
// and which differences are beyond chance.
struct BalanceComparison
{
    QStringList expansions; // the set compared with (--compare)
    BalanceFigures figures; // its figures
    // The difference of `mine` minus the compared set's, figure by figure.
    MeanDifference difference(const BalanceFigures &mine, BalanceFigures::Figure figure) const;
    // {"test": "welch", "confidence": 0.95, "sets": [...], "differences": {...}}
    QJsonObject toJson(const QStringList &myExpansions, const BalanceFigures &mine) const;
    // The figures of both sets and a FIGUREDifference row per figure (count: 1 when beyond chance).
    void appendCsv(QByteArray &csv, const QStringList &myExpansions, const BalanceFigures &mine) const;
    // "city points: 12.1 (11.8-12.4) against 10.3 (10.0-10.6): +1.8, beyond chance", a line per figure.
    QString summary(const BalanceFigures &mine) const;
};

} // namespace Krajina
