// SPDX-FileCopyrightText: 2026 Krajina contributors
// SPDX-License-Identifier: GPL-3.0-or-later

// One file for the .krajina format (SQLite): its reader and writer share the format's names,
// limits and tables, and a change to the format touches both, so they stay
// together, past 800 lines.

#include "sqlitestore.h"

#include "engine/dosrios/dosriosjson.h"
#include "inputfile.h"
#include "inputlimits.h"
#include "repeatedtext.h"
#include "savetarget.h"
#include "sqliteguard.h"

#include <QCoreApplication>
#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QHash>
#include <QRegularExpression>
#include <QSqlDatabase>
#include <QSqlError>
#include <QSqlQuery>
#include <QTemporaryFile>
#include <QUrl>

#include <algorithm>
#include <atomic>
#include <filesystem>
#include <optional>
#include <thread>

#ifdef Q_OS_UNIX
#include <fcntl.h>
#include <sys/file.h>
#include <unistd.h>
#endif

using namespace Qt::StringLiterals;

namespace Krajina {

namespace {

// The Dos Rios pieces travel as their JSON text in the extras table.
const QString DosRiosExtra = u"dos-rios/pieces"_s;

// Migration N brings a file from schema version N-1 to N. Never edit a step
// that has shipped; add a new one.
const QList<QStringList> &migrations()
{
    static const QList<QStringList> steps = {
        // 1: the catalogue. Rows keep their list order in `position`; ids are
        // not unique keys because a catalogue being edited may hold duplicates
        // (the lint reports them).
        {
            u"CREATE TABLE games (position INTEGER PRIMARY KEY, id TEXT NOT NULL, name_cs TEXT NOT NULL,"
            " name_en TEXT NOT NULL, board TEXT NOT NULL)"_s,
            u"CREATE TABLE expansions (position INTEGER PRIMARY KEY, id TEXT NOT NULL, game TEXT NOT NULL,"
            " name_cs TEXT NOT NULL, name_en TEXT NOT NULL, published_total INTEGER NOT NULL,"
            " default_back TEXT NOT NULL, note TEXT NOT NULL, start_tile TEXT NOT NULL)"_s,
            u"CREATE TABLE editions (expansion INTEGER NOT NULL REFERENCES expansions(position),"
            " position INTEGER NOT NULL, id TEXT NOT NULL, name_cs TEXT NOT NULL, name_en TEXT NOT NULL,"
            " watermark TEXT NOT NULL, PRIMARY KEY (expansion, position))"_s,
            u"CREATE TABLE betting_tokens (expansion INTEGER NOT NULL REFERENCES expansions(position),"
            " position INTEGER NOT NULL, id TEXT NOT NULL, numbers TEXT NOT NULL, or_more INTEGER NOT NULL,"
            " copies INTEGER NOT NULL, PRIMARY KEY (expansion, position))"_s,
            u"CREATE TABLE watermarks (position INTEGER PRIMARY KEY, id TEXT NOT NULL, name_cs TEXT NOT NULL,"
            " name_en TEXT NOT NULL)"_s,
            u"CREATE TABLE backs (position INTEGER PRIMARY KEY, id TEXT NOT NULL, name_cs TEXT NOT NULL,"
            " name_en TEXT NOT NULL, colour TEXT)"_s,
            u"CREATE TABLE tiles (position INTEGER PRIMARY KEY, id TEXT NOT NULL, name_cs TEXT NOT NULL,"
            " name_en TEXT NOT NULL, expansion TEXT NOT NULL, count INTEGER NOT NULL, watermark TEXT NOT NULL,"
            " back TEXT NOT NULL, width INTEGER NOT NULL, height INTEGER NOT NULL, art TEXT NOT NULL,"
            " jcz_id TEXT NOT NULL, status TEXT NOT NULL, note TEXT NOT NULL)"_s,
            u"CREATE TABLE tile_editions (tile INTEGER NOT NULL REFERENCES tiles(position),"
            " position INTEGER NOT NULL, edition TEXT NOT NULL, PRIMARY KEY (tile, position))"_s,
            u"CREATE TABLE tile_edition_counts (tile INTEGER NOT NULL REFERENCES tiles(position),"
            " edition TEXT NOT NULL, count INTEGER NOT NULL, PRIMARY KEY (tile, edition))"_s,
            u"CREATE TABLE features (tile INTEGER NOT NULL REFERENCES tiles(position), position INTEGER NOT NULL,"
            " type TEXT NOT NULL, locations TEXT NOT NULL, cell INTEGER NOT NULL, pennants INTEGER NOT NULL,"
            " cities TEXT NOT NULL, pig_herd INTEGER NOT NULL, inn INTEGER NOT NULL, crossing TEXT NOT NULL,"
            " river_role TEXT NOT NULL, crop_circle TEXT NOT NULL, PRIMARY KEY (tile, position))"_s,
        },
        // 2: named parts of the document that the catalogue does not model
        // (rulebook pages), so that later versions can add them without a
        // schema change.
        {
            u"CREATE TABLE extras (name TEXT PRIMARY KEY, value BLOB NOT NULL)"_s,
        },
    };
    return steps;
}

// An SQL failure, carrying SQLite's words and error code.
struct SqlFailure
{
    QString text;
    QString code;
};

// SQLite's own sentence, without the Qt driver's ("Unable to fetch row") after it.
QString sqliteText(const QSqlError &error)
{
    return error.databaseText().isEmpty() ? error.text() : error.databaseText();
}

SqlFailure failureOf(const QSqlError &error)
{
    return {sqliteText(error), error.nativeErrorCode()};
}

// One QSQLITE connection with a name of its own, removed again on destruction.
class Connection
{
public:
    Connection(const QString &path, bool readOnly, bool immutable = false)
        : m_name(u"krajina-sqlitestore-%1"_s.arg(s_counter.fetch_add(1)))
    {
        QSqlDatabase db = QSqlDatabase::addDatabase(u"QSQLITE"_s, m_name);
        if (immutable) {
            db.setDatabaseName(QUrl::fromLocalFile(QFileInfo(path).absoluteFilePath()).toString(QUrl::FullyEncoded)
                               + u"?immutable=1"_s);
            db.setConnectOptions(u"QSQLITE_OPEN_READONLY;QSQLITE_OPEN_URI"_s);
        } else {
            db.setDatabaseName(path);
            if (readOnly)
                db.setConnectOptions(u"QSQLITE_OPEN_READONLY"_s);
        }
        if (!db.isValid())
            m_error = SqliteStore::tr("the SQLite driver of Qt (QSQLITE) is not available");
        else if (!db.open())
            m_error = sqliteText(db.lastError());
        else
            SqliteGuard::harden(db, readOnly ? stepBudget(path) : 0);
    }
    ~Connection()
    {
        {
            QSqlDatabase db = QSqlDatabase::database(m_name, false);
            SqliteGuard::release(db);
            db.close();
        }
        QSqlDatabase::removeDatabase(m_name);
    }
    Connection(const Connection &) = delete;
    Connection &operator=(const Connection &) = delete;

