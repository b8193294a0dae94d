// SPDX-FileCopyrightText: 2026 Krajina contributors
// SPDX-License-Identifier: GPL-3.0-or-later

#include "sheetwriter.h"

#include "pdfpostprocess.h"
#include "tilerenderer.h"
#include "version.h"

#include <QBuffer>
#include <QCoreApplication>
#include <QFont>
#include <QLocale>
#include <QPageLayout>
#include <QPageSize>
#include <QPainter>
#include <QPainterPath>
#include <QPdfWriter>
#include <QSaveFile>

#include <algorithm>
#include <cmath>

using namespace Qt::StringLiterals;

namespace Krajina {

namespace {

// The words printed on the sheets follow the user interface language (krajina-cli
// prints English). lupdate files them under the struct's own name, so the context is that.
struct SheetText
{
    Q_DECLARE_TR_FUNCTIONS(SheetText)
};

constexpr double PointsPerMm = 72.0 / 25.4;
constexpr int PdfResolution = 1200;
// Neighbouring tiles overlap by this much under the cut, so viewers show no hairline seams.
constexpr double SeamOverlapMm = 0.1;

// Text as outlines, `size` millimetres high (em), so it needs no font in the PDF.
void drawText(QPainter &painter, const QString &text, QPointF baseline, double size, Qt::Alignment alignment,
              const QColor &colour)
{
    QFont font(u"DejaVu Sans"_s);
    font.setPixelSize(100);
    QPainterPath path;
    path.addText(0, 0, font, text);
    const double scale = size / 100;
    double x = baseline.x();
    if (alignment & Qt::AlignHCenter)
        x -= path.boundingRect().width() * scale / 2;
    else if (alignment & Qt::AlignRight)
        x -= path.boundingRect().right() * scale;
    painter.save();
    painter.translate(x, baseline.y());
    painter.scale(scale, scale);
    painter.setRenderHint(QPainter::Antialiasing);
    painter.fillPath(path, colour);
    painter.restore();
}

QRectF toPdfPoints(const QRectF &mm, double pageHeightMm)
{
    return QRectF(QPointF(mm.left() * PointsPerMm, (pageHeightMm - mm.bottom()) * PointsPerMm),
                  QPointF(mm.right() * PointsPerMm, (pageHeightMm - mm.top()) * PointsPerMm));
}

QRectF unionOf(const QList<SheetPlacement> &placements, QRectF SheetPlacement::*which)
{
    QRectF all;
    for (const SheetPlacement &p : placements)
        all = all.isNull() ? p.*which : all.united(p.*which);
    return all;
}

// A mirror image across a vertical line x = a (horizontal) or a horizontal line y = a.
QTransform mirrorAcross(double a, bool vertical)
{
    return vertical ? QTransform(-1, 0, 0, 1, 2 * a, 0) : QTransform(1, 0, 0, -1, 0, 2 * a);
}

} // namespace

SheetWriter::SheetWriter(const Catalogue &catalogue, const SheetOptions &options)
    : m_catalogue(catalogue)
    , m_options(options)
    , m_layout(options.layout)
{
    TileRenderOptions render;
    render.frame = false;
    render.overdraw = 3 * SeamOverlapMm / std::max(1.0, options.layout.tileMm);
    render.fieldTints = options.fieldTints;
    render.artBaseDirectory = options.artBaseDirectory;
    m_renderer = std::make_unique<TileRenderer>(render);
    plan();
}

SheetWriter::~SheetWriter() = default;

int SheetWriter::copiesOf(const TileDefinition &tile, const Catalogue &catalogue, const QString &edition)
{
    if (!edition.isEmpty())
        return tile.countIn(edition);
    const Expansion *expansion = catalogue.expansion(tile.expansion);
    if (expansion && !expansion->editions.isEmpty())
        return tile.countIn(expansion->editions.first().id);
    return tile.count;
}

QList<int> selectedTileIndices(const Catalogue &catalogue, const SheetTileSelection &selection, QString *error)
{
    const auto fail = [error](const QString &message) {
        if (error)
            *error = message;
        return QList<int>();
    };
    QList<int> chosen;
    if (!selection.tileIds.isEmpty()) {
        for (const QString &id : selection.tileIds) {
            const int index = catalogue.tileIndex(id);
            if (index < 0)
                return fail(u"no tile \"%1\" in the catalogue"_s.arg(id));
            chosen << index;
        }
    } else if (selection.all) {
        for (int i = 0; i < catalogue.tiles.size(); ++i)
            chosen << i;
    } else if (!selection.expansion.isEmpty()) {
        if (!catalogue.expansion(selection.expansion))
            return fail(u"no expansion \"%1\" in the catalogue"_s.arg(selection.expansion));
        for (int i = 0; i < catalogue.tiles.size(); ++i) {
            if (catalogue.tiles.at(i).expansion == selection.expansion)
                chosen << i;
        }
    } else {
        return fail(u"choose the tiles: an expansion, a list of tile ids, or all"_s);
    }
    return chosen;
}

void SheetWriter::plan()
{
    if (!m_layout.error().isEmpty()) {
        m_error = m_layout.error();
        return;
    }
    const SheetTileSelection &selection = m_options.tiles;
    const QList<int> chosen = selectedTileIndices(m_catalogue, selection, &m_error);
    if (!m_error.isEmpty())
        return;

    QList<int> queue;
    for (int index : std::as_const(chosen)) {
        const int copies
            = selection.contactSheet ? 1 : copiesOf(m_catalogue.tiles.at(index), m_catalogue, selection.edition);
        for (int c = 0; c < copies; ++c)
            queue << index;
    }
    if (queue.isEmpty()) {
        m_error = selection.edition.isEmpty()
            ? u"the chosen tiles have no copies"_s
            : u"the chosen tiles have no copies in edition \"%1\""_s.arg(selection.edition);
        return;
    }

    const bool backs = m_options.layout.backs != DuplexMode::None;
    int sheet = 0;
    if (m_options.layout.alignmentTestPage) {
        m_pages << SheetPage {SheetPageKind::AlignmentFront, sheet, {}, m_layout.gridTrim(), m_layout.gridBleed()};
        if (backs) {
            m_pages << SheetPage {SheetPageKind::AlignmentBack,
                                  sheet,
                                  {},
                                  m_layout.backRect(m_layout.gridTrim()),
                                  m_layout.backRect(m_layout.gridBleed())};
        }
        ++sheet;
    }

    const int columns = m_layout.columns(), rows = m_layout.rows();
    QList<bool> taken(columns * rows, false);
    SheetPage front {SheetPageKind::Front, sheet, {}, {}, {}};
    auto flush = [&]() {
        if (front.placements.isEmpty())
            return;
        // In the shared layout a tile bleeds wherever no tile lies next to it on
        // this page (the grid's rim, and the empty part of a last page).
        if (m_options.layout.layout == SheetLayoutKind::SharedCutLines) {
            const double b = std::max(0.0, m_options.layout.bleedMm);
            auto emptyAt = [&](int column, int row) {
                return column < 0 || row < 0 || column >= columns || row >= rows || !taken.at(row * columns + column);
            };
            for (SheetPlacement &p : front.placements) {
                const QRect s = p.slots;
                bool left = true, right = true, top = true, bottom = true;
                for (int r = s.top(); r <= s.bottom(); ++r) {
                    left = left && emptyAt(s.left() - 1, r);
                    right = right && emptyAt(s.right() + 1, r);
                }
                for (int c = s.left(); c <= s.right(); ++c) {
                    top = top && emptyAt(c, s.top() - 1);
                    bottom = bottom && emptyAt(c, s.bottom() + 1);
                }
                p.bleed = p.trim.adjusted(left ? -b : 0, top ? -b : 0, right ? b : 0, bottom ? b : 0);
            }
        }
        front.trimBox = unionOf(front.placements, &SheetPlacement::trim);
        front.bleedBox = unionOf(front.placements, &SheetPlacement::bleed);
        m_pages << front;
        if (backs) {
            SheetPage back {SheetPageKind::Back,
                            front.sheet,
                            {},
                            m_layout.backRect(front.trimBox),
                            m_layout.backRect(front.bleedBox)};
            for (const SheetPlacement &p : std::as_const(front.placements))
                back.placements << SheetPlacement {p.tile, p.tileId, m_layout.backRect(p.trim),
                                                   m_layout.backRect(p.bleed), p.slots};
            m_pages << back;
        }
        front = SheetPage {SheetPageKind::Front, ++sheet, {}, {}, {}};
        std::fill(taken.begin(), taken.end(), false);
    };
    auto findSpot = [&](QSize cells) -> int {
        for (int row = 0; row + cells.height() <= rows; ++row) {
            for (int column = 0; column + cells.width() <= columns; ++column) {
                bool free = true;
                for (int dy = 0; dy < cells.height() && free; ++dy) {
                    for (int dx = 0; dx < cells.width() && free; ++dx)
                        free = !taken.at((row + dy) * columns + column + dx);
                }
                if (free)
                    return row * columns + column;
            }
        }
        return -1;
    };
    for (int index : std::as_const(queue)) {
        const TileDefinition &tile = m_catalogue.tiles.at(index);
        const QSize cells(std::max(1, tile.size.width()), std::max(1, tile.size.height()));
        int spot = findSpot(cells);
        if (spot < 0) {
            flush();
            spot = findSpot(cells);
        }
        if (spot < 0) {
            m_error = u"tile \"%1\" (%2 x %3 cells) does not fit a page of %4 x %5 tiles"_s.arg(tile.id)
                          .arg(cells.width())
                          .arg(cells.height())
                          .arg(columns)
                          .arg(rows);
            m_pages.clear();
            return;
        }
        const int column = spot % columns, row = spot / columns;
        for (int dy = 0; dy < cells.height(); ++dy) {
            for (int dx = 0; dx < cells.width(); ++dx)
                taken[(row + dy) * columns + column + dx] = true;
        }
        front.placements << SheetPlacement {index, tile.id, m_layout.trimRect(column, row, cells),
                                            m_layout.bleedRect(column, row, cells), QRect(QPoint(column, row), cells)};
    }
    flush();
}

SheetReport SheetWriter::report() const
{
    SheetReport report;
    report.pages = int(m_pages.size());
    for (const SheetPage &page : m_pages) {
        switch (page.kind) {
        case SheetPageKind::Front:
            ++report.frontPages;
            report.tiles += int(page.placements.size());
            break;
        case SheetPageKind::Back:
            ++report.backPages;
            break;
        case SheetPageKind::AlignmentFront:
        case SheetPageKind::AlignmentBack:
            ++report.testPages;
            break;
        }
    }
    report.columns = m_layout.columns();
    report.rows = m_layout.rows();
    report.tilesPerPage = m_layout.slotsPerPage();
    report.pageSizeMm = m_layout.pageSizeMm();
    return report;
}

// The tile is painted into its trim, then mirrored across each cut edge
// into the bleed, so the art carries on past the cut and a slightly wandering
// blade leaves no white edge.
void SheetWriter::paintTile(QPainter &painter, const SheetPlacement &placement, bool back) const
{
    const TileDefinition &tile = m_catalogue.tiles.at(placement.tile);
    const QRectF trim = placement.trim;
    QRectF printed = placement.bleed;
    printed.setLeft(std::min(printed.left(), trim.left() - SeamOverlapMm));
    printed.setTop(std::min(printed.top(), trim.top() - SeamOverlapMm));
    printed.setRight(std::max(printed.right(), trim.right() + SeamOverlapMm));
    printed.setBottom(std::max(printed.bottom(), trim.bottom() + SeamOverlapMm));

    const QString backId = effectiveBackId(tile, &m_catalogue);
    const TileBack *tileBack = m_catalogue.back(backId);
    auto paintOnce = [&]() {
        if (back)
            m_renderer->paintBack(painter, trim, tile, backId, tileBack ? tileBack->colour : QColor());
        else
            m_renderer->paint(painter, trim, tile);
    };

    if (back) {
        // A back is one colour to its edges: fill the bleed, then draw it in its trim.
        painter.save();
        painter.setPen(Qt::NoPen);
        painter.setBrush(TilePalette::backColour(backId, tileBack ? tileBack->colour : QColor()));
        painter.drawRect(printed);
        paintOnce();
        painter.restore();
        return;
    }
    // Mirrored copies first, reaching a little inside the trim, then the tile
    // itself on top: where the two meet, anti-aliasing blends like with like
    // instead of letting the paper show through as a hairline.
    const double xs[] = {printed.left(), trim.left(), trim.right(), printed.right()};
    const double ys[] = {printed.top(), trim.top(), trim.bottom(), printed.bottom()};
    constexpr double Reach = 3 * SeamOverlapMm;
    // The tile itself runs on `Reach` past its trim (the renderer's overdraw), so a
    // side printed no further than that (a seam between two tiles) needs no mirror:
    // most tiles of the shared-cut layout need none, which keeps the PDF small and
    // quick to write. A mirrored strip then runs on over the seams at its ends.
    const bool mirrorX[] = {trim.left() - printed.left() > Reach, false, printed.right() - trim.right() > Reach};
    const bool mirrorY[] = {trim.top() - printed.top() > Reach, false, printed.bottom() - trim.bottom() > Reach};
    for (int i = 0; i < 3; ++i) {
        for (int j = 0; j < 3; ++j) {
            if ((i == 1 && j == 1) || (i != 1 && !mirrorX[i]) || (j != 1 && !mirrorY[j]))
                continue;
            const double left = i == 1 && !mirrorX[0] ? xs[0] : xs[i];
            const double right = i == 1 && !mirrorX[2] ? xs[3] : xs[i + 1];
            const double top = j == 1 && !mirrorY[0] ? ys[0] : ys[j];
            const double bottom = j == 1 && !mirrorY[2] ? ys[3] : ys[j + 1];
            QRectF part(QPointF(left, top), QPointF(right, bottom));
            if (part.width() <= 0 || part.height() <= 0)
                continue;
            part.adjust(i == 2 ? -Reach : 0, j == 2 ? -Reach : 0, i == 0 ? Reach : 0, j == 0 ? Reach : 0);
            painter.save();
            painter.setClipRect(part, Qt::IntersectClip);
            if (i != 1)
                painter.setTransform(mirrorAcross(i == 0 ? trim.left() : trim.right(), true), true);
            if (j != 1)
                painter.setTransform(mirrorAcross(j == 0 ? trim.top() : trim.bottom(), false), true);
            paintOnce();
            painter.restore();
        }
    }
    painter.save();
    painter.setClipRect(trim.adjusted(-Reach, -Reach, Reach, Reach), Qt::IntersectClip);
    paintOnce();
    painter.restore();
}

void SheetWriter::paintCropMarks(QPainter &painter, bool back) const
{
    const SheetLayoutOptions &o = m_options.layout;
    if (!o.cropMarks)
        return;
    const QRectF grid = m_layout.gridTrim();
    const QSizeF page = m_layout.pageSizeMm();
    // Never inside the bleed: printed art there would hide the mark.
    const double start = std::max(o.cropMarkOffsetMm, std::max(0.0, o.bleedMm));
    QPen pen(Qt::black, o.cropMarkWidthPt / PointsPerMm);
    pen.setCapStyle(Qt::FlatCap);
    painter.save();
    painter.setPen(pen);
    painter.setClipRect(QRectF(QPointF(), page), Qt::IntersectClip);
    auto place = [&](QPointF p) { return back ? m_layout.backPoint(p) : p; };
    auto mark = [&](QPointF from, QPointF to) {
        if (from.x() >= 0 && from.y() >= 0 && from.x() <= page.width() && from.y() <= page.height())
            painter.drawLine(place(from), place(to));
    };
    for (double x : m_layout.cutLinesX()) {
        mark({x, grid.top() - start}, {x, o.cropMarksToPageEdge ? 0.0 : grid.top() - start - o.cropMarkLengthMm});
        mark({x, grid.bottom() + start},
             {x, o.cropMarksToPageEdge ? page.height() : grid.bottom() + start + o.cropMarkLengthMm});
    }
    for (double y : m_layout.cutLinesY()) {
        mark({grid.left() - start, y}, {o.cropMarksToPageEdge ? 0.0 : grid.left() - start - o.cropMarkLengthMm, y});
        mark({grid.right() + start, y},
             {o.cropMarksToPageEdge ? page.width() : grid.right() + start + o.cropMarkLengthMm, y});
    }
    painter.restore();
}

void SheetWriter::paintLabel(QPainter &painter, const SheetPage &page, int pageIndex) const
{
    const QRectF grid = m_layout.gridTrim();
    const QSizeF size = m_layout.pageSizeMm();
    const double below = size.height() - grid.bottom() - std::max(0.0, m_options.layout.bleedMm);
    if (below < 5)
        return;
    QString what;
    switch (page.kind) {
    case SheetPageKind::Front:
        what = SheetText::tr("front");
        break;
    case SheetPageKind::Back:
        what = SheetText::tr("back");
        break;
    default:
        return;
    }
    const Expansion *expansion = m_catalogue.expansion(m_options.tiles.expansion);
    const QString name = !m_options.title.isEmpty() ? m_options.title
        : expansion                                 ? localName(*expansion, QLocale().name())
                                                    : u"Krajina"_s;
    const QString text = u"%1 · %2 %3/%4 · 100 %"_s.arg(name, what).arg(pageIndex + 1).arg(m_pages.size());
    // Between the first two cut lines, where no crop mark runs.
    QPointF at(grid.left() + 1.5, size.height() - std::min(3.5, below / 2));
    if (page.kind == SheetPageKind::Back)
        at = m_layout.backPoint(QPointF(grid.left() + 1.5 + 40, at.y())) - QPointF(40, 0);
    painter.save();
    painter.setClipRect(QRectF(at.x() - 0.5, at.y() - 3, m_options.layout.tileMm - 3, 4), Qt::IntersectClip);
    drawText(painter, text, at, 2.2, Qt::AlignLeft, QColor(110, 110, 110));
    painter.restore();
}

void SheetWriter::paintAlignmentFront(QPainter &painter) const
{
    const QSizeF page = m_layout.pageSizeMm();
    const QRectF grid = m_layout.gridTrim();
    const double tile = m_options.layout.tileMm;
    painter.save();
    painter.setRenderHint(QPainter::Antialiasing);
    painter.setBrush(Qt::NoBrush);
    for (int row = 0; row < m_layout.rows(); ++row) {
        for (int column = 0; column < m_layout.columns(); ++column) {
            const QRectF trim = m_layout.trimRect(column, row);
            painter.setPen(QPen(QColor(150, 150, 150), 0.15));
            painter.drawRect(trim);
            painter.setPen(QPen(Qt::black, 0.2));
            const QPointF c = trim.center();
            painter.drawLine(c - QPointF(6, 0), c + QPointF(6, 0));
            painter.drawLine(c - QPointF(0, 6), c + QPointF(0, 6));
            painter.drawEllipse(c, 1.5, 1.5);
        }
    }
    // A 100 mm scale across the first row, to check the printer did not scale the page.
    const QPointF bar(grid.left() + (grid.width() - 100) / 2, grid.top() + 17);
    painter.setPen(QPen(Qt::black, 0.2));
    painter.drawLine(bar, bar + QPointF(100, 0));
    for (int mm = 0; mm <= 100; ++mm) {
        const double length = mm % 10 == 0 ? 3 : (mm % 5 == 0 ? 2 : 1.2);
        painter.drawLine(bar + QPointF(mm, 0), bar + QPointF(mm, -length));
        if (mm % 10 == 0)
            drawText(painter, QString::number(mm), bar + QPointF(mm, -3.6), 2.2, Qt::AlignHCenter, Qt::black);
    }
    drawText(painter, SheetText::tr("Alignment test: print at 100 % (actual size), no fit-to-page."),
             QPointF(page.width() / 2, grid.top() + 5), 3.2, Qt::AlignHCenter, Qt::black);
    drawText(painter, SheetText::tr("The scale is 100 mm long; each square is %1 mm.").arg(tile),
             QPointF(page.width() / 2, grid.top() + 9), 2.6, Qt::AlignHCenter, Qt::black);
    painter.restore();
    paintCropMarks(painter, false);
}

void SheetWriter::paintAlignmentBack(QPainter &painter) const
{
    const QSizeF page = m_layout.pageSizeMm();
    const QColor red(200, 30, 30);
    painter.save();
    painter.setRenderHint(QPainter::Antialiasing);
    for (int row = 0; row < m_layout.rows(); ++row) {
        for (int column = 0; column < m_layout.columns(); ++column) {
            // A scale from -5 to +5 mm round where the front's cross should show through.
            const QPointF c = m_layout.backRect(m_layout.trimRect(column, row)).center();
            painter.setPen(QPen(red, 0.15));
            painter.drawLine(c - QPointF(5, 0), c + QPointF(5, 0));
            painter.drawLine(c - QPointF(0, 5), c + QPointF(0, 5));
            for (int half = -10; half <= 10; ++half) {
                const double at = half * 0.5;
                const double length = half == 0 ? 2.5 : (half % 2 == 0 ? 1.3 : 0.7);
                painter.drawLine(c + QPointF(at, -length / 2), c + QPointF(at, length / 2));
                painter.drawLine(c + QPointF(-length / 2, at), c + QPointF(length / 2, at));
            }
            if (row == 0 && column == 0) {
                drawText(painter, u"+5"_s, c + QPointF(5, 3.5), 1.8, Qt::AlignHCenter, red);
                drawText(painter, u"+5"_s, c + QPointF(2, 5.5), 1.8, Qt::AlignLeft, red);
            }
        }
    }
    const QRectF grid = m_layout.backRect(m_layout.gridTrim());
    const QString hint
        = SheetText::tr("Hold the sheet to the light. Where the front's black cross sits X mm right and Y mm "
                        "down of the red zero, add X,Y to the back offset.");
    drawText(painter, hint, QPointF(page.width() / 2, grid.top() + 6), 2.4, Qt::AlignHCenter, red);
    painter.restore();
    paintCropMarks(painter, true);
}

void SheetWriter::paintPage(QPainter &painter, int pageIndex) const
{
    if (pageIndex < 0 || pageIndex >= m_pages.size())
        return;
    const SheetPage &page = m_pages.at(pageIndex);
    painter.save();
    switch (page.kind) {
    case SheetPageKind::Front:
    case SheetPageKind::Back: {
        const bool back = page.kind == SheetPageKind::Back;
        for (const SheetPlacement &placement : page.placements)
            paintTile(painter, placement, back);
        paintCropMarks(painter, back);
        paintLabel(painter, page, pageIndex);
        break;
    }
    case SheetPageKind::AlignmentFront:
        paintAlignmentFront(painter);
        break;
    case SheetPageKind::AlignmentBack:
        paintAlignmentBack(painter);
        break;
    }
    painter.restore();
}

QByteArray SheetWriter::toPdf(QString *error) const
{
    if (!m_error.isEmpty()) {
        if (error)
            *error = m_error;
        return {};
    }
    const QSizeF pageMm = m_layout.pageSizeMm();
    // Qt rounds the MediaBox to whole points; the boxes are measured from its bottom edge.
    double mediaHeightMm = pageMm.height();
    QBuffer buffer;
    buffer.open(QIODevice::WriteOnly);
    {
        QPdfWriter writer(&buffer);
        writer.setPdfVersion(m_options.pdfX4Cmyk ? QPagedPaintDevice::PdfVersion_X4
                                                 : QPagedPaintDevice::PdfVersion_1_6);
        if (m_options.pdfX4Cmyk)
            writer.setColorModel(QPdfWriter::ColorModel::CMYK);
        const Expansion *expansion = m_catalogue.expansion(m_options.tiles.expansion);
        writer.setTitle(!m_options.title.isEmpty() ? m_options.title
                                                   : (expansion ? expansion->nameEn : u"Krajina tile sheets"_s));
        writer.setCreator(u"Krajina "_s + applicationVersion());
        writer.setResolution(PdfResolution);
        const QPageSize paper(m_options.layout.paper == PaperSize::Letter ? QPageSize::Letter : QPageSize::A4);
        writer.setPageLayout(QPageLayout(paper,
                                         m_options.layout.orientation == PaperOrientation::Landscape
                                             ? QPageLayout::Landscape
                                             : QPageLayout::Portrait,
                                         QMarginsF(0, 0, 0, 0)));
        mediaHeightMm = writer.pageLayout().fullRectPoints().height() / PointsPerMm;
        QPainter painter;
        if (!painter.begin(&writer)) {
            if (error)
                *error = u"cannot start writing the PDF"_s;
            return {};
        }
        const double scale = PdfResolution / 25.4;
        for (int i = 0; i < m_pages.size(); ++i) {
            if (i > 0)
                writer.newPage();
            painter.save();
            painter.scale(scale, scale);
            paintPage(painter, i);
            painter.restore();
        }
        painter.end();
    }

    QList<PdfPageBoxes> boxes;
    for (const SheetPage &page : m_pages) {
        const QRectF whole(QPointF(), pageMm);
        boxes << PdfPageBoxes {toPdfPoints(page.trimBox.intersected(whole), mediaHeightMm),
                               toPdfPoints(page.bleedBox.intersected(whole), mediaHeightMm)};
    }
    PdfViewerPreferences preferences;
    switch (m_options.layout.backs) {
    case DuplexMode::None:
        preferences.duplex = "Simplex";
        break;
    case DuplexMode::LongEdge:
        preferences.duplex = "DuplexFlipLongEdge";
        break;
    case DuplexMode::ShortEdge:
        preferences.duplex = "DuplexFlipShortEdge";
        break;
    }
    const PdfPostProcessResult finished = addPrintSettings(buffer.data(), boxes, preferences);
    if (!finished.ok()) {
        if (error)
            *error = finished.error;
        return {};
    }
    return finished.pdf;
}

bool SheetWriter::writePdf(const QString &path, QString *error) const
{
    QString why;
    const QByteArray pdf = toPdf(&why);
    if (pdf.isEmpty()) {
        if (error)
            *error = u"%1: %2"_s.arg(path, why);
        return false;
    }
    QSaveFile file(path);
    if (!file.open(QIODevice::WriteOnly) || file.write(pdf) != pdf.size() || !file.commit()) {
        if (error)
            *error = u"%1: %2"_s.arg(path, file.errorString());
        return false;
    }
    return true;
}

} // namespace Krajina
