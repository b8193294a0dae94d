// SPDX-FileCopyrightText: 2026 Krajina contributors
// SPDX-License-Identifier: GPL-3.0-or-later

// Recovery after a crash, through the main window. The crash is real: a
// child process (this test, started with --edit-and-wait) opens the main
// window with autosave every second, edits the catalogue and is killed with
// SIGKILL once its recovery file is written. The next main window offers the
// edits in its "Restore Unsaved Changes" question; Restore and Discard are
// both answered by clicking the question's buttons.

#include "catalogue/catalogueio.h"
#include "document/autosave.h"
#include "document/cataloguedocument.h"
#include "document/undocommands.h"
#include "mainwindow.h"

#include <QAbstractButton>
#include <QApplication>
#include <QDir>
#include <QFile>
#include <QMessageBox>
#include <QProcess>
#include <QSettings>
#include <QStandardPaths>
#include <QTest>
#include <QTimer>
#include <QUndoStack>

#include <cstdio>

using namespace Qt::StringLiterals;
using namespace Krajina;

namespace {

const QString Note = u"kept after the crash"_s;

void setNames()
{
    QCoreApplication::setOrganizationName(u"KrajinaTest"_s);
    QCoreApplication::setApplicationName(u"tst_recovery"_s);
}

// The child: a main window with autosave every second; one edit, then it says
// "kept" once the recovery file exists and waits to be killed.
int editAndWait()
{
    QSettings().setValue(u"autosave/intervalSeconds"_s, 1);
    MainWindow window;
    window.show();
    CatalogueDocument *document = window.document();
    document->undoStack()->push(changeTileValue(document, {0}, TileFields::Note, Note));
    QTimer poll;
    QObject::connect(&poll, &QTimer::timeout, [&] {
        const QString kept = window.autosave()->recoveryPath();
        if (!kept.isEmpty() && QFile::exists(kept)) {
            std::fputs("kept\n", stdout);
            std::fflush(stdout);
            poll.stop();
        }
    });
    poll.start(50);
    return QApplication::exec();
}

// Clicks the button named so in the recovery question as soon as it shows,
// and remembers the question's text.
class RecoveryAnswer
{
public:
    explicit RecoveryAnswer(const QString &button)
    {
        QObject::connect(&m_poll, &QTimer::timeout, [this, button] { click(button); });
        m_poll.start(20);
    }

    bool asked() const { return m_asked; }
    QString text() const { return m_text; }

private:
    void click(const QString &button)
    {
        for (QWidget *widget : QApplication::topLevelWidgets()) {
            auto *box = qobject_cast<QMessageBox *>(widget);
            if (!box || box->objectName() != u"recoveryQuestion"_s || !box->isVisible())
                continue;
            for (QAbstractButton *b : box->buttons()) {
                if (b->text() == button) {
                    m_asked = true;
                    m_text = box->text();
                    m_poll.stop();
                    b->click();
                    return;
                }
            }
        }
    }

    QTimer m_poll;
    bool m_asked = false;
    QString m_text;
};

} // namespace

class TestRecovery : public QObject
{
    Q_OBJECT

    // Starts a Krajina that edits, and kills it once it kept its edits.
    bool crashAfterAnEdit()
    {
        QProcess app;
        app.setProcessChannelMode(QProcess::ForwardedErrorChannel);
        app.start(QCoreApplication::applicationFilePath(), {u"--edit-and-wait"_s});
        if (!app.waitForStarted() || !app.waitForReadyRead(60000))
            return false;
        const QByteArray said = app.readAllStandardOutput();
        app.kill();
        app.waitForFinished();
        return said == "kept\n";
    }

    Catalogue editedBundled() const
    {
        CatalogueDocument document(bundledCatalogue());
        document.undoStack()->push(changeTileValue(&document, {0}, TileFields::Note, Note));
        return document.catalogue();
    }

private Q_SLOTS:
    void init()
    {
        QSettings().clear();
        QDir(Autosave::recoveryFolder()).removeRecursively();
    }

    void restoreBringsTheEditsBack()
    {
        QVERIFY(crashAfterAnEdit());
        QCOMPARE(Autosave::pending().size(), 1);

        MainWindow window;
        window.show();
        QCOMPARE(window.document()->catalogue(), bundledCatalogue());
        RecoveryAnswer answer(u"Restore"_s);
        window.offerRecovery();
        QVERIFY(answer.asked());
        QVERIFY2(answer.text().contains(u"a new catalogue"_s), qPrintable(answer.text()));

        QCOMPARE(window.document()->catalogue(), editedBundled());
        QCOMPARE(window.document()->catalogue().tiles.first().note, Note);
        QVERIFY(window.document()->isModified());
        QVERIFY(window.isWindowModified());
        // The old recovery file went; the restored edits are kept again by this window.
        const QList<Recovery> pending = Autosave::pending();
        QVERIFY(pending.isEmpty());
        QVERIFY(QFile::exists(window.autosave()->recoveryPath()));
    }

    void discardKeepsTheBundledCatalogueAndForgetsTheEdits()
    {
        QVERIFY(crashAfterAnEdit());
        QCOMPARE(Autosave::pending().size(), 1);

        {
            MainWindow window;
            window.show();
            RecoveryAnswer answer(u"Discard"_s);
            window.offerRecovery();
            QVERIFY(answer.asked());
            QCOMPARE(window.document()->catalogue(), bundledCatalogue());
            QVERIFY(!window.document()->isModified());
            QVERIFY(Autosave::pending().isEmpty());
        }
        // Nothing is offered on the next start.
        MainWindow again;
        RecoveryAnswer answer(u"Discard"_s);
        again.offerRecovery();
        QVERIFY(!answer.asked());
        QCOMPARE(QDir(Autosave::recoveryFolder()).entryList(QDir::Files | QDir::Hidden), QStringList());
    }
};

int main(int argc, char *argv[])
{
    QStandardPaths::setTestModeEnabled(true);
    QApplication app(argc, argv);
    setNames();
    if (argc == 2 && qstrcmp(argv[1], "--edit-and-wait") == 0)
        return editAndWait();
    TestRecovery test;
    QTEST_SET_MAIN_SOURCE_PATH
    return QTest::qExec(&test, argc, argv);
}

#include "tst_recovery.moc"
