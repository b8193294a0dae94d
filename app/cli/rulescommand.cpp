// SPDX-FileCopyrightText: 2026 Krajina contributors
// SPDX-License-Identifier: GPL-3.0-or-later

#include "commands.h"
#include "rulesclisupport.h"

#include "engine/carcassonne/ruleset.h"
#include "engine/dosrios/ruleoptions.h"
#include "inputfile.h"
#include "rulebook/readings.h"
#include "rulebook/referencetext.h"
#include "rulebook/textdiff.h"
#include "rulebook/translationstatus.h"
#include "rulebook/unithash.h"

#include <QCommandLineParser>
#include <QJsonArray>
#include <QJsonObject>
#include <QMap>
#include <QMultiMap>

#include <algorithm>

using namespace Qt::StringLiterals;

namespace Krajina {

namespace {

void printRulesUsage(QTextStream &out)
{
    out << "Usage: krajina-cli rules check [FILE|DIR] [--json] [--reference FILE [--min-run N]]\n"
           "       krajina-cli rules stamp FILE|DIR [--all] [--page ID [--unit ID]] [--json]\n\n"
           "check  Translation status of every rules page (\"N % complete\"), outdated units with\n"
           "       what changed in the English, and the checks between each Czech unit and its\n"
           "       English source. Without a path, the bundled rules. Exit 1 on error findings\n"
           "       or outdated units. --reference FILE (repeatable) also reports every unit that repeats\n"
           "       N or more words in a row of that text (N = --min-run, default 12): warning reference-run.\n"
           "       Lists each page's readings ({{Reading}}) and unofficial rulings ({{Unofficial}}) with\n"
           "       their sources, and checks that they and the engine's rule options name each other.\n"
           "stamp  Record in each Czech unit's marker the hash of the English unit it translates\n"
           "       (<!--T:n src=hash-->): only units never stamped, or with --all also outdated\n"
           "       ones, or with --unit exactly one. Writes the files back.\n";
}

// The engine's rule options by name, with the rules unit ("page#unit") that
// explains the unclear point each settles (empty for house rules).
QMap<QString, QString> engineRuleOptions()
{
    QMap<QString, QString> options;
    for (int o = 0; o < RuleOptionCount; ++o)
        options.insert(RuleSet::name(RuleOption(o)), RuleSet::explainedIn(RuleOption(o)));
    for (const QString &name : DosRios::ruleOptionNames())
        options.insert(name, DosRios::ruleOptionExplainedIn(name));
    return options;
}

// The links between a page's readings and the engine's options, both ways: a
// reading names only options the engine has, each option that settles an
// unclear point of this page is named by the reading of the unit it names.
QList<Finding> optionLinkFindings(const RulePage &page)
{
    const QMap<QString, QString> options = engineRuleOptions();
    QList<Finding> findings;
    const auto add = [&](const QString &code, const QString &unitId, int line, const QString &message) {
        Finding f;
        f.code = code;
        f.severity = Severity::Error;
        f.page = page.id;
        f.language = Language::English;
        f.unitId = unitId;
        f.line = line;
        f.message = message;
        findings.append(f);
    };
    QMultiMap<QString, QString> namedIn; // option -> units whose reading names it
    for (const RuleReading &reading : pageReadings(page, Language::English)) {
        for (const QString &option : reading.options) {
            namedIn.insert(option, reading.unitId);
            if (!options.contains(option))
                add(u"reading-option-unknown"_s, reading.unitId, reading.line,
                    u"the reading names \"%1\", which is no rule option of the engine (known: %2)"_s.arg(
                        option, options.keys().join(u", "_s)));
            else if (options.value(option) != page.id + u'#' + reading.unitId)
                add(u"option-link-broken"_s, reading.unitId, reading.line,
                    u"the reading names \"%1\", but the engine says unit %2 explains it"_s.arg(
                        option, options.value(option).isEmpty() ? u"(none)"_s : options.value(option)));
        }
    }
    for (auto it = options.cbegin(); it != options.cend(); ++it) {
        const QString prefix = page.id + u'#';
        if (!it.value().startsWith(prefix))
            continue;
        const QString unitId = it.value().mid(prefix.size());
        if (namedIn.values(it.key()).contains(unitId))
            continue;
        const int index = page.english.indexOf(unitId);
        add(u"option-link-broken"_s, unitId, index >= 0 ? page.english.lineOf(index) : 0,
            u"the engine's option \"%1\" is explained by unit %2, whose {{Reading}} does not name it"_s.arg(it.key(),
                                                                                                            unitId));
    }
    return findings;
}

int runCheck(const QStringList &arguments, CliIo &io)
{
    const QString command = u"rules check"_s;
    QCommandLineParser parser;
    parser.setApplicationDescription(u"Check the translation of rules pages."_s);
    const QCommandLineOption json = addJsonOption(parser);
    const QCommandLineOption pageOption(u"page"_s, u"Only this page; with \"-\", the page standard input holds."_s,
                                        u"ID"_s);
    const QCommandLineOption langOption(u"lang"_s, u"With \"-\": the language standard input is in (cs)."_s, u"cs|en"_s,
                                        u"cs"_s);
    const QCommandLineOption rulesOption(u"rules"_s, u"With \"-\": the rules the page belongs to (bundled)."_s,
                                         u"DIR"_s);
    const QCommandLineOption glossaryOption(u"glossary"_s, u"Glossary TSV (default: beside the rules, or bundled)."_s,
                                            u"FILE"_s);
    const QCommandLineOption referenceOption(
        u"reference"_s, u"Also report units that repeat a long run of words from this text (repeatable)."_s, u"FILE"_s);
    const QCommandLineOption minRunOption(
        u"min-run"_s,
        u"With --reference: the shortest run of words in a row reported (default %1)."_s.arg(
            ReferenceText::DefaultRunLength),
        u"N"_s, QString::number(ReferenceText::DefaultRunLength));
    parser.addOptions({pageOption, langOption, rulesOption, glossaryOption, referenceOption, minRunOption});
    parser.addPositionalArgument(u"path"_s, u"Rules folder, page folder or page file; - for standard input."_s);
    if (!parseCommandLine(parser, subcommandArguments(arguments), io))
        return ExitBadInput;
    const QStringList positional = parser.positionalArguments();
    if (positional.size() > 1) {
        io.err << command << ": give at most one path\n";
        return ExitBadInput;
    }
    const QString path = positional.value(0);
    const bool fromStdin = path == u"-";
    if (fromStdin && !parser.isSet(pageOption)) {
        io.err << command << ": reading standard input needs --page ID\n";
        return ExitBadInput;
    }

    std::optional<RulebookReadResult> read
        = readRulesArgument(command, fromStdin ? parser.value(rulesOption) : path, io);
    if (!read)
        return ExitBadInput;
    QString root = read->root.isEmpty() ? bundledRulebookPath() : read->root;
    Rulebook &rulebook = read->rulebook;

    if (parser.isSet(pageOption)) {
        if (!rulebook.page(parser.value(pageOption))) {
            io.err << command << ": no rules page \"" << parser.value(pageOption) << "\"\n";
            return ExitBadInput;
        }
        rulebook.pages.removeIf([&](const RulePage &p) { return p.id != parser.value(pageOption); });
    }
    std::optional<Language> stdinLanguage;
    if (fromStdin) {
        stdinLanguage = languageArgument(command, parser.value(langOption), io);
        if (!stdinLanguage)
            return ExitBadInput;
        const InputFile input = readInputFile(path);
        if (!input.ok()) {
            io.err << command << ": " << input.error << '\n';
            return ExitBadInput;
        }
        QString error;
        const std::optional<WikiText> text = parseWikiFile(input.data, input.displayName, &error);
        if (!text) {
            io.err << command << ": " << error << '\n';
            return ExitBadInput;
        }
        RulePage &page = rulebook.pages.first();
        if (*stdinLanguage == Language::English)
            page.replaceEnglish(*text);
        else
            page.czech = *text;
    }
    const std::optional<Glossary> glossary = readGlossaryFor(command, root, parser.value(glossaryOption), io);
    if (!glossary)
        return ExitBadInput;
    bool minRunOk = false;
    const int minRun = parser.value(minRunOption).toInt(&minRunOk);
    if (!minRunOk || minRun < 2) {
        io.err << command << ": --min-run needs a whole number of at least 2\n";
        return ExitBadInput;
    }
    QList<ReferenceText> references;
    for (const QString &file : parser.values(referenceOption)) {
        const InputFile input = readInputFile(file);
        if (!input.ok()) {
            io.err << command << ": " << input.error << '\n';
            return ExitBadInput;
        }
        references.append(ReferenceText(QString::fromUtf8(input.data), minRun));
    }

    const auto fileOf = [&](const QString &pageId, Language language) {
        if (fromStdin && language == *stdinLanguage)
            return u"<stdin>"_s;
        return rulesFileName(root, pageId, language);
    };

    int errors = 0;
    int warnings = 0;
    int outdated = 0;
    QJsonArray pagesJson;
    for (const RulePage &page : std::as_const(rulebook.pages)) {
        const PageStatus status = pageStatus(page);
        QList<Finding> findings = checkPage(page, *glossary);
        findings += optionLinkFindings(page);
        const QList<RuleReading> readings = pageReadings(page, Language::English);
        for (const ReferenceText &reference : std::as_const(references))
            findings += checkAgainstReference(page, reference);
        outdated += status.outdated;

        QJsonArray outdatedJson;
        QJsonArray untranslatedJson;
        QJsonArray findingsJson;
        if (!parser.isSet(json)) {
            io.out << page.id << ": " << status.percentComplete() << " % complete (" << status.englishUnits
                   << " units: " << status.current << " current, " << status.outdated << " outdated, "
                   << status.untranslated << " untranslated; " << status.czechOnly << " Czech-only)\n";
            const auto count = [&](RuleReading::Kind kind) {
                return std::count_if(readings.cbegin(), readings.cend(),
                                     [kind](const RuleReading &r) { return r.kind == kind; });
            };
            if (!readings.isEmpty())
                io.out << "  " << countOf(count(RuleReading::Kind::Reading), "reading", "readings") << ", "
                       << countOf(count(RuleReading::Kind::Unofficial), "unofficial ruling", "unofficial rulings")
                       << ":\n";
            for (const RuleReading &reading : readings) {
                io.out << "    unit " << reading.unitId << ": " << readingKindName(reading.kind) << ": "
                       << reading.text.simplified();
                if (!reading.source.isEmpty())
                    io.out << " (source: " << reading.source.simplified() << ')';
                if (!reading.options.isEmpty())
                    io.out << " [option " << reading.options.join(u", "_s) << ']';
                io.out << '\n';
            }
        }
        QJsonArray readingsJson;
        for (const RuleReading &reading : readings) {
            readingsJson.append(QJsonObject {{u"unit"_s, reading.unitId},
                                             {u"line"_s, reading.line},
                                             {u"kind"_s, readingKindName(reading.kind)},
                                             {u"text"_s, reading.text},
                                             {u"source"_s, reading.source},
                                             {u"options"_s, QJsonArray::fromStringList(reading.options)}});
        }
        for (const UnitRow &row : status.rows) {
            if (row.status == UnitStatus::Untranslated) {
                untranslatedJson.append(page.english.unit(row.english).id);
                continue;
            }
            if (row.status != UnitStatus::Outdated)
                continue;
            const WikiUnit &czech = page.czech.unit(row.czech);
            const QString english = page.english.unit(row.english).text;
            const std::optional<QString> previous = page.previousEnglishFor(row.czech);
            const QString file = fileOf(page.id, Language::Czech);
            const int line = page.czech.lineOf(row.czech);
            QJsonObject unit {{u"id"_s, czech.id},
                              {u"file"_s, file},
                              {u"line"_s, line},
                              {u"stamped"_s, !czech.sourceHash.isEmpty()},
                              {u"english"_s, english},
                              {u"englishHash"_s, unitHash(english)},
                              {u"recordedHash"_s, czech.sourceHash}};
            QString why = czech.sourceHash.isEmpty() ? u"never stamped"_s : u"the English changed"_s;
            if (previous) {
                const QString diff = diffAsText(wordDiff(*previous, english));
                unit.insert(u"previousEnglish"_s, *previous);
                unit.insert(u"diff"_s, diff);
                why += u": "_s + diff;
            }
            outdatedJson.append(unit);
            if (!parser.isSet(json))
                io.out << "  " << file << ':' << line << ": outdated unit " << czech.id << " (" << why << ")\n";
        }
        for (const Finding &finding : findings) {
            (finding.severity == Severity::Error ? errors : warnings) += 1;
            const QString file = fileOf(page.id, finding.language);
            findingsJson.append(findingJson(finding, file));
            if (!parser.isSet(json)) {
                io.out << "  " << file << ':' << finding.line << ": " << severityName(finding.severity) << ' '
                       << finding.code;
                if (!finding.unitId.isEmpty())
                    io.out << " (unit " << finding.unitId << ')';
                io.out << ": " << finding.message << '\n';
            }
        }
        pagesJson.append(QJsonObject {{u"page"_s, page.id},
                                      {u"titleEn"_s, page.titleEn},
                                      {u"titleCs"_s, page.titleCs},
                                      {u"expansions"_s, QJsonArray::fromStringList(page.expansions)},
                                      {u"percentComplete"_s, status.percentComplete()},
                                      {u"englishUnits"_s, status.englishUnits},
                                      {u"current"_s, status.current},
                                      {u"outdated"_s, status.outdated},
                                      {u"untranslated"_s, status.untranslated},
                                      {u"czechOnly"_s, status.czechOnly},
                                      {u"outdatedUnits"_s, outdatedJson},
                                      {u"untranslatedUnits"_s, untranslatedJson},
                                      {u"readings"_s, readingsJson},
                                      {u"findings"_s, findingsJson}});
    }

    const bool ok = errors == 0 && outdated == 0;
    if (parser.isSet(json)) {
        const QJsonObject result {{u"pages"_s, pagesJson},
                                  {u"errors"_s, errors},
                                  {u"warnings"_s, warnings},
                                  {u"outdated"_s, outdated},
                                  {u"ok"_s, ok}};
        printJson(io, result);
    } else {
        io.out << countOf(rulebook.pages.size(), "page", "pages") << ": " << countOf(errors, "error", "errors") << ", "
               << countOf(warnings, "warning", "warnings") << ", "
               << countOf(outdated, "outdated unit", "outdated units") << '\n';
    }
    return ok ? ExitOk : ExitFindings;
}

int runStamp(const QStringList &arguments, CliIo &io)
{
    const QString command = u"rules stamp"_s;
    QCommandLineParser parser;
    parser.setApplicationDescription(u"Record which English each Czech unit was translated from."_s);
    const QCommandLineOption json = addJsonOption(parser);
    const QCommandLineOption all(u"all"_s, u"Also stamp outdated units (after reading them)."_s);
    const QCommandLineOption pageOption(u"page"_s, u"Only this page."_s, u"ID"_s);
    const QCommandLineOption unitOption(
        u"unit"_s, u"Only this Czech unit (needs --page); stamps it even when outdated."_s, u"ID"_s);
    parser.addOptions({all, pageOption, unitOption});
    parser.addPositionalArgument(u"path"_s, u"Rules folder, page folder or page file."_s);
    if (!parseCommandLine(parser, subcommandArguments(arguments), io))
        return ExitBadInput;
    const QStringList positional = parser.positionalArguments();
    if (positional.size() != 1 || positional.constFirst() == u"-") {
        io.err << command << ": give the rules folder or page file to stamp (it is written back)\n";
        return ExitBadInput;
    }
    if (parser.isSet(unitOption) && !parser.isSet(pageOption)) {
        io.err << command << ": --unit needs --page\n";
        return ExitBadInput;
    }
    std::optional<RulebookReadResult> read = readRulesArgument(command, positional.constFirst(), io);
    if (!read)
        return ExitBadInput;
    if (read->root.startsWith(u":/")) {
        io.err << command << ": the bundled rules cannot be written\n";
        return ExitBadInput;
    }
    Rulebook &rulebook = read->rulebook;
    if (parser.isSet(pageOption) && !rulebook.page(parser.value(pageOption))) {
        io.err << command << ": no rules page \"" << parser.value(pageOption) << "\"\n";
        return ExitBadInput;
    }

    QJsonArray pagesJson;
    int total = 0;
    for (RulePage &page : rulebook.pages) {
        if (parser.isSet(pageOption) && page.id != parser.value(pageOption))
            continue;
        QStringList stamped;
        for (int c = 0; c < page.czech.size(); ++c) {
            const WikiUnit &unit = page.czech.unit(c);
            if (page.englishIndexFor(c) < 0 || page.isCurrent(c))
                continue;
            const bool wanted = parser.isSet(unitOption) ? unit.id == parser.value(unitOption)
                                                         : unit.sourceHash.isEmpty() || parser.isSet(all);
            if (wanted && page.markCurrent(c))
                stamped.append(page.czech.unit(c).id);
        }
        if (parser.isSet(unitOption) && stamped.isEmpty() && page.czech.indexOf(parser.value(unitOption)) < 0) {
            io.err << command << ": page " << page.id << " has no Czech unit " << parser.value(unitOption) << '\n';
            return ExitBadInput;
        }
        total += int(stamped.size());
        pagesJson.append(QJsonObject {{u"page"_s, page.id}, {u"stamped"_s, QJsonArray::fromStringList(stamped)}});
        if (!parser.isSet(json))
            io.out << page.id << ": stamped " << countOf(stamped.size(), "unit", "units") << '\n';
    }
    QString error;
    if (!writeRulebook(rulebook, read->root, &error)) {
        io.err << command << ": " << error << '\n';
        return ExitBadInput;
    }
    if (parser.isSet(json))
        printJson(io, QJsonObject {{u"pages"_s, pagesJson}, {u"stamped"_s, total}});
    return ExitOk;
}

} // namespace

int runRulesCommand(const QStringList &arguments, CliIo &io)
{
    return runSubcommand({{u"check"_s, runCheck}, {u"stamp"_s, runStamp}}, arguments, io, printRulesUsage);
}

} // namespace Krajina
