// SPDX-FileCopyrightText: 2026 Krajina contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "wikisync.h"

#include <QHash>
#include <QObject>

#include <optional>

namespace Krajina {

class CatalogueDocument;

// The wiki sync record a document carries (wikiSyncExtraName()); an
// unreadable record reads as empty and says why in *error.
WikiSyncState wikiRecord(const CatalogueDocument &document, QString *error = nullptr);
// Sets it without undo (what a compare or push found).
void setWikiRecord(CatalogueDocument &document, const WikiSyncState &record);

// One maintainer's work with one wiki, for every front end (the Wiki panel and
// `krajina-cli wiki`): the site and what it runs, the login, which pages
// Krajina keeps there and in which markup, compare, pull and push, and the one
// sync record, kept in the document. A pull changes the document through an
// undoable command; the record of a compare or push is no edit to undo.
//
// The markup of a page: the one it was synced in (kept in the record, a synced
// page never switches), else for a site the one it was first synced in, else
// the override (--markup, the panel's choice), else what the site runs
// (Translate among its extensions). An override that differs from a synced
// page's markup refuses that page with the reason.
class WikiSession : public QObject
{
    Q_OBJECT
public:
    explicit WikiSession(QObject *parent = nullptr);
    ~WikiSession() override;

    void setDocument(CatalogueDocument *document);
    CatalogueDocument *document() const { return m_document; }
    MediaWikiClient *client() const { return m_client; }

    // The wiki's address (or that of its api.php). Refuses what
    // MediaWikiClient::addressProblem() refuses (no web address, a user name
    // or password in it, plain http to another machine unless allowed).
    bool setSite(const QString &site, QString *error);
    void setAllowPlainHttp(bool allow);
    QString site() const; // the api.php URL: the key of the record
    bool hasSiteInfo() const { return m_siteInfo.has_value(); }
    WikiSiteInfo siteInfo() const { return m_siteInfo.value_or(WikiSiteInfo()); }

    using Done = std::function<void(const WikiError &)>;
    void fetchSiteInfo(Done done);
    // Reads the site info first when not known yet.
    void logIn(const QString &user, const QString &password, Done done);
    void logOut(Done done);
    bool isLoggedIn() const;

    void setMarkupOverride(std::optional<WikiMarkup> markup);
    std::optional<WikiMarkup> markupOverride() const { return m_markupOverride; }
    void setTemplates(bool templates);
    // Push writes the catalogue's tile tables over tables edited on the wiki
    // (by default it leaves such a page alone).
    void setOverwriteTables(bool overwrite);
    // The markup of pages not synced yet (see above).
    WikiMarkup siteMarkup() const;

    // The pages Krajina keeps on the wiki; `only` as WikiTargetOptions::only.
    QList<WikiTarget> targets(const QStringList &only = {}, QStringList *unknown = nullptr) const;

    WikiSyncState record() const;
    // Why the document's sync record cannot be read (empty when it can). A run
    // over a damaged record would write a fresh one and lose every base, so
    // compare, pull, push and resolve refuse until the record is repaired.
    QString recordProblem() const;

    using RunDone = WikiSync::Done;
    void compare(const QList<WikiTarget> &targets, RunDone done);
    // Takes what the wiki changed into the document (one undoable command).
    void pull(const QList<WikiTarget> &targets, bool dryRun, RunDone done);
    void push(const QList<WikiTarget> &targets, const QString &summary, bool dryRun, RunDone done);
    // Settles a page changed on both sides (or never synced and different):
    // reads the wiki's page again and takes, conflict by conflict, Krajina's
    // paragraphs, the wiki's or an edited text (`edited`, same order). One
    // undoable command (one choice alone settles every conflict); the page then counts as changed in Krajina wherever
    // it differs from the wiki (the next push sends it).
    void resolve(const WikiTarget &target, const QList<WikiMerge::Take> &takes, const QStringList &edited,
                 RunDone done);
    // Takes the tile counts that the wiki's edited tile tables give (WikiPageResult::tableEdits)
    // into the catalogue: one undoable command. Returns how many tiles changed;
    // a tile whose pages give different counts is left as it is and named in *problems.
    int takeTileCounts(const QList<WikiPageResult> &results, QStringList *problems = nullptr);
    // The conflicts of a page as a compare found them, or nothing when it has none.
    static std::optional<WikiMerge> conflictsOf(const WikiPageResult &result);
    // A target by its key ("river/cs"), templates included; nothing when there is no such page.
    std::optional<WikiTarget> target(const QString &key) const;
    void cancel();
    bool isRunning() const { return m_sync->isRunning(); }
    bool isBusy() const;

    // The latest result of each page (by WikiTarget::key()) since the site was set.
    const QHash<QString, WikiPageResult> &results() const { return m_results; }
    // Problems of the last pull that are no page's result (a page that could not be read).
    QStringList pullProblems() const { return m_pullProblems; }

Q_SIGNALS:
    void progress(int done, int total, const QString &title);
    void runningChanged(bool running);
    void resultsChanged();

private:
    bool refuseDamagedRecord(const RunDone &done) const;
    QList<WikiTarget> targets(const QStringList &only, QStringList *unknown, bool templates) const;
    void finishRun(const QList<WikiPageResult> &results, bool dryRun);

    CatalogueDocument *m_document = nullptr;
    MediaWikiClient *m_client;
    WikiSync *m_sync;
    std::optional<WikiSiteInfo> m_siteInfo;
    std::optional<WikiMarkup> m_markupOverride;
    bool m_templates = false;
    bool m_allowPlainHttp = false;
    QHash<QString, WikiPageResult> m_results;
    QStringList m_pullProblems;
};

} // namespace Krajina
