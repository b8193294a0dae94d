// SPDX-FileCopyrightText: 2026 Krajina contributors
// SPDX-License-Identifier: GPL-3.0-or-later

#include "textdiff.h"

#include <QStringList>

#include <algorithm>
#include <vector>

using namespace Qt::StringLiterals;

namespace Krajina {

namespace {

// Words, runs of white space, and single other characters.
QStringList tokens(QStringView text)
{
    QStringList result;
    qsizetype i = 0;
    while (i < text.size()) {
        qsizetype end = i + 1;
        if (text.at(i).isLetterOrNumber()) {
            while (end < text.size() && text.at(end).isLetterOrNumber())
                ++end;
        } else if (text.at(i).isSpace()) {
            while (end < text.size() && text.at(end).isSpace())
                ++end;
        }
        result.append(text.mid(i, end - i).toString());
        i = end;
    }
    return result;
}

void append(QList<DiffChunk> &diff, DiffChunk::Kind kind, const QString &text)
{
    if (!diff.isEmpty() && diff.back().kind == kind)
        diff.back().text += text;
    else
        diff.append({kind, text});
}

bool isBlank(const QString &text)
{
    return std::all_of(text.cbegin(), text.cend(), [](QChar c) { return c.isSpace(); });
}

// A phrase replaced by another reads as one removed and one added run, not
// word against word around the spaces the two happen to share.
QList<DiffChunk> joinedChanges(const QList<DiffChunk> &diff)
{
    QList<DiffChunk> joined;
    qsizetype k = 0;
    while (k < diff.size()) {
        if (diff.at(k).kind == DiffChunk::Kind::Same) {
            append(joined, DiffChunk::Kind::Same, diff.at(k++).text);
            continue;
        }
        QString removed;
        QString added;
        for (; k < diff.size(); ++k) {
            const DiffChunk &chunk = diff.at(k);
            if (chunk.kind == DiffChunk::Kind::Removed) {
                removed += chunk.text;
            } else if (chunk.kind == DiffChunk::Kind::Added) {
                added += chunk.text;
            } else if (isBlank(chunk.text) && k + 1 < diff.size()) {
                removed += chunk.text; // the next chunk is a change: chunks alternate
                added += chunk.text;
            } else {
                break;
            }
        }
        // White space both end with goes after them.
        qsizetype tail = 0;
        while (tail < removed.size() && tail < added.size() && removed.at(removed.size() - 1 - tail).isSpace()
               && removed.at(removed.size() - 1 - tail) == added.at(added.size() - 1 - tail))
            ++tail;
        if (!removed.isEmpty() && tail < removed.size())
            append(joined, DiffChunk::Kind::Removed, removed.chopped(tail));
        if (!added.isEmpty() && tail < added.size())
            append(joined, DiffChunk::Kind::Added, added.chopped(tail));
        if (tail > 0)
            append(joined, DiffChunk::Kind::Same, removed.right(tail));
    }
    return joined;
}

} // namespace

QList<DiffChunk> wordDiff(QStringView before, QStringView after)
{
    const QStringList a = tokens(before);
    const QStringList b = tokens(after);
    const qsizetype n = a.size();
    const qsizetype m = b.size();
    QList<DiffChunk> diff;
    if (n * m > 4'000'000) { // too long to align: show it as replaced
        if (before != after) {
            append(diff, DiffChunk::Kind::Removed, before.toString());
            append(diff, DiffChunk::Kind::Added, after.toString());
        } else {
            append(diff, DiffChunk::Kind::Same, before.toString());
        }
        return diff;
    }
    // Longest common subsequence of tokens, filled from the end.
    std::vector<int> lcs(size_t((n + 1) * (m + 1)), 0);
    const auto at = [&](qsizetype i, qsizetype j) -> int & { return lcs[size_t(i * (m + 1) + j)]; };
    for (qsizetype i = n - 1; i >= 0; --i) {
        for (qsizetype j = m - 1; j >= 0; --j)
            at(i, j) = a.at(i) == b.at(j) ? at(i + 1, j + 1) + 1 : std::max(at(i + 1, j), at(i, j + 1));
    }
    qsizetype i = 0;
    qsizetype j = 0;
    while (i < n || j < m) {
        if (i < n && j < m && a.at(i) == b.at(j)) {
            append(diff, DiffChunk::Kind::Same, a.at(i));
            ++i;
            ++j;
        } else if (i < n && (j == m || at(i + 1, j) >= at(i, j + 1))) {
            append(diff, DiffChunk::Kind::Removed, a.at(i++));
        } else {
            append(diff, DiffChunk::Kind::Added, b.at(j++));
        }
    }
    return joinedChanges(diff);
}

QString diffAsText(const QList<DiffChunk> &diff)
{
    QString text;
    for (const DiffChunk &chunk : diff) {
        switch (chunk.kind) {
        case DiffChunk::Kind::Same:
            text += chunk.text;
            break;
        case DiffChunk::Kind::Removed:
            text += u"[-"_s + chunk.text + u"-]"_s;
            break;
        case DiffChunk::Kind::Added:
            text += u"{+"_s + chunk.text + u"+}"_s;
            break;
        }
    }
    return text;
}

QString diffAsHtml(const QList<DiffChunk> &diff, const DiffColours &colours)
{
    QString html;
    for (const DiffChunk &chunk : diff) {
        const QString escaped = chunk.text.toHtmlEscaped().replace(u'\n', u"<br>"_s);
        switch (chunk.kind) {
        case DiffChunk::Kind::Same:
            html += escaped;
            break;
        case DiffChunk::Kind::Removed:
            html += u"<del style=\"background:%1\">"_s.arg(colours.removed.name()) + escaped + u"</del>"_s;
            break;
        case DiffChunk::Kind::Added:
            html += u"<ins style=\"background:%1\">"_s.arg(colours.added.name()) + escaped + u"</ins>"_s;
            break;
        }
    }
    return html;
}

} // namespace Krajina
