// SPDX-FileCopyrightText: 2026 Krajina contributors
// SPDX-License-Identifier: GPL-3.0-or-later

#include "catalogue/catalogue.h"
#include "document/tilelisttable.h"
#include "rulebook/readings.h"
#include "rulebook/rulebook.h"
#include "rulebook/unithash.h"
#include "rulebook/wikiexchange.h"
#include "rulebook/wikihtml.h"
#include "rulebook/wikimarkup.h"

#include <QRegularExpression>
#include <QTest>

using namespace Krajina;
using namespace Qt::StringLiterals;

// Wiki import and export, the generated tile list, and the preview renderer.
class TestRulebookWiki : public QObject
{
    Q_OBJECT
private:
    static TileDefinition tile(const QString &id, const QString &cs, const QString &en, int count,
                               const QList<Feature> &features)
    {
        TileDefinition t;
        t.id = id;
        t.nameCs = cs;
        t.nameEn = en;
        t.expansion = u"mini"_s;
        t.count = count;
        t.features = features;
        return t;
    }

    static Catalogue catalogue()
    {
        Catalogue c;
        Expansion mini;
        mini.id = u"mini"_s;
        mini.game = u"carcassonne"_s;
        mini.nameCs = u"Mini"_s;
        mini.nameEn = u"Mini"_s;
        c.expansions.append(mini);

        Feature allField;
        allField.type = FeatureType::Field;
        allField.locations = Location::allHalfEdges();
        Feature monastery;
        monastery.type = FeatureType::Monastery;
        c.tiles.append(tile(u"mini/cloister"_s, u"Klášter"_s, u"Monastery"_s, 2, {allField, monastery}));

        Feature city;
        city.type = FeatureType::City;
        city.locations = Location::N();
        Feature rest;
        rest.type = FeatureType::Field;
        rest.locations = Location::fromBits(
            std::uint16_t(Location::allHalfEdges().bits() & ~(Location::NL().bits() | Location::NR().bits())));
        rest.cities = {0};
        c.tiles.append(tile(u"mini/city"_s, u"Město | okraj"_s, u"City edge"_s, 3, {city, rest}));
        return c;
    }

    static QString strippedOfMarkup(QString text)
    {
        static const QRegularExpression headingMarker(u" <!--T:[^>]*-->$"_s, QRegularExpression::MultilineOption);
        static const QRegularExpression marker(u"<!--T:[^>]*-->[\\n ]?"_s);
        static const QRegularExpression tags(u"<translate>\\n?|\\n?</translate>"_s);
        return text.remove(headingMarker).remove(marker).remove(tags);
    }

private Q_SLOTS:
    void importExportKeepsMarkedPage()
    {
        const QString source = u"<languages />\n<translate>\n== Set-up == <!--T:1-->\n\n<!--T:2-->\n"
                               u"Place the spring.\n</translate>\n{{TileList|mini}}\n"_s;
        WikiTextError error;
        const auto english = importWikiPage(source, {Language::English}, &error);
        QVERIFY2(english, qPrintable(error.message));
        RulePage page;
        page.english = *english;
        QCOMPARE(exportWikiPage(page, Language::English).text, source);

        // With a catalogue the tile list becomes a table, and importing that gives the template back.
        const Catalogue c = catalogue();
        const WikiExport exported = exportWikiPage(page, Language::English, catalogueTileLists(c, Language::English));
        QVERIFY(exported.warnings.isEmpty());
        QVERIFY(!exported.text.contains(u"{{TileList"));
        const auto again = importWikiPage(exported.text, {Language::English});
        QVERIFY(again);
        QCOMPARE(again->toText(), source);
    }

    void czechExportDropsSourceHashes()
    {
        RulePage page;
        page.czech = *WikiText::parse(u"== Příprava == <!--T:1 src=1a2b3c4d-->\n\n<!--T:2 src=aaaabbbb-->\nText.\n"_s);
        QCOMPARE(exportWikiPage(page, Language::Czech).text, u"== Příprava == <!--T:1-->\n\n<!--T:2-->\nText.\n"_s);
    }

