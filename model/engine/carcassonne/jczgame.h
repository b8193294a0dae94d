// SPDX-FileCopyrightText: 2026 Krajina contributors
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

#include <QByteArray>
#include <QJsonObject>
#include <QString>

#include <optional>

namespace Krajina {

struct Catalogue;

// JCloisterZone's saved games (.jcz): the JSON of JCloisterZone 4 ("slots",
// "setup.expansions", tile ids such as "BA.RCr") and of JCloisterZone 5
// ("players", "setup.sets", tile ids such as "BA/RCr"), read as Krajina game
// records (model/engine/game-records.md, "JCloisterZone saved games").
namespace JczGame {

// Whether a text is a JCloisterZone saved game, judged from its content (a
// JSON object with "setup" and "replay"), whatever the file is called.
bool isSavedGame(const QByteArray &text);

// The Krajina game record of a saved game: the same expansions, rule options,
// players and moves (every move expected "ok", as JCloisterZone accepted it),
// and its test assertions ("Alice has 9 points", "Alice scored city for 4
// points") as expectations on the moves or the final scoring that meet them.
// `catalogue` maps JCloisterZone's tile ids to Krajina's. A game that uses an
// expansion, figure or rule Krajina lacks is refused, naming them; every error
// names the place in the text ("line 12, column 7: replay[3].payload: ...").
std::optional<QJsonObject> toRecord(const QByteArray &text, const Catalogue &catalogue, QString *error);

} // namespace JczGame

} // namespace Krajina
