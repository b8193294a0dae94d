// SPDX-FileCopyrightText: 2026 Krajina contributors
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

#include "engine/game.h"

#include <QByteArray>
#include <QList>
#include <QStringList>
#include <QStringView>

namespace Krajina {

// The games Krajina plays, Carcassonne first. The one file of engine/ that includes the
// games' folders; a new game adds its GameRules here (model/engine/README.md, "A game").
const QList<const GameRules *> &games();
const GameRules *gameById(QStringView id);
// The game of a record: the one its "game" names, else Carcassonne (a Carcassonne record names
// none; for text that is not a record, or names no game we play, Carcassonne's reader says what is
// wrong with it).
const GameRules &gameOfRecord(const QByteArray &text);
// The game `simulate --expansions LIST` plays: the game whose id is the whole list, else
// Carcassonne with those tile expansions.
const GameRules &gameOfExpansions(const QStringList &expansions);

} // namespace Krajina
