// SPDX-FileCopyrightText: 2026 Krajina contributors
// SPDX-License-Identifier: GPL-3.0-or-later

#include "sqlitereader.h"

#include "hex/dosriosjson.h"
#include "inputlimits.h"
#include "repeatedtext.h"
#include "sqliteconnection.h"
#include "sqlitevalues.h"

#include <QCoreApplication>
#include <QHash>
#include <QSet>
#include <QSqlError>
#include <QSqlQuery>

#include <algorithm>
#include <array>

using namespace Qt::StringLiterals;

namespace Krajina::Sqlite {

namespace {

// Gives lupdate and tr() the context of the format's other messages.
struct Text
{
    Q_DECLARE_TR_FUNCTIONS(SqliteStore)
};

QString badRecordText(const QString &table, qint64 row, const QString &record, const QString &column,
                      const QString &problem)
{
    const QString place = record.isEmpty() ? QString::number(row) : u"%1 (%2)"_s.arg(row).arg(record);
    return Text::tr("table %1, row %2, column %3: %4").arg(table, place, column, problem);
}

// One row of a query, read with the type and range each column must have:
// a wrongly typed cell (NULL id, count 'many', width 1e308) is refused with
// its table, row and column instead of being read as "" or 0.
class Row
{
public:
    Row(const QSqlQuery &query, const QString &table, const QStringList &columns, qint64 row, bool deferred = false)
        : m_query(query)
        , m_table(table)
        , m_columns(columns)
        , m_row(row)
        , m_deferred(deferred)
    {
    }

    QString text(int column) const
    {
        const QVariant v = m_query.value(column);
        if (v.isNull() || v.typeId() != QMetaType::QString)
            bad(column, Text::tr("expected text, found %1").arg(shown(v)));
        const QString value = v.toString();
        if (!QStringView(value).isValidUtf16())
            bad(column, Text::tr("the text is not valid Unicode"));
        return value;
    }

    int integer(int column, qint64 min, qint64 max) const
    {
        const QVariant v = m_query.value(column);
        const bool whole = !v.isNull() && (v.typeId() == QMetaType::LongLong || v.typeId() == QMetaType::Int);
        if (!whole || v.toLongLong() < min || v.toLongLong() > max)
            bad(column, Text::tr("expected a whole number from %1 to %2, found %3").arg(min).arg(max).arg(shown(v)));
        return int(v.toLongLong());
    }

    qint64 key(int column) const { return integer64(column); }

    bool flag(int column) const { return integer(column, 0, 1) != 0; }

    QByteArray blob(int column) const
    {
        const QVariant v = m_query.value(column);
        if (v.isNull())
            bad(column, Text::tr("expected data, found NULL"));
        return v.toByteArray();
    }

    bool isNull(int column) const { return m_query.value(column).isNull(); }

    // What the row is ("base/L"), for messages about its later columns.
    void setRecord(const QString &record) const { m_record = record; }

    [[noreturn]] void bad(int column, const QString &problem) const
    {
        if (m_deferred)
            throw DeferredBad {m_row, column, problem};
        throw BadRecord {badRecordText(m_table, m_row, m_record, m_columns.value(column), problem)};
    }

private:
    qint64 integer64(int column) const
    {
        const QVariant v = m_query.value(column);
        if (v.isNull() || (v.typeId() != QMetaType::LongLong && v.typeId() != QMetaType::Int))
            bad(column, Text::tr("expected a whole number, found %1").arg(shown(v)));
        return v.toLongLong();
    }

    static QString shown(const QVariant &v)
    {
        if (v.isNull())
            return u"NULL"_s;
        if (v.typeId() == QMetaType::QString)
            return u"'%1'"_s.arg(v.toString().left(40));
        if (v.typeId() == QMetaType::QByteArray)
            return Text::tr("a blob");
        return v.toString();
    }

