// SPDX-FileCopyrightText: 2026 Krajina contributors
// SPDX-License-Identifier: GPL-3.0-or-later

// Long tile arrays read in pieces on two threads (JsonArrayPieces): the same
// catalogue, warnings and first error as the whole text read by one reader,
// wherever the error is (in which piece, between pieces, outside the array),
// and broken syntax named as the whole text's parser names it.

#include "catalogue/catalogueio.h"
#include "catalogue/jsonformat.h"
#include "catalogue/jsonpieces.h"
#include "cataloguesample.h"
#include "inputfile.h"

#include <QDir>
#include <QFile>
#include <QJsonDocument>
#include <QJsonObject>
#include <QTemporaryDir>
#include <QTest>

using namespace Qt::StringLiterals;
using namespace Krajina;

namespace {

constexpr int Tiles = 3000;

const QByteArray &bigText()
{
    static const QByteArray text = JsonFormat::writeSingleFile(TestSample::variedCatalogue(Tiles));
    return text;
}

// The offset of the line of tile `tile`'s id.
qsizetype tileAt(const QByteArray &text, int tile)
{
    return text.indexOf(QByteArray("\"id\": \"base/t" + QByteArray::number(tile) + "\","));
}

// `from` changed to `to` at its first place after tile `tile`'s id (or from the start for -1).
QByteArray changed(QByteArray text, int tile, const QByteArray &from, const QByteArray &to)
{
    const qsizetype start = tile < 0 ? 0 : tileAt(text, tile);
    const qsizetype at = start < 0 ? -1 : text.indexOf(from, start);
    if (at < 0)
        return {};
    return text.replace(at, from.size(), to);
}

void compareWithWholeRead(const QByteArray &text, const JsonFormat::OpenReferencedFile &open = {})
{
    const CatalogueReadResult pieces = JsonFormat::read(text, u"big.json"_s, open, JsonFormat::Pieces::Long);
    const CatalogueReadResult whole = JsonFormat::read(text, u"big.json"_s, open, JsonFormat::Pieces::Never);
    QCOMPARE(pieces.error, whole.error);
    QCOMPARE(pieces.warnings, whole.warnings);
    QCOMPARE(pieces.catalogue, whole.catalogue);
}

} // namespace

