// SPDX-FileCopyrightText: 2026 Krajina contributors
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

#include "preview/neighbourboard.h"

#include <QPointer>
#include <QWidget>

#include <optional>

class QCheckBox;
class QLabel;
class QMenu;
class QToolButton;

namespace Krajina {

class BoardScene;
class BoardView;
class CatalogueDocument;

// The tile being edited at the centre of a board, a fitting catalogue tile on
// each of its sides, and the merged features tinted across the tiles. It
// follows every change of the document.
class NeighboursPage : public QWidget
{
    Q_OBJECT
public:
    explicit NeighboursPage(QWidget *parent = nullptr);
    ~NeighboursPage() override;

    void setDocument(CatalogueDocument *document);
    void setCurrentTile(int tileIndex);
    int currentTile() const { return m_tile; }

    BoardScene *scene() const { return m_scene; }
    BoardView *view() const { return m_view; }
    const NeighbourBoard &layout() const { return m_layout; }
    QLabel *noteLine() const { return m_note; }
    // Candidate expansions chosen in the menu; empty means the tile's own and the base game.
    QStringList chosenExpansions() const;
    void setChosenExpansions(const QStringList &ids);
    // Shows other fitting neighbours.
    void nextVariant();

protected:
    void changeEvent(QEvent *event) override;

private:
    void rebuild();
    void fillExpansionMenu();
    void retranslate();
    void updateNote();

    QPointer<CatalogueDocument> m_document;
    int m_tile = -1;
    int m_variant = 0;
    NeighbourBoard m_layout;
    std::optional<NeighbourShapes> m_shapes; // of the playable catalogue, made when first needed after a change
    QString m_error;

    BoardScene *m_scene;
    BoardView *m_view;
    QLabel *m_title;
    QToolButton *m_candidates;
    QMenu *m_candidateMenu;
    QToolButton *m_other;
    QCheckBox *m_tints;
    QToolButton *m_fit;
    QLabel *m_note;
};

} // namespace Krajina
