// SPDX-FileCopyrightText: 2026 Krajina contributors
// SPDX-License-Identifier: GPL-3.0-or-later
// One session for the Wiki panel and the CLI against a real MediaWiki (issue
// 31): one sync record whichever front end synced, the markup remembered per
// page, and pages that exist on the wiki taken as they are.

#include "mediawikifixture.h"

#include "../app/clirunner.h"
#include "catalogue/catalogueio.h"
#include "document/cataloguedocument.h"
#include "document/undocommands.h"
#include "document/wikirecord.h"
#include "rulebook/rulebookcommands.h"
#include "rulebook/rulebookio.h"
#include "rulebook/translationstatus.h"
#include "wiki/mediawikiclient.h"
#include "wiki/wikisession.h"
#include "wikisessionwait.h"

#include <QDir>
#include <QFile>
#include <QJsonArray>
#include <QTemporaryDir>
#include <QTest>
#include <QUndoStack>

using namespace Qt::StringLiterals;
using namespace Krajina;

namespace {

using Run = WikiRun;

// Lines of `after` that differ from `before` (both as the wiki stores them).
int changedLines(const QString &before, const QString &after)
{
    const QStringList a = before.split(u'\n');
    const QStringList b = after.split(u'\n');
    if (a.size() != b.size())
        return int(std::abs(a.size() - b.size())) + 1000;
    int changed = 0;
    for (qsizetype i = 0; i < a.size(); ++i)
        changed += a.at(i) != b.at(i) ? 1 : 0;
    return changed;
}

} // namespace

class TestWikiSession : public QObject
{
    Q_OBJECT

    MediaWikiFixture m_wiki;

    // A document with the bundled catalogue and rules, and a session logged in as Admin.
    struct Desk
    {
        std::unique_ptr<CatalogueDocument> document;
        std::unique_ptr<WikiSession> session;
    };
    Desk desk(std::unique_ptr<CatalogueDocument> document = {})
    {
        Desk desk;
        if (!document) {
            document = std::make_unique<CatalogueDocument>(bundledCatalogue());
            document->setRulebook(bundledRulebook().rulebook);
        }
        desk.document = std::move(document);
        desk.session = std::make_unique<WikiSession>();
        desk.session->setDocument(desk.document.get());
        QString error;
        if (!desk.session->setSite(m_wiki.apiUrl().toString(), &error))
            qWarning("%s", qPrintable(error));
        const WikiError login = waitWiki(
            [&](WikiSession::Done done) { desk.session->logIn(m_wiki.botUser(), m_wiki.botPassword(), done); });
        if (!login.ok())
            qWarning("%s", qPrintable(login.message));
        return desk;
    }
    static Run compare(Desk &desk, const QStringList &only)
    {
        return waitWikiRun(
            [&](WikiSession::RunDone done) { desk.session->compare(desk.session->targets(only), done); });
    }
    static Run pull(Desk &desk, const QStringList &only)
    {
        return waitWikiRun(
            [&](WikiSession::RunDone done) { desk.session->pull(desk.session->targets(only), false, done); });
    }
    static Run resolve(Desk &desk, const QString &key, WikiMerge::Take take)
    {
        return waitWikiRun(
            [&](WikiSession::RunDone done) { desk.session->resolve(*desk.session->target(key), {take}, {}, done); });
    }
    static Run push(Desk &desk, const QStringList &only)
    {
        return waitWikiRun([&](WikiSession::RunDone done) {
            desk.session->push(desk.session->targets(only), u"test"_s, false, done);
        });
    }

    WikiRevision read(const QString &title)
    {
        MediaWikiClient client;
        client.setApiUrl(m_wiki.apiUrl());
        WikiRevision revision;
        waitFor([&](auto done) {
            client.readPages({title}, [&, done](const QList<WikiRevision> &pages, const WikiError &) {
                if (!pages.isEmpty())
                    revision = pages.first();
                done();
            });
        });
        return revision;
    }

    // Another user writes a page (creates it when `change` gets an empty text).
    void writeAsOther(const QString &title, const std::function<QString(QString)> &change)
    {
        MediaWikiClient other;
        other.setApiUrl(m_wiki.apiUrl());
        const WikiError login
            = waitWiki([&](WikiSession::Done done) { other.logIn(m_wiki.otherUser(), m_wiki.otherPassword(), done); });
        QVERIFY2(login.ok(), qPrintable(login.message));
        const WikiRevision before = read(title);
        WikiEdit edit;
        edit.title = title;
        edit.text = change(before.exists ? before.text : QString());
        edit.summary = u"by another user"_s;
        edit.baseRevisionId = before.revisionId;
        edit.baseTimestamp = before.timestamp;
        WikiError error;
        waitFor([&](auto done) {
            other.editPage(edit, [&, done](const WikiEditResult &, const WikiError &result) {
                error = result;
                done();
            });
        });
        QVERIFY2(error.ok(), qPrintable(error.message));
    }

    static QString rendition(Desk &desk, const QString &key)
    {
        const QList<WikiTarget> targets = desk.session->targets({key});
        return targets.isEmpty() ? QString() : normalisedWikiText(targets.first().text);
    }

private Q_SLOTS:
    void initTestCase()
    {
        const QString reason = MediaWikiFixture::unavailableReason();
        if (!reason.isEmpty())
            QSKIP(qPrintable(u"no MediaWiki to test against: "_s + reason));
        QString error;
        QVERIFY2(m_wiki.start(&error), qPrintable(error));
    }

