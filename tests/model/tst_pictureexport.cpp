// SPDX-FileCopyrightText: 2026 Krajina contributors
// SPDX-License-Identifier: GPL-3.0-or-later

// savePicture() (render/pictureexport.h): PNG at the asked scale, SVG of the logical size, and an
// error sentence naming the file for what cannot be saved. syntaxtheme.h: the highlighting theme
// and the diff colours follow the palette. Runs without a display (no widgets).

#include "render/pictureexport.h"
#include "rulebook/syntaxtheme.h"

#include <QFile>
#include <QImage>
#include <QPainter>
#include <QPalette>
#include <QTemporaryDir>
#include <QTest>

#include <KSyntaxHighlighting/Theme>

using namespace Krajina;
using namespace Qt::StringLiterals;

namespace {

void paintHalves(QPainter &painter)
{
    painter.fillRect(QRectF(0, 0, 20, 10), Qt::red);
    painter.fillRect(QRectF(20, 0, 20, 10), Qt::blue);
}

} // namespace

class TestPictureExport : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void pngAtTheScaleAsked()
    {
        QTemporaryDir dir;
        const QString path = dir.filePath(u"halves.png"_s);
        QCOMPARE(savePicture(path, QSize(40, 10), paintHalves, 2.0), QString());
        const QImage image(path);
        QCOMPARE(image.size(), QSize(80, 20));
        QCOMPARE(image.pixelColor(10, 10), QColor(Qt::red));
        QCOMPARE(image.pixelColor(70, 10), QColor(Qt::blue));
        QCOMPARE(savePicture(path, QSize(40, 10), paintHalves, 1.0), QString());
        QCOMPARE(QImage(path).size(), QSize(40, 10));
    }

    void svgOfTheLogicalSize()
    {
        QTemporaryDir dir;
        const QString path = dir.filePath(u"Halves.SVG"_s);
        QCOMPARE(savePicture(path, QSize(40, 10), paintHalves), QString());
        QFile file(path);
        QVERIFY(file.open(QIODevice::ReadOnly));
        const QByteArray svg = file.readAll();
        QVERIFY(svg.contains("<svg"));
        QVERIFY(svg.contains("viewBox=\"0 0 40 10\""));
        QVERIFY(svg.contains("<title>Halves</title>"));
    }

    void whatCannotBeSavedIsNamed()
    {
        QTemporaryDir dir;
        const QString jpeg = dir.filePath(u"halves.jpg"_s);
        QVERIFY(savePicture(jpeg, QSize(40, 10), paintHalves).contains(u".png or .svg"_s));
        QVERIFY(!QFile::exists(jpeg));
        const QString empty = dir.filePath(u"empty.png"_s);
        QVERIFY(savePicture(empty, QSize(0, 10), paintHalves).contains(u"nothing to draw"_s));
        const QString nowhere = dir.filePath(u"no/such/folder/halves.png"_s);
        const QString error = savePicture(nowhere, QSize(40, 10), paintHalves);
        QVERIFY(error.startsWith(u"Cannot write "_s));
        QVERIFY(error.contains(u"halves.png"_s));
    }

    void themeAndDiffColoursFollowThePalette()
    {
        const QPalette light(QColor(0xef, 0xef, 0xef), QColor(0xff, 0xff, 0xff));
        QPalette dark(QColor(0x31, 0x36, 0x3b), QColor(0x23, 0x26, 0x29));
        dark.setColor(QPalette::Base, QColor(0x1b, 0x1e, 0x20));
        dark.setColor(QPalette::Text, QColor(0xfc, 0xfc, 0xfc));
        dark.setColor(QPalette::WindowText, QColor(0xfc, 0xfc, 0xfc));
        const auto background = [](const KSyntaxHighlighting::Theme &theme) {
            return QColor::fromRgba(theme.editorColor(KSyntaxHighlighting::Theme::BackgroundColor));
        };
        QVERIFY(background(themeForPalette(dark)).lightness() < 128);
        QVERIFY(background(themeForPalette(light)).lightness() >= 128);
        QVERIFY(background(themeForPrinting()).lightness() >= 128);

        // Red for removed, green for added, and as dark or light as the palette's base.
        const DiffColours onDark = diffColoursFor(dark);
        const DiffColours onLight = diffColoursFor(light);
        QVERIFY(onDark.removed.red() > onDark.removed.green());
        QVERIFY(onDark.added.green() > onDark.added.red());
        QVERIFY(onLight.removed.red() > onLight.removed.green());
        QVERIFY(onLight.added.green() > onLight.added.red());
        QVERIFY(onDark.removed.lightness() < 128);
        QVERIFY(onLight.added.lightness() >= 128);
    }
};

QTEST_MAIN(TestPictureExport)
#include "tst_pictureexport.moc"
