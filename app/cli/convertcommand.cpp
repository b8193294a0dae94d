// SPDX-FileCopyrightText: 2026 Krajina contributors
// SPDX-License-Identifier: GPL-3.0-or-later

#include "commands.h"

#include "catalogue/catalogueio.h"
#include "catalogue/jczformat.h"
#include "engine/carcassonne/jczgame.h"
#include "inputfile.h"

#include <QCommandLineParser>
#include <QFileInfo>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QSaveFile>

using namespace Qt::StringLiterals;

namespace Krajina {

namespace {

// The format readCatalogueFile()/writeCatalogueFile() choose for a path.
QString formatOf(const QString &path)
{
    if (path == u"-")
        return u"json"_s;
    const QFileInfo info(path);
    const QString suffix = info.suffix().toLower();
    if (suffix == u"krajina")
        return u"sqlite"_s;
    if (suffix == u"xml")
        return u"jcz"_s;
    if (suffix == u"jcz")
        return u"jcz-game"_s;
    if (suffix == u"json" || info.isDir() || path.endsWith(u'/'))
        return u"json"_s;
    return {};
}

// `convert GAME.jcz RECORD.json`: a JCloisterZone saved game as a Krajina game record.
int convertSavedGame(const QString &in, const QString &out, CliIo &io)
{
    if (out != u"-" && QFileInfo(out).suffix().toLower() != u"json") {
        io.err << "convert: " << out << ": a saved game converts to a game record (.json or -)\n";
        return ExitBadInput;
    }
    const InputFile input = readInputFile(in);
    QByteArray record;
    QString error;
    if (!input.ok() || !jczSavedGameRecord(input, {}, record, &error)) {
        io.err << "convert: " << (input.ok() ? error : input.error) << '\n';
        return ExitBadInput;
    }
    if (out == u"-") {
        io.out << record;
        return ExitOk;
    }
    QSaveFile file(out);
    if (!file.open(QIODevice::WriteOnly) || file.write(record) < 0 || !file.commit()) {
        io.err << "convert: " << out << ": " << file.errorString() << '\n';
        return ExitBadInput;
    }
    io.out << "convert: " << in << " -> " << out << ": a game record\n";
    return ExitOk;
}

} // namespace

bool jczSavedGameRecord(const InputFile &input, const QString &cataloguePath, QByteArray &recordText, QString *error)
{
    const CatalogueReadResult read = readCatalogueOrBundled(cataloguePath);
    if (!read.ok()) {
        *error = u"%1: catalogue: %2"_s.arg(input.displayName, read.error);
        return false;
    }
    const Catalogue &catalogue = read.catalogue;
    QString problem;
    const std::optional<QJsonObject> record = JczGame::toRecord(input.data, catalogue, &problem);
    if (!record) {
        *error = u"%1: %2"_s.arg(input.displayName, problem);
        return false;
    }
    recordText = QJsonDocument(*record).toJson(QJsonDocument::Indented);
    return true;
}

int runConvertCommand(const QStringList &arguments, CliIo &io)
{
    QCommandLineParser parser;
    parser.setApplicationDescription(
        u"Convert a tile catalogue between JSON text (.json, or a directory in the data/catalogue layout), the "
        "SQLite document (.krajina) and JCloisterZone tile XML (.xml), choosing each format by its extension. "
        "IN \"-\" reads JSON from standard input; OUT \"-\" writes JSON to standard output. What a format cannot "
        "hold (JCloisterZone XML: tile names, watermarks, backs, status, notes, start tiles, ...) is reported as a "
        "warning, and with --json under \"notCarried\". A JCloisterZone saved game (GAME.jcz, JCloisterZone 4 or 5) "
        "converts to a Krajina game record (RECORD.json), which `play` replays with the same moves, rules and "
        "scores (model/engine/game-records.md)."_s);
    parser.addPositionalArgument(u"IN"_s, u"The catalogue to read."_s);
    parser.addPositionalArgument(u"OUT"_s, u"The file to write (replaced if it exists)."_s);
    const QCommandLineOption json = addJsonOption(parser, u"Print a JSON report."_s);
    if (!parseCommandLine(parser, arguments, io))
        return ExitBadInput;

    const QStringList positional = parser.positionalArguments();
    if (positional.size() != 2) {
        io.err << "convert: expected IN and OUT; see krajina-cli convert --help\n";
        return ExitBadInput;
    }
    const QString in = positional.at(0);
    const QString out = positional.at(1);
    const bool asJson = parser.isSet(json);
    if (asJson && out == u"-") {
        io.err << "convert: --json prints the report on standard output; give OUT as a file\n";
        return ExitBadInput;
    }
    if (formatOf(in) == u"jcz-game")
        return convertSavedGame(in, out, io);
    for (const QString &path : {in, out}) {
        if (formatOf(path).isEmpty() || formatOf(path) == u"jcz-game") {
            io.err << "convert: " << path
                   << ": unknown kind of file (expected a directory, .json, .krajina, .xml or -)\n";
            return ExitBadInput;
        }
    }

    QJsonObject report {
        {u"input"_s, in}, {u"output"_s, out}, {u"inputFormat"_s, formatOf(in)}, {u"outputFormat"_s, formatOf(out)}};
    QStringList warnings;
    QStringList notCarried; // what the output format cannot hold, said whatever else happens
    auto finish = [&](int code, const QString &error) {
        for (const QString &warning : std::as_const(warnings))
            io.err << "convert: warning: " << warning << '\n';
        for (const QString &lost : std::as_const(notCarried))
            io.err << "convert: warning: JCloisterZone XML cannot hold " << lost << '\n';
        if (!error.isEmpty())
            io.err << "convert: " << error << '\n';
        if (asJson) {
            report.insert(u"ok"_s, error.isEmpty());
            if (!error.isEmpty())
                report.insert(u"error"_s, error);
            report.insert(u"warnings"_s, QJsonArray::fromStringList(warnings));
            if (formatOf(out) == u"jcz")
                report.insert(u"notCarried"_s, QJsonArray::fromStringList(notCarried));
            printJson(io, report);
        }
        return code;
    };

    CatalogueReadResult read = readCatalogueFile(in);
    warnings << read.warnings;
    if (!read.ok())
        return finish(ExitBadInput, read.error);
    const Catalogue &catalogue = read.catalogue;

    QString error;
    bool written = false;
    if (formatOf(out) == u"jcz") {
        QStringList lost;
        written = JczFormat::writeFile(out, catalogue, &error, &lost, &notCarried);
        warnings << lost;
    } else {
        written = writeCatalogueFile(catalogue, out, &error);
    }
    if (!written)
        return finish(ExitBadInput, error);

    report.insert(u"games"_s, int(catalogue.games.size()));
    report.insert(u"expansions"_s, int(catalogue.expansions.size()));
    report.insert(u"tiles"_s, int(catalogue.tiles.size()));
    if (!asJson && out != u"-") {
        io.out << "convert: " << in << " -> " << out << ": " << countOf(catalogue.tiles.size(), "tile", "tiles")
               << " in " << countOf(catalogue.expansions.size(), "expansion", "expansions") << '\n';
    }
    return finish(ExitOk, {});
}

} // namespace Krajina
