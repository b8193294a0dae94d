// SPDX-FileCopyrightText: 2026 Krajina contributors
// SPDX-License-Identifier: GPL-3.0-or-later

#include "hexheatmapview.h"

#include "catalogue/catalogueio.h"
#include "document/cataloguedocument.h"
#include "heatlayerbox.h"
#include "render/pictureexport.h"

#include <QComboBox>
#include <QDir>
#include <QEvent>
#include <QHBoxLayout>
#include <QHelpEvent>
#include <QLabel>
#include <QLinearGradient>
#include <QLocale>
#include <QPainter>
#include <QToolTip>
#include <QVBoxLayout>

#include <algorithm>
#include <cmath>
#include <limits>

using namespace Qt::StringLiterals;

namespace Krajina {

using namespace DosRios;

namespace {

// How strongly a hex is shaded for its count as a fraction of the layer's largest: the
// square root, so that rare hexes still show; never quite clear (as the square board's heat map).
qreal shade(qreal fraction)
{
    return 0.1 + 0.75 * std::sqrt(std::clamp(fraction, 0.0, 1.0));
}

// The board widget: paints the view's current layer, gives a hex's figure on hover.
class HexHeatCanvas : public QWidget
{
public:
    explicit HexHeatCanvas(HexHeatMapView *view)
        : QWidget(view)
        , m_view(view)
    {
        setObjectName(u"hexHeatMapBoard"_s);
        setMinimumSize(260, 240);
        setSizePolicy(QSizePolicy::Expanding, QSizePolicy::Expanding);
    }

    QSize sizeHint() const override { return {520, 480}; }

protected:
    void paintEvent(QPaintEvent *) override
    {
        QPainter painter(this);
        m_view->paint(painter, size(), m_view->layer());
    }

