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
            QJsonObject object {{u"revision"_s, page->revisionId},
                                {u"timestamp"_s, page->timestamp},
                                {u"wikiHash"_s, page->wikiHash},
                                {u"localHash"_s, page->localHash}};
            if (!page->markup.isEmpty())
                object.insert(u"markup"_s, page->markup);
            if (!page->text.isEmpty())
                object.insert(
                    u"text"_s,
                    QString::fromLatin1(qCompress(page->text.toUtf8()).toBase64(QByteArray::OmitTrailingEquals)));
            pages.insert(page.key(), object);
        }
        siteObjects.insert(site.key(), pages);
    }
    QJsonObject markupObject;
    for (auto it = markups.begin(); it != markups.end(); ++it)
        markupObject.insert(it.key(), it.value());
    return QJsonDocument(QJsonObject {{u"format"_s, 2}, {u"sites"_s, siteObjects}, {u"markups"_s, markupObject}})
        .toJson(QJsonDocument::Indented);
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
    const int format = root.value(u"format"_s).toInt();
    if (format != 1 && format != 2)
        return fail(Text::tr("unknown wiki sync format"));
    WikiSyncState state;
    const QJsonObject markups = root.value(u"markups"_s).toObject();
    for (auto it = markups.begin(); it != markups.end(); ++it) {
        const QString markup = it.value().toString();
        if (markup != u"translate" && markup != u"plain")
            return fail(Text::tr("site %1 has an unknown markup \"%2\"").arg(it.key(), markup));
        state.markups.insert(it.key(), markup);
    }
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
            base.markup = object.value(u"markup"_s).toString();
            if (object.contains(u"text"_s)) {
                const QByteArray packed = QByteArray::fromBase64(object.value(u"text"_s).toString().toLatin1());
                const QByteArray text = qUncompress(packed);
                if (text.isEmpty() && !packed.isEmpty())
                    return fail(
                        Text::tr("page \"%1\" of %2: the text of its revision is damaged").arg(page.key(), site.key()));
                base.text = QString::fromUtf8(text);
            }
            if (!base.markup.isEmpty() && base.markup != u"translate" && base.markup != u"plain")
                return fail(Text::tr("page \"%1\" of %2 has an unknown markup \"%3\"")
                                .arg(page.key(), site.key(), base.markup));
            // (Translation units have no revision of their own: 0.)
            if (base.revisionId < 0 || base.wikiHash.isEmpty())
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
