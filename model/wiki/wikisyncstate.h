// SPDX-FileCopyrightText: 2026 Krajina contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "document/wikirecord.h"

#include <QByteArray>
#include <QMap>
#include <QString>

#include <optional>

namespace Krajina {

// What a page was like when Krajina last pulled it from the wiki or pushed it
// there: the common ancestor of the three-way comparison.
struct WikiBase
{
    qint64 revisionId = 0; // the wiki's revision (0 for translation units, which have none of their own)
    QString timestamp; // of that revision
    QString wikiHash; // wikiTextHash() of the revision's text
    QString localHash; // wikiTextHash() of Krajina's rendition at that moment
    // "translate" or "plain": the markup the page was synced in. A synced
    // page keeps it; switching would rewrite every line of the page.
    QString markup;
    // The revision's text: the base of a three-way merge (kept compressed).
    QString text;
    friend bool operator==(const WikiBase &, const WikiBase &) = default;
};

// The sync record: the bases of every page, per site (api.php URL) and page
// title, and the markup each site was first synced in. One record, the same
// JSON whichever front end wrote it: in a .krajina document (extra
// "wiki/sync.json") and in a rules folder (its wiki-sync.json). Never holds
// credentials.
struct WikiSyncState
{
    QMap<QString, QMap<QString, WikiBase>> sites;
    QMap<QString, QString> markups; // site -> "translate" or "plain"

    std::optional<WikiBase> base(const QString &site, const QString &title) const;
    void setBase(const QString &site, const QString &title, const WikiBase &base);
    bool isEmpty() const { return sites.isEmpty() && markups.isEmpty(); }

    QByteArray toJson() const;
    // The error names `fileName` and what is wrong.
    static std::optional<WikiSyncState> fromJson(const QByteArray &json, const QString &fileName, QString *error);

    friend bool operator==(const WikiSyncState &, const WikiSyncState &) = default;
};

inline QString wikiSyncExtraName()
{
    return wikiRecordExtraName();
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
