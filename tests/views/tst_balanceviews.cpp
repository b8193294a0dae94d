// SPDX-FileCopyrightText: 2026 Krajina contributors
// SPDX-License-Identifier: GPL-3.0-or-later

// The Simulate page's balance figures: the per-tile table (sortable, with pictures) and the
// two tile sets side by side.

#include "catalogue/catalogueio.h"
#include "engine/carcassonne/simulator.h"
#include "languagemanager.h"
#include "simulation/balancecomparisonview.h"
#include "simulation/tilebalancetable.h"

#include <QHeaderView>
#include <QLabel>
#include <QLocale>
#include <QSortFilterProxyModel>
#include <QTableView>
#include <QTableWidget>
#include <QTest>

using namespace Krajina;
using namespace Qt::StringLiterals;

namespace {

// The base game's tiles and "towers", an author's expansion of three designs made from base
// tiles: a keep (the four-sided city with three pennants, 2 copies), an abbey (the monastery,
// 2 copies) and a gate (the start tile's design, 4 copies).
QList<TileDefinition> towersAndBase(bool withTowers)
{
    QList<TileDefinition> tiles = bundledCatalogue().tilesOf(u"base"_s);
    if (!withTowers)
        return tiles;
    const auto copy = [](const QString &from, const QString &id, int count) {
        TileDefinition t = *bundledCatalogue().tile(from);
        t.id = id;
        t.expansion = u"towers"_s;
        t.count = count;
        t.jczId.clear();
        return t;
    };
    TileDefinition keep = copy(u"base/Cccc+"_s, u"towers/keep"_s, 2);
    for (Feature &f : keep.features) {
        if (f.type == FeatureType::City)
            f.pennants = 3;
    }
    tiles << keep << copy(u"base/L"_s, u"towers/abbey"_s, 2) << copy(u"base/RCr"_s, u"towers/gate"_s, 4);
    return tiles;
}

GameSetup setupOf(const QList<TileDefinition> &tiles, const QStringList &expansions)
{
    RuleSet rules;
    rules.expansions = expansions;
    GameSetup setup = GameSetup::fromTiles(tiles, rules, 2);
    setup.landStartTile = setup.tiles->indexOf(u"base/RCr");
    return setup;
}

SimulationReport towersAgainstBase(int games)
{
    const QList<TileDefinition> mine = towersAndBase(true);
    SimulationOptions options;
    options.games = games;
    options.seed = 1;
    options.threads = 0;
    options.seats = {PlayerPolicy::Greedy, PlayerPolicy::Greedy};
    options.tileFigures = true;
    options.compare = std::make_shared<GameSetup>(setupOf(towersAndBase(false), {u"base"_s}));
    return Simulator::run(setupOf(mine, {u"base"_s, u"towers"_s}), options);
}

} // namespace

class TestBalanceViews : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void initTestCase() { QVERIFY(LanguageManager::instance().setLanguage(u"en"_s)); }

    void tileTableSortsAndShowsPictures()
    {
        const SimulationReport report = towersAgainstBase(40);
        TileBalanceTable table;
        table.resize(700, 500);
        table.setReport(report, towersAndBase(true));
        table.show();
        QVERIFY(QTest::qWaitForWindowExposed(&table));
        QSortFilterProxyModel *sorted = table.sorted();
        QCOMPARE(sorted->rowCount(), int(towersAndBase(true).size())); // every design drawn
        // By mean points, most first.
        const auto value
            = [sorted](int row, int column) { return sorted->index(row, column).data(TileBalanceModel::SortRole); };
        for (int r = 1; r < sorted->rowCount(); ++r)
            QVERIFY(value(r - 1, TileBalanceModel::PointsColumn).toDouble()
                    >= value(r, TileBalanceModel::PointsColumn).toDouble());
        // The gate: 4 copies a game, all drawn.
        int gate = -1;
        for (int r = 0; r < sorted->rowCount(); ++r) {
            if (sorted->index(r, TileBalanceModel::TileColumn).data().toString() == u"towers/gate"_s)
                gate = r;
        }
        QVERIFY(gate >= 0);
        QCOMPARE(sorted->index(gate, TileBalanceModel::DrawnColumn).data().toString(), u"160"_s);
        // Sorted by the copies drawn, fewest first: a design of one copy leads.
        table.view()->horizontalHeader()->setSortIndicator(TileBalanceModel::DrawnColumn, Qt::AscendingOrder);
        QCOMPARE(value(0, TileBalanceModel::DrawnColumn).toLongLong(), 40);
        QCOMPARE(value(sorted->rowCount() - 1, TileBalanceModel::DrawnColumn).toLongLong(), 9 * 40); // base/Rr
        // Each row's picture comes from the thumbnail cache.
        QTRY_VERIFY(!sorted->index(0, TileBalanceModel::TileColumn).data(Qt::DecorationRole).value<QPixmap>().isNull());
        QCOMPARE(sorted->headerData(TileBalanceModel::PointsColumn, Qt::Horizontal).toString(), u"Mean points"_s);

        // Without the figures the table is empty and says how to get them.
        const SimulationReport none;
        table.setReport(none, {});
        QCOMPARE(sorted->rowCount(), 0);
        QVERIFY(table.findChild<QLabel *>()->text().contains(u"Figures per tile"_s));
    }

    void comparisonSideBySide()
    {
        const SimulationReport report = towersAgainstBase(40);
        BalanceComparisonView view;
        view.setReport(report);
        QTableWidget *table = view.table();
        QCOMPARE(table->rowCount(), int(BalanceFigures::FigureCount));
        QCOMPARE(table->horizontalHeaderItem(BalanceComparisonView::MineColumn)->text(), u"base + towers"_s);
        QCOMPARE(table->horizontalHeaderItem(BalanceComparisonView::ComparedColumn)->text(), u"base"_s);
        QVERIFY(!table->isColumnHidden(BalanceComparisonView::VerdictColumn));
        // Eight more tiles a game (less what is set aside): a difference beyond chance.
        const QString longer = table->item(BalanceFigures::Length, BalanceComparisonView::DifferenceColumn)->text();
        QVERIFY2(std::abs(QLocale().toDouble(longer) - 8.0) < 0.5, qPrintable(longer));
        QCOMPARE(table->item(BalanceFigures::Length, BalanceComparisonView::VerdictColumn)->text(), u"beyond chance"_s);
        QVERIFY(table->item(BalanceFigures::MeanScore, BalanceComparisonView::MineColumn)->text().contains(u" – "_s));

        // A run without --compare shows its own figures only.
        SimulationReport alone = report;
        alone.comparison.reset();
        view.setReport(alone);
        QVERIFY(table->isColumnHidden(BalanceComparisonView::ComparedColumn));
        QVERIFY(table->isColumnHidden(BalanceComparisonView::VerdictColumn));
        QCOMPARE(table->rowCount(), int(BalanceFigures::FigureCount));
        const SimulationReport none;
        view.setReport(none);
        QCOMPARE(table->rowCount(), 0);
    }
};

QTEST_MAIN(TestBalanceViews)
#include "tst_balanceviews.moc"