    const QSqlQuery &m_query;
    QString m_table;
    const QStringList &m_columns;
    qint64 m_row;
    bool m_deferred;
    mutable QString m_record;
};

// Runs a SELECT of `columns` from `table` and calls `each` with every row.
// Returns false when SQLite stopped before the last row.
template<typename Each>
bool forEachRow(const QSqlDatabase &db, const QString &table, const QStringList &columns, const QString &order,
                Each each, bool deferred = false)
{
    QSqlQuery query = exec(db, u"SELECT %1 FROM %2%3"_s.arg(columns.join(u", "_s), table, order));
    qint64 row = 0;
    while (query.next())
        each(Row(query, table, columns, ++row, deferred));
    return !query.lastError().isValid();
}

// Rows that belong to an owner row (editions of an expansion, features of a
// tile) find it through the owner's key in a hash: linear in the rows.
class Owners
{
public:
    void add(qint64 key, qsizetype index) { m_index.insert(key, index); }
    qsizetype of(const Row &row, int column) const
    {
        const qint64 key = row.key(column);
        const auto it = m_index.constFind(key);
        if (it == m_index.cend())
            row.bad(column, missing(key));
        return it.value();
    }
    // The owner of a row read earlier, if there is one.
    std::optional<qsizetype> find(qint64 key) const
    {
        const auto it = m_index.constFind(key);
        return it == m_index.cend() ? std::nullopt : std::optional<qsizetype>(it.value());
    }
    static QString missing(qint64 key) { return Text::tr("refers to a missing row %1").arg(key); }

private:
    QHash<qint64, qsizetype> m_index;
};

// Space-separated whole numbers from 0 to `max`.
QList<int> numberList(const Row &r, int column, int max)
{
    const QString value = r.text(column);
    const auto numbers = splitNumbers(value);
    if (!numbers || std::any_of(numbers->cbegin(), numbers->cend(), [max](int n) { return n < 0 || n > max; }))
        r.bad(column, Text::tr("expected whole numbers from 0 to %1, found \"%2\"").arg(max).arg(value));
    return *numbers;
}

template<typename T>
T known(const std::optional<T> &value, const Row &r, int column)
{
    if (!value)
        r.bad(column, Text::tr("unknown value \"%1\"").arg(r.text(column)));
    return *value;
}

// Refuses a row of a table of the Dos Rios pieces that already holds `count` rows of at most `max`.
void checkRowCount(const Row &r, qsizetype count, qsizetype max)
{
    if (count >= max)
        r.bad(0, Text::tr("too many rows: Krajina reads at most %1 here").arg(max));
}

DosRios::HexCell hexCell(const Row &r, int first)
{
    using namespace DosRios;
    HexCell cell;
    cell.at = {r.integer(first, -Limits::MaxHexCoordinate, Limits::MaxHexCoordinate),
               r.integer(first + 1, -Limits::MaxHexCoordinate, Limits::MaxHexCoordinate)};
    cell.terrain = known(terrainFromName(r.text(first + 2)), r, first + 2);
    cell.crop = known(cropFromName(r.text(first + 3)), r, first + 3);
    cell.river = known(riverFromName(r.text(first + 4)), r, first + 4);
    const QString outflows = r.text(first + 5);
    for (QStringView name : QStringView(outflows).split(u' ', Qt::SkipEmptyParts)) {
        const std::optional<DosRios::Side> side = sideFromName(name);
        if (!side || cell.outflows.size() >= SideCount)
            r.bad(first + 5, Text::tr("expected sides (N, NE, SE, S, SW, NW), found \"%1\"").arg(outflows));
        cell.outflows << *side;
    }
    return cell;
}

DosRios::HexSide hexSide(const Row &r, int first)
{
    using namespace DosRios;
    return {{r.integer(first, -Limits::MaxHexCoordinate, Limits::MaxHexCoordinate),
             r.integer(first + 1, -Limits::MaxHexCoordinate, Limits::MaxHexCoordinate)},
            known(sideFromName(r.text(first + 2)), r, first + 2)};
}

// How many marked outflows the spring of `river` has (0 without a spring).
int springOutflows(const DosRios::PieceSet &set, DosRios::River river)
{
    for (const DosRios::FramePiece &piece : set.frame) {
        for (const DosRios::HexCell &cell : piece.hexes) {
            if (cell.terrain == DosRios::Terrain::Spring && cell.river == river)
                return int(cell.outflows.size());
        }
    }
    return 0;
}

const QString FeaturesTable = u"features"_s;

const QStringList &featureColumns()
{
    static const QStringList columns {u"tile"_s,     u"type"_s,       u"locations"_s,  u"cell"_s,
                                      u"pennants"_s, u"cities"_s,     u"pig_herd"_s,   u"inn"_s,
                                      u"crossing"_s, u"river_role"_s, u"crop_circle"_s};
    return columns;
}

struct Cancelled
{
};

FeatureChunk readFeatureChunk(const QSqlDatabase &db, const QString &where, const std::atomic<bool> *cancel)
{
    FeatureChunk chunk;
    std::optional<qint64> tile;
    try {
        chunk.complete = forEachRow(
            db, FeaturesTable, featureColumns(), where + u" ORDER BY tile, position"_s,
            [&](const Row &r) {
                if (cancel && cancel->load(std::memory_order_relaxed))
                    throw Cancelled {};
                tile.reset();
                tile = r.key(0);
                Feature f;
                f.type = known(featureTypeFromName(r.text(1)), r, 1);
                f.locations = known(Location::fromString(r.text(2)), r, 2);
                f.cell = r.integer(3, 0, Limits::MaxTileCells * Limits::MaxTileCells - 1);
                f.pennants = r.integer(4, 0, Limits::MaxPennants);
                f.cities = numberList(r, 5, Limits::MaxFeatureIndex);
                f.pigHerd = r.flag(6);
                f.inn = r.flag(7);
                f.crossing = known(crossingFromName(r.text(8)), r, 8);
                f.riverRole = known(riverRoleFromName(r.text(9)), r, 9);
                f.cropCircle = known(cropCircleTypeFromName(r.text(10)), r, 10);
                chunk.rows.append({*tile, std::move(f)});
            },
            true);
    } catch (const DeferredBad &bad) {
        chunk.bad = bad;
        chunk.badTile = tile;
    } catch (const Cancelled &) {
        chunk.complete = false;
    } catch (...) {
        chunk.failure = std::current_exception();
    }
    return chunk;
}

// Gives the features of a chunk to their tiles, or throws the first problem
// as reading them in one query would have; `before` rows came before the chunk.
void addFeatures(Catalogue &c, const Owners &tiles, FeatureChunk &chunk, qint64 before)
{
    const auto owner = [&](qint64 key, qint64 row) {
        const std::optional<qsizetype> index = tiles.find(key);
        if (!index)
            throw BadRecord {badRecordText(FeaturesTable, row, {}, featureColumns().at(0), Owners::missing(key))};
        return *index;
    };
    qint64 row = before;
    for (FeatureChunk::Read &read : chunk.rows)
        c.tiles[owner(read.tile, ++row)].features << std::move(read.feature);
    if (chunk.bad) {
        const qint64 badRow = before + chunk.bad->row;
        QString record;
        if (chunk.badTile) {
            const TileDefinition &t = c.tiles.at(owner(*chunk.badTile, badRow));
            record = Text::tr("%1, feature %2").arg(t.id).arg(t.features.size() + 1);
        }
        throw BadRecord {badRecordText(FeaturesTable, badRow, record, featureColumns().value(chunk.bad->column),
                                       chunk.bad->problem)};
    }
    if (chunk.failure)
        std::rethrow_exception(chunk.failure);
}

} // namespace

std::optional<qint64> featureSplit(const QSqlDatabase &db)
{
    constexpr qint64 SmallestSplit = 2000; // tiles; fewer are read faster on one thread
    constexpr double FirstShare = 0.78; // the other reader also reads the tiles and checks the file
    try {
        QSqlQuery range = exec(db, u"SELECT min(tile), max(tile) FROM features"_s);
        if (!range.next())
            return std::nullopt;
        const QVariant min = range.value(0);
        const QVariant max = range.value(1);
        if (min.typeId() != QMetaType::LongLong || max.typeId() != QMetaType::LongLong
            || max.toLongLong() - min.toLongLong() < SmallestSplit)
            return std::nullopt;
        if (exec(db, u"SELECT 1 FROM features WHERE tile IS NULL LIMIT 1"_s).next())
            return std::nullopt;
        return min.toLongLong() + qint64(double(max.toLongLong() - min.toLongLong()) * FirstShare);
    } catch (const SqlFailure &) {
        return std::nullopt; // the reading reports it
    }
}

FeatureWorker::FeatureWorker(const QString &path, bool immutable, qint64 below)
    : m_below(below)
    , m_thread([this, path, immutable] {
        Connection connection(path, true, immutable);
        if (!connection.error().isEmpty())
            return;
        m_chunk = readFeatureChunk(connection.db(), where(), &m_cancel);
        m_read = true;
    })
{
}

FeatureWorker::~FeatureWorker()
{
    m_cancel = true;
    if (m_thread.joinable())
        m_thread.join();
}

QString FeatureWorker::where() const
{
    return u" WHERE tile < %1"_s.arg(m_below);
}

FeatureChunk *FeatureWorker::result()
{
    if (m_thread.joinable())
        m_thread.join();
    return m_read ? &m_chunk : nullptr;
}

Reader::Reader(const QSqlDatabase &db, FeatureWorker *features)
    : m_db(db)
    , m_features(features)
{
}

KrajinaFileContents Reader::read()
{
    KrajinaFileContents contents;
    Catalogue &c = contents.catalogue;

    forEachRow(m_db, u"games"_s, {u"id"_s, u"name_cs"_s, u"name_en"_s, u"board"_s}, u" ORDER BY position"_s,
               [&](const Row &r) {
                   Game g;
                   g.id = r.text(0);
                   r.setRecord(g.id);
                   g.nameCs = r.text(1);
                   g.nameEn = r.text(2);
                   const QString board = r.text(3);
                   if (const std::optional<BoardKind> kind = boardKindFromName(board))
                       g.board = *kind;
                   else
                       r.bad(3, Text::tr("unknown board \"%1\"").arg(board));
                   c.games << g;
               });

    Owners expansionOwners;
    forEachRow(m_db, u"expansions"_s,
               {u"position"_s, u"id"_s, u"game"_s, u"name_cs"_s, u"name_en"_s, u"published_total"_s, u"default_back"_s,
                u"note"_s, u"start_tile"_s},
               u" ORDER BY position"_s, [&](const Row &r) {
                   expansionOwners.add(r.key(0), c.expansions.size());
                   Expansion e;
                   e.id = r.text(1);
                   r.setRecord(e.id);
                   e.game = r.text(2);
                   e.nameCs = r.text(3);
                   e.nameEn = r.text(4);
                   e.publishedTotal = r.integer(5, 0, Limits::MaxPublishedTotal);
                   e.defaultBack = r.text(6);
                   e.note = r.text(7);
                   e.startTile = r.text(8);
                   c.expansions << e;
               });
    forEachRow(m_db, u"editions"_s, {u"expansion"_s, u"id"_s, u"name_cs"_s, u"name_en"_s, u"watermark"_s},
               u" ORDER BY expansion, position"_s, [&](const Row &r) {
                   Expansion &e = c.expansions[expansionOwners.of(r, 0)];
                   r.setRecord(e.id);
                   Edition edition;
                   edition.id = r.text(1);
                   edition.nameCs = r.text(2);
                   edition.nameEn = r.text(3);
                   edition.watermark = r.text(4);
                   e.editions << edition;
               });
    forEachRow(m_db, u"betting_tokens"_s, {u"expansion"_s, u"id"_s, u"numbers"_s, u"or_more"_s, u"copies"_s},
               u" ORDER BY expansion, position"_s, [&](const Row &r) {
                   Expansion &e = c.expansions[expansionOwners.of(r, 0)];
                   BettingToken t;
                   t.id = r.text(1);
                   r.setRecord(u"%1 %2"_s.arg(e.id, t.id));
                   t.numbers = numberList(r, 2, Limits::MaxTokenNumber);
                   t.orMore = r.flag(3);
                   t.copies = r.integer(4, 0, Limits::MaxTokenNumber);
                   e.bettingTokens << t;
               });

    forEachRow(m_db, u"watermarks"_s, {u"id"_s, u"name_cs"_s, u"name_en"_s}, u" ORDER BY position"_s,
               [&](const Row &r) {
                   c.watermarks << Watermark {r.text(0), r.text(1), r.text(2)};
               });
    forEachRow(m_db, u"backs"_s, {u"id"_s, u"name_cs"_s, u"name_en"_s, u"colour"_s}, u" ORDER BY position"_s,
               [&](const Row &r) {
                   TileBack b {r.text(0), r.text(1), r.text(2), QColor()};
                   if (!r.isNull(3)) {
                       const QString colour = r.text(3);
                       b.colour = QColor::fromString(colour);
                       if (!b.colour.isValid())
                           r.bad(3, Text::tr("bad colour \"%1\"").arg(colour));
                   }
                   c.backs << b;
               });

    readTiles(c);

    forEachRow(m_db, u"extras"_s, {u"name"_s, u"value"_s}, u" ORDER BY name"_s,
               [&](const Row &r) { contents.extras.insert(r.text(0), r.blob(1)); });
    readDosRios(contents);
    return contents;
}

// The Dos Rios pieces: in the tables of schema step 3, or, in a file written
// before them, as the JSON text of the extra DosRiosExtra.
void Reader::readDosRios(KrajinaFileContents &contents)
{
    using namespace DosRios;
    PieceSet set;
    const QStringList hexColumns {u"q"_s, u"r"_s, u"terrain"_s, u"crop"_s, u"river"_s, u"outflows"_s};
    const QStringList materialColumns {
        u"status"_s, u"note"_s,         u"farmers_per_player"_s, u"farms_per_player"_s, u"haciendas_per_player"_s,
        u"dams"_s,   u"river_pieces"_s, u"wood_at_start"_s,      u"farm_cost"_s,        u"hacienda_cost"_s};
    int rows = 0;
    forEachRow(m_db, u"dos_rios_pieces"_s, materialColumns, u" ORDER BY position"_s, [&](const Row &r) {
        checkRowCount(r, rows++, 1);
        set.status = r.text(0);
        set.note = r.text(1);
        Material &m = set.material;
        const std::array<int *, 8> counts {
            &m.farmersPerPlayer, &m.farmsPerPlayer, &m.haciendasPerPlayer, &m.dams,
            &m.riverPieces,      &m.woodAtStart,    &m.farmCost,           &m.haciendaCost};
        for (std::size_t i = 0; i < counts.size(); ++i)
            *counts[i] = r.integer(int(i) + 2, 0, Limits::MaxMaterial);
    });

    Owners frameOwners;
    forEachRow(m_db, u"dos_rios_frame"_s, {u"position"_s, u"id"_s, u"name_cs"_s, u"name_en"_s}, u" ORDER BY position"_s,
               [&](const Row &r) {
                   checkRowCount(r, set.frame.size(), Limits::MaxBoardHexes);
                   frameOwners.add(r.key(0), set.frame.size());
                   FramePiece piece;
                   piece.id = r.text(1);
                   r.setRecord(piece.id);
                   piece.nameCs = r.text(2);
                   piece.nameEn = r.text(3);
                   set.frame << piece;
               });
    QList<QSet<qint64>> frameSeen(set.frame.size());
    forEachRow(m_db, u"dos_rios_frame_hexes"_s, QStringList {u"piece"_s} + hexColumns, u" ORDER BY piece, position"_s,
               [&](const Row &r) {
                   const qsizetype index = frameOwners.of(r, 0);
                   FramePiece &piece = set.frame[index];
                   r.setRecord(piece.id);
                   checkRowCount(r, piece.hexes.size(), Limits::MaxBoardHexes);
                   const HexCell cell = hexCell(r, 1);
                   const qint64 key = (qint64(cell.at.q) << 32) | quint32(cell.at.r);
                   if (frameSeen[index].contains(key))
                       r.bad(1, Text::tr("hex %1 appears twice in the piece").arg(hexText(cell.at)));
                   frameSeen[index].insert(key);
                   piece.hexes << cell;
               });

    forEachRow(m_db, u"dos_rios_slots"_s, {u"q1"_s, u"r1"_s, u"q2"_s, u"r2"_s, u"q3"_s, u"r3"_s},
               u" ORDER BY position"_s, [&](const Row &r) {
                   checkRowCount(r, set.slots.size(), Limits::MaxBoardHexes);
                   std::array<Hex, 3> slot;
                   for (int k = 0; k < 3; ++k)
                       slot[std::size_t(k)]
                           = {r.integer(2 * k, -Limits::MaxHexCoordinate, Limits::MaxHexCoordinate),
                              r.integer(2 * k + 1, -Limits::MaxHexCoordinate, Limits::MaxHexCoordinate)};
                   set.slots << slot;
               });

    Owners tileOwners;
    forEachRow(m_db, u"dos_rios_tiles"_s, {u"position"_s, u"id"_s, u"name_cs"_s, u"name_en"_s}, u" ORDER BY position"_s,
               [&](const Row &r) {
                   checkRowCount(r, set.tiles.size(), Limits::MaxBoardHexes);
                   tileOwners.add(r.key(0), set.tiles.size());
                   LandTile tile;
                   tile.id = r.text(1);
                   r.setRecord(tile.id);
                   tile.nameCs = r.text(2);
                   tile.nameEn = r.text(3);
                   set.tiles << tile;
               });
    QList<int> tileHexCount(set.tiles.size(), 0);
    forEachRow(
        m_db, u"dos_rios_tile_hexes"_s, QStringList {u"tile"_s, u"position"_s} + hexColumns,
        u" ORDER BY tile, position"_s, [&](const Row &r) {
            const qsizetype index = tileOwners.of(r, 0);
            LandTile &tile = set.tiles[index];
            r.setRecord(tile.id);
            const int position = r.integer(1, 0, 2);
            if (position != tileHexCount[index])
                r.bad(
                    1,
                    Text::tr("expected hex %1 of the land tile, found hex %2").arg(tileHexCount[index]).arg(position));
            tile.hexes[std::size_t(position)] = hexCell(r, 2);
            ++tileHexCount[index];
        });
    for (qsizetype i = 0; i < set.tiles.size(); ++i) {
        if (tileHexCount[i] != 3)
            throw BadRecord {badRecordText(u"dos_rios_tiles"_s, i + 1, set.tiles[i].id, u"position"_s,
                                           Text::tr("a land tile has 3 hexes, not %1").arg(tileHexCount[i]))};
    }

    forEachRow(m_db, u"dos_rios_cards"_s, {u"id"_s, u"kind"_s, u"crop"_s, u"river"_s, u"count"_s},
               u" ORDER BY position"_s, [&](const Row &r) {
                   checkRowCount(r, set.cards.size(), Limits::MaxCardCount);
                   HarvestCard card;
                   card.id = r.text(0);
                   r.setRecord(card.id);
                   card.kind = known(cardKindFromName(r.text(1)), r, 1);
                   card.crop = known(cropFromName(r.text(2)), r, 2);
                   card.river = known(riverFromName(r.text(3)), r, 3);
                   card.count = r.integer(4, 0, Limits::MaxCardCount);
                   set.cards << card;
               });

    readDosRiosLayout(set);

    if (contents.extras.contains(DosRiosExtra)) {
        if (set != PieceSet())
            throw BadRecord {
                Text::tr("the Dos Rios pieces are both in their tables and in the extra %1").arg(DosRiosExtra)};
        const QString error = pieceSetFromJson(contents.extras.take(DosRiosExtra), DosRiosExtra, set);
        if (!error.isEmpty())
            throw SqlFailure {error, {}};
    }
    contents.catalogue.dosRios = std::move(set);
}

void Reader::readDosRiosLayout(DosRios::PieceSet &set)
{
    using namespace DosRios;
    const QString table = u"dos_rios_layout"_s;
    std::optional<BoardLayout> layout;
    forEachRow(
        m_db, table, {u"seed"_s, u"outflow_rio_grande"_s, u"outflow_rio_moreno"_s}, u" ORDER BY position"_s,
        [&](const Row &r) {
            checkRowCount(r, layout ? 1 : 0, 1);
            layout.emplace();
            if (!r.isNull(0)) {
                const QString seed = r.text(0);
                const bool digits = !seed.isEmpty()
                    && std::all_of(seed.cbegin(), seed.cend(), [](QChar c) { return c >= u'0' && c <= u'9'; });
                bool ok = false;
                layout->seed = seed.toULongLong(&ok);
                if (!digits || !ok)
                    r.bad(0, Text::tr("expected a seed as a string of digits, found \"%1\"").arg(seed));
            }
            for (const River river : {River::Grande, River::Moreno}) {
                const int column = 1 + int(river);
                const int outflow = r.integer(column, 0, SideCount - 1);
                if (outflow > 0 && outflow >= springOutflows(set, river))
                    r.bad(column,
                          Text::tr("the spring of %1 has no outflow %2").arg(TerrainText::river(river)).arg(outflow));
                layout->outflow[int(river)] = outflow;
            }
        });
    // Rows of a layout whose row in dos_rios_layout is missing make a layout of their own.
    const auto layoutRow = [&]() -> BoardLayout & {
        if (!layout)
            layout.emplace();
        return *layout;
    };
    forEachRow(m_db, u"dos_rios_layout_slots"_s, {u"position"_s, u"tile"_s, u"turn"_s}, u" ORDER BY position"_s,
               [&](const Row &r) {
                   BoardLayout &l = layoutRow();
                   checkRowCount(r, l.tiles.size(), Limits::MaxBoardHexes);
                   l.tiles << r.text(1);
                   l.turns << r.integer(2, 0, LandTileTurns - 1);
               });
    for (const bool dams : {true, false}) {
        forEachRow(m_db, dams ? u"dos_rios_dams"_s : u"dos_rios_choices"_s, {u"position"_s, u"q"_s, u"r"_s, u"side"_s},
                   u" ORDER BY position"_s, [&](const Row &r) {
                       QList<HexSide> &sides = dams ? layoutRow().dams : layoutRow().choices;
                       checkRowCount(r, sides.size(), qsizetype(Limits::MaxBoardHexes) * SideCount);
                       sides << hexSide(r, 1);
                   });
    }
    if (!layout)
        return;
    for (HexSide &dam : layout->dams)
        dam = normalised(dam);
    std::sort(layout->dams.begin(), layout->dams.end());
    Board board;
    if (const QString problem = boardFromLayout(set, *layout, board); !problem.isEmpty())
        throw BadRecord {Text::tr("table %1: %2").arg(u"dos_rios_layout_slots"_s, problem)};
    set.layout = std::move(layout);
}

void Reader::readTiles(Catalogue &c)
{
    Owners tileOwners;
    RepeatedText nameCs, nameEn, expansion, watermark, back, art, jczId, note;
    forEachRow(m_db, u"tiles"_s,
               {u"position"_s, u"id"_s, u"name_cs"_s, u"name_en"_s, u"expansion"_s, u"count"_s, u"watermark"_s,
                u"back"_s, u"width"_s, u"height"_s, u"art"_s, u"jcz_id"_s, u"status"_s, u"note"_s},
               u" ORDER BY position"_s, [&](const Row &r) {
                   tileOwners.add(r.key(0), c.tiles.size());
                   TileDefinition t;
                   t.id = r.text(1);
                   r.setRecord(t.id);
                   t.nameCs = nameCs(r.text(2));
                   t.nameEn = nameEn(r.text(3));
                   t.expansion = expansion(r.text(4));
                   t.count = r.integer(5, 0, Limits::MaxTileCount);
                   t.watermark = watermark(r.text(6));
                   t.back = back(r.text(7));
                   t.size = QSize(r.integer(8, 1, Limits::MaxTileCells), r.integer(9, 1, Limits::MaxTileCells));
                   t.art = art(r.text(10));
                   t.jczId = jczId(r.text(11));
                   t.status = known(tileStatusFromName(r.text(12)), r, 12);
                   t.note = note(r.text(13));
                   c.tiles << t;
               });

    forEachRow(m_db, u"tile_editions"_s, {u"tile"_s, u"edition"_s}, u" ORDER BY tile, position"_s,
               [&](const Row &r) { c.tiles[tileOwners.of(r, 0)].editions << r.text(1); });
    forEachRow(m_db, u"tile_edition_counts"_s, {u"tile"_s, u"edition"_s, u"count"_s}, QString(), [&](const Row &r) {
        c.tiles[tileOwners.of(r, 0)].editionCounts.insert(r.text(1), r.integer(2, 0, Limits::MaxTileCount));
    });

    if (!m_features) {
        FeatureChunk all = readFeatureChunk(m_db, {}, nullptr);
        addFeatures(c, tileOwners, all, 0);
        return;
    }
    FeatureChunk rest = readFeatureChunk(m_db, u" WHERE tile >= %1"_s.arg(m_features->below()), nullptr);
    FeatureChunk *first = m_features->result();
    FeatureChunk firstHere;
    if (!first) {
        firstHere = readFeatureChunk(m_db, m_features->where(), nullptr);
        first = &firstHere;
    }
    addFeatures(c, tileOwners, *first, 0);
    if (first->complete)
        addFeatures(c, tileOwners, rest, first->rows.size());
}

} // namespace Krajina::Sqlite
