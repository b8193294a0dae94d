// SPDX-FileCopyrightText: 2026 Krajina contributors
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

#include <QList>
#include <QPointer>
#include <QWidget>

#include <utility>

class QComboBox;
class QLabel;
class QProgressBar;
class QPushButton;
class QScrollArea;
class QSpinBox;
class QSplitter;
class QStackedWidget;
class QTabWidget;
class QTableWidget;

namespace Krajina {

class CatalogueDocument;
class GameRules;
class HeatMapView;
class HexHeatMapView;
class Simulation;
class SimulationCharts;
class SimulationRunner;
class SimulationSetup;

// Plays many random games of any game of the engine (engine/games.h) on a worker thread, with progress
// and Cancel, and shows what the game's Simulation gives (engine/simulationresults.h): its charts, its
// figures as a table, and the board's cells or hexes as a heat map. The set-up of each game is its
// SimulationSetup (its own controls, or a form of its simulate options), which may add result pages of
// its own (Carcassonne's stuck games) and actions of its own (Dos Rios's boards). The charts and the
// heat maps are saved as PNG and SVG, the run as JSON or CSV (Simulation::commandJson(), toCsv()).
class SimulatePage : public QWidget
{
    Q_OBJECT
public:
    explicit SimulatePage(QWidget *parent = nullptr);
    ~SimulatePage() override;

    // The game chosen (GameRules::id()).
    QString game() const;
    void setGame(const QString &id);

    void setDocument(CatalogueDocument *document);

    bool run();
    void cancel();
    bool isRunning() const;

    // Writes every chart and the heat map as PNG and SVG into a folder; an error sentence, or empty.
    QString exportPictures(const QString &folder) const;
    // Writes the last run's statistics as JSON or CSV (by the suffix); an error sentence, or empty.
    QString exportStatistics(const QString &path) const;

    // Keeps the set-up and the number of games in QSettings under `group`.
    void rememberIn(const QString &group);

    // The set-up of a game (the current one by default).
    SimulationSetup *setup(const QString &gameId = {}) const;
    QSpinBox *gamesBox() const { return m_games; }
    QProgressBar *progressBar() const { return m_progress; }
    QTableWidget *reportTable() const { return m_table; }
    QLabel *messageLine() const { return m_message; }
    SimulationRunner *runner() const { return m_runner; }
    // The last finished run of a game (the current one by default); null before the first.
    const Simulation *result(const QString &gameId = {}) const;
    // The charts are made when first needed (the page is behind a tab at start-up).
    SimulationCharts *charts();
    HeatMapView *heatMap() const { return m_heatMap; }
    HexHeatMapView *hexHeatMap() const { return m_hexHeatMap; }
    QTabWidget *resultTabs() const { return m_results; }
    QComboBox *gameBox() const { return m_game; }

Q_SIGNALS:
    void finished();

protected:
    void changeEvent(QEvent *event) override;
    void resizeEvent(QResizeEvent *event) override;
    bool eventFilter(QObject *watched, QEvent *event) override;

private:
    const GameRules &currentGame() const;
    // Shows the last run of the current game (or nothing): figures, charts, heat map, its set-up's pages.
    void showResults();
    void showGame();
    void showFigures(const QList<std::pair<QString, QString>> &rows);
    QString doneMessage(const Simulation &run) const; // "Done: 1,000 games." or "Cancelled after ..."
    QString defaultMessage() const;
    void showResultPages();
    void showHeatMapBesideTab();
    void alignFormLabels();
    int chartColumns() const;
    void updateButtons();
    void retranslate();
    void exportPicturesWithDialog();
    void exportStatisticsWithDialog();

    QPointer<CatalogueDocument> m_document;
    SimulationRunner *m_runner;
    QLabel *m_gameLabel;
    QComboBox *m_game;
    QWidget *m_controls; // the game, its set-up, the games and the buttons
    QStackedWidget *m_setups; // a SimulationSetup a game, in the order of games()
    QLabel *m_gamesLabel;
    QSpinBox *m_games;
    QPushButton *m_run;
    QPushButton *m_cancel;
    QProgressBar *m_progress;
    QTabWidget *m_results;
    QSplitter *m_resultsSplitter; // the charts and the heat map, side by side or one above the other
    QScrollArea *m_chartsPage;
    QStackedWidget *m_chartsStack; // a hint before a run, the charts after it
    QLabel *m_chartsHint;
    SimulationCharts *m_charts = nullptr;
    QTableWidget *m_table;
    QList<QWidget *> m_ownPages; // the current set-up's result pages in m_results
    QStackedWidget *m_heatStack;
    HeatMapView *m_heatMap;
    HexHeatMapView *m_hexHeatMap;
    QPushButton *m_exportPictures;
    QPushButton *m_exportStatistics;
    QLabel *m_message;
    bool m_resultsSized = false; // the charts and the heat map given their shares once the page has a size
    bool m_setupFiguresShown = false; // the table holds figures of a set-up's action, not of a run
};

} // namespace Krajina
