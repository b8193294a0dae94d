// SPDX-FileCopyrightText: 2026 Krajina contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "wikianswer.h"
#include "wikierror.h"

#include <QElapsedTimer>
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

// What one answer and one run may take. An answer or a run beyond them
// stops with a message that names the limit (WikiError::Kind::Limit, or
// Network for the times). README's "Wiki limits" documents the defaults.
struct WikiLimits
{
    int idleSeconds = 60; // no byte for this long: the wiki stopped answering
    int requestSeconds = 300; // one request, from asking to the last byte of its answer
    int runSeconds = 3600; // one run (beginRun() to endRun()): compare, pull or push
    qint64 answerBytes = qint64(32) << 20; // one answer, unpacked (the API keeps its own under 8 MiB)
    qint64 runBytes
        = qint64(128) << 20; // every answer of one run together (kept as text: about 2.5 times that in memory)
    int continuations = 100; // "continue" answers while reading one batch of 50 pages
    int redirects = 5; // redirects of one request (within the same site)
};

// A client of one wiki's Action API (api.php), asynchronous: every call
// returns at once and calls back on the thread of the client when done. One
// call at a time is the intended use (the sync runs them in sequence);
// cancel() stops whatever is under way and calls it back with Kind::Cancelled.
// Passwords go only into the login request and are never kept or logged.
//
// The client cannot be turned against its user: it talks only to the site it
// was given (a redirect to another scheme, host or port is refused, and a
// request that carries a form, the login or an edit, is never redirected),
// never plain http to another machine unless allowed, and every answer and run
// is bounded in time and size (WikiLimits).
class MediaWikiClient : public QObject
{
    Q_OBJECT
public:
    explicit MediaWikiClient(QObject *parent = nullptr);
    ~MediaWikiClient() override;

    // "https://wiki.example.org/w" or ".../api.php": the api.php URL; an
    // address without a scheme is https.
    static QUrl apiUrlFor(const QString &site);
    // Why the client will not talk to `api` (empty when it will): not http(s),
    // a user name or password in the address, plain http to another machine
    // unless `allowPlainHttp`.
    static QString addressProblem(const QUrl &api, bool allowPlainHttp);
    // Plain http to a machine other than this one: the password and the pages
    // would travel unencrypted.
    static bool isPlainHttpToRemote(const QUrl &api);
    void setAllowPlainHttp(bool allow) { m_allowPlainHttp = allow; }
    void setApiUrl(const QUrl &url);
    QUrl apiUrl() const { return m_apiUrl; }
    // How often a request put off by maxlag is tried again (with growing waits).
    void setMaxLagRetries(int retries) { m_maxLagRetries = retries; }
    void setLimits(const WikiLimits &limits) { m_limits = limits; }
    const WikiLimits &limits() const { return m_limits; }
    // A run's limits (time, bytes) count from beginRun() until endRun().
    void beginRun();
    void endRun();

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
    // The Translate extension: every translation unit of the page `sourceTitle`
    // (its message group "page-TITLE") in `language`, with the source text,
    // the translation and whether it is fuzzy, in one request (continuations
    // followed). A page not marked for translation is Kind::NoSuchPage.
    void readTranslationUnits(const QString &sourceTitle, const QString &language,
                              Callback<QList<WikiTranslationUnit>> done);
    // Marks a page for translation (action=markfortranslation, its title
    // translated too); calls back with the number of units. Needs the
    // pagetranslation right: without it Kind::Protected, code "permissiondenied".
    void markForTranslation(const QString &title, Callback<int> done);
    // Renders wikitext as the wiki would show it on page `title` (action=parse).
    void parse(const QString &text, const QString &title, Callback<WikiParseResult> done);

    void cancel();
    bool isBusy() const { return !m_replies.isEmpty() || m_waiting > 0; }

Q_SIGNALS:
    void busyChanged(bool busy);

private:
    using Params = WikiParams;
    using JsonDone = std::function<void(const QJsonObject &, const WikiError &)>;
    void call(bool post, const Params &params, JsonDone done, int attempt = 0);
    struct Request;
    void watch(QNetworkReply *reply, const std::shared_ptr<Request> &request);
    void finished(QNetworkReply *reply, const std::shared_ptr<Request> &request);
    WikiError runLimitReached() const;
    struct Reading;
    void readBatch(QStringList titles, Params continuation, std::shared_ptr<Reading> reading,
                   Callback<QList<WikiRevision>> done);
    void fetchUserAndToken(Done done);
    void readUnitBatch(QString group, QString language, Params continuation,
                       std::shared_ptr<QList<WikiTranslationUnit>> units, int continued,
                       Callback<QList<WikiTranslationUnit>> done);

    QNetworkAccessManager *m_network;
    QUrl m_apiUrl;
    QList<QPointer<QNetworkReply>> m_replies;
    int m_waiting = 0; // maxlag waits under way
    quint64 m_generation = 0; // bumped by cancel(): late answers are dropped
    int m_maxLagRetries = 3;
    WikiLimits m_limits;
    bool m_allowPlainHttp = false;
    QElapsedTimer m_run; // valid during a run
    qint64 m_runBytes = 0;
    QString m_userName;
    QString m_csrfToken;
    bool m_bot = false;
};

} // namespace Krajina
