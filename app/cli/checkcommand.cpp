#include "catalogueargument.h"
#include "commands.h"

#include "catalogue/cataloguelint.h"

#include <QCommandLineParser>
#include <QJsonArray>
#include <QJsonObject>

#include <algorithm>

using namespace Qt::StringLiterals;

namespace Krajina {

namespace {

// "base/RCr cell 1 at NL NR" / "catalogue": the place a finding is about.
QString placeOf(const LintFinding &f, const Catalogue &c)
{
    QString place = f.tileId.isEmpty() ? u"catalogue"_s : f.tileId;
    const TileDefinition *tile = f.tileId.isEmpty() ? nullptr : c.tile(f.tileId);
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
        u"Exit status: 0 no findings, 1 findings, 2 unreadable input."_s);
    addCatalogueArgument(parser);
    const QCommandLineOption json = addJsonOption(parser);
    if (!parseCommandLine(parser, arguments, io))
        return ExitBadInput;
    const auto input = readCatalogueArgument(u"check"_s, parser.positionalArguments(), io);
    if (!input)
        return ExitBadInput;
    const Catalogue &c = input->catalogue;
    const QList<LintFinding> findings = lintCatalogue(c);
    const auto errors = std::count_if(findings.cbegin(), findings.cend(),
                                      [](const LintFinding &f) { return f.severity == Severity::Error; });
    const auto warnings = findings.size() - errors;

    if (parser.isSet(json)) {
        QJsonArray list;
        for (const LintFinding &f : findings) {
            list << QJsonObject {
                {u"code"_s, f.code}, {u"severity"_s, severityName(f.severity)}, {u"tile"_s, f.tileId},
                {u"cell"_s, f.cell}, {u"location"_s, f.location.toString()},    {u"message"_s, f.message}};
        }
        const QJsonObject report {{u"catalogue"_s, input->displayName},
                                  {u"tiles"_s, int(c.tiles.size())},
                                  {u"errors"_s, int(errors)},
                                  {u"warnings"_s, int(warnings)},
                                  {u"findings"_s, list}};
        printJson(io, report);
    } else {
        for (const LintFinding &f : findings)
            io.out << placeOf(f, c) << ": " << severityName(f.severity) << ": " << f.message << " [" << f.code << "]\n";
        if (findings.isEmpty())
            io.out << input->displayName << ": " << c.tiles.size() << " tiles, no findings\n";
        else
            io.out << input->displayName << ": " << errors << " error(s), " << warnings << " warning(s) in "
                   << c.tiles.size() << " tiles\n";
    }
    return findings.isEmpty() ? ExitOk : ExitFindings;
}

} // namespace Krajina
