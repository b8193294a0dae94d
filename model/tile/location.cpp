// SPDX-FileCopyrightText: 2026 Krajina contributors
// SPDX-License-Identifier: GPL-3.0-or-later

#include "location.h"

#include <QStringList>

#include <bit>

namespace Krajina {

namespace {
constexpr std::array<const char16_t *, Location::PositionCount> positionNames
    = {u"NL", u"N", u"NR", u"EL", u"E", u"ER", u"SL", u"S", u"SR", u"WL", u"W", u"WR"};
}

int Location::count() const
{
    return std::popcount(m_bits);
}

int Location::firstPosition() const
{
    return m_bits == 0 ? -1 : std::countr_zero(m_bits);
}

std::optional<Side> Location::singleSide() const
{
    if (count() != 1 || sides() != *this)
        return std::nullopt;
    return Side((firstPosition() - 1) / 3);
}

QString Location::positionName(int index)
{
    return QString::fromUtf16(positionNames.at(std::size_t(index)));
}

QString Location::toString() const
{
    QStringList names;
    for (int i = 0; i < PositionCount; ++i) {
        if (m_bits & (1u << i))
            names << positionName(i);
    }
    return names.join(u' ');
}

namespace {

// The general parser: Qt's case-insensitive comparison (which folds more than ASCII).
std::optional<Location> parseFolded(QStringView text)
{
    Location result;
    const auto parts = text.split(u' ', Qt::SkipEmptyParts);
    for (QStringView chunk : parts) {
        for (QStringView part : chunk.split(u',', Qt::SkipEmptyParts)) {
            for (QStringView name : part.split(u'.', Qt::SkipEmptyParts)) {
                int found = -1;
                for (int i = 0; i < Location::PositionCount; ++i) {
                    if (name.compare(QStringView(positionNames.at(std::size_t(i))), Qt::CaseInsensitive) == 0) {
                        found = i;
                        break;
                    }
                }
                if (found < 0)
                    return std::nullopt;
                result |= Location::position(found);
            }
        }
    }
    return result;
}

// The position a name of one or two upper-case ASCII letters spells, or -1.
int positionOf(char16_t first, char16_t second)
{
    int side = -1;
    switch (first) {
    case u'N':
        side = 0;
        break;
    case u'E':
        side = 1;
        break;
    case u'S':
        side = 2;
        break;
    case u'W':
        side = 3;
        break;
    default:
        return -1;
    }
    switch (second) {
    case 0:
        return side * 3 + 1;
    case u'L':
        return side * 3;
    case u'R':
        return side * 3 + 2;
    default:
        return -1;
    }
}

} // namespace

std::optional<Location> Location::fromString(QStringView text)
{
    // Plain ASCII (every file Krajina writes) is read in one pass; anything else
    // goes through parseFolded(), which gives the same answer more slowly.
    Location result;
    char16_t name[2] = {0, 0};
    int length = 0;
    const auto endName = [&]() {
        if (length == 0)
            return true;
        const int found = positionOf(name[0], length == 2 ? name[1] : char16_t(0));
        if (found < 0)
            return false;
        result |= position(found);
        name[0] = name[1] = 0;
        length = 0;
        return true;
    };
    for (const QChar qc : text) {
        char16_t c = qc.unicode();
        if (c >= 0x80)
            return parseFolded(text);
        if (c == u' ' || c == u',' || c == u'.') {
            if (!endName())
                return std::nullopt;
            continue;
        }
        if (c >= u'a' && c <= u'z')
            c = char16_t(c - u'a' + u'A');
        if (length == 2)
            return std::nullopt;
        name[length++] = c;
    }
    if (!endName())
        return std::nullopt;
    return result;
}

bool interleaves(Location a, Location b)
{
    // Walk the perimeter and count how often membership switches between a and b.
    int switches = 0;
    int last = 0; // 0 none yet, 1 a, 2 b
    int first = 0;
    for (int i = 0; i < Location::PositionCount; ++i) {
        const Location p = Location::position(i);
        const int owner = a.contains(p) ? 1 : (b.contains(p) ? 2 : 0);
        if (owner == 0)
            continue;
        if (first == 0)
            first = owner;
        if (last != 0 && owner != last)
            ++switches;
        last = owner;
    }
    if (last != 0 && last != first)
        ++switches;
    return switches > 2;
}

QString sideName(Side side)
{
    return Location::side(side).toString();
}

Side oppositeSide(Side side)
{
    return Side((int(side) + 2) % 4);
}

Side rotatedSide(Side side, int quarterTurns)
{
    return Side(((int(side) + quarterTurns) % 4 + 4) % 4);
}

} // namespace Krajina
