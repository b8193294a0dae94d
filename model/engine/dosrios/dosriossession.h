// SPDX-FileCopyrightText: 2026 Krajina contributors
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

#include "engine/gamesession.h"
#include "hex/pieces.h"

namespace Krajina::DosRios {

// A game of Dos Rios behind engine/gamesession.h (DosRiosRules::newSession): a GameHistory on `pieces` (the
// bundled ones when null).
std::unique_ptr<GameSession> newDosRiosSession(const QJsonObject &setUp, quint64 seed, QString *error,
                                               const PieceSet *pieces);

} // namespace Krajina::DosRios
