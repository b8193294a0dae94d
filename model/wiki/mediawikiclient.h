// SPDX-FileCopyrightText: 2026 Krajina contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "wikierror.h"

#include <QJsonObject>
#include <QList>
#include <QObject>
#include <QPointer>
#include <QStringList>
#include <QUrl>

#include <functional>
#include <memory>

class QNetworkAccessManager;
class QNetworkReply;

namespace Krajina {

struct WikiSiteInfo
{
    QString siteName;
    QString generator; // "MediaWiki 1.43.9"
    QStringList extensions; // names as the site lists them
    bool hasExtension(QStringView name) const { return extensions.contains(name); }
    bool hasTranslate() const { return hasExtension(u"Translate"); }
};

// The newest revision of one page as read from the wiki.
struct WikiRevision
{
    QString title; // the title asked for
    bool exists = false;
    qint64 revisionId = 0;
    QString timestamp; // ISO 8601, as the API gives it
    QString user;
    QString text;
};

struct WikiEdit
{
    QString title;
    QString text;
    QString summary;
    // The revision the edit is based on; 0 for a new page (then the edit only
    // creates, it never overwrites a page made meanwhile).
    qint64 baseRevisionId = 0;
    QString baseTimestamp;
    QString startTimestamp; // when the base was read; edits made since conflict
};

struct WikiEditResult
{
    qint64 revisionId = 0;
    QString timestamp;
    bool noChange = false;
};

struct WikiParseResult
{
    QString html;
    QStringList templates; // every template the text uses
    QStringList missingTemplates; // the ones the wiki does not have
    QStringList warnings;
};

// A client of one wiki's Action API (api.php), asynchronous: every call
// returns at once and calls back on the thread of the client when done. One
// call at a time is the intended use (the sync runs them in sequence);
// cancel() stops whatever is under way and calls it back with Kind::Cancelled.
// Passwords go only into the login request and are never kept or logged.
class MediaWikiClient : public QObject
{
    Q_OBJECT
public:
    explicit MediaWikiClient(QObject *parent = nullptr);
    ~MediaWikiClient() override;

    // "https://wiki.example.org/w" or ".../api.php": the api.php URL.
    static QUrl apiUrlFor(const QString &site);
    void setApiUrl(const QUrl &url);
    QUrl apiUrl() const { return m_apiUrl; }
    // How often a request put off by maxlag is tried again (with growing waits).
    void setMaxLagRetries(int retries) { m_maxLagRetries = retries; }
    void setTimeout(int milliseconds) { m_timeout = milliseconds; }

    template<typename T>
    using Callback = std::function<void(const T &, const WikiError &)>;
    using Done = std::function<void(const WikiError &)>;

    void fetchSiteInfo(Callback<WikiSiteInfo> done);
    // Logs in with a bot password ("User@app" as user) through action=login,
    // then fetches the user's rights and an edit token.
    void logIn(const QString &user, const QString &password, Done done);
    void logOut(Done done);
    bool isLoggedIn() const { return !m_userName.isEmpty(); }
    QString userName() const { return m_userName; }
    bool hasBotRight() const { return m_bot; }

    // The newest revision of each title, 50 titles a request, continuations followed.
    void readPages(const QStringList &titles, Callback<QList<WikiRevision>> done);
    void editPage(const WikiEdit &edit, Callback<WikiEditResult> done);
    // Renders wikitext as the wiki would show it on page `title` (action=parse).
    void parse(const QString &text, const QString &title, Callback<WikiParseResult> done);

    void cancel();
    bool isBusy() const { return !m_replies.isEmpty() || m_waiting > 0; }

Q_SIGNALS:
    void busyChanged(bool busy);

private:
    using Params = QList<std::pair<QString, QString>>;
    using JsonDone = std::function<void(const QJsonObject &, const WikiError &)>;
    void call(bool post, const Params &params, JsonDone done, int attempt = 0);
    void finished(QNetworkReply *reply, bool post, const Params &params, const JsonDone &done, int attempt,
                  quint64 generation);
    void readBatch(QStringList titles, Params continuation, std::shared_ptr<QList<WikiRevision>> result,
                   Callback<QList<WikiRevision>> done);
    void fetchUserAndToken(Done done);

    QNetworkAccessManager *m_network;
    QUrl m_apiUrl;
    QList<QPointer<QNetworkReply>> m_replies;
    int m_waiting = 0; // maxlag waits under way
    quint64 m_generation = 0; // bumped by cancel(): late answers are dropped
    int m_maxLagRetries = 3;
    int m_timeout = 60000;
    QString m_userName;
    QString m_csrfToken;
    bool m_bot = false;
};

} // namespace Krajina
