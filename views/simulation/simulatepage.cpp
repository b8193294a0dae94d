// SPDX-FileCopyrightText: 2026 Krajina contributors
// SPDX-License-Identifier: GPL-3.0-or-later

#include "simulatepage.h"

#include "balancesetup.h"
#include "board/gamesetupwidget.h"
#include "catalogue/catalogueio.h"
#include "document/cataloguedocument.h"
#include "dosrioscharts.h"
#include "engine/carcassonne/carcassonnegame.h"
#include "engine/carcassonne/gamerecord.h"
#include "engine/dosrios/dosriosgame.h"
#include "engine/simulationrunner.h"
#include "heatmapview.h"
#include "hex/board.h"
#include "hex/boardstatistics.h"
#include "hexboard/dosriosrulesbutton.h"
#include "hexheatmapview.h"
#include "simulationcharts.h"

#include <QComboBox>
#include <QDir>
#include <QElapsedTimer>
#include <QEvent>
#include <QFileDialog>
#include <QFileInfo>
#include <QFormLayout>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QLabel>
#include <QListWidget>
#include <QLocale>
#include <QProgressBar>
#include <QPushButton>
#include <QResizeEvent>
#include <QSaveFile>
#include <QScrollArea>
#include <QSettings>
#include <QSpinBox>
#include <QSplitter>
#include <QStackedWidget>
#include <QStandardItemModel>
#include <QTabWidget>
#include <QTableWidget>
#include <QVBoxLayout>

#include <algorithm>
#include <limits>

using namespace Qt::StringLiterals;

