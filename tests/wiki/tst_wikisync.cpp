// SPDX-FileCopyrightText: 2026 Krajina contributors
// SPDX-License-Identifier: GPL-3.0-or-later
// Wiki sync against a real MediaWiki (issues 14 and 23): the client, the
// three-way comparison, pull and push, the CLI, and every bundled page
// rendered by the wiki's own parser.

#include "mediawikifixture.h"

#include "../app/clirunner.h"
#include "catalogue/catalogueio.h"
#include "document/tilelisttable.h"
#include "rulebook/rulebookio.h"
#include "rulebook/unithash.h"
#include "wiki/mediawikiclient.h"
#include "wiki/wikisync.h"

#include <QDir>
#include <QElapsedTimer>
#include <QFile>
#include <QJsonArray>
#include <QTemporaryDir>
#include <QTest>

using namespace Qt::StringLiterals;
using namespace Krajina;

namespace {

struct Run
{
    QList<WikiPageResult> results;
    WikiError error;
};

WikiError logIn(MediaWikiClient &client, const QString &user, const QString &password)
{
    WikiError error;
    const bool finished = waitFor([&](auto done) {
        client.logIn(user, password, [&, done](const WikiError &result) {
            error = result;
            done();
        });
    });
    if (!finished)
        error.message = u"timed out"_s;
    return error;
}

QList<WikiRevision> readPages(MediaWikiClient &client, const QStringList &titles, WikiError *error = nullptr)
{
    QList<WikiRevision> pages;
    waitFor([&](auto done) {
        client.readPages(titles, [&, done](const QList<WikiRevision> &read, const WikiError &result) {
            pages = read;
            if (error)
                *error = result;
            done();
        });
    });
    return pages;
}

WikiEditResult edit(MediaWikiClient &client, const WikiEdit &change, WikiError *error)
{
    WikiEditResult saved;
    waitFor([&](auto done) {
        client.editPage(change, [&, done](const WikiEditResult &result, const WikiError &failure) {
            saved = result;
            *error = failure;
            done();
        });
    });
    return saved;
}

WikiParseResult parse(MediaWikiClient &client, const QString &text, const QString &title, WikiError *error)
{
    WikiParseResult parsed;
    waitFor([&](auto done) {
        client.parse(text, title, [&, done](const WikiParseResult &result, const WikiError &failure) {
            parsed = result;
            *error = failure;
            done();
        });
    });
    return parsed;
}

const WikiPageResult *resultFor(const QList<WikiPageResult> &results, const QString &key)
{
    for (const WikiPageResult &result : results) {
        if (result.target.key() == key)
            return &result;
    }
    return nullptr;
}

} // namespace

class TestWikiSync : public QObject
{
    Q_OBJECT

    MediaWikiFixture m_wiki;
    MediaWikiClient m_client; // logged in as Admin
    WikiSync m_sync {&m_client};
    Rulebook m_rulebook;
    WikiSyncState m_state;
    WikiTargetOptions m_options;

    QList<WikiTarget> targets() const { return wikiTargets(m_rulebook, &bundledCatalogue(), m_options); }

    Run runSync(const std::function<void(WikiSync::Done)> &start)
    {
        Run run;
        const bool finished = waitFor([&](auto done) {
            start([&, done](const QList<WikiPageResult> &results, const WikiError &error) {
                run.results = results;
                run.error = error;
                done();
            });
        });
        if (!finished)
            run.error.message = u"timed out"_s;
        return run;
    }
    Run compare()
    {
        return runSync([&](WikiSync::Done done) { m_sync.compare(targets(), m_state, done); });
    }
    Run push(const QString &summary = u"test push"_s)
    {
        Run run = runSync([&](WikiSync::Done done) { m_sync.push(targets(), m_state, summary, false, done); });
        recordBases(m_state, m_sync.site(), run.results);
        return run;
    }
    Run pull()
    {
        Run run = runSync([&](WikiSync::Done done) { m_sync.pull(targets(), m_state, false, done); });
        const WikiPullApplied applied = applyPull(m_rulebook, &bundledCatalogue(), run.results);
        for (const RulePage &page : applied.pages)
            m_rulebook.setPage(page);
        recordBases(m_state, m_sync.site(), run.results);
        return run;
    }

