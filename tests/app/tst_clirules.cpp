// SPDX-FileCopyrightText: 2026 Krajina contributors
// SPDX-License-Identifier: GPL-3.0-or-later

#include "clirunner.h"

#include "catalogue/catalogueio.h"

#include <QDir>
#include <QDirIterator>
#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QProcess>
#include <QRegularExpression>
#include <QTemporaryDir>
#include <QTest>

using namespace Krajina;
using namespace Qt::StringLiterals;

// krajina-cli rules check|stamp and wiki export|import, end to end.
class TestCliRules : public QObject
{
    Q_OBJECT
private:
    using Result = CliResult;
    static Result run(const QStringList &arguments, const QByteArray &input = {}) { return runCli(arguments, input); }

    // A writable copy of tests/app/data/rules.
    static QString copyOfTestRules(const QTemporaryDir &dir)
    {
        const QDir source(QStringLiteral(KRAJINA_TEST_DATA "/rules"));
        QDirIterator it(source.path(), QDir::Files, QDirIterator::Subdirectories);
        while (it.hasNext()) {
            const QString file = it.next();
            const QString target = dir.filePath(u"rules/"_s + source.relativeFilePath(file));
            QDir().mkpath(QFileInfo(target).absolutePath());
            QFile::copy(file, target);
            QFile::setPermissions(target, QFile::ReadOwner | QFile::WriteOwner);
        }
        return dir.filePath(u"rules"_s);
    }

    static QByteArray readAll(const QString &path)
    {
        QFile file(path);
        return file.open(QIODevice::ReadOnly) ? file.readAll() : QByteArray();
    }

    static void write(const QString &path, const QByteArray &data)
    {
        QFile file(path);
        QVERIFY(file.open(QIODevice::WriteOnly | QIODevice::Truncate));
        file.write(data);
    }

    static QJsonObject onlyPage(const Result &result)
    {
        const QJsonArray pages = result.json().value(u"pages").toArray();
        return pages.size() == 1 ? pages.first().toObject() : QJsonObject();
    }

private Q_SLOTS:
    void bundledRulesAreCompleteAndClean()
    {
        const Result r = run({u"rules"_s, u"check"_s, u"--json"_s});
        QCOMPARE(r.exitCode, 0);
        const QJsonObject o = r.json();
        QCOMPARE(o.value(u"errors").toInt(), 0);
        QCOMPARE(o.value(u"warnings").toInt(), 0);
        QCOMPARE(o.value(u"outdated").toInt(), 0);
        const QJsonArray pages = o.value(u"pages").toArray();
        QVERIFY(pages.size() >= 4);
        for (const QJsonValue &page : pages) {
            QCOMPARE(page[u"percentComplete"].toInt(), 100);
            QVERIFY(page[u"englishUnits"].toInt() > 0);
        }
    }

