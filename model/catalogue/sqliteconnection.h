// SPDX-FileCopyrightText: 2026 Krajina contributors
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

#include <QSqlDatabase>
#include <QSqlError>
#include <QSqlQuery>
#include <QString>
#include <QVariant>

#include <atomic>

// The pieces every part of the .krajina format (SqliteStore) talks to SQLite through.
namespace Krajina::Sqlite {

// An SQL failure, carrying SQLite's words and error code.
struct SqlFailure
{
    QString text;
    QString code;
};

// SQLite's own sentence, without the Qt driver's ("Unable to fetch row") after it.
QString sqliteText(const QSqlError &error);
SqlFailure failureOf(const QSqlError &error);

// One QSQLITE connection with a name of its own, removed again on destruction.
class Connection
{
public:
    Connection(const QString &path, bool readOnly, bool immutable = false);
    ~Connection();
    Connection(const Connection &) = delete;
    Connection &operator=(const Connection &) = delete;

    QSqlDatabase db() const { return QSqlDatabase::database(m_name, false); }
    QString error() const { return m_error; }

    static qint64 stepBudget(const QString &path);

private:
    static inline std::atomic<int> s_counter = 0;
    QString m_name;
    QString m_error;
};

// Runs one statement (with its step budget), throwing SqlFailure when it fails.
QSqlQuery exec(const QSqlDatabase &db, const QString &sql);
QVariant pragma(const QSqlDatabase &db, const QString &name);

} // namespace Krajina::Sqlite
