// SPDX-FileCopyrightText: 2026 Krajina contributors
// SPDX-License-Identifier: GPL-3.0-or-later

#include "tileexport.h"

#include "sheetwriter.h"
#include "tilerenderer.h"

#include <QDir>
#include <QFont>
#include <QFontMetricsF>
#include <QPainter>
#include <QSaveFile>

#include <algorithm>
#include <cmath>

using namespace Qt::StringLiterals;

namespace Krajina {

QString TileExport::fileNameFor(const QString &tileId)
{
    QString name;
    for (const QChar c : tileId) {
        const bool safe = c.isLetterOrNumber() || c == u'-' || c == u'.' || c == u'+' || c == u'_';
        name += safe ? c : u'_';
    }
    return name.isEmpty() ? u"tile"_s : name;
}

int TileExport::cellPixels(double tileMm, int dpi)
{
    return std::max(1, int(std::ceil(tileMm / 25.4 * dpi - 1e-9)));
}

TileExportResult TileExport::exportTiles(const QList<TileDefinition> &tiles, const QString &directory,
                                         const TileExportOptions &options)
{
    TileExportResult result;
    if (!QDir().mkpath(directory)) {
        result.error = u"%1: cannot create the folder"_s.arg(directory);
        return result;
    }
    TileRenderOptions render;
    render.fieldTints = options.fieldTints;
    render.frame = false;
    render.artBaseDirectory = options.artBaseDirectory;
    const TileRenderer renderer(render);
    const int pixels = cellPixels(options.tileMm, options.dpi);
    const QDir dir(directory);
    for (const TileDefinition &tile : tiles) {
        const QString base = dir.filePath(fileNameFor(tile.id));
        if (options.png) {
            QImage image = renderer.toImage(tile, pixels);
            const int dotsPerMetre = qRound(options.dpi / 0.0254);
            image.setDotsPerMeterX(dotsPerMetre);
            image.setDotsPerMeterY(dotsPerMetre);
            QSaveFile file(base + u".png"_s);
            if (!file.open(QIODevice::WriteOnly) || !image.save(&file, "PNG") || !file.commit()) {
                result.error = u"%1.png: %2"_s.arg(base, file.errorString());
                return result;
            }
            result.files << file.fileName();
        }
        if (options.svg) {
            QString error;
            if (!renderer.writeSvg(tile, base + u".svg"_s, pixels, &error, options.dpi)) {
                result.error = error;
                return result;
            }
            result.files << base + u".svg"_s;
        }
    }
    return result;
}

QImage TileExport::contactSheet(const QList<TileDefinition> &tiles, const Catalogue &catalogue,
                                const ContactSheetOptions &options)
{
    const int cell = std::max(16, options.cellPixels);
    const int gap = std::max(6, cell / 12);
    const int labelHeight = options.labels ? std::max(14, cell / 6) : 0;
    QFont labelFont(u"DejaVu Sans"_s);
    labelFont.setPixelSize(std::max(9, labelHeight * 6 / 10));
    QFont titleFont(u"DejaVu Sans"_s);
    titleFont.setPixelSize(std::max(12, cell / 6));
    titleFont.setBold(true);
    const int titleHeight = options.title.isEmpty() ? 0 : titleFont.pixelSize() * 2;

    // Lay the tiles out row by row; a double tile takes two slots.
    const int columns = std::max(1, options.columns);
    struct Spot
    {
        int tile;
        int column;
        int row;
    };
    QList<Spot> spots;
    int column = 0, row = 0;
    for (int i = 0; i < tiles.size(); ++i) {
        const int width = std::clamp(tiles.at(i).size.width(), 1, columns);
        if (column + width > columns) {
            column = 0;
            ++row;
        }
        spots << Spot {i, column, row};
        column += width;
    }
    const int rows = tiles.isEmpty() ? 0 : row + 1;
    const int slotHeight = cell * 1 + labelHeight + gap;
    QImage image(gap + columns * (cell + gap), titleHeight + gap + rows * slotHeight, QImage::Format_ARGB32);
    image.fill(Qt::white);
    QPainter painter(&image);
    painter.setRenderHint(QPainter::Antialiasing);
    if (!options.title.isEmpty()) {
        painter.setFont(titleFont);
        painter.setPen(QColor(40, 40, 40));
        painter.drawText(QRectF(gap, 0, image.width() - 2 * gap, titleHeight), Qt::AlignLeft | Qt::AlignVCenter,
                         options.title);
    }
    TileRenderOptions render;
    render.fieldTints = options.fieldTints;
    render.artBaseDirectory = options.artBaseDirectory;
    const TileRenderer renderer(render);
    painter.setFont(labelFont);
    for (const Spot &spot : std::as_const(spots)) {
        const TileDefinition &tile = tiles.at(spot.tile);
        const int cells = std::clamp(tile.size.width(), 1, columns);
        const QRectF box(gap + spot.column * (cell + gap), titleHeight + gap + spot.row * slotHeight,
                         cells * cell + (cells - 1) * gap, cell);
        renderer.paint(painter, box, tile);
        if (options.labels) {
            const int copies = SheetWriter::copiesOf(tile, catalogue, options.edition);
            const QString label = copies == 1 ? tile.id : u"%1 ×%2"_s.arg(tile.id).arg(copies);
            painter.setPen(QColor(50, 50, 50));
            const QFontMetricsF metrics(labelFont);
            painter.drawText(QRectF(box.left(), box.bottom(), box.width(), labelHeight), Qt::AlignCenter,
                             metrics.elidedText(label, Qt::ElideMiddle, box.width()));
        }
    }
    painter.end();
    return image;
}

bool TileExport::writeContactSheet(const QList<TileDefinition> &tiles, const Catalogue &catalogue,
                                   const ContactSheetOptions &options, const QString &path, QString *error)
{
    const QImage sheet = contactSheet(tiles, catalogue, options);
    QSaveFile file(path);
    if (file.open(QIODevice::WriteOnly) && sheet.save(&file, "PNG") && file.commit())
        return true;
    if (error)
        *error = u"%1: %2"_s.arg(path, file.errorString());
    return false;
}

} // namespace Krajina
