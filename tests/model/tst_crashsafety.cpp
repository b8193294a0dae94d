// SPDX-FileCopyrightText: 2026 Krajina contributors
// SPDX-License-Identifier: GPL-3.0-or-later

// Interrupted saves: a child process (this test, started with --save-forever)
// saves two versions of a large catalogue in turn; the test kills it with
// SIGKILL at random moments, hundreds of times. The target must always open as
// one of the two versions, and what a dead save leaves (only our own temporary
// names) must be gone after the next open or save.

#include "catalogue/catalogueio.h"
#include "catalogue/sqlitestore.h"
#include "cataloguesample.h"
#include "document/cataloguedocument.h"

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
#include <QUndoCommand>
#include <QUndoStack>

#include <cerrno>
#include <cstdio>
#include <cstring>

#include <sys/stat.h>
#include <unistd.h>
#ifdef Q_OS_LINUX
#include <sched.h>
#include <sys/mount.h>
#endif

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

// The child of the full-disk test: in a mount namespace of its own, mounts a
// small tmpfs on `dir`, saves there, fills it and saves again. Prints "skip"
// when it may not mount, else one line per save and whether the old files
// still read back whole.
int saveOnFullDisk(const QString &dir)
{
#ifdef Q_OS_LINUX
    const QByteArray where = QFile::encodeName(dir);
    if (::unshare(CLONE_NEWNS) != 0) {
        std::printf("skip: unshare: %s\n", std::strerror(errno));
        return 0;
    }
    // Nothing mounted here may reach the other namespaces: where "/" cannot be
    // made private (a chroot), go on only when no mount is shared.
    if (::mount(nullptr, "/", nullptr, MS_REC | MS_PRIVATE, nullptr) != 0) {
        QFile mounts(u"/proc/self/mountinfo"_s);
        if (!mounts.open(QIODevice::ReadOnly) || mounts.readAll().contains(" shared:")) {
            std::fputs("skip: the mounts are shared\n", stdout);
            return 0;
        }
    }
    if (::mount("tmpfs", where.constData(), "tmpfs", 0, "size=1m") != 0) {
        std::printf("skip: mount: %s\n", std::strerror(errno));
        return 0;
    }
    const Catalogue small = TestSample::largeCatalogue(20, u"old"_s);
    const QString json = dir + u"/catalogue.json"_s;
    const QString krajina = dir + u"/catalogue.krajina"_s;
    QString error;
    if (!writeCatalogueFile(small, json, &error) || !SqliteStore::write(krajina, {small, {}}, &error)) {
        std::fprintf(stdout, "setup: %s\n", qPrintable(error));
        return 1;
    }
    {
        QFile filler(dir + u"/filler"_s);
        if (!filler.open(QIODevice::WriteOnly))
            return 1;
        const QByteArray block(4096, 'x');
        while (filler.write(block) == block.size() && filler.flush()) { }
    }
    const Catalogue big = TestSample::largeCatalogue(400, u"new"_s);
    QString jsonError;
    const bool jsonSaved = writeCatalogueFile(big, json, &jsonError);
    std::printf("json: %d %s\n", int(jsonSaved), qPrintable(jsonError));
    QString krajinaError;
    const bool krajinaSaved = SqliteStore::write(krajina, {big, {}}, &krajinaError);
    std::printf("krajina: %d %s\n", int(krajinaSaved), qPrintable(krajinaError));
    const bool jsonKept = readCatalogueFile(json).catalogue == small;
    const bool krajinaKept = SqliteStore::read(krajina).contents.catalogue == small;
    std::fprintf(stdout, "kept: %d %d\n", int(jsonKept), int(krajinaKept));
    return 0;
#else
    Q_UNUSED(dir);
    std::fputs("skip\n", stdout);
    return 0;
#endif
}

