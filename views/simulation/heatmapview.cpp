// SPDX-FileCopyrightText: 2026 Krajina contributors
// SPDX-License-Identifier: GPL-3.0-or-later

#include "heatmapview.h"

#include "board/boardscene.h"
#include "board/boardview.h"
#include "engine/carcassonne/compiledtileset.h"
#include "heatlayerbox.h"
#include "render/pictureexport.h"

#include <QComboBox>
#include <QDir>
#include <QEvent>
#include <QFontMetricsF>
#include <QGraphicsRectItem>
#include <QGraphicsScene>
#include <QHBoxLayout>
#include <QLabel>
#include <QLinearGradient>
#include <QLocale>
#include <QPainter>
#include <QVBoxLayout>

#include <algorithm>
#include <cmath>

using namespace Qt::StringLiterals;

namespace Krajina {

namespace {

constexpr qreal C = BoardScene::CellSize;

quint64 cellKey(int x, int y)
{
    return (quint64(quint32(x)) << 32) | quint32(y);
}

// How strongly a cell is shaded for its count as a fraction of the layer's largest: the
// square root, so that rare cells still show; never quite clear, never hiding the tile beneath.
qreal shade(qreal fraction)
{
    return 0.1 + 0.7 * std::sqrt(std::clamp(fraction, 0.0, 1.0));
}

} // namespace

// The legend under the board: the layer, a bar from clear to full, its ends' figures. A widget
// in the window's own font, not part of the zoomed board: it reads the same whatever the board's
// size and the screen's scale, and lays its words out in the width it has.
class HeatMapLegend : public QWidget
{
public:
    explicit HeatMapLegend(QWidget *parent)
        : QWidget(parent)
    {
        setObjectName(u"heatMapLegend"_s);
        QSizePolicy policy(QSizePolicy::Preferred, QSizePolicy::Fixed);
        policy.setHeightForWidth(true);
        setSizePolicy(policy);
    }

    void setContents(const QString &title, const QStringList &labels, const QColor &colour)
    {
        m_title = title;
        m_labels = labels;
        m_colour = colour;
        setToolTip(title);
        updateGeometry();
        update();
    }
    QString title() const { return m_title; }

    QSize sizeHint() const override { return QSize(200, heightFor(fontMetrics(), m_title, 200)); }
    QSize minimumSizeHint() const override { return QSize(60, fontMetrics().height() * 3); }
    bool hasHeightForWidth() const override { return true; }
    int heightForWidth(int width) const override { return heightFor(fontMetrics(), m_title, width - 2); }

    // The title's lines (wrapped at its spaces), the bar and the figures under it.
    static int heightFor(const QFontMetrics &metrics, const QString &title, int width)
    {
        return metrics.height() * (2 + legendTitleLines(QFontMetricsF(metrics), title, width));
    }

