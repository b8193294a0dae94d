// SPDX-FileCopyrightText: 2026 Krajina contributors
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

#include "engine/carcassonne/board.h"
#include "engine/simulationresults.h"

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

// A heat map of square cells (HeatMap::Geometry::Square) on the sandbox's board view:
// each cell, relative to the start tile (drawn at its place), shaded by the count of
// the layer chosen (tiles placed, river tiles, ...); a legend under the board, the
// figure in each cell's tooltip.
class HeatMapView : public QWidget
{
    Q_OBJECT
public:
    explicit HeatMapView(QWidget *parent = nullptr);
    ~HeatMapView() override;

    void setHeatMap(const HeatMap &heatMap);
    void clear();
    bool hasHeatMap() const { return m_heatMap.has_value(); }

    // The layer shown (HeatLayer::id: "river", ...).
    QString layer() const;
    void setLayer(const QString &id);
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
    // Writes its pictures into `folder` as "heat-map.SUFFIX"; an error sentence, or empty.
    QString exportPictures(const QString &folder, const QString &suffix) const;

protected:
    void changeEvent(QEvent *event) override;

private:
    void rebuild();
    void retranslate();
    const HeatLayer *currentLayer() const;

    BoardScene *m_scene;
    BoardView *m_view;
    QLabel *m_layerLabel;
    QComboBox *m_layerBox;
    HeatMapLegend *m_legend;
    std::optional<HeatMap> m_heatMap;
    std::shared_ptr<const CompiledTileSet> m_tiles; // the start tile
    std::unique_ptr<Board> m_board; // the start tile alone
    QList<QGraphicsItem *> m_items;
    QHash<quint64, QGraphicsItem *> m_cells; // by cell key
    QRectF m_content;
};

} // namespace Krajina
