// SPDX-FileCopyrightText: 2026 Krajina contributors
// SPDX-License-Identifier: GPL-3.0-or-later

#include "cataloguesample.h"
#include "document/cataloguedocument.h"
#include "document/undocommands.h"

#include <QTest>
#include <QUndoStack>

#include <functional>

using namespace Krajina;
using namespace Qt::StringLiterals;

// Every command is pushed (redo), undone and redone; the whole catalogue is
// compared with what it should be after each step.
class TestUndoCommands : public QObject
{
    Q_OBJECT
private:
    static void checkDoUndoRedo(CatalogueDocument &document, QUndoCommand *command, const Catalogue &expected)
    {
        const Catalogue before = document.catalogue();
        QVERIFY(!command->text().isEmpty());
        document.undoStack()->push(command);
        QCOMPARE(document.catalogue(), expected);
        QVERIFY(document.isModified());
        document.undoStack()->undo();
        QCOMPARE(document.catalogue(), before);
        QVERIFY(!document.isModified());
        document.undoStack()->redo();
        QCOMPARE(document.catalogue(), expected);
    }

private Q_SLOTS:
    void addTile()
    {
        CatalogueDocument document(TestSample::catalogue());
        TileDefinition added = TestSample::monastery();
        added.id = u"base/new"_s;
        Catalogue expected = document.catalogue();
        expected.tiles.insert(1, added);
        checkDoUndoRedo(document, new AddTile(&document, 1, added), expected);
    }

    void addTileAtEnd()
    {
        CatalogueDocument document(TestSample::catalogue());
        const int end = int(document.catalogue().tiles.size());
        TileDefinition added = TestSample::bridge();
        added.id = u"river-1/bridge-b"_s;
        Catalogue expected = document.catalogue();
        expected.tiles.append(added);
        checkDoUndoRedo(document, new AddTile(&document, end, added), expected);
    }

    void removeTile()
    {
        CatalogueDocument document(TestSample::catalogue());
        Catalogue expected = document.catalogue();
        expected.tiles.removeAt(2);
        checkDoUndoRedo(document, new RemoveTile(&document, 2), expected);
    }

    void duplicateTile()
    {
        CatalogueDocument document(TestSample::catalogue());
        Catalogue expected = document.catalogue();
        TileDefinition copy = expected.tiles.at(0);
        copy.id = copy.id + u"-2"_s;
        copy.status = TileStatus::Draft;
        copy.jczId.clear();
        expected.tiles.insert(1, copy);
        checkDoUndoRedo(document, new DuplicateTile(&document, 0), expected);
    }

    void duplicateTwiceGivesDistinctIds()
    {
        CatalogueDocument document(TestSample::catalogue());
        document.undoStack()->push(new DuplicateTile(&document, 0));
        document.undoStack()->push(new DuplicateTile(&document, 0));
        const Catalogue &c = document.catalogue();
        QCOMPARE(c.tiles.at(1).id, u"base/RCr-3"_s);
        QCOMPARE(c.tiles.at(2).id, u"base/RCr-2"_s);
    }

    void moveTile_data()
    {
        QTest::addColumn<int>("from");
        QTest::addColumn<int>("to");
        QTest::newRow("down") << 0 << 3;
        QTest::newRow("up") << 4 << 1;
        QTest::newRow("to the end") << 1 << 5;
    }
    void moveTile()
    {
        QFETCH(int, from);
        QFETCH(int, to);
        CatalogueDocument document(TestSample::catalogue());
        Catalogue expected = document.catalogue();
        expected.tiles.move(from, to);
        checkDoUndoRedo(document, new MoveTile(&document, from, to), expected);
    }

    void changeFeatures()
    {
        CatalogueDocument document(TestSample::catalogue());
        QList<Feature> features = document.catalogue().tiles.at(0).features;
        features[0].pennants = 2;
        features.removeLast();
        Catalogue expected = document.catalogue();
        expected.tiles[0].features = features;
        checkDoUndoRedo(document, new ChangeTileFeatures(&document, 0, features), expected);
    }