    QSqlDatabase db() const { return QSqlDatabase::database(m_name, false); }
    QString error() const { return m_error; }

    static qint64 stepBudget(const QString &path)
    {
        return SqliteGuard::BaseStepBudget + SqliteGuard::StepsPerByte * QFileInfo(path).size();
    }

private:
    static inline std::atomic<int> s_counter = 0;
    QString m_name;
    QString m_error;
};

QSqlQuery exec(const QSqlDatabase &db, const QString &sql)
{
    SqliteGuard::startStatement(db);
    QSqlQuery query(db);
    query.setForwardOnly(true);
    if (!query.exec(sql))
        throw failureOf(query.lastError());
    return query;
}

QVariant pragma(const QSqlDatabase &db, const QString &name)
{
    QSqlQuery query = exec(db, u"PRAGMA "_s + name);
    return query.next() ? query.value(0) : QVariant();
}

// The statements that make the schema of `version`.
QStringList schemaStatements(int version)
{
    QStringList statements;
    for (int v = 1; v <= version; ++v)
        statements << migrations().at(v - 1);
    return statements;
}

void applyMigrations(const QSqlDatabase &db, int fromVersion, int toVersion)
{
    for (int version = fromVersion + 1; version <= toVersion; ++version) {
        for (const QString &statement : migrations().at(version - 1))
            exec(db, statement);
    }
    exec(db, u"PRAGMA application_id = %1"_s.arg(SqliteStore::ApplicationId));
    exec(db, u"PRAGMA user_version = %1"_s.arg(toVersion));
}

QString joinNumbers(const QList<int> &numbers)
{
    QStringList parts;
    for (int n : numbers)
        parts << QString::number(n);
    return parts.join(u' ');
}

std::optional<QList<int>> splitNumbers(const QString &value)
{
    QList<int> numbers;
    if (value.isEmpty())
        return numbers;
    for (QStringView part : QStringView(value).split(u' ', Qt::SkipEmptyParts)) {
        bool ok = false;
        numbers << part.toInt(&ok);
        if (!ok)
            return std::nullopt;
    }
    return numbers;
}

class Writer
{
public:
    explicit Writer(const QSqlDatabase &db)
        : m_db(db)
    {
    }

