// SPDX-FileCopyrightText: 2026 Krajina contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "engine/dosrios/gamestatistics.h"

#include "engine/csvrow.h"
#include "engine/interval.h"

#include <QJsonArray>

#include <algorithm>
#include <cmath>

using namespace Qt::StringLiterals;

namespace Krajina::DosRios {

GameStatistics::GameStatistics(int players)
    : m_players(std::clamp(players, 1, MaxPlayers))
    , m_seats(m_players)
{
}

void GameStatistics::addGame(const GameResult &result)
{
    ++m_games;
    m_capped += result.capped ? 1 : 0;
    m_deckRanOut += result.deckRanOut ? 1 : 0;
    m_stalled += result.stalled ? 1 : 0;
    m_strikes.add(result.banditStrikes);
    if (result.winner >= 0 && result.winnerSeat >= 0 && result.winnerSeat < m_players) {
        ++m_finished;
        ++m_winsBySeat[std::size_t(result.winnerSeat)];
        m_winsAllBuildings += result.condition == WinCondition::AllBuildings ? 1 : 0;
        m_winsOnRiver += result.condition == WinCondition::OnRiver ? 1 : 0;
        m_winsDeckRanOut += result.condition == WinCondition::DeckRanOut ? 1 : 0;
        m_lengths.add(result.turns);
    }
    for (const GameResult::Watered &hex : result.watered) {
        if (hex.rivers & 1)
            m_grande.add(hex.q, hex.r);
        if (hex.rivers & 2)
            m_moreno.add(hex.q, hex.r);
        if (hex.rivers)
            m_either.add(hex.q, hex.r);
    }
    for (const auto &[q, r] : result.banditHexes)
        m_bandits.add(q, r);
    m_seats.addGame(std::span<const int>(result.money.data(), std::size_t(m_players)), result.winner);
}

void GameStatistics::merge(const GameStatistics &other)
{
    m_games += other.m_games;
    m_finished += other.m_finished;
    m_capped += other.m_capped;
    m_deckRanOut += other.m_deckRanOut;
    m_stalled += other.m_stalled;
    for (std::size_t s = 0; s < m_winsBySeat.size(); ++s)
        m_winsBySeat[s] += other.m_winsBySeat[s];
    m_winsAllBuildings += other.m_winsAllBuildings;
    m_winsOnRiver += other.m_winsOnRiver;
    m_winsDeckRanOut += other.m_winsDeckRanOut;
    m_lengths.merge(other.m_lengths);
    m_strikes.merge(other.m_strikes);
    m_grande.merge(other.m_grande);
    m_moreno.merge(other.m_moreno);
    m_either.merge(other.m_either);
    m_bandits.merge(other.m_bandits);
    m_seats.merge(other.m_seats);
}

std::int64_t GameStatistics::wins(WinCondition condition) const
{
    switch (condition) {
    case WinCondition::AllBuildings:
        return m_winsAllBuildings;
    case WinCondition::OnRiver:
        return m_winsOnRiver;
    case WinCondition::DeckRanOut:
        return m_winsDeckRanOut;
    case WinCondition::None:
        break;
    }
    return m_games - m_finished;
}

double GameStatistics::winRate(int seat) const
{
    return m_games > 0 ? double(m_winsBySeat[std::size_t(seat)]) / double(m_games) : 0.0;
}

std::pair<double, double> GameStatistics::winInterval(int seat) const
{
    return wilsonInterval(m_winsBySeat[std::size_t(seat)], m_games);
}

double GameStatistics::finishedRate() const
{
    return m_games > 0 ? double(m_finished) / double(m_games) : 0.0;
}

std::pair<double, double> GameStatistics::finishedInterval() const
{
    return wilsonInterval(m_finished, m_games);
}

QJsonObject GameStatistics::toJson() const
{
    const auto rounded = [](double v) { return std::round(v * 1000) / 1000; };
    const auto interval = [&rounded](std::pair<double, double> i) {
        return QJsonArray {rounded(i.first), rounded(i.second)};
    };
    QJsonArray seats;
    for (int s = 0; s < m_players; ++s)
        seats.append(interval(winInterval(s)));
    return QJsonObject {
        {u"finishedInterval"_s, interval(finishedInterval())},
        {u"winIntervalBySeat"_s, seats},
        {u"histograms"_s, QJsonObject {{u"length"_s, m_lengths.toJson()}, {u"banditStrikes"_s, m_strikes.toJson()}}},
        {u"hexes"_s,
         QJsonObject {
             {u"watered"_s,
              QJsonObject {{riverName(River::Grande), m_grande.toJson()},
                           {riverName(River::Moreno), m_moreno.toJson()},
                           {u"either"_s, m_either.toJson()}}},
             {u"bandits"_s, m_bandits.toJson()},
         }},
    };
}

void GameStatistics::appendCsv(QByteArray &csv) const
{
    appendCsvRow(csv, "games", {}, {}, {}, {}, m_games);
    appendCsvRow(csv, "finished", {}, {}, {}, {}, m_finished);
    appendCsvRow(csv, "capped", {}, {}, {}, {}, m_capped);
    appendCsvRow(csv, "stalled", {}, {}, {}, {}, m_stalled);
    for (int s = 0; s < m_players; ++s)
        appendCsvRow(csv, "winsBySeat", {}, QString::number(s), {}, {}, m_winsBySeat[std::size_t(s)]);
    appendCsvRow(csv, "winCondition", winConditionName(WinCondition::AllBuildings), {}, {}, {}, m_winsAllBuildings);
    appendCsvRow(csv, "winCondition", winConditionName(WinCondition::OnRiver), {}, {}, {}, m_winsOnRiver);
    appendCsvRow(csv, "winCondition", winConditionName(WinCondition::DeckRanOut), {}, {}, {}, m_winsDeckRanOut);
    appendCsvHistogram(csv, "length", m_lengths);
    appendCsvHistogram(csv, "banditStrikes", m_strikes);
    appendCsvCells(csv, "wateredHex", riverName(River::Grande), m_grande);
    appendCsvCells(csv, "wateredHex", riverName(River::Moreno), m_moreno);
    appendCsvCells(csv, "wateredHex", u"either"_s, m_either);
    appendCsvCells(csv, "banditHex", {}, m_bandits);
}

} // namespace Krajina::DosRios
