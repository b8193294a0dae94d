// SPDX-FileCopyrightText: 2026 Krajina contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "rulebook/referencetext.h"

#include <QTest>

using namespace Krajina;
using namespace Qt::StringLiterals;

// `rules check --reference`: runs of words a unit shares with a reference text.
class TestReferenceText : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void wordsAreComparedAsTheReaderSeesThem()
    {
        // Case, punctuation, bold/italic and link targets do not count; Czech letters do.
        QCOMPARE(comparableWords(u"''Každý'' HRÁČ, [[Kartička|kartičky]] — 7+!"_s),
                 (QStringList {u"každý"_s, u"hráč"_s, u"kartičky"_s, u"7"_s}));
        // A decomposed letter reads like the composed one.
        QCOMPARE(comparableWords(u"Z\u030cEton"_s), QStringList {u"\u017eeton"_s});
    }

    void findsTheLongestSharedRun()
    {
        const ReferenceText reference(u"Na začátku hry si každý hráč vezme sedm družiníků své barvy a položí je před "
                                      u"sebe. Kartičky řeky se zamíchají zvlášť."_s,
                                      5);
        QCOMPARE(reference.runLength(), 5);
        QCOMPARE(reference.wordCount(), qsizetype(21));
        // Re-punctuated and re-cased, the run is still found, and only as long as it is shared.
        const ReferenceText::SharedRun run
            = reference.longestSharedRun(u"Pravidlo: KAŽDÝ hráč vezme sedm družiníků své barvy, a položí je jinam."_s);
        QCOMPARE(run.words, 10);
        QCOMPARE(run.text, u"každý hráč vezme sedm družiníků své barvy a položí je"_s);
        // Four words in a row are below the threshold of five.
        QCOMPARE(reference.longestSharedRun(u"Hráč vezme sedm družiníků, ne osm."_s).words, 0);
        // Words of the reference in another order are not a run.
        QCOMPARE(reference.longestSharedRun(u"barvy své družiníků sedm vezme hráč každý"_s).words, 0);
    }

    void picksTheLongestOfSeveralRuns()
    {
        const ReferenceText reference(u"a b c d e f g h i j k l m n o p"_s, 3);
        const ReferenceText::SharedRun run = reference.longestSharedRun(u"x a b c y f g h i j z m n o"_s);
        QCOMPARE(run.words, 5);
        QCOMPARE(run.text, u"f g h i j"_s);
    }

    void shortTextsShareNothing()
    {
        const ReferenceText reference(u"jen tři slova"_s);
        QCOMPARE(reference.runLength(), ReferenceText::DefaultRunLength);
        QCOMPARE(reference.longestSharedRun(u"jen tři slova"_s).words, 0);
        QCOMPARE(ReferenceText(QString(), 3).longestSharedRun(u"a b c d"_s).words, 0);
        QCOMPARE(ReferenceText(u"a b c d"_s, 3).longestSharedRun(QString()).words, 0);
    }

    void aLargeReferenceIsOneSetOfWindows()
    {
        // 100,000 words: built once, then every unit is one pass over its own words.
        QString big;
        for (int i = 0; i < 100000; ++i)
            big += u"w%1 "_s.arg(i % 5000);
        const ReferenceText reference(big);
        QCOMPARE(reference.wordCount(), qsizetype(100000));
        QString copied;
        for (int i = 10; i < 30; ++i)
            copied += u"w%1 "_s.arg(i);
        QCOMPARE(reference.longestSharedRun(QString(u"úvod "_s + copied + u"závěr"_s)).words, 20);
    }
};

QTEST_GUILESS_MAIN(TestReferenceText)
#include "tst_referencetext.moc"
