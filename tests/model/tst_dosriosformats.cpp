// SPDX-FileCopyrightText: 2026 Krajina contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "catalogue/catalogueio.h"
#include "document/cataloguedocument.h"
#include "document/dosrioscommands.h"
#include "hex/dosriosjson.h"
#include "hex/routing.h"
#include "inputlimits.h"

#include <QDir>
#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QTemporaryDir>
#include <QTest>
#include <QUndoStack>

using namespace Qt::StringLiterals;
using namespace Krajina;
using namespace Krajina::DosRios;

namespace {

// A board laid out by hand: seed 5's layout, two slots swapped, a tile turned, a dam, Rio Grande's other outflow.
Board handMadeBoard(const PieceSet &pieces)
{
    QList<SlotPlacement> placements = randomPlacements(pieces, 5);
    std::swap(placements[0], placements[7]);
    placements[3].turn = (placements[3].turn + 1) % LandTileTurns;
    Board board;
    board.outflow = {1, 0};
    if (!assembleBoard(pieces, placements, board).isEmpty())
        return {};
    const Routing routing = RiverRouter(board).route();
    const RiverCourse &grande = routing.rivers[0];
    for (std::size_t i = 1; i + 1 < grande.cells.size(); ++i) {
        if (addDam(board, {board.cells[grande.cells[i]].at, grande.exits[i]}) == DamVerdict::Ok)
            break;
    }
    return board;
}

QByteArray bundledPiecesText()
{
    QFile file(u":/data/catalogue/dos-rios.json"_s);
    return file.open(QIODevice::ReadOnly) ? file.readAll() : QByteArray();
}

// The bundled pieces text with `layout` as its layout member.
QByteArray withLayout(const QJsonObject &layout)
{
    QJsonObject root = QJsonDocument::fromJson(bundledPiecesText()).object();
    root.insert(u"layout"_s, layout);
    return QJsonDocument(root).toJson(QJsonDocument::Indented);
}

QJsonObject goodLayout()
{
    return layoutToJson(bundledPieceSet(), layoutOf(handMadeBoard(bundledPieceSet())));
}

} // namespace

