// SPDX-FileCopyrightText: 2026 Krajina contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QProcess>
#include <QString>
#include <QTemporaryDir>
#include <QUrl>

#include <memory>

namespace Krajina {

// A real MediaWiki for the tests: installed fresh into a temporary folder
// (SQLite), with a bot password for "Admin" and a second user "Editor" (also
// with a bot password) for edits by somebody else, served by PHP's built-in
// server on a free port of 127.0.0.1 and stopped when the fixture goes (the
// server also dies with the test process). Install once per test program:
// it takes seconds.
//
// A second server on the same wiki can stand in for a site with the
// Translate extension: it treats <translate> and <languages /> the way
// Translate shows a page (the tags and unit markers taken out), lists an
// extension named Translate in the site info, and answers the extension's
// calls (marking for translation, translation units, their edits and
// refusals) through translatestandin.php. It is not the Translate extension,
// which no package archive the project installs from carries.
class MediaWikiFixture
{
public:
    MediaWikiFixture();
    ~MediaWikiFixture();
    MediaWikiFixture(const MediaWikiFixture &) = delete;
    MediaWikiFixture &operator=(const MediaWikiFixture &) = delete;

    // Why this machine cannot run a wiki (no php, no MediaWiki), or empty.
    static QString unavailableReason();

    // Installs and serves the wiki; on failure says why in *error.
    bool start(QString *error);
    void stop();

    QUrl apiUrl() const;
    QString botUser() const { return QStringLiteral("Admin@krajina"); }
    QString botPassword() const { return m_adminBotPassword; }
    QString otherUser() const { return QStringLiteral("Editor@krajina"); }
    QString otherPassword() const { return m_editorBotPassword; }
    qint64 installMilliseconds() const { return m_installMs; }

    // Stops the server only (the wiki stays): a site that went away mid-run.
    void stopServer();
    bool startServer(QString *error);

    // What the wiki's administrators can do to refuse edits: make the whole
    // wiki read-only ($wgReadOnly; an empty reason ends it), let each user
    // (not sysop) edit only once an hour ($wgRateLimits), protect a page so
    // that only sysops may edit it (maintenance/protect.php).
    bool setReadOnly(const QString &reason);
    bool setEditRateLimit(bool limited);
    bool protectPage(const QString &title, QString *error);

    // The stand-in for a site with Translate (see above), started on first use.
    bool startTranslateServer(QString *error);
    QUrl translateApiUrl() const;

private:
    bool runMaintenance(const QStringList &arguments, QString *output, QString *error, int timeoutMs = 120000);
    bool serve(std::unique_ptr<QProcess> &server, const QString &config, int port, QString *error);

    std::unique_ptr<QTemporaryDir> m_dir;
    std::unique_ptr<QProcess> m_server;
    std::unique_ptr<QProcess> m_translateServer;
    int m_port = 0;
    int m_translatePort = 0;
    QString m_adminBotPassword;
    QString m_editorBotPassword;
    qint64 m_installMs = 0;
};

} // namespace Krajina

#include <QEventLoop>
#include <QTimer>

namespace Krajina {

// Runs an asynchronous call to its end: `start` gets a function to call when
// done. Gives up after `timeoutMs` (returns false).
template<typename Start>
bool waitFor(Start start, int timeoutMs = 120000)
{
    QEventLoop loop;
    bool finished = false;
    QTimer::singleShot(timeoutMs, &loop, &QEventLoop::quit);
    start([&] {
        finished = true;
        loop.quit();
    });
    if (!finished)
        loop.exec();
    return finished;
}

} // namespace Krajina
