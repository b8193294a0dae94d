// SPDX-FileCopyrightText: 2026 Krajina contributors
// SPDX-License-Identifier: GPL-3.0-or-later

#include "catalogue/sqlitestore.h"
#include "cataloguesample.h"
#include "document/cataloguedocument.h"
#include "document/undocommands.h"
#include "savetarget.h"

#include <QFile>
#include <QSignalSpy>
#include <QTemporaryDir>
#include <QTest>
#include <QUndoStack>

#include <unistd.h>

using namespace Krajina;
using namespace Qt::StringLiterals;

class TestCatalogueDocument : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void holdsTheCatalogue()
    {
        const CatalogueDocument document(TestSample::catalogue());
        QCOMPARE(document.catalogue(), TestSample::catalogue());
        QVERIFY(!document.isModified());
        QVERIFY(document.fileName().isEmpty());
    }

    void settersEmitBeforeAndAfter()
    {
        CatalogueDocument document(TestSample::catalogue());
        QStringList events;
        const auto size = [&] { return document.catalogue().tiles.size(); };
        connect(&document, &CatalogueDocument::tileAboutToBeAdded, this,
                [&](int i) { events << u"about to add %1 (size %2)"_s.arg(i).arg(size()); });
        connect(&document, &CatalogueDocument::tileAdded, this,
                [&](int i) { events << u"added %1 (size %2)"_s.arg(i).arg(size()); });
        connect(&document, &CatalogueDocument::tileAboutToBeRemoved, this,
                [&](int i) { events << u"about to remove %1 (size %2)"_s.arg(i).arg(size()); });
        connect(&document, &CatalogueDocument::tileRemoved, this,
                [&](int i) { events << u"removed %1 (size %2)"_s.arg(i).arg(size()); });
        connect(&document, &CatalogueDocument::tileAboutToBeMoved, this,
                [&](int from, int to) { events << u"about to move %1 %2"_s.arg(from).arg(to); });
        connect(&document, &CatalogueDocument::tileMoved, this,
                [&](int from, int to) { events << u"moved %1 %2"_s.arg(from).arg(to); });
        connect(&document, &CatalogueDocument::tileChanged, this, [&](int i) { events << u"changed %1"_s.arg(i); });

        document.insertTile(6, TestSample::monastery());
        const TileDefinition taken = document.takeTile(0);
        document.moveTile(0, 2);
        TileDefinition changed = document.catalogue().tiles.at(1);
        changed.note = u"x"_s;
        document.setTile(1, changed);

        QCOMPARE(taken, TestSample::cityRoad());
        QCOMPARE(events,
                 (QStringList {u"about to add 6 (size 6)"_s, u"added 6 (size 7)"_s, u"about to remove 0 (size 7)"_s,
                               u"removed 0 (size 6)"_s, u"about to move 0 2"_s, u"moved 0 2"_s, u"changed 1"_s}));
        QCOMPARE(document.catalogue().tiles.at(1).note, u"x"_s);
    }

    // The playable catalogue is the document's as it is after each change, even when a receiver of an
    // "about to" signal asked for it before the change (issue 32: a deleted tile stayed on the preview).
    void playableCatalogueFollowsEveryChange()
    {
        CatalogueDocument document(TestSample::catalogue());
        int asked = 0;
        const auto ask = [&] { asked += document.playableCatalogue().tiles.isEmpty() ? 0 : 1; };
        connect(&document, &CatalogueDocument::tileAboutToBeAdded, this, ask);
        connect(&document, &CatalogueDocument::tileAboutToBeRemoved, this, ask);
        connect(&document, &CatalogueDocument::tileAboutToBeMoved, this, ask);
        connect(&document, &CatalogueDocument::catalogueAboutToBeReset, this, ask);
        QSignalSpy changed(&document, &CatalogueDocument::playableChanged);
        // The document's tiles come first in it, in their order.
        const auto same = [&document] {
            return document.playableCatalogue().tiles.mid(0, document.catalogue().tiles.size())
                == document.catalogue().tiles;
        };

        TileDefinition added = TestSample::monastery();
        added.id = u"sample/new"_s;
        document.insertTile(1, added);
        QVERIFY(document.playableCatalogue().tile(u"sample/new"_s));
        QVERIFY(same());
        document.takeTile(1);
        QVERIFY(!document.playableCatalogue().tile(u"sample/new"_s));
        QVERIFY(same());
        document.moveTile(0, 2);
        QVERIFY(same());
        TileDefinition edited = document.catalogue().tiles.at(0);
        edited.features.clear();
        document.setTile(0, edited);
        QVERIFY(same());
        Expansion expansion = document.catalogue().expansions.at(0);
        expansion.nameEn = u"Renamed"_s;
        document.setExpansion(0, expansion);
        QCOMPARE(document.playableCatalogue().expansion(expansion.id)->nameEn, u"Renamed"_s);
        document.resetCatalogue(TestSample::catalogue());
        QVERIFY(same());
        QCOMPARE(changed.count(), 6);
        QCOMPARE(asked, 4);
    }

    void resetSignals()
    {
        CatalogueDocument document(TestSample::catalogue());
        QSignalSpy about(&document, &CatalogueDocument::catalogueAboutToBeReset);
        QSignalSpy reset(&document, &CatalogueDocument::catalogueReset);
        document.resetCatalogue(Catalogue());
        QCOMPARE(about.count(), 1);
        QCOMPARE(reset.count(), 1);
        QVERIFY(document.catalogue().tiles.isEmpty());
    }

    void modifiedFollowsTheUndoStack()
    {
        CatalogueDocument document(TestSample::catalogue());
        QSignalSpy modified(&document, &CatalogueDocument::modifiedChanged);
        document.undoStack()->push(new RemoveTile(&document, 0));
        QVERIFY(document.isModified());
        QCOMPARE(modified.count(), 1);
        QCOMPARE(modified.at(0).at(0).toBool(), true);
        document.undoStack()->undo();
        QVERIFY(!document.isModified());
        QCOMPARE(modified.at(1).at(0).toBool(), false);
    }

    void saveAndOpenSqlite()
    {
        QTemporaryDir dir;
        const QString path = dir.filePath(u"catalogue.krajina"_s);
        CatalogueDocument document(TestSample::catalogue());
        document.undoStack()->push(new RemoveTile(&document, 0));
        QSignalSpy fileName(&document, &CatalogueDocument::fileNameChanged);
        QString error;
        QVERIFY2(document.save(path, &error), qPrintable(error));
        QVERIFY(!document.isModified());
        QCOMPARE(document.fileName(), path);
        QCOMPARE(fileName.count(), 1);

        const auto opened = CatalogueDocument::open(path, &error);
        QVERIFY2(opened, qPrintable(error));
        QCOMPARE(opened->catalogue(), document.catalogue());
        QCOMPARE(opened->fileName(), path);
        QVERIFY(!opened->isModified());
        QCOMPARE(opened->undoStack()->count(), 0);
    }

    // Issue 33: two documents on one file (two windows, or another program)
    // never silently take each other's work away.
    void aFileChangedOnDiskIsNotSilentlyOverwritten()
    {
        QTemporaryDir dir;
        const QString path = dir.filePath(u"shared.krajina"_s);
        QString error;
        QVERIFY2(SqliteStore::write(path, {TestSample::catalogue(), {}}, &error), qPrintable(error));
        auto a = CatalogueDocument::open(path, &error);
        auto b = CatalogueDocument::open(path, &error);
        QVERIFY2(a && b, qPrintable(error));
        QVERIFY(!a->isChangedOnDisk());

        // A takes a tile away and saves; B does not know.
        a->undoStack()->push(new RemoveTile(a.get(), 0));
        QVERIFY2(a->save(path, &error), qPrintable(error));
        QVERIFY(!a->isChangedOnDisk());
        QVERIFY(b->isChangedOnDisk());

        // B's save is refused, naming the file, and the file keeps A's work.
        b->undoStack()->push(new RemoveTile(b.get(), 1));
        QVERIFY(!b->save(path, &error));
        QVERIFY2(error.startsWith(path) && error.contains(u"changed the file"_s), qPrintable(error));
        QVERIFY(b->isModified());
        QCOMPARE(SqliteStore::read(path).contents.catalogue, a->catalogue());
        // Saved elsewhere, B's work is kept too.
        const QString other = dir.filePath(u"b.krajina"_s);
        QVERIFY2(b->save(other, &error), qPrintable(error));
        QCOMPARE(SqliteStore::read(other).contents.catalogue, b->catalogue());
        QCOMPARE(SqliteStore::read(path).contents.catalogue, a->catalogue());

        // Overwriting is a choice.
        auto c = CatalogueDocument::open(path, &error);
        a->undoStack()->push(new RemoveTile(a.get(), 0));
        QVERIFY(a->save(path, &error));
        c->undoStack()->push(new RemoveTile(c.get(), 1));
        QVERIFY(c->isChangedOnDisk());
        QVERIFY2(c->save(path, &error, CatalogueDocument::OverwriteChangedFile), qPrintable(error));
        QVERIFY(!c->isChangedOnDisk());
        QCOMPARE(SqliteStore::read(path).contents.catalogue, c->catalogue());
        QVERIFY(a->isChangedOnDisk());
    }

    // The same file under another name (a symbolic link to it, or a hard link)
    // is still the file that changed: Save As onto it asks too.
    void anotherNameOfTheChangedFileIsNotSilentlyOverwritten()
    {
        QTemporaryDir dir;
        const QString path = dir.filePath(u"shared.krajina"_s);
        const QString symbolic = dir.filePath(u"symbolic.krajina"_s);
        const QString hard = dir.filePath(u"hard.krajina"_s);
        QString error;
        QVERIFY2(SqliteStore::write(path, {TestSample::catalogue(), {}}, &error), qPrintable(error));
        auto a = CatalogueDocument::open(path, &error);
        auto b = CatalogueDocument::open(path, &error);
        QVERIFY2(a && b, qPrintable(error));
        a->undoStack()->push(new RemoveTile(a.get(), 0));
        QVERIFY2(a->save(path, &error), qPrintable(error));
        QVERIFY(QFile::link(path, symbolic));
        QVERIFY(::link(QFile::encodeName(path).constData(), QFile::encodeName(hard).constData()) == 0);
        b->undoStack()->push(new RemoveTile(b.get(), 1));
        for (const QString &name : {symbolic, hard}) {
            QVERIFY2(b->wouldOverwriteChange(name), qPrintable(name));
            QVERIFY(!b->save(name, &error));
            QCOMPARE(SqliteStore::read(path).contents.catalogue, a->catalogue());
        }
        QVERIFY(!b->wouldOverwriteChange(dir.filePath(u"elsewhere.krajina"_s)));
    }

    void theSameContentIsNoChange()
    {
        QTemporaryDir dir;
        const QString path = dir.filePath(u"touched.krajina"_s);
        QString error;
        QVERIFY2(SqliteStore::write(path, {TestSample::catalogue(), {}}, &error), qPrintable(error));
        auto document = CatalogueDocument::open(path, &error);
        QVERIFY2(document, qPrintable(error));
        // Copied back byte for byte (a new inode and time, the same content).
        QFile original(path);
        QVERIFY(original.open(QIODevice::ReadOnly));
        const QByteArray bytes = original.readAll();
        original.close();
        QVERIFY(QFile::remove(path));
        QFile copy(path);
        QVERIFY(copy.open(QIODevice::WriteOnly));
        copy.write(bytes);
        copy.close();
        QVERIFY(!document->isChangedOnDisk());
        // One byte more is a change.
        QVERIFY(copy.open(QIODevice::Append));
        copy.write("x");
        copy.close();
        QVERIFY(document->isChangedOnDisk());
    }

    // While a .krajina document has unsaved changes, it holds the file's edit lock.
    void holdsTheEditLockWhileModified()
    {
        QTemporaryDir dir;
        const QString path = dir.filePath(u"locked.krajina"_s);
        QString error;
        QVERIFY2(SqliteStore::write(path, {TestSample::catalogue(), {}}, &error), qPrintable(error));
        auto document = CatalogueDocument::open(path, &error);
        QVERIFY2(document, qPrintable(error));
        QVERIFY(!EditLock::isHeld(path));
        document->undoStack()->push(new RemoveTile(document.get(), 0));
        QVERIFY(EditLock::isHeld(path));
        document->undoStack()->undo();
        QVERIFY(!EditLock::isHeld(path));
        document->undoStack()->redo();
        QVERIFY(document->save(path, &error));
        QVERIFY(!EditLock::isHeld(path));
        document->undoStack()->undo();
        QVERIFY(EditLock::isHeld(path));
        document.reset();
        QVERIFY(!EditLock::isHeld(path));
    }

    void keepsExtrasOfAKrajinaFile()
    {
        QTemporaryDir dir;
        const QString path = dir.filePath(u"with-rules.krajina"_s);
        const QMap<QString, QByteArray> extras {{u"rulebook/river/cs"_s, "== Řeka ==\n"_ba}};
        QString error;
        QVERIFY(SqliteStore::write(path, {TestSample::catalogue(), extras}, &error));

        auto document = CatalogueDocument::open(path, &error);
        QVERIFY2(document, qPrintable(error));
        QCOMPARE(document->extras(), extras);
        document->undoStack()->push(new RemoveTile(document.get(), 1));
        QVERIFY(document->save(path, &error));
        const SqliteReadResult reread = SqliteStore::read(path);
        QVERIFY(reread.ok());
        QCOMPARE(reread.contents.extras, extras);
        QCOMPARE(reread.contents.catalogue.tiles.size(), TestSample::catalogue().tiles.size() - 1);
    }

    void saveAndOpenJcz()
    {
        QTemporaryDir dir;
        const QString path = dir.filePath(u"tiles.xml"_s);
        Catalogue catalogue = TestSample::catalogue();
        catalogue.tiles = {TestSample::cityRoad(), TestSample::monastery()};
        CatalogueDocument document(catalogue);
        QString error;
        QVERIFY2(document.save(path, &error), qPrintable(error));
        const auto opened = CatalogueDocument::open(path, &error);
        QVERIFY2(opened, qPrintable(error));
        QCOMPARE(opened->catalogue().tiles.size(), 2);
        QCOMPARE(opened->catalogue().tiles.at(0).features, catalogue.tiles.at(0).features);
        QCOMPARE(opened->catalogue().tiles.at(0).jczId, u"BA/RCr"_s);
    }

    void failedOpenNamesTheFile_data()
    {
        QTest::addColumn<QString>("name");
        QTest::addColumn<QByteArray>("content");
        QTest::addColumn<QString>("expected");
        QTest::newRow("garbage sqlite") << u"bad.krajina"_s << QByteArray("not a database at all") << u"SQLite"_s;
        // The right first 16 bytes, then nothing SQLite can read.
        QTest::newRow("fake sqlite header")
            << u"fake.krajina"_s << QByteArray("SQLite format 3\0", 16) + QByteArray(2000, 'x')
            << u"not a Krajina catalogue"_s;
        QTest::newRow("broken xml") << u"bad.xml"_s << QByteArray("<defs>\n<tiles>\n<tile id='x'>\n</defs>")
                                    << u":4:"_s;
        QTest::newRow("unknown type") << u"bad.txt"_s << QByteArray("hello") << u"unknown kind of file"_s;
    }
    void failedOpenNamesTheFile()
    {
        QFETCH(QString, name);
        QFETCH(QByteArray, content);
        QFETCH(QString, expected);
        QTemporaryDir dir;
        const QString path = dir.filePath(name);
        QFile file(path);
        QVERIFY(file.open(QIODevice::WriteOnly));
        file.write(content);
        file.close();

        // An open document stays as it was when another file fails to open.
        CatalogueDocument existing(TestSample::catalogue());
        existing.undoStack()->push(new RemoveTile(&existing, 0));
        const Catalogue before = existing.catalogue();

        QString error;
        const auto opened = CatalogueDocument::open(path, &error);
        QVERIFY(!opened);
        QVERIFY2(error.contains(path), qPrintable(error));
        QVERIFY2(error.contains(expected), qPrintable(error));
        // Plain words, not the SQL driver's ("Unable to fetch row").
        QVERIFY2(!error.contains(u"Unable to"_s), qPrintable(error));
        QCOMPARE(existing.catalogue(), before);
        QVERIFY(existing.isModified());
    }

    void openMissingFile()
    {
        QString error;
        QVERIFY(!CatalogueDocument::open(u"/nonexistent/catalogue.krajina"_s, &error));
        QVERIFY(error.contains(u"/nonexistent/catalogue.krajina"_s));
    }

    void failedSaveKeepsTheDocumentModified()
    {
        CatalogueDocument document(TestSample::catalogue());
        document.undoStack()->push(new RemoveTile(&document, 0));
        QString error;
        QVERIFY(!document.save(u"/nonexistent/folder/out.krajina"_s, &error));
        QVERIFY(error.contains(u"/nonexistent/folder/out.krajina"_s));
        QVERIFY(document.isModified());
        QVERIFY(document.fileName().isEmpty());
    }
};

QTEST_GUILESS_MAIN(TestCatalogueDocument)
#include "tst_cataloguedocument.moc"
