// SPDX-FileCopyrightText: 2026 Krajina contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "simulation/chartparts.h"
#include "simulation/heatlayerbox.h"

#include <QAbstractBarSeries>
#include <QApplication>
#include <QBarCategoryAxis>
#include <QBarSet>
#include <QChart>
#include <QChartView>
#include <QFontMetrics>
#include <QGraphicsScene>
#include <QGraphicsTextItem>
#include <QHBoxLayout>
#include <QImage>
#include <QLegend>
#include <QTemporaryDir>
#include <QTest>
#include <QToolTip>

using namespace Krajina;
using namespace Qt::StringLiterals;

// The simulators' charts keep their titles and legends whole: a chart view is
// made at least as wide as they need, in a narrow window and in the pictures
// it exports ("95 % interval", never "95 % inter…").
class TestChartParts : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void titlesAndLegendsFitInTheViewAndItsPicture()
    {
        const QString title = u"Ended with a winner: 48.7 % (95 % interval 45.6 – 51.8 %)"_s;
        const QStringList legend {u"with a winner (lower bound)"_s, u"95 % interval"_s, u"no winner"_s};
        QChart *chart = ChartParts::rates(title, {{u"games"_s, 45.6, 51.8}}, legend, qApp->palette());
        ChartParts::style(chart, qApp->palette(), qApp->font());

        QWidget window;
        auto *layout = new QHBoxLayout(&window);
        auto *view = new QChartView(&window);
        layout->addWidget(view);
        ChartParts::setChart(view, chart);
        window.resize(160, 300); // narrower than the title
        window.show();
        QVERIFY(QTest::qWaitForWindowExposed(&window));

        const int titleWidth = QFontMetrics(chart->titleFont()).horizontalAdvance(title);
        QVERIFY(titleWidth > 160);
        const QFontMetrics metrics(chart->legend()->font());
        int legendWidth = 0;
        for (const QString &entry : legend)
            legendWidth += metrics.horizontalAdvance(entry);
        QVERIFY2(view->width() > std::max(titleWidth, legendWidth),
                 qPrintable(u"view %1, title %2, legend %3"_s.arg(view->width()).arg(titleWidth).arg(legendWidth)));
        QCOMPARE(view->minimumWidth(), ChartParts::neededWidth(chart));

        // The exported picture is as wide as the view (twice, for sharpness).
        QTemporaryDir dir;
        const QString path = dir.filePath(u"finished.png"_s);
        QCOMPARE(ChartParts::exportView(view, path), QString());
        const QImage picture(path);
        QVERIFY(!picture.isNull());
        QVERIFY2(picture.width() >= std::max(titleWidth, legendWidth),
                 qPrintable(u"picture %1"_s.arg(picture.width())));

        // A chart without a legend needs only its title.
        QChart *plain = new QChart;
        plain->setTitle(u"Bandit strikes per game"_s);
        plain->legend()->hide();
        ChartParts::style(plain, qApp->palette(), qApp->font());
        QVERIFY(ChartParts::neededWidth(plain) < ChartParts::neededWidth(chart));
        QVERIFY(ChartParts::neededWidth(plain)
                > QFontMetrics(plain->titleFont()).horizontalAdvance(u"Bandit strikes per game"_s));
        delete plain;
    }

    // The bars' labels are broken into lines, not elided, where the axis has too little room for them (a chart
    // of a two-column layout at 1280x800), and put back on one line where it has room.
    void barLabelsWrapInsteadOfBeingCut()
    {
        const QStringList categories {u"all buildings"_s, u"on a river"_s, u"deck ran out (tie-break)"_s,
                                      u"no winner"_s};
        QChart *chart
            = ChartParts::counts(u"How the games ended"_s, categories, {58, 2, 0, 0}, u"games"_s, qApp->palette());
        ChartParts::style(chart, qApp->palette(), qApp->font());
        QChartView view;
        ChartParts::setChart(&view, chart);
        ChartParts::keepCategoriesWhole(chart);
        view.resize(240, 300);
        view.show();
        QVERIFY(QTest::qWaitForWindowExposed(&view));
        const auto labels = [&view] {
            QStringList texts;
            for (QGraphicsItem *item : view.scene()->items()) {
                auto *text = dynamic_cast<QGraphicsTextItem *>(item);
                if (text && text->isVisible())
                    texts << text->toPlainText().replace(QChar::LineSeparator, u' ').replace(u'\n', u' ');
            }
            return texts;
        };
        QTRY_VERIFY2(labels().contains(u"deck ran out (tie-break)"_s), qPrintable(labels().join(u" | "_s)));
        for (const QString &category : categories)
            QVERIFY2(labels().contains(category), qPrintable(category));
        for (const QString &label : labels())
            QVERIFY2(!label.contains(u"...") && !label.contains(u"…"), qPrintable(label));
        auto *axis = qobject_cast<QBarCategoryAxis *>(chart->axes(Qt::Vertical).constFirst());
        QVERIFY(axis->categories().join(u' ').contains(u"<br>"_s));
        // Wide: each on one line.
        view.resize(900, 300);
        QTRY_VERIFY(!axis->categories().join(u' ').contains(u"<br>"_s));
        QCOMPARE(axis->categories().size(), categories.size());
        // A bar under the mouse tells its whole label (the bars go from the bottom up).
        auto *bars = qobject_cast<QAbstractBarSeries *>(chart->series().constFirst());
        QVERIFY(bars);
        Q_EMIT bars->barSets().constFirst()->hovered(true, 1);
        QTRY_COMPARE(QToolTip::text(), u"deck ran out (tie-break)"_s);
        Q_EMIT bars->barSets().constFirst()->hovered(false, 1);

        QCOMPARE(ChartParts::wrappedLabel(u"a < b"_s, QFontMetricsF(qApp->font()), 1000), u"a < b"_s);
        QCOMPARE(ChartParts::wrappedLabel(u"river-1/IFI river-1/CIRI"_s, QFontMetricsF(qApp->font()), 1),
                 u"river-1/<br>IFI<br>river-1/<br>CIRI"_s);
    }

    // The heat maps' legend titles wrap into lines rather than end in "…", three lines at most.
    void legendTitlesWrap()
    {
        const QFontMetricsF metrics(qApp->font());
        const QString title = u"Share of 60 games a hex was watered by either river at the end"_s;
        QCOMPARE(legendTitleLines(metrics, title, metrics.horizontalAdvance(title) + 2), 1);
        QCOMPARE(legendTitleLines(metrics, title, metrics.horizontalAdvance(title) * 0.6), 2);
        QCOMPARE(legendTitleLines(metrics, title, 10), MaxLegendTitleLines);
        QCOMPARE(legendTitleLines(metrics, QString(), 100), 1);
    }
};

QTEST_MAIN(TestChartParts)
#include "tst_chartparts.moc"
