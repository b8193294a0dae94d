// SPDX-FileCopyrightText: 2026 Krajina contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "names.h"

#include "tile/location.h"

#include <QCoreApplication>

#include <algorithm>
#include <array>

using namespace Qt::StringLiterals;

namespace Krajina {

namespace {

constexpr const char *Context = "Krajina::EngineNames";

// Indexed by SegmentKind.
constexpr std::array<const char *, 5> segmentKinds
    = {QT_TRANSLATE_NOOP("Krajina::EngineNames", "city"), QT_TRANSLATE_NOOP("Krajina::EngineNames", "road"),
       QT_TRANSLATE_NOOP("Krajina::EngineNames", "field"), QT_TRANSLATE_NOOP("Krajina::EngineNames", "river"),
       QT_TRANSLATE_NOOP("Krajina::EngineNames", "monastery")};
// Indexed by FollowerRole.
constexpr std::array<const char *, 5> followerRoles
    = {QT_TRANSLATE_NOOP("Krajina::EngineNames", "knight"), QT_TRANSLATE_NOOP("Krajina::EngineNames", "thief"),
       QT_TRANSLATE_NOOP("Krajina::EngineNames", "farmer"), QT_TRANSLATE_NOOP("Krajina::EngineNames", "monk"),
       QT_TRANSLATE_NOOP("Krajina::EngineNames", "follower")};
// Indexed by EdgeKind.
constexpr std::array<const char *, 5> edgeKinds
    = {QT_TRANSLATE_NOOP("Krajina::EngineNames", "nothing"), QT_TRANSLATE_NOOP("Krajina::EngineNames", "field"),
       QT_TRANSLATE_NOOP("Krajina::EngineNames", "road"), QT_TRANSLATE_NOOP("Krajina::EngineNames", "city"),
       QT_TRANSLATE_NOOP("Krajina::EngineNames", "river")};
// Sides as an adjective before "side" or "river end".
constexpr std::array<const char *, 4> sides
    = {QT_TRANSLATE_NOOP("Krajina::EngineNames", "north"), QT_TRANSLATE_NOOP("Krajina::EngineNames", "east"),
       QT_TRANSLATE_NOOP("Krajina::EngineNames", "south"), QT_TRANSLATE_NOOP("Krajina::EngineNames", "west")};
// The way a river curves, after "curve" or "to the".
constexpr std::array<const char *, 2> turns
    = {QT_TRANSLATE_NOOP("Krajina::EngineNames", "left"), QT_TRANSLATE_NOOP("Krajina::EngineNames", "right")};

template<typename Table>
const char *entry(const Table &table, std::size_t index)
{
    return table[std::min(index, table.size() - 1)];
}

QString translated(const char *text)
{
    return QCoreApplication::translate(Context, text);
}

} // namespace

QString cellText(int x, int y)
{
    return u"(%1, %2)"_s.arg(x).arg(y);
}

QString segmentKindName(SegmentKind kind)
{
    return QString::fromLatin1(entry(segmentKinds, std::size_t(kind)));
}

QString followerRoleName(FollowerRole role)
{
    return QString::fromLatin1(entry(followerRoles, std::size_t(role)));
}

QString positionName(int position)
{
    if (position == MonasteryPosition)
        return segmentKindName(SegmentKind::Monastery);
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
    return QString::fromLatin1(entry(edgeKinds, std::size_t(kind)));
}

QString segmentKindText(SegmentKind kind)
{
    return translated(entry(segmentKinds, std::size_t(kind)));
}

QString followerRoleText(FollowerRole role)
{
    return translated(entry(followerRoles, std::size_t(role)));
}

QString positionText(int position)
{
    return position == MonasteryPosition ? segmentKindText(SegmentKind::Monastery) : positionName(position);
}

QString edgeKindText(EdgeKind kind)
{
    return translated(entry(edgeKinds, std::size_t(kind)));
}

QString sideText(int side)
{
    return translated(sides[std::size_t(side & 3)]);
}

QString turnText(int turn)
{
    return translated(turns[turn < 0 ? 0 : 1]);
}

} // namespace Krajina
