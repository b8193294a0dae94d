// SPDX-FileCopyrightText: 2026 Krajina contributors
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

#include <QPointer>
#include <QWidget>

class QLabel;
class QProgressBar;
class QPushButton;
class QSpinBox;
class QTableWidget;

namespace Krajina {

class CatalogueDocument;
class GameSetupWidget;
class SimulationRunner;
struct SimulationReport;

// Plays many random games of the chosen expansions on a worker thread, with
// progress and Cancel, and shows the simulator's report: completed and stuck
// games, tiles set aside, the spread of scores, games per second.
class SimulatePage : public QWidget
{
    Q_OBJECT
public:
    explicit SimulatePage(QWidget *parent = nullptr);
    ~SimulatePage() override;

    void setDocument(CatalogueDocument *document);

    bool run();
    void cancel();
    // Lays as many random Dos Rios boards as the games box says, from the set-up's seed, and reports
    // how both rivers fare on them (as krajina-cli dosrios boards does).
    bool runDosRios();
    bool isRunning() const;

    // Keeps the set-up and the number of games in QSettings under `group`.
    void rememberIn(const QString &group);

    GameSetupWidget *setupWidget() const { return m_setup; }
    QSpinBox *gamesBox() const { return m_games; }
    QProgressBar *progressBar() const { return m_progress; }
    QTableWidget *reportTable() const { return m_table; }
    QLabel *messageLine() const { return m_message; }
    SimulationRunner *runner() const { return m_runner; }

Q_SIGNALS:
    void finished();

protected:
    void changeEvent(QEvent *event) override;

private:
    void showReport(const SimulationReport &report, bool cancelled);
    void showRows(const QList<std::pair<QString, QString>> &rows);
    void updateButtons();
    void retranslate();

    QPointer<CatalogueDocument> m_document;
    SimulationRunner *m_runner;
    GameSetupWidget *m_setup;
    QLabel *m_gamesLabel;
    QSpinBox *m_games;
    QPushButton *m_run;
    QPushButton *m_dosRios;
    QPushButton *m_cancel;
    QProgressBar *m_progress;
    QTableWidget *m_table;
    QLabel *m_message;
    bool m_dosRiosShown = false; // the table holds Dos Rios boards, not games
    bool m_hasRiver = true; // whether the games being played have river tiles
};

} // namespace Krajina
