// SPDX-FileCopyrightText: 2026 Krajina contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QByteArray>
#include <QMap>
#include <QString>

#include <optional>

namespace Krajina {

// What a page was like when Krajina last pulled it from the wiki or pushed it
// there: the common ancestor of the three-way comparison.
struct WikiBase
{
    qint64 revisionId = 0; // the wiki's revision
    QString timestamp; // of that revision
    QString wikiHash; // wikiTextHash() of the revision's text
    QString localHash; // wikiTextHash() of Krajina's rendition at that moment
    friend bool operator==(const WikiBase &, const WikiBase &) = default;
};

// The bases of every page, per site (api.php URL) and page title. Kept in the
// document (extra "wiki/sync.json") or, for a rules folder, in its
// wiki-sync.json; never holds credentials.
struct WikiSyncState
{
    QMap<QString, QMap<QString, WikiBase>> sites;

    std::optional<WikiBase> base(const QString &site, const QString &title) const;
    void setBase(const QString &site, const QString &title, const WikiBase &base);
    bool isEmpty() const { return sites.isEmpty(); }

    QByteArray toJson() const;
    // The error names `fileName` and what is wrong.
    static std::optional<WikiSyncState> fromJson(const QByteArray &json, const QString &fileName, QString *error);

    friend bool operator==(const WikiSyncState &, const WikiSyncState &) = default;
};

inline QString wikiSyncExtraName()
{
    return QStringLiteral("wiki/sync.json");
}
inline QString wikiSyncFileName()
{
    return QStringLiteral("wiki-sync.json");
}

// A hash of page text as MediaWiki stores it (line ends as LF, no trailing
// white space), so that a page the wiki saved compares equal to what was sent.
QString wikiTextHash(const QString &text);
QString normalisedWikiText(const QString &text);

} // namespace Krajina
