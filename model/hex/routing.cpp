// SPDX-FileCopyrightText: 2026 Krajina contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "hex/routing.h"

#include "enumnames.h"

#include <algorithm>
#include <limits>

using namespace Qt::StringLiterals;

namespace Krajina::DosRios {

namespace {
constexpr int tieIndexOf(Side side)
{
    for (int i = 0; i < 3; ++i) {
        if (LowerSidesInTieOrder[i] == side)
            return i;
    }
    return -1;
}
} // namespace

constexpr EnumNames<CourseEnd, 5> courseEnds = {{
    {CourseEnd::Lake, u"lake"},
    {CourseEnd::City, u"city"},
    {CourseEnd::Joined, u"joined"},
    {CourseEnd::Stuck, u"stuck"},
    {CourseEnd::NoSpring, u"noSpring"},
}};

QString courseEndName(CourseEnd end)
{
    return enumName(courseEnds, end);
}

constexpr EnumNames<DamVerdict, 4> damVerdicts = {{
    {DamVerdict::Ok, u"ok"},
    {DamVerdict::NoSuchSide, u"dam.noSuchSide"},
    {DamVerdict::AlreadyDammed, u"dam.alreadyDammed"},
    {DamVerdict::ClosesEveryLowerSide, u"dam.closesEveryLowerSide"},
}};

QString damVerdictName(DamVerdict verdict)
{
    return enumName(damVerdicts, verdict);
}

QString DamText::sentence(DamVerdict verdict)
{
    switch (verdict) {
    case DamVerdict::Ok:
        return tr("The dam may go here.");
    case DamVerdict::NoSuchSide:
        return tr("A dam goes on a side between a hex a river may flow through and the hex below it.");
    case DamVerdict::AlreadyDammed:
        return tr("This side is dammed already.");
    case DamVerdict::ClosesEveryLowerSide:
        return tr("A dam may not close every lower side of a hex through which a river could flow on.");
    }
    return {};
}

RiverRouter::RiverRouter(const Board &board)
{
    if (board.cells.isEmpty())
        return;
    int qMax = std::numeric_limits<int>::min();
    int rMax = std::numeric_limits<int>::min();
    m_qMin = std::numeric_limits<int>::max();
    m_rMin = std::numeric_limits<int>::max();
    for (const HexCell &cell : board.cells) {
        m_qMin = std::min(m_qMin, cell.at.q);
        m_rMin = std::min(m_rMin, cell.at.r);
        qMax = std::max(qMax, cell.at.q);
        rMax = std::max(rMax, cell.at.r);
    }
    m_width = qMax - m_qMin + 1;
    m_heightRows = rMax - m_rMin + 1;
    m_index.assign(std::size_t(m_width) * std::size_t(m_heightRows), -1);
    const auto count = board.cells.size();
    m_hexes.reserve(count);
    for (qsizetype i = 0; i < count; ++i) {
        const HexCell &cell = board.cells[i];
        m_index[std::size_t(cell.at.r - m_rMin) * std::size_t(m_width) + std::size_t(cell.at.q - m_qMin)]
            = std::int16_t(i);
        m_hexes.push_back(cell.at);
        m_terrain.push_back(std::uint8_t(cell.terrain));
        m_height.push_back(std::int8_t(terrainHeight(cell.terrain)));
    }
    m_lower.resize(std::size_t(count));
    m_dams.assign(std::size_t(count), 0);
    m_choice.assign(std::size_t(count), -1);
    for (qsizetype i = 0; i < count; ++i) {
        for (int t = 0; t < 3; ++t) {
            const int n = cellIndex(neighbour(m_hexes[std::size_t(i)], LowerSidesInTieOrder[t]));
            const bool enterable = n >= 0
                && (isRiverLand(Terrain(m_terrain[std::size_t(n)])) || isRiverEnd(Terrain(m_terrain[std::size_t(n)])));
            m_lower[std::size_t(i)][std::size_t(t)] = std::int16_t(enterable ? n : -1);
        }
        const HexCell &cell = board.cells[i];
        if (cell.terrain == Terrain::Spring && m_spring[int(cell.river)] < 0) {
            const int r = int(cell.river);
            m_spring[r] = std::int16_t(i);
            for (qsizetype o = 0; o < cell.outflows.size(); ++o) {
                const int t = tieIndexOf(cell.outflows[o]);
                if (t < 0)
                    continue;
                m_outflowMask[r] |= std::uint8_t(1u << t);
                if (o == board.outflow[r])
                    m_outflowFirst[r] = std::int8_t(t);
            }
        }
    }
    for (const HexSide &dam : board.dams)
        setDam(dam, true);
    for (const HexSide &choice : board.choices) {
        const int c = cellIndex(choice.hex);
        const int t = tieIndexOf(choice.side);
        if (c >= 0 && t >= 0)
            m_choice[std::size_t(c)] = std::int8_t(t);
    }
}

int RiverRouter::cellIndex(Hex hex) const
{
    const int q = hex.q - m_qMin;
    const int r = hex.r - m_rMin;
    if (q < 0 || r < 0 || q >= m_width || r >= m_heightRows)
        return -1;
    return m_index[std::size_t(r) * std::size_t(m_width) + std::size_t(q)];
}

RiverRouter::LowerSide RiverRouter::locate(HexSide side) const
{
    const HexSide n = normalised(side);
    return {cellIndex(n.hex), tieIndexOf(n.side)};
}

int RiverRouter::nextCell(int cell, Side *exit) const
{
    const auto &lower = m_lower[std::size_t(cell)];
    const std::uint8_t dams = m_dams[std::size_t(cell)];
    int best = -1;
    int bestHeight = std::numeric_limits<int>::max();
    for (int t = 0; t < 3; ++t) {
        const int n = lower[std::size_t(t)];
        if (n < 0 || (dams & (1u << t)))
            continue;
        const int h = m_height[std::size_t(n)];
        if (h < bestHeight || (h == bestHeight && t == m_choice[std::size_t(cell)])) {
            best = t;
            bestHeight = h;
        }
    }
    if (best < 0)
        return -1;
    *exit = LowerSidesInTieOrder[std::size_t(best)];
    return lower[std::size_t(best)];
}

std::vector<Side> RiverRouter::lowestSides(int cell) const
{
    std::vector<Side> sides;
    if (cell < 0 || cell >= cellCount() || !isRiverLand(Terrain(m_terrain[std::size_t(cell)])))
        return sides;
    const auto &lower = m_lower[std::size_t(cell)];
    int lowest = std::numeric_limits<int>::max();
    for (int t = 0; t < 3; ++t) {
        const int n = lower[std::size_t(t)];
        if (n < 0 || (m_dams[std::size_t(cell)] & (1u << t)))
            continue;
        const int h = m_height[std::size_t(n)];
        if (h < lowest)
            sides.clear();
        if (h <= lowest) {
            lowest = h;
            sides.push_back(LowerSidesInTieOrder[std::size_t(t)]);
        }
    }
    return sides;
}

std::vector<Side> RiverRouter::courseSides(int cell) const
{
    if (cell < 0 || cell >= cellCount())
        return {};
    for (int r = 0; r < RiverCount; ++r) {
        if (m_spring[std::size_t(r)] != cell)
            continue;
        std::vector<Side> sides;
        const std::uint8_t open = m_outflowMask[std::size_t(r)] & ~m_dams[std::size_t(cell)];
        for (int t = 0; t < 3; ++t) {
            if ((open & (1u << t)) && m_lower[std::size_t(cell)][std::size_t(t)] >= 0)
                sides.push_back(LowerSidesInTieOrder[std::size_t(t)]);
        }
        return sides;
    }
    return lowestSides(cell);
}

void RiverRouter::setChoice(int cell, Side side)
{
    const int t = tieIndexOf(side);
    if (cell < 0 || cell >= cellCount() || t < 0)
        return;
    for (int r = 0; r < RiverCount; ++r) {
        if (m_spring[std::size_t(r)] == cell) {
            m_outflowFirst[std::size_t(r)] = std::int8_t(t);
            return;
        }
    }
    m_choice[std::size_t(cell)] = std::int8_t(t);
}

void RiverRouter::routeOne(River river, Routing &routing, bool stopAtOther) const
{
    RiverCourse &course = routing.rivers[int(river)];
    course.cells.clear();
    course.exits.clear();
    const int spring = m_spring[int(river)];
    if (spring < 0) {
        course.end = CourseEnd::NoSpring;
        return;
    }
    const std::uint8_t bit = std::uint8_t(1u << int(river));
    course.cells.push_back(spring);
    // The chosen outflow unless it is dammed, then the other marked one.
    const std::uint8_t open = m_outflowMask[int(river)] & ~m_dams[std::size_t(spring)];
    int t = m_outflowFirst[int(river)];
    if (t < 0 || !(open & (1u << t))) {
        t = -1;
        for (int i = 0; i < 3 && t < 0; ++i) {
            if (open & (1u << i))
                t = i;
        }
    }
    int cell = t >= 0 ? m_lower[std::size_t(spring)][std::size_t(t)] : -1;
    if (cell < 0) {
        course.end = CourseEnd::Stuck;
        return;
    }
    course.exits.push_back(LowerSidesInTieOrder[std::size_t(t)]);
    while (true) {
        course.cells.push_back(cell);
        std::uint8_t &watered = routing.watered[std::size_t(cell)];
        const auto terrain = Terrain(m_terrain[std::size_t(cell)]);
        if (isRiverEnd(terrain)) {
            // A lake or the city ends a course; the other river ending there too is no join.
            if (watered & ~bit)
                routing.sharedEndCell = cell;
            watered |= bit;
            course.end = terrain == Terrain::City ? CourseEnd::City : CourseEnd::Lake;
            return;
        }
        if (stopAtOther && watered) {
            course.end = CourseEnd::Joined;
            routing.joinCell = cell;
            return;
        }
        watered |= bit;
        Side exit;
        const int next = nextCell(cell, &exit);
        if (next < 0) {
            course.end = CourseEnd::Stuck;
            return;
        }
        course.exits.push_back(exit);
        cell = next;
    }
}

void RiverRouter::route(Routing &routing) const
{
    routing.watered.assign(m_height.size(), 0);
    routing.joinCell = -1;
    routing.sharedEndCell = -1;
    routeOne(River::Grande, routing, false);
    routeOne(River::Moreno, routing, true);
    if (routing.joinCell >= 0) {
        // From the join down Rio Grande's course counts for both rivers.
        const auto &grande = routing.rivers[int(River::Grande)].cells;
        const auto from = std::find(grande.begin(), grande.end(), routing.joinCell);
        for (auto it = from; it != grande.end(); ++it)
            routing.watered[std::size_t(*it)] |= 3;
    }
}

DamVerdict RiverRouter::canDam(HexSide side) const
{
    const LowerSide at = locate(side);
    if (at.cell < 0 || at.tieIndex < 0)
        return DamVerdict::NoSuchSide;
    const auto terrain = Terrain(m_terrain[std::size_t(at.cell)]);
    if (!isRiverLand(terrain) && terrain != Terrain::Spring)
        return DamVerdict::NoSuchSide;
    if (cellIndex(neighbour(m_hexes[std::size_t(at.cell)], LowerSidesInTieOrder[std::size_t(at.tieIndex)])) < 0)
        return DamVerdict::NoSuchSide;
    const std::uint8_t bit = std::uint8_t(1u << at.tieIndex);
    std::uint8_t dams = m_dams[std::size_t(at.cell)];
    if (dams & bit)
        return DamVerdict::AlreadyDammed;
    dams |= bit;
    std::uint8_t usable = 0;
    for (int t = 0; t < 3; ++t) {
        if (m_lower[std::size_t(at.cell)][std::size_t(t)] >= 0)
            usable |= std::uint8_t(1u << t);
    }
    if (terrain == Terrain::Spring) {
        for (int r = 0; r < RiverCount; ++r) {
            if (m_spring[r] == at.cell)
                usable &= m_outflowMask[r];
        }
    }
    // Only a side a river could use can close the last way out.
    if ((usable & bit) && !(usable & ~dams))
        return DamVerdict::ClosesEveryLowerSide;
    return DamVerdict::Ok;
}

void RiverRouter::setDam(HexSide side, bool dammed)
{
    const LowerSide at = locate(side);
    if (at.cell < 0 || at.tieIndex < 0)
        return;
    const std::uint8_t bit = std::uint8_t(1u << at.tieIndex);
    std::uint8_t &dams = m_dams[std::size_t(at.cell)];
    dams = dammed ? (dams | bit) : (dams & ~bit);
}

bool RiverRouter::hasDam(HexSide side) const
{
    const LowerSide at = locate(side);
    return at.cell >= 0 && at.tieIndex >= 0 && (m_dams[std::size_t(at.cell)] & (1u << at.tieIndex));
}

std::vector<int> RiverRouter::deadEnds() const
{
    std::vector<int> cells;
    for (int c = 0; c < cellCount(); ++c) {
        if (!isRiverLand(Terrain(m_terrain[std::size_t(c)])))
            continue;
        const auto &lower = m_lower[std::size_t(c)];
        if (lower[0] < 0 && lower[1] < 0 && lower[2] < 0)
            cells.push_back(c);
    }
    return cells;
}

int wateredLength(const Board &board, const Routing &routing, River river)
{
    int length = 0;
    const std::uint8_t bit = std::uint8_t(1u << int(river));
    for (std::size_t c = 0; c < routing.watered.size(); ++c) {
        if ((routing.watered[c] & bit) && isRiverLand(board.cells[qsizetype(c)].terrain))
            ++length;
    }
    return length;
}

DamVerdict addDam(Board &board, HexSide side)
{
    const DamVerdict verdict = RiverRouter(board).canDam(side);
    if (verdict == DamVerdict::Ok) {
        board.dams.append(normalised(side));
        std::sort(board.dams.begin(), board.dams.end());
    }
    return verdict;
}

} // namespace Krajina::DosRios
