// SPDX-FileCopyrightText: 2026 Krajina contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QCoreApplication>
#include <QString>

#include <array>
#include <cstdint>
#include <optional>

namespace Krajina::DosRios {

// Hexes with a flat top in axial coordinates (q, r). "Up" is towards the
// mountains: every hex has three upper sides (NW, N, NE) and three lower
// sides (SW, S, SE). Moving along q goes right and half a hex down, along r
// one hex down.
struct Hex
{
    int q = 0;
    int r = 0;
    friend bool operator==(Hex, Hex) = default;
    friend auto operator<=>(Hex, Hex) = default;
};

enum class Side : std::uint8_t { N, NE, SE, S, SW, NW };
inline constexpr int SideCount = 6;

inline constexpr std::array<Hex, SideCount> SideStep {{{0, -1}, {1, -1}, {1, 0}, {0, 1}, {-1, 1}, {-1, 0}}};

// The fixed order in which a tie between equally low lower sides is broken:
// straight down first, then down-left, then down-right.
inline constexpr std::array<Side, 3> LowerSidesInTieOrder {Side::S, Side::SW, Side::SE};

inline Hex neighbour(Hex hex, Side side)
{
    const Hex step = SideStep[int(side)];
    return {hex.q + step.q, hex.r + step.r};
}
inline Side opposite(Side side)
{
    return Side((int(side) + 3) % SideCount);
}
inline bool isLowerSide(Side side)
{
    return side == Side::SE || side == Side::S || side == Side::SW;
}

QString sideName(Side side); // "SW", the stable code of files and scripts
std::optional<Side> sideFromName(QStringView name); // "SW", "sw" or "4"

// The compass letters a reader sees: "SW" in English, "JZ" in Czech.
class SideText
{
    Q_DECLARE_TR_FUNCTIONS(Krajina::DosRios::SideText)
public:
    static QString letters(Side side);
};

// A side shared by two hexes, named from the hex above it (so that it is one of
// that hex's lower sides); every side has exactly one such name.
struct HexSide
{
    Hex hex;
    Side side = Side::S;
    friend bool operator==(const HexSide &, const HexSide &) = default;
    friend auto operator<=>(const HexSide &, const HexSide &) = default;
};
HexSide normalised(HexSide side);

// "3,-1" and back.
QString hexText(Hex hex);
std::optional<Hex> hexFromText(QStringView text);

// Centre of a hex whose corners are 1 from its centre (x right, y down).
struct HexPoint
{
    double x = 0;
    double y = 0;
};
HexPoint hexCentre(Hex hex);

// True when the three hexes touch each other pairwise (a land tile's outline).
bool isTriangle(const std::array<Hex, 3> &hexes);
// The three hexes of a triangle in clockwise order (on screen) starting from
// the one whose direction from the centre has the smallest angle from -180°.
std::array<Hex, 3> clockwise(std::array<Hex, 3> hexes);

} // namespace Krajina::DosRios