    bool write(const KrajinaFileContents &contents, const SqliteStore::Progress &progress)
    {
        const Catalogue &c = contents.catalogue;
        QSqlQuery games = prepare(u"INSERT INTO games VALUES (?, ?, ?, ?, ?)"_s);
        for (qsizetype i = 0; i < c.games.size(); ++i) {
            const Game &g = c.games.at(i);
            run(games, {i, g.id, g.nameCs, g.nameEn, boardKindName(g.board)});
        }

        QSqlQuery expansions = prepare(u"INSERT INTO expansions VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)"_s);
        QSqlQuery editions = prepare(u"INSERT INTO editions VALUES (?, ?, ?, ?, ?, ?)"_s);
        QSqlQuery tokens = prepare(u"INSERT INTO betting_tokens VALUES (?, ?, ?, ?, ?, ?)"_s);
        for (qsizetype i = 0; i < c.expansions.size(); ++i) {
            const Expansion &e = c.expansions.at(i);
            run(expansions,
                {i, e.id, e.game, e.nameCs, e.nameEn, e.publishedTotal, e.defaultBack, e.note, e.startTile});
            for (qsizetype j = 0; j < e.editions.size(); ++j) {
                const Edition &ed = e.editions.at(j);
                run(editions, {i, j, ed.id, ed.nameCs, ed.nameEn, ed.watermark});
            }
            for (qsizetype j = 0; j < e.bettingTokens.size(); ++j) {
                const BettingToken &t = e.bettingTokens.at(j);
                run(tokens, {i, j, t.id, joinNumbers(t.numbers), int(t.orMore), t.copies});
            }
        }

        QSqlQuery watermarks = prepare(u"INSERT INTO watermarks VALUES (?, ?, ?, ?)"_s);
        for (qsizetype i = 0; i < c.watermarks.size(); ++i) {
            const Watermark &w = c.watermarks.at(i);
            run(watermarks, {i, w.id, w.nameCs, w.nameEn});
        }
        QSqlQuery backs = prepare(u"INSERT INTO backs VALUES (?, ?, ?, ?, ?)"_s);
        for (qsizetype i = 0; i < c.backs.size(); ++i) {
            const TileBack &b = c.backs.at(i);
            const QVariant colour = b.colour.isValid() ? QVariant(b.colour.name(QColor::HexArgb)) : QVariant();
            run(backs, {i, b.id, b.nameCs, b.nameEn, colour});
        }

        QSqlQuery tiles = prepare(u"INSERT INTO tiles VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)"_s);
        QSqlQuery tileEditions = prepare(u"INSERT INTO tile_editions VALUES (?, ?, ?)"_s);
        QSqlQuery editionCounts = prepare(u"INSERT INTO tile_edition_counts VALUES (?, ?, ?)"_s);
        QSqlQuery features = prepare(u"INSERT INTO features VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)"_s);
        const int total = int(c.tiles.size());
        for (int i = 0; i < total; ++i) {
            const TileDefinition &t = c.tiles.at(i);
            run(tiles,
                {i, t.id, t.nameCs, t.nameEn, t.expansion, t.count, t.watermark, t.back, t.size.width(),
                 t.size.height(), t.art, t.jczId, tileStatusName(t.status), t.note});
            for (qsizetype j = 0; j < t.editions.size(); ++j)
                run(tileEditions, {i, j, t.editions.at(j)});
            for (auto it = t.editionCounts.cbegin(); it != t.editionCounts.cend(); ++it)
                run(editionCounts, {i, it.key(), it.value()});
            for (qsizetype j = 0; j < t.features.size(); ++j) {
                const Feature &f = t.features.at(j);
                run(features,
                    {i, j, featureTypeName(f.type), f.locations.toString(), f.cell, f.pennants, joinNumbers(f.cities),
                     int(f.pigHerd), int(f.inn), crossingName(f.crossing), riverRoleName(f.riverRole),
                     cropCircleTypeName(f.cropCircle)});
            }
            if (progress && !progress(i + 1, total))
                return false;
        }

        QSqlQuery extras = prepare(u"INSERT INTO extras VALUES (?, ?)"_s);
        for (auto it = contents.extras.cbegin(); it != contents.extras.cend(); ++it)
            run(extras, {it.key(), it.value().isNull() ? QByteArray("") : it.value()});
        if (!contents.catalogue.dosRios.isEmpty() && !contents.extras.contains(DosRiosExtra))
            run(extras, {DosRiosExtra, DosRios::pieceSetText(contents.catalogue.dosRios)});
        return true;
    }

private:
    QSqlQuery prepare(const QString &sql)
    {
        QSqlQuery query(m_db);
        if (!query.prepare(sql))
            throw failureOf(query.lastError());
        return query;
    }
    static void run(QSqlQuery &query, const QVariantList &values)
    {
        for (qsizetype i = 0; i < values.size(); ++i) {
            const QVariant &value = values.at(i);
            // Text columns are NOT NULL, and a null QString binds as NULL.
            const bool nullText = value.typeId() == QMetaType::QString && value.toString().isNull();
            query.bindValue(int(i), nullText ? QVariant(u""_s) : value);
        }
        if (!query.exec())
            throw failureOf(query.lastError());
    }