    void cleanupTestCase() { m_wiki.stop(); }

    void aSiteAddressWithAPasswordIsRefused()
    {
        WikiSession session;
        QString error;
        QVERIFY(!session.setSite(u"https://admin:secret@wiki.example.org/w"_s, &error));
        QVERIFY2(error.contains(u"user name or password"_s), qPrintable(error));
        QVERIFY(!session.setSite(u"ftp://wiki.example.org/"_s, &error));
        QVERIFY(session.setSite(m_wiki.apiUrl().toString(), &error));
        const CliResult result = runCli({u"wiki"_s, u"status"_s, u"--site"_s, u"http://a:b@127.0.0.1:1/"_s});
        QCOMPARE(result.exitCode, 2);
        QVERIFY2(result.err.contains("holds a user name or password"), result.err.constData());
    }

    void anExistingPlainPageIsAdoptedByteForByte()
    {
        // Somebody else's English page of the Bets: headings without blank
        // lines, a doubled blank line, references, no tile tables.
        const QString theirs = u"Someone else's page about the bets.\n"
                               "== Rules ==\n"
                               "Each player bets on a tile.<ref>A note.</ref>\n"
                               "A second line of the same paragraph.\n\n"
                               "== Scoring ==\n\n"
                               "Points go to the winner.\n\n\n"
                               "Another paragraph after two blank lines.\n"
                               "<references />"_s;
        writeAsOther(u"The Bets"_s, [&](const QString &) { return theirs; });
        if (QTest::currentTestFailed())
            return;
        Desk krajina = desk();
        QCOMPARE(compare(krajina, {u"bets/en"_s}).page(u"bets/en"_s)->state, WikiPageState::Unsynced);
        // A pull would overwrite Krajina's page with nothing to tell whose is newer: it refuses and says how.
        const RulePage bundled = *krajina.document->rulebook().page(u"bets");
        const Run refused = pull(krajina, {u"bets/en"_s});
        QCOMPARE(refused.page(u"bets/en"_s)->action, WikiPageResult::Action::Conflict);
        QVERIFY2(refused.page(u"bets/en"_s)->message.contains(u"wiki resolve bets/en --take mine|wiki"_s),
                 qPrintable(refused.page(u"bets/en"_s)->message));
        QCOMPARE(*krajina.document->rulebook().page(u"bets"), bundled);
        // Taking the wiki's page adopts it as it is.
        const Run adopted = resolve(krajina, u"bets/en"_s, WikiMerge::Take::Wiki);
        QVERIFY2(adopted.error.ok(), qPrintable(adopted.error.message));
        QCOMPARE(adopted.page(u"bets/en"_s)->action, WikiPageResult::Action::Resolved);
        QCOMPARE(krajina.document->undoStack()->undoText(), u"Resolve Wiki Conflict"_s);
        QCOMPARE(rendition(krajina, u"bets/en"_s), theirs);
        QCOMPARE(compare(krajina, {u"bets/en"_s}).page(u"bets/en"_s)->state, WikiPageState::InStep);

        // Unit ids never collide with the Czech page's.
        const RulePage &bets = *krajina.document->rulebook().page(u"bets");
        QSet<QString> ids;
        for (const WikiUnit &unit : bets.english.units()) {
            QVERIFY(!unit.id.isEmpty());
            QVERIFY2(!ids.contains(unit.id), qPrintable(unit.id));
            ids.insert(unit.id);
        }

        // A push with no edit makes no revision.
        const qint64 revision = read(u"The Bets"_s).revisionId;
        const Run same = push(krajina, {u"bets/en"_s});
        QCOMPARE(same.page(u"bets/en"_s)->action, WikiPageResult::Action::None);
        QCOMPARE(read(u"The Bets"_s).revisionId, revision);

        // One paragraph edited: one paragraph changes on the wiki.
        int unit = -1;
        for (int i = 0; i < bets.english.size(); ++i) {
            if (bets.english.unit(i).text == u"Points go to the winner.")
                unit = i;
        }
        QVERIFY(unit >= 0);
        krajina.document->undoStack()->push(new EditUnitText(krajina.document.get(), u"bets"_s, Language::English, unit,
                                                             u"Points go to the best bettor."_s));
        const Run pushed = push(krajina, {u"bets/en"_s});
        QCOMPARE(pushed.page(u"bets/en"_s)->action, WikiPageResult::Action::Pushed);
        const QString after = read(u"The Bets"_s).text;
        QCOMPARE(changedLines(theirs, after), 1);
        QVERIFY(after.contains(u"Points go to the best bettor."_s));
    }

