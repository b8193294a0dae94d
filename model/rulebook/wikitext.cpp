// SPDX-FileCopyrightText: 2026 Krajina contributors
// SPDX-License-Identifier: GPL-3.0-or-later

#include "wikitext.h"

#include <QCoreApplication>
#include <QHash>
#include <QRegularExpression>

#include <algorithm>
#include <iterator>

using namespace Qt::StringLiterals;

namespace Krajina {

namespace {

// PCRE's \s without Unicode: what Translate splits on.
bool isSpace(QChar c)
{
    return c == u' ' || c == u'\t' || c == u'\n' || c == u'\r' || c == u'\f' || c == u'\v';
}

// Gives lupdate and tr() one context for the messages of this file.
struct Text
{
    Q_DECLARE_TR_FUNCTIONS(Krajina::WikiText)
};

struct Range
{
    qsizetype start = 0;
    qsizetype end = 0;
};

QList<Range> nowikiRanges(const QString &text)
{
    QList<Range> ranges;
    qsizetype from = 0;
    while (true) {
        const qsizetype open = text.indexOf(u"<nowiki>"_s, from);
        if (open < 0)
            break;
        const qsizetype close = text.indexOf(u"</nowiki>"_s, open);
        if (close < 0)
            break;
        ranges.append({open, close + 9});
        from = close + 9;
    }
    return ranges;
}

// `ranges` are sorted and do not overlap.
bool inside(const QList<Range> &ranges, qsizetype position)
{
    const auto after = std::upper_bound(ranges.cbegin(), ranges.cend(), position,
                                        [](qsizetype p, const Range &r) { return p < r.start; });
    return after != ranges.cbegin() && position < std::prev(after)->end;
}

struct Tag
{
    qsizetype start = 0;
    qsizetype end = 0;
    bool opening = true;
};

const QRegularExpression &markerPattern()
{
    static const QRegularExpression pattern(u"<!--T:(.*?)-->"_s);
    return pattern;
}

int lineAt(const QString &text, qsizetype position)
{
    return int(QStringView(text).left(position).count(u'\n')) + 1;
}

// Lines of increasing positions in one text, counted once over the whole text.
class LineCounter
{
public:
    explicit LineCounter(const QString &text)
        : m_text(text)
    {
    }
    int lineAt(qsizetype position)
    {
        if (position < m_position) {
            m_position = 0;
            m_line = 1;
        }
        m_line += int(QStringView(m_text).mid(m_position, position - m_position).count(u'\n'));
        m_position = position;
        return m_line;
    }

private:
    const QString &m_text;
    qsizetype m_position = 0;
    int m_line = 1;
};

} // namespace

bool WikiUnit::isHeading() const
{
    return !text.contains(u'\n') && headingLevel(text) > 0;
}

HeadingMarks headingMarks(QStringView trimmedLine)
{
    HeadingMarks marks;
    const qsizetype size = trimmedLine.size();
    while (marks.leading < size && trimmedLine.at(marks.leading) == u'=')
        ++marks.leading;
    while (marks.trailing < size - marks.leading && trimmedLine.at(size - 1 - marks.trailing) == u'=')
        ++marks.trailing;
    return marks;
}

int headingLevel(QStringView line)
{
    const QStringView trimmed = line.trimmed();
    const HeadingMarks marks = headingMarks(trimmed);
    const qsizetype level = std::min({marks.leading, marks.trailing, qsizetype(6)});
    if (level == 0 || trimmed.size() <= 2 * level)
        return 0;
    return int(level);
}

MarkerAttributes parseMarkerInner(QStringView inner)
{
    MarkerAttributes attributes;
    const auto words = inner.split(u' ', Qt::SkipEmptyParts);
    for (qsizetype i = 0; i < words.size(); ++i) {
        if (i == 0)
            attributes.id = words.at(i).toString();
        else if (words.at(i).startsWith(u"src="))
            attributes.sourceHash = words.at(i).mid(4).toString();
    }
    return attributes;
}

QString markerText(const QString &id, const QString &sourceHash)
{
    return sourceHash.isEmpty() ? id : id + u" src="_s + sourceHash;
}

WikiText::WikiText()
    : m_gaps {QString()}
{
}

std::optional<WikiText> WikiText::parse(const QString &text, WikiTextError *error)
{
    const auto fail = [&](qsizetype position, const QString &message) -> std::optional<WikiText> {
        if (error)
            *error = {lineAt(text, position), message};
        return std::nullopt;
    };

    // The <translate> blocks, with <nowiki> hiding tags as Translate's armouring does.
    const QList<Range> nowiki = nowikiRanges(text);
    static const QRegularExpression tagPattern(u"<translate(?: nowrap)?>|</translate>"_s);
    QList<Tag> tags;
    for (auto it = tagPattern.globalMatch(text); it.hasNext();) {
        const auto match = it.next();
        if (inside(nowiki, match.capturedStart()))
            continue;
        tags.append({match.capturedStart(), match.capturedEnd(), !match.captured().startsWith(u"</")});
    }
    QList<Range> blocks; // the contents between the tags
    if (tags.isEmpty()) {
        blocks.append({0, text.size()});
    } else {
        for (qsizetype i = 0; i < tags.size(); i += 2) { // an opening tag and its closing tag
            const Tag &tag = tags.at(i);
            if (!tag.opening)
                return fail(tag.start, Text::tr("</translate> without an opening <translate>"));
            if (i + 1 == tags.size())
                return fail(tag.start, Text::tr("<translate> is never closed"));
            const Tag &next = tags.at(i + 1);
            if (next.opening)
                return fail(next.start, Text::tr("<translate> inside another <translate> block"));
            blocks.append({tag.end, next.start});
        }
    }

    WikiText result;
    LineCounter lines(text);
    result.m_gaps.clear();
    QString pending = text.left(blocks.constFirst().start);
    for (qsizetype b = 0; b < blocks.size(); ++b) {
        const Range block = blocks.at(b);
        const QString content = text.mid(block.start, block.end - block.start);

        // Separators: leading and trailing whitespace, and every whitespace run
        // holding two adjacent newlines.
        QList<Range> separators;
        qsizetype i = 0;
        while (i < content.size()) {
            if (!isSpace(content.at(i))) {
                ++i;
                continue;
            }
            qsizetype end = i;
            while (end < content.size() && isSpace(content.at(end)))
                ++end;
            const QStringView run = QStringView(content).mid(i, end - i);
            if (i == 0 || end == content.size() || run.contains(u"\n\n"))
                separators.append({i, end});
            i = end;
        }

        qsizetype chunkStart = 0;
        const auto takeChunk = [&](qsizetype chunkEnd) -> bool {
            if (chunkEnd <= chunkStart)
                return true;
            const QString chunk = content.mid(chunkStart, chunkEnd - chunkStart);
            const qsizetype absolute = block.start + chunkStart;
            WikiUnit unit;
            unit.line = lines.lineAt(absolute);
            auto matches = markerPattern().globalMatch(chunk);
            QList<QRegularExpressionMatch> found;
            while (matches.hasNext())
                found.append(matches.next());
            if (found.size() > 1) {
                fail(absolute + found.at(1).capturedStart(),
                     Text::tr("a translation unit has more than one <!--T:…--> marker"));
                return false;
            }
            if (found.isEmpty()) {
                unit.text = chunk;
            } else {
                const auto &m = found.constFirst();
                MarkerLayout layout;
                layout.inner = m.captured(1);
                const qsizetype end = m.capturedEnd();
                if (m.capturedStart() == 0 && end < chunk.size() && (chunk.at(end) == u' ' || chunk.at(end) == u'\n')) {
                    layout.offset = 0;
                    layout.after = chunk.at(end);
                    unit.text = chunk.mid(end + 1);
                } else if (end == chunk.size() || chunk.at(end) == u'\n') {
                    qsizetype start = m.capturedStart();
                    while (start > 0 && isSpace(chunk.at(start - 1)))
                        --start;
                    layout.offset = start;
                    layout.before = chunk.mid(start, m.capturedStart() - start);
                    unit.text = chunk.left(start) + chunk.mid(end);
                } else {
                    fail(absolute + m.capturedStart(),
                         Text::tr("a <!--T:…--> marker must start its unit or end a line (as after a heading)"));
                    return false;
                }
                if (unit.text.trimmed().isEmpty()) {
                    fail(absolute, Text::tr("translation unit %1 has nothing besides its marker").arg(layout.inner));
                    return false;
                }
                const MarkerAttributes attributes = parseMarkerInner(layout.inner);
                if (attributes.id.isEmpty()) {
                    fail(absolute + m.capturedStart(), Text::tr("a <!--T:…--> marker without an id"));
                    return false;
                }
                unit.id = attributes.id;
                unit.sourceHash = attributes.sourceHash;
                unit.marker = layout;
            }
            result.m_gaps.append(pending);
            pending.clear();
            result.m_units.append(unit);
            return true;
        };

        for (const Range &separator : std::as_const(separators)) {
            if (!takeChunk(separator.start))
                return std::nullopt;
            pending += content.mid(separator.start, separator.end - separator.start);
            chunkStart = separator.end;
        }
        if (!takeChunk(content.size()))
            return std::nullopt;

        const qsizetype next = b + 1 < blocks.size() ? blocks.at(b + 1).start : text.size();
        pending += text.mid(block.end, next - block.end);
    }
    result.m_gaps.append(pending);

    // Ids must tell units apart.
    QHash<QString, qsizetype> firstWithId;
    for (qsizetype a = 0; a < result.m_units.size(); ++a) {
        const WikiUnit &unit = result.m_units.at(a);
        if (unit.id.isEmpty())
            continue;
        const auto first = firstWithId.constFind(unit.id);
        if (first != firstWithId.cend()) {
            if (error)
                *error = {unit.line,
                          Text::tr("translation unit id %1 is used twice (first on line %2)")
                              .arg(unit.id)
                              .arg(result.m_units.at(first.value()).line)};
            return std::nullopt;
        }
        firstWithId.insert(unit.id, a);
    }
    return result;
}

QString WikiText::unitSource(const WikiUnit &unit, Markers markers) const
{
    if (unit.id.isEmpty() || markers == Markers::None)
        return unit.text;
    const QString hash = markers == Markers::WithSourceHashes ? unit.sourceHash : QString();
    QString inner = markerText(unit.id, hash);
    if (unit.marker) {
        const MarkerAttributes read = parseMarkerInner(unit.marker->inner);
        if (read.id == unit.id && read.sourceHash == hash)
            inner = unit.marker->inner;
    }
    const QString marker = u"<!--T:"_s + inner + u"-->"_s;
    if (unit.marker) {
        const MarkerLayout &layout = *unit.marker;
        if (layout.atUnitStart())
            return marker + layout.after + unit.text;
        const qsizetype offset = std::min(layout.offset, unit.text.size());
        return unit.text.left(offset) + layout.before + marker + unit.text.mid(offset);
    }
    if (unit.isHeading())
        return unit.text + u' ' + marker;
    return marker + u'\n' + unit.text;
}

QString WikiText::toText(Markers markers) const
{
    QString text = m_gaps.constFirst();
    for (qsizetype i = 0; i < m_units.size(); ++i)
        text += unitSource(m_units.at(i), markers) + m_gaps.at(i + 1);
    return text;
}

int WikiText::indexOf(QStringView id) const
{
    if (id.isEmpty())
        return -1;
    if (!m_index.hasIds) {
        for (qsizetype i = 0; i < m_units.size(); ++i) {
            if (!m_units.at(i).id.isEmpty() && !m_index.ids.contains(m_units.at(i).id))
                m_index.ids.insert(m_units.at(i).id, int(i));
        }
        m_index.hasIds = true;
    }
    return m_index.ids.value(id.toString(), -1);
}

bool WikiText::hasTranslateTags() const
{
    for (const QString &gap : m_gaps) {
        if (gap.contains(u"<translate"))
            return true;
    }
    return false;
}

int WikiText::lineOf(int index) const
{
    if (!m_index.hasLines) {
        int line = 1;
        m_index.lines.reserve(m_units.size());
        for (qsizetype i = 0; i < m_units.size(); ++i) {
            line += int(m_gaps.at(i).count(u'\n'));
            m_index.lines << line;
            line += int(unitSource(m_units.at(i), Markers::WithSourceHashes).count(u'\n'));
        }
        m_index.lines << line; // past the last unit
        m_index.hasLines = true;
    }
    return index < 0 ? 1 : m_index.lines.at(std::min(index, size()));
}

void WikiText::setUnitText(int index, const QString &text)
{
    WikiUnit &unit = m_units[index];
    if (unit.marker && !unit.marker->atUnitStart()) {
        // A marker at a line end stays at the end of the text, or of the first line.
        if (unit.marker->offset >= unit.text.size()) {
            unit.marker->offset = text.size();
        } else {
            const qsizetype newline = text.indexOf(u'\n');
            unit.marker->offset = newline < 0 ? text.size() : newline;
        }
    }
    unit.text = text;
    changed();
}

void WikiText::setSourceHash(int index, const QString &hash)
{
    m_units[index].sourceHash = hash;
    changed();
}

void WikiText::setUnitId(int index, const QString &id)
{
    m_units[index].id = id;
    changed();
}

void WikiText::insertUnit(int position, const WikiUnit &unit)
{
    changed();
    position = std::clamp(position, 0, size());
    if (m_units.isEmpty()) {
        // Inside the last <translate> block, if there is one.
        const QString gap = m_gaps.constFirst();
        qsizetype split = gap.lastIndexOf(u"</translate>"_s);
        if (split < 0) {
            split = gap.size();
            while (split > 0 && isSpace(gap.at(split - 1)))
                --split;
        }
        QString before = gap.left(split);
        while (!before.isEmpty() && isSpace(before.back()))
            before.chop(1);
        if (!before.isEmpty())
            before += before.endsWith(u'>') ? u"\n"_s : u"\n\n"_s;
        QString after = gap.mid(split);
        if (!after.startsWith(u'\n'))
            after.prepend(u'\n');
        m_gaps = {before, after};
        m_units.append(unit);
        return;
    }
    if (position == size())
        m_gaps.insert(position, u"\n\n"_s);
    else
        m_gaps.insert(position + 1, u"\n\n"_s);
    m_units.insert(position, unit);
}

WikiUnit WikiText::takeUnit(int index)
{
    changed();
    const WikiUnit unit = m_units.takeAt(index);
    const QString before = m_gaps.at(index);
    const QString after = m_gaps.at(index + 1);
    QString merged;
    if (after.trimmed().isEmpty())
        merged = before;
    else if (before.trimmed().isEmpty())
        merged = after;
    else
        merged = before + after;
    m_gaps[index] = merged;
    m_gaps.removeAt(index + 1);
    return unit;
}

int WikiText::maxNumericId() const
{
    int max = 0;
    for (const WikiUnit &unit : m_units) {
        bool ok = false;
        const int value = unit.id.toInt(&ok);
        if (ok && value <= MaxAssignedId) // larger ids are kept, but numbering does not continue from them
            max = std::max(max, value);
    }
    return max;
}

void WikiText::assignMissingIds()
{
    changed();
    int next = maxNumericId() + 1;
    for (WikiUnit &unit : m_units) {
        if (unit.id.isEmpty())
            unit.id = QString::number(next++);
    }
}

} // namespace Krajina
