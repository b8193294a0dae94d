// SPDX-FileCopyrightText: 2026 Krajina contributors
// SPDX-License-Identifier: GPL-3.0-or-later
// The wiki client against a misbehaving api.php on loopback (issue 33): it
// cannot be turned against its user (redirects, plain http, the password in
// messages) and every answer and run is bounded (time, size, continuations).

#include "hostileserver.h"
#include "mediawikifixture.h"

#include "../app/clirunner.h"
#include "wiki/mediawikiclient.h"

#include <QDir>
#include <QElapsedTimer>
#include <QFile>
#include <QProcess>
#include <QStandardPaths>
#include <QTcpSocket>
#include <QTemporaryDir>
#include <QTest>
#include <QTimer>

#ifdef Q_OS_LINUX
#include <sched.h>
#include <sys/mount.h>
#include <unistd.h>
#endif

using namespace Qt::StringLiterals;
using namespace Krajina;

namespace {

WikiError siteInfo(MediaWikiClient &client, WikiSiteInfo *info = nullptr)
{
    WikiError error;
    const bool finished = waitFor(
        [&](auto done) {
            client.fetchSiteInfo([&, done](const WikiSiteInfo &read, const WikiError &result) {
                if (info)
                    *info = read;
                error = result;
                done();
            });
        },
        30000);
    if (!finished)
        error.message = u"the client never called back"_s;
    return error;
}

WikiError logIn(MediaWikiClient &client, const QString &user, const QString &password)
{
    WikiError error;
    const bool finished = waitFor(
        [&](auto done) {
            client.logIn(user, password, [&, done](const WikiError &result) {
                error = result;
                done();
            });
        },
        30000);
    if (!finished)
        error.message = u"the client never called back"_s;
    return error;
}

WikiError readPages(MediaWikiClient &client, const QStringList &titles, QList<WikiRevision> *pages = nullptr)
{
    WikiError error;
    const bool finished = waitFor(
        [&](auto done) {
            client.readPages(titles, [&, done](const QList<WikiRevision> &read, const WikiError &result) {
                if (pages)
                    *pages = read;
                error = result;
                done();
            });
        },
        30000);
    if (!finished)
        error.message = u"the client never called back"_s;
    return error;
}

// A wiki that answers the site info, the login token and the user info like
// MediaWiki, and hands every other request to `other`.
HostileServer::Handler wikiLike(std::function<void(QTcpSocket *, const HostileServer::Request &)> other)
{
    return [other](QTcpSocket *socket, const HostileServer::Request &request) {
        const QString meta = request.param(u"meta"_s);
        if (request.method == "GET" && meta == u"siteinfo")
            HostileServer::respond(socket, 200, HostileServer::siteInfo());
        else if (request.method == "GET" && meta == u"tokens")
            HostileServer::respond(socket, 200, HostileServer::loginToken());
        else if (request.method == "GET" && meta.startsWith(u"userinfo"))
            HostileServer::respond(socket, 200, HostileServer::userInfo());
        else
            other(socket, request);
    };
}

QByteArray redirectTo(const QByteArray &location)
{
    return "Location: " + location + "\r\n";
}

const QString password = u"hunter2-secret"_s;

} // namespace

class TestWikiClient : public QObject
{
    Q_OBJECT

    static WikiLimits quick()
    {
        WikiLimits limits;
        limits.idleSeconds = 2;
        limits.requestSeconds = 5;
        return limits;
    }

private Q_SLOTS:
    void anAddressWithoutASchemeIsHttps()
    {
        QCOMPARE(MediaWikiClient::apiUrlFor(u"wiki.example.org/w"_s), QUrl(u"https://wiki.example.org/w/api.php"_s));
        QCOMPARE(MediaWikiClient::apiUrlFor(u"http://127.0.0.1:8080/w/"_s), QUrl(u"http://127.0.0.1:8080/w/api.php"_s));
    }

