// SPDX-FileCopyrightText: 2026 Krajina contributors
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

#include "engine/gamesession.h"

namespace Krajina {

struct Catalogue;

// A game of Carcassonne behind engine/gamesession.h (CarcassonneRules::newSession): a GameState, the record of its
// moves, and the catalogue its tiles come from. The start tile is placed at once (rotation 0, as
// `simulate --record` writes it) and each turn's tile is drawn before the moves are listed; tiles that fit nowhere
// are set aside as they are drawn, each written to the record as a discard.
std::unique_ptr<GameSession> newCarcassonneSession(const QJsonObject &setUp, quint64 seed, QString *error,
                                                   const Catalogue *catalogue);

} // namespace Krajina
