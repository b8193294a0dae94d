// SPDX-FileCopyrightText: 2026 Krajina contributors
// SPDX-License-Identifier: GPL-3.0-or-later

#include "wikimarkup.h"

#include "wikitext.h"

#include <QRegularExpression>

using namespace Qt::StringLiterals;

namespace Krajina {

namespace {

// Offset just past the "}}" (or "]]") that closes the pair opened at `open`,
// counting nested pairs of the same kind; -1 when it is never closed.
qsizetype closingOf(QStringView text, qsizetype open, QChar left, QChar right)
{
    int depth = 0;
    qsizetype i = open;
    while (i + 1 < text.size()) {
        if (text.at(i) == left && text.at(i + 1) == left) {
            ++depth;
            i += 2;
        } else if (text.at(i) == right && text.at(i + 1) == right) {
            --depth;
            i += 2;
            if (depth == 0)
                return i;
        } else {
            ++i;
        }
    }
    return -1;
}

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

void collectTemplates(QStringView text, qsizetype base, QList<TemplateCall> &calls)
{
    qsizetype from = 0;
    while (true) {
        const qsizetype open = text.indexOf(u"{{", from);
        if (open < 0)
            return;
        const qsizetype close = closingOf(text, open, u'{', u'}');
        if (close < 0) {
            from = open + 2;
            continue;
        }
        const QStringView inner = text.mid(open + 2, close - open - 4);
        QStringList parts = splitTopLevel(inner);
        TemplateCall call;
        call.name = parts.takeFirst().trimmed();
        call.arguments = parts;
        call.start = base + open;
        call.length = close - open;
        calls.append(call);
        collectTemplates(inner, base + open + 2, calls);
        from = close;
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

// Replaces every top-level {{...}} by its argument values, one per line.
QString flattenTemplates(QStringView text)
{
    QString out;
    qsizetype from = 0;
    while (true) {
        const qsizetype open = text.indexOf(u"{{", from);
        const qsizetype close = open < 0 ? -1 : closingOf(text, open, u'{', u'}');
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
                    if (k == u"id" || k == u"extid")
                        continue;
                    value = match.captured(2);
                }
                out += u'\n' + flattenTemplates(value) + u'\n';
            }
        }
        from = close;
    }
}

QString flattenLinks(QStringView text)
{
    QString out;
    qsizetype from = 0;
    while (true) {
        const qsizetype open = text.indexOf(u"[[", from);
        const qsizetype close = open < 0 ? -1 : closingOf(text, open, u'[', u']');
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
                out += flattenLinks(parts.constLast());
        } else {
            out += flattenLinks(parts.size() > 1 ? parts.mid(1).join(u'|') : target);
        }
        from = close;
    }
}

} // namespace

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
    collectTemplates(text, 0, calls);
    std::stable_sort(calls.begin(), calls.end(),
                     [](const TemplateCall &a, const TemplateCall &b) { return a.start < b.start; });
    return calls;
}

QList<WikiLink> internalLinks(QStringView text)
{
    QList<WikiLink> links;
    qsizetype from = 0;
    while (true) {
        const qsizetype open = text.indexOf(u"[[", from);
        if (open < 0)
            return links;
        const qsizetype close = closingOf(text, open, u'[', u']');
        if (close < 0) {
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