    QSqlDatabase m_db;
};

// A value in the file that Krajina cannot make sense of, with the record it is in.
struct BadRecord
{
    QString text;
};

// The same found by a reader that does not know the record yet (the features
// read beside the tiles): the message is made when the tiles are known.
struct DeferredBad
{
    qint64 row;
    int column;
    QString problem;
};

QString badRecordText(const QString &table, qint64 row, const QString &record, const QString &column,
                      const QString &problem)
{
    const QString place = record.isEmpty() ? QString::number(row) : u"%1 (%2)"_s.arg(row).arg(record);
    return SqliteStore::tr("table %1, row %2, column %3: %4").arg(table, place, column, problem);
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
            bad(column, SqliteStore::tr("expected text, found %1").arg(shown(v)));
        const QString value = v.toString();
        if (!QStringView(value).isValidUtf16())
            bad(column, SqliteStore::tr("the text is not valid Unicode"));
        return value;
    }

    int integer(int column, qint64 min, qint64 max) const
    {
        const QVariant v = m_query.value(column);
        const bool whole = !v.isNull() && (v.typeId() == QMetaType::LongLong || v.typeId() == QMetaType::Int);
        if (!whole || v.toLongLong() < min || v.toLongLong() > max)
            bad(column,
                SqliteStore::tr("expected a whole number from %1 to %2, found %3").arg(min).arg(max).arg(shown(v)));
        return int(v.toLongLong());
    }

    qint64 key(int column) const { return integer64(column); }

    bool flag(int column) const { return integer(column, 0, 1) != 0; }

    QByteArray blob(int column) const
    {
        const QVariant v = m_query.value(column);
        if (v.isNull())
            bad(column, SqliteStore::tr("expected data, found NULL"));
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
            bad(column, SqliteStore::tr("expected a whole number, found %1").arg(shown(v)));
        return v.toLongLong();
    }

    static QString shown(const QVariant &v)
    {
        if (v.isNull())
            return u"NULL"_s;
        if (v.typeId() == QMetaType::QString)
            return u"'%1'"_s.arg(v.toString().left(40));
        if (v.typeId() == QMetaType::QByteArray)
            return SqliteStore::tr("a blob");
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
    static QString missing(qint64 key) { return SqliteStore::tr("refers to a missing row %1").arg(key); }

private:
    QHash<qint64, qsizetype> m_index;
};

// Space-separated whole numbers from 0 to `max`.
QList<int> numberList(const Row &r, int column, int max)
{
    const QString value = r.text(column);
    const auto numbers = splitNumbers(value);
    if (!numbers || std::any_of(numbers->cbegin(), numbers->cend(), [max](int n) { return n < 0 || n > max; }))
        r.bad(column, SqliteStore::tr("expected whole numbers from 0 to %1, found \"%2\"").arg(max).arg(value));
    return *numbers;
}

template<typename T>
T known(const std::optional<T> &value, const Row &r, int column)
{
    if (!value)
        r.bad(column, SqliteStore::tr("unknown value \"%1\"").arg(r.text(column)));
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

// The features of the tiles in one range of keys, in file order, with the
// first bad value among them. A big file's features are read in two such
// chunks at once, on two connections; the tiles they belong to are known
// only when both are read (see addFeatures()).
struct FeatureChunk
{
    struct Read
    {
        qint64 tile;
        Feature feature;
    };
    QList<Read> rows;
    std::optional<DeferredBad> bad;
    std::optional<qint64> badTile; // the tile key of the bad row, when it was read
    std::exception_ptr failure; // the query could not run
    bool complete = true; // false when SQLite stopped before the last row
};

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
            record = SqliteStore::tr("%1, feature %2").arg(t.id).arg(t.features.size() + 1);
        }
        throw BadRecord {badRecordText(FeaturesTable, badRow, record, featureColumns().value(chunk.bad->column),
                                       chunk.bad->problem)};
    }
    if (chunk.failure)
        std::rethrow_exception(chunk.failure);
}

