// SPDX-FileCopyrightText: 2026 Krajina contributors
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

#include <QString>

#include <array>
#include <cstdint>
#include <optional>

namespace Krajina {

enum class Side : std::uint8_t { North, East, South, West };

// A set of places on a tile's perimeter, in the JCloisterZone convention: the
// sides N E S W and the field half-edges NL NR EL ER SL SR WL WR ("left" and
// "right" as seen from the tile's centre looking out through that side).
// Clockwise from the top-left corner the twelve positions run
//   NL N NR EL E ER SL S SR WL W WR
// so a quarter turn clockwise moves every position three places on.
//
// Like Tiled's WangId it is a cheap value type: twelve bits.
class Location
{
public:
    static constexpr int PositionCount = 12;

    constexpr Location() = default;

    static constexpr Location fromBits(std::uint16_t bits) { return Location(bits & AllBits); }
    static constexpr Location position(int index) { return Location(std::uint16_t(1u << (index % PositionCount))); }
    static constexpr Location side(Side s) { return position(int(s) * 3 + 1); }

    static constexpr Location NL() { return position(0); }
    static constexpr Location N() { return position(1); }
    static constexpr Location NR() { return position(2); }
    static constexpr Location EL() { return position(3); }
    static constexpr Location E() { return position(4); }
    static constexpr Location ER() { return position(5); }
    static constexpr Location SL() { return position(6); }
    static constexpr Location S() { return position(7); }
    static constexpr Location SR() { return position(8); }
    static constexpr Location WL() { return position(9); }
    static constexpr Location W() { return position(10); }
    static constexpr Location WR() { return position(11); }
    static constexpr Location allSides() { return Location(SideBits); }
    static constexpr Location allHalfEdges() { return Location(AllBits & ~SideBits); }
    static constexpr Location all() { return Location(AllBits); }

    constexpr std::uint16_t bits() const { return m_bits; }
    constexpr bool isEmpty() const { return m_bits == 0; }
    constexpr bool contains(Location other) const { return (m_bits & other.m_bits) == other.m_bits; }
    constexpr bool intersects(Location other) const { return (m_bits & other.m_bits) != 0; }
    int count() const;

    constexpr Location sides() const { return Location(m_bits & SideBits); }
    constexpr Location halfEdges() const { return Location(m_bits & ~SideBits); }
    // The two half-edges flanking each side in this set (N gives NL NR).
    constexpr Location flankingHalfEdges() const
    {
        const std::uint16_t s = m_bits & SideBits;
        return Location(std::uint16_t(((s >> 1) | (s << 1)) & AllBits & ~SideBits));
    }
    // Positions next to this set round the perimeter (wrapping from WR to NL).
    constexpr Location neighbours() const
    {
        const std::uint16_t b = m_bits;
        const std::uint16_t next = std::uint16_t(((b << 1) | (b >> 11)) & AllBits);
        const std::uint16_t prev = std::uint16_t(((b >> 1) | (b << 11)) & AllBits);
        return Location(std::uint16_t((next | prev) & ~b));
    }

    // Rotated clockwise by quarterTurns (negative turns rotate anticlockwise).
    constexpr Location rotated(int quarterTurns) const
    {
        const int shift = ((quarterTurns % 4 + 4) % 4) * 3;
        if (shift == 0)
            return *this;
        return Location(std::uint16_t(((m_bits << shift) | (m_bits >> (PositionCount - shift))) & AllBits));
    }
    // The positions a neighbour sees across the edges: N meets S, NL meets SR.
    constexpr Location opposite() const { return rotated(2).mirroredAcrossSides(); }

    // Index of the lowest position, or -1 when empty.
    int firstPosition() const;
    // The single side in this set, if it holds exactly one side and nothing else.
    std::optional<Side> singleSide() const;

    // "N E" / "NL NR" / "" - the JCloisterZone spelling, positions in perimeter order.
    QString toString() const;
    // Parses space-, comma- or dot-separated names ("N E", "NL,NR", "W.E"); nullopt on an unknown name.
    static std::optional<Location> fromString(QStringView text);
    static QString positionName(int index);

    friend constexpr Location operator|(Location a, Location b) { return Location(std::uint16_t(a.m_bits | b.m_bits)); }
    friend constexpr Location operator&(Location a, Location b) { return Location(std::uint16_t(a.m_bits & b.m_bits)); }
    friend constexpr Location operator-(Location a, Location b)
    {
        return Location(std::uint16_t(a.m_bits & ~b.m_bits));
    }
    Location &operator|=(Location o)
    {
        m_bits |= o.m_bits;
        return *this;
    }
    friend constexpr bool operator==(Location, Location) = default;
    friend constexpr auto operator<=>(Location, Location) = default;

private:
    static constexpr std::uint16_t AllBits = 0x0fff;
    static constexpr std::uint16_t SideBits = 0b010'010'010'010;

    constexpr explicit Location(std::uint16_t bits)
        : m_bits(bits)
    {
    }
    // Swaps left and right half-edges of each side (NL <-> NR ...), keeping sides.
    constexpr Location mirroredAcrossSides() const
    {
        const std::uint16_t left = m_bits & 0b001'001'001'001;
        const std::uint16_t right = m_bits & 0b100'100'100'100;
        return Location(std::uint16_t((m_bits & SideBits) | (left << 2) | (right >> 2)));
    }

    std::uint16_t m_bits = 0;
};

// Whether two disjoint sets cross each other round the perimeter (a ... b ... a ... b),
// which flat features on one tile cannot do.
bool interleaves(Location a, Location b);

QString sideName(Side side);
Side oppositeSide(Side side);
Side rotatedSide(Side side, int quarterTurns);

} // namespace Krajina