    void readingsAreListedAndLinkedToTheEngine()
    {
        // The bundled pages list their readings; every engine option that settles an
        // unclear point is named by the reading of the unit it names, and back.
        Result r = run({u"rules"_s, u"check"_s, u"--json"_s, u"--page"_s, u"dos-rios"_s});
        QCOMPARE(r.exitCode, 0);
        QJsonArray readings = onlyPage(r).value(u"readings").toArray();
        QStringList options;
        for (const QJsonValue &reading : std::as_const(readings)) {
            QVERIFY(!reading[u"text"].toString().isEmpty());
            QVERIFY(!reading[u"source"].toString().isEmpty());
            for (const QJsonValue &option : reading[u"options"].toArray())
                options.append(reading[u"unit"].toString() + u':' + option.toString());
        }
        QVERIFY2(options.contains(u"53:dosrios.tieChoice"_s), qPrintable(options.join(u' ')));
        QVERIFY(options.contains(u"59:dosrios.deckRunsOut"_s));
        // Each reading the game can be set to is explained where the page states the rule.
        for (const QString &option :
             {u"13:dosrios.setUpOrder"_s, u"16:dosrios.damLimit"_s, u"27:dosrios.twoFarmerCapture"_s,
              u"38:dosrios.cityFarmerDams"_s, u"42:dosrios.riverCardPays"_s, u"44:dosrios.banditsTake"_s})
            QVERIFY2(options.contains(option), qPrintable(option));
        r = run({u"rules"_s, u"check"_s, u"--page"_s, u"river"_s});
        QVERIFY2(r.out.contains("6 readings, 2 unofficial rulings:"), r.out.constData());
        QVERIFY(r.out.contains("unit 35: reading: ") && r.out.contains("[option river.pigHerdBonus]"));

        // A reading that names no option of the engine, and an engine option whose unit lost its reading.
        QTemporaryDir dir;
        const QString rules = copyOfTestRules(dir);
        QByteArray pages = readAll(rules + u"/pages.tsv"_s);
        pages += "dos-rios\tdos-rios\tDos Rios\tDos Rios\n";
        write(rules + u"/pages.tsv"_s, pages);
        QDir().mkpath(rules + u"/dos-rios"_s);
        write(rules + u"/dos-rios/en.wiki"_s,
              "<translate>\n<!--T:53-->\nTies: {{Reading|a fixed order|source=the rules say nothing}}\n\n"
              "<!--T:54-->\nDeck: {{Reading|reshuffle|source=nothing said|option=dosrios.deckRunsOut, "
              "dosrios.nothing}}\n</translate>\n");
        write(rules + u"/dos-rios/cs.wiki"_s,
              "<!--T:53-->\nRemíza: {{Readingcs|pevné pořadí|source=pravidla nic neříkají}}\n\n<!--T:54-->\nBalíček: "
              "{{Readingcs|zamíchat|source=nic|option=dosrios.deckRunsOut, dosrios.nothing}}\n");
        QCOMPARE(run({u"rules"_s, u"stamp"_s, rules}).exitCode, 0);
        r = run({u"rules"_s, u"check"_s, rules, u"--page"_s, u"dos-rios"_s, u"--json"_s});
        QCOMPARE(r.exitCode, 1);
        QStringList found;
        for (const QJsonValue &f : onlyPage(r).value(u"findings").toArray())
            found.append(f[u"code"].toString() + u'@' + f[u"unit"].toString());
        found.sort();
        QCOMPARE(found,
                 (QStringList {u"option-link-broken@13"_s, u"option-link-broken@16"_s, u"option-link-broken@27"_s,
                               u"option-link-broken@38"_s, u"option-link-broken@42"_s, u"option-link-broken@44"_s,
                               u"option-link-broken@53"_s, u"option-link-broken@54"_s, u"option-link-broken@59"_s,
                               u"reading-option-unknown@54"_s}));
    }

    void unstampedTranslationIsOutdatedUntilStamped()
    {
        QTemporaryDir dir;
        const QString rules = copyOfTestRules(dir);
        Result r = run({u"rules"_s, u"check"_s, rules, u"--json"_s});
        QCOMPARE(r.exitCode, 1);
        QJsonObject page = onlyPage(r);
        QCOMPARE(page.value(u"outdated").toInt(), 3);
        QCOMPARE(page.value(u"czechOnly").toInt(), 1);
        QCOMPARE(page.value(u"percentComplete").toInt(), 0);

        r = run({u"rules"_s, u"stamp"_s, rules, u"--page"_s, u"sample"_s, u"--unit"_s, u"2"_s});
        QCOMPARE(r.exitCode, 0);
        QVERIFY(readAll(rules + u"/sample/cs.wiki"_s).contains("<!--T:2 src="));
        QCOMPARE(onlyPage(run({u"rules"_s, u"check"_s, rules, u"--json"_s})).value(u"current").toInt(), 1);

        const QByteArray english = readAll(rules + u"/sample/en.wiki"_s);
        r = run({u"rules"_s, u"stamp"_s, rules});
        QCOMPARE(r.exitCode, 0);
        QVERIFY(r.out.contains("sample: stamped 2 units"));
        QCOMPARE(readAll(rules + u"/sample/en.wiki"_s), english);

        r = run({u"rules"_s, u"check"_s, rules});
        QCOMPARE(r.exitCode, 0);
        QVERIFY(
            r.out.contains("sample: 100 % complete (3 units: 3 current, 0 outdated, 0 untranslated; 1 Czech-only)"));
    }