    void plainHttpIsRefusedExceptToThisMachine_data()
    {
        QTest::addColumn<QString>("site");
        QTest::addColumn<bool>("remote");
        QTest::newRow("another machine") << u"http://wiki.example.org/w"_s << true;
        QTest::newRow("an address") << u"http://192.0.2.1/w"_s << true;
        QTest::newRow("https") << u"https://wiki.example.org/w"_s << false;
        QTest::newRow("loopback") << u"http://127.0.0.1:8080/w"_s << false;
        QTest::newRow("loopback 6") << u"http://[::1]:8080/w"_s << false;
        QTest::newRow("localhost") << u"http://localhost/w"_s << false;
    }
    void plainHttpIsRefusedExceptToThisMachine()
    {
        QFETCH(QString, site);
        QFETCH(bool, remote);
        const QUrl api = MediaWikiClient::apiUrlFor(site);
        QCOMPARE(MediaWikiClient::isPlainHttpToRemote(api), remote);
        QCOMPARE(MediaWikiClient::addressProblem(api, false).isEmpty(), !remote);
        QVERIFY(MediaWikiClient::addressProblem(api, true).isEmpty());
        if (!remote)
            return;
        // The client itself refuses too, before it connects anywhere.
        MediaWikiClient client;
        client.setApiUrl(api);
        const WikiError error = siteInfo(client);
        QCOMPARE(error.kind, WikiError::Kind::Unsafe);
        QVERIFY2(error.message.contains(u"plain http"_s), qPrintable(error.message));
    }

    void aPasswordInTheAddressIsRefusedAndNotRepeated()
    {
        const QUrl api = MediaWikiClient::apiUrlFor(u"https://bob:"_s + password + u"@wiki.example.org/w"_s);
        const QString problem = MediaWikiClient::addressProblem(api, false);
        QVERIFY2(problem.contains(u"user name or password"_s), qPrintable(problem));
        QVERIFY(!problem.contains(password));
        QVERIFY(!problem.contains(u"bob"_s));
        QVERIFY(MediaWikiClient::addressProblem(QUrl(u"ftp://wiki.example.org/api.php"_s), true).contains(u"http"_s));
    }

    void theLoginIsNeverRedirectedToAnotherPort()
    {
        HostileServer elsewhere([](QTcpSocket *socket, const HostileServer::Request &) {
            HostileServer::respond(socket, 200, R"({"login":{"result":"Success","lgusername":"Admin"}})");
        });
        const QByteArray target = "http://127.0.0.1:" + QByteArray::number(elsewhere.port()) + "/w/api.php";
        HostileServer wiki(wikiLike([target](QTcpSocket *socket, const HostileServer::Request &) {
            HostileServer::respond(socket, 307, {}, redirectTo(target));
        }));
        MediaWikiClient client;
        client.setApiUrl(wiki.apiUrl());
        client.setLimits(quick());
        const WikiError error = logIn(client, u"Admin@krajina"_s, password);
        QCOMPARE(error.kind, WikiError::Kind::Unsafe);
        QCOMPARE(error.code, u"redirect"_s);
        // Both addresses are named; the password went nowhere else.
        QVERIFY2(error.message.contains(u"127.0.0.1:%1"_s.arg(wiki.port())), qPrintable(error.message));
        QVERIFY2(error.message.contains(u"127.0.0.1:%1"_s.arg(elsewhere.port())), qPrintable(error.message));
        QVERIFY(!error.message.contains(password));
        QVERIFY(elsewhere.requests().isEmpty());
        QVERIFY(!client.isLoggedIn());
    }

    void aFormIsNotRedirectedEvenOnTheSameSite()
    {
        HostileServer wiki(wikiLike([](QTcpSocket *socket, const HostileServer::Request &request) {
            if (request.path.startsWith("/elsewhere"))
                HostileServer::respond(socket, 200, R"({"login":{"result":"Success","lgusername":"Admin"}})");
            else
                HostileServer::respond(socket, 308, {}, redirectTo("/elsewhere/api.php"));
        }));
        MediaWikiClient client;
        client.setApiUrl(wiki.apiUrl());
        client.setLimits(quick());
        const WikiError error = logIn(client, u"Admin@krajina"_s, password);
        QCOMPARE(error.kind, WikiError::Kind::Unsafe);
        QVERIFY2(error.message.contains(u"/elsewhere/api.php"_s), qPrintable(error.message));
        for (const HostileServer::Request &request : wiki.requests())
            QVERIFY(!request.path.startsWith("/elsewhere"));
    }

