// SPDX-FileCopyrightText: 2026 Krajina contributors
// SPDX-License-Identifier: GPL-3.0-or-later

#include "simulatepage.h"

#include "catalogue/catalogueio.h"
#include "document/cataloguedocument.h"
#include "engine/game.h"
#include "engine/games.h"
#include "engine/simulationrunner.h"
#include "heatmapview.h"
#include "hexheatmapview.h"
#include "simulationcharts.h"
#include "simulationsetup.h"

#include <QComboBox>
#include <QDir>
#include <QEvent>
#include <QFileDialog>
#include <QFileInfo>
#include <QFormLayout>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QJsonDocument>
#include <QLabel>
#include <QProgressBar>
#include <QPushButton>
#include <QResizeEvent>
#include <QSaveFile>
#include <QScrollArea>
#include <QScrollBar>
#include <QSettings>
#include <QSpinBox>
#include <QSplitter>
#include <QStackedWidget>
#include <QTabWidget>
#include <QTableWidget>
#include <QTimer>
#include <QVBoxLayout>

#include <algorithm>

using namespace Qt::StringLiterals;

namespace Krajina {

SimulatePage::SimulatePage(QWidget *parent)
    : QWidget(parent)
    , m_runner(new SimulationRunner(this))
    , m_gameLabel(new QLabel(this))
    , m_game(new QComboBox(this))
    , m_controls(new QWidget)
    , m_setups(new QStackedWidget(this))
    , m_gamesLabel(new QLabel(this))
    , m_games(new QSpinBox(this))
    , m_run(new QPushButton(this))
    , m_cancel(new QPushButton(this))
    , m_progress(new QProgressBar(this))
    , m_results(new QTabWidget(this))
    , m_chartsPage(new QScrollArea(this))
    , m_chartsStack(new QStackedWidget(this))
    , m_chartsHint(new QLabel(this))
    , m_table(new QTableWidget(this))
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
    m_results->setObjectName(u"results"_s);
    m_exportPictures->setObjectName(u"exportPictures"_s);
    m_exportStatistics->setObjectName(u"exportStatistics"_s);
    m_game->setObjectName(u"game"_s);
    m_setups->setObjectName(u"setups"_s);
    m_chartsHint->setObjectName(u"chartsHint"_s);
    m_chartsHint->setAlignment(Qt::AlignCenter);
    m_chartsHint->setWordWrap(true);
    m_chartsStack->addWidget(m_chartsHint);
    m_chartsPage->setObjectName(u"chartsPage"_s);
    m_chartsPage->setWidgetResizable(true);
    m_chartsPage->setFrameShape(QFrame::NoFrame);
    m_chartsPage->setWidget(m_chartsStack);
    m_heatStack->addWidget(m_heatMap);
    m_heatStack->addWidget(m_hexHeatMap);

    // Every game of the engine, each with its set-up.
    for (const GameRules *game : games()) {
        m_game->addItem(game->name(), game->id());
        SimulationSetup *setup = SimulationSetup::make(*game, m_setups);
        setup->setGamesBox(m_games);
        m_setups->addWidget(setup);
        connect(setup, &SimulationSetup::message, m_message, &QLabel::setText);
        connect(setup, &SimulationSetup::figuresShown, this,
                [this](const QList<std::pair<QString, QString>> &rows, const QString &message) {
                    // An action of the set-up's own: its figures in place of a run's.
                    showFigures(rows);
                    if (m_charts)
                        m_charts->clear();
                    m_chartsStack->setCurrentWidget(m_chartsHint);
                    m_heatMap->clear();
                    m_hexHeatMap->clear();
                    m_results->setCurrentWidget(m_table);
                    m_setupFiguresShown = true;
                    m_message->setText(message);
                    updateButtons();
                });
    }