    // Another user changes a page on the wiki.
    void editAsOther(const QString &title, const std::function<QString(QString)> &change)
    {
        MediaWikiClient other;
        other.setApiUrl(m_wiki.apiUrl());
        const WikiError login = logIn(other, m_wiki.otherUser(), m_wiki.otherPassword());
        QVERIFY2(login.ok(), qPrintable(login.message));
        WikiError error;
        const QList<WikiRevision> pages = readPages(other, {title}, &error);
        QVERIFY2(error.ok() && pages.size() == 1 && pages.first().exists, qPrintable(title));
        WikiEdit changeEdit;
        changeEdit.title = title;
        changeEdit.text = change(pages.first().text);
        QVERIFY(changeEdit.text != pages.first().text);
        changeEdit.summary = u"edit by another user"_s;
        changeEdit.baseRevisionId = pages.first().revisionId;
        changeEdit.baseTimestamp = pages.first().timestamp;
        const WikiEditResult saved = edit(other, changeEdit, &error);
        QVERIFY2(error.ok(), qPrintable(error.message));
        QVERIFY(saved.revisionId > pages.first().revisionId);
    }

private Q_SLOTS:
    void initTestCase()
    {
        const QString reason = MediaWikiFixture::unavailableReason();
        if (!reason.isEmpty())
            QSKIP(qPrintable(u"no MediaWiki to test against: "_s + reason));
        QString error;
        QVERIFY2(m_wiki.start(&error), qPrintable(error));
        qInfo("MediaWiki installed, users made and served in %lld ms", m_wiki.installMilliseconds());
        m_client.setApiUrl(m_wiki.apiUrl());
        const RulebookReadResult bundled = bundledRulebook();
        QVERIFY2(bundled.ok(), qPrintable(bundled.error));
        m_rulebook = bundled.rulebook;
        m_options.markup = WikiMarkup::Plain;
        m_options.templates = true;
    }

    void cleanupTestCase() { m_wiki.stop(); }

    void siteInfoSaysWhatTheWikiHas()
    {
        WikiSiteInfo info;
        WikiError error;
        waitFor([&](auto done) {
            m_client.fetchSiteInfo([&, done](const WikiSiteInfo &site, const WikiError &result) {
                info = site;
                error = result;
                done();
            });
        });
        QVERIFY2(error.ok(), qPrintable(error.message));
        QVERIFY2(info.generator.startsWith(u"MediaWiki 1."_s), qPrintable(info.generator));
        QCOMPARE(info.siteName, u"Krajina Test"_s);
        QVERIFY(info.hasExtension(u"Cite"));
        QVERIFY(!info.hasTranslate());
    }

    void wrongPasswordIsRefusedClearly()
    {
        MediaWikiClient client;
        client.setApiUrl(m_wiki.apiUrl());
        const WikiError error = logIn(client, m_wiki.botUser(), u"not-the-password"_s);
        QCOMPARE(error.kind, WikiError::Kind::BadLogin);
        QVERIFY2(error.message.contains(u"refused the login of Admin@krajina"_s), qPrintable(error.message));
        QVERIFY(!error.message.contains(u"not-the-password"_s));
        QVERIFY(!client.isLoggedIn());
    }

    void logsInWithABotPassword()
    {
        const WikiError error = logIn(m_client, m_wiki.botUser(), m_wiki.botPassword());
        QVERIFY2(error.ok(), qPrintable(error.message));
        QVERIFY(m_client.isLoggedIn());
        QCOMPARE(m_client.userName(), u"Admin"_s);
    }