    void aReadIsRedirectedOnlyWithinTheSite()
    {
        HostileServer elsewhere([](QTcpSocket *socket, const HostileServer::Request &) {
            HostileServer::respond(socket, 200, HostileServer::siteInfo());
        });
        const QByteArray other = "http://127.0.0.1:" + QByteArray::number(elsewhere.port());
        HostileServer wiki([other](QTcpSocket *socket, const HostileServer::Request &request) {
            if (request.path.startsWith("/moved/"))
                HostileServer::respond(socket, 200, HostileServer::siteInfo());
            else if (request.path.startsWith("/w/"))
                HostileServer::respond(socket, 301, {}, redirectTo("/moved/" + request.path.mid(3)));
            else
                HostileServer::respond(socket, 302, {}, redirectTo(other + "/w/api.php"));
        });
        MediaWikiClient client;
        client.setLimits(quick());
        client.setApiUrl(wiki.apiUrl());
        WikiSiteInfo info;
        const WikiError followed = siteInfo(client, &info);
        QVERIFY2(followed.ok(), qPrintable(followed.message));
        QCOMPARE(info.siteName, u"Hostile"_s);

        client.setApiUrl(QUrl(u"http://127.0.0.1:%1/away/api.php"_s.arg(wiki.port())));
        const WikiError refused = siteInfo(client);
        QCOMPARE(refused.kind, WikiError::Kind::Unsafe);
        QVERIFY2(refused.message.contains(u"another site"_s), qPrintable(refused.message));
        QVERIFY(elsewhere.requests().isEmpty());
    }

    void aRedirectLoopIsNamed()
    {
        HostileServer wiki([](QTcpSocket *socket, const HostileServer::Request &request) {
            HostileServer::respond(socket, 302, {}, redirectTo(request.path));
        });
        MediaWikiClient client;
        client.setLimits(quick());
        client.setApiUrl(wiki.apiUrl());
        const WikiError error = siteInfo(client);
        QCOMPARE(error.code, u"redirectloop"_s);
        QVERIFY2(error.message.contains(u"redirects in a loop"_s), qPrintable(error.message));
        // Bounded: Qt may ask a redirect again on a fresh connection, never on and on.
        QVERIFY2(wiki.requests().size() <= 3 * (quick().redirects + 1),
                 qPrintable(QString::number(wiki.requests().size())));
    }

    void aSilentWikiStopsAnsweringAfterTheIdleLimit()
    {
        HostileServer wiki([](QTcpSocket *, const HostileServer::Request &) {});
        MediaWikiClient client;
        WikiLimits limits = quick();
        limits.idleSeconds = 1;
        client.setLimits(limits);
        client.setApiUrl(wiki.apiUrl());
        const WikiError error = siteInfo(client);
        QCOMPARE(error.kind, WikiError::Kind::Network);
        QCOMPARE(error.message, u"the wiki stopped answering after 1 s"_s);
    }

    void aByteASecondMeetsTheRequestDeadline()
    {
        // The answer never stops coming, so the idle limit never trips.
        HostileServer wiki([](QTcpSocket *socket, const HostileServer::Request &) {
            socket->write("HTTP/1.1 200 OK\r\nContent-Type: application/json\r\nContent-Length: 100000\r\n\r\n{");
            auto *drip = new QTimer(socket);
            QObject::connect(drip, &QTimer::timeout, socket, [socket] { socket->write(" "); });
            drip->start(200);
        });
        MediaWikiClient client;
        WikiLimits limits = quick();
        limits.idleSeconds = 1;
        limits.requestSeconds = 2;
        client.setLimits(limits);
        client.setApiUrl(wiki.apiUrl());
        const WikiError error = siteInfo(client);
        // The deadline, not the idle limit, ended it: the drip kept the idle timer from tripping.
        QCOMPARE(error.code, u"timeout"_s);
        QVERIFY2(error.message.contains(u"within 2 s"_s), qPrintable(error.message));
    }

