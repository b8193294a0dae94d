// SPDX-FileCopyrightText: 2026 Krajina contributors
// SPDX-License-Identifier: GPL-3.0-or-later

// Opening a .krajina file: the input is written to a file and read back
// through the SQLite store, as a damaged or hostile document would be.

#include "catalogue/sqlitestore.h"
#include "fuzzsupport.h"

#include <QCoreApplication>
#include <QDir>
#include <QFile>
#include <QTemporaryDir>

using namespace Qt::StringLiterals;
using namespace Krajina;

// Qt's SQL module needs an application object (its driver plugins are found
// through it; without one, closing a connection crashes inside Qt): as in Krajina.
extern "C" int LLVMFuzzerInitialize(int *argc, char ***argv)
{
    // Never destroyed: the SQL module's own globals go at exit, after it.
    static auto *app = new QCoreApplication(*argc, *argv);
    Q_UNUSED(app);
    return 0;
}

extern "C" int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    static QTemporaryDir dir;
    const QString path = dir.filePath(u"fuzz.krajina"_s);
    QDir(dir.path()).removeRecursively();
    QDir().mkpath(dir.path());
    {
        QFile file(path);
        if (!file.open(QIODevice::WriteOnly))
            return 0;
        file.write(reinterpret_cast<const char *>(data), qint64(size));
    }
    const SqliteReadResult read = SqliteStore::read(path);
    if (!read.ok()) {
        Fuzz::require(read.error.contains(u"fuzz.krajina"_s), "an error that does not name the file", read.error);
        return 0;
    }
    // Reading leaves nothing but the file beside it.
    Fuzz::require(QDir(dir.path()).entryList(QDir::Files | QDir::Hidden).size() == 1, "reading left files behind",
                  QDir(dir.path()).entryList(QDir::Files | QDir::Hidden).join(u", "_s));
    return 0;
}
