// SPDX-FileCopyrightText: 2026 Krajina contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "hex/board.h"

#include <QCoreApplication>

#include <array>
#include <cstdint>
#include <vector>

namespace Krajina::DosRios {

enum class CourseEnd : std::uint8_t {
    Lake,
    City,
    Joined, // flowed into the other river's course, which it follows from there
    Stuck, // a hex with no open lower side (the lint forbids such boards)
    NoSpring,
};
QString courseEndName(CourseEnd end); // "lake", "city", "joined", "stuck", "noSpring"

struct RiverCourse
{
    std::vector<int> cells; // cell indices from the spring to the last hex (lake, city or joining hex)
    std::vector<Side> exits; // the side each hex but the last is left through
    CourseEnd end = CourseEnd::NoSpring;
};

// Both courses. Rio Grande is built first; Rio Moreno stops where it enters
// Rio Grande's course on land (the join), and from there on Rio Grande's
// course counts for both. Two rivers that reach the same lake (or the city)
// each end there: they have not joined.
struct Routing
{
    std::array<RiverCourse, RiverCount> rivers;
    int joinCell = -1; // the hex where Rio Moreno meets Rio Grande
    // The lake or city hex both rivers end in; they have not joined there (each ends in it), -1 otherwise.
    int sharedEndCell = -1;
    std::vector<std::uint8_t> watered; // per cell: bit 0 Rio Grande, bit 1 Rio Moreno (joined stretch: both)
};

// Why a dam may not go on a side. The names are stable (scripts and tests).
enum class DamVerdict : std::uint8_t { Ok, NoSuchSide, AlreadyDammed, ClosesEveryLowerSide };
QString damVerdictName(DamVerdict verdict); // "dam.closesEveryLowerSide"
class DamText
{
    // The context lupdate gives the tr() calls of routing.cpp.
    Q_DECLARE_TR_FUNCTIONS(DamText)
public:
    static QString sentence(DamVerdict verdict); // one sentence on what the rule forbids
};

// A board compiled to flat arrays for routing: per cell its height, the
// neighbours behind its three lower sides in tie order (S, SW, SE; -1 where a
// river may not go: off the board, a road, a mountain), and its dams as bits.
class RiverRouter
{
public:
    RiverRouter() = default;
    explicit RiverRouter(const Board &board);

    int cellCount() const { return int(m_height.size()); }
    int cellIndex(Hex hex) const;

    // Routes both rivers into `routing` (whose buffers are reused).
    void route(Routing &routing) const;
    Routing route() const
    {
        Routing routing;
        route(routing);
        return routing;
    }

    DamVerdict canDam(HexSide side) const;
    // Puts a dam (after canDam said Ok) or takes one away.
    void setDam(HexSide side, bool dammed);
    bool hasDam(HexSide side) const;

    // The open lower sides of a river hex whose neighbours lie lowest, in tie order (S, SW, SE). More than
    // one is a tie, where the rules let the player choose the way (Board::choices); a spring has none.
    std::vector<Side> lowestSides(int cell) const;
    // Where the rules leave the player a choice of the way a river leaves a cell: at a spring its open marked
    // outflows, at a river hex its lowest open lower sides. Two or more: a choice; none elsewhere.
    std::vector<Side> courseSides(int cell) const;
    // The player's choice at a cell: a spring's outflow, or the lower side taken at a tie (when it is lowest).
    void setChoice(int cell, Side side);

    // A river hex none of whose lower sides leads anywhere a river may go.
    std::vector<int> deadEnds() const;

private:
    struct LowerSide
    {
        int cell;
        int tieIndex;
    };
    // Cell and tie-order index of a normalised side, or cell -1.
    LowerSide locate(HexSide side) const;
    int nextCell(int cell, Side *exit) const;
    void routeOne(River river, Routing &routing, bool stopAtOther) const;

    std::vector<Hex> m_hexes;
    std::vector<std::uint8_t> m_terrain;
    std::vector<std::int8_t> m_height;
    std::vector<std::array<std::int16_t, 3>> m_lower;
    std::vector<std::uint8_t> m_dams; // bit i: lower side i (tie order) is dammed
    std::vector<std::int8_t> m_choice; // tie-order index the player chose at a tie, or -1
    std::array<std::int16_t, RiverCount> m_spring {-1, -1};
    std::array<std::int8_t, RiverCount> m_outflowFirst {-1, -1}; // tie index of the chosen outflow
    std::array<std::uint8_t, RiverCount> m_outflowMask {0, 0}; // tie-order bits of the marked outflows
    int m_qMin = 0;
    int m_rMin = 0;
    int m_width = 0;
    int m_heightRows = 0;
    std::vector<std::int16_t> m_index; // (r - rMin) * width + (q - qMin) -> cell or -1
};

// Land hexes a river waters on a routed board (the joined stretch counts for both).
int wateredLength(const Board &board, const Routing &routing, River river);

// Puts a dam on a board (normalising the side) or says why not.
DamVerdict addDam(Board &board, HexSide side);

} // namespace Krajina::DosRios
