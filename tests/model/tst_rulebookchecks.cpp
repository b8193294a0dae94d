// SPDX-FileCopyrightText: 2026 Krajina contributors
// SPDX-License-Identifier: GPL-3.0-or-later

#include "rulebook/glossary.h"
#include "rulebook/rulepage.h"
#include "rulebook/translationchecks.h"

#include <QTest>

using namespace Krajina;
using namespace Qt::StringLiterals;

// Each check between a Czech unit and its English source fires on a bad unit
// and stays silent on a good one.
class TestRulebookChecks : public QObject
{
    Q_OBJECT
private:
    static Glossary glossary()
    {
        QString error;
        const auto parsed = Glossary::parse("en\tcs\tnote\n"
                                            "# comment\n"
                                            "tile\tkartička\tland tile\n"
                                            "follower / meeple\tdružiník\n"
                                            "farmer\tsedlák\n"
                                            "base game\tzákladní hra\n"
                                            "crop circle\tkruh v obilí\n"
                                            "crop\tplodina\n"
                                            "expansion\trozšíření\n"
                                            "inn\thostinec\n",
                                            u"terms.tsv"_s, &error);
        if (!parsed)
            qWarning("%s", qPrintable(error));
        return parsed.value_or(Glossary {});
    }

    static QStringList codes(const QList<Finding> &findings)
    {
        QStringList result;
        for (const Finding &f : findings)
            result.append(f.code);
        return result;
    }

private Q_SLOTS:
    void check_data()
    {
        QTest::addColumn<QString>("english");
        QTest::addColumn<QString>("czech");
        QTest::addColumn<QString>("code");
        QTest::addColumn<bool>("fires");

        const QString nbsp(QChar(0x00A0));
        const auto row = [](const char *name, const QString &en, const QString &cs, const char *code, bool fires) {
            QTest::newRow(name) << en << cs << QString::fromLatin1(code) << fires;
        };

        row("numbers kept", u"Each player takes 7 followers."_s, u"Každý hráč si vezme 7 družiníků."_s,
            "numbers-missing", false);
        row("number spelled out", u"Each player takes 7 followers."_s, u"Každý hráč si vezme sedm družiníků."_s,
            "numbers-missing", false);
        row("dvě for 2", u"2 rivers rise."_s, u"Dvě řeky vyvěrají."_s, "numbers-missing", false);
        row("dvěma for 2", u"Between 2 cities."_s, u"Mezi dvěma městy."_s, "numbers-missing", false);
        row("čtyřech for 4", u"On 4 tiles."_s, u"Na čtyřech kartičkách."_s, "numbers-missing", false);
        row("tří for 3", u"One of the 3 branches."_s, u"Jedno ze tří ramen."_s, "numbers-missing", false);
        row("pěti for 5", u"With 5 players."_s, u"S pěti hráči."_s, "numbers-missing", false);
        row("dvakrát for twice", u"It may not turn twice."_s, u"Nesmí zatočit 2krát."_s, "numbers-missing", false);
        row("English word, Czech digit", u"Two branches."_s, u"2 ramena."_s, "numbers-missing", false);
        row("English word, Czech word", u"Three fields."_s, u"Tři louky."_s, "numbers-extra", false);
        row("spelled-out number changed", u"Score 3 points."_s, u"Získáš čtyři body."_s, "numbers-missing", true);
        row("spelled-out number added", u"The river has 12 tiles."_s, u"Řeka má 12 kartiček, dvě jsou jezera."_s,
            "numbers-extra", true);
        row("jeden for 1", u"1 farmer captures 1."_s, u"Jeden farmář sebere jednoho."_s, "numbers-missing", false);
        row("one for 1", u"One farmer."_s, u"1 farmář."_s, "numbers-extra", false);
        row("1 lost", u"1 farmer captures 2."_s, u"Farmář sebere dva."_s, "numbers-missing", true);
        row("one is no number word", u"Take one of them."_s, u"Vezmi si jednu."_s, "numbers-missing", false);

        row("negation kept", u"The river never scores."_s, u"Řeka se nikdy nehodnotí."_s, "negation-differs", false);
        row("negation by prefix", u"You may not look."_s, u"Dívat se nesmíte."_s, "negation-differs", false);
        row("negation lost", u"You may not look."_s, u"Dívat se smíte."_s, "negation-differs", true);
        row("negation added", u"Fields are scored separately."_s, u"Louky se nehodnotí zvlášť."_s, "negation-differs",
            true);
        row("participle is no negation", u"An open road."_s, u"Nedokončená cesta."_s, "negation-differs", false);
        row("superlative is no negation", u"The youngest player."_s, u"Nejmladší hráč."_s, "negation-differs", false);
        row("nést is no negation", u"Some tokens show 2 numbers."_s, u"Některé žetony nesou 2 čísla."_s,
            "negation-differs", false);
        row("English contraction", u"It doesn't score."_s, u"Nehodnotí se."_s, "negation-differs", false);
        row("number changed", u"Score 3 points."_s, u"Získáš 4 body."_s, "numbers-missing", true);
        row("decimal comma", u"Worth 1.5 points per tile."_s, u"Za kartičku 1,5 bodu."_s, "numbers-missing", false);
        row("number added", u"The river has 12 tiles."_s, u"Řeka má 12 kartiček, 2 jsou jezera."_s, "numbers-extra",
            true);
        row("no number added", u"The river has 12 tiles."_s, u"Řeka má 12 kartiček."_s, "numbers-extra", false);
        row("FAQ ids are no numbers", u"{{FAQ|id=WICA.0201.0001|title=Lake|text=Yes.}}"_s,
            u"{{FAQ|id=WICA.0201.0001|title=Jezero|text=Ano.}}"_s, "numbers-missing", false);

        row("template kept", u"Published in {{Year|2014}}."_s, u"Vydáno roku {{Year|2014}}."_s, "template-missing",
            false);
        row("template dropped", u"Published in {{Year|2014}}."_s, u"Vydáno roku 2014."_s, "template-missing", true);
        row("Czech variant of a template", u"{{Breadcrumbs|link1=River}}"_s, u"{{Breadcrumbscs|link1=Řeka}}"_s,
            "template-missing", false);

        row("tile kept", u"{{Tile|river-1/CICI}} has two cities."_s, u"{{Tile|river-1/CICI}} má dvě města."_s,
            "tile-reference-missing", false);
        row("tile swapped", u"{{Tile|river-1/CICI}} has two cities."_s, u"{{Tile|river-1/CIRI}} má dvě města."_s,
            "tile-reference-missing", true);
        row("tile list kept", u"{{TileList|river-1}}"_s, u"{{TileList|river-1}}"_s, "tile-reference-missing", false);
        row("tile added", u"The lake."_s, u"Jezero {{Tile|river-1/lake}}."_s, "tile-reference-extra", true);

        row("link to the Czech page", u"See [[River (1st edition)|the River]]."_s,
            u"Viz [[River (1st edition)/cs|Řeka]]."_s, "link-missing", false);
        row("link lost", u"See [[River (1st edition)|the River]]."_s, u"Viz Řeka."_s, "link-missing", true);
        row("file namespace in Czech", u"[[File:River.png|frame|The river]]"_s, u"[[Soubor:River.png|frame|Řeka]]"_s,
            "link-missing", false);
        row("url kept", u"Rules at [https://example.org/r.pdf the publisher]."_s,
            u"Pravidla u [https://example.org/r.pdf vydavatele]."_s, "link-missing", false);
        row("url lost", u"Rules at [https://example.org/r.pdf the publisher]."_s, u"Pravidla u vydavatele."_s,
            "link-missing", true);

        row("FAQ id kept", u"{{FAQ|id=WICA.0201.0001|extid=CAR.002|title=Lake|text=Yes.}}"_s,
            u"{{FAQ|id=WICA.0201.0001|extid=CAR.002|title=Jezero|text=Ano.}}"_s, "faq-id-missing", false);
        row("FAQ id changed", u"{{FAQ|id=WICA.0201.0001|title=Lake|text=Yes.}}"_s,
            u"{{FAQ|id=WICA.0201.0002|title=Jezero|text=Ano.}}"_s, "faq-id-missing", true);
        row("cited id lost", u"As clarified [CAR.060], yes."_s, u"Jak bylo upřesněno, ano."_s, "faq-id-missing", true);

        row("markup balanced", u"'''Bold''' text<ref>Note</ref>"_s, u"'''Tučný''' text<ref>Poznámka</ref>"_s,
            "markup-unbalanced", false);
        row("bold left open", u"'''Bold''' text"_s, u"'''Tučný text"_s, "markup-unbalanced", true);
        row("ref left open", u"Text<ref>Note</ref>"_s, u"Text<ref>Poznámka"_s, "markup-unbalanced", true);
        row("table left open", u"{|\n| a\n|}"_s, u"{|\n| a"_s, "markup-unbalanced", true);
        row("heading unbalanced", u"== Scoring =="_s, u"== Počítání bodů ="_s, "markup-unbalanced", true);
        row("heading level kept", u"== Scoring =="_s, u"== Počítání bodů =="_s, "heading-level", false);
        row("heading level changed", u"== Scoring =="_s, u"=== Počítání bodů ==="_s, "heading-level", true);

        row("glossary term used", u"Draw a tile."_s, u"Táhni kartičku."_s, "glossary-term", false);
        row("glossary plural", u"The river has 12 tiles."_s, u"Řeka má 12 kartiček."_s, "glossary-term", false);
        row("glossary k to c", u"Farmers score fields."_s, u"Sedláci boduji louky."_s, "glossary-term", false);
        row("glossary alternative", u"Place a meeple."_s, u"Polož družiníka."_s, "glossary-term", false);
        row("glossary phrase", u"Unlike the base game."_s, u"Na rozdíl od základní hry."_s, "glossary-term", false);
        row("longer term takes its words", u"Place a crop circle."_s, u"Polož kruh v\u00A0obilí."_s, "glossary-term",
            false);
        row("shorter term alone", u"The crop grows."_s, u"Obilí roste."_s, "glossary-term", true);
        row("glossary compound", u"A mini expansion."_s, u"Minirozšíření."_s, "glossary-term", false);
        row("glossary dropped e", u"Two inns."_s, u"Dva hostince."_s, "glossary-term", false);
        row("glossary term missed", u"Draw a tile."_s, u"Táhni dílek."_s, "glossary-term", true);
        row("tile template is no term", u"{{Tile|river-1/CICI}} scores."_s, u"{{Tile|river-1/CICI}} boduje."_s,
            "glossary-term", false);
        row("FAQ id is no term", u"See FAQ crop-circles-1."_s, u"Viz FAQ crop-circles-1."_s, "glossary-term", false);
        row("term beside an id", u"A crop circle, see FAQ crop-circles-1."_s, u"Viz FAQ crop-circles-1."_s,
            "glossary-term", true);

        row("nbsp after v", u"Put it in the river."_s, u"Polož ji v"_s + nbsp + u"řece."_s, "typography-nbsp", false);
        row("&nbsp; after k", u"Next to the lake."_s, u"Vedle jezera k&nbsp;řece."_s, "typography-nbsp", false);
        row("space after v", u"Put it in the river."_s, u"Polož ji v řece."_s, "typography-nbsp", true);
        row("space after capital S", u"With the river."_s, u"S řekou."_s, "typography-nbsp", true);
        row("Roman numeral", u"River I (C1) has 12 tiles."_s, u"Řeka I (C1) má 12 kartiček."_s, "typography-nbsp",
            false);
        row("capital after a full stop", u"Fine. And the lake."_s, u"Dobře. A jezero."_s, "typography-nbsp", true);
        row("one-letter word in a tile id", u"{{Tile|river-1/CICI}}"_s, u"{{Tile|river-1/CICI}}"_s, "typography-nbsp",
            false);

        row("nbsp after a number", u"Score 10 points."_s, u"Získáš 10 bodů."_s, "typography-number-space", false);
        row("space after a number", u"Score 10 points."_s, u"Získáš 10 bodů."_s, "typography-number-space", true);
        row("number in a name", u"Big Box 6 has it."_s, u"Big Box 6 ji má."_s, "typography-number-space", false);
        row("number in an id", u"See FAQ river-2 again."_s, u"Viz FAQ river-2 znovu."_s, "typography-number-space",
            false);
        row("year", u"Published in 2003 with art."_s, u"Vyšla roku 2003 s grafikou."_s, "typography-number-space",
            false);
        row("number before a sign", u"7 + 1."_s, u"7 + 1."_s, "typography-number-space", false);

        row("reading translated", u"{{Reading|A fixed order.|source=the rules say nothing|option=dosrios.tieChoice}}"_s,
            u"{{Readingcs|Pevné pořadí.|source=pravidla mlčí|option=dosrios.tieChoice}}"_s, "reading-option-missing",
            false);
        row("reading option lost",
            u"{{Reading|A fixed order.|source=the rules say nothing|option=dosrios.tieChoice}}"_s,
            u"{{Readingcs|Pevné pořadí.|source=pravidla mlčí}}"_s, "reading-option-missing", true);
        row("reading lost", u"{{Reading|A fixed order.|source=the rules say nothing}}"_s, u"Pevné pořadí."_s,
            "template-missing", true);
        row("reading without source", u"{{Reading|A fixed order.|source=the rules say nothing}}"_s,
            u"{{Readingcs|Pevné pořadí.}}"_s, "reading-incomplete", true);
        row("unofficial without source", u"{{Unofficial|a forum}}"_s, u"{{Unofficialcs}}"_s, "reading-incomplete",
            true);
        row("unofficial with source", u"{{Unofficial|a forum}}"_s, u"{{Unofficialcs|fórum}}"_s, "reading-incomplete",
            false);

        row("Czech quotes", u"Called \"the lake\"."_s, u"Zvané „jezero“."_s, "typography-quotes", false);
        row("straight quotes", u"Called \"the lake\"."_s, u"Zvané \"jezero\"."_s, "typography-quotes", true);
        row("English quotes", u"Called \u201cthe lake\u201d."_s, u"Zvané \u201cjezero\u201d."_s, "typography-quotes",
            true);
        row("quotes in attributes", u"<ref name=\"a\">Note</ref>"_s, u"<ref name=\"a\">Poznámka</ref>"_s,
            "typography-quotes", false);
    }

