// SPDX-FileCopyrightText: 2026 Krajina contributors
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

#include "catalogue/catalogue.h"
#include "sheetlayout.h"

#include <QByteArray>
#include <QList>
#include <QRect>
#include <QRectF>
#include <QString>
#include <QStringList>

class QPainter;

namespace Krajina {

class TileRenderer;

// Which tiles go on the sheets, and how many of each.
struct SheetTileSelection
{
    QString expansion; // the tiles of one expansion...
    QStringList tileIds; // ...or these tiles, in this order...
    bool all = false; // ...or every tile of the catalogue
    QString edition; // copies as in this edition; empty: each expansion's first edition
    bool contactSheet = false; // each tile once instead of `count` times

    friend bool operator==(const SheetTileSelection &, const SheetTileSelection &) = default;
};

// The catalogue indices of the tiles a selection names (each once, ids in their
// order); empty with *error set when it names a tile or expansion that is not there.
QList<int> selectedTileIndices(const Catalogue &catalogue, const SheetTileSelection &selection, QString *error);

struct SheetOptions
{
    SheetTileSelection tiles;
    SheetLayoutOptions layout;
    bool pdfX4Cmyk = false; // PDF/X-4 with CMYK colours, for print shops
    bool fieldTints = false;
    QString artBaseDirectory;
    QString title; // the PDF's title; the expansion's name when empty

    friend bool operator==(const SheetOptions &, const SheetOptions &) = default;
};

enum class SheetPageKind : std::uint8_t { Front, Back, AlignmentFront, AlignmentBack };

// One tile on one page, in millimetres from the page's top-left corner.
struct SheetPlacement
{
    int tile = -1; // index into the catalogue's tiles
    QString tileId;
    QRectF trim;
    QRectF bleed; // what is printed: the trim plus bleed where the layout has it
    QRect slots; // the grid slots it covers (column, row, width, height)
};

struct SheetPage
{
    SheetPageKind kind = SheetPageKind::Front;
    int sheet = 0; // the physical sheet of paper (a front and its back share one)
    QList<SheetPlacement> placements;
    QRectF trimBox; // in millimetres, for the PDF's TrimBox
    QRectF bleedBox;
};

struct SheetReport
{
    int pages = 0;
    int frontPages = 0;
    int backPages = 0;
    int testPages = 0;
    int tiles = 0; // tiles placed, counting copies
    int tilesPerPage = 0; // slots of one page
    int columns = 0;
    int rows = 0;
    QSizeF pageSizeMm;
};

// Printable tile sheets: lays the chosen tiles out page by page, paints any
// page into a QPainter (PDF, printer or preview) in millimetres, and writes
// a vector PDF with trim and bleed boxes and print-scaling and duplex hints.
class SheetWriter
{
public:
    SheetWriter(const Catalogue &catalogue, const SheetOptions &options);
    ~SheetWriter();
    SheetWriter(const SheetWriter &) = delete;
    SheetWriter &operator=(const SheetWriter &) = delete;

    // Why the sheets cannot be made (nothing chosen, unknown tile, too large), empty when they can.
    QString error() const { return m_error; }
    const SheetOptions &options() const { return m_options; }
    const SheetLayout &layout() const { return m_layout; }
    const QList<SheetPage> &pages() const { return m_pages; }
    SheetReport report() const;

    // Paints one page with the painter's unit being one millimetre and the page at the origin.
    void paintPage(QPainter &painter, int pageIndex) const;

    QByteArray toPdf(QString *error) const;
    bool writePdf(const QString &path, QString *error) const;

    // Copies of a tile under a selection: its count in the chosen edition, or in its
    // expansion's first edition, or its plain count.
    static int copiesOf(const TileDefinition &tile, const Catalogue &catalogue, const QString &edition);

private:
    void plan();
    void paintTile(QPainter &painter, const SheetPlacement &placement, bool back) const;
    void paintCropMarks(QPainter &painter, bool back) const;
    void paintAlignmentFront(QPainter &painter) const;
    void paintAlignmentBack(QPainter &painter) const;
    void paintLabel(QPainter &painter, const SheetPage &page, int pageIndex) const;

    Catalogue m_catalogue;
    SheetOptions m_options;
    SheetLayout m_layout;
    QList<SheetPage> m_pages;
    QString m_error;
    std::unique_ptr<TileRenderer> m_renderer;
};

} // namespace Krajina
