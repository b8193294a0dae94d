// SPDX-FileCopyrightText: 2026 Krajina contributors
// SPDX-License-Identifier: GPL-3.0-or-later

#include "catalogue/catalogueio.h"
#include "catalogue/jsonformat.h"
#include "catalogue/repeatedtext.h"
#include "cataloguesample.h"
#include "jsonlocation.h"

#include <QDir>
#include <QFile>
#include <QRegularExpression>
#include <QTemporaryDir>
#include <QTest>

using namespace Krajina;
using namespace Qt::StringLiterals;

namespace {

const QString sourceCatalogue = QStringLiteral(KRAJINA_SOURCE_DIR "/data/catalogue");

QByteArray contents(const QString &path)
{
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly))
        return {};
    return file.readAll();
}

bool save(const QString &path, const QByteArray &data)
{
    QFile file(path);
    return file.open(QIODevice::WriteOnly) && file.write(data) == data.size();
}

// A small single-file catalogue with one tile, for the error tests. Line 12 holds the feature.
QByteArray smallCatalogue(const QByteArray &feature = R"({"type": "city", "locations": "N"})")
{
    return R"({
  "format": "krajina-catalogue",
  "version": 1,
  "games": [],
  "watermarks": [],
  "backs": [],
  "expansions": [
    {
      "id": "x",
      "tiles": [
        {"id": "x/C", "nameCs": "Město", "nameEn": "City", "count": 1, "status": "draft", "features": [
          )"
        + feature + R"(
        ]}
      ]
    }
  ]
}
)";
}

// Changes `from` to `to` on the line of tile `tile`'s id (feature -1) or of
// its feature `feature`, and returns that line's number (0 when not found).
int changeTileLine(QByteArray &text, int tile, int feature, const QByteArray &from, const QByteArray &to)
{
    qsizetype at = text.indexOf(QByteArray("\"id\": \"base/t" + QByteArray::number(tile) + "\","));
    for (int i = 0; at >= 0 && i <= feature; ++i)
        at = text.indexOf("{\"type\"", at + 1);
    const qsizetype found = at < 0 ? -1 : text.indexOf(from, at);
    if (found < 0 || text.lastIndexOf('\n', found) != text.lastIndexOf('\n', at))
        return 0;
    text.replace(found, from.size(), to);
    return int(text.left(found).count('\n')) + 1;
}

} // namespace

class TestJsonFormat : public QObject
{
    Q_OBJECT
private:
    Catalogue m_catalogue; // read from the source tree

private Q_SLOTS:
    void initTestCase()
    {
        const CatalogueReadResult read = readCatalogueFile(sourceCatalogue);
        QVERIFY2(read.ok(), qPrintable(read.error));
        QVERIFY2(read.warnings.isEmpty(), qPrintable(read.warnings.join(u'\n')));
        m_catalogue = read.catalogue;
        QVERIFY(m_catalogue.tiles.size() > 100);
    }

    void bundledDataRoundTripsByteForByte()
    {
        QCOMPARE(JsonFormat::writeIndex(m_catalogue), contents(sourceCatalogue + u"/catalogue.json"_s));
        for (const Expansion &e : std::as_const(m_catalogue.expansions)) {
            const QString file = sourceCatalogue + u'/' + JsonFormat::expansionFileName(e.id);
            QCOMPARE(JsonFormat::writeExpansion(m_catalogue, e), contents(file));
        }
    }

    void resourcesHoldTheSourceTree() { QCOMPARE(bundledCatalogue(), m_catalogue); }

    void directoryRoundTrip()
    {
        QTemporaryDir dir;
        QVERIFY(dir.isValid());
        const QString out = dir.filePath(u"copy"_s);
        QString error;
        QVERIFY2(writeCatalogueFile(m_catalogue, out + u'/', &error), qPrintable(error));
        const QStringList written = QDir(out).entryList(QDir::Files, QDir::Name);
        QCOMPARE(written, QDir(sourceCatalogue).entryList({u"*.json"_s}, QDir::Files, QDir::Name));
        for (const QString &name : written)
            QCOMPARE(contents(out + u'/' + name), contents(sourceCatalogue + u'/' + name));
        const CatalogueReadResult again = readCatalogueFile(out);
        QVERIFY2(again.ok(), qPrintable(again.error));
        QCOMPARE(again.catalogue, m_catalogue);
    }