    void check()
    {
        QFETCH(QString, english);
        QFETCH(QString, czech);
        QFETCH(QString, code);
        QFETCH(bool, fires);
        const QList<Finding> findings = checkTranslation(english, czech, glossary());
        QVERIFY2(codes(findings).contains(code) == fires, qPrintable(codes(findings).join(u", ")));
        for (const Finding &f : findings)
            QVERIFY(!f.message.isEmpty());
    }

    void nonBreakingSpacesQuickFix()
    {
        const QString nbsp(QChar(0x00A0));
        QCOMPARE(withNonBreakingSpaces(u"Polož ji v řece a získáš 10 bodů."_s),
                 u"Polož ji v"_s + nbsp + u"řece a"_s + nbsp + u"získáš 10"_s + nbsp + u"bodů."_s);
        // Markup stays as it is: link targets, template names, tags and comments.
        const QString markup = u"[[Kategorie:Dos Rios a spol]] <ref name=a b>x</ref> <!--source: a b-->"_s;
        QCOMPARE(withNonBreakingSpaces(markup), markup);
        // After the fix the typography checks are silent.
        const QString fixed = withNonBreakingSpaces(u"S řekou přijde 12 kartiček k jezeru."_s);
        QStringList found = codes(checkTranslation(u"With the river come 12 tiles to the lake."_s, fixed, glossary()));
        QVERIFY2(!found.contains(u"typography-nbsp"_s) && !found.contains(u"typography-number-space"_s),
                 qPrintable(found.join(u", ")));
        QVERIFY(hasTypographyFix(u"typography-nbsp"));
        QVERIFY(hasTypographyFix(u"typography-number-space"));
        QVERIFY(!hasTypographyFix(u"numbers-missing"));
    }

