// SPDX-FileCopyrightText: 2026 Krajina contributors
// SPDX-License-Identifier: GPL-3.0-or-later

#include "sheetlayout.h"

#include "enumnames.h"

#include <array>
#include <cmath>
#include <utility>

using namespace Qt::StringLiterals;

namespace Krajina {

namespace {

constexpr EnumNames<PaperSize, 2> papers = {{
    {PaperSize::A4, u"a4"},
    {PaperSize::Letter, u"letter"},
}};
constexpr EnumNames<PaperOrientation, 2> orientations = {{
    {PaperOrientation::Portrait, u"portrait"},
    {PaperOrientation::Landscape, u"landscape"},
}};
constexpr EnumNames<SheetLayoutKind, 2> layouts = {{
    {SheetLayoutKind::SharedCutLines, u"shared"},
    {SheetLayoutKind::PerTileBleed, u"bleed"},
}};
constexpr EnumNames<DuplexMode, 3> duplexModes = {{
    {DuplexMode::None, u"none"},
    {DuplexMode::LongEdge, u"long"},
    {DuplexMode::ShortEdge, u"short"},
}};

// Whole tiles that fit a length; a hair of tolerance so 4 x 45 mm fits in 180 mm.
int fitting(double available, double pitch)
{
    return pitch > 0 ? std::max(0, int(std::floor((available + 1e-6) / pitch))) : 0;
}

} // namespace

QString paperSizeName(PaperSize paper)
{
    return enumName(papers, paper);
}
std::optional<PaperSize> paperSizeFromName(QStringView name)
{
    return enumFromName(papers, name, Qt::CaseInsensitive);
}
QString orientationName(PaperOrientation orientation)
{
    return enumName(orientations, orientation);
}
std::optional<PaperOrientation> orientationFromName(QStringView name)
{
    return enumFromName(orientations, name, Qt::CaseInsensitive);
}
QString sheetLayoutName(SheetLayoutKind layout)
{
    return enumName(layouts, layout);
}
std::optional<SheetLayoutKind> sheetLayoutFromName(QStringView name)
{
    return enumFromName(layouts, name, Qt::CaseInsensitive);
}
QString duplexName(DuplexMode mode)
{
    return enumName(duplexModes, mode);
}
std::optional<DuplexMode> duplexFromName(QStringView name)
{
    return enumFromName(duplexModes, name, Qt::CaseInsensitive);
}

QSizeF SheetLayout::paperSizeMm(PaperSize paper, PaperOrientation orientation)
{
    const QSizeF portrait = paper == PaperSize::Letter ? QSizeF(215.9, 279.4) : QSizeF(210, 297);
    return orientation == PaperOrientation::Landscape ? portrait.transposed() : portrait;
}

SheetLayout::SheetLayout(const SheetLayoutOptions &options)
    : m_options(options)
    , m_page(paperSizeMm(options.paper, options.orientation))
{
    const double tile = options.tileMm;
    const double bleed = std::max(0.0, options.bleedMm);
    if (!(tile >= 5 && tile <= 400)) {
        m_error = u"a tile of %1 mm is outside 5 to 400 mm"_s.arg(tile);
        return;
    }
    const QSizeF usable(m_page.width() - 2 * options.marginMm, m_page.height() - 2 * options.marginMm);
    if (options.layout == SheetLayoutKind::SharedCutLines) {
        m_pitch = tile;
        m_columns = fitting(usable.width() - 2 * bleed, tile);
        m_rows = fitting(usable.height() - 2 * bleed, tile);
    } else {
        const double gutter = std::max(0.0, options.gutterMm);
        m_pitch = tile + 2 * bleed + gutter;
        m_columns = fitting(usable.width() + gutter, m_pitch);
        m_rows = fitting(usable.height() + gutter, m_pitch);
    }
    if (m_columns < 1 || m_rows < 1) {
        m_error = u"a %1 mm tile with %2 mm bleed does not fit on %3 %4 paper inside %5 mm margins"_s.arg(tile)
                      .arg(bleed)
                      .arg(paperSizeName(options.paper).toUpper(), orientationName(options.orientation))
                      .arg(options.marginMm);
        m_columns = m_rows = 0;
        return;
    }
    // Centred, so that mirrored back positions land on the same grid.
    const QSizeF gridBleedSize(m_columns * m_pitch - (m_pitch - tile) + 2 * bleed,
                               m_rows * m_pitch - (m_pitch - tile) + 2 * bleed);
    m_origin = QPointF((m_page.width() - gridBleedSize.width()) / 2 + bleed,
                       (m_page.height() - gridBleedSize.height()) / 2 + bleed);
}

QRectF SheetLayout::trimRect(int column, int row, QSize cells) const
{
    return {m_origin.x() + column * m_pitch, m_origin.y() + row * m_pitch, cells.width() * m_options.tileMm,
            cells.height() * m_options.tileMm};
}

QRectF SheetLayout::bleedRect(int column, int row, QSize cells) const
{
    const double b = std::max(0.0, m_options.bleedMm);
    const QRectF trim = trimRect(column, row, cells);
    if (m_options.layout == SheetLayoutKind::PerTileBleed)
        return trim.adjusted(-b, -b, b, b);
    return trim.adjusted(column == 0 ? -b : 0, row == 0 ? -b : 0, column + cells.width() >= m_columns ? b : 0,
                         row + cells.height() >= m_rows ? b : 0);
}

QRectF SheetLayout::gridTrim() const
{
    if (m_columns < 1)
        return {};
    return trimRect(0, 0).united(trimRect(m_columns - 1, m_rows - 1));
}

QRectF SheetLayout::gridBleed() const
{
    const double b = std::max(0.0, m_options.bleedMm);
    return gridTrim().adjusted(-b, -b, b, b);
}

QList<double> SheetLayout::cutLinesX() const
{
    QList<double> lines;
    for (int c = 0; c < m_columns; ++c) {
        const QRectF r = trimRect(c, 0);
        if (lines.isEmpty() || std::abs(lines.last() - r.left()) > 1e-9)
            lines << r.left();
        lines << r.right();
    }
    return lines;
}

QList<double> SheetLayout::cutLinesY() const
{
    QList<double> lines;
    for (int r = 0; r < m_rows; ++r) {
        const QRectF rect = trimRect(0, r);
        if (lines.isEmpty() || std::abs(lines.last() - rect.top()) > 1e-9)
            lines << rect.top();
        lines << rect.bottom();
    }
    return lines;
}

bool SheetLayout::backsMirrorHorizontally() const
{
    return (m_options.backs == DuplexMode::ShortEdge) == (m_options.orientation == PaperOrientation::Landscape);
}

QRectF SheetLayout::backRect(const QRectF &front) const
{
    QRectF back = front;
    if (backsMirrorHorizontally())
        back.moveLeft(m_page.width() - front.right());
    else
        back.moveTop(m_page.height() - front.bottom());
    return back.translated(m_options.backOffsetMm);
}

QPointF SheetLayout::backPoint(QPointF front) const
{
    const QPointF mirrored = backsMirrorHorizontally() ? QPointF(m_page.width() - front.x(), front.y())
                                                       : QPointF(front.x(), m_page.height() - front.y());
    return mirrored + m_options.backOffsetMm;
}

QPointF SheetLayout::flippedToFront(QPointF backPoint) const
{
    if (backsMirrorHorizontally())
        return {m_page.width() - backPoint.x(), backPoint.y()};
    return {backPoint.x(), m_page.height() - backPoint.y()};
}

} // namespace Krajina
