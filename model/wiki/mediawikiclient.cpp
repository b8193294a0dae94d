// SPDX-FileCopyrightText: 2026 Krajina contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "mediawikiclient.h"

#include "version.h"

#include <QCoreApplication>
#include <QJsonArray>
#include <QJsonDocument>
#include <QNetworkAccessManager>
#include <QNetworkCookieJar>
#include <QNetworkReply>
#include <QNetworkRequest>
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

} // namespace

MediaWikiClient::MediaWikiClient(QObject *parent)
    : QObject(parent)
    , m_network(new QNetworkAccessManager(this))
{
    m_network->setRedirectPolicy(QNetworkRequest::NoLessSafeRedirectPolicy);
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
    QUrl url = QUrl::fromUserInput(site.trimmed());
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
    if (!m_apiUrl.isValid() || m_apiUrl.isEmpty()) {
        done({}, error(WikiError::Kind::Network, Text::tr("no wiki address given")));
        return;
    }
    Params all = params;
    all.append({u"format"_s, u"json"_s});
    all.append({u"formatversion"_s, u"2"_s});
    all.append({u"maxlag"_s, u"5"_s});

    QNetworkRequest request(m_apiUrl);
    request.setHeader(QNetworkRequest::UserAgentHeader,
                      u"Krajina/%1 (rules wiki sync; Qt Network)"_s.arg(applicationVersion()));
    request.setTransferTimeout(m_timeout);
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
    const quint64 generation = m_generation;
    connect(reply, &QNetworkReply::finished, this, [this, reply, post, params, done, attempt, generation] {
        finished(reply, post, params, done, attempt, generation);
    });
}

void MediaWikiClient::finished(QNetworkReply *reply, bool post, const Params &params, const JsonDone &done, int attempt,
                               quint64 generation)
{
    reply->deleteLater();
    m_replies.removeAll(reply);
    auto settle = [this](const QJsonObject &json, const WikiError &result, const JsonDone &callback) {
        if (!isBusy())
            Q_EMIT busyChanged(false);
        callback(json, result);
    };
    if (generation != m_generation) {
        settle({}, error(WikiError::Kind::Cancelled, Text::tr("cancelled")), done);
        return;
    }
    const int status = reply->attribute(QNetworkRequest::HttpStatusCodeAttribute).toInt();
    const QString where = m_apiUrl.toDisplayString(QUrl::RemoveUserInfo | QUrl::RemoveQuery);
    if (reply->error() == QNetworkReply::OperationCanceledError) {
        settle({}, error(WikiError::Kind::Cancelled, Text::tr("cancelled")), done);
        return;
    }
    if (reply->error() != QNetworkReply::NoError && status == 0) {
        settle({},
               error(WikiError::Kind::Network, Text::tr("cannot reach %1: %2").arg(where, reply->errorString()),
                     QString::number(int(reply->error()))),
               done);
        return;
    }
    if (status >= 400) {
        settle({},
               error(WikiError::Kind::Http,
                     Text::tr("%1 answered HTTP %2 %3")
                         .arg(where)
                         .arg(status)
                         .arg(reply->attribute(QNetworkRequest::HttpReasonPhraseAttribute).toString()),
                     QString::number(status)),
               done);
        return;
    }
    const QByteArray body = reply->readAll();
    QJsonParseError parseError;
    const QJsonDocument document = QJsonDocument::fromJson(body, &parseError);
    if (parseError.error != QJsonParseError::NoError || !document.isObject()) {
        settle({},
               error(WikiError::Kind::BadReply,
                     Text::tr("%1 did not answer like a MediaWiki API (is the address that of api.php?)").arg(where)),
               done);
        return;
    }
    const QJsonObject json = document.object();
    const QJsonObject apiError = json.value(u"error"_s).toObject();
    if (!apiError.isEmpty()) {
        const QString code = apiError.value(u"code"_s).toString();
        if (code == u"maxlag" && attempt < m_maxLagRetries) {
            // Wait as long as the wiki asks, longer on every try.
            bool ok = false;
            int seconds = reply->rawHeader("Retry-After").toInt(&ok);
            if (!ok || seconds < 1)
                seconds = 5;
            const int wait = std::min(seconds * (attempt + 1), 60) * 1000;
            ++m_waiting;
            QTimer::singleShot(wait, this, [this, post, params, done, attempt, generation] {
                if (generation != m_generation) {
                    done({}, error(WikiError::Kind::Cancelled, Text::tr("cancelled")));
                    return;
                }
                --m_waiting;
                call(post, params, done, attempt + 1);
            });
            return;
        }
        // A read-only wiki gives its administrators' reason apart from the info.
        const QString reason = apiError.value(u"readonlyreason"_s).toString();
        settle(json, WikiError::fromApi(code, reason.isEmpty() ? apiError.value(u"info"_s).toString() : reason), done);
        return;
    }
    settle(json, {}, done);
}