// Where a big file's features are split between two readers: the tile key
// below which the first reader reads, so that both finish at about the same
// time. Nothing when the file is small or its keys are not all whole numbers
// (then one reader reads every feature).
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

// Reads the features of the tiles below a key on a thread and a connection
// of its own while the caller reads the rest of the file.
class FeatureWorker
{
public:
    FeatureWorker(const QString &path, bool immutable, qint64 below)
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
    ~FeatureWorker()
    {
        m_cancel = true;
        if (m_thread.joinable())
            m_thread.join();
    }
    FeatureWorker(const FeatureWorker &) = delete;
    FeatureWorker &operator=(const FeatureWorker &) = delete;

    qint64 below() const { return m_below; }
    QString where() const { return u" WHERE tile < %1"_s.arg(m_below); }

    // The chunk, once read; null when the thread could not open the file (then the caller reads it).
    FeatureChunk *result()
    {
        if (m_thread.joinable())
            m_thread.join();
        return m_read ? &m_chunk : nullptr;
    }

private:
    qint64 m_below;
    std::atomic<bool> m_cancel = false;
    bool m_read = false;
    FeatureChunk m_chunk;
    std::thread m_thread; // last, so that it starts after the members it uses
};

class Reader
{
public:
    // `features`, when given, reads the first part of the features meanwhile.
    Reader(const QSqlDatabase &db, FeatureWorker *features)
        : m_db(db)
        , m_features(features)
    {
    }

    KrajinaFileContents read()
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
                           r.bad(3, SqliteStore::tr("unknown board \"%1\"").arg(board));
                       c.games << g;
                   });

        Owners expansionOwners;
        forEachRow(m_db, u"expansions"_s,
                   {u"position"_s, u"id"_s, u"game"_s, u"name_cs"_s, u"name_en"_s, u"published_total"_s,
                    u"default_back"_s, u"note"_s, u"start_tile"_s},
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
                               r.bad(3, SqliteStore::tr("bad colour \"%1\"").arg(colour));
                       }
                       c.backs << b;
                   });

        readTiles(c);

        forEachRow(m_db, u"extras"_s, {u"name"_s, u"value"_s}, u" ORDER BY name"_s,
                   [&](const Row &r) { contents.extras.insert(r.text(0), r.blob(1)); });
        if (contents.extras.contains(DosRiosExtra)) {
            const QString error = DosRios::pieceSetFromJson(contents.extras.take(DosRiosExtra), DosRiosExtra,
                                                            contents.catalogue.dosRios);
            if (!error.isEmpty())
                throw SqlFailure {error, {}};
        }
        return contents;
    }

private:
    void readTiles(Catalogue &c)
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

    QSqlDatabase m_db;
    FeatureWorker *m_features;
};

// Closes and removes a temporary file unless told to keep it.
class TemporaryPath
{
public:
    explicit TemporaryPath(QString path)
        : m_path(std::move(path))
    {
    }
    ~TemporaryPath()
    {
        if (!m_path.isEmpty()) {
            QFile::remove(m_path);
            QFile::remove(m_path + u"-journal"_s);
        }
    }
    TemporaryPath(const TemporaryPath &) = delete;
    TemporaryPath &operator=(const TemporaryPath &) = delete;
    const QString &path() const { return m_path; }
    void release() { m_path.clear(); }

private:
    QString m_path;
};

