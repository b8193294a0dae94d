// SPDX-FileCopyrightText: 2026 Krajina contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <algorithm>
#include <vector>

namespace Krajina {

// The tiles still to come: the river pile (its body, then its bottom), the River II
// fork a player holds, the land pile and the tile drawn for this turn. Piles hold
// compiled tile ids; the back of a pile is its top.
struct TilePiles
{
    std::vector<int> riverBody;
    std::vector<int> riverBottom; // lakes (or what the variant puts last), played after the body
    std::vector<int> land;
    int heldFork = -1;
    int forkHolder = 0;
    int current = -1; // drawn and not yet played

    bool riverPending() const { return heldFork >= 0 || !riverBody.empty() || !riverBottom.empty(); }
    // Nothing left to draw and nothing drawn.
    bool empty() const
    {
        return current < 0 && heldFork < 0 && riverBody.empty() && riverBottom.empty() && land.empty();
    }
    int size() const
    {
        return int(riverBody.size() + riverBottom.size() + land.size()) + (heldFork >= 0 ? 1 : 0)
            + (current >= 0 ? 1 : 0);
    }
};

// Removes the copy of `tile` nearest the top of a pile; false when there is none.
inline bool removeFromBack(std::vector<int> &items, int tile)
{
    for (std::size_t i = items.size(); i-- > 0;) {
        if (items[i] == tile) {
            items.erase(items.begin() + std::ptrdiff_t(i));
            return true;
        }
    }
    return false;
}

inline bool holds(const std::vector<int> &items, int tile)
{
    return std::find(items.begin(), items.end(), tile) != items.end();
}

} // namespace Krajina
