// SPDX-FileCopyrightText: 2026 Krajina contributors
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

#include <QList>
#include <QString>
#include <QStringList>
#include <QStringView>

namespace Krajina {

// A template call {{Name|a|key=b}} found in wikitext.
struct TemplateCall
{
    QString name; // as written, trimmed
    QStringList arguments; // raw, in order, without the separating '|'
    qsizetype start = 0; // offset of "{{"
    qsizetype length = 0; // through "}}"

    // "Tile" for "tile", "Tile" and " Tile "; MediaWiki capitalises the first letter.
    QString normalisedName() const;
    // Positional argument (1-based), trimmed; empty when missing.
    QString positional(int number) const;
    // Named argument "key=value", trimmed value; empty when missing.
    QString named(QStringView key) const;
};

// Every template call, outer ones and those nested in their arguments, in the
// order they start. Unclosed "{{" are not calls.
QList<TemplateCall> templateCalls(QStringView text);

struct WikiLink
{
    QString target; // as written, trimmed
    QString label; // the text after the first '|', empty when none
    qsizetype start = 0;
    qsizetype length = 0;
};
QList<WikiLink> internalLinks(QStringView text);
// "http://..." in [url label] and bare.
QStringList externalUrls(QStringView text);

// The text without HTML comments (and so without Translate markers).
QString withoutComments(QStringView text);

// The text without its source notes: <!--source: ...--> comments that tell a
// maintainer which sentence of the source rules a unit rests on. They stay in
// the rule files; the wiki never sees them, and they are no part of the text a
// translation is checked against (unitHash).
QString withoutSourceNotes(QStringView text);
// The source notes of a text, as written.
QStringList sourceNotes(QStringView text);

// What a reader reads: template names and tile references, link targets,
// URLs, tags and their attributes, table syntax, list and heading markup and
// bold/italic apostrophes removed; the words kept. Template arguments stay (a
// FAQ entry's text is prose), each on its own line. &nbsp; becomes U+00A0.
QString proseOf(QStringView text);

// Where a "{{" or "[[" opens more than Limits::MaxNesting levels deep; -1 when
// none does. The functions above leave such depths out; the checks report them.
qsizetype tooDeeplyNestedAt(QStringView text);

// MediaWiki normalisation of a page or template name: underscores as spaces,
// first letter upper case, trimmed.
QString normalisedTitle(QStringView title);

// Ids a FAQ entry or footnote is known by (id=WICA.0201.0001, extid=CAR.002, [CAR.060]).
QStringList faqIds(QStringView text);

// Whether a template names a tile: {{Tile|id}} and {{TileList|expansion}}.
inline bool isTileTemplate(const QString &normalisedName)
{
    return normalisedName == QLatin1StringView("Tile") || normalisedName == QLatin1StringView("TileList");
}

} // namespace Krajina