    // Paints the legend into `area` (its width; its height from the font), on screen and in exports.
    void paintInto(QPainter &painter, const QRectF &area, const QColor &text) const
    {
        if (m_title.isEmpty())
            return;
        painter.save();
        const QFontMetricsF metrics(painter.font());
        const qreal line = metrics.height();
        painter.setPen(text);
        // The title on as many lines as it needs (up to three): whole, not cut short.
        const int lines = legendTitleLines(metrics, m_title, area.width());
        const QRectF titleRect(area.left(), area.top(), area.width(), line * lines);
        painter.drawText(titleRect, Qt::AlignLeft | Qt::AlignVCenter | Qt::TextWordWrap, m_title);
        const qreal top = area.top() + line * (lines - 1);
        const QRectF bar(area.left(), top + line * 1.1, area.width(), line * 0.8);
        QLinearGradient gradient(bar.topLeft(), bar.topRight());
        for (int i = 0; i <= 10; ++i) {
            QColor stop = m_colour;
            stop.setAlphaF(shade(i / 10.0));
            gradient.setColorAt(i / 10.0, stop);
        }
        painter.fillRect(bar, gradient);
        painter.setPen(QPen(text, 0));
        painter.drawRect(bar);
        const QRectF labels(area.left(), top + line * 2, area.width(), line);
        const QString low = m_labels.value(0), middle = m_labels.value(1), high = m_labels.value(2);
        painter.drawText(labels, Qt::AlignLeft | Qt::AlignVCenter, low);
        painter.drawText(labels, Qt::AlignRight | Qt::AlignVCenter, high);
        // The middle figure only where it has room between the ends.
        const qreal room = area.width() - 2 * std::max(metrics.horizontalAdvance(low), metrics.horizontalAdvance(high));
        if (metrics.horizontalAdvance(middle) + 2 * metrics.averageCharWidth() < room)
            painter.drawText(labels, Qt::AlignHCenter | Qt::AlignVCenter, middle);
        painter.restore();
    }

protected:
    void paintEvent(QPaintEvent *) override
    {
        QPainter painter(this);
        painter.setFont(font());
        paintInto(painter, QRectF(rect()).adjusted(1, 0, -1, -1), palette().color(QPalette::WindowText));
    }

private:
    QString m_title;
    QStringList m_labels;
    QColor m_colour;
};

HeatMapView::HeatMapView(QWidget *parent)
    : QWidget(parent)
    , m_scene(new BoardScene(this))
    , m_view(new BoardView(this))
    , m_layerLabel(new QLabel(this))
    , m_layerBox(new QComboBox(this))
    , m_legend(new HeatMapLegend(this))
{
    setObjectName(u"heatMap"_s);
    m_view->setObjectName(u"heatMapView"_s);
    m_layerBox->setObjectName(u"heatMapLayer"_s);
    m_scene->setRegionTints(false);
    m_view->setBoardScene(m_scene);
    m_layerLabel->setBuddy(m_layerBox);
    auto *row = new QHBoxLayout;
    row->addWidget(m_layerLabel);
    row->addWidget(m_layerBox, 1);
    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addLayout(row);
    layout->addWidget(m_view, 1);
    layout->addWidget(m_legend);
    connect(m_layerBox, &QComboBox::currentIndexChanged, this, &HeatMapView::rebuild);
    retranslate();
}

HeatMapView::~HeatMapView()
{
    m_scene->setBoard(nullptr);
}

void HeatMapView::setHeatMap(const HeatMap &heatMap)
{
    m_scene->setBoard(nullptr);
    const QString shown = layer();
    // The layer the user chose stays (a new run, the language changed) unless the results would show another first
    // (the river's cells, then a run without a river: the tiles placed).
    const bool keep = m_heatMap && m_heatMap->layer == heatMap.layer && heatMap.find(shown);
    m_heatMap = heatMap;
    m_board.reset();
    m_tiles.reset();
    if (heatMap.startTile) {
        m_tiles = std::make_shared<const CompiledTileSet>(CompiledTileSet::compile({*heatMap.startTile}));
        m_board = std::make_unique<Board>(m_tiles.get(), heatMap.players);
        m_board->place(0, {0, 0, 0});
    }
    m_scene->setBoard(m_board.get());
    retranslate();
    setLayer(keep ? shown : heatMap.layer);
    rebuild();
}

void HeatMapView::clear()
{
    m_scene->setBoard(nullptr);
    m_heatMap.reset();
    m_board.reset();
    retranslate();
    rebuild();
}

QString HeatMapView::layer() const
{
    return m_layerBox->currentData().toString();
}

void HeatMapView::setLayer(const QString &id)
{
    const int index = m_layerBox->findData(id);
    if (index >= 0)
        m_layerBox->setCurrentIndex(index);
}

const HeatLayer *HeatMapView::currentLayer() const
{
    return m_heatMap ? m_heatMap->find(layer()) : nullptr;
}

const CellCounts &HeatMapView::counts() const
{
    static const CellCounts none;
    const HeatLayer *shown = currentLayer();
    return shown ? shown->cells : none;
}

void HeatMapView::rebuild()
{
    for (QGraphicsItem *item : std::as_const(m_items)) {
        m_scene->removeItem(item);
        delete item;
    }
    m_items.clear();
    m_cells.clear();
    const HeatLayer *shown = currentLayer();
    const CellCounts &cells = counts();
    const std::int64_t games = m_heatMap ? std::max<std::int64_t>(1, m_heatMap->games) : 1;
    const qreal largest = qreal(std::max<std::int64_t>(1, cells.maximum()));
    const QLocale locale;
    const QColor colour = shown && shown->colour.isValid() ? shown->colour : palette().color(QPalette::Highlight);
    m_content = BoardScene::cellRect(0, 0);
    for (const CellCounts::Cell &cell : cells.cells()) {
        const QRectF rect = BoardScene::cellRect(cell.x, cell.y);
        m_content |= rect;
        QColor fill = colour;
        fill.setAlphaF(shade(qreal(cell.count) / largest));
        auto *item = new QGraphicsRectItem(rect);
        item->setBrush(fill);
        item->setPen(Qt::NoPen);
        item->setZValue(10);
        if (shown->figure)
            item->setToolTip(shown->figure(cell.x, cell.y, cell.count));
        m_scene->addItem(item);
        m_items << item;
        m_cells.insert(cellKey(cell.x, cell.y), item);
    }
    m_legend->setVisible(shown != nullptr);
    if (shown) {
        const qreal top = (shown->perGame ? 1.0 : 100.0) * qreal(cells.maximum()) / games;
        const QString unit = shown->perGame ? QString() : u" %"_s;
        m_legend->setContents(shown->legend,
                              {locale.toString(0.0, 'f', 0) + unit, locale.toString(top / 2, 'f', 1) + unit,
                               locale.toString(top, 'f', 1) + unit},
                              colour);
    }
    m_scene->setFocusRect(m_content.adjusted(-C * 0.2, -C * 0.2, C * 0.2, C * 0.2));
    m_scene->refresh();
    m_view->fitToView();
}

QWidget *HeatMapView::legend() const
{
    return m_legend;
}

int HeatMapView::shadedCellCount() const
{
    return int(m_cells.size());
}

QString HeatMapView::figureAt(int x, int y) const
{
    const QGraphicsItem *item = m_cells.value(cellKey(x, y));
    return item ? item->toolTip() : QString();
}

QString HeatMapView::exportImage(const QString &path) const
{
    const QRectF source = m_content.adjusted(-C * 0.2, -C * 0.2, C * 0.2, C * 0.2);
    // About 60 pixels a cell, as on a screen; the legend below, in the window's font.
    const QSizeF board = source.size() * 0.6;
    const QFont font = m_legend->font();
    const qreal width = std::max(board.width(), 240.0);
    const int legendHeight
        = currentLayer() ? HeatMapLegend::heightFor(QFontMetrics(font), m_legend->title(), int(width) - 8) + 8 : 0;
    const QSize size = QSizeF(width, board.height() + legendHeight).toSize();
    return savePicture(path, size, [this, source, board, size, legendHeight, font](QPainter &painter) {
        m_scene->render(&painter, QRectF(QPointF(0, 0), board), source);
        if (legendHeight > 0) {
            painter.setFont(font);
            m_legend->paintInto(painter, QRectF(4, board.height() + 4, size.width() - 8, legendHeight - 8),
                                palette().color(QPalette::Text));
        }
    });
}

QString HeatMapView::exportPictures(const QString &folder, const QString &suffix) const
{
    return exportImage(QDir(folder).filePath(u"heat-map."_s + suffix));
}

void HeatMapView::retranslate()
{
    m_layerLabel->setText(tr("Shade cells by:"));
    fillHeatLayerBox(m_layerBox, m_heatMap ? &*m_heatMap : nullptr);
}

void HeatMapView::changeEvent(QEvent *event)
{
    QWidget::changeEvent(event);
    if (event->type() == QEvent::LanguageChange)
        m_layerLabel->setText(tr("Shade cells by:")); // the layers' names come again with the results
    else if (event->type() == QEvent::PaletteChange)
        rebuild();
}

} // namespace Krajina