    void pushesEveryBundledPageIntoTheEmptyWiki()
    {
        const Run before = compare();
        QVERIFY2(before.error.ok(), qPrintable(before.error.message));
        QVERIFY(before.results.size() > 8);
        for (const WikiPageResult &result : before.results)
            QCOMPARE(result.state, WikiPageState::MissingOnWiki);

        QElapsedTimer timer;
        timer.start();
        const Run pushed = push(u"Krajina test: first push"_s);
        qInfo("pushed %lld pages in %lld ms", qint64(pushed.results.size()), timer.elapsed());
        QVERIFY2(pushed.error.ok(), qPrintable(pushed.error.message));
        for (const WikiPageResult &result : pushed.results)
            QVERIFY2(result.action == WikiPageResult::Action::Created, qPrintable(result.target.title));

        const Run after = compare();
        QVERIFY2(after.error.ok(), qPrintable(after.error.message));
        QCOMPARE(after.results.size(), pushed.results.size());
        for (const WikiPageResult &result : after.results)
            QVERIFY2(result.state == WikiPageState::InStep, qPrintable(result.target.title));

        // Pulling every page: reading them all and taking each into the rulebook.
        timer.restart();
        const QList<WikiTarget> all = targets();
        QStringList titles;
        for (const WikiTarget &target : all)
            titles.append(target.title);
        WikiError error;
        const QList<WikiRevision> read = readPages(m_client, titles, &error);
        QVERIFY2(error.ok(), qPrintable(error.message));
        QList<WikiRevision> pages; // in the order of `all`
        for (const WikiTarget &target : all) {
            const auto found = std::find_if(
                read.begin(), read.end(), [&](const WikiRevision &revision) { return revision.title == target.title; });
            QVERIFY2(found != read.end(), qPrintable(target.title));
            pages.append(*found);
        }
        int imported = 0;
        for (int i = 0; i < all.size(); ++i) {
            if (all.at(i).kind != WikiTarget::Kind::RulePage)
                continue;
            const RulePage *page = m_rulebook.page(all.at(i).id);
            QString importError;
            const std::optional<RulePage> pulled
                = pulledPage(*page, all.at(i).language, pages.at(i).text, &importError);
            QVERIFY2(pulled, qPrintable(importError));
            // The round trip gives back the same page.
            // (line by line, so that a failure names the line)
            QCOMPARE(exportWikiPage(*pulled, all.at(i).language,
                                    catalogueTileLists(bundledCatalogue(), all.at(i).language), WikiMarkup::Plain)
                         .text.trimmed()
                         .split(u'\n'),
                     all.at(i).text.trimmed().split(u'\n'));
            ++imported;
        }
        qInfo("pulled %lld pages (%d rules pages imported) in %lld ms", qint64(pages.size()), imported,
              timer.elapsed());
    }

    void theRiverOneTileListOnTheWikiMatchesTheCatalogue()
    {
        WikiError error;
        const QList<WikiRevision> pages
            = readPages(m_client, {u"Template:TileList/river-1"_s, u"Template:TileList/river-1/cs"_s}, &error);
        QVERIFY2(error.ok(), qPrintable(error.message));
        QCOMPARE(pages.size(), 2);
        const Catalogue &catalogue = bundledCatalogue();
        const QList<TileDefinition> tiles = catalogue.tilesOf(u"river-1");
        QVERIFY(!tiles.isEmpty());
        for (const WikiRevision &page : pages) {
            QVERIFY(page.exists);
            const Language language = page.title.endsWith(u"/cs") ? Language::Czech : Language::English;
            QCOMPARE(page.text, normalisedWikiText(tileListTable(catalogue, u"river-1"_s, language)));
            QCOMPARE(page.text.count(u"|-\n| <code>"_s), tiles.size());
            for (const TileDefinition &tile : tiles) {
                const QString row = u"| <code>%1</code> || "_s.arg(tile.id);
                const qsizetype at = page.text.indexOf(row);
                QVERIFY2(at >= 0, qPrintable(tile.id));
                const QString line = page.text.mid(at, page.text.indexOf(u'\n', at) - at);
                QVERIFY2(line.contains(u" || %1 || %2 || "_s.arg(tile.count).arg(tile.edgePattern())),
                         qPrintable(line));
            }
            QVERIFY(page.text.contains(u" !! %1 !! "_s.arg(catalogue.tileCount(u"river-1"))));
        }
    }

    void anEditByAnotherUserPullsIntoTheRightUnit()
    {
        const RulePage before = *m_rulebook.page(u"river");
        const int englishUnit = before.english.indexOf(u"7");
        QVERIFY(englishUnit >= 0);
        const QString oldText = before.english.unit(englishUnit).text;
        const QString newText = u"Every river tile has a dark back, so the river tiles are easy to sort out."_s;
        const int czechUnit = before.czechIndexFor(englishUnit);
        QVERIFY(czechUnit >= 0 && before.isCurrent(czechUnit));
        editAsOther(u"River"_s, [&](QString text) { return text.replace(oldText, newText); });
        if (QTest::currentTestFailed())
            return;

        const Run compared = compare();
        QVERIFY2(compared.error.ok(), qPrintable(compared.error.message));
        for (const WikiPageResult &result : compared.results) {
            const WikiPageState expected
                = result.target.key() == u"river/en" ? WikiPageState::WikiChanged : WikiPageState::InStep;
            QVERIFY2(result.state == expected, qPrintable(result.target.key()));
        }

        const Run pulled = pull();
        QVERIFY2(pulled.error.ok(), qPrintable(pulled.error.message));
        QCOMPARE(resultFor(pulled.results, u"river/en"_s)->action, WikiPageResult::Action::Pulled);
        const RulePage &after = *m_rulebook.page(u"river");
        QCOMPARE(after.english.size(), before.english.size());
        QCOMPARE(after.english.unit(englishUnit).id, u"7"_s);
        QCOMPARE(after.english.unit(englishUnit).text, newText);
        // Only that unit changed; its Czech translation is now outdated, the others are not.
        for (int i = 0; i < after.english.size(); ++i) {
            if (i != englishUnit)
                QCOMPARE(after.english.unit(i).text, before.english.unit(i).text);
        }
        QVERIFY(!after.isCurrent(czechUnit));
        QCOMPARE(after.previousEnglishFor(czechUnit).value_or(QString()), oldText);
        QCOMPARE(after.czech, before.czech);
        const auto outdated = [](const RulePage &page) {
            int count = 0;
            for (int i = 0; i < page.czech.size(); ++i)
                count += page.englishIndexFor(i) >= 0 && !page.isCurrent(i) ? 1 : 0;
            return count;
        };
        QCOMPARE(outdated(after), outdated(before) + 1);

        const Run again = compare();
        for (const WikiPageResult &result : again.results)
            QVERIFY2(result.state == WikiPageState::InStep, qPrintable(result.target.key()));
    }

