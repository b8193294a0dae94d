// SPDX-FileCopyrightText: 2026 Krajina contributors
// SPDX-License-Identifier: GPL-3.0-or-later

#include "board/boardscene.h"
#include "board/gamesetupwidget.h"
#include "board/sandboxpage.h"
#include "boarddock/boardpanel.h"
#include "engine/carcassonne/compiledtileset.h"
#include "engine/game.h"
#include "engine/gamesession.h"
#include "languagemanager.h"
#include "simulation/balancecomparisonview.h"
#include "simulation/balancesetup.h"
#include "simulation/carcassonnesimulationsetup.h"
#include "simulation/heatmapview.h"
#include "simulation/seatfigurestable.h"
#include "simulation/seatpoliciesbox.h"
#include "simulation/simulatepage.h"
#include "simulation/simulationcharts.h"
#include "simulation/simulationsetup.h"
#include "simulation/tilebalancetable.h"

#include <QApplication>
#include <QChart>
#include <QChartView>
#include <QComboBox>
#include <QDir>
#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QLabel>
#include <QLineEdit>
#include <QListWidget>
#include <QPushButton>
#include <QSignalSpy>
#include <QSpinBox>
#include <QSplitter>
#include <QTabWidget>
#include <QTableWidget>
#include <QTemporaryDir>
#include <QTest>

using namespace Krajina;
using namespace Qt::StringLiterals;

namespace {

// Plays `games` games of the expansions from `seed` on the page and waits for the report.
CarcassonneSimulationSetup *carcassonne(const SimulatePage &page)
{
    return qobject_cast<CarcassonneSimulationSetup *>(page.setup(u"carcassonne"_s));
}

bool simulate(SimulatePage &page, const QStringList &expansions, int seed, int games, const QString &follow = {})
{
    page.setGame(u"carcassonne"_s);
    CarcassonneSimulationSetup *setup = carcassonne(page);
    setup->setupWidget()->setCheckedExpansions(expansions);
    setup->setupWidget()->setSeed(quint64(seed));
    page.gamesBox()->setValue(games);
    if (!follow.isEmpty())
        setup->followBox()->setCurrentIndex(setup->followBox()->findData(follow));
    QSignalSpy finished(&page, &SimulatePage::finished);
    if (!page.run())
        return false;
    return finished.wait(60000);
}

// A game with no set-up of its own on the Simulate page: it gets a form of its simulate options.
class ThirdGame : public GameRules
{
public:
    QString id() const override { return u"third-game"_s; }
    QString name() const override { return u"Third Game"_s; }
    QList<RuleCodeEntry> ruleCodes() const override { return {{u"ok"_s, QString()}}; }
    bool replayRecord(const RecordFile &, RecordReplay &, QString *) const override { return false; }
    QString simulationHelp() const override { return {}; }
    QList<SimulationOption> simulationOptions() const override
    {
        return {{u"expansions"_s, u"third-game"_s, u"LIST"_s, {}},
                {u"games"_s, u"Number of games."_s, u"N"_s, u"1000"_s},
                {u"seed"_s, u"Seed."_s, u"S"_s, u"7"_s},
                {u"board-size"_s, u"Cells on a side."_s, u"N"_s, u"5"_s},
                {u"csv"_s, u"Also write CSV."_s, u"FILE"_s, {}}};
    }
    std::unique_ptr<Simulation> newSimulation(const QHash<QString, QString> &, QStringList *, QString *error,
                                              const Catalogue *) const override
    {
        *error = u"no simulator"_s;
        return nullptr;
    }
    std::unique_ptr<GameSession> newSession(const QJsonObject &, quint64, QString *, const Catalogue *) const override
    {
        return nullptr;
    }
};

} // namespace

