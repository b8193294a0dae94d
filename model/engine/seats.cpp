// SPDX-FileCopyrightText: 2026 Krajina contributors
// SPDX-License-Identifier: GPL-3.0-or-later

#include "engine/seats.h"

#include "engine/interval.h"
#include "enumnames.h"

#include <QJsonObject>

#include <algorithm>
#include <cmath>

using namespace Qt::StringLiterals;

namespace Krajina {

namespace {

constexpr EnumNames<PlayerPolicy, 3> policyNames = {{
    {PlayerPolicy::Random, u"random"},
    {PlayerPolicy::Greedy, u"greedy"},
    {PlayerPolicy::Lookahead, u"lookahead"},
}};

double rounded(double v, double scale)
{
    return std::round(v * scale) / scale;
}

} // namespace

QString playerPolicyName(PlayerPolicy policy)
{
    return enumName(policyNames, policy);
}

std::optional<PlayerPolicy> playerPolicyFromName(QStringView name)
{
    return enumFromName(policyNames, name);
}

std::vector<PlayerPolicy> parseSeats(const QString &text, int players, QString *error)
{
    std::vector<PlayerPolicy> seats;
    const QStringList names = text.split(u',');
    for (const QString &name : names) {
        const std::optional<PlayerPolicy> policy = playerPolicyFromName(name.trimmed());
        if (!policy) {
            if (error)
                *error = u"unknown policy \"%1\" (random, greedy or lookahead)"_s.arg(name.trimmed());
            return {};
        }
        seats.push_back(*policy);
    }
    if (int(seats.size()) != players) {
        if (error)
            *error = u"%1 policies for %2 players: name one for each seat"_s.arg(seats.size()).arg(players);
        return {};
    }
    return seats;
}

SeatTally::SeatTally(int seats)
    : m_wins(std::size_t(std::max(seats, 0)), 0)
    , m_ties(m_wins.size(), 0)
    , m_scores(m_wins.size(), 0)
{
}

void SeatTally::addGame(std::span<const int> scores, int winner)
{
    ++m_games;
    const std::size_t n = std::min(scores.size(), m_wins.size());
    for (std::size_t s = 0; s < n; ++s)
        m_scores[s] += scores[s];
    if (winner != ByScore) {
        if (winner >= 0 && std::size_t(winner) < n)
            ++m_wins[std::size_t(winner)];
        return;
    }
    if (n == 0)
        return;
    const int best = *std::max_element(scores.begin(), scores.begin() + std::ptrdiff_t(n));
    const auto top = std::count(scores.begin(), scores.begin() + std::ptrdiff_t(n), best);
    for (std::size_t s = 0; s < n; ++s) {
        if (scores[s] == best)
            ++(top == 1 ? m_wins : m_ties)[s];
    }
}

void SeatTally::merge(const SeatTally &other)
{
    m_games += other.m_games;
    for (std::size_t s = 0; s < m_wins.size() && s < other.m_wins.size(); ++s) {
        m_wins[s] += other.m_wins[s];
        m_ties[s] += other.m_ties[s];
        m_scores[s] += other.m_scores[s];
    }
}

double SeatTally::meanScore(int seat) const
{
    return m_games > 0 ? double(m_scores[std::size_t(seat)]) / double(m_games) : 0.0;
}

double SeatTally::winRate(int seat) const
{
    return m_games > 0 ? double(m_wins[std::size_t(seat)]) / double(m_games) : 0.0;
}

std::pair<double, double> SeatTally::winInterval(int seat) const
{
    return wilsonInterval(m_wins[std::size_t(seat)], m_games);
}

QJsonArray SeatTally::toJson(const std::vector<PlayerPolicy> &policies) const
{
    QJsonArray seats;
    for (int s = 0; s < this->seats(); ++s) {
        const auto [low, high] = winInterval(s);
        seats.append(QJsonObject {
            {u"policy"_s, s < int(policies.size()) ? playerPolicyName(policies[std::size_t(s)]) : u"random"_s},
            {u"wins"_s, double(wins(s))},
            {u"ties"_s, double(ties(s))},
            {u"winRate"_s, rounded(winRate(s), 10000)},
            {u"winInterval"_s, QJsonArray {rounded(low, 10000), rounded(high, 10000)}},
            {u"meanScore"_s, rounded(meanScore(s), 100)},
        });
    }
    return seats;
}

std::vector<PlayerPolicy> seatsOption(const QString &text, const QString &game, int maxPlayers, bool playersGiven,
                                      int &players, QString *error)
{
    const int named = int(text.count(u',')) + 1;
    if (!playersGiven)
        players = named;
    QString problem;
    std::vector<PlayerPolicy> seats;
    if (players < 2 || players > maxPlayers)
        problem = u"%1 seats: %2 is played by 2 to %3 players"_s.arg(named).arg(game).arg(maxPlayers);
    else
        seats = parseSeats(text, players, &problem);
    if (seats.empty() && error)
        *error = u"--seats: "_s + problem;
    return seats;
}

QString seatsText(const std::vector<PlayerPolicy> &policies, const SeatTally &tally, const QString &meanName)
{
    QString text;
    for (int s = 0; s < int(policies.size()) && s < tally.seats(); ++s) {
        const auto [low, high] = tally.winInterval(s);
        text += u"seat %1 (%2): %3 wins (%4 %, 95 % interval %5-%6 %), %7 ties, %8 %9\n"_s.arg(s + 1)
                    .arg(playerPolicyName(policies[std::size_t(s)]))
                    .arg(tally.wins(s))
                    .arg(QString::number(100 * tally.winRate(s), 'f', 1), QString::number(100 * low, 'f', 1),
                         QString::number(100 * high, 'f', 1))
                    .arg(tally.ties(s))
                    .arg(meanName, QString::number(tally.meanScore(s), 'f', 1));
    }
    return text;
}

} // namespace Krajina
