// SPDX-FileCopyrightText: 2026 Krajina contributors
// SPDX-License-Identifier: GPL-3.0-or-later

// Undo random walks: seeded runs of hundreds of random tile, Dos Rios piece and
// rule edits on the bundled catalogue and rulebook. Undoing them all must give back the
// original exactly, redoing them all the final state exactly.

#include "catalogue/catalogueio.h"
#include "document/cataloguedocument.h"
#include "document/dosrioscommands.h"
#include "document/undocommands.h"
#include "rulebook/rulebookcommands.h"
#include "rulebook/rulebookio.h"

#include <QRandomGenerator>
#include <QTest>
#include <QUndoStack>

using namespace Qt::StringLiterals;
using namespace Krajina;

namespace {

struct Snapshot
{
    Catalogue catalogue;
    Rulebook rulebook;
    friend bool operator==(const Snapshot &, const Snapshot &) = default;
};

Snapshot snapshot(const CatalogueDocument &document)
{
    return {document.catalogue(), document.rulebook()};
}

// One random edit, pushed on the document's stack; returns its name for messages.
QString randomEdit(CatalogueDocument &document, QRandomGenerator &random, int step)
{
    const Catalogue &c = document.catalogue();
    const int tiles = int(c.tiles.size());
    const auto anyTile = [&] { return int(random.bounded(tiles)); };
    const QString word = u"edit%1"_s.arg(step);
    QUndoStack *stack = document.undoStack();

    // Rule edits on a random page.
    const Rulebook &rulebook = document.rulebook();
    const RulePage *page
        = rulebook.pages.isEmpty() ? nullptr : &rulebook.pages.at(random.bounded(int(rulebook.pages.size())));

    switch (random.bounded(13)) {
    case 0:
        stack->push(new AddTile(&document, int(random.bounded(tiles + 1)), c.tiles.at(anyTile())));
        return u"add"_s;
    case 1:
        if (tiles > 1) {
            stack->push(new RemoveTile(&document, anyTile()));
            return u"remove"_s;
        }
        return {};
    case 2:
        stack->push(new DuplicateTile(&document, anyTile()));
        return u"duplicate"_s;
    case 3:
        stack->push(new MoveTile(&document, anyTile(), anyTile()));
        return u"move"_s;
    case 4: {
        QList<Feature> features = c.tiles.at(anyTile()).features;
        if (!features.isEmpty())
            features.removeAt(random.bounded(int(features.size())));
        stack->push(new ChangeTileFeatures(&document, anyTile(), features));
        return u"features"_s;
    }
    case 5:
        stack->push(changeTileValue(&document, {anyTile(), anyTile()}, TileFields::NameCs, word));
        return u"name"_s;
    case 6:
        stack->push(changeTileValue(&document, {anyTile()}, TileFields::Note, word));
        return u"note"_s;
    case 7:
        stack->push(changeTileValue(&document, {anyTile()}, TileFields::Size, QSize(1 + random.bounded(2), 1)));
        return u"size"_s;
    case 8: {
        // Counts of one tile in a row merge into one command; that must undo as well.
        const int index = anyTile();
        const QString edition = c.tiles.at(index).editions.value(0);
        stack->push(new ChangeTileCount(&document, index, int(random.bounded(6)), edition));
        return u"count"_s;
    }
    case 9:
        if (page && page->english.size() > 0) {
            const int unit = int(random.bounded(page->english.size()));
            stack->push(new EditUnitText(&document, page->id, Language::English, unit,
                                         page->english.unit(unit).text + u' ' + word));
            return u"rule text"_s;
        }
        return {};
    case 10:
        if (page && page->english.size() > 0) {
            const int unit = int(random.bounded(page->english.size()));
            stack->push(new SetTranslation(&document, page->id, unit, u"Překlad "_s + word));
            return u"translation"_s;
        }
        return {};
    case 12: {
        // A hex of a Dos Rios land tile, as the Board page's piece properties change one.
        const DosRios::PieceSet &pieces = c.dosRios;
        if (pieces.tiles.isEmpty())
            return {};
        const DosRios::LandTile &tile = pieces.tiles.at(random.bounded(int(pieces.tiles.size())));
        const int hex = int(random.bounded(3));
        DosRios::HexCell cell = tile.hexes.at(std::size_t(hex));
        const bool farmland = random.bounded(2) == 0;
        cell.terrain = farmland ? DosRios::Terrain::Farmland : DosRios::Terrain::Forest;
        cell.crop = farmland ? DosRios::Crop(1 + random.bounded(3)) : DosRios::Crop::None;
        stack->push(new ChangeDosRiosHex(&document, tile.id, hex, cell, word));
        return u"hex"_s;
    }
    default:
        if (page && page->czech.size() > 0) {
            if (random.bounded(2) == 0) {
                stack->push(new RemoveCzechUnit(&document, page->id, int(random.bounded(page->czech.size()))));
                return u"remove unit"_s;
            }
            stack->push(new AddCzechOnlyUnit(&document, page->id, int(random.bounded(page->czech.size() + 1)),
                                             u"Jen česky "_s + word));
            return u"add unit"_s;
        }
        return {};
    }
}

} // namespace

class TestUndoWalk : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void undoAllGivesTheOriginalAndRedoAllTheFinal_data()
    {
        QTest::addColumn<quint32>("seed");
        for (quint32 seed : {1u, 15u, 2026u, 77777u})
            QTest::newRow(qPrintable(u"seed %1"_s.arg(seed))) << seed;
    }

    void undoAllGivesTheOriginalAndRedoAllTheFinal()
    {
        QFETCH(quint32, seed);
        CatalogueDocument document(bundledCatalogue());
        const RulebookReadResult rules = bundledRulebook();
        QVERIFY2(rules.ok(), qPrintable(rules.error));
        document.setRulebook(rules.rulebook);
        document.undoStack()->clear();
        const Snapshot original = snapshot(document);

        QRandomGenerator random(seed);
        QStringList done;
        QUndoStack *stack = document.undoStack();
        QList<Snapshot> states {original}; // the state at each index of the stack
        for (int step = 0; done.size() < 300; ++step) {
            const QString edit = randomEdit(document, random, step);
            if (edit.isEmpty())
                continue;
            done << edit;
            // Each command (merged ones too) undoes and redoes on its own.
            states.resize(stack->index() + 1);
            states.last() = snapshot(document);
            stack->undo();
            QVERIFY2(snapshot(document) == states.at(stack->index()),
                     qPrintable(u"undo of edit %1 (%2)"_s.arg(done.size()).arg(edit)));
            stack->redo();
            QVERIFY2(snapshot(document) == states.last(),
                     qPrintable(u"redo of edit %1 (%2)"_s.arg(done.size()).arg(edit)));
        }
        const Snapshot final = snapshot(document);
        QVERIFY(!(final == original));
        QVERIFY(document.undoStack()->count() > 0);

        // Undo half way and redo again on the way, as a user wanders.
        const int middle = document.undoStack()->count() / 2;
        document.undoStack()->setIndex(middle);
        document.undoStack()->setIndex(document.undoStack()->count());
        QVERIFY(snapshot(document) == final);

        while (document.undoStack()->canUndo())
            document.undoStack()->undo();
        QVERIFY2(snapshot(document) == original, qPrintable(done.join(u", "_s)));
        QVERIFY(document.catalogue() == bundledCatalogue());

        while (document.undoStack()->canRedo())
            document.undoStack()->redo();
        QVERIFY(snapshot(document) == final);
    }
};

QTEST_GUILESS_MAIN(TestUndoWalk)
#include "tst_undowalk.moc"
