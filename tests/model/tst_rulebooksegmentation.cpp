// SPDX-FileCopyrightText: 2026 Krajina contributors
// SPDX-License-Identifier: GPL-3.0-or-later

#include "rulebook/glossary.h"
#include "rulebook/translationchecks.h"
#include "rulebook/unithash.h"
#include "rulebook/wikihtml.h"
#include "rulebook/wikitext.h"

#include <QRandomGenerator>

#include <QTest>

using namespace Krajina;
using namespace Qt::StringLiterals;

// Cutting wikitext into translation units the way MediaWiki's Translate does.
class TestRulebookSegmentation : public QObject
{
    Q_OBJECT
private:
    static WikiText parsed(const QString &text)
    {
        WikiTextError error;
        const std::optional<WikiText> page = WikiText::parse(text, &error);
        if (!page)
            qWarning("line %d: %s", error.line, qPrintable(error.message));
        return page.value_or(WikiText());
    }

    static QStringList ids(const WikiText &page)
    {
        QStringList result;
        for (const WikiUnit &unit : page.units())
            result.append(unit.id);
        return result;
    }

    static QStringList texts(const WikiText &page)
    {
        QStringList result;
        for (const WikiUnit &unit : page.units())
            result.append(unit.text);
        return result;
    }

private Q_SLOTS:
    void markersAtUnitStartAndHeadingEnd()
    {
        const QString text = u"<languages />\n"
                             u"<translate>\n"
                             u"== Set-up == <!--T:1-->\n"
                             u"\n"
                             u"<!--T:2-->\n"
                             u"Place the spring first.\n"
                             u"Then the others.\n"
                             u"\n"
                             u"<!--T:3--> * a list\n"
                             u"* of two\n"
                             u"</translate>\n"_s;
        const WikiText page = parsed(text);
        QCOMPARE(ids(page), (QStringList {u"1"_s, u"2"_s, u"3"_s}));
        QCOMPARE(
            texts(page),
            (QStringList {u"== Set-up =="_s, u"Place the spring first.\nThen the others."_s, u"* a list\n* of two"_s}));
        QVERIFY(page.unit(0).isHeading());
        QVERIFY(!page.unit(1).isHeading());
        QCOMPARE(page.unit(0).line, 3);
        QCOMPARE(page.unit(1).line, 5);
        QCOMPARE(page.lineOf(2), 9);
        QCOMPARE(page.toText(), text);
    }

    void splitsOnlyAtAdjacentNewlines()
    {
        // "\n \n" holds no two adjacent newlines: Translate keeps it in one unit.
        const WikiText page = parsed(u"<translate>\nA\n \nB\n\n\n\nC\n</translate>"_s);
        QCOMPARE(texts(page), (QStringList {u"A\n \nB"_s, u"C"_s}));
        QCOMPARE(page.gaps().at(1), u"\n\n\n\n"_s);
        QCOMPARE(page.toText(), u"<translate>\nA\n \nB\n\n\n\nC\n</translate>"_s);
    }

    void neverPastClosingTag()
    {
        const QString text = u"<translate>\n<!--T:1-->\nInside.</translate>\nOutside, same paragraph.\n\n"
                             u"{{TileList|river-1}}\n<translate>\n<!--T:2-->\nSecond block\n</translate>\n"_s;
        const WikiText page = parsed(text);
        QCOMPARE(texts(page), (QStringList {u"Inside."_s, u"Second block"_s}));
        QVERIFY(page.gaps().at(1).contains(u"Outside, same paragraph."));
        QVERIFY(page.gaps().at(1).contains(u"{{TileList|river-1}}"));
        QCOMPARE(page.toText(), text);
    }

    void pageWithoutTagsIsOneBlock()
    {
        const QString text = u"<!--T:1-->\nJedna.\n\n== Dvě == <!--T:2-->\n\nTři bez značky.\n"_s;
        const WikiText page = parsed(text);
        QCOMPARE(ids(page), (QStringList {u"1"_s, u"2"_s, QString()}));
        QVERIFY(!page.hasTranslateTags());
        QCOMPARE(page.toText(), text);
    }

    void headingMarkerKeepsItsSpacing()
    {
        const QString text = u"<translate>\n=== Scoring ===   <!--T:7-->\n</translate>"_s;
        const WikiText page = parsed(text);
        QCOMPARE(page.unit(0).text, u"=== Scoring ==="_s);
        QCOMPARE(page.toText(), text);
    }