    void anEditOnBothSidesIsAConflictAndTheWikiPageStays()
    {
        // The wiki: another user changes the Bets; Krajina: a different unit of the same page.
        QString wikiText;
        editAsOther(u"The Bets"_s, [&](QString text) {
            wikiText = text + u"\n\nA line added on the wiki."_s;
            return wikiText;
        });
        if (QTest::currentTestFailed())
            return;
        RulePage bets = *m_rulebook.page(u"bets");
        bets.setEnglishText(1, bets.english.unit(1).text + u" Changed in Krajina."_s);
        m_rulebook.setPage(bets);
        // And a page only Krajina changed.
        RulePage river = *m_rulebook.page(u"river");
        river.setCzechText(1, river.czech.unit(1).text + u" Změněno v Krajině."_s);
        m_rulebook.setPage(river);

        const Run compared = compare();
        QCOMPARE(resultFor(compared.results, u"bets/en"_s)->state, WikiPageState::BothChanged);
        QCOMPARE(resultFor(compared.results, u"river/cs"_s)->state, WikiPageState::KrajinaChanged);

        const Run pushed = push();
        QVERIFY2(pushed.error.ok(), qPrintable(pushed.error.message));
        QCOMPARE(resultFor(pushed.results, u"bets/en"_s)->action, WikiPageResult::Action::Conflict);
        QCOMPARE(resultFor(pushed.results, u"river/cs"_s)->action, WikiPageResult::Action::Pushed);
        QVERIFY(!wikiRunSucceeded(pushed.results));
        WikiError error;
        const QList<WikiRevision> pages = readPages(m_client, {u"The Bets"_s}, &error);
        QCOMPARE(pages.first().text, normalisedWikiText(wikiText));
        QCOMPARE(pages.first().user, u"Editor"_s);

        // The two edits are in different units: a pull merges them, keeping
        // Krajina's edit and taking the wiki's line; the page then waits to be pushed.
        const Run pulled = pull();
        QCOMPARE(resultFor(pulled.results, u"bets/en"_s)->action, WikiPageResult::Action::Pulled);
        const RulePage &merged = *m_rulebook.page(u"bets");
        QCOMPARE(merged.english.unit(1).text, bets.english.unit(1).text);
        QVERIFY(merged.english.toText().contains(u"A line added on the wiki."_s));
        QCOMPARE(resultFor(compare().results, u"bets/en"_s)->state, WikiPageState::KrajinaChanged);
    }

    void anEditMadeDuringThePushIsRefusedByTheWiki()
    {
        // The wiki checks the base revision itself: an edit based on an old
        // revision of a page changed since is an edit conflict.
        WikiError error;
        const QList<WikiRevision> pages = readPages(m_client, {u"Template:Tile"_s}, &error);
        QVERIFY(pages.first().exists);
        // MediaWiki tells revisions apart by their timestamps, to the second: an edit
        // in the same second as the one it is based on is not seen as a conflict.
        QTest::qWait(1100);
        // Both change the same line, so that the wiki cannot merge them.
        editAsOther(u"Template:Tile"_s,
                    [](QString text) { return text.replace(u"<includeonly>"_s, u"<includeonly><!-- Editor -->"_s); });
        WikiEdit stale;
        stale.title = u"Template:Tile"_s;
        stale.text = QString(pages.first().text).replace(u"<includeonly>"_s, u"<includeonly><!-- overwritten -->"_s);
        stale.summary = u"stale"_s;
        stale.baseRevisionId = pages.first().revisionId;
        stale.baseTimestamp = pages.first().timestamp;
        edit(m_client, stale, &error);
        QCOMPARE(error.kind, WikiError::Kind::EditConflict);
        QVERIFY(!readPages(m_client, {u"Template:Tile"_s}).first().text.contains(u"overwritten"_s));
    }

