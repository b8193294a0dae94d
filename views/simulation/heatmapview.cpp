// SPDX-FileCopyrightText: 2026 Krajina contributors
// SPDX-License-Identifier: GPL-3.0-or-later

#include "heatmapview.h"

#include "board/boardscene.h"
#include "board/boardview.h"
#include "common/pictureexport.h"
#include "engine/carcassonne/compiledtileset.h"

#include <QComboBox>
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
        setSizePolicy(QSizePolicy::Preferred, QSizePolicy::Fixed);
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

    QSize sizeHint() const override { return QSize(200, heightFor(fontMetrics())); }
    QSize minimumSizeHint() const override { return QSize(60, heightFor(fontMetrics())); }

    static int heightFor(const QFontMetrics &metrics) { return metrics.height() * 3; }

    // Paints the legend into `area` (its width; its height from the font), on screen and in exports.
    void paintInto(QPainter &painter, const QRectF &area, const QColor &text) const
    {
        if (m_title.isEmpty())
            return;
        painter.save();
        const QFontMetricsF metrics(painter.font());
        const qreal line = metrics.height();
        painter.setPen(text);
        const QRectF titleRect(area.left(), area.top(), area.width(), line);
        painter.drawText(titleRect, Qt::AlignLeft | Qt::AlignVCenter | Qt::TextSingleLine,
                         metrics.elidedText(m_title, Qt::ElideRight, area.width()));
        const QRectF bar(area.left(), area.top() + line * 1.1, area.width(), line * 0.8);
        QLinearGradient gradient(bar.topLeft(), bar.topRight());
        for (int i = 0; i <= 10; ++i) {
            QColor stop = m_colour;
            stop.setAlphaF(shade(i / 10.0));
            gradient.setColorAt(i / 10.0, stop);
        }
        painter.fillRect(bar, gradient);
        painter.setPen(QPen(text, 0));
        painter.drawRect(bar);
        const QRectF labels(area.left(), area.top() + line * 2, area.width(), line);
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

void HeatMapView::setReport(const SimulationReport &report, std::shared_ptr<const CompiledTileSet> tiles, int players,
                            int startTile)
{
    m_scene->setBoard(nullptr);
    m_report = report;
    m_tiles = std::move(tiles);
    m_board.reset();
    if (m_tiles && startTile >= 0) {
        m_board = std::make_unique<Board>(m_tiles.get(), players);
        m_board->place(startTile, {0, 0, 0});
    }
    m_scene->setBoard(m_board.get());
    retranslate(); // the followed tile's layer comes and goes
    rebuild();
}

void HeatMapView::clear()
{
    m_scene->setBoard(nullptr);
    m_report.reset();
    m_board.reset();
    rebuild();
}

HeatMapView::Layer HeatMapView::layer() const
{
    return Layer(std::max(0, m_layerBox->currentData().toInt()));
}

void HeatMapView::setLayer(Layer layer)
{
    const int index = m_layerBox->findData(int(layer));
    if (index >= 0)
        m_layerBox->setCurrentIndex(index);
}

const CellCounts &HeatMapView::counts() const
{
    static const CellCounts none;
    if (!m_report)
        return none;
    const SimulationStatistics &s = m_report->statistics;
    switch (layer()) {
    case Placed:
        return s.placedCells();
    case River:
        return s.riverCells();
    case Stuck:
        return s.stuckCells();
    case Followed:
        return s.followedCells();
    }
    return none;
}

QString HeatMapView::layerTitle(Layer layer) const
{
    switch (layer) {
    case Placed:
        return tr("Tiles placed");
    case River:
        return tr("River tiles placed");
    case Stuck:
        return tr("River stuck (an open end faced the cell when a river tile was set aside)");
    case Followed:
        return tr("Copies of %1 placed").arg(m_report ? m_report->statistics.followedTile() : QString());
    }
    return {};
}

void HeatMapView::rebuild()
{
    for (QGraphicsItem *item : std::as_const(m_items)) {
        m_scene->removeItem(item);
        delete item;
    }
    m_items.clear();
    m_cells.clear();
    const CellCounts &cells = counts();
    const int games = m_report ? std::max(1, m_report->games) : 1;
    const qreal largest = qreal(std::max<std::int64_t>(1, cells.maximum()));
    const QLocale locale;
    QColor colour = palette().color(QPalette::Highlight);
    m_content = BoardScene::cellRect(0, 0);
    for (const CellCounts::Cell &cell : cells.cells()) {
        const QRectF rect = BoardScene::cellRect(cell.x, cell.y);
        m_content |= rect;
        const qreal share = qreal(cell.count) / games;
        QColor fill = colour;
        fill.setAlphaF(shade(qreal(cell.count) / largest));
        auto *item = new QGraphicsRectItem(rect);
        item->setBrush(fill);
        item->setPen(Qt::NoPen);
        item->setZValue(10);
        item->setToolTip(tr("Cell %1, %2: %3 of %n game(s) (%4 %)", nullptr, games)
                             .arg(cell.x)
                             .arg(cell.y)
                             .arg(locale.toString(qlonglong(cell.count)), locale.toString(100.0 * share, 'f', 1)));
        m_scene->addItem(item);
        m_items << item;
        m_cells.insert(cellKey(cell.x, cell.y), item);
    }
    m_legend->setVisible(m_report.has_value());
    if (m_report) {
        const qreal top = 100.0 * qreal(cells.maximum()) / games;
        m_legend->setContents(tr("%1, share of %n game(s)", nullptr, m_report->games).arg(layerTitle(layer())),
                              {locale.toString(0.0, 'f', 0) + u" %"_s, locale.toString(top / 2, 'f', 1) + u" %"_s,
                               locale.toString(top, 'f', 1) + u" %"_s},
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
    const int legendHeight = m_report ? HeatMapLegend::heightFor(QFontMetrics(font)) + 8 : 0;
    const QSize size = QSizeF(std::max(board.width(), 240.0), board.height() + legendHeight).toSize();
    return savePicture(path, size, [this, source, board, size, legendHeight, font](QPainter &painter) {
        m_scene->render(&painter, QRectF(QPointF(0, 0), board), source);
        if (legendHeight > 0) {
            painter.setFont(font);
            m_legend->paintInto(painter, QRectF(4, board.height() + 4, size.width() - 8, legendHeight - 8),
                                palette().color(QPalette::Text));
        }
    });
}

void HeatMapView::retranslate()
{
    m_layerLabel->setText(tr("Shade cells by:"));
    const int current = m_layerBox->currentData().isValid() ? m_layerBox->currentData().toInt() : int(River);
    const QSignalBlocker blocker(m_layerBox);
    m_layerBox->clear();
    for (Layer l : {Placed, River, Stuck, Followed}) {
        if (l == Followed && (!m_report || m_report->statistics.followedTile().isEmpty()))
            continue;
        m_layerBox->addItem(layerTitle(l), int(l));
    }
    const int index = m_layerBox->findData(current);
    m_layerBox->setCurrentIndex(index >= 0 ? index : 0);
}

void HeatMapView::changeEvent(QEvent *event)
{
    QWidget::changeEvent(event);
    if (event->type() == QEvent::LanguageChange) {
        retranslate();
        rebuild();
    } else if (event->type() == QEvent::PaletteChange) {
        rebuild();
    }
}

} // namespace Krajina
