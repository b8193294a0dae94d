// SPDX-FileCopyrightText: 2026 Krajina contributors
// SPDX-License-Identifier: GPL-3.0-or-later

#include "catalogue/catalogueio.h"
#include "catalogue/tileimageexportdialog.h"
#include "render/tileexport.h"

#include <QCheckBox>
#include <QComboBox>
#include <QDir>
#include <QImage>
#include <QLabel>
#include <QRadioButton>
#include <QSettings>
#include <QSpinBox>
#include <QTemporaryDir>
#include <QTest>

using namespace Krajina;
using namespace Qt::StringLiterals;

class TestTileImageExportDialog : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void init() { QSettings().remove(u"tileImages"_s); }

    void onePngPerTileOfTheExpansion()
    {
        TileImageExportDialog dialog(bundledCatalogue(), u"river-1"_s);
        const QList<TileDefinition> river = bundledCatalogue().tilesOf(u"river-1"_s);
        QCOMPARE(dialog.chosenTiles(), river);
        auto *dpi = dialog.findChild<QSpinBox *>(u"dpi"_s);
        QVERIFY(dpi);
        dpi->setValue(100);
        QVERIFY(dialog.findChild<QLabel *>(u"summary"_s)
                    ->text()
                    .contains(QString::number(TileExport::cellPixels(45, 100))));

        QTemporaryDir dir;
        QStringList written;
        QString error;
        QVERIFY2(dialog.exportTo(dir.path(), &written, &error), qPrintable(error));
        QCOMPARE(written.size(), river.size());
        const QImage first(QDir(dir.path()).filePath(TileExport::fileNameFor(river.first().id) + u".png"_s));
        QCOMPARE(first.width(), TileExport::cellPixels(45, 100));

        // With KRAJINA_SCREENSHOT_DIR set, the dialog as a person sees it is kept there.
        const QString directory = qEnvironmentVariable("KRAJINA_SCREENSHOT_DIR");
        if (!directory.isEmpty()) {
            dialog.show();
            QVERIFY(QTest::qWaitForWindowExposed(&dialog));
            QVERIFY(dialog.grab().save(directory + u"/tile-images-dialog.png"_s));
        }
    }

    void contactSheetOfTheSelection()
    {
        const QStringList selected {u"base/RCr"_s, u"base/L"_s, u"river-1/s"_s};
        TileImageExportDialog dialog(bundledCatalogue(), u"base"_s, selected);
        QCOMPARE(dialog.chosenTiles().size(), 3);
        dialog.findChild<QRadioButton *>(u"contactSheet"_s)->setChecked(true);
        QVERIFY(dialog.contactSheet());

        QTemporaryDir dir;
        const QString path = dir.filePath(u"sheet.png"_s);
        QStringList written;
        QString error;
        QVERIFY2(dialog.exportTo(path, &written, &error), qPrintable(error));
        QCOMPARE(written, QStringList {path});
        QVERIFY(!QImage(path).isNull());

        QVERIFY(!dialog.exportTo(dir.filePath(u"missing/sheet.png"_s), &written, &error));
        QVERIFY2(error.contains(u"sheet.png"_s), qPrintable(error));
    }

    void optionsAreRemembered()
    {
        {
            TileImageExportDialog dialog(bundledCatalogue());
            dialog.findChild<QSpinBox *>(u"dpi"_s)->setValue(150);
            dialog.findChild<QRadioButton *>(u"contactSheet"_s)->setChecked(true);
        }
        TileImageExportDialog again(bundledCatalogue());
        QCOMPARE(again.findChild<QSpinBox *>(u"dpi"_s)->value(), 150);
        QVERIFY(again.contactSheet());
    }
};

QTEST_MAIN(TestTileImageExportDialog)
#include "tst_tileimageexportdialog.moc"