    auto *gameForm = new QFormLayout;
    gameForm->setContentsMargins(0, 0, 0, 0);
    gameForm->addRow(m_gameLabel, m_game);
    auto *form = new QFormLayout;
    form->setContentsMargins(0, 0, 0, 0);
    form->addRow(m_gamesLabel, m_games);
    auto *buttons = new QHBoxLayout;
    buttons->addWidget(m_run);
    buttons->addWidget(m_cancel);
    auto *exports = new QHBoxLayout;
    exports->addWidget(m_exportPictures);
    exports->addWidget(m_exportStatistics);
    auto *column = new QVBoxLayout(m_controls);
    column->setContentsMargins(2, 2, 2, 2);
    column->addLayout(gameForm);
    column->addWidget(m_setups);
    column->addLayout(form);
    column->addLayout(buttons);
    column->addWidget(m_progress);
    column->addLayout(exports);
    column->addStretch(1);
    // The set-up scrolls rather than making the board taller than a 1280x800 screen has room for.
    auto *controlsScroll = new QScrollArea(this);
    controlsScroll->setObjectName(u"simulateControls"_s);
    controlsScroll->setWidget(m_controls);
    controlsScroll->setWidgetResizable(true);
    controlsScroll->setFrameShape(QFrame::NoFrame);
    controlsScroll->setHorizontalScrollBarPolicy(Qt::ScrollBarAlwaysOff);

    m_results->addTab(m_chartsPage, QString());
    m_results->addTab(m_table, QString());

    auto *splitter = new QSplitter(Qt::Horizontal, this);
    splitter->setObjectName(u"simulateSplitter"_s);
    m_resultsSplitter = new QSplitter(Qt::Horizontal, splitter);
    m_resultsSplitter->setObjectName(u"resultsSplitter"_s);
    m_resultsSplitter->addWidget(m_results);
    m_resultsSplitter->addWidget(m_heatStack);
    m_resultsSplitter->setStretchFactor(0, 3);
    m_resultsSplitter->setStretchFactor(1, 2);
    m_resultsSplitter->setChildrenCollapsible(false);
    splitter->addWidget(controlsScroll);
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
    connect(m_results, &QTabWidget::currentChanged, this, &SimulatePage::showHeatMapBesideTab);
    connect(m_cancel, &QPushButton::clicked, this, &SimulatePage::cancel);
    connect(m_exportPictures, &QPushButton::clicked, this, &SimulatePage::exportPicturesWithDialog);
    connect(m_exportStatistics, &QPushButton::clicked, this, &SimulatePage::exportStatisticsWithDialog);
    connect(m_runner, &SimulationRunner::progress, this, [this](int done, int total) {
        m_progress->setRange(0, total);
        m_progress->setValue(done);
    });
    connect(m_runner, &SimulationRunner::finished, this, [this] {
        const std::shared_ptr<const Simulation> done = m_runner->result();
        const bool cancelled = m_runner->wasCancelled();
        if (done) {
            if (done->gameId() != game())
                setGame(done->gameId());
            m_setupFiguresShown = false;
            showResults();
            setup()->showResult(done.get(), cancelled);
            showResultPages();
            m_message->setText(doneMessage(*done));
        }
        updateButtons();
        Q_EMIT finished();
    });
    m_hexHeatMap->setDocument(nullptr);
    retranslate();
    alignFormLabels();
    controlsScroll->setMinimumWidth(m_controls->minimumSizeHint().width()
                                    + controlsScroll->verticalScrollBar()->sizeHint().width());
    showGame();
}

SimulatePage::~SimulatePage()
{
    // The set-ups take their pages out of the tabs as they go, after the page's own members.
    disconnect(m_results, nullptr, this, nullptr);
}

QString SimulatePage::game() const
{
    return m_game->currentData().toString();
}

void SimulatePage::setGame(const QString &id)
{
    const int index = m_game->findData(id);
    if (index >= 0)
        m_game->setCurrentIndex(index);
}

const GameRules &SimulatePage::currentGame() const
{
    const GameRules *found = gameById(game());
    return found ? *found : *games().first();
}

SimulationSetup *SimulatePage::setup(const QString &gameId) const
{
    const int index = gameId.isEmpty() ? m_game->currentIndex() : m_game->findData(gameId);
    return qobject_cast<SimulationSetup *>(m_setups->widget(index));
}

const Simulation *SimulatePage::result(const QString &gameId) const
{
    return m_runner->resultOf(gameId.isEmpty() ? game() : gameId).get();
}

