#include "sqlitestore.h"

#include <QCoreApplication>
#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QSqlDatabase>
#include <QSqlError>
#include <QSqlQuery>
#include <QTemporaryFile>

#include <atomic>
#include <filesystem>
#include <optional>

using namespace Qt::StringLiterals;

namespace Krajina {

namespace {

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

// One QSQLITE connection with a name of its own, removed again on destruction.
class Connection
{
public:
    Connection(const QString &path, bool readOnly)
        : m_name(u"krajina-sqlitestore-%1"_s.arg(s_counter.fetch_add(1)))
    {
        QSqlDatabase db = QSqlDatabase::addDatabase(u"QSQLITE"_s, m_name);
        db.setDatabaseName(path);
        if (readOnly)
            db.setConnectOptions(u"QSQLITE_OPEN_READONLY"_s);
        if (!db.isValid())
            m_error = SqliteStore::tr("the SQLite driver of Qt (QSQLITE) is not available");
        else if (!db.open())
            m_error = db.lastError().text();
    }
    ~Connection()
    {
        {
            QSqlDatabase db = QSqlDatabase::database(m_name, false);
            db.close();
        }
        QSqlDatabase::removeDatabase(m_name);
    }
    Connection(const Connection &) = delete;
    Connection &operator=(const Connection &) = delete;

    QSqlDatabase db() const { return QSqlDatabase::database(m_name, false); }
    QString error() const { return m_error; }

private:
    static inline std::atomic<int> s_counter = 0;
    QString m_name;
    QString m_error;
};

// An SQL failure, carrying the driver's words.
struct SqlFailure
{
    QString text;
};

QSqlQuery exec(const QSqlDatabase &db, const QString &sql)
{
    QSqlQuery query(db);
    query.setForwardOnly(true);
    if (!query.exec(sql))
        throw SqlFailure {query.lastError().text()};
    return query;
}

QVariant pragma(const QSqlDatabase &db, const QString &name)
{
    QSqlQuery query = exec(db, u"PRAGMA "_s + name);
    return query.next() ? query.value(0) : QVariant();
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
        return true;
    }

private:
    QSqlQuery prepare(const QString &sql)
    {
        QSqlQuery query(m_db);
        if (!query.prepare(sql))
            throw SqlFailure {query.lastError().text()};
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
            throw SqlFailure {query.lastError().text()};
    }

    QSqlDatabase m_db;
};

// A value in the file that Krajina cannot make sense of, with the record it is in.
struct BadRecord
{
    QString text;
};

class Reader
{
public:
    explicit Reader(const QSqlDatabase &db)
        : m_db(db)
    {
    }