    void actionsAreGlossaryTerms()
    {
        QString error;
        const auto parsed
            = Glossary::parse("en\tcs\tnote\ndraw/drew/drawn/drawing\ttáhnout\ttake a tile\n", u"t.tsv"_s, &error);
        QVERIFY2(parsed, qPrintable(error));
        const auto finds = [&](const QString &english, const QString &czech) {
            return codes(checkTranslation(english, czech, *parsed)).contains(u"glossary-term"_s);
        };
        QVERIFY(!finds(u"Draw a tile."_s, u"Táhni kartičku."_s));
        QVERIFY(!finds(u"Whoever draws it."_s, u"Kdo ji táhne."_s));
        QVERIFY(!finds(u"The lake is drawn last."_s, u"Jezero se táhne poslední."_s));
        QVERIFY(!finds(u"He drew the lake."_s, u"Táhl jezero."_s));
        QVERIFY(finds(u"Whoever draws it."_s, u"Kdo ji vytáhne."_s)); // another verb
        QVERIFY(finds(u"Draw another tile."_s, u"Doberte si další kartičku."_s));
        // Infinitives give the stems of their forms.
        QVERIFY(czechUsesTerm(u"přiložte"_s, u"přiložit"_s));
        QVERIFY(czechUsesTerm(u"zamíchejte"_s, u"zamíchat"_s));
        QVERIFY(!czechUsesTerm(u"vytáhne"_s, u"táhnout"_s));
    }