    void englishChangeShowsTheDiff()
    {
        QTemporaryDir dir;
        const QString rules = copyOfTestRules(dir);
        QCOMPARE(run({u"rules"_s, u"stamp"_s, rules}).exitCode, 0);

        // A new English version arrives from the wiki.
        QByteArray english = readAll(rules + u"/sample/en.wiki"_s);
        english.replace("Each player takes 7 followers.", "Each player takes 8 followers.");
        write(dir.filePath(u"new-en.wiki"_s), english);
        Result r = run({u"wiki"_s, u"import"_s, dir.filePath(u"new-en.wiki"_s), u"--expansion"_s, u"river-1"_s,
                        u"--lang"_s, u"en"_s, u"--output"_s, rules});
        QCOMPARE(r.exitCode, 0);
        QCOMPARE(readAll(rules + u"/sample/en.wiki"_s), english);
        QVERIFY(QFile::exists(rules + u"/sample/cs.sources.wiki"_s));

        r = run({u"rules"_s, u"check"_s, rules, u"--json"_s});
        QCOMPARE(r.exitCode, 1);
        const QJsonObject page = onlyPage(r);
        QCOMPARE(page.value(u"outdated").toInt(), 1);
        const QJsonObject unit = page.value(u"outdatedUnits").toArray().first().toObject();
        QCOMPARE(unit.value(u"id").toString(), u"2"_s);
        QCOMPARE(unit.value(u"line").toInt(), 3);
        QVERIFY(unit.value(u"diff").toString().contains(u"takes [-7-]{+8+} followers"));

        r = run({u"rules"_s, u"check"_s, rules});
        QVERIFY(r.out.contains("/sample/cs.wiki:3: outdated unit 2 (the English changed: "));
    }

    void findingsNameFileLineAndCode()
    {
        QTemporaryDir dir;
        const QString rules = copyOfTestRules(dir);
        QByteArray czech = readAll(rules + u"/sample/cs.wiki"_s);
        czech.replace("Zamíchejte 12\u00A0kartiček", "Zamíchejte kartičky");
        write(rules + u"/sample/cs.wiki"_s, czech);
        QCOMPARE(run({u"rules"_s, u"stamp"_s, rules}).exitCode, 0);

        Result r = run({u"rules"_s, u"check"_s, rules + u"/sample/cs.wiki"_s, u"--json"_s});
        QCOMPARE(r.exitCode, 1);
        const QJsonArray findings = onlyPage(r).value(u"findings").toArray();
        QCOMPARE(findings.size(), 1);
        const QJsonObject f = findings.first().toObject();
        QCOMPARE(f.value(u"code").toString(), u"numbers-missing"_s);
        QCOMPARE(f.value(u"severity").toString(), u"error"_s);
        QCOMPARE(f.value(u"unit").toString(), u"2"_s);
        QCOMPARE(f.value(u"line").toInt(), 3);
        QVERIFY(f.value(u"file").toString().endsWith(u"/sample/cs.wiki"));

        // The same file checked from standard input.
        r = run({u"rules"_s, u"check"_s, u"-"_s, u"--page"_s, u"sample"_s, u"--lang"_s, u"cs"_s, u"--rules"_s, rules},
                readAll(rules + u"/sample/cs.wiki"_s));
        QCOMPARE(r.exitCode, 1);
        QVERIFY2(r.out.contains("<stdin>:3: error numbers-missing (unit 2)"), r.out.constData());
    }