    KrajinaFileContents read()
    {
        KrajinaFileContents contents;
        Catalogue &c = contents.catalogue;

        QSqlQuery games = exec(m_db, u"SELECT id, name_cs, name_en, board FROM games ORDER BY position"_s);
        while (games.next()) {
            Game g;
            g.id = games.value(0).toString();
            g.nameCs = games.value(1).toString();
            g.nameEn = games.value(2).toString();
            const QString board = games.value(3).toString();
            if (const std::optional<BoardKind> kind = boardKindFromName(board))
                g.board = *kind;
            else
                bad(u"games"_s, g.id, SqliteStore::tr("unknown board \"%1\"").arg(board));
            c.games << g;
        }

        QSqlQuery expansions = exec(m_db,
                                    u"SELECT position, id, game, name_cs, name_en, published_total, default_back, note,"
                                    " start_tile FROM expansions ORDER BY position"_s);
        QList<qint64> expansionKeys;
        while (expansions.next()) {
            Expansion e;
            expansionKeys << expansions.value(0).toLongLong();
            e.id = expansions.value(1).toString();
            e.game = expansions.value(2).toString();
            e.nameCs = expansions.value(3).toString();
            e.nameEn = expansions.value(4).toString();
            e.publishedTotal = expansions.value(5).toInt();
            e.defaultBack = expansions.value(6).toString();
            e.note = expansions.value(7).toString();
            e.startTile = expansions.value(8).toString();
            c.expansions << e;
        }
        QSqlQuery editions = exec(
            m_db, u"SELECT expansion, id, name_cs, name_en, watermark FROM editions ORDER BY expansion, position"_s);
        while (editions.next()) {
            Expansion &e = owner(c.expansions, expansionKeys, editions.value(0).toLongLong(), u"editions"_s);
            Edition edition;
            edition.id = editions.value(1).toString();
            edition.nameCs = editions.value(2).toString();
            edition.nameEn = editions.value(3).toString();
            edition.watermark = editions.value(4).toString();
            e.editions << edition;
        }
        QSqlQuery tokens = exec(m_db,
                                u"SELECT expansion, id, numbers, or_more, copies FROM betting_tokens"
                                " ORDER BY expansion, position"_s);
        while (tokens.next()) {
            Expansion &e = owner(c.expansions, expansionKeys, tokens.value(0).toLongLong(), u"betting_tokens"_s);
            BettingToken t;
            t.id = tokens.value(1).toString();
            const auto numbers = splitNumbers(tokens.value(2).toString());
            if (!numbers)
                bad(u"betting_tokens"_s, t.id, SqliteStore::tr("bad numbers \"%1\"").arg(tokens.value(2).toString()));
            t.numbers = *numbers;
            t.orMore = tokens.value(3).toBool();
            t.copies = tokens.value(4).toInt();
            e.bettingTokens << t;
        }

        QSqlQuery watermarks = exec(m_db, u"SELECT id, name_cs, name_en FROM watermarks ORDER BY position"_s);
        while (watermarks.next()) {
            c.watermarks << Watermark {watermarks.value(0).toString(), watermarks.value(1).toString(),
                                       watermarks.value(2).toString()};
        }
        QSqlQuery backs = exec(m_db, u"SELECT id, name_cs, name_en, colour FROM backs ORDER BY position"_s);
        while (backs.next()) {
            TileBack b {backs.value(0).toString(), backs.value(1).toString(), backs.value(2).toString(), QColor()};
            if (!backs.value(3).isNull()) {
                b.colour = QColor::fromString(backs.value(3).toString());
                if (!b.colour.isValid())
                    bad(u"backs"_s, b.id, SqliteStore::tr("bad colour \"%1\"").arg(backs.value(3).toString()));
            }
            c.backs << b;
        }

        readTiles(c);

        QSqlQuery extras = exec(m_db, u"SELECT name, value FROM extras ORDER BY name"_s);
        while (extras.next())
            contents.extras.insert(extras.value(0).toString(), extras.value(1).toByteArray());
        return contents;
    }

private:
    void readTiles(Catalogue &c)
    {
        QSqlQuery tiles = exec(m_db,
                               u"SELECT position, id, name_cs, name_en, expansion, count, watermark, back, width,"
                               " height, art, jcz_id, status, note FROM tiles ORDER BY position"_s);
        QList<qint64> tileKeys;
        while (tiles.next()) {
            TileDefinition t;
            tileKeys << tiles.value(0).toLongLong();
            t.id = tiles.value(1).toString();
            t.nameCs = tiles.value(2).toString();
            t.nameEn = tiles.value(3).toString();
            t.expansion = tiles.value(4).toString();
            t.count = tiles.value(5).toInt();
            t.watermark = tiles.value(6).toString();
            t.back = tiles.value(7).toString();
            t.size = QSize(tiles.value(8).toInt(), tiles.value(9).toInt());
            t.art = tiles.value(10).toString();
            t.jczId = tiles.value(11).toString();
            const auto status = tileStatusFromName(tiles.value(12).toString());
            if (!status)
                bad(u"tiles"_s, t.id, SqliteStore::tr("unknown status \"%1\"").arg(tiles.value(12).toString()));
            t.status = *status;
            t.note = tiles.value(13).toString();
            c.tiles << t;
        }

        QSqlQuery editions = exec(m_db, u"SELECT tile, edition FROM tile_editions ORDER BY tile, position"_s);
        while (editions.next())
            owner(c.tiles, tileKeys, editions.value(0).toLongLong(), u"tile_editions"_s).editions
                << editions.value(1).toString();
        QSqlQuery counts = exec(m_db, u"SELECT tile, edition, count FROM tile_edition_counts"_s);
        while (counts.next())
            owner(c.tiles, tileKeys, counts.value(0).toLongLong(), u"tile_edition_counts"_s)
                .editionCounts.insert(counts.value(1).toString(), counts.value(2).toInt());

        QSqlQuery features = exec(m_db,
                                  u"SELECT tile, type, locations, cell, pennants, cities, pig_herd, inn, crossing,"
                                  " river_role, crop_circle FROM features ORDER BY tile, position"_s);
        while (features.next()) {
            TileDefinition &t = owner(c.tiles, tileKeys, features.value(0).toLongLong(), u"features"_s);
            const QString record = SqliteStore::tr("%1, feature %2").arg(t.id).arg(t.features.size() + 1);
            Feature f;
            f.type = known(featureTypeFromName(features.value(1).toString()), record, SqliteStore::tr("type"),
                           features.value(1));
            f.locations = known(Location::fromString(features.value(2).toString()), record,
                                SqliteStore::tr("locations"), features.value(2));
            f.cell = features.value(3).toInt();
            f.pennants = features.value(4).toInt();
            f.cities = known(splitNumbers(features.value(5).toString()), record, SqliteStore::tr("cities"),
                             features.value(5));
            f.pigHerd = features.value(6).toBool();
            f.inn = features.value(7).toBool();
            f.crossing = known(crossingFromName(features.value(8).toString()), record, SqliteStore::tr("crossing"),
                               features.value(8));
            f.riverRole = known(riverRoleFromName(features.value(9).toString()), record, SqliteStore::tr("river role"),
                                features.value(9));
            f.cropCircle = known(cropCircleTypeFromName(features.value(10).toString()), record,
                                 SqliteStore::tr("crop circle"), features.value(10));
            t.features << f;
        }
    }

