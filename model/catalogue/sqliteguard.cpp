// SPDX-FileCopyrightText: 2026 Krajina contributors
// SPDX-License-Identifier: GPL-3.0-or-later

#include "sqliteguard.h"

#include <QCoreApplication>
#include <QHash>
#include <QMutex>
#include <QSqlDriver>
#include <QSqlError>
#include <QSqlQuery>

#include <atomic>
#include <memory>

#ifdef Q_OS_UNIX
#include <dlfcn.h>
#endif

using namespace Qt::StringLiterals;

struct sqlite3;

namespace Krajina::SqliteGuard {

namespace {

struct Text
{
    Q_DECLARE_TR_FUNCTIONS(SqliteGuard)
};

// From sqlite3.h (stable parts of SQLite's C interface).
constexpr int SQLITE_DBCONFIG_DEFENSIVE = 1010;
constexpr int SQLITE_DBCONFIG_TRUSTED_SCHEMA = 1017;
constexpr int StepsPerCall = 1000; // the progress handler runs every this many steps

struct Api
{
    int (*dbConfig)(sqlite3 *, int, ...) = nullptr;
    void (*progressHandler)(sqlite3 *, int, int (*)(void *), void *) = nullptr;
    const char *(*libVersion)() = nullptr;
    void *(*backupInit)(sqlite3 *, const char *, sqlite3 *, const char *) = nullptr;
    int (*backupStep)(void *, int) = nullptr;
    int (*backupFinish)(void *) = nullptr;
    const char *(*errmsg)(sqlite3 *) = nullptr;
    bool ok() const
    {
        return dbConfig && progressHandler && libVersion && backupInit && backupStep && backupFinish && errmsg;
    }
};

const Api &loadedApi()
{
    static const Api api = [] {
        Api a;
#ifdef Q_OS_UNIX
        // Only the library already loaded by Qt's driver: RTLD_NOLOAD never loads another.
        void *library = dlopen("libsqlite3.so.0", RTLD_NOW | RTLD_NOLOAD);
        if (!library)
            return a;
        a.dbConfig = reinterpret_cast<decltype(a.dbConfig)>(dlsym(library, "sqlite3_db_config"));
        a.progressHandler = reinterpret_cast<decltype(a.progressHandler)>(dlsym(library, "sqlite3_progress_handler"));
        a.libVersion = reinterpret_cast<decltype(a.libVersion)>(dlsym(library, "sqlite3_libversion"));
        a.backupInit = reinterpret_cast<decltype(a.backupInit)>(dlsym(library, "sqlite3_backup_init"));
        a.backupStep = reinterpret_cast<decltype(a.backupStep)>(dlsym(library, "sqlite3_backup_step"));
        a.backupFinish = reinterpret_cast<decltype(a.backupFinish)>(dlsym(library, "sqlite3_backup_finish"));
        a.errmsg = reinterpret_cast<decltype(a.errmsg)>(dlsym(library, "sqlite3_errmsg"));
#endif
        return a;
    }();
    return api;
}

sqlite3 *handleOf(const QSqlDatabase &db)
{
    if (!db.driver())
        return nullptr;
    const QVariant handle = db.driver()->handle();
    if (!handle.isValid() || qstrcmp(handle.typeName(), "sqlite3*") != 0)
        return nullptr;
    return *static_cast<sqlite3 *const *>(handle.constData());
}

// The loaded library's functions, if the connection runs that library (the
// same version string on both sides; Debian's Qt always links it).
const Api *apiFor(const QSqlDatabase &db)
{
    const Api &api = loadedApi();
    if (!api.ok() || !handleOf(db))
        return nullptr;
    static const bool same = [&db, &api] {
        QSqlQuery query(db);
        return query.exec(u"SELECT sqlite_version()"_s) && query.next()
            && query.value(0).toString() == QString::fromLatin1(api.libVersion());
    }();
    return same ? &api : nullptr;
}

struct Budget
{
    qint64 callsAllowed = 0;
    std::atomic<qint64> callsLeft = 0;
    std::atomic<bool> spent = false;
};

int progress(void *context)
{
    auto *budget = static_cast<Budget *>(context);
    if (budget->callsLeft.fetch_sub(1, std::memory_order_relaxed) > 0)
        return 0;
    budget->spent = true;
    return 1; // interrupts the statement
}

// Budgets by connection name: the readers run queries through QSqlDatabase.
QMutex budgetsMutex;
QHash<QString, std::shared_ptr<Budget>> &budgets()
{
    static QHash<QString, std::shared_ptr<Budget>> all;
    return all;
}

std::shared_ptr<Budget> budgetOf(const QSqlDatabase &db)
{
    const QMutexLocker lock(&budgetsMutex);
    return budgets().value(db.connectionName());
}

QSqlQuery run(const QSqlDatabase &db, const QString &sql, QString *error)
{
    startStatement(db);
    QSqlQuery query(db);
    query.setForwardOnly(true);
    if (!query.exec(sql) && error && error->isEmpty())
        *error
            = query.lastError().databaseText().isEmpty() ? query.lastError().text() : query.lastError().databaseText();
    return query;
}

struct SchemaEntry
{
    QString type;
    QString name;
    QString table;
    QString sql;
};

QList<SchemaEntry> schemaOf(const QSqlDatabase &db, QString *error)
{
    QList<SchemaEntry> entries;
    QSqlQuery query = run(db, u"SELECT type, name, tbl_name, sql FROM sqlite_schema ORDER BY rowid"_s, error);
    while (query.next()) {
        entries.append({query.value(0).toString(), query.value(1).toString(), query.value(2).toString(),
                        query.value(3).toString()});
    }
    if (query.lastError().isValid() && error && error->isEmpty())
        *error = query.lastError().databaseText();
    return entries;
}

const SchemaEntry *find(const QList<SchemaEntry> &entries, const QString &name)
{
    for (const SchemaEntry &entry : entries) {
        if (entry.name.compare(name, Qt::CaseInsensitive) == 0)
            return &entry;
    }
    return nullptr;
}

struct Column
{
    QString name;
    QString declared; // type, NOT NULL, default, key and hidden (generated) as one text
};

QList<Column> columnsOf(const QSqlDatabase &db, const QString &table, QString *error)
{
    QList<Column> columns;
    QString quoted = table;
    quoted.replace(u'"', u"\"\""_s);
    QSqlQuery query = run(db, u"PRAGMA table_xinfo(\"%1\")"_s.arg(quoted), error);
    while (query.next()) {
        QStringList parts {query.value(2).toString()};
        if (query.value(3).toInt() != 0)
            parts << u"NOT NULL"_s;
        if (!query.value(4).isNull())
            parts << u"DEFAULT "_s + query.value(4).toString();
        if (query.value(5).toInt() != 0)
            parts << u"PRIMARY KEY"_s;
        if (query.value(6).toInt() != 0)
            parts << u"GENERATED"_s;
        columns.append({query.value(1).toString(), parts.join(u' ')});
    }
    return columns;
}

// What differs between a table of the file and Krajina's table of that name.
QString tableDifference(const QSqlDatabase &file, const QSqlDatabase &ours, const QString &table, QString *error)
{
    const QList<Column> found = columnsOf(file, table, error);
    const QList<Column> expected = columnsOf(ours, table, error);
    for (const Column &column : expected) {
        const auto it = std::find_if(found.cbegin(), found.cend(), [&](const Column &c) {
            return c.name.compare(column.name, Qt::CaseInsensitive) == 0;
        });
        if (it == found.cend())
            return Text::tr("table '%1' without the column '%2'").arg(table, column.name);
        if (it->declared != column.declared)
            return Text::tr("column '%1' of table '%2' declared \"%3\" rather than \"%4\"")
                .arg(column.name, table, it->declared, column.declared);
    }
    for (const Column &column : found) {
        if (std::none_of(expected.cbegin(), expected.cend(),
                         [&](const Column &c) { return c.name.compare(column.name, Qt::CaseInsensitive) == 0; }))
            return Text::tr("table '%1' with a column '%2' of its own").arg(table, column.name);
    }
    return Text::tr("table '%1' with constraints of its own").arg(table);
}

// Krajina's schema, made by its migrations in a database in memory.
class Reference
{
public:
    explicit Reference(const QStringList &statements)
        : m_name(u"krajina-sqliteguard-%1"_s.arg(s_counter.fetch_add(1)))
    {
        QSqlDatabase db = QSqlDatabase::addDatabase(u"QSQLITE"_s, m_name);
        db.setDatabaseName(u":memory:"_s);
        if (db.open()) {
            for (const QString &statement : statements)
                QSqlQuery(db).exec(statement);
        }
    }
    ~Reference()
    {
        {
            QSqlDatabase db = QSqlDatabase::database(m_name, false);
            db.close();
        }
        QSqlDatabase::removeDatabase(m_name);
    }
    Reference(const Reference &) = delete;
    Reference &operator=(const Reference &) = delete;
    QSqlDatabase db() const { return QSqlDatabase::database(m_name, false); }

private:
    static inline std::atomic<int> s_counter = 0;
    QString m_name;
};

} // namespace

void harden(const QSqlDatabase &db, qint64 stepBudget)
{
    QSqlQuery(db).exec(u"PRAGMA trusted_schema = OFF"_s);
    const Api *api = apiFor(db);
    if (!api)
        return;
    sqlite3 *handle = handleOf(db);
    api->dbConfig(handle, SQLITE_DBCONFIG_DEFENSIVE, 1, static_cast<int *>(nullptr));
    api->dbConfig(handle, SQLITE_DBCONFIG_TRUSTED_SCHEMA, 0, static_cast<int *>(nullptr));
    if (stepBudget <= 0)
        return;
    auto budget = std::make_shared<Budget>();
    budget->callsAllowed = stepBudget / StepsPerCall + 1;
    budget->callsLeft = budget->callsAllowed;
    {
        const QMutexLocker lock(&budgetsMutex);
        budgets().insert(db.connectionName(), budget);
    }
    api->progressHandler(handle, StepsPerCall, &progress, budget.get());
}

void release(const QSqlDatabase &db)
{
    std::shared_ptr<Budget> budget;
    {
        const QMutexLocker lock(&budgetsMutex);
        budget = budgets().take(db.connectionName());
    }
    if (const Api *api = budget ? apiFor(db) : nullptr)
        api->progressHandler(handleOf(db), 0, nullptr, nullptr);
}

void startStatement(const QSqlDatabase &db)
{
    if (const std::shared_ptr<Budget> budget = budgetOf(db)) {
        budget->callsLeft = budget->callsAllowed;
        budget->spent = false;
    }
}

bool budgetSpent(const QSqlDatabase &db)
{
    const std::shared_ptr<Budget> budget = budgetOf(db);
    return budget && budget->spent;
}

bool reachable()
{
    Reference probe({});
    return apiFor(probe.db()) != nullptr;
}

bool copyInto(const QSqlDatabase &from, const QSqlDatabase &to, QString *error)
{
    const Api *api = apiFor(from);
    if (!api || !apiFor(to)) {
        *error = Text::tr("SQLite's backup functions are not reachable");
        return false;
    }
    constexpr int SQLITE_DONE = 101;
    void *backup = api->backupInit(handleOf(to), "main", handleOf(from), "main");
    if (!backup) {
        *error = QString::fromUtf8(api->errmsg(handleOf(to)));
        return false;
    }
    const int step = api->backupStep(backup, -1);
    const int finish = api->backupFinish(backup);
    if (step != SQLITE_DONE || finish != 0) {
        *error = QString::fromUtf8(api->errmsg(handleOf(to)));
        return false;
    }
    return true;
}

QString schemaProblem(const QSqlDatabase &db, const QStringList &statements, QString *sqlError)
{
    const Reference reference(statements);
    QString referenceError;
    const QList<SchemaEntry> expected = schemaOf(reference.db(), &referenceError);
    const QList<SchemaEntry> found = schemaOf(db, sqlError);
    if (!sqlError->isEmpty())
        return {};
    for (const SchemaEntry &entry : found) {
        const SchemaEntry *ours = find(expected, entry.name);
        if (entry.type == u"view") {
            return ours && ours->type == u"table" ? Text::tr("view '%1' in place of a table").arg(entry.name)
                                                  : Text::tr("view '%1'").arg(entry.name);
        }
        if (entry.type == u"trigger")
            return Text::tr("trigger '%1' on table '%2'").arg(entry.name, entry.table);
        if (entry.type == u"table" && entry.sql.startsWith(u"CREATE VIRTUAL TABLE"_s, Qt::CaseInsensitive))
            return Text::tr("virtual table '%1'").arg(entry.name);
        if (!ours || ours->type != entry.type) {
            if (entry.type == u"table")
                return Text::tr("table '%1', which Krajina does not write").arg(entry.name);
            if (entry.type == u"index")
                return Text::tr("index '%1' on table '%2', which Krajina does not write").arg(entry.name, entry.table);
            return Text::tr("%1 '%2', which Krajina does not write").arg(entry.type, entry.name);
        }
        if (entry.table.compare(ours->table, Qt::CaseInsensitive) != 0)
            return Text::tr("index '%1' on table '%2' rather than '%3'").arg(entry.name, entry.table, ours->table);
        if (entry.sql != ours->sql) {
            if (entry.type == u"table")
                return tableDifference(db, reference.db(), ours->name, sqlError);
            return Text::tr("index '%1' declared differently").arg(entry.name);
        }
    }
    for (const SchemaEntry &entry : expected) {
        if (!find(found, entry.name)) {
            return entry.type == u"table" ? Text::tr("no table '%1'").arg(entry.name)
                                          : Text::tr("no index '%1'").arg(entry.name);
        }
    }
    return {};
}

} // namespace Krajina::SqliteGuard
