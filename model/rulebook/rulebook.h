// SPDX-FileCopyrightText: 2026 Krajina contributors
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

#include "rulepage.h"

#include <QList>
#include <QString>

namespace Krajina {

// Every rules page of a catalogue. A plain value; the open one lives in the
// document, which changes it only through undo commands.
struct Rulebook
{
    QList<RulePage> pages;

    int pageIndex(QStringView id) const;
    const RulePage *page(QStringView id) const;
    RulePage *page(QStringView id);
    // Replaces the page with the same id, or adds it at the end.
    void setPage(const RulePage &page);
    // The page that covers an expansion (river-2 -> the River page).
    const RulePage *pageForExpansion(QStringView expansion) const;

    friend bool operator==(const Rulebook &, const Rulebook &) = default;
};

// A place where a tile is referred to with {{Tile|id}}.
struct TileMention
{
    QString page;
    Language language = Language::English;
    int unit = -1; // index into the page's text in that language
    QString unitId;
    int line = 0;
    friend bool operator==(const TileMention &, const TileMention &) = default;
};

QList<TileMention> tileMentions(const Rulebook &rulebook, QStringView tileId);
// The tile ids a text refers to with {{Tile|id}}, in order.
QStringList tileReferences(QStringView text);

} // namespace Krajina
