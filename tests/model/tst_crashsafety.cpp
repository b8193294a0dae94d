// SPDX-FileCopyrightText: 2026 Krajina contributors
// SPDX-License-Identifier: GPL-3.0-or-later

// Interrupted saves: a child process (this test, started with --save-forever)
// saves two versions of a large catalogue in turn; the test kills it with
// SIGKILL at random moments, hundreds of times. The target must always open as
// one of the two versions, and what a dead save leaves (only our own temporary
// names) must be gone after the next open or save.

#include "catalogue/sqlitestore.h"
#include "cataloguesample.h"

#include <QCoreApplication>
#include <QDir>
#include <QElapsedTimer>
#include <QFileInfo>
#include <QProcess>
#include <QRandomGenerator>
#include <QRegularExpression>
#include <QSqlDatabase>
#include <QSqlQuery>
#include <QTemporaryDir>
#include <QTest>
#include <QThread>

#include <cstdio>

using namespace Qt::StringLiterals;
using namespace Krajina;

namespace {

constexpr int Tiles = 250;
constexpr int Kills = 200;

// Version `which` (0 or 1) of the catalogue the writer saves.
Catalogue version(int which)
{
    return TestSample::largeCatalogue(Tiles, which == 0 ? u"old"_s : u"new"_s);
}

// The child: saves the two versions in turn until it is killed.
int saveForever(const QString &path)
{
    const KrajinaFileContents contents[2] = {{version(0), {}}, {version(1), {}}};
    std::fputs("ready\n", stdout);
    std::fflush(stdout);
    for (int i = 0;; ++i) {
        QString error;
        if (!SqliteStore::write(path, contents[i % 2], &error)) {
            std::fprintf(stderr, "%s\n", qPrintable(error));
            return 1;
        }
    }
}

// The child of the hot-journal test: changes every tile inside a transaction
// big enough to spill to the file, says so and waits to be killed.
int holdTransaction(const QString &path)
{
    QSqlDatabase db = QSqlDatabase::addDatabase(u"QSQLITE"_s);
    db.setDatabaseName(path);
    if (!db.open())
        return 1;
    QSqlQuery query(db);
    if (!query.exec(u"PRAGMA cache_size = 10"_s) || !query.exec(u"BEGIN"_s)
        || !query.exec(u"UPDATE tiles SET note = hex(randomblob(2000))"_s))
        return 1;
    std::fputs("changing\n", stdout);
    std::fflush(stdout);
    QThread::sleep(600);
    return 0;
}

QStringList filesBeside(const QString &dir, const QString &target)
{
    QStringList files = QDir(dir).entryList(QDir::Files | QDir::Hidden);
    files.removeAll(target);
    return files;
}

} // namespace

class TestCrashSafety : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void killedSavesLeaveTheOldOrTheNewDocument()
    {
        QTemporaryDir dir;
        const QString name = u"big.krajina"_s;
        const QString path = dir.filePath(name);
        const Catalogue versions[2] = {version(0), version(1)};
        QString error;
        QElapsedTimer clock;
        clock.start();
        QVERIFY2(SqliteStore::write(path, {versions[0], {}}, &error), qPrintable(error));
        // Kill within about three saves of the writer starting its loop.
        const int window = int(std::max<qint64>(30, 3 * clock.elapsed()));

        const QRegularExpression ours(u"^\\.big\\.krajina\\.[A-Za-z0-9]{6}(-journal)?$"_s);
        QRandomGenerator random(15);
        int old = 0;
        int fresh = 0;
        int leftBehind = 0;
        for (int kill = 0; kill < Kills; ++kill) {
            QProcess writer;
            writer.start(QCoreApplication::applicationFilePath(), {u"--save-forever"_s, path});
            QVERIFY(writer.waitForStarted());
            QVERIFY(writer.waitForReadyRead(30000));
            QThread::msleep(random.bounded(window));
            writer.kill(); // SIGKILL: nothing runs after it
            QVERIFY(writer.waitForFinished());
            QCOMPARE(writer.exitStatus(), QProcess::CrashExit);

            // Only our own temporary names may be left beside the target.
            const QStringList left = filesBeside(dir.path(), name);
            for (const QString &file : left)
                QVERIFY2(ours.match(file).hasMatch(), qPrintable(file));
            leftBehind += left.isEmpty() ? 0 : 1;

            if (kill % 10 == 0) {
                // The next save removes them...
                QVERIFY2(SqliteStore::write(path, {versions[kill % 20 == 0 ? 0 : 1], {}}, &error), qPrintable(error));
                QCOMPARE(filesBeside(dir.path(), name), QStringList());
            }
            // ...and so does the next open, which finds one version or the other, whole.
            const SqliteReadResult read = SqliteStore::read(path);
            QVERIFY2(read.ok(), qPrintable(read.error));
            QVERIFY(read.contents.catalogue == versions[0] || read.contents.catalogue == versions[1]);
            (read.contents.catalogue == versions[0] ? old : fresh) += 1;
            QCOMPARE(filesBeside(dir.path(), name), QStringList());
        }
        qInfo("%d kills: the target was the old version %d times and the new one %d times; %d kills left "
              "temporary files, all removed by the next open or save",
              Kills, old, fresh, leftBehind);
        QVERIFY(old > 0 && fresh > 0); // the kills did land in the middle of the saving
    }

    void aHotJournalIsRolledBack()
    {
        // Another program (here a child of this test) dies in the middle of a
        // transaction on the file: its journal is "hot" and holds the old pages.
        QTemporaryDir dir;
        const QString path = dir.filePath(u"crashed.krajina"_s);
        QString error;
        QVERIFY2(SqliteStore::write(path, {version(0), {}}, &error), qPrintable(error));
        QProcess writer;
        writer.start(QCoreApplication::applicationFilePath(), {u"--hold-transaction"_s, path});
        QVERIFY(writer.waitForStarted());
        QVERIFY(writer.waitForReadyRead(30000));
        writer.kill();
        QVERIFY(writer.waitForFinished());
        QVERIFY(QFileInfo(path + u"-journal"_s).size() > 0);

        const SqliteReadResult read = SqliteStore::read(path);
        QVERIFY2(read.ok(), qPrintable(read.error));
        QVERIFY(read.contents.catalogue == version(0)); // the old contents, whole
        QVERIFY(!QFile::exists(path + u"-journal"_s));
    }
};

int main(int argc, char *argv[])
{
    QCoreApplication app(argc, argv);
    if (argc == 3 && qstrcmp(argv[1], "--save-forever") == 0)
        return saveForever(QString::fromLocal8Bit(argv[2]));
    if (argc == 3 && qstrcmp(argv[1], "--hold-transaction") == 0)
        return holdTransaction(QString::fromLocal8Bit(argv[2]));
    TestCrashSafety test;
    QTEST_SET_MAIN_SOURCE_PATH
    return QTest::qExec(&test, argc, argv);
}

#include "tst_crashsafety.moc"
