// SPDX-FileCopyrightText: 2026 Krajina contributors
// SPDX-License-Identifier: GPL-3.0-or-later

// Autosave and recovery. The crash is real: a child process (this test,
// started with --edit-and-wait) edits a document with autosave on, and the
// test kills it with SIGKILL once its recovery file is written.

#include "catalogue/sqlitestore.h"
#include "cataloguesample.h"
#include "document/autosave.h"
#include "document/cataloguedocument.h"
#include "document/undocommands.h"

#include <QCoreApplication>
#include <QDir>
#include <QFile>
#include <QProcess>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTest>
#include <QTimer>
#include <QUndoStack>

#include <cstdio>

using namespace Qt::StringLiterals;
using namespace Krajina;

namespace {

const QString DocumentFile = u"/nowhere/river.krajina"_s;

Catalogue original()
{
    Catalogue c;
    Expansion e;
    e.id = u"base"_s;
    c.expansions << e;
    c.tiles << TestSample::cityRoad();
    return c;
}

// The edits both the child and the test make.
void edit(CatalogueDocument &document)
{
    document.undoStack()->push(new AddTile(&document, 1, TestSample::cityRoad()));
    document.undoStack()->push(changeTileValue(&document, {1}, TileFields::Note, u"kept after the crash"_s));
}

Catalogue edited()
{
    CatalogueDocument document(original());
    edit(document);
    return document.catalogue();
}

// The child: edits, lets autosave (every second) keep the edits, says so and waits to be killed.
int editAndWait()
{
    CatalogueDocument document(original());
    document.setFileName(DocumentFile, FileStamp::unknown());
    Autosave autosave;
    autosave.setInterval(1);
    autosave.setDocument(&document);
    edit(document);
    QTimer poll;
    QObject::connect(&poll, &QTimer::timeout, [&] {
        if (!autosave.recoveryPath().isEmpty() && QFile::exists(autosave.recoveryPath())) {
            std::fputs("kept\n", stdout);
            std::fflush(stdout);
            poll.stop();
        }
    });
    poll.start(50);
    return QCoreApplication::exec();
}

// Opens `path`, edits it and lets autosave keep the edits; the recovery file is
// copied to `leftBehind`, as a Krajina that was killed would have left it.
Recovery recoveryOfAnEditOf(const QString &path, const QString &leftBehind)
{
    QString error;
    std::unique_ptr<CatalogueDocument> document = CatalogueDocument::open(path, &error);
    if (!document)
        return {};
    Autosave autosave;
    autosave.setInterval(0);
    autosave.setDocument(document.get());
    edit(*document);
    if (!autosave.saveNow(&error) || !QFile::copy(autosave.recoveryPath(), leftBehind))
        return {};
    return {leftBehind, path, QDateTime::currentDateTimeUtc()};
}

} // namespace

