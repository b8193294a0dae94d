// SPDX-FileCopyrightText: 2026 Krajina contributors
// SPDX-License-Identifier: GPL-3.0-or-later

#include "catalogue/tilefilterproxymodel.h"
#include "cataloguesample.h"
#include "document/cataloguedocument.h"
#include "document/cataloguetreemodel.h"
#include "document/tiletablemodel.h"
#include "document/undocommands.h"

#include <QAbstractItemModelTester>
#include <QSignalSpy>
#include <QTest>
#include <QUndoStack>

#include <functional>

using namespace Krajina;
using namespace Qt::StringLiterals;

namespace {

QStringList column(const QAbstractItemModel &model, int col, int role = Qt::DisplayRole, const QModelIndex &parent = {})
{
    QStringList values;
    for (int row = 0; row < model.rowCount(parent); ++row)
        values << model.index(row, col, parent).data(role).toString();
    return values;
}

} // namespace

class TestCatalogueModels : public QObject
{
    Q_OBJECT
private:
    static constexpr auto Mode = QAbstractItemModelTester::FailureReportingMode::QtTest;

private Q_SLOTS:
    // ---- the flat table -------------------------------------------------

    void tableShowsEveryTile()
    {
        CatalogueDocument document(TestSample::catalogue());
        TileTableModel model(&document);
        QAbstractItemModelTester tester(&model, Mode);
        QCOMPARE(model.rowCount(), 6);
        QCOMPARE(model.columnCount(), int(TileTableModel::ColumnCount));
        const QModelIndex first = model.index(0, TileTableModel::IdColumn);
        QCOMPARE(first.data().toString(), u"base/RCr"_s);
        QCOMPARE(model.index(0, TileTableModel::NameColumn).data().toString(), u"Město s cestou"_s);
        QCOMPARE(model.index(0, TileTableModel::ExpansionColumn).data().toString(), u"Základní hra"_s);
        QCOMPARE(model.index(0, TileTableModel::EdgesColumn).data().toString(),
                 document.catalogue().tiles.at(0).edgePattern());
        QCOMPARE(model.index(0, TileTableModel::FieldsColumn).data().toInt(), 2);
        QCOMPARE(model.index(0, TileTableModel::CountColumn).data().toInt(), 4);
        QCOMPARE(model.index(4, TileTableModel::StatusColumn).data(Qt::EditRole).toString(), u"draft"_s);
        QCOMPARE(first.data(TileIndexRole).toInt(), 0);
        QCOMPARE(model.index(3, TileTableModel::CountColumn).data(TileIdRole).toString(), u"river-1/source"_s);

        model.setLanguage(u"en"_s);
        QCOMPARE(model.index(0, TileTableModel::NameColumn).data().toString(), u"City with road"_s);
        QCOMPARE(model.index(0, TileTableModel::ExpansionColumn).data().toString(), u"Base game"_s);
    }

    void tableFollowsAddRemoveMoveAndUndo()
    {
        CatalogueDocument document(TestSample::catalogue());
        TileTableModel model(&document);
        QAbstractItemModelTester tester(&model, Mode);
        QUndoStack *stack = document.undoStack();

        TileDefinition added = TestSample::monastery();
        added.id = u"base/new"_s;
        stack->push(new AddTile(&document, 2, added));
        QCOMPARE(model.rowCount(), 7);
        QCOMPARE(model.index(2, 0).data().toString(), u"base/new"_s);

        stack->push(new RemoveTile(&document, 0));
        QCOMPARE(model.rowCount(), 6);
        QCOMPARE(model.index(0, 0).data().toString(), u"base/L"_s);

        QSignalSpy moved(&model, &QAbstractItemModel::rowsMoved);
        stack->push(new MoveTile(&document, 0, 3));
        QCOMPARE(moved.count(), 1);
        QCOMPARE(column(model, 0),
                 (QStringList {u"base/new"_s, u"base/Cccc+"_s, u"river-1/source"_s, u"base/L"_s, u"river-1/bridge"_s,
                               u"river-1/double"_s}));

        stack->undo();
        stack->undo();
        stack->undo();
        QCOMPARE(model.rowCount(), 6);
        QCOMPARE(column(model, 0), column(TileTableModel(&document), 0));
        QCOMPARE(model.index(0, 0).data().toString(), u"base/RCr"_s);
    }

