// SPDX-FileCopyrightText: 2026 Krajina contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "rulebook/rulepage.h"
#include "wiki/wikisyncstate.h"

#include <QList>
#include <QUndoCommand>

namespace Krajina {

class CatalogueDocument;

// The wiki sync record a document carries (its extra wikiSyncExtraName()):
// the same JSON a rules folder keeps in wikiSyncFileName(). An unreadable
// record reads as empty and says why in *error.
WikiSyncState wikiRecord(const CatalogueDocument &document, QString *error = nullptr);
// What a compare or push found: no edit of the rules, so not undoable; the
// document becomes modified so that the record is saved.
void setWikiRecord(CatalogueDocument &document, const WikiSyncState &record);

// A pull from the wiki: the pages as they came and the record, undone together
// (after an undo the pages show as changed on the wiki again).
class PullFromWiki : public QUndoCommand
{
public:
    // `text`: the command's name; empty for "Pull from the Wiki".
    PullFromWiki(CatalogueDocument *document, const QList<RulePage> &pages, const WikiSyncState &record,
                 const QString &text = {});
};

} // namespace Krajina