QByteArray readAll(const QString &path)
{
    QFile file(path);
    return file.open(QIODevice::ReadOnly) ? file.readAll() : QByteArray();
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

    // Issue 33: where a save writes.
    void aSaveThroughASymbolicLinkWritesItsTarget_data()
    {
        QTest::addColumn<QString>("name");
        QTest::newRow("krajina") << u"doc.krajina"_s;
        QTest::newRow("json") << u"doc.json"_s;
    }
    void aSaveThroughASymbolicLinkWritesItsTarget()
    {
        QFETCH(QString, name);
        QTemporaryDir dir;
        QVERIFY(QDir(dir.path()).mkdir(u"real"_s));
        const QString real = dir.filePath(u"real/"_s + name);
        const QString link = dir.filePath(name);
        QString error;
        QVERIFY2(writeCatalogueFile(version(0), real, &error), qPrintable(error));
        QVERIFY(QFile::link(u"real/"_s + name, link));
        QVERIFY2(writeCatalogueFile(version(1), link, &error), qPrintable(error));
        QVERIFY(QFileInfo(link).isSymLink());
        QCOMPARE(readCatalogueFile(real).catalogue, version(1));
        // Nothing of the save is left beside the link or the target.
        QCOMPARE(filesBeside(dir.path(), name), QStringList());
        QCOMPARE(filesBeside(dir.filePath(u"real"_s), name), QStringList());
    }

    void aJsonSaveKeepsHardLinks()
    {
        QTemporaryDir dir;
        const QString first = dir.filePath(u"first.json"_s);
        const QString second = dir.filePath(u"second.json"_s);
        QString error;
        QVERIFY2(writeCatalogueFile(version(0), first, &error), qPrintable(error));
        QVERIFY(::link(QFile::encodeName(first).constData(), QFile::encodeName(second).constData()) == 0);
        QVERIFY2(writeCatalogueFile(version(1), first, &error), qPrintable(error));
        struct stat a
        {
        };
        struct stat b
        {
        };
        QCOMPARE(::stat(QFile::encodeName(first).constData(), &a), 0);
        QCOMPARE(::stat(QFile::encodeName(second).constData(), &b), 0);
        QCOMPARE(a.st_ino, b.st_ino);
        QCOMPARE(int(a.st_nlink), 2);
        QCOMPARE(readCatalogueFile(second).catalogue, version(1));
        QCOMPARE(filesBeside(dir.path(), u"first.json"_s), QStringList {u"second.json"_s});
    }

    void aSaveKeepsHardLinks()
    {
        QTemporaryDir dir;
        const QString first = dir.filePath(u"first.krajina"_s);
        const QString second = dir.filePath(u"second.krajina"_s);
        QString error;
        QVERIFY2(SqliteStore::write(first, {version(0), {}}, &error), qPrintable(error));
        QVERIFY(::link(QFile::encodeName(first).constData(), QFile::encodeName(second).constData()) == 0);
        QVERIFY2(SqliteStore::write(first, {version(1), {{u"note"_s, "kept"}}}, &error), qPrintable(error));
        // Still one file under two names, with the new content.
        struct stat a
        {
        };
        struct stat b
        {
        };
        QCOMPARE(::stat(QFile::encodeName(first).constData(), &a), 0);
        QCOMPARE(::stat(QFile::encodeName(second).constData(), &b), 0);
        QCOMPARE(a.st_ino, b.st_ino);
        QCOMPARE(int(a.st_nlink), 2);
        const SqliteReadResult read = SqliteStore::read(second);
        QVERIFY2(read.ok(), qPrintable(read.error));
        QCOMPARE(read.contents.catalogue, version(1));
        QCOMPARE(read.contents.extras.value(u"note"_s), QByteArray("kept"));
        QCOMPARE(filesBeside(dir.path(), u"first.krajina"_s), QStringList {u"second.krajina"_s});
    }

    void aReadOnlyFileIsReplacedOnlyWhenAsked_data()
    {
        QTest::addColumn<QString>("name");
        QTest::newRow("krajina") << u"ro.krajina"_s;
        QTest::newRow("json") << u"ro.json"_s;
    }
    void aReadOnlyFileIsReplacedOnlyWhenAsked()
    {
        QFETCH(QString, name);
        QTemporaryDir dir;
        const QString path = dir.filePath(name);
        QString error;
        QVERIFY2(writeCatalogueFile(version(0), path, &error), qPrintable(error));
        const QFile::Permissions readOnly = QFile::ReadOwner | QFile::ReadGroup | QFile::ReadOther;
        QVERIFY(QFile::setPermissions(path, readOnly));
        const QByteArray before = readAll(path);
        auto document = CatalogueDocument::open(path, &error);
        QVERIFY2(document, qPrintable(error));
        document->undoStack()->push(new QUndoCommand); // something to save
        QVERIFY(!document->save(path, &error));
        QVERIFY2(error.contains(u"read-only"_s) && error.contains(path), qPrintable(error));
        QCOMPARE(readAll(path), before);
        QVERIFY(!writeCatalogueFile(version(1), path, &error));
        QCOMPARE(readAll(path), before);
        // Asked: replaced, and still read-only.
        QVERIFY2(document->save(path, &error, CatalogueDocument::ReplaceReadOnly), qPrintable(error));
        QVERIFY(readCatalogueFile(path).ok());
        QCOMPARE(QFile::permissions(path) & (QFile::WriteOwner | QFile::WriteGroup | QFile::WriteOther),
                 QFile::Permissions());
        QVERIFY(!document->isModified());
        QFile::setPermissions(path, readOnly | QFile::WriteOwner);
    }

    void aFullDiskKeepsTheOldFileAndSaysSo()
    {
        QTemporaryDir dir;
        QProcess child;
        child.start(QCoreApplication::applicationFilePath(), {u"--full-disk"_s, dir.path()});
        QVERIFY(child.waitForFinished(120000));
        const QString out = QString::fromUtf8(child.readAllStandardOutput());
        if (out.startsWith(u"skip"_s))
            QSKIP(qPrintable(u"no small file system to fill here ("_s + out.trimmed() + u")"_s));
        QCOMPARE(child.exitCode(), 0);
        QVERIFY2(out.contains(u"json: 0 "_s)
                     && out.contains(u"catalogue.json: cannot write: no space left on the device"_s),
                 qPrintable(out));
        QVERIFY2(out.contains(u"catalogue.krajina: cannot save: no space left on the device"_s), qPrintable(out));
        QVERIFY2(out.contains(u"kept: 1 1"_s), qPrintable(out));
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
    if (argc == 3 && qstrcmp(argv[1], "--full-disk") == 0)
        return saveOnFullDisk(QString::fromLocal8Bit(argv[2]));
    if (argc == 3 && qstrcmp(argv[1], "--hold-transaction") == 0)
        return holdTransaction(QString::fromLocal8Bit(argv[2]));
    TestCrashSafety test;
    QTEST_SET_MAIN_SOURCE_PATH
    return QTest::qExec(&test, argc, argv);
}

#include "tst_crashsafety.moc"