    void aDisplayTitleRoundTripsAndItsEditsPushAndPull()
    {
        // Somebody's Czech page of the Bets with a display title of its own.
        const QString theirs = u"{{DISPLAYTITLE:Sázky (pravidla)}}\n== Sázky ==\n\nKaždý hráč sází na kartičku."_s;
        writeAsOther(u"Sázky"_s, [&](const QString &) { return theirs; });
        if (QTest::currentTestFailed())
            return;
        Desk krajina = desk();
        QCOMPARE(resolve(krajina, u"bets/cs"_s, WikiMerge::Take::Wiki).page(u"bets/cs"_s)->action,
                 WikiPageResult::Action::Resolved);
        QCOMPARE(rendition(krajina, u"bets/cs"_s), theirs);
        QCOMPARE(compare(krajina, {u"bets/cs"_s}).page(u"bets/cs"_s)->state, WikiPageState::InStep);

        // Renamed on the wiki: pulled like any unit.
        writeAsOther(u"Sázky"_s,
                     [](QString text) { return text.replace(u"Sázky (pravidla)"_s, u"Sázky – pravidla"_s); });
        if (QTest::currentTestFailed())
            return;
        QCOMPARE(compare(krajina, {u"bets/cs"_s}).page(u"bets/cs"_s)->state, WikiPageState::WikiChanged);
        QCOMPARE(pull(krajina, {u"bets/cs"_s}).page(u"bets/cs"_s)->action, WikiPageResult::Action::Pulled);
        QVERIFY2(rendition(krajina, u"bets/cs"_s).startsWith(u"{{DISPLAYTITLE:Sázky – pravidla}}\n"_s),
                 qPrintable(rendition(krajina, u"bets/cs"_s)));
        QCOMPARE(compare(krajina, {u"bets/cs"_s}).page(u"bets/cs"_s)->state, WikiPageState::InStep);

        // Renamed in Krajina: pushed like any unit, one line changes on the wiki.
        const WikiText &czech = krajina.document->rulebook().page(u"bets")->czech;
        int unit = -1;
        for (int i = 0; i < czech.size(); ++i) {
            if (czech.unit(i).text.contains(u"DISPLAYTITLE"_s))
                unit = i;
        }
        QVERIFY(unit >= 0);
        const QString before = read(u"Sázky"_s).text;
        krajina.document->undoStack()->push(
            new EditUnitText(krajina.document.get(), u"bets"_s, Language::Czech, unit,
                             QString(czech.unit(unit).text).replace(u"Sázky – pravidla"_s, u"Sázky: pravidla hry"_s)));
        QCOMPARE(push(krajina, {u"bets/cs"_s}).page(u"bets/cs"_s)->action, WikiPageResult::Action::Pushed);
        const QString after = read(u"Sázky"_s).text;
        QVERIFY2(after.startsWith(u"{{DISPLAYTITLE:Sázky: pravidla hry}}\n"_s), qPrintable(after));
        QCOMPARE(changedLines(before, after), 1);
        QCOMPARE(compare(krajina, {u"bets/cs"_s}).page(u"bets/cs"_s)->state, WikiPageState::InStep);
    }

    void aPageWithTranslateMarkupOnAPlainWikiKeepsItsMarkup()
    {
        const QString theirs = u"<languages />\n<translate>\n== Dos Rios == <!--T:1-->\n\n<!--T:2-->\n"
                               "The first paragraph.\n\n<!--T:3-->\nThe second paragraph.\n</translate>"_s;
        writeAsOther(u"Dos Rios"_s, [&](const QString &) { return theirs; });
        if (QTest::currentTestFailed())
            return;
        Desk krajina = desk();
        QCOMPARE(krajina.session->siteMarkup(), WikiMarkup::Plain);
        const Run adopted = resolve(krajina, u"dos-rios/en"_s, WikiMerge::Take::Wiki);
        QCOMPARE(adopted.page(u"dos-rios/en"_s)->action, WikiPageResult::Action::Resolved);
        QCOMPARE(krajina.session->targets({u"dos-rios/en"_s}).first().markup, WikiMarkup::Translate);
        QCOMPARE(rendition(krajina, u"dos-rios/en"_s), theirs);
        QCOMPARE(krajina.session->record().base(krajina.session->site(), u"Dos Rios"_s)->markup, u"translate"_s);

        const RulePage &page = *krajina.document->rulebook().page(u"dos-rios");
        const int unit = page.english.indexOf(u"3");
        QVERIFY(unit >= 0);
        krajina.document->undoStack()->push(
            new EditUnitText(krajina.document.get(), u"dos-rios"_s, Language::English, unit, u"The second, edited."_s));
        QCOMPARE(push(krajina, {u"dos-rios/en"_s}).page(u"dos-rios/en"_s)->action, WikiPageResult::Action::Pushed);
        const QString after = read(u"Dos Rios"_s).text;
        QCOMPARE(changedLines(theirs, after), 1);
        QVERIFY(after.contains(u"<!--T:3-->\nThe second, edited."_s));

        // Switching the markup of the synced page is refused, with the reason.
        krajina.session->setMarkupOverride(WikiMarkup::Plain);
        const QList<WikiTarget> targets = krajina.session->targets({u"dos-rios/en"_s});
        QCOMPARE(targets.first().markup, WikiMarkup::Translate);
        QVERIFY(!targets.first().refusal.isEmpty());
        const Run refused = push(krajina, {u"dos-rios/en"_s});
        QCOMPARE(refused.page(u"dos-rios/en"_s)->action, WikiPageResult::Action::Failed);
        QVERIFY2(refused.page(u"dos-rios/en"_s)->message.contains(u"synced in translate markup"_s),
                 qPrintable(refused.page(u"dos-rios/en"_s)->message));
        QVERIFY(!wikiRunSucceeded(refused.results));
    }

