// SPDX-FileCopyrightText: 2026 Krajina contributors
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

#include "engine/carcassonne/gamesetup.h"
#include "engine/carcassonne/simulator.h"
#include "engine/dosrios/gamesimulator.h"

#include <QPointer>
#include <QWidget>

class QComboBox;
class QScrollArea;
class QSplitter;
class QStackedWidget;
class QLabel;
class QListWidget;
class QProgressBar;
class QPushButton;
class QSpinBox;
class QTableWidget;
class QTabWidget;

namespace Krajina {

class BalancePanel;
class CatalogueDocument;
class DosRiosCharts;
class DosRiosRulesButton;
class GameSetupWidget;
class HeatMapView;
class HexHeatMapView;
class SimulationCharts;
class SimulationRunner;
struct GameRecord;
struct SimulationReport;
namespace DosRios {
struct GameSimulationReport;
}

// Plays many random games of the chosen expansions on a worker thread, with
// progress and Cancel, and shows the simulator's report: charts of the scores,
// margins, game lengths, tiles set aside and the completion rate; the board's
// cells as a heat map; the figures as a table; and the first stuck games, each
// of which opens in the sandbox at the move where the river got stuck. For Dos
// Rios (the game chosen at the top) it plays random games of the document's Dos
// Rios pieces and shows their charts (games with a winner, win rate by seat,
// length, win conditions, bandit strikes) and the hex board shaded by watered
// hexes and bandit strikes. The charts and the heat maps are saved as PNG and
// SVG, the statistics as JSON or CSV.
class SimulatePage : public QWidget
{
    Q_OBJECT
public:
    enum class Game { Carcassonne, DosRios };

    explicit SimulatePage(QWidget *parent = nullptr);
    ~SimulatePage() override;

    Game game() const;
    void setGame(Game game);

    void setDocument(CatalogueDocument *document);

    bool run();
    void cancel();
    // Lays as many random Dos Rios boards as the games box says, from the set-up's seed, and reports
    // how both rivers fare on them (as krajina-cli dosrios boards does).
    bool runDosRios();
    // Plays random Dos Rios games (as krajina-cli simulate --expansions dos-rios does) on a pool thread.
    bool runDosRiosGames();
    bool isRunning() const;

    // Writes every chart and the heat map as PNG and SVG into a folder; an error sentence, or empty.
    QString exportPictures(const QString &folder) const;
    // Writes the last run's statistics as JSON or CSV (by the suffix); an error sentence, or empty.
    QString exportStatistics(const QString &path) const;
    // Opens a listed stuck game in the sandbox (via openInSandbox()).
    bool openStuckGame(int row);

    // Keeps the set-up and the number of games in QSettings under `group`.
    void rememberIn(const QString &group);

    GameSetupWidget *setupWidget() const { return m_setup; }
    QSpinBox *gamesBox() const { return m_games; }
    QProgressBar *progressBar() const { return m_progress; }
    QTableWidget *reportTable() const { return m_table; }
    QLabel *messageLine() const { return m_message; }
    SimulationRunner *runner() const { return m_runner; }
    // The last finished run of each game (an empty report before the first).
    SimulationReport report() const;
    DosRios::GameSimulationReport dosRiosReport() const;
    // The charts are made when first needed (the page is behind a tab at start-up).
    SimulationCharts *charts();
    HeatMapView *heatMap() const { return m_heatMap; }
    QListWidget *stuckList() const { return m_stuckList; }
    QTabWidget *resultTabs() const { return m_results; }
    QComboBox *followBox() const { return m_follow; }
    BalancePanel *balance() const { return m_balance; } // seats, figures per tile, a set to compare with
    QComboBox *gameBox() const { return m_game; }
    QSpinBox *dosRiosPlayersBox() const { return m_dosRiosPlayers; }
    QSpinBox *dosRiosSeedBox() const { return m_dosRiosSeed; }
    QSpinBox *turnCapBox() const { return m_turnCap; }
    DosRiosCharts *dosRiosCharts();
    HexHeatMapView *hexHeatMap() const { return m_hexHeatMap; }

Q_SIGNALS:
    void finished();
    // A stuck game to show in the sandbox: its record up to and with the move where the
    // river got stuck, and a sentence saying what happened.
    void openInSandbox(const Krajina::GameRecord &record, const QString &message);

protected:
    void changeEvent(QEvent *event) override;
    void resizeEvent(QResizeEvent *event) override;
    void showEvent(QShowEvent *event) override;
    bool eventFilter(QObject *watched, QEvent *event) override;

private:
    // The Dos Rios pieces to simulate, or null after saying there are none.
    const DosRios::PieceSet *dosRiosPieces();
    void showReport(const SimulationReport &report, bool cancelled);
    void showDosRiosReport(const DosRios::GameSimulationReport &report, bool cancelled);
    void refreshHexBoard();
    void showGame();
    void showCharts();
    // Whether the charts of the game chosen show a report.
    bool chartsShowReport() const;
    int chartColumns() const;
    void showRows(const QList<std::pair<QString, QString>> &rows);
    void updateButtons();
    void retranslate();
    void refillFollowBox();
    void listStuckGames(const SimulationReport &report);
    QString stuckGameText(int row) const;
    void exportPicturesWithDialog();
    void exportStatisticsWithDialog();

    QPointer<CatalogueDocument> m_document;
    SimulationRunner *m_runner;
    QLabel *m_gameLabel;
    QComboBox *m_game;
    GameSetupWidget *m_setup;
    QWidget *m_dosRiosSetup;
    QLabel *m_dosRiosPlayersLabel;
    QSpinBox *m_dosRiosPlayers;
    QLabel *m_dosRiosSeedLabel;
    QSpinBox *m_dosRiosSeed;
    QLabel *m_turnCapLabel;
    QSpinBox *m_turnCap;
    DosRiosRulesButton *m_dosRiosRules;
    QLabel *m_gamesLabel;
    QSpinBox *m_games;
    QPushButton *m_run;
    QPushButton *m_dosRios;
    QPushButton *m_cancel;
    QProgressBar *m_progress;
    QLabel *m_followLabel;
    QComboBox *m_follow;
    QTabWidget *m_results;
    QSplitter *m_resultsSplitter; // the charts and the heat map, side by side or one above the other
    QScrollArea *m_chartsPage;
    QStackedWidget *m_chartsStack;
    SimulationCharts *m_charts = nullptr;
    DosRiosCharts *m_dosRiosCharts = nullptr;
    QTableWidget *m_table;
    QWidget *m_stuckPage;
    QLabel *m_stuckHint;
    QListWidget *m_stuckList;
    QPushButton *m_openStuck;
    QStackedWidget *m_heatStack;
    HeatMapView *m_heatMap;
    HexHeatMapView *m_hexHeatMap;
    QPushButton *m_exportPictures;
    QPushButton *m_exportStatistics;
    QLabel *m_message;
    BalancePanel *m_balance = nullptr;
    GameSetup m_setupRun; // the set-up of the run going on or shown
    quint64 m_seedRun = 0;
    struct StuckGame
    {
        int game = 0;
        int move = -1;
        QString tile;
    };
    QList<StuckGame> m_stuck;
    bool m_dosRiosShown = false; // the table holds Dos Rios boards, not games
    bool m_dosRiosGamesShown = false; // the table and charts hold Dos Rios games
    bool m_hasRiver = true; // whether the games being played have river tiles
};

} // namespace Krajina
