// SPDX-FileCopyrightText: 2026 Krajina contributors
// SPDX-License-Identifier: GPL-3.0-or-later

#include "undocommands.h"

#include "document/cataloguedocument.h"

#include <QCoreApplication>

using namespace Qt::StringLiterals;

namespace Krajina {

AddTile::AddTile(CatalogueDocument *document, int index, TileDefinition tile, QUndoCommand *parent)
    : QUndoCommand(QCoreApplication::translate("UndoCommands", "Add Tile"), parent)
    , m_document(document)
    , m_index(index)
    , m_tile(std::move(tile))
{
}

void AddTile::redo()
{
    m_document->insertTile(m_index, m_tile);
}

void AddTile::undo()
{
    m_tile = m_document->takeTile(m_index);
}

RemoveTile::RemoveTile(CatalogueDocument *document, int index, QUndoCommand *parent)
    : QUndoCommand(QCoreApplication::translate("UndoCommands", "Remove Tile"), parent)
    , m_document(document)
    , m_index(index)
{
}

void RemoveTile::redo()
{
    m_tile = m_document->takeTile(m_index);
}

void RemoveTile::undo()
{
    m_document->insertTile(m_index, m_tile);
}

DuplicateTile::DuplicateTile(CatalogueDocument *document, int index, QUndoCommand *parent)
    : AddTile(document, index + 1, document->catalogue().tiles.at(index), parent)
{
    setText(QCoreApplication::translate("UndoCommands", "Duplicate Tile"));
    m_tile.id = unusedId(document->catalogue(), m_tile.id);
    // The copy is a new design: nobody has checked it against a printed tile,
    // and it is not the JCloisterZone tile the original stands for.
    m_tile.status = TileStatus::Draft;
    m_tile.jczId.clear();
}

QString DuplicateTile::unusedId(const Catalogue &catalogue, const QString &base)
{
    for (int n = 2;; ++n) {
        const QString candidate = u"%1-%2"_s.arg(base).arg(n);
        if (!catalogue.tile(candidate))
            return candidate;
    }
}

MoveTile::MoveTile(CatalogueDocument *document, int from, int to, QUndoCommand *parent)
    : QUndoCommand(QCoreApplication::translate("UndoCommands", "Move Tile"), parent)
    , m_document(document)
    , m_from(from)
    , m_to(to)
{
}

void MoveTile::redo()
{
    m_document->moveTile(m_from, m_to);
}

void MoveTile::undo()
{
    m_document->moveTile(m_to, m_from);
}

ChangeTileFeatures::ChangeTileFeatures(CatalogueDocument *document, int index, QList<Feature> features,
                                       QUndoCommand *parent)
    : QUndoCommand(QCoreApplication::translate("UndoCommands", "Change Tile Features"), parent)
    , m_document(document)
    , m_index(index)
    , m_features(std::move(features))
{
}

void ChangeTileFeatures::redo()
{
    TileDefinition tile = m_document->catalogue().tiles.at(m_index);
    std::swap(tile.features, m_features);
    m_document->setTile(m_index, tile);
}

ChangeTileCount::ChangeTileCount(CatalogueDocument *document, int index, int count, const QString &edition,
                                 QUndoCommand *parent)
    : QUndoCommand(QCoreApplication::translate("UndoCommands", "Change Tile Count"), parent)
    , m_document(document)
    , m_index(index)
    , m_edition(edition)
    , m_newCount(count)
{
    const TileDefinition &tile = document->catalogue().tiles.at(index);
    if (edition.isEmpty()) {
        m_oldCount = tile.count;
    } else {
        m_oldHadOverride = tile.editionCounts.contains(edition);
        m_oldCount = tile.editionCounts.value(edition);
    }
}

void ChangeTileCount::redo()
{
    apply(m_newCount, true);
}

void ChangeTileCount::undo()
{
    apply(m_oldCount, m_oldHadOverride);
}

void ChangeTileCount::apply(int count, bool hasOverride)
{
    TileDefinition tile = m_document->catalogue().tiles.at(m_index);
    if (m_edition.isEmpty())
        tile.count = count;
    else if (hasOverride)
        tile.editionCounts.insert(m_edition, count);
    else
        tile.editionCounts.remove(m_edition);
    m_document->setTile(m_index, tile);
}

bool ChangeTileCount::mergeWith(const QUndoCommand *other)
{
    const auto *o = static_cast<const ChangeTileCount *>(other);
    if (o->m_document != m_document || o->m_index != m_index || o->m_edition != m_edition)
        return false;
    m_newCount = o->m_newCount;
    setObsolete(m_newCount == m_oldCount && (m_edition.isEmpty() || m_oldHadOverride));
    return true;
}

ChangeExpansion::ChangeExpansion(CatalogueDocument *document, int index, Expansion expansion, QUndoCommand *parent)
    : QUndoCommand(QCoreApplication::translate("UndoCommands", "Change Expansion"), parent)
    , m_document(document)
    , m_index(index)
    , m_expansion(std::move(expansion))
{
}

void ChangeExpansion::redo()
{
    Expansion previous = m_document->catalogue().expansions.at(m_index);
    m_document->setExpansion(m_index, m_expansion);
    m_expansion = std::move(previous);
}

} // namespace Krajina