    bool event(QEvent *event) override
    {
        if (event->type() == QEvent::ToolTip) {
            const QPoint pos = static_cast<QHelpEvent *>(event)->pos();
            const std::optional<Hex> hex = m_view->hexAt(pos);
            const QString text = hex ? m_view->figureAt(*hex) : QString();
            if (text.isEmpty())
                QToolTip::hideText();
            else
                QToolTip::showText(static_cast<QHelpEvent *>(event)->globalPos(), text, this);
            return true;
        }
        return QWidget::event(event);
    }

private:
    HexHeatMapView *m_view;
};

} // namespace

HexHeatMapView::HexHeatMapView(QWidget *parent)
    : QWidget(parent)
    , m_canvas(nullptr)
    , m_layerLabel(new QLabel(this))
    , m_layerBox(new QComboBox(this))
{
    setObjectName(u"hexHeatMap"_s);
    m_canvas = new HexHeatCanvas(this);
    m_layerBox->setObjectName(u"hexHeatMapLayer"_s);
    m_layerBox->setSizeAdjustPolicy(QComboBox::AdjustToMinimumContentsLengthWithIcon);
    m_layerBox->setMinimumContentsLength(12);
    auto *row = new QHBoxLayout;
    row->setContentsMargins(0, 0, 0, 0);
    row->addWidget(m_layerLabel);
    row->addWidget(m_layerBox, 1);
    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addLayout(row);
    layout->addWidget(m_canvas, 1);
    connect(m_layerBox, &QComboBox::currentIndexChanged, m_canvas, qOverload<>(&QWidget::update));
    retranslate();
}

HexHeatMapView::~HexHeatMapView() = default;

void HexHeatMapView::setDocument(CatalogueDocument *document)
{
    if (m_document)
        disconnect(m_document, nullptr, this, nullptr);
    m_document = document;
    if (document) {
        connect(document, &CatalogueDocument::expansionChanged, this, &HexHeatMapView::refreshBoard);
        connect(document, &CatalogueDocument::catalogueReset, this, &HexHeatMapView::refreshBoard);
        connect(document, &CatalogueDocument::dosRiosBoardChanged, this, &HexHeatMapView::refreshBoard);
    }
    refreshBoard();
}

void HexHeatMapView::refreshBoard()
{
    if (m_document && !m_document->dosRiosBoard().cells.isEmpty()) {
        setBoard(m_document->dosRiosBoard());
        return;
    }
    const Catalogue &catalogue = m_document ? m_document->catalogue() : bundledCatalogue();
    Board board;
    if (!catalogue.dosRios.isEmpty()
        && assembleBoard(catalogue.dosRios, randomPlacements(catalogue.dosRios, 1), board).isEmpty())
        setBoard(board);
    else
        setBoard({});
}

void HexHeatMapView::setBoard(const Board &board)
{
    m_board = board;
    m_canvas->update();
}

void HexHeatMapView::setHeatMap(const HeatMap &heatMap)
{
    const QString shown = layer();
    const bool keep = m_heatMap && m_heatMap->layer == heatMap.layer && heatMap.find(shown);
    m_heatMap = heatMap;
    retranslate();
    setLayer(keep ? shown : heatMap.layer);
    m_canvas->update();
}

void HexHeatMapView::clear()
{
    m_heatMap.reset();
    retranslate();
    m_canvas->update();
}

QString HexHeatMapView::layer() const
{
    return m_layerBox->currentData().toString();
}

void HexHeatMapView::setLayer(const QString &id)
{
    const int index = m_layerBox->findData(id);
    if (index >= 0)
        m_layerBox->setCurrentIndex(index);
}

const HeatLayer *HexHeatMapView::findLayer(const QString &id) const
{
    return m_heatMap ? m_heatMap->find(id) : nullptr;
}

const CellCounts &HexHeatMapView::counts(const QString &layer) const
{
    static const CellCounts none;
    const HeatLayer *found = findLayer(layer);
    return found ? found->cells : none;
}

int HexHeatMapView::shadedHexCount() const
{
    int shaded = 0;
    for (const HexCell &cell : m_board.cells)
        shaded += counts().count(cell.at.q, cell.at.r) > 0 ? 1 : 0;
    return shaded;
}

QString HexHeatMapView::figureAt(Hex hex) const
{
    const HeatLayer *shown = findLayer(layer());
    if (!shown || !m_board.cell(hex) || !shown->figure)
        return {};
    const std::int64_t count = shown->cells.count(hex.q, hex.r);
    if (count <= 0 || m_heatMap->games <= 0)
        return {};
    return shown->figure(hex.q, hex.r, count);
}

QString HexHeatMapView::legendTitle(const QString &layer) const
{
    const HeatLayer *shown = findLayer(layer.isEmpty() ? this->layer() : layer);
    return shown ? shown->legend : tr("Run a simulation to shade the hexes");
}

qreal HexHeatMapView::legendHeight(qreal width, const QString &layer) const
{
    const QFontMetricsF metrics(font());
    return metrics.height() * (2.4 + legendTitleLines(metrics, legendTitle(layer), std::max(40.0, width - 16)));
}

HexGeometry HexHeatMapView::geometry(QSizeF size, const QString &layer) const
{
    HexGeometry g = HexGeometry::fit(
        m_board.cells, QSizeF(size.width(), std::max(1.0, size.height() - legendHeight(size.width(), layer))));
    // The board at the top, the legend right under it.
    qreal top = std::numeric_limits<qreal>::max();
    for (const HexCell &cell : m_board.cells)
        top = std::min(top, g.centre(cell.at).y() - 0.87 * g.radius);
    if (!m_board.cells.isEmpty())
        g.origin.ry() -= top - 8;
    return g;
}

QPointF HexHeatMapView::hexCentre(Hex hex) const
{
    return geometry(m_canvas->size()).centre(hex);
}

std::optional<Hex> HexHeatMapView::hexAt(QPointF point) const
{
    // The hex whose centre is nearest, if the point lies within its inner circle's reach.
    const HexGeometry g = geometry(m_canvas->size());
    std::optional<Hex> nearest;
    qreal best = g.radius * g.radius;
    for (const HexCell &cell : m_board.cells) {
        const QPointF d = g.centre(cell.at) - point;
        const qreal distance = QPointF::dotProduct(d, d);
        if (distance < best) {
            best = distance;
            nearest = cell.at;
        }
    }
    return nearest;
}

void HexHeatMapView::paint(QPainter &painter, QSizeF size, const QString &layer) const
{
    painter.save();
    painter.setRenderHint(QPainter::Antialiasing);
    const QPalette pal = palette();
    painter.fillRect(QRectF(QPointF(0, 0), size), pal.base());
    const HexGeometry g = geometry(size, layer);
    // The board, washed pale so that the shading reads over it. Each game lays its own land tiles: their
    // hexes (and the frame's land) are drawn neutral, so that no one layout's terrains and crops seem to
    // explain the figures; mountains, lakes, roads and the city are the same in every game.
    // In the order of the places, not of the tiles (whose edges would overlap differently in each layout).
    QList<HexCell> cells = m_board.cells;
    std::sort(cells.begin(), cells.end(),
              [](const HexCell &a, const HexCell &b) { return std::pair(a.at.r, a.at.q) < std::pair(b.at.r, b.at.q); });
    QList<HexCell> fixed;
    for (const HexCell &cell : std::as_const(cells)) {
        if (!isRiverLand(cell.terrain))
            fixed << cell;
    }
    paintHexes(painter, g, fixed, false);
    painter.setPen(QPen(QColor(0x40, 0x40, 0x40), 1));
    painter.setBrush(pal.color(QPalette::Window));
    for (const HexCell &cell : std::as_const(cells)) {
        if (isRiverLand(cell.terrain))
            painter.drawPolygon(g.polygon(cell.at));
    }
    QColor wash = pal.color(QPalette::Base);
    wash.setAlphaF(0.6);
    const HeatLayer *shown = findLayer(layer);
    const bool perGame = shown && shown->perGame;
    const CellCounts &c = counts(layer);
    const qreal top = qreal(std::max<std::int64_t>(c.maximum(), 1));
    const QColor colour = shown && shown->colour.isValid() ? shown->colour : pal.color(QPalette::Highlight);
    QColor edge = pal.color(QPalette::Text);
    edge.setAlphaF(0.25);
    QFont small = painter.font();
    small.setPixelSize(std::max(7, int(g.radius * 0.42)));
    painter.setFont(small);
    const std::int64_t games = m_heatMap ? m_heatMap->games : 0;
    const QLocale locale;
    for (const HexCell &cell : std::as_const(cells)) {
        const QPolygonF hex = g.polygon(cell.at);
        painter.setPen(QPen(edge, 0));
        painter.setBrush(wash);
        painter.drawPolygon(hex);
        const std::int64_t count = c.count(cell.at.q, cell.at.r);
        if (count <= 0)
            continue;
        QColor fill = colour;
        fill.setAlphaF(shade(count / top));
        painter.setPen(Qt::NoPen);
        painter.setBrush(fill);
        painter.drawPolygon(hex);
        // The figure in the hex when there is room for it.
        const QString figure = perGame ? locale.toString(double(count) / std::max<std::int64_t>(games, 1), 'f', 1)
                                       : locale.toString(qRound(100.0 * count / std::max<std::int64_t>(games, 1)));
        if (g.radius > 14) {
            painter.setPen(count / top > 0.45 ? pal.color(QPalette::HighlightedText) : pal.color(QPalette::Text));
            painter.drawText(
                QRectF(g.centre(cell.at) - QPointF(g.radius, g.radius / 2), QSizeF(2 * g.radius, g.radius)),
                Qt::AlignCenter, figure);
        }
    }
    // The legend: the layer, a bar from clear to full, its ends' figures.
    const QFontMetricsF metrics(font());
    painter.setFont(font());
    const qreal line = metrics.height();
    const qreal left = 8;
    const qreal width = std::max(40.0, size.width() - 16);
    qreal bottom = 0;
    for (const HexCell &cell : m_board.cells)
        bottom = std::max(bottom, g.centre(cell.at).y() + 0.87 * g.radius);
    const qreal y = std::min(size.height() - legendHeight(size.width(), layer), bottom + line * 0.6) + 4;
    painter.setPen(pal.color(QPalette::Text));
    // The title on as many lines as it needs (up to three): whole, not cut short.
    const QString title = legendTitle(layer);
    const int lines = legendTitleLines(metrics, title, width);
    painter.drawText(QRectF(left, y, width, line * lines), Qt::AlignLeft | Qt::AlignVCenter | Qt::TextWordWrap, title);
    if (!shown) { // no figures yet: no scale
        painter.restore();
        return;
    }
    const QRectF bar(left, y + line * (lines - 1) + line * 1.1, width, line * 0.8);
    QLinearGradient gradient(bar.topLeft(), bar.topRight());
    for (int i = 0; i <= 10; ++i) {
        QColor stop = colour;
        stop.setAlphaF(shade(i / 10.0));
        gradient.setColorAt(i / 10.0, stop);
    }
    painter.fillRect(bar, gradient);
    painter.setPen(QPen(edge, 0));
    painter.setBrush(Qt::NoBrush);
    painter.drawRect(bar);
    const double most = games > 0 ? double(c.maximum()) / games : 0.0;
    QStringList labels;
    if (perGame)
        labels = {locale.toString(0.0, 'f', 1), locale.toString(most / 2, 'f', 2), locale.toString(most, 'f', 2)};
    else
        labels
            = {u"0 %"_s, locale.toString(50 * most, 'f', 1) + u" %"_s, locale.toString(100 * most, 'f', 1) + u" %"_s};
    painter.setPen(pal.color(QPalette::Text));
    const QRectF labelRow(left, bar.bottom() + 1, width, line);
    painter.drawText(labelRow, Qt::AlignLeft | Qt::AlignTop, labels.at(0));
    painter.drawText(labelRow, Qt::AlignHCenter | Qt::AlignTop, labels.at(1));
    painter.drawText(labelRow, Qt::AlignRight | Qt::AlignTop, labels.at(2));
    painter.restore();
}

QString HexHeatMapView::exportImage(const QString &path, const QString &which) const
{
    const QString shown = which.isEmpty() ? layer() : which;
    const QSize size = m_canvas->size().isValid() && m_canvas->width() > 100 ? m_canvas->size() : QSize(560, 520);
    return savePicture(path, size, [this, size, shown](QPainter &painter) { paint(painter, size, shown); });
}

QString HexHeatMapView::exportPictures(const QString &folder, const QString &suffix) const
{
    if (!m_heatMap)
        return {};
    for (const HeatLayer &l : std::as_const(m_heatMap->layers)) {
        if (const QString error = exportImage(QDir(folder).filePath(l.id + u'.' + suffix), l.id); !error.isEmpty())
            return error;
    }
    return {};
}

void HexHeatMapView::retranslate()
{
    m_layerLabel->setText(tr("Hexes:"));
    m_layerBox->setToolTip(tr("What the hexes are shaded by"));
    fillHeatLayerBox(m_layerBox, m_heatMap ? &*m_heatMap : nullptr);
    m_canvas->update();
}

void HexHeatMapView::changeEvent(QEvent *event)
{
    if (event->type() == QEvent::LanguageChange)
        retranslate();
    else if (event->type() == QEvent::PaletteChange || event->type() == QEvent::FontChange)
        m_canvas->update();
    QWidget::changeEvent(event);
}

} // namespace Krajina
