// SPDX-FileCopyrightText: 2026 Krajina contributors
// SPDX-License-Identifier: GPL-3.0-or-later

#include "catalogue/catalogueio.h"
#include "render/sheetwriter.h"
#include "render/tilepalette.h"

#include <QFile>
#include <QHash>
#include <QImage>
#include <QMap>
#include <QPainter>
#include <QProcess>
#include <QRegularExpression>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTest>

#include <cmath>
#include <tuple>

using namespace Krajina;
using namespace Qt::StringLiterals;

namespace {

constexpr double PointsPerMm = 72.0 / 25.4;

// What a PDF says about its pages, read with a parser of our own (regular
// expressions over the object text), independent of the code that wrote it.
struct PdfFacts
{
    QList<QRectF> media, trim, bleed;
    QString printScaling, duplex;
    QByteArray header;
    int pages() const { return int(media.size()); }
};

QRectF boxIn(const QByteArray &dictionary, const QString &key)
{
    const QRegularExpression pattern(u"/"_s + key
                                     + u"\\s*\\[\\s*([-\\d.]+)\\s+([-\\d.]+)\\s+([-\\d.]+)\\s+([-\\d.]+)\\s*\\]"_s);
    const auto m = pattern.match(QString::fromLatin1(dictionary));
    if (!m.hasMatch())
        return {};
    return QRectF(QPointF(m.captured(1).toDouble(), m.captured(2).toDouble()),
                  QPointF(m.captured(3).toDouble(), m.captured(4).toDouble()));
}

PdfFacts readPdf(const QByteArray &pdf)
{
    PdfFacts facts;
    facts.header = pdf.left(8);
    // Later definitions of an object (incremental updates) replace earlier ones.
    QMap<int, QByteArray> objects;
    static const QRegularExpression objectPattern(u"(?:^|[\\r\\n])(\\d+) 0 obj(.*?)endobj"_s,
                                                  QRegularExpression::DotMatchesEverythingOption);
    const QString text = QString::fromLatin1(pdf);
    auto it = objectPattern.globalMatch(text);
    while (it.hasNext()) {
        const auto m = it.next();
        objects.insert(m.captured(1).toInt(), m.captured(2).toLatin1());
    }
    static const QRegularExpression rootPattern(u"/Root\\s+(\\d+)\\s+0\\s+R"_s);
    int root = 0;
    auto roots = rootPattern.globalMatch(text);
    while (roots.hasNext())
        root = roots.next().captured(1).toInt();
    const QByteArray catalogue = objects.value(root);
    static const QRegularExpression pagesPattern(u"/Pages\\s+(\\d+)\\s+0\\s+R"_s);
    static const QRegularExpression scalingPattern(u"/PrintScaling\\s*/(\\w+)"_s);
    static const QRegularExpression duplexPattern(u"/Duplex\\s*/(\\w+)"_s);
    facts.printScaling = scalingPattern.match(QString::fromLatin1(catalogue)).captured(1);
    facts.duplex = duplexPattern.match(QString::fromLatin1(catalogue)).captured(1);

    QList<int> queue {pagesPattern.match(QString::fromLatin1(catalogue)).captured(1).toInt()};
    static const QRegularExpression kidsPattern(u"/Kids\\s*\\[([^\\]]*)\\]"_s);
    static const QRegularExpression referencePattern(u"(\\d+)\\s+0\\s+R"_s);
    while (!queue.isEmpty()) {
        const QByteArray node = objects.value(queue.takeFirst());
        if (QString::fromLatin1(node).contains(QRegularExpression(u"/Type\\s*/Page\\b"_s))) {
            facts.media << boxIn(node, u"MediaBox"_s);
            facts.trim << boxIn(node, u"TrimBox"_s);
            facts.bleed << boxIn(node, u"BleedBox"_s);
            continue;
        }
        QList<int> kids;
        auto refs = referencePattern.globalMatch(kidsPattern.match(QString::fromLatin1(node)).captured(1));
        while (refs.hasNext())
            kids << refs.next().captured(1).toInt();
        queue = kids + queue;
    }
    return facts;
}

bool contains(const QRectF &outer, const QRectF &inner)
{
    return outer.adjusted(-0.01, -0.01, 0.01, 0.01).contains(inner);
}

bool near(double a, double b, double tolerance)
{
    return std::abs(a - b) <= tolerance;
}

// The physical flip a duplex printer makes, as the PDF duplex names describe it:
// "long edge" turns the sheet about its long side.
QPointF turnOver(QPointF backPoint, QSizeF page, DuplexMode mode)
{
    const bool portrait = page.height() > page.width();
    const bool aboutVerticalAxis = (mode == DuplexMode::LongEdge) == portrait;
    return aboutVerticalAxis ? QPointF(page.width() - backPoint.x(), backPoint.y())
                             : QPointF(backPoint.x(), page.height() - backPoint.y());
}

QRectF turnOver(const QRectF &back, QSizeF page, DuplexMode mode)
{
    return QRectF(turnOver(back.topLeft(), page, mode), turnOver(back.bottomRight(), page, mode)).normalized();
}

SheetOptions baseOptions()
{
    SheetOptions options;
    options.tiles.expansion = u"base"_s;
    return options;
}

QImage paintedPage(const SheetWriter &writer, int page, double pixelsPerMm)
{
    const QSizeF size = writer.layout().pageSizeMm() * pixelsPerMm;
    QImage image(size.toSize(), QImage::Format_RGB32);
    image.fill(Qt::white);
    QPainter painter(&image);
    painter.scale(pixelsPerMm, pixelsPerMm);
    writer.paintPage(painter, page);
    painter.end();
    return image;
}

// Runs of dark pixels along one row or column of a grey image (pdftoppm -gray, PGM).
QList<double> darkRuns(const QImage &image, int line, bool alongRow)
{
    QList<double> centres;
    int start = -1;
    const int length = alongRow ? image.width() : image.height();
    for (int i = 0; i <= length; ++i) {
        const bool dark = i < length && qGray(alongRow ? image.pixel(i, line) : image.pixel(line, i)) < 100;
        if (dark && start < 0)
            start = i;
        if (!dark && start >= 0) {
            centres << (start + i - 1) / 2.0;
            start = -1;
        }
    }
    return centres;
}

// The options of a pdfCarriesBoxesAndPreferences_data row.
SheetOptions rowOptions(PaperSize paper, SheetLayoutKind layout, DuplexMode backs)
{
    SheetOptions options = baseOptions();
    options.layout.paper = paper;
    options.layout.layout = layout;
    options.layout.backs = backs;
    return options;
}

} // namespace