    void anEndlessContinuationStopsAtTheLimit()
    {
        int counter = 0;
        HostileServer wiki([&counter](QTcpSocket *socket, const HostileServer::Request &) {
            // A new continuation every time, and always one more.
            const QByteArray next = QByteArray::number(++counter);
            HostileServer::respond(socket, 200,
                                   R"({"continue":{"rvcontinue":")" + next
                                       + R"(|1","continue":"||"},)"
                                         R"("query":{"pages":[{"title":"River"}]}})");
        });
        MediaWikiClient client;
        WikiLimits limits = quick();
        limits.continuations = 5;
        client.setLimits(limits);
        client.setApiUrl(wiki.apiUrl());
        const WikiError error = readPages(client, {u"River"_s});
        QCOMPARE(error.kind, WikiError::Kind::Limit);
        QCOMPARE(error.code, u"continuelimit"_s);
        QVERIFY2(error.message.contains(u"more than 5 times"_s), qPrintable(error.message));
        QCOMPARE(wiki.requests().size(), 6);
    }

    void aRepeatedContinuationIsAnError()
    {
        HostileServer wiki([](QTcpSocket *socket, const HostileServer::Request &) {
            HostileServer::respond(socket, 200,
                                   R"({"continue":{"rvcontinue":"7|1","continue":"||"},)"
                                   R"("query":{"pages":[{"title":"River"}]}})");
        });
        MediaWikiClient client;
        client.setLimits(quick());
        client.setApiUrl(wiki.apiUrl());
        const WikiError error = readPages(client, {u"River"_s});
        QCOMPARE(error.code, u"continueloop"_s);
        QCOMPARE(wiki.requests().size(), 2);
    }

    void pagesNotAskedForAreRefused()
    {
        HostileServer wiki([](QTcpSocket *socket, const HostileServer::Request &) {
            HostileServer::respond(socket, 200,
                                   R"({"query":{"pages":[{"title":"River","missing":true},)"
                                   R"({"title":"Something else","revisions":[{"revid":1,"slots":{"main":)"
                                   R"({"content":"x"}}}]}]}})");
        });
        MediaWikiClient client;
        client.setLimits(quick());
        client.setApiUrl(wiki.apiUrl());
        QList<WikiRevision> pages;
        const WikiError error = readPages(client, {u"River"_s}, &pages);
        QCOMPARE(error.code, u"unaskedpage"_s);
        for (const WikiRevision &page : std::as_const(pages))
            QCOMPARE(page.title, u"River"_s);
    }

    void aHugeAnswerIsCutAtTheLimit_data()
    {
        QTest::addColumn<bool>("saysItsLength");
        QTest::newRow("Content-Length") << true;
        QTest::newRow("until the connection closes") << false;
    }
    void aHugeAnswerIsCutAtTheLimit()
    {
        QFETCH(bool, saysItsLength);
        HostileServer wiki([saysItsLength](QTcpSocket *socket, const HostileServer::Request &) {
            socket->write(saysItsLength ? "HTTP/1.1 200 OK\r\nContent-Length: 300000000\r\n\r\n"
                                        : "HTTP/1.1 200 OK\r\nConnection: close\r\n\r\n");
            auto *pump = new QTimer(socket);
            QObject::connect(pump, &QTimer::timeout, socket, [socket] {
                if (socket->isOpen() && socket->bytesToWrite() < (1 << 20))
                    socket->write(QByteArray(64 * 1024, ' '));
            });
            pump->start(0);
        });
        MediaWikiClient client;
        WikiLimits limits = quick();
        limits.answerBytes = 4 << 20;
        client.setLimits(limits);
        client.setApiUrl(wiki.apiUrl());
        const WikiError error = siteInfo(client);
        QCOMPARE(error.kind, WikiError::Kind::Limit);
        QCOMPARE(error.code, u"answersize"_s);
        QVERIFY2(error.message.contains(u"larger than 4 MB"_s), qPrintable(error.message));
    }

    void aCompressionBombIsNamed()
    {
        // 200 MiB of spaces, packed into about 200 KB.
        const QByteArray packed = qCompress(QByteArray(200 << 20, ' '), 9).mid(4);
        HostileServer wiki([packed](QTcpSocket *socket, const HostileServer::Request &) {
            HostileServer::respond(socket, 200, packed, "Content-Encoding: deflate\r\n");
        });
        MediaWikiClient client;
        client.setLimits(quick());
        client.setApiUrl(wiki.apiUrl());
        const WikiError error = siteInfo(client);
        QCOMPARE(error.kind, WikiError::Kind::Limit);
        QVERIFY2(error.message.contains(u"compression bomb"_s), qPrintable(error.message));
    }

    void theRunStopsAtItsLimits()
    {
        HostileServer wiki(wikiLike([](QTcpSocket *socket, const HostileServer::Request &) {
            HostileServer::respond(socket, 200, R"({"query":{"pages":[{"title":"River","missing":true}]}})");
        }));
        MediaWikiClient client;
        WikiLimits limits = quick();
        limits.runSeconds = 1;
        client.setLimits(limits);
        client.setApiUrl(wiki.apiUrl());
        client.beginRun();
        QVERIFY(siteInfo(client).ok());
        QTest::qWait(1100);
        const qsizetype asked = wiki.requests().size();
        const WikiError late = siteInfo(client);
        QCOMPARE(late.code, u"runtime"_s);
        QVERIFY2(late.message.contains(u"longer than 1 s"_s), qPrintable(late.message));
        QCOMPARE(wiki.requests().size(), asked);
        client.endRun();
        QVERIFY(siteInfo(client).ok()); // out of a run, only each request's limits count

        limits.runBytes = 300;
        client.setLimits(limits);
        client.beginRun();
        QVERIFY(siteInfo(client).ok()); // about 150 bytes
        QVERIFY(siteInfo(client).ok());
        const WikiError tooMuch = siteInfo(client);
        QCOMPARE(tooMuch.code, u"runsize"_s);
        client.endRun();
    }

    void theServersLoginReasonIsPlainAndNeverShowsThePassword()
    {
        HostileServer wiki(wikiLike([](QTcpSocket *socket, const HostileServer::Request &request) {
            // A server that repeats the password, with a terminal escape and markup.
            const QByteArray reason = "Wrong password \\\"" + request.param(u"lgpassword"_s).toUtf8()
                + "\\\" \\u001b[31m\\u001b]8;;file:///dev/zero\\u0007<b style=\\\"font-size:40pt\\\">Session "
                  "expired</b>\\n<img src=\\\"file:///dev/zero\\\">";
            HostileServer::respond(socket, 200, R"({"login":{"result":"Failed","reason":")" + reason + R"("}})");
        }));
        MediaWikiClient client;
        client.setLimits(quick());
        client.setApiUrl(wiki.apiUrl());
        const WikiError error = logIn(client, u"Admin@krajina"_s, password);
        QCOMPARE(error.kind, WikiError::Kind::BadLogin);
        QVERIFY2(!error.message.contains(password), qPrintable(error.message));
        QVERIFY(error.message.contains(u"****"_s));
        for (const QChar c : error.message)
            QVERIFY2(c.category() != QChar::Other_Control, qPrintable(error.message));
        // The markup stays text: whoever shows it shows it as plain text.
        QVERIFY(error.message.contains(u"<b style"_s));
    }

    void theCliRefusesPlainHttpAndPasswordsInTheAddress()
    {
        CliResult plain = runCli({u"wiki"_s, u"status"_s, u"--site"_s, u"http://192.0.2.1/w"_s}, {}, 30000);
        QCOMPARE(plain.exitCode, 2);
        QVERIFY2(plain.err.contains("plain http") && plain.err.contains("--allow-http"), plain.err.constData());

        const CliResult inside = runCli(
            {u"wiki"_s, u"status"_s, u"--site"_s, u"https://bob:"_s + password + u"@wiki.example.org/w"_s}, {}, 30000);
        QCOMPARE(inside.exitCode, 2);
        QVERIFY2(inside.err.contains("user name or password"), inside.err.constData());
        QVERIFY(!inside.err.contains(password.toUtf8()));
    }

    void theCliReadsAPasswordAtATerminalWithoutEcho()
    {
        const QString script = QStandardPaths::findExecutable(u"script"_s);
        if (script.isEmpty())
            QSKIP("no script(1) to give krajina-cli a terminal");
        HostileServer wiki(wikiLike([](QTcpSocket *socket, const HostileServer::Request &request) {
            const QByteArray reason = "no such password: " + request.param(u"lgpassword"_s).toUtf8();
            HostileServer::respond(socket, 200, R"({"login":{"result":"Failed","reason":")" + reason + R"("}})");
        }));
        const QString command = u"'%1' wiki status --site %2 --user Admin@krajina --password-stdin"_s.arg(
            QStringLiteral(KRAJINA_CLI), wiki.apiUrl().toString());
        QProcess terminal;
        terminal.setProcessChannelMode(QProcess::MergedChannels);
        terminal.start(script, {u"-qec"_s, command, u"/dev/null"_s});
        QVERIFY(terminal.waitForStarted());
        QByteArray seen;
        QElapsedTimer clock;
        clock.start();
        while (!seen.contains("Password") && clock.elapsed() < 30000) {
            terminal.waitForReadyRead(1000);
            seen += terminal.readAll();
        }
        QVERIFY2(seen.contains("Password"), seen.constData());
        terminal.write(password.toUtf8() + '\n');
        QVERIFY(terminal.waitForFinished(30000));
        seen += terminal.readAll();
        QCOMPARE(terminal.exitCode(), 2);
        // The password reached the wiki, but neither the terminal's echo nor the
        // server's reason showed it.
        bool sent = false;
        for (const HostileServer::Request &request : wiki.requests())
            sent = sent || request.param(u"lgpassword"_s) == password;
        QVERIFY(sent);
        QVERIFY2(seen.contains("refused the login"), seen.constData());
        QVERIFY2(!seen.contains(password.toUtf8()), seen.constData());
    }

    void aPullOnAFullDiskSaysSoAndChangesNothing()
    {
#ifdef Q_OS_LINUX
        // A wiki whose English River page differs: pulling it rewrites the
        // page and writes the English its Czech units were made from.
        HostileServer wiki([](QTcpSocket *socket, const HostileServer::Request &request) {
            if (request.param(u"meta"_s) == u"siteinfo") {
                HostileServer::respond(socket, 200, HostileServer::siteInfo());
                return;
            }
            QByteArray pages;
            for (const QString &title : request.param(u"titles"_s).split(u'|')) {
                if (!pages.isEmpty())
                    pages += ',';
                if (title == u"River")
                    pages += R"({"title":"River","revisions":[{"revid":5,"timestamp":"2026-01-01T00:00:00Z",)"
                             R"("user":"Editor","slots":{"main":{"content":")"
                        + QByteArray("The river is long. ").repeated(400) + R"("}}}]})";
                else
                    pages += R"({"title":")" + title.toUtf8() + R"(","missing":true})";
            }
            HostileServer::respond(socket, 200, R"({"query":{"pages":[)" + pages + "]}}");
        });
        QTemporaryDir dir;
        QVERIFY(dir.isValid());
        const QString disk = dir.filePath(u"disk"_s);
        QVERIFY(QDir().mkpath(disk));
        // For each amount of room left: the pull succeeds whole, or says the
        // disk is full and leaves every file as it was.
        const QString script = uR"sh(
