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
#include <QSqlError>
#include <QSqlQuery>

#include <algorithm>

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
    if (contents.extras.contains(DosRiosExtra)) {
        const QString error
            = DosRios::pieceSetFromJson(contents.extras.take(DosRiosExtra), DosRiosExtra, contents.catalogue.dosRios);
        if (!error.isEmpty())
            throw SqlFailure {error, {}};
    }
    return contents;
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