// The Dos Rios board saved with the pieces in every format a document is kept in,
// and the pieces and board files refusing bad input with the file and the place.
class TestDosRiosFormats : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void theBoardRoundTripsThroughEveryFormat_data()
    {
        QTest::addColumn<QString>("name");
        QTest::newRow("SQLite document") << u"board.krajina"_s;
        QTest::newRow("JSON directory") << u"catalogue"_s;
        QTest::newRow("single JSON file") << u"single.json"_s;
    }
    void theBoardRoundTripsThroughEveryFormat()
    {
        QFETCH(QString, name);
        QTemporaryDir dir;
        QVERIFY(dir.isValid());
        CatalogueDocument document(bundledCatalogue());
        const Board board = handMadeBoard(document.catalogue().dosRios);
        QVERIFY(!board.cells.isEmpty());
        QCOMPARE(board.dams.size(), 1);
        document.undoStack()->push(new ChangeDosRiosBoard(&document, board, u"hand-made"_s));
        // A piece edited too: the board is stored by its layout and rebuilt from the saved pieces.
        HexCell cell = document.catalogue().dosRios.tiles[2].hexes[1];
        cell.terrain = Terrain::Forest;
        cell.crop = Crop::None;
        document.undoStack()->push(
            new ChangeDosRiosHex(&document, document.catalogue().dosRios.tiles[2].id, 1, cell, u"forest"_s));
        Board edited = board;
        QCOMPARE(assembleBoard(document.catalogue().dosRios, board.placements, edited), QString());

        // A directory is written for a path ending in a slash.
        const QString path = dir.filePath(name) + (name == u"catalogue" ? u"/"_s : QString());
        QString error;
        QVERIFY2(document.save(path, &error), qPrintable(error));
        if (name == u"catalogue")
            QVERIFY(QFile::exists(QDir(path).filePath(u"dos-rios.json"_s)));
        const std::unique_ptr<CatalogueDocument> back = CatalogueDocument::open(path, &error);
        QVERIFY2(back, qPrintable(error));
        QCOMPARE(back->catalogue().dosRios, document.catalogue().dosRios);
        QVERIFY(!back->catalogue().dosRios.layout); // the document's board is the one to edit
        QCOMPARE(back->dosRiosBoard().cells, edited.cells);
        QCOMPARE(back->dosRiosBoard().placements, board.placements);
        QCOMPARE(back->dosRiosBoard().dams, board.dams);
        QCOMPARE(back->dosRiosBoard().outflow, board.outflow);
        QCOMPARE(back->dosRiosBoard().tileIds, board.tileIds);
        QCOMPARE(RiverRouter(back->dosRiosBoard()).route().rivers[0].cells,
                 RiverRouter(edited).route().rivers[0].cells);
    }

    void aLayoutRoundTripsInThePiecesText()
    {
        PieceSet pieces = bundledPieceSet();
        pieces.layout = layoutOf(handMadeBoard(pieces));
        pieces.layout->seed = 18446744073709551615ULL;
        PieceSet back;
        QCOMPARE(pieceSetFromJson(pieceSetText(pieces), u"p.json"_s, back), QString());
        QCOMPARE(back, pieces);
        QCOMPARE(pieceSetText(back), pieceSetText(pieces));
    }

    void badInputNamesTheFileAndThePlace_data()
    {
        QTest::addColumn<QByteArray>("text");
        QTest::addColumn<QString>("expected");
        QJsonObject layout = goodLayout();
        QJsonArray slots = layout.value(u"slots"_s).toArray();
        QJsonObject slot = slots[2].toObject();
        slot.insert(u"tile"_s, u"dos-rios/land-99"_s);
        slots[2] = slot;
        layout.insert(u"slots"_s, slots);
        QTest::newRow("unknown tile") << withLayout(layout) << u"layout.slots: slot 3: no land tile"_s;
        layout = goodLayout();
        slots = layout.value(u"slots"_s).toArray();
        slot = slots[4].toObject();
        slot.insert(u"turn"_s, 3);
        slots[4] = slot;
        layout.insert(u"slots"_s, slots);
        QTest::newRow("turn") << withLayout(layout) << u"layout.slots[4].turn: expected a whole number from 0 to 2"_s;
        layout = goodLayout();
        slots = layout.value(u"slots"_s).toArray();
        slots.removeLast();
        layout.insert(u"slots"_s, slots);
        QTest::newRow("slot missing") << withLayout(layout) << u"layout.slots: 11 land tiles for 12 slots"_s;
        layout = goodLayout();
        layout.insert(u"outflows"_s, QJsonObject {{u"rioGrande"_s, u"N"_s}});
        QTest::newRow("outflow") << withLayout(layout) << u"layout.outflows.rioGrande: N is not a marked outflow"_s;
        layout = goodLayout();
        layout.insert(u"dams"_s, QJsonArray {QJsonObject {{u"q"_s, 1000}, {u"r"_s, 0}, {u"side"_s, u"S"_s}}});
        QTest::newRow("far hex") << withLayout(layout)
                                 << u"layout.dams[0].q: expected a whole number from -100 to 100"_s;

        QJsonObject root = QJsonDocument::fromJson(bundledPiecesText()).object();
        QJsonArray cards = root.value(u"cards"_s).toArray();
        QJsonObject card = cards[0].toObject();
        card.insert(u"count"_s, 1e12);
        cards[0] = card;
        root.insert(u"cards"_s, cards);
        QTest::newRow("card count") << QJsonDocument(root).toJson()
                                    << u"cards[0].count: expected a whole number from 0 to 1000"_s;
        root = QJsonDocument::fromJson(bundledPiecesText()).object();
        QJsonObject material = root.value(u"material"_s).toObject();
        material.insert(u"dams"_s, -1);
        root.insert(u"material"_s, material);
        QTest::newRow("material") << QJsonDocument(root).toJson()
                                  << u"material.dams: expected a whole number from 0 to 1000000"_s;
        root = QJsonDocument::fromJson(bundledPiecesText()).object();
        QJsonArray frame = root.value(u"frame"_s).toArray();
        QJsonObject piece = frame[1].toObject();
        QJsonArray hexes = piece.value(u"hexes"_s).toArray();
        hexes.append(hexes[0]);
        piece.insert(u"hexes"_s, hexes);
        frame[1] = piece;
        root.insert(u"frame"_s, frame);
        QTest::newRow("hex twice") << QJsonDocument(root).toJson() << u"frame[1].hexes["_s;
        root = QJsonDocument::fromJson(bundledPiecesText()).object();
        QJsonArray allSlots = root.value(u"slots"_s).toArray();
        allSlots[0] = QJsonArray {QJsonArray {0.5, 1}, QJsonArray {1, 1}, QJsonArray {1, 2}};
        root.insert(u"slots"_s, allSlots);
        QTest::newRow("slot hex") << QJsonDocument(root).toJson() << u"slots[0][0][0]: expected a whole number"_s;
    }
    void badInputNamesTheFileAndThePlace()
    {
        QFETCH(QByteArray, text);
        QFETCH(QString, expected);
        PieceSet pieces;
        const QString error = pieceSetFromJson(text, u"dos-rios.json"_s, pieces);
        QVERIFY2(error.startsWith(u"dos-rios.json:"_s), qPrintable(error));
        // The line is a number, then the place and the message.
        const QString rest = error.section(u':', 2).trimmed();
        QVERIFY2(rest.startsWith(expected), qPrintable(error));
        QVERIFY(pieces.isEmpty());
    }

    void aBadLayoutInADocumentIsRefusedWithItsFile()
    {
        QTemporaryDir dir;
        QFile file(dir.filePath(u"dos-rios.json"_s));
        QJsonObject layout = goodLayout();
        layout.insert(u"seed"_s, u"-4"_s);
        QVERIFY(file.open(QIODevice::WriteOnly));
        file.write(withLayout(layout));
        file.close();
        QString error;
        QVERIFY(!CatalogueDocument::open(file.fileName(), &error));
        QVERIFY2(error.contains(u"dos-rios.json:"_s) && error.contains(u"layout.seed"_s), qPrintable(error));
    }

    void manyHexesAreReadInLinearTime()
    {
        // The most hexes a board may have, all distinct: read at once (the duplicate check is a hash).
        QJsonArray hexes;
        for (int i = 0; i < Limits::MaxBoardHexes; ++i)
            hexes.append(QJsonObject {{u"q"_s, i % 100}, {u"r"_s, i / 100}, {u"terrain"_s, u"forest"_s}});
        QJsonObject root {{u"format"_s, u"krajina-dos-rios-board"_s}, {u"hexes"_s, hexes}};
        Board board;
        QCOMPARE(boardFromJson(QJsonDocument(root).toJson(), u"big.json"_s, board), QString());
        QCOMPARE(board.cells.size(), Limits::MaxBoardHexes);
        hexes.append(QJsonObject {{u"q"_s, 0}, {u"r"_s, 0}, {u"terrain"_s, u"forest"_s}});
        root.insert(u"hexes"_s, hexes);
        const QString error = boardFromJson(QJsonDocument(root).toJson(), u"big.json"_s, board);
        QVERIFY2(error.contains(u"hexes: 10001 hexes; at most 10000"_s), qPrintable(error));
    }
};

QTEST_GUILESS_MAIN(TestDosRiosFormats)
#include "tst_dosriosformats.moc"