    void aProtectedPageIsRefusedAndLeftAlone()
    {
        QString error;
        QVERIFY2(m_wiki.protectPage(u"Template:FAQ"_s, &error), qPrintable(error));
        // Editor is no sysop: the wiki refuses the edit, the page stays.
        MediaWikiClient editor;
        editor.setApiUrl(m_wiki.apiUrl());
        WikiError result = logIn(editor, m_wiki.otherUser(), m_wiki.otherPassword());
        QVERIFY2(result.ok(), qPrintable(result.message));
        const WikiRevision before = readPages(editor, {u"Template:FAQ"_s}).first();
        WikiEdit change;
        change.title = before.title;
        change.text = before.text + u"\n<!-- Editor -->"_s;
        change.summary = u"protected?"_s;
        change.baseRevisionId = before.revisionId;
        change.baseTimestamp = before.timestamp;
        edit(editor, change, &result);
        QCOMPARE(result.kind, WikiError::Kind::Protected);
        QVERIFY2(result.message.startsWith(u"the page is protected: "_s), qPrintable(result.message));
        QVERIFY(!result.isFatal());
        QCOMPARE(readPages(editor, {u"Template:FAQ"_s}).first().revisionId, before.revisionId);
    }

    void aReadOnlyWikiStopsThePushAndLosesNothing()
    {
        RulePage page = *m_rulebook.page(u"crop-circles");
        page.setCzechText(0, page.czech.unit(0).text + u" (jen pro čtení)"_s);
        m_rulebook.setPage(page);
        m_options.only = {u"crop-circles/cs"_s, u"bets/cs"_s};
        RulePage bets = *m_rulebook.page(u"bets");
        bets.setCzechText(0, bets.czech.unit(0).text + u" (jen pro čtení)"_s);
        m_rulebook.setPage(bets);
        const WikiSyncState state = m_state;
        QVERIFY(m_wiki.setReadOnly(u"Krajina test: the database is being moved"_s));
        const Run pushed = push();
        QVERIFY(m_wiki.setReadOnly({}));
        QCOMPARE(pushed.error.kind, WikiError::Kind::ReadOnly);
        QVERIFY2(pushed.error.message.contains(u"read-only"_s)
                     && pushed.error.message.contains(u"the database is being moved"_s),
                 qPrintable(pushed.error.message));
        // (with "bets/cs" comes the Bets' Czech tile list, in step: nothing to push)
        QCOMPARE(resultFor(pushed.results, u"crop-circles/cs"_s)->action, WikiPageResult::Action::Failed);
        QCOMPARE(resultFor(pushed.results, u"bets/cs"_s)->action, WikiPageResult::Action::Failed);
        QCOMPARE(resultFor(pushed.results, u"bets/cs"_s)->message, u"not pushed: the run stopped"_s);
        QCOMPARE(m_state, state); // nothing recorded as synced

        // Writable again: the same push goes through.
        const Run again = push();
        QVERIFY2(again.error.ok(), qPrintable(again.error.message));
        QCOMPARE(resultFor(again.results, u"crop-circles/cs"_s)->action, WikiPageResult::Action::Pushed);
        QCOMPARE(resultFor(again.results, u"bets/cs"_s)->action, WikiPageResult::Action::Pushed);
        m_options.only.clear();
    }

