// SPDX-FileCopyrightText: 2026 Krajina contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "hex/hex.h"

#include <QPointer>
#include <QWidget>

class QCheckBox;
class QComboBox;
class QGridLayout;
class QLabel;

namespace Krajina {

class CatalogueDocument;

// The properties of one Dos Rios piece (a frame piece or a land tile), as the
// properties panel shows them for a square tile: its picture, and per hex its
// terrain, its crop (farmland only) and, for a mountain lake, the river rising
// there and its marked outflows. Every change is one small undo command
// (ChangeDosRiosHex) on the document's stack; the hex board follows at once.
class HexPieceProperties : public QWidget
{
    Q_OBJECT
public:
    explicit HexPieceProperties(QWidget *parent = nullptr);

    void setDocument(CatalogueDocument *document);
    void setPiece(const QString &pieceId);
    QString piece() const { return m_pieceId; }

    // The editors of the piece's hex `hex` (for tests); null where the hex has none.
    QComboBox *terrainBox(int hex) const;
    QComboBox *cropBox(int hex) const;
    QComboBox *riverBox(int hex) const;
    QCheckBox *outflowBox(int hex, DosRios::Side side) const;
    QLabel *picture() const { return m_picture; }

protected:
    void changeEvent(QEvent *event) override;

private:
    struct HexRow
    {
        QLabel *label = nullptr;
        QComboBox *terrain = nullptr;
        QComboBox *crop = nullptr;
        QComboBox *river = nullptr;
        QList<QCheckBox *> outflows; // SW, S, SE
    };

    void rebuild();
    void updateValues();
    void edit(int hex);
    void retranslate();

    QPointer<CatalogueDocument> m_document;
    QString m_pieceId;
    QLabel *m_title;
    QLabel *m_picture;
    QLabel *m_note;
    QGridLayout *m_grid;
    QList<HexRow> m_rows;
    bool m_updating = false;
};

} // namespace Krajina
