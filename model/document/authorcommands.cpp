// SPDX-FileCopyrightText: 2026 Krajina contributors
// SPDX-License-Identifier: GPL-3.0-or-later

#include "authorcommands.h"

#include "document/cataloguedocument.h"

#include <QCoreApplication>
#include <QRegularExpression>

using namespace Qt::StringLiterals;

namespace Krajina {

ReplaceCatalogue::ReplaceCatalogue(CatalogueDocument *document, Catalogue after, const QString &text,
                                   QUndoCommand *parent)
    : QUndoCommand(text, parent)
    , m_document(document)
    , m_before(document->catalogue())
    , m_after(std::move(after))
{
}

void ReplaceCatalogue::redo()
{
    m_document->resetCatalogue(m_after);
}

void ReplaceCatalogue::undo()
{
    m_document->resetCatalogue(m_before);
}

ReplaceCatalogue *addExpansion(CatalogueDocument *document, const Expansion &expansion, const TileDefinition &firstTile)
{
    Catalogue after = document->catalogue();
    after.expansions << expansion;
    after.tiles << firstTile;
    return new ReplaceCatalogue(document, std::move(after),
                                QCoreApplication::translate("UndoCommands", "New Expansion"));
}

ReplaceCatalogue *editExpansion(CatalogueDocument *document, int index, const Expansion &expansion,
                                const QString &watermark)
{
    Catalogue after = document->catalogue();
    const QString oldId = after.expansions.at(index).id;
    after.expansions[index] = expansion;
    const QString oldPrefix = oldId + u'/';
    for (TileDefinition &tile : after.tiles) {
        if (tile.expansion != oldId)
            continue;
        tile.expansion = expansion.id;
        if (!watermark.isEmpty())
            tile.watermark = watermark;
        if (expansion.id != oldId && tile.id.startsWith(oldPrefix)) {
            const QString newTileId = expansion.id + u'/' + tile.id.mid(oldPrefix.size());
            if (after.expansions[index].startTile == tile.id)
                after.expansions[index].startTile = newTileId;
            if (!document->catalogue().tile(newTileId))
                tile.id = newTileId;
        }
    }
    return new ReplaceCatalogue(document, std::move(after),
                                QCoreApplication::translate("UndoCommands", "Change Expansion"));
}

SetStartTile::SetStartTile(CatalogueDocument *document, int expansionIndex, const QString &tileId, QUndoCommand *parent)
    : QUndoCommand(tileId.isEmpty() ? QCoreApplication::translate("UndoCommands", "No Start Tile")
                                    : QCoreApplication::translate("UndoCommands", "Use as Start Tile"),
                   parent)
    , m_document(document)
    , m_expansion(expansionIndex)
    , m_before(document->catalogue().expansions.at(expansionIndex).startTile)
    , m_after(tileId)
{
}

void SetStartTile::apply(const QString &tileId)
{
    Expansion e = m_document->catalogue().expansions.at(m_expansion);
    e.startTile = tileId;
    m_document->setExpansion(m_expansion, e);
}

void SetStartTile::redo()
{
    apply(m_after);
}

void SetStartTile::undo()
{
    apply(m_before);
}

RenameTile::RenameTile(CatalogueDocument *document, int index, const QString &newId, QUndoCommand *parent)
    : QUndoCommand(QCoreApplication::translate("UndoCommands", "Rename Tile"), parent)
    , m_document(document)
    , m_index(index)
    , m_oldId(document->catalogue().tiles.at(index).id)
    , m_newId(newId)
{
}

QString RenameTile::renameInWikiText(const QString &text, const QString &from, const QString &to)
{
    const QRegularExpression mention(u"(\\{\\{\\s*[Tt]ile\\s*\\|\\s*)"_s + QRegularExpression::escape(from)
                                     + u"(\\s*(?:\\||\\}\\}))"_s);
    QString result = text;
    result.replace(mention, u"\\1"_s + QString(to).replace(u'\\', u"\\\\"_s) + u"\\2"_s);
    return result;
}

void RenameTile::apply(const QString &from, const QString &to)
{
    TileDefinition tile = m_document->catalogue().tiles.at(m_index);
    tile.id = to;
    m_document->setTile(m_index, tile);
    const QList<Expansion> expansions = m_document->catalogue().expansions;
    for (qsizetype i = 0; i < expansions.size(); ++i) {
        if (expansions.at(i).startTile == from) {
            Expansion e = expansions.at(i);
            e.startTile = to;
            m_document->setExpansion(int(i), e);
        }
    }
}

void RenameTile::redo()
{
    apply(m_oldId, m_newId);
    m_pagesBefore.clear();
    const QList<RulePage> pages = m_document->rulebook().pages;
    for (const RulePage &before : pages) {
        RulePage page = before;
        // A Czech unit that was current stays current: both languages change alike.
        QList<int> current;
        for (int c = 0; c < page.czech.size(); ++c) {
            if (page.isCurrent(c))
                current << c;
        }
        for (int i = 0; i < page.english.size(); ++i) {
            const QString text = renameInWikiText(page.english.unit(i).text, m_oldId, m_newId);
            if (text != page.english.unit(i).text)
                page.setEnglishText(i, text);
        }
        for (int c = 0; c < page.czech.size(); ++c) {
            const QString text = renameInWikiText(page.czech.unit(c).text, m_oldId, m_newId);
            if (text != page.czech.unit(c).text)
                page.setCzechText(c, text);
        }
        for (int c : std::as_const(current))
            page.markCurrent(c);
        if (!(page == before)) {
            m_pagesBefore << before;
            m_document->setRulePage(page);
        }
    }
}

void RenameTile::undo()
{
    for (const RulePage &page : std::as_const(m_pagesBefore))
        m_document->setRulePage(page);
    apply(m_newId, m_oldId);
}

} // namespace Krajina
