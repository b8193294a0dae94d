// SPDX-FileCopyrightText: 2026 Krajina contributors
// SPDX-License-Identifier: GPL-3.0-or-later

#include "tilerenderer.h"

#include "tileart.h"
#include "tilegeometry.h"
#include "tilesymbols.h"

#include <QBuffer>
#include <QFile>
#include <QPainter>
#include <QSaveFile>
#include <QSvgGenerator>
#include <QTransform>

#include <algorithm>
#include <cmath>

using namespace Qt::StringLiterals;

namespace Krajina {

namespace {

constexpr qreal SymbolLine = 0.011; // outline width of small symbols, in cell units

QSize cellsOf(const TileDefinition &tile)
{
    return {std::clamp(tile.size.width(), 1, 8), std::clamp(tile.size.height(), 1, 8)};
}

QPen bandPen(const QColor &colour, qreal width, Qt::PenCapStyle cap = Qt::RoundCap)
{
    QPen pen(colour, width);
    pen.setCapStyle(cap);
    pen.setJoinStyle(Qt::RoundJoin);
    return pen;
}

// The ordinal of each field feature in the tile, so tints stay put when a
// tile is rotated or drawn cell by cell.
int fieldOrdinal(const TileDefinition &tile, int featureIndex)
{
    int ordinal = 0;
    for (int i = 0; i < featureIndex && i < tile.features.size(); ++i) {
        if (tile.features.at(i).type == FeatureType::Field)
            ++ordinal;
    }
    return ordinal;
}

bool hasPigHerd(const TileDefinition &tile, int cell)
{
    return std::any_of(tile.features.cbegin(), tile.features.cend(), [cell](const Feature &f) {
        return f.cell == cell && f.type == FeatureType::Field && f.pigHerd;
    });
}

void paintRoad(QPainter &painter, const TileGeometry::Band &band, const TilePalette &palette)
{
    painter.setBrush(Qt::NoBrush);
    painter.setPen(bandPen(palette.roadEdge, TileGeometry::RoadWidth));
    painter.drawPath(band.centreLine);
    painter.setPen(bandPen(palette.road, TileGeometry::RoadWidth * 0.7));
    painter.drawPath(band.centreLine);
}

void paintRiver(QPainter &painter, const TileGeometry::Band &band, const TilePalette &palette)
{
    painter.setBrush(Qt::NoBrush);
    painter.setPen(bandPen(palette.riverEdge, TileGeometry::RiverWidth));
    painter.drawPath(band.centreLine);
    painter.setPen(bandPen(palette.river, TileGeometry::RiverWidth * 0.78));
    painter.drawPath(band.centreLine);
    QPen ripple = bandPen(palette.riverLight, TileGeometry::RiverWidth * 0.09);
    ripple.setDashPattern({3.5, 4.5});
    painter.setPen(ripple);
    painter.drawPath(band.centreLine);
}

void fill(QPainter &painter, const QPainterPath &path, const QColor &colour)
{
    if (path.isEmpty())
        return;
    painter.setPen(Qt::NoPen);
    painter.setBrush(colour);
    painter.drawPath(path);
}

// Everything is drawn as filled shapes worked out beforehand, not through
// clipping, so the SVG output (which has no clip paths) looks the same.
void paintCity(QPainter &painter, const TileGeometry::City &city, const TilePalette &palette)
{
    fill(painter, city.area, palette.city);
    if (city.walls.isEmpty())
        return;
    fill(painter, city.wallWalk, palette.cityLight);
    fill(painter, city.merlons, palette.wall);
    painter.setBrush(Qt::NoBrush);
    painter.setPen(bandPen(palette.wall, 0.026, Qt::FlatCap));
    painter.drawPath(city.walls);
}

void paintBridge(QPainter &painter, const TileGeometry::Band &band, const TilePalette &palette)
{
    fill(painter, band.parapets, palette.ink);
    fill(painter, band.deck, palette.stone);
    paintRoad(painter, band, palette);
}

void paintOverpass(QPainter &painter, const TileGeometry::City &city, const TilePalette &palette)
{
    paintCity(painter, city, palette);
    fill(painter, city.shadow, QColor(0, 0, 0, 50));
}

// Beside its road, where the inn covers no other band, city or building.
QPointF innPlace(const TileGeometry &geometry, const TileGeometry::Band &band)
{
    QPainterPath taken;
    for (const TileGeometry::City &city : geometry.cities())
        taken.addPath(city.area);
    for (const TileGeometry::Band &other : geometry.bands()) {
        if (other.feature != band.feature)
            taken.addPath(other.outline);
    }
    taken.addPath(geometry.waterBodies());
    for (const TileGeometry::Building &building : geometry.buildings())
        taken.addEllipse(building.centre, building.radius, building.radius);
    const QPainterPath &line = band.centreLine;
    QPointF fallback;
    for (qreal along : {0.5, 0.3, 0.7, 0.2, 0.8}) {
        const qreal percent = line.percentAtLength(line.length() * along);
        const QPointF at = line.pointAtPercent(percent);
        const qreal angle = qDegreesToRadians(line.angleAtPercent(percent));
        const QPointF normal(std::sin(angle), std::cos(angle)); // angleAtPercent turns counter-clockwise, y up
        for (const QPointF &candidate : {at + normal * 0.15, at - normal * 0.15}) {
            if (fallback.isNull())
                fallback = candidate;
            QPainterPath spot;
            spot.addEllipse(candidate, 0.085, 0.085);
            if (QRectF(0.09, 0.09, 0.82, 0.82).contains(candidate) && !TileGeometry::overlaps(taken, spot))
                return candidate;
        }
    }
    return fallback;
}

} // namespace

TileRenderer::TileRenderer(TileRenderOptions options, const TilePalette &palette)
    : m_options(std::move(options))
    , m_palette(palette)
{
}

TileRenderer::~TileRenderer() = default;

QSizeF TileRenderer::rotatedSize(const TileDefinition &tile, int rotationDegrees)
{
    const QSize cells = cellsOf(tile);
    QTransform rotation;
    rotation.rotate(rotationDegrees);
    return rotation.mapRect(QRectF(0, 0, cells.width(), cells.height())).size();
}

QRectF TileRenderer::fittedRect(const TileDefinition &tile, const QRectF &target, int rotationDegrees)
{
    const QSizeF size = rotatedSize(tile, rotationDegrees);
    const qreal scale = std::min(target.width() / size.width(), target.height() / size.height());
    QRectF fitted(QPointF(), size * scale);
    fitted.moveCenter(target.center());
    return fitted;
}

const TileArt *TileRenderer::artFor(const TileDefinition &tile) const
{
    if (tile.art.isEmpty())
        return nullptr;
    const QString key = m_options.artBaseDirectory + u'\n' + tile.art;
    auto it = m_artCache.find(key);
    if (it == m_artCache.end())
        it = m_artCache.insert(key, std::make_shared<TileArt>(TileArt::load(tile.art, m_options.artBaseDirectory)));
    if (it.value()->isNull()) {
        m_lastArtError = it.value()->error();
        return nullptr;
    }
    return it.value().get();
}

void TileRenderer::paint(QPainter &painter, const QRectF &target, const TileDefinition &tile) const
{
    m_lastArtError.clear();
    const QSize cells = cellsOf(tile);
    const QSizeF turned = rotatedSize(tile, m_options.rotationDegrees);
    const qreal scale = std::min(target.width() / turned.width(), target.height() / turned.height());
    if (!(scale > 0))
        return;

    painter.save();
    painter.setRenderHint(QPainter::Antialiasing);
    painter.translate(target.center());
    painter.scale(scale, scale);
    painter.rotate(m_options.rotationDegrees);
    painter.translate(-cells.width() / 2.0, -cells.height() / 2.0);

    const QRectF whole(0, 0, cells.width(), cells.height());
    const TileArt *art = m_options.art ? artFor(tile) : nullptr;
    if (art) {
        art->paint(painter, whole);
        painter.setOpacity(m_options.schematicOpacityOverArt);
    }
    for (int cell = 0; cell < cells.width() * cells.height(); ++cell) {
        painter.save();
        painter.translate(cell % cells.width(), cell / cells.width());
        // Each cell is clipped to itself, except past the tile's outer edges by the overdraw.
        const int column = cell % cells.width(), row = cell / cells.width();
        const qreal o = std::max<qreal>(0, m_options.overdraw);
        const QRectF extent = QRectF(0, 0, 1, 1)
                                  .adjusted(column == 0 ? -o : 0, row == 0 ? -o : 0,
                                            column == cells.width() - 1 ? o : 0, row == cells.height() - 1 ? o : 0);
        painter.setClipRect(extent, Qt::IntersectClip);
        paintCell(painter, tile, cell, extent);
        painter.restore();
    }
    painter.setOpacity(1);

    if (m_options.watermark && !tile.watermark.isEmpty()) {
        const QRectF box(0.035, cells.height() - 0.165, 0.13, 0.13);
        TileSymbols::watermark(painter, box, tile.watermark, QColor(255, 255, 255, 205), QColor(40, 32, 26, 190));
    }
    if (m_options.frame) {
        painter.setBrush(Qt::NoBrush);
        painter.setPen(QPen(m_palette.frame, 0.012));
        painter.drawRect(whole.adjusted(0.006, 0.006, -0.006, -0.006));
    }
    painter.restore();
}

void TileRenderer::paintCell(QPainter &painter, const TileDefinition &tile, int cell, const QRectF &extent) const
{
    const TilePalette &p = m_palette;
    const std::shared_ptr<const TileGeometry> shapes
        = TileGeometry::shared(tile, cell, m_options.fieldTints || hasPigHerd(tile, cell));
    const TileGeometry &geometry = *shapes;

    painter.setPen(Qt::NoPen);
    painter.setBrush(p.field);
    painter.drawRect(extent);
    if (m_options.fieldTints) {
        for (const TileGeometry::FieldRegion &region : geometry.fields()) {
            if (region.feature < 0)
                continue;
            const QColor tint = TilePalette::fieldTint(fieldOrdinal(tile, region.feature));
            painter.setBrush(tint);
            painter.setPen(QPen(tint.darker(140), 0.008));
            painter.drawPath(region.area);
        }
    }

    if (!geometry.fences().isEmpty()) {
        painter.setBrush(p.hedge);
        painter.setPen(QPen(p.hedge.darker(130), 0.006));
        painter.drawPath(geometry.fences());
    }

    // Under the cities: roads, and rivers that flow into a city.
    for (const TileGeometry::Band &band : geometry.bands()) {
        if (band.type == FeatureType::River && band.endKind == TileGeometry::PathEnd::CityMouth && !band.bridge)
            paintRiver(painter, band, p);
    }
    for (const TileGeometry::Band &band : geometry.bands()) {
        if (band.type == FeatureType::Road && !band.bridge)
            paintRoad(painter, band, p);
    }
    for (const TileGeometry::Band &band : geometry.bands()) {
        if (band.type != FeatureType::Road)
            continue;
        if (band.endKind == TileGeometry::PathEnd::Junction)
            TileSymbols::villageSquare(painter, band.end, 0.085, SymbolLine, p);
        else if (band.endKind == TileGeometry::PathEnd::House)
            TileSymbols::house(painter, band.end, 0.075, SymbolLine, p);
    }

    for (const TileGeometry::City &city : geometry.cities()) {
        if (!city.overpass)
            paintCity(painter, city, p);
    }

    for (const TileGeometry::Band &band : geometry.bands()) {
        if (band.type != FeatureType::River || band.bridge || band.endKind == TileGeometry::PathEnd::CityMouth)
            continue;
        paintRiver(painter, band, p);
        switch (band.endKind) {
        case TileGeometry::PathEnd::Spring:
            TileSymbols::spring(painter, band.end, band.endRadius, SymbolLine, p);
            break;
        case TileGeometry::PathEnd::Lake:
            TileSymbols::lake(painter, band.end, band.endRadius, SymbolLine, p);
            break;
        case TileGeometry::PathEnd::VolcanoLake: {
            // The volcano stands across the lake from where the river comes in.
            const QPointF inflow = band.centreLine.pointAtPercent(0);
            QPointF away = band.end - inflow;
            away /= std::max<qreal>(std::hypot(away.x(), away.y()), 1e-6);
            TileSymbols::volcano(painter, band.end + away * (band.endRadius + 0.12), 0.13, SymbolLine, p);
            TileSymbols::lake(painter, band.end, band.endRadius, SymbolLine, p);
            break;
        }
        default:
            break;
        }
    }

    for (const TileGeometry::Band &band : geometry.bands()) {
        if (!band.bridge)
            continue;
        if (band.type == FeatureType::Road)
            paintBridge(painter, band, p);
        else
            paintRiver(painter, band, p);
    }
    for (const TileGeometry::City &city : geometry.cities()) {
        if (city.overpass)
            paintOverpass(painter, city, p);
    }

    for (const TileGeometry::Building &building : geometry.buildings()) {
        const Feature &f = tile.features.at(building.feature);
        switch (building.type) {
        case FeatureType::Monastery:
            TileSymbols::monastery(painter, building.centre, building.radius, SymbolLine, p);
            break;
        case FeatureType::Garden:
            TileSymbols::garden(painter, building.centre, building.radius, SymbolLine, p);
            break;
        case FeatureType::Bookmaker:
            TileSymbols::bookmaker(painter, building.centre, building.radius, SymbolLine, p);
            break;
        case FeatureType::CropCircle:
            TileSymbols::cropCircle(painter, building.centre, building.radius, SymbolLine, f.cropCircle, p);
            break;
        default:
            break;
        }
    }

    for (const TileGeometry::Band &band : geometry.bands()) {
        if (band.type == FeatureType::Road && tile.features.at(band.feature).inn)
            TileSymbols::inn(painter, innPlace(geometry, band), 0.085, SymbolLine, p);
    }

    for (qsizetype i = 0; i < tile.features.size(); ++i) {
        const Feature &f = tile.features.at(i);
        if (f.cell != cell || f.type != FeatureType::Field || !f.pigHerd)
            continue;
        const TileGeometry::FieldRegion *largest = nullptr;
        qreal largestSize = -1;
        for (const TileGeometry::FieldRegion &region : geometry.fields()) {
            const QRectF bounds = region.area.boundingRect();
            if (region.feature == i && bounds.width() * bounds.height() > largestSize) {
                largest = &region;
                largestSize = bounds.width() * bounds.height();
            }
        }
        if (largest)
            TileSymbols::pigHerd(painter, largest->interior, 0.08, SymbolLine, p);
    }

    for (const TileGeometry::City &city : geometry.cities()) {
        const int pennants = tile.features.at(city.feature).pennants;
        if (pennants <= 0)
            continue;
        const qreal radius = std::clamp(city.clearance * 0.62, 0.04, 0.085);
        TileSymbols::pennants(painter, city.anchor, radius, SymbolLine, pennants, p);
    }
}

void TileRenderer::paintBack(QPainter &painter, const QRectF &target, const TileDefinition &tile, const QString &backId,
                             const QColor &backColour) const
{
    const QColor colour = TilePalette::backColour(backId, backColour);
    const bool dark = colour.lightnessF() < 0.45;
    painter.save();
    painter.setRenderHint(QPainter::Antialiasing);
    painter.setPen(Qt::NoPen);
    painter.setBrush(colour);
    painter.drawRect(target);
    const qreal side = std::min(target.width(), target.height());
    // A fine inner border and the expansion's symbol (or a tower) in the middle.
    painter.setBrush(Qt::NoBrush);
    painter.setPen(QPen(dark ? colour.lighter(160) : colour.darker(125), side * 0.012));
    painter.drawRect(target.adjusted(side * 0.07, side * 0.07, -side * 0.07, -side * 0.07));
    const QColor fill = dark ? colour.lighter(190) : colour.lighter(125);
    const QColor outline = dark ? colour.lighter(260) : colour.darker(150);
    QRectF emblem(0, 0, side * 0.36, side * 0.36);
    emblem.moveCenter(target.center());
    if (!tile.watermark.isEmpty()) {
        TileSymbols::watermark(painter, emblem, tile.watermark, fill, outline);
    } else {
        painter.translate(emblem.center());
        painter.scale(emblem.width() / 2, emblem.height() / 2);
        QPainterPath tower;
        tower.moveTo(-0.55, 0.8);
        tower.lineTo(-0.55, -0.45);
        for (int i = 0; i < 3; ++i) {
            const qreal x = -0.55 + i * 0.4;
            tower.lineTo(x, -0.75);
            tower.lineTo(x + 0.22, -0.75);
            tower.lineTo(x + 0.22, -0.45);
            tower.lineTo(x + 0.4, -0.45);
        }
        tower.lineTo(0.55, -0.45);
        tower.lineTo(0.55, 0.8);
        tower.closeSubpath();
        painter.setBrush(fill);
        painter.setPen(QPen(outline, 0.06));
        painter.drawPath(tower);
        painter.setBrush(outline);
        painter.setPen(Qt::NoPen);
        painter.drawRect(QRectF(-0.16, 0.3, 0.32, 0.5));
    }
    painter.restore();
}

QImage TileRenderer::toImage(const TileDefinition &tile, int cellPixels) const
{
    const QSizeF size = rotatedSize(tile, m_options.rotationDegrees) * std::max(cellPixels, 1);
    QImage image(QSize(qCeil(size.width() - 1e-6), qCeil(size.height() - 1e-6)), QImage::Format_ARGB32_Premultiplied);
    image.fill(Qt::transparent);
    QPainter painter(&image);
    paint(painter, QRectF(QPointF(), image.size()), tile);
    painter.end();
    return image;
}

QByteArray TileRenderer::toSvg(const TileDefinition &tile, int cellPixels, int dpi) const
{
    const QSizeF size = rotatedSize(tile, m_options.rotationDegrees) * std::max(cellPixels, 1);
    const QSize pixels(qCeil(size.width() - 1e-6), qCeil(size.height() - 1e-6));
    QBuffer buffer;
    buffer.open(QIODevice::WriteOnly);
    QSvgGenerator generator;
    generator.setOutputDevice(&buffer);
    generator.setSize(pixels);
    generator.setViewBox(QRect(QPoint(), pixels));
    generator.setResolution(std::max(dpi, 1));
    generator.setTitle(tile.id);
    generator.setDescription(tile.name(u"en") + u" (" + tile.edgePattern() + u')');
    QPainter painter(&generator);
    paint(painter, QRectF(QPointF(), pixels), tile);
    painter.end();
    return buffer.data();
}

bool TileRenderer::writePng(const TileDefinition &tile, const QString &path, int cellPixels, QString *error) const
{
    const QImage image = toImage(tile, cellPixels);
    QSaveFile file(path);
    if (!file.open(QIODevice::WriteOnly) || !image.save(&file, "PNG") || !file.commit()) {
        if (error)
            *error = u"%1: %2"_s.arg(path, file.errorString());
        return false;
    }
    return true;
}

bool TileRenderer::writeSvg(const TileDefinition &tile, const QString &path, int cellPixels, QString *error,
                            int dpi) const
{
    const QByteArray svg = toSvg(tile, cellPixels, dpi);
    QSaveFile file(path);
    if (!file.open(QIODevice::WriteOnly) || file.write(svg) != svg.size() || !file.commit()) {
        if (error)
            *error = u"%1: %2"_s.arg(path, file.errorString());
        return false;
    }
    return true;
}

QString effectiveBackId(const TileDefinition &tile, const Catalogue *catalogue)
{
    if (!tile.back.isEmpty())
        return tile.back;
    if (catalogue) {
        if (const Expansion *expansion = catalogue->expansion(tile.expansion))
            return expansion->defaultBack;
    }
    return {};
}

} // namespace Krajina
