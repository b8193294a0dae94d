// SPDX-FileCopyrightText: 2026 Krajina contributors
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

#include "clicommand.h"

#include "engine/seats.h"

#include <vector>

namespace Krajina {
class GameRules;
}

// One function per krajina-cli command; each lives in its own file.
namespace Krajina {

int runVersionCommand(const QStringList &arguments, CliIo &io);
int runTilesCommand(const QStringList &arguments, CliIo &io);
int runCheckCommand(const QStringList &arguments, CliIo &io);
int runConvertCommand(const QStringList &arguments, CliIo &io);
int runPlayCommand(const QStringList &arguments, CliIo &io);
int runSimulateCommand(const QStringList &arguments, CliIo &io);
int runRenderCommand(const QStringList &arguments, CliIo &io);
int runSheetsCommand(const QStringList &arguments, CliIo &io);
int runExportTilesCommand(const QStringList &arguments, CliIo &io);
int runRulesCommand(const QStringList &arguments, CliIo &io);
int runWikiCommand(const QStringList &arguments, CliIo &io);
int runDosRiosCommand(const QStringList &arguments, CliIo &io);
// A JCloisterZone saved game (JczGame) as the text of a Krajina game record, read with the
// catalogue at `cataloguePath` (the bundled one when empty); false with *error naming the file
// and the place (convertcommand.cpp, for `convert GAME.jcz` and `play GAME.jcz`).
struct InputFile;
bool jczSavedGameRecord(const InputFile &input, const QString &cataloguePath, QByteArray &recordText, QString *error);
// Writes a file `simulate` was asked for (--csv, --record); false after saying why on io.err.
bool writeSimulationFile(const QString &path, const QByteArray &data, CliIo &io);
// The wins by seat of `simulate --seats` as text lines (both games).
void printSeats(CliIo &io, const std::vector<PlayerPolicy> &policies, const SeatTally &tally, const QString &meanName);

// What `simulate` does for one game of the engine (engine/games.h); a new game adds a row to
// gameCliCommands() in commands.cpp (`play` reaches every game through GameRules::replayRecord).
struct GameCliCommands
{
    QString gameId; // GameRules::id()
    int (*simulate)(const QStringList &arguments, CliIo &io);
};
const GameCliCommands &gameCliCommands(const GameRules &game);

// Each game's simulate (Dos Rios: `simulate --expansions dos-rios`).
int simulateCarcassonne(const QStringList &arguments, CliIo &io);
int simulateDosRios(const QStringList &arguments, CliIo &io);

} // namespace Krajina
