// SPDX-FileCopyrightText: 2026 Krajina contributors
// SPDX-License-Identifier: GPL-3.0-or-later

// Autosave and recovery. The crash is real: a child process (this test,
// started with --edit-and-wait) edits a document with autosave on, and the
// test kills it with SIGKILL once its recovery file is written.

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
    document.setFileName(DocumentFile);
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
