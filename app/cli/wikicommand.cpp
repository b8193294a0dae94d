// SPDX-FileCopyrightText: 2026 Krajina contributors
// SPDX-License-Identifier: GPL-3.0-or-later

#include "catalogueargument.h"
#include "commands.h"
#include "rulesclisupport.h"

#include "catalogue/catalogueio.h"
#include "document/cataloguedocument.h"
#include "document/tilelisttable.h"
#include "document/wikirecord.h"
#include "inputfile.h"
#include "rulebook/translationstatus.h"
#include "rulebook/wikiexchange.h"
#include "wiki/mediawikiclient.h"
#include "wiki/wikisession.h"
#include "wiki/wikisync.h"
#include "wiki/wikisyncstate.h"
#include "writeerror.h"

#include <QCommandLineParser>
#include <QDir>
#include <QEventLoop>
#include <QFile>
#include <QFileInfo>
#include <QJsonArray>
#include <QJsonObject>
#include <QSaveFile>
#include <QStringDecoder>
#include <QUndoStack>

#include <cstdio>

#ifdef Q_OS_UNIX
#include <termios.h>
#include <unistd.h>
#endif

using namespace Qt::StringLiterals;

namespace Krajina {

namespace {

void printWikiUsage(QTextStream &out)
{
    out << "Usage: krajina-cli wiki export EXPANSION|PAGE --lang cs|en [--markup translate|plain] [--rules DIR]\n"
           "                               [--catalogue FILE] [--json]\n"
           "       krajina-cli wiki import PAGE.wiki --expansion ID --lang cs|en [--rules DIR] [--output DIR]\n"
           "                               [--stamp] [--json]\n"
           "       krajina-cli wiki resolve KEY --take mine|wiki --site URL RULES-FOLDER|FILE.krajina\n"
           "       krajina-cli wiki status|pull|push --site URL [--user NAME@APP] [--password-stdin]\n"
           "                               [--page ID]... [--dry-run] [--summary TEXT] [--markup translate|plain]\n"
           "                               [--templates] [--catalogue FILE] [--allow-http] [--json]\n"
           "                               [--take-tables] [--overwrite-tables]\n"
           "                               [RULES-FOLDER|FILE.krajina]\n\n"
           "export  Print a rules page ready to paste into the wiki, with each {{TileList|...}} turned\n"
           "        into a table of the expansion's tiles from the catalogue; --markup plain leaves out\n"
           "        the Translate extension's markup, for a wiki without it.\n"
           "import  Read a page from the wiki (with or without Translate markup) into units; print\n"
           "        them, or with --output write the page into that rules folder.\n"
           "status  Compare every page with the wiki: in step, wiki changed, Krajina changed, both\n"
           "        changed (a conflict), missing on the wiki, never synced.\n"
           "pull    Bring the pages the wiki changed into the rules folder. A page changed on both sides\n"
           "        is merged by paragraph (Krajina's changes kept, push sends them); the same\n"
           "        paragraph changed on both sides, or a page never synced that differs, is a\n"
           "        conflict and left alone.\n"
           "resolve Settle a conflict: --take mine keeps Krajina's paragraphs (the next push sends\n"
           "        them), --take wiki takes the wiki's (a page never synced: as it is on the wiki).\n"
           "push    Write the pages Krajina changed to the wiki; a page changed on the wiki too is a\n"
           "        conflict and left alone. --templates also writes Krajina's templates.\n\n"
           "The tile tables Krajina makes from the catalogue belong to the catalogue: an edit of\n"
           "one on the wiki is shown by status (tables-edited, naming each difference) and push\n"
           "leaves that page alone (exit 1) until pull --take-tables takes the wiki's counts into\n"
           "the catalogue (--catalogue FILE or a .krajina document) or push --overwrite-tables\n"
           "writes the catalogue's tables over the wiki's.\n\n"
           "The rules folder (default: the bundled rules, read only) keeps what was last pulled or\n"
           "pushed in wiki-sync.json, a .krajina document inside, in the same form the Wiki panel\n"
           "uses: a page synced by either is in step for both. The markup (translate or plain) is\n"
           "remembered per site and page; --markup only chooses it for pages never synced. Log in\n"
           "with a bot password (Special:BotPasswords); the password comes from standard input\n"
           "(--password-stdin; at a terminal it is asked for and not shown) or KRAJINA_WIKI_PASSWORD.\n\n"
           "On a wiki that runs the Translate extension, push marks each English page for\n"
           "translation (the wiki's pagetranslation right) and the Czech text goes to and comes from\n"
           "the translation units, Translations:PAGE/UNIT/cs (shown as Translations:PAGE/*/cs), never\n"
           "PAGE/cs, which the wiki makes from them. A fuzzy unit is outdated in Krajina; an outdated\n"
           "one is pushed fuzzy. Czech-only paragraphs stay in Krajina; status names them.\n\n"
           "The site is https unless its address says http; plain http to another machine needs\n"
           "--allow-http. A redirect is followed only within the site (same scheme, host and port)\n"
           "and never for the login or an edit. Limits: no answer for 60 s, 300 s for one request,\n"
           "an hour for a run; 32 MB for one answer, 128 MB for a run; 100 continuations for one\n"
           "batch of 50 pages. Reaching one stops the run with a message that names it.\n"
           "Exit status: 0 all went, 1 a page is in conflict or was refused, 2 bad usage,\n"
           "unreachable site or bad login.\n";
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
    const QCommandLineOption markupOption(u"markup"_s,
                                          u"translate (default): with the Translate extension's markup; plain: "
                                          u"without."_s,
                                          u"translate|plain"_s);
    parser.addOptions({langOption, rulesOption, catalogueOption, markupOption});
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
    const std::optional<WikiMarkup> markup
        = wikiMarkupFromName(parser.value(markupOption).isEmpty() ? u"translate"_s : parser.value(markupOption));
    if (!markup) {
        io.err << command << ": --markup must be translate or plain, not \"" << parser.value(markupOption) << "\"\n";
        return ExitBadInput;
    }
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

    const WikiExport exported
        = exportWikiPage(*page, *language, catalogueTileLists(input->catalogue, *language), *markup);
    for (const QString &warning : exported.warnings)
        io.err << command << ": warning: " << warning << '\n';
    if (parser.isSet(json)) {
        const QJsonObject result {{u"page"_s, page->id},
                                  {u"language"_s, languageCode(*language)},
                                  {u"title"_s, page->title(*language)},
                                  {u"expansions"_s, QJsonArray::fromStringList(page->expansions)},
                                  {u"markup"_s, wikiMarkupName(*markup)},
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
    io.out << page.id << ": " << countOf(imported->size(), "unit", "units") << "; translation "
           << status.percentComplete() << " % complete (" << status.outdated << " outdated, " << status.untranslated
           << " untranslated)\n";
    return ExitOk;
}

// One line of standard input; at a terminal it asks and does not echo.
QString readPassword(CliIo &io)
{
#ifdef Q_OS_UNIX
    termios saved {};
    const bool terminal = isatty(STDIN_FILENO) && tcgetattr(STDIN_FILENO, &saved) == 0;
    if (terminal) {
        termios quiet = saved;
        quiet.c_lflag &= ~tcflag_t(ECHO);
        tcsetattr(STDIN_FILENO, TCSAFLUSH, &quiet);
        io.err << "Password: ";
        io.err.flush();
    }
#endif
    QTextStream in(stdin);
    const QString line = in.readLine();
#ifdef Q_OS_UNIX
    if (terminal) {
        tcsetattr(STDIN_FILENO, TCSAFLUSH, &saved);
        io.err << '\n';
        io.err.flush();
    }
#else
    Q_UNUSED(io)
#endif
    return line;
}

// Runs an asynchronous call of the wiki client to its end.
template<typename Start>
void waitFor(Start start)
{
    QEventLoop loop;
    bool finished = false;
    start([&] {
        finished = true;
        loop.quit();
    });
    if (!finished)
        loop.exec();
}

// The data a sync works on: a rules folder (its record in wiki-sync.json) or
// a .krajina document (its record inside), held in a document as the Wiki
// panel holds it.
struct SyncData
{
    std::unique_ptr<CatalogueDocument> document;
    QString krajinaFile; // or
    QString rulesRoot; // empty: the bundled rules, read only
};

std::optional<SyncData> readSyncData(const QString &command, const QString &path, const QString &catalogueFile,
                                     CliIo &io)
{
    SyncData data;
    if (path.endsWith(u".krajina"_s, Qt::CaseInsensitive)) {
        if (!catalogueFile.isEmpty()) {
            io.err << command << ": a .krajina document carries its catalogue: leave out --catalogue\n";
            return std::nullopt;
        }
        QString error;
        data.document = CatalogueDocument::open(path, &error);
        if (!data.document) {
            io.err << command << ": " << error << '\n';
            return std::nullopt;
        }
        data.krajinaFile = path;
        return data;
    }
    std::optional<RulebookReadResult> read = readRulesArgument(command, path, io);
    if (!read)
        return std::nullopt;
    std::optional<CatalogueArgument> input = readCatalogueOption(command, catalogueFile, io);
    if (!input)
        return std::nullopt;
    data.document = std::make_unique<CatalogueDocument>(std::move(input->catalogue));
    data.document->setRulebook(read->rulebook);
    if (!path.isEmpty()) {
        data.rulesRoot = read->root;
        const QString recordPath = QDir(read->root).filePath(wikiSyncFileName());
        QFile file(recordPath);
        if (file.exists()) {
            QString error;
            std::optional<WikiSyncState> loaded;
            if (file.open(QIODevice::ReadOnly))
                loaded = WikiSyncState::fromJson(file.readAll(), recordPath, &error);
            else
                error = recordPath + u": "_s + file.errorString();
            if (!loaded) {
                io.err << command << ": " << error << '\n';
                return std::nullopt;
            }
            setWikiRecord(*data.document, *loaded);
        }
    }
    return data;
}

// Writes back what a run changed: the document, or the rules folder's pages and record.
bool writeSyncData(const QString &command, SyncData &data, bool pagesChanged, CliIo &io)
{
    QString error;
    if (!data.krajinaFile.isEmpty()) {
        if (!data.document->save(data.krajinaFile, &error)) {
            io.err << command << ": " << error << '\n';
            return false;
        }
        return true;
    }
    if (data.rulesRoot.isEmpty()) {
        io.err << command << ": note: no rules folder given, so what was pushed is not remembered\n";
        return true;
    }
    if (pagesChanged && !writeRulebook(data.document->rulebook(), data.rulesRoot, &error)) {
        io.err << command << ": " << error << '\n';
        return false;
    }
    const QString recordPath = QDir(data.rulesRoot).filePath(wikiSyncFileName());
    QSaveFile file(recordPath);
    if (!file.open(QIODevice::WriteOnly) || file.write(wikiRecord(*data.document).toJson()) < 0 || !file.commit()) {
        io.err << command << ": " << recordPath << ": cannot write: " << writeErrorText(file) << '\n';
        return false;
    }
    return true;
}

int runSync(const QString &sub, const QStringList &arguments, CliIo &io)
{
    const QString command = u"wiki "_s + sub;
    QCommandLineParser parser;
    parser.setApplicationDescription(u"Compare, pull or push rules pages against a MediaWiki site."_s);
    const QCommandLineOption json = addJsonOption(parser);
    const QCommandLineOption siteOption(u"site"_s, u"The wiki (its address or that of its api.php)."_s, u"URL"_s);
    const QCommandLineOption userOption(u"user"_s, u"Bot-password user name (Name@app)."_s, u"NAME"_s);
    const QCommandLineOption passwordStdin(u"password-stdin"_s, u"Read the password from standard input."_s);
    const QCommandLineOption pageOption(u"page"_s, u"Only this page (river, river/cs, river-1, Tile)."_s, u"ID"_s);
    const QCommandLineOption dryRun(u"dry-run"_s, u"Show what would change; change nothing."_s);
    const QCommandLineOption summaryOption(u"summary"_s, u"Edit summary."_s, u"TEXT"_s);
    const QCommandLineOption markupOption(u"markup"_s,
                                          u"translate or plain, for pages never synced (default: as remembered "
                                          u"for the site, else what it runs)."_s,
                                          u"translate|plain"_s);
    const QCommandLineOption templatesOption(
        u"templates"_s,
        u"Also the templates Krajina's pages use (%1)."_s.arg(bundledWikiTemplates().keys().join(u", "_s)));
    const QCommandLineOption catalogueOption(u"catalogue"_s, u"Catalogue for tile lists (default: bundled)."_s,
                                             u"FILE"_s);
    const QCommandLineOption takeOption(u"take"_s, u"resolve: keep Krajina's page (mine) or take the wiki's (wiki)."_s,
                                        u"mine|wiki"_s);
    const QCommandLineOption allowHttp(u"allow-http"_s,
                                       u"Allow plain http to another machine (the password travels unencrypted)."_s);
    const QCommandLineOption takeTables(u"take-tables"_s,
                                        u"pull: take the tile counts of tile tables edited on the wiki into the "
                                        u"catalogue (--catalogue FILE or a .krajina document)."_s);
    const QCommandLineOption overwriteTables(u"overwrite-tables"_s,
                                             u"push: write the catalogue's tile tables over tables edited on the "
                                             u"wiki."_s);
    parser.addOptions({siteOption, userOption, passwordStdin, pageOption, dryRun, summaryOption, markupOption,
                       templatesOption, catalogueOption, takeOption, allowHttp, takeTables, overwriteTables});
    const bool resolving = sub == u"resolve";
    if (resolving)
        parser.addPositionalArgument(u"key"_s, u"The page as status names it (river/cs, tiles:river-1/en)."_s);
    parser.addPositionalArgument(u"rules"_s, u"Rules folder or .krajina document (default: bundled, read only)."_s);
    if (!parseCommandLine(parser, subcommandArguments(arguments), io))
        return ExitBadInput;
    QStringList positional = parser.positionalArguments();
    QString resolveKey;
    if (resolving) {
        const QString take = parser.value(takeOption);
        if (positional.size() != 2 || (take != u"mine" && take != u"wiki")) {
            io.err << command
                   << ": give the page (as status names it), --take mine|wiki and the rules folder or "
                      ".krajina document\n";
            return ExitBadInput;
        }
        resolveKey = positional.takeFirst();
    }
    if (!parser.isSet(siteOption) || positional.size() > 1) {
        io.err << command << ": give --site URL and at most one rules folder or .krajina document\n";
        return ExitBadInput;
    }
    const QString dataPath = positional.value(0);
    if ((sub == u"pull" || resolving) && dataPath.isEmpty()) {
        io.err << command << ": give the rules folder or .krajina document to pull into\n";
        return ExitBadInput;
    }
    if (sub == u"push" && !parser.isSet(userOption)) {
        io.err << command << ": pushing needs --user NAME@APP (a bot password)\n";
        return ExitBadInput;
    }
    std::optional<WikiMarkup> markup;
    if (parser.isSet(markupOption)) {
        markup = wikiMarkupFromName(parser.value(markupOption));
        if (!markup) {
            io.err << command << ": --markup must be translate or plain\n";
            return ExitBadInput;
        }
    }
    if (parser.isSet(takeTables) && sub != u"pull") {
        io.err << command << ": --take-tables belongs to pull\n";
        return ExitBadInput;
    }
    if (parser.isSet(overwriteTables) && sub != u"push") {
        io.err << command << ": --overwrite-tables belongs to push\n";
        return ExitBadInput;
    }
    const bool krajinaDocument = dataPath.endsWith(u".krajina"_s, Qt::CaseInsensitive);
    if (parser.isSet(takeTables) && !krajinaDocument && !parser.isSet(catalogueOption)) {
        io.err << command
               << ": --take-tables changes the catalogue: give --catalogue FILE (or pull into a .krajina document)\n";
        return ExitBadInput;
    }
    std::optional<SyncData> data = readSyncData(command, dataPath, parser.value(catalogueOption), io);
    if (!data)
        return ExitBadInput;

    WikiSession session;
    session.setDocument(data->document.get());
    session.setAllowPlainHttp(parser.isSet(allowHttp));
    QString siteError;
    if (!session.setSite(parser.value(siteOption), &siteError)) {
        io.err << command << ": " << siteError;
        if (MediaWikiClient::isPlainHttpToRemote(MediaWikiClient::apiUrlFor(parser.value(siteOption))))
            io.err << " (or give --allow-http)";
        io.err << '\n';
        return ExitBadInput;
    }
    session.setMarkupOverride(markup);
    session.setTemplates(parser.isSet(templatesOption));
    session.setOverwriteTables(parser.isSet(overwriteTables));

    QString password;
    if (parser.isSet(userOption)) {
        if (parser.isSet(passwordStdin)) {
            password = readPassword(io);
        } else {
            password = qEnvironmentVariable("KRAJINA_WIKI_PASSWORD");
        }
        if (password.isEmpty()) {
            io.err << command << ": no password: give --password-stdin or set KRAJINA_WIKI_PASSWORD\n";
            return ExitBadInput;
        }
    }

    WikiError error;
    waitFor([&](auto finished) {
        auto done = [&, finished](const WikiError &failure) {
            error = failure;
            finished();
        };
        if (parser.isSet(userOption))
            session.logIn(parser.value(userOption), password, done);
        else
            session.fetchSiteInfo(done);
    });
    password.fill(u' ');
    if (!error.ok()) {
        io.err << command << ": " << error.message << '\n';
        return ExitBadInput;
    }

    QStringList unknown;
    QList<WikiTarget> targets = session.targets(parser.values(pageOption), &unknown);
    if (resolving) {
        const std::optional<WikiTarget> target = session.target(resolveKey);
        if (!target)
            unknown.append(resolveKey);
        else
            targets = {*target};
    }
    if (!unknown.isEmpty()) {
        io.err << command << ": no page \"" << unknown.join(u"\", \""_s) << "\"\n";
        return ExitBadInput;
    }

    QList<WikiPageResult> results;
    const QString summary
        = parser.isSet(summaryOption) ? parser.value(summaryOption) : u"Krajina: rules pages from the catalogue"_s;
    const int undoBefore = data->document->undoStack()->count();
    waitFor([&](auto finished) {
        auto done = [&, finished](const QList<WikiPageResult> &found, const WikiError &failure) {
            results = found;
            error = failure;
            finished();
        };
        if (resolving) {
            const WikiMerge::Take take
                = parser.value(takeOption) == u"wiki" ? WikiMerge::Take::Wiki : WikiMerge::Take::Mine;
            session.resolve(targets.constFirst(), {take}, {}, done);
        } else if (sub == u"status")
            session.compare(targets, done);
        else if (sub == u"push")
            session.push(targets, summary, parser.isSet(dryRun), done);
        else
            session.pull(targets, parser.isSet(dryRun), done);
    });

    // Keep what went, even when the run stopped half-way; status only reads.
    QStringList problems = session.pullProblems();
    if (parser.isSet(takeTables) && !parser.isSet(dryRun) && error.ok()) {
        if (session.takeTileCounts(results, &problems) > 0 && data->krajinaFile.isEmpty()) {
            QString writeError;
            if (!writeCatalogueFile(data->document->catalogue(), parser.value(catalogueOption), &writeError)) {
                io.err << command << ": " << writeError << '\n';
                return ExitBadInput;
            }
        }
        for (WikiPageResult &result : results) {
            const bool allCounts = std::all_of(result.tableEdits.begin(), result.tableEdits.end(),
                                               [](const TileTableDifference &edit) { return edit.wikiCount; });
            if (result.state == WikiPageState::TablesEdited && allCounts
                && result.action == WikiPageResult::Action::Conflict) {
                result.action = WikiPageResult::Action::Resolved;
                result.message = u"the wiki's tile counts taken into the catalogue"_s;
            }
        }
    }
    if (!parser.isSet(dryRun) && sub != u"status") {
        const bool pagesChanged = data->document->undoStack()->count() != undoBefore;
        if (!writeSyncData(command, *data, pagesChanged, io))
            return ExitBadInput;
    }

    if (parser.isSet(json)) {
        QJsonArray pages;
        for (const WikiPageResult &result : std::as_const(results)) {
            QJsonObject page {{u"key"_s, result.target.key()},
                              {u"title"_s, result.target.title},
                              {u"state"_s, wikiPageStateName(result.state)},
                              {u"action"_s, wikiActionName(result.action)},
                              {u"markup"_s, wikiMarkupName(result.target.markup)},
                              {u"revision"_s, result.wiki.revisionId}};
            if (!result.message.isEmpty())
                page.insert(u"message"_s, result.message);
            if (!result.tableEdits.isEmpty()) {
                QJsonArray edits;
                for (const TileTableDifference &edit : result.tableEdits)
                    edits.append(edit.text);
                page.insert(u"tableEdits"_s, edits);
            }
            pages.append(page);
        }
        QJsonObject answer {{u"site"_s, session.site()},
                            {u"generator"_s, session.siteInfo().generator},
                            {u"markup"_s, wikiMarkupName(session.siteMarkup())},
                            {u"pages"_s, pages}};
        if (!error.ok())
            answer.insert(u"error"_s, error.message);
        printJson(io, answer);
    } else {
        for (const WikiPageResult &result : std::as_const(results)) {
            io.out << wikiPageStateName(result.state).leftJustified(16) << ' '
                   << wikiActionName(result.action).leftJustified(12) << ' ' << result.target.key().leftJustified(20)
                   << ' ' << result.target.title;
            if (!result.message.isEmpty())
                io.out << " (" << result.message << ')';
            io.out << '\n';
        }
    }
    for (const QString &problem : problems)
        io.err << command << ": " << problem << '\n';
    if (!error.ok()) {
        io.err << command << ": " << error.message << '\n';
        return ExitBadInput;
    }
    if (!wikiRunSucceeded(results) || !problems.isEmpty())
        return ExitFindings;
    if (sub == u"status") {
        const bool conflict = std::any_of(results.begin(), results.end(), [](const WikiPageResult &result) {
            return result.state == WikiPageState::BothChanged || result.state == WikiPageState::Unsynced
                || result.state == WikiPageState::TablesEdited;
        });
        return conflict ? ExitFindings : ExitOk;
    }
    return ExitOk;
}

} // namespace

int runWikiCommand(const QStringList &arguments, CliIo &io)
{
    const auto syncCommand = [](const QString &sub) {
        return [sub](const QStringList &args, CliIo &cliIo) { return runSync(sub, args, cliIo); };
    };
    return runSubcommand({{u"export"_s, runExport},
                          {u"import"_s, runImport},
                          {u"status"_s, syncCommand(u"status"_s)},
                          {u"pull"_s, syncCommand(u"pull"_s)},
                          {u"push"_s, syncCommand(u"push"_s)},
                          {u"resolve"_s, syncCommand(u"resolve"_s)}},
                         arguments, io, printWikiUsage);
}

} // namespace Krajina
