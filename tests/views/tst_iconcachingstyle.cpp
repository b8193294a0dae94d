// SPDX-FileCopyrightText: 2026 Krajina contributors
// SPDX-License-Identifier: GPL-3.0-or-later

#include "common/iconcachingstyle.h"

#include <QAbstractButton>
#include <QApplication>
#include <QDockWidget>
#include <QMainWindow>
#include <QProxyStyle>
#include <QStyleFactory>
#include <QStyleOption>
#include <QTest>

using namespace Qt::StringLiterals;
using namespace Krajina;

class TestIconCachingStyle : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    // The kept icon is the one the style made: the same sizes, the same pixels.
    void titleBarIconsAreTheStyles()
    {
        IconCachingStyle style(u"Fusion"_s);
        std::unique_ptr<QStyle> fusion(QStyleFactory::create(u"Fusion"_s));
        for (QStyle::StandardPixmap icon : {QStyle::SP_TitleBarCloseButton, QStyle::SP_TitleBarNormalButton}) {
            const QIcon kept = style.standardIcon(icon);
            const QIcon made = fusion->standardIcon(icon);
            QVERIFY(!made.isNull());
            QCOMPARE(kept.availableSizes(), made.availableSizes());
            QCOMPARE(kept.pixmap(16).toImage(), made.pixmap(16).toImage());
            // Asked again, the same icon, not a new one.
            QCOMPARE(style.standardIcon(icon).cacheKey(), kept.cacheKey());
            QVERIFY(fusion->standardIcon(icon).cacheKey() != made.cacheKey());
        }
    }

    // Another palette or direction asks the style again; icons not in a title bar are never kept.
    void keptPerPaletteAndDirectionOnly()
    {
        IconCachingStyle style(u"Fusion"_s);
        QStyleOption option;
        option.palette = QApplication::palette();
        option.direction = Qt::LeftToRight;
        const qint64 first = style.standardIcon(QStyle::SP_TitleBarCloseButton, &option).cacheKey();
        QCOMPARE(style.standardIcon(QStyle::SP_TitleBarCloseButton, &option).cacheKey(), first);
        option.direction = Qt::RightToLeft;
        QVERIFY(style.standardIcon(QStyle::SP_TitleBarCloseButton, &option).cacheKey() != first);
        option.direction = Qt::LeftToRight;
        option.palette.setColor(QPalette::Window, Qt::darkBlue);
        QVERIFY(style.standardIcon(QStyle::SP_TitleBarCloseButton, &option).cacheKey() != first);
        const qint64 folder = style.standardIcon(QStyle::SP_DirIcon).cacheKey();
        QVERIFY(style.standardIcon(QStyle::SP_DirIcon).cacheKey() != folder);
    }

    // Installed over Fusion, dock widgets still draw their buttons; over another style, nothing changes.
    void installsOverFusionOnly()
    {
        QApplication::setStyle(u"Windows"_s);
        IconCachingStyle::installForFusion();
        QVERIFY(!dynamic_cast<IconCachingStyle *>(QApplication::style()));
        QApplication::setStyle(u"Fusion"_s);
        IconCachingStyle::installForFusion();
        QVERIFY(dynamic_cast<IconCachingStyle *>(QApplication::style()));
        QCOMPARE(static_cast<QProxyStyle *>(QApplication::style())->baseStyle()->name().toLower(), u"fusion"_s);

        QMainWindow window;
        auto *dock = new QDockWidget(u"Dock"_s, &window);
        window.addDockWidget(Qt::LeftDockWidgetArea, dock);
        window.resize(400, 300);
        window.show();
        QVERIFY(QTest::qWaitForWindowExposed(&window));
        auto *close = dock->findChild<QAbstractButton *>(u"qt_dockwidget_closebutton"_s);
        QVERIFY(close);
        QVERIFY(!close->icon().isNull());
        QVERIFY(close->isVisible());
    }
};

QTEST_MAIN(TestIconCachingStyle)
#include "tst_iconcachingstyle.moc"