    void czechParagraphsGetIdsThatNeverCollide()
    {
        Desk krajina = desk();
        const QStringList river = {u"river/en"_s, u"river/cs"_s};
        const Run created = push(krajina, river);
        QVERIFY2(created.error.ok(), qPrintable(created.error.message));
        QCOMPARE(created.page(u"river/cs"_s)->action, WikiPageResult::Action::Created);
        const RulePage before = *krajina.document->rulebook().page(u"river");

        // A Czech paragraph added on the wiki: Czech-only, with no English unit's id.
        writeAsOther(u"Řeka"_s, [](QString text) {
            return text.insert(text.indexOf(u"\n\n"_s) + 2, u"Česká poznámka, kterou anglická stránka nemá.\n\n"_s);
        });
        if (QTest::currentTestFailed())
            return;
        QCOMPARE(pull(krajina, river).page(u"river/cs"_s)->action, WikiPageResult::Action::Pulled);
        const auto czechNote = [&krajina]() -> int {
            const RulePage &page = *krajina.document->rulebook().page(u"river");
            for (int i = 0; i < page.czech.size(); ++i) {
                if (page.czech.unit(i).text.startsWith(u"Česká poznámka"))
                    return i;
            }
            return -1;
        };
        QVERIFY(czechNote() >= 0);
        {
            const RulePage &page = *krajina.document->rulebook().page(u"river");
            QCOMPARE(page.czech.size(), before.czech.size() + 1);
            QCOMPARE(page.englishIndexFor(czechNote()), -1);
            // The other Czech units kept their ids and their translation status.
            int current = 0;
            int currentBefore = 0;
            for (int i = 0; i < page.czech.size(); ++i)
                current += page.isCurrent(i) ? 1 : 0;
            for (int i = 0; i < before.czech.size(); ++i)
                currentBefore += before.isCurrent(i) ? 1 : 0;
            QCOMPARE(current, currentBefore);
        }

        // An English paragraph added later gets an id no Czech unit has.
        writeAsOther(u"River"_s, [](QString text) {
            return text.insert(text.indexOf(u"\n\n"_s) + 2, u"An English note the Czech page lacks.\n\n"_s);
        });
        if (QTest::currentTestFailed())
            return;
        QCOMPARE(pull(krajina, river).page(u"river/en"_s)->action, WikiPageResult::Action::Pulled);
        const RulePage &page = *krajina.document->rulebook().page(u"river");
        int english = -1;
        for (int i = 0; i < page.english.size(); ++i) {
            if (page.english.unit(i).text == u"An English note the Czech page lacks.")
                english = i;
        }
        QVERIFY(english >= 0);
        QCOMPARE(page.czech.indexOf(page.english.unit(english).id), -1);
        QCOMPARE(page.englishIndexFor(czechNote()), -1);
        const Run after = compare(krajina, river);
        for (const WikiPageResult &result : after.results)
            QVERIFY2(result.state == WikiPageState::InStep, qPrintable(result.target.key()));
    }

    void theGuiAndTheCliAgreeOnOneRecord()
    {
        QTemporaryDir dir;
        const QString file = dir.filePath(u"rules.krajina"_s);
        const QString site = m_wiki.apiUrl().toString();
        const QStringList crop = {u"crop-circles/en"_s, u"crop-circles/cs"_s};
        {
            // The panel's session pushes and the document is saved.
            Desk gui = desk();
            const Run created = push(gui, crop);
            QVERIFY2(created.error.ok(), qPrintable(created.error.message));
            QCOMPARE(created.page(u"crop-circles/en"_s)->action, WikiPageResult::Action::Created);
            QString error;
            QVERIFY2(gui.document->save(file, &error), qPrintable(error));
        }
        // The CLI on the same document: in step.
        CliResult result
            = runCli({u"wiki"_s, u"status"_s, u"--site"_s, site, u"--page"_s, u"crop-circles"_s, u"--json"_s, file});
        QVERIFY2(result.exitCode == 0, result.out.constData());
        for (const QJsonValue &page : result.json().value(u"pages"_s).toArray())
            QCOMPARE(page.toObject().value(u"state"_s).toString(), u"in-step"_s);

        // Another user edits; the CLI pulls into the document.
        writeAsOther(u"Crop Circles (original edition)"_s,
                     [](QString text) -> QString { return text + u"\n\nA paragraph from the wiki."_s; });
        if (QTest::currentTestFailed())
            return;
        result = runCli({u"wiki"_s, u"pull"_s, u"--site"_s, site, u"--page"_s, u"crop-circles"_s, file});
        QVERIFY2(result.exitCode == 0, result.err.constData());
        QVERIFY(result.out.contains("pulled"));

        // The panel's session on the saved document: in step, with the paragraph.
        QString error;
        Desk gui = desk(CatalogueDocument::open(file, &error));
        QVERIFY2(gui.document, qPrintable(error));
        QVERIFY(
            gui.document->rulebook().page(u"crop-circles")->english.toText().contains(u"A paragraph from the wiki."));
        Run compared = compare(gui, crop);
        for (const WikiPageResult &page : compared.results)
            QVERIFY2(page.state == WikiPageState::InStep, qPrintable(page.target.key()));

        // A pull in the panel is undone with its record: changed on the wiki again.
        writeAsOther(u"Crop Circles (original edition)"_s,
                     [](QString text) -> QString { return text + u"\n\nA second paragraph from the wiki."_s; });
        if (QTest::currentTestFailed())
            return;
        QCOMPARE(pull(gui, crop).page(u"crop-circles/en"_s)->action, WikiPageResult::Action::Pulled);
        QCOMPARE(gui.document->undoStack()->undoText(), u"Pull from the Wiki"_s);
        gui.document->undoStack()->undo();
        QVERIFY(!gui.document->rulebook().page(u"crop-circles")->english.toText().contains(u"A second paragraph"));
        QCOMPARE(compare(gui, crop).page(u"crop-circles/en"_s)->state, WikiPageState::WikiChanged);
        gui.document->undoStack()->redo();
        QCOMPARE(compare(gui, crop).page(u"crop-circles/en"_s)->state, WikiPageState::InStep);
        QVERIFY2(gui.document->save(file, &error), qPrintable(error));

        // A rules folder keeps the same record in the same form.
        const QString rules = dir.filePath(u"rules"_s);
        QVERIFY2(writeRulebook(gui.document->rulebook(), rules, &error), qPrintable(error));
        QFile record(QDir(rules).filePath(wikiSyncFileName()));
        QVERIFY(record.open(QIODevice::WriteOnly));
        record.write(wikiRecord(*gui.document).toJson());
        record.close();
        result = runCli({u"wiki"_s, u"status"_s, u"--site"_s, site, u"--page"_s, u"crop-circles"_s, rules});
        QVERIFY2(result.exitCode == 0, result.out.constData());
        QVERIFY(!result.out.contains("never-synced"));
    }