void MediaWikiClient::fetchSiteInfo(Callback<WikiSiteInfo> done)
{
    call(false, {{u"action"_s, u"query"_s}, {u"meta"_s, u"siteinfo"_s}, {u"siprop"_s, u"general|extensions"_s}},
         [done](const QJsonObject &json, const WikiError &result) {
             WikiSiteInfo info;
             if (!result.ok()) {
                 done(info, result);
                 return;
             }
             const QJsonObject query = json.value(u"query"_s).toObject();
             const QJsonObject general = query.value(u"general"_s).toObject();
             info.siteName = general.value(u"sitename"_s).toString();
             info.generator = general.value(u"generator"_s).toString();
             for (const QJsonValue &extension : query.value(u"extensions"_s).toArray())
                 info.extensions.append(extension.toObject().value(u"name"_s).toString());
             if (!info.generator.startsWith(u"MediaWiki ")) {
                 done(info, error(WikiError::Kind::BadReply, Text::tr("the site does not say it runs MediaWiki")));
                 return;
             }
             done(info, {});
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
                  [this, user, done](const QJsonObject &answer, const WikiError &failure) {
                      if (!failure.ok()) {
                          done(failure);
                          return;
                      }
                      const QJsonObject login = answer.value(u"login"_s).toObject();
                      const QString outcome = login.value(u"result"_s).toString();
                      if (outcome != u"Success") {
                          QString reason = login.value(u"reason"_s).toString();
                          if (reason.isEmpty())
                              reason = login.value(u"reason"_s).toObject().value(u"text"_s).toString();
                          if (reason.isEmpty())
                              reason = outcome;
                          done(error(WikiError::Kind::BadLogin,
                                     Text::tr("the wiki refused the login of %1: %2 (use a bot password: "
                                              "Special:BotPasswords, user name \"Name@app\")")
                                         .arg(user, reason),
                                     outcome));
                          return;
                      }
                      m_userName = login.value(u"lgusername"_s).toString();
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
    readBatch(titles, {}, std::make_shared<QList<WikiRevision>>(), std::move(done));
}

void MediaWikiClient::readBatch(QStringList titles, Params continuation, std::shared_ptr<QList<WikiRevision>> result,
                                Callback<QList<WikiRevision>> done)
{
    if (titles.isEmpty()) {
        done(*result, {});
        return;
    }
    const QStringList batch = titles.mid(0, titlesPerRequest);
    Params params {{u"action"_s, u"query"_s},
                   {u"prop"_s, u"revisions"_s},
                   {u"rvprop"_s, u"content|ids|timestamp|user"_s},
                   {u"rvslots"_s, u"main"_s},
                   {u"titles"_s, batch.join(u'|')}};
    params.append(continuation);
    call(false, params, [this, titles, batch, result, done](const QJsonObject &json, const WikiError &failure) {
        if (!failure.ok()) {
            done(*result, failure);
            return;
        }
        const QJsonObject query = json.value(u"query"_s).toObject();
        // The API answers with normalised titles ("River" for "river"): map them back.
        QHash<QString, QString> asked;
        for (const QString &title : batch)
            asked.insert(title, title);
        for (const QJsonValue &value : query.value(u"normalized"_s).toArray()) {
            const QJsonObject pair = value.toObject();
            asked.insert(pair.value(u"to"_s).toString(), pair.value(u"from"_s).toString());
        }
        for (const QJsonValue &value : query.value(u"pages"_s).toArray()) {
            const QJsonObject page = value.toObject();
            WikiRevision revision;
            revision.title = asked.value(page.value(u"title"_s).toString(), page.value(u"title"_s).toString());
            if (page.value(u"invalid"_s).toBool()) {
                done(*result,
                     error(WikiError::Kind::Api,
                           Text::tr("\"%1\" is not a valid page title: %2")
                               .arg(revision.title, page.value(u"invalidreason"_s).toString()),
                           u"invalidtitle"_s));
                return;
            }
            const QJsonArray revisions = page.value(u"revisions"_s).toArray();
            auto existing = std::find_if(result->begin(), result->end(),
                                         [&](const WikiRevision &r) { return r.title == revision.title; });
            if (revisions.isEmpty()) {
                if (existing == result->end())
                    result->append(revision); // missing, or its content comes in a continuation
                continue;
            }
            const QJsonObject newest = revisions.first().toObject();
            revision.exists = true;
            revision.revisionId = newest.value(u"revid"_s).toInteger();
            revision.timestamp = newest.value(u"timestamp"_s).toString();
            revision.user = newest.value(u"user"_s).toString();
            revision.text
                = newest.value(u"slots"_s).toObject().value(u"main"_s).toObject().value(u"content"_s).toString();
            if (existing != result->end())
                *existing = revision;
            else
                result->append(revision);
        }
        const QJsonObject next = json.value(u"continue"_s).toObject();
        if (!next.isEmpty()) {
            Params more;
            for (auto it = next.begin(); it != next.end(); ++it)
                more.append({it.key(), it.value().toVariant().toString()});
            readBatch(titles, more, result, done);
            return;
        }
        readBatch(titles.mid(batch.size()), {}, result, done);
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
        WikiEditResult result;
        if (!failure.ok()) {
            done(result, failure);
            return;
        }
        const QJsonObject answer = json.value(u"edit"_s).toObject();
        if (answer.value(u"result"_s).toString() != u"Success") {
            done(result,
                 error(WikiError::Kind::Api,
                       Text::tr("the wiki did not save the edit (%1)")
                           .arg(QString::fromUtf8(QJsonDocument(answer).toJson(QJsonDocument::Compact))),
                       u"editfailure"_s));
            return;
        }
        result.noChange = answer.value(u"nochange"_s).toBool();
        result.revisionId = answer.value(u"newrevid"_s).toInteger();
        result.timestamp = answer.value(u"newtimestamp"_s).toString();
        done(result, {});
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
             WikiParseResult result;
             if (!failure.ok()) {
                 done(result, failure);
                 return;
             }
             const QJsonObject parsed = json.value(u"parse"_s).toObject();
             result.html = parsed.value(u"text"_s).toString();
             for (const QJsonValue &value : parsed.value(u"templates"_s).toArray()) {
                 const QJsonObject used = value.toObject();
                 result.templates.append(used.value(u"title"_s).toString());
                 if (!used.value(u"exists"_s).toBool())
                     result.missingTemplates.append(used.value(u"title"_s).toString());
             }
             for (const QJsonValue &value : parsed.value(u"parsewarnings"_s).toArray())
                 result.warnings.append(value.toString());
             done(result, {});
         });
}

} // namespace Krajina
