// SPDX-FileCopyrightText: 2026 Krajina contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "wikianswer.h"

#include <QCoreApplication>
#include <QHash>
#include <QJsonArray>
#include <QJsonDocument>

#include <algorithm>

using namespace Qt::StringLiterals;

namespace Krajina {

namespace {

struct Text
{
    Q_DECLARE_TR_FUNCTIONS(Krajina::MediaWikiClient)
};

WikiError error(WikiError::Kind kind, const QString &message, const QString &code = {})
{
    WikiError result;
    result.kind = kind;
    result.message = message;
    result.code = code;
    return result;
}

} // namespace

WikiAnswer readWikiAnswer(int status, const QByteArray &reasonPhrase, const QByteArray &body, const QString &where,
                          const QString &secret)
{
    WikiAnswer answer;
    if (status >= 400) {
        answer.error = error(WikiError::Kind::Http,
                             Text::tr("%1 answered HTTP %2 %3")
                                 .arg(where)
                                 .arg(status)
                                 .arg(wikiServerText(maskedSecret(QString::fromUtf8(reasonPhrase), secret), 80)),
                             QString::number(status));
        return answer;
    }
    QJsonParseError parseError;
    const QJsonDocument document = QJsonDocument::fromJson(body, &parseError);
    if (parseError.error != QJsonParseError::NoError || !document.isObject()) {
        answer.error = error(
            WikiError::Kind::BadReply,
            status == 200 || status == 0
                ? Text::tr("%1 did not answer like a MediaWiki API (is the address that of api.php?)").arg(where)
                : Text::tr("%1 did not answer like a MediaWiki API (HTTP %2; is the address that of api.php?)")
                      .arg(where)
                      .arg(status));
        return answer;
    }
    answer.json = document.object();
    const QJsonObject apiError = answer.json.value(u"error"_s).toObject();
    if (!apiError.isEmpty()) {
        // A read-only wiki gives its administrators' reason apart from the info.
        const QString reason = apiError.value(u"readonlyreason"_s).toString();
        answer.error = WikiError::fromApi(
            maskedSecret(apiError.value(u"code"_s).toString(), secret),
            maskedSecret(reason.isEmpty() ? apiError.value(u"info"_s).toString() : reason, secret));
    }
    return answer;
}

int wikiMaxLagWaitMs(const QByteArray &retryAfter, int attempt)
{
    bool ok = false;
    int seconds = retryAfter.trimmed().toInt(&ok);
    if (!ok || seconds < 1)
        seconds = 5;
    seconds = std::min(seconds, 60);
    return std::min(seconds * (std::clamp(attempt, 0, 60) + 1), 60) * 1000;
}

WikiSiteInfo readWikiSiteInfo(const QJsonObject &json, WikiError *failure)
{
    WikiSiteInfo info;
    const QJsonObject query = json.value(u"query"_s).toObject();
    const QJsonObject general = query.value(u"general"_s).toObject();
    info.siteName = wikiServerText(general.value(u"sitename"_s).toString(), 120);
    info.generator = wikiServerText(general.value(u"generator"_s).toString(), 120);
    const QJsonArray extensions = query.value(u"extensions"_s).toArray();
    for (const QJsonValue &extension : extensions)
        info.extensions.append(extension.toObject().value(u"name"_s).toString());
    if (!info.generator.startsWith(u"MediaWiki "))
        *failure = error(WikiError::Kind::BadReply, Text::tr("the site does not say it runs MediaWiki"));
    return info;
}

WikiError readWikiLogin(const QJsonObject &json, const QString &user, const QString &password, QString *userName)
{
    const QJsonObject login = json.value(u"login"_s).toObject();
    const QString outcome = login.value(u"result"_s).toString();
    if (outcome == u"Success") {
        *userName = wikiServerText(login.value(u"lgusername"_s).toString(), 255);
        if (userName->isEmpty())
            *userName = user;
        return {};
    }
    QString reason = login.value(u"reason"_s).toString();
    if (reason.isEmpty())
        reason = login.value(u"reason"_s).toObject().value(u"text"_s).toString();
    if (reason.isEmpty())
        reason = outcome;
    // A server that repeats the password must not put it into a log; the
    // password is masked before the reason is cut short, so no part of it stays.
    reason = wikiServerText(maskedSecret(reason, password));
    return error(WikiError::Kind::BadLogin,
                 Text::tr("the wiki refused the login of %1: %2 (use a bot password: "
                          "Special:BotPasswords, user name \"Name@app\")")
                     .arg(user, reason),
                 wikiServerText(maskedSecret(outcome, password), 80));
}

WikiError readWikiRevisions(const QJsonObject &json, const QStringList &batch, QList<WikiRevision> *pages,
                            WikiParams *next)
{
    next->clear();
    const QJsonObject query = json.value(u"query"_s).toObject();
    // The API answers with normalised titles ("River" for "river"): map them back.
    QHash<QString, QString> asked;
    for (const QString &title : batch)
        asked.insert(title, title);
    const QJsonArray normalized = query.value(u"normalized"_s).toArray();
    for (const QJsonValue &value : normalized) {
        const QJsonObject pair = value.toObject();
        const QString from = pair.value(u"from"_s).toString();
        if (batch.contains(from))
            asked.insert(pair.value(u"to"_s).toString(), from);
    }
    const QJsonArray answered = query.value(u"pages"_s).toArray();
    for (const QJsonValue &value : answered) {
        const QJsonObject page = value.toObject();
        const QString title = page.value(u"title"_s).toString();
        const auto known = asked.constFind(title);
        if (known == asked.constEnd()) {
            return error(WikiError::Kind::BadReply,
                         Text::tr("the wiki answered with a page that was not asked for: \"%1\"")
                             .arg(wikiServerText(title, 120)),
                         u"unaskedpage"_s);
        }
        WikiRevision revision;
        revision.title = *known;
        if (page.value(u"invalid"_s).toBool()) {
            return error(WikiError::Kind::Api,
                         Text::tr("\"%1\" is not a valid page title: %2")
                             .arg(revision.title, wikiServerText(page.value(u"invalidreason"_s).toString())),
                         u"invalidtitle"_s);
        }
        const QJsonArray revisions = page.value(u"revisions"_s).toArray();
        auto existing = std::find_if(pages->begin(), pages->end(),
                                     [&](const WikiRevision &r) { return r.title == revision.title; });
        if (revisions.isEmpty()) {
            if (existing == pages->end())
                pages->append(revision); // missing, or its content comes in a continuation
            continue;
        }
        const QJsonObject newest = revisions.first().toObject();
        revision.exists = true;
        revision.revisionId = newest.value(u"revid"_s).toInteger();
        revision.timestamp = newest.value(u"timestamp"_s).toString();
        revision.user = newest.value(u"user"_s).toString();
        revision.text = newest.value(u"slots"_s).toObject().value(u"main"_s).toObject().value(u"content"_s).toString();
        if (existing != pages->end())
            *existing = revision;
        else
            pages->append(revision);
    }
    const QJsonObject more = json.value(u"continue"_s).toObject();
    for (auto it = more.begin(); it != more.end(); ++it)
        next->append({it.key(), it.value().toVariant().toString()});
    return {};
}

WikiError readWikiMessageCollection(const QJsonObject &json, QList<WikiTranslationUnit> *units, WikiParams *next)
{
    next->clear();
    const QJsonValue query = json.value(u"query"_s);
    const QJsonValue messages = query.toObject().value(u"messagecollection"_s);
    // (A group without units may come without the list.)
    if (!query.isObject() || (!messages.isArray() && !messages.isUndefined())) {
        return error(WikiError::Kind::BadReply,
                     Text::tr("the wiki's answer holds no translation units (list=messagecollection)"),
                     u"nomessagecollection"_s);
    }
    const QJsonArray list = messages.toArray();
    for (const QJsonValue &value : list) {
        const QJsonObject message = value.toObject();
        // The key is the source page's title and the unit: "River/7", "Dos_Rios/Page_display_title".
        QString key = message.value(u"key"_s).toString();
        const qsizetype slash = key.lastIndexOf(u'/');
        WikiTranslationUnit unit;
        unit.id = (slash >= 0 ? key.mid(slash + 1) : key).replace(u'_', u' ');
        if (unit.id.isEmpty() || unit.id.size() > 255) {
            return error(
                WikiError::Kind::BadReply,
                Text::tr("the wiki named a translation unit \"%1\" that has no number").arg(wikiServerText(key, 120)),
                u"badunitkey"_s);
        }
        unit.definition = message.value(u"definition"_s).toString();
        const QJsonValue translation = message.value(u"translation"_s);
        unit.translated = translation.isString();
        unit.translation = translation.toString();
        // Translate answers without the prefix already; an older one may keep it.
        static const QString fuzzyMark = u"!!FUZZY!!"_s;
        const bool marked = unit.translation.contains(fuzzyMark);
        unit.translation.remove(fuzzyMark);
        const QString status = message.value(u"properties"_s).toObject().value(u"status"_s).toString();
        unit.fuzzy = unit.translated
            && (marked || status == u"fuzzy" || message.value(u"tags"_s).toArray().contains(u"fuzzy"_s));
        units->append(unit);
    }
    const QJsonObject more = json.value(u"continue"_s).toObject();
    for (auto it = more.begin(); it != more.end(); ++it)
        next->append({it.key(), it.value().toVariant().toString()});
    return {};
}

WikiEditResult readWikiEdit(const QJsonObject &json, WikiError *failure)
{
    WikiEditResult result;
    const QJsonObject answer = json.value(u"edit"_s).toObject();
    if (answer.value(u"result"_s).toString() != u"Success") {
        *failure
            = error(WikiError::Kind::Api,
                    Text::tr("the wiki did not save the edit (%1)")
                        .arg(wikiServerText(QString::fromUtf8(QJsonDocument(answer).toJson(QJsonDocument::Compact)))),
                    u"editfailure"_s);
        return result;
    }
    result.noChange = answer.value(u"nochange"_s).toBool();
    result.revisionId = answer.value(u"newrevid"_s).toInteger();
    result.timestamp = answer.value(u"newtimestamp"_s).toString();
    return result;
}

WikiParseResult readWikiParse(const QJsonObject &json)
{
    WikiParseResult result;
    const QJsonObject parsed = json.value(u"parse"_s).toObject();
    result.html = parsed.value(u"text"_s).toString();
    const QJsonArray templates = parsed.value(u"templates"_s).toArray();
    for (const QJsonValue &value : templates) {
        const QJsonObject used = value.toObject();
        result.templates.append(used.value(u"title"_s).toString());
        if (!used.value(u"exists"_s).toBool())
            result.missingTemplates.append(used.value(u"title"_s).toString());
    }
    const QJsonArray warnings = parsed.value(u"parsewarnings"_s).toArray();
    for (const QJsonValue &value : warnings)
        result.warnings.append(wikiServerText(value.toString()));
    return result;
}

} // namespace Krajina