    void singleFileRoundTrip()
    {
        QTemporaryDir dir;
        const QString path = dir.filePath(u"all.json"_s);
        QString error;
        QVERIFY2(writeCatalogueFile(m_catalogue, path, &error), qPrintable(error));
        const CatalogueReadResult read = readCatalogueFile(path);
        QVERIFY2(read.ok(), qPrintable(read.error));
        QCOMPARE(read.catalogue, m_catalogue);
        QCOMPARE(JsonFormat::writeSingleFile(read.catalogue), contents(path));
    }

    void everyValueSurvives()
    {
        // Values the bundled data never uses: escapes, defaults written out, orphan tiles, alpha colours.
        Catalogue c;
        c.games = {Game {u"g"_s, u"Hra \"uvozovky\""_s, u"back\\slash\ttab"_s, BoardKind::Hex}};
        c.backs = {TileBack {u"b"_s, u"řádek\nnový"_s, u"\x01 control"_s, QColor(10, 20, 30, 40)}};
        Expansion e;
        e.id = u"e"_s;
        e.bettingTokens = {BettingToken {u"2/3"_s, {2, 3}, false, 2}};
        c.expansions = {e};
        TileDefinition t;
        t.id = u"e/t"_s;
        t.expansion = u"e"_s;
        t.count = 0;
        t.size = QSize(1, 2);
        Feature f;
        f.type = FeatureType::Road;
        f.cell = 1;
        f.riverRole = RiverRole::Fork; // not a river: still kept
        f.cropCircle = CropCircleType::City;
        f.inn = true;
        Feature field;
        field.pigHerd = true;
        field.cities = {0, 2};
        t.features = {f, field};
        TileDefinition orphan = t;
        orphan.id = u"nowhere/t"_s;
        orphan.expansion = u"nowhere"_s;
        c.tiles = {t, orphan};

        const QByteArray single = JsonFormat::writeSingleFile(c);
        const CatalogueReadResult read = JsonFormat::read(single, u"test.json"_s, {});
        QVERIFY2(read.ok(), qPrintable(read.error));
        QCOMPARE(read.catalogue, c);
        QCOMPARE(JsonFormat::writeSingleFile(read.catalogue), single);

        QTemporaryDir dir;
        QString error;
        QVERIFY2(writeCatalogueFile(c, dir.path(), &error), qPrintable(error));
        const CatalogueReadResult fromDirectory = readCatalogueFile(dir.path());
        QVERIFY2(fromDirectory.ok(), qPrintable(fromDirectory.error));
        QCOMPARE(fromDirectory.catalogue, c);
    }

    void brokenJsonNamesFileAndLine()
    {
        QTemporaryDir dir;
        const QString path = dir.filePath(u"broken.json"_s);
        QByteArray text = smallCatalogue();
        text.replace("\"count\": 1,", "\"count\": 1,,"); // line 11
        QVERIFY(save(path, text));
        const CatalogueReadResult read = readCatalogueFile(path);
        QVERIFY(!read.ok());
        QVERIFY2(read.error.startsWith(path + u":11: "_s), qPrintable(read.error));
        QVERIFY(read.catalogue.tiles.isEmpty());
    }

    void badValuesNameLineAndRecord_data()
    {
        QTest::addColumn<QByteArray>("feature");
        QTest::addColumn<QString>("expected");
        QTest::newRow("feature type") << QByteArray(R"({"type": "tower", "locations": "N"})")
                                      << u"x.json:12: tile x/C (expansions[0].tiles[0].features[0].type): "
                                         u"unknown feature type \"tower\""_s;
        QTest::newRow("location") << QByteArray(R"({"type": "city", "locations": "N X"})")
                                  << u"x.json:12: tile x/C (expansions[0].tiles[0].features[0].locations): "
                                     u"unknown location \"N X\""_s;
        QTest::newRow("role") << QByteArray(R"({"type": "river", "locations": "N", "role": "sea"})")
                              << u"x.json:12: tile x/C (expansions[0].tiles[0].features[0].role): "
                                 u"unknown river role \"sea\""_s;
        QTest::newRow("number") << QByteArray(R"({"type": "city", "pennants": 1.5})")
                                << u"x.json:12: tile x/C (expansions[0].tiles[0].features[0].pennants): "
                                   u"\"pennants\" must be a whole number from 0 to 99"_s;
        QTest::newRow("no type") << QByteArray(R"({"locations": "N"})")
                                 << u"x.json:12: tile x/C (expansions[0].tiles[0].features[0]): "
                                    u"\"type\" is missing"_s;
    }
    void badValuesNameLineAndRecord()
    {
        QFETCH(QByteArray, feature);
        QFETCH(QString, expected);
        const CatalogueReadResult read = JsonFormat::read(smallCatalogue(feature), u"x.json"_s, {});
        QCOMPARE(read.error, expected);
        QCOMPARE(read.catalogue, Catalogue());
    }