    void editingTooFastIsRateLimitedAndStopsTheRun()
    {
        // Editor (not exempt from rate limits as a sysop is) pushes two pages
        // while the wiki allows one edit an hour.
        MediaWikiClient editor;
        editor.setApiUrl(m_wiki.apiUrl());
        const WikiError login = logIn(editor, m_wiki.otherUser(), m_wiki.otherPassword());
        QVERIFY2(login.ok(), qPrintable(login.message));
        WikiSync sync(&editor);
        for (const QString &id : {u"river"_s, u"dos-rios"_s}) {
            RulePage page = *m_rulebook.page(id);
            page.setCzechText(0, page.czech.unit(0).text + u" (rychle)"_s);
            m_rulebook.setPage(page);
        }
        m_options.only = {u"river/cs"_s, u"dos-rios/cs"_s};
        QVERIFY(m_wiki.setEditRateLimit(true));
        Run pushed = runSync([&](WikiSync::Done done) { sync.push(targets(), m_state, u"fast"_s, false, done); });
        QVERIFY(m_wiki.setEditRateLimit(false));
        recordBases(m_state, sync.site(), pushed.results);
        QCOMPARE(pushed.error.kind, WikiError::Kind::RateLimited);
        QVERIFY2(pushed.error.message.contains(u"limits how fast"_s), qPrintable(pushed.error.message));
        QCOMPARE(pushed.results.size(), 2);
        // Editor's edits of the last hour count too (the earlier tests made
        // some): the run stops at the first page refused, those before it went.
        qsizetype refused = 0;
        while (refused < pushed.results.size() && pushed.results.at(refused).action == WikiPageResult::Action::Pushed)
            ++refused;
        QVERIFY(refused < 2);
        QCOMPARE(pushed.results.at(refused).message, pushed.error.message);
        for (qsizetype i = refused + 1; i < pushed.results.size(); ++i)
            QCOMPARE(pushed.results.at(i).message, u"not pushed: the run stopped"_s);
        const Run compared = compare();
        for (qsizetype i = 0; i < compared.results.size(); ++i) {
            QCOMPARE(compared.results.at(i).state, i < refused ? WikiPageState::InStep : WikiPageState::KrajinaChanged);
        }
        // Admin (a sysop, exempt) pushes the rest.
        const Run again = push();
        QVERIFY2(again.error.ok(), qPrintable(again.error.message));
        QCOMPARE(again.results.at(1).action, WikiPageResult::Action::Pushed);
        m_options.only.clear();
    }

    void aServerStoppedMidRunGivesAClearErrorAndLosesNothing()
    {
        // Two pages changed in Krajina; the server goes away once the first is pushed.
        for (const QString &id : {u"crop-circles"_s, u"dos-rios"_s}) {
            RulePage page = *m_rulebook.page(id);
            page.setEnglishText(0, page.english.unit(0).text + u" (changed)"_s);
            m_rulebook.setPage(page);
        }
        const Rulebook changed = m_rulebook;
        m_options.only = {u"crop-circles/en"_s, u"dos-rios/en"_s};
        int edits = 0;
        auto stopOnSecond = connect(&m_sync, &WikiSync::progress, this, [&](int, int, const QString &title) {
            if (!title.isEmpty() && ++edits == 2)
                m_wiki.stopServer();
        });
        const Run pushed = push();
        disconnect(stopOnSecond);
        QCOMPARE(pushed.error.kind, WikiError::Kind::Network);
        QVERIFY2(pushed.error.message.contains(u"cannot reach http://127.0.0.1:"_s), qPrintable(pushed.error.message));
        QCOMPARE(pushed.results.size(), 2);
        QCOMPARE(pushed.results.at(0).action, WikiPageResult::Action::Pushed);
        QCOMPARE(pushed.results.at(1).action, WikiPageResult::Action::Failed);
        QCOMPARE(m_rulebook, changed);

        // Pull and compare while it is away: an error, the rulebook untouched.
        const Run pulled = pull();
        QCOMPARE(pulled.error.kind, WikiError::Kind::Network);
        QVERIFY(pulled.results.isEmpty());
        QCOMPARE(m_rulebook, changed);

        QString error;
        QVERIFY2(m_wiki.startServer(&error), qPrintable(error));
        const Run compared = compare();
        QVERIFY2(compared.error.ok(), qPrintable(compared.error.message));
        QCOMPARE(compared.results.at(0).state, WikiPageState::InStep);
        QCOMPARE(compared.results.at(1).state, WikiPageState::KrajinaChanged);
        const Run again = push();
        QCOMPARE(again.results.at(1).action, WikiPageResult::Action::Pushed);
        m_options.only.clear();
    }

    void cancelStopsARun()
    {
        bool cancelled = false;
        const Run run = runSync([&](WikiSync::Done done) {
            m_sync.compare(targets(), m_state, done);
            m_sync.cancel();
            cancelled = true;
        });
        QVERIFY(cancelled);
        QCOMPARE(run.error.kind, WikiError::Kind::Cancelled);
        QVERIFY(!m_sync.isRunning());
    }

