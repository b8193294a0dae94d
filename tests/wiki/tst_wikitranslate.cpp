// SPDX-FileCopyrightText: 2026 Krajina contributors
// SPDX-License-Identifier: GPL-3.0-or-later
// The Translate route (issue 31, item 6): on a wiki that runs the Translate
// extension, English pages are marked for translation and Czech text goes to
// and comes from the translation units (Translations:PAGE/UNIT/cs), never
// PAGE/cs. The extension is in no package archive this project installs from,
// so these tests run against a STAND-IN for it (tests/wiki/translatestandin.php,
// loaded into the real MediaWiki of MediaWikiFixture::startTranslateServer()),
// which answers the extension's calls as the extension does, refusals
// included. Everything else the wiki does here is the real MediaWiki.

#include "mediawikifixture.h"

#include "../app/clirunner.h"
#include "catalogue/catalogueio.h"
#include "document/cataloguedocument.h"
#include "rulebook/rulebookcommands.h"
#include "rulebook/rulebookio.h"
#include "rulebook/translationstatus.h"
#include "wiki/mediawikiclient.h"
#include "wiki/wikisession.h"
#include "wiki/wikitranslate.h"
#include "wikisessionwait.h"

#include <QJsonArray>
#include <QTemporaryDir>
#include <QTest>
#include <QUndoStack>

using namespace Qt::StringLiterals;
using namespace Krajina;

namespace {

using Run = WikiRun;

const QString englishText = u"<languages />\n<translate>\n== Mini == <!--T:1-->\n\n<!--T:2-->\nFirst paragraph.\n\n"
                            "<!--T:3-->\nSecond paragraph.\n\n<!--T:4-->\nThird paragraph.\n</translate>\n"_s;

// A small rules page: four English units, their Czech translations and a
// Czech-only paragraph.
RulePage miniPage(const QString &titleEn)
{
    RulePage page;
    page.id = u"mini"_s;
    page.titleEn = titleEn;
    page.titleCs = titleEn + u" česky"_s;
    page.english = *WikiText::parse(englishText);
    setTranslation(page, 0, u"== Mini česky =="_s);
    setTranslation(page, 1, u"První odstavec."_s);
    setTranslation(page, 2, u"Druhý odstavec."_s);
    setTranslation(page, 3, u"Třetí odstavec."_s);
    page.insertCzechOnlyUnit(page.czech.size(), u"Jen česky: poznámka k překladu."_s);
    page.czech.setUnitId(page.czech.size() - 1, u"cs-1"_s);
    return page;
}

UnitStatus statusOf(const RulePage &page, const QString &id)
{
    const int english = page.english.indexOf(id);
    const PageStatus status = pageStatus(page);
    return status.rows.at(status.rowOfEnglish(english)).status;
}

QString czechText(const RulePage &page, const QString &id)
{
    const int c = page.czech.indexOf(id);
    return c < 0 ? QString() : page.czech.unit(c).text;
}

} // namespace

class TestWikiTranslate : public QObject
{
    Q_OBJECT

    MediaWikiFixture m_wiki;

    struct Desk
    {
        std::unique_ptr<CatalogueDocument> document;
        std::unique_ptr<WikiSession> session;
    };
    Desk desk(const QString &titleEn, bool admin = true)
    {
        Desk desk;
        desk.document = std::make_unique<CatalogueDocument>(bundledCatalogue());
        Rulebook rulebook;
        rulebook.pages.append(miniPage(titleEn));
        desk.document->setRulebook(rulebook);
        logIn(desk, admin);
        return desk;
    }
    void logIn(Desk &desk, bool admin)
    {
        desk.session = std::make_unique<WikiSession>();
        desk.session->setDocument(desk.document.get());
        QString error;
        if (!desk.session->setSite(m_wiki.translateApiUrl().toString(), &error))
            qWarning("%s", qPrintable(error));
        const WikiError login = waitWiki([&](WikiSession::Done done) {
            desk.session->logIn(admin ? m_wiki.botUser() : m_wiki.otherUser(),
                                admin ? m_wiki.botPassword() : m_wiki.otherPassword(), done);
        });
        if (!login.ok())
            qWarning("%s", qPrintable(login.message));
    }
    static Run compare(Desk &desk)
    {
        return waitWikiRun([&](WikiSession::RunDone done) { desk.session->compare(desk.session->targets(), done); });
    }
    static Run pull(Desk &desk)
    {
        return waitWikiRun(
            [&](WikiSession::RunDone done) { desk.session->pull(desk.session->targets(), false, done); });
    }
    static Run push(Desk &desk)
    {
        return waitWikiRun(
            [&](WikiSession::RunDone done) { desk.session->push(desk.session->targets(), u"test"_s, false, done); });
    }
    static const RulePage &mini(const Desk &desk) { return *desk.document->rulebook().page(u"mini"); }

