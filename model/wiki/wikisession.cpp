// SPDX-FileCopyrightText: 2026 Krajina contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "wikisession.h"

#include "document/cataloguedocument.h"
#include "document/wikirecord.h"

#include <QUndoStack>

using namespace Qt::StringLiterals;

namespace Krajina {

WikiSyncState wikiRecord(const CatalogueDocument &document, QString *error)
{
    const QByteArray json = document.extras().value(wikiSyncExtraName());
    if (json.isEmpty())
        return {};
    return WikiSyncState::fromJson(json, wikiSyncExtraName(), error).value_or(WikiSyncState());
}

void setWikiRecord(CatalogueDocument &document, const WikiSyncState &record)
{
    setWikiRecordJson(document, record.isEmpty() ? QByteArray() : record.toJson());
}

WikiSession::WikiSession(QObject *parent)
    : QObject(parent)
    , m_client(new MediaWikiClient(this))
    , m_sync(new WikiSync(m_client, this))
{
    connect(m_sync, &WikiSync::progress, this, &WikiSession::progress);
    connect(m_sync, &WikiSync::runningChanged, this, &WikiSession::runningChanged);
}

WikiSession::~WikiSession() = default;

void WikiSession::setDocument(CatalogueDocument *document)
{
    m_document = document;
    m_results.clear();
    Q_EMIT resultsChanged();
}

bool WikiSession::setSite(const QString &site, QString *error)
{
    const QUrl api = MediaWikiClient::apiUrlFor(site);
    if (const QString problem = MediaWikiClient::addressProblem(api, m_allowPlainHttp); !problem.isEmpty()) {
        if (error)
            *error = problem;
        return false;
    }
    m_client->setAllowPlainHttp(m_allowPlainHttp);
    if (api == m_client->apiUrl())
        return true;
    m_client->setApiUrl(api);
    m_siteInfo.reset();
    m_results.clear();
    Q_EMIT resultsChanged();
    return true;
}

void WikiSession::setAllowPlainHttp(bool allow)
{
    m_allowPlainHttp = allow;
}

QString WikiSession::site() const
{
    return m_client->apiUrl().toString();
}

void WikiSession::fetchSiteInfo(Done done)
{
    m_client->fetchSiteInfo([this, done](const WikiSiteInfo &info, const WikiError &error) {
        if (error.ok())
            m_siteInfo = info;
        done(error);
    });
}

void WikiSession::logIn(const QString &user, const QString &password, Done done)
{
    if (!m_siteInfo) {
        fetchSiteInfo([this, user, password, done](const WikiError &error) {
            if (!error.ok()) {
                done(error);
                return;
            }
            m_client->logIn(user, password, done);
        });
        return;
    }
    m_client->logIn(user, password, done);
}

void WikiSession::logOut(Done done)
{
    m_client->logOut(std::move(done));
}

bool WikiSession::isLoggedIn() const
{
    return m_client->isLoggedIn();
}

bool WikiSession::isBusy() const
{
    return m_client->isBusy() || m_sync->isRunning();
}

void WikiSession::setMarkupOverride(std::optional<WikiMarkup> markup)
{
    m_markupOverride = markup;
}

void WikiSession::setTemplates(bool templates)
{
    m_templates = templates;
}

WikiMarkup WikiSession::siteMarkup() const
{
    if (m_markupOverride)
        return *m_markupOverride;
    const QString remembered = record().markups.value(site());
    if (const std::optional<WikiMarkup> markup = wikiMarkupFromName(remembered))
        return *markup;
    return m_siteInfo && m_siteInfo->hasTranslate() ? WikiMarkup::Translate : WikiMarkup::Plain;
}

WikiSyncState WikiSession::record() const
{
    return m_document ? wikiRecord(*m_document) : WikiSyncState();
}

QList<WikiTarget> WikiSession::targets(const QStringList &only, QStringList *unknown) const
{
    return targets(only, unknown, m_templates);
}

QList<WikiTarget> WikiSession::targets(const QStringList &only, QStringList *unknown, bool templates) const
{
    if (!m_document)
        return {};
    WikiTargetOptions options;
    options.templates = templates;
    options.only = only;
    options.markup = siteMarkup();
    options.translateExtension = m_siteInfo && m_siteInfo->hasTranslate();
    QList<WikiTarget> targets = wikiTargets(m_document->rulebook(), &m_document->catalogue(), options, unknown);
    options.markup = options.markup == WikiMarkup::Plain ? WikiMarkup::Translate : WikiMarkup::Plain;
    QHash<QString, WikiTarget> others;
    for (const WikiTarget &target : wikiTargets(m_document->rulebook(), &m_document->catalogue(), options))
        others.insert(target.key(), target);
    const WikiSyncState record = this->record();
    const QString site = this->site();
    const auto syncedMarkup = [&](const WikiTarget &target) {
        const std::optional<WikiBase> base = record.base(site, target.title);
        return base ? base->markup : QString();
    };
    for (WikiTarget &target : targets) {
        if (target.kind != WikiTarget::Kind::RulePage)
            continue;
        const auto other = others.constFind(target.key());
        QString synced = syncedMarkup(target);
        if (synced.isEmpty() && other != others.constEnd())
            synced = syncedMarkup(*other);
        if (synced.isEmpty())
            continue;
        if (synced != wikiMarkupName(target.markup) && other != others.constEnd())
            target = *other;
        if (m_markupOverride && wikiMarkupName(*m_markupOverride) != synced) {
            target.refusal = tr("synced in %1 markup: switching it to %2 would rewrite every line of the page on the "
                                "wiki, so the page keeps %1 (leave out the markup choice)")
                                 .arg(synced, wikiMarkupName(*m_markupOverride));
        }
    }
    return targets;
}

void WikiSession::compare(const QList<WikiTarget> &targets, RunDone done)
{
    m_sync->compare(targets, record(), [this, done](const QList<WikiPageResult> &results, const WikiError &error) {
        finishRun(results, false);
        done(results, error);
    });
}

void WikiSession::pull(const QList<WikiTarget> &targets, bool dryRun, RunDone done)
{
    m_sync->pull(
        targets, record(), dryRun, [this, dryRun, done](QList<WikiPageResult> results, const WikiError &error) {
            m_pullProblems.clear();
            if (!dryRun && m_document) {
                const WikiPullApplied applied = applyPull(m_document->rulebook(), &m_document->catalogue(), results);
                m_pullProblems = applied.errors;
                if (!applied.pages.isEmpty()) {
                    WikiSyncState state = record();
                    recordBases(state, site(), results);
                    if (!state.markups.contains(site()))
                        state.markups.insert(site(), wikiMarkupName(siteMarkup()));
                    m_document->undoStack()->push(new PullFromWiki(m_document, applied.pages, state.toJson()));
                }
            }
            finishRun(results, dryRun);
            done(results, error);
        });
}

void WikiSession::push(const QList<WikiTarget> &targets, const QString &summary, bool dryRun, RunDone done)
{
    m_sync->push(targets, record(), summary, dryRun,
                 [this, dryRun, done](const QList<WikiPageResult> &results, const WikiError &error) {
                     finishRun(results, dryRun);
                     done(results, error);
                 });
}

std::optional<WikiMerge> WikiSession::conflictsOf(const WikiPageResult &result)
{
    if (result.state == WikiPageState::BothChanged && result.merge)
        return result.merge;
    if (result.state != WikiPageState::BothChanged && result.state != WikiPageState::Unsynced)
        return std::nullopt;
    // No base to merge from: the whole page is the one conflict.
    WikiMergeChunk whole;
    whole.conflict = true;
    whole.mine = wikiParagraphs(normalisedWikiText(result.target.text));
    whole.theirs = wikiParagraphs(normalisedWikiText(result.wiki.text));
    WikiMerge merge;
    merge.chunks.append(whole);
    return merge;
}

std::optional<WikiTarget> WikiSession::target(const QString &key) const
{
    for (const WikiTarget &target : targets({}, nullptr, true)) {
        if (target.key() == key)
            return target;
    }
    return std::nullopt;
}

void WikiSession::resolve(const WikiTarget &target, const QList<WikiMerge::Take> &takes, const QStringList &edited,
                          RunDone done)
{
    m_sync->compare(
        {target}, record(), [this, takes, edited, done](QList<WikiPageResult> results, const WikiError &error) {
            if (!error.ok() || results.isEmpty() || !m_document) {
                done(results, error);
                return;
            }
            WikiPageResult &result = results.first();
            const std::optional<WikiMerge> merge = conflictsOf(result);
            if (!merge) {
                result.message = tr("nothing to resolve: %1").arg(wikiPageStateText(result.state));
                finishRun(results, false);
                done(results, error);
                return;
            }
            const QString text
                = takes.size() == 1 && edited.isEmpty() ? merge->text(takes.first()) : merge->text(takes, edited);
            const bool krajinaMakesIt = result.target.kind != WikiTarget::Kind::RulePage;
            if (krajinaMakesIt && text != normalisedWikiText(result.target.text)) {
                result.action = WikiPageResult::Action::Failed;
                result.message = tr("Krajina makes this page from the catalogue or its templates: keep "
                                    "Krajina's, or change the catalogue");
                finishRun(results, true);
                done(results, error);
                return;
            }
            result.action = WikiPageResult::Action::Resolved;
            result.taken = text;
            QList<RulePage> pages;
            if (krajinaMakesIt) {
                const QString wikiHash = wikiTextHash(result.wiki.text);
                result.newBase = WikiBase {result.wiki.revisionId,
                                           result.wiki.timestamp,
                                           wikiHash,
                                           wikiHash,
                                           wikiMarkupName(result.target.markup),
                                           normalisedWikiText(result.wiki.text)};
            } else {
                const WikiPullApplied applied = applyPull(m_document->rulebook(), &m_document->catalogue(), results);
                pages = applied.pages;
                m_pullProblems = applied.errors;
            }
            WikiSyncState state = record();
            recordBases(state, site(), results);
            if (!state.markups.contains(site()))
                state.markups.insert(site(), wikiMarkupName(siteMarkup()));
            m_document->undoStack()->push(
                new PullFromWiki(m_document, pages, state.toJson(), tr("Resolve Wiki Conflict")));
            result.message = text == normalisedWikiText(result.wiki.text) ? tr("the wiki's page taken")
                                                                          : tr("settled: push sends Krajina's page");
            finishRun(results, false);
            done(results, error);
        });
}

void WikiSession::cancel()
{
    m_sync->cancel();
    m_client->cancel();
}

void WikiSession::finishRun(const QList<WikiPageResult> &results, bool dryRun)
{
    if (m_document && !dryRun) {
        WikiSyncState state = record();
        recordBases(state, site(), results);
        const bool recorded = std::any_of(results.begin(), results.end(),
                                          [](const WikiPageResult &result) { return result.newBase.has_value(); });
        if (recorded && !state.markups.contains(site()))
            state.markups.insert(site(), wikiMarkupName(siteMarkup()));
        setWikiRecord(*m_document, state);
    }
    for (const WikiPageResult &result : results)
        m_results.insert(result.target.key(), result);
    Q_EMIT resultsChanged();
}

} // namespace Krajina