// A save writes ".NAME.XXXXXX" (and SQLite may add "-journal") beside the
// target; a save killed half way leaves them. Only files of exactly that form
// are ours to remove.
QString temporaryPattern(const QString &targetName)
{
    return u"^\\.%1\\.[A-Za-z0-9]{6}(-journal)?$"_s.arg(QRegularExpression::escape(targetName));
}

// Holds an advisory lock on a file for as long as it lives, so that another
// Krajina tidying the folder can tell a save in progress from a dead one.
class SaveLock
{
public:
    explicit SaveLock(const QString &path)
    {
#ifdef Q_OS_UNIX
        m_fd = ::open(QFile::encodeName(path).constData(), O_RDWR | O_CLOEXEC);
        if (m_fd >= 0)
            ::flock(m_fd, LOCK_EX);
#else
        Q_UNUSED(path);
#endif
    }
    ~SaveLock()
    {
#ifdef Q_OS_UNIX
        if (m_fd >= 0)
            ::close(m_fd);
#endif
    }
    SaveLock(const SaveLock &) = delete;
    SaveLock &operator=(const SaveLock &) = delete;

    // Whether no live process holds the lock of `path`.
    static bool isAbandoned(const QString &path)
    {
#ifdef Q_OS_UNIX
        const int fd = ::open(QFile::encodeName(path).constData(), O_RDONLY | O_CLOEXEC);
        if (fd < 0)
            return true;
        const bool free = ::flock(fd, LOCK_EX | LOCK_NB) == 0;
        ::close(fd);
        return free;
#else
        Q_UNUSED(path);
        return true;
#endif
    }

private:
    int m_fd = -1;
};

// Removes what dead saves of `path` left beside it.
void removeDeadSaves(const QString &path)
{
    const QFileInfo target(path);
    const QDir dir = target.absoluteDir();
    const QRegularExpression ours(temporaryPattern(target.fileName()));
    const QStringList names = dir.entryList({u"."_s + target.fileName() + u".*"_s}, QDir::Files | QDir::Hidden);
    for (const QString &name : names) {
        if (!ours.match(name).hasMatch())
            continue;
        const QString file = dir.filePath(name);
        const QString database = name.endsWith(u"-journal"_s) ? file.chopped(8) : file;
        // A journal whose database is gone is dead; otherwise ask the database's lock.
        if (name.endsWith(u"-journal"_s) && QFileInfo::exists(database) && !SaveLock::isAbandoned(database))
            continue;
        if (!name.endsWith(u"-journal"_s) && !SaveLock::isAbandoned(file))
            continue;
        QFile::remove(file);
    }
}

// Reserves a fresh file name in `folder` (created empty, so that it is ours).
QString reserveTemporaryFile(const QString &templatePath, QString *error)
{
    QTemporaryFile file(templatePath);
    file.setAutoRemove(false);
    if (!file.open()) {
        *error = file.errorString();
        return {};
    }
    file.close();
    return file.fileName();
}

// One clear sentence for a damaged file; SQLite's own lines are kept for --verbose readers.
QString damaged(const QString &details)
{
    const QStringList lines = details.split(u'\n', Qt::SkipEmptyParts);
    if (lines.size() <= 1)
        return SqliteStore::tr("the file is damaged (%1)").arg(details.trimmed());
    return SqliteStore::tr("the file is damaged (SQLite found %n problem(s); the first: %1)", nullptr,
                           int(lines.size()))
        .arg(lines.constFirst().trimmed());
}

bool renameOver(const QString &from, const QString &to, QString *error)
{
    std::error_code code;
    std::filesystem::rename(QFile::encodeName(from).toStdString(), QFile::encodeName(to).toStdString(), code);
    if (code) {
        *error = QString::fromLocal8Bit(code.message());
        return false;
    }
    return true;
}

} // namespace

int SqliteStore::schemaVersion()
{
    return int(migrations().size());
}