    void markerAloneOnTheLastLine()
    {
        // Translate's line-end rule also takes a marker on a line of its own at the end.
        const QString text = u"<translate>\nText\n<!--T:4-->\n</translate>"_s;
        const WikiText page = parsed(text);
        QCOMPARE(page.unit(0).id, u"4"_s);
        QCOMPARE(page.unit(0).text, u"Text"_s);
        QCOMPARE(page.toText(), text);
    }

    void sourceHashInMarker()
    {
        const QString text = u"<!--T:3 src=1a2b3c4d-->\nPřeložený text.\n"_s;
        const WikiText page = parsed(text);
        QCOMPARE(page.unit(0).id, u"3"_s);
        QCOMPARE(page.unit(0).sourceHash, u"1a2b3c4d"_s);
        QCOMPARE(page.toText(), text);
        QCOMPARE(page.toText(WikiText::Markers::WithoutSourceHashes), u"<!--T:3-->\nPřeložený text.\n"_s);
    }

    void nowikiHidesTags()
    {
        const QString text = u"<translate>\n<!--T:1-->\nWrite <nowiki><translate></nowiki> to start.\n</translate>"_s;
        const WikiText page = parsed(text);
        QCOMPARE(page.size(), 1);
        QCOMPARE(page.unit(0).text, u"Write <nowiki><translate></nowiki> to start."_s);
    }

    void errors_data()
    {
        QTest::addColumn<QString>("text");
        QTest::addColumn<int>("line");
        QTest::addColumn<QString>("words");
        QTest::newRow("unclosed") << u"a\n<translate>\nb\n"_s << 2 << u"never closed"_s;
        QTest::newRow("nested") << u"<translate>\n<translate>\nb</translate></translate>"_s << 2 << u"inside"_s;
        QTest::newRow("stray close") << u"a\n\nb</translate>"_s << 3 << u"without"_s;
        QTest::newRow("two markers") << u"<translate>\n<!--T:1-->\nA\n<!--T:2-->\nB\n</translate>"_s << 4
                                     << u"more than one"_s;
        QTest::newRow("mid-line marker") << u"<translate>\nSome <!--T:1--> text\n</translate>"_s << 2
                                         << u"must start"_s;
        QTest::newRow("marker only") << u"<translate>\nA\n\n<!--T:9-->\n</translate>"_s << 4 << u"nothing besides"_s;
        QTest::newRow("duplicate id") << u"<!--T:1-->\nA\n\n<!--T:1-->\nB"_s << 4 << u"used twice"_s;
    }

    void errors()
    {
        QFETCH(QString, text);
        QFETCH(int, line);
        QFETCH(QString, words);
        WikiTextError error;
        QVERIFY(!WikiText::parse(text, &error));
        QCOMPARE(error.line, line);
        QVERIFY2(error.message.contains(words), qPrintable(error.message));
    }

    void editedUnitsKeepTheirMarkers()
    {
        WikiText page = parsed(u"<translate>\n== Old == <!--T:1-->\n\n<!--T:2-->\nOld text.\n</translate>\n"_s);
        page.setUnitText(0, u"== New heading =="_s);
        page.setUnitText(1, u"New text,\non two lines."_s);
        QCOMPARE(
            page.toText(),
            u"<translate>\n== New heading == <!--T:1-->\n\n<!--T:2-->\nNew text,\non two lines.\n</translate>\n"_s);
    }

    void newUnitsGetMarkersWhereTranslatePutsThem()
    {
        WikiText page = parsed(u"<translate>\n<!--T:1-->\nFirst.\n</translate>\n"_s);
        WikiUnit heading;
        heading.text = u"== Added =="_s;
        page.insertUnit(1, heading);
        WikiUnit paragraph;
        paragraph.text = u"Added paragraph."_s;
        page.insertUnit(2, paragraph);
        page.assignMissingIds();
        QCOMPARE(page.toText(),
                 u"<translate>\n<!--T:1-->\nFirst.\n\n== Added == <!--T:2-->\n\n<!--T:3-->\n"
                 u"Added paragraph.\n</translate>\n"_s);
        // Read back, the same units.
        QCOMPARE(ids(parsed(page.toText())), (QStringList {u"1"_s, u"2"_s, u"3"_s}));
    }

