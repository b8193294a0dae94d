// SPDX-FileCopyrightText: 2026 Krajina contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "commands.h"

#include "engine/dosrios/dosriosgame.h"
#include "engine/dosrios/gamerecord.h"
#include "engine/dosrios/gamesimulator.h"
#include "engine/dosrios/ruleoptions.h"
#include "hex/boardstatistics.h"
#include "hex/dosriosjson.h"
#include "hex/hexpainter.h"
#include "inputfile.h"

#include <QCommandLineParser>
#include <QJsonArray>
#include <QJsonObject>
#include <QThread>

#include <algorithm>
#include <limits>

using namespace Qt::StringLiterals;

namespace Krajina {

namespace {

using namespace DosRios;

const QString Usage = u"usage: krajina-cli dosrios board|flow|boards|render ... (krajina-cli dosrios SUB --help)"_s;

// `dosrios --help`: every subcommand in a line, and where the games themselves are played.
const QString Help = Usage + uR"(

The Dos Rios hex board: its layout, both rivers and many random boards.

  board    Lay a board from a seed (--seed N): the frame and the 12 land tiles in
           their slots, placed and turned at random; --json prints the board file.
  flow     Route both rivers of a board file hex by hex (--dam Q,R,SIDE puts a dam,
           --choose Q,R,SIDE takes a lower side at a tie); exit 1 when a dam is
           refused or a river is stuck.
  boards   Lay many random boards (--games N, --seed S) and count where the rivers
           end, how long they run, how often they join and which seeds get stuck.
  render   Draw a board (from a seed, or --board FILE) with its rivers and dams as
           a PNG (--png OUT, --width PX).

Sides are named N, NE, SE, S, SW, NW (the lower sides are SW, S, SE); a hex is
Q,R in axial coordinates, R one hex down, towards the city. Every subcommand
reads the bundled pieces, or --pieces FILE.

The game itself:
  krajina-cli play RECORD                            replay a Dos Rios game record
                                                     ("game": "dos-rios")
  krajina-cli simulate --expansions dos-rios ...     play many games (--seats greedy,random,...)

Board files and routing: model/hex/README.md; the rules as the engine plays
them: model/engine/dosrios/README.md; game records: model/engine/game-records.md.
)"_s;

bool readPieces(const QCommandLineParser &parser, const QCommandLineOption &option, CliIo &io, PieceSet &set)
{
    if (!parser.isSet(option)) {
        set = bundledPieceSet();
        if (set.isEmpty()) {
            io.err << "dosrios: the bundled Dos Rios pieces are missing\n";
            return false;
        }
        return true;
    }
    const InputFile file = readInputFile(parser.value(option));
    QString error = file.error;
    if (error.isEmpty())
        error = pieceSetFromJson(file.data, file.displayName, set);
    if (!error.isEmpty()) {
        io.err << "dosrios: " << error << '\n';
        return false;
    }
    return true;
}

bool parseSeed(const QString &text, std::uint64_t &seed)
{
    bool ok = false;
    seed = text.toULongLong(&ok);
    return ok;
}

// "Q,R,SIDE"
std::optional<HexSide> parseHexSide(const QString &text)
{
    const int comma = int(text.lastIndexOf(u','));
    if (comma < 0)
        return std::nullopt;
    const std::optional<Hex> hex = hexFromText(QStringView(text).left(comma));
    const std::optional<Side> side = sideFromName(QStringView(text).mid(comma + 1).trimmed());
    if (!hex || !side)
        return std::nullopt;
    return HexSide {*hex, *side};
}

int boardCommand(const QStringList &arguments, CliIo &io)
{
    QCommandLineParser parser;
    parser.setApplicationDescription(
        u"Assemble a Dos Rios board: the frame and the 12 land tiles in their slots, placed and turned at random "
        "from a seed (uniform over placements and turns), and print it."_s);
    const QCommandLineOption seedOption(u"seed"_s, u"Seed of the layout (default 1)."_s, u"N"_s, u"1"_s);
    const QCommandLineOption piecesOption(u"pieces"_s, u"Pieces file (default: the bundled dos-rios.json)."_s,
                                          u"FILE"_s);
    const QCommandLineOption json(u"json"_s, u"Print the board file (JSON)."_s);
    parser.addOptions({seedOption, piecesOption, json});
    if (!parseCommandLine(parser, arguments, io))
        return ExitBadInput;
    std::uint64_t seed = 0;
    if (!parseSeed(parser.value(seedOption), seed)) {
        io.err << "dosrios board: --seed needs a whole number from 0\n";
        return ExitBadInput;
    }
    PieceSet set;
    if (!readPieces(parser, piecesOption, io, set))
        return ExitBadInput;
    Board board;
    if (const QString error = assembleBoard(set, randomPlacements(set, seed), board); !error.isEmpty()) {
        io.err << "dosrios board: " << error << '\n';
        return ExitBadInput;
    }
    board.seed = seed;
    if (parser.isSet(json)) {
        io.out << QString::fromUtf8(boardToJson(board));
        return ExitOk;
    }
    io.out << "seed " << seed << '\n';
    for (qsizetype s = 0; s < board.placements.size(); ++s)
        io.out << "slot " << s + 1 << ": " << board.tileIds[s] << " turned " << board.placements[s].turn << '\n';
    const Routing routing = RiverRouter(board).route();
    for (int r = 0; r < RiverCount; ++r) {
        const RiverCourse &course = routing.rivers[std::size_t(r)];
        io.out << riverName(River(r)) << ": " << courseEndName(course.end) << ", "
               << wateredLength(board, routing, River(r)) << " hexes watered\n";
    }
    return ExitOk;
}

int flowCommand(const QStringList &arguments, CliIo &io)
{
    QCommandLineParser parser;
    parser.setApplicationDescription(
        u"Route both rivers of a Dos Rios board file hex by hex: each leaves a hex through the open lower side "
        "with the lowest neighbour (ties: S, SW, SE, or the player's --choose), never onto a road, and ends in a "
        "lake or the city; Rio Moreno stops where it joins Rio Grande. Dams are put in the order given; a dam that "
        "would close every lower side of a hex is refused. Exit 1 when a dam is refused or a river is stuck."_s);
    const QCommandLineOption damOption(u"dam"_s, u"Put a dam on a side, e.g. 3,1,S (sides N NE SE S SW NW)."_s,
                                       u"Q,R,SIDE"_s);
    const QCommandLineOption chooseOption(u"choose"_s, u"At a tie in hex Q,R take lower side SIDE."_s, u"Q,R,SIDE"_s);
    const QCommandLineOption json(u"json"_s, u"Print JSON."_s);
    parser.addOptions({damOption, chooseOption, json});
    parser.addPositionalArgument(u"BOARD"_s,
                                 u"Board file (JSON, from dosrios board --json), or - for standard input."_s);
    if (!parseCommandLine(parser, arguments, io))
        return ExitBadInput;
    if (parser.positionalArguments().size() != 1) {
        io.err << "dosrios flow: needs one board file\n";
        return ExitBadInput;
    }
    const InputFile file = readInputFile(parser.positionalArguments().first());
    Board board;
    QString error = file.error;
    if (error.isEmpty())
        error = boardFromJson(file.data, file.displayName, board);
    if (!error.isEmpty()) {
        io.err << "dosrios flow: " << error << '\n';
        return ExitBadInput;
    }
    QList<HexSide> dams;
    for (const QString &text : parser.values(damOption)) {
        const std::optional<HexSide> dam = parseHexSide(text);
        if (!dam) {
            io.err << "dosrios flow: --dam " << text << ": expected Q,R,SIDE such as 3,1,S\n";
            return ExitBadInput;
        }
        dams.append(*dam);
    }
    for (const QString &text : parser.values(chooseOption)) {
        const std::optional<HexSide> choice = parseHexSide(text);
        if (!choice || !isLowerSide(choice->side)) {
            io.err << "dosrios flow: --choose " << text << ": expected Q,R,SIDE with a lower side (SW, S, SE)\n";
            return ExitBadInput;
        }
        board.choices.append(*choice);
    }

    int findings = 0;
    QJsonArray verdicts;
    QStringList verdictLines;
    for (const HexSide &dam : dams) {
        const DamVerdict verdict = addDam(board, dam);
        const HexSide side = normalised(dam);
        QJsonObject v {{u"q"_s, dam.hex.q},
                       {u"r"_s, dam.hex.r},
                       {u"side"_s, sideName(dam.side)},
                       {u"verdict"_s, damVerdictName(verdict)}};
        if (verdict != DamVerdict::Ok) {
            ++findings;
            v.insert(u"message"_s, DamText::sentence(verdict));
        }
        verdicts.append(v);
        verdictLines.append(u"dam %1,%2 (%3,%4): %5"_s.arg(
            hexText(dam.hex), sideName(dam.side), hexText(side.hex), sideName(side.side),
            verdict == DamVerdict::Ok ? u"ok"_s : damVerdictName(verdict) + u": "_s + DamText::sentence(verdict)));
    }
    const Routing routing = RiverRouter(board).route();
    for (const RiverCourse &course : routing.rivers) {
        if (course.end == CourseEnd::Stuck)
            ++findings;
    }
    if (parser.isSet(json)) {
        QJsonObject o = routingToJson(board, routing);
        o.insert(u"dams"_s, verdicts);
        QJsonArray all;
        for (const HexSide &dam : board.dams)
            all.append(QJsonObject {{u"q"_s, dam.hex.q}, {u"r"_s, dam.hex.r}, {u"side"_s, sideName(dam.side)}});
        o.insert(u"damsOnBoard"_s, all);
        printJson(io, o);
        return findings ? ExitFindings : ExitOk;
    }
    for (const QString &line : verdictLines)
        io.out << line << '\n';
    for (int r = 0; r < RiverCount; ++r) {
        const RiverCourse &course = routing.rivers[std::size_t(r)];
        io.out << riverName(River(r)) << ':';
        for (std::size_t i = 0; i < course.cells.size(); ++i) {
            io.out << ' ' << hexCellText(board.cells[course.cells[i]]);
            if (i < course.exits.size())
                io.out << " -" << sideName(course.exits[i]) << "->";
        }
        io.out << "\n  ends: " << courseEndName(course.end);
        if (course.end == CourseEnd::Joined)
            io.out << " (joins " << riverName(River::Grande) << " at " << hexText(board.cells[routing.joinCell].at)
                   << ')';
        else if (r == int(River::Moreno) && routing.sharedEndCell >= 0)
            io.out << " (as " << riverName(River::Grande) << ", not joined)";
        io.out << ", " << wateredLength(board, routing, River(r)) << " hexes watered\n";
    }
    return findings ? ExitFindings : ExitOk;
}

int boardsCommand(const QStringList &arguments, CliIo &io)
{
    QCommandLineParser parser;
    parser.setApplicationDescription(
        u"Assemble random Dos Rios boards and report how often each river reaches a lake or the city, the lengths "
        "of the courses, how often the rivers join (two rivers ending in the same lake or the city have not "
        "joined), and the seeds of boards on which a river is stuck (exit 1)."_s);
    const QCommandLineOption gamesOption(u"games"_s, u"Number of boards (default 1000)."_s, u"N"_s, u"1000"_s);
    const QCommandLineOption seedOption(u"seed"_s, u"Seed of the first board (default 1)."_s, u"S"_s, u"1"_s);
    const QCommandLineOption piecesOption(u"pieces"_s, u"Pieces file (default: the bundled dos-rios.json)."_s,
                                          u"FILE"_s);
    const QCommandLineOption json(u"json"_s, u"Print JSON."_s);
    parser.addOptions({gamesOption, seedOption, piecesOption, json});
    if (!parseCommandLine(parser, arguments, io))
        return ExitBadInput;
    bool ok = false;
    const int games = parser.value(gamesOption).toInt(&ok);
    if (!ok || games < 1 || games > 10000000) {
        io.err << "dosrios boards: --games needs a number from 1 to 10000000\n";
        return ExitBadInput;
    }
    std::uint64_t seed = 0;
    if (!parseSeed(parser.value(seedOption), seed)) {
        io.err << "dosrios boards: --seed needs a whole number from 0\n";
        return ExitBadInput;
    }
    PieceSet set;
    if (!readPieces(parser, piecesOption, io, set))
        return ExitBadInput;
    const BoardStatistics stats = boardStatistics(set, games, seed);
    if (!stats.error.isEmpty()) {
        io.err << "dosrios boards: " << stats.error << '\n';
        return ExitBadInput;
    }
    const int exit = stats.stuckSeeds.empty() ? ExitOk : ExitFindings;
    if (parser.isSet(json)) {
        printJson(io, statisticsToJson(stats));
        return exit;
    }
    io.out << "boards: " << stats.boards << ", seeds " << seed << " to " << seed + std::uint64_t(stats.boards) - 1
           << '\n';
    for (int r = 0; r < RiverCount; ++r) {
        const RiverStatistics &river = stats.rivers[std::size_t(r)];
        io.out << riverName(River(r)) << ": reaches a lake or the city " << river.reachesEnd() << " (lake "
               << river.ends[int(CourseEnd::Lake)] << ", city " << river.ends[int(CourseEnd::City)] << ", joined "
               << river.ends[int(CourseEnd::Joined)] << "), stuck " << river.ends[int(CourseEnd::Stuck)] << "; lengths";
        for (const auto &[length, count] : river.lengths)
            io.out << ' ' << length << ':' << count;
        io.out << '\n';
    }
    io.out << "joined: " << stats.joined << "; the same lake or the city, not joined: " << stats.sharedEnd << '\n';
    if (!stats.stuckSeeds.empty()) {
        io.out << "stuck on seeds:";
        for (const std::uint64_t s : stats.stuckSeeds)
            io.out << ' ' << s;
        io.out << '\n';
    }
    return exit;
}

int renderCommand(const QStringList &arguments, CliIo &io)
{
    QCommandLineParser parser;
    parser.setApplicationDescription(
        u"Draw a Dos Rios board as a PNG: terrains, crops, heights, both rivers in their colours (the joined "
        "stretch in both) and the dams. The board is a board file, or laid from a seed."_s);
    const QCommandLineOption seedOption(u"seed"_s, u"Lay the board from this seed (default 1)."_s, u"N"_s, u"1"_s);
    const QCommandLineOption boardOption(u"board"_s, u"Draw this board file instead."_s, u"FILE"_s);
    const QCommandLineOption damOption(u"dam"_s, u"Put a dam on a side first, e.g. 3,1,S."_s, u"Q,R,SIDE"_s);
    const QCommandLineOption pngOption(u"png"_s, u"Write the PNG picture to OUT."_s, u"OUT"_s);
    const QCommandLineOption widthOption(u"width"_s, u"Width in pixels (default 900; the height follows)."_s, u"PX"_s,
                                         u"900"_s);
    const QCommandLineOption piecesOption(u"pieces"_s, u"Pieces file (default: the bundled dos-rios.json)."_s,
                                          u"FILE"_s);
    parser.addOptions({seedOption, boardOption, damOption, pngOption, widthOption, piecesOption});
    if (!parseCommandLine(parser, arguments, io))
        return ExitBadInput;
    bool ok = false;
    const int width = parser.value(widthOption).toInt(&ok);
    if (!ok || width < 100 || width > 8000 || !parser.isSet(pngOption)) {
        io.err << "dosrios render: give --png OUT and a --width from 100 to 8000\n";
        return ExitBadInput;
    }
    PieceSet set;
    if (!readPieces(parser, piecesOption, io, set))
        return ExitBadInput;
    Board board;
    if (parser.isSet(boardOption)) {
        const InputFile file = readInputFile(parser.value(boardOption));
        QString error = file.error;
        if (error.isEmpty())
            error = boardFromJson(file.data, file.displayName, board);
        if (!error.isEmpty()) {
            io.err << "dosrios render: " << error << '\n';
            return ExitBadInput;
        }
        set.slots.clear(); // a board file names no slots of its own
    } else {
        std::uint64_t seed = 0;
        if (!parseSeed(parser.value(seedOption), seed)) {
            io.err << "dosrios render: --seed needs a whole number from 0\n";
            return ExitBadInput;
        }
        if (const QString error = assembleBoard(set, randomPlacements(set, seed), board); !error.isEmpty()) {
            io.err << "dosrios render: " << error << '\n';
            return ExitBadInput;
        }
    }
    for (const QString &text : parser.values(damOption)) {
        const std::optional<HexSide> dam = parseHexSide(text);
        const DamVerdict verdict = dam ? addDam(board, *dam) : DamVerdict::NoSuchSide;
        if (verdict != DamVerdict::Ok) {
            io.err << "dosrios render: --dam " << text << ": " << damVerdictName(verdict) << '\n';
            return ExitFindings;
        }
    }
    const QImage image = boardImage(board, set.slots, QSize(width, width * 4 / 5));
    if (!image.save(parser.value(pngOption), "PNG")) {
        io.err << "dosrios render: " << parser.value(pngOption) << ": cannot write\n";
        return ExitBadInput;
    }
    return ExitOk;
}

} // namespace

int runDosRiosCommand(const QStringList &arguments, CliIo &io)
{
    const QString sub = arguments.value(1);
    QStringList rest = arguments.mid(1);
    if (!rest.isEmpty())
        rest[0] = u"dosrios "_s + sub;
    if (sub == u"board")
        return boardCommand(rest, io);
    if (sub == u"flow")
        return flowCommand(rest, io);
    if (sub == u"boards")
        return boardsCommand(rest, io);
    if (sub == u"render")
        return renderCommand(rest, io);
    if (sub == u"--help" || sub == u"-h") {
        io.out << Help;
        return ExitOk;
    }
    io.err << Usage << '\n';
    return ExitBadInput;
}

} // namespace Krajina