    void tableSetDataPushesCommands()
    {
        CatalogueDocument document(TestSample::catalogue());
        TileTableModel model(&document);
        QAbstractItemModelTester tester(&model, Mode);
        QUndoStack *stack = document.undoStack();
        QSignalSpy changed(&model, &QAbstractItemModel::dataChanged);

        QVERIFY(model.setData(model.index(1, TileTableModel::NameColumn), u"Opatství"_s));
        QCOMPARE(document.catalogue().tiles.at(1).nameCs, u"Opatství"_s);
        QCOMPARE(stack->count(), 1);
        QVERIFY(changed.count() >= 1);

        model.setLanguage(u"en"_s);
        QVERIFY(model.setData(model.index(1, TileTableModel::NameColumn), u"Abbey"_s));
        QCOMPARE(document.catalogue().tiles.at(1).nameEn, u"Abbey"_s);
        QCOMPARE(document.catalogue().tiles.at(1).nameCs, u"Opatství"_s);

        QVERIFY(model.setData(model.index(1, TileTableModel::CountColumn), 6));
        QVERIFY(model.setData(model.index(1, TileTableModel::CountColumn), 7));
        QCOMPARE(document.catalogue().tiles.at(1).count, 7);
        QCOMPARE(stack->count(), 3); // the two count edits merged

        QVERIFY(model.setData(model.index(1, TileTableModel::StatusColumn), u"draft"_s));
        QCOMPARE(document.catalogue().tiles.at(1).status, TileStatus::Draft);
        QCOMPARE(stack->count(), 4);

        // Bad values and read-only columns change nothing.
        QVERIFY(!model.setData(model.index(1, TileTableModel::CountColumn), -1));
        QVERIFY(!model.setData(model.index(1, TileTableModel::CountColumn), u"many"_s));
        QVERIFY(!model.setData(model.index(1, TileTableModel::StatusColumn), u"approved"_s));
        QVERIFY(!model.setData(model.index(1, TileTableModel::IdColumn), u"other"_s));
        QVERIFY(!(model.flags(model.index(1, TileTableModel::IdColumn)) & Qt::ItemIsEditable));
        QVERIFY(model.flags(model.index(1, TileTableModel::CountColumn)) & Qt::ItemIsEditable);
        QCOMPARE(stack->count(), 4);

        while (stack->canUndo())
            stack->undo();
        QCOMPARE(document.catalogue(), TestSample::catalogue());
    }

    // ---- the tree -------------------------------------------------------

    void treeGroupsByGameAndExpansion()
    {
        CatalogueDocument document(TestSample::catalogue());
        CatalogueTreeModel model(&document);
        QAbstractItemModelTester tester(&model, Mode);
        QCOMPARE(column(model, 0), (QStringList {u"Carcassonne"_s, u"Dos Rios"_s}));
        const QModelIndex carcassonne = model.index(0, 0);
        QCOMPARE(column(model, 0, Qt::DisplayRole, carcassonne), (QStringList {u"Základní hra"_s, u"Řeka"_s}));
        QCOMPARE(model.rowCount(model.index(1, 0)), 0);
        const QModelIndex base = model.index(0, 0, carcassonne);
        QCOMPARE(base, model.expansionIndex(u"base"_s));
        QCOMPARE(column(model, 0, TileIdRole, base), (QStringList {u"base/RCr"_s, u"base/L"_s, u"base/Cccc+"_s}));
        QCOMPARE(model.index(0, CatalogueTreeModel::CountColumn, carcassonne).data().toInt(),
                 document.catalogue().tileCount(u"base"));
        // How many designs of an expansion are verified.
        QCOMPARE(model.index(0, CatalogueTreeModel::VerifiedColumn, carcassonne).data().toString(), u"3 / 3"_s);
        QCOMPARE(model.index(1, CatalogueTreeModel::VerifiedColumn, carcassonne).data().toString(), u"1 / 3"_s);
        QCOMPARE(model.tileIndex(4).data(TileIdRole).toString(), u"river-1/bridge"_s);
        QCOMPARE(model.tileIndex(4).parent(), model.expansionIndex(u"river-1"_s));
    }