SqliteReadResult SqliteStore::read(const QString &path)
{
    SqliteReadResult result;
    auto fail = [&](const QString &problem) {
        result.error = SqliteStore::tr("%1: %2").arg(path, problem);
        return result;
    };

    if (const QString problem = regularFileProblem(path); !problem.isEmpty()) {
        result.error = problem;
        return result;
    }
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly))
        return fail(SqliteStore::tr("cannot open: %1").arg(file.errorString()));
    const QByteArray header = file.read(100);
    const qint64 size = file.size();
    file.close();
    if (size > Limits::MaxDocumentBytes)
        return fail(SqliteStore::tr("the file is larger than %1 MiB, the most Krajina reads")
                        .arg(Limits::MaxDocumentBytes / (1024 * 1024)));
    if (header.isEmpty())
        return fail(SqliteStore::tr("not a Krajina catalogue: the file is empty"));
    if (!header.startsWith(QByteArray("SQLite format 3\0", 16)))
        return fail(SqliteStore::tr("not a Krajina catalogue: not an SQLite database (or damaged)"));

    removeDeadSaves(path);
    // A journal left by a writer that died ("hot") must be rolled back before
    // the file can be read; SQLite does that on the first read by a connection
    // that may write. Without write access, say what to do.
    const QString journal = path + u"-journal"_s;
    if (QFileInfo(journal).size() > 0) {
        if (!QFileInfo(path).isWritable() || !QFileInfo(QFileInfo(path).absolutePath()).isWritable())
            return fail(SqliteStore::tr("a program writing this file stopped half way and left %1 beside it; open "
                                        "the file once where you may write to it (Krajina then finishes the repair), "
                                        "or ask its owner to")
                            .arg(QFileInfo(journal).fileName()));
        try {
            Connection repair(path, false);
            if (repair.error().isEmpty())
                pragma(repair.db(), u"schema_version"_s);
        } catch (const SqlFailure &) {
            // reported by the read below
        }
    }
    // A file in WAL mode (header bytes 18 and 19 are 2) makes SQLite create
    // -wal and -shm files beside it even to read; with no -wal to read, open
    // it as immutable so that reading leaves nothing behind.
    const bool walMode = header.size() >= 20 && header.at(18) == 2 && header.at(19) == 2;
    const bool immutable = walMode && !QFileInfo::exists(path + u"-wal"_s);

    std::optional<QTemporaryFile> migrated;
    std::optional<FeatureWorker> features; // reads part of a big file's features on a second thread
    try {
        QString readPath = path;
        {
            Connection connection(path, true, immutable);
            if (!connection.error().isEmpty())
                return fail(SqliteStore::tr("cannot open: %1").arg(connection.error()));
            const QSqlDatabase db = connection.db();
            const int applicationId = pragma(db, u"application_id"_s).toInt();
            const int version = pragma(db, u"user_version"_s).toInt();
            if (applicationId != ApplicationId)
                return fail(SqliteStore::tr("not a Krajina catalogue: an SQLite database of another program"));
            if (version > schemaVersion()) {
                return fail(
                    SqliteStore::tr(
                        "written by a newer version of Krajina (file schema version %1, this version reads up to "
                        "%2); please update Krajina")
                        .arg(version)
                        .arg(schemaVersion()));
            }
            if (version < 1)
                return fail(SqliteStore::tr("not a Krajina catalogue: unknown schema version %1").arg(version));
            // Before anything reads a table: a view or trigger in the file is a query SQLite would run.
            QString schemaError;
            const QString schema = SqliteGuard::schemaProblem(db, schemaStatements(version), &schemaError);
            if (!schemaError.isEmpty())
                throw SqlFailure {schemaError, {}};
            if (!schema.isEmpty())
                return fail(SqliteStore::tr("refused: %1 (Krajina reads only files with exactly the tables it writes)")
                                .arg(schema));
            // The features are read while the file is checked (the result counts only if it is sound).
            if (version == schemaVersion()) {
                if (const std::optional<qint64> split = featureSplit(db))
                    features.emplace(path, immutable, *split);
            }
            const QString check = pragma(db, u"quick_check"_s).toString();
            if (check != u"ok")
                return fail(damaged(check));

            if (version < schemaVersion()) {
                // Migrate a copy: reading must never change the user's file.
                migrated.emplace(QDir::temp().filePath(u"krajina-migrate-XXXXXX.krajina"_s));
                if (!migrated->open())
                    return fail(SqliteStore::tr("cannot make a copy to upgrade: %1").arg(migrated->errorString()));
                QFile original(path);
                if (!original.open(QIODevice::ReadOnly))
                    return fail(SqliteStore::tr("cannot open: %1").arg(original.errorString()));
                migrated->write(original.readAll());
                migrated->flush();
                readPath = migrated->fileName();
                Connection upgrade(readPath, false);
                if (!upgrade.error().isEmpty())
                    return fail(SqliteStore::tr("cannot upgrade: %1").arg(upgrade.error()));
                QSqlDatabase udb = upgrade.db();
                udb.transaction();
                applyMigrations(udb, version, schemaVersion());
                if (!udb.commit())
                    return fail(SqliteStore::tr("cannot upgrade: %1").arg(sqliteText(udb.lastError())));
            }
        }
        Connection connection(readPath, true, immutable && readPath == path);
        if (!connection.error().isEmpty())
            return fail(SqliteStore::tr("cannot open: %1").arg(connection.error()));
        if (!features) {
            if (const std::optional<qint64> split = featureSplit(connection.db()))
                features.emplace(readPath, immutable && readPath == path, *split);
        }
        result.contents = Reader(connection.db(), features ? &*features : nullptr).read();
    } catch (const SqlFailure &failure) {
        if (failure.code == u"26") // SQLITE_NOTADB
            return fail(SqliteStore::tr("not a Krajina catalogue: the file starts like an SQLite database but is not "
                                        "one (damaged, or another kind of file)"));
        if (failure.code == u"9") // SQLITE_INTERRUPT: a statement spent its step budget
            return fail(SqliteStore::tr("refused: reading the file took SQLite far more work than a file of its size "
                                        "needs (more than %n million steps for one query)",
                                        nullptr, int(Connection::stepBudget(path) / 1'000'000)));
        return fail(damaged(failure.text));
    } catch (const BadRecord &record) {
        return fail(record.text);
    }
    return result;
}

