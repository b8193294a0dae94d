// SPDX-FileCopyrightText: 2026 Krajina contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "wikisyncstate.h"

#include <QCoreApplication>
#include <QCryptographicHash>
#include <QJsonDocument>
#include <QJsonObject>

using namespace Qt::StringLiterals;

namespace Krajina {

namespace {

struct Text
{
    Q_DECLARE_TR_FUNCTIONS(Krajina::WikiSyncState)
};

} // namespace

std::optional<WikiBase> WikiSyncState::base(const QString &site, const QString &title) const
{
    const auto siteIt = sites.constFind(site);
    if (siteIt == sites.constEnd())
        return std::nullopt;
    const auto it = siteIt->constFind(title);
    if (it == siteIt->constEnd())
        return std::nullopt;
    return *it;
}

void WikiSyncState::setBase(const QString &site, const QString &title, const WikiBase &base)
{
    sites[site].insert(title, base);
}

QByteArray WikiSyncState::toJson() const
{
    QJsonObject siteObjects;
    for (auto site = sites.begin(); site != sites.end(); ++site) {
        QJsonObject pages;
        for (auto page = site->begin(); page != site->end(); ++page) {
            pages.insert(page.key(),
                         QJsonObject {{u"revision"_s, page->revisionId},
                                      {u"timestamp"_s, page->timestamp},
                                      {u"wikiHash"_s, page->wikiHash},
                                      {u"localHash"_s, page->localHash}});
        }
        siteObjects.insert(site.key(), pages);
    }
    return QJsonDocument(QJsonObject {{u"format"_s, 1}, {u"sites"_s, siteObjects}}).toJson(QJsonDocument::Indented);
}

std::optional<WikiSyncState> WikiSyncState::fromJson(const QByteArray &json, const QString &fileName, QString *error)
{
    auto fail = [&](const QString &message) {
        if (error)
            *error = u"%1: %2"_s.arg(fileName, message);
        return std::nullopt;
    };
    QJsonParseError parseError;
    const QJsonDocument document = QJsonDocument::fromJson(json, &parseError);
    if (parseError.error != QJsonParseError::NoError)
        return fail(Text::tr("not JSON at byte %1: %2").arg(parseError.offset).arg(parseError.errorString()));
    const QJsonObject root = document.object();
    if (root.value(u"format"_s).toInt() != 1)
        return fail(Text::tr("unknown wiki sync format"));
    WikiSyncState state;
    const QJsonObject sites = root.value(u"sites"_s).toObject();
    for (auto site = sites.begin(); site != sites.end(); ++site) {
        const QJsonObject pages = site.value().toObject();
        for (auto page = pages.begin(); page != pages.end(); ++page) {
            const QJsonObject object = page.value().toObject();
            WikiBase base;
            base.revisionId = object.value(u"revision"_s).toInteger();
            base.timestamp = object.value(u"timestamp"_s).toString();
            base.wikiHash = object.value(u"wikiHash"_s).toString();
            base.localHash = object.value(u"localHash"_s).toString();
            if (base.revisionId <= 0 || base.wikiHash.isEmpty())
                return fail(Text::tr("page \"%1\" of %2 has no revision").arg(page.key(), site.key()));
            state.setBase(site.key(), page.key(), base);
        }
    }
    return state;
}

QString normalisedWikiText(const QString &text)
{
    QString result = text;
    result.replace(u"\r\n"_s, u"\n"_s);
    qsizetype end = result.size();
    while (end > 0 && result.at(end - 1).isSpace())
        --end;
    result.truncate(end);
    return result;
}

QString wikiTextHash(const QString &text)
{
    return QString::fromLatin1(
        QCryptographicHash::hash(normalisedWikiText(text).toUtf8(), QCryptographicHash::Sha1).toHex());
}

} // namespace Krajina
