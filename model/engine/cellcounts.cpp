// SPDX-FileCopyrightText: 2026 Krajina contributors
// SPDX-License-Identifier: GPL-3.0-or-later

#include "engine/cellcounts.h"

#include <algorithm>

namespace Krajina {

void CellCounts::grow(int x, int y)
{
    if (m_width > 0 && x >= m_minX && x < m_minX + m_width && y >= m_minY && y < m_minY + m_height)
        return;
    // Room for a few more cells each way, so that a board spreading out grows the grid rarely.
    const int margin = 4;
    const int minX = m_width > 0 ? std::min(m_minX, x - (x < m_minX ? margin : 0)) : x - margin;
    const int minY = m_height > 0 ? std::min(m_minY, y - (y < m_minY ? margin : 0)) : y - margin;
    const int maxX
        = m_width > 0 ? std::max(m_minX + m_width - 1, x + (x >= m_minX + m_width ? margin : 0)) : x + margin;
    const int maxY
        = m_height > 0 ? std::max(m_minY + m_height - 1, y + (y >= m_minY + m_height ? margin : 0)) : y + margin;
    const int width = maxX - minX + 1, height = maxY - minY + 1;
    std::vector<std::int64_t> counts(std::size_t(width) * std::size_t(height), 0);
    for (int row = 0; row < m_height; ++row) {
        for (int column = 0; column < m_width; ++column) {
            const std::int64_t c = m_counts[std::size_t(row) * std::size_t(m_width) + std::size_t(column)];
            const int nx = m_minX + column - minX, ny = m_minY + row - minY;
            counts[std::size_t(ny) * std::size_t(width) + std::size_t(nx)] = c;
        }
    }
    m_counts.swap(counts);
    m_minX = minX;
    m_minY = minY;
    m_width = width;
    m_height = height;
}

void CellCounts::merge(const CellCounts &other)
{
    for (const Cell &cell : other.cells())
        add(cell.x, cell.y, cell.count);
}

std::int64_t CellCounts::count(int x, int y) const
{
    if (x < m_minX || x >= m_minX + m_width || y < m_minY || y >= m_minY + m_height)
        return 0;
    return m_counts[std::size_t(y - m_minY) * std::size_t(m_width) + std::size_t(x - m_minX)];
}

std::int64_t CellCounts::maximum() const
{
    return m_counts.empty() ? 0 : *std::max_element(m_counts.begin(), m_counts.end());
}

std::vector<CellCounts::Cell> CellCounts::cells() const
{
    std::vector<Cell> out;
    for (int row = 0; row < m_height; ++row) {
        for (int column = 0; column < m_width; ++column) {
            const std::int64_t c = m_counts[std::size_t(row) * std::size_t(m_width) + std::size_t(column)];
            if (c > 0)
                out.push_back({m_minX + column, m_minY + row, c});
        }
    }
    return out;
}

QJsonArray CellCounts::toJson() const
{
    QJsonArray out;
    for (const Cell &cell : cells())
        out.append(QJsonArray {cell.x, cell.y, double(cell.count)});
    return out;
}

} // namespace Krajina
