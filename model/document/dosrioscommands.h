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
    bool m_beforeShownOnly;
    DosRios::Board m_after;
};

// One hex of one Dos Rios piece (frame piece or land tile) changed: its
// terrain, crop, river or outflows. The command keeps that hex before and after.
class ChangeDosRiosHex : public QUndoCommand
{
public:
    ChangeDosRiosHex(CatalogueDocument *document, const QString &pieceId, int hexIndex, DosRios::HexCell cell,
                     const QString &text, QUndoCommand *parent = nullptr);
    void redo() override;
    void undo() override;
    // The piece's hex at `hexIndex`, or nothing when there is no such piece or hex.
    static const DosRios::HexCell *cellOf(const DosRios::PieceSet &pieces, QStringView pieceId, int hexIndex);

private:
    void apply(const DosRios::HexCell &cell);

    CatalogueDocument *m_document;
    QString m_pieceId;
    int m_hexIndex;
    DosRios::HexCell m_before;
    DosRios::HexCell m_after;
};

// Several pieces at once (a whole set replaced).
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
