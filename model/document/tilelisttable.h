// SPDX-FileCopyrightText: 2026 Krajina contributors
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

#include "rulebook/language.h"
#include "rulebook/wikiexchange.h"

#include <QString>

namespace Krajina {

struct Catalogue;

// The wikitable listing an expansion's tiles (id, names, count, edges, fields),
// marked so that importWikiPage() recognises it. Empty when the catalogue has
// no such expansion.
QString tileListTable(const Catalogue &catalogue, const QString &expansion, Language language);

// The rules pages' {{TileList|...}} filled from a catalogue, for exportWikiPage()
// and the wiki preview. The catalogue must outlive the function.
TileListFunction catalogueTileLists(const Catalogue &catalogue, Language language);

} // namespace Krajina