class TestSheetWriter : public QObject
{
    Q_OBJECT
    QHash<QByteArray, QByteArray> m_pdfs; // data tag -> PDF, from pdfCarriesBoxesAndPreferences
private Q_SLOTS:
    void initTestCase() { QVERIFY(bundledCatalogue().expansion(u"base")); }

    void baseGameFillsThreeA4Pages()
    {
        const SheetWriter writer(bundledCatalogue(), baseOptions());
        QVERIFY2(writer.error().isEmpty(), qPrintable(writer.error()));
        const SheetReport report = writer.report();
        QCOMPARE(report.tiles, bundledCatalogue().tileCountIn(u"base", u"classic"_s));
        QCOMPARE(report.tilesPerPage, 24);
        QCOMPARE(report.columns, 4);
        QCOMPARE(report.rows, 6);
        QCOMPARE(report.frontPages, 3);
        QCOMPARE(report.pages, 3);

        SheetOptions withBacks = baseOptions();
        withBacks.layout.backs = DuplexMode::LongEdge;
        QCOMPARE(SheetWriter(bundledCatalogue(), withBacks).report().pages, 6);
        withBacks.layout.alignmentTestPage = true;
        QCOMPARE(SheetWriter(bundledCatalogue(), withBacks).report().testPages, 2);
        withBacks.tiles.contactSheet = true;
        QCOMPARE(SheetWriter(bundledCatalogue(), withBacks).report().tiles,
                 int(bundledCatalogue().tilesOf(u"base").size()));
    }

