// SPDX-FileCopyrightText: 2026 Krajina contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "wikisync.h"

#include "catalogue/catalogue.h"
#include "document/tilelisttable.h"
#include "enumnames.h"
#include "rulebook/unithash.h"
#include "rulebook/wikimarkup.h"
#include "wikitranslate.h"

#include <QCoreApplication>
#include <QDir>
#include <QFile>
#include <QRegularExpression>
#include <QSet>

#include <algorithm>
#include <functional>
#include <vector>

using namespace Qt::StringLiterals;

namespace Krajina {

namespace {

// (In WikiSync's own lambdas lupdate loses the namespace of tr(): there the
// messages name their context.)
struct Text
{
    Q_DECLARE_TR_FUNCTIONS(Krajina::WikiSync)
};

TileListFunction tileLists(const Catalogue *catalogue, Language language)
{
    return catalogue ? catalogueTileLists(*catalogue, language) : TileListFunction {};
}

QString tileListTitle(const QString &expansion, Language language)
{
    return u"Template:TileList/"_s + expansion + (language == Language::Czech ? u"/cs"_s : QString());
}

bool wanted(const WikiTargetOptions &options, const WikiTarget &target, QSet<QString> &matched)
{
    if (options.only.isEmpty())
        return true;
    const QString withLanguage = target.id + u'/' + languageCode(target.language);
    for (const QString &id : options.only) {
        if (id == target.id || id == withLanguage) {
            matched.insert(id);
            return true;
        }
    }
    return false;
}

// What a run has to say about a page of translation units beyond its state:
// units it could not read, and Czech-only units, which stay in Krajina.
void noteTranslationUnits(WikiPageResult &result, const QString &problem, bool pushing)
{
    if (result.target.unitsOf.isEmpty())
        return;
    QStringList notes;
    if (!result.message.isEmpty())
        notes.append(result.message);
    if (!problem.isEmpty()) {
        notes.append(pushing ? Text::tr("%1; push marks it first").arg(problem) : problem);
    }
    if (!result.target.czechOnly.isEmpty()) {
        notes.append(Text::tr("%n Czech-only paragraph(s) kept in Krajina only, a wiki with Translate has no place "
                              "for them: %1",
                              nullptr, int(result.target.czechOnly.size()))
                         .arg(result.target.czechOnly.join(u", "_s)));
    }
    result.message = notes.join(u"; "_s);
}

// Why a page could not be marked for translation, and who can.
QString notMarkedText(const QString &title, const WikiError &error)
{
    if (error.code == u"permissiondenied") {
        return Text::tr("%1 is not marked for translation: that needs the pagetranslation right, which the wiki's "
                        "translation administrators and administrators have; ask one of them to mark it "
                        "(Special:PageTranslation), then push again")
            .arg(title);
    }
    return Text::tr("%1 is not marked for translation: %2").arg(title, error.message);
}

} // namespace

QString WikiTarget::key() const
{
    switch (kind) {
    case Kind::RulePage:
        return id + u'/' + languageCode(language);
    case Kind::TileList:
        return u"tiles:"_s + id + u'/' + languageCode(language);
    case Kind::Template:
        return u"template:"_s + id;
    }
    return id;
}

QMap<QString, QString> bundledWikiTemplates()
{
    QMap<QString, QString> templates;
    const QDir dir(u":/data/wiki/templates"_s);
    for (const QString &name : dir.entryList({u"*.wiki"_s}, QDir::Files, QDir::Name)) {
        QFile file(dir.filePath(name));
        if (file.open(QIODevice::ReadOnly))
            templates.insert(name.chopped(5), QString::fromUtf8(file.readAll()));
    }
    return templates;
}

QList<WikiTarget> wikiTargets(const Rulebook &rulebook, const Catalogue *catalogue, const WikiTargetOptions &options,
                              QStringList *unknown)
{
    QList<WikiTarget> targets;
    QSet<QString> matched;
    QStringList expansions;
    for (const RulePage &page : rulebook.pages) {
        for (const Language language : {Language::English, Language::Czech}) {
            WikiTarget target;
            target.kind = WikiTarget::Kind::RulePage;
            target.id = page.id;
            target.language = language;
            // A Czech page needs a title of its own: the language subpage
            // where the site uses Translate or where both languages share a
            // name ("Dos Rios"), else the Czech title.
            const bool subpage = language == Language::Czech
                && (options.markup == WikiMarkup::Translate || page.titleCs.isEmpty() || page.titleCs == page.titleEn);
            target.title = subpage ? QString(page.titleEn + u"/cs"_s) : page.title(language);
            if (target.title.isEmpty() || page.text(language).isEmpty())
                continue;
            target.markup = options.markup;
            if (options.translateExtension && options.markup == WikiMarkup::Translate) {
                if (language == Language::English) {
                    target.markForTranslation = true;
                } else {
                    target.unitsOf = page.titleEn;
                    target.title = translationUnitsTitle(page.titleEn, languageCode(language));
                    target.text = krajinaUnitsText(page, &target.czechOnly);
                    if (wanted(options, target, matched))
                        targets.append(target);
                    continue;
                }
            }
            target.text = exportWikiPage(page, language, tileLists(catalogue, language), options.markup).text;
            if (wanted(options, target, matched))
                targets.append(target);
        }
        for (const TemplateCall &call : templateCalls(page.english.toText())) {
            const QString expansion = call.positional(1);
            if (call.normalisedName() == u"TileList" && !expansions.contains(expansion))
                expansions.append(expansion);
        }
    }
    if (options.tileLists && catalogue) {
        for (const QString &expansion : std::as_const(expansions)) {
            for (const Language language : {Language::English, Language::Czech}) {
                WikiTarget target;
                target.kind = WikiTarget::Kind::TileList;
                target.id = expansion;
                target.language = language;
                target.title = tileListTitle(expansion, language);
                target.text = tileListTable(*catalogue, expansion, language);
                if (!target.text.isEmpty() && wanted(options, target, matched))
                    targets.append(target);
            }
        }
    }
    if (options.templates) {
        const QMap<QString, QString> templates = bundledWikiTemplates();
        for (auto it = templates.begin(); it != templates.end(); ++it) {
            WikiTarget target;
            target.kind = WikiTarget::Kind::Template;
            target.id = it.key();
            target.title = u"Template:"_s + it.key();
            target.text = it.value();
            if (options.only.isEmpty() || wanted(options, target, matched))
                targets.append(target);
        }
    }
    if (unknown) {
        for (const QString &id : options.only) {
            if (!matched.contains(id))
                unknown->append(id);
        }
    }
    return targets;
}

QString wikiTitleProblem(const QString &title)
{
    if (title.trimmed().isEmpty())
        return Text::tr("the page has no title");
    static const QString forbidden = u"#<>[]|{}"_s;
    for (const QChar c : title) {
        if (forbidden.contains(c) || c.category() == QChar::Other_Control)
            return Text::tr("a wiki title cannot hold \"%1\": \"%2\" would not be this page's title (rename the "
                            "page in Krajina)")
                .arg(c.category() == QChar::Other_Control
                         ? QString(u"U+"_s + QString::number(c.unicode(), 16).rightJustified(4, u'0'))
                         : QString(c),
                     title);
    }
    return {};
}

constexpr EnumNames<WikiPageState, 7> wikiPageStates = {{
    {WikiPageState::InStep, u"in-step"},
    {WikiPageState::WikiChanged, u"wiki-changed"},
    {WikiPageState::KrajinaChanged, u"krajina-changed"},
    {WikiPageState::BothChanged, u"both-changed"},
    {WikiPageState::MissingOnWiki, u"missing"},
    {WikiPageState::Unsynced, u"never-synced"},
    {WikiPageState::TablesEdited, u"tables-edited"},
}};

QString wikiPageStateName(WikiPageState state)
{
    return enumName(wikiPageStates, state);
}

QString wikiPageStateText(WikiPageState state)
{
    switch (state) {
    case WikiPageState::InStep:
        return Text::tr("in step");
    case WikiPageState::WikiChanged:
        return Text::tr("wiki changed");
    case WikiPageState::KrajinaChanged:
        return Text::tr("Krajina changed");
    case WikiPageState::BothChanged:
        return Text::tr("both changed (conflict)");
    case WikiPageState::MissingOnWiki:
        return Text::tr("missing on the wiki");
    case WikiPageState::Unsynced:
        return Text::tr("differs, never synced");
    case WikiPageState::TablesEdited:
        return Text::tr("tile table edited on the wiki");
    }
    return {};
}

constexpr EnumNames<WikiPageResult::Action, 11> wikiActions = {{
    {WikiPageResult::Action::None, u"none"},
    {WikiPageResult::Action::Pushed, u"pushed"},
    {WikiPageResult::Action::Created, u"created"},
    {WikiPageResult::Action::Pulled, u"pulled"},
    {WikiPageResult::Action::WouldPush, u"would-push"},
    {WikiPageResult::Action::WouldCreate, u"would-create"},
    {WikiPageResult::Action::WouldPull, u"would-pull"},
    {WikiPageResult::Action::Conflict, u"conflict"},
    {WikiPageResult::Action::Skipped, u"skipped"},
    {WikiPageResult::Action::Failed, u"failed"},
    {WikiPageResult::Action::Resolved, u"resolved"},
}};

QString wikiActionName(WikiPageResult::Action action)
{
    return enumName(wikiActions, action);
}

bool wikiRunSucceeded(const QList<WikiPageResult> &results)
{
    return std::none_of(results.begin(), results.end(), [](const WikiPageResult &result) {
        return result.action == WikiPageResult::Action::Conflict || result.action == WikiPageResult::Action::Failed;
    });
}

WikiPageState compareWikiPage(const QString &localText, const WikiRevision &wiki, const std::optional<WikiBase> &base)
{
    if (!wiki.exists)
        return WikiPageState::MissingOnWiki;
    const QString localHash = wikiTextHash(localText);
    const QString wikiHash = wikiTextHash(wiki.text);
    if (localHash == wikiHash)
        return WikiPageState::InStep;
    if (!base)
        return WikiPageState::Unsynced;
    // (Translation units have no revision of their own: 0.)
    const bool wikiChanged
        = (wiki.revisionId == 0 || wiki.revisionId != base->revisionId) && wikiHash != base->wikiHash;
    const bool localChanged = localHash != base->localHash;
    if (wikiChanged && localChanged)
        return WikiPageState::BothChanged;
    if (wikiChanged)
        return WikiPageState::WikiChanged;
    if (localChanged)
        return WikiPageState::KrajinaChanged;
    return WikiPageState::InStep; // the same text under a new revision (a null edit)
}

WikiSync::WikiSync(MediaWikiClient *client, QObject *parent)
    : QObject(parent)
    , m_client(client)
{
}

void WikiSync::cancel()
{
    if (m_running)
        m_client->cancel();
}

void WikiSync::compare(const QList<WikiTarget> &targets, const WikiSyncState &state, Done done)
{
    run(Mode::Compare, targets, state, {}, false, std::move(done));
}

void WikiSync::push(const QList<WikiTarget> &targets, const WikiSyncState &state, const QString &summary, bool dryRun,
                    Done done)
{
    // The templates go first, then the tile lists: a page is never shown with a template it uses missing.
    QList<WikiTarget> ordered = targets;
    std::stable_sort(ordered.begin(), ordered.end(), [](const WikiTarget &a, const WikiTarget &b) {
        const auto rank = [](WikiTarget::Kind kind) {
            return kind == WikiTarget::Kind::Template ? 0 : kind == WikiTarget::Kind::TileList ? 1 : 2;
        };
        return rank(a.kind) < rank(b.kind);
    });
    run(Mode::Push, ordered, state, summary, dryRun, std::move(done));
}

void WikiSync::pull(const QList<WikiTarget> &targets, const WikiSyncState &state, bool dryRun, Done done)
{
    run(Mode::Pull, targets, state, {}, dryRun, std::move(done));
}

void WikiSync::finish(const QList<WikiPageResult> &results, const WikiError &error, const Done &done)
{
    m_client->endRun();
    m_running = false;
    Q_EMIT runningChanged(false);
    done(results, error);
}

void WikiSync::readRevisions(const QList<WikiTarget> &targets, MediaWikiClient::Callback<QList<WikiRevision>> done)
{
    m_definitions.clear();
    m_unitProblems.clear();
    m_deletedUnits.clear();
    m_unitsAfter.clear();
    m_marked.clear();
    m_notMarked.clear();
    QStringList titles;
    QList<WikiTarget> unitTargets;
    for (const WikiTarget &target : targets) {
        if (!wikiTitleProblem(target.title).isEmpty())
            continue; // never read: it fails alone
        if (target.unitsOf.isEmpty())
            titles.append(target.title);
        else
            unitTargets.append(target);
    }
    m_client->readPages(titles,
                        [this, unitTargets, done](const QList<WikiRevision> &revisions, const WikiError &error) {
                            if (!error.ok() || unitTargets.isEmpty()) {
                                done(revisions, error);
                                return;
                            }
                            readUnits(unitTargets, std::make_shared<QList<WikiRevision>>(revisions), done);
                        });
}

void WikiSync::readUnits(QList<WikiTarget> unitTargets, std::shared_ptr<QList<WikiRevision>> revisions,
                         MediaWikiClient::Callback<QList<WikiRevision>> done)
{
    if (unitTargets.isEmpty()) {
        done(*revisions, {});
        return;
    }
    const WikiTarget target = unitTargets.takeFirst();
    m_client->readTranslationUnits(
        target.unitsOf, languageCode(target.language),
        [this, unitTargets, revisions, done, target](const QList<WikiTranslationUnit> &units, const WikiError &error) {
            WikiRevision revision;
            revision.title = target.title;
            if (!error.ok()) {
                if (error.isFatal()) {
                    done(*revisions, error);
                    return;
                }
                m_unitProblems.insert(target.title, error.message);
            } else {
                QHash<QString, QString> definitions;
                for (const WikiTranslationUnit &unit : units)
                    definitions.insert(unit.id, unit.definition);
                m_definitions.insert(target.title, definitions);
                revision.text = wikiUnitsText(units);
                revision.exists = !revision.text.isEmpty();
            }
            revisions->append(revision);
            readUnits(unitTargets, revisions, done);
        });
}

void WikiSync::run(Mode mode, const QList<WikiTarget> &targets, const WikiSyncState &state, const QString &summary,
                   bool dryRun, Done done)
{
    m_running = true;
    m_client->beginRun();
    Q_EMIT runningChanged(true);
    Q_EMIT progress(0, int(targets.size()), {});
    const QString site = this->site();
    readRevisions(
        targets,
        [this, mode, targets, state, summary, dryRun, done, site](const QList<WikiRevision> &revisions,
                                                                  const WikiError &error) {
            if (!error.ok()) {
                finish({}, error, done);
                return;
            }
            QHash<QString, WikiRevision> byTitle;
            for (const WikiRevision &revision : revisions)
                byTitle.insert(revision.title, revision);
            auto results = std::make_shared<QList<WikiPageResult>>();
            for (const WikiTarget &target : targets) {
                WikiPageResult result;
                result.target = target;
                result.wiki = byTitle.value(target.title);
                result.wiki.title = target.title;
                result.base = state.base(site, target.title);
                result.state = compareWikiPage(target.text, result.wiki, result.base);
                result.definitions = m_definitions.value(target.title);
                using Action = WikiPageResult::Action;
                if (const QString problem = wikiTitleProblem(target.title); !problem.isEmpty()) {
                    result.action = Action::Failed;
                    result.message = problem;
                    results->append(result);
                    continue;
                }
                if (!result.wiki.invalidReason.isEmpty()) {
                    result.action = Action::Failed;
                    result.message
                        = QCoreApplication::translate("Krajina::WikiSync", "the wiki refuses the title \"%1\": %2")
                              .arg(target.title, result.wiki.invalidReason);
                    results->append(result);
                    continue;
                }
                // A tile table edited on the wiki: alone (nothing to pull) or with paragraphs.
                bool wikiChangedOutsideTables = false;
                if (m_tableCheck && result.wiki.exists
                    && normalisedWikiText(result.wiki.text) != normalisedWikiText(target.text)) {
                    const QString baseText = result.base ? result.base->text : QString();
                    result.tableEdits = m_tableCheck(target, result.wiki.text, baseText);
                    const bool onlyTables = !baseText.isEmpty()
                        && collapseGeneratedTileLists(normalisedWikiText(result.wiki.text))
                            == collapseGeneratedTileLists(baseText);
                    const bool wikiChanged
                        = result.state == WikiPageState::WikiChanged || result.state == WikiPageState::BothChanged;
                    wikiChangedOutsideTables = wikiChanged && !onlyTables;
                    const bool replaces = result.state == WikiPageState::InStep
                        || result.state == WikiPageState::WikiChanged || result.state == WikiPageState::KrajinaChanged
                        || (result.state == WikiPageState::BothChanged && onlyTables);
                    if (!result.tableEdits.isEmpty() && replaces)
                        result.state = WikiPageState::TablesEdited;
                    else if (result.tableEdits.isEmpty() && onlyTables && result.state == WikiPageState::BothChanged)
                        result.state = WikiPageState::KrajinaChanged; // the wiki's tables taken into the catalogue
                }
                if (result.state == WikiPageState::InStep && result.wiki.exists) {
                    // Record the agreement, so that later changes compare against it.
                    const WikiBase found {result.wiki.revisionId,         result.wiki.timestamp,
                                          wikiTextHash(result.wiki.text), wikiTextHash(target.text),
                                          wikiMarkupName(target.markup),  normalisedWikiText(result.wiki.text)};
                    if (result.base != found)
                        result.newBase = found;
                }
                if (!target.refusal.isEmpty() && mode != Mode::Compare) {
                    result.action = Action::Failed;
                    result.message = target.refusal;
                    result.newBase.reset();
                    results->append(result);
                    continue;
                }
                if (result.state == WikiPageState::BothChanged && result.base && !result.base->text.isEmpty()
                    && target.kind == WikiTarget::Kind::RulePage) {
                    result.merge = mergeWikiText(result.base->text, normalisedWikiText(target.text),
                                                 normalisedWikiText(result.wiki.text));
                }
                const QString resolveHint
                    = QCoreApplication::translate("Krajina::WikiSync",
                                                  "resolve it: keep Krajina's or take the wiki's (Resolve in the "
                                                  "Wiki panel; krajina-cli wiki resolve %1 --take mine|wiki)")
                          .arg(target.key());
                const int conflicts = result.merge ? result.merge->conflictCount() : -1;
                QString tables;
                for (const TileTableDifference &edit : std::as_const(result.tableEdits))
                    tables += (tables.isEmpty() ? QString() : u"; "_s) + edit.text;
                if (!tables.isEmpty())
                    tables = QCoreApplication::translate("Krajina::WikiSync", "tile table edited on the wiki: %1")
                                 .arg(tables);
                const QString tablesHint = QCoreApplication::translate(
                    "Krajina::WikiSync",
                    "take the wiki's counts into the catalogue (pull --take-tables; Resolve in the Wiki "
                    "panel) or write the catalogue's tables over them (push --overwrite-tables)");
                if (mode == Mode::Compare) {
                    result.message = tables;
                } else if (mode == Mode::Push && result.state == WikiPageState::TablesEdited) {
                    if (wikiChangedOutsideTables) {
                        result.action = Action::Skipped;
                        result.message = QCoreApplication::translate("Krajina::WikiSync",
                                                                     "changed on the wiki since the last sync: pull it "
                                                                     "first; %1")
                                             .arg(tables);
                    } else if (m_overwriteTables) {
                        result.action = dryRun ? Action::WouldPush : Action::Pushed;
                        result.message = QCoreApplication::translate(
                            "Krajina::WikiSync", "the catalogue's tile tables written over the wiki's edit");
                    } else {
                        result.action = Action::Conflict;
                        result.message = QCoreApplication::translate("Krajina::WikiSync", "%1: not overwritten; %2")
                                             .arg(tables, tablesHint);
                    }
                } else if (mode == Mode::Pull && result.state == WikiPageState::TablesEdited) {
                    if (wikiChangedOutsideTables && target.kind == WikiTarget::Kind::RulePage) {
                        result.action = dryRun ? Action::WouldPull : Action::Pulled;
                        result.message = QCoreApplication::translate("Krajina::WikiSync",
                                                                     "the paragraphs pulled; %1: not taken; %2")
                                             .arg(tables, tablesHint);
                    } else {
                        result.action = Action::Conflict;
                        result.message = tables + u"; "_s + tablesHint;
                    }
                } else if (mode == Mode::Push) {
                    if (result.state == WikiPageState::Unsynced) {
                        result.action = Action::Conflict;
                        result.message = QCoreApplication::translate("Krajina::WikiSync",
                                                                     "the wiki's page differs and was never synced: %1")
                                             .arg(resolveHint);
                    } else if (result.state == WikiPageState::BothChanged) {
                        result.action = Action::Conflict;
                        result.message = conflicts == 0
                            ? QCoreApplication::translate(
                                "Krajina::WikiSync",
                                "changed on the wiki and in Krajina in different places: pull to merge, then "
                                "push")
                            : QCoreApplication::translate("Krajina::WikiSync",
                                                          "changed on the wiki and in Krajina: not overwritten; %1")
                                  .arg(resolveHint);
                    } else if (result.state == WikiPageState::WikiChanged) {
                        result.action = Action::Skipped;
                        result.message = QCoreApplication::translate(
                            "Krajina::WikiSync", "changed on the wiki since the last sync: pull it first");
                    } else if (result.state == WikiPageState::KrajinaChanged) {
                        result.action = dryRun ? Action::WouldPush : Action::Pushed;
                    } else if (result.state == WikiPageState::MissingOnWiki) {
                        result.action = dryRun ? Action::WouldCreate : Action::Created;
                    }
                } else if (mode == Mode::Pull) {
                    const bool wanted = result.state == WikiPageState::WikiChanged
                        || result.state == WikiPageState::Unsynced || result.state == WikiPageState::BothChanged;
                    if (wanted && target.kind != WikiTarget::Kind::RulePage) {
                        result.action = Action::Skipped;
                        result.message = QCoreApplication::translate(
                            "Krajina::WikiSync",
                            "Krajina makes this page (from the catalogue or its templates); "
                            "a change on the wiki is not pulled");
                    } else if (result.state == WikiPageState::Unsynced) {
                        // Taking the wiki's page would overwrite Krajina's, with nothing to tell whose is newer.
                        result.action = Action::Conflict;
                        result.message
                            = QCoreApplication::translate(
                                  "Krajina::WikiSync", "the wiki's page differs and was never synced: not pulled; %1")
                                  .arg(resolveHint);
                    } else if (result.state == WikiPageState::BothChanged && conflicts == 0) {
                        result.action = dryRun ? Action::WouldPull : Action::Pulled;
                        result.taken = result.merge->text(WikiMerge::Take::Mine);
                        result.message = QCoreApplication::translate(
                            "Krajina::WikiSync", "merged: the wiki's changes taken, Krajina's kept (push sends them)");
                    } else if (result.state == WikiPageState::BothChanged) {
                        result.action = Action::Conflict;
                        result.message = conflicts > 0
                            ? QCoreApplication::translate(
                                  "Krajina::WikiSync", "%n paragraph(s) changed on both sides: %1", nullptr, conflicts)
                                  .arg(resolveHint)
                            : QCoreApplication::translate("Krajina::WikiSync",
                                                          "changed on the wiki and in Krajina: not pulled; %1")
                                  .arg(resolveHint);
                    } else if (result.state == WikiPageState::WikiChanged) {
                        result.action = dryRun ? Action::WouldPull : Action::Pulled;
                    }
                }
                if (mode != Mode::Compare && !tables.isEmpty() && result.state != WikiPageState::TablesEdited)
                    result.message += (result.message.isEmpty() ? QString() : u"; "_s) + tables;
                noteTranslationUnits(result, m_unitProblems.value(target.title), mode == Mode::Push);
                results->append(result);
            }
            if (mode == Mode::Push && !dryRun) {
                pushNext(results, 0, summary, done);
                return;
            }
            Q_EMIT progress(int(targets.size()), int(targets.size()), {});
            finish(*results, {}, done);
        });
}

void WikiSync::pushNext(std::shared_ptr<QList<WikiPageResult>> results, int index, QString summary, Done done)
{
    using Action = WikiPageResult::Action;
    while (index < results->size() && results->at(index).action != Action::Pushed
           && results->at(index).action != Action::Created)
        ++index;
    Q_EMIT progress(index, int(results->size()), index < results->size() ? results->at(index).target.title : QString());
    if (index >= results->size()) {
        finish(*results, {}, done);
        return;
    }
    const WikiPageResult &page = results->at(index);
    if (!page.target.unitsOf.isEmpty()) {
        pushUnits(results, index, summary, done);
        return;
    }
    WikiEdit edit;
    edit.title = page.target.title;
    edit.text = page.target.text;
    edit.summary = summary;
    if (page.wiki.exists) {
        edit.baseRevisionId = page.wiki.revisionId;
        edit.baseTimestamp = page.wiki.timestamp;
    }
    m_client->editPage(
        edit, [this, results, index, summary, done](const WikiEditResult &saved, const WikiError &error) {
            WikiPageResult &result = (*results)[index];
            if (!error.ok()) {
                if (error.isFatal()) {
                    // Nothing after this page was done; say so and keep what was.
                    result.action = Action::Failed;
                    result.message = error.message;
                    for (int i = index + 1; i < results->size(); ++i) {
                        WikiPageResult &later = (*results)[i];
                        if (later.action == Action::Pushed || later.action == Action::Created) {
                            later.action = Action::Failed;
                            later.message
                                = QCoreApplication::translate("Krajina::WikiSync", "not pushed: the run stopped");
                        }
                    }
                    finish(*results, error, done);
                    return;
                }
                result.action = error.kind == WikiError::Kind::EditConflict ? Action::Conflict : Action::Failed;
                result.message = error.message;
            } else {
                const QString hash = wikiTextHash(result.target.text);
                if (saved.noChange)
                    result.action = Action::None;
                const qint64 revision = saved.noChange ? result.wiki.revisionId : saved.revisionId;
                const QString timestamp = saved.noChange ? result.wiki.timestamp : saved.timestamp;
                result.newBase = WikiBase {revision,
                                           timestamp,
                                           hash,
                                           hash,
                                           wikiMarkupName(result.target.markup),
                                           normalisedWikiText(result.target.text)};
                if (result.target.markForTranslation && !saved.noChange) {
                    markNext(results, index, summary, done);
                    return;
                }
            }
            pushNext(results, index + 1, summary, done);
        });
}

void WikiSync::markNext(std::shared_ptr<QList<WikiPageResult>> results, int index, QString summary, Done done)
{
    const QString title = results->at(index).target.title;
    m_client->markForTranslation(title, [this, results, index, summary, done, title](int, const WikiError &error) {
        WikiPageResult &result = (*results)[index];
        if (error.ok()) {
            m_marked.insert(title);
        } else if (error.isFatal()) {
            result.action = WikiPageResult::Action::Failed;
            result.message = error.message;
            finish(*results, error, done);
            return;
        } else {
            // The edit went (its base is recorded); the translations cannot follow yet.
            m_notMarked.insert(title, notMarkedText(title, error));
            result.action = WikiPageResult::Action::Failed;
            result.message
                = QCoreApplication::translate("Krajina::WikiSync", "pushed, but %1").arg(m_notMarked.value(title));
        }
        pushNext(results, index + 1, summary, done);
    });
}

void WikiSync::pushUnits(std::shared_ptr<QList<WikiPageResult>> results, int index, QString summary, Done done)
{
    using Action = WikiPageResult::Action;
    WikiPageResult &page = (*results)[index];
    const QString source = page.target.unitsOf;
    const QString language = languageCode(page.target.language);
    if (m_notMarked.contains(source)) {
        page.action = Action::Failed;
        page.message
            = QCoreApplication::translate("Krajina::WikiSync", "not pushed: %1").arg(m_notMarked.value(source));
        pushNext(results, index + 1, summary, done);
        return;
    }
    if (m_unitProblems.contains(page.target.title) && !m_marked.contains(source)) {
        // Translations need a page marked for translation.
        m_client->markForTranslation(source,
                                     [this, results, index, summary, done, source](int, const WikiError &error) {
                                         if (error.isFatal()) {
                                             (*results)[index].action = Action::Failed;
                                             (*results)[index].message = error.message;
                                             finish(*results, error, done);
                                             return;
                                         }
                                         if (error.ok())
                                             m_marked.insert(source);
                                         else
                                             m_notMarked.insert(source, notMarkedText(source, error));
                                         pushUnits(results, index, summary, done);
                                     });
        return;
    }
    // Only the units that differ from the wiki's, each to its own page.
    QHash<QString, UnitTranslation> onWiki;
    for (const UnitTranslation &unit : readUnitsText(page.wiki.text))
        onWiki.insert(unit.id, unit);
    auto changed = std::make_shared<QList<UnitTranslation>>();
    for (const UnitTranslation &unit : readUnitsText(page.target.text)) {
        const auto wiki = onWiki.constFind(unit.id);
        if (wiki == onWiki.constEnd() || wiki->text != unit.text || wiki->fuzzy != unit.fuzzy)
            changed->append(unit);
    }
    // Translations deleted in Krajina are marked outdated there (wikitranslate.h).
    const DeletedTranslations deleted
        = deletedTranslations(page.target.text, page.wiki.text, page.base ? page.base->text : QString());
    for (const UnitTranslation &unit : deleted.units) {
        if (deleted.toMark.contains(unit.id))
            changed->append(unit);
    }
    if (!deleted.units.isEmpty()) {
        QStringList ids;
        for (const UnitTranslation &unit : deleted.units)
            ids.append(unit.id);
        m_deletedUnits.insert(page.target.title, ids);
        m_unitsAfter.insert(page.target.title, deleted.wikiAfter);
    }
    QStringList titles;
    for (const UnitTranslation &unit : std::as_const(*changed))
        titles.append(translationUnitTitle(source, unit.id, language));
    // Their pages as they are now: changed since the run read the units is a conflict.
    m_client->readPages(
        titles,
        [this, results, index, summary, done, changed, onWiki, source, language](const QList<WikiRevision> &revisions,
                                                                                 const WikiError &error) {
            WikiPageResult &result = (*results)[index];
            if (!error.ok()) {
                result.action = Action::Failed;
                result.message = error.message;
                if (error.isFatal()) {
                    finish(*results, error, done);
                    return;
                }
                pushNext(results, index + 1, summary, done);
                return;
            }
            QHash<QString, WikiRevision> byTitle;
            for (const WikiRevision &revision : revisions)
                byTitle.insert(revision.title, revision);
            auto edits = std::make_shared<QList<WikiEdit>>();
            QStringList moved;
            for (const UnitTranslation &unit : std::as_const(*changed)) {
                WikiEdit edit;
                edit.title = translationUnitTitle(source, unit.id, language);
                edit.text = unitEditText(unit);
                edit.summary = summary;
                const WikiRevision now = byTitle.value(edit.title);
                const auto known = onWiki.constFind(unit.id);
                QString nowText = now.text;
                nowText.remove(fuzzyMark());
                if (now.exists != (known != onWiki.constEnd()) || (now.exists && nowText.trimmed() != known->text)) {
                    moved.append(unit.id);
                    continue;
                }
                if (now.exists) {
                    edit.baseRevisionId = now.revisionId;
                    edit.baseTimestamp = now.timestamp;
                }
                edits->append(edit);
            }
            if (!moved.isEmpty()) {
                result.action = Action::Conflict;
                result.message = QCoreApplication::translate("Krajina::WikiSync",
                                                             "%n unit(s) changed on the wiki during the push (%1): "
                                                             "nothing pushed; compare again",
                                                             nullptr, int(moved.size()))
                                     .arg(moved.join(u", "_s));
                pushNext(results, index + 1, summary, done);
                return;
            }
            editUnits(results, index, summary, done, edits, 0, std::make_shared<QStringList>());
        });
}

void WikiSync::editUnits(std::shared_ptr<QList<WikiPageResult>> results, int index, QString summary, Done done,
                         std::shared_ptr<QList<WikiEdit>> edits, int next, std::shared_ptr<QStringList> failures)
{
    using Action = WikiPageResult::Action;
    if (next >= edits->size()) {
        WikiPageResult &result = (*results)[index];
        if (failures->isEmpty()) {
            // The page is marked now: what is left to say is about Czech-only units.
            result.message.clear();
            noteTranslationUnits(result, QString(), true);
            const QString hash = wikiTextHash(result.target.text);
            const QString wikiAfter = m_unitsAfter.value(result.target.title, result.target.text);
            result.newBase = WikiBase {0,
                                       QString(),
                                       wikiTextHash(wikiAfter),
                                       hash,
                                       wikiMarkupName(result.target.markup),
                                       normalisedWikiText(wikiAfter)};
            if (const QStringList ids = m_deletedUnits.value(result.target.title); !ids.isEmpty()) {
                result.message += (result.message.isEmpty() ? QString() : u"; "_s)
                    + QCoreApplication::translate("Krajina::WikiSync",
                                                  "%n translation(s) deleted in Krajina marked outdated on the wiki "
                                                  "(%1): the Translate extension keeps a translation until a wiki "
                                                  "administrator deletes its Translations: page",
                                                  nullptr, int(ids.size()))
                          .arg(ids.join(u", "_s));
            }
            if (edits->isEmpty() && result.action == Action::Pushed)
                result.action = Action::None;
        } else {
            // What went is on the wiki; the next compare merges it with what did not.
            result.action = Action::Failed;
            result.message = failures->join(u"; "_s);
        }
        pushNext(results, index + 1, summary, done);
        return;
    }
    Q_EMIT progress(index, int(results->size()), edits->at(next).title);
    m_client->editPage(
        edits->at(next),
        [this, results, index, summary, done, edits, next, failures](const WikiEditResult &, const WikiError &error) {
            if (!error.ok()) {
                const QString title = edits->at(next).title;
                if (error.isFatal()) {
                    WikiPageResult &result = (*results)[index];
                    result.action = Action::Failed;
                    result.message = title + u": "_s + error.message;
                    finish(*results, error, done);
                    return;
                }
                failures->append(error.code == u"tpt-unknown-page"
                                     ? QCoreApplication::translate("Krajina::WikiSync",
                                                                   "%1: the wiki's English page has no such unit (push "
                                                                   "the English page and mark it for translation)")
                                           .arg(title)
                                     : title + u": "_s + error.message);
            }
            editUnits(results, index, summary, done, edits, next + 1, failures);
        });
}

} // namespace Krajina