set -u
for room in 0 4 8 12 16 24 32 48 64 96; do
    rm -rf '%2/rules' '%2/fill'
    cp -r '%1' '%2/rules'
    dd if=/dev/zero of='%2/fill' bs=4k 2>/dev/null
    truncate -s -${room}K '%2/fill'
    '%3' wiki pull --site '%4' --page river '%2/rules' >/dev/null 2>'%5/err'
    code=$?
    if diff -r '%1' '%2/rules' >/dev/null; then same=same; else same=changed; fi
    echo "room=$room exit=$code $same $(tr '\n' ' ' < '%5/err')"
done
)sh"_s.arg(QStringLiteral(KRAJINA_SOURCE_DIR "/data/rules"), disk, QStringLiteral(KRAJINA_CLI),
           wiki.apiUrl().toString(), dir.path());
        QProcess shell;
        const QByteArray target = QFile::encodeName(disk);
        // A small disk of its own, in a mount namespace of the shell's own;
        // never where a mount could spread back to the machine's own (shared mounts).
        QFile mounts(u"/proc/self/mountinfo"_s);
        if (!mounts.open(QIODevice::ReadOnly) || mounts.readAll().contains(" shared:"))
            QSKIP("the mounts here are shared: the test mounts no disk of its own");
        shell.setChildProcessModifier([target] {
            if (unshare(CLONE_NEWNS) != 0 || mount("tmpfs", target.constData(), "tmpfs", 0, "size=640k") != 0)
                _exit(77);
        });
        shell.setProcessChannelMode(QProcess::MergedChannels);
        shell.start(u"sh"_s, {u"-c"_s, script});
        QVERIFY(shell.waitForFinished(120000));
        const QString output = QString::fromUtf8(shell.readAll());
        if (shell.exitCode() == 77)
            QSKIP("no permission to mount a small disk for the test (it runs as root in the development root)");
        qInfo().noquote() << output;
        const QStringList runs = output.trimmed().split(u'\n');
        QCOMPARE(runs.size(), 10);
        int full = 0;
        int pulled = 0;
        for (const QString &run : runs) {
            QVERIFY2(!run.contains(u"Unknown error"_s), qPrintable(run));
            if (run.contains(u" exit=0 "_s) || run.contains(u" exit=1 "_s)) {
                QVERIFY2(run.contains(u"changed"_s), qPrintable(run));
                ++pulled;
            } else {
                // Only the record of the sync may miss: the page and its sources came whole.
                QVERIFY2(run.contains(u" same "_s) || run.contains(u"wiki-sync.json: cannot write"_s), qPrintable(run));
                QVERIFY2(run.contains(u"no space left on the device"_s), qPrintable(run));
                ++full;
            }
        }
        QVERIFY2(full > 0 && pulled > 0, qPrintable(output));
#else
        QSKIP("a small disk of its own needs Linux");
#endif
    }
};

QTEST_GUILESS_MAIN(TestWikiClient)
#include "tst_wikiclient.moc"
