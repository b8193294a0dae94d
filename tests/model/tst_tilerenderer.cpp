// SPDX-FileCopyrightText: 2026 Krajina contributors
// SPDX-License-Identifier: GPL-3.0-or-later

#include "catalogue/catalogueio.h"
#include "render/tileart.h"
#include "render/tilegeometry.h"
#include "render/tilerenderer.h"

#include <QBuffer>
#include <QDir>
#include <QFile>
#include <QImage>
#include <QPainter>
#include <QSet>
#include <QSvgRenderer>
#include <QTemporaryDir>
#include <QTest>
#include <QXmlStreamReader>

#include <cmath>

using namespace Krajina;
using namespace Qt::StringLiterals;

namespace {

int colourDistance(const QColor &a, const QColor &b)
{
    return std::abs(a.red() - b.red()) + std::abs(a.green() - b.green()) + std::abs(a.blue() - b.blue());
}

// The edge type whose palette colour is nearest to the pixel.
EdgeType nearestEdgeType(const QColor &pixel)
{
    const TilePalette &palette = TilePalette::standard();
    EdgeType best = EdgeType::Field;
    int bestDistance = INT_MAX;
    for (EdgeType type : {EdgeType::Field, EdgeType::Road, EdgeType::City, EdgeType::River}) {
        const int d = colourDistance(pixel, palette.edgeColour(type));
        if (d < bestDistance) {
            bestDistance = d;
            best = type;
        }
    }
    return best;
}

// A point near the middle of a cell's side, just inside the tile, a little
// off the exact middle so a river's light centre line is not what is sampled.
QPointF sideSample(Side side)
{
    const int position = int(side) * 3 + 1;
    const QPointF onEdge = TileGeometry::positionPoint(position, 0.04);
    const QPointF along = TileGeometry::positionPoint(position + 1, 0.04) - onEdge;
    return onEdge + along * (0.03 / 0.25);
}

QColor pixelAt(const QImage &image, QPointF unitPoint, int cellPixels, QPoint cellOrigin = {})
{
    const QPoint p(qFloor(cellOrigin.x() + unitPoint.x() * cellPixels),
                   qFloor(cellOrigin.y() + unitPoint.y() * cellPixels));
    return image.pixelColor(p);
}

TileDefinition rotatedDefinition(TileDefinition tile, int quarterTurns)
{
    for (Feature &f : tile.features)
        f.locations = f.locations.rotated(quarterTurns);
    return tile;
}

int fieldOrdinal(const TileDefinition &tile, int featureIndex)
{
    int ordinal = 0;
    for (int i = 0; i < featureIndex; ++i)
        ordinal += tile.features.at(i).type == FeatureType::Field ? 1 : 0;
    return ordinal;
}

QByteArray pngBytes(const QImage &image)
{
    QByteArray bytes;
    QBuffer buffer(&bytes);
    buffer.open(QIODevice::WriteOnly);
    image.save(&buffer, "PNG");
    return bytes;
}

} // namespace