class TestSimulatePage : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void initTestCase() { QVERIFY(LanguageManager::instance().setLanguage(u"en"_s)); }

    // Base, River I and River II from seed 19: nine games, the ninth stuck when river-1/IFI
    // fit nowhere with the river's end facing (6, -2) (tests/model/tst_simulationstatistics).
    void smallSimulationFillsTheChartsAndTheHeatMap()
    {
        SimulatePage page;
        page.resize(1400, 800);
        page.show();
        QVERIFY(QTest::qWaitForWindowExposed(&page));
        QVERIFY(simulate(page, {u"base"_s, u"river-1"_s, u"river-2"_s}, 19, 9, u"river-1/IFI"_s));

        SimulationCharts *charts = page.charts();
        QVERIFY(charts->hasCharts());
        QCOMPARE(charts->chartIds(),
                 (QStringList {u"completion"_s, u"scores"_s, u"margins"_s, u"set-aside"_s, u"game-lengths"_s}));
        QVERIFY(charts->barCount(u"scores"_s) > 3);
        QVERIFY(charts->barCount(u"margins"_s) > 1);
        QCOMPARE(charts->barCount(u"game-lengths"_s), 2); // 93 tiles once, 94 eight times
        QVERIFY(charts->barCount(u"set-aside"_s) >= 2); // IFI set aside, and first to stop the river
        QCOMPARE(
            charts->thumbnailCount(),
            charts->chartView(u"set-aside"_s)->chart()->axes(Qt::Vertical).constFirst()->property("count").toInt());
        QVERIFY(charts->thumbnailCount() >= 1);
        const QString completion = charts->chartView(u"completion"_s)->chart()->title();
        QVERIFY2(completion.contains(u"88.9 %"), qPrintable(completion)); // 8 of 9
        // The completion rate a strip across the top, the others two by two below it.
        QVERIFY(charts->chartView(u"completion"_s)->width() > charts->chartView(u"scores"_s)->width());
        QVERIFY(charts->chartView(u"completion"_s)->y() < charts->chartView(u"scores"_s)->y());

        HeatMapView *heat = page.heatMap();
        QVERIFY(heat->isVisible());
        QCOMPARE(heat->layer(), u"river"_s);
        QVERIFY(heat->shadedCellCount() > 12);
        QCOMPARE(heat->shadedCellCount(), int(heat->counts().cells().size()));
        QCOMPARE(heat->figureAt(0, 0), u"Cell 0, 0: 9 of 9 games (100.0 %)"_s);
        heat->setLayer(u"stuck"_s);
        QCOMPARE(heat->shadedCellCount(), 1);
        QCOMPARE(heat->figureAt(6, -2), u"Cell 6, -2: 1 of 9 games (11.1 %)"_s);
        QVERIFY(heat->figureAt(0, 0).isEmpty());
        heat->setLayer(u"followed"_s);
        QCOMPARE(heat->layer(), u"followed"_s);
        QVERIFY(heat->shadedCellCount() >= 1);
        QCOMPARE(heat->scene()->tileItemCount(), 1); // the start tile under the shading

        // The legend is in the window's font under the board, whatever the board's zoom, and inside the page.
        QWidget *legend = heat->legend();
        QVERIFY(legend->isVisible());
        QCOMPARE(legend->height(), 3 * legend->fontMetrics().height());
        for (const QSize size : {QSize(1400, 800), page.minimumSizeHint().expandedTo(QSize(600, 480))}) {
            page.resize(size);
            QTRY_COMPARE(page.size(), size);
            QApplication::processEvents();
            const QRect inPage(legend->mapTo(&page, QPoint(0, 0)), legend->size());
            QVERIFY2(
                page.rect().contains(inPage),
                qPrintable(u"%1,%2 %3x%4"_s.arg(inPage.x()).arg(inPage.y()).arg(inPage.width()).arg(inPage.height())));
        }

        QCOMPARE(carcassonne(page)->stuckList()->count(), 1);
        QCOMPARE(carcassonne(page)->stuckList()->item(0)->text(), u"Game 9: river-1/IFI could not go on (move 18)"_s);
        // Carcassonne's own pages after Charts and Figures: the stuck games, the tiles' figures, the comparison,
        // the seats.
        QCOMPARE(page.resultTabs()->count(), 6);
        QCOMPARE(page.resultTabs()->tabText(5), u"Seats"_s);
        QCOMPARE(page.resultTabs()->tabText(2), u"Stuck Games (1)"_s);
        QCOMPARE(page.resultTabs()->tabText(3), u"Tiles"_s);
        QCOMPARE(page.resultTabs()->tabText(4), u"Comparison"_s);
        QCOMPARE(carcassonne(page)->tileTable()->model()->rowCount(), 0); // not asked for

        QTemporaryDir dir;
        QVERIFY(dir.isValid());
        QCOMPARE(page.exportPictures(dir.path()), QString());
        const QStringList files = QDir(dir.path()).entryList(QDir::Files);
        QCOMPARE(files.size(), 2 * (5 + 1)); // five charts and the heat map
        for (const QString &file : files) {
            QFile f(dir.filePath(file));
            QVERIFY(f.open(QIODevice::ReadOnly));
            const QByteArray data = f.readAll();
            if (file.endsWith(u".png"))
                QVERIFY2(!QImage::fromData(data, "PNG").isNull(), qPrintable(file));
            else
                QVERIFY2(data.contains("<svg") && data.contains("</svg>"), qPrintable(file));
        }
        QVERIFY(QImage(dir.filePath(u"heat-map.png"_s)).width() > 300);

        const QString json = dir.filePath(u"figures.json"_s), csv = dir.filePath(u"figures.csv"_s);
        QCOMPARE(page.exportStatistics(json), QString());
        QCOMPARE(page.exportStatistics(csv), QString());
        QFile jsonFile(json), csvFile(csv);
        QVERIFY(jsonFile.open(QIODevice::ReadOnly) && csvFile.open(QIODevice::ReadOnly));
        const QJsonObject o = QJsonDocument::fromJson(jsonFile.readAll()).object();
        // What `krajina-cli simulate --json` prints for the same run.
        QCOMPARE(o.value(u"game"_s).toString(), u"carcassonne"_s);
        QCOMPARE(o.value(u"games"_s).toInt(), 9);
        QCOMPARE(o.value(u"seed"_s).toInt(), 19);
        QCOMPARE(o.value(u"expansions"_s).toArray(), (QJsonArray {u"base"_s, u"river-1"_s, u"river-2"_s}));
        QCOMPARE(o.value(u"stuckGames"_s).toArray(), QJsonArray {8});
        QCOMPARE(o.value(u"cells"_s).toObject().value(u"stuck"_s).toArray(), (QJsonArray {QJsonArray {6, -2, 1}}));
        QVERIFY(csvFile.readAll().contains("\nstuckCell,,,6,-2,1\n"));
        QVERIFY(!page.exportStatistics(dir.filePath(u"figures.txt"_s)).isEmpty());
    }

    // The seats, the figures per tile and a set to compare with, set on the page, reach the run as
    // `simulate --seats greedy,random --tile-figures --compare base` would give them.
    void balanceFiguresFromThePage()
    {
        SimulatePage page;
        page.resize(1400, 800);
        page.show();
        QVERIFY(QTest::qWaitForWindowExposed(&page));
        page.setGame(u"carcassonne"_s);
        BalanceSetup *balance = carcassonne(page)->balanceSetup();
        balance->setPolicy(0, PlayerPolicy::Greedy);
        balance->setTileFigures(true);
        balance->setCompareWith(u"base"_s);
        const QHash<QString, QString> values = carcassonne(page)->options();
        QCOMPARE(values.value(u"seats"_s), u"greedy,random"_s);
        QCOMPARE(values.value(u"budget"_s), u"200"_s);
        QCOMPARE(balance->seatPolicies()->policy(0), PlayerPolicy::Greedy);
        QCOMPARE(values.value(u"tile-figures"_s), u"1"_s);
        QCOMPARE(values.value(u"compare"_s), u"base"_s);

        QVERIFY(simulate(page, {u"base"_s, u"river-1"_s}, 3, 20));
        const TileBalanceModel *tiles = carcassonne(page)->tileTable()->model();
        QVERIFY(tiles->rowCount() > 20); // every design drawn in 20 games of base and River I
        QStringList ids;
        for (int row = 0; row < tiles->rowCount(); ++row)
            ids << tiles->tileId(row);
        QVERIFY(ids.contains(u"base/L"_s));
        QVERIFY(ids.contains(u"river-1/IFI"_s));
        // Both sets side by side, and the seats' win rates in the figures.
        QTableWidget *comparison = carcassonne(page)->comparisonView()->table();
        QVERIFY(comparison->rowCount() >= 6);
        QVERIFY(!comparison->item(0, BalanceComparisonView::ComparedColumn)->text().isEmpty());
        QTemporaryDir dir;
        QVERIFY(dir.isValid());
        QCOMPARE(page.exportStatistics(dir.filePath(u"figures.json"_s)), QString());
        QFile file(dir.filePath(u"figures.json"_s));
        QVERIFY(file.open(QIODevice::ReadOnly));
        const QJsonObject json = QJsonDocument::fromJson(file.readAll()).object();
        QVERIFY(json.contains(u"comparison"_s));
        QVERIFY(json.value(u"tiles"_s).toArray().size() > 20);
        QCOMPARE(json.value(u"seats"_s).toArray().at(0).toObject().value(u"policy"_s).toString(), u"greedy"_s);
        // The Seats page: each seat's policy, wins and ties as the JSON gives them.
        QTableWidget *seats = carcassonne(page)->seatFigures()->table();
        QCOMPARE(page.resultTabs()->indexOf(carcassonne(page)->seatFigures()), 5);
        QCOMPARE(seats->rowCount(), 2);
        QVERIFY(!seats->isColumnHidden(SeatFiguresTable::TiesColumn)); // the highest score wins, or ties
        for (int s = 0; s < 2; ++s) {
            const QJsonObject seat = json.value(u"seats"_s).toArray().at(s).toObject();
            QCOMPARE(seats->item(s, SeatFiguresTable::PolicyColumn)->text(), s == 0 ? u"Greedy"_s : u"Random"_s);
            QCOMPARE(seats->item(s, SeatFiguresTable::WinsColumn)->text(),
                     QString::number(seat.value(u"wins"_s).toInt()));
            QCOMPARE(seats->item(s, SeatFiguresTable::TiesColumn)->text(),
                     QString::number(seat.value(u"ties"_s).toInt()));
        }

        // The two pages in English and in Czech (kept in KRAJINA_WALK_DIR when it is set).
        const QString folder = qEnvironmentVariable("KRAJINA_WALK_DIR");
        for (const QString &language : {u"en"_s, u"cs"_s}) {
            QVERIFY(LanguageManager::instance().setLanguage(language));
            QTRY_COMPARE(page.resultTabs()->tabText(3), language == u"en" ? u"Tiles"_s : u"Kartičky"_s);
            for (const int tab : {3, 4}) {
                page.resultTabs()->setCurrentIndex(tab);
                QTest::qWait(50);
                if (!folder.isEmpty())
                    QVERIFY(page.grab().save(
                        QDir(folder).filePath(u"simulate-balance-%1-%2.png"_s.arg(tab).arg(language))));
            }
        }
        QVERIFY(LanguageManager::instance().setLanguage(u"en"_s));
    }

    // A game without a set-up of its own: a line for each of its options (not the games, which the page asks,
    // nor the files), its default filled in, its value what the game's newSimulation gets.
    void aGameWithoutASetupGetsAFormOfItsOptions()
    {
        const ThirdGame game;
        QWidget parent;
        SimulationSetup *setup = SimulationSetup::make(game, &parent);
        QVERIFY(setup);
        QVERIFY(!qobject_cast<CarcassonneSimulationSetup *>(setup));
        QCOMPARE(&setup->game(), &game);
        QCOMPARE(setup->findChildren<QLineEdit *>().size(), 3);
        QVERIFY(!setup->findChild<QLineEdit *>(u"games"_s));
        QVERIFY(!setup->findChild<QLineEdit *>(u"csv"_s));
        QCOMPARE(setup->options().value(u"seed"_s), u"7"_s);
        QCOMPARE(setup->options().value(u"expansions"_s), u"third-game"_s); // simulate picks the game by it
        setup->findChild<QLineEdit *>(u"board-size"_s)->setText(u"9"_s);
        QCOMPARE(setup->options().value(u"board-size"_s), u"9"_s);
        QCOMPARE(setup->playingMessage(3), u"Playing 3 games of Third Game…"_s);
        QCOMPARE(setup->geometry(), HeatMap::Geometry::Square);
        QVERIFY(setup->resultPages().isEmpty());
    }

    // Before a run: a hint where the charts go, nothing to save.
    void beforeARunTheChartsSayHowToGetThem()
    {
        SimulatePage page;
        page.resize(1200, 700);
        page.show();
        QVERIFY(QTest::qWaitForWindowExposed(&page));
        QCOMPARE(page.gameBox()->count(), 2); // every game of engine/games.h
        QCOMPARE(page.gameBox()->itemText(0), u"Carcassonne"_s);
        QCOMPARE(page.gameBox()->itemText(1), u"Dos Rios"_s);
        auto *hint = page.findChild<QLabel *>(u"chartsHint"_s);
        QVERIFY(hint && hint->isVisible());
        QVERIFY(!page.exportPictures(QDir::tempPath()).isEmpty());
        QVERIFY(!page.findChild<QPushButton *>(u"exportPictures"_s)->isEnabled());
        // A set-up the game refuses says why.
        carcassonne(page)->setupWidget()->setCheckedExpansions({});
        QVERIFY(!page.run());
        QVERIFY2(page.messageLine()->text().startsWith(u"Cannot simulate: "), qPrintable(page.messageLine()->text()));
    }

    // Both games, one after the other, in English and in Czech at 1280x800: each run fills its charts (every one
    // with a title), figures and heat map, and the other game's stay as they were. With KRAJINA_WALK_DIR set, a
    // picture of each step is kept there.
    void walkBothGamesInBothLanguages()
    {
        SimulatePage page;
        page.resize(1280, 800);
        page.show();
        QVERIFY(QTest::qWaitForWindowExposed(&page));
        const QString folder = qEnvironmentVariable("KRAJINA_WALK_DIR");
        const auto snap = [&](const QString &name) {
            if (folder.isEmpty())
                return;
            QDir().mkpath(folder);
            QTest::qWait(100);
            QVERIFY(page.grab().save(QDir(folder).filePath(name + u".png"_s)));
        };
        for (const QString &language : {u"en"_s, u"cs"_s}) {
            QVERIFY(LanguageManager::instance().setLanguage(language));
            for (const QString &id : {u"carcassonne"_s, u"dos-rios"_s}) {
                page.setGame(id);
                snap(u"simulate-%1-%2-set-up"_s.arg(id, language));
                page.gamesBox()->setValue(60);
                QSignalSpy finished(&page, &SimulatePage::finished);
                QVERIFY(page.run());
                QVERIFY(finished.wait(60000));
                QCOMPARE(page.result()->gameId(), id);
                QCOMPARE(page.charts()->chartIds().size(), 5);
                for (const QString &chart : page.charts()->chartIds())
                    QVERIFY2(!page.charts()->chartView(chart)->chart()->title().isEmpty(), qPrintable(chart));
                QVERIFY(page.reportTable()->rowCount() > 5);
                snap(u"simulate-%1-%2"_s.arg(id, language));
                page.resultTabs()->setCurrentWidget(page.reportTable());
                snap(u"simulate-%1-%2-figures"_s.arg(id, language));
                page.resultTabs()->setCurrentIndex(0);
            }
            // Back to the first game: its own run again.
            page.setGame(u"carcassonne"_s);
            QCOMPARE(page.charts()->chartIds().first(), u"completion"_s);
        }
        const QString title = page.charts()->chartView(u"scores"_s)->chart()->title();
        QVERIFY2(title != u"Final scores"_s, qPrintable(title)); // Czech
        QVERIFY(LanguageManager::instance().setLanguage(u"en"_s));
    }

    void keptStuckGameOpensInTheSandbox()
    {
        BoardPanel panel(nullptr);
        panel.resize(1400, 700);
        panel.show();
        panel.setMode(BoardPanel::Mode::Simulate);
        QVERIFY(QTest::qWaitForWindowExposed(&panel));
        SimulatePage *page = panel.simulatePage();
        QVERIFY(simulate(*page, {u"base"_s, u"river-1"_s, u"river-2"_s}, 19, 9));
        QCOMPARE(carcassonne(*page)->stuckList()->count(), 1);
        QVERIFY(carcassonne(*page)->openStuckGame(0));

        QCOMPARE(panel.mode(), BoardPanel::Mode::Sandbox);
        SandboxPage *sandbox = panel.sandboxPage();
        // The record up to its move 18, the discard: the start tile and 17 tiles on the board.
        QCOMPARE(sandbox->game().movesPlayed(), 17);
        QCOMPARE(sandbox->game().state().board().placedCount(), 18);
        QCOMPARE(sandbox->scene()->tileItemCount(), 18);
        const std::vector<int> &setAside = sandbox->game().state().setAside();
        QCOMPARE(setAside.size(), 1u);
        QCOMPARE(sandbox->game().tiles().id(setAside.front()), u"river-1/IFI"_s);
        QCOMPARE(sandbox->game().state().riverEnds().size(), 1u);
        const QString message = sandbox->messageLine()->text();
        QVERIFY2(message.contains(u"river-1/IFI") && message.contains(u"move 18"), qPrintable(message));
        QVERIFY(!carcassonne(*page)->openStuckGame(1));
    }

    // The README's picture of the Simulate page: River I and the base game, 1000 games,
    // the river's cells as a heat map; in English and in Czech. With
    // KRAJINA_SCREENSHOT_DIR set, kept there as simulate-page.png and simulate-page-cs.png.
    void screenshot()
    {
        SimulatePage page;
        page.resize(1600, 900);
        page.show();
        QVERIFY(QTest::qWaitForWindowExposed(&page));
        if (auto *splitter = page.findChild<QSplitter *>(u"simulateSplitter"_s))
            splitter->setSizes({300, 1300});
        if (auto *splitter = page.findChild<QSplitter *>(u"resultsSplitter"_s))
            splitter->setSizes({760, 540});
        QVERIFY(simulate(page, {u"base"_s, u"river-1"_s}, 1, 1000));
        page.heatMap()->setLayer(u"river"_s);
        QVERIFY(page.heatMap()->shadedCellCount() > 20);
        const QString folder = qEnvironmentVariable("KRAJINA_SCREENSHOT_DIR");
        for (const QString &language : {u"en"_s, u"cs"_s}) {
            QVERIFY(LanguageManager::instance().setLanguage(language));
            QTest::qWait(200);
            const QImage image = page.grab().toImage();
            QVERIFY(!image.isNull());
            QCOMPARE(image.size(), QSize(1600, 900) * image.devicePixelRatio());
            if (!folder.isEmpty()) {
                const QString name = language == u"en" ? u"simulate-page.png"_s : u"simulate-page-cs.png"_s;
                QVERIFY(image.save(QDir(folder).filePath(name)));
            }
        }
        const QString title = page.charts()->chartView(u"scores"_s)->chart()->title();
        QVERIFY2(title != u"Final scores"_s, qPrintable(title)); // Czech now
        QVERIFY(LanguageManager::instance().setLanguage(u"en"_s));
    }
};

QTEST_MAIN(TestSimulatePage)
#include "tst_simulatepage.moc"
