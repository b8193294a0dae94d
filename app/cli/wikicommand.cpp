#include "catalogueargument.h"
#include "commands.h"
#include "rulesclisupport.h"

#include "catalogue/catalogueio.h"
#include "document/tilelisttable.h"
#include "inputfile.h"
#include "rulebook/translationstatus.h"
#include "rulebook/wikiexchange.h"

#include <QCommandLineParser>
#include <QDir>
#include <QFileInfo>
#include <QJsonArray>
#include <QJsonObject>
#include <QStringDecoder>

using namespace Qt::StringLiterals;

namespace Krajina {

namespace {

void printWikiUsage(QTextStream &out)
{
    out << "Usage: krajina-cli wiki export EXPANSION|PAGE --lang cs|en [--rules DIR] [--catalogue FILE] [--json]\n"
           "       krajina-cli wiki import PAGE.wiki --expansion ID --lang cs|en [--rules DIR] [--output DIR]\n"
           "                               [--stamp] [--json]\n\n"
           "export  Print a rules page ready to paste into the wiki, with each {{TileList|...}} turned\n"
           "        into a table of the expansion's tiles from the catalogue.\n"
           "import  Read a page from the wiki (with or without Translate markup) into units; print\n"
           "        them, or with --output write the page into that rules folder.\n";
}

int runExport(const QStringList &arguments, CliIo &io)
{
    const QString command = u"wiki export"_s;
    QCommandLineParser parser;
    parser.setApplicationDescription(u"Print a rules page for the wiki."_s);
    const QCommandLineOption json = addJsonOption(parser);
    const QCommandLineOption langOption(u"lang"_s, u"Language of the page."_s, u"cs|en"_s);
    const QCommandLineOption rulesOption(u"rules"_s, u"Rules folder (default: bundled)."_s, u"DIR"_s);
    const QCommandLineOption catalogueOption(u"catalogue"_s, u"Catalogue for tile lists (default: bundled)."_s,
                                             u"FILE"_s);
    parser.addOptions({langOption, rulesOption, catalogueOption});
    parser.addPositionalArgument(u"expansion"_s, u"Expansion id (or rules page id)."_s);
    if (!parseCommandLine(parser, subcommandArguments(arguments), io))
        return ExitBadInput;
    if (parser.positionalArguments().size() != 1 || !parser.isSet(langOption)) {
        io.err << command << ": give one expansion and --lang cs|en\n";
        return ExitBadInput;
    }
    const std::optional<Language> language = languageArgument(command, parser.value(langOption), io);
    if (!language)
        return ExitBadInput;
    const std::optional<RulebookReadResult> read = readRulesArgument(command, parser.value(rulesOption), io);
    if (!read)
        return ExitBadInput;
    const QString wanted = parser.positionalArguments().constFirst();
    const RulePage *page = read->rulebook.pageForExpansion(wanted);
    if (!page)
        page = read->rulebook.page(wanted);
    if (!page) {
        io.err << command << ": no rules page covers \"" << wanted << "\"\n";
        return ExitBadInput;
    }

    const auto input = readCatalogueOption(command, parser.value(catalogueOption), io);
    if (!input)
        return ExitBadInput;
    const Catalogue &catalogue = input->catalogue;

    const WikiExport exported = exportWikiPage(*page, *language, catalogueTileLists(catalogue, *language));
    for (const QString &warning : exported.warnings)
        io.err << command << ": warning: " << warning << '\n';
    if (parser.isSet(json)) {
        const QJsonObject result {{u"page"_s, page->id},
                                  {u"language"_s, languageCode(*language)},
                                  {u"title"_s, page->title(*language)},
                                  {u"expansions"_s, QJsonArray::fromStringList(page->expansions)},
                                  {u"text"_s, exported.text},
                                  {u"warnings"_s, QJsonArray::fromStringList(exported.warnings)}};
        printJson(io, result);
    } else {
        io.out << exported.text;
    }
    return exported.warnings.isEmpty() ? ExitOk : ExitFindings;
}

int runImport(const QStringList &arguments, CliIo &io)
{
    const QString command = u"wiki import"_s;
    QCommandLineParser parser;
    parser.setApplicationDescription(u"Read a rules page from the wiki."_s);
    const QCommandLineOption json = addJsonOption(parser);
    const QCommandLineOption langOption(u"lang"_s, u"Language of the page."_s, u"cs|en"_s);
    const QCommandLineOption expansionOption(u"expansion"_s, u"An expansion the page covers."_s, u"ID"_s);
    const QCommandLineOption rulesOption(u"rules"_s,
                                         u"Rules folder the page belongs to (default: --output, else "
                                         u"bundled)."_s,
                                         u"DIR"_s);
    const QCommandLineOption outputOption(u"output"_s, u"Write the page into this rules folder."_s, u"DIR"_s);
    const QCommandLineOption stampOption(u"stamp"_s,
                                         u"Czech: record the units as translated from the English they "
                                         u"line up with."_s);
    parser.addOptions({langOption, expansionOption, rulesOption, outputOption, stampOption});
    parser.addPositionalArgument(u"page"_s, u"The page's wikitext; - for standard input."_s);
    if (!parseCommandLine(parser, subcommandArguments(arguments), io))
        return ExitBadInput;
    if (parser.positionalArguments().size() != 1 || !parser.isSet(langOption) || !parser.isSet(expansionOption)) {
        io.err << command << ": give one page file, --expansion ID and --lang cs|en\n";
        return ExitBadInput;
    }
    const std::optional<Language> language = languageArgument(command, parser.value(langOption), io);
    if (!language)
        return ExitBadInput;
    const InputFile input = readInputFile(parser.positionalArguments().constFirst());
    if (!input.ok()) {
        io.err << command << ": " << input.error << '\n';
        return ExitBadInput;
    }
    QStringDecoder decoder(QStringDecoder::Utf8);
    const QString text = decoder.decode(input.data);
    if (decoder.hasError()) {
        io.err << command << ": " << input.displayName << ": not valid UTF-8\n";
        return ExitBadInput;
    }

    // The rules the page joins: --rules, else what --output already holds (a new
    // folder starts empty), else the bundled ones.
    QString rulesPath = parser.value(rulesOption);
    const QString output = parser.value(outputOption);
    const bool freshOutput = !output.isEmpty() && (!QDir(output).exists() || QDir(output).isEmpty());
    if (rulesPath.isEmpty() && !output.isEmpty() && !freshOutput)
        rulesPath = output;
    std::optional<RulebookReadResult> read;
    if (rulesPath.isEmpty() && freshOutput)
        read = RulebookReadResult {};
    else
        read = readRulesArgument(command, rulesPath, io);
    if (!read)
        return ExitBadInput;
    Rulebook &rulebook = read->rulebook;
    const QString expansion = parser.value(expansionOption);
    int pageIndex = -1;
    if (const RulePage *covering = rulebook.pageForExpansion(expansion))
        pageIndex = rulebook.pageIndex(covering->id);
    if (pageIndex < 0) {
        RulePage fresh;
        fresh.id = expansion;
        fresh.expansions = {expansion};
        rulebook.pages.append(fresh);
        pageIndex = int(rulebook.pages.size()) - 1;
    }
    RulePage &page = rulebook.pages[pageIndex];

    WikiTextError error;
    WikiImportOptions options;
    options.language = *language;
    options.english = &page.english;
    options.stamp = parser.isSet(stampOption);
    const std::optional<WikiText> imported = importWikiPage(text, options, &error);
    if (!imported) {
        io.err << command << ": " << input.displayName << ':' << error.line << ": " << error.message << '\n';
        return ExitBadInput;
    }
    if (*language == Language::English)
        page.replaceEnglish(*imported);
    else
        page.czech = *imported;

    if (!output.isEmpty()) {
        QString writeError;
        if (!writeRulebook(rulebook, output, &writeError)) {
            io.err << command << ": " << writeError << '\n';
            return ExitBadInput;
        }
    }

    const PageStatus status = pageStatus(page);
    if (parser.isSet(json)) {
        QJsonArray units;
        for (const WikiUnit &unit : imported->units()) {
            units.append(QJsonObject {{u"id"_s, unit.id},
                                      {u"line"_s, unit.line},
                                      {u"heading"_s, unit.isHeading()},
                                      {u"text"_s, unit.text},
                                      {u"sourceHash"_s, unit.sourceHash}});
        }
        QJsonObject result {{u"page"_s, page.id},
                            {u"language"_s, languageCode(*language)},
                            {u"units"_s, units},
                            {u"percentComplete"_s, status.percentComplete()},
                            {u"outdated"_s, status.outdated},
                            {u"untranslated"_s, status.untranslated}};
        if (!output.isEmpty())
            result.insert(u"written"_s, rulesFileName(QDir::cleanPath(output), page.id, *language));
        printJson(io, result);
        return ExitOk;
    }
    if (output.isEmpty()) {
        for (const WikiUnit &unit : imported->units())
            io.out << "--- unit " << unit.id << " (line " << unit.line << ")\n" << unit.text << '\n';
    } else {
        io.out << "wrote " << rulesFileName(QDir::cleanPath(output), page.id, *language) << '\n';
    }
    io.out << page.id << ": " << imported->size() << " unit(s); translation " << status.percentComplete()
           << " % complete (" << status.outdated << " outdated, " << status.untranslated << " untranslated)\n";
    return ExitOk;
}

} // namespace

int runWikiCommand(const QStringList &arguments, CliIo &io)
{
    return runSubcommand({{u"export"_s, runExport}, {u"import"_s, runImport}}, arguments, io, printWikiUsage);
}

} // namespace Krajina