    void changesOneAttribute_data()
    {
        using Make = std::function<QUndoCommand *(CatalogueDocument *)>;
        using Expect = std::function<void(TileDefinition &)>;
        QTest::addColumn<Make>("make");
        QTest::addColumn<Expect>("expect");
        auto row = [](const char *name, Make make, Expect expect) { QTest::newRow(name) << make << expect; };
        row(
            "name cs", [](CatalogueDocument *d) { return changeTileValue(d, {2}, TileFields::NameCs, u"Hradby"_s); },
            [](TileDefinition &t) { t.nameCs = u"Hradby"_s; });
        row(
            "name en", [](CatalogueDocument *d) { return changeTileValue(d, {2}, TileFields::NameEn, u"Walls"_s); },
            [](TileDefinition &t) { t.nameEn = u"Walls"_s; });
        row(
            "id", [](CatalogueDocument *d) { return changeTileValue(d, {2}, TileFields::Id, u"base/walls"_s); },
            [](TileDefinition &t) { t.id = u"base/walls"_s; });
        row(
            "expansion",
            [](CatalogueDocument *d) { return changeTileValue(d, {2}, TileFields::Expansion, u"river-1"_s); },
            [](TileDefinition &t) { t.expansion = u"river-1"_s; });
        row(
            "editions",
            [](CatalogueDocument *d) {
                return changeTileValue(d, {2}, TileFields::Editions, {u"c2"_s, u"c3"_s});
            },
            [](TileDefinition &t) {
                t.editions = {u"c2"_s, u"c3"_s};
            });
        row(
            "watermark",
            [](CatalogueDocument *d) { return changeTileValue(d, {2}, TileFields::Watermark, u"stream"_s); },
            [](TileDefinition &t) { t.watermark = u"stream"_s; });
        row(
            "back", [](CatalogueDocument *d) { return changeTileValue(d, {2}, TileFields::Back, u"river-dark"_s); },
            [](TileDefinition &t) { t.back = u"river-dark"_s; });
        row(
            "art", [](CatalogueDocument *d) { return changeTileValue(d, {2}, TileFields::Art, QString()); },
            [](TileDefinition &t) { t.art.clear(); });
        row(
            "status",
            [](CatalogueDocument *d) { return changeTileValue(d, {2}, TileFields::Status, TileStatus::Draft); },
            [](TileDefinition &t) { t.status = TileStatus::Draft; });
        row(
            "jcz id", [](CatalogueDocument *d) { return changeTileValue(d, {2}, TileFields::JczId, u"BA/Cccc+"_s); },
            [](TileDefinition &t) { t.jczId = u"BA/Cccc+"_s; });
        row(
            "size", [](CatalogueDocument *d) { return changeTileValue(d, {2}, TileFields::Size, QSize(2, 1)); },
            [](TileDefinition &t) { t.size = QSize(2, 1); });
        row(
            "note",
            [](CatalogueDocument *d) { return changeTileValue(d, {2}, TileFields::Note, u"Checked in 2024."_s); },
            [](TileDefinition &t) { t.note = u"Checked in 2024."_s; });
    }
    void changesOneAttribute()
    {
        using Make = std::function<QUndoCommand *(CatalogueDocument *)>;
        using Expect = std::function<void(TileDefinition &)>;
        QFETCH(Make, make);
        QFETCH(Expect, expect);
        CatalogueDocument document(TestSample::catalogue());
        Catalogue expected = document.catalogue();
        expect(expected.tiles[2]);
        QVERIFY(expected != document.catalogue());
        checkDoUndoRedo(document, make(&document), expected);
    }

    void changeValueOfSeveralTilesIsOneStep()
    {
        CatalogueDocument document(TestSample::catalogue());
        Catalogue expected = document.catalogue();
        for (int i : {0, 3, 5})
            expected.tiles[i].status = TileStatus::Draft;
        checkDoUndoRedo(document, changeTileValue(&document, {0, 3, 5}, TileFields::Status, TileStatus::Draft),
                        expected);
        QCOMPARE(document.undoStack()->count(), 1);
    }