    // Readers keep one copy of a text that repeats, and which of null and empty they read.
    void repeatedTextIsSharedAndKeepsNull()
    {
        RepeatedText column;
        const QString first = column(u"base"_s);
        const QString second = column(QString(u"base"_s));
        QCOMPARE(second, u"base"_s);
        QCOMPARE(second.constData(), first.constData());
        QVERIFY(column(QString()).isNull());
        const QString empty = column(u""_s);
        QVERIFY(empty.isEmpty() && !empty.isNull());
        QVERIFY(column(QString()).isNull());
        QCOMPARE(column(u"river"_s), u"river"_s);
    }

    // A long array of tiles is read in two halves at once; the tiles, the
    // warnings and the first error must be those of one reader in file order.
    void longTileArraysReadInOrder()
    {
        const QByteArray text = JsonFormat::writeSingleFile(TestSample::variedCatalogue(3000));
        const CatalogueReadResult read = JsonFormat::read(text, u"big.json"_s, {});
        QVERIFY2(read.ok(), qPrintable(read.error));
        QVERIFY(read.warnings.isEmpty());
        QCOMPARE(read.catalogue, TestSample::variedCatalogue(3000));

        const auto badLocation = [](int tile, int line) {
            return u"big.json:%1: tile base/t%2 (expansions[0].tiles[%2].features[1].locations): unknown location "
                   "\"N X\""_s.arg(line)
                       .arg(tile);
        };
        // Keys are checked before the tile's id is read: the warning names no tile.
        const auto unknownKey = [](int tile, int line) {
            return u"big.json:%1: expansions[0].tiles[%2].newKey: unknown key \"newKey\" ignored"_s.arg(line).arg(tile);
        };
        QByteArray both = text;
        const QByteArray road = "\"E W\"", bad = "\"N X\"", id = "\"id\": ", newKey = "\"newKey\": 1, \"id\": ";
        int late = changeTileLine(both, 2900, 1, road, bad);
        const int early = changeTileLine(both, 100, 1, road, bad);
        const int warnFirst = changeTileLine(both, 10, -1, id, newKey);
        const int warnSecond = changeTileLine(both, 1600, -1, id, newKey);
        const int warnLast = changeTileLine(both, 2990, -1, id, newKey);
        QVERIFY(late && early && warnFirst && warnSecond && warnLast);
        CatalogueReadResult read2 = JsonFormat::read(both, u"big.json"_s, {});
        QCOMPARE(read2.error, badLocation(100, early));
        QCOMPARE(read2.warnings, QStringList {unknownKey(10, warnFirst)});
        QCOMPARE(read2.catalogue, Catalogue());

        // Only the later error: the warnings before it, in order, and none after it.
        QByteArray later = both;
        later.replace(bad, road);
        late = changeTileLine(later, 2900, 1, road, bad);
        read2 = JsonFormat::read(later, u"big.json"_s, {});
        QCOMPARE(read2.error, badLocation(2900, late));
        QCOMPARE(read2.warnings, (QStringList {unknownKey(10, warnFirst), unknownKey(1600, warnSecond)}));

        // No error: every warning.
        later.replace(bad, road);
        const CatalogueReadResult warned = JsonFormat::read(later, u"big.json"_s, {});
        QVERIFY2(warned.ok(), qPrintable(warned.error));
        QCOMPARE(warned.warnings,
                 (QStringList {unknownKey(10, warnFirst), unknownKey(1600, warnSecond), unknownKey(2990, warnLast)}));
        QCOMPARE(warned.catalogue, TestSample::variedCatalogue(3000));
    }

    void unknownKeysAreWarnings()
    {
        const CatalogueReadResult read = JsonFormat::read(
            smallCatalogue(R"({"type": "city", "locations": "N", "colour": "red"})"), u"x.json"_s, {});
        QVERIFY2(read.ok(), qPrintable(read.error));
        QCOMPARE(read.warnings,
                 QStringList {u"x.json:12: tile x/C (expansions[0].tiles[0].features[0].colour): unknown key "
                              u"\"colour\" ignored"_s});
        QCOMPARE(read.catalogue.tiles.value(0).features.value(0).locations, Location::N());
    }