    WikiRevision read(const QString &title)
    {
        MediaWikiClient client;
        client.setApiUrl(m_wiki.translateApiUrl());
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

    // Another user edits a page; the wiki's answer.
    WikiError editAs(bool admin, const QString &title, const std::function<QString(QString)> &change)
    {
        MediaWikiClient client;
        client.setApiUrl(m_wiki.translateApiUrl());
        const WikiError login = waitWiki([&](WikiSession::Done done) {
            client.logIn(admin ? m_wiki.botUser() : m_wiki.otherUser(),
                         admin ? m_wiki.botPassword() : m_wiki.otherPassword(), done);
        });
        if (!login.ok())
            return login;
        const WikiRevision before = read(title);
        WikiEdit edit;
        edit.title = title;
        edit.text = change(before.text);
        edit.summary = u"by hand"_s;
        edit.baseRevisionId = before.revisionId;
        edit.baseTimestamp = before.timestamp;
        WikiError error;
        waitFor([&](auto done) {
            client.editPage(edit, [&, done](const WikiEditResult &, const WikiError &result) {
                error = result;
                done();
            });
        });
        return error;
    }

    // A translation administrator marks the page again (after an English edit on the wiki).
    WikiError markAsAdmin(const QString &title)
    {
        MediaWikiClient client;
        client.setApiUrl(m_wiki.translateApiUrl());
        WikiError error
            = waitWiki([&](WikiSession::Done done) { client.logIn(m_wiki.botUser(), m_wiki.botPassword(), done); });
        if (!error.ok())
            return error;
        waitFor([&](auto done) {
            client.markForTranslation(title, [&, done](int, const WikiError &result) {
                error = result;
                done();
            });
        });
        return error;
    }

    // The page pushed once, English and Czech, everything in step.
    void pushFresh(Desk &desk)
    {
        const Run pushed = push(desk);
        QVERIFY2(pushed.error.ok(), qPrintable(pushed.error.message));
        QVERIFY2(wikiRunSucceeded(pushed.results), qPrintable(pushed.page(u"mini/cs"_s)->message));
        for (const WikiPageResult &result : compare(desk).results)
            QCOMPARE(result.state, WikiPageState::InStep);
    }

private Q_SLOTS:
    void initTestCase()
    {
        const QString reason = MediaWikiFixture::unavailableReason();
        if (!reason.isEmpty())
            QSKIP(qPrintable(u"no MediaWiki to test against: "_s + reason));
        QString error;
        QVERIFY2(m_wiki.start(&error), qPrintable(error));
        QVERIFY2(m_wiki.startTranslateServer(&error), qPrintable(error));
    }

    void cleanupTestCase() { m_wiki.stop(); }

    void czechGoesToTheTranslationUnitsNeverToTheLanguagePage()
    {
        Desk krajina = desk(u"Mini A"_s);
        QVERIFY(krajina.session->siteInfo().hasTranslate());
        const QList<WikiTarget> targets = krajina.session->targets();
        QCOMPARE(targets.size(), 2);
        QCOMPARE(targets.at(0).title, u"Mini A"_s);
        QVERIFY(targets.at(0).markForTranslation);
        QCOMPARE(targets.at(1).key(), u"mini/cs"_s);
        QCOMPARE(targets.at(1).title, u"Translations:Mini A/*/cs"_s);
        QCOMPARE(targets.at(1).unitsOf, u"Mini A"_s);

        // Not marked yet, and the Czech-only paragraph has no place there: both said.
        const Run before = compare(krajina);
        QVERIFY2(before.error.ok(), qPrintable(before.error.message));
        const QString note = before.page(u"mini/cs"_s)->message;
        QVERIFY2(note.contains(u"Mini A is not marked for translation"_s), qPrintable(note));
        QVERIFY2(note.contains(u"Czech-only"_s) && note.contains(u"cs-1"_s), qPrintable(note));

        const Run pushed = push(krajina);
        QVERIFY2(pushed.error.ok(), qPrintable(pushed.error.message));
        QCOMPARE(pushed.page(u"mini/en"_s)->action, WikiPageResult::Action::Created);
        QCOMPARE(pushed.page(u"mini/cs"_s)->action, WikiPageResult::Action::Created);
        QVERIFY(pushed.page(u"mini/cs"_s)->message.contains(u"cs-1"_s));
        QCOMPARE(read(u"Translations:Mini A/2/cs"_s).text, u"První odstavec."_s);
        QCOMPARE(read(u"Translations:Mini A/1/cs"_s).text, u"== Mini česky =="_s);
        // Mini A/cs is the extension's: written by it alone, refused to anybody else.
        const WikiRevision generated = read(u"Mini A/cs"_s);
        QVERIFY(generated.exists);
        QCOMPARE(generated.user, u"FuzzyBot"_s);
        QVERIFY(generated.text.contains(u"Třetí odstavec."_s));
        const WikiError refused = editAs(true, u"Mini A/cs"_s, [](const QString &) { return u"By hand."_s; });
        QCOMPARE(refused.code, u"tpt-target-page"_s);
        // A unit the English page lacks has no place either.
        const WikiError unknown
            = editAs(true, u"Translations:Mini A/cs-1/cs"_s, [](const QString &) { return u"Jen česky."_s; });
        QCOMPARE(unknown.code, u"tpt-unknown-page"_s);

        // In step afterwards; the Czech-only paragraph is still Krajina's.
        const Run after = compare(krajina);
        for (const WikiPageResult &result : after.results)
            QCOMPARE(result.state, WikiPageState::InStep);
        QCOMPARE(czechText(mini(krajina), u"cs-1"_s), u"Jen česky: poznámka k překladu."_s);

        // A Czech edit in Krajina goes to its unit, and only there.
        const qint64 firstUnit = read(u"Translations:Mini A/2/cs"_s).revisionId;
        const int third = mini(krajina).czech.indexOf(u"3");
        krajina.document->undoStack()->push(new EditUnitText(krajina.document.get(), u"mini"_s, Language::Czech, third,
                                                             u"Druhý odstavec, upravený."_s));
        const Run edited = push(krajina);
        QCOMPARE(edited.page(u"mini/en"_s)->action, WikiPageResult::Action::None);
        QCOMPARE(edited.page(u"mini/cs"_s)->action, WikiPageResult::Action::Pushed);
        QCOMPARE(read(u"Translations:Mini A/3/cs"_s).text, u"Druhý odstavec, upravený."_s);
        QCOMPARE(read(u"Translations:Mini A/2/cs"_s).revisionId, firstUnit);
        QCOMPARE(read(u"Mini A/cs"_s).user, u"FuzzyBot"_s);
    }

    void czechIsPulledFromTheUnitsAndMergedByUnit()
    {
        Desk krajina = desk(u"Mini B"_s);
        pushFresh(krajina);
        if (QTest::currentTestFailed())
            return;
        // A translator fixes unit 2 on the wiki while Krajina changes unit 4.
        QVERIFY(editAs(false, u"Translations:Mini B/2/cs"_s, [](const QString &) {
                    return u"První odstavec, opravený na wiki."_s;
                }).ok());
        const int fourth = mini(krajina).czech.indexOf(u"4");
        krajina.document->undoStack()->push(new EditUnitText(krajina.document.get(), u"mini"_s, Language::Czech, fourth,
                                                             u"Třetí odstavec z Krajiny."_s));
        QCOMPARE(compare(krajina).page(u"mini/cs"_s)->state, WikiPageState::BothChanged);
        const Run pulled = pull(krajina);
        QVERIFY2(pulled.error.ok(), qPrintable(pulled.error.message));
        QCOMPARE(pulled.page(u"mini/cs"_s)->action, WikiPageResult::Action::Pulled);
        QCOMPARE(czechText(mini(krajina), u"2"_s), u"První odstavec, opravený na wiki."_s);
        QCOMPARE(statusOf(mini(krajina), u"2"_s), UnitStatus::Current);
        QCOMPARE(czechText(mini(krajina), u"4"_s), u"Třetí odstavec z Krajiny."_s);
        QCOMPARE(czechText(mini(krajina), u"cs-1"_s), u"Jen česky: poznámka k překladu."_s);
        // Push sends Krajina's unit.
        const Run pushed = push(krajina);
        QCOMPARE(pushed.page(u"mini/cs"_s)->action, WikiPageResult::Action::Pushed);
        QCOMPARE(read(u"Translations:Mini B/4/cs"_s).text, u"Třetí odstavec z Krajiny."_s);
        QCOMPARE(read(u"Translations:Mini B/2/cs"_s).text, u"První odstavec, opravený na wiki."_s);
        QCOMPARE(compare(krajina).page(u"mini/cs"_s)->state, WikiPageState::InStep);
    }

    void aFuzzyUnitIsOutdatedInKrajina()
    {
        Desk krajina = desk(u"Mini C"_s);
        pushFresh(krajina);
        if (QTest::currentTestFailed())
            return;
        // Somebody changes the English of unit 3 on the wiki and the page is
        // marked again: Translate holds its Czech as fuzzy (a tag; the text stays).
        QVERIFY(editAs(false, u"Mini C"_s, [](QString text) {
                    return text.replace(u"Second paragraph."_s, u"Second, longer paragraph."_s);
                }).ok());
        QVERIFY(markAsAdmin(u"Mini C"_s).ok());
        QCOMPARE(read(u"Translations:Mini C/3/cs"_s).text, u"Druhý odstavec."_s);

        const Run compared = compare(krajina);
        QCOMPARE(compared.page(u"mini/en"_s)->state, WikiPageState::WikiChanged);
        QCOMPARE(compared.page(u"mini/cs"_s)->state, WikiPageState::WikiChanged);
        const Run pulled = pull(krajina);
        QVERIFY2(pulled.error.ok(), qPrintable(pulled.error.message));
        QVERIFY(wikiRunSucceeded(pulled.results));
        const RulePage &page = mini(krajina);
        QCOMPARE(page.english.unit(page.english.indexOf(u"3")).text, u"Second, longer paragraph."_s);
        QCOMPARE(czechText(page, u"3"_s), u"Druhý odstavec."_s);
        QCOMPARE(statusOf(page, u"3"_s), UnitStatus::Outdated);
        QCOMPARE(statusOf(page, u"2"_s), UnitStatus::Current);
        for (const WikiPageResult &result : compare(krajina).results)
            QCOMPARE(result.state, WikiPageState::InStep);
    }

    void anOutdatedUnitIsPushedAsFuzzy()
    {
        Desk krajina = desk(u"Mini D"_s);
        pushFresh(krajina);
        if (QTest::currentTestFailed())
            return;
        // The English of unit 4 changes in Krajina: its Czech is outdated there.
        const int fourth = mini(krajina).english.indexOf(u"4");
        krajina.document->undoStack()->push(
            new EditUnitText(krajina.document.get(), u"mini"_s, Language::English, fourth, u"Third, new paragraph."_s));
        QCOMPARE(statusOf(mini(krajina), u"4"_s), UnitStatus::Outdated);
        const Run pushed = push(krajina);
        QVERIFY2(wikiRunSucceeded(pushed.results), qPrintable(pushed.page(u"mini/cs"_s)->message));
        QCOMPARE(pushed.page(u"mini/en"_s)->action, WikiPageResult::Action::Pushed);
        QCOMPARE(pushed.page(u"mini/cs"_s)->action, WikiPageResult::Action::Pushed);
        QCOMPARE(read(u"Translations:Mini D/4/cs"_s).text, fuzzyMark() + u"Třetí odstavec."_s);
        QCOMPARE(read(u"Translations:Mini D/2/cs"_s).text, u"První odstavec."_s);
        for (const WikiPageResult &result : compare(krajina).results)
            QCOMPARE(result.state, WikiPageState::InStep);
        QCOMPARE(statusOf(mini(krajina), u"4"_s), UnitStatus::Outdated);
    }

    void theDisplayTitleIsPushedAndPulledLikeAnyUnit()
    {
        Desk krajina = desk(u"Mini G"_s);
        pushFresh(krajina);
        if (QTest::currentTestFailed())
            return;
        const QString title = translationUnitTitle(u"Mini G"_s, displayTitleUnit(), u"cs"_s);
        QCOMPARE(read(title).text, u"Mini G česky"_s);

        // A translator renames the page on the wiki: the Czech title comes back, nothing else changes.
        const QList<WikiUnit> before = mini(krajina).czech.units();
        QVERIFY(editAs(false, title, [](const QString &) { return u"Miniatura G"_s; }).ok());
        QCOMPARE(compare(krajina).page(u"mini/cs"_s)->state, WikiPageState::WikiChanged);
        const Run pulled = pull(krajina);
        QVERIFY2(wikiRunSucceeded(pulled.results), qPrintable(pulled.page(u"mini/cs"_s)->message));
        QCOMPARE(mini(krajina).titleCs, u"Miniatura G"_s);
        QCOMPARE(mini(krajina).czech.units(), before);
        for (const WikiPageResult &result : compare(krajina).results)
            QCOMPARE(result.state, WikiPageState::InStep);

        // Renamed in Krajina: the push sends the title unit alone.
        const qint64 unit = read(u"Translations:Mini G/2/cs"_s).revisionId;
        RulePage renamed = mini(krajina);
        renamed.titleCs = u"Malá G"_s;
        krajina.document->setRulePage(renamed);
        QCOMPARE(compare(krajina).page(u"mini/cs"_s)->state, WikiPageState::KrajinaChanged);
        const Run pushed = push(krajina);
        QCOMPARE(pushed.page(u"mini/cs"_s)->action, WikiPageResult::Action::Pushed);
        QCOMPARE(read(title).text, u"Malá G"_s);
        QCOMPARE(read(u"Translations:Mini G/2/cs"_s).revisionId, unit);
        for (const WikiPageResult &result : compare(krajina).results)
            QCOMPARE(result.state, WikiPageState::InStep);
    }

    void aTranslationDeletedInKrajinaIsMarkedOutdatedOnTheWikiAndSaid()
    {
        Desk krajina = desk(u"Mini H"_s);
        pushFresh(krajina);
        if (QTest::currentTestFailed())
            return;
        // The maintainer deletes the translation of unit 3 in Krajina.
        RulePage page = mini(krajina);
        page.removeCzechUnit(page.czech.indexOf(u"3"));
        krajina.document->setRulePage(page);
        QCOMPARE(compare(krajina).page(u"mini/cs"_s)->state, WikiPageState::KrajinaChanged);
        const Run pushed = push(krajina);
        QVERIFY2(wikiRunSucceeded(pushed.results), qPrintable(pushed.page(u"mini/cs"_s)->message));
        const WikiPageResult &cs = *pushed.page(u"mini/cs"_s);
        QCOMPARE(cs.action, WikiPageResult::Action::Pushed);
        // Translate keeps a translation until an administrator deletes its page:
        // the push marks it outdated there and says so.
        QVERIFY2(cs.message.contains(u"deleted in Krajina marked outdated on the wiki (3)"_s),
                 qPrintable(cs.message));
        QCOMPARE(read(u"Translations:Mini H/3/cs"_s).text, fuzzyMark() + u"Druhý odstavec."_s);
        QCOMPARE(read(u"Translations:Mini H/2/cs"_s).text, u"První odstavec."_s);
        // In step afterwards: a pull does not bring the deleted translation back.
        for (const WikiPageResult &result : compare(krajina).results)
            QCOMPARE(result.state, WikiPageState::InStep);
        const Run pulled = pull(krajina);
        QVERIFY(pulled.error.ok());
        QCOMPARE(mini(krajina).czech.indexOf(u"3"), -1);
        // Another push has nothing to mark again.
        QCOMPARE(push(krajina).page(u"mini/cs"_s)->action, WikiPageResult::Action::None);
    }

    void markingNeedsTheRightAndSaysWhoHasIt()
    {
        // Editor is no translation administrator: the English page goes, the
        // marking does not, and so the translations wait.
        Desk editor = desk(u"Mini E"_s, false);
        const Run pushed = push(editor);
        QVERIFY2(pushed.error.ok(), qPrintable(pushed.error.message));
        QVERIFY(!wikiRunSucceeded(pushed.results));
        const QString why = pushed.page(u"mini/en"_s)->message;
        QVERIFY2(why.contains(u"pagetranslation"_s) && why.contains(u"translation administrators"_s), qPrintable(why));
        QCOMPARE(pushed.page(u"mini/cs"_s)->action, WikiPageResult::Action::Failed);
        QVERIFY(read(u"Mini E"_s).exists);
        QVERIFY(!read(u"Translations:Mini E/2/cs"_s).exists);
        // An administrator's push of the same work marks the page and sends the translations.
        logIn(editor, true);
        const Run admin = push(editor);
        QVERIFY2(wikiRunSucceeded(admin.results), qPrintable(admin.page(u"mini/cs"_s)->message));
        QCOMPARE(admin.page(u"mini/cs"_s)->action, WikiPageResult::Action::Created);
        QCOMPARE(read(u"Translations:Mini E/2/cs"_s).text, u"První odstavec."_s);
    }

    void theCliTakesTheSameRoute()
    {
        QTemporaryDir dir;
        const QString rules = dir.filePath(u"rules"_s);
        Rulebook rulebook;
        rulebook.pages.append(miniPage(u"Mini F"_s));
        QString error;
        QVERIFY2(writeRulebook(rulebook, rules, &error), qPrintable(error));
        const QString site = m_wiki.translateApiUrl().toString();
        const QByteArray password = m_wiki.botPassword().toUtf8() + '\n';

        CliResult result = runCli(
            {u"wiki"_s, u"push"_s, u"--site"_s, site, u"--user"_s, m_wiki.botUser(), u"--password-stdin"_s, rules},
            password);
        QVERIFY2(result.exitCode == 0, result.out.constData());
        QVERIFY2(result.out.contains("Translations:Mini F/*/cs"), result.out.constData());
        QVERIFY2(result.out.contains("cs-1"), result.out.constData());
        QCOMPARE(read(u"Translations:Mini F/3/cs"_s).text, u"Druhý odstavec."_s);
        QCOMPARE(read(u"Mini F/cs"_s).user, u"FuzzyBot"_s);

        // A fix on the wiki comes back into the rules folder; status then agrees.
        QVERIFY(
            editAs(false, u"Translations:Mini F/3/cs"_s, [](const QString &) { return u"Druhý, opravený."_s; }).ok());
        result = runCli({u"wiki"_s, u"pull"_s, u"--site"_s, site, rules});
        QVERIFY2(result.exitCode == 0, result.out.constData());
        QCOMPARE(czechText(*readRulebook(rules).rulebook.page(u"mini"), u"3"_s), u"Druhý, opravený."_s);
        result = runCli({u"wiki"_s, u"status"_s, u"--site"_s, site, u"--json"_s, rules});
        QVERIFY2(result.exitCode == 0, result.out.constData());
        QCOMPARE(result.json().value(u"markup"_s).toString(), u"translate"_s);
        const QJsonArray pages = result.json().value(u"pages"_s).toArray();
        QCOMPARE(pages.size(), 2);
        for (const QJsonValue &page : pages)
            QCOMPARE(page.toObject().value(u"state"_s).toString(), u"in-step"_s);
    }
};

QTEST_GUILESS_MAIN(TestWikiTranslate)
#include "tst_wikitranslate.moc"
