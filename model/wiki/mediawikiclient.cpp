// SPDX-FileCopyrightText: 2026 Krajina contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "mediawikiclient.h"

#include "version.h"

#include <QCoreApplication>
#include <QHostAddress>
#include <QJsonArray>
#include <QJsonDocument>
#include <QNetworkAccessManager>
#include <QNetworkCookieJar>
#include <QNetworkReply>
#include <QNetworkRequest>
#include <QRegularExpression>
#include <QSet>
#include <QTimer>

#include <algorithm>
#include <utility>

using namespace Qt::StringLiterals;

namespace Krajina {

namespace {

struct Text
{
    Q_DECLARE_TR_FUNCTIONS(Krajina::MediaWikiClient)
};

constexpr int titlesPerRequest = 50;

QByteArray formBody(const QList<std::pair<QString, QString>> &params)
{
    QByteArray body;
    for (const auto &[key, value] : params) {
        if (!body.isEmpty())
            body += '&';
        body += QUrl::toPercentEncoding(key) + '=' + QUrl::toPercentEncoding(value);
    }
    return body;
}

WikiError error(WikiError::Kind kind, const QString &message, const QString &code = {})
{
    WikiError result;
    result.kind = kind;
    result.message = message;
    result.code = code;
    return result;
}

QString shown(const QUrl &url)
{
    return url.toDisplayString(QUrl::RemoveUserInfo | QUrl::RemoveQuery | QUrl::RemoveFragment);
}

int defaultPort(const QUrl &url)
{
    return url.port(url.scheme() == u"https" ? 443 : 80);
}

bool sameSite(const QUrl &a, const QUrl &b)
{
    return a.scheme() == b.scheme() && a.host().compare(b.host(), Qt::CaseInsensitive) == 0
        && defaultPort(a) == defaultPort(b);
}

QString megabytes(qint64 bytes)
{
    return QString::number(double(bytes) / (1024 * 1024), 'g', 3);
}

} // namespace

struct MediaWikiClient::Request
{
    bool post = false;
    Params params;
    JsonDone done;
    int attempt = 0;
    quint64 generation = 0;
    WikiError failure; // why the client stopped the transfer itself
    QString secret; // the login's password, masked in whatever the server says
    QUrl at; // where the request went last (a redirect within the site moves it)
};

// One readPages(): what came so far and the continuations seen (a wiki that
// repeats one would be followed forever).
struct MediaWikiClient::Reading
{
    QList<WikiRevision> pages;
    QSet<QString> continuations;
    int continued = 0; // of the batch under way
};

MediaWikiClient::MediaWikiClient(QObject *parent)
    : QObject(parent)
    , m_network(new QNetworkAccessManager(this))
{
    // Each redirect is checked in watch(): the same site only, never with a form.
    m_network->setRedirectPolicy(QNetworkRequest::UserVerifiedRedirectPolicy);
}

MediaWikiClient::~MediaWikiClient()
{
    ++m_generation;
    for (const QPointer<QNetworkReply> &reply : std::as_const(m_replies)) {
        if (reply)
            reply->abort();
    }
}

QUrl MediaWikiClient::apiUrlFor(const QString &site)
{
    QString address = site.trimmed();
    // Without a scheme QUrl::fromUserInput() would pick http.
    static const QRegularExpression scheme(u"^[A-Za-z][A-Za-z0-9+.-]*://"_s);
    if (!address.isEmpty() && !scheme.match(address).hasMatch())
        address.prepend(u"https://"_s);
    QUrl url = QUrl::fromUserInput(address);
    if (!url.isValid())
        return {};
    QString path = url.path();
    if (!path.endsWith(u"/api.php")) {
        while (path.endsWith(u'/'))
            path.chop(1);
        if (path.endsWith(u"/index.php"))
            path.chop(int(u"/index.php"_s.size()));
        url.setPath(path + u"/api.php"_s);
    }
    url.setQuery(QString());
    url.setFragment(QString());
    return url;
}

bool MediaWikiClient::isPlainHttpToRemote(const QUrl &api)
{
    if (api.scheme() != u"http")
        return false;
    const QString host = api.host().toLower();
    if (host == u"localhost" || host.endsWith(u".localhost"))
        return false;
    const QHostAddress address(host);
    return address.isNull() || !address.isLoopback();
}

QString MediaWikiClient::addressProblem(const QUrl &api, bool allowPlainHttp)
{
    if (!api.isValid() || api.host().isEmpty())
        return Text::tr("\"%1\" is not a web address").arg(api.toDisplayString(QUrl::RemoveUserInfo));
    if (api.scheme() != u"https" && api.scheme() != u"http")
        return Text::tr("%1 is not an http or https address").arg(shown(api));
    if (!api.userInfo().isEmpty())
        return Text::tr("the address %1 holds a user name or password: give the address without it and log in "
                        "with the bot password instead")
            .arg(shown(api));
    if (!allowPlainHttp && isPlainHttpToRemote(api))
        return Text::tr("%1 is plain http to another machine: the password and the pages would travel unencrypted; "
                        "use https")
            .arg(shown(api));
    return {};
}

void MediaWikiClient::setApiUrl(const QUrl &url)
{
    if (url == m_apiUrl)
        return;
    cancel();
    m_apiUrl = url;
    m_userName.clear();
    m_csrfToken.clear();
    m_bot = false;
    m_network->setCookieJar(new QNetworkCookieJar(m_network));
}

void MediaWikiClient::beginRun()
{
    m_run.start();
    m_runBytes = 0;
}

void MediaWikiClient::endRun()
{
    m_run.invalidate();
    m_runBytes = 0;
}

WikiError MediaWikiClient::runLimitReached() const
{
    if (!m_run.isValid())
        return {};
    if (m_run.elapsed() > qint64(m_limits.runSeconds) * 1000) {
        return error(WikiError::Kind::Limit,
                     Text::tr("the run took longer than %n s, the limit of one run; nothing more was asked", nullptr,
                              m_limits.runSeconds),
                     u"runtime"_s);
    }
    if (m_runBytes > m_limits.runBytes) {
        return error(WikiError::Kind::Limit,
                     Text::tr("the wiki sent more than %1 MB in one run, the limit; nothing more was asked")
                         .arg(megabytes(m_limits.runBytes)),
                     u"runsize"_s);
    }
    return {};
}

void MediaWikiClient::cancel()
{
    ++m_generation;
    const auto replies = std::exchange(m_replies, {});
    for (const QPointer<QNetworkReply> &reply : replies) {
        if (reply)
            reply->abort();
    }
    m_waiting = 0;
    Q_EMIT busyChanged(false);
}

void MediaWikiClient::call(bool post, const Params &params, JsonDone done, int attempt)
{
    const QString problem = addressProblem(m_apiUrl, m_allowPlainHttp);
    if (m_apiUrl.isEmpty() || !problem.isEmpty()) {
        done({},
             error(m_apiUrl.isEmpty() || !m_apiUrl.isValid() ? WikiError::Kind::Network : WikiError::Kind::Unsafe,
                   m_apiUrl.isEmpty() ? Text::tr("no wiki address given") : problem));
        return;
    }
    if (const WikiError limit = runLimitReached(); !limit.ok()) {
        done({}, limit);
        return;
    }
    Params all = params;
    all.append({u"format"_s, u"json"_s});
    all.append({u"formatversion"_s, u"2"_s});
    all.append({u"maxlag"_s, u"5"_s});

    QNetworkRequest request(m_apiUrl);
    request.setHeader(QNetworkRequest::UserAgentHeader,
                      u"Krajina/%1 (rules wiki sync; Qt Network)"_s.arg(applicationVersion()));
    request.setMaximumRedirectsAllowed(m_limits.redirects);
    // Qt's own check stops a compressed answer that unpacks 40 times over
    // beyond 10 MiB (a compression bomb); finished() names it.
    QNetworkReply *reply = nullptr;
    if (post) {
        request.setHeader(QNetworkRequest::ContentTypeHeader, u"application/x-www-form-urlencoded"_s);
        reply = m_network->post(request, formBody(all));
    } else {
        QUrl url = m_apiUrl;
        url.setQuery(QString::fromLatin1(formBody(all)));
        request.setUrl(url);
        reply = m_network->get(request);
    }
    const bool wasBusy = isBusy();
    m_replies.append(reply);
    if (!wasBusy)
        Q_EMIT busyChanged(true);
    auto pending = std::make_shared<Request>();
    pending->post = post;
    pending->params = params;
    pending->done = std::move(done);
    pending->attempt = attempt;
    pending->generation = m_generation;
    pending->at = m_apiUrl;
    for (const auto &[name, value] : params) {
        if (name == u"lgpassword")
            pending->secret = value;
    }
    watch(reply, pending);
    connect(reply, &QNetworkReply::finished, this, [this, reply, pending] { finished(reply, pending); });
}

// The limits of one request, kept by timers and the transfer's signals; the
// first one that trips aborts the transfer and says why.
void MediaWikiClient::watch(QNetworkReply *reply, const std::shared_ptr<Request> &request)
{
    const WikiLimits limits = m_limits;
    auto stop = [reply, request](const WikiError &why) {
        if (request->failure.ok())
            request->failure = why;
        reply->abort();
    };
    auto *idle = new QTimer(reply);
    idle->setSingleShot(true);
    idle->setInterval(limits.idleSeconds * 1000);
    connect(idle, &QTimer::timeout, reply, [stop, limits] {
        stop(error(WikiError::Kind::Network,
                   Text::tr("the wiki stopped answering after %n s", nullptr, limits.idleSeconds), u"timeout"_s));
    });
    idle->start();
    auto *whole = new QTimer(reply);
    whole->setSingleShot(true);
    connect(whole, &QTimer::timeout, reply, [stop, limits] {
        stop(error(WikiError::Kind::Network,
                   Text::tr("the wiki did not finish its answer within %n s, the limit of one request", nullptr,
                            limits.requestSeconds),
                   u"timeout"_s));
    });
    whole->start(limits.requestSeconds * 1000);

    auto tooBig = [reply, limits] {
        if (!reply->rawHeader("Content-Encoding").isEmpty()) {
            return error(WikiError::Kind::Limit,
                         Text::tr("the wiki's compressed answer unpacks to more than %1 MB, the limit of one answer "
                                  "(a compression bomb?)")
                             .arg(megabytes(limits.answerBytes)),
                         u"compression"_s);
        }
        return error(WikiError::Kind::Limit,
                     Text::tr("the wiki's answer is larger than %1 MB, the limit of one answer")
                         .arg(megabytes(limits.answerBytes)),
                     u"answersize"_s);
    };
    connect(reply, &QNetworkReply::metaDataChanged, reply, [reply, stop, tooBig, limits] {
        bool known = false;
        const qint64 length = reply->header(QNetworkRequest::ContentLengthHeader).toLongLong(&known);
        if (known && length > limits.answerBytes)
            stop(tooBig());
    });
    connect(reply, &QNetworkReply::uploadProgress, idle, [idle] { idle->start(); });
    connect(reply, &QNetworkReply::readyRead, reply, [this, reply, idle, stop, tooBig, limits] {
        idle->start();
        if (reply->bytesAvailable() > limits.answerBytes)
            stop(tooBig());
        else if (m_run.isValid() && m_runBytes + reply->bytesAvailable() > limits.runBytes)
            stop(error(WikiError::Kind::Limit,
                       Text::tr("the wiki sent more than %1 MB in one run, the limit").arg(megabytes(limits.runBytes)),
                       u"runsize"_s));
    });
    connect(reply, &QNetworkReply::redirected, reply, [this, reply, request, stop](const QUrl &target) {
        const QUrl from = request->at;
        const QUrl to = from.resolved(target);
        if (request->post) {
            stop(error(WikiError::Kind::Unsafe,
                       Text::tr("%1 redirected a request that carries a form (the login or an edit) to %2: refused, "
                                "a form is never sent on")
                           .arg(shown(from), shown(to)),
                       u"redirect"_s));
        } else if (!sameSite(m_apiUrl, to)) {
            stop(error(WikiError::Kind::Unsafe,
                       Text::tr("%1 redirected to %2, another site: refused (if that is the wiki, give its address)")
                           .arg(shown(from), shown(to)),
                       u"redirect"_s));
        } else {
            request->at = to;
            Q_EMIT reply->redirectAllowed();
        }
    });
}

void MediaWikiClient::finished(QNetworkReply *reply, const std::shared_ptr<Request> &request)
{
    reply->deleteLater();
    m_replies.removeAll(reply);
    const JsonDone done = request->done;
    auto settle = [this, done](const QJsonObject &json, const WikiError &result) {
        if (!isBusy())
            Q_EMIT busyChanged(false);
        done(json, result);
    };
    if (request->generation != m_generation) {
        settle({}, error(WikiError::Kind::Cancelled, Text::tr("cancelled")));
        return;
    }
    if (!request->failure.ok()) {
        settle({}, request->failure);
        return;
    }
    const QString where = shown(m_apiUrl);
    const int status = reply->attribute(QNetworkRequest::HttpStatusCodeAttribute).toInt();
    switch (reply->error()) {
    case QNetworkReply::NoError:
        break;
    case QNetworkReply::OperationCanceledError:
        settle({}, error(WikiError::Kind::Cancelled, Text::tr("cancelled")));
        return;
    case QNetworkReply::TooManyRedirectsError:
        settle(
            {},
            error(WikiError::Kind::Network,
                  Text::tr("%1 redirects in a loop (more than %n redirects)", nullptr, m_limits.redirects).arg(where),
                  u"redirectloop"_s));
        return;
    case QNetworkReply::InsecureRedirectError:
        settle({},
               error(WikiError::Kind::Unsafe, Text::tr("%1 redirected from https to plain http: refused").arg(where),
                     u"redirect"_s));
        return;
    default:
        if (!reply->rawHeader("Content-Encoding").isEmpty() && status > 0 && status < 400) {
            // Qt stops unpacking an answer that grows far beyond what was sent.
            settle({},
                   error(WikiError::Kind::Limit,
                         Text::tr("%1 sent a compressed answer that unpacks to far more than was sent (a "
                                  "compression bomb?): refused")
                             .arg(where),
                         u"compression"_s));
            return;
        }
        if (status == 0) {
            settle({},
                   error(WikiError::Kind::Network,
                         Text::tr("cannot reach %1: %2")
                             .arg(where, wikiServerText(maskedSecret(reply->errorString(), request->secret))),
                         QString::number(int(reply->error()))));
            return;
        }
        if (status < 400) {
            settle({},
                   error(WikiError::Kind::Network,
                         Text::tr("%1: the answer broke off: %2")
                             .arg(where, wikiServerText(maskedSecret(reply->errorString(), request->secret))),
                         QString::number(int(reply->error()))));
            return;
        }
        break; // an HTTP error status, said below
    }
    const QByteArray body = reply->readAll();
    m_runBytes += body.size();
    const WikiAnswer answer
        = readWikiAnswer(status, reply->attribute(QNetworkRequest::HttpReasonPhraseAttribute).toByteArray(), body,
                         where, request->secret);
    if (answer.error.code == u"maxlag" && request->attempt < m_maxLagRetries) {
        const int wait = wikiMaxLagWaitMs(reply->rawHeader("Retry-After"), request->attempt);
        ++m_waiting;
        QTimer::singleShot(wait, this, [this, request] {
            if (request->generation != m_generation) {
                request->done({}, error(WikiError::Kind::Cancelled, Text::tr("cancelled")));
                return;
            }
            --m_waiting;
            call(request->post, request->params, request->done, request->attempt + 1);
        });
        return;
    }
    settle(answer.json, answer.error);
}

void MediaWikiClient::fetchSiteInfo(Callback<WikiSiteInfo> done)
{
    call(false, {{u"action"_s, u"query"_s}, {u"meta"_s, u"siteinfo"_s}, {u"siprop"_s, u"general|extensions"_s}},
         [done](const QJsonObject &json, const WikiError &result) {
             if (!result.ok()) {
                 done({}, result);
                 return;
             }
             WikiError failure;
             const WikiSiteInfo info = readWikiSiteInfo(json, &failure);
             done(info, failure);
         });
}

void MediaWikiClient::logIn(const QString &user, const QString &password, Done done)
{
    m_userName.clear();
    m_csrfToken.clear();
    m_bot = false;
    call(false, {{u"action"_s, u"query"_s}, {u"meta"_s, u"tokens"_s}, {u"type"_s, u"login"_s}},
         [this, user, password, done](const QJsonObject &json, const WikiError &result) {
             if (!result.ok()) {
                 done(result);
                 return;
             }
             const QString token
                 = json.value(u"query"_s).toObject().value(u"tokens"_s).toObject().value(u"logintoken"_s).toString();
             call(true,
                  {{u"action"_s, u"login"_s}, {u"lgname"_s, user}, {u"lgpassword"_s, password}, {u"lgtoken"_s, token}},
                  [this, user, password, done](const QJsonObject &answer, const WikiError &failure) {
                      if (!failure.ok()) {
                          WikiError masked = failure;
                          masked.message = maskedSecret(masked.message, password);
                          done(masked);
                          return;
                      }
                      const WikiError refused = readWikiLogin(answer, user, password, &m_userName);
                      if (!refused.ok()) {
                          done(refused);
                          return;
                      }
                      fetchUserAndToken(done);
                  });
         });
}

void MediaWikiClient::fetchUserAndToken(Done done)
{
    call(false,
         {{u"action"_s, u"query"_s},
          {u"meta"_s, u"userinfo|tokens"_s},
          {u"uiprop"_s, u"rights"_s},
          {u"type"_s, u"csrf"_s}},
         [this, done](const QJsonObject &json, const WikiError &result) {
             if (!result.ok()) {
                 m_userName.clear();
                 done(result);
                 return;
             }
             const QJsonObject query = json.value(u"query"_s).toObject();
             m_csrfToken = query.value(u"tokens"_s).toObject().value(u"csrftoken"_s).toString();
             const QJsonObject userInfo = query.value(u"userinfo"_s).toObject();
             m_bot = userInfo.value(u"rights"_s).toArray().contains(u"bot"_s);
             if (userInfo.value(u"anon"_s).toBool() || m_csrfToken.isEmpty() || m_csrfToken == u"+\\") {
                 m_userName.clear();
                 done(error(WikiError::Kind::NotLoggedIn,
                            Text::tr("the wiki accepted the login but does not keep the session (cookies)")));
                 return;
             }
             done({});
         });
}

void MediaWikiClient::logOut(Done done)
{
    if (!isLoggedIn()) {
        done({});
        return;
    }
    call(true, {{u"action"_s, u"logout"_s}, {u"token"_s, m_csrfToken}},
         [this, done](const QJsonObject &, const WikiError &result) {
             m_userName.clear();
             m_csrfToken.clear();
             m_bot = false;
             m_network->setCookieJar(new QNetworkCookieJar(m_network));
             done(result);
         });
}

void MediaWikiClient::readPages(const QStringList &titles, Callback<QList<WikiRevision>> done)
{
    readBatch(titles, {}, std::make_shared<Reading>(), std::move(done));
}

void MediaWikiClient::readBatch(QStringList titles, Params continuation, std::shared_ptr<Reading> reading,
                                Callback<QList<WikiRevision>> done)
{
    if (titles.isEmpty()) {
        done(reading->pages, {});
        return;
    }
    const QStringList batch = titles.mid(0, titlesPerRequest);
    Params params {{u"action"_s, u"query"_s},
                   {u"prop"_s, u"revisions"_s},
                   {u"rvprop"_s, u"content|ids|timestamp|user"_s},
                   {u"rvslots"_s, u"main"_s},
                   {u"titles"_s, batch.join(u'|')}};
    params.append(continuation);
    call(false, params, [this, titles, batch, reading, done](const QJsonObject &json, const WikiError &failure) {
        if (!failure.ok()) {
            done(reading->pages, failure);
            return;
        }
        Params next;
        const WikiError wrong = readWikiRevisions(json, batch, &reading->pages, &next);
        if (!wrong.ok()) {
            done(reading->pages, wrong);
            return;
        }
        if (next.isEmpty()) {
            reading->continued = 0;
            reading->continuations.clear();
            readBatch(titles.mid(batch.size()), {}, reading, done);
            return;
        }
        QString key;
        for (const auto &[name, value] : std::as_const(next))
            key += name + u'=' + value + u'&';
        if (reading->continuations.contains(key)) {
            done(reading->pages,
                 error(WikiError::Kind::BadReply,
                       Text::tr("the wiki asked to continue where it had already continued (%1): "
                                "it would be read forever")
                           .arg(wikiServerText(key, 120)),
                       u"continueloop"_s));
            return;
        }
        if (++reading->continued > m_limits.continuations) {
            done(reading->pages,
                 error(WikiError::Kind::Limit,
                       Text::tr("the wiki asked to continue more than %n times for one batch of pages, the limit",
                                nullptr, m_limits.continuations),
                       u"continuelimit"_s));
            return;
        }
        reading->continuations.insert(key);
        readBatch(titles, next, reading, done);
    });
}

void MediaWikiClient::editPage(const WikiEdit &edit, Callback<WikiEditResult> done)
{
    if (!isLoggedIn()) {
        done({}, error(WikiError::Kind::NotLoggedIn, Text::tr("log in to the wiki first")));
        return;
    }
    Params params {{u"action"_s, u"edit"_s},
                   {u"title"_s, edit.title},
                   {u"text"_s, edit.text},
                   {u"summary"_s, edit.summary},
                   {u"assert"_s, u"user"_s}};
    if (edit.baseRevisionId > 0) {
        params.append({u"baserevid"_s, QString::number(edit.baseRevisionId)});
        params.append({u"basetimestamp"_s, edit.baseTimestamp});
        params.append({u"nocreate"_s, u"1"_s});
    } else {
        params.append({u"createonly"_s, u"1"_s});
    }
    if (!edit.startTimestamp.isEmpty())
        params.append({u"starttimestamp"_s, edit.startTimestamp});
    if (m_bot)
        params.append({u"bot"_s, u"1"_s});
    params.append({u"token"_s, m_csrfToken}); // last, so that a cut-off body cannot pass
    call(true, params, [done](const QJsonObject &json, const WikiError &failure) {
        if (!failure.ok()) {
            done({}, failure);
            return;
        }
        WikiError refused;
        const WikiEditResult result = readWikiEdit(json, &refused);
        done(result, refused);
    });
}

void MediaWikiClient::readTranslationUnits(const QString &sourceTitle, const QString &language,
                                           Callback<QList<WikiTranslationUnit>> done)
{
    readUnitBatch(u"page-"_s + sourceTitle, language, {}, std::make_shared<QList<WikiTranslationUnit>>(), 0,
                  std::move(done));
}

void MediaWikiClient::readUnitBatch(QString group, QString language, Params continuation,
                                    std::shared_ptr<QList<WikiTranslationUnit>> units, int continued,
                                    Callback<QList<WikiTranslationUnit>> done)
{
    Params params {{u"action"_s, u"query"_s},
                   {u"list"_s, u"messagecollection"_s},
                   {u"mcgroup"_s, group},
                   {u"mclanguage"_s, language},
                   {u"mcprop"_s, u"definition|translation|tags|properties"_s},
                   {u"mclimit"_s, u"max"_s}};
    params.append(continuation);
    call(false, params,
         [this, group, language, units, continued, done](const QJsonObject &json, const WikiError &failure) {
             if (!failure.ok()) {
                 WikiError result = failure;
                 if (failure.code == u"badparameter" || failure.code == u"badvalue") {
                     // Translate knows no message group of that page.
                     result.kind = WikiError::Kind::NoSuchPage;
                     result.message = Text::tr("%1 is not marked for translation on the wiki")
                                          .arg(group.mid(int(u"page-"_s.size())));
                 }
                 done(*units, result);
                 return;
             }
             Params next;
             const WikiError wrong = readWikiMessageCollection(json, units.get(), &next);
             if (!wrong.ok() || next.isEmpty()) {
                 done(*units, wrong);
                 return;
             }
             if (continued + 1 > m_limits.continuations) {
                 done(*units,
                      error(WikiError::Kind::Limit,
                            Text::tr("the wiki asked to continue more than %n times for the translation "
                                     "units of one page, the limit",
                                     nullptr, m_limits.continuations),
                            u"continuelimit"_s));
                 return;
             }
             readUnitBatch(group, language, next, units, continued + 1, done);
         });
}

void MediaWikiClient::markForTranslation(const QString &title, Callback<int> done)
{
    if (!isLoggedIn()) {
        done(0, error(WikiError::Kind::NotLoggedIn, Text::tr("log in to the wiki first")));
        return;
    }
    call(true,
         {{u"action"_s, u"markfortranslation"_s},
          {u"title"_s, title},
          {u"translatetitle"_s, u"yes"_s},
          {u"token"_s, m_csrfToken}},
         [done](const QJsonObject &json, const WikiError &failure) {
             if (!failure.ok()) {
                 done(0, failure);
                 return;
             }
             const QJsonObject answer = json.value(u"markfortranslation"_s).toObject();
             if (answer.value(u"result"_s).toString() != u"Success") {
                 done(0,
                      error(WikiError::Kind::Api,
                            Text::tr("the wiki did not mark the page for translation (%1)")
                                .arg(wikiServerText(
                                    QString::fromUtf8(QJsonDocument(answer).toJson(QJsonDocument::Compact)))),
                            u"markfailure"_s));
                 return;
             }
             done(answer.value(u"unitcount"_s).toInt(), {});
         });
}

void MediaWikiClient::parse(const QString &text, const QString &title, Callback<WikiParseResult> done)
{
    call(true,
         {{u"action"_s, u"parse"_s},
          {u"text"_s, text},
          {u"title"_s, title},
          {u"contentmodel"_s, u"wikitext"_s},
          {u"prop"_s, u"text|templates|parsewarnings"_s},
          {u"disablelimitreport"_s, u"1"_s},
          {u"disableeditsection"_s, u"1"_s}},
         [done](const QJsonObject &json, const WikiError &failure) {
             done(failure.ok() ? readWikiParse(json) : WikiParseResult(), failure);
         });
}

} // namespace Krajina
