// SPDX-FileCopyrightText: 2026 Krajina contributors
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

#include <QList>
#include <QMarginsF>
#include <QPointF>
#include <QRectF>
#include <QSize>
#include <QSizeF>
#include <QString>

#include <cstdint>
#include <optional>

namespace Krajina {

enum class PaperSize : std::uint8_t { A4, Letter };
enum class PaperOrientation : std::uint8_t { Portrait, Landscape };
enum class SheetLayoutKind : std::uint8_t {
    SharedCutLines, // tiles edge to edge, one cut between neighbours; bleed only round the grid
    PerTileBleed, // each tile with its own bleed, a gutter between
};
enum class DuplexMode : std::uint8_t { None, LongEdge, ShortEdge };

QString paperSizeName(PaperSize paper); // "a4", "letter"
std::optional<PaperSize> paperSizeFromName(QStringView name);
QString orientationName(PaperOrientation orientation);
std::optional<PaperOrientation> orientationFromName(QStringView name);
QString sheetLayoutName(SheetLayoutKind layout); // "shared", "bleed"
std::optional<SheetLayoutKind> sheetLayoutFromName(QStringView name);
QString duplexName(DuplexMode mode); // "none", "long", "short"
std::optional<DuplexMode> duplexFromName(QStringView name);

// The physical layout of a sheet: paper, tile size, bleed, marks, duplex.
// All lengths in millimetres; defaults from the research notes (45 mm tiles,
// 3 mm bleed, 6.35 mm printer margin, marks 0.5 pt, 5 mm long, 3 mm off the trim).
struct SheetLayoutOptions
{
    PaperSize paper = PaperSize::A4;
    PaperOrientation orientation = PaperOrientation::Portrait;
    double tileMm = 45;
    double bleedMm = 3;
    double gutterMm = 2; // between tiles' bleeds in the per-tile layout
    double marginMm = 6.35; // the printer's unprintable rim
    SheetLayoutKind layout = SheetLayoutKind::SharedCutLines;
    bool cropMarks = true;
    double cropMarkOffsetMm = 3;
    double cropMarkLengthMm = 5;
    double cropMarkWidthPt = 0.5;
    bool cropMarksToPageEdge = true; // run the marks out to the page edge, for a guillotine
    DuplexMode backs = DuplexMode::None;
    QPointF backOffsetMm; // moves everything on back pages (right, down), to make up for the printer
    bool alignmentTestPage = false;

    friend bool operator==(const SheetLayoutOptions &, const SheetLayoutOptions &) = default;
};

// Where tiles go on a page: the grid, each slot's trim and bleed, the cut
// lines, and where the back of a slot lands on the following page.
class SheetLayout
{
public:
    explicit SheetLayout(const SheetLayoutOptions &options);

    // Why nothing fits (a tile larger than the page), empty when all is well.
    QString error() const { return m_error; }
    const SheetLayoutOptions &options() const { return m_options; }

    static QSizeF paperSizeMm(PaperSize paper, PaperOrientation orientation);
    QSizeF pageSizeMm() const { return m_page; }
    int columns() const { return m_columns; }
    int rows() const { return m_rows; }
    int slotsPerPage() const { return m_columns * m_rows; }

    // A run of `cells` slots (width x height) starting at column, row.
    QRectF trimRect(int column, int row, QSize cells = {1, 1}) const;
    // The trim plus its bleed: all round in the per-tile layout, only on the
    // grid's outside in the shared layout.
    QRectF bleedRect(int column, int row, QSize cells = {1, 1}) const;
    QRectF gridTrim() const;
    QRectF gridBleed() const;
    QList<double> cutLinesX() const;
    QList<double> cutLinesY() const;

    // Whether the sheet turns about its vertical axis for duplex backs (long
    // edge on portrait paper, short edge on landscape paper).
    bool backsMirrorHorizontally() const;
    // Where a front rectangle's back lands on the back page: mirrored so the
    // two coincide after the sheet is turned over, then moved by the offset.
    QRectF backRect(const QRectF &front) const;
    QPointF backPoint(QPointF front) const;
    // Turning the printed sheet over: where a point on the back page ends up
    // behind the front page (the physical flip the duplex mode describes).
    QPointF flippedToFront(QPointF backPoint) const;

private:
    SheetLayoutOptions m_options;
    QString m_error;
    QSizeF m_page;
    int m_columns = 0;
    int m_rows = 0;
    double m_pitch = 0; // from one tile's trim to the next
    QPointF m_origin; // top-left of the first tile's trim
};

} // namespace Krajina