    void pdfCarriesBoxesAndPreferences_data()
    {
        QTest::addColumn<PaperSize>("paper");
        QTest::addColumn<SheetLayoutKind>("layout");
        QTest::addColumn<DuplexMode>("backs");
        QTest::addColumn<int>("perPage"); // the research notes' figures for 45 mm tiles
        for (PaperSize paper : {PaperSize::A4, PaperSize::Letter}) {
            for (SheetLayoutKind layout : {SheetLayoutKind::SharedCutLines, SheetLayoutKind::PerTileBleed}) {
                for (DuplexMode backs : {DuplexMode::None, DuplexMode::LongEdge, DuplexMode::ShortEdge}) {
                    const int perPage
                        = layout == SheetLayoutKind::PerTileBleed ? 15 : (paper == PaperSize::A4 ? 24 : 20);
                    const QString name
                        = paperSizeName(paper) + u' ' + sheetLayoutName(layout) + u' ' + duplexName(backs);
                    QTest::newRow(qPrintable(name)) << paper << layout << backs << perPage;
                }
            }
        }
    }
    void pdfCarriesBoxesAndPreferences()
    {
        QFETCH(PaperSize, paper);
        QFETCH(SheetLayoutKind, layout);
        QFETCH(DuplexMode, backs);
        QFETCH(int, perPage);
        const SheetOptions options = rowOptions(paper, layout, backs);
        const SheetWriter writer(bundledCatalogue(), options);
        QCOMPARE(writer.report().tilesPerPage, perPage);
        QString error;
        const QByteArray pdf = writer.toPdf(&error);
        QVERIFY2(!pdf.isEmpty(), qPrintable(error));
        const PdfFacts facts = readPdf(pdf);

        const int tiles = writer.report().tiles;
        const int fronts = (tiles + perPage - 1) / perPage;
        QCOMPARE(facts.pages(), backs == DuplexMode::None ? fronts : 2 * fronts);
        QCOMPARE(facts.printScaling, u"None"_s);
        QCOMPARE(facts.duplex,
                 backs == DuplexMode::None           ? u"Simplex"_s
                     : backs == DuplexMode::LongEdge ? u"DuplexFlipLongEdge"_s
                                                     : u"DuplexFlipShortEdge"_s);
        const QSizeF paperMm = SheetLayout::paperSizeMm(paper, PaperOrientation::Portrait);
        const double bleedPt = options.layout.bleedMm * PointsPerMm;
        for (int page = 0; page < facts.pages(); ++page) {
            const QRectF media = facts.media.at(page), trim = facts.trim.at(page), bleed = facts.bleed.at(page);
            QVERIFY(near(media.width(), paperMm.width() * PointsPerMm, 1));
            QVERIFY(near(media.height(), paperMm.height() * PointsPerMm, 1));
            QVERIFY2(!trim.isEmpty() && !bleed.isEmpty(), "every page has a trim and a bleed box");
            QVERIFY(contains(bleed, trim));
            QVERIFY(contains(media, bleed));
            QVERIFY(near(bleed.left(), trim.left() - bleedPt, 0.01));
            QVERIFY(near(bleed.top(), trim.top() - bleedPt, 0.01));
            // A full page of fronts (or its back) is the whole grid.
            const bool fullPage = backs == DuplexMode::None ? page < fronts - 1 : page / 2 < fronts - 1;
            if (fullPage) {
                const int columns = writer.layout().columns();
                const double gap = layout == SheetLayoutKind::PerTileBleed
                    ? 2 * options.layout.bleedMm + options.layout.gutterMm
                    : 0;
                QVERIFY(near(trim.width(), (columns * 45 + (columns - 1) * gap) * PointsPerMm, 0.01));
            }
        }
        m_pdfs.insert(QByteArray(QTest::currentDataTag()), pdf);
    }

    // An independent reader (poppler's pdfinfo) agrees each kind of sheet is well formed.
    void pdfinfoReadsTheSheets_data() { pdfCarriesBoxesAndPreferences_data(); }
    void pdfinfoReadsTheSheets()
    {
        const QString pdfinfo = QStandardPaths::findExecutable(u"pdfinfo"_s);
        if (pdfinfo.isEmpty())
            QSKIP("pdfinfo (poppler-utils) is not installed");
        // The sheet pdfCarriesBoxesAndPreferences wrote and checked for this row (or a new one when run alone).
        QByteArray pdf = m_pdfs.value(QByteArray(QTest::currentDataTag()));
        if (pdf.isEmpty()) {
            QFETCH(PaperSize, paper);
            QFETCH(SheetLayoutKind, layout);
            QFETCH(DuplexMode, backs);
            QString error;
            pdf = SheetWriter(bundledCatalogue(), rowOptions(paper, layout, backs)).toPdf(&error);
            QVERIFY2(!pdf.isEmpty(), qPrintable(error));
        }

        QTemporaryDir dir;
        QFile file(dir.filePath(u"sheet.pdf"_s));
        QVERIFY(file.open(QIODevice::WriteOnly));
        file.write(pdf);
        file.close();
        QProcess process;
        process.start(pdfinfo, {u"-box"_s, file.fileName()});
        QVERIFY(process.waitForFinished(30000));
        const QByteArray out = process.readAllStandardOutput();
        QCOMPARE(process.exitCode(), 0);
        QVERIFY2(process.readAllStandardError().isEmpty(), "pdfinfo reads the file without complaint");
        QVERIFY(out.contains(QByteArray("Pages:           ").append(QByteArray::number(readPdf(pdf).pages()))));
        QVERIFY(out.contains("TrimBox:"));
    }