void SimulatePage::showGame()
{
    m_setups->setCurrentIndex(std::max(0, m_game->currentIndex()));
    // The set-up as tall as its own controls, not as the tallest game's.
    for (int i = 0; i < m_setups->count(); ++i)
        m_setups->widget(i)->setSizePolicy(
            QSizePolicy::Preferred, i == m_setups->currentIndex() ? QSizePolicy::Preferred : QSizePolicy::Ignored);
    m_setups->adjustSize();
    // The progress and the message of this game's last run, not of the other game's.
    if (!m_runner->isRunning()) {
        const Simulation *last = result();
        m_progress->setRange(0, last ? std::max(1, last->gamesRequested()) : 1);
        m_progress->setValue(last ? last->gamesPlayed() : 0);
        m_message->setText(last ? doneMessage(*last) : defaultMessage());
    }
    const bool hex = setup()->geometry() == HeatMap::Geometry::Hex;
    m_heatStack->setCurrentWidget(hex ? static_cast<QWidget *>(m_hexHeatMap) : m_heatMap);
    m_setupFiguresShown = false;
    showResults();
    showResultPages();
    updateButtons();
}

void SimulatePage::showResultPages()
{
    // The set-up's own pages after Charts and Figures: the current game's only.
    const QList<std::pair<QWidget *, QString>> pages = setup()->resultPages();
    for (QWidget *page : std::as_const(m_ownPages)) {
        const auto same = [page](const auto &p) { return p.first == page; };
        if (std::none_of(pages.cbegin(), pages.cend(), same))
            m_results->removeTab(m_results->indexOf(page));
    }
    m_ownPages.clear();
    for (const auto &[page, title] : pages) {
        if (m_results->indexOf(page) < 0)
            m_results->addTab(page, title);
        else
            m_results->setTabText(m_results->indexOf(page), title);
        m_ownPages << page;
    }
    showHeatMapBesideTab();
}

void SimulatePage::showHeatMapBesideTab()
{
    m_heatStack->setVisible(setup()->showsHeatMapBeside(m_results->currentWidget()));
}

void SimulatePage::showResults()
{
    const Simulation *shown = result();
    if (!shown) {
        showFigures({});
        if (m_charts)
            m_charts->clear();
        m_chartsStack->setCurrentWidget(m_chartsHint);
        m_heatMap->clear();
        m_hexHeatMap->clear();
        return;
    }
    const SimulationResults results = shown->results();
    showFigures(results.figures);
    charts()->setCharts(results.charts);
    m_chartsStack->setCurrentWidget(m_charts);
    if (results.heatMap.geometry == HeatMap::Geometry::Hex) {
        m_hexHeatMap->setHeatMap(results.heatMap);
        m_heatStack->setCurrentWidget(m_hexHeatMap);
    } else {
        m_heatMap->setHeatMap(results.heatMap);
        m_heatStack->setCurrentWidget(m_heatMap);
    }
}

void SimulatePage::setDocument(CatalogueDocument *document)
{
    m_document = document;
    for (int i = 0; i < m_setups->count(); ++i)
        static_cast<SimulationSetup *>(m_setups->widget(i))->setDocument(document);
    m_hexHeatMap->setDocument(document);
    // A catalogue that holds only one game's pieces (Dos Rios pieces and no tiles) simulates that game.
    if (document) {
        for (const GameRules *game : games()) {
            if (setup(game->id())->suits(document->catalogue())) {
                setGame(game->id());
                break;
            }
        }
    }
}

bool SimulatePage::isRunning() const
{
    return m_runner->isRunning();
}

void SimulatePage::rememberIn(const QString &group)
{
    for (int i = 0; i < m_setups->count(); ++i)
        static_cast<SimulationSetup *>(m_setups->widget(i))->rememberIn(group);
    const QString key = group + u"/games"_s;
    m_games->setValue(QSettings().value(key, m_games->value()).toInt());
    connect(m_games, &QSpinBox::valueChanged, this, [key](int games) { QSettings().setValue(key, games); });
}

