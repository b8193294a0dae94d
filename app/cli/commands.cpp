// SPDX-FileCopyrightText: 2026 Krajina contributors
// SPDX-License-Identifier: GPL-3.0-or-later

#include "clicommand.h"

#include "commands.h"

using namespace Qt::StringLiterals;

namespace Krajina {

const QList<CliCommand> &cliCommands()
{
    static const QList<CliCommand> commands = {
        {u"version"_s, u"Print the versions of Krajina, Qt and KSyntaxHighlighting."_s, runVersionCommand},
        {u"tiles"_s, u"List the tiles of a catalogue: edges, fields, features, status, totals."_s, runTilesCommand},
        {u"check"_s, u"Check the tile definitions of a catalogue (exit 1 on findings)."_s, runCheckCommand},
        {u"convert"_s, u"Convert a catalogue between JSON (.json), SQLite (.krajina) and JCloisterZone XML (.xml)."_s,
         runConvertCommand},
        {u"play"_s, u"Replay a game record: the verdict on each move, points, bets and the final score."_s,
         runPlayCommand},
        {u"simulate"_s,
         u"Play many games of either game with random or stronger players: wins by seat, scores, rivers."_s,
         runSimulateCommand},
        {u"render"_s, u"Draw one tile as a PNG or SVG picture (--fields tints its fields)."_s, runRenderCommand},
        {u"sheets"_s, u"Printable PDF tile sheets at true size: bleed, crop marks, duplex backs, test page."_s,
         runSheetsCommand},
        {u"export-tiles"_s, u"Every tile as PNG/SVG at a DPI, a contact sheet PNG, or JCloisterZone XML."_s,
         runExportTilesCommand},
        {u"rules"_s, u"Rules pages: translation status and checks (rules check), record sources (rules stamp)."_s,
         runRulesCommand},
        {u"wiki"_s, u"Export a rules page for the wiki, or import one (wiki export|import)."_s, runWikiCommand},
        {u"dosrios"_s,
         u"Dos Rios boards: assemble one (board), route both rivers with dams (flow), statistics of "
         u"random boards (boards), a picture (render)."_s,
         runDosRiosCommand},
    };
    return commands;
}

} // namespace Krajina
