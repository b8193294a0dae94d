// SPDX-FileCopyrightText: 2026 Krajina contributors
// SPDX-License-Identifier: GPL-3.0-or-later

#include "rulebook/rulebookio.h"
#include "rulebook/textdiff.h"
#include "rulebook/translationstatus.h"
#include "rulebook/unithash.h"

#include <QDir>
#include <QFile>
#include <QTemporaryDir>
#include <QTest>

using namespace Krajina;
using namespace Qt::StringLiterals;

// Translation status: which Czech units are current, outdated, untranslated or
// Czech-only, how an English change makes exactly one unit outdated, and how
// the rulebook files keep all of it.
class TestRulebookStatus : public QObject
{
    Q_OBJECT
private:
    static WikiText parsed(const QString &text)
    {
        WikiTextError error;
        const auto page = WikiText::parse(text, &error);
        if (!page)
            qWarning("line %d: %s", error.line, qPrintable(error.message));
        return page.value_or(WikiText());
    }

    // Three English units; Czech translates all three and adds a footnote of its own.
    static RulePage samplePage()
    {
        RulePage page;
        page.id = u"sample"_s;
        page.expansions = {u"sample-1"_s};
        page.english
            = parsed(u"<languages />\n<translate>\n== Set-up == <!--T:1-->\n\n<!--T:2-->\n"
                     u"Each player takes 7 followers.\n\n<!--T:3-->\nThe river comes first.\n</translate>\n"_s);
        page.czech = parsed(u"== Příprava == <!--T:1-->\n\n<!--T:2-->\nKaždý hráč si vezme 7 družiníků.\n\n"
                            u"Česká poznámka k vydání Mindok.\n\n<!--T:3-->\nŘeka jde první.\n"_s);
        for (int c = 0; c < page.czech.size(); ++c)
            page.markCurrent(c);
        return page;
    }

    static QList<UnitStatus> statuses(const RulePage &page)
    {
        QList<UnitStatus> result;
        for (const UnitRow &row : pageStatus(page).rows)
            result.append(row.status);
        return result;
    }

private Q_SLOTS:
    void stampedPageIsComplete()
    {
        const RulePage page = samplePage();
        const PageStatus status = pageStatus(page);
        QCOMPARE(status.englishUnits, 3);
        QCOMPARE(status.current, 3);
        QCOMPARE(status.czechOnly, 1);
        QCOMPARE(status.percentComplete(), 100);
        // The Czech-only footnote sits right after the unit it follows in Czech.
        QCOMPARE(
            statuses(page),
            (QList<UnitStatus> {UnitStatus::Current, UnitStatus::Current, UnitStatus::CzechOnly, UnitStatus::Current}));
        QCOMPARE(status.rows.at(2).english, -1);
        QCOMPARE(status.rows.at(2).czech, 2);
    }

    void englishChangeOutdatesExactlyItsTranslation()
    {
        RulePage page = samplePage();
        page.setEnglishText(1, u"Each player takes 8 followers."_s);
        const PageStatus status = pageStatus(page);
        QCOMPARE(status.outdated, 1);
        QCOMPARE(status.current, 2);
        QCOMPARE(status.percentComplete(), 66);
        QCOMPARE(statuses(page),
                 (QList<UnitStatus> {UnitStatus::Current, UnitStatus::Outdated, UnitStatus::CzechOnly,
                                     UnitStatus::Current}));

        // What changed in the English, for the translator.
        const std::optional<QString> before = page.previousEnglishFor(1);
        QVERIFY(before);
        QCOMPARE(*before, u"Each player takes 7 followers."_s);
        const auto diff = wordDiff(*before, page.english.unit(1).text);
        QCOMPARE(diffAsText(diff), u"Each player takes [-7-]{+8+} followers."_s);
        // A replaced phrase shows as one run each way, not interleaved word by word.
        QCOMPARE(diffAsText(wordDiff(u"Take two tiles now.", u"Take one red tile now.")),
                 u"Take [-two tiles-]{+one red tile+} now."_s);

        // A second edit keeps the English the translation was made from.
        page.setEnglishText(1, u"Each player takes 9 followers."_s);
        QCOMPARE(*page.previousEnglishFor(1), u"Each player takes 7 followers."_s);

        QVERIFY(page.markCurrent(1));
        QCOMPARE(pageStatus(page).current, 3);
        QVERIFY(!page.previousEnglishFor(1));
    }

