// SPDX-FileCopyrightText: 2026 Krajina contributors
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

#include "engine/game.h"
#include "hex/pieces.h"

namespace Krajina::DosRios {

// A Dos Rios game record replayed on `set` as `krajina-cli play` reports it: each move's verdict, captures, card
// payouts, dams and bandit strikes, each player at the end and the winner; players counted from 1 in the text,
// from 0 in the JSON (DosRiosRules::replayRecord).
bool replayDosRiosRecord(const RecordFile &file, const PieceSet &set, RecordReplay &replay, QString *error);

} // namespace Krajina::DosRios
