// SPDX-FileCopyrightText: 2026 Krajina contributors
// SPDX-License-Identifier: GPL-3.0-or-later

// The Dos Rios pieces in the tables of a .krajina file (schema step 3), files
// of version 2 that kept them as JSON text in an extra, and hostile tables.

#include "catalogue/sqlitestore.h"
#include "hex/dosriosjson.h"
#include "hex/routing.h"
#include "sqlitesupport.h"

#include <QFile>
#include <QTemporaryDir>
#include <QTest>

using namespace Qt::StringLiterals;
using namespace Krajina;
using namespace Krajina::DosRios;
using Krajina::TestSample::querySql;
using Krajina::TestSample::runSql;

namespace {

QByteArray readAll(const QString &path)
{
    QFile file(path);
    return file.open(QIODevice::ReadOnly) ? file.readAll() : QByteArray();
}

// The bundled pieces with every field away from its default: a layout with
// dams, a choice, the other outflow and the largest seed, a note, material.
PieceSet variedPieces()
{
    PieceSet pieces = bundledPieceSet();
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
    board.choices = {{board.cells[grande.cells[1]].at, DosRios::Side::SW}};
    pieces.layout = layoutOf(board);
    pieces.layout->seed = 18446744073709551615ULL;
    pieces.status = u"verified"_s;
    pieces.note = u"Žluťoučký kůň, 'quoted' \"twice\""_s;
    pieces.material.farmCost = 650;
    pieces.material.dams = 0;
    pieces.frame[0].nameEn = QString(); // an empty name stays empty
    pieces.cards.append({u"dos-rios/card-spare"_s, CardKind::Bandits, Crop::None, River::Moreno, 3});
    return pieces;
}

Catalogue withPieces(const PieceSet &pieces)
{
    Catalogue catalogue;
    catalogue.games << Game {u"dos-rios"_s, u"Dos Rios"_s, u"Dos Rios"_s, BoardKind::Hex};
    catalogue.dosRios = pieces;
    return catalogue;
}

// SQL's literal of a blob: X'...'.
QString blobLiteral(const QByteArray &bytes)
{
    return u"X'%1'"_s.arg(QString::fromLatin1(bytes.toHex()));
}

} // namespace

class TestDosRiosTables : public QObject
{
    Q_OBJECT
private:
    QTemporaryDir m_dir;

    QString savedPieces(const QString &name, const PieceSet &pieces)
    {
        const QString path = m_dir.filePath(name);
        QString error;
        if (!SqliteStore::write(path, {withPieces(pieces), {}}, &error))
            qWarning("%s", qPrintable(error));
        return path;
    }

private Q_SLOTS:
    void thePiecesRoundTripThroughTheirTables()
    {
        const PieceSet pieces = variedPieces();
        QVERIFY(pieces.layout && !pieces.layout->dams.isEmpty() && !pieces.layout->choices.isEmpty());
        const QString path = savedPieces(u"tables.krajina"_s, pieces);
        const SqliteReadResult read = SqliteStore::read(path);
        QVERIFY2(read.ok(), qPrintable(read.error));
        QCOMPARE(read.contents.catalogue.dosRios, pieces);
        QCOMPARE(pieceSetText(read.contents.catalogue.dosRios), pieceSetText(pieces));
        QVERIFY(read.contents.extras.isEmpty());

        // In tables, one row a piece, not as a blob.
        QCOMPARE(querySql(path, u"SELECT count(*) FROM extras"_s).toInt(), 0);
        QCOMPARE(querySql(path, u"SELECT count(*) FROM dos_rios_tiles"_s).toInt(), pieces.tiles.size());
        QCOMPARE(querySql(path, u"SELECT count(*) FROM dos_rios_tile_hexes"_s).toInt(), 3 * pieces.tiles.size());
        QCOMPARE(querySql(path, u"SELECT count(*) FROM dos_rios_frame"_s).toInt(), pieces.frame.size());
        QCOMPARE(querySql(path, u"SELECT count(*) FROM dos_rios_slots"_s).toInt(), pieces.slots.size());
        QCOMPARE(querySql(path, u"SELECT count(*) FROM dos_rios_cards"_s).toInt(), pieces.cards.size());
        QCOMPARE(querySql(path, u"SELECT seed FROM dos_rios_layout"_s).toString(), u"18446744073709551615"_s);
        QCOMPARE(querySql(path, u"SELECT outflow_rio_grande FROM dos_rios_layout"_s).toInt(), 1);
        QCOMPARE(querySql(path, u"SELECT count(*) FROM dos_rios_dams"_s).toInt(), pieces.layout->dams.size());
        const HexCell &first = pieces.tiles.at(0).hexes.at(0);
        QCOMPARE(querySql(path, u"SELECT terrain FROM dos_rios_tile_hexes WHERE tile = 0 AND position = 0"_s),
                 QVariant(terrainName(first.terrain)));
    }

