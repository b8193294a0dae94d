// SPDX-FileCopyrightText: 2026 Krajina contributors
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

#include "engine/carcassonne/board.h"
#include "engine/carcassonne/simulator.h"

#include <QWidget>

#include <memory>
#include <optional>

class QComboBox;
class QGraphicsItem;
class QLabel;

namespace Krajina {

class BoardScene;
class BoardView;
class CompiledTileSet;
class HeatMapLegend;

// The simulator's board cells on the sandbox's board view: each cell, relative to
// the start tile (drawn at its place), shaded by how often it was used, used by a
// river tile, by the followed tile design, or faced a stuck river end; a legend
// under the board, the figure in each cell's tooltip.
class HeatMapView : public QWidget
{
    Q_OBJECT
public:
    enum Layer { Placed, River, Stuck, Followed };

    explicit HeatMapView(QWidget *parent = nullptr);
    ~HeatMapView() override;

    // `startTile`: the compiled tile the games started from (drawn at (0, 0)), -1 for none.
    void setReport(const SimulationReport &report, std::shared_ptr<const CompiledTileSet> tiles, int players,
                   int startTile);
    void clear();

    Layer layer() const;
    void setLayer(Layer layer);
    // The counts the current layer shows.
    const CellCounts &counts() const;
    // Cells shaded, and the figure a cell's tooltip gives (empty for an unshaded cell).
    int shadedCellCount() const;
    QString figureAt(int x, int y) const;

    BoardScene *scene() const { return m_scene; }
    BoardView *view() const { return m_view; }
    QComboBox *layerBox() const { return m_layerBox; }
    // The legend under the board (a widget in the window's font).
    QWidget *legend() const;
    // Writes the heat map with its legend as PNG or SVG (by the suffix); an error sentence, or empty.
    QString exportImage(const QString &path) const;

protected:
    void changeEvent(QEvent *event) override;

private:
    void rebuild();
    void retranslate();
    QString layerTitle(Layer layer) const;

    BoardScene *m_scene;
    BoardView *m_view;
    QLabel *m_layerLabel;
    QComboBox *m_layerBox;
    HeatMapLegend *m_legend;
    std::optional<SimulationReport> m_report;
    std::shared_ptr<const CompiledTileSet> m_tiles;
    std::unique_ptr<Board> m_board; // the start tile alone
    QList<QGraphicsItem *> m_items;
    QHash<quint64, QGraphicsItem *> m_cells; // by cell key
    QRectF m_content;
};

} // namespace Krajina
