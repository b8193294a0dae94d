// SPDX-FileCopyrightText: 2026 Krajina contributors
// SPDX-License-Identifier: GPL-3.0-or-later

#include "engine/histogram.h"

#include <QJsonArray>

#include <cmath>

using namespace Qt::StringLiterals;

namespace Krajina {

void Histogram::add(int value, std::int64_t count)
{
    if (count <= 0)
        return;
    if (m_counts.empty()) {
        m_first = value;
        m_counts.assign(1, 0);
    } else if (value < m_first) {
        m_counts.insert(m_counts.begin(), std::size_t(m_first - value), 0);
        m_first = value;
    } else if (value > max()) {
        m_counts.resize(std::size_t(value - m_first) + 1, 0);
    }
    m_counts[std::size_t(value - m_first)] += count;
    m_total += count;
    m_sum += std::int64_t(value) * count;
}

void Histogram::merge(const Histogram &other)
{
    for (std::size_t i = 0; i < other.m_counts.size(); ++i)
        add(other.m_first + int(i), other.m_counts[i]);
}

std::int64_t Histogram::count(int value) const
{
    if (m_counts.empty() || value < m_first || value > max())
        return 0;
    return m_counts[std::size_t(value - m_first)];
}

double Histogram::mean() const
{
    return m_total > 0 ? double(m_sum) / double(m_total) : 0.0;
}

int Histogram::quantile(double fraction) const
{
    const auto needed = std::int64_t(std::ceil(fraction * double(m_total)));
    std::int64_t seen = 0;
    for (std::size_t i = 0; i < m_counts.size(); ++i) {
        seen += m_counts[i];
        if (seen >= needed && seen > 0)
            return m_first + int(i);
    }
    return max();
}

QJsonObject Histogram::toJson() const
{
    QJsonArray counts;
    for (std::int64_t c : m_counts)
        counts.append(double(c));
    return QJsonObject {
        {u"min"_s, isEmpty() ? 0 : min()},
        {u"max"_s, isEmpty() ? 0 : max()},
        {u"mean"_s, std::round(mean() * 100) / 100},
        {u"counts"_s, counts},
    };
}

} // namespace Krajina