    void sourceNotesStayOutOfTheWiki()
    {
        RulePage page;
        page.english = *WikiText::parse(u"<translate>\n<!--T:1-->\n<!--source: Mindok C2 rules, River set-up, 3rd "
                                        u"sentence-->\nThe lake goes under the pile.\n\n<!--T:2-->\nText. "
                                        u"<!--source: the FAQ-->\n</translate>\n"_s);
        const QString exported = exportWikiPage(page, Language::English).text;
        QCOMPARE(exported,
                 u"<translate>\n<!--T:1-->\nThe lake goes under the pile.\n\n<!--T:2-->\nText.\n</translate>\n"_s);
        QCOMPARE(exportWikiPage(page, Language::English, {}, WikiMarkup::Plain).text,
                 u"The lake goes under the pile.\n\nText.\n"_s);
        // A note is no part of the text a translation follows.
        QCOMPARE(unitHash(page.english.unit(0).text), unitHash(u"The lake goes under the pile."_s));
        // The wiki sends the page back without notes: each unit keeps its own.
        const auto pulled = importWikiPage(exported, {Language::English});
        QVERIFY(pulled);
        page.replaceEnglish(*pulled);
        QVERIFY(page.english.unit(0).text.startsWith(u"<!--source: Mindok C2 rules"));
        QCOMPARE(withoutSourceNotes(page.english.unit(0).text), u"The lake goes under the pile."_s);
        QVERIFY(page.english.unit(1).text.contains(u"<!--source: the FAQ-->"));
        // Nor does the preview show them.
        QVERIFY(!renderWikiHtml(page.english.toText()).contains(u"Mindok"));
    }

    void readingsAreListedAndRendered()
    {
        RulePage page;
        page.english = *WikiText::parse(
            u"<translate>\n<!--T:1-->\nA rule.\n\n<!--T:2-->\nTies: {{Reading|a fixed order decides|source=the rules "
            u"say nothing|option=dosrios.tieChoice, dosrios.deckRunsOut}}\n\n<!--T:3-->\n{{Unofficial|a forum}} Yes."
            u"\n</translate>\n"_s);
        const QList<RuleReading> readings = pageReadings(page);
        QCOMPARE(readings.size(), 2);
        QCOMPARE(readings.at(0).kind, RuleReading::Kind::Reading);
        QCOMPARE(readings.at(0).unitId, u"2"_s);
        QCOMPARE(readings.at(0).line, 5);
        QCOMPARE(readings.at(0).text, u"a fixed order decides"_s);
        QCOMPARE(readings.at(0).source, u"the rules say nothing"_s);
        QCOMPARE(readings.at(0).options, (QStringList {u"dosrios.tieChoice"_s, u"dosrios.deckRunsOut"_s}));
        QCOMPARE(readings.at(1).kind, RuleReading::Kind::Unofficial);
        QCOMPARE(readings.at(1).text, u"a forum"_s);
        QCOMPARE(readingKindName(readings.at(1).kind), u"unofficial"_s);

        const QString html = renderWikiHtml(page.english.toText());
        QVERIFY2(html.contains(u"<b>Reading:</b> a fixed order decides"), qPrintable(html));
        QVERIFY(html.contains(u"The source is unclear: the rules say nothing."));
        QVERIFY(html.contains(u"<code>dosrios.tieChoice, dosrios.deckRunsOut</code>"));
        QVERIFY(html.contains(u"<b>Unofficial:</b> not in the publisher's rules; from a forum."));
        const QString czech
            = renderWikiHtml(u"{{Readingcs|pevné pořadí|source=pravidla mlčí}} {{Unofficialcs|fórum}}"_s);
        QVERIFY2(czech.contains(u"<b>Výklad:</b> pevné pořadí"), qPrintable(czech));
        QVERIFY(czech.contains(u"<b>Neoficiální:</b>"));
    }