    void changeValueEmitsTileChanged()
    {
        CatalogueDocument document(TestSample::catalogue());
        QList<int> changed;
        connect(&document, &CatalogueDocument::tileChanged, this, [&](int i) { changed << i; });
        document.undoStack()->push(changeTileValue(&document, {1, 4}, TileFields::Note, u"x"_s));
        QCOMPARE(changed, (QList<int> {1, 4}));
        document.undoStack()->undo();
        QCOMPARE(changed, (QList<int> {1, 4, 1, 4}));
    }

    void changeCount()
    {
        CatalogueDocument document(TestSample::catalogue());
        Catalogue expected = document.catalogue();
        expected.tiles[1].count = 7;
        checkDoUndoRedo(document, new ChangeTileCount(&document, 1, 7), expected);
    }

    void changeEditionCountAddsAndRemovesOverride()
    {
        CatalogueDocument document(TestSample::catalogue());
        Catalogue expected = document.catalogue();
        QVERIFY(!expected.tiles.at(1).editionCounts.contains(u"c3"_s));
        expected.tiles[1].editionCounts.insert(u"c3"_s, 3);
        checkDoUndoRedo(document, new ChangeTileCount(&document, 1, 3, u"c3"_s), expected);
        QCOMPARE(document.catalogue().tiles.at(1).countIn(u"c3"_s), 3);
        document.undoStack()->undo();
        // Undo removes the override again rather than leaving a 0 behind.
        QVERIFY(!document.catalogue().tiles.at(1).editionCounts.contains(u"c3"_s));
    }

    void successiveCountChangesMerge()
    {
        CatalogueDocument document(TestSample::catalogue());
        const Catalogue before = document.catalogue();
        for (int count : {5, 6, 7})
            document.undoStack()->push(new ChangeTileCount(&document, 0, count));
        QCOMPARE(document.undoStack()->count(), 1);
        QCOMPARE(document.catalogue().tiles.at(0).count, 7);
        document.undoStack()->undo();
        QCOMPARE(document.catalogue(), before);
    }

    void countChangesOfDifferentTilesDoNotMerge()
    {
        CatalogueDocument document(TestSample::catalogue());
        document.undoStack()->push(new ChangeTileCount(&document, 0, 5));
        document.undoStack()->push(new ChangeTileCount(&document, 1, 5));
        document.undoStack()->push(new ChangeTileCount(&document, 1, 5, u"c2"_s));
        QCOMPARE(document.undoStack()->count(), 3);
    }

    void countBackToTheStartLeavesNoStep()
    {
        CatalogueDocument document(TestSample::catalogue());
        const int original = document.catalogue().tiles.at(0).count;
        document.undoStack()->push(new ChangeTileCount(&document, 0, original + 1));
        document.undoStack()->push(new ChangeTileCount(&document, 0, original));
        QCOMPARE(document.undoStack()->count(), 0);
        QVERIFY(!document.isModified());
    }

    void changeExpansion()
    {
        CatalogueDocument document(TestSample::catalogue());
        Expansion river = document.catalogue().expansions.at(1);
        river.nameCs = u"Řeka I"_s;
        river.publishedTotal = 13;
        river.bettingTokens.removeFirst();
        river.editions[0].watermark.clear();
        Catalogue expected = document.catalogue();
        expected.expansions[1] = river;
        QStringList changed;
        connect(&document, &CatalogueDocument::expansionChanged, this, [&](const QString &id) { changed << id; });
        checkDoUndoRedo(document, new ChangeExpansion(&document, 1, river), expected);
        QCOMPARE(changed, (QStringList {u"river-1"_s, u"river-1"_s, u"river-1"_s}));
    }

    void undoTextsSayWhatChanged()
    {
        CatalogueDocument document(TestSample::catalogue());
        std::unique_ptr<QUndoCommand> one(changeTileValue(&document, {0}, TileFields::NameCs, u"a"_s));
        std::unique_ptr<QUndoCommand> many(changeTileValue(&document, {0, 1}, TileFields::NameCs, u"a"_s));
        std::unique_ptr<QUndoCommand> other(changeTileValue(&document, {0}, TileFields::Note, u"a"_s));
        QVERIFY(one->text() != many->text());
        QVERIFY(one->text() != other->text());
        QVERIFY(one->text().contains(u"Czech"_s));
    }
};

QTEST_GUILESS_MAIN(TestUndoCommands)
#include "tst_undocommands.moc"
