// SPDX-FileCopyrightText: 2026 Krajina contributors
// SPDX-License-Identifier: GPL-3.0-or-later

#include "commands.h"

#include "engine/carcassonne/jczgame.h"
#include "engine/games.h"
#include "inputfile.h"

#include <QCommandLineParser>

using namespace Qt::StringLiterals;

namespace Krajina {

int runPlayCommand(const QStringList &arguments, CliIo &io)
{
    QCommandLineParser parser;
    parser.setApplicationDescription(
        u"Replay a game record of either game: the verdict on each move (ok or the rule it breaks) and what it "
        "did. Carcassonne: the features completed, points, bets paid and the final score. Dos Rios (a record with "
        "\"game\": \"dos-rios\", on the board of its seed or of its \"layout\"): captures, card payouts, dams, "
        "bandit strikes, each player's money, wood and buildings at the end, and the winner; players are counted "
        "from 1 in the text, from 0 in records and --json. Exit 0 when the record was evaluated (1 when its "
        "\"expect\" entries fail), 2 when it is malformed. A JCloisterZone saved game (.jcz, JCloisterZone 4 or "
        "5) is replayed as the record `convert GAME.jcz RECORD.json` writes, its test assertions checked as "
        "expectations. The record formats of both games, with worked examples: model/engine/game-records.md in "
        "Krajina's sources."_s);
    parser.addPositionalArgument(u"RECORD"_s,
                                 u"The game record (JSON) or JCloisterZone saved game; \"-\" reads standard input."_s);
    const QCommandLineOption catalogueOption(
        u"catalogue"_s, u"Play with this catalogue instead of the one the record names."_s, u"FILE"_s);
    const QCommandLineOption json = addJsonOption(parser);
    parser.addOption(catalogueOption);
    if (!parseCommandLine(parser, arguments, io))
        return ExitBadInput;
    if (parser.positionalArguments().size() != 1) {
        io.err << "play: give one game record (see krajina-cli play --help)\n";
        return ExitBadInput;
    }
    const QString path = parser.positionalArguments().first();
    const InputFile input = readInputFile(path);
    if (!input.ok()) {
        io.err << "play: " << input.error << '\n';
        return ExitBadInput;
    }
    // A JCloisterZone saved game is played as the record `convert` makes of it.
    RecordFile file {input.data, path, input.displayName, parser.value(catalogueOption)};
    QString error;
    if (JczGame::isSavedGame(input.data)
        && !jczSavedGameRecord(InputFile {input.data, {}, input.displayName}, file.catalogue, file.text, &error)) {
        io.err << "play: " << error << '\n';
        return ExitBadInput;
    }
    // The game the record names replays it and says what came of it.
    RecordReplay replay;
    if (!gameOfRecord(file.text).replayRecord(file, replay, &error)) {
        io.err << "play: " << error << '\n';
        return ExitBadInput;
    }
    if (parser.isSet(json))
        printJson(io, replay.json);
    else
        io.out << replay.text;
    if (!replay.failedExpectations.isEmpty()) {
        for (const QString &failure : std::as_const(replay.failedExpectations))
            io.err << "play: " << input.displayName << ": expectation failed: " << failure << '\n';
        return ExitFindings;
    }
    return ExitOk;
}

} // namespace Krajina
