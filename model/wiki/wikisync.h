// SPDX-FileCopyrightText: 2026 Krajina contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "document/tilelisttable.h"
#include "mediawikiclient.h"
#include "rulebook/language.h"
#include "rulebook/rulebook.h"
#include "rulebook/wikiexchange.h"
#include "wikimerge.h"
#include "wikisyncstate.h"

#include <QHash>
#include <QObject>
#include <QSet>

namespace Krajina {

struct Catalogue;

// One page of the wiki that Krajina keeps: a rules page in one language, the
// tile list of one expansion (generated from the catalogue) or one of the
// templates Krajina's pages use.
struct WikiTarget
{
    enum class Kind : std::uint8_t { RulePage, TileList, Template };
    Kind kind = Kind::RulePage;
    QString id; // rules page id, expansion id or template name
    Language language = Language::English;
    QString title; // on the wiki
    QString text; // Krajina's rendition
    WikiMarkup markup = WikiMarkup::Plain; // the rendition's
    // Why a pull or push must leave this page alone (a switch of its markup), or empty.
    QString refusal;
    // On a wiki that runs the Translate extension, a rules page in Translate
    // markup: the English page is marked for translation after a push; the
    // Czech page is the translation units of the English page `unitsOf`
    // (wikitranslate.h), its text a units text, its title
    // translationUnitsTitle(), and `czechOnly` the units left out (the wiki
    // has no place for them).
    bool markForTranslation = false;
    QString unitsOf;
    QStringList czechOnly;

    // "river/cs", "tiles:river-1/en", "template:Tile".
    QString key() const;
};

struct WikiTargetOptions
{
    WikiMarkup markup = WikiMarkup::Plain;
    bool templates = false; // also the template pages (bundledWikiTemplates())
    bool tileLists = true; // the generated tile-list pages
    // The site runs the Translate extension: Czech pages in Translate markup
    // are its translation units (WikiTarget::unitsOf).
    bool translateExtension = false;
    // Only these: a rules page id ("river"), "river/cs", an expansion
    // ("river-1") or a template name ("Tile"); empty = every page.
    QStringList only;
};

// Which wiki page each page of the rulebook maps to and what Krajina would
// write there. Titles come from the rulebook (pages.tsv): the English title,
// the Czech title, or "English title/cs" where the site uses Translate or the
// Czech title is the English one (two pages never share a title).
// Tile lists are "Template:TileList/<expansion>" (and ".../cs"), templates
// "Template:<name>". Ids in `only` that match nothing are named in *unknown.
QList<WikiTarget> wikiTargets(const Rulebook &rulebook, const Catalogue *catalogue, const WikiTargetOptions &options,
                              QStringList *unknown = nullptr);
// The template pages Krajina ships (data/wiki/templates), by name.
QMap<QString, QString> bundledWikiTemplates();

// Why a page cannot have this title on a MediaWiki site (a character it
// forbids: "#" would cut the title at a section), or empty.
QString wikiTitleProblem(const QString &title);

enum class WikiPageState : std::uint8_t {
    InStep,
    WikiChanged, // edited on the wiki since the last pull or push
    KrajinaChanged, // edited in Krajina since then
    BothChanged, // a conflict
    MissingOnWiki,
    Unsynced, // differs, and was never pulled or pushed: which side is newer is unknown
    // A generated tile table edited on the wiki (WikiPageResult::tableEdits):
    // the tables belong to the catalogue, so this waits for the maintainer.
    TablesEdited,
};
QString wikiPageStateName(WikiPageState state); // "in-step", "wiki-changed", ...
QString wikiPageStateText(WikiPageState state); // translated

WikiPageState compareWikiPage(const QString &localText, const WikiRevision &wiki, const std::optional<WikiBase> &base);

// The outcome of one page of a run.
struct WikiPageResult
{
    enum class Action : std::uint8_t {
        None, // compared only, or in step
        Pushed,
        Created,
        Pulled,
        WouldPush, // dry run
        WouldCreate,
        WouldPull,
        Conflict, // changed on both sides: left alone
        Skipped, // nothing this run may do (pull first, generated page, ...)
        Failed,
        Resolved, // a conflict settled by the user's choice
    };
    WikiTarget target;
    WikiPageState state = WikiPageState::InStep;
    Action action = Action::None;
    WikiRevision wiki; // as read before the run acted
    std::optional<WikiBase> base; // as it was
    std::optional<WikiBase> newBase; // to record when the run acted (or found the page in step)
    QString message;
    // Changed on both sides since a base whose text the record keeps: the
    // merge by paragraph (its conflicts, if any, wait for the user).
    std::optional<WikiMerge> merge;
    // What a pull or a resolution takes into Krajina when it is not the wiki's text (a merge).
    std::optional<QString> taken;
    // The generated tile tables edited on the wiki since the last sync where
    // they differ from the catalogue: neither taken nor reverted without a choice.
    QList<TileTableDifference> tableEdits;
    // Translation units: the English text the wiki has for each unit (by id).
    QHash<QString, QString> definitions;
};
QString wikiActionName(WikiPageResult::Action action);

// The state a page is in after the run's action: in step after a push, what
// is left after a pull (changed in Krajina after a pull that merged Krajina's
// changes with the wiki's, in step after one that took the wiki's page), the
// state the run found where it did nothing.
WikiPageState wikiStateAfter(const WikiPageResult &result);

// Whether a run left every page done: no conflict, refusal or failure.
bool wikiRunSucceeded(const QList<WikiPageResult> &results);

// Compare, pull and push against one wiki through a logged-in client. Each
// run reads every page's newest revision first (in batches), compares three
// ways against the recorded bases and then acts page by page. Never
// overwrites a page changed on the wiki since the last sync: that is a
// conflict, and the edit itself carries the base revision so a change made
// during the run is refused by the wiki too. A run stops at the first error
// of the site or the connection (the results so far are kept) or on cancel().
class WikiSync : public QObject
{
    Q_OBJECT
public:
    explicit WikiSync(MediaWikiClient *client, QObject *parent = nullptr);

