// SPDX-FileCopyrightText: 2026 Krajina contributors
// SPDX-License-Identifier: GPL-3.0-or-later

// Issue 33: two windows on one .krajina file. Each says when the other has
// written the file, and neither overwrites the other's work without asking
// (Kate's choice: Overwrite, Reload, Save As, Cancel).
//
// A document restored after a crash is based on the file as it was then, and
// asks the same before it overwrites what another window saved since.
//
// With KRAJINA_SCREENSHOTS=DIR (and KRAJINA_LANGUAGE=cs), the journey's
// windows and questions are also saved there as PNGs, for a person to look at.

#include "../model/cataloguesample.h"
#include "catalogue/sqlitestore.h"
#include "diskchangewatcher.h"
#include "document/autosave.h"
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
#include <QStandardPaths>
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

QWidget *barPart(DiskChangeWatcher *bar, const QString &name)
{
    return bar->findChild<QWidget *>(u"diskChangeBar."_s + name);
}

// The bar spans the window under the toolbar, says its piece in at most two
// lines and has its buttons on one row, each with a tooltip and reachable by Tab.
void verifyBarLayout(MainWindow &window)
{
    DiskChangeWatcher *bar = window.diskChangeWatcher();
    QTRY_VERIFY(bar->isVisible());
    QCoreApplication::processEvents();
    QVERIFY2(bar->width() >= window.width() - 16, qPrintable(u"%1 of %2"_s.arg(bar->width()).arg(window.width())));
    const QWidget *catalogue = window.findChild<QWidget *>(u"dock.catalogue"_s);
    QVERIFY(bar->geometry().bottom() < catalogue->geometry().top());
    QVERIFY(bar->geometry().bottom() < window.centralWidget()->geometry().top());
    auto *text = qobject_cast<QLabel *>(barPart(bar, u"text"_s));
    QTRY_VERIFY(text->height() <= 2 * text->fontMetrics().lineSpacing() + 2);
    QVERIFY2(bar->height() <= 2 * text->fontMetrics().lineSpacing() + 30, qPrintable(QString::number(bar->height())));
    // All of the text is shown: the frame is as high as the wrapped text needs.
    QVERIFY(text->height() >= text->heightForWidth(text->width()));
    int row = -1;
    for (const QString &name : {u"overwrite"_s, u"reload"_s, u"saveAs"_s, u"close"_s}) {
        QWidget *button = barPart(bar, name);
        if (button->isHidden())
            continue;
        const int middle = button->geometry().center().y();
        QVERIFY2(row < 0 || qAbs(middle - row) <= 1, qPrintable(name));
        row = middle;
        QVERIFY2(!button->toolTip().isEmpty(), qPrintable(name));
        QVERIFY2(button->focusPolicy() & Qt::TabFocus, qPrintable(name));
    }
}

} // namespace

