// SPDX-FileCopyrightText: 2026 Krajina contributors
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

#include "krajinafilecontents.h"

#include <QSqlDatabase>
#include <QSqlQuery>
#include <QVariantList>

#include <functional>

namespace Krajina::Sqlite {

// Writes a document into a file that has the current schema and no rows yet,
// inside the caller's transaction.
class Writer
{
public:
    explicit Writer(const QSqlDatabase &db);

    // False when `progress` cancelled.
    bool write(const KrajinaFileContents &contents, const std::function<bool(int done, int total)> &progress);

private:
    void writeDosRios(const DosRios::PieceSet &set);
    QSqlQuery prepare(const QString &sql);
    static void run(QSqlQuery &query, const QVariantList &values);

    QSqlDatabase m_db;
};

} // namespace Krajina::Sqlite
