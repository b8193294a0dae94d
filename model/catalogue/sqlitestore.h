// SPDX-FileCopyrightText: 2026 Krajina contributors
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

#include "catalogue/krajinafilecontents.h"

#include <QCoreApplication>
#include <QString>

#include <functional>

namespace Krajina {

struct SqliteReadResult
{
    KrajinaFileContents contents;
    QString error; // a sentence naming the file (and record), empty on success
    bool ok() const { return error.isEmpty(); }
};

// The working document format: an SQLite file with a versioned schema.
//
// The file carries an application id, so a foreign SQLite file is told apart,
// and its schema version in `PRAGMA user_version`; older files are migrated
// on reading (in a copy: reading never writes the file). Saving writes a new
// file next to the target in one transaction and renames it over the target,
// so an interrupted or failed save leaves the previous file as it was.
class SqliteStore
{
    Q_DECLARE_TR_FUNCTIONS(SqliteStore)
public:
    static constexpr int ApplicationId = 0x4b524a4e; // "KRJN"
    static int schemaVersion();

    static SqliteReadResult read(const QString &path);

    // Called after each tile is written with (tiles written, tiles in total);
    // returning false cancels the save.
    using Progress = std::function<bool(int done, int total)>;
    // A symbolic link is followed (the file it leads to is written, the link
    // stays), a file with several hard links is written in place in one SQLite
    // transaction (the links stay one file), and a read-only file is refused
    // unless `replaceReadOnly` (it then stays read-only).
    static bool write(const QString &path, const KrajinaFileContents &contents, QString *error,
                      const Progress &progress = {}, bool replaceReadOnly = false);

    // Creates an empty catalogue file at an older schema version, so that tests
    // can check the migrations.
    static bool createEmptyFile(const QString &path, int version, QString *error);
};

} // namespace Krajina
