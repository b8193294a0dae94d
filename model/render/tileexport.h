// SPDX-FileCopyrightText: 2026 Krajina contributors
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

#include "catalogue/catalogue.h"

#include <QImage>
#include <QList>
#include <QString>
#include <QStringList>

namespace Krajina {

struct TileExportOptions
{
    int dpi = 300;
    double tileMm = 45; // printed size of one cell, which with the DPI gives the pixels
    bool png = true;
    bool svg = false;
    bool fieldTints = false;
    QString artBaseDirectory;
};

struct TileExportResult
{
    QStringList files;
    QString error; // the first file that could not be written, and why
    bool ok() const { return error.isEmpty(); }
};

struct ContactSheetOptions
{
    int cellPixels = 160;
    int columns = 8;
    bool labels = true; // the tile id and copies under each tile
    QString title; // drawn on top when not empty
    QString edition; // copies as in this edition (see SheetWriter::copiesOf)
    bool fieldTints = false;
    QString artBaseDirectory;
};

// Pictures of single tiles and contact sheets, for wikis, other programs and
// print shops that want one file per tile.
class TileExport
{
public:
    // "base/RCr" -> "base_RCr": a file name safe on every system.
    static QString fileNameFor(const QString &tileId);
    // Pixels of one cell at a DPI (45 mm at 300 DPI = 532 px, rounded up so nothing is lost).
    static int cellPixels(double tileMm, int dpi);

    static TileExportResult exportTiles(const QList<TileDefinition> &tiles, const QString &directory,
                                        const TileExportOptions &options);
    static QImage contactSheet(const QList<TileDefinition> &tiles, const Catalogue &catalogue,
                               const ContactSheetOptions &options);
    // Draws a contact sheet and replaces `path` with it as PNG; on failure says why in *error.
    static bool writeContactSheet(const QList<TileDefinition> &tiles, const Catalogue &catalogue,
                                  const ContactSheetOptions &options, const QString &path, QString *error);
};

} // namespace Krajina
