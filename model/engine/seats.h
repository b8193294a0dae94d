// SPDX-FileCopyrightText: 2026 Krajina contributors
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

#include <QJsonArray>
#include <QString>

#include <algorithm>
#include <cstdint>
#include <limits>
#include <optional>
#include <span>
#include <type_traits>
#include <vector>

namespace Krajina {

// How a simulated player chooses its moves (model/engine/README.md, "Simulated players"); every
// game plays each of them.
enum class PlayerPolicy : std::uint8_t {
    Random, // uniformly random legal moves (each game's simulator as it always played)
    Greedy, // the move with the best immediate evaluation for itself
    Lookahead, // Monte Carlo playouts among the greedy player's best candidates
};

QString playerPolicyName(PlayerPolicy policy); // "random", "greedy", "lookahead"
std::optional<PlayerPolicy> playerPolicyFromName(QStringView name);
// The policy of `player`'s seat; a player beyond `seats` plays random.
inline PlayerPolicy policyOfSeat(const std::vector<PlayerPolicy> &seats, int player)
{
    return player >= 0 && player < int(seats.size()) ? seats[std::size_t(player)] : PlayerPolicy::Random;
}
// The best of `value(p)` over the players other than `player` (0 when there is none): what the
// simulated players of both games weigh their own value against.
template<typename Value>
auto bestOfOthers(int players, int player, Value &&value)
{
    using T = std::decay_t<decltype(value(0))>;
    T best = players > 1 ? (std::numeric_limits<T>::has_infinity ? -std::numeric_limits<T>::infinity()
                                                                 : std::numeric_limits<T>::lowest())
                         : T(0);
    for (int p = 0; p < players; ++p) {
        if (p != player)
            best = std::max(best, value(p));
    }
    return best;
}
// `--seats greedy,random,...`: one policy per seat, as many as `players`; an error in *error.
std::vector<PlayerPolicy> parseSeats(const QString &text, int players, QString *error);
// `simulate --seats LIST` of a game played by 2 to `maxPlayers` (`game` names it in messages):
// the seats, with `players` set to their number unless --players was given. Empty with the
// reason in *error ("--seats: ...").
std::vector<PlayerPolicy> seatsOption(const QString &text, const QString &game, int maxPlayers, bool playersGiven,
                                      int &players, QString *error);
// The wins by seat as `simulate` prints them, a line per seat numbered from 1 ("seat 1 (greedy):
// 31 wins (...)"); `meanName` names the mean ("mean score", "mean money"). Empty without policies.
class SeatTally;
QString seatsText(const std::vector<PlayerPolicy> &policies, const SeatTally &tally, const QString &meanName);

// What each seat came to over many games: games won alone (the only seat with the highest
// score), games whose highest score it shared (ties: a win for none), and its score summed.
// Whole numbers, so that tallies of parts of a run add up to the run's.
class SeatTally
{
public:
    explicit SeatTally(int seats = 0);

    // `addGame(scores, ByScore)`: the highest score wins; shared top scores are ties.
    static constexpr int ByScore = -2;
    // One game's final scores (money in Dos Rios), by seat; `winner` names the seat that won by
    // the game's own rule (-1: nobody, as in a game stopped unfinished), or is ByScore.
    void addGame(std::span<const int> scores, int winner = ByScore);
    void merge(const SeatTally &other);

    int seats() const { return int(m_wins.size()); }
    std::int64_t games() const { return m_games; }
    std::int64_t wins(int seat) const { return m_wins[std::size_t(seat)]; }
    std::int64_t ties(int seat) const { return m_ties[std::size_t(seat)]; }
    double meanScore(int seat) const;
    // Wins / games and the 95 % Wilson interval, as fractions.
    double winRate(int seat) const;
    std::pair<double, double> winInterval(int seat) const;

    // [{"policy", "wins", "ties", "winRate", "winInterval": [low, high], "meanScore"}, ...]
    // (Dos Rios: meanScore is the money).
    QJsonArray toJson(const std::vector<PlayerPolicy> &policies) const;
    bool operator==(const SeatTally &other) const = default;

private:
    std::int64_t m_games = 0;
    std::vector<std::int64_t> m_wins;
    std::vector<std::int64_t> m_ties;
    std::vector<std::int64_t> m_scores;
};

} // namespace Krajina
