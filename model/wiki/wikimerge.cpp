// SPDX-FileCopyrightText: 2026 Krajina contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "wikimerge.h"

#include <algorithm>
#include <vector>

using namespace Qt::StringLiterals;

namespace Krajina {

namespace {

// A change of one side: base paragraphs [from, to) become `with`.
struct Hunk
{
    int from = 0;
    int to = 0;
    QStringList with;
    bool mine = false;
};

// The hunks that turn `base` into `other`, by a longest common subsequence.
QList<Hunk> hunks(const QStringList &base, const QStringList &other, bool mine)
{
    const int n = int(base.size());
    const int m = int(other.size());
    // Common head and tail first: a page of a few hundred paragraphs with a
    // few edits leaves a small table.
    int head = 0;
    while (head < n && head < m && base.at(head) == other.at(head))
        ++head;
    int tail = 0;
    while (tail < n - head && tail < m - head && base.at(n - 1 - tail) == other.at(m - 1 - tail))
        ++tail;
    const int rows = n - head - tail;
    const int columns = m - head - tail;
    std::vector<std::vector<int>> lcs(rows + 1, std::vector<int>(columns + 1, 0));
    for (int i = rows - 1; i >= 0; --i) {
        for (int j = columns - 1; j >= 0; --j) {
            lcs[i][j] = base.at(head + i) == other.at(head + j) ? lcs[i + 1][j + 1] + 1
                                                                : std::max(lcs[i + 1][j], lcs[i][j + 1]);
        }
    }
    QList<Hunk> result;
    int i = 0;
    int j = 0;
    Hunk open {head, head, {}, mine};
    auto close = [&] {
        if (open.to - open.from == open.with.size()) {
            // Paragraphs replaced one for one: each is a change of its own unit.
            for (int k = 0; k < open.to - open.from; ++k) {
                if (base.at(open.from + k) != open.with.at(k))
                    result.append(Hunk {open.from + k, open.from + k + 1, {open.with.at(k)}, mine});
            }
        } else {
            result.append(open);
        }
        open = Hunk {head + i, head + i, {}, mine};
    };
    while (i < rows || j < columns) {
        if (i < rows && j < columns && base.at(head + i) == other.at(head + j)) {
            ++i;
            ++j;
            close();
        } else if (j < columns && (i >= rows || lcs[i][j + 1] >= lcs[i + 1][j])) {
            open.with.append(other.at(head + j++));
        } else {
            ++i;
            open.to = head + i;
        }
    }
    close();
    return result;
}

bool touches(const Hunk &a, const Hunk &b)
{
    if (a.from < b.to && b.from < a.to)
        return true;
    // An insertion touches what starts or ends where it goes.
    const auto insertionIn = [](const Hunk &insertion, const Hunk &other) {
        return insertion.from == insertion.to && other.from <= insertion.from && insertion.from <= other.to;
    };
    return insertionIn(a, b) || insertionIn(b, a);
}

// base[from, to) with the hunks of one side applied.
QStringList applied(const QStringList &base, int from, int to, const QList<Hunk> &side)
{
    QStringList out;
    int at = from;
    for (const Hunk &hunk : side) {
        out += base.mid(at, hunk.from - at);
        out += hunk.with;
        at = hunk.to;
    }
    out += base.mid(at, to - at);
    return out;
}

} // namespace

QStringList wikiParagraphs(const QString &text)
{
    return text.split(u"\n\n"_s);
}

QString joinWikiParagraphs(const QStringList &paragraphs)
{
    return paragraphs.join(u"\n\n"_s);
}

int WikiMerge::conflictCount() const
{
    return int(std::count_if(chunks.begin(), chunks.end(), [](const WikiMergeChunk &chunk) { return chunk.conflict; }));
}

QString WikiMerge::text(const QList<Take> &takes, const QStringList &edited) const
{
    QStringList out;
    int conflict = 0;
    for (const WikiMergeChunk &chunk : chunks) {
        if (!chunk.conflict) {
            out += chunk.merged;
            continue;
        }
        const Take take = takes.value(conflict, Take::Mine);
        if (take == Take::Mine)
            out += chunk.mine;
        else if (take == Take::Wiki)
            out += chunk.theirs;
        else if (!edited.value(conflict).isEmpty())
            out += wikiParagraphs(edited.value(conflict));
        ++conflict;
    }
    return joinWikiParagraphs(out);
}

QString WikiMerge::text(Take take) const
{
    return text(QList<Take>(conflictCount(), take));
}

WikiMerge mergeWikiText(const QString &base, const QString &mine, const QString &theirs)
{
    const QStringList o = wikiParagraphs(base);
    QList<Hunk> all = hunks(o, wikiParagraphs(mine), true) + hunks(o, wikiParagraphs(theirs), false);
    std::stable_sort(all.begin(), all.end(), [](const Hunk &a, const Hunk &b) { return a.from < b.from; });
    WikiMerge merge;
    int at = 0;
    for (qsizetype k = 0; k < all.size();) {
        // A group of hunks that touch one another.
        QList<Hunk> group {all.at(k)};
        int from = all.at(k).from;
        int to = all.at(k).to;
        ++k;
        while (k < all.size()
               && std::any_of(group.begin(), group.end(), [&](const Hunk &hunk) { return touches(hunk, all.at(k)); })) {
            group.append(all.at(k));
            from = std::min(from, all.at(k).from);
            to = std::max(to, all.at(k).to);
            ++k;
        }
        if (at < from)
            merge.chunks.append({false, o.mid(at, from - at), {}, {}, {}});
        QList<Hunk> mineHunks;
        QList<Hunk> theirHunks;
        for (const Hunk &hunk : std::as_const(group))
            (hunk.mine ? mineHunks : theirHunks).append(hunk);
        const QStringList mineText = applied(o, from, to, mineHunks);
        const QStringList theirText = applied(o, from, to, theirHunks);
        if (mineHunks.isEmpty() || theirHunks.isEmpty() || mineText == theirText)
            merge.chunks.append({false, mineHunks.isEmpty() ? theirText : mineText, {}, {}, {}});
        else
            merge.chunks.append({true, {}, o.mid(from, to - from), mineText, theirText});
        at = to;
    }
    if (at < o.size())
        merge.chunks.append({false, o.mid(at), {}, {}, {}});
    return merge;
}

} // namespace Krajina
