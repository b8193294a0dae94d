// SPDX-FileCopyrightText: 2026 Krajina contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "board/gamesetupwidget.h"
#include "boarddock/boardpanel.h"
#include "catalogue/cataloguebrowser.h"
#include "catalogue/catalogueio.h"
#include "catalogue/catalogueroles.h"
#include "document/cataloguedocument.h"
#include "document/cataloguetreemodel.h"
#include "document/dosrioscommands.h"
#include "editor/tileeditor.h"
#include "editor/tilepropertieswidget.h"
#include "hex/boardstatistics.h"
#include "hexboard/hexboardpage.h"
#include "hexboard/hexboardview.h"
#include "hexboard/hexpieceproperties.h"
#include "mainwindow.h"
#include "simulation/simulatepage.h"

#include <QAbstractItemModelTester>
#include <QCheckBox>
#include <QComboBox>
#include <QLabel>
#include <QLineEdit>
#include <QPushButton>
#include <QSettings>
#include <QSpinBox>
#include <QStackedWidget>
#include <QTabBar>
#include <QTableWidget>
#include <QTest>
#include <QTreeView>
#include <QUndoStack>

using namespace Krajina;
using namespace Qt::StringLiterals;

namespace {

// The first row under `parent` (recursively) whose `role` holds `value`.
QModelIndex findRow(const QAbstractItemModel *model, int role, const QString &value, const QModelIndex &parent = {})
{
    for (int row = 0; row < model->rowCount(parent); ++row) {
        const QModelIndex index = model->index(row, 0, parent);
        if (index.data(role).toString() == value)
            return index;
        if (const QModelIndex inner = findRow(model, role, value, index); inner.isValid())
            return inner;
    }
    return {};
}

} // namespace

