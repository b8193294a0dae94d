// SPDX-FileCopyrightText: 2026 Krajina contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "wikisync.h"

#include "catalogue/catalogue.h"
#include "document/tilelisttable.h"
#include "enumnames.h"
#include "rulebook/unithash.h"
#include "rulebook/wikimarkup.h"

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

TileListFunction tileLists(const Catalogue *catalogue, Language language)
{
    return catalogue ? catalogueTileLists(*catalogue, language) : TileListFunction {};
}

struct Text
{
    Q_DECLARE_TR_FUNCTIONS(Krajina::WikiSync)
};

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

// The Czech units keep the record of the English they were made from; units
// new on the wiki count as made from the English they now stand beside.
WikiText keepSourceHashes(WikiText imported, const RulePage &page)
{
    for (int i = 0; i < imported.size(); ++i) {
        const QString id = imported.unit(i).id;
        const int old = page.czech.indexOf(id);
        if (old >= 0) {
            imported.setSourceHash(i, page.czech.unit(old).sourceHash);
        } else {
            const int english = page.english.indexOf(id);
            if (english >= 0)
                imported.setSourceHash(i, unitHash(page.english.unit(english).text));
        }
    }
    return imported;
}

// The paragraphs of a page that lie outside its units ({{TileList|...}},
// <references />), as a page without Translate markup shows them.
QSet<QString> gapPieces(const WikiText &text)
{
    QSet<QString> pieces;
    for (const QString &gap : text.gaps()) {
        static const QRegularExpression blankLine(u"\\n[ \\t]*\\n"_s);
        for (const QString &piece : withoutTranslateMarkup(gap).split(blankLine)) {
            if (!piece.trimmed().isEmpty())
                pieces.insert(piece.trimmed());
        }
    }
    return pieces;
}

