// SPDX-FileCopyrightText: 2026 Krajina contributors
// SPDX-License-Identifier: GPL-3.0-or-later

#include "rulebook/rulebookcommands.h"
#include "rulebook/rulebookstore.h"
#include "rulebook/translationstatus.h"

#include <QSignalSpy>
#include <QTest>
#include <QUndoStack>

using namespace Krajina;
using namespace Qt::StringLiterals;

// The undoable rulebook edits, through a RulebookHolder.
class TestRulebookCommands : public QObject
{
    Q_OBJECT
private:
    static Rulebook sample()
    {
        RulePage page;
        page.id = u"river"_s;
        page.english = *WikiText::parse(
            u"<translate>\n== Set-up == <!--T:1-->\n\n<!--T:2-->\nThe spring comes first.\n</translate>\n"_s);
        page.czech = *WikiText::parse(u"== Příprava == <!--T:1-->\n\n<!--T:2-->\nPramen jde první.\n"_s);
        page.markCurrent(0);
        page.markCurrent(1);
        Rulebook rulebook;
        rulebook.pages.append(page);
        return rulebook;
    }

    static const RulePage &river(const RulebookHolder &holder) { return *holder.rulebook().page(u"river"); }

private Q_SLOTS:
    void englishEditOutdatesAndUndoRestores()
    {
        RulebookHolder holder(sample());
        QSignalSpy changed(&holder, &RulebookHolder::rulePageChanged);
        const RulePage before = river(holder);

        holder.undoStack()->push(
            new EditUnitText(&holder, u"river"_s, Language::English, 1, u"The spring comes last."_s));
        QCOMPARE(changed.size(), 1);
        QCOMPARE(changed.constFirst().constFirst().toString(), u"river"_s);
        QCOMPARE(pageStatus(river(holder)).outdated, 1);
        QCOMPARE(pageStatus(river(holder)).rows.at(1).status, UnitStatus::Outdated);
        QCOMPARE(pageStatus(river(holder)).rows.at(0).status, UnitStatus::Current);

        holder.undoStack()->undo();
        QCOMPARE(river(holder), before);
        holder.undoStack()->redo();
        QCOMPARE(river(holder).english.unit(1).text, u"The spring comes last."_s);
    }

    void typingMergesIntoOneCommand()
    {
        RulebookHolder holder(sample());
        const RulePage before = river(holder);
        for (const QString &text : {u"P"_s, u"Pr"_s, u"Pra"_s})
            holder.undoStack()->push(new EditUnitText(&holder, u"river"_s, Language::Czech, 1, text));
        QCOMPARE(holder.undoStack()->count(), 1);
        QCOMPARE(river(holder).czech.unit(1).text, u"Pra"_s);
        for (const QString &text : {u"T"_s, u"Th"_s})
            holder.undoStack()->push(new EditUnitText(&holder, u"river"_s, Language::English, 1, text));
        QCOMPARE(holder.undoStack()->count(), 2);
        holder.undoStack()->undo();
        // Another unit is another command.
        holder.undoStack()->push(new EditUnitText(&holder, u"river"_s, Language::Czech, 0, u"== X =="_s));
        QCOMPARE(holder.undoStack()->count(), 2);
        holder.undoStack()->undo();
        holder.undoStack()->undo();
        QCOMPARE(river(holder), before);
    }

    void markCurrentIsUndoable()
    {
        RulebookHolder holder(sample());
        holder.undoStack()->push(
            new EditUnitText(&holder, u"river"_s, Language::English, 1, u"The spring is first."_s));
        holder.undoStack()->push(new MarkTranslationCurrent(&holder, u"river"_s, 1));
        QCOMPARE(pageStatus(river(holder)).outdated, 0);
        QVERIFY(river(holder).previousEnglish.isEmpty());
        holder.undoStack()->undo();
        QCOMPARE(pageStatus(river(holder)).outdated, 1);
        QCOMPARE(*river(holder).previousEnglishFor(1), u"The spring comes first."_s);
    }

    void czechOnlyUnitsComeAndGo()
    {
        RulebookHolder holder(sample());
        const RulePage before = river(holder);
        holder.undoStack()->push(new AddCzechOnlyUnit(&holder, u"river"_s, 2, u"Poznámka k\u00A0vydání."_s));
        QCOMPARE(pageStatus(river(holder)).czechOnly, 1);
        QCOMPARE(
            river(holder).czech.toText(),
            u"== Příprava == <!--T:1 src=%1-->\n\n<!--T:2 src=%2-->\nPramen jde první.\n\nPoznámka k\u00A0vydání.\n"_s
                .arg(river(holder).czech.unit(0).sourceHash, river(holder).czech.unit(1).sourceHash));
        holder.undoStack()->push(new RemoveCzechUnit(&holder, u"river"_s, 2));
        QCOMPARE(pageStatus(river(holder)).czechOnly, 0);
        holder.undoStack()->undo();
        holder.undoStack()->undo();
        QCOMPARE(river(holder), before);
    }

    void translatingAnUntranslatedUnit()
    {
        RulebookHolder holder(sample());
        holder.undoStack()->push(new RemoveCzechUnit(&holder, u"river"_s, 1));
        QCOMPARE(pageStatus(river(holder)).untranslated, 1);
        holder.undoStack()->push(new SetTranslation(&holder, u"river"_s, 1, u"Nejdřív pramen."_s));
        QCOMPARE(pageStatus(river(holder)).current, 2);
        holder.undoStack()->undo();
        QCOMPARE(pageStatus(river(holder)).untranslated, 1);
    }

    void importReplacesAWholeLanguage()
    {
        RulebookHolder holder(sample());
        WikiText newer = river(holder).english;
        newer.setUnitText(1, u"The spring always comes first."_s);
        holder.undoStack()->push(new ReplacePageText(&holder, u"river"_s, Language::English, newer));
        QCOMPARE(pageStatus(river(holder)).outdated, 1);
        holder.undoStack()->undo();
        QCOMPARE(pageStatus(river(holder)).outdated, 0);
    }
};

QTEST_GUILESS_MAIN(TestRulebookCommands)
#include "tst_rulebookcommands.moc"
