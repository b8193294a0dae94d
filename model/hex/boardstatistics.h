// SPDX-FileCopyrightText: 2026 Krajina contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "hex/routing.h"

#include <QJsonObject>

#include <array>
#include <cstdint>
#include <map>
#include <vector>

namespace Krajina::DosRios {

// What happens to the rivers on many random boards: how each course ends,
// how long it is (land hexes it waters, the joined stretch included), how
// often the rivers join or end in the same lake or the city, and the seeds of boards on which a river is stuck.
struct RiverStatistics
{
    std::array<int, 5> ends {}; // by CourseEnd
    std::map<int, int> lengths; // land hexes watered -> boards
    int reachesEnd() const
    {
        return ends[int(CourseEnd::Lake)] + ends[int(CourseEnd::City)] + ends[int(CourseEnd::Joined)];
    }
};

struct BoardStatistics
{
    int boards = 0;
    std::uint64_t firstSeed = 0;
    std::array<RiverStatistics, RiverCount> rivers;
    int joined = 0;
    int sharedEnd = 0; // both rivers end in the same lake or the city (not joined)
    std::vector<std::uint64_t> stuckSeeds;
    QString error; // the pieces do not assemble
};

// Assembles `boards` random boards from seeds firstSeed, firstSeed + 1, ...
BoardStatistics boardStatistics(const PieceSet &set, int boards, std::uint64_t firstSeed);
QJsonObject statisticsToJson(const BoardStatistics &statistics);

} // namespace Krajina::DosRios