    // What a row is, asked by row and parent without its index, as its index says.
    void treeTellsRowsWithoutIndexes()
    {
        CatalogueDocument document(TestSample::catalogue());
        CatalogueTreeModel model(&document);
        int tiles = 0;
        std::function<void(const QModelIndex &)> walk = [&](const QModelIndex &parent) {
            for (int row = 0; row < model.rowCount(parent); ++row) {
                const QModelIndex index = model.index(row, 0, parent);
                QCOMPARE(model.nodeKind(row, parent), model.nodeKind(index));
                QCOMPARE(model.tileIndexAt(row, parent), model.tileIndexAt(index));
                QCOMPARE(model.tileIndexAt(row, parent), index.data(TileIndexRole).toInt());
                tiles += model.tileIndexAt(row, parent) >= 0 ? 1 : 0;
                walk(index);
            }
            QCOMPARE(model.tileIndexAt(model.rowCount(parent), parent), -1);
            QCOMPARE(model.tileIndexAt(-1, parent), -1);
        };
        walk({});
        QCOMPARE(tiles, document.catalogue().tiles.size());
    }

    void treeFollowsTileEdits()
    {
        CatalogueDocument document(TestSample::catalogue());
        CatalogueTreeModel model(&document);
        QAbstractItemModelTester tester(&model, Mode);
        QUndoStack *stack = document.undoStack();
        const auto tilesOf
            = [&](const QString &expansion) { return column(model, 0, TileIdRole, model.expansionIndex(expansion)); };
        QSignalSpy resets(&model, &QAbstractItemModel::modelReset);

        TileDefinition added = TestSample::bridge();
        added.id = u"river-1/new"_s;
        stack->push(new AddTile(&document, 1, added));
        QCOMPARE(tilesOf(u"river-1"_s),
                 (QStringList {u"river-1/new"_s, u"river-1/source"_s, u"river-1/bridge"_s, u"river-1/double"_s}));
        QCOMPARE(tilesOf(u"base"_s), (QStringList {u"base/RCr"_s, u"base/L"_s, u"base/Cccc+"_s}));

        stack->push(new MoveTile(&document, 1, 6)); // to the end of the catalogue
        QCOMPARE(tilesOf(u"river-1"_s),
                 (QStringList {u"river-1/source"_s, u"river-1/bridge"_s, u"river-1/double"_s, u"river-1/new"_s}));

        stack->push(changeTileValue(&document, {0}, TileFields::Expansion, u"river-1"_s));
        QCOMPARE(tilesOf(u"base"_s), (QStringList {u"base/L"_s, u"base/Cccc+"_s}));
        QCOMPARE(tilesOf(u"river-1"_s).first(), u"base/RCr"_s);

        stack->push(new RemoveTile(&document, 4));
        QCOMPARE(tilesOf(u"river-1"_s),
                 (QStringList {u"base/RCr"_s, u"river-1/source"_s, u"river-1/double"_s, u"river-1/new"_s}));
        QCOMPARE(resets.count(), 0); // all of it with fine-grained signals

        while (stack->canUndo())
            stack->undo();
        QCOMPARE(tilesOf(u"river-1"_s), (QStringList {u"river-1/source"_s, u"river-1/bridge"_s, u"river-1/double"_s}));
        QCOMPARE(tilesOf(u"base"_s), (QStringList {u"base/RCr"_s, u"base/L"_s, u"base/Cccc+"_s}));
    }

    void treeShowsTilesOfUnknownExpansions()
    {
        CatalogueDocument document(TestSample::catalogue());
        CatalogueTreeModel model(&document);
        QAbstractItemModelTester tester(&model, Mode);
        document.undoStack()->push(changeTileValue(&document, {2}, TileFields::Expansion, u"mystery"_s));
        QCOMPARE(model.rowCount(), 3);
        const QModelIndex unknownGame = model.index(2, 0);
        QCOMPARE(model.rowCount(unknownGame), 1);
        const QModelIndex mystery = model.index(0, 0, unknownGame);
        QVERIFY(mystery.data().toString().contains(u"mystery"_s));
        QCOMPARE(column(model, 0, TileIdRole, mystery), (QStringList {u"base/Cccc+"_s}));
        document.undoStack()->undo();
        QCOMPARE(model.rowCount(), 2);
        QCOMPARE(model.rowCount(model.expansionIndex(u"base"_s)), 3);
    }

