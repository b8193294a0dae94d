// SPDX-FileCopyrightText: 2026 Krajina contributors
// SPDX-License-Identifier: GPL-3.0-or-later

#include "wikiexchange.h"

#include "rulepage.h"
#include "unithash.h"
#include "wikimarkup.h"

#include <QCoreApplication>
#include <QRegularExpression>
#include <QSet>

using namespace Qt::StringLiterals;

namespace Krajina {

namespace {

// Gives lupdate and tr() one context for the messages of this file.
struct Text
{
    Q_DECLARE_TR_FUNCTIONS(Krajina::WikiExchange)
};

const QRegularExpression &generatedTable()
{
    static const QRegularExpression pattern(u"<!-- krajina:TileList\\|([^ ]+) -->\\n.*?\\n<!-- /krajina:TileList -->"_s,
                                            QRegularExpression::DotMatchesEverythingOption);
    return pattern;
}

// A heading alone on its lines, with blank lines around it: what Translate's
// page preparation does before the page is first marked. A tile list
// ({{TileList|...}} on a line of its own) likewise stands apart, so that it
// never joins the paragraph of text it follows.
QString separateHeadings(const QString &text)
{
    static const QRegularExpression tileList(u"^\\{\\{TileList\\|[^{}]*\\}\\}$"_s);
    QStringList lines = text.split(u'\n');
    QStringList out;
    for (qsizetype i = 0; i < lines.size(); ++i) {
        const QString &line = lines.at(i);
        const bool heading = headingLevel(line) > 0 || tileList.match(line.trimmed()).hasMatch();
        if (heading && !out.isEmpty() && !out.constLast().trimmed().isEmpty())
            out.append(QString());
        out.append(line);
        if (heading && i + 1 < lines.size() && !lines.at(i + 1).trimmed().isEmpty())
            out.append(QString());
    }
    return out.join(u'\n');
}

} // namespace

QString markGeneratedTileList(const QString &expansion, const QString &wikitable)
{
    return u"<!-- krajina:TileList|%1 -->\n%2\n<!-- /krajina:TileList -->"_s.arg(expansion, wikitable);
}

QString expandTileLists(const QString &text, const TileListFunction &tileList, QStringList *warnings)
{
    QString out;
    qsizetype from = 0;
    for (const TemplateCall &call : templateCalls(text)) {
        if (call.start < from || call.normalisedName() != u"TileList")
            continue;
        const QString expansion = call.positional(1);
        const QString table = tileList ? tileList(expansion) : QString();
        if (table.isEmpty()) {
            if (warnings)
                warnings->append(Text::tr("{{TileList|%1}}: the catalogue has no expansion %1").arg(expansion));
            continue;
        }
        out += QStringView(text).mid(from, call.start - from);
        out += table;
        from = call.start + call.length;
    }
    out += QStringView(text).mid(from);
    return out;
}

std::optional<WikiMarkup> wikiMarkupFromName(QStringView name)
{
    if (name == u"translate")
        return WikiMarkup::Translate;
    if (name == u"plain")
        return WikiMarkup::Plain;
    return std::nullopt;
}

QString wikiMarkupName(WikiMarkup markup)
{
    return markup == WikiMarkup::Translate ? u"translate"_s : u"plain"_s;
}

QString withoutTranslateMarkup(const QString &text)
{
    static const QRegularExpression marker(u"^<!--T:[^>]*-->[ \\t]*|[ \\t]*<!--T:[^>]*-->"_s);
    static const QRegularExpression tag(u"</?translate>|<languages\\s*/?>"_s);
    const QStringList lines = text.split(u'\n');
    QStringList out;
    for (const QString &line : lines) {
        const QString trimmed = line.trimmed();
        QString kept = line;
        kept.remove(marker);
        kept.remove(tag);
        // A line that held nothing but markup goes; a blank line stays blank.
        if (!trimmed.isEmpty() && kept.trimmed().isEmpty())
            continue;
        if (kept.trimmed().isEmpty())
            kept.clear();
        if (kept.isEmpty() && (out.isEmpty() || out.constLast().isEmpty()))
            continue; // no blank lines at the start, none doubled
        out.append(kept);
    }
    return out.join(u'\n');
}

WikiExport exportWikiPage(const RulePage &page, Language language, const TileListFunction &tileList, WikiMarkup markup)
{
    WikiExport result;
    result.text = withoutSourceNotes(page.text(language).toText(WikiText::Markers::WithoutSourceHashes));
    if (markup == WikiMarkup::Plain)
        result.text = withoutTranslateMarkup(result.text);
    if (tileList)
        result.text = expandTileLists(result.text, tileList, &result.warnings);
    return result;
}

std::optional<WikiText> importWikiPage(const QString &source, const WikiImportOptions &options, WikiTextError *error)
{
    QString text = source;
    text.replace(generatedTable(), u"{{TileList|\\1}}"_s);

    static const QRegularExpression markup(u"<!--T:|</?translate[ >]"_s);
    const bool marked = text.contains(markup);
    if (!marked)
        text = separateHeadings(text);
    std::optional<WikiText> page = WikiText::parse(text, error);
    if (!page)
        return std::nullopt;

    if (options.language == Language::English) {
        page->assignMissingIds();
        if (!marked) {
            // The whole page becomes translatable.
            const QString body = page->toText();
            QString wrapped = u"<translate>\n"_s + body;
            while (!wrapped.isEmpty() && wrapped.back().isSpace())
                wrapped.chop(1);
            wrapped += u"\n</translate>"_s + (body.endsWith(u'\n') ? u"\n"_s : QString());
            page = WikiText::parse(wrapped, error);
        }
        return page;
    }

    // Czech: unnumbered units take the ids of the English units at their position.
    const WikiText *english = options.english;
    int next = std::max(page->maxNumericId(), english ? english->maxNumericId() : 0) + 1;
    QSet<QString> used; // the page's ids, kept here so that numbering stays linear
    for (const WikiUnit &unit : page->units())
        used.insert(unit.id);
    for (int i = 0; i < page->size(); ++i) {
        if (!page->unit(i).id.isEmpty())
            continue;
        QString id;
        if (english && i < english->size() && !used.contains(english->unit(i).id))
            id = english->unit(i).id;
        if (id.isEmpty())
            id = QString::number(next++);
        used.insert(id);
        page->setUnitId(i, id);
    }
    if (options.stamp && english) {
        for (int i = 0; i < page->size(); ++i) {
            const int original = english->indexOf(page->unit(i).id);
            if (original >= 0)
                page->setSourceHash(i, unitHash(english->unit(original).text));
        }
    }
    return page;
}

} // namespace Krajina
