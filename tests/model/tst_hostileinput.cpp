// SPDX-FileCopyrightText: 2026 Krajina contributors
// SPDX-License-Identifier: GPL-3.0-or-later

// The reproductions of issue 15 (hostile and huge input), each made here by the
// test itself: every reader answers with a clear error naming the file, the
// place and the limit, or with correct output; none aborts, hangs or grows
// without bound. Timings belong to krajina-bench; these only check results.

#include "catalogue/catalogueio.h"
#include "catalogue/jczformat.h"
#include "catalogue/jsonformat.h"
#include "catalogue/sqliteguard.h"
#include "catalogue/sqlitestore.h"
#include "cataloguesample.h"
#include "inputfile.h"
#include "inputlimits.h"
#include "jsonlocation.h"
#include "rulebook/glossary.h"
#include "rulebook/rulebookio.h"
#include "rulebook/rulepage.h"
#include "rulebook/translationchecks.h"
#include "rulebook/translationstatus.h"
#include "rulebook/wikiexchange.h"
#include "rulebook/wikimarkup.h"
#include "rulebook/wikitext.h"
#include "sqlitesupport.h"

#include <QDebug>
#include <QDir>
#include <QFile>
#include <QRegularExpression>
#include <QSqlDatabase>
#include <QSqlError>
#include <QSqlQuery>
#include <QTemporaryDir>
#include <QTest>

#include <algorithm>
#include <limits>

#ifdef Q_OS_UNIX
#include <sys/stat.h>
#endif

using namespace Qt::StringLiterals;
using namespace Krajina;

namespace {

// A single-file JSON catalogue of `tiles` tiles, each with `extra` added to its members.
QByteArray jsonCatalogue(int tiles, const QByteArray &extra = {}, const QByteArray &firstTileExtra = {})
{
    QByteArray text = "{\"format\": \"krajina-catalogue\", \"version\": 1,\n"
                      "\"games\": [{\"id\": \"carcassonne\", \"nameCs\": \"Carcassonne\", \"nameEn\": \"Carcassonne\", "
                      "\"board\": \"square\"}],\n"
                      "\"expansions\": [{\"id\": \"base\", \"game\": \"carcassonne\", \"nameCs\": \"Z\", \"nameEn\": "
                      "\"B\", \"tiles\": [\n"
                      "";
    for (int i = 0; i < tiles; ++i) {
        text += "{\"id\": \"base/t" + QByteArray::number(i) + "\", \"nameCs\": \"a\", \"nameEn\": \"b\", \"count\": 1";
        if (!extra.isEmpty())
            text += ", " + extra;
        if (i == 0 && !firstTileExtra.isEmpty())
            text += ", " + firstTileExtra;
        text += ", \"features\": [{\"type\": \"city\", \"locations\": \"N\"}]}";
        text += i + 1 < tiles ? ",\n" : "\n";
    }
    text += "]}]}\n";
    return text;
}

QString readError(const QByteArray &text)
{
    return JsonFormat::read(text, u"hostile.json"_s, {}).error;
}

bool writeFile(const QString &path, const QByteArray &data)
{
    QFile file(path);
    return file.open(QIODevice::WriteOnly) && file.write(data) == data.size();
}

} // namespace