    void treeFollowsExpansionChanges()
    {
        CatalogueDocument document(TestSample::catalogue());
        CatalogueTreeModel model(&document);
        QAbstractItemModelTester tester(&model, Mode);
        Expansion river = document.catalogue().expansions.at(1);
        river.nameCs = u"Řeka I"_s;
        document.undoStack()->push(new ChangeExpansion(&document, 1, river));
        QCOMPARE(model.expansionIndex(u"river-1"_s).data().toString(), u"Řeka I"_s);

        river.game = u"dos-rios"_s;
        document.undoStack()->push(new ChangeExpansion(&document, 1, river));
        QCOMPARE(model.expansionIndex(u"river-1"_s).parent(), model.index(1, 0));
        document.undoStack()->undo();
        QCOMPARE(model.expansionIndex(u"river-1"_s).parent(), model.index(0, 0));
    }

    // ---- the filter and sort proxy ---------------------------------------

    void edgePatternMatchesRotations_data()
    {
        QTest::addColumn<QString>("filter");
        QTest::addColumn<QString>("tile");
        QTest::addColumn<bool>("matches");
        QTest::newRow("same") << u"CRFR"_s << u"CRFR"_s << true;
        QTest::newRow("quarter turn") << u"RCRF"_s << u"CRFR"_s << true;
        QTest::newRow("half turn") << u"FRCR"_s << u"CRFR"_s << true;
        QTest::newRow("lower case") << u"crfr"_s << u"CRFR"_s << true;
        QTest::newRow("mirror is not a rotation") << u"CCRF"_s << u"CCFR"_s << false;
        QTest::newRow("wildcard") << u"C???"_s << u"FRCR"_s << true;
        QTest::newRow("wildcards keep order") << u"CR??"_s << u"CFRR"_s << false;
        QTest::newRow("any cell of a double tile") << u"FFFI"_s << u"FFFF|IFFF"_s << true;
        QTest::newRow("different") << u"CCCC"_s << u"CCCF"_s << false;
        QTest::newRow("too short") << u"CRF"_s << u"CRFR"_s << false;
        QTest::newRow("bad letter") << u"CRFX"_s << u"CRFR"_s << false;
    }
    void edgePatternMatchesRotations()
    {
        QFETCH(QString, filter);
        QFETCH(QString, tile);
        QFETCH(bool, matches);
        QCOMPARE(TileFilterProxyModel::edgePatternMatches(filter, tile), matches);
    }

    void proxyFilters_data()
    {
        using Setup = std::function<void(TileFilterProxyModel &)>;
        QTest::addColumn<Setup>("setup");
        QTest::addColumn<QStringList>("ids");
        auto row = [](const char *name, Setup setup, QStringList ids) { QTest::newRow(name) << setup << ids; };
        row("nothing", [](TileFilterProxyModel &) {},
            {u"base/RCr"_s, u"base/L"_s, u"base/Cccc+"_s, u"river-1/source"_s, u"river-1/bridge"_s,
             u"river-1/double"_s});
        row("edges in any rotation", [](TileFilterProxyModel &p) { p.setEdgePattern(u"RCRF"_s); }, {u"base/RCr"_s});
        row("edges with wildcards", [](TileFilterProxyModel &p) { p.setEdgePattern(u"I???"_s); },
            {u"river-1/source"_s, u"river-1/bridge"_s, u"river-1/double"_s});
        row("invalid edges hide everything", [](TileFilterProxyModel &p) { p.setEdgePattern(u"XX"_s); }, {});
        row("feature", [](TileFilterProxyModel &p) { p.setFeatureType(FeatureType::Monastery); }, {u"base/L"_s});
        row("special feature", [](TileFilterProxyModel &p) { p.setFeatureType(FeatureType::Bookmaker); },
            {u"river-1/double"_s});
        row("expansion", [](TileFilterProxyModel &p) { p.setExpansion(u"base"_s); },
            {u"base/RCr"_s, u"base/L"_s, u"base/Cccc+"_s});
        row("status", [](TileFilterProxyModel &p) { p.setStatus(TileStatus::Draft); },
            {u"river-1/bridge"_s, u"river-1/double"_s});
        row("text without diacritics", [](TileFilterProxyModel &p) { p.setText(u"ctverec"_s); }, {u"base/Cccc+"_s});
        row("text in English", [](TileFilterProxyModel &p) { p.setText(u"MONASTERY"_s); }, {u"base/L"_s});
        row("every word, expansion name too", [](TileFilterProxyModel &p) { p.setText(u"řeka  most"_s); },
            {u"river-1/bridge"_s});
        row("jcz id", [](TileFilterProxyModel &p) { p.setText(u"BA/RCr"_s); }, {u"base/RCr"_s});
        row("filters combine",
            [](TileFilterProxyModel &p) {
                p.setExpansion(u"river-1"_s);
                p.setEdgePattern(u"I???"_s);
                p.setStatus(TileStatus::Verified);
            },
            {u"river-1/source"_s});
    }
    void proxyFilters()
    {
        using Setup = std::function<void(TileFilterProxyModel &)>;
        QFETCH(Setup, setup);
        QFETCH(QStringList, ids);
        CatalogueDocument document(TestSample::catalogue());
        TileTableModel table(&document);
        TileFilterProxyModel proxy;
        proxy.setSourceModel(&table);
        QAbstractItemModelTester tester(&proxy, Mode);
        setup(proxy);
        QCOMPARE(column(proxy, TileTableModel::IdColumn), ids);
    }

