// SPDX-FileCopyrightText: 2026 Krajina contributors
// SPDX-License-Identifier: GPL-3.0-or-later

// The catalogue filter keeps each row's folded text and whether it has the typed
// words between keystrokes (issue 17: a keystroke among 100,000 tiles). Typing,
// taking keys back and editing tiles in between must filter exactly as a filter
// that starts afresh.

#include "catalogue/catalogueroles.h"
#include "catalogue/tilefilterproxymodel.h"
#include "cataloguesample.h"
#include "document/cataloguedocument.h"
#include "document/tiletablemodel.h"
#include "document/undocommands.h"

#include <QAbstractItemModelTester>
#include <QSignalSpy>
#include <QTest>
#include <QUndoStack>

using namespace Krajina;
using namespace Qt::StringLiterals;

namespace {

// The ids a filter with only this text, made now, shows.
QStringList freshlyFiltered(TileTableModel &table, const QString &text)
{
    TileFilterProxyModel fresh;
    fresh.setSourceModel(&table);
    fresh.setText(text);
    QStringList ids;
    for (int row = 0; row < fresh.rowCount(); ++row)
        ids << fresh.index(row, TileTableModel::IdColumn).data().toString();
    return ids;
}

QStringList shown(const TileFilterProxyModel &proxy)
{
    QStringList ids;
    for (int row = 0; row < proxy.rowCount(); ++row)
        ids << proxy.index(row, TileTableModel::IdColumn).data().toString();
    return ids;
}

// Every tile whose id, names or expansion have all the words, by brute force.
QStringList expected(const CatalogueDocument &document, const QString &text)
{
    const QStringList words = TileFilterProxyModel::foldForSearch(text).split(u' ', Qt::SkipEmptyParts);
    QStringList ids;
    for (int i = 0; i < document.catalogue().tiles.size(); ++i) {
        const QString haystack
            = TileFilterProxyModel::foldForSearch(TileTableModel::tileRoleData(document, i, SearchTextRole).toString());
        if (std::all_of(words.cbegin(), words.cend(), [&](const QString &w) { return haystack.contains(w); }))
            ids << document.catalogue().tiles.at(i).id;
    }
    return ids;
}

} // namespace

class TestTileFilterTyping : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void foldsLikeAPersonTypes_data()
    {
        QTest::addColumn<QString>("text");
        QTest::addColumn<QString>("folded");
        QTest::newRow("ascii") << u"Base/RCr City"_s << u"base/rcr city"_s;
        QTest::newRow("czech") << u"ČTVEREC s cestou Řeka"_s << u"ctverec s cestou reka"_s;
        QTest::newRow("spaces") << u"a\tb\nc\u00a0d"_s << u"a b c d"_s;
        QTest::newRow("combining mark after ascii") << u"Me\u0301sto"_s << u"mesto"_s;
        QTest::newRow("umlauts") << u"ÄÖÜ äöü"_s << u"aou aou"_s;
        QTest::newRow("empty") << QString() << QString();
    }
    void foldsLikeAPersonTypes()
    {
        QFETCH(QString, text);
        QFETCH(QString, folded);
        QCOMPARE(TileFilterProxyModel::foldForSearch(text), folded);
    }

    // Key by key, forwards and back, with other words and edits in between.
    void typingFiltersAsAFreshFilter()
    {
        CatalogueDocument document(TestSample::largeCatalogue(300));
        TileTableModel table(&document);
        TileFilterProxyModel proxy;
        proxy.setSourceModel(&table);
        QAbstractItemModelTester tester(&proxy, QAbstractItemModelTester::FailureReportingMode::QtTest);
        const auto check = [&](const QString &text) {
            proxy.setText(text);
            const QStringList ids = shown(proxy);
            QCOMPARE(ids, expected(document, text));
            QCOMPARE(ids, freshlyFiltered(table, text));
        };
        for (const QString &text : {u"t"_s, u"t1"_s, u"t12"_s, u"t123"_s, u"t12"_s, u"t1"_s, u"t"_s, u""_s})
            check(text);
        QCOMPARE(proxy.rowCount(), 300);
        // Another word, then a word that is not a longer form of the last.
        for (const QString &text : {u"t2 city"_s, u"t2 city road"_s, u"t2 road"_s, u"t29 road"_s, u"cesto t29"_s,
                                    u"město"_s, u"mesto t1"_s, u"x"_s, u""_s})
            check(text);

        // Edits between keystrokes: a renamed tile, one added, one removed, one moved.
        proxy.setText(u"t1"_s);
        TileDefinition renamed = document.catalogue().tiles.at(5);
        renamed.nameEn = u"Zebra t1 crossing"_s;
        document.setTile(5, renamed);
        QCOMPARE(shown(proxy), expected(document, u"t1"_s));
        check(u"t1 zebra"_s);
        TileDefinition added = TestSample::cityRoad();
        added.id = u"base/zebra2"_s;
        added.nameEn = u"Zebra"_s;
        document.undoStack()->push(new AddTile(&document, 0, added));
        QCOMPARE(shown(proxy), expected(document, u"t1 zebra"_s));
        check(u"zebra"_s);
        QCOMPARE(proxy.rowCount(), 2);
        document.undoStack()->push(new MoveTile(&document, 0, 200));
        check(u"zebr"_s);
        check(u"zebra t"_s);
        document.undoStack()->push(new RemoveTile(&document, 6));
        check(u"zebra"_s);
        check(u"t1"_s);
        document.undoStack()->undo();
        document.undoStack()->undo();
        document.undoStack()->undo();
        check(u"t"_s);
        check(u"zebra"_s);
        QCOMPARE(proxy.rowCount(), 1);
    }

    // A key that shows and hides no tile changes nothing for the views; one that does is one change of layout
    // (unsorted), however many ranges of rows it takes away or brings back.
    void aKeyThatShowsTheSameTilesChangesNothing()
    {
        CatalogueDocument document(TestSample::largeCatalogue(300));
        TileTableModel table(&document);
        TileFilterProxyModel proxy;
        proxy.setSourceModel(&table);
        QSignalSpy layouts(&proxy, &QAbstractItemModel::layoutChanged);
        QSignalSpy removed(&proxy, &QAbstractItemModel::rowsRemoved);
        QSignalSpy inserted(&proxy, &QAbstractItemModel::rowsInserted);
        proxy.setText(u"t"_s); // every id has a t
        QCOMPARE(layouts.size(), 0);
        proxy.setText(u"t1"_s);
        QCOMPARE(layouts.size(), 1);
        QCOMPARE(proxy.rowCount(), 111); // t1, t10..t19, t100..t199
        proxy.setText(u"base/t1"_s); // the same tiles
        QCOMPARE(layouts.size(), 1);
        proxy.setText(QString());
        QCOMPARE(layouts.size(), 2);
        QCOMPARE(proxy.rowCount(), 300);
        QCOMPARE(removed.size(), 0);
        QCOMPARE(inserted.size(), 0);
    }
};

QTEST_GUILESS_MAIN(TestTileFilterTyping)
#include "tst_tilefiltertyping.moc"