class TestTileRenderer : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void initTestCase() { QVERIFY2(!bundledCatalogue().tiles.isEmpty(), "the bundled catalogue has tiles"); }

    void everyBundledTileRendersToPng()
    {
        QTemporaryDir dir;
        QVERIFY(dir.isValid());
        const TileRenderer renderer;
        for (const TileDefinition &tile : bundledCatalogue().tiles) {
            const QString path = dir.filePath(QString(tile.id).replace(u'/', u'_') + u".png");
            QString error;
            QVERIFY2(renderer.writePng(tile, path, 64, &error), qPrintable(error));
            QImage image(path);
            QVERIFY2(!image.isNull(), qPrintable(tile.id));
            QCOMPARE(image.size(), QSize(64 * tile.size.width(), 64 * tile.size.height()));
            QSet<QRgb> colours;
            for (int y = 0; y < image.height(); y += 4) {
                for (int x = 0; x < image.width(); x += 4)
                    colours.insert(image.pixel(x, y));
            }
            QVERIFY2(colours.size() > 3, qPrintable(tile.id + u" is nearly blank"_s));
        }
    }

    // Turning the picture must agree with turning the definition: the colour
    // at the middle of each side is that side's edge type after the turn.
    void rotatedRenderingsMatchRotatedDefinitions()
    {
        constexpr int Pixels = 120;
        int checked = 0;
        for (const TileDefinition &tile : bundledCatalogue().tiles) {
            if (tile.size != QSize(1, 1))
                continue;
            for (int turns = 0; turns < 4; ++turns) {
                TileRenderOptions options;
                options.rotationDegrees = 90 * turns;
                const QImage image = TileRenderer(options).toImage(tile, Pixels);
                const TileDefinition turned = rotatedDefinition(tile, turns);
                for (Side side : {Side::North, Side::East, Side::South, Side::West}) {
                    const QColor pixel = pixelAt(image, sideSample(side), Pixels);
                    const EdgeType seen = nearestEdgeType(pixel);
                    const EdgeType expected = turned.edge(side);
                    if (seen != expected) {
                        QFAIL(qPrintable(
                            u"%1 turned %2 times: side %3 looks like %4 (%5), the definition says %6"_s.arg(tile.id)
                                .arg(turns)
                                .arg(sideName(side), edgeTypeName(seen), pixel.name(), edgeTypeName(expected))));
                    }
                    ++checked;
                }
            }
        }
        QVERIFY(checked > 100);
    }

    void multiCellTilesSpanTheirCells()
    {
        const TileDefinition *wide = nullptr;
        for (const TileDefinition &tile : bundledCatalogue().tiles) {
            if (tile.cellCount() > 1)
                wide = &tile;
        }
        if (!wide)
            QSKIP("the bundled catalogue has no multi-cell tile");
        constexpr int Pixels = 100;
        const QImage flat = TileRenderer().toImage(*wide, Pixels);
        QCOMPARE(flat.size(), QSize(Pixels * wide->size.width(), Pixels * wide->size.height()));
        for (int cell = 0; cell < wide->cellCount(); ++cell) {
            const QPoint origin((cell % wide->size.width()) * Pixels, (cell / wide->size.width()) * Pixels);
            for (Side side : {Side::North, Side::East, Side::South, Side::West}) {
                const QColor pixel = pixelAt(flat, sideSample(side), Pixels, origin);
                QCOMPARE(edgeTypeName(nearestEdgeType(pixel)), edgeTypeName(wide->edge(side, cell)));
            }
        }
        TileRenderOptions turned;
        turned.rotationDegrees = 90;
        QCOMPARE(TileRenderer(turned).toImage(*wide, Pixels).size(), flat.size().transposed());
    }

    // With tints on, every half-edge of a field shows that field's tint, so
    // different fields show different colours.
    void fieldTintsTellFieldsApart()
    {
        constexpr int Pixels = 160;
        TileRenderOptions options;
        options.fieldTints = true;
        options.watermark = false;
        const TileRenderer renderer(options);
        int multiFieldTiles = 0;
        for (const TileDefinition &tile : bundledCatalogue().tiles) {
            if (tile.size != QSize(1, 1))
                continue;
            const QImage image = renderer.toImage(tile, Pixels);
            QHash<int, QColor> seenByField;
            for (int i = 0; i < tile.features.size(); ++i) {
                const Feature &f = tile.features.at(i);
                if (f.type != FeatureType::Field)
                    continue;
                const QColor tint = TilePalette::fieldTint(fieldOrdinal(tile, i));
                for (int p = 0; p < Location::PositionCount; ++p) {
                    if (!f.locations.contains(Location::position(p)))
                        continue;
                    const QColor pixel = pixelAt(image, TileGeometry::positionPoint(p, 0.05), Pixels);
                    QVERIFY2(colourDistance(pixel, tint) < 24,
                             qPrintable(u"%1: field %2 at %3 shows %4, its tint is %5"_s.arg(tile.id).arg(i).arg(
                                 Location::positionName(p), pixel.name(), tint.name())));
                    seenByField.insert(i, pixel);
                }
            }
            const QList<QColor> colours = seenByField.values();
            for (int a = 0; a < colours.size(); ++a) {
                for (int b = a + 1; b < colours.size(); ++b)
                    QVERIFY2(colourDistance(colours.at(a), colours.at(b)) > 60, qPrintable(tile.id));
            }
            multiFieldTiles += seenByField.size() > 1 ? 1 : 0;
        }
        QVERIFY(multiFieldTiles > 20);
    }

    // SVG has no clip paths in Qt's generator: the picture must not depend on them.
    void svgMatchesThePicture_data()
    {
        QTest::addColumn<QString>("tile");
        for (const char *id : {"base/RCr", "base/CcRr+", "river-2/CIcI", "river-2/RIrI", "river-2/I.v", "bets/CS"})
            QTest::newRow(id) << QString::fromLatin1(id);
    }
    void svgMatchesThePicture()
    {
        QFETCH(QString, tile);
        const TileDefinition *definition = bundledCatalogue().tile(tile);
        QVERIFY(definition);
        constexpr int Pixels = 200;
        const TileRenderer renderer;
        const QByteArray svg = renderer.toSvg(*definition, Pixels);
        QXmlStreamReader xml(svg);
        QVERIFY(xml.readNextStartElement());
        QCOMPARE(xml.name(), u"svg"_s);
        QSvgRenderer svgRenderer(svg);
        QVERIFY(svgRenderer.isValid());
        QImage fromSvg(Pixels, Pixels, QImage::Format_ARGB32_Premultiplied);
        fromSvg.fill(Qt::transparent);
        QPainter painter(&fromSvg);
        svgRenderer.render(&painter);
        painter.end();
        const QImage png = renderer.toImage(*definition, Pixels).convertToFormat(QImage::Format_ARGB32_Premultiplied);
        int differing = 0;
        for (int y = 0; y < Pixels; ++y) {
            for (int x = 0; x < Pixels; ++x)
                differing += colourDistance(png.pixelColor(x, y), fromSvg.pixelColor(x, y)) > 90 ? 1 : 0;
        }
        QVERIFY2(differing < Pixels * Pixels / 100,
                 qPrintable(u"%1 of %2 pixels differ"_s.arg(differing).arg(Pixels * Pixels)));
        for (Side side : {Side::North, Side::East, Side::South, Side::West})
            QCOMPARE(edgeTypeName(nearestEdgeType(pixelAt(fromSvg, sideSample(side), Pixels))),
                     edgeTypeName(definition->edge(side)));
    }

    void artIsDrawnUnderneath()
    {
        QTemporaryDir dir;
        QImage magenta(64, 64, QImage::Format_RGB32);
        magenta.fill(QColor(255, 0, 255));
        QVERIFY(magenta.save(dir.filePath(u"art.png"_s)));
        TileDefinition tile = *bundledCatalogue().tile(u"base/RCr");
        tile.art = u"art.png"_s;
        TileRenderOptions options;
        options.artBaseDirectory = dir.path();
        const QImage withArt = TileRenderer(options).toImage(tile, 100);
        const QColor centre = withArt.pixelColor(50, 80);
        QVERIFY2(centre.red() > 180 && centre.blue() > 100, qPrintable(centre.name()));
        options.art = false;
        QCOMPARE(TileRenderer(options).toImage(tile, 100).pixelColor(50, 80), TilePalette::standard().field);
    }

    void hostileSvgIsRefused_data()
    {
        QTest::addColumn<QByteArray>("svg");
        QTest::addColumn<QString>("complaint");
        QTest::newRow("external image") << QByteArray(
            "<svg xmlns=\"http://www.w3.org/2000/svg\" xmlns:xlink=\"http://www.w3.org/1999/xlink\">"
            "<image xlink:href=\"file:///etc/passwd\" width=\"10\" height=\"10\"/></svg>")
                                        << u"outside itself"_s;
        QTest::newRow("entities") << QByteArray("<?xml version=\"1.0\"?><!DOCTYPE svg [<!ENTITY a \"aaaaaaaa\">]>"
                                                "<svg xmlns=\"http://www.w3.org/2000/svg\"><text>&a;</text></svg>")
                                  << u"entities"_s;
        QTest::newRow("external style") << QByteArray("<svg xmlns=\"http://www.w3.org/2000/svg\">"
                                                      "<style>@import url(http://example.com/x.css);</style></svg>")
                                        << u"style"_s;
        QTest::newRow("script") << QByteArray("<svg xmlns=\"http://www.w3.org/2000/svg\"><script>x()</script></svg>")
                                << u"<script>"_s;
        QTest::newRow("not svg") << QByteArray("hello") << u"line"_s;
    }
    void hostileSvgIsRefused()
    {
        QFETCH(QByteArray, svg);
        QFETCH(QString, complaint);
        const TileArt art = TileArt::fromData(svg, u"evil.svg"_s);
        QVERIFY(art.isNull());
        QVERIFY2(art.error().startsWith(u"evil.svg: "_s), qPrintable(art.error()));
        QVERIFY2(art.error().contains(complaint), qPrintable(art.error()));
    }

    void friendlyArtLoads()
    {
        const QByteArray svg(
            "<svg xmlns=\"http://www.w3.org/2000/svg\" viewBox=\"0 0 10 10\">"
            "<defs><linearGradient id=\"g\"/></defs><rect width=\"10\" height=\"10\" fill=\"url(#g)\"/>"
            "<use href=\"#g\"/></svg>");
        QVERIFY2(!TileArt::fromData(svg, u"ok.svg"_s).isNull(),
                 qPrintable(TileArt::fromData(svg, u"ok.svg"_s).error()));
        QImage image(8, 8, QImage::Format_RGB32);
        image.fill(Qt::red);
        QVERIFY(!TileArt::fromData(pngBytes(image), u"ok.png"_s).isNull());
    }

    void oversizedImageIsRefused()
    {
        QImage image(TileArt::MaxImageSide + 1, 1, QImage::Format_Mono);
        image.fill(0);
        const TileArt art = TileArt::fromData(pngBytes(image), u"huge.png"_s);
        QVERIFY(art.isNull());
        QVERIFY2(art.error().contains(u"larger than"_s), qPrintable(art.error()));
    }

    void missingArtIsReportedNotFatal()
    {
        TileDefinition tile = *bundledCatalogue().tile(u"base/RCr");
        tile.art = u"no-such-picture.png"_s;
        TileRenderOptions options;
        options.artBaseDirectory = QDir::tempPath();
        const TileRenderer renderer(options);
        const QImage image = renderer.toImage(tile, 64);
        QVERIFY(!image.isNull());
        QVERIFY(renderer.lastArtError().contains(u"no-such-picture.png"_s));
    }

    void riverBacksAreDark()
    {
        const TileDefinition tile = *bundledCatalogue().tile(u"base/RCr");
        const TileRenderer renderer;
        auto cornerOfBack = [&](const QString &back) {
            QImage image(100, 100, QImage::Format_ARGB32_Premultiplied);
            QPainter painter(&image);
            renderer.paintBack(painter, QRectF(0, 0, 100, 100), tile, back);
            painter.end();
            return image.pixelColor(3, 3);
        };
        QVERIFY(cornerOfBack(u"river"_s).lightnessF() < 0.3);
        QVERIFY(cornerOfBack(u"land"_s).lightnessF() > 0.45);
        QVERIFY(cornerOfBack(u"other"_s) != cornerOfBack(u"another"_s));
    }
};

QTEST_MAIN(TestTileRenderer)
#include "tst_tilerenderer.moc"
