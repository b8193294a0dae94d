// SPDX-FileCopyrightText: 2026 Krajina contributors
// SPDX-License-Identifier: GPL-3.0-or-later

// The .krajina format (SQLite): opening, checking, migrating and saving a file.
// The rows are read by sqlitereader.cpp and written by sqlitewriter.cpp.

#include "sqlitestore.h"

#include "inputfile.h"
#include "inputlimits.h"
#include "savetarget.h"
#include "sqliteconnection.h"
#include "sqliteguard.h"
#include "sqlitereader.h"
#include "sqlitewriter.h"

#include <QCoreApplication>
#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QRegularExpression>
#include <QSqlDatabase>
#include <QSqlError>
#include <QTemporaryFile>

#include <filesystem>
#include <optional>

#ifdef Q_OS_UNIX
#include <fcntl.h>
#include <sys/file.h>
#include <unistd.h>
#endif

using namespace Qt::StringLiterals;

namespace Krajina {

using namespace Sqlite;

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
        // 3: the Dos Rios pieces in tables, as the tiles are (version 2 kept
        // them as the JSON text of the extra "dos-rios/pieces", which is still
        // read). dos_rios_pieces and dos_rios_layout hold one row at most.
        {
            u"CREATE TABLE dos_rios_pieces (position INTEGER PRIMARY KEY, status TEXT NOT NULL, note TEXT NOT NULL,"
            " farmers_per_player INTEGER NOT NULL, farms_per_player INTEGER NOT NULL,"
            " haciendas_per_player INTEGER NOT NULL, dams INTEGER NOT NULL, river_pieces INTEGER NOT NULL,"
            " wood_at_start INTEGER NOT NULL, farm_cost INTEGER NOT NULL, hacienda_cost INTEGER NOT NULL)"_s,
            u"CREATE TABLE dos_rios_frame (position INTEGER PRIMARY KEY, id TEXT NOT NULL, name_cs TEXT NOT NULL,"
            " name_en TEXT NOT NULL)"_s,
            u"CREATE TABLE dos_rios_frame_hexes (piece INTEGER NOT NULL REFERENCES dos_rios_frame(position),"
            " position INTEGER NOT NULL, q INTEGER NOT NULL, r INTEGER NOT NULL, terrain TEXT NOT NULL,"
            " crop TEXT NOT NULL, river TEXT NOT NULL, outflows TEXT NOT NULL, PRIMARY KEY (piece, position))"_s,
            u"CREATE TABLE dos_rios_slots (position INTEGER PRIMARY KEY, q1 INTEGER NOT NULL, r1 INTEGER NOT NULL,"
            " q2 INTEGER NOT NULL, r2 INTEGER NOT NULL, q3 INTEGER NOT NULL, r3 INTEGER NOT NULL)"_s,
            u"CREATE TABLE dos_rios_tiles (position INTEGER PRIMARY KEY, id TEXT NOT NULL, name_cs TEXT NOT NULL,"
            " name_en TEXT NOT NULL)"_s,
            u"CREATE TABLE dos_rios_tile_hexes (tile INTEGER NOT NULL REFERENCES dos_rios_tiles(position),"
            " position INTEGER NOT NULL, q INTEGER NOT NULL, r INTEGER NOT NULL, terrain TEXT NOT NULL,"
            " crop TEXT NOT NULL, river TEXT NOT NULL, outflows TEXT NOT NULL, PRIMARY KEY (tile, position))"_s,
            u"CREATE TABLE dos_rios_cards (position INTEGER PRIMARY KEY, id TEXT NOT NULL, kind TEXT NOT NULL,"
            " crop TEXT NOT NULL, river TEXT NOT NULL, count INTEGER NOT NULL)"_s,
            u"CREATE TABLE dos_rios_layout (position INTEGER PRIMARY KEY, seed TEXT,"
            " outflow_rio_grande INTEGER NOT NULL, outflow_rio_moreno INTEGER NOT NULL)"_s,
            u"CREATE TABLE dos_rios_layout_slots (position INTEGER PRIMARY KEY, tile TEXT NOT NULL,"
            " turn INTEGER NOT NULL)"_s,
            u"CREATE TABLE dos_rios_dams (position INTEGER PRIMARY KEY, q INTEGER NOT NULL, r INTEGER NOT NULL,"
            " side TEXT NOT NULL)"_s,
            u"CREATE TABLE dos_rios_choices (position INTEGER PRIMARY KEY, q INTEGER NOT NULL, r INTEGER NOT NULL,"
            " side TEXT NOT NULL)"_s,
        },
    };
    return steps;
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