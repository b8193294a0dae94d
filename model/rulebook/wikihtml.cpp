// SPDX-FileCopyrightText: 2026 Krajina contributors
// SPDX-License-Identifier: GPL-3.0-or-later

#include "wikihtml.h"

#include "wikimarkup.h"
#include "wikitext.h"

#include <QList>
#include <QRegularExpression>
#include <QStringList>
#include <QUrl>

using namespace Qt::StringLiterals;

namespace Krajina {

namespace {

// Private-use characters mark where generated HTML goes back in after escaping.
constexpr char16_t PlaceholderOpen = 0xE000;
constexpr char16_t PlaceholderClose = 0xE001;

class Renderer
{
public:
    explicit Renderer(const WikiHtmlOptions &options)
        : m_options(options)
    {
    }

    QString render(const QString &wikitext)
    {
        QString text = preprocess(wikitext);
        text = extractRefs(text);
        QString html = blocks(text);
        if (!m_refsPlaced)
            html += references();
        return restore(html);
    }

private:
    QString hold(const QString &html)
    {
        m_held.append(html);
        return QChar(PlaceholderOpen) + QString::number(m_held.size() - 1) + QChar(PlaceholderClose);
    }

    QString restore(QString html) const
    {
        static const QRegularExpression placeholder(u"\uE000(\\d+)\uE001"_s);
        // Held HTML may hold placeholders itself.
        for (int round = 0; round < 8 && html.contains(QChar(PlaceholderOpen)); ++round) {
            QString out;
            qsizetype from = 0;
            for (auto it = placeholder.globalMatch(html); it.hasNext();) {
                const auto match = it.next();
                out += QStringView(html).mid(from, match.capturedStart() - from);
                out += m_held.value(match.captured(1).toInt());
                from = match.capturedEnd();
            }
            out += QStringView(html).mid(from);
            html = out;
        }
        return html;
    }

    QString preprocess(const QString &wikitext)
    {
        QString text = withoutComments(wikitext);
        static const QRegularExpression translateTags(u"</?translate(?: nowrap)?>|<languages\\s*/>"_s);
        text.remove(translateTags);
        text.replace(u"\r\n"_s, u"\n"_s);
        if (m_options.tileList) {
            QString out;
            qsizetype from = 0;
            for (const TemplateCall &call : templateCalls(text)) {
                if (call.start < from || call.normalisedName() != u"TileList")
                    continue;
                const QString table = m_options.tileList(call.positional(1));
                if (table.isEmpty())
                    continue;
                out += QStringView(text).mid(from, call.start - from) + u'\n' + withoutComments(table) + u'\n';
                from = call.start + call.length;
            }
            text = out + QStringView(text).mid(from);
        }
        return text;
    }

    QString extractRefs(const QString &text)
    {
        static const QRegularExpression ref(u"<ref(\\s[^>]*?)?(?:/>|>(.*?)</ref>)"_s,
                                            QRegularExpression::DotMatchesEverythingOption);
        static const QRegularExpression nameAttribute(u"name\\s*=\\s*\"?([^\"/>]+)\"?"_s);
        QString out;
        qsizetype from = 0;
        for (auto it = ref.globalMatch(text); it.hasNext();) {
            const auto match = it.next();
            out += QStringView(text).mid(from, match.capturedStart() - from);
            from = match.capturedEnd();
            const QString name = nameAttribute.match(match.captured(1)).captured(1).trimmed();
            int number = -1;
            if (!name.isEmpty())
                number = int(m_refNames.indexOf(name));
            if (number < 0) {
                m_refs.append(match.captured(2));
                m_refNames.append(name);
                number = int(m_refs.size()) - 1;
            } else if (m_refs.at(number).isEmpty()) {
                m_refs[number] = match.captured(2);
            }
            out += hold(u"<sup><a href=\"#ref-%1\">[%1]</a></sup>"_s.arg(number + 1));
        }
        out += QStringView(text).mid(from);
        static const QRegularExpression referencesTag(u"<references\\s*/>"_s);
        const auto place = referencesTag.match(out);
        if (place.hasMatch()) {
            m_refsPlaced = true;
            out.replace(place.capturedStart(), place.capturedLength(), u"\n"_s + u"\uE002"_s + u"\n"_s);
        }
        return out;
    }

    QString references()
    {
        if (m_refs.isEmpty())
            return {};
        QString html = u"<ol class=\"references\">"_s;
        for (qsizetype i = 0; i < m_refs.size(); ++i)
            html += u"<li><a name=\"ref-%1\"></a>%2</li>"_s.arg(i + 1).arg(inline_(m_refs.at(i)));
        return html + u"</ol>"_s;
    }

    QString blocks(const QString &text)
    {
        QString html;
        QStringList paragraph;
        QString listPrefix;
        const auto closeParagraph = [&] {
            if (!paragraph.isEmpty())
                html += u"<p>"_s + inline_(paragraph.join(u'\n')) + u"</p>\n"_s;
            paragraph.clear();
        };
        const auto closeLists = [&](qsizetype keep) {
            while (listPrefix.size() > keep) {
                html += closeTag(listPrefix.back());
                listPrefix.chop(1);
            }
        };

        const QStringList lines = text.split(u'\n');
        for (qsizetype i = 0; i < lines.size(); ++i) {
            const QString &line = lines.at(i);
            const QString trimmed = line.trimmed();
            static const QRegularExpression listMarks(u"^([*#:;]+)\\s*(.*)$"_s);
            const auto list = listMarks.match(line);
            if (!list.hasMatch())
                closeLists(0);

            if (trimmed == QString(QChar(0xE002))) {
                closeParagraph();
                html += references();
            } else if (trimmed.isEmpty()) {
                closeParagraph();
            } else if (const int level = headingLevel(trimmed); level > 0 && trimmed.endsWith(u'=')) {
                closeParagraph();
                const QString title = trimmed.mid(level, trimmed.size() - 2 * level).trimmed();
                html += u"<h%1><a name=\"%3\"></a>%2</h%1>\n"_s.arg(level).arg(inline_(title), sectionAnchor(title));
            } else if (trimmed.startsWith(u"{|")) {
                closeParagraph();
                qsizetype end = i;
                while (end < lines.size() && !lines.at(end).trimmed().startsWith(u"|}"))
                    ++end;
                html += table(lines.mid(i, end - i));
                i = end;
            } else if (list.hasMatch()) {
                closeParagraph();
                const QString marks = list.captured(1);
                qsizetype common = 0;
                while (common < listPrefix.size() && common < marks.size()
                       && sameList(listPrefix.at(common), marks.at(common)))
                    ++common;
                closeLists(common);
                for (qsizetype k = common; k < marks.size(); ++k) {
                    html += openTag(marks.at(k));
                    listPrefix.append(marks.at(k));
                }
                const QChar kind = marks.back();
                const QString item = kind == u';' ? u"dt"_s : kind == u':' ? u"dd"_s : u"li"_s;
                html += u"<%1>%2</%1>\n"_s.arg(item, inline_(list.captured(2)));
            } else {
                paragraph.append(line);
            }
        }
        closeParagraph();
        closeLists(0);
        return html;
    }

    static bool sameList(QChar a, QChar b)
    {
        const auto group = [](QChar c) { return c == u';' || c == u':' ? u':' : c; };
        return group(a) == group(b);
    }
    static QString openTag(QChar mark) { return mark == u'*' ? u"<ul>"_s : mark == u'#' ? u"<ol>"_s : u"<dl>"_s; }
    static QString closeTag(QChar mark) { return mark == u'*' ? u"</ul>"_s : mark == u'#' ? u"</ol>"_s : u"</dl>"_s; }

    QString cellHtml(const QString &cell, bool header)
    {
        // "colspan=2 | text": attributes before a single bar.
        QString attributes;
        QString content = cell;
        const qsizetype bar = cell.indexOf(u'|');
        if (bar >= 0 && !cell.left(bar).contains(u"[[") && !cell.left(bar).contains(u"{{")) {
            static const QRegularExpression span(u"(colspan|rowspan)\\s*=\\s*\"?(\\d+)\"?"_s);
            for (auto it = span.globalMatch(cell.left(bar)); it.hasNext();) {
                const auto match = it.next();
                attributes += u" %1=\"%2\""_s.arg(match.captured(1), match.captured(2));
            }
            content = cell.mid(bar + 1);
        }
        const QString tag = header ? u"th"_s : u"td"_s;
        return u"<%1%2>%3</%1>"_s.arg(tag, attributes, inline_(content.trimmed()));
    }