    void errorsInExpansionFilesNameThatFile()
    {
        QTemporaryDir dir;
        QString error;
        QVERIFY(writeCatalogueFile(m_catalogue, dir.path(), &error));
        const QString riverFile = dir.filePath(u"river-2.json"_s);
        QByteArray text = contents(riverFile);
        const qsizetype at = text.indexOf("\"role\": \"fork\"");
        QVERIFY(at > 0);
        const int line = int(text.left(at).count('\n')) + 1;
        text.replace(at, 14, "\"role\": \"delta\"");
        QVERIFY(save(riverFile, text));
        const CatalogueReadResult read = readCatalogueFile(dir.path());
        QVERIFY(!read.ok());
        QVERIFY2(read.error.startsWith(u"%1:%2: tile river-2/III ("_s.arg(riverFile).arg(line)),
                 qPrintable(read.error));
        QVERIFY2(read.error.endsWith(u"unknown river role \"delta\""_s), qPrintable(read.error));
    }

    void missingExpansionFile()
    {
        QTemporaryDir dir;
        QString error;
        QVERIFY(writeCatalogueFile(m_catalogue, dir.path(), &error));
        QVERIFY(QFile::remove(dir.filePath(u"bets.json"_s)));
        const CatalogueReadResult read = readCatalogueFile(dir.path());
        QVERIFY(!read.ok());
        QVERIFY2(read.error.contains(u"bets.json"_s), qPrintable(read.error));
        QVERIFY2(read.error.startsWith(dir.filePath(u"catalogue.json"_s) + u':'), qPrintable(read.error));
    }

    void refusesNewerVersionsAndForeignFiles_data()
    {
        QTest::addColumn<QByteArray>("text");
        QTest::addColumn<QString>("expected");
        QTest::newRow("newer") << QByteArray(R"({"format": "krajina-catalogue", "version": 7})")
                               << u"f.json:1: version: format version 7 is newer than this Krajina reads (1)"_s;
        QTest::newRow("foreign") << QByteArray("{\n  \"name\": \"package\"\n}\n")
                                 << u"f.json:1: \"format\" is missing"_s;
        QTest::newRow("array") << QByteArray("[1, 2]") << u"f.json:1: expected a JSON object"_s;
        QTest::newRow("expansion file")
            << QByteArray(R"({"format": "krajina-expansion", "version": 1, "id": "x"})")
            << u"f.json:1: this is one expansion of a catalogue directory; read the directory or its "
               u"catalogue.json"_s;
    }
    void refusesNewerVersionsAndForeignFiles()
    {
        QFETCH(QByteArray, text);
        QFETCH(QString, expected);
        QCOMPARE(JsonFormat::read(text, u"f.json"_s, {}).error, expected);
    }

    void expansionFilesNeedADirectory()
    {
        const CatalogueReadResult read
            = JsonFormat::read(contents(sourceCatalogue + u"/catalogue.json"_s), u"<stdin>"_s, {});
        QVERIFY(!read.ok());
        QVERIFY2(read.error.startsWith(u"<stdin>:"_s), qPrintable(read.error));
        QVERIFY2(read.error.contains(u"base.json"_s), qPrintable(read.error));
    }

    void unknownFileKinds()
    {
        QString error;
        QVERIFY(!writeCatalogueFile(m_catalogue, u"/tmp/catalogue.docx"_s, &error));
        QVERIFY(error.contains(u"catalogue.docx"_s));
        const CatalogueReadResult read = readCatalogueFile(u"/nonexistent/catalogue.json"_s);
        QVERIFY(!read.ok());
        QVERIFY2(read.error.startsWith(u"/nonexistent/catalogue.json"_s), qPrintable(read.error));
    }

    void lineOfOffset()
    {
        const QByteArray text = "a\nb\n\nc";
        QCOMPARE(textPositionOf(text, 0).line, 1);
        QCOMPARE(textPositionOf(text, 2).line, 2);
        QCOMPARE(textPositionOf(text, 5).line, 4);
        QCOMPARE(textPositionOf(text, 99).line, 4);
    }
};

QTEST_GUILESS_MAIN(TestJsonFormat)
#include "tst_jsonformat.moc"