    void takeAndInsertRoundTrip()
    {
        const QString text = u"<translate>\n<!--T:1-->\nA\n\n<!--T:2-->\nB\n\n<!--T:3-->\nC\n</translate>\n"_s;
        WikiText page = parsed(text);
        const WikiUnit middle = page.takeUnit(1);
        QCOMPARE(page.toText(), u"<translate>\n<!--T:1-->\nA\n\n<!--T:3-->\nC\n</translate>\n"_s);
        page.insertUnit(1, middle);
        QCOMPARE(page.toText(), text);
        const WikiUnit last = page.takeUnit(2);
        QCOMPARE(page.toText(), u"<translate>\n<!--T:1-->\nA\n\n<!--T:2-->\nB\n</translate>\n"_s);
        page.insertUnit(2, last);
        QCOMPARE(page.toText(), text);
    }

    void firstUnitOfAnEmptyBlock()
    {
        WikiText page = parsed(u"<languages />\n<translate>\n</translate>\n"_s);
        QCOMPARE(page.size(), 0);
        WikiUnit unit;
        unit.id = u"1"_s;
        unit.text = u"Hello"_s;
        page.insertUnit(0, unit);
        QCOMPARE(page.toText(), u"<languages />\n<translate>\n<!--T:1-->\nHello\n</translate>\n"_s);
    }

    // Nonsense wikitext: reading it either fails with a line or gives back the
    // same bytes, and rendering and checking it never crash.
    void nonsenseIsReadBackOrRefused()
    {
        const QStringList pieces {u"<translate>"_s,
                                  u"</translate>"_s,
                                  u"\n"_s,
                                  u"\n\n"_s,
                                  u" "_s,
                                  u"<!--T:1-->"_s,
                                  u"<!--T:2 src=0badf00d-->"_s,
                                  u"== H =="_s,
                                  u"x"_s,
                                  u"{{"_s,
                                  u"}}"_s,
                                  u"[["_s,
                                  u"]]"_s,
                                  u"'''"_s,
                                  u"''"_s,
                                  u"<ref>"_s,
                                  u"</ref>"_s,
                                  u"<nowiki>"_s,
                                  u"</nowiki>"_s,
                                  u"{|"_s,
                                  u"|}"_s,
                                  u"|"_s,
                                  u"* "_s,
                                  u"# "_s,
                                  u"{{Tile|a/b}}"_s,
                                  u"„"_s,
                                  u"v "_s,
                                  u"\u00A0"_s,
                                  u"<!--"_s,
                                  u"-->"_s,
                                  u"=="_s,
                                  u"\r\n"_s};
        QRandomGenerator random(20260101);
        int parsed = 0;
        for (int round = 0; round < 2000; ++round) {
            QString text;
            const int length = int(random.bounded(1, 40));
            for (int i = 0; i < length; ++i)
                text += pieces.at(random.bounded(int(pieces.size())));
            WikiTextError error;
            const std::optional<WikiText> page = WikiText::parse(text, &error);
            if (page) {
                ++parsed;
                QCOMPARE(page->toText(), text);
                // Units are cut clean of the white space Translate splits on.
                const QString blank = u" \t\n\r\f\v"_s;
                for (const WikiUnit &unit : page->units()) {
                    QVERIFY(!unit.text.isEmpty());
                    QVERIFY(!blank.contains(unit.text.front()) && !blank.contains(unit.text.back()));
                }
            } else {
                QVERIFY(error.line >= 1);
                QVERIFY(!error.message.isEmpty());
            }
            QVERIFY(!renderWikiHtml(text).contains(u"<!--T:"));
            checkTranslation(text, text.left(text.size() / 2), Glossary {});
        }
        QVERIFY(parsed > 100);
    }

    void hashIgnoresFormattingChurn()
    {
        const QString hash = unitHash(u"Place a tile   so that\nit fits."_s);
        QCOMPARE(hash.size(), 8);
        QCOMPARE(unitHash(u"  Place a tile so that \r\nit fits.\n"_s), hash);
        QCOMPARE(unitHash(u"Place a\ttile so that\nit fits."_s), hash);
        QVERIFY(unitHash(u"Place a tile so that\nit fits!"_s) != hash);
        QVERIFY(unitHash(u"Place a tile so that it fits."_s) != hash);
        // Composed and decomposed "č" are the same text.
        QCOMPARE(unitHash(u"kartička"_s), unitHash(u"kartic\u030Cka"_s));
    }
};

QTEST_GUILESS_MAIN(TestRulebookSegmentation)
#include "tst_rulebooksegmentation.moc"