    void noPiecesNoRows()
    {
        const QString path = savedPieces(u"none.krajina"_s, {});
        const SqliteReadResult read = SqliteStore::read(path);
        QVERIFY2(read.ok(), qPrintable(read.error));
        QCOMPARE(read.contents.catalogue.dosRios, PieceSet());
        QCOMPARE(querySql(path, u"SELECT count(*) FROM dos_rios_pieces"_s).toInt(), 0);

        // Pieces without a layout have no layout rows.
        PieceSet pieces = bundledPieceSet();
        pieces.layout.reset();
        const QString bare = savedPieces(u"bare.krajina"_s, pieces);
        QCOMPARE(SqliteStore::read(bare).contents.catalogue.dosRios, pieces);
        QCOMPARE(querySql(bare, u"SELECT count(*) FROM dos_rios_layout"_s).toInt(), 0);
    }

    // A file of schema version 2 kept the pieces as the JSON text of the extra
    // "dos-rios/pieces": it is read as it was (the file unchanged) and saved as tables.
    void aVersion2FileIsReadAndSavedAsTables()
    {
        const PieceSet pieces = variedPieces();
        const QString path = m_dir.filePath(u"version2.krajina"_s);
        QString error;
        QVERIFY2(SqliteStore::createEmptyFile(path, 2, &error), qPrintable(error));
        QVERIFY(runSql(path,
                       {u"INSERT INTO games VALUES (0, 'dos-rios', 'Dos Rios', 'Dos Rios', 'hex')"_s,
                        u"INSERT INTO extras VALUES ('dos-rios/pieces', %1)"_s.arg(blobLiteral(pieceSetText(pieces))),
                        u"INSERT INTO extras VALUES ('rules/pages.tsv', X'6261736509')"_s}));
        const QByteArray before = readAll(path);
        const SqliteReadResult read = SqliteStore::read(path);
        QVERIFY2(read.ok(), qPrintable(read.error));
        QCOMPARE(read.contents.catalogue.dosRios, pieces);
        QCOMPARE(read.contents.extras.keys(), QStringList {u"rules/pages.tsv"_s});
        QCOMPARE(readAll(path), before);

        QVERIFY2(SqliteStore::write(path, read.contents, &error), qPrintable(error));
        QCOMPARE(querySql(path, u"PRAGMA user_version"_s).toInt(), SqliteStore::schemaVersion());
        QCOMPARE(querySql(path, u"SELECT count(*) FROM extras WHERE name = 'dos-rios/pieces'"_s).toInt(), 0);
        QCOMPARE(querySql(path, u"SELECT count(*) FROM dos_rios_tiles"_s).toInt(), pieces.tiles.size());
        const SqliteReadResult again = SqliteStore::read(path);
        QVERIFY2(again.ok(), qPrintable(again.error));
        QCOMPARE(again.contents.catalogue.dosRios, pieces);
        QCOMPARE(again.contents.extras, read.contents.extras);
    }

