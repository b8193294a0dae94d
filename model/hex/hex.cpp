// SPDX-FileCopyrightText: 2026 Krajina contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "hex/hex.h"

#include "enumnames.h"

#include <QStringList>

#include <algorithm>
#include <cmath>

using namespace Qt::StringLiterals;

namespace Krajina::DosRios {

namespace {

constexpr EnumNames<Side, SideCount> sides = {{
    {Side::N, u"N"},
    {Side::NE, u"NE"},
    {Side::SE, u"SE"},
    {Side::S, u"S"},
    {Side::SW, u"SW"},
    {Side::NW, u"NW"},
}};

} // namespace

QString sideName(Side side)
{
    return enumName(sides, side);
}

std::optional<Side> sideFromName(QStringView name)
{
    if (const std::optional<Side> side = enumFromName(sides, name, Qt::CaseInsensitive))
        return side;
    bool ok = false;
    const int number = name.toInt(&ok);
    if (ok && number >= 0 && number < SideCount)
        return Side(number);
    return std::nullopt;
}

QString SideText::letters(Side side)
{
    switch (side) {
    case Side::N:
        return tr("N", "compass letters of a hex side: north");
    case Side::NE:
        return tr("NE", "compass letters of a hex side: north-east");
    case Side::SE:
        return tr("SE", "compass letters of a hex side: south-east");
    case Side::S:
        return tr("S", "compass letters of a hex side: south");
    case Side::SW:
        return tr("SW", "compass letters of a hex side: south-west");
    case Side::NW:
        return tr("NW", "compass letters of a hex side: north-west");
    }
    return sideName(side);
}

HexSide normalised(HexSide side)
{
    if (isLowerSide(side.side))
        return side;
    return {neighbour(side.hex, side.side), opposite(side.side)};
}

QString hexText(Hex hex)
{
    return u"%1,%2"_s.arg(hex.q).arg(hex.r);
}

std::optional<Hex> hexFromText(QStringView text)
{
    const auto parts = text.split(u',');
    if (parts.size() != 2)
        return std::nullopt;
    bool okQ = false;
    bool okR = false;
    const Hex hex {parts[0].trimmed().toInt(&okQ), parts[1].trimmed().toInt(&okR)};
    if (!okQ || !okR)
        return std::nullopt;
    return hex;
}

HexPoint hexCentre(Hex hex)
{
    static const double root3 = std::sqrt(3.0);
    return {1.5 * hex.q, root3 * (hex.r + hex.q / 2.0)};
}

bool isTriangle(const std::array<Hex, 3> &hexes)
{
    const auto touches = [](Hex a, Hex b) {
        for (int side = 0; side < SideCount; ++side) {
            if (neighbour(a, Side(side)) == b)
                return true;
        }
        return false;
    };
    return touches(hexes[0], hexes[1]) && touches(hexes[1], hexes[2]) && touches(hexes[0], hexes[2]);
}

std::array<Hex, 3> clockwise(std::array<Hex, 3> hexes)
{
    double cx = 0;
    double cy = 0;
    for (const Hex hex : hexes) {
        cx += hexCentre(hex).x / 3;
        cy += hexCentre(hex).y / 3;
    }
    // Each hex's angle once (a hex straight left counts as -180°), then the three in its order.
    std::array<std::pair<double, Hex>, 3> byAngle;
    for (std::size_t i = 0; i < 3; ++i) {
        const HexPoint p = hexCentre(hexes[i]);
        const double a = std::atan2(p.y - cy, p.x - cx);
        byAngle[i] = {a > 3.14159 ? -a : a, hexes[i]};
    }
    std::sort(byAngle.begin(), byAngle.end(),
              [](const std::pair<double, Hex> &a, const std::pair<double, Hex> &b) { return a.first < b.first; });
    return {byAngle[0].second, byAngle[1].second, byAngle[2].second};
}

} // namespace Krajina::DosRios
