// SPDX-FileCopyrightText: 2026 Krajina contributors
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

#include "engine/simulationresults.h"
#include "hex/board.h"
#include "hex/hexpainter.h"

#include <QPointer>
#include <QWidget>

#include <optional>

class QComboBox;
class QLabel;

namespace Krajina {

class CatalogueDocument;

// A heat map of hexes (HeatMap::Geometry::Hex) on the hex board: each hex shaded by
// the count of the layer chosen (in how many games a river watered it, how many
// farmers the bandits took from it, ...); a legend under the board, the figure in
// each hex's tooltip. The board drawn beneath is the document's hex board (or a
// layout of its hex pieces), neutral: the frame's mountains, lakes, roads and city,
// and plain land where the games lay their own tiles (a count belongs to the place
// on the board, not to a terrain).
class HexHeatMapView : public QWidget
{
    Q_OBJECT
public:
    explicit HexHeatMapView(QWidget *parent = nullptr);
    ~HexHeatMapView() override;

    // The board beneath: the document's, followed as it changes (null: the bundled pieces').
    void setDocument(CatalogueDocument *document);
    void setBoard(const DosRios::Board &board);
    void setHeatMap(const HeatMap &heatMap);
    void clear();
    bool hasHeatMap() const { return m_heatMap.has_value(); }

    // The layer shown (HeatLayer::id: "dos-rios-watered", ...).
    QString layer() const;
    void setLayer(const QString &id);
    // The counts a layer shows (the current one by default).
    const CellCounts &counts() const { return counts(layer()); }
    const CellCounts &counts(const QString &layer) const;
    // Hexes shaded, and the figure a hex's tooltip gives (empty for an unshaded hex).
    int shadedHexCount() const;
    QString figureAt(DosRios::Hex hex) const;
    // Where a hex's centre is on the board widget (for tests).
    QPointF hexCentre(DosRios::Hex hex) const;
    std::optional<DosRios::Hex> hexAt(QPointF point) const;

    QWidget *board() const { return m_canvas; }
    QComboBox *layerBox() const { return m_layerBox; }
    // Writes a layer (the current one by default) with its legend as PNG or SVG (by the
    // suffix); an error sentence, or empty.
    QString exportImage(const QString &path, const QString &layer = {}) const;
    // Writes every layer into `folder` as "ID.SUFFIX" (HeatLayer::id); an error sentence, or empty.
    QString exportPictures(const QString &folder, const QString &suffix) const;

    // Paints a layer with its legend into a picture of `size`.
    void paint(QPainter &painter, QSizeF size, const QString &layer) const;

protected:
    void changeEvent(QEvent *event) override;

private:
    void retranslate();
    void refreshBoard();
    const HeatLayer *findLayer(const QString &id) const;
    DosRios::HexGeometry geometry(QSizeF size, const QString &layer = {}) const;
    // The legend's title (of a layer, the current one by default) and its height in a picture `width` wide.
    QString legendTitle(const QString &layer = {}) const;
    qreal legendHeight(qreal width, const QString &layer = {}) const;

    QWidget *m_canvas;
    QLabel *m_layerLabel;
    QComboBox *m_layerBox;
    QPointer<CatalogueDocument> m_document;
    DosRios::Board m_board;
    std::optional<HeatMap> m_heatMap;
};

} // namespace Krajina
