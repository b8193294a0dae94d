// SPDX-FileCopyrightText: 2026 Krajina contributors
// SPDX-License-Identifier: GPL-3.0-or-later
// The Wiki panel against a misbehaving api.php (issue 33): the server's words
// are shown as plain text, the password never, and plain http to another
// machine only after the user agrees.

#include "hostileserver.h"

#include "languagemanager.h"
#include "wiki/wikipanel.h"

#include <QApplication>
#include <QDir>
#include <QLabel>
#include <QLineEdit>
#include <QMessageBox>
#include <QPushButton>
#include <QSignalSpy>
#include <QTcpSocket>
#include <QTest>
#include <QTimer>

using namespace Qt::StringLiterals;
using namespace Krajina;

namespace {

const QString password = u"hunter2-secret"_s;

// A login refused with a reason full of markup, ending in what the user typed.
const QByteArray reasonWithMarkup
    = "{\"login\":{\"result\":\"Failed\",\"reason\":\"<h1 style=\\\"color:red\\\">Session "
      "expired</h1><a href=\\\"https://evil.example\\\">https://wiki.example.org</a>"
      "<img src=\\\"file:///dev/zero\\\"> you typed ";

// With KRAJINA_WALK_DIR set, keeps pictures of the panel and its question
// there (as tst_wikipanel does).
void snap(QWidget *widget, const QString &name)
{
    const QString directory = qEnvironmentVariable("KRAJINA_WALK_DIR");
    if (directory.isEmpty())
        return;
    QApplication::processEvents();
    widget->grab().save(QDir(directory).filePath(u"wiki-safety-"_s + name + u".png"_s));
}

// Answers the next message box the panel shows (yes: its accepting button,
// else Cancel); says what it read there.
void answerMessageBox(bool yes, QString *text, const QString &shot = {})
{
    QTimer::singleShot(0, [yes, text, shot] {
        auto *box = qobject_cast<QMessageBox *>(QApplication::activeModalWidget());
        if (!box) {
            answerMessageBox(yes, text, shot);
            return;
        }
        *text = box->text();
        if (!shot.isEmpty())
            snap(box, shot);
        for (QAbstractButton *button : box->buttons()) {
            if ((box->buttonRole(button) == QMessageBox::AcceptRole) == yes) {
                button->click();
                return;
            }
        }
    });
}

} // namespace

class TestWikiPanelSafety : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void theServersReasonIsPlainTextWithoutThePassword()
    {
        HostileServer wiki([](QTcpSocket *socket, const HostileServer::Request &request) {
            const QString meta = request.param(u"meta"_s);
            if (meta == u"siteinfo")
                HostileServer::respond(socket, 200, HostileServer::siteInfo());
            else if (meta == u"tokens")
                HostileServer::respond(socket, 200, HostileServer::loginToken());
            else
                HostileServer::respond(socket, 200,
                                       reasonWithMarkup + request.param(u"lgpassword"_s).toUtf8() + "\"}}");
        });
        WikiPanel panel;
        panel.siteEdit()->setText(wiki.apiUrl().toString());
        panel.userEdit()->setText(u"Admin@krajina"_s);
        panel.passwordEdit()->setText(password);
        QSignalSpy finished(&panel, &WikiPanel::finished);
        QTest::mouseClick(panel.logInButton(), Qt::LeftButton);
        QVERIFY(finished.count() > 0 || finished.wait(20000));
        const QLabel *status = panel.statusLabel();
        QCOMPARE(status->textFormat(), Qt::PlainText);
        QVERIFY2(status->text().contains(u"<h1 style"_s), qPrintable(status->text()));
        QVERIFY2(status->text().contains(u"<img src=\"file:///dev/zero\">"_s), qPrintable(status->text()));
        QVERIFY2(!status->text().contains(password), qPrintable(status->text()));
        QVERIFY(!panel.isLoggedIn());
        snap(&panel, u"en-markup-reason"_s);
    }

    void plainHttpToAnotherMachineNeedsTheUsersYes()
    {
        WikiPanel panel;
        panel.show();
        panel.siteEdit()->setText(u"http://192.0.2.1/w"_s);
        panel.userEdit()->setText(u"Admin@krajina"_s);
        panel.passwordEdit()->setText(password);

        QString asked;
        answerMessageBox(false, &asked, u"en-plain-http"_s);
        QTest::mouseClick(panel.logInButton(), Qt::LeftButton);
        QVERIFY2(asked.contains(u"unencrypted"_s), qPrintable(asked));
        QVERIFY2(panel.statusLabel()->text().contains(u"https"_s), qPrintable(panel.statusLabel()->text()));
        QVERIFY(!panel.isBusy());
        snap(&panel, u"en-not-connected"_s);

        // The same question in Czech.
        QVERIFY(LanguageManager::instance().setLanguage(u"cs"_s));
        QString czech;
        answerMessageBox(false, &czech, u"cs-plain-http"_s);
        QTest::mouseClick(panel.logInButton(), Qt::LeftButton);
        QVERIFY2(czech.contains(u"nešifrované"_s), qPrintable(czech));
        snap(&panel, u"cs-not-connected"_s);
        QVERIFY(LanguageManager::instance().setLanguage(u"en"_s));

        asked.clear();
        answerMessageBox(true, &asked);
        QTest::mouseClick(panel.logInButton(), Qt::LeftButton);
        QVERIFY(!asked.isEmpty());
        // It connects now (or says it cannot reach the site): stop it.
        QVERIFY2(panel.statusLabel()->text().contains(u"192.0.2.1"_s), qPrintable(panel.statusLabel()->text()));
        if (panel.isBusy())
            QTest::mouseClick(panel.cancelButton(), Qt::LeftButton);
        QTRY_VERIFY(!panel.isBusy());

        // A password in the address is refused outright.
        panel.siteEdit()->setText(u"https://bob:"_s + password + u"@wiki.example.org/w"_s);
        QTest::mouseClick(panel.logInButton(), Qt::LeftButton);
        QVERIFY(!panel.isBusy());
        QVERIFY2(panel.statusLabel()->text().contains(u"user name or password"_s),
                 qPrintable(panel.statusLabel()->text()));
        QVERIFY(!panel.statusLabel()->text().contains(password));
    }
};

QTEST_MAIN(TestWikiPanelSafety)
#include "tst_wikipanelsafety.moc"
