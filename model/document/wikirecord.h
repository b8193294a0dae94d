// SPDX-FileCopyrightText: 2026 Krajina contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "rulebook/rulepage.h"

#include <QByteArray>
#include <QList>
#include <QUndoCommand>

namespace Krajina {

class CatalogueDocument;

// The extra of a .krajina document that holds its wiki sync record (the
// JSON of WikiSyncState, the same a rules folder keeps in wiki-sync.json).
inline QString wikiRecordExtraName()
{
    return QStringLiteral("wiki/sync.json");
}

// What a compare or push found: no edit of the rules, so not undoable; the
// document becomes modified so that the record is saved. Empty removes it.
void setWikiRecordJson(CatalogueDocument &document, const QByteArray &record);

// A pull from the wiki: the pages as they came and the record, undone together
// (after an undo the pages show as changed on the wiki again).
class PullFromWiki : public QUndoCommand
{
public:
    // `text`: the command's name; empty for "Pull from the Wiki".
    PullFromWiki(CatalogueDocument *document, const QList<RulePage> &pages, const QByteArray &record,
                 const QString &text = {});
};

// Tile counts that the wiki's generated tile tables give, taken into the
// catalogue as one undoable step (each a ChangeTileCount of the default count).
struct TileCountFromWiki
{
    QString expansion;
    QString tileId;
    int count = 0;
};
class TakeTileCountsFromWiki : public QUndoCommand
{
public:
    // Counts the catalogue already has, or of tiles it lacks, are left out.
    TakeTileCountsFromWiki(CatalogueDocument *document, const QList<TileCountFromWiki> &counts);
    int changes() const { return childCount(); }
};

} // namespace Krajina