class TestJsonPieces : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void piecesCoverTheArray()
    {
        const QByteArray &text = bigText();
        const QList<JsonArrayPieces> arrays = findTileArrayPieces(text, 2000, 1000);
        QCOMPARE(arrays.size(), 1);
        const JsonArrayPieces &tiles = arrays.first();
        QCOMPARE(tiles.path, JsonPath() / u"expansions"_s / 0 / u"tiles"_s);
        QCOMPARE(text.at(tiles.begin), '[');
        QCOMPARE(text.at(tiles.end - 1), ']');
        QCOMPARE(tiles.pieces.size(), 3);
        QCOMPARE(tiles.size(), Tiles);

        const QJsonObject whole = QJsonDocument::fromJson(text).object();
        const QJsonArray wholeTiles
            = whole.value(u"expansions"_s).toArray().at(0).toObject().value(u"tiles"_s).toArray();
        QByteArray buffer;
        qsizetype next = 0;
        for (const JsonArrayPieces::Piece &piece : tiles.pieces) {
            QCOMPARE(piece.firstIndex, next);
            const std::optional<QJsonArray> elements = parsePiece(text, piece, buffer);
            QVERIFY(elements);
            for (qsizetype i = 0; i < elements->size(); ++i)
                QCOMPARE(elements->at(i), wholeTiles.at(piece.firstIndex + i));
            next += piece.count;
        }

        // Without the array, the rest of the document is as it was.
        QJsonObject expected = whole;
        QJsonArray expansions = expected.value(u"expansions"_s).toArray();
        QJsonObject base = expansions.at(0).toObject();
        base.insert(u"tiles"_s, QJsonArray());
        expansions.replace(0, base);
        expected.insert(u"expansions"_s, expansions);
        QCOMPARE(QJsonDocument::fromJson(withEmptyArrays(text, arrays)).object(), expected);

        // Short arrays stay whole.
        QVERIFY(findTileArrayPieces(text, Tiles + 1, 1000).isEmpty());
    }

    void surprisesLeaveTheTextWhole_data()
    {
        QTest::addColumn<QByteArray>("text");
        const QByteArray &text = bigText();
        QTest::newRow("an array at the root") << QByteArray("[" + text + "]");
        QTest::newRow("an escape in a key") << changed(text, -1, "\"tiles\"", "\"ti\\u006ces\"");
        QTest::newRow("tiles twice") << changed(text, -1, "\"tiles\": [", "\"tiles\": [], \"tiles\": [");
        QTest::newRow("expansions twice")
            << changed(text, -1, "\"expansions\": [", "\"expansions\": [], \"expansions\": [");
        QByteArray deep(100, '[');
        deep += QByteArray(100, ']');
        QTest::newRow("deep nesting") << changed(text, 1500, "\"count\"", "\"deep\": " + deep + ", \"count\"");
        QByteArray tooDeep(1100, '[');
        tooDeep += QByteArray(1100, ']');
        QTest::newRow("too deep for the parser")
            << changed(text, 1500, "\"count\"", "\"deep\": " + tooDeep + ", \"count\"");
        QTest::newRow("unterminated") << text.left(tileAt(text, 2500));
        QTest::newRow("an unterminated string") << changed(text, 1500, "\"E W\"", "\"E W");
        QTest::newRow("a missing brace") << changed(text, 1500, "\n        },\n", "\n        ,\n");
        QTest::newRow("an extra brace") << changed(text, 1500, "\n        },\n", "\n        }},\n");
        QTest::newRow("a comma after the last tile") << changed(text, 2999, "\n        }\n", "\n        },\n");
        QTest::newRow("an empty element") << changed(text, 2500, "\n        },\n", "\n        },,\n");
    }

    void surprisesLeaveTheTextWhole()
    {
        QFETCH(QByteArray, text);
        QVERIFY(!text.isEmpty());
        QVERIFY(findTileArrayPieces(text, 2000, 1000).isEmpty());
        compareWithWholeRead(text);
    }

    void sameAsOneReader_data()
    {
        QTest::addColumn<QByteArray>("text");
        const QByteArray &text = bigText();
        const QByteArray road = "\"E W\"";
        const QByteArray badLocation = "\"N X\"";
        const QByteArray unknownKey = "\"newKey\": 1, \"id\"";
        QTest::newRow("as written") << text;
        // Broken syntax: in each piece, at its edges, outside the array.
        for (const int tile : {0, 999, 1000, 1001, 1999, 2000, 2999}) {
            QTest::addRow("a missing comma in tile %d", tile) << changed(text, tile, "\"count\": 4,", "\"count\": 4");
            QTest::addRow("a bad location in tile %d", tile) << changed(text, tile, road, badLocation);
            QTest::addRow("an unknown key in tile %d", tile) << changed(text, tile, "\"id\"", unknownKey);
        }
        QTest::newRow("a raw line break in a string") << changed(text, 1500, "\"E W\"", "\"E\nW\"");
        QTest::newRow("garbage after the root") << QByteArray(text + "x");
        QTest::newRow("broken syntax before the array") << changed(text, -1, "\"games\": [", "\"games\": [,");
        // The first error wins, whatever the thread that met it; broken syntax before any other error.
        QTest::newRow("errors in two pieces")
            << changed(changed(text, 2500, road, badLocation), 1200, "\"count\": 4", "\"count\": -1");
        QTest::newRow("an error, then broken syntax")
            << changed(changed(text, 2500, "\"count\": 4,", "\"count\": 4"), 10, road, badLocation);
        QTest::newRow("an error before the tiles, broken syntax in them") << changed(
            changed(text, 2500, "\"count\": 4,", "\"count\": 4"), -1, "\"board\": \"square\"", "\"board\": \"round\"");
        QTest::newRow("warnings in each piece, then an error")
            << changed(changed(changed(changed(text, 10, "\"id\"", unknownKey), 1500, "\"id\"", unknownKey), 2400,
                               "\"id\"", unknownKey),
                       2600, road, badLocation);
        QTest::newRow("not an object among the tiles")
            << changed(text, 1500, "\n        {\n", "\n        \"" + QByteArray(200, 'x') + "\", {\n");
    }

    void sameAsOneReader()
    {
        QFETCH(QByteArray, text);
        QVERIFY(!text.isEmpty());
        QVERIFY(!findTileArrayPieces(text, 2000, 1000).isEmpty()); // read in pieces, or tried to
        compareWithWholeRead(text);
    }

    void brokenSyntaxIsNamedAsForTheWholeText()
    {
        const QByteArray text = changed(bigText(), 2500, "\"count\": 4,", "\"count\": 4");
        QJsonParseError error;
        QJsonDocument::fromJson(text, &error);
        QVERIFY(error.error != QJsonParseError::NoError);
        const CatalogueReadResult read = JsonFormat::read(text, u"big.json"_s, {});
        QCOMPARE(
            read.error,
            u"big.json:%1: not valid JSON: %2"_s.arg(textPositionOf(text, error.offset).line).arg(error.errorString()));
        QVERIFY(read.warnings.isEmpty());
        QCOMPARE(read.catalogue, Catalogue());
    }

    // Tiles outside any expansion are the root's "tiles"; two long arrays in one file.
    void rootTilesAndTwoExpansions()
    {
        Catalogue c = TestSample::variedCatalogue(Tiles);
        Expansion other;
        other.id = u"other"_s;
        other.game = u"carcassonne"_s;
        c.expansions << other;
        for (qsizetype i = 0; i < c.tiles.size(); ++i)
            c.tiles[i].expansion = i % 3 == 0 ? u"base"_s : i % 3 == 1 ? u"other"_s : u"lost"_s;
        const QByteArray text = JsonFormat::writeSingleFile(c);
        const QList<JsonArrayPieces> arrays = findTileArrayPieces(text, 500, 400);
        QCOMPARE(arrays.size(), 3);
        QCOMPARE(arrays.at(2).path, JsonPath() / u"tiles"_s);
        const CatalogueReadResult read = JsonFormat::read(text, u"big.json"_s, {});
        QVERIFY2(read.ok(), qPrintable(read.error));
        compareWithWholeRead(text);
        compareWithWholeRead(changed(text, 2998, "\"count\": 4,", "\"count\": 4"));
        compareWithWholeRead(changed(text, 2999, "\"count\": 4", "\"count\": -1"));
    }

    // The directory layout: each expansion file is read in pieces by its own reader.
    void expansionFiles()
    {
        QTemporaryDir dir;
        QString error;
        QVERIFY2(writeCatalogueFile(TestSample::variedCatalogue(Tiles), dir.path(), &error), qPrintable(error));
        const QDir folder(dir.path());
        const auto open = [folder](const QString &name) { return readInputFile(folder.filePath(name)); };
        const QString basePath = folder.filePath(u"base.json"_s);
        QFile file(basePath);
        QVERIFY(file.open(QIODevice::ReadOnly));
        const QByteArray base = file.readAll();
        file.close();
        const InputFile index = readInputFile(folder.filePath(JsonFormat::IndexFileName));
        QVERIFY(index.ok());
        const CatalogueReadResult read = readCatalogueFile(dir.path());
        QVERIFY2(read.ok(), qPrintable(read.error));
        QCOMPARE(read.catalogue, TestSample::variedCatalogue(Tiles));
        for (const QByteArray &text : {changed(base, 2500, "\"count\": 4,", "\"count\": 4"),
                                       changed(base, 2500, "\"count\": 4", "\"count\": -1"),
                                       changed(base, 1500, "\"id\"", "\"newKey\": 1, \"id\"")}) {
            QVERIFY(!text.isEmpty());
            QVERIFY(file.open(QIODevice::WriteOnly | QIODevice::Truncate));
            QCOMPARE(file.write(text), text.size());
            file.close();
            const CatalogueReadResult pieces
                = JsonFormat::read(index.data, index.displayName, open, JsonFormat::Pieces::Long);
            const CatalogueReadResult whole
                = JsonFormat::read(index.data, index.displayName, open, JsonFormat::Pieces::Never);
            QCOMPARE(pieces.error, whole.error);
            QCOMPARE(pieces.warnings, whole.warnings);
            QCOMPARE(pieces.catalogue, whole.catalogue);
            QVERIFY(!pieces.error.isEmpty() || !pieces.warnings.isEmpty());
        }
    }
};

QTEST_GUILESS_MAIN(TestJsonPieces)
#include "tst_jsonpieces.moc"