    using Done = std::function<void(const QList<WikiPageResult> &, const WikiError &)>;
    void compare(const QList<WikiTarget> &targets, const WikiSyncState &state, Done done);
    // Writes the pages Krajina changed (and creates missing ones).
    void push(const QList<WikiTarget> &targets, const WikiSyncState &state, const QString &summary, bool dryRun,
              Done done);
    // Reads the pages the wiki changed; results with Action::Pulled carry the
    // wiki's text in `wiki`, for applyPull().
    void pull(const QList<WikiTarget> &targets, const WikiSyncState &state, bool dryRun, Done done);
    void cancel();
    bool isRunning() const { return m_running; }
    // The generated tile tables of a page's wiki text that were edited on the
    // wiki (they differ from the catalogue's and from the last sync's).
    using TableCheck = std::function<QList<TileTableDifference>(const WikiTarget &target, const QString &wikiText,
                                                                const QString &baseText)>;
    void setTableCheck(TableCheck check) { m_tableCheck = std::move(check); }
    // Push writes the catalogue's tables over tables edited on the wiki
    // (else it leaves such a page alone).
    void setOverwriteTables(bool overwrite) { m_overwriteTables = overwrite; }

    QString site() const { return m_client->apiUrl().toString(); }

Q_SIGNALS:
    void progress(int done, int total, const QString &title);
    void runningChanged(bool running);

private:
    enum class Mode : std::uint8_t { Compare, Push, Pull };
    void run(Mode mode, const QList<WikiTarget> &targets, const WikiSyncState &state, const QString &summary,
             bool dryRun, Done done);
    void pushNext(std::shared_ptr<QList<WikiPageResult>> results, int index, QString summary, Done done);
    // The newest revision of each page, and for translation units the units
    // text Translate holds (one request per page, every unit in it).
    void readRevisions(const QList<WikiTarget> &targets, MediaWikiClient::Callback<QList<WikiRevision>> done);
    void readUnits(QList<WikiTarget> unitTargets, std::shared_ptr<QList<WikiRevision>> revisions,
                   MediaWikiClient::Callback<QList<WikiRevision>> done);
    void markNext(std::shared_ptr<QList<WikiPageResult>> results, int index, QString summary, Done done);
    void pushUnits(std::shared_ptr<QList<WikiPageResult>> results, int index, QString summary, Done done);
    void editUnits(std::shared_ptr<QList<WikiPageResult>> results, int index, QString summary, Done done,
                   std::shared_ptr<QList<WikiEdit>> edits, int next, std::shared_ptr<QStringList> failures);
    void finish(const QList<WikiPageResult> &results, const WikiError &error, const Done &done);

    MediaWikiClient *m_client;
    bool m_running = false;
    TableCheck m_tableCheck;
    bool m_overwriteTables = false;
    // Of the run under way: the English of each unit by units title, and why
    // a page's units could not be read (not marked for translation).
    QHash<QString, QHash<QString, QString>> m_definitions;
    QHash<QString, QString> m_unitProblems;
    // Of a push: the Czech translations deleted in Krajina (by units title),
    // and the wiki's units text once they are marked outdated.
    QHash<QString, QStringList> m_deletedUnits;
    QHash<QString, QString> m_unitsAfter;
    QSet<QString> m_marked; // source pages marked in this run
    QHash<QString, QString> m_notMarked; // source page -> why it could not be marked
};

// Brings a wiki text into a page: English replaces the source (Czech units of
// changed English units become outdated), Czech keeps each unit's record of
// the English it was made from. Returns nothing and sets *error when the text
// cannot be read.
// Krajina's copy of the page is then the wiki's text byte for byte: units
// keep their ids where the wiki's markers or their text say which they are,
// new English units get ids free in both languages, new Czech units none
// (Czech-only). `adopted`: a page never synced, whose units are never paired
// with Krajina's by position.
std::optional<RulePage> pulledPage(const RulePage &page, Language language, const QString &wikiText,
                                   QString *error = nullptr, bool adopted = false);

// Applies the pulled results of a run to a rulebook and the bases to a state:
// English before Czech, so that Czech lines up with the new English.
struct WikiPullApplied
{
    QList<RulePage> pages; // the changed pages, in their new form
    QStringList errors;
};
// A page adopted with Translate markup on it keeps that markup.
WikiPullApplied applyPull(const Rulebook &rulebook, const Catalogue *catalogue, QList<WikiPageResult> &results);

// Where Krajina's rendition of a page and the wiki's differ, unit by unit
// (rules pages: the wiki text read into units; other pages: one unit).
struct WikiUnitDifference
{
    QString unitId; // empty for a page that is not cut into units, and for a Czech-only paragraph without one
    // A Czech paragraph that translates no English unit (it has no place on
    // the English page), and the heading above it (empty when there is none).
    bool czechOnly = false;
    QString heading;
    int paragraph = 0; // its place among the page's paragraphs (units), from 1
    QString krajina; // empty when only the wiki has the unit
    QString wiki; // empty when only Krajina has it
};
QList<WikiUnitDifference> wikiDifferences(const Rulebook &rulebook, const WikiTarget &target, const QString &wikiText);

// Records the bases a run found or made.
void recordBases(WikiSyncState &state, const QString &site, const QList<WikiPageResult> &results);

} // namespace Krajina
