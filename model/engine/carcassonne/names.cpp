// SPDX-FileCopyrightText: 2026 Krajina contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "names.h"

#include "tile/location.h"

#include <array>

using namespace Qt::StringLiterals;

namespace Krajina {

QString cellText(int x, int y)
{
    return u"(%1, %2)"_s.arg(x).arg(y);
}

QString segmentKindName(SegmentKind kind)
{
    switch (kind) {
    case SegmentKind::City:
        return u"city"_s;
    case SegmentKind::Road:
        return u"road"_s;
    case SegmentKind::Field:
        return u"field"_s;
    case SegmentKind::River:
        return u"river"_s;
    case SegmentKind::Monastery:
        return u"monastery"_s;
    }
    return {};
}

QString followerRoleName(FollowerRole role)
{
    switch (role) {
    case FollowerRole::Knight:
        return u"knight"_s;
    case FollowerRole::Thief:
        return u"thief"_s;
    case FollowerRole::Farmer:
        return u"farmer"_s;
    case FollowerRole::Monk:
        return u"monk"_s;
    case FollowerRole::None:
        break;
    }
    return u"follower"_s;
}

QString positionName(int position)
{
    if (position == MonasteryPosition)
        return u"monastery"_s;
    if (position < 0 || position >= PositionCount)
        return u"?"_s;
    return Location::positionName(position);
}

std::optional<int> positionFromName(QStringView name)
{
    if (name == u"monastery")
        return MonasteryPosition;
    for (int p = 0; p < PositionCount; ++p) {
        if (name.compare(Location::positionName(p), Qt::CaseInsensitive) == 0)
            return p;
    }
    return std::nullopt;
}

QString edgeKindName(EdgeKind kind)
{
    switch (kind) {
    case EdgeKind::Field:
        return u"field"_s;
    case EdgeKind::Road:
        return u"road"_s;
    case EdgeKind::City:
        return u"city"_s;
    case EdgeKind::River:
        return u"river"_s;
    case EdgeKind::None:
        break;
    }
    return u"nothing"_s;
}

QString sideName(int side)
{
    static const std::array<QString, 4> words = {u"north"_s, u"east"_s, u"south"_s, u"west"_s};
    return words[std::size_t(side & 3)];
}

QString turnName(int turn)
{
    return turn < 0 ? u"left"_s : u"right"_s;
}

} // namespace Krajina
