// SPDX-FileCopyrightText: 2026 Krajina contributors
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

#include <QJsonArray>

#include <cstdint>
#include <vector>

namespace Krajina {

// How often something happened on each board cell, cells relative to the start
// tile at (0, 0). A dense grid that grows to hold what is added; counts of parts
// of a run add up to the run's.
class CellCounts
{
public:
    struct Cell
    {
        int x = 0;
        int y = 0;
        std::int64_t count = 0;
        bool operator==(const Cell &other) const = default;
    };

    void add(int x, int y, std::int64_t count = 1)
    {
        if (count <= 0)
            return;
        // Inline: the simulator adds every placed tile of every game.
        if (unsigned(x - m_minX) >= unsigned(m_width) || unsigned(y - m_minY) >= unsigned(m_height))
            grow(x, y);
        m_counts[std::size_t(y - m_minY) * std::size_t(m_width) + std::size_t(x - m_minX)] += count;
        m_total += count;
    }
    void merge(const CellCounts &other);

    std::int64_t count(int x, int y) const;
    std::int64_t total() const { return m_total; }
    std::int64_t maximum() const;
    bool isEmpty() const { return m_total == 0; }
    // The cells counted at least once, row by row (y, then x).
    std::vector<Cell> cells() const;

    // [[x, y, count], ...] in the order of cells().
    QJsonArray toJson() const;
    bool operator==(const CellCounts &other) const { return cells() == other.cells(); }

private:
    void grow(int x, int y);

    int m_minX = 0;
    int m_minY = 0;
    int m_width = 0;
    int m_height = 0;
    std::vector<std::int64_t> m_counts; // row by row
    std::int64_t m_total = 0;
};

} // namespace Krajina
