// SPDX-FileCopyrightText: 2026 Krajina contributors
// SPDX-License-Identifier: GPL-3.0-or-later

#include "wikimarkup.h"

#include "inputlimits.h"
#include "wikitext.h"

#include <QHash>
#include <QRegularExpression>

using namespace Qt::StringLiterals;

namespace Krajina {

namespace {

// The pairs "{{" ... "}}" (or "[[" ... "]]") of a text, matched in one pass
// with a stack: the offset just past the closing pair of each opening one,
// and how deep it is nested. Templates and links nest, and a hostile text
// nests them thousands deep, so nothing below recurses on the text itself or
// rescans it per pair.
class Pairs
{
public:
    // Only pairs less than Limits::MaxNesting deep are kept; the deeper ones
    // are counted, so that memory does not grow with the depth.
    Pairs(QStringView text, QChar left, QChar right)
    {
        QList<qsizetype> open;
        qsizetype deeper = 0; // open pairs below the kept ones
        qsizetype i = 0;
        while (i + 1 < text.size()) {
            if (text.at(i) == left && text.at(i + 1) == left) {
                if (open.size() < Limits::MaxNesting)
                    open << i;
                else
                    ++deeper;
                i += 2;
            } else if (text.at(i) == right && text.at(i + 1) == right) {
                if (deeper > 0) {
                    --deeper;
                } else if (!open.isEmpty()) {
                    const qsizetype start = open.takeLast();
                    m_close.insert(start, {i + 2, int(open.size())});
                }
                i += 2;
            } else {
                ++i;
            }
        }
    }
    // Offset just past the pair closing the one opened at `open`; -1 when never closed.
    qsizetype closingOf(qsizetype open) const { return m_close.value(open, {-1, 0}).first; }
    // 0 for a pair at the top level.
    int depthOf(qsizetype open) const { return m_close.value(open, {-1, 0}).second; }

private:
    QHash<qsizetype, std::pair<qsizetype, int>> m_close;
};

// Splits at '|' outside nested {{ }} and [[ ]].
QStringList splitTopLevel(QStringView inner)
{
    QStringList parts;
    int braces = 0;
    int brackets = 0;
    qsizetype start = 0;
    for (qsizetype i = 0; i < inner.size(); ++i) {
        const QChar c = inner.at(i);
        const QChar next = i + 1 < inner.size() ? inner.at(i + 1) : QChar();
        if (c == u'{' && next == u'{') {
            ++braces;
            ++i;
        } else if (c == u'}' && next == u'}' && braces > 0) {
            --braces;
            ++i;
        } else if (c == u'[' && next == u'[') {
            ++brackets;
            ++i;
        } else if (c == u']' && next == u']' && brackets > 0) {
            --brackets;
            ++i;
        } else if (c == u'|' && braces == 0 && brackets == 0) {
            parts.append(inner.mid(start, i - start).toString());
            start = i + 1;
        }
    }
    parts.append(inner.mid(start).toString());
    return parts;
}

// Every template call, nested ones too, down to Limits::MaxNesting levels.
void collectTemplates(QStringView text, QList<TemplateCall> &calls)
{
    const Pairs pairs(text, u'{', u'}');
    qsizetype from = 0;
    while (true) {
        const qsizetype open = text.indexOf(u"{{", from);
        if (open < 0)
            return;
        from = open + 2;
        const qsizetype close = pairs.closingOf(open);
        if (close < 0 || pairs.depthOf(open) >= Limits::MaxNesting)
            continue;
        QStringList parts = splitTopLevel(text.mid(open + 2, close - open - 4));
        TemplateCall call;
        call.name = parts.takeFirst().trimmed();
        call.arguments = parts;
        call.start = open;
        call.length = close - open;
        calls.append(call);
    }
}

bool isFileNamespace(QStringView target)
{
    const qsizetype colon = target.indexOf(u':');
    if (colon < 0)
        return false;
    const QString ns = target.left(colon).trimmed().toString().toLower();
    return ns == u"file" || ns == u"image" || ns == u"soubor" || ns == u"obrázek";
}

bool isCategory(QStringView target)
{
    const QString lower = target.trimmed().toString().toLower();
    return lower.startsWith(u"category:") || lower.startsWith(u"kategorie:");
}

QString decodeEntities(QString text)
{
    text.replace(u"&nbsp;"_s, QString(QChar(0x00A0)));
    text.replace(u"&#160;"_s, QString(QChar(0x00A0)));
    text.replace(u"&ndash;"_s, QString(QChar(0x2013)));
    text.replace(u"&mdash;"_s, QString(QChar(0x2014)));
    text.replace(u"&quot;"_s, u"\""_s);
    text.replace(u"&lt;"_s, u"<"_s);
    text.replace(u"&gt;"_s, u">"_s);
    text.replace(u"&amp;"_s, u"&"_s);
    return text;
}

// Replaces every top-level {{...}} by its argument values, one per line;
// below Limits::MaxNesting levels nested templates are left out.
QString flattenTemplates(QStringView text, int depth = 0)
{
    QString out;
    if (depth >= Limits::MaxNesting)
        return out;
    const Pairs pairs(text, u'{', u'}');
    qsizetype from = 0;
    while (true) {
        const qsizetype open = text.indexOf(u"{{", from);
        const qsizetype close = open < 0 ? -1 : pairs.closingOf(open);
        if (open < 0 || close < 0) {
            out += text.mid(from);
            return out;
        }
        out += text.mid(from, open - from);
        QStringList parts = splitTopLevel(text.mid(open + 2, close - open - 4));
        const QString name = normalisedTitle(parts.takeFirst());
        if (!isTileTemplate(name) && !name.contains(u':') && !name.startsWith(u'#')) {
            static const QRegularExpression key(u"^\\s*([\\w -]+?)\\s*=(.*)$"_s,
                                                QRegularExpression::DotMatchesEverythingOption);
            for (const QString &part : std::as_const(parts)) {
                QString value = part;
                const auto match = key.match(part);
                if (match.hasMatch()) {
                    const QString k = match.captured(1).toLower();
                    if (k == u"id" || k == u"extid" || k == u"option")
                        continue;
                    value = match.captured(2);
                }
                out += u'\n' + flattenTemplates(value, depth + 1) + u'\n';
            }
        }
        from = close;
    }
}

QString flattenLinks(QStringView text, int depth = 0)
{
    QString out;
    if (depth >= Limits::MaxNesting)
        return out;
    const Pairs pairs(text, u'[', u']');
    qsizetype from = 0;
    while (true) {
        const qsizetype open = text.indexOf(u"[[", from);
        const qsizetype close = open < 0 ? -1 : pairs.closingOf(open);
        if (open < 0 || close < 0) {
            out += text.mid(from);
            return out;
        }
        out += text.mid(from, open - from);
        const QStringList parts = splitTopLevel(text.mid(open + 2, close - open - 4));
        const QString target = parts.constFirst();
        if (isCategory(target)) {
            // nothing to read
        } else if (isFileNamespace(target)) {
            if (parts.size() > 1)
                out += flattenLinks(parts.constLast(), depth + 1);
        } else {
            out += flattenLinks(parts.size() > 1 ? parts.mid(1).join(u'|') : target, depth + 1);
        }
        from = close;
    }
}

} // namespace

qsizetype tooDeeplyNestedAt(QStringView text)
{
    int braces = 0;
    int brackets = 0;
    for (qsizetype i = 0; i + 1 < text.size(); ++i) {
        const QChar c = text.at(i);
        if (c != text.at(i + 1))
            continue;
        int *depth = c == u'{' || c == u'}' ? &braces : (c == u'[' || c == u']' ? &brackets : nullptr);
        if (!depth)
            continue;
        if (c == u'{' || c == u'[') {
            if (++*depth > Limits::MaxNesting)
                return i;
        } else if (*depth > 0) {
            --*depth;
        }
        ++i;
    }
    return -1;
}

QString normalisedTitle(QStringView title)
{
    QString name = title.trimmed().toString();
    name.replace(u'_', u' ');
    if (!name.isEmpty())
        name[0] = name.at(0).toUpper();
    return name;
}

QString TemplateCall::normalisedName() const
{
    return normalisedTitle(name);
}

QString TemplateCall::positional(int number) const
{
    int seen = 0;
    for (const QString &argument : arguments) {
        static const QRegularExpression key(u"^\\s*[\\w -]+?\\s*="_s);
        if (key.match(argument).hasMatch())
            continue;
        if (++seen == number)
            return argument.trimmed();
    }
    return {};
}

QString TemplateCall::named(QStringView wanted) const
{
    for (const QString &argument : arguments) {
        const qsizetype equals = argument.indexOf(u'=');
        if (equals > 0 && QStringView(argument).left(equals).trimmed() == wanted)
            return argument.mid(equals + 1).trimmed();
    }
    return {};
}

QList<TemplateCall> templateCalls(QStringView text)
{
    QList<TemplateCall> calls;
    collectTemplates(text, calls);
    return calls; // in order of their start
}

QList<WikiLink> internalLinks(QStringView text)
{
    QList<WikiLink> links;
    const Pairs pairs(text, u'[', u']');
    qsizetype from = 0;
    while (true) {
        const qsizetype open = text.indexOf(u"[[", from);
        if (open < 0)
            return links;
        const qsizetype close = pairs.closingOf(open);
        if (close < 0 || pairs.depthOf(open) >= Limits::MaxNesting) {
            from = open + 2;
            continue;
        }
        const QStringList parts = splitTopLevel(text.mid(open + 2, close - open - 4));
        WikiLink link;
        link.target = parts.constFirst().trimmed();
        link.label = parts.size() > 1 ? parts.mid(1).join(u'|') : QString();
        link.start = open;
        link.length = close - open;
        links.append(link);
        // Links nested in a file caption count too.
        from = open + 2;
    }
}

QStringList externalUrls(QStringView text)
{
    static const QRegularExpression url(u"https?://[^\\s\\[\\]<>{}|\"]+"_s);
    QStringList urls;
    for (auto it = url.globalMatchView(text); it.hasNext();)
        urls.append(it.next().captured());
    return urls;
}

QString withoutComments(QStringView text)
{
    static const QRegularExpression comment(u"<!--.*?-->"_s, QRegularExpression::DotMatchesEverythingOption);
    return text.toString().remove(comment);
}

QString withoutSourceNotes(QStringView text)
{
    // A note alone on its line goes with its line.
    static const QRegularExpression note(u"^[ \\t]*<!--source:.*?-->[ \\t]*\\n|[ \\t]*<!--source:.*?-->"_s,
                                         QRegularExpression::DotMatchesEverythingOption
                                             | QRegularExpression::MultilineOption);
    return text.toString().remove(note);
}

QStringList sourceNotes(QStringView text)
{
    static const QRegularExpression note(u"<!--source:.*?-->"_s, QRegularExpression::DotMatchesEverythingOption);
    QStringList notes;
    for (auto it = note.globalMatchView(text); it.hasNext();)
        notes.append(it.next().captured());
    return notes;
}

QString proseOf(QStringView text)
{
    QString prose = withoutComments(text);
    prose = flattenTemplates(prose);
    prose = flattenLinks(prose);

    static const QRegularExpression externalLink(u"\\[(?:https?:)?//[^\\s\\]]*\\s*([^\\]]*)\\]"_s);
    prose.replace(externalLink, u"\\1"_s);
    static const QRegularExpression bareUrl(u"https?://[^\\s\\[\\]<>{}|\"]+"_s);
    prose.remove(bareUrl);
    static const QRegularExpression tag(u"</?[A-Za-z][^>]*>"_s);
    prose.remove(tag);
    static const QRegularExpression magic(u"__[A-Z]+__"_s);
    prose.remove(magic);

    QStringList lines = prose.split(u'\n');
    for (QString &line : lines) {
        const QString trimmed = line.trimmed();
        if (trimmed.startsWith(u"{|") || trimmed.startsWith(u"|-") || trimmed.startsWith(u"|}")) {
            line.clear();
            continue;
        }
        if (trimmed.startsWith(u"|+")) {
            line = trimmed.mid(2);
        } else if (trimmed.startsWith(u'|') || trimmed.startsWith(u'!')) {
            // Cells, each maybe with "attributes |" in front.
            const QString separator = trimmed.startsWith(u'!') ? u"!!"_s : u"||"_s;
            QStringList cells = trimmed.mid(1).split(separator);
            for (QString &cell : cells) {
                const qsizetype bar = cell.indexOf(u'|');
                if (bar >= 0)
                    cell = cell.mid(bar + 1);
            }
            line = cells.join(u'\n');
        }
        static const QRegularExpression listMarks(u"^[*#:;]+\\s*"_s);
        line.remove(listMarks);
        if (headingLevel(line) > 0) {
            static const QRegularExpression headingMarks(u"^=+|=+\\s*$"_s);
            line.remove(headingMarks);
        }
    }
    prose = lines.join(u'\n');
    static const QRegularExpression apostrophes(u"'{2,}"_s);
    prose.remove(apostrophes);
    return decodeEntities(prose);
}

QStringList faqIds(QStringView text)
{
    QStringList ids;
    for (const TemplateCall &call : templateCalls(text)) {
        for (const QString &key : {u"id"_s, u"extid"_s}) {
            const QString value = call.named(key);
            if (!value.isEmpty())
                ids.append(value);
        }
    }
    static const QRegularExpression cited(u"\\[([A-Z]{2,}\\.\\d+(?:\\.\\d+)*)\\]"_s);
    for (auto it = cited.globalMatchView(text); it.hasNext();)
        ids.append(it.next().captured(1));
    return ids;
}

} // namespace Krajina
