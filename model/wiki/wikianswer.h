// SPDX-FileCopyrightText: 2026 Krajina contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "wikierror.h"

#include <QByteArray>
#include <QJsonObject>
#include <QList>
#include <QStringList>

#include <utility>

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

struct WikiEditResult
{
    qint64 revisionId = 0;
    QString timestamp;
    bool noChange = false;
};

// One translation unit of a page marked for translation, in one language, as
// the Translate extension's list=messagecollection gives it.
struct WikiTranslationUnit
{
    QString id; // the unit's number ("7"), or "Page display title"
    QString definition; // the source text (English)
    QString translation; // without Translate's "!!FUZZY!!"; empty when untranslated
    bool translated = false; // has a translation, current or fuzzy
    bool fuzzy = false; // the translation is outdated (Translate's status "fuzzy")
};

struct WikiParseResult
{
    QString html;
    QStringList templates; // every template the text uses
    QStringList missingTemplates; // the ones the wiki does not have
    QStringList warnings;
};

// What the wiki's api.php answered, read apart from the transport (the fuzz
// harness fuzz_wiki_answer feeds these functions directly). Every piece of the
// server's text that reaches a message goes through wikiServerText().
struct WikiAnswer
{
    QJsonObject json;
    WikiError error;
};

// An answer with HTTP `status` (and its reason phrase) and `body`; `where`
// names the site in messages, `secret` (the password of a login) is masked
// wherever the server repeats it. An API error comes back with its JSON.
WikiAnswer readWikiAnswer(int status, const QByteArray &reasonPhrase, const QByteArray &body, const QString &where,
                          const QString &secret = {});
// How long to wait before asking again after a maxlag error: as long as the
// wiki's Retry-After header says (5 s when it says nothing usable), longer on
// every attempt, at most a minute.
int wikiMaxLagWaitMs(const QByteArray &retryAfter, int attempt);

WikiSiteInfo readWikiSiteInfo(const QJsonObject &json, WikiError *error);
// action=login's answer; `password` is masked wherever the server's reason repeats it.
WikiError readWikiLogin(const QJsonObject &json, const QString &user, const QString &password, QString *userName);

// action=query&prop=revisions for the titles of `batch`: the pages go into
// *pages (merged with what earlier continuations brought), the next
// continuation into *next (empty when the batch is complete). A page not asked
// for is an error: a run never holds more pages than it asked for.
using WikiParams = QList<std::pair<QString, QString>>;
WikiError readWikiRevisions(const QJsonObject &json, const QStringList &batch, QList<WikiRevision> *pages,
                            WikiParams *next);

// list=messagecollection of one page's message group: the units go into
// *units (after those of earlier continuations), the next continuation into
// *next (empty when complete).
WikiError readWikiMessageCollection(const QJsonObject &json, QList<WikiTranslationUnit> *units, WikiParams *next);

WikiEditResult readWikiEdit(const QJsonObject &json, WikiError *error);
WikiParseResult readWikiParse(const QJsonObject &json);

} // namespace Krajina