    void whitespaceEditsKeepTranslationsCurrent()
    {
        RulePage page = samplePage();
        page.setEnglishText(2, u"The river   comes first. "_s);
        QCOMPARE(pageStatus(page).current, 3);
    }

    void revertingTheEnglishMakesItCurrentAgain()
    {
        RulePage page = samplePage();
        page.setEnglishText(2, u"The river comes last."_s);
        QCOMPARE(pageStatus(page).outdated, 1);
        page.setEnglishText(2, u"The river comes first."_s);
        QCOMPARE(pageStatus(page).outdated, 0);
        QVERIFY(page.previousEnglish.isEmpty());
    }

    void importedEnglishVersion()
    {
        RulePage page = samplePage();
        WikiText newer = page.english;
        newer.setUnitText(2, u"The river always comes first."_s);
        WikiUnit added;
        added.text = u"A new paragraph."_s;
        newer.insertUnit(3, added);
        newer.assignMissingIds();
        page.replaceEnglish(newer);
        const PageStatus status = pageStatus(page);
        QCOMPARE(status.current, 2);
        QCOMPARE(status.outdated, 1);
        QCOMPARE(status.untranslated, 1);
        QCOMPARE(status.percentComplete(), 50);
        QCOMPARE(*page.previousEnglishFor(3), u"The river comes first."_s);
    }

    void unstampedTranslationIsNotCurrent()
    {
        RulePage page = samplePage();
        page.czech.setSourceHash(0, QString());
        QCOMPARE(pageStatus(page).rows.at(0).status, UnitStatus::Outdated);
        QVERIFY(!page.previousEnglishFor(0));
    }

    void newTranslationIsCurrentAndInPlace()
    {
        RulePage page = samplePage();
        page.removeCzechUnit(page.czech.indexOf(u"2"));
        QCOMPARE(pageStatus(page).untranslated, 1);
        // The Czech-only note now shows in the row above the untranslated unit,
        // so the new translation goes below it, where the editor shows it.
        QCOMPARE(pageStatus(page).rows.at(1).status, UnitStatus::CzechOnly);
        QCOMPARE(pageStatus(page).rows.at(2).status, UnitStatus::Untranslated);
        const int index = setTranslation(page, 1, u"Každý hráč má 7 družiníků."_s);
        QCOMPARE(index, 2);
        QCOMPARE(page.czech.unit(2).id, u"2"_s);
        QCOMPARE(pageStatus(page).current, 3);
        QCOMPARE(pageStatus(page).rows.at(2).czech, 2);
        QVERIFY(page.czech.toText().contains(u"Mindok.\n\n<!--T:2 src="_s + unitHash(page.english.unit(1).text)
                                             + u"-->\nKaždý hráč má 7 družiníků.\n\n<!--T:3 src="_s));
    }

    void firstTranslationTakesTheEnglishFrame()
    {
        RulePage page = samplePage();
        page.czech = WikiText();
        setTranslation(page, 2, u"Řeka jde první."_s);
        QCOMPARE(page.czech.toText(),
                 u"<languages />\n<translate>\n<!--T:3 src="_s + unitHash(u"The river comes first."_s)
                     + u"-->\nŘeka jde první.\n</translate>\n"_s);
    }

