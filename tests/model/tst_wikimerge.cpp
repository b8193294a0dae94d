// SPDX-FileCopyrightText: 2026 Krajina contributors
// SPDX-License-Identifier: GPL-3.0-or-later
// The three-way merge of a wiki page by paragraph.

#include "wiki/wikimerge.h"

#include <QTest>

using namespace Qt::StringLiterals;
using namespace Krajina;

class TestWikiMerge : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void paragraphsGiveTheTextBack()
    {
        for (const QString &text : {u""_s, u"a"_s, u"a\n\nb"_s, u"a\n\n\nb\n\n"_s, u"\n\na\nb\n\n\n\nc"_s})
            QCOMPARE(joinWikiParagraphs(wikiParagraphs(text)), text);
    }

    void editsOfDifferentParagraphsMerge()
    {
        const QString base = u"== A ==\n\none\n\ntwo\n\nthree"_s;
        const QString mine = u"== A ==\n\nONE\n\ntwo\n\nthree"_s;
        const QString theirs = u"== A ==\n\none\n\ntwo\n\nthree, longer\n\nfour"_s;
        const WikiMerge merge = mergeWikiText(base, mine, theirs);
        QCOMPARE(merge.conflictCount(), 0);
        QCOMPARE(merge.text(WikiMerge::Take::Mine), u"== A ==\n\nONE\n\ntwo\n\nthree, longer\n\nfour"_s);
        // Neighbouring paragraphs are different units.
        const WikiMerge next
            = mergeWikiText(base, u"== A ==\n\none\n\nTWO\n\nthree"_s, u"== A ==\n\none\n\ntwo\n\nTHREE"_s);
        QCOMPARE(next.conflictCount(), 0);
        QCOMPARE(next.text(WikiMerge::Take::Mine), u"== A ==\n\none\n\nTWO\n\nTHREE"_s);
        // The same change on both sides is no conflict.
        QCOMPARE(mergeWikiText(base, mine, mine).conflictCount(), 0);
    }

    void theSameParagraphChangedOnBothSidesIsAConflict()
    {
        const QString base = u"one\n\ntwo\n\nthree"_s;
        const WikiMerge merge = mergeWikiText(base, u"one\n\nmine\n\nthree"_s, u"ONE\n\nwiki\n\nthree"_s);
        QCOMPARE(merge.conflictCount(), 1);
        QCOMPARE(merge.text(WikiMerge::Take::Mine), u"ONE\n\nmine\n\nthree"_s);
        QCOMPARE(merge.text(WikiMerge::Take::Wiki), u"ONE\n\nwiki\n\nthree"_s);
        QCOMPARE(merge.text({WikiMerge::Take::Edited}, {u"both"_s}), u"ONE\n\nboth\n\nthree"_s);
        // Two insertions at the same place.
        QCOMPARE(mergeWikiText(base, base + u"\n\nmine"_s, base + u"\n\nwiki"_s).conflictCount(), 1);
    }
};

QTEST_GUILESS_MAIN(TestWikiMerge)
#include "tst_wikimerge.moc"