bool SimulatePage::run()
{
    if (m_runner->isRunning())
        return false;
    const GameRules &game = currentGame();
    // The game's defaults, the set-up's values, the page's number of games.
    QHash<QString, QString> values;
    for (const SimulationOption &option : game.simulationOptions())
        values.insert(option.name, option.defaultValue);
    const QHash<QString, QString> chosen = setup()->options();
    for (auto it = chosen.cbegin(); it != chosen.cend(); ++it)
        values.insert(it.key(), it.value());
    values.insert(u"games"_s, QString::number(m_games->value()));
    const Catalogue &catalogue = m_document ? m_document->playableCatalogue() : bundledCatalogue();
    QStringList warnings;
    QString error;
    std::unique_ptr<Simulation> simulation = game.newSimulation(values, &warnings, &error, &catalogue);
    if (!simulation) {
        m_message->setText(tr("Cannot simulate: %1").arg(error));
        return false;
    }
    m_progress->setRange(0, m_games->value());
    m_progress->setValue(0);
    m_message->setText(setup()->playingMessage(m_games->value()));
    m_runner->start(std::move(simulation));
    updateButtons();
    return true;
}

QString SimulatePage::defaultMessage() const
{
    return tr("Authors use this to check that their tiles, pieces and rules make games that can be played, and how "
              "those games go.");
}

QString SimulatePage::doneMessage(const Simulation &run) const
{
    const int played = run.gamesPlayed();
    return played < run.gamesRequested() ? tr("Cancelled after %n game(s).", nullptr, played)
                                         : tr("Done: %n game(s).", nullptr, played);
}

void SimulatePage::cancel()
{
    m_runner->cancel();
}

void SimulatePage::showFigures(const QList<std::pair<QString, QString>> &rows)
{
    m_table->setRowCount(int(rows.size()));
    for (int r = 0; r < rows.size(); ++r) {
        m_table->setItem(r, 0, new QTableWidgetItem(rows.at(r).first));
        m_table->setItem(r, 1, new QTableWidgetItem(rows.at(r).second));
    }
    m_table->resizeRowsToContents();
}

QString SimulatePage::exportPictures(const QString &folder) const
{
    if (!m_charts || !m_charts->hasCharts() || !result())
        return tr("Run a simulation first.");
    if (!QDir().mkpath(folder))
        return tr("Cannot make the folder %1").arg(QDir::toNativeSeparators(folder));
    const QDir dir(folder);
    for (const QString &suffix : {u"png"_s, u"svg"_s}) {
        for (const QString &id : m_charts->chartIds()) {
            if (const QString error = m_charts->exportChart(id, dir.filePath(id + u'.' + suffix)); !error.isEmpty())
                return error;
        }
        const QString error = m_heatStack->currentWidget() == m_hexHeatMap
            ? m_hexHeatMap->exportPictures(folder, suffix)
            : m_heatMap->exportPictures(folder, suffix);
        if (!error.isEmpty())
            return error;
    }
    return {};
}

QString SimulatePage::exportStatistics(const QString &path) const
{
    const Simulation *shown = result();
    if (!shown || m_setupFiguresShown)
        return tr("Run a simulation first.");
    QByteArray data;
    const QString suffix = QFileInfo(path).suffix().toLower();
    if (suffix == u"csv"_s)
        data = shown->toCsv();
    else if (suffix == u"json"_s)
        data = QJsonDocument(shown->commandJson()).toJson(); // as simulate --json prints it
    else
        return tr("%1: statistics are saved as .json or .csv").arg(QDir::toNativeSeparators(path));
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
    m_cancel->setEnabled(running);
    m_setups->setEnabled(!running);
    m_games->setEnabled(!running);
    const bool shown = !m_setupFiguresShown && result() != nullptr;
    m_exportPictures->setEnabled(!running && shown);
    m_exportStatistics->setEnabled(!running && shown);
    m_game->setEnabled(!running);
}

