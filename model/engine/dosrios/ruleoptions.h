// SPDX-FileCopyrightText: 2026 Krajina contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QString>
#include <QStringList>

namespace Krajina::DosRios {

// The settings of the Dos Rios engine that settle a point the rules leave
// open, by stable name: "dosrios.tieChoice" (which of two equally low sides a
// river takes: the fixed order, or the player's choice held by the board) and
// "dosrios.deckRunsOut" (GameSetUp::deckRunsOut). Each is explained by one unit
// of the Dos Rios rules page, whose {{Reading}} names it back.
QStringList ruleOptionNames();
// The unit that explains an option, "dos-rios#53"; empty for an unknown name.
QString ruleOptionExplainedIn(QStringView name);

} // namespace Krajina::DosRios