// A page read without markers into the units of the page as Krajina has it:
// units are matched by their text (longest common subsequence); between two
// matches, changed units take the place of the old ones in order, the rest
// are removed or added. Everything outside the units stays as it was, so the
// ids, the <translate> blocks and the text between them survive a round trip
// through a wiki without Translate.
WikiText mergeUnits(const WikiText &local, const WikiText &wiki)
{
    const QSet<QString> outside = gapPieces(local);
    QStringList incoming;
    for (const WikiUnit &unit : wiki.units()) {
        // A piece from outside the units that the wiki page has right before
        // or after a paragraph (no blank line between: "<references />")
        // is no part of that paragraph's unit.
        QStringList lines = unit.text.split(u'\n');
        while (lines.size() > 1 && outside.contains(lines.constLast().trimmed()))
            lines.removeLast();
        while (lines.size() > 1 && outside.contains(lines.constFirst().trimmed()))
            lines.removeFirst();
        const QString text = lines.join(u'\n');
        if (!outside.contains(text.trimmed()))
            incoming.append(text);
    }
    const int n = local.size();
    const int m = int(incoming.size());
    // lcs[i][j]: longest common run of local[i..] and incoming[j..].
    std::vector<std::vector<int>> lcs(n + 1, std::vector<int>(m + 1, 0));
    for (int i = n - 1; i >= 0; --i) {
        for (int j = m - 1; j >= 0; --j) {
            lcs[i][j]
                = local.unit(i).text == incoming.at(j) ? lcs[i + 1][j + 1] + 1 : std::max(lcs[i + 1][j], lcs[i][j + 1]);
        }
    }
    struct Step
    {
        int local = -1; // the unit kept (its text possibly changed)
        QString text;
    };
    QList<Step> steps; // the merged page, unit by unit
    QList<int> removed;
    QList<int> pendingLocal;
    QStringList pendingIncoming;
    auto flush = [&] {
        const qsizetype paired = std::min(pendingLocal.size(), pendingIncoming.size());
        for (qsizetype k = 0; k < paired; ++k)
            steps.append({pendingLocal.at(k), pendingIncoming.at(k)});
        for (qsizetype k = paired; k < pendingIncoming.size(); ++k)
            steps.append({-1, pendingIncoming.at(k)});
        for (qsizetype k = paired; k < pendingLocal.size(); ++k)
            removed.append(pendingLocal.at(k));
        pendingLocal.clear();
        pendingIncoming.clear();
    };
    int i = 0;
    int j = 0;
    while (i < n || j < m) {
        if (i < n && j < m && local.unit(i).text == incoming.at(j)) {
            flush();
            steps.append({i++, incoming.at(j++)});
        } else if (j < m && (i >= n || lcs[i][j + 1] >= lcs[i + 1][j])) {
            pendingIncoming.append(incoming.at(j++));
        } else {
            pendingLocal.append(i++);
        }
    }
    flush();

    WikiText merged = local;
    for (const Step &step : std::as_const(steps)) {
        if (step.local >= 0 && merged.unit(step.local).text != step.text)
            merged.setUnitText(step.local, step.text);
    }
    std::sort(removed.begin(), removed.end(), std::greater<>());
    for (const int index : std::as_const(removed))
        merged.takeUnit(index);
    int next = merged.maxNumericId() + 1;
    for (qsizetype k = 0; k < steps.size(); ++k) {
        if (steps.at(k).local >= 0)
            continue;
        WikiUnit unit;
        unit.id = QString::number(next++);
        unit.text = steps.at(k).text;
        merged.insertUnit(int(k), unit);
    }
    return merged;
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

constexpr EnumNames<WikiPageState, 6> wikiPageStates = {{
    {WikiPageState::InStep, u"in-step"},
    {WikiPageState::WikiChanged, u"wiki-changed"},
    {WikiPageState::KrajinaChanged, u"krajina-changed"},
    {WikiPageState::BothChanged, u"both-changed"},
    {WikiPageState::MissingOnWiki, u"missing"},
    {WikiPageState::Unsynced, u"never-synced"},
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
    }
    return {};
}

constexpr EnumNames<WikiPageResult::Action, 10> wikiActions = {{
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
    const bool wikiChanged = wiki.revisionId != base->revisionId && wikiHash != base->wikiHash;
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
    run(Mode::Push, targets, state, summary, dryRun, std::move(done));
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

void WikiSync::run(Mode mode, const QList<WikiTarget> &targets, const WikiSyncState &state, const QString &summary,
                   bool dryRun, Done done)
{
    m_running = true;
    m_client->beginRun();
    Q_EMIT runningChanged(true);
    QStringList titles;
    for (const WikiTarget &target : targets)
        titles.append(target.title);
    Q_EMIT progress(0, int(targets.size()), {});
    const QString site = this->site();
    m_client->readPages(
        titles,
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
                if (result.state == WikiPageState::InStep && result.wiki.exists) {
                    // Record the agreement, so that later changes compare against it.
                    const WikiBase found {result.wiki.revisionId, result.wiki.timestamp, wikiTextHash(result.wiki.text),
                                          wikiTextHash(target.text)};
                    if (result.base != found)
                        result.newBase = found;
                }
                using Action = WikiPageResult::Action;
                const bool conflict
                    = result.state == WikiPageState::BothChanged || result.state == WikiPageState::Unsynced;
                if (mode == Mode::Push) {
                    if (conflict) {
                        result.action = Action::Conflict;
                        result.message = result.state == WikiPageState::Unsynced
                            ? Text::tr("the wiki page differs and was never pulled: pull it first, then push")
                            : Text::tr("changed on the wiki and in Krajina: not overwritten");
                    } else if (result.state == WikiPageState::WikiChanged) {
                        result.action = Action::Skipped;
                        result.message = Text::tr("changed on the wiki since the last sync: pull it first");
                    } else if (result.state == WikiPageState::KrajinaChanged) {
                        result.action = dryRun ? Action::WouldPush : Action::Pushed;
                    } else if (result.state == WikiPageState::MissingOnWiki) {
                        result.action = dryRun ? Action::WouldCreate : Action::Created;
                    }
                } else if (mode == Mode::Pull) {
                    if (result.state == WikiPageState::BothChanged) {
                        result.action = Action::Conflict;
                        result.message = Text::tr("changed on the wiki and in Krajina: not pulled");
                    } else if (result.state == WikiPageState::WikiChanged || result.state == WikiPageState::Unsynced) {
                        if (target.kind != WikiTarget::Kind::RulePage) {
                            result.action = Action::Skipped;
                            result.message = Text::tr("Krajina makes this page (from the catalogue or its templates); "
                                                      "a change on the wiki is not pulled");
                        } else {
                            result.action = dryRun ? Action::WouldPull : Action::Pulled;
                        }
                    }
                }
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
                            later.message = Text::tr("not pushed: the run stopped");
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
                result.newBase = WikiBase {revision, timestamp, hash, hash};
            }
            pushNext(results, index + 1, summary, done);
        });
}

std::optional<RulePage> pulledPage(const RulePage &page, Language language, const QString &wikiText, QString *error)
{
    WikiImportOptions options;
    options.language = language;
    options.english = &page.english;
    WikiTextError parseError;
    std::optional<WikiText> imported = importWikiPage(wikiText, options, &parseError);
    if (!imported) {
        if (error)
            *error = Text::tr("line %1: %2").arg(parseError.line).arg(parseError.message);
        return std::nullopt;
    }
    // Without unit markers (a wiki without Translate) the units are matched by text.
    const bool marked = wikiText.contains(u"<!--T:"_s);
    RulePage result = page;
    if (language == Language::English)
        result.replaceEnglish(marked ? *imported : mergeUnits(page.english, *imported));
    else
        result.czech = marked ? keepSourceHashes(*imported, page) : mergeUnits(page.czech, *imported);
    return result;
}

WikiPullApplied applyPull(const Rulebook &rulebook, const Catalogue *catalogue, WikiMarkup markup,
                          QList<WikiPageResult> &results)
{
    WikiPullApplied applied;
    Rulebook working = rulebook;
    QStringList changed;
    for (const Language language : {Language::English, Language::Czech}) {
        for (WikiPageResult &result : results) {
            if (result.action != WikiPageResult::Action::Pulled || result.target.language != language
                || result.target.kind != WikiTarget::Kind::RulePage)
                continue;
            const RulePage *page = working.page(result.target.id);
            if (!page)
                continue;
            QString error;
            const std::optional<RulePage> pulled = pulledPage(*page, language, result.wiki.text, &error);
            if (!pulled) {
                result.action = WikiPageResult::Action::Failed;
                result.message = error;
                applied.errors.append(QString(result.target.title + u": "_s + error));
                continue;
            }
            working.setPage(*pulled);
            if (!changed.contains(pulled->id))
                changed.append(pulled->id);
            const QString local = exportWikiPage(*pulled, language, tileLists(catalogue, language), markup).text;
            result.newBase = WikiBase {result.wiki.revisionId, result.wiki.timestamp, wikiTextHash(result.wiki.text),
                                       wikiTextHash(local)};
        }
    }
    for (const QString &id : std::as_const(changed))
        applied.pages.append(*working.page(id));
    return applied;
}

QList<WikiUnitDifference> wikiDifferences(const Rulebook &rulebook, const WikiTarget &target, const QString &wikiText)
{
    QList<WikiUnitDifference> differences;
    const RulePage *page = target.kind == WikiTarget::Kind::RulePage ? rulebook.page(target.id) : nullptr;
    const std::optional<RulePage> pulled
        = page ? pulledPage(*page, target.language, wikiText) : std::optional<RulePage>();
    if (!pulled) {
        if (normalisedWikiText(target.text) != normalisedWikiText(wikiText))
            differences.append({QString(), target.text, wikiText});
        return differences;
    }
    const WikiText &local = page->text(target.language);
    const WikiText &wiki = pulled->text(target.language);
    for (const WikiUnit &unit : local.units()) {
        const int other = wiki.indexOf(unit.id);
        const QString wikiUnit = other >= 0 ? wiki.unit(other).text : QString();
        if (wikiUnit != unit.text)
            differences.append({unit.id, unit.text, wikiUnit});
    }
    for (const WikiUnit &unit : wiki.units()) {
        if (local.indexOf(unit.id) < 0)
            differences.append({unit.id, QString(), unit.text});
    }
    return differences;
}

void recordBases(WikiSyncState &state, const QString &site, const QList<WikiPageResult> &results)
{
    for (const WikiPageResult &result : results) {
        if (result.newBase)
            state.setBase(site, result.target.title, *result.newBase);
    }
}

} // namespace Krajina