void SimulatePage::retranslate()
{
    m_gameLabel->setText(tr("Game:"));
    for (int i = 0; i < m_game->count(); ++i) {
        if (const GameRules *game = gameById(m_game->itemData(i).toString()))
            m_game->setItemText(i, game->name());
    }
    m_game->setToolTip(tr("Which game to simulate, with the catalogue's tiles or pieces; each game has its own "
                          "set-up below"));
    m_gamesLabel->setText(tr("Games:"));
    m_run->setText(tr("Simulate"));
    m_run->setToolTip(tr("Play legal games of the set-up chosen, each seat as its policy says"));
    m_cancel->setText(tr("Cancel"));
    m_chartsHint->setText(tr("Run a simulation to see its charts here."));
    m_results->setTabText(m_results->indexOf(m_chartsPage), tr("Charts"));
    m_results->setTabText(m_results->indexOf(m_table), tr("Figures"));
    m_exportPictures->setText(tr("Save Pictures…"));
    m_exportPictures->setToolTip(tr("Save every chart and the heat maps as PNG and SVG into a folder"));
    m_exportStatistics->setText(tr("Save Statistics…"));
    m_exportStatistics->setToolTip(tr("Save the figures, histograms and board cells or hexes as JSON or CSV"));
    m_table->setHorizontalHeaderLabels({tr("Figure"), tr("Value")});
    if (m_runner->isRunning())
        return;
    // The results again in the new language.
    if (!(m_setupFiguresShown && setup()->showFiguresAgain()))
        showResults();
    showResultPages();
    if (const Simulation *last = result(); last && !m_setupFiguresShown)
        m_message->setText(doneMessage(*last));
    if (m_message->text().isEmpty())
        m_message->setText(defaultMessage());
}

void SimulatePage::alignFormLabels()
{
    // One label column for the page's forms and the set-ups' (their own, a SeatPoliciesBox's), so that their
    // fields line up.
    const QList<QFormLayout *> forms = m_controls->findChildren<QFormLayout *>();
    QList<QWidget *> labels;
    int width = 0;
    for (const QFormLayout *form : forms) {
        for (int row = 0; row < form->rowCount(); ++row) {
            if (const QLayoutItem *item = form->itemAt(row, QFormLayout::LabelRole); item && item->widget()) {
                labels << item->widget();
                width = std::max(width, item->widget()->sizeHint().width());
            }
        }
    }
    for (QWidget *label : std::as_const(labels))
        label->setMinimumWidth(width);
}

void SimulatePage::resizeEvent(QResizeEvent *event)
{
    QWidget::resizeEvent(event);
    // A narrow page (a board docked at the side) puts the heat map under the charts.
    const Qt::Orientation orientation = width() < 1000 ? Qt::Vertical : Qt::Horizontal;
    if (orientation == m_resultsSplitter->orientation() && m_resultsSized)
        return;
    m_resultsSplitter->setOrientation(orientation);
    // The charts three fifths, the heat map two (the hex board would take more than half by its size hint), once
    // the splitter has its size.
    QTimer::singleShot(0, this, [this] {
        const bool across = m_resultsSplitter->orientation() == Qt::Horizontal;
        const int room = across ? m_resultsSplitter->width() : m_resultsSplitter->height();
        if (room > 100) {
            m_resultsSplitter->setSizes({room * 3 / 5, room * 2 / 5});
            m_resultsSized = true;
        }
    });
}

SimulationCharts *SimulatePage::charts()
{
    if (!m_charts) {
        m_charts = new SimulationCharts(m_chartsStack);
        m_charts->setColumns(chartColumns());
        m_chartsStack->addWidget(m_charts);
    }
    return m_charts;
}

int SimulatePage::chartColumns() const
{
    // The charts one under another when two side by side would be squeezed.
    return m_chartsPage->viewport()->width() < 520 ? 1 : 2;
}

bool SimulatePage::eventFilter(QObject *watched, QEvent *event)
{
    if (watched == m_chartsPage->viewport() && event->type() == QEvent::Resize && m_charts)
        m_charts->setColumns(chartColumns());
    return QWidget::eventFilter(watched, event);
}

void SimulatePage::changeEvent(QEvent *event)
{
    if (event->type() == QEvent::LanguageChange) {
        retranslate();
        // Once every label has its new words.
        QTimer::singleShot(0, this, &SimulatePage::alignFormLabels);
    }
    QWidget::changeEvent(event);
}

} // namespace Krajina