// The Dos Rios pieces in the catalogue browser and the properties panel, as an
// author meets them in the main window.
class TestHexPieces : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void initTestCase()
    {
        QCoreApplication::setOrganizationName(u"KrajinaTest"_s);
        QCoreApplication::setApplicationName(u"tst_hexpieces"_s);
        QSettings().clear();
    }

    void theTreeListsFramePiecesAndLandTiles()
    {
        CatalogueDocument document(bundledCatalogue());
        CatalogueTreeModel model(&document);
        QAbstractItemModelTester tester(&model, QAbstractItemModelTester::FailureReportingMode::QtTest);
        const DosRios::PieceSet &pieces = document.catalogue().dosRios;
        QCOMPARE(pieces.frame.size(), 6);
        QCOMPARE(pieces.tiles.size(), 12);
        const QModelIndex game = findRow(&model, GameIdRole, u"dos-rios"_s);
        QVERIFY(game.isValid());
        QCOMPARE(model.rowCount(game), 2);
        QCOMPARE(model.rowCount(model.index(0, 0, game)), 6);
        QCOMPARE(model.rowCount(model.index(1, 0, game)), 12);
        const QModelIndex tile = model.hexPieceIndex(pieces.tiles[3].id);
        QVERIFY(tile.isValid());
        QCOMPARE(tile.parent(), model.index(1, 0, game));
        QCOMPARE(tile.data(NodeKindRole).toInt(), int(CatalogueNodeKind::HexPiece));
        QCOMPARE(tile.data(TileIndexRole).toInt(), -1);
        model.setLanguage(u"en"_s);
        QCOMPARE(tile.data().toString(), pieces.tiles[3].nameEn);
        QVERIFY(!tile.data(Qt::DecorationRole).value<QImage>().isNull());
        QCOMPARE(model.hexPieceIndex(pieces.frame[0].id).parent(), model.index(0, 0, game));

        // A piece edited: same rows; a piece set without tiles: the group goes.
        DosRios::HexCell cell = pieces.tiles[0].hexes[0];
        cell.terrain = cell.terrain == DosRios::Terrain::Forest ? DosRios::Terrain::Highland : DosRios::Terrain::Forest;
        cell.crop = DosRios::Crop::None;
        document.undoStack()->push(new ChangeDosRiosHex(&document, pieces.tiles[0].id, 0, cell, u"edit"_s));
        QCOMPARE(model.rowCount(model.index(1, 0, game)), 12);
        DosRios::PieceSet noTiles = document.catalogue().dosRios;
        noTiles.tiles.clear();
        document.undoStack()->push(new ChangeDosRiosPieces(&document, noTiles, u"no tiles"_s));
        QCOMPARE(model.rowCount(findRow(&model, GameIdRole, u"dos-rios"_s)), 1);
        document.undoStack()->undo();
        QCOMPARE(model.rowCount(findRow(&model, GameIdRole, u"dos-rios"_s)), 2);
    }

    void theDosRiosGameRowShowsItsBoard()
    {
        // The game row used to be filtered out of the browser's tree (it has no square tiles, and the
        // tree showed a game only for a tile the filters let through).
        MainWindow window;
        window.show();
        QVERIFY(QTest::qWaitForWindowExposed(&window));
        window.boardPanel()->setMode(BoardPanel::Mode::Neighbours);
        QTreeView *tree = window.browser()->tree();
        const QModelIndex dosRios = findRow(tree->model(), GameIdRole, u"dos-rios"_s);
        QVERIFY(dosRios.isValid());
        tree->setCurrentIndex(dosRios);
        QCOMPARE(window.boardPanel()->mode(), BoardPanel::Mode::DosRios);
        const DosRios::Routing &routing = window.boardPanel()->hexBoardPage()->routing();
        for (const DosRios::RiverCourse &river : routing.rivers)
            QVERIFY(river.end == DosRios::CourseEnd::Lake || river.end == DosRios::CourseEnd::City
                    || river.end == DosRios::CourseEnd::Joined);

        // The text filter narrows the pieces as it does the tiles; a square-only filter hides them
        // (in the tree shown: a tree behind its tab is filtered when it shows).
        window.browser()->findChild<QTabBar *>()->setCurrentIndex(1);
        window.browser()->textFilter()->setText(u"land-07"_s);
        QVERIFY(findRow(tree->model(), HexPieceIdRole, u"dos-rios/land-07"_s).isValid());
        QVERIFY(!findRow(tree->model(), HexPieceIdRole, u"dos-rios/land-08"_s).isValid());
        window.browser()->textFilter()->clear();
        window.browser()->edgeFilter()->setText(u"CRFR"_s);
        QVERIFY(!findRow(tree->model(), HexPieceIdRole, u"dos-rios/land-07"_s).isValid());
        window.browser()->edgeFilter()->clear();
        QVERIFY(findRow(tree->model(), HexPieceIdRole, u"dos-rios/land-08"_s).isValid());
    }

    void aLandTileRowShowsItsPropertiesAndEditsWithUndo()
    {
        MainWindow window;
        window.show();
        QVERIFY(QTest::qWaitForWindowExposed(&window));
        CatalogueDocument *document = window.document();
        const DosRios::PieceSet &pieces = document->catalogue().dosRios;
        // A land tile's hex that is not farmland.
        int t = -1;
        int hex = -1;
        for (qsizetype i = 0; i < pieces.tiles.size() && t < 0; ++i) {
            for (int k = 0; k < 3 && t < 0; ++k) {
                if (pieces.tiles[i].hexes[std::size_t(k)].terrain != DosRios::Terrain::Farmland) {
                    t = int(i);
                    hex = k;
                }
            }
        }
        QVERIFY(t >= 0);
        const QString id = pieces.tiles[t].id;
        QTreeView *tree = window.browser()->tree();
        tree->setCurrentIndex(findRow(tree->model(), HexPieceIdRole, id));

        HexPieceProperties *properties = window.hexPieceProperties();
        QCOMPARE(properties->piece(), id);
        QCOMPARE(window.findChild<QStackedWidget *>(u"propertiesStack"_s)->currentWidget(), properties);
        QCOMPARE(window.boardPanel()->mode(), BoardPanel::Mode::DosRios);
        // The square-tile editor lets go of its tile, so that nothing there is changed by mistake.
        QCOMPARE(window.tileEditor()->currentTile(), -1);
        // The tile's slot is selected on the board.
        HexBoardPage *page = window.boardPanel()->hexBoardPage();
        const int slot = page->view()->selectedSlot();
        QVERIFY(slot >= 0);
        QCOMPARE(document->dosRiosBoard().placements[slot].tile, t);

        // Farmland, by the combo box as a person picks it: one undo step, a crop comes with it, the board follows.
        const DosRios::HexCell before = pieces.tiles[t].hexes[std::size_t(hex)];
        const int steps = document->undoStack()->count();
        QComboBox *terrain = properties->terrainBox(hex);
        QVERIFY(terrain);
        QVERIFY(!properties->cropBox(hex)->isEnabled());
        terrain->setCurrentIndex(terrain->findData(int(DosRios::Terrain::Farmland)));
        Q_EMIT terrain->activated(terrain->currentIndex());
        QCOMPARE(document->undoStack()->count(), steps + 1);
        const DosRios::HexCell &after = document->catalogue().dosRios.tiles[t].hexes[std::size_t(hex)];
        QCOMPARE(after.terrain, DosRios::Terrain::Farmland);
        QCOMPARE(after.crop, DosRios::Crop::Corn);
        QVERIFY(properties->cropBox(hex)->isEnabled());
        int farmland = 0;
        for (const DosRios::HexCell &cell : document->dosRiosBoard().cells)
            farmland += cell.terrain == DosRios::Terrain::Farmland && cell.crop == DosRios::Crop::Corn;
        // Then tobacco.
        QComboBox *crop = properties->cropBox(hex);
        crop->setCurrentIndex(crop->findData(int(DosRios::Crop::Tobacco)));
        Q_EMIT crop->activated(crop->currentIndex());
        QCOMPARE(document->undoStack()->count(), steps + 2);
        QCOMPARE(document->catalogue().dosRios.tiles[t].hexes[std::size_t(hex)].crop, DosRios::Crop::Tobacco);
        int corn = 0;
        for (const DosRios::HexCell &cell : document->dosRiosBoard().cells)
            corn += cell.terrain == DosRios::Terrain::Farmland && cell.crop == DosRios::Crop::Corn;
        QCOMPARE(corn, farmland - 1);
        document->undoStack()->undo();
        document->undoStack()->undo();
        QCOMPARE(document->catalogue().dosRios.tiles[t].hexes[std::size_t(hex)], before);
        QCOMPARE(terrain->currentData().toInt(), int(before.terrain));

        // Picking a square tile brings its properties back.
        window.selectTile(0);
        QCOMPARE(window.findChild<QStackedWidget *>(u"propertiesStack"_s)->currentWidget(),
                 static_cast<QWidget *>(window.properties()));
    }

    void theSimulatePageLaysDosRiosBoards()
    {
        CatalogueDocument document(bundledCatalogue());
        SimulatePage page;
        page.setDocument(&document);
        page.gamesBox()->setValue(300);
        page.findChild<QPushButton *>(u"runDosRios"_s)->click();
        const DosRios::BoardStatistics stats = DosRios::boardStatistics(
            document.catalogue().dosRios, 300, quint64(page.findChild<QSpinBox *>(u"dosRiosSeed"_s)->value()));
        QCOMPARE(stats.boards, 300);
        QTableWidget *table = page.reportTable();
        QVERIFY(table->rowCount() >= 6);
        const QLocale locale;
        QCOMPARE(table->item(0, 1)->text(), locale.toString(300));
        // Each river reaches a lake or the city as often as the statistics say; how often they join, too.
        QStringList values;
        for (int r = 0; r < table->rowCount(); ++r)
            values << table->item(r, 0)->text() + u" = "_s + table->item(r, 1)->text();
        const QString all = values.join(u'\n');
        QVERIFY2(
            all.contains(u"reaches a lake or the city = %1 ("_s.arg(locale.toString(stats.rivers[0].reachesEnd()))),
            qPrintable(all));
        QVERIFY2(all.contains(u"The rivers join = %1 ("_s.arg(locale.toString(stats.joined))), qPrintable(all));
        QVERIFY2(all.contains(u"The rivers end in the same lake or the city (not joined) = %1 ("_s.arg(
                     locale.toString(stats.sharedEnd))),
                 qPrintable(all));
        QVERIFY(page.messageLine()->text().contains(u"300"_s));
    }

    void aSpringsOutflowsAndRiverAreEdited()
    {
        MainWindow window;
        CatalogueDocument *document = window.document();
        const DosRios::PieceSet &pieces = document->catalogue().dosRios;
        // The frame piece with Rio Grande's mountain lake.
        QString id;
        int hex = -1;
        for (const DosRios::FramePiece &piece : pieces.frame) {
            for (qsizetype i = 0; i < piece.hexes.size(); ++i) {
                if (piece.hexes[i].terrain == DosRios::Terrain::Spring
                    && piece.hexes[i].river == DosRios::River::Grande) {
                    id = piece.id;
                    hex = int(i);
                }
            }
        }
        QVERIFY(hex >= 0);
        window.selectHexPiece(id);
        HexPieceProperties *properties = window.hexPieceProperties();
        QCheckBox *sw = properties->outflowBox(hex, DosRios::Side::SW);
        QCheckBox *s = properties->outflowBox(hex, DosRios::Side::S);
        QVERIFY(sw && s);
        QVERIFY(!properties->outflowBox(hex, DosRios::Side::N));
        const QList<DosRios::Side> before = pieces.frame[pieces.frameIndex(id)].hexes[hex].outflows;
        QCOMPARE(sw->isChecked(), before.contains(DosRios::Side::SW));
        const int steps = document->undoStack()->count();
        s->click();
        QCOMPARE(document->undoStack()->count(), steps + 1);
        const QList<DosRios::Side> after
            = document->catalogue().dosRios.frame[pieces.frameIndex(id)].hexes[hex].outflows;
        QCOMPARE(after.contains(DosRios::Side::S), !before.contains(DosRios::Side::S));
        // The board follows: its mountain lake has the new outflows.
        const DosRios::Hex at = pieces.frame[pieces.frameIndex(id)].hexes[hex].at;
        QCOMPARE(document->dosRiosBoard().cell(at)->outflows, after);
        document->undoStack()->undo();
        QCOMPARE(document->catalogue().dosRios.frame[pieces.frameIndex(id)].hexes[hex].outflows, before);
        QCOMPARE(s->isChecked(), before.contains(DosRios::Side::S));
    }
};

QTEST_MAIN(TestHexPieces)
#include "tst_hexpieces.moc"