    void aDamagedRecordStopsEverySyncAndIsKept()
    {
        QTemporaryDir dir;
        const QString file = dir.filePath(u"damaged.krajina"_s);
        const QStringList crop = {u"crop-circles/en"_s};
        Desk gui = desk();
        QVERIFY2(push(gui, crop).error.ok(), "the first push failed");
        // A record that does not read (a hand edit, another tool): every run refuses,
        // and the damaged record stays as it was instead of being replaced by an empty one.
        const QByteArray damaged = R"({"version": 1, "sites": [)";
        setWikiRecordJson(*gui.document, damaged);
        QVERIFY(!gui.session->recordProblem().isEmpty());
        for (const Run &run : {compare(gui, crop), pull(gui, crop), push(gui, crop)}) {
            QCOMPARE(run.error.kind, WikiError::Kind::DamagedRecord);
            QVERIFY2(run.error.message.contains(u"cannot be read"_s), qPrintable(run.error.message));
            QVERIFY(run.results.isEmpty());
        }
        QCOMPARE(gui.document->extras().value(wikiSyncExtraName()), damaged);

        QString error;
        QVERIFY2(gui.document->save(file, &error), qPrintable(error));
        const CliResult result = runCli(
            {u"wiki"_s, u"pull"_s, u"--site"_s, m_wiki.apiUrl().toString(), u"--page"_s, u"crop-circles"_s, file});
        QVERIFY2(result.exitCode != 0, result.out.constData());
        QVERIFY2(result.err.contains("cannot be read"), result.err.constData());
        const std::unique_ptr<CatalogueDocument> reopened = CatalogueDocument::open(file, &error);
        QVERIFY2(reopened, qPrintable(error));
        QCOMPARE(reopened->extras().value(wikiSyncExtraName()), damaged);
    }