class TestDiskChanges : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void initTestCase()
    {
        QStandardPaths::setTestModeEnabled(true);
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
        a.show();
        b.show();
        DiskChangeWatcher *barB = b.diskChangeWatcher();
        QVERIFY(barB->isHidden());

        // A removes a tile and saves: B, with nothing unsaved, offers to reload.
        a.document()->undoStack()->push(new RemoveTile(a.document(), 0));
        QVERIFY2(a.saveTo(path, &error), qPrintable(error));
        QTRY_VERIFY(!barB->isHidden());
        QVERIFY(a.diskChangeWatcher()->isHidden()); // its own save is no change
        QVERIFY(barB->findChild<QLabel *>(u"diskChangeBar.text"_s)->text().contains(u"shared.krajina"_s));
        verifyBarLayout(b);
        QVERIFY(barPart(barB, u"overwrite"_s)->isHidden()); // nothing of B's own to save
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
        verifyBarLayout(b);
        QVERIFY(!barPart(barB, u"overwrite"_s)->isHidden());
        QVERIFY(!barPart(barB, u"saveAs"_s)->isHidden());
        screenshot(&b, u"2-changed-with-unsaved-work"_s);
        b.resize(1600, 900);
        verifyBarLayout(b);
        screenshot(&b, u"2-changed-with-unsaved-work-1600"_s);
        b.resize(1000, 700);
        QString question;
        answerNextQuestion(u"diskChange.cancel"_s, &question, u"3-question-before-save"_s);
        error.clear();
        QVERIFY(!b.saveTo(path, &error));
        QVERIFY2(error.isEmpty(), qPrintable(error));
        QVERIFY2(question.contains(path), qPrintable(question));
        QVERIFY(b.document()->isModified());
        QCOMPARE(SqliteStore::read(path).contents.catalogue, saidA);
        QVERIFY(!barB->isHidden()); // still undecided

        // Overwrite is a choice: B's work replaces A's.
        answerNextQuestion(u"diskChange.overwrite"_s);
        QVERIFY2(b.saveTo(path, &error), qPrintable(error));
        const Catalogue saidB = b.document()->catalogue();
        QCOMPARE(SqliteStore::read(path).contents.catalogue, saidB);
        QVERIFY(!b.document()->isModified());
        QVERIFY(barB->isHidden()); // decided: the file is B's again
        QTRY_VERIFY(!a.diskChangeWatcher()->isHidden());

        // Reload instead: A takes the file as B left it, its own edit discarded.
        a.document()->undoStack()->push(new RemoveTile(a.document(), 0));
        answerNextQuestion(u"diskChange.reload"_s);
        QVERIFY(!a.saveTo(path, &error));
        QCOMPARE(a.document()->catalogue(), saidB);
        QVERIFY(!a.document()->isModified());
        QCOMPARE(SqliteStore::read(path).contents.catalogue, saidB);
    }

    // The bar's own Overwrite, from the keyboard: B's work replaces A's without a
    // second question, and A is told in turn.
    void theBarOverwritesFromTheKeyboard()
    {
        QTemporaryDir dir;
        const QString path = dir.filePath(u"shared.krajina"_s);
        QString error;
        QVERIFY2(SqliteStore::write(path, {TestSample::catalogue(), {}}, &error), qPrintable(error));
        MainWindow a;
        MainWindow b;
        QVERIFY2(a.openFile(path, &error), qPrintable(error));
        QVERIFY2(b.openFile(path, &error), qPrintable(error));
        a.show();
        b.show();
        a.document()->undoStack()->push(new RemoveTile(a.document(), 0));
        b.document()->undoStack()->push(new RemoveTile(b.document(), 1));
        QVERIFY2(a.saveTo(path, &error), qPrintable(error));
        DiskChangeWatcher *barB = b.diskChangeWatcher();
        QTRY_VERIFY(!barB->isHidden());
        QWidget *overwrite = barPart(barB, u"overwrite"_s);
        overwrite->setFocus();
        QTest::keyClick(overwrite, Qt::Key_Space);
        QCOMPARE(SqliteStore::read(path).contents.catalogue, b.document()->catalogue());
        QVERIFY(!b.document()->isModified());
        QVERIFY(barB->isHidden());
        QTRY_VERIFY(!a.diskChangeWatcher()->isHidden());
        QVERIFY(barPart(a.diskChangeWatcher(), u"overwrite"_s)->isHidden()); // A has nothing unsaved
    }

    // Autosave and the changed-on-disk check meet: B's edits, kept by autosave
    // before a crash, are restored after A has saved the file. The bar says so at
    // once, and B's first save asks instead of overwriting A's work.
    void aRestoredDocumentAsksBeforeOverwriting()
    {
        QDir(Autosave::recoveryFolder()).removeRecursively();
        QTemporaryDir dir;
        const QString path = dir.filePath(u"shared.krajina"_s);
        QString error;
        QVERIFY2(SqliteStore::write(path, {TestSample::catalogue(), {}}, &error), qPrintable(error));
        Catalogue keptByB;
        {
            std::unique_ptr<CatalogueDocument> crashed = CatalogueDocument::open(path, &error);
            QVERIFY2(crashed, qPrintable(error));
            Autosave autosave;
            autosave.setInterval(0);
            autosave.setDocument(crashed.get());
            crashed->undoStack()->push(new RemoveTile(crashed.get(), 1));
            QVERIFY2(autosave.saveNow(&error), qPrintable(error));
            keptByB = crashed->catalogue();
            // What a Krajina killed now leaves behind: the recovery file, with no live lock.
            QVERIFY(QFile::copy(autosave.recoveryPath(),
                                QDir(Autosave::recoveryFolder()).filePath(u"recovery-left-behind.krajina"_s)));
        }
        MainWindow a;
        QVERIFY2(a.openFile(path, &error), qPrintable(error));
        a.document()->undoStack()->push(new RemoveTile(a.document(), 0));
        QVERIFY2(a.saveTo(path, &error), qPrintable(error));
        const Catalogue saidA = a.document()->catalogue();

        MainWindow b;
        b.resize(1000, 700);
        b.show();
        answerNextQuestion(u"recovery.restore"_s);
        b.offerRecovery();
        QCOMPARE(b.document()->fileName(), path);
        QCOMPARE(b.document()->catalogue(), keptByB);
        QVERIFY(b.document()->isModified());
        verifyBarLayout(b);
        screenshot(&b, u"5-restored-and-changed-on-disk"_s);
        QString question;
        answerNextQuestion(u"diskChange.cancel"_s, &question);
        QVERIFY(!b.saveTo(path, &error));
        QVERIFY2(question.contains(path), qPrintable(question));
        QCOMPARE(SqliteStore::read(path).contents.catalogue, saidA);
        answerNextQuestion(u"diskChange.overwrite"_s);
        QVERIFY2(b.saveTo(path, &error), qPrintable(error));
        QCOMPARE(SqliteStore::read(path).contents.catalogue, keptByB);
        QVERIFY(b.diskChangeWatcher()->isHidden());
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