bool SqliteStore::write(const QString &path, const KrajinaFileContents &contents, QString *error,
                        const Progress &progress, bool replaceReadOnly)
{
    auto fail = [&](const QString &problem) {
        if (error)
            *error = SqliteStore::tr("%1: cannot save: %2").arg(path, problem);
        return false;
    };

    const SaveTarget destination = SaveTarget::of(path);
    if (destination.readOnly && !replaceReadOnly) {
        if (error)
            *error = readOnlyRefusal(path);
        return false;
    }
    const QFileInfo target(destination.path);
    removeDeadSaves(destination.path);
    QString problem;
    TemporaryPath temporary(
        reserveTemporaryFile(target.absoluteDir().filePath(u"."_s + target.fileName() + u".XXXXXX"_s), &problem));
    if (temporary.path().isEmpty())
        return fail(problem);
    const SaveLock lock(temporary.path());

    try {
        Connection connection(temporary.path(), false);
        if (!connection.error().isEmpty())
            return fail(connection.error());
        QSqlDatabase db = connection.db();
        // The new file is thrown away if the save fails, so it needs no journal on disk.
        exec(db, u"PRAGMA journal_mode = MEMORY"_s);
        if (!db.transaction())
            return fail(sqliteText(db.lastError()));
        applyMigrations(db, 0, schemaVersion());
        if (!Writer(db).write(contents, progress)) {
            db.rollback();
            return fail(SqliteStore::tr("cancelled"));
        }
        // Qt's driver gives no error code for a failed commit: a full disk is told by its free space.
        if (!db.commit())
            return fail(writeFailureText(temporary.path(), 0, sqliteText(db.lastError())));
        if (destination.exists && destination.hardLinks > 1) {
            // Renaming would leave the other links with the old content: write the file itself.
            Connection existing(destination.path, false);
            if (!existing.error().isEmpty())
                return fail(existing.error());
            if (!SqliteGuard::copyInto(db, existing.db(), &problem))
                return fail(problem);
            return true;
        }
    } catch (const SqlFailure &failure) {
        return fail(writeFailureText(temporary.path(), 0, failure.text));
    }

    QFile::Permissions permissions = QFile::ReadOwner | QFile::WriteOwner | QFile::ReadGroup | QFile::ReadOther;
    if (destination.exists)
        permissions = modePermissions(destination.path);
    QFile::setPermissions(temporary.path(), permissions);
    if (!renameOver(temporary.path(), destination.path, &problem))
        return fail(problem);
    temporary.release();
    return true;
}

bool SqliteStore::createEmptyFile(const QString &path, int version, QString *error)
{
    QFile::remove(path);
    try {
        Connection connection(path, false);
        if (!connection.error().isEmpty()) {
            *error = connection.error();
            return false;
        }
        QSqlDatabase db = connection.db();
        db.transaction();
        applyMigrations(db, 0, version);
        if (!db.commit()) {
            *error = sqliteText(db.lastError());
            return false;
        }
    } catch (const SqlFailure &failure) {
        *error = failure.text;
        return false;
    }
    return true;
}

} // namespace Krajina
