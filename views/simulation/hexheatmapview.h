// SPDX-FileCopyrightText: 2026 Krajina contributors
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

#include "engine/dosrios/gamesimulator.h"
#include "hex/hexpainter.h"

#include <QWidget>

#include <optional>

class QComboBox;
class QLabel;

namespace Krajina {

// The Dos Rios simulator's hexes on the hex board: each hex shaded by in how many
// games a river watered it at the end (either river, Rio Grande, Rio Moreno) or by
// how many farmers the bandits sent to the city from it; a legend under the board,
// the figure in each hex's tooltip. The board drawn beneath is neutral: the
// frame's mountains, lakes, roads and city, and plain land where the games lay
// their own tiles (a count belongs to the place on the board, not to a terrain).
class HexHeatMapView : public QWidget
{
    Q_OBJECT
public:
    enum Layer { Watered, WateredGrande, WateredMoreno, Bandits, LayerCount };

    explicit HexHeatMapView(QWidget *parent = nullptr);
    ~HexHeatMapView() override;

    void setBoard(const DosRios::Board &board);
    void setReport(const DosRios::GameSimulationReport &report);
    void clear();
    bool hasReport() const { return m_report.has_value(); }

    Layer layer() const;
    void setLayer(Layer layer);
    // The counts a layer shows (the current one by default).
    const CellCounts &counts() const { return counts(layer()); }
    const CellCounts &counts(Layer layer) const;
    // Hexes shaded, and the figure a hex's tooltip gives (empty for an unshaded hex).
    int shadedHexCount() const;
    QString figureAt(DosRios::Hex hex) const;
    // Where a hex's centre is on the board widget (for tests).
    QPointF hexCentre(DosRios::Hex hex) const;
    std::optional<DosRios::Hex> hexAt(QPointF point) const;

    QWidget *board() const { return m_canvas; }
    QComboBox *layerBox() const { return m_layerBox; }
    // A file name for a layer's picture ("dos-rios-watered", ...).
    static QString fileName(Layer layer);
    // Writes a layer (the current one by default) with its legend as PNG or SVG (by the
    // suffix); an error sentence, or empty.
    QString exportImage(const QString &path, std::optional<Layer> layer = std::nullopt) const;

    // Paints a layer with its legend into a picture of `size`.
    void paint(QPainter &painter, QSizeF size, Layer layer) const;

protected:
    void changeEvent(QEvent *event) override;

private:
    void retranslate();
    QString layerTitle(Layer layer) const;
    QColor layerColour(Layer layer) const;
    DosRios::HexGeometry geometry(QSizeF size) const;
    qreal legendHeight() const;

    QWidget *m_canvas;
    QLabel *m_layerLabel;
    QComboBox *m_layerBox;
    DosRios::Board m_board;
    std::optional<DosRios::GameSimulationReport> m_report;
};

} // namespace Krajina
