// SPDX-FileCopyrightText: 2026 Krajina contributors
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

#include "balancefigures.h"
#include "gamesetup.h"
#include "simulationstatistics.h"

#include "engine/seats.h"

#include <QJsonObject>
#include <QString>

#include <cstdint>
#include <functional>
#include <map>
#include <memory>
#include <optional>
#include <vector>

namespace Krajina {

struct GameRecord;

struct SimulationOptions
{
    int games = 1000;
    std::uint64_t seed = 0;
    int threads = 1; // games played at once (0: one per core); the figures are the same for any number
    QString followTile; // a tile design whose copies' cells the statistics count (empty: none)
    int keepStuck = 0; // how many stuck games the statistics list at most
    // One policy per seat (players.h); empty: every seat random, and the report without "seats".
    std::vector<PlayerPolicy> seats;
    int budget = 200; // playouts per move of a lookahead seat
    // The balance figures (balancefigures.h): per tile design (`--tile-figures`) and per game.
    bool tileFigures = false;
    // A second tile set played with the same seats and seeds (`--compare`): the report compares the
    // balance figures of both.
    std::shared_ptr<const GameSetup> compare;
};

// What many random games of one set-up came to. Same set-up and seed, same
// figures (apart from the timing).
struct SimulationReport
{
    int games = 0;
    int completed = 0; // every river tile, lakes included, placed and none set aside
    int stuck = 0; // games in which a river tile could not be placed
    int riverTilesSetAside = 0;
    std::map<QString, int> setAside; // tile id -> copies set aside over all games
    std::map<QString, int> startTiles; // tile id -> games started from it
    int scoreMin = 0;
    int scoreMax = 0;
    double scoreMean = 0;
    double scoreStddev = 0;
    double marginMean = 0; // winner's lead over the runner-up
    std::vector<double> seatMean; // mean score by seat (player 0 starts)
    double seconds = 0;
    double gamesPerSecond = 0;
    SimulationStatistics statistics; // histograms, per-tile and per-cell counts
    std::vector<PlayerPolicy> seats; // the options' seats: when set, toJson() adds "seats"
    SeatTally seatTally; // wins, ties and scores by seat
    // With tileFigures or compare: the balance figures, and the expansions they are of
    // (GameSetup::rules); toJson() adds "tiles" (tileFigures) and "balance".
    bool tileFigures = false;
    BalanceFigures balance;
    QStringList expansions;
    std::optional<BalanceComparison> comparison; // with compare: toJson() adds "comparison"

    // The rate of completed games with its 95 % interval, in per cent.
    double completionRate() const;
    std::pair<double, double> completionInterval() const;
    QJsonObject toJson() const;
    // Every figure of the statistics and the tiles set aside as CSV rows of
    // figure,tile,value,x,y,count under a header line.
    QByteArray toCsv() const;
};

// Plays random legal games: uniform legal placement, uniform follower choice
// (no follower included), random bets and crop-circle actions.
class Simulator
{
public:
    static std::uint64_t gameSeed(std::uint64_t seed, int game);
    // Called with the number of games played every few games (every games/1000, at most 64)
    // and after the last (from the worker threads, one call at a time, when
    // options.threads > 1); returning false stops the run.
    using Progress = std::function<bool(int gamesDone)>;
    // Plays options.games games (fewer when `progress` stops it: the report covers the games
    // played, each the same as in a whole run); with options.compare the same games of the
    // compared set after them (the progress counts each game of either set as half a game).
    static SimulationReport run(const GameSetup &setup, const SimulationOptions &options,
                                const Progress &progress = {});
    // Plays one game, by the seats' policies (none: random, as a run without seats) with a
    // lookahead's `budget`, and writes it as a game record that `krajina-cli play` replays: the
    // game a run with those seats plays from `seed`.
    static void recordGame(const GameSetup &setup, std::uint64_t seed, GameRecord &record,
                           const std::vector<PlayerPolicy> &seats = {}, int budget = 200);
    // The record of game `game` of a run (as recordGame() writes it), for the statistics' stuck games.
    static void recordRunGame(const GameSetup &setup, std::uint64_t runSeed, int game, GameRecord &record,
                              const std::vector<PlayerPolicy> &seats = {}, int budget = 200);
    // The file a kept stuck game is written to: "stuck-game-000042.json".
    static QString stuckGameFileName(int game);
    // The move of a record where the river got stuck: the first river tile set aside; -1 when none was.
    static int stuckMove(const GameRecord &record, const CompiledTileSet &tiles);

private:
    // One tile set's games (run() plays two with options.compare), with the balance figures when
    // `balance` (the per-tile ones when options.tileFigures too).
    static SimulationReport playRun(const GameSetup &setup, const SimulationOptions &options, const Progress &progress,
                                    bool balance);
};

} // namespace Krajina