class TestHostileInput : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    // ---------------------------------------------------------------- JSON

    void unknownKeysOnManyTilesAreWarnedInLinearTime()
    {
        // A catalogue written by a newer version: every tile has a key this one does not know.
        const int tiles = 20000;
        const QByteArray text = jsonCatalogue(tiles, "\"newKey\": 1");
        const CatalogueReadResult read = JsonFormat::read(text, u"newer.json"_s, {});
        QVERIFY2(read.ok(), qPrintable(read.error));
        QCOMPARE(read.catalogue.tiles.size(), tiles);
        QCOMPARE(read.warnings.size(), tiles);
        // Tile i is on line 4 + i; each warning names its own line.
        QVERIFY2(read.warnings.first().startsWith(u"newer.json:4: expansions[0].tiles[0].newKey: "_s),
                 qPrintable(read.warnings.first()));
        QVERIFY2(read.warnings.last().startsWith(
                     u"newer.json:%1: expansions[0].tiles[%2].newKey: "_s.arg(3 + tiles).arg(tiles - 1)),
                 qPrintable(read.warnings.last()));
        QVERIFY(read.warnings.last().contains(u"unknown key \"newKey\""_s));
    }

    void locatorAgreesWithTheSingleLookup()
    {
        const QByteArray text = jsonCatalogue(50, "\"x\": {\"y\": [1, 2, {\"z\": \"\\\"q\\\"\"}]}");
        JsonLocator locator(text);
        const JsonPath base = JsonPath() / u"expansions"_s / 0 / u"tiles"_s;
        for (int i : {0, 7, 49}) {
            for (const JsonPath &path : {base / i, base / i / u"x"_s / u"y"_s / 2 / u"z"_s, base / i / u"missing"_s}) {
                QCOMPARE(locator.offset(path), jsonValueOffset(text, path));
                QCOMPARE(locator.position(path).line, textPositionOf(text, jsonValueOffset(text, path)).line);
            }
        }
    }

    void numbersOutsideTheirRangesAreRefused_data()
    {
        QTest::addColumn<QByteArray>("member");
        QTest::addColumn<QString>("expected");
        QTest::newRow("huge size") << QByteArray("\"size\": [20000, 20000]") << u"from 1 to 8"_s;
        QTest::newRow("overflowing size") << QByteArray("\"size\": [46341, 46341]") << u"from 1 to 8"_s;
        QTest::newRow("zero size") << QByteArray("\"size\": [0, 1]") << u"from 1 to 8"_s;
        QTest::newRow("count") << QByteArray("\"editionCounts\": {\"x\": 2147483647}") << u"from 0 to 10000"_s;
        QTest::newRow("negative count") << QByteArray("\"editionCounts\": {\"x\": -1}") << u"from 0 to 10000"_s;
    }

    void numbersOutsideTheirRangesAreRefused()
    {
        QFETCH(QByteArray, member);
        QFETCH(QString, expected);
        const QString error = readError(jsonCatalogue(3, {}, member));
        QVERIFY2(error.startsWith(u"hostile.json:4: tile base/t0"_s), qPrintable(error));
        QVERIFY2(error.contains(expected), qPrintable(error));
    }

    void hugeCountAndPennantsAreRefused()
    {
        QByteArray text = jsonCatalogue(2);
        text.replace("\"count\": 1", "\"count\": 2147483647");
        QString error = readError(text);
        QVERIFY2(error.contains(u"tiles[0].count"_s) && error.contains(u"from 0 to 10000"_s), qPrintable(error));

        text = jsonCatalogue(2);
        text.replace("\"locations\": \"N\"}", "\"locations\": \"N\", \"pennants\": 2147483647}");
        error = readError(text);
        QVERIFY2(error.contains(u"features[0].pennants"_s) && error.contains(u"from 0 to 99"_s), qPrintable(error));
    }

    void loneSurrogatesAreRefused()
    {
        QByteArray text = jsonCatalogue(2);
        text.replace("\"nameCs\": \"a\"", "\"nameCs\": \"\\ud800\"");
        const QString error = readError(text);
        QVERIFY2(error.startsWith(u"hostile.json:4:"_s), qPrintable(error));
        QVERIFY2(error.contains(u"nameCs"_s) && error.contains(u"Unicode"_s), qPrintable(error));
        // A proper pair is fine.
        text = jsonCatalogue(2);
        text.replace("\"nameCs\": \"a\"", "\"nameCs\": \"\\ud83d\\ude00\"");
        QVERIFY(readError(text).isEmpty());
    }

    void catalogueTotalsDoNotOverflow()
    {
        Catalogue c = TestSample::largeCatalogue(3);
        for (TileDefinition &t : c.tiles)
            t.count = std::numeric_limits<int>::max();
        QCOMPARE(c.tileCount(u"base"), std::numeric_limits<int>::max());
        TileDefinition t;
        t.size = QSize(46341, 46341);
        QVERIFY(t.cellCount() > 0);
    }

    // ------------------------------------------------------ paths in documents

    void onlyRegularFilesAreRead()
    {
        const InputFile zero = readInputFile(u"/dev/zero"_s);
        QVERIFY(!zero.ok());
        QVERIFY2(zero.error.contains(u"/dev/zero"_s) && zero.error.contains(u"not a regular file"_s),
                 qPrintable(zero.error));
        QTemporaryDir dir;
        QVERIFY(!readInputFile(dir.path()).ok());

        QVERIFY(writeFile(dir.filePath(u"big"_s), QByteArray(3000, 'x')));
        const InputFile big = readInputFile(dir.filePath(u"big"_s), 2048);
        QVERIFY(!big.ok());
        QVERIFY2(big.error.contains(u"larger than"_s), qPrintable(big.error));
        QCOMPARE(readInputFile(dir.filePath(u"big"_s), 3000).data.size(), 3000);
    }

    void expansionFilesNamingDevicesOrPipesAreRefused()
    {
        QTemporaryDir dir;
        QStringList targets {u"/dev/zero"_s};
#ifdef Q_OS_UNIX
        const QString fifo = dir.filePath(u"pipe.json"_s);
        QCOMPARE(::mkfifo(QFile::encodeName(fifo).constData(), 0600), 0);
        targets << u"pipe.json"_s; // relative: the folder of catalogue.json
#endif
        for (const QString &target : std::as_const(targets)) {
            const QByteArray index
                = "{\"format\": \"krajina-catalogue\", \"version\": 1, \"games\": [], \"watermarks\": [],\n"
                  "\"backs\": [], \"expansions\": [\""
                + target.toUtf8() + "\"]}\n";
            QVERIFY(writeFile(dir.filePath(u"catalogue.json"_s), index));
            const CatalogueReadResult read = readCatalogueFile(dir.path());
            QVERIFY(!read.ok());
            QVERIFY2(read.error.contains(u"catalogue.json:"_s) && read.error.contains(u"not a regular file"_s),
                     qPrintable(read.error));
        }
    }

    void pathsInsideDocumentsAreRelativeToTheDocument()
    {
        QCOMPARE(pathInsideDocument(u"/a/b/record.json"_s, u"cat/x.json"_s), u"/a/b/cat/x.json"_s);
        QCOMPARE(pathInsideDocument(u"/a/b/record.json"_s, u"/c/x.json"_s), u"/c/x.json"_s);
        QCOMPARE(pathInsideDocument(u"/a/b/record.json"_s, u"../x.json"_s), u"/a/x.json"_s);
    }

    // ----------------------------------------------------------------- XML

    void xmlEntitiesAreRefused()
    {
        QByteArray text = "<?xml version=\"1.0\"?>\n<!DOCTYPE defs [<!ENTITY e \"" + QByteArray(4000, 'x')
            + "\">]>\n<defs><tiles><tile id=\"a\"><city>N</city><road>";
        for (int i = 0; i < 300000; ++i)
            text += "&e;";
        text += "</road></tile></tiles></defs>\n";
        const JczReadResult read = JczFormat::read(text, u"bomb.xml"_s);
        QVERIFY(!read.error.isEmpty());
        QVERIFY2(read.error.startsWith(u"bomb.xml:2:"_s) && read.error.contains(u"entities"_s), qPrintable(read.error));
    }

    void manyTileSetsAreReadInLinearTime()
    {
        QByteArray text = "<defs><tiles><tile id=\"a\"><city>N</city></tile></tiles><sets>\n";
        const int sets = 20000;
        for (int i = 0; i < sets; ++i)
            text += "<tile-set id=\"set" + QByteArray::number(i) + "\"><ref tile=\"a\" count=\"1\"/></tile-set>\n";
        text += "</sets></defs>\n";
        const JczReadResult read = JczFormat::read(text, u"sets.xml"_s);
        QVERIFY2(read.error.isEmpty(), qPrintable(read.error));
        QCOMPARE(read.catalogue.expansions.size(), sets);
        QCOMPARE(read.catalogue.tiles.size(), sets); // one copy of the design per expansion
    }

    void hugeRefCountsDoNotOverflow()
    {
        const QByteArray text = "<defs><tiles><tile id=\"a\"><city>N</city></tile></tiles><sets>\n"
                                "<tile-set id=\"basic\"><ref tile=\"a\" count=\"2147483647\"/>\n"
                                "<ref tile=\"a\" count=\"9000\"/><ref tile=\"a\" count=\"9000\"/></tile-set>\n"
                                "</sets></defs>\n";
        const JczReadResult read = JczFormat::read(text, u"refs.xml"_s);
        QVERIFY2(read.error.isEmpty(), qPrintable(read.error));
        QCOMPARE(read.catalogue.tiles.size(), 1);
        QCOMPARE(read.catalogue.tiles.first().count, Limits::MaxTileCount);
        QVERIFY(std::any_of(read.warnings.cbegin(), read.warnings.cend(), [](const QString &w) {
            return w.startsWith(u"refs.xml:2:"_s) && w.contains(u"0 to 10000"_s);
        }));
        QVERIFY(std::any_of(read.warnings.cbegin(), read.warnings.cend(), [](const QString &w) {
            return w.startsWith(u"refs.xml:3:"_s) && w.contains(u"more than 10000"_s);
        }));
    }

    void duplicatedExpansionsAreExportedOnce()
    {
        Catalogue c = TestSample::largeCatalogue(5);
        for (int i = 0; i < 2000; ++i)
            c.expansions << c.expansions.first();
        const JczWriteResult written = JczFormat::write(c);
        QCOMPARE(written.data.count("<tile-set "), 1);
        QCOMPARE(written.data.count("<ref "), 5);
    }

    // ------------------------------------------------------------ wikitext

    void deeplyNestedTemplatesAndLinksAreBounded_data()
    {
        QTest::addColumn<int>("depth");
        QTest::newRow("5,000") << 5000;
        QTest::newRow("50,000") << 50000;
    }

    void deeplyNestedTemplatesAndLinksAreBounded()
    {
        QFETCH(int, depth);
        const QString templates = u"{{a|"_s.repeated(depth) + u"deep"_s + u"}}"_s.repeated(depth);
        const QString links = u"[[a|"_s.repeated(depth) + u"deep"_s + u"]]"_s.repeated(depth);
        const QList<TemplateCall> calls = templateCalls(templates);
        QCOMPARE(calls.size(), Limits::MaxNesting);
        QCOMPARE(calls.first().start, 0);
        QCOMPARE(internalLinks(links).size(), Limits::MaxNesting);
        // The prose keeps what lies within the limit and leaves out the deeper text.
        QVERIFY(!proseOf(templates).contains(u"deep"_s));
        QCOMPARE(proseOf(u"{{a|{{b|shallow}}}}"_s).trimmed(), u"shallow"_s);
        // Unclosed openers cost one pass, not one per opener.
        QVERIFY(templateCalls(u"{{"_s.repeated(depth)).isEmpty());
        QVERIFY(internalLinks(u"[["_s.repeated(depth)).isEmpty());
    }

    // Issue 33: the checks of a unit nested deeper than Limits::MaxNesting are
    // one finding, found in one pass (400,000 levels once took 3.2 GB).
    void checksOfDeepNestingAreOneFinding()
    {
        const int depth = 400000;
        const QString deep = u"Text\n"_s + u"{{a|"_s.repeated(depth) + u"x"_s + u"}}"_s.repeated(depth);
        QList<Finding> findings = checkTranslation(u"Plain text."_s, deep, Glossary());
        QCOMPARE(findings.size(), 1);
        QCOMPARE(findings.first().code, u"nesting-too-deep"_s);
        QVERIFY2(findings.first().message.contains(u"40 levels"_s) && findings.first().message.contains(u"line 2"_s),
                 qPrintable(findings.first().message));
        const QString deepEnglish = u"[["_s.repeated(depth) + u"]]"_s.repeated(depth);
        findings = checkTranslation(deepEnglish, u"Prostý text."_s, Glossary());
        QCOMPARE(findings.size(), 1);
        QVERIFY(findings.first().message.contains(u"English"_s));
        QCOMPARE(checkCzechOnlyUnit(deep).size(), 1);
        // Forty levels are still read and checked; the forty-first is where it stops.
        const QString forty = u"{{a|"_s.repeated(40) + u"x"_s + u"}}"_s.repeated(40);
        QCOMPARE(tooDeeplyNestedAt(forty), -1);
        QCOMPARE(tooDeeplyNestedAt(QString(u"{{a|"_s + forty + u"}}"_s)), 4 * 40);
        QCOMPARE(templateCalls(forty).size(), 40);
        const QList<Finding> shallow = checkTranslation(forty, forty, Glossary());
        QVERIFY(std::none_of(shallow.cbegin(), shallow.cend(),
                             [](const Finding &f) { return f.code == u"nesting-too-deep"_s; }));
    }

    void manyParagraphsParseInLinearTime()
    {
        QString text;
        const int paragraphs = 40000;
        for (int i = 0; i < paragraphs; ++i)
            text += u"<!--T:%1--> Paragraph %1.\n\n"_s.arg(i + 1);
        const auto parsed = WikiText::parse(u"<translate>\n"_s + text + u"</translate>\n"_s, nullptr);
        QVERIFY(parsed);
        QCOMPARE(parsed->size(), paragraphs);
        QCOMPARE(parsed->unit(paragraphs - 1).line, 2 + 2 * (paragraphs - 1));

        // A repeated id is still found, with both lines.
        WikiTextError error;
        QVERIFY(!WikiText::parse(u"<!--T:7--> a\n\n<!--T:8--> b\n\n<!--T:7--> c\n"_s, &error));
        QCOMPARE(error.line, 5);
        QVERIFY(error.message.contains(u"line 1"_s));
    }

    void importAndCheckOfHugePagesAreLinear()
    {
        const int paragraphs = 20000;
        QString english;
        QString czech;
        for (int i = 0; i < paragraphs; ++i) {
            english += u"Paragraph %1.\n\n"_s.arg(i + 1);
            czech += i + 1 < paragraphs ? u"Odstavec %1.\n\n"_s.arg(i + 1) : u"Odstavec bez čísla.\n"_s;
        }
        const auto en = importWikiPage(english, {Language::English, nullptr, false});
        QVERIFY(en);
        QCOMPARE(en->size(), paragraphs);
        const auto cs = importWikiPage(czech, {Language::Czech, &*en, true});
        QVERIFY(cs);
        QCOMPARE(cs->size(), paragraphs);
        QCOMPARE(cs->unit(paragraphs - 1).id, en->unit(paragraphs - 1).id);

        RulePage page;
        page.id = u"huge"_s;
        page.english = *en;
        page.czech = *cs;
        QCOMPARE(pageStatus(page).current, paragraphs);
        const QList<Finding> findings = checkPage(page, Glossary());
        const auto missing = std::find_if(findings.cbegin(), findings.cend(),
                                          [](const Finding &f) { return f.code == u"numbers-missing"; });
        QVERIFY(missing != findings.cend());
        QCOMPARE(missing->unitId, cs->unit(paragraphs - 1).id);
        QCOMPARE(missing->line, cs->lineOf(paragraphs - 1));
        QVERIFY(missing->line > 2 * (paragraphs - 1));
    }

    void invalidUtf8NamesItsLine()
    {
        QString error;
        QVERIFY(!parseWikiFile("= A =\n\nfine\nbad \xff here\n", u"en.wiki"_s, &error));
        QCOMPARE(error, u"en.wiki:4: not valid UTF-8 (byte 5 of the line)"_s);
        QVERIFY(utf8Problem("\xed\xa0\x80", u"f"_s).startsWith(u"f:1:"_s)); // an encoded surrogate
        QVERIFY(utf8Problem("\xc0\xaf", u"f"_s).startsWith(u"f:1:"_s)); // overlong
        QVERIFY(utf8Problem("ok \xc5\xbe \xf0\x9f\x98\x80\n", u"f"_s).isEmpty());
    }

    // -------------------------------------------------------------- SQLite

    void wronglyTypedCellsAreRefused_data()
    {
        QTest::addColumn<QStringList>("statements");
        QTest::addColumn<QString>("expected");
        const QString unconstrained = u"PRAGMA writable_schema = ON"_s;
        QTest::newRow("count 'many'")
            << QStringList {u"UPDATE tiles SET count = 'many' WHERE position = 1"_s}
            << u"table tiles, row 2 (base/t1), column count: expected a whole number from 0 to 10000, "
               "found 'many'"_s;
        QTest::newRow("width 1e308")
            << QStringList {u"UPDATE tiles SET width = 1e308 WHERE position = 0"_s}
            << u"table tiles, row 1 (base/t0), column width: expected a whole number from 1 to 8"_s;
        QTest::newRow("huge width") << QStringList {u"UPDATE tiles SET width = 20000 WHERE position = 0"_s}
                                    << u"column width: expected a whole number from 1 to 8, found 20000"_s;
        QTest::newRow("id NULL") << QStringList {unconstrained,
                                                 u"UPDATE sqlite_schema SET sql = replace(sql, 'id TEXT NOT NULL', "
                                                 "'id TEXT') WHERE name = 'tiles'"_s}
                                 << u"refused: column 'id' of table 'tiles' declared \"TEXT\" rather than \"TEXT "
                                    "NOT NULL\""_s;
        QTest::newRow("feature of a missing tile")
            << QStringList {u"UPDATE features SET tile = 999 WHERE tile = 0"_s}
            << u"table features, row 9, column tile: refers to a missing row 999"_s;
    }

    void wronglyTypedCellsAreRefused()
    {
        QFETCH(QStringList, statements);
        QFETCH(QString, expected);
        QTemporaryDir dir;
        const QString path = dir.filePath(u"typed.krajina"_s);
        QString error;
        QVERIFY2(SqliteStore::write(path, {TestSample::largeCatalogue(3), {}}, &error), qPrintable(error));
        QVERIFY(TestSample::runSql(path, statements));
        const SqliteReadResult read = SqliteStore::read(path);
        QVERIFY(!read.ok());
        QVERIFY2(read.error.startsWith(path + u": "_s) && read.error.contains(expected), qPrintable(read.error));
    }

    // Issue 33: a schema that is not exactly Krajina's is refused before any
    // table is read, naming what was found; each of these once hung the reader
    // (a recursive view), took gigabytes (a view of zeroblobs) or ran SQL of
    // the file's own (a trigger).
    void foreignSchemasAreRefused_data()
    {
        QTest::addColumn<QStringList>("statements");
        QTest::addColumn<QString>("expected");
        QTest::newRow("recursive view of tiles")
            << QStringList {u"DROP TABLE tiles"_s,
                            u"CREATE VIEW tiles AS WITH RECURSIVE n(x) AS (SELECT 0 UNION ALL SELECT x + 1 FROM n) "
                            "SELECT x AS position, 'base/t' || x AS id, 'a' AS name_cs, 'b' AS name_en, 'base' AS "
                            "expansion, 1 AS count, '' AS watermark, '' AS back, 1 AS width, 1 AS height, '' AS art, "
                            "'' AS jcz_id, 'draft' AS status, '' AS note FROM n"_s}
            << u"view 'tiles' in place of a table"_s;
        QTest::newRow("recursive view of features") << QStringList {
            u"DROP TABLE features"_s,
            u"CREATE VIEW features AS WITH RECURSIVE n(x) AS (SELECT 0 UNION ALL SELECT x + 1 FROM n) "
            "SELECT 0 AS tile, x AS position, 'city' AS type, 'N' AS locations, 0 AS cell, 0 AS "
            "pennants, '' AS cities, 0 AS pig_herd, 0 AS inn, 'none' AS crossing, 'none' AS river_role, "
            "'none' AS crop_circle FROM n"_s} << u"view 'features' in place of a table"_s;
        QTest::newRow("zeroblob extras")
            << QStringList {u"DROP TABLE extras"_s,
                            u"CREATE VIEW extras AS WITH RECURSIVE n(x) AS (SELECT 0 UNION ALL SELECT x + 1 FROM n "
                            "WHERE x < 4800) SELECT 'x' || x AS name, zeroblob(1000000) AS value FROM n"_s}
            << u"view 'extras' in place of a table"_s;
        QTest::newRow("view of its own") << QStringList {u"CREATE VIEW everything AS SELECT * FROM tiles"_s}
                                         << u"view 'everything'"_s;
        QTest::newRow("trigger") << QStringList {u"CREATE TABLE log (x)"_s,
                                                 u"CREATE TRIGGER spy AFTER UPDATE ON tiles BEGIN INSERT INTO log "
                                                 "VALUES (new.id); END"_s}
                                 << u"table 'log', which Krajina does not write"_s;
        QTest::newRow("trigger alone") << QStringList {u"CREATE TRIGGER spy AFTER DELETE ON tiles BEGIN SELECT "
                                                       "zeroblob(1000000000); END"_s}
                                       << u"trigger 'spy' on table 'tiles'"_s;
        QTest::newRow("index") << QStringList {u"CREATE INDEX slow ON tiles (zeroblob(100000) || id)"_s}
                               << u"index 'slow' on table 'tiles', which Krajina does not write"_s;
        QTest::newRow("missing table") << QStringList {u"DROP TABLE watermarks"_s} << u"no table 'watermarks'"_s;
        QTest::newRow("extra column") << QStringList {u"ALTER TABLE tiles ADD COLUMN spare TEXT"_s}
                                      << u"table 'tiles' with a column 'spare' of its own"_s;
        QTest::newRow("check constraint")
            << QStringList {u"PRAGMA writable_schema = ON"_s,
                            u"UPDATE sqlite_schema SET sql = replace(sql, 'note TEXT NOT NULL)', 'note TEXT NOT NULL "
                            "CHECK (length(zeroblob(1000000000)) > 0))') WHERE name = 'tiles'"_s}
            << u"table 'tiles' with constraints of its own"_s;
    }

    void foreignSchemasAreRefused()
    {
        QFETCH(QStringList, statements);
        QFETCH(QString, expected);
        QTemporaryDir dir;
        const QString path = dir.filePath(u"hostile.krajina"_s);
        QString error;
        QVERIFY2(SqliteStore::write(path, {TestSample::largeCatalogue(3), {{u"note"_s, "x"}}}, &error),
                 qPrintable(error));
        QVERIFY(TestSample::runSql(path, statements));
        const SqliteReadResult read = SqliteStore::read(path);
        QVERIFY(!read.ok());
        QVERIFY2(read.error.startsWith(path + u": refused: "_s) && read.error.contains(expected),
                 qPrintable(read.error));
        // The same through every reader of the file.
        QCOMPARE(readCatalogueFile(path).error, read.error);
    }

    // A statement that runs longer than its budget is stopped, whatever made it
    // slow: here a virtual machine budget far below what reading takes.
    void theStepBudgetStopsAStatement()
    {
        if (!SqliteGuard::reachable())
            QSKIP("SQLite's C functions are not reachable from Qt's driver");
        QTemporaryDir dir;
        const QString path = dir.filePath(u"big.krajina"_s);
        QString error;
        QVERIFY2(SqliteStore::write(path, {TestSample::largeCatalogue(200), {}}, &error), qPrintable(error));
        QSqlDatabase db = QSqlDatabase::addDatabase(u"QSQLITE"_s, u"budget"_s);
        db.setDatabaseName(path);
        QVERIFY(db.open());
        SqliteGuard::harden(db, 2000);
        {
            SqliteGuard::startStatement(db);
            QSqlQuery query(db);
            QVERIFY(!query.exec(u"WITH RECURSIVE n(x) AS (SELECT 0 UNION ALL SELECT x + 1 FROM n) SELECT count(*) "
                                "FROM n"_s));
            QCOMPARE(query.lastError().nativeErrorCode(), u"9"_s); // SQLITE_INTERRUPT
            QVERIFY(SqliteGuard::budgetSpent(db));
            SqliteGuard::startStatement(db);
            QVERIFY(query.exec(u"SELECT count(*) FROM games"_s));
            QVERIFY(!SqliteGuard::budgetSpent(db));
            // Defensive mode: the schema cannot be written even when asked.
            QVERIFY(query.exec(u"PRAGMA writable_schema = ON"_s));
            QVERIFY(!query.exec(u"UPDATE sqlite_schema SET sql = '' WHERE name = 'tiles'"_s));
        }
        SqliteGuard::release(db);
        db.close();
        db = QSqlDatabase();
        QSqlDatabase::removeDatabase(u"budget"_s);
    }

    void readingWalFilesLeavesNothingBeside()
    {
        QTemporaryDir dir;
        const QString path = dir.filePath(u"wal.krajina"_s);
        QString error;
        QVERIFY2(SqliteStore::write(path, {TestSample::largeCatalogue(3), {}}, &error), qPrintable(error));
        QVERIFY(TestSample::runSql(path, {u"PRAGMA journal_mode = WAL"_s}));
        QVERIFY(!QFile::exists(path + u"-wal"_s));
        const SqliteReadResult read = SqliteStore::read(path);
        QVERIFY2(read.ok(), qPrintable(read.error));
        QCOMPARE(read.contents.catalogue.tiles.size(), 3);
        QVERIFY(!QFile::exists(path + u"-wal"_s));
        QVERIFY(!QFile::exists(path + u"-shm"_s));
    }

    void leftoversOfDeadSavesAreRemovedOnSaveAndOpen()
    {
        QTemporaryDir dir;
        const QString path = dir.filePath(u"doc.krajina"_s);
        const QStringList ours {u".doc.krajina.Ab3dE9"_s, u".doc.krajina.Ab3dE9-journal"_s, u".doc.krajina.zzzzzz"_s};
        const QStringList others {u".doc.krajina.toolong7"_s, u"doc.krajina.Ab3dE9"_s, u".other.krajina.Ab3dE9"_s,
                                  u".doc.krajina.bak"_s};
        for (const QString &name : ours + others)
            QVERIFY(writeFile(dir.filePath(name), "left over"));
        QString error;
        QVERIFY2(SqliteStore::write(path, {TestSample::largeCatalogue(2), {}}, &error), qPrintable(error));
        for (const QString &name : ours)
            QVERIFY2(!QFile::exists(dir.filePath(name)), qPrintable(name));
        for (const QString &name : others)
            QVERIFY2(QFile::exists(dir.filePath(name)), qPrintable(name));

        QVERIFY(writeFile(dir.filePath(ours.first()), "left over"));
        QVERIFY(SqliteStore::read(path).ok());
        QVERIFY(!QFile::exists(dir.filePath(ours.first())));
        // Only the document and the files that are not ours remain.
        QCOMPARE(QDir(dir.path()).entryList(QDir::Files | QDir::Hidden).size(), others.size() + 1);
    }

    void devicesAreNotOpenedAsKrajinaFiles()
    {
        const SqliteReadResult read = SqliteStore::read(u"/dev/zero"_s);
        QVERIFY(!read.ok());
        QVERIFY2(read.error.contains(u"not a regular file"_s), qPrintable(read.error));
    }
};

QTEST_GUILESS_MAIN(TestHostileInput)
#include "tst_hostileinput.moc"