    void goodTranslationIsSilent()
    {
        const QString english = u"'''The lake''' {{Tile|river-1/lake}} ends the river. Place it so that the 12 "
                                u"tiles form one river; see [[River/FAQ|the FAQ]].<ref>{{FAQ|id=WICA.0301.0002|"
                                u"title=Lake|text=Yes.}}</ref>"_s;
        const QString czech = u"'''Jezero''' {{Tile|river-1/lake}} řeku ukončuje. Polož ji tak, aby 12\u00A0kartiček "
                              u"tvořilo jednu řeku; viz [[River/FAQ/cs|FAQ]].<ref>{{FAQ|id=WICA.0301.0002|"
                              u"title=Jezero|text=Ano.}}</ref>"_s;
        QCOMPARE(codes(checkTranslation(english, czech, glossary())), QStringList());
    }

    void czechOnlyUnitsGetMarkupAndTypographyChecks()
    {
        QCOMPARE(codes(checkCzechOnlyUnit(u"Poznámka k\u00A0českému vydání."_s)), QStringList());
        const QStringList found = codes(checkCzechOnlyUnit(u"''Poznámka k českému vydání."_s));
        QVERIFY(found.contains(u"markup-unbalanced"_s));
        QVERIFY(found.contains(u"typography-nbsp"_s));
    }