    QString table(const QStringList &lines)
    {
        QString html = u"<table border=\"1\" cellspacing=\"0\" cellpadding=\"3\">\n"_s;
        QString row;
        const auto closeRow = [&] {
            if (!row.isEmpty())
                html += u"<tr>"_s + row + u"</tr>\n"_s;
            row.clear();
        };
        for (qsizetype i = 1; i < lines.size(); ++i) {
            const QString line = lines.at(i).trimmed();
            if (line.startsWith(u"|-")) {
                closeRow();
            } else if (line.startsWith(u"|+")) {
                html += u"<caption>"_s + inline_(line.mid(2).trimmed()) + u"</caption>\n"_s;
            } else if (line.startsWith(u'!')) {
                for (const QString &cell : line.mid(1).split(u"!!"_s))
                    for (const QString &part : cell.split(u"||"_s))
                        row += cellHtml(part, true);
            } else if (line.startsWith(u'|')) {
                for (const QString &cell : line.mid(1).split(u"||"_s))
                    row += cellHtml(cell, false);
            } else if (!row.isEmpty() && !line.isEmpty()) {
                // A cell continued on the next line.
                const qsizetype close = row.lastIndexOf(u"</t"_s);
                row.insert(close, u"<br>"_s + inline_(line));
            }
        }
        closeRow();
        return html + u"</table>\n"_s;
    }

    QString templateHtml(const TemplateCall &call)
    {
        const QString name = call.normalisedName();
        if (name == u"Tile") {
            const QString id = call.positional(1);
            const QString source = m_options.tileImageSource ? m_options.tileImageSource(id) : u"tile:"_s + id;
            return u"<a href=\"tile:%1\"><img src=\"%2\" width=\"%3\" height=\"%3\" alt=\"%1\" title=\"%1\" style=\"vertical-align: middle\"></a>"_s
                .arg(id.toHtmlEscaped(), source.toHtmlEscaped())
                .arg(m_options.thumbnailSize);
        }
        if (name == u"Reading" || name == u"Readingcs") {
            // As the wiki's templates show them, in the page's language.
            const bool czech = name.endsWith(u"cs");
            QString html = u"<span class=\"krajina-reading\" style=\"background-color:#eef3fb\"><b>%1</b> %2"_s.arg(
                czech ? u"Výklad:"_s : u"Reading:"_s, inline_(call.positional(1)));
            html += u" <small>(%1 %2."_s.arg(czech ? u"Pravidla nejsou jednoznačná:"_s : u"The source is unclear:"_s,
                                             inline_(call.named(u"source")));
            const QString option = call.named(u"option");
            if (!option.isEmpty())
                html += u" <code>%1</code>"_s.arg(option.toHtmlEscaped());
            return html + u")</small></span>"_s;
        }
        if (name == u"Unofficial" || name == u"Unofficialcs") {
            const bool czech = name.endsWith(u"cs");
            return u"<span class=\"krajina-unofficial\" style=\"background-color:#fbf3e8\"><b>%1</b> %2</span>"_s.arg(
                czech ? u"Neoficiální:"_s : u"Unofficial:"_s,
                (czech ? u"v pravidlech vydavatele není; pochází z: %1."_s
                       : u"not in the publisher's rules; from %1."_s)
                    .arg(inline_(call.positional(1))));
        }
        if (name == u"TileList")
            return u"<p><i>[%1]</i></p>"_s.arg(u"TileList: "_s + call.positional(1).toHtmlEscaped());
        if (name == u"FAQ") {
            QString html = u"<b>"_s + inline_(call.named(u"title")) + u"</b>"_s;
            const QString id = call.named(u"id");
            if (!id.isEmpty())
                html += u" <small>(%1)</small>"_s.arg(id.toHtmlEscaped());
            return html + u"<br>"_s + inline_(call.named(u"text"));
        }
        for (const QStringView key : {u"text", u"body"}) {
            const QString value = call.named(key);
            if (!value.isEmpty())
                return inline_(value);
        }
        return u"<span style=\"color:gray\">{{%1}}</span>"_s.arg(name.toHtmlEscaped());
    }

    QString replaceTemplates(const QString &text)
    {
        QString out;
        qsizetype from = 0;
        for (const TemplateCall &call : templateCalls(text)) {
            if (call.start < from)
                continue; // nested: the outer call renders it
            out += QStringView(text).mid(from, call.start - from);
            out += hold(templateHtml(call));
            from = call.start + call.length;
        }
        return out + QStringView(text).mid(from);
    }

