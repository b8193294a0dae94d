// SPDX-FileCopyrightText: 2026 Krajina contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "document/dosrioscommands.h"

namespace Krajina {

ChangeDosRiosBoard::ChangeDosRiosBoard(CatalogueDocument *document, DosRios::Board board, const QString &text,
                                       QUndoCommand *parent)
    : QUndoCommand(text, parent)
    , m_document(document)
    , m_before(document->dosRiosBoard())
    , m_after(std::move(board))
{
}

void ChangeDosRiosBoard::redo()
{
    m_document->setDosRiosBoard(m_after);
}

void ChangeDosRiosBoard::undo()
{
    m_document->setDosRiosBoard(m_before);
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