    void importWithoutMarkupNumbersUnits()
    {
        const QString plain = u"Intro paragraph.\n\n== Set-up ==\nPut the spring down.\n\n* one\n* two\n"_s;
        const auto english = importWikiPage(plain, {Language::English});
        QVERIFY(english);
        QCOMPARE(english->size(), 4); // the heading is a unit of its own
        QCOMPARE(english->unit(1).text, u"== Set-up =="_s);
        QCOMPARE(english->unit(3).id, u"4"_s);
        QVERIFY(english->hasTranslateTags());
        const QString exported = english->toText();
        QVERIFY(exported.contains(u"== Set-up == <!--T:2-->\n"));
        // Only markup and the blank line Translate wants after a heading were added.
        QCOMPARE(strippedOfMarkup(exported),
                 u"Intro paragraph.\n\n== Set-up ==\n\nPut the spring down.\n\n* one\n* two\n"_s);

        // A Czech page without markers lines up with the English by position.
        const QString czechPlain = u"Úvod.\n\n== Příprava ==\n\nPolož pramen.\n\n* jedna\n* dvě\n\nNavíc.\n"_s;
        WikiImportOptions options {Language::Czech, &*english, true};
        const auto czech = importWikiPage(czechPlain, options);
        QVERIFY(czech);
        QCOMPARE(czech->size(), 5);
        for (int i = 0; i < 4; ++i)
            QCOMPARE(czech->unit(i).id, english->unit(i).id);
        QCOMPARE(czech->unit(4).id, u"5"_s);
        RulePage page;
        page.english = *english;
        page.czech = *czech;
        QVERIFY(page.isCurrent(0));
        QVERIFY(page.englishIndexFor(4) < 0);
        QVERIFY(!czech->hasTranslateTags());
        QCOMPARE(strippedOfMarkup(czech->toText(WikiText::Markers::WithoutSourceHashes)), czechPlain);
    }

    void plainTileListRightAfterTextStaysApart()
    {
        // A paragraph and, on the next line, a tile list: on a wiki without
        // Translate the generated table comes back as a block of its own,
        // not as part of the paragraph's unit.
        const QString source = u"<translate>\n<!--T:1-->\nTotal tiles: 2.\n</translate>\n{{TileList|mini}}\n"_s;
        RulePage page;
        page.english = *importWikiPage(source, {Language::English});
        const Catalogue c = catalogue();
        const WikiExport plain
            = exportWikiPage(page, Language::English, catalogueTileLists(c, Language::English), WikiMarkup::Plain);
        QVERIFY(plain.text.startsWith(u"Total tiles: 2.\n<!-- krajina:TileList|mini -->\n"));
        const auto again = importWikiPage(plain.text, {Language::English});
        QVERIFY(again);
        QCOMPARE(again->unit(0).text, u"Total tiles: 2."_s);
        QVERIFY(again->toText().contains(u"\n{{TileList|mini}}\n"));
    }

    void importReportsBrokenMarkup()
    {
        WikiTextError error;
        QVERIFY(!importWikiPage(u"<translate>\nA\n"_s, {Language::English}, &error));
        QCOMPARE(error.line, 1);
    }

    void tileListTableMatchesTheCatalogue()
    {
        const Catalogue c = catalogue();
        const QString table = tileListTable(c, u"mini"_s, Language::Czech);
        QVERIFY(table.startsWith(u"<!-- krajina:TileList|mini -->\n{| class=\"wikitable sortable\"\n"));
        QVERIFY(table.contains(u"! Kartička !! Český název"));
        static const QRegularExpression row(u"^\\| <code>(.*?)</code> \\|\\| (.*?) \\|\\| (.*?) \\|\\| (\\d+) \\|\\| "
                                            u"(\\S+) \\|\\| (\\d+)$"_s,
                                            QRegularExpression::MultilineOption);
        QStringList ids;
        for (auto it = row.globalMatch(table); it.hasNext();) {
            const auto match = it.next();
            const TileDefinition *t = c.tile(match.captured(1));
            QVERIFY(t);
            ids.append(t->id);
            QCOMPARE(match.captured(4).toInt(), t->count);
            QCOMPARE(match.captured(5), t->edgePattern());
            QCOMPARE(match.captured(6).toInt(), t->fieldCount());
        }
        QCOMPARE(ids, (QStringList {u"mini/cloister"_s, u"mini/city"_s}));
        QVERIFY(table.contains(u"Město &#124; okraj"));
        QVERIFY(table.contains(u"Celkem !! %1 "_s.arg(c.tileCount(u"mini"))));
        QVERIFY(tileListTable(c, u"nothing"_s, Language::English).isEmpty());

        QStringList warnings;
        const QString text
            = expandTileLists(u"{{TileList|nothing}}"_s, catalogueTileLists(c, Language::English), &warnings);
        QCOMPARE(text, u"{{TileList|nothing}}"_s);
        QCOMPARE(warnings.size(), 1);
    }