namespace Krajina {

namespace {

constexpr int MaxStuckGames = 20; // stuck games listed after a run

} // namespace

SimulatePage::SimulatePage(QWidget *parent)
    : QWidget(parent)
    , m_runner(new SimulationRunner(this))
    , m_gameLabel(new QLabel(this))
    , m_game(new QComboBox(this))
    , m_setup(new GameSetupWidget(this))
    , m_dosRiosSetup(new QWidget(this))
    , m_dosRiosPlayersLabel(new QLabel(this))
    , m_dosRiosPlayers(new QSpinBox(this))
    , m_dosRiosSeedLabel(new QLabel(this))
    , m_dosRiosSeed(new QSpinBox(this))
    , m_turnCapLabel(new QLabel(this))
    , m_turnCap(new QSpinBox(this))
    , m_dosRiosRules(new DosRiosRulesButton(this))
    , m_gamesLabel(new QLabel(this))
    , m_games(new QSpinBox(this))
    , m_run(new QPushButton(this))
    , m_dosRios(new QPushButton(this))
    , m_cancel(new QPushButton(this))
    , m_progress(new QProgressBar(this))
    , m_followLabel(new QLabel(this))
    , m_follow(new QComboBox(this))
    , m_results(new QTabWidget(this))
    , m_chartsPage(new QScrollArea(this))
    , m_chartsStack(new QStackedWidget(this))
    , m_table(new QTableWidget(this))
    , m_stuckPage(new QWidget(this))
    , m_stuckHint(new QLabel(this))
    , m_stuckList(new QListWidget(this))
    , m_openStuck(new QPushButton(this))
    , m_heatStack(new QStackedWidget(this))
    , m_heatMap(new HeatMapView(this))
    , m_hexHeatMap(new HexHeatMapView(this))
    , m_exportPictures(new QPushButton(this))
    , m_exportStatistics(new QPushButton(this))
    , m_message(new QLabel(this))
{
    setObjectName(u"SimulatePage"_s);
    m_games->setObjectName(u"games"_s);
    m_games->setRange(1, 1'000'000);
    m_games->setValue(1000);
    m_games->setGroupSeparatorShown(true);
    m_run->setObjectName(u"run"_s);
    m_dosRios->setObjectName(u"runDosRios"_s);
    m_cancel->setObjectName(u"cancel"_s);
    m_progress->setObjectName(u"progress"_s);
    m_progress->setRange(0, 1);
    m_progress->setValue(0);
    m_table->setObjectName(u"report"_s);
    m_table->setColumnCount(2);
    m_table->verticalHeader()->hide();
    m_table->horizontalHeader()->setSectionResizeMode(0, QHeaderView::ResizeToContents);
    m_table->horizontalHeader()->setStretchLastSection(true);
    m_table->setEditTriggers(QAbstractItemView::NoEditTriggers);
    m_table->setAlternatingRowColors(true);
    m_table->setWordWrap(true);
    m_message->setObjectName(u"simulationMessage"_s);
    m_message->setWordWrap(true);
    m_follow->setObjectName(u"followTile"_s);
    m_follow->setSizeAdjustPolicy(QComboBox::AdjustToMinimumContentsLengthWithIcon);
    m_follow->setMinimumContentsLength(8);
    m_results->setObjectName(u"results"_s);
    m_stuckList->setObjectName(u"stuckGames"_s);
    m_openStuck->setObjectName(u"openStuckGame"_s);
    m_stuckHint->setWordWrap(true);
    m_exportPictures->setObjectName(u"exportPictures"_s);
    m_exportStatistics->setObjectName(u"exportStatistics"_s);
    m_game->setObjectName(u"game"_s);
    m_game->addItem(QString(), int(Game::Carcassonne));
    m_game->addItem(QString(), int(Game::DosRios));
    m_dosRiosSetup->setObjectName(u"dosRiosSetup"_s);
    m_dosRiosPlayers->setObjectName(u"dosRiosPlayers"_s);
    m_dosRiosPlayers->setRange(2, DosRios::MaxPlayers);
    m_dosRiosPlayers->setValue(3);
    m_dosRiosSeed->setObjectName(u"dosRiosSeed"_s);
    m_dosRiosSeed->setRange(0, std::numeric_limits<int>::max());
    m_dosRiosSeed->setValue(1);
    m_turnCap->setObjectName(u"turnCap"_s);
    m_turnCap->setRange(1, 100'000);
    m_turnCap->setValue(400);
    m_chartsPage->setObjectName(u"chartsPage"_s);
    m_chartsPage->setWidgetResizable(true);
    m_chartsPage->setFrameShape(QFrame::NoFrame);
    m_chartsPage->setWidget(m_chartsStack);
    m_heatStack->addWidget(m_heatMap);
    m_heatStack->addWidget(m_hexHeatMap);
    auto *dosRiosForm = new QFormLayout(m_dosRiosSetup);
    dosRiosForm->setContentsMargins(0, 0, 0, 0);
    dosRiosForm->addRow(m_dosRiosPlayersLabel, m_dosRiosPlayers);
    dosRiosForm->addRow(m_dosRiosSeedLabel, m_dosRiosSeed);
    dosRiosForm->addRow(m_turnCapLabel, m_turnCap);
    dosRiosForm->addRow(QString(), m_dosRiosRules);
    auto *gameForm = new QFormLayout;
    gameForm->setContentsMargins(0, 0, 0, 0);
    gameForm->addRow(m_gameLabel, m_game);

    auto *form = new QFormLayout;
    form->setContentsMargins(0, 0, 0, 0);
    form->addRow(m_gamesLabel, m_games);
    form->addRow(m_followLabel, m_follow);
    auto *buttons = new QHBoxLayout;
    buttons->addWidget(m_run);
    buttons->addWidget(m_dosRios);
    buttons->addWidget(m_cancel);
    auto *exports = new QHBoxLayout;
    exports->addWidget(m_exportPictures);
    exports->addWidget(m_exportStatistics);
    auto *stuckColumn = new QVBoxLayout(m_stuckPage);
    stuckColumn->setContentsMargins(2, 2, 2, 2);
    stuckColumn->addWidget(m_stuckHint);
    stuckColumn->addWidget(m_stuckList, 1);
    stuckColumn->addWidget(m_openStuck, 0, Qt::AlignLeft);
    m_results->addTab(m_chartsPage, QString());
    m_results->addTab(m_table, QString());
    m_results->addTab(m_stuckPage, QString());
    m_balance = new BalancePanel(m_setup, m_results, this);
    auto *controls = new QWidget;
    auto *column = new QVBoxLayout(controls);
    column->setContentsMargins(2, 2, 2, 2);
    column->addLayout(gameForm);
    column->addWidget(m_setup);
    column->addWidget(m_dosRiosSetup);
    column->addLayout(form);
    column->addWidget(m_balance->setup());
    column->addLayout(buttons);
    column->addWidget(m_progress);
    column->addLayout(exports);
    column->addStretch(1);

    auto *splitter = new QSplitter(Qt::Horizontal, this);
    splitter->setObjectName(u"simulateSplitter"_s);
    m_resultsSplitter = new QSplitter(Qt::Horizontal, splitter);
    m_resultsSplitter->setObjectName(u"resultsSplitter"_s);
    m_resultsSplitter->addWidget(m_results);
    m_resultsSplitter->addWidget(m_heatStack);
    m_resultsSplitter->setStretchFactor(0, 3);
    m_resultsSplitter->setStretchFactor(1, 2);
    m_resultsSplitter->setChildrenCollapsible(false);
    splitter->addWidget(controls);
    splitter->addWidget(m_resultsSplitter);
    splitter->setStretchFactor(1, 1);
    splitter->setChildrenCollapsible(false);
    m_chartsPage->viewport()->installEventFilter(this);
    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(2, 2, 2, 2);
    layout->addWidget(splitter, 1);
    layout->addWidget(m_message);

    connect(m_run, &QPushButton::clicked, this, &SimulatePage::run);
    connect(m_game, &QComboBox::currentIndexChanged, this, &SimulatePage::showGame);
    connect(m_dosRios, &QPushButton::clicked, this, &SimulatePage::runDosRios);
    connect(m_cancel, &QPushButton::clicked, this, &SimulatePage::cancel);
    connect(m_openStuck, &QPushButton::clicked, this, [this] { openStuckGame(m_stuckList->currentRow()); });
    connect(m_stuckList, &QListWidget::itemActivated, this,
            [this](QListWidgetItem *item) { openStuckGame(m_stuckList->row(item)); });
    connect(m_stuckList, &QListWidget::currentRowChanged, this, &SimulatePage::updateButtons);
    connect(m_exportPictures, &QPushButton::clicked, this, &SimulatePage::exportPicturesWithDialog);
    connect(m_exportStatistics, &QPushButton::clicked, this, &SimulatePage::exportStatisticsWithDialog);
    connect(m_setup, &GameSetupWidget::changed, this, &SimulatePage::refillFollowBox);
    connect(m_runner, &SimulationRunner::progress, this, [this](int done, int total) {
        m_progress->setRange(0, total);
        m_progress->setValue(done);
    });
    connect(m_runner, &SimulationRunner::finished, this, [this] {
        const std::shared_ptr<const Simulation> result = m_runner->result();
        if (const auto *dosRios = dynamic_cast<const DosRios::DosRiosSimulation *>(result.get()))
            showDosRiosReport(dosRios->report(), m_runner->wasCancelled());
        else if (const auto *carcassonne = dynamic_cast<const CarcassonneSimulation *>(result.get()))
            showReport(carcassonne->report(), m_runner->wasCancelled());
        updateButtons();
        Q_EMIT finished();
    });
    m_setup->setCatalogue(bundledCatalogue());
    retranslate();
    refillFollowBox();
    refreshHexBoard();
    showGame();
}

SimulatePage::~SimulatePage() = default;

SimulatePage::Game SimulatePage::game() const
{
    return Game(m_game->currentData().toInt());
}

void SimulatePage::setGame(Game game)
{
    m_game->setCurrentIndex(std::max(0, m_game->findData(int(game))));
}

void SimulatePage::showGame()
{
    const bool dosRios = game() == Game::DosRios;
    m_setup->setVisible(!dosRios);
    m_followLabel->setVisible(!dosRios);
    m_follow->setVisible(!dosRios);
    m_dosRiosSetup->setVisible(dosRios);
    m_dosRios->setVisible(dosRios);
    if (isVisible())
        showCharts();
    m_heatStack->setCurrentWidget(dosRios ? static_cast<QWidget *>(m_hexHeatMap) : m_heatMap);
    const int stuck = m_results->indexOf(m_stuckPage);
    m_results->setTabVisible(stuck, !dosRios);
    m_balance->setVisible(!dosRios);
    updateButtons();
}

void SimulatePage::refreshHexBoard()
{
    const Catalogue &catalogue = m_document ? m_document->catalogue() : bundledCatalogue();
    if (m_document && !m_document->dosRiosBoard().cells.isEmpty()) {
        m_hexHeatMap->setBoard(m_document->dosRiosBoard());
        return;
    }
    DosRios::Board board;
    if (!catalogue.dosRios.isEmpty()
        && DosRios::assembleBoard(catalogue.dosRios, DosRios::randomPlacements(catalogue.dosRios, 1), board).isEmpty())
        m_hexHeatMap->setBoard(board);
    else
        m_hexHeatMap->setBoard({});
}

void SimulatePage::setDocument(CatalogueDocument *document)
{
    if (m_document)
        disconnect(m_document, nullptr, this, nullptr);
    m_document = document;
    const auto refill = [this] {
        m_setup->setCatalogue(m_document ? m_document->playableCatalogue() : bundledCatalogue());
        refillFollowBox();
    };
    if (document) {
        // Every change: the tiles to follow and the set-up's words are the document's (a run keeps its own).
        connect(document, &CatalogueDocument::playableChanged, this, refill);
        connect(document, &CatalogueDocument::expansionChanged, this, &SimulatePage::refreshHexBoard);
        connect(document, &CatalogueDocument::catalogueReset, this, &SimulatePage::refreshHexBoard);
        connect(document, &CatalogueDocument::dosRiosBoardChanged, this, &SimulatePage::refreshHexBoard);
    }
    refill();
    refreshHexBoard();
    // A catalogue of Dos Rios pieces and no square tiles simulates Dos Rios.
    if (document && !document->catalogue().dosRios.isEmpty() && document->catalogue().tiles.isEmpty())
        setGame(Game::DosRios);
}

bool SimulatePage::isRunning() const
{
    return m_runner->isRunning();
}

void SimulatePage::rememberIn(const QString &group)
{
    m_setup->rememberIn(group);
    const QString key = group + u"/games"_s;
    m_games->setValue(QSettings().value(key, m_games->value()).toInt());
    connect(m_games, &QSpinBox::valueChanged, this, [key](int games) { QSettings().setValue(key, games); });
}

bool SimulatePage::run()
{
    if (m_runner->isRunning())
        return false;
    if (game() == Game::DosRios)
        return runDosRiosGames();
    const Catalogue &catalogue = m_document ? m_document->playableCatalogue() : bundledCatalogue();
    GameSetup setup;
    const QString error = GameSetup::fromCatalogue(catalogue, m_setup->rules(), m_setup->players(), setup);
    if (!error.isEmpty()) {
        m_message->setText(tr("Cannot simulate: %1").arg(error));
        return false;
    }
    m_dosRiosShown = false;
    m_dosRiosGamesShown = false;
    m_hasRiver = std::any_of(setup.deck.cbegin(), setup.deck.cend(),
                             [&setup](int tile) { return setup.tiles->tile(tile).riverSides > 0; });
    SimulationOptions options;
    options.games = m_games->value();
    options.seed = m_setup->seed();
    options.threads = 0; // every core
    options.followTile = m_follow->currentData().toString();
    options.keepStuck = MaxStuckGames;
    if (!m_balance->apply(options, catalogue, setup, m_message))
        return false;
    m_setupRun = setup;
    m_seedRun = options.seed;
    m_progress->setRange(0, options.games);
    m_progress->setValue(0);
    m_message->setText(
        tr("Playing %n game(s) of %1…", nullptr, options.games).arg(m_setup->rules().expansions.join(u", "_s)));
    m_runner->start(std::make_shared<CarcassonneSimulation>(setup, options));
    updateButtons();
    return true;
}

const DosRios::PieceSet *SimulatePage::dosRiosPieces()
{
    const DosRios::PieceSet &pieces = m_document ? m_document->catalogue().dosRios : bundledCatalogue().dosRios;
    if (pieces.isEmpty()) {
        m_message->setText(tr("The catalogue has no Dos Rios pieces."));
        return nullptr;
    }
    return &pieces;
}

bool SimulatePage::runDosRios()
{
    if (m_runner->isRunning())
        return false;
    const DosRios::PieceSet *found = dosRiosPieces();
    if (!found)
        return false;
    const DosRios::PieceSet &pieces = *found;
    QElapsedTimer timer;
    timer.start();
    const DosRios::BoardStatistics stats = DosRios::boardStatistics(pieces, m_games->value(), m_setup->seed());
    if (!stats.error.isEmpty()) {
        m_message->setText(tr("Cannot lay Dos Rios boards: %1").arg(stats.error));
        return false;
    }
    const QLocale locale;
    const auto share = [&](int count) {
        return tr("%1 (%2 %)")
            .arg(locale.toString(count), locale.toString(100.0 * count / std::max(1, stats.boards), 'f', 1));
    };
    QList<std::pair<QString, QString>> rows;
    rows.append({tr("Dos Rios boards"), locale.toString(stats.boards)});
    for (int r = 0; r < DosRios::RiverCount; ++r) {
        const DosRios::RiverStatistics &river = stats.rivers[std::size_t(r)];
        const QString name = DosRios::TerrainText::river(DosRios::River(r));
        rows.append({tr("%1 reaches a lake or the city").arg(name), share(river.reachesEnd())});
        long total = 0;
        for (const auto &[length, count] : river.lengths)
            total += long(length) * count;
        const int shortest = river.lengths.empty() ? 0 : river.lengths.begin()->first;
        const int longest = river.lengths.empty() ? 0 : river.lengths.rbegin()->first;
        rows.append({tr("%1: hexes watered (min – max, mean)").arg(name),
                     u"%1 – %2, %3"_s.arg(locale.toString(shortest), locale.toString(longest),
                                          locale.toString(double(total) / std::max(1, stats.boards), 'f', 1))});
    }
    rows.append({tr("The rivers join"), share(stats.joined)});
    rows.append({tr("The rivers end in the same lake or the city (not joined)"), share(stats.sharedEnd)});
    QStringList stuck;
    for (std::size_t i = 0; i < stats.stuckSeeds.size() && i < 10; ++i)
        stuck << QString::number(stats.stuckSeeds[i]);
    rows.append({tr("Boards with a stuck river (seeds)"),
                 stuck.isEmpty() ? tr("none") : u"%1: %2"_s.arg(stats.stuckSeeds.size()).arg(stuck.join(u", "_s))});
    rows.append({tr("Seconds"), locale.toString(timer.elapsed() / 1000.0, 'f', 2)});
    showRows(rows);
    if (m_charts)
        m_charts->clear();
    m_heatMap->clear();
    m_stuck.clear();
    m_stuckList->clear();
    if (m_dosRiosCharts)
        m_dosRiosCharts->clear();
    m_hexHeatMap->clear();
    m_results->setCurrentWidget(m_table);
    m_dosRiosShown = true;
    m_dosRiosGamesShown = false;
    m_message->setText(tr("Done: %n Dos Rios board(s) from seed %1.", nullptr, stats.boards).arg(m_setup->seed()));
    return true;
}

bool SimulatePage::runDosRiosGames()
{
    if (m_runner->isRunning())
        return false;
    const DosRios::PieceSet *found = dosRiosPieces();
    if (!found)
        return false;
    const DosRios::PieceSet &pieces = *found;
    DosRios::GameSimulationOptions options;
    options.players = m_dosRiosPlayers->value();
    options.games = m_games->value();
    options.seed = std::uint64_t(m_dosRiosSeed->value());
    options.turnCap = m_turnCap->value();
    options.rules = m_dosRiosRules->rules();
    options.deckRunsOut = m_dosRiosRules->deckRunsOut();
    options.threads = 0; // every core
    m_progress->setRange(0, options.games);
    m_progress->setValue(0);
    m_message->setText(tr("Playing %n game(s) of Dos Rios…", nullptr, options.games));
    m_runner->start(std::make_shared<DosRios::DosRiosSimulation>(pieces, options));
    updateButtons();
    return true;
}

void SimulatePage::showDosRiosReport(const DosRios::GameSimulationReport &report, bool cancelled)
{
    const QLocale locale;
    const DosRios::GameStatistics &s = report.statistics;
    auto number = [&](double value, int decimals) { return locale.toString(value, 'f', decimals); };
    const auto share = [&](std::int64_t count) {
        return tr("%1 (%2 %)")
            .arg(locale.toString(qlonglong(count)),
                 number(report.games ? 100.0 * double(count) / report.games : 0.0, 1));
    };
    QList<std::pair<QString, QString>> rows;
    rows.append({tr("Games"), locale.toString(report.games)});
    rows.append({tr("Players"), locale.toString(report.options.players)});
    rows.append({tr("How the players build"),
                 report.options.policy == DosRios::Policy::SavesForHacienda
                     ? tr("random, saving for the hacienda once 3 farms stand on a river")
                     : tr("random, whatever they can afford at once")});
    if (const QString changed = DosRios::gameRulesText(report.options.rules); !changed.isEmpty())
        rows.append({tr("Rule options"), changed});
    if (report.options.deckRunsOut == DosRios::DeckRunsOut::End)
        rows.append({tr("Won by the tie-break when the deck ran out"),
                     share(report.statistics.wins(DosRios::WinCondition::DeckRanOut))});
    const auto [low, high] = s.finishedInterval();
    rows.append(
        {tr("Ended with a winner"),
         tr("%1, 95 % interval %2 – %3 %").arg(share(report.finished), number(100 * low, 1), number(100 * high, 1))});
    rows.append(
        {tr("Stopped at the turn cap (%1 turns)").arg(locale.toString(report.options.turnCap)), share(report.capped)});
    if (report.stalled > 0)
        rows.append({tr("Stalled (no legal way to end a turn)"), share(report.stalled)});
    rows.append({tr("Length in turns (mean ± deviation, min – max)"),
                 u"%1 ± %2, %3 – %4"_s.arg(number(report.lengthMean, 1), number(report.lengthStddev, 1),
                                           locale.toString(report.lengthMin), locale.toString(report.lengthMax))});
    for (int seat = 0; seat < report.options.players; ++seat) {
        const auto [seatLow, seatHigh] = s.winInterval(seat);
        rows.append({seat == 0 ? tr("Wins of seat 1 (starts)") : tr("Wins of seat %1").arg(seat + 1),
                     tr("%1, 95 % interval %2 – %3 %")
                         .arg(share(s.winsBySeat(seat)), number(100 * seatLow, 1), number(100 * seatHigh, 1))});
    }
    rows.append({tr("Won with all buildings"), share(report.winsAllBuildings)});
    rows.append({tr("Won with 3 farms and the hacienda on a river"), share(report.winsOnRiver)});
    rows.append({tr("Bandit strikes per game"), number(report.banditStrikesPerGame, 2)});
    rows.append({tr("Seconds"), number(report.seconds, 2)});
    rows.append({tr("Games per second"), locale.toString(qRound64(report.gamesPerSecond))});
    showRows(rows);
    m_dosRiosShown = false;
    m_dosRiosGamesShown = true;
    dosRiosCharts()->setReport(report);
    m_hexHeatMap->setReport(report);
    m_message->setText(cancelled ? tr("Cancelled after %n game(s).", nullptr, report.games)
                                 : tr("Done: %n game(s).", nullptr, report.games));
}

void SimulatePage::cancel()
{
    m_runner->cancel();
}

void SimulatePage::showReport(const SimulationReport &report, bool cancelled)
{
    m_balance->setReport(report, m_document ? m_document->playableCatalogue() : bundledCatalogue());
    const QLocale locale;
    auto number = [&](double value, int decimals) { return locale.toString(value, 'f', decimals); };
    QList<std::pair<QString, QString>> rows;
    rows.append({tr("Games"), locale.toString(report.games)});
    const double rate = report.games > 0 ? 100.0 * report.completed / report.games : 0.0;
    if (m_hasRiver) {
        rows.append({tr("Completed (whole river placed)"),
                     tr("%1 (%2 %)").arg(locale.toString(report.completed), number(rate, 1))});
        rows.append({tr("Stuck (a river tile fit nowhere)"), locale.toString(report.stuck)});
        rows.append({tr("River tiles set aside"), locale.toString(report.riverTilesSetAside)});
    } else {
        rows.append({tr("River"), tr("no river in play")});
    }
    QStringList discarded;
    for (const auto &[id, count] : report.setAside)
        discarded << u"%1 × %2"_s.arg(id, locale.toString(count));
    rows.append({tr("Tiles set aside"), discarded.isEmpty() ? tr("none") : discarded.join(u", "_s)});
    rows.append({tr("Score (min – max)"),
                 u"%1 – %2"_s.arg(locale.toString(report.scoreMin), locale.toString(report.scoreMax))});
    rows.append(
        {tr("Score (mean ± deviation)"), u"%1 ± %2"_s.arg(number(report.scoreMean, 1), number(report.scoreStddev, 1))});
    rows.append({tr("Winner's lead (mean)"), number(report.marginMean, 1)});
    QStringList seats;
    for (std::size_t p = 0; p < report.seatMean.size(); ++p)
        seats << tr("%1: %2").arg(p + 1).arg(number(report.seatMean[p], 1));
    rows.append({tr("Mean score by seat"), seats.join(u", "_s)});
    rows.append({tr("Seconds"), number(report.seconds, 2)});
    rows.append({tr("Games per second"), locale.toString(qRound64(report.gamesPerSecond))});

    showRows(rows);
    std::shared_ptr<const CompiledTileSet> tiles = m_setupRun.tiles;
    charts()->setReport(report, tiles, m_hasRiver);
    int start = -1, startGames = 0;
    for (const auto &[id, count] : report.startTiles) {
        if (count > startGames && tiles) {
            start = tiles->indexOf(id);
            startGames = count;
        }
    }
    m_heatMap->setReport(report, tiles, m_setupRun.players, start);
    if (!m_hasRiver)
        m_heatMap->setLayer(HeatMapView::Placed);
    listStuckGames(report);
    m_message->setText(cancelled ? tr("Cancelled after %n game(s).", nullptr, report.games)
                                 : tr("Done: %n game(s).", nullptr, report.games));
}

void SimulatePage::showRows(const QList<std::pair<QString, QString>> &rows)
{
    m_table->setRowCount(int(rows.size()));
    for (int r = 0; r < rows.size(); ++r) {
        m_table->setItem(r, 0, new QTableWidgetItem(rows.at(r).first));
        m_table->setItem(r, 1, new QTableWidgetItem(rows.at(r).second));
    }
    m_table->resizeRowsToContents();
}

void SimulatePage::refillFollowBox()
{
    const QString current = m_follow->currentData().toString();
    const Catalogue &catalogue = m_document ? m_document->playableCatalogue() : bundledCatalogue();
    QStringList expansions;
    for (const QString &e : m_setup->checkedExpansions())
        expansions << e.section(u':', 0, 0);
    const QSignalBlocker blocker(m_follow);
    m_follow->clear();
    m_follow->addItem(tr("(none)"), QString());
    // In one insertion: item by item, a catalogue of 100,000 tiles took a fifth of a second.
    QList<QStandardItem *> items;
    for (const TileDefinition &tile : catalogue.tiles) {
        if (expansions.contains(tile.expansion)) {
            auto *item = new QStandardItem(tile.id);
            item->setData(tile.id, Qt::UserRole);
            items << item;
        }
    }
    static_cast<QStandardItemModel *>(m_follow->model())->invisibleRootItem()->appendRows(items);
    m_follow->setCurrentIndex(std::max(0, m_follow->findData(current)));
}

void SimulatePage::listStuckGames(const SimulationReport &report)
{
    m_stuck.clear();
    m_stuckList->clear();
    if (!m_setupRun.tiles)
        return;
    for (int game : report.statistics.stuckGames()) {
        GameRecord record;
        Simulator::recordRunGame(m_setupRun, m_seedRun, game, record);
        StuckGame stuck;
        stuck.game = game;
        stuck.move = Simulator::stuckMove(record, *m_setupRun.tiles);
        if (stuck.move >= 0)
            stuck.tile = record.moves.at(stuck.move).json.value(u"tile"_s).toString();
        m_stuck << stuck;
    }
    for (int row = 0; row < m_stuck.size(); ++row)
        m_stuckList->addItem(stuckGameText(row));
    if (!m_stuck.isEmpty())
        m_stuckList->setCurrentRow(0);
    const int stuck = report.stuck;
    m_stuckHint->setText(
        stuck == 0 ? tr("No game got stuck.")
                   : tr("%n game(s) got stuck; the first are listed. Open one to see the board at the move where "
                        "a river tile fit nowhere.",
                        nullptr, stuck));
    m_results->setTabText(m_results->indexOf(m_stuckPage), tr("Stuck Games (%1)").arg(QLocale().toString(stuck)));
}

QString SimulatePage::stuckGameText(int row) const
{
    const StuckGame &stuck = m_stuck.at(row);
    return tr("Game %1: %2 could not go on (move %3)").arg(stuck.game + 1).arg(stuck.tile).arg(stuck.move);
}

bool SimulatePage::openStuckGame(int row)
{
    if (row < 0 || row >= m_stuck.size() || !m_setupRun.tiles)
        return false;
    const StuckGame &stuck = m_stuck.at(row);
    GameRecord record;
    Simulator::recordRunGame(m_setupRun, m_seedRun, stuck.game, record);
    record.catalogue = u"builtin"_s;
    record.expectations = {};
    if (stuck.move >= 0)
        record.moves.resize(stuck.move + 1); // up to the river tile set aside, with it
    Q_EMIT openInSandbox(record,
                         tr("Game %1 of the simulation (seed %2): at move %3 %4 fit nowhere and was set aside; "
                            "the river could not go on.")
                             .arg(stuck.game + 1)
                             .arg(m_seedRun)
                             .arg(stuck.move)
                             .arg(stuck.tile));
    return true;
}

QString SimulatePage::exportPictures(const QString &folder) const
{
    const bool dosRios = game() == Game::DosRios;
    if (!chartsShowReport())
        return tr("Run a simulation first.");
    if (!QDir().mkpath(folder))
        return tr("Cannot make the folder %1").arg(QDir::toNativeSeparators(folder));
    const QDir dir(folder);
    for (const QString &suffix : {u"png"_s, u"svg"_s}) {
        if (dosRios) {
            for (int c = 0; c < DosRiosCharts::ChartCount; ++c) {
                const auto chart = DosRiosCharts::Chart(c);
                const QString error
                    = m_dosRiosCharts->exportChart(chart, dir.filePath(DosRiosCharts::fileName(chart) + u'.' + suffix));
                if (!error.isEmpty())
                    return error;
            }
            for (int l = 0; l < HexHeatMapView::LayerCount; ++l) {
                const auto layer = HexHeatMapView::Layer(l);
                const QString error
                    = m_hexHeatMap->exportImage(dir.filePath(HexHeatMapView::fileName(layer) + u'.' + suffix), layer);
                if (!error.isEmpty())
                    return error;
            }
            continue;
        }
        for (int c = 0; c < SimulationCharts::ChartCount; ++c) {
            const auto chart = SimulationCharts::Chart(c);
            const QString error
                = m_charts->exportChart(chart, dir.filePath(SimulationCharts::fileName(chart) + u'.' + suffix));
            if (!error.isEmpty())
                return error;
        }
        const QString error = m_heatMap->exportImage(dir.filePath(u"heat-map."_s + suffix));
        if (!error.isEmpty())
            return error;
    }
    return {};
}

QString SimulatePage::exportStatistics(const QString &path) const
{
    const bool dosRios = game() == Game::DosRios;
    if (!chartsShowReport())
        return tr("Run a simulation first.");
    const std::shared_ptr<const Simulation> shown = m_runner->resultOf(dosRios ? u"dos-rios"_s : u"carcassonne"_s);
    if (!shown)
        return tr("Run a simulation first.");
    QByteArray data;
    const QString suffix = QFileInfo(path).suffix().toLower();
    if (suffix == u"csv"_s) {
        data = shown->toCsv();
    } else if (suffix == u"json"_s) {
        QJsonObject o = shown->toJson();
        if (!dosRios) { // as simulate --json adds them
            o.insert(u"expansions"_s, QJsonArray::fromStringList(m_setupRun.rules.expansions));
            o.insert(u"players"_s, m_setupRun.players);
            o.insert(u"seed"_s, double(m_seedRun));
        }
        data = QJsonDocument(o).toJson();
    } else {
        return tr("%1: statistics are saved as .json or .csv").arg(QDir::toNativeSeparators(path));
    }
    QSaveFile file(path);
    if (!file.open(QIODevice::WriteOnly) || file.write(data) != data.size() || !file.commit())
        return tr("Cannot write %1: %2").arg(QDir::toNativeSeparators(path), file.errorString());
    return {};
}

void SimulatePage::exportPicturesWithDialog()
{
    QSettings settings;
    const QString folder
        = QFileDialog::getExistingDirectory(this, tr("Save the Charts and the Heat Map (PNG and SVG)"),
                                            settings.value(u"board/simulationFolder"_s, QDir::homePath()).toString());
    if (folder.isEmpty())
        return;
    settings.setValue(u"board/simulationFolder"_s, folder);
    const QString error = exportPictures(folder);
    m_message->setText(
        error.isEmpty() ? tr("Saved the charts and the heat map in %1.").arg(QDir::toNativeSeparators(folder)) : error);
}

void SimulatePage::exportStatisticsWithDialog()
{
    QSettings settings;
    const QString folder = settings.value(u"board/simulationFolder"_s, QDir::homePath()).toString();
    const QString path = QFileDialog::getSaveFileName(
        this, tr("Save the Statistics"), QDir(folder).filePath(u"simulation.json"_s), tr("JSON (*.json);;CSV (*.csv)"));
    if (path.isEmpty())
        return;
    settings.setValue(u"board/simulationFolder"_s, QFileInfo(path).absolutePath());
    const QString error = exportStatistics(path);
    m_message->setText(error.isEmpty() ? tr("Saved the statistics in %1.").arg(QDir::toNativeSeparators(path)) : error);
}

void SimulatePage::updateButtons()
{
    const bool running = m_runner->isRunning();
    m_run->setEnabled(!running);
    m_dosRios->setEnabled(!running);
    m_cancel->setEnabled(running);
    m_setup->setEnabled(!running);
    m_games->setEnabled(!running);
    m_follow->setEnabled(!running);
    m_openStuck->setEnabled(!running && m_stuckList->currentRow() >= 0);
    const bool shown = chartsShowReport();
    m_exportPictures->setEnabled(!running && shown);
    m_exportStatistics->setEnabled(!running && shown);
    m_game->setEnabled(!running);
    m_dosRiosSetup->setEnabled(!running);
}

void SimulatePage::retranslate()
{
    m_gameLabel->setText(tr("Game:"));
    m_game->setItemText(0, tr("Carcassonne"));
    m_game->setItemText(1, tr("Dos Rios"));
    m_game->setToolTip(tr("Which game to simulate: Carcassonne with the chosen expansions, or Dos Rios with the "
                          "catalogue's Dos Rios pieces"));
    m_dosRiosPlayersLabel->setText(tr("Players:"));
    m_dosRiosSeedLabel->setText(tr("Seed:"));
    m_dosRiosSeed->setToolTip(tr("The same seed plays the same games"));
    m_turnCapLabel->setText(tr("Turn cap:"));
    m_turnCap->setToolTip(tr("A game still without a winner after this many turns stops unfinished"));
    m_gamesLabel->setText(tr("Games:"));
    m_run->setText(tr("Simulate"));
    m_run->setToolTip(tr("Play random legal games of the chosen expansions"));
    m_dosRios->setText(tr("Dos Rios Boards"));
    m_dosRios->setToolTip(tr("Lay that many random Dos Rios boards from the seed and report how both rivers fare: "
                             "how often each reaches a lake or the city, how long it runs, how often they join"));
    m_cancel->setText(tr("Cancel"));
    m_followLabel->setText(tr("Follow tile:"));
    m_follow->setToolTip(tr("Count the board cells where the copies of this tile design were placed (a layer of "
                            "the heat map)"));
    if (m_follow->count() > 0)
        m_follow->setItemText(0, tr("(none)"));
    m_results->setTabText(m_results->indexOf(m_chartsPage), tr("Charts"));
    m_results->setTabText(m_results->indexOf(m_table), tr("Figures"));
    m_results->setTabText(m_results->indexOf(m_stuckPage), tr("Stuck Games"));
    m_balance->retranslate();
    m_openStuck->setText(tr("Open in Sandbox"));
    m_openStuck->setToolTip(tr("Show the game on the Sandbox page at the move where the river got stuck"));
    if (m_stuckList->count() == 0)
        m_stuckHint->setText(tr("Games in which a river tile fit nowhere are listed here after a run."));
    for (int row = 0; row < m_stuckList->count() && row < m_stuck.size(); ++row)
        m_stuckList->item(row)->setText(stuckGameText(row));
    m_exportPictures->setText(tr("Save Pictures…"));
    m_exportPictures->setToolTip(tr("Save every chart and the heat maps as PNG and SVG into a folder"));
    m_exportStatistics->setText(tr("Save Statistics…"));
    m_exportStatistics->setToolTip(tr("Save the figures, histograms and board cells or hexes as JSON or CSV"));
    m_table->setHorizontalHeaderLabels({tr("Figure"), tr("Value")});
    if (m_dosRiosShown)
        runDosRios();
    else if (m_dosRiosGamesShown && !m_runner->isRunning())
        showDosRiosReport(dosRiosReport(), m_runner->wasCancelled());
    else if (m_table->rowCount() > 0 && !m_runner->isRunning())
        showReport(report(), m_runner->wasCancelled());
    else if (m_message->text().isEmpty())
        m_message->setText(tr("Authors use this to check that a custom river or expansion can be played."));
}

void SimulatePage::resizeEvent(QResizeEvent *event)
{
    QWidget::resizeEvent(event);
    // A narrow page (a board docked at the side) puts the heat map under the charts.
    m_resultsSplitter->setOrientation(width() < 1000 ? Qt::Vertical : Qt::Horizontal);
}

namespace {

// The charts of one game, made in `stack` the first time they are asked for.
template<typename Charts>
Charts *madeOnce(Charts *&charts, QStackedWidget *stack, int columns)
{
    if (!charts) {
        charts = new Charts(stack);
        charts->setColumns(columns);
        stack->addWidget(charts);
    }
    return charts;
}

} // namespace

SimulationCharts *SimulatePage::charts()
{
    return madeOnce(m_charts, m_chartsStack, chartColumns());
}

DosRiosCharts *SimulatePage::dosRiosCharts()
{
    return madeOnce(m_dosRiosCharts, m_chartsStack, chartColumns());
}

void SimulatePage::showCharts()
{
    m_chartsStack->setCurrentWidget(game() == Game::DosRios ? static_cast<QWidget *>(dosRiosCharts()) : charts());
}

SimulationReport SimulatePage::report() const
{
    const CarcassonneSimulation *last = m_runner->resultAs<CarcassonneSimulation>();
    return last ? last->report() : SimulationReport();
}

DosRios::GameSimulationReport SimulatePage::dosRiosReport() const
{
    const DosRios::DosRiosSimulation *last = m_runner->resultAs<DosRios::DosRiosSimulation>();
    return last ? last->report() : DosRios::GameSimulationReport();
}

bool SimulatePage::chartsShowReport() const
{
    if (game() == Game::DosRios)
        return m_dosRiosCharts && m_dosRiosCharts->hasReport();
    return m_charts && m_charts->hasReport();
}

int SimulatePage::chartColumns() const
{
    // The charts one under another when two side by side would be squeezed.
    return m_chartsPage->viewport()->width() < 520 ? 1 : 2;
}

void SimulatePage::showEvent(QShowEvent *event)
{
    showCharts();
    QWidget::showEvent(event);
}

bool SimulatePage::eventFilter(QObject *watched, QEvent *event)
{
    if (watched == m_chartsPage->viewport() && event->type() == QEvent::Resize) {
        if (m_charts)
            m_charts->setColumns(chartColumns());
        if (m_dosRiosCharts)
            m_dosRiosCharts->setColumns(chartColumns());
    }
    return QWidget::eventFilter(watched, event);
}

void SimulatePage::changeEvent(QEvent *event)
{
    if (event->type() == QEvent::LanguageChange)
        retranslate();
    QWidget::changeEvent(event);
}

} // namespace Krajina