    // Turn the printed sheet over the way the duplex mode says: each back must
    // lie exactly behind its front (and move by the offset, mirrored, when one is set).
    void backsLandBehindTheirFronts_data()
    {
        QTest::addColumn<DuplexMode>("backs");
        QTest::addColumn<PaperOrientation>("orientation");
        QTest::addColumn<QPointF>("offset");
        for (DuplexMode backs : {DuplexMode::LongEdge, DuplexMode::ShortEdge}) {
            for (PaperOrientation o : {PaperOrientation::Portrait, PaperOrientation::Landscape}) {
                for (QPointF offset : {QPointF(), QPointF(1.5, -0.8)}) {
                    const QString name
                        = duplexName(backs) + u' ' + orientationName(o) + (offset.isNull() ? u""_s : u" offset"_s);
                    QTest::newRow(qPrintable(name)) << backs << o << offset;
                }
            }
        }
    }
    void backsLandBehindTheirFronts()
    {
        QFETCH(DuplexMode, backs);
        QFETCH(PaperOrientation, orientation);
        QFETCH(QPointF, offset);
        SheetOptions options;
        options.tiles.all = true; // several expansions: each tile has its own back
        options.layout.backs = backs;
        options.layout.orientation = orientation;
        options.layout.backOffsetMm = offset;
        const SheetWriter writer(bundledCatalogue(), options);
        QVERIFY2(writer.error().isEmpty(), qPrintable(writer.error()));
        const QSizeF page = writer.layout().pageSizeMm();
        const QList<SheetPage> &pages = writer.pages();
        QVERIFY(pages.size() >= 4);
        int checked = 0;
        for (int i = 0; i + 1 < pages.size(); i += 2) {
            const SheetPage &front = pages.at(i);
            const SheetPage &back = pages.at(i + 1);
            QCOMPARE(front.kind, SheetPageKind::Front);
            QCOMPARE(back.kind, SheetPageKind::Back);
            QCOMPARE(back.placements.size(), front.placements.size());
            for (int j = 0; j < front.placements.size(); ++j) {
                QCOMPARE(back.placements.at(j).tileId, front.placements.at(j).tileId);
                // With no printer error, the back sits behind its front moved by the offset as seen from the front.
                const QRectF behind = turnOver(back.placements.at(j).trim, page, backs);
                const QPointF offsetSeenFromFront = turnOver(offset, page, backs) - turnOver(QPointF(), page, backs);
                const QRectF expected = front.placements.at(j).trim.translated(offsetSeenFromFront);
                QVERIFY2(near(behind.left(), expected.left(), 1e-6) && near(behind.top(), expected.top(), 1e-6)
                             && near(behind.width(), expected.width(), 1e-6)
                             && near(behind.height(), expected.height(), 1e-6),
                         qPrintable(front.placements.at(j).tileId));
                ++checked;
            }
        }
        QCOMPARE(checked, writer.report().tiles);
    }

    void pagesShowTheirTilesAndBacks()
    {
        SheetOptions options;
        options.tiles.expansion = u"river-1"_s;
        options.layout.backs = DuplexMode::LongEdge;
        const SheetWriter writer(bundledCatalogue(), options);
        const TilePalette &palette = TilePalette::standard();
        const double scale = 4; // pixels per millimetre
        const QImage front = paintedPage(writer, 0, scale);
        for (const SheetPlacement &p : writer.pages().at(0).placements) {
            const TileDefinition &tile = bundledCatalogue().tiles.at(p.tile);
            if (tile.size != QSize(1, 1))
                continue;
            // The middle of the west side, a little inside the tile.
            const QPointF west(p.trim.left() + 1.5, p.trim.center().y() + 0.9);
            const QColor seen = front.pixelColor((west * scale).toPoint());
            int best = INT_MAX;
            EdgeType nearest = EdgeType::Field;
            for (EdgeType type : {EdgeType::Field, EdgeType::Road, EdgeType::City, EdgeType::River}) {
                const QColor c = palette.edgeColour(type);
                const int d = std::abs(c.red() - seen.red()) + std::abs(c.green() - seen.green())
                    + std::abs(c.blue() - seen.blue());
                if (d < best) {
                    best = d;
                    nearest = type;
                }
            }
            QCOMPARE(edgeTypeName(nearest), edgeTypeName(tile.edge(Side::West)));
        }
        const QImage back = paintedPage(writer, 1, scale);
        const SheetPlacement &firstBack = writer.pages().at(1).placements.first();
        const TileBack *river = bundledCatalogue().back(u"river");
        QVERIFY(river);
        QCOMPARE(back.pixelColor(((firstBack.trim.topLeft() + QPointF(1, 1)) * scale).toPoint()), river->colour);
    }

