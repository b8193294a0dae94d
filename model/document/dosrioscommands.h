// SPDX-FileCopyrightText: 2026 Krajina contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "document/cataloguedocument.h"

#include <QUndoCommand>

namespace Krajina {

// The Dos Rios board on the preview: a dam put or taken, a tile moved or
// turned, a new layout. The command keeps both boards whole (a board is a
// hundred small hexes).
class ChangeDosRiosBoard : public QUndoCommand
{
public:
    ChangeDosRiosBoard(CatalogueDocument *document, DosRios::Board board, const QString &text,
                       QUndoCommand *parent = nullptr);
    void redo() override;
    void undo() override;

private:
    CatalogueDocument *m_document;
    DosRios::Board m_before;
    DosRios::Board m_after;
};

// An edit of the Dos Rios pieces (a hex's terrain or crop, a spring's outflows).
class ChangeDosRiosPieces : public QUndoCommand
{
public:
    ChangeDosRiosPieces(CatalogueDocument *document, DosRios::PieceSet pieces, const QString &text,
                        QUndoCommand *parent = nullptr);
    void redo() override;
    void undo() override;

private:
    CatalogueDocument *m_document;
    DosRios::PieceSet m_before;
    DosRios::PieceSet m_after;
};

} // namespace Krajina
