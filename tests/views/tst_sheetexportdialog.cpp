// SPDX-FileCopyrightText: 2026 Krajina contributors
// SPDX-License-Identifier: GPL-3.0-or-later

#include "catalogue/catalogueio.h"
#include "catalogue/sheetexportdialog.h"

#include <QCheckBox>
#include <QComboBox>
#include <QFile>
#include <QPrinter>
#include <QRegularExpression>
#include <QSettings>
#include <QSignalSpy>
#include <QTemporaryDir>
#include <QTest>

using namespace Krajina;
using namespace Qt::StringLiterals;

class TestSheetExportDialog : public QObject
{
    Q_OBJECT
private:
    // Waits for the preview to follow a change (it is redrawn a moment after the last one).
    static bool previewFollows(const SheetExportDialog &dialog, const QImage &before)
    {
        return QTest::qWaitFor([&] { return dialog.previewImage() != before; }, 3000);
    }

private Q_SLOTS:
    void init()
    {
        QSettings settings;
        settings.remove(u"sheetExport"_s);
    }

    void previewFollowsTheOptions()
    {
        SheetExportDialog dialog(bundledCatalogue(), u"base"_s);
        QVERIFY(dialog.problem().isEmpty());
        QCOMPARE(dialog.report().pages, 3);
        const QImage a4 = dialog.previewImage();
        QVERIFY(!a4.isNull());
        QVERIFY(a4.height() > a4.width());

        auto *paper = dialog.findChild<QComboBox *>(u"paper"_s);
        QVERIFY(paper);
        QCOMPARE(paper->itemData(1).toInt(), int(PaperSize::Letter));
        paper->setCurrentIndex(1);
        QVERIFY(previewFollows(dialog, a4));
        QCOMPARE(dialog.options().layout.paper, PaperSize::Letter);
        QCOMPARE(dialog.report().tilesPerPage, 20);
        const QImage letter = dialog.previewImage();
        QVERIFY(std::abs(double(letter.width()) / letter.height() - 215.9 / 279.4) < 0.01);

        SheetOptions options = dialog.options();
        options.layout.backs = DuplexMode::LongEdge;
        dialog.setOptions(options);
        QCOMPARE(dialog.report().pages, 8);
        QVERIFY(dialog.previewImage() != letter);

        // With KRAJINA_SCREENSHOT_DIR set, the dialog as a person sees it is kept there.
        const QString directory = qEnvironmentVariable("KRAJINA_SCREENSHOT_DIR");
        if (!directory.isEmpty()) {
            dialog.show();
            QVERIFY(QTest::qWaitForWindowExposed(&dialog));
            QVERIFY(dialog.grab().save(directory + u"/sheet-dialog.png"_s));
        }
    }

    void rememberedBetweenSessions()
    {
        SheetOptions chosen;
        {
            SheetExportDialog dialog(bundledCatalogue(), u"river-1"_s);
            chosen = dialog.options();
            chosen.layout.orientation = PaperOrientation::Landscape;
            chosen.layout.layout = SheetLayoutKind::PerTileBleed;
            chosen.layout.bleedMm = 2.5;
            chosen.layout.backs = DuplexMode::ShortEdge;
            chosen.layout.backOffsetMm = QPointF(0.4, -1.2);
            chosen.layout.alignmentTestPage = true;
            chosen.tiles.contactSheet = true;
            dialog.setOptions(chosen);
        }
        const SheetExportDialog again(bundledCatalogue());
        QCOMPARE(again.options(), chosen);
    }

    void impossibleOptionsSayWhy()
    {
        SheetExportDialog dialog(bundledCatalogue(), u"base"_s);
        SheetOptions options = dialog.options();
        options.layout.tileMm = 200;
        options.layout.bleedMm = 10;
        options.layout.layout = SheetLayoutKind::PerTileBleed;
        options.layout.paper = PaperSize::A4;
        options.layout.orientation = PaperOrientation::Portrait;
        dialog.setOptions(options);
        QVERIFY(!dialog.problem().isEmpty());
        QVERIFY(dialog.previewImage().isNull());
    }

    // Printing goes through the same page painter; a PDF printer stands in for a real one.
    void printsEveryPage()
    {
        SheetOptions options;
        options.tiles.expansion = u"river-1"_s;
        options.layout.backs = DuplexMode::LongEdge;
        const SheetWriter writer(bundledCatalogue(), options);
        QTemporaryDir dir;
        QPrinter printer(QPrinter::HighResolution);
        printer.setOutputFormat(QPrinter::PdfFormat);
        printer.setOutputFileName(dir.filePath(u"printed.pdf"_s));
        SheetExportDialog::setUpPrinter(writer, printer);
        QCOMPARE(printer.pageLayout().pageSize().id(), QPageSize::A4);
        QVERIFY(printer.fullPage());
        QString error;
        QVERIFY2(SheetExportDialog::print(writer, printer, &error), qPrintable(error));
        QFile file(dir.filePath(u"printed.pdf"_s));
        QVERIFY(file.open(QIODevice::ReadOnly));
        const QString text = QString::fromLatin1(file.readAll());
        QCOMPARE(int(text.count(QRegularExpression(u"/Type\\s*/Page\\b"_s))), writer.report().pages);
    }
};

QTEST_MAIN(TestSheetExportDialog)
#include "tst_sheetexportdialog.moc"