    void proxyFollowsEdits()
    {
        CatalogueDocument document(TestSample::catalogue());
        TileTableModel table(&document);
        TileFilterProxyModel proxy;
        proxy.setSourceModel(&table);
        QAbstractItemModelTester tester(&proxy, Mode);
        proxy.setStatus(TileStatus::Draft);
        QCOMPARE(proxy.rowCount(), 2);
        document.undoStack()->push(changeTileValue(&document, {0, 1}, TileFields::Status, TileStatus::Draft));
        QCOMPARE(proxy.rowCount(), 4);
        document.undoStack()->push(new RemoveTile(&document, 4));
        QCOMPARE(proxy.rowCount(), 3);
        document.undoStack()->undo();
        document.undoStack()->undo();
        QCOMPARE(column(proxy, TileTableModel::IdColumn), (QStringList {u"river-1/bridge"_s, u"river-1/double"_s}));
    }

    void sortsNamesWithCzechCollation()
    {
        Catalogue catalogue = TestSample::catalogue();
        const QStringList names {u"ihla"_s, u"Dům"_s, u"chata"_s, u"Cesta"_s, u"hrad"_s, u"Čtverec"_s};
        catalogue.tiles.clear();
        for (const QString &name : names) {
            TileDefinition t = TestSample::monastery();
            t.id = u"t/"_s + name;
            t.nameCs = name;
            catalogue.tiles << t;
        }
        CatalogueDocument document(catalogue);
        TileTableModel table(&document);
        TileFilterProxyModel proxy;
        proxy.setSourceModel(&table);
        QAbstractItemModelTester tester(&proxy, Mode);
        proxy.sort(TileTableModel::NameColumn);
        // Č after C, "ch" after "h", case does not put capitals first.
        QCOMPARE(column(proxy, TileTableModel::NameColumn),
                 (QStringList {u"Cesta"_s, u"Čtverec"_s, u"Dům"_s, u"hrad"_s, u"chata"_s, u"ihla"_s}));
        proxy.sort(TileTableModel::NameColumn, Qt::DescendingOrder);
        QCOMPARE(column(proxy, TileTableModel::NameColumn).first(), u"ihla"_s);

        // English collation puts "ch" among the c's.
        proxy.setSortLocale(QLocale(QLocale::English, QLocale::UnitedKingdom));
        proxy.sort(TileTableModel::NameColumn);
        QCOMPARE(column(proxy, TileTableModel::NameColumn),
                 (QStringList {u"Cesta"_s, u"chata"_s, u"Čtverec"_s, u"Dům"_s, u"hrad"_s, u"ihla"_s}));
    }

    void sortsNumbersByValue()
    {
        Catalogue catalogue = TestSample::catalogue();
        catalogue.tiles[0].count = 10;
        catalogue.tiles[1].count = 9;
        catalogue.tiles[2].count = 1;
        CatalogueDocument document(catalogue);
        TileTableModel table(&document);
        TileFilterProxyModel proxy;
        proxy.setSourceModel(&table);
        proxy.setExpansion(u"base"_s);
        proxy.sort(TileTableModel::CountColumn);
        QCOMPARE(column(proxy, TileTableModel::CountColumn), (QStringList {u"1"_s, u"9"_s, u"10"_s}));
        // A count edited through the proxy re-sorts the row.
        QVERIFY(proxy.setData(proxy.index(0, TileTableModel::CountColumn), 12));
        QCOMPARE(column(proxy, TileTableModel::CountColumn), (QStringList {u"9"_s, u"10"_s, u"12"_s}));
    }
};

QTEST_GUILESS_MAIN(TestCatalogueModels)
#include "tst_cataloguemodels.moc"
