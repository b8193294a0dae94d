// SPDX-FileCopyrightText: 2026 Krajina contributors
// SPDX-License-Identifier: GPL-3.0-or-later

#include "catalogueargument.h"
#include "commands.h"

#include "catalogue/cataloguelint.h"

#include <QCommandLineParser>
#include <QHash>
#include <QJsonArray>
#include <QJsonObject>

#include <algorithm>

using namespace Qt::StringLiterals;

namespace Krajina {

namespace {

// "base/RCr cell 1 at NL NR" / "catalogue": the place a finding is about.
// `tiles` finds a tile by id in constant time (findings may be many).
QString placeOf(const LintFinding &f, const QHash<QString, const TileDefinition *> &tiles)
{
    QString place = f.tileId.isEmpty() ? u"catalogue"_s : f.tileId;
    const TileDefinition *tile = f.tileId.isEmpty() ? nullptr : tiles.value(f.tileId);
    if (tile && tile->cellCount() > 1)
        place += u" cell %1"_s.arg(f.cell);
    if (!f.location.isEmpty())
        place += u" at %1"_s.arg(f.location.toString());
    return place;
}

} // namespace

int runCheckCommand(const QStringList &arguments, CliIo &io)
{
    QCommandLineParser parser;
    parser.setApplicationDescription(
        u"Check every tile definition and the catalogue's references (the codes are listed in data/README.md). "
        u"Questions for a maintainer (severity info) are listed but do not fail the check. "
        u"Exit status: 0 no errors or warnings, 1 errors or warnings, 2 unreadable input."_s);
    addCatalogueArgument(parser);
    const QCommandLineOption json = addJsonOption(parser);
    if (!parseCommandLine(parser, arguments, io))
        return ExitBadInput;
    const auto input = readCatalogueArgument(u"check"_s, parser.positionalArguments(), io);
    if (!input)
        return ExitBadInput;
    const Catalogue &c = input->catalogue;
    const QList<LintFinding> findings = lintCatalogue(c);
    const auto count = [&findings](Severity severity) {
        return int(std::count_if(findings.cbegin(), findings.cend(),
                                 [severity](const LintFinding &f) { return f.severity == severity; }));
    };
    const int errors = count(Severity::Error);
    const int warnings = count(Severity::Warning);
    const int questions = count(Severity::Info);

    if (parser.isSet(json)) {
        QJsonArray list;
        for (const LintFinding &f : findings) {
            QJsonObject finding {
                {u"code"_s, f.code}, {u"severity"_s, severityName(f.severity)}, {u"tile"_s, f.tileId},
                {u"cell"_s, f.cell}, {u"location"_s, f.location.toString()},    {u"message"_s, f.message}};
            if (!f.fix.isEmpty())
                finding.insert(u"quickFix"_s, f.fix); // what the GUI's Quick Fix does
            list << finding;
        }
        const QJsonObject report {{u"catalogue"_s, input->displayName},
                                  {u"tiles"_s, int(c.tiles.size())},
                                  {u"errors"_s, errors},
                                  {u"warnings"_s, warnings},
                                  {u"questions"_s, questions},
                                  {u"findings"_s, list}};
        printJson(io, report);
    } else {
        QHash<QString, const TileDefinition *> tiles;
        for (const TileDefinition &t : c.tiles) {
            if (!tiles.contains(t.id))
                tiles.insert(t.id, &t); // the first of duplicates, as Catalogue::tile() finds it
        }
        for (const LintFinding &f : findings)
            io.out << placeOf(f, tiles) << ": " << severityName(f.severity) << ": " << f.message << " [" << f.code
                   << "]\n";
        if (findings.isEmpty())
            io.out << input->displayName << ": " << countOf(c.tiles.size(), "tile", "tiles") << ", no findings\n";
        else
            io.out << input->displayName << ": " << countOf(errors, "error", "errors") << ", "
                   << countOf(warnings, "warning", "warnings") << ", " << countOf(questions, "question", "questions")
                   << " in " << countOf(c.tiles.size(), "tile", "tiles") << '\n';
    }
    return errors + warnings == 0 ? ExitOk : ExitFindings;
}

} // namespace Krajina
