// SPDX-FileCopyrightText: 2026 Krajina contributors
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

#include "catalogue/catalogue.h"
#include "rulebook/rulebook.h"

#include <QUndoCommand>

namespace Krajina {

class CatalogueDocument;

// Undo commands of an expansion author: a new expansion, its properties, a
// tile's new id. Each is one step on the document's undo stack.

// Changes that touch many parts of the catalogue at once (an expansion and
// its tiles): keeps the catalogue before and after and resets the document to
// one or the other.
class ReplaceCatalogue : public QUndoCommand
{
public:
    ReplaceCatalogue(CatalogueDocument *document, Catalogue after, const QString &text, QUndoCommand *parent = nullptr);
    void redo() override;
    void undo() override;

private:
    CatalogueDocument *m_document;
    Catalogue m_before;
    Catalogue m_after;
};

// Adds an expansion at the end of the catalogue, with the first tile of its
// own (which carries the expansion's symbol and back).
ReplaceCatalogue *addExpansion(CatalogueDocument *document, const Expansion &expansion,
                               const TileDefinition &firstTile);

// Replaces the expansion at `index`. A new id moves its tiles along (their
// expansion, and the "old-id/" prefix of their ids, the start tile); a
// non-empty `watermark` becomes the symbol of all its tiles.
ReplaceCatalogue *editExpansion(CatalogueDocument *document, int index, const Expansion &expansion,
                                const QString &watermark);

// Makes a tile its expansion's start tile ("Use as Start Tile"), or, with an
// empty `tileId`, leaves the expansion without one.
class SetStartTile : public QUndoCommand
{
public:
    SetStartTile(CatalogueDocument *document, int expansionIndex, const QString &tileId,
                 QUndoCommand *parent = nullptr);
    void redo() override;
    void undo() override;

private:
    void apply(const QString &tileId);

    CatalogueDocument *m_document;
    int m_expansion;
    QString m_before;
    QString m_after;
};

// The author types a new id for a tile: the tile, the expansion whose start
// tile it is and the rule texts that show it ({{Tile|id}}) change together,
// in one undo step. Check the id first (CatalogueIds::tileIdProblem).
class RenameTile : public QUndoCommand
{
public:
    RenameTile(CatalogueDocument *document, int index, const QString &newId, QUndoCommand *parent = nullptr);
    void redo() override;
    void undo() override;

    // `text` with every {{Tile|from}} (and {{Tile|from|...}}) naming `to` instead.
    static QString renameInWikiText(const QString &text, const QString &from, const QString &to);

private:
    void apply(const QString &from, const QString &to);

    CatalogueDocument *m_document;
    int m_index;
    QString m_oldId;
    QString m_newId;
    QList<RulePage> m_pagesBefore; // the rule pages the rename changed, as they were
};

} // namespace Krajina
