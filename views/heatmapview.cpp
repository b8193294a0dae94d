// SPDX-FileCopyrightText: 2026 Krajina contributors
// SPDX-License-Identifier: GPL-3.0-or-later

#include "heatmapview.h"

#include "boardscene.h"
#include "boardview.h"
#include "engine/carcassonne/compiledtileset.h"
#include "pictureexport.h"

#include <QComboBox>
#include <QEvent>
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

// The legend under the board: the layer, a bar from clear to full, its ends' figures.
class LegendItem : public QGraphicsItem
{
public:
    LegendItem(const QString &title, const QStringList &labels, const QColor &colour, const QColor &text, qreal width)
        : m_title(title)
        , m_low(labels.value(0))
        , m_middle(labels.value(1))
        , m_high(labels.value(2))
        , m_colour(colour)
        , m_text(text)
        , m_width(width)
    {
        setZValue(20);
    }

    QRectF boundingRect() const override { return QRectF(0, 0, m_width, C * 1.7); }

    void paint(QPainter *painter, const QStyleOptionGraphicsItem *, QWidget *) override
    {
        QFont font = painter->font();
        font.setPixelSize(int(C * 0.4));
        painter->setFont(font);
        painter->setPen(m_text);
        const QRectF titleRect(0, 0, m_width, C * 0.55);
        painter->drawText(titleRect, Qt::AlignLeft | Qt::AlignVCenter | Qt::TextSingleLine,
                          painter->fontMetrics().elidedText(m_title, Qt::ElideRight, int(m_width)));
        const QRectF bar(0, C * 0.6, m_width, C * 0.45);
        QLinearGradient gradient(bar.topLeft(), bar.topRight());
        for (int i = 0; i <= 10; ++i) {
            QColor stop = m_colour;
            stop.setAlphaF(shade(i / 10.0));
            gradient.setColorAt(i / 10.0, stop);
        }
        painter->fillRect(bar, gradient);
        painter->setPen(QPen(m_text, 0));
        painter->drawRect(bar);
        const QRectF labels(0, C * 1.1, m_width, C * 0.55);
        painter->drawText(labels, Qt::AlignLeft | Qt::AlignVCenter, m_low);
        painter->drawText(labels, Qt::AlignHCenter | Qt::AlignVCenter, m_middle);
        painter->drawText(labels, Qt::AlignRight | Qt::AlignVCenter, m_high);
    }

private:
    QString m_title, m_low, m_middle, m_high;
    QColor m_colour, m_text;
    qreal m_width;
};

} // namespace

HeatMapView::HeatMapView(QWidget *parent)
    : QWidget(parent)
    , m_scene(new BoardScene(this))
    , m_view(new BoardView(this))
    , m_layerLabel(new QLabel(this))
    , m_layerBox(new QComboBox(this))
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
    if (m_report) {
        const qreal top = 100.0 * qreal(cells.maximum()) / games;
        auto *legend
            = new LegendItem(tr("%1, share of %n game(s)", nullptr, m_report->games).arg(layerTitle(layer())),
                             {locale.toString(0.0, 'f', 0) + u" %"_s, locale.toString(top / 2, 'f', 1) + u" %"_s,
                              locale.toString(top, 'f', 1) + u" %"_s},
                             colour, palette().color(QPalette::Text), std::max(m_content.width(), 6 * C));
        legend->setPos(m_content.left(), m_content.bottom() + C * 0.3);
        m_scene->addItem(legend);
        m_items << legend;
        m_content |= legend->sceneBoundingRect();
    }
    m_scene->setFocusRect(m_content.adjusted(-C * 0.2, -C * 0.2, C * 0.2, C * 0.2));
    m_scene->refresh();
    m_view->fitToView();
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
    // About 60 pixels a cell, as on a screen.
    const QSize size = (source.size() * 0.6).toSize();
    return savePicture(path, size, [this, source, size](QPainter &painter) {
        m_scene->render(&painter, QRectF(QPointF(0, 0), size), source);
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
