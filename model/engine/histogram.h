// SPDX-FileCopyrightText: 2026 Krajina contributors
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

#include <QJsonObject>

#include <cstdint>
#include <vector>

namespace Krajina {

// How often each whole number came up (scores, margins, game lengths): one bin per
// value from min() to max(). Histograms of parts of a run add up to the run's.
class Histogram
{
public:
    void add(int value, std::int64_t count = 1);
    void merge(const Histogram &other);

    bool isEmpty() const { return m_total == 0; }
    std::int64_t total() const { return m_total; }
    std::int64_t count(int value) const;
    int min() const { return m_first; }
    int max() const { return m_first + int(m_counts.size()) - 1; }
    double mean() const;
    // The smallest value with at least `fraction` of the counts at or below it.
    int quantile(double fraction) const;
    // Counts from min() to max() (empty when nothing was added).
    const std::vector<std::int64_t> &counts() const { return m_counts; }

    // {"min": m, "max": n, "counts": [count of m, ..., count of n], "mean": x}
    QJsonObject toJson() const;
    bool operator==(const Histogram &other) const = default;

private:
    int m_first = 0;
    std::vector<std::int64_t> m_counts;
    std::int64_t m_total = 0;
    std::int64_t m_sum = 0;
};

} // namespace Krajina
