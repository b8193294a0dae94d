// SPDX-FileCopyrightText: 2026 Krajina contributors
// SPDX-License-Identifier: GPL-3.0-or-later
// What the Wiki panel shows of a page without asking the wiki: the unit
// difference (Czech-only paragraphs headed as what they are), the state a
// run leaves a page in, the display title as a translation unit and the
// translations a push marks outdated because Krajina deleted them.

#include "rulebook/translationstatus.h"
#include "rulebook/wikiexchange.h"
#include "wiki/wikisync.h"
#include "wiki/wikitranslate.h"

#include <QTest>

using namespace Qt::StringLiterals;
using namespace Krajina;

namespace {

const QString englishText = u"== Mini == <!--T:1-->\n\n<!--T:2-->\nFirst paragraph.\n\n"
                            "<!--T:3-->\nSecond paragraph.\n"_s;

RulePage miniPage()
{
    RulePage page;
    page.id = u"mini"_s;
    page.titleEn = u"Mini"_s;
    page.titleCs = u"Mini česky"_s;
    page.english = *WikiText::parse(englishText);
    setTranslation(page, 0, u"== Mini česky =="_s);
    setTranslation(page, 1, u"První odstavec."_s);
    setTranslation(page, 2, u"Druhý odstavec."_s);
    page.insertCzechOnlyUnit(page.czech.size(), u"Jen česky: poznámka."_s);
    return page;
}

WikiTarget czechTarget(const RulePage &page)
{
    WikiTarget target;
    target.id = page.id;
    target.language = Language::Czech;
    target.title = page.titleCs;
    target.markup = WikiMarkup::Plain;
    target.text = exportWikiPage(page, Language::Czech, {}, WikiMarkup::Plain).text;
    return target;
}

WikiBase baseOf(qint64 revision, const QString &wikiText, const QString &localText)
{
    return WikiBase {revision,
                     u"2026-12-03T10:00:00Z"_s,
                     wikiTextHash(wikiText),
                     wikiTextHash(localText),
                     wikiMarkupName(WikiMarkup::Plain),
                     normalisedWikiText(wikiText)};
}

} // namespace