    void pageChecksNameUnitAndLine()
    {
        RulePage page;
        page.id = u"p"_s;
        page.english = *WikiText::parse(u"<translate>\n<!--T:1-->\nDraw a tile.\n</translate>\n"_s);
        page.czech = *WikiText::parse(u"<!--T:1-->\nTáhni dílek.\n\n<!--T:2 src=0badf00d-->\nZbytek.\n"_s);
        page.markCurrent(0);
        const QList<Finding> findings = checkPage(page, glossary());
        QCOMPARE(codes(findings), (QStringList {u"glossary-term"_s, u"orphaned-unit"_s}));
        QCOMPARE(findings.at(0).unitId, u"1"_s);
        QCOMPARE(findings.at(0).line, 1);
        QCOMPARE(findings.at(0).page, u"p"_s);
        QCOMPARE(findings.at(0).severity, Severity::Warning);
        QCOMPARE(findings.at(1).unitId, u"2"_s);
        QCOMPARE(findings.at(1).line, 4);
    }

    void blankLineInAnEditedUnit()
    {
        RulePage page;
        page.id = u"p"_s;
        page.english = *WikiText::parse(u"<translate>\n<!--T:1-->\nA.\n</translate>\n"_s);
        page.setEnglishText(0, u"A.\n\nB."_s);
        const QList<Finding> findings = checkPage(page, glossary());
        QCOMPARE(codes(findings), QStringList {u"blank-line-in-unit"_s});
        QCOMPARE(findings.constFirst().language, Language::English);
    }

    void glossaryErrorsNameTheLine()
    {
        QString error;
        QVERIFY(!Glossary::parse("en\tcs\tnote\ntile\n", u"terms.tsv"_s, &error));
        QVERIFY2(error.startsWith(u"terms.tsv:2: "), qPrintable(error));
        QVERIFY(!Glossary::parse("english\tczech\n", u"terms.tsv"_s, &error));
        QVERIFY2(error.startsWith(u"terms.tsv:1: "), qPrintable(error));
    }

    void czechStemsMatchInflectedForms()
    {
        for (const QString &form : {u"kartička"_s, u"kartičky"_s, u"kartiček"_s, u"kartičce"_s, u"kartičkami"_s})
            QVERIFY2(czechUsesTerm(form, u"kartička"_s), qPrintable(form));
        for (const QString &form : {u"družiník"_s, u"družiníci"_s, u"družiníků"_s, u"družiníkem"_s})
            QVERIFY2(czechUsesTerm(form, u"družiník"_s), qPrintable(form));
        QVERIFY(czechUsesTerm(u"ve hře"_s, u"hra"_s));
        QVERIFY(!czechUsesTerm(u"dílek"_s, u"kartička"_s));
        QVERIFY(englishUsesTerm(u"Two Tiles."_s, u"tile"_s));
        QVERIFY(englishUsesTerm(u"both abbeys"_s, u"abbey"_s));
        QVERIFY(!englishUsesTerm(u"tiled roof"_s, u"tile"_s));
    }
};

QTEST_GUILESS_MAIN(TestRulebookChecks)
#include "tst_rulebookchecks.moc"
