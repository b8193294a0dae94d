// SPDX-FileCopyrightText: 2026 Krajina contributors
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

#include <QString>

#include <functional>

namespace Krajina {

// How renderWikiHtml() fills in what the page only refers to.
struct WikiHtmlOptions
{
    // The <img src> of a tile's thumbnail; by default "tile:<id>", which a
    // QTextBrowser subclass can answer from the tile renderer in loadResource().
    std::function<QString(const QString &tileId)> tileImageSource;
    // Wikitext for {{TileList|expansion}} (such as tileListTable()); when empty
    // or returning nothing the template shows as a placeholder.
    std::function<QString(const QString &expansion)> tileList;
    int thumbnailSize = 48;
};

// HTML for a live preview of a subset of wikitext: headings, paragraphs,
// bold/italic, lists (* # : ;), internal and external links, tables,
// <ref> footnotes (listed at <references /> or at the end), {{Tile|id}} as
// a thumbnail linking to "tile:<id>", {{Reading}} and {{Unofficial}} (and their
// Czech forms) as marked notes, and a few common tags. Other templates
// show as their name. Translate markup is dropped. Links to pages use the
// "wiki:" scheme; headings carry anchors that [[#Section]] links lead to.
QString renderWikiHtml(const QString &wikitext, const WikiHtmlOptions &options = {});

// The anchor a heading gets in the HTML ("Set-up and scoring" -> "Set-up_and_scoring"),
// which [[#Set-up and scoring]] links to.
QString sectionAnchor(const QString &heading);

} // namespace Krajina
