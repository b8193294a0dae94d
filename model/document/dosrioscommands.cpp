// SPDX-FileCopyrightText: 2026 Krajina contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "document/dosrioscommands.h"

namespace Krajina {

ChangeDosRiosBoard::ChangeDosRiosBoard(CatalogueDocument *document, DosRios::Board board, const QString &text,
                                       QUndoCommand *parent)
    : QUndoCommand(text, parent)
    , m_document(document)
    , m_before(document->dosRiosBoard())
    , m_beforeShownOnly(document->isDosRiosBoardShownOnly())
    , m_after(std::move(board))
{
}

void ChangeDosRiosBoard::redo()
{
    m_document->setDosRiosBoard(m_after);
}

void ChangeDosRiosBoard::undo()
{
    if (m_beforeShownOnly)
        m_document->showDosRiosBoard(m_before);
    else
        m_document->setDosRiosBoard(m_before);
}

ChangeDosRiosHex::ChangeDosRiosHex(CatalogueDocument *document, const QString &pieceId, int hexIndex,
                                   DosRios::HexCell cell, const QString &text, QUndoCommand *parent)
    : QUndoCommand(text, parent)
    , m_document(document)
    , m_pieceId(pieceId)
    , m_hexIndex(hexIndex)
    , m_after(std::move(cell))
{
    const DosRios::HexCell *before = cellOf(document->catalogue().dosRios, pieceId, hexIndex);
    Q_ASSERT(before);
    if (before)
        m_before = *before;
    else
        setObsolete(true);
}

const DosRios::HexCell *ChangeDosRiosHex::cellOf(const DosRios::PieceSet &pieces, QStringView pieceId, int hexIndex)
{
    if (const qsizetype f = pieces.frameIndex(pieceId); f >= 0)
        return hexIndex >= 0 && hexIndex < pieces.frame[f].hexes.size() ? &pieces.frame[f].hexes[hexIndex] : nullptr;
    if (const qsizetype t = pieces.tileIndex(pieceId); t >= 0)
        return hexIndex >= 0 && hexIndex < 3 ? &pieces.tiles[t].hexes[std::size_t(hexIndex)] : nullptr;
    return nullptr;
}

void ChangeDosRiosHex::apply(const DosRios::HexCell &cell)
{
    DosRios::PieceSet pieces = m_document->catalogue().dosRios;
    if (const qsizetype f = pieces.frameIndex(m_pieceId); f >= 0)
        pieces.frame[f].hexes[m_hexIndex] = cell;
    else if (const qsizetype t = pieces.tileIndex(m_pieceId); t >= 0)
        pieces.tiles[t].hexes[std::size_t(m_hexIndex)] = cell;
    else
        return;
    m_document->setDosRiosPieces(pieces);
}

void ChangeDosRiosHex::redo()
{
    apply(m_after);
}

void ChangeDosRiosHex::undo()
{
    apply(m_before);
}

ChangeDosRiosPieces::ChangeDosRiosPieces(CatalogueDocument *document, DosRios::PieceSet pieces, const QString &text,
                                         QUndoCommand *parent)
    : QUndoCommand(text, parent)
    , m_document(document)
    , m_before(document->catalogue().dosRios)
    , m_after(std::move(pieces))
{
}

void ChangeDosRiosPieces::redo()
{
    m_document->setDosRiosPieces(m_after);
}

void ChangeDosRiosPieces::undo()
{
    m_document->setDosRiosPieces(m_before);
}

} // namespace Krajina
