// SPDX-FileCopyrightText: 2026 Krajina contributors
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

#include <QSqlDatabase>
#include <QString>
#include <QStringList>

namespace Krajina::SqliteGuard {

// A .krajina file may come from anyone, and SQLite runs what its schema says
// (a view in place of a table is a query that may never end). Reading one is
// therefore guarded three ways:
//
// - harden(): SQLite's defensive mode and trusted_schema off on every
//   connection, and on a reading connection a budget of virtual machine steps
//   for each statement, so that no statement runs unbounded;
// - schemaProblem(): the file is read only when its schema is exactly the one
//   Krajina's migrations make (the same tables, columns and constraints, no
//   views, triggers, virtual tables or other indexes);
// - the reader checks every value it takes (sqlitereader.cpp).
//
// The defensive mode and the step budget need SQLite's C functions on the
// connection's handle (QSqlDriver::handle()). Krajina has no SQLite headers
// of its own: it takes the few functions it needs from the SQLite library Qt's
// driver has loaded (libsqlite3.so.0), and only when that library reports the
// version the connection runs. Where that is not so (a Qt with SQLite built
// in), trusted_schema is still turned off with a PRAGMA, the schema check still
// applies, and the budget is missing: reachable() says which.

// Virtual machine steps one statement may take: a base for small files plus
// a share per byte of the file, far above what Krajina's own reading takes
// (about 20 steps per byte for a big catalogue, quick_check included).
inline constexpr qint64 BaseStepBudget = 50'000'000;
inline constexpr qint64 StepsPerByte = 400;

// Turns on defensive mode and turns off trusted_schema; with a nonzero
// `stepBudget`, every statement started through startStatement() may take that
// many steps before SQLite interrupts it (SQLITE_INTERRUPT, code 9).
void harden(const QSqlDatabase &db, qint64 stepBudget);
// Forgets the connection's budget; call before the connection is closed.
void release(const QSqlDatabase &db);
// Gives the next statement on the connection its full budget.
void startStatement(const QSqlDatabase &db);
// Whether the last interrupted statement on the connection ran out of its budget.
bool budgetSpent(const QSqlDatabase &db);
// Whether the defensive mode and the budget are available (see above).
bool reachable();

// Copies the database of `from` over the one of `to` in one transaction of
// `to` (SQLite's backup API), so that the file of `to` stays the same file
// (its hard links with it). False with *error when that failed or when
// SQLite's C functions are not reachable (then nothing was written).
bool copyInto(const QSqlDatabase &from, const QSqlDatabase &to, QString *error);

// Why the schema of `db` is not exactly the one `statements` (Krajina's
// migrations up to the file's version) make, naming what was found ("view
// 'tiles' in place of a table"); empty when it is. `sqlError` is set when the
// schema could not be read at all.
QString schemaProblem(const QSqlDatabase &db, const QStringList &statements, QString *sqlError);

} // namespace Krajina::SqliteGuard