    void everyBundledPageRendersOnTheWiki_data()
    {
        QTest::addColumn<QString>("page");
        QTest::addColumn<Language>("language");
        QTest::addColumn<WikiMarkup>("markup");
        const RulebookReadResult bundled = bundledRulebook();
        for (const RulePage &page : bundled.rulebook.pages) {
            for (const Language language : {Language::English, Language::Czech}) {
                for (const WikiMarkup markup : {WikiMarkup::Plain, WikiMarkup::Translate}) {
                    QTest::addRow("%s/%s/%s", qPrintable(page.id), qPrintable(languageCode(language)),
                                  qPrintable(wikiMarkupName(markup)))
                        << page.id << language << markup;
                }
            }
        }
    }

    void everyBundledPageRendersOnTheWiki()
    {
        QFETCH(QString, page);
        QFETCH(Language, language);
        QFETCH(WikiMarkup, markup);
        // Plain markup on the wiki as Debian installs it; Translate markup on
        // the same wiki with the stand-in for Translate's tags.
        MediaWikiClient client;
        if (markup == WikiMarkup::Translate) {
            QString error;
            QVERIFY2(m_wiki.startTranslateServer(&error), qPrintable(error));
            client.setApiUrl(m_wiki.translateApiUrl());
        } else {
            client.setApiUrl(m_wiki.apiUrl());
        }
        const RulebookReadResult bundled = bundledRulebook();
        const RulePage *rules = bundled.rulebook.page(page);
        const WikiExport exported
            = exportWikiPage(*rules, language, catalogueTileLists(bundledCatalogue(), language), markup);
        QVERIFY(exported.warnings.isEmpty());
        if (markup == WikiMarkup::Plain) {
            QVERIFY(!exported.text.contains(u"<translate"_s));
            QVERIFY(!exported.text.contains(u"<!--T:"_s));
        }
        WikiError error;
        const WikiParseResult parsed = parse(client, exported.text, rules->title(language), &error);
        QVERIFY2(error.ok(), qPrintable(error.message));
        QVERIFY(parsed.html.size() > 1000);
        QVERIFY2(!parsed.html.contains(u"&lt;translate"_s), "literal <translate>");
        QVERIFY2(!parsed.html.contains(u"&lt;/translate"_s), "literal </translate>");
        QVERIFY2(!parsed.html.contains(u"&lt;languages"_s), "literal <languages");
        QVERIFY2(!parsed.html.contains(u"&lt;ref"_s), "literal <ref>");
        QVERIFY2(parsed.missingTemplates.isEmpty(), qPrintable(parsed.missingTemplates.join(u", "_s)));
        QVERIFY2(!parsed.html.contains(u"class=\"error"_s), "parser error");
        QVERIFY2(parsed.warnings.isEmpty(), qPrintable(parsed.warnings.join(u"; "_s)));
        // The templates did their work.
        if (exported.text.contains(u"{{Tile|"_s))
            QVERIFY(parsed.html.contains(u"class=\"krajina-tile\""_s));
        if (exported.text.contains(u"{{FAQ|"_s))
            QVERIFY(parsed.html.contains(u"class=\"krajina-faq\""_s));
    }

    void translateMarkupShowsAsTextWhereTheSiteLacksTranslate()
    {
        // What issue 23 saw, and why the site's extensions choose the markup.
        const RulebookReadResult bundled = bundledRulebook();
        const WikiExport exported
            = exportWikiPage(*bundled.rulebook.page(u"river"), Language::Czech,
                             catalogueTileLists(bundledCatalogue(), Language::Czech), WikiMarkup::Translate);
        MediaWikiClient client;
        client.setApiUrl(m_wiki.apiUrl());
        WikiError error;
        const WikiParseResult parsed = parse(client, exported.text, u"Řeka"_s, &error);
        QVERIFY2(error.ok(), qPrintable(error.message));
        QVERIFY(parsed.html.contains(u"&lt;translate&gt;"_s));
        QString startError;
        QVERIFY2(m_wiki.startTranslateServer(&startError), qPrintable(startError));
        client.setApiUrl(m_wiki.translateApiUrl());
        WikiSiteInfo info;
        waitFor([&](auto done) {
            client.fetchSiteInfo([&, done](const WikiSiteInfo &site, const WikiError &) {
                info = site;
                done();
            });
        });
        QVERIFY(info.hasTranslate());
    }