    void referenceReportsCopiedRuns()
    {
        QTemporaryDir dir;
        const QString rules = copyOfTestRules(dir);
        QCOMPARE(run({u"rules"_s, u"stamp"_s, rules}).exitCode, 0);
        write(dir.filePath(u"source.txt"_s),
              "Příprava hry. Na začátku si každý hráč vezme 7 družiníků, pak se zamíchá zbytek.\n");
        const QString reference = dir.filePath(u"source.txt"_s);

        // The same words in another order ("si každý hráč vezme") are no run of 4.
        Result r
            = run({u"rules"_s, u"check"_s, rules, u"--json"_s, u"--reference"_s, reference, u"--min-run"_s, u"4"_s});
        QCOMPARE(r.exitCode, 0); // a warning does not fail the check
        QJsonArray findings = onlyPage(r).value(u"findings").toArray();
        QCOMPARE(findings.size(), 0);

        write(reference, "Na začátku: každý hráč si vezme 7 družiníků a zamíchá se 12 kartiček řeky.\n");
        r = run({u"rules"_s, u"check"_s, rules, u"--json"_s, u"--reference"_s, reference, u"--min-run"_s, u"4"_s});
        QCOMPARE(r.exitCode, 0);
        QCOMPARE(r.json().value(u"warnings").toInt(), 1);
        findings = onlyPage(r).value(u"findings").toArray();
        QCOMPARE(findings.size(), 1);
        const QJsonObject f = findings.first().toObject();
        QCOMPARE(f.value(u"code").toString(), u"reference-run"_s);
        QCOMPARE(f.value(u"severity").toString(), u"warning"_s);
        QCOMPARE(f.value(u"unit").toString(), u"2"_s);
        QCOMPARE(f.value(u"line").toInt(), 3);
        QVERIFY2(f.value(u"message").toString().contains(u"repeats 6 words in a row"_s),
                 qPrintable(f.value(u"message").toString()));

        // The default threshold (12 words) lets a six-word run pass.
        r = run({u"rules"_s, u"check"_s, rules, u"--reference"_s, reference});
        QCOMPARE(r.exitCode, 0);
        QVERIFY2(r.out.contains("0 errors, 0 warnings"), r.out.constData());

        QCOMPARE(run({u"rules"_s, u"check"_s, rules, u"--reference"_s, dir.filePath(u"nowhere.txt"_s)}).exitCode, 2);
        QCOMPARE(run({u"rules"_s, u"check"_s, rules, u"--reference"_s, reference, u"--min-run"_s, u"1"_s}).exitCode, 2);
    }

    void brokenPageIsBadInput()
    {
        QTemporaryDir dir;
        const QString rules = copyOfTestRules(dir);
        write(rules + u"/sample/en.wiki"_s, "<translate>\n<!--T:1-->\nA\n\n<!--T:1-->\nB\n</translate>\n");
        const Result r = run({u"rules"_s, u"check"_s, rules});
        QCOMPARE(r.exitCode, 2);
        QVERIFY2(r.err.contains("/sample/en.wiki:5: translation unit id 1 is used twice"), r.err.constData());
        QCOMPARE(run({u"rules"_s, u"check"_s, dir.filePath(u"nowhere"_s)}).exitCode, 2);
    }

    void usageErrors()
    {
        QCOMPARE(run({u"rules"_s}).exitCode, 2);
        QCOMPARE(run({u"rules"_s, u"frobnicate"_s}).exitCode, 2);
        QCOMPARE(run({u"wiki"_s, u"export"_s, u"river-1"_s}).exitCode, 2);
        QCOMPARE(run({u"wiki"_s, u"export"_s, u"river-1"_s, u"--lang"_s, u"de"_s}).exitCode, 2);
        QCOMPARE(run({u"wiki"_s, u"export"_s, u"no-such-expansion"_s, u"--lang"_s, u"cs"_s}).exitCode, 2);
        QCOMPARE(run({u"rules"_s, u"stamp"_s}).exitCode, 2);
        QCOMPARE(run({u"rules"_s, u"check"_s, u"-"_s}, "x").exitCode, 2); // needs --page
    }

    void exportedRiverTableMatchesTheCatalogue()
    {
        const Result r = run({u"wiki"_s, u"export"_s, u"river-1"_s, u"--lang"_s, u"cs"_s, u"--json"_s});
        QCOMPARE(r.exitCode, 0);
        const QJsonObject o = r.json();
        QCOMPARE(o.value(u"page").toString(), u"river"_s);
        const QString text = o.value(u"text").toString();
        QVERIFY(!text.contains(u"src="));
        QVERIFY(!text.contains(u"{{TileList"));

        const qsizetype start = text.indexOf(u"<!-- krajina:TileList|river-1 -->");
        QVERIFY(start >= 0);
        const qsizetype end = text.indexOf(u"<!-- /krajina:TileList -->", start);
        const QString table = text.mid(start, end - start);
        static const QRegularExpression row(u"^\\| <code>(.*?)</code> \\|\\| (.*?) \\|\\| (.*?) \\|\\| (\\d+) \\|\\| "
                                            u"(\\S+) \\|\\| (\\d+)$"_s,
                                            QRegularExpression::MultilineOption);
        const Catalogue &catalogue = bundledCatalogue();
        QStringList ids;
        for (auto it = row.globalMatch(table); it.hasNext();) {
            const auto match = it.next();
            const TileDefinition *tile = catalogue.tile(match.captured(1));
            QVERIFY2(tile, qPrintable(match.captured(1)));
            QCOMPARE(match.captured(2), tile->nameCs);
            QCOMPARE(match.captured(4).toInt(), tile->count);
            QCOMPARE(match.captured(5), tile->edgePattern());
            QCOMPARE(match.captured(6).toInt(), tile->fieldCount());
            ids.append(match.captured(1));
        }
        QStringList expected;
        for (const TileDefinition &tile : catalogue.tilesOf(u"river-1"))
            expected.append(tile.id);
        QVERIFY(!expected.isEmpty());
        QCOMPARE(ids, expected);
        QVERIFY(table.contains(u"Celkem !! %1 "_s.arg(catalogue.tileCount(u"river-1"))));

        // The plain text is the same page.
        const Result plain = run({u"wiki"_s, u"export"_s, u"river-1"_s, u"--lang"_s, u"cs"_s});
        QCOMPARE(QString::fromUtf8(plain.out), text);
    }