class TestAutosave : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void init() { QDir(Autosave::recoveryFolder()).removeRecursively(); }

    void aKilledAppLeavesEditsToRestore()
    {
        QProcess app;
        app.start(QCoreApplication::applicationFilePath(), {u"--edit-and-wait"_s});
        QVERIFY(app.waitForStarted());
        QVERIFY(app.waitForReadyRead(30000));
        QCOMPARE(app.readAllStandardOutput(), QByteArray("kept\n"));
        // While that Krajina runs, its recovery file is not offered to another.
        QVERIFY(Autosave::pending().isEmpty());

        app.kill();
        QVERIFY(app.waitForFinished());
        const QList<Recovery> pending = Autosave::pending();
        QCOMPARE(pending.size(), 1);
        QCOMPARE(pending.first().originalFile, DocumentFile);
        QVERIFY(pending.first().saved.isValid());

        QString error;
        const std::unique_ptr<CatalogueDocument> restored = Autosave::restore(pending.first(), &error);
        QVERIFY2(restored, qPrintable(error));
        QVERIFY(restored->catalogue() == edited());
        QCOMPARE(restored->fileName(), DocumentFile);
        QVERIFY(restored->isModified());
        QVERIFY(restored->extras().isEmpty());

        Autosave::discard(pending.first());
        QVERIFY(Autosave::pending().isEmpty());
    }

    // The seam of autosave and the changed-on-disk check: edits restored after a
    // crash are based on the file as it was then. Another writer changes it before
    // the restore; the first save refuses (the window asks) instead of overwriting.
    void aRestoredDocumentDoesNotOverwriteAnotherWriter()
    {
        QTemporaryDir dir;
        const QString path = dir.filePath(u"shared.krajina"_s);
        QString error;
        QVERIFY2(CatalogueDocument(original()).save(path, &error), qPrintable(error));
        const Recovery recovery = recoveryOfAnEditOf(path, dir.filePath(u"left-behind.krajina"_s));
        QVERIFY(!recovery.path.isEmpty());

        // Another window saves its own work while the edits wait in the recovery file.
        CatalogueDocument other(original());
        other.undoStack()->push(new RemoveTile(&other, 0));
        QVERIFY2(other.save(dir.filePath(u"other.krajina"_s), &error), qPrintable(error));
        QVERIFY(QFile::remove(path));
        QVERIFY(QFile::copy(dir.filePath(u"other.krajina"_s), path));

        std::unique_ptr<CatalogueDocument> restored = Autosave::restore(recovery, &error);
        QVERIFY2(restored, qPrintable(error));
        QCOMPARE(restored->catalogue(), edited());
        QVERIFY(restored->isChangedOnDisk());
        QVERIFY(!restored->save(path, &error));
        QVERIFY2(error.contains(path), qPrintable(error));
        QCOMPARE(CatalogueDocument::open(path, &error)->catalogue(), other.catalogue());
        // Overwrite is the user's choice to make.
        QVERIFY2(restored->save(path, &error, CatalogueDocument::OverwriteChangedFile), qPrintable(error));
        QCOMPARE(CatalogueDocument::open(path, &error)->catalogue(), edited());
        QVERIFY(!restored->isChangedOnDisk());
    }

    void aRestoredDocumentSavesOverTheFileItCameFrom()
    {
        QTemporaryDir dir;
        const QString path = dir.filePath(u"mine.krajina"_s);
        QString error;
        QVERIFY2(CatalogueDocument(original()).save(path, &error), qPrintable(error));
        const Recovery recovery = recoveryOfAnEditOf(path, dir.filePath(u"left-behind.krajina"_s));
        std::unique_ptr<CatalogueDocument> restored = Autosave::restore(recovery, &error);
        QVERIFY2(restored, qPrintable(error));
        QVERIFY(!restored->isChangedOnDisk());
        QVERIFY2(restored->save(path, &error), qPrintable(error));
        QCOMPARE(CatalogueDocument::open(path, &error)->catalogue(), edited());
    }

    // A recovery file that does not say what the file held (one from before the
    // stamp was kept): whether the file changed cannot be told, so saving over it asks.
    void aRecoveryWithoutStampAsksBeforeSaving()
    {
        QTemporaryDir dir;
        const QString path = dir.filePath(u"mine.krajina"_s);
        QString error;
        QVERIFY2(CatalogueDocument(original()).save(path, &error), qPrintable(error));
        const QString kept = dir.filePath(u"old-recovery.krajina"_s);
        QVERIFY2(SqliteStore::write(kept, {edited(), {{u"recovery/file"_s, path.toUtf8()}}}, &error),
                 qPrintable(error));
        std::unique_ptr<CatalogueDocument> restored = Autosave::restore({kept, path, {}}, &error);
        QVERIFY2(restored, qPrintable(error));
        QCOMPARE(restored->fileName(), path);
        QVERIFY(restored->isChangedOnDisk());
        QVERIFY(!restored->save(path, &error));
        QCOMPARE(CatalogueDocument::open(path, &error)->catalogue(), original());
        // Gone meanwhile: nothing to overwrite, the save makes the file anew.
        QVERIFY(QFile::remove(path));
        QVERIFY(!restored->isChangedOnDisk());
        QVERIFY2(restored->save(path, &error), qPrintable(error));
    }

    void savingOrClosingCleanlyLeavesNothing()
    {
        QTemporaryDir dir;
        {
            CatalogueDocument document(original());
            Autosave autosave;
            autosave.setInterval(0); // only saveNow()
            autosave.setDocument(&document);
            QVERIFY(autosave.saveNow());
            QVERIFY(autosave.recoveryPath().isEmpty()); // nothing unsaved, nothing written

            edit(document);
            QVERIFY(autosave.saveNow());
            const QString kept = autosave.recoveryPath();
            QVERIFY(QFile::exists(kept));

            QString error;
            QVERIFY2(document.save(dir.filePath(u"saved.krajina"_s), &error), qPrintable(error));
            QVERIFY(!QFile::exists(kept));

            document.undoStack()->undo();
            QVERIFY(autosave.saveNow());
            QVERIFY(QFile::exists(autosave.recoveryPath()));
        }
        // The Autosave went with a clean close: nothing to offer.
        QVERIFY(Autosave::pending().isEmpty());
        QCOMPARE(QDir(Autosave::recoveryFolder()).entryList(QDir::Files | QDir::Hidden), QStringList());
    }
};

int main(int argc, char *argv[])
{
    QStandardPaths::setTestModeEnabled(true);
    QCoreApplication app(argc, argv);
    if (argc == 2 && qstrcmp(argv[1], "--edit-and-wait") == 0)
        return editAndWait();
    TestAutosave test;
    QTEST_SET_MAIN_SOURCE_PATH
    return QTest::qExec(&test, argc, argv);
}

#include "tst_autosave.moc"
