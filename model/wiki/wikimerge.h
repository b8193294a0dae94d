// SPDX-FileCopyrightText: 2026 Krajina contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QList>
#include <QString>
#include <QStringList>

namespace Krajina {

// A three-way merge of a page's text by paragraph (what lies between blank
// lines: a translation unit, a heading, a table): the base is the text of the
// revision last synced, "mine" Krajina's rendition, "theirs" the wiki's newest
// text. Paragraphs changed on one side only are taken from it; the same
// paragraphs changed differently on both sides are a conflict.
struct WikiMergeChunk
{
    bool conflict = false;
    QStringList merged; // when no conflict
    QStringList base; // when a conflict: the paragraphs on each side
    QStringList mine;
    QStringList theirs;
};

struct WikiMerge
{
    QList<WikiMergeChunk> chunks;

    int conflictCount() const;
    // How each conflict (in order) is settled: Krajina's paragraphs, the
    // wiki's, or a text of the user's (`edited`, same order; empty entries
    // for the other choices).
    enum class Take : std::uint8_t { Mine, Wiki, Edited };
    QString text(const QList<Take> &takes, const QStringList &edited = {}) const;
    // Every conflict settled the same way.
    QString text(Take take) const;
};

WikiMerge mergeWikiText(const QString &base, const QString &mine, const QString &theirs);

// The paragraphs of a text: joined with "\n\n" they give it back byte for byte.
QStringList wikiParagraphs(const QString &text);
QString joinWikiParagraphs(const QStringList &paragraphs);

} // namespace Krajina
