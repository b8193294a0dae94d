// SPDX-FileCopyrightText: 2026 Krajina contributors
// SPDX-License-Identifier: GPL-3.0-or-later

// Issue 33: two windows on one .krajina file. Each says when the other has
// written the file, and neither overwrites the other's work without asking
// (Kate's choice: Overwrite, Reload, Save As, Cancel).
//
// With KRAJINA_SCREENSHOTS=DIR (and KRAJINA_LANGUAGE=cs), the journey's
// windows and questions are also saved there as PNGs, for a person to look at.

#include "../model/cataloguesample.h"
#include "catalogue/sqlitestore.h"
#include "diskchangewatcher.h"
#include "document/cataloguedocument.h"
#include "document/undocommands.h"
#include "languagemanager.h"
#include "mainwindow.h"

#include <QApplication>
#include <QDir>
#include <QFile>
#include <QLabel>
#include <QMessageBox>
#include <QPushButton>
#include <QSettings>
#include <QTemporaryDir>
#include <QTest>
#include <QTimer>
#include <QUndoStack>

using namespace Krajina;
using namespace Qt::StringLiterals;

namespace {

QString screenshotDir()
{
    return qEnvironmentVariable("KRAJINA_SCREENSHOTS");
}

void screenshot(QWidget *widget, const QString &name)
{
    if (screenshotDir().isEmpty())
        return;
    QCoreApplication::processEvents();
    widget->grab().save(QDir(screenshotDir()).filePath(name + u".png"_s));
}

// Clicks the button named `button` of the next modal question, once it is shown;
// `seen` gets the question's text.
void answerNextQuestion(const QString &button, QString *seen = nullptr, const QString &shot = {}, int tries = 100)
{
    QTimer::singleShot(10, qApp, [button, seen, shot, tries] {
        auto *box = qobject_cast<QMessageBox *>(QApplication::activeModalWidget());
        if (!box) {
            if (tries > 0)
                answerNextQuestion(button, seen, shot, tries - 1);
            return;
        }
        if (seen)
            *seen = box->text();
        if (!shot.isEmpty())
            screenshot(box, shot);
        if (auto *push = box->findChild<QPushButton *>(button))
            push->click();
        else
            box->reject();
    });
}

} // namespace