    void theCliPushesComparesAndPulls()
    {
        QTemporaryDir dir;
        const QString rules = dir.filePath(u"rules"_s);
        QString error;
        QVERIFY2(writeRulebook(m_rulebook, rules, &error), qPrintable(error));
        const QString site = m_wiki.apiUrl().toString();
        const QByteArray password = m_wiki.botPassword().toUtf8() + '\n';

        // Bad usage, a bad login and a site that is not there: exit 2.
        CliResult result = runCli({u"wiki"_s, u"push"_s, u"--site"_s, site, rules});
        QCOMPARE(result.exitCode, 2);
        result = runCli(
            {u"wiki"_s, u"status"_s, u"--site"_s, site, u"--user"_s, m_wiki.botUser(), u"--password-stdin"_s, rules},
            "wrong\n");
        QCOMPARE(result.exitCode, 2);
        QVERIFY2(result.err.contains("refused the login of Admin@krajina"), result.err.constData());
        result = runCli({u"wiki"_s, u"status"_s, u"--site"_s, u"http://127.0.0.1:1/"_s, rules});
        QCOMPARE(result.exitCode, 2);
        QVERIFY2(result.err.contains("cannot reach http://127.0.0.1:1/api.php"), result.err.constData());

        // Nothing recorded yet, but every page agrees with the wiki but the Bets (the conflict above).
        result = runCli({u"wiki"_s, u"status"_s, u"--site"_s, site, u"--templates"_s, u"--json"_s, rules});
        QCOMPARE(result.exitCode, 1);
        const QJsonArray pages = result.json().value(u"pages"_s).toArray();
        QVERIFY(pages.size() > 8);
        for (const QJsonValue &page : pages) {
            const QJsonObject object = page.toObject();
            const QString key = object.value(u"key"_s).toString();
            const QString state = object.value(u"state"_s).toString();
            if (key == u"template:Tile")
                continue; // changed by another user above
            QVERIFY2(state == (key == u"bets/en" ? u"never-synced"_s : u"in-step"_s), qPrintable(key + u' ' + state));
        }
        QCOMPARE(result.json().value(u"markup"_s).toString(), u"plain"_s);

        // The Bets differ and were never synced here: a pull refuses to
        // overwrite Krajina's page; taking the wiki's page is a choice.
        result = runCli({u"wiki"_s, u"pull"_s, u"--site"_s, site, u"--page"_s, u"bets/en"_s, rules});
        QCOMPARE(result.exitCode, 1);
        QVERIFY2(result.out.contains("wiki resolve bets/en --take mine|wiki"), result.out.constData());
        result = runCli({u"wiki"_s, u"resolve"_s, u"bets/en"_s, u"--take"_s, u"wiki"_s, u"--site"_s, site, rules});
        QVERIFY2(result.exitCode == 0, result.err.constData());
        QVERIFY(result.out.contains("resolved"));
        const RulebookReadResult read = readRulebook(rules);
        QVERIFY(read.rulebook.page(u"bets")->english.toText().contains(u"A line added on the wiki."_s));
        QVERIFY(QFile::exists(QDir(rules).filePath(u"wiki-sync.json"_s)));

        RulePage bets = *read.rulebook.page(u"bets");
        bets.setEnglishText(0, bets.english.unit(0).text + u" From the CLI."_s);
        Rulebook edited = read.rulebook;
        edited.setPage(bets);
        QVERIFY2(writeRulebook(edited, rules, &error), qPrintable(error));
        result = runCli({u"wiki"_s, u"push"_s, u"--site"_s, site, u"--user"_s, m_wiki.botUser(), u"--password-stdin"_s,
                         u"--page"_s, u"bets"_s, u"--dry-run"_s, rules},
                        password);
        QVERIFY2(result.exitCode == 0, result.err.constData());
        QVERIFY(result.out.contains("would-push"));
        result = runCli({u"wiki"_s, u"push"_s, u"--site"_s, site, u"--user"_s, m_wiki.botUser(), u"--password-stdin"_s,
                         u"--page"_s, u"bets"_s, u"--summary"_s, u"from the CLI"_s, rules},
                        password);
        QVERIFY2(result.exitCode == 0, result.err.constData());
        QVERIFY(result.out.contains("pushed"));
        const QList<WikiRevision> wiki = readPages(m_client, {u"The Bets"_s});
        QVERIFY(wiki.first().text.contains(u"From the CLI."_s));
        result = runCli({u"wiki"_s, u"status"_s, u"--site"_s, site, u"--page"_s, u"bets"_s, rules});
        QVERIFY2(result.exitCode == 0, result.out.constData());
    }
};

QTEST_GUILESS_MAIN(TestWikiSync)
#include "tst_wikisync.moc"
