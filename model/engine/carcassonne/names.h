// SPDX-FileCopyrightText: 2026 Krajina contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "enginetypes.h"

#include <QString>
#include <QStringView>

#include <optional>

// The engine's names for what its messages and records mention. The *Name
// functions give the stable English names files and JSON use; the *Text
// functions give the same words in the user's language, for sentences.

namespace Krajina {

QString cellText(int x, int y); // "(2, -1)", as messages name a board cell
QString segmentKindName(SegmentKind kind); // "city", "road", "field", "river", "monastery"
QString followerRoleName(FollowerRole role); // "knight", "thief", "farmer", "monk"
QString positionName(int position); // "NL" ... "WR", "monastery"
std::optional<int> positionFromName(QStringView name);
QString edgeKindName(EdgeKind kind);

QString segmentKindText(SegmentKind kind);
QString followerRoleText(FollowerRole role);
QString positionText(int position); // "NL" ... "WR", or the word for a monastery
QString edgeKindText(EdgeKind kind);
QString sideText(int side); // "north", "east", "south", "west"
QString turnText(int turn); // "left" (turn < 0) or "right"

} // namespace Krajina