    void importPrintsUnitsAndExportGivesThePageBack()
    {
        QTemporaryDir dir;
        const QString plain = u"Intro.\n\n== Set-up ==\n\nPlace the 3 tiles.\n"_s;
        write(dir.filePath(u"plain.wiki"_s), plain.toUtf8());
        Result r = run({u"wiki"_s, u"import"_s, dir.filePath(u"plain.wiki"_s), u"--expansion"_s, u"mine"_s, u"--lang"_s,
                        u"en"_s, u"--json"_s});
        QCOMPARE(r.exitCode, 0);
        const QJsonArray units = r.json().value(u"units").toArray();
        QCOMPARE(units.size(), 3);
        QCOMPARE(units.at(1).toObject().value(u"text").toString(), u"== Set-up =="_s);
        QVERIFY(units.at(1).toObject().value(u"heading").toBool());
        QCOMPARE(units.at(2).toObject().value(u"id").toString(), u"3"_s);

        // Into a rules folder of its own, then out again: the same page.
        const QString rules = dir.filePath(u"rules"_s);
        r = run({u"wiki"_s, u"import"_s, dir.filePath(u"plain.wiki"_s), u"--expansion"_s, u"mine"_s, u"--lang"_s,
                 u"en"_s, u"--output"_s, rules});
        QCOMPARE(r.exitCode, 0);
        const QByteArray written = readAll(rules + u"/mine/en.wiki"_s);
        QVERIFY(written.startsWith("<translate>\n<!--T:1-->\nIntro.\n"));
        r = run({u"wiki"_s, u"export"_s, u"mine"_s, u"--lang"_s, u"en"_s, u"--rules"_s, rules});
        QCOMPARE(r.exitCode, 0);
        QCOMPARE(r.out, written);

        // A Czech page without markers lines up by position and, stamped, is complete.
        write(dir.filePath(u"cs.wiki"_s), u"Úvod.\n\n== Příprava ==\n\nPřilož 3 kartičky.\n"_s.toUtf8());
        r = run({u"wiki"_s, u"import"_s, dir.filePath(u"cs.wiki"_s), u"--expansion"_s, u"mine"_s, u"--lang"_s, u"cs"_s,
                 u"--output"_s, rules, u"--stamp"_s});
        QCOMPARE(r.exitCode, 0);
        r = run({u"rules"_s, u"check"_s, rules, u"--json"_s});
        QCOMPARE(onlyPage(r).value(u"percentComplete").toInt(), 100);

        // Standard input works too.
        r = run({u"wiki"_s, u"import"_s, u"-"_s, u"--expansion"_s, u"mine"_s, u"--lang"_s, u"en"_s}, "One.\n\nTwo.\n");
        QCOMPARE(r.exitCode, 0);
        QVERIFY(r.out.contains("--- unit 2 (line "));
        r = run({u"wiki"_s, u"import"_s, u"-"_s, u"--expansion"_s, u"mine"_s, u"--lang"_s, u"en"_s},
                "<translate>\nopen\n");
        QCOMPARE(r.exitCode, 2);
        QVERIFY(r.err.contains("<stdin>:1:"));
    }
};

QTEST_GUILESS_MAIN(TestCliRules)
#include "tst_clirules.moc"
