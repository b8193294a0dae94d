// SPDX-FileCopyrightText: 2026 Krajina contributors
// SPDX-License-Identifier: GPL-3.0-or-later

#include "sqliteconnection.h"

#include "sqliteguard.h"

#include <QCoreApplication>
#include <QFileInfo>
#include <QUrl>

using namespace Qt::StringLiterals;

namespace Krajina::Sqlite {

namespace {

// Gives lupdate and tr() the context of the format's other messages.
struct Text
{
    Q_DECLARE_TR_FUNCTIONS(SqliteStore)
};

} // namespace

QString sqliteText(const QSqlError &error)
{
    return error.databaseText().isEmpty() ? error.text() : error.databaseText();
}

SqlFailure failureOf(const QSqlError &error)
{
    return {sqliteText(error), error.nativeErrorCode()};
}

Connection::Connection(const QString &path, bool readOnly, bool immutable)
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
        m_error = Text::tr("the SQLite driver of Qt (QSQLITE) is not available");
    else if (!db.open())
        m_error = sqliteText(db.lastError());
    else
        SqliteGuard::harden(db, readOnly ? stepBudget(path) : 0);
}

Connection::~Connection()
{
    {
        QSqlDatabase db = QSqlDatabase::database(m_name, false);
        SqliteGuard::release(db);
        db.close();
    }
    QSqlDatabase::removeDatabase(m_name);
}

qint64 Connection::stepBudget(const QString &path)
{
    return SqliteGuard::BaseStepBudget + SqliteGuard::StepsPerByte * QFileInfo(path).size();
}

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

} // namespace Krajina::Sqlite