    void editsInDifferentUnitsMergeAndASameUnitConflictIsResolvedInTheCli()
    {
        QTemporaryDir dir;
        const QString file = dir.filePath(u"merge.krajina"_s);
        const QString site = m_wiki.apiUrl().toString();
        Desk krajina = desk();
        // River is on the wiki already (pushed by another desk): adopt it as it is.
        QCOMPARE(resolve(krajina, u"river/en"_s, WikiMerge::Take::Wiki).page(u"river/en"_s)->action,
                 WikiPageResult::Action::Resolved);
        QCOMPARE(compare(krajina, {u"river/en"_s}).page(u"river/en"_s)->state, WikiPageState::InStep);
        const auto unitWith = [&krajina](const QString &id) {
            const RulePage &page = *krajina.document->rulebook().page(u"river");
            return page.english.indexOf(id);
        };

        // Krajina changes unit 3, the wiki unit 5: merged without asking.
        const RulePage river = *krajina.document->rulebook().page(u"river");
        const QString three = river.english.unit(unitWith(u"3"_s)).text;
        const QString five = river.english.unit(unitWith(u"5"_s)).text;
        krajina.document->undoStack()->push(new EditUnitText(krajina.document.get(), u"river"_s, Language::English,
                                                             unitWith(u"3"_s), three + u" Krajina's addition."_s));
        writeAsOther(u"River"_s, [&](QString text) { return text.replace(five, five + u" The wiki's addition."_s); });
        if (QTest::currentTestFailed())
            return;
        QCOMPARE(compare(krajina, {u"river/en"_s}).page(u"river/en"_s)->state, WikiPageState::BothChanged);
        const Run merged = pull(krajina, {u"river/en"_s});
        QCOMPARE(merged.page(u"river/en"_s)->action, WikiPageResult::Action::Pulled);
        // What the pull left: Krajina's own change, ready to push (no conflict any more).
        QCOMPARE(wikiStateAfter(*merged.page(u"river/en"_s)), WikiPageState::KrajinaChanged);
        {
            const RulePage &page = *krajina.document->rulebook().page(u"river");
            QVERIFY(page.english.unit(unitWith(u"3"_s)).text.endsWith(u" Krajina's addition."_s));
            QVERIFY(page.english.unit(unitWith(u"5"_s)).text.endsWith(u" The wiki's addition."_s));
        }
        QCOMPARE(compare(krajina, {u"river/en"_s}).page(u"river/en"_s)->state, WikiPageState::KrajinaChanged);
        const Run pushed = push(krajina, {u"river/en"_s});
        QCOMPARE(pushed.page(u"river/en"_s)->action, WikiPageResult::Action::Pushed);
        QCOMPARE(wikiStateAfter(*pushed.page(u"river/en"_s)), WikiPageState::InStep);
        const QString wiki = read(u"River"_s).text;
        QVERIFY(wiki.contains(u" Krajina's addition."_s) && wiki.contains(u" The wiki's addition."_s));

        // The same unit on both sides: the CLI's pull refuses (exit 1) and names the way out.
        const QString four = krajina.document->rulebook().page(u"river")->english.unit(unitWith(u"4"_s)).text;
        krajina.document->undoStack()->push(new EditUnitText(krajina.document.get(), u"river"_s, Language::English,
                                                             unitWith(u"4"_s), u"Unit four as Krajina has it."_s));
        QString error;
        QVERIFY2(krajina.document->save(file, &error), qPrintable(error));
        writeAsOther(u"River"_s, [&](QString text) { return text.replace(four, u"Unit four as the wiki has it."_s); });
        if (QTest::currentTestFailed())
            return;
        const QStringList page = {u"--page"_s, u"river/en"_s};
        CliResult result = runCli(QStringList {u"wiki"_s, u"pull"_s, u"--site"_s, site} + page + QStringList {file});
        QCOMPARE(result.exitCode, 1);
        QVERIFY2(result.out.contains("wiki resolve river/en --take mine|wiki"), result.out.constData());
        result = runCli({u"wiki"_s, u"resolve"_s, u"river/en"_s, u"--take"_s, u"wiki"_s, u"--site"_s, site, file});
        QVERIFY2(result.exitCode == 0, result.err.constData());
        result = runCli(QStringList {u"wiki"_s, u"status"_s, u"--site"_s, site} + page + QStringList {file});
        QVERIFY2(result.exitCode == 0 && result.out.contains("in-step"), result.out.constData());
        {
            const auto reopened = CatalogueDocument::open(file, &error);
            const RulePage &taken = *reopened->rulebook().page(u"river");
            QCOMPARE(taken.english.unit(taken.english.indexOf(u"4")).text, u"Unit four as the wiki has it."_s);
        }

        // Again, settled the other way: Krajina's text stays and the next push sends it.
        Desk again = desk(CatalogueDocument::open(file, &error));
        const int four2 = again.document->rulebook().page(u"river")->english.indexOf(u"4");
        again.document->undoStack()->push(new EditUnitText(again.document.get(), u"river"_s, Language::English, four2,
                                                           u"Unit four, Krajina's second word."_s));
        QVERIFY2(again.document->save(file, &error), qPrintable(error));
        writeAsOther(u"River"_s, [&](QString text) {
            return text.replace(u"Unit four as the wiki has it."_s, u"Unit four, the wiki's second word."_s);
        });
        if (QTest::currentTestFailed())
            return;
        result = runCli({u"wiki"_s, u"resolve"_s, u"river/en"_s, u"--take"_s, u"mine"_s, u"--site"_s, site, file});
        QVERIFY2(result.exitCode == 0, result.err.constData());
        result = runCli(QStringList {u"wiki"_s, u"status"_s, u"--site"_s, site} + page + QStringList {file});
        QVERIFY2(result.out.contains("krajina-changed"), result.out.constData());
        result = runCli(
            QStringList {u"wiki"_s, u"push"_s, u"--site"_s, site, u"--user"_s, m_wiki.botUser(), u"--password-stdin"_s}
                + page + QStringList {file},
            m_wiki.botPassword().toUtf8() + '\n');
        QVERIFY2(result.exitCode == 0, result.err.constData());
        QVERIFY(read(u"River"_s).text.contains(u"Unit four, Krajina's second word."_s));
        QVERIFY(!read(u"River"_s).text.contains(u"the wiki's second word"_s));
    }