    // On a part-filled last page, tiles bleed where they have no neighbour.
    void lastPageTilesBleedOnTheirOpenSides()
    {
        SheetOptions options;
        options.tiles.expansion = u"river-1"_s;
        const SheetWriter writer(bundledCatalogue(), options);
        const SheetPage &page = writer.pages().first();
        const double b = options.layout.bleedMm;
        int lowest = 0;
        for (const SheetPlacement &p : page.placements)
            lowest = std::max(lowest, p.slots.bottom());
        for (const SheetPlacement &p : page.placements) {
            const bool open = p.slots.bottom() == lowest;
            QVERIFY(near(p.bleed.bottom() - p.trim.bottom(), open ? b : 0, 1e-9));
        }
        QVERIFY(near(page.bleedBox.bottom() - page.trimBox.bottom(), b, 1e-9));
    }

    // The bleed past the grid's rim mirrors the tile, and no paper shows along
    // any seam between two tiles, for both layouts.
    void bleedMirrorsAndSeamsShowNoPaper_data()
    {
        QTest::addColumn<SheetLayoutKind>("layout");
        QTest::newRow("shared cut lines") << SheetLayoutKind::SharedCutLines;
        QTest::newRow("per-tile bleed") << SheetLayoutKind::PerTileBleed;
    }
    void bleedMirrorsAndSeamsShowNoPaper()
    {
        QFETCH(SheetLayoutKind, layout);
        SheetOptions options = baseOptions();
        options.layout.layout = layout;
        const SheetWriter writer(bundledCatalogue(), options);
        const double scale = 8; // pixels per millimetre
        const QImage page = paintedPage(writer, 0, scale);
        auto colourAt = [&](QPointF mm) { return page.pixelColor((mm * scale).toPoint()); };
        auto distance = [](const QColor &a, const QColor &b) {
            return std::abs(a.red() - b.red()) + std::abs(a.green() - b.green()) + std::abs(a.blue() - b.blue());
        };
        int mirrored = 0, unlike = 0, seams = 0;
        for (const SheetPlacement &p : writer.pages().at(0).placements) {
            const QRectF &t = p.trim;
            // West and north sides; every 3 mm along the side.
            for (double along = 2; along < t.height() - 2; along += 3) {
                const QPointF westOut(t.left() - 1.5, t.top() + along), westIn(t.left() + 1.5, t.top() + along);
                const QPointF northOut(t.left() + along, t.top() - 1.5), northIn(t.left() + along, t.top() + 1.5);
                for (const auto &[out, in, bleed] : {std::tuple(westOut, westIn, t.left() - p.bleed.left()),
                                                     std::tuple(northOut, northIn, t.top() - p.bleed.top())}) {
                    if (bleed > 1.5) {
                        // A sample on a wall's anti-aliased edge may differ by a pixel's shade.
                        if (distance(colourAt(out), colourAt(in)) >= 40)
                            ++unlike;
                        ++mirrored;
                    }
                }
                // On the trim line itself: the tile or its neighbour, never the paper.
                for (const QPointF &edge : {QPointF(t.left(), t.top() + along), QPointF(t.left() + along, t.top())}) {
                    QVERIFY2(distance(colourAt(edge), Qt::white) > 12,
                             qPrintable(u"%1: paper shows at %2,%3 mm"_s.arg(p.tileId).arg(edge.x()).arg(edge.y())));
                    ++seams;
                }
            }
        }
        QVERIFY(mirrored > 50);
        QVERIFY2(unlike * 50 < mirrored,
                 qPrintable(u"%1 of %2 bleed samples unlike the tile"_s.arg(unlike).arg(mirrored)));
        QVERIFY(seams > 300);
    }