class TestWikiDifference : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void aCzechOnlyParagraphIsHeadedAsItselfNotAsTheWholePage()
    {
        Rulebook rulebook;
        rulebook.pages.append(miniPage());
        const WikiTarget target = czechTarget(rulebook.pages.first());
        QVERIFY(target.text.contains(u"Jen česky: poznámka."_s));
        // Somebody rewrote the Czech-only note on the wiki.
        const QString wikiText = QString(target.text).replace(u"Jen česky: poznámka."_s, u"Jen česky: jiná."_s);
        const QList<WikiUnitDifference> differences = wikiDifferences(rulebook, target, wikiText);
        QCOMPARE(differences.size(), 1);
        const WikiUnitDifference &note = differences.first();
        QVERIFY(note.czechOnly);
        QCOMPARE(note.heading, u"Mini česky"_s);
        QCOMPARE(note.krajina, u"Jen česky: poznámka."_s);
        QCOMPARE(note.wiki, u"Jen česky: jiná."_s);

        // A translated paragraph is a unit of its own, no Czech-only one.
        const QString other = QString(target.text).replace(u"Druhý odstavec."_s, u"Druhý, jinak."_s);
        const QList<WikiUnitDifference> unit = wikiDifferences(rulebook, target, other);
        QCOMPARE(unit.size(), 1);
        QCOMPARE(unit.first().unitId, u"3"_s);
        QVERIFY(!unit.first().czechOnly);

        // Two Czech-only notes added on the wiki: each its own difference.
        const QString added = target.text.trimmed() + u"\n\nDruhá poznámka.\n\nTřetí poznámka.\n"_s;
        const QList<WikiUnitDifference> notes = wikiDifferences(rulebook, target, added);
        QCOMPARE(notes.size(), 2);
        for (const WikiUnitDifference &difference : notes) {
            QVERIFY(difference.czechOnly);
            QVERIFY(difference.krajina.isEmpty());
        }
        QCOMPARE(notes.at(0).wiki, u"Druhá poznámka."_s);
        QCOMPARE(notes.at(1).wiki, u"Třetí poznámka."_s);
    }

    void theStateColumnShowsWhatTheRunLeft()
    {
        WikiPageResult merged;
        merged.state = WikiPageState::BothChanged;
        merged.action = WikiPageResult::Action::Pulled;
        merged.wiki.exists = true;
        merged.wiki.revisionId = 7;
        merged.wiki.text = u"one\n\nTWO"_s;
        // Krajina's change kept beside the wiki's: ready to push.
        merged.target.text = u"ONE\n\nTWO"_s;
        merged.newBase = baseOf(7, merged.wiki.text, merged.wiki.text);
        QCOMPARE(wikiStateAfter(merged), WikiPageState::KrajinaChanged);

        WikiPageResult taken = merged;
        taken.state = WikiPageState::WikiChanged;
        taken.target.text = taken.wiki.text;
        QCOMPARE(wikiStateAfter(taken), WikiPageState::InStep);

        WikiPageResult pushed = merged;
        pushed.state = WikiPageState::KrajinaChanged;
        pushed.action = WikiPageResult::Action::Pushed;
        QCOMPARE(wikiStateAfter(pushed), WikiPageState::InStep);

        // Nothing done: the state as found.
        WikiPageResult conflict = merged;
        conflict.action = WikiPageResult::Action::Conflict;
        conflict.newBase.reset();
        QCOMPARE(wikiStateAfter(conflict), WikiPageState::BothChanged);
        WikiPageResult dryRun = merged;
        dryRun.action = WikiPageResult::Action::WouldPull;
        dryRun.newBase.reset();
        QCOMPARE(wikiStateAfter(dryRun), WikiPageState::BothChanged);
    }

    void theDisplayTitleIsATranslationUnit()
    {
        RulePage page = miniPage();
        const QList<UnitTranslation> units = readUnitsText(krajinaUnitsText(page));
        QVERIFY(!units.isEmpty());
        QCOMPARE(units.first().id, displayTitleUnit());
        QCOMPARE(units.first().text, u"Mini česky"_s);

        // Read back from the wiki: the title changes, no paragraph does.
        QString wiki = krajinaUnitsText(page);
        wiki.replace(u"-->\nMini česky"_s, u"-->\nMiniatura"_s);
        QStringList problems;
        const RulePage pulled = withUnitTranslations(page, wiki, {}, &problems);
        QVERIFY2(problems.isEmpty(), qPrintable(problems.join(u'\n')));
        QCOMPARE(pulled.titleCs, u"Miniatura"_s);
        QCOMPARE(pulled.czech, page.czech);
        QCOMPARE(krajinaUnitsText(pulled), wiki);

        // A fuzzy title on the wiki reads as it stands.
        WikiTranslationUnit title;
        title.id = displayTitleUnit();
        title.definition = u"Mini"_s;
        title.translation = u"Mini česky"_s;
        title.translated = true;
        title.fuzzy = true;
        QCOMPARE(wikiUnitsText({title}), u"<!--T:Page display title-->\nMini česky"_s);
    }

    void aTranslationDeletedInKrajinaIsMarkedOutdatedOnTheWiki()
    {
        const QString wiki = u"<!--T:Page display title-->\nMini česky\n\n<!--T:1-->\nJedna\n\n<!--T:2-->\nDva\n\n"
                             "<!--T:3-->\n!!FUZZY!!Tři"_s;
        // Krajina deleted the translations of units 2 and 3 (3 is outdated on the wiki already).
        const QString krajina = u"<!--T:Page display title-->\nMini česky\n\n<!--T:1-->\nJedna"_s;
        const DeletedTranslations deleted = deletedTranslations(krajina, wiki, wiki);
        QCOMPARE(deleted.units.size(), 2);
        QCOMPARE(deleted.units.at(0).id, u"2"_s);
        QVERIFY(deleted.units.at(0).fuzzy);
        QCOMPARE(deleted.units.at(0).text, u"Dva"_s);
        QCOMPARE(deleted.toMark, QStringList {u"2"_s});
        QCOMPARE(deleted.wikiAfter,
                 u"<!--T:Page display title-->\nMini česky\n\n<!--T:1-->\nJedna\n\n<!--T:2-->\n!!FUZZY!!Dva\n\n"
                 "<!--T:3-->\n!!FUZZY!!Tři"_s);
        // A unit the last sync did not have is the wiki's news, no deletion.
        const QString base = u"<!--T:Page display title-->\nMini česky\n\n<!--T:1-->\nJedna"_s;
        QVERIFY(deletedTranslations(krajina, wiki, base).units.isEmpty());
        // Nothing deleted: the wiki's text stays as it is.
        QCOMPARE(deletedTranslations(wiki, wiki, wiki).wikiAfter, wiki);
    }
};

QTEST_GUILESS_MAIN(TestWikiDifference)
#include "tst_wikidifference.moc"