    void rendersTheSubset()
    {
        const QString wikitext = u"<translate>\n== Set-up == <!--T:1-->\n\n<!--T:2-->\n'''Bold''' and ''italic'' text"
                                 u"<ref>A footnote.</ref> with [[River|a link]] and [https://example.org a site].\n\n"
                                 u"* first\n** nested\n# numbered\n\n{| class=\"wikitable\"\n! Tile !! Count\n|-\n| "
                                 u"{{Tile|mini/city}} || 3\n|}\n"
                                 u"</translate>"_s;
        WikiHtmlOptions options;
        options.tileImageSource = [](const QString &id) { return u"thumb://"_s + id; };
        const QString html = renderWikiHtml(wikitext, options);
        QVERIFY2(html.contains(u"<h2><a name=\"Set-up\"></a>Set-up</h2>"), qPrintable(html));
        QVERIFY(html.contains(u"<b>Bold</b>"));
        QVERIFY(html.contains(u"<i>italic</i>"));
        QVERIFY(html.contains(u"<a href=\"wiki:River\">a link</a>"));
        QVERIFY(html.contains(u"<a href=\"https://example.org\">a site</a>"));
        QVERIFY(html.contains(u"<sup><a href=\"#ref-1\">[1]</a></sup>"));
        QVERIFY(html.contains(u"<li><a name=\"ref-1\"></a>A footnote.</li>"));
        QVERIFY(html.contains(u"<ul><li>first</li>\n<ul><li>nested</li>"));
        QVERIFY(html.contains(u"<ol><li>numbered</li>"));
        QVERIFY(html.contains(u"<th>Tile</th><th>Count</th>"));
        QVERIFY(html.contains(u"<a href=\"tile:mini/city\"><img src=\"thumb://mini/city\""));
        QVERIFY(!html.contains(u"<!--T:"));
        QVERIFY(!html.contains(u"translate>"));
    }

    void sectionLinks()
    {
        const QString html = renderWikiHtml(u"== Final '''scoring''' ==\nSee [[#Final scoring|below]]."_s);
        QVERIFY2(html.contains(u"<a name=\"Final_scoring\"></a>"), qPrintable(html));
        QVERIFY(html.contains(u"<a href=\"#Final_scoring\">below</a>"));
    }

    void rendererEscapesText()
    {
        const QString html = renderWikiHtml(u"a < b & <script>x</script> &nbsp; <br>"_s);
        QVERIFY(html.contains(u"a &lt; b &amp; &lt;script&gt;"));
        QVERIFY(html.contains(u"&nbsp;"));
        QVERIFY(html.contains(u"<br>"));
    }

    void rendererExpandsTileLists()
    {
        const Catalogue c = catalogue();
        WikiHtmlOptions options;
        options.tileList = [&](const QString &expansion) { return tileListTable(c, expansion, Language::English); };
        const QString html = renderWikiHtml(u"{{TileList|mini}}"_s, options);
        QVERIFY(html.contains(u"<td><code>mini/cloister</code></td>"));
    }

    void tileMentionsAreFound()
    {
        Rulebook rulebook;
        RulePage page;
        page.id = u"mini"_s;
        page.english = *WikiText::parse(u"<!--T:1-->\nNo tile.\n\n<!--T:2-->\nThe {{Tile|mini/city}} tile.\n"_s);
        page.czech = *WikiText::parse(u"<!--T:2-->\nKartička {{ Tile | mini/city }}.\n"_s);
        rulebook.pages.append(page);
        const QList<TileMention> mentions = tileMentions(rulebook, u"mini/city");
        QCOMPARE(mentions.size(), 2);
        QCOMPARE(mentions.at(0).language, Language::English);
        QCOMPARE(mentions.at(0).unitId, u"2"_s);
        QCOMPARE(mentions.at(0).line, 4);
        QCOMPARE(mentions.at(1).language, Language::Czech);
        QVERIFY(tileMentions(rulebook, u"mini/cloister").isEmpty());
    }
};

QTEST_GUILESS_MAIN(TestRulebookWiki)
#include "tst_rulebookwiki.moc"