    void filesKeepEverythingByteForByte()
    {
        RulePage page = samplePage();
        page.titleEn = u"Sample"_s;
        page.titleCs = u"Ukázka"_s;
        page.setEnglishText(1, u"Each player takes 8 followers."_s);
        Rulebook rulebook;
        rulebook.pages.append(page);

        const QMap<QString, QByteArray> files = rulebookToFiles(rulebook);
        QVERIFY(files.contains(u"sample/cs.sources.wiki"_s));
        QCOMPARE(files.value(u"pages.tsv"_s),
                 QByteArray("page\texpansions\ttitle_en\ttitle_cs\nsample\tsample-1\tSample\tUkázka\n"));

        const RulebookReadResult read = rulebookFromFiles(files, u"mem"_s);
        QVERIFY2(read.ok(), qPrintable(read.error));
        QCOMPARE(rulebookToFiles(read.rulebook), files);
        const RulePage &back = read.rulebook.pages.constFirst();
        QCOMPARE(back.expansions, page.expansions);
        QCOMPARE(*back.previousEnglishFor(1), u"Each player takes 7 followers."_s);
        QCOMPARE(pageStatus(back).outdated, 1);
    }

    void folderRoundTripAndStaleSourcesRemoved()
    {
        QTemporaryDir dir;
        RulePage page = samplePage();
        page.setEnglishText(1, u"Each player takes 8 followers."_s);
        Rulebook rulebook;
        rulebook.pages.append(page);
        QString error;
        QVERIFY2(writeRulebook(rulebook, dir.path(), &error), qPrintable(error));
        QVERIFY(QFile::exists(dir.filePath(u"sample/cs.sources.wiki"_s)));

        RulebookReadResult read = readRulebook(dir.path());
        QVERIFY2(read.ok(), qPrintable(read.error));
        QCOMPARE(read.rulebook.pages.size(), 1);
        read.rulebook.pages[0].markCurrent(1);
        QVERIFY(writeRulebook(read.rulebook, dir.path(), &error));
        QVERIFY(!QFile::exists(dir.filePath(u"sample/cs.sources.wiki"_s)));

        // A file inside a page folder names that page.
        const RulebookReadResult single = readRulebook(dir.filePath(u"sample/cs.wiki"_s));
        QVERIFY2(single.ok(), qPrintable(single.error));
        QCOMPARE(single.rulebook.pages.size(), 1);
        QCOMPARE(single.rulebook.pages.constFirst().expansions, QStringList {u"sample-1"_s});
        QCOMPARE(pageStatus(single.rulebook.pages.constFirst()).percentComplete(), 100);
    }

    void badFileIsNamedWithItsLine()
    {
        QMap<QString, QByteArray> files;
        files.insert(u"broken/en.wiki"_s, "<translate>\n<!--T:1-->\nA\n\n<translate>\n");
        const RulebookReadResult read = rulebookFromFiles(files, u"rules"_s);
        QVERIFY(!read.ok());
        QVERIFY2(read.error.startsWith(u"rules/broken/en.wiki:5: "), qPrintable(read.error));

        files.clear();
        files.insert(u"broken/cs.wiki"_s, QByteArray("\xff\xfe text"));
        QVERIFY(rulebookFromFiles(files, u"rules"_s).error.contains(u"UTF-8"));
    }

    void bundledRulesReadBackByteForByte()
    {
        const RulebookReadResult bundled = bundledRulebook();
        QVERIFY2(bundled.ok(), qPrintable(bundled.error));
        if (bundled.rulebook.pages.isEmpty())
            QSKIP("no bundled rule texts yet");
        const QDir dir(bundledRulebookPath());
        for (const RulePage &page : bundled.rulebook.pages) {
            for (const QString &name : {u"en.wiki"_s, u"cs.wiki"_s}) {
                QFile file(dir.filePath(page.id + u'/' + name));
                if (!file.open(QIODevice::ReadOnly))
                    continue;
                const WikiText &text = name == u"en.wiki" ? page.english : page.czech;
                QCOMPARE(text.toText().toUtf8(), file.readAll());
            }
        }
    }
};

QTEST_GUILESS_MAIN(TestRulebookStatus)
#include "tst_rulebookstatus.moc"