    template<typename T>
    T known(const std::optional<T> &value, const QString &record, const QString &what, const QVariant &raw)
    {
        if (!value)
            bad(u"features"_s, record, SqliteStore::tr("bad %1 \"%2\"").arg(what, raw.toString()));
        return *value;
    }

    template<typename T>
    T &owner(QList<T> &list, const QList<qint64> &keys, qint64 key, const QString &table)
    {
        const qsizetype i = keys.indexOf(key);
        if (i < 0)
            bad(table, QString::number(key), SqliteStore::tr("refers to a missing row"));
        return list[i];
    }

    [[noreturn]] static void bad(const QString &table, const QString &record, const QString &problem)
    {
        throw BadRecord {SqliteStore::tr("table %1, record \"%2\": %3").arg(table, record, problem)};
    }

    QSqlDatabase m_db;
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

    QFile file(path);
    if (!file.open(QIODevice::ReadOnly))
        return fail(SqliteStore::tr("cannot open: %1").arg(file.errorString()));
    const QByteArray header = file.read(16);
    file.close();
    if (header.isEmpty())
        return fail(SqliteStore::tr("not a Krajina catalogue: the file is empty"));
    if (header != QByteArray("SQLite format 3\0", 16))
        return fail(SqliteStore::tr("not a Krajina catalogue: not an SQLite database (or damaged)"));

    std::optional<QTemporaryFile> migrated;
    try {
        QString readPath = path;
        {
            Connection connection(path, true);
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
            const QString check = pragma(db, u"quick_check"_s).toString();
            if (check != u"ok")
                return fail(SqliteStore::tr("the file is damaged (%1)").arg(check));

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
                    return fail(SqliteStore::tr("cannot upgrade: %1").arg(udb.lastError().text()));
            }
        }
        Connection connection(readPath, true);
        if (!connection.error().isEmpty())
            return fail(SqliteStore::tr("cannot open: %1").arg(connection.error()));
        result.contents = Reader(connection.db()).read();
    } catch (const SqlFailure &failure) {
        return fail(SqliteStore::tr("the file is damaged (%1)").arg(failure.text));
    } catch (const BadRecord &record) {
        return fail(record.text);
    }
    return result;
}

bool SqliteStore::write(const QString &path, const KrajinaFileContents &contents, QString *error,
                        const Progress &progress)
{
    auto fail = [&](const QString &problem) {
        if (error)
            *error = SqliteStore::tr("%1: cannot save: %2").arg(path, problem);
        return false;
    };

    const QFileInfo target(path);
    QString problem;
    TemporaryPath temporary(
        reserveTemporaryFile(target.absoluteDir().filePath(u"."_s + target.fileName() + u".XXXXXX"_s), &problem));
    if (temporary.path().isEmpty())
        return fail(problem);

    try {
        Connection connection(temporary.path(), false);
        if (!connection.error().isEmpty())
            return fail(connection.error());
        QSqlDatabase db = connection.db();
        if (!db.transaction())
            return fail(db.lastError().text());
        applyMigrations(db, 0, schemaVersion());
        if (!Writer(db).write(contents, progress)) {
            db.rollback();
            return fail(SqliteStore::tr("cancelled"));
        }
        if (!db.commit())
            return fail(db.lastError().text());
    } catch (const SqlFailure &failure) {
        return fail(failure.text);
    }

    QFile::Permissions permissions = QFile::ReadOwner | QFile::WriteOwner | QFile::ReadGroup | QFile::ReadOther;
    if (target.exists())
        permissions = QFile::permissions(path);
    QFile::setPermissions(temporary.path(), permissions);
    if (!renameOver(temporary.path(), path, &problem))
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
            *error = db.lastError().text();
            return false;
        }
    } catch (const SqlFailure &failure) {
        *error = failure.text;
        return false;
    }
    return true;
}

} // namespace Krajina
