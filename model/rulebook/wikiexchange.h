// SPDX-FileCopyrightText: 2026 Krajina contributors
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

#include "language.h"
#include "wikitext.h"

#include <QString>
#include <QStringList>

#include <cstdint>
#include <functional>
#include <optional>

namespace Krajina {

struct RulePage;

// Reads a page as it comes from the wiki: an English source page or a Czech
// translation, with Translate markup or without. Without markers the page is
// cut at blank lines and headings and the units are numbered: English ones
// 1, 2, ...; Czech ones by position after the English page's units, so that
// the n-th Czech unit translates the n-th English unit. An English page
// without <translate> gets one around the whole text. Tile-list tables that
// wikiExport() generated become {{TileList|...}} again.
struct WikiImportOptions
{
    Language language = Language::English;
    const WikiText *english = nullptr; // the English page a Czech page translates
    bool stamp = false; // record Czech units as translated from the English they now align with
};
std::optional<WikiText> importWikiPage(const QString &text, const WikiImportOptions &options,
                                       WikiTextError *error = nullptr);

// The form a page takes on the wiki: with the Translate extension's markup
// (<languages />, <translate>, <!--T:n-->) for a site that has Translate,
// plain wikitext for one that has not (it would show the tags as text).
enum class WikiMarkup : std::uint8_t { Translate, Plain };
std::optional<WikiMarkup> wikiMarkupFromName(QStringView name); // "translate", "plain"
QString wikiMarkupName(WikiMarkup markup);

// Wikitext for {{TileList|expansion}}: a table of the expansion's tiles made
// with markGeneratedTileList(), or empty when there is no such expansion.
// The caller knows where the tiles come from (catalogueTileLists() in
// document/tilelisttable.h makes them from a catalogue).
using TileListFunction = std::function<QString(const QString &expansion)>;

// A page ready to paste into the wiki: plain <!--T:n--> markers (or none, in
// plain markup) and every {{TileList|expansion}} replaced by the table
// `tileList` gives (none when it is empty).
struct WikiExport
{
    QString text;
    QStringList warnings; // e.g. a tile list of an expansion the catalogue lacks
};
WikiExport exportWikiPage(const RulePage &page, Language language, const TileListFunction &tileList = {},
                          WikiMarkup markup = WikiMarkup::Translate);
// Takes the Translate markup out of a page: <languages />, the <translate>
// tags and the unit markers, leaving the wikitext a wiki without Translate shows.
QString withoutTranslateMarkup(const QString &text);

// Replaces every {{TileList|x}} of a text; expansions without a table are named in *warnings.
QString expandTileLists(const QString &text, const TileListFunction &tileList, QStringList *warnings = nullptr);

// The text with every table markGeneratedTileList() made turned back into
// {{TileList|expansion}}.
QString collapseGeneratedTileLists(const QString &text);

// A generated tile-list table between the comments that let importWikiPage()
// turn it back into {{TileList|expansion}}.
QString markGeneratedTileList(const QString &expansion, const QString &wikitable);

} // namespace Krajina