    QString replaceLinks(const QString &text)
    {
        QString out;
        qsizetype from = 0;
        for (const WikiLink &link : internalLinks(text)) {
            if (link.start < from)
                continue;
            out += QStringView(text).mid(from, link.start - from);
            from = link.start + link.length;
            const QString lower = link.target.toLower();
            if (lower.startsWith(u"category:") || lower.startsWith(u"kategorie:"))
                continue;
            if (lower.startsWith(u"file:") || lower.startsWith(u"image:") || lower.startsWith(u"soubor:")) {
                out += hold(u"<span style=\"color:gray\">[%1]</span>"_s.arg(link.target.toHtmlEscaped()));
                continue;
            }
            const QString label = link.label.isEmpty() ? link.target : link.label;
            if (link.target.startsWith(u'#')) {
                out += hold(
                    u"<a href=\"#%1\">%2</a>"_s.arg(sectionAnchor(link.target.mid(1)).toHtmlEscaped(), inline_(label)));
                continue;
            }
            out += hold(u"<a href=\"wiki:%1\">%2</a>"_s.arg(QString::fromUtf8(QUrl::toPercentEncoding(link.target)),
                                                            inline_(label)));
        }
        return out + QStringView(text).mid(from);
    }

    QString replaceExternalLinks(const QString &text)
    {
        static const QRegularExpression external(u"\\[(https?://[^\\s\\]]+)\\s*([^\\]]*)\\]"_s);
        QString out;
        qsizetype from = 0;
        for (auto it = external.globalMatch(text); it.hasNext();) {
            const auto match = it.next();
            out += QStringView(text).mid(from, match.capturedStart() - from);
            const QString url = match.captured(1);
            const QString label = match.captured(2).isEmpty() ? url : match.captured(2);
            out += hold(u"<a href=\"%1\">%2</a>"_s.arg(url.toHtmlEscaped(), inline_(label)));
            from = match.capturedEnd();
        }
        return out + QStringView(text).mid(from);
    }

    static QString escapeKeepingTags(const QString &text)
    {
        QString html = text.toHtmlEscaped();
        static const QRegularExpression allowed(
            u"&lt;(/?)(br|code|small|big|sup|sub|b|i|u|s|del|ins|center|span|div)(?:\\s[^&]*?)?\\s*(/?)&gt;"_s);
        html.replace(allowed, u"<\\1\\2\\3>"_s);
        static const QRegularExpression entity(u"&amp;(#?[A-Za-z0-9]+);"_s);
        html.replace(entity, u"&\\1;"_s);
        return html;
    }

    static QString boldItalic(const QString &line)
    {
        static const QRegularExpression apostrophes(u"'{2,}"_s);
        QString out;
        bool bold = false;
        bool italic = false;
        qsizetype from = 0;
        for (auto it = apostrophes.globalMatch(line); it.hasNext();) {
            const auto match = it.next();
            out += QStringView(line).mid(from, match.capturedStart() - from);
            from = match.capturedEnd();
            qsizetype run = match.capturedLength();
            if (run == 4 || run > 5) {
                out += QString(run == 4 ? 1 : run - 5, u'\'');
                run = run == 4 ? 3 : 5;
            }
            const auto toggleBold = [&] {
                out += bold ? u"</b>"_s : u"<b>"_s;
                bold = !bold;
            };
            const auto toggleItalic = [&] {
                out += italic ? u"</i>"_s : u"<i>"_s;
                italic = !italic;
            };
            if (run == 2) {
                toggleItalic();
            } else if (run == 3) {
                toggleBold();
            } else if (italic) {
                toggleItalic();
                toggleBold();
            } else {
                toggleBold();
                toggleItalic();
            }
        }
        out += QStringView(line).mid(from);
        if (italic)
            out += u"</i>"_s;
        if (bold)
            out += u"</b>"_s;
        return out;
    }

    QString inline_(const QString &text)
    {
        QString work = replaceTemplates(text);
        work = replaceLinks(work);
        work = replaceExternalLinks(work);
        QStringList lines = escapeKeepingTags(work).split(u'\n');
        for (QString &line : lines)
            line = boldItalic(line);
        return lines.join(u'\n');
    }

    const WikiHtmlOptions &m_options;
    QStringList m_held;
    QStringList m_refs;
    QStringList m_refNames;
    bool m_refsPlaced = false;
};

} // namespace

QString sectionAnchor(const QString &heading)
{
    // The heading's words without markup, spaces as underscores, as MediaWiki's section ids.
    QString anchor = proseOf(heading).simplified();
    anchor.replace(u' ', u'_');
    return anchor;
}

QString renderWikiHtml(const QString &wikitext, const WikiHtmlOptions &options)
{
    Renderer renderer(options);
    return renderer.render(wikitext);
}

} // namespace Krajina