    // The same for a file that Krajina itself wrote before the tables: data/dosrios-version2.krajina
    // is what krajina-cli convert of main before schema step 3 wrote for a catalogue folder of one
    // game and the bundled pieces with a layout (seed 5, every slot filled, the other outflows).
    void aFileWrittenBeforeTheTablesRoundTrips()
    {
        const QString fixture = QStringLiteral(KRAJINA_SOURCE_DIR "/tests/model/data/dosrios-version2.krajina");
        QCOMPARE(querySql(fixture, u"PRAGMA user_version"_s).toInt(), 2);
        const QByteArray text
            = querySql(fixture, u"SELECT value FROM extras WHERE name = 'dos-rios/pieces'"_s).toByteArray();
        QVERIFY(text.contains("\"layout\""));
        const SqliteReadResult read = SqliteStore::read(fixture);
        QVERIFY2(read.ok(), qPrintable(read.error));
        const PieceSet &pieces = read.contents.catalogue.dosRios;
        QVERIFY(pieces.layout);
        QCOMPARE(pieces.layout->seed, std::optional<std::uint64_t>(5));
        QCOMPARE(pieces.layout->tiles.size(), pieces.slots.size());
        QCOMPARE(pieces.layout->outflow, (std::array<int, RiverCount> {1, 1}));
        QCOMPARE(pieces.tiles.size(), 12);
        QVERIFY(!read.contents.extras.contains(u"dos-rios/pieces"_s));
        // Exactly what the old writer wrote: the pieces give back its text byte for byte.
        QCOMPARE(pieceSetText(pieces), text);

        const QString copy = m_dir.filePath(u"fixture-saved.krajina"_s);
        QString error;
        QVERIFY2(SqliteStore::write(copy, read.contents, &error), qPrintable(error));
        QCOMPARE(querySql(copy, u"SELECT count(*) FROM extras"_s).toInt(), 0);
        QCOMPARE(querySql(copy, u"SELECT count(*) FROM dos_rios_layout_slots"_s).toInt(), pieces.slots.size());
        const SqliteReadResult again = SqliteStore::read(copy);
        QVERIFY2(again.ok(), qPrintable(again.error));
        QCOMPARE(again.contents.catalogue, read.contents.catalogue);
        QCOMPARE(pieceSetText(again.contents.catalogue.dosRios), text);
    }

    // The pieces' tables are read with the checks of the pieces file; a bad
    // value is named with its table, row and column.
    void badRowsAreRefusedNamingThem_data()
    {
        QTest::addColumn<QStringList>("statements");
        QTest::addColumn<QString>("expected");
        QTest::newRow("unknown terrain")
            << QStringList {u"UPDATE dos_rios_tile_hexes SET terrain = 'lava' WHERE tile = 1 AND position = 2"_s}
            << u"table dos_rios_tile_hexes, row 6 (dos-rios/land-02), column terrain: unknown value \"lava\""_s;
        QTest::newRow("hex far away") << QStringList {u"UPDATE dos_rios_frame_hexes SET q = 100000"_s}
                                      << u"column q: expected a whole number from -100 to 100, found 100000"_s;
        QTest::newRow("a land tile of two hexes")
            << QStringList {u"DELETE FROM dos_rios_tile_hexes WHERE tile = 2 AND position = 2"_s}
            << u"table dos_rios_tiles, row 3 (dos-rios/land-03), column position: a land tile has 3 hexes, not 2"_s;
        QTest::newRow("a hex twice in a frame piece")
            << QStringList {u"UPDATE dos_rios_frame_hexes SET q = (SELECT q FROM dos_rios_frame_hexes WHERE piece = 0 "
                            "AND position = 0), r = (SELECT r FROM dos_rios_frame_hexes WHERE piece = 0 AND "
                            "position = 0) WHERE piece = 0 AND position = 1"_s}
            << u"appears twice in the piece"_s;
        QTest::newRow("bad outflows") << QStringList {u"UPDATE dos_rios_frame_hexes SET outflows = 'S DOWN'"_s}
                                      << u"column outflows: expected sides (N, NE, SE, S, SW, NW), found \"S DOWN\""_s;
        QTest::newRow("negative seed") << QStringList {u"UPDATE dos_rios_layout SET seed = '-4'"_s}
                                       << u"column seed: expected a seed as a string of digits, found \"-4\""_s;
        QTest::newRow("an outflow the spring lacks")
            << QStringList {u"UPDATE dos_rios_layout SET outflow_rio_grande = 5"_s}
            << u"column outflow_rio_grande: the spring of"_s;
        QTest::newRow("a tile that is not there")
            << QStringList {u"UPDATE dos_rios_layout_slots SET tile = 'nowhere' WHERE position = 0"_s}
            << u"table dos_rios_layout_slots: slot 1: no land tile \"nowhere\""_s;
        QTest::newRow("a second layout")
            << QStringList {u"INSERT INTO dos_rios_layout VALUES (7, NULL, 0, 0)"_s}
            << u"table dos_rios_layout, row 2, column seed: too many rows: Krajina reads at most 1 here"_s;
        QTest::newRow("hex of a missing tile")
            << QStringList {u"UPDATE dos_rios_tile_hexes SET tile = 999 WHERE tile = 0"_s}
            << u"column tile: refers to a missing row 999"_s;
        QTest::newRow("pieces twice")
            << QStringList {u"INSERT INTO extras VALUES ('dos-rios/pieces', X'7B7D')"_s}
            << u"the Dos Rios pieces are both in their tables and in the extra dos-rios/pieces"_s;
        QTest::newRow("a card of no kind")
            << QStringList {u"UPDATE dos_rios_cards SET kind = 'joker'"_s} << u"column kind: unknown value \"joker\""_s;
        QTest::newRow("a count as text") << QStringList {u"UPDATE dos_rios_cards SET count = 'many'"_s}
                                         << u"column count: expected a whole number from 0 to 1000, found 'many'"_s;
    }
    void badRowsAreRefusedNamingThem()
    {
        QFETCH(QStringList, statements);
        QFETCH(QString, expected);
        const QString path = savedPieces(u"bad.krajina"_s, variedPieces());
        QVERIFY(runSql(path, statements));
        const SqliteReadResult read = SqliteStore::read(path);
        QVERIFY(!read.ok());
        QVERIFY2(read.error.startsWith(path + u": "_s) && read.error.contains(expected), qPrintable(read.error));
        QFile::remove(path);
    }