    void aPullWithoutARecordNeverOverwritesALocalEdit()
    {
        // The record is gone (a rules folder without wiki-sync.json) and the page differs.
        QTemporaryDir dir;
        const QString rules = dir.filePath(u"rules"_s);
        Rulebook rulebook = bundledRulebook().rulebook;
        RulePage bets = *rulebook.page(u"bets");
        bets.setEnglishText(0, u"A local edit nobody pushed."_s);
        rulebook.setPage(bets);
        QString error;
        QVERIFY2(writeRulebook(rulebook, rules, &error), qPrintable(error));
        const CliResult result
            = runCli({u"wiki"_s, u"pull"_s, u"--site"_s, m_wiki.apiUrl().toString(), u"--page"_s, u"bets/en"_s, rules});
        QCOMPARE(result.exitCode, 1);
        QVERIFY2(result.out.contains("never synced: not pulled") && result.out.contains("--take mine|wiki"),
                 result.out.constData());
        QCOMPARE(readRulebook(rules).rulebook.page(u"bets")->english.unit(0).text, u"A local edit nobody pushed."_s);
    }
    void aTileTableEditedOnTheWikiIsNeverRevertedSilently()
    {
        QTemporaryDir dir;
        const QString file = dir.filePath(u"tables.krajina"_s);
        const QString site = m_wiki.apiUrl().toString();
        const QStringList river = {u"river/en"_s};
        Desk krajina = desk();
        // River is on the wiki (pushed earlier) with the catalogue's tables: adopt it as it is.
        QCOMPARE(resolve(krajina, u"river/en"_s, WikiMerge::Take::Wiki).page(u"river/en"_s)->action,
                 WikiPageResult::Action::Resolved);
        QCOMPARE(compare(krajina, river).page(u"river/en"_s)->state, WikiPageState::InStep);
        const auto count = [&krajina]() {
            const Catalogue &catalogue = krajina.document->catalogue();
            return catalogue.tiles.at(catalogue.tileIndex(u"river-1/s")).count;
        };
        QCOMPARE(count(), 1);
        const QString row = u"| <code>river-1/s</code> || Pramen || Source || %1 || FIFF || 1"_s;
        QVERIFY(read(u"River"_s).text.contains(row.arg(1)));

        // Krajina's own change of the catalogue goes to the wiki: no edit on the wiki to keep.
        krajina.document->undoStack()->push(
            new ChangeTileCount(krajina.document.get(), krajina.document->catalogue().tileIndex(u"river-1/s"), 3));
        const Run ours = compare(krajina, river);
        QCOMPARE(ours.page(u"river/en"_s)->state, WikiPageState::KrajinaChanged);
        QVERIFY(ours.page(u"river/en"_s)->tableEdits.isEmpty());
        QCOMPARE(push(krajina, river).page(u"river/en"_s)->action, WikiPageResult::Action::Pushed);
        QVERIFY(read(u"River"_s).text.contains(row.arg(3)));

        // Another user corrects the count on the wiki: status names it.
        writeAsOther(u"River"_s, [&](QString text) { return text.replace(row.arg(3), row.arg(2)); });
        if (QTest::currentTestFailed())
            return;
        const Run found = compare(krajina, river);
        const WikiPageResult &edited = *found.page(u"river/en"_s);
        QCOMPARE(edited.state, WikiPageState::TablesEdited);
        QCOMPARE(edited.tableEdits.size(), 1);
        QCOMPARE(edited.tableEdits.first().wikiCount, 2);
        QVERIFY2(edited.message.contains(u"river-1/s: count 2 on the wiki, 3 in the catalogue"_s),
                 qPrintable(edited.message));

        // A paragraph edited in Krajina: push still leaves the page alone.
        const int first = 0;
        const QString paragraph = krajina.document->rulebook().page(u"river")->english.unit(first).text;
        krajina.document->undoStack()->push(new EditUnitText(krajina.document.get(), u"river"_s, Language::English,
                                                             first, paragraph + u" Edited in Krajina."_s));
        const qint64 revision = read(u"River"_s).revisionId;
        const Run refused = push(krajina, river);
        QCOMPARE(refused.page(u"river/en"_s)->action, WikiPageResult::Action::Conflict);
        QVERIFY2(refused.page(u"river/en"_s)->message.contains(u"--overwrite-tables"_s),
                 qPrintable(refused.page(u"river/en"_s)->message));
        QVERIFY(!wikiRunSucceeded(refused.results));
        QCOMPARE(read(u"River"_s).revisionId, revision);
        // A pull takes nothing silently either, and the edit is still found afterwards.
        QCOMPARE(pull(krajina, river).page(u"river/en"_s)->action, WikiPageResult::Action::Conflict);
        QCOMPARE(count(), 3);
        QCOMPARE(compare(krajina, river).page(u"river/en"_s)->state, WikiPageState::TablesEdited);

        // Taken into the catalogue: one undoable step.
        QCOMPARE(krajina.session->takeTileCounts(found.results), 1);
        QCOMPARE(count(), 2);
        QCOMPARE(krajina.document->undoStack()->undoText(), u"Take Tile Counts from the Wiki"_s);
        krajina.document->undoStack()->undo();
        QCOMPARE(count(), 3);
        krajina.document->undoStack()->redo();
        QCOMPARE(count(), 2);
        const Run taken = compare(krajina, river);
        QCOMPARE(taken.page(u"river/en"_s)->state, WikiPageState::KrajinaChanged);
        QVERIFY(taken.page(u"river/en"_s)->tableEdits.isEmpty());
        QCOMPARE(push(krajina, river).page(u"river/en"_s)->action, WikiPageResult::Action::Pushed);
        QVERIFY(read(u"River"_s).text.contains(row.arg(2)));
        QVERIFY(read(u"River"_s).text.contains(u" Edited in Krajina."_s));

        // In the CLI: status shows the edit, push refuses, pull --take-tables takes it ...
        QString error;
        QVERIFY2(krajina.document->save(file, &error), qPrintable(error));
        writeAsOther(u"River"_s, [&](QString text) { return text.replace(row.arg(2), row.arg(5)); });
        if (QTest::currentTestFailed())
            return;
        const QStringList page = {u"--page"_s, u"river/en"_s};
        CliResult result = runCli(QStringList {u"wiki"_s, u"status"_s, u"--site"_s, site} + page + QStringList {file});
        QCOMPARE(result.exitCode, 1);
        QVERIFY2(result.out.contains("tables-edited")
                     && result.out.contains("river-1/s: count 5 on the wiki, 2 in the catalogue"),
                 result.out.constData());
        const QStringList login = {u"--user"_s, m_wiki.botUser(), u"--password-stdin"_s};
        result = runCli(QStringList {u"wiki"_s, u"push"_s, u"--site"_s, site} + login + page + QStringList {file},
                        m_wiki.botPassword().toUtf8() + '\n');
        QCOMPARE(result.exitCode, 1);
        QVERIFY(read(u"River"_s).text.contains(row.arg(5)));
        result = runCli(QStringList {u"wiki"_s, u"pull"_s, u"--take-tables"_s, u"--site"_s, site} + page
                        + QStringList {file});
        QVERIFY2(result.exitCode == 0, result.out.constData());
        {
            const auto reopened = CatalogueDocument::open(file, &error);
            QVERIFY2(reopened, qPrintable(error));
            QCOMPARE(reopened->catalogue().tiles.at(reopened->catalogue().tileIndex(u"river-1/s")).count, 5);
        }
        // (The table's total follows from the counts: the next push brings it up to date.)
        result = runCli(QStringList {u"wiki"_s, u"status"_s, u"--site"_s, site} + page + QStringList {file});
        QVERIFY2(result.exitCode == 0 && result.out.contains("krajina-changed"), result.out.constData());

        // ... or push --overwrite-tables writes the catalogue's over it.
        writeAsOther(u"River"_s, [&](QString text) { return text.replace(row.arg(5), row.arg(4)); });
        if (QTest::currentTestFailed())
            return;
        result = runCli(QStringList {u"wiki"_s, u"push"_s, u"--overwrite-tables"_s, u"--site"_s, site} + login + page
                            + QStringList {file},
                        m_wiki.botPassword().toUtf8() + '\n');
        QVERIFY2(result.exitCode == 0, result.out.constData());
        QVERIFY(read(u"River"_s).text.contains(row.arg(5)));
        result = runCli(QStringList {u"wiki"_s, u"status"_s, u"--site"_s, site} + page + QStringList {file});
        QVERIFY2(result.exitCode == 0 && result.out.contains("in-step"), result.out.constData());
    }
    void aBadTitleFailsThatPageAlone()
    {
        Desk krajina = desk();
        RulePage bets = *krajina.document->rulebook().page(u"bets");
        bets.titleEn = u"The Bets#Scoring"_s; // would be cut at the "#"
        krajina.document->setRulePage(bets);
        RulePage crop = *krajina.document->rulebook().page(u"crop-circles");
        crop.titleEn = QString(300, u'x'); // longer than the wiki allows
        krajina.document->setRulePage(crop);
        const QStringList pages = {u"bets/en"_s, u"crop-circles/en"_s, u"river/en"_s};
        for (const bool pushing : {false, true}) {
            const Run run = pushing ? push(krajina, pages) : compare(krajina, pages);
            QVERIFY2(run.error.ok(), qPrintable(run.error.message));
            QCOMPARE(run.page(u"bets/en"_s)->action, WikiPageResult::Action::Failed);
            QVERIFY2(run.page(u"bets/en"_s)->message.contains(u"cannot hold \"#\""_s),
                     qPrintable(run.page(u"bets/en"_s)->message));
            QCOMPARE(run.page(u"crop-circles/en"_s)->action, WikiPageResult::Action::Failed);
            QVERIFY2(run.page(u"crop-circles/en"_s)->message.contains(u"refuses the title"_s),
                     qPrintable(run.page(u"crop-circles/en"_s)->message));
            QVERIFY(run.page(u"river/en"_s)->action != WikiPageResult::Action::Failed);
            QVERIFY(!wikiRunSucceeded(run.results));
        }
        QVERIFY(!read(u"The Bets"_s).text.contains(u"#Scoring"_s));
    }

    void templatesArePushedBeforeThePagesThatUseThem()
    {
        Desk krajina = desk();
        krajina.session->setTemplates(true);
        const Run run = waitWikiRun([&](WikiSession::RunDone done) {
            krajina.session->push(krajina.session->targets({u"river/cs"_s, u"Tile"_s, u"river-1"_s}), u"test"_s, true,
                                  done);
        });
        QVERIFY2(run.error.ok(), qPrintable(run.error.message));
        QStringList kinds;
        for (const WikiPageResult &result : run.results)
            kinds.append(result.target.kind == WikiTarget::Kind::Template       ? u"template"_s
                             : result.target.kind == WikiTarget::Kind::TileList ? u"tiles"_s
                                                                                : u"page"_s);
        QCOMPARE(kinds.first(), u"template"_s);
        QCOMPARE(kinds.last(), u"page"_s);
        QVERIFY2(kinds.indexOf(u"page"_s) > kinds.lastIndexOf(u"tiles"_s), qPrintable(kinds.join(u' ')));
    }
};

QTEST_GUILESS_MAIN(TestWikiSession)
#include "tst_wikisession.moc"
