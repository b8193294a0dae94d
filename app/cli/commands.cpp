#include "clicommand.h"

#include "commands.h"

namespace Krajina {

const QList<CliCommand> &cliCommands()
{
    static const QList<CliCommand> commands = {
        {QStringLiteral("version"), QStringLiteral("Print the versions of Krajina, Qt and KSyntaxHighlighting."),
         runVersionCommand},
        {QStringLiteral("tiles"),
         QStringLiteral("List the tiles of a catalogue: edges, fields, features, status, totals."), runTilesCommand},
        {QStringLiteral("check"), QStringLiteral("Check the tile definitions of a catalogue (exit 1 on findings)."),
         runCheckCommand},
        {QStringLiteral("convert"),
         QStringLiteral("Convert a catalogue between JSON (.json), SQLite (.krajina) and JCloisterZone XML (.xml)."),
         runConvertCommand},
        {QStringLiteral("play"),
         QStringLiteral("Replay a game record: the verdict on each move, points, bets and the final score."),
         runPlayCommand},
        {QStringLiteral("simulate"),
         QStringLiteral("Play random games: river completion, stuck rivers, tiles set aside, score spread."),
         runSimulateCommand},
        {QStringLiteral("render"), QStringLiteral("Draw one tile as a PNG or SVG picture (--fields tints its fields)."),
         runRenderCommand},
        {QStringLiteral("sheets"),
         QStringLiteral("Printable PDF tile sheets at true size: bleed, crop marks, duplex backs, test page."),
         runSheetsCommand},
        {QStringLiteral("export-tiles"),
         QStringLiteral("Every tile as PNG/SVG at a DPI, a contact sheet PNG, or JCloisterZone XML."),
         runExportTilesCommand},
        {QStringLiteral("rules"),
         QStringLiteral("Rules pages: translation status and checks (rules check), record sources (rules stamp)."),
         runRulesCommand},
        {QStringLiteral("wiki"),
         QStringLiteral("Export a rules page for the wiki, or import one (wiki export|import)."), runWikiCommand},
        {QStringLiteral("dosrios"),
         QStringLiteral("Dos Rios boards: assemble one (board), route both rivers with dams (flow), statistics of "
                        "random boards (boards), a picture (render)."),
         runDosRiosCommand},
    };
    return commands;
}

} // namespace Krajina
