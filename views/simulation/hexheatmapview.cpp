// SPDX-FileCopyrightText: 2026 Krajina contributors
// SPDX-License-Identifier: GPL-3.0-or-later

#include "hexheatmapview.h"

#include "common/pictureexport.h"

#include <QComboBox>
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
    for (int l = 0; l < LayerCount; ++l)
        m_layerBox->addItem(QString(), l);
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

void HexHeatMapView::setBoard(const Board &board)
{
    m_board = board;
    m_canvas->update();
}

void HexHeatMapView::setReport(const GameSimulationReport &report)
{
    m_report = report;
    retranslate();
    m_canvas->update();
}

void HexHeatMapView::clear()
{
    m_report.reset();
    m_canvas->update();
}

HexHeatMapView::Layer HexHeatMapView::layer() const
{
    return Layer(std::clamp(m_layerBox->currentIndex(), 0, LayerCount - 1));
}

void HexHeatMapView::setLayer(Layer layer)
{
    m_layerBox->setCurrentIndex(layer);
}

const CellCounts &HexHeatMapView::counts(Layer layer) const
{
    static const CellCounts none;
    if (!m_report)
        return none;
    const GameStatistics &s = m_report->statistics;
    switch (layer) {
    case Watered:
        return s.wateredEither();
    case WateredGrande:
        return s.watered(River::Grande);
    case WateredMoreno:
        return s.watered(River::Moreno);
    case Bandits:
    case LayerCount:
        break;
    }
    return s.banditHexes();
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
    if (!m_report || !m_board.cell(hex))
        return {};
    const std::int64_t count = counts().count(hex.q, hex.r);
    const std::int64_t games = m_report->statistics.games();
    if (count <= 0 || games <= 0)
        return {};
    const QLocale locale;
    if (layer() == Bandits)
        return tr("%1: the bandits sent %2 farmer(s) to the city in %n game(s) (%3 a game)", nullptr, int(games))
            .arg(hexText(hex), locale.toString(qlonglong(count)), locale.toString(double(count) / games, 'f', 2));
    return tr("%1: %2 in %3 of %n game(s) (%4 %)", nullptr, int(games))
        .arg(hexText(hex), layerTitle(layer()), locale.toString(qlonglong(count)),
             locale.toString(100.0 * count / games, 'f', 1));
}

QString HexHeatMapView::layerTitle(Layer layer) const
{
    switch (layer) {
    case Watered:
        return tr("watered by either river");
    case WateredGrande:
        return tr("watered by %1").arg(TerrainText::river(River::Grande));
    case WateredMoreno:
        return tr("watered by %1").arg(TerrainText::river(River::Moreno));
    case Bandits:
    case LayerCount:
        break;
    }
    return tr("farmers taken by the bandits");
}

QColor HexHeatMapView::layerColour(Layer layer) const
{
    switch (layer) {
    case Watered:
        return palette().color(QPalette::Highlight);
    case WateredGrande:
        return riverColour(River::Grande);
    case WateredMoreno:
        return riverColour(River::Moreno);
    case Bandits:
    case LayerCount:
        break;
    }
    return QColor(0xb0, 0x20, 0x20);
}

QString HexHeatMapView::fileName(Layer layer)
{
    static const char16_t *const names[]
        = {u"dos-rios-watered", u"dos-rios-watered-rio-grande", u"dos-rios-watered-rio-moreno", u"dos-rios-bandits"};
    return QString::fromUtf16(names[std::clamp(int(layer), 0, LayerCount - 1)]);
}

qreal HexHeatMapView::legendHeight() const
{
    return fontMetrics().height() * 3.4;
}

HexGeometry HexHeatMapView::geometry(QSizeF size) const
{
    HexGeometry g
        = HexGeometry::fit(m_board.cells, QSizeF(size.width(), std::max(1.0, size.height() - legendHeight())));
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

void HexHeatMapView::paint(QPainter &painter, QSizeF size, Layer layer) const
{
    painter.save();
    painter.setRenderHint(QPainter::Antialiasing);
    const QPalette pal = palette();
    painter.fillRect(QRectF(QPointF(0, 0), size), pal.base());
    const HexGeometry g = geometry(size);
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
    const CellCounts &c = counts(layer);
    const qreal top = qreal(std::max<std::int64_t>(c.maximum(), 1));
    const QColor colour = layerColour(layer);
    QColor edge = pal.color(QPalette::Text);
    edge.setAlphaF(0.25);
    QFont small = painter.font();
    small.setPixelSize(std::max(7, int(g.radius * 0.42)));
    painter.setFont(small);
    const std::int64_t games = m_report ? m_report->statistics.games() : 0;
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
        const QString figure = layer == Bandits
            ? locale.toString(double(count) / std::max<std::int64_t>(games, 1), 'f', 1)
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
    const qreal y = std::min(size.height() - legendHeight(), bottom + line * 0.6) + 4;
    painter.setPen(pal.color(QPalette::Text));
    QString title;
    if (!m_report)
        title = tr("Run a Dos Rios simulation to shade the hexes");
    else if (layer == Bandits)
        title = tr("Farmers the bandits sent to the city, a game (%n game(s))", nullptr, int(games));
    else
        title = tr("Share of %n game(s) a hex was %1 at the end", nullptr, int(games)).arg(layerTitle(layer));
    painter.drawText(QRectF(left, y, width, line), Qt::AlignLeft | Qt::AlignVCenter | Qt::TextSingleLine,
                     metrics.elidedText(title, Qt::ElideRight, width));
    const QRectF bar(left, y + line * 1.1, width, line * 0.8);
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
    if (layer == Bandits)
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

QString HexHeatMapView::exportImage(const QString &path, std::optional<Layer> which) const
{
    const Layer shown = which.value_or(layer());
    const QSize size = m_canvas->size().isValid() && m_canvas->width() > 100 ? m_canvas->size() : QSize(560, 520);
    return savePicture(path, size, [this, size, shown](QPainter &painter) { paint(painter, size, shown); });
}

void HexHeatMapView::retranslate()
{
    m_layerLabel->setText(tr("Hexes:"));
    for (int l = 0; l < LayerCount; ++l)
        m_layerBox->setItemText(l, layerTitle(Layer(l)));
    m_layerBox->setToolTip(tr("What the hexes are shaded by"));
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