    void doubleTilesTakeTwoSlots()
    {
        SheetOptions options;
        options.tiles.expansion = u"river-20"_s;
        const SheetWriter writer(bundledCatalogue(), options);
        QVERIFY2(writer.error().isEmpty(), qPrintable(writer.error()));
        bool seen = false;
        for (const SheetPlacement &p : writer.pages().first().placements) {
            const TileDefinition &tile = bundledCatalogue().tiles.at(p.tile);
            QCOMPARE(p.slots.width(), tile.size.width());
            QVERIFY(near(p.trim.width(), 45.0 * tile.size.width(), 1e-9));
            seen = seen || tile.size.width() > 1;
        }
        if (!seen)
            QSKIP("no double tile in River (20th anniversary)");
    }

    void badChoicesAreReported()
    {
        SheetOptions options;
        options.tiles.expansion = u"no-such-expansion"_s;
        QVERIFY(SheetWriter(bundledCatalogue(), options).error().contains(u"no-such-expansion"_s));
        options = SheetOptions();
        options.tiles.tileIds = {u"base/RCr"_s, u"base/nope"_s};
        QVERIFY(SheetWriter(bundledCatalogue(), options).error().contains(u"base/nope"_s));
        options = baseOptions();
        options.layout.tileMm = 300;
        const SheetWriter tooLarge(bundledCatalogue(), options);
        QVERIFY(tooLarge.error().contains(u"does not fit"_s));
        QString error;
        QVERIFY(tooLarge.toPdf(&error).isEmpty());
        QVERIFY(!error.isEmpty());
        QVERIFY(!SheetWriter(bundledCatalogue(), SheetOptions()).error().isEmpty());
    }

    void pdfX4IsCmyk()
    {
        SheetOptions options;
        options.tiles.expansion = u"river-1"_s;
        options.pdfX4Cmyk = true;
        QString error;
        const QByteArray pdf = SheetWriter(bundledCatalogue(), options).toPdf(&error);
        QVERIFY2(!pdf.isEmpty(), qPrintable(error));
        QVERIFY(pdf.contains("GTS_PDFX"));
        QVERIFY(pdf.contains("DeviceCMYK"));
        const PdfFacts facts = readPdf(pdf);
        QCOMPARE(facts.pages(), 1);
        QVERIFY(!facts.trim.first().isEmpty());
    }

    // Printed at 300 DPI, the distance between neighbouring crop marks is the tile size.
    void tilesMeasureTrueSizeWhenRasterised()
    {
        const QString pdftoppm = QStandardPaths::findExecutable(u"pdftoppm"_s);
        if (pdftoppm.isEmpty())
            QSKIP("pdftoppm is not installed");
        QTemporaryDir dir;
        const QString pdfPath = dir.filePath(u"base.pdf"_s);
        QString error;
        QVERIFY2(SheetWriter(bundledCatalogue(), baseOptions()).writePdf(pdfPath, &error), qPrintable(error));

        QProcess process;
        process.start(
            pdftoppm,
            {u"-r"_s, u"300"_s, u"-gray"_s, u"-f"_s, u"1"_s, u"-l"_s, u"1"_s, pdfPath, dir.filePath(u"page"_s)});
        QVERIFY(process.waitForFinished(60000));
        QCOMPARE(process.exitCode(), 0);
        const QImage page(dir.filePath(u"page-1.pgm"_s));
        QVERIFY(!page.isNull());
        const double mmPerPixel = 25.4 / 300;
        const SheetWriter writer(bundledCatalogue(), baseOptions());
        const SheetLayout &layout = writer.layout();
        // Marks run through the margins: across the top (vertical cuts) and down the left (horizontal cuts).
        const QList<double> across = darkRuns(page, int(5 / mmPerPixel), true);
        const QList<double> down = darkRuns(page, int(5 / mmPerPixel), false);
        QCOMPARE(across.size(), layout.columns() + 1);
        QCOMPARE(down.size(), layout.rows() + 1);
        for (const QList<double> &marks : {across, down}) {
            for (int i = 1; i < marks.size(); ++i) {
                const double tileMm = (marks.at(i) - marks.at(i - 1)) * mmPerPixel;
                QVERIFY2(near(tileMm, 45, 0.2), qPrintable(u"a tile measures %1 mm"_s.arg(tileMm)));
            }
        }
        // And the first cut is where the layout puts it.
        QVERIFY(near(across.first() * mmPerPixel, layout.gridTrim().left(), 0.2));
    }
};

QTEST_MAIN(TestSheetWriter)
#include "tst_sheetwriter.moc"