    // What the store refuses in every table holds for the pieces' tables too.
    void foreignSchemasOfThePiecesAreRefused_data()
    {
        QTest::addColumn<QStringList>("statements");
        QTest::addColumn<QString>("expected");
        QTest::newRow("recursive view of cards")
            << QStringList {u"DROP TABLE dos_rios_cards"_s,
                            u"CREATE VIEW dos_rios_cards AS WITH RECURSIVE n(x) AS (SELECT 0 UNION ALL SELECT x + 1 "
                            "FROM n) SELECT x AS position, 'c' || x AS id, 'crop' AS kind, 'corn' AS crop, "
                            "'rioGrande' AS river, 1 AS count FROM n"_s}
            << u"view 'dos_rios_cards' in place of a table"_s;
        QTest::newRow("trigger") << QStringList {u"CREATE TRIGGER spy AFTER DELETE ON dos_rios_tiles BEGIN SELECT "
                                                 "zeroblob(1000000000); END"_s}
                                 << u"trigger 'spy' on table 'dos_rios_tiles'"_s;
        QTest::newRow("extra column") << QStringList {u"ALTER TABLE dos_rios_tile_hexes ADD COLUMN spare TEXT"_s}
                                      << u"table 'dos_rios_tile_hexes' with a column 'spare' of its own"_s;
        QTest::newRow("missing table") << QStringList {u"DROP TABLE dos_rios_choices"_s}
                                       << u"no table 'dos_rios_choices'"_s;
    }
    void foreignSchemasOfThePiecesAreRefused()
    {
        QFETCH(QStringList, statements);
        QFETCH(QString, expected);
        const QString path = savedPieces(u"hostile.krajina"_s, variedPieces());
        QVERIFY(runSql(path, statements));
        const SqliteReadResult read = SqliteStore::read(path);
        QVERIFY(!read.ok());
        QVERIFY2(read.error.startsWith(path + u": refused: "_s) && read.error.contains(expected),
                 qPrintable(read.error));
        QFile::remove(path);
    }
};

QTEST_GUILESS_MAIN(TestDosRiosTables)
#include "tst_dosriostables.moc"