class TestDiskChanges : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void initTestCase()
    {
        QCoreApplication::setOrganizationName(u"KrajinaTest"_s);
        QCoreApplication::setApplicationName(u"tst_diskchanges"_s);
        QSettings().clear();
        if (!qEnvironmentVariable("KRAJINA_LANGUAGE").isEmpty())
            LanguageManager::instance().chooseLanguage(qEnvironmentVariable("KRAJINA_LANGUAGE"));
    }

    void twoWindowsOnOneFile()
    {
        QTemporaryDir dir;
        const QString path = dir.filePath(u"shared.krajina"_s);
        QString error;
        QVERIFY2(SqliteStore::write(path, {TestSample::catalogue(), {}}, &error), qPrintable(error));
        const int tiles = int(TestSample::catalogue().tiles.size());

        MainWindow a;
        MainWindow b;
        QVERIFY2(a.openFile(path, &error), qPrintable(error));
        QVERIFY2(b.openFile(path, &error), qPrintable(error));
        a.resize(1000, 700);
        b.resize(1000, 700);
        if (!screenshotDir().isEmpty()) {
            a.show();
            b.show();
        }
        DiskChangeWatcher *barB = b.diskChangeWatcher();
        QVERIFY(barB->isHidden());

        // A removes a tile and saves: B, with nothing unsaved, offers to reload.
        a.document()->undoStack()->push(new RemoveTile(a.document(), 0));
        QVERIFY2(a.saveTo(path, &error), qPrintable(error));
        QTRY_VERIFY(!barB->isHidden());
        QVERIFY(a.diskChangeWatcher()->isHidden()); // its own save is no change
        QVERIFY(barB->findChild<QLabel *>(u"diskChangeBar.text"_s)->text().contains(u"shared.krajina"_s));
        screenshot(&b, u"1-changed-on-disk"_s);
        barB->findChild<QPushButton *>(u"diskChangeBar.reload"_s)->click();
        QCOMPARE(b.document()->catalogue().tiles.size(), tiles - 1);
        QVERIFY(barB->isHidden());

        // Both edit; A saves first. B's save asks; Cancel keeps both as they are.
        a.document()->undoStack()->push(new RemoveTile(a.document(), 0));
        b.document()->undoStack()->push(new RemoveTile(b.document(), 1));
        QVERIFY2(a.saveTo(path, &error), qPrintable(error));
        const Catalogue saidA = a.document()->catalogue();
        QTRY_VERIFY(!barB->isHidden());
        QVERIFY(barB->findChild<QLabel *>(u"diskChangeBar.text"_s)->text().contains(u"unsaved"_s)
                || !qEnvironmentVariable("KRAJINA_LANGUAGE").isEmpty());
        screenshot(&b, u"2-changed-with-unsaved-work"_s);
        QString question;
        answerNextQuestion(u"diskChange.cancel"_s, &question, u"3-question-before-save"_s);
        error.clear();
        QVERIFY(!b.saveTo(path, &error));
        QVERIFY2(error.isEmpty(), qPrintable(error));
        QVERIFY2(question.contains(path), qPrintable(question));
        QVERIFY(b.document()->isModified());
        QCOMPARE(SqliteStore::read(path).contents.catalogue, saidA);

        // Overwrite is a choice: B's work replaces A's.
        answerNextQuestion(u"diskChange.overwrite"_s);
        QVERIFY2(b.saveTo(path, &error), qPrintable(error));
        const Catalogue saidB = b.document()->catalogue();
        QCOMPARE(SqliteStore::read(path).contents.catalogue, saidB);
        QVERIFY(!b.document()->isModified());
        QTRY_VERIFY(!a.diskChangeWatcher()->isHidden());

        // Reload instead: A takes the file as B left it, its own edit discarded.
        a.document()->undoStack()->push(new RemoveTile(a.document(), 0));
        answerNextQuestion(u"diskChange.reload"_s);
        QVERIFY(!a.saveTo(path, &error));
        QCOMPARE(a.document()->catalogue(), saidB);
        QVERIFY(!a.document()->isModified());
        QCOMPARE(SqliteStore::read(path).contents.catalogue, saidB);
    }

    void aReadOnlyFileIsReplacedOnlyWhenAsked()
    {
        QTemporaryDir dir;
        const QString path = dir.filePath(u"readonly.krajina"_s);
        QString error;
        QVERIFY2(SqliteStore::write(path, {TestSample::catalogue(), {}}, &error), qPrintable(error));
        QVERIFY(QFile::setPermissions(path, QFile::ReadOwner | QFile::ReadGroup | QFile::ReadOther));
        MainWindow window;
        QVERIFY2(window.openFile(path, &error), qPrintable(error));
        window.document()->undoStack()->push(new RemoveTile(window.document(), 0));
        answerNextQuestion(u"readOnly.cancel"_s, nullptr, u"4-read-only"_s);
        QVERIFY(!window.saveTo(path, &error));
        QCOMPARE(SqliteStore::read(path).contents.catalogue, TestSample::catalogue());
        answerNextQuestion(u"readOnly.replace"_s);
        QVERIFY2(window.saveTo(path, &error), qPrintable(error));
        QCOMPARE(SqliteStore::read(path).contents.catalogue, window.document()->catalogue());
        QVERIFY(!(QFile::permissions(path) & QFile::WriteOwner));
        QFile::setPermissions(path, QFile::ReadOwner | QFile::WriteOwner);
    }
};

QTEST_MAIN(TestDiskChanges)
#include "tst_diskchanges.moc"
