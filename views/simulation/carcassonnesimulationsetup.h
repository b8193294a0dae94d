// SPDX-FileCopyrightText: 2026 Krajina contributors
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

#include "balancecomparisonview.h"
#include "engine/carcassonne/gamesetup.h"
#include "seatfigurestable.h"
#include "simulationsetup.h"
#include "tilebalancetable.h"

#include <QPointer>

class QComboBox;
class QLabel;
class QListWidget;
class QPushButton;

namespace Krajina {

class BalanceSetup;
class CarcassonneSimulation;
class GameSetupWidget;
struct GameRecord;

// The Simulate page's set-up of Carcassonne: the expansions, rule options, players and seed
// (GameSetupWidget), the tile design to follow on the heat map; and the Stuck Games page, where
// each stuck game of the last run opens in the sandbox at the move where the river got stuck.
class CarcassonneSimulationSetup : public SimulationSetup
{
    Q_OBJECT
public:
    CarcassonneSimulationSetup(const GameRules &game, QWidget *parent);
    ~CarcassonneSimulationSetup() override;

    void setDocument(CatalogueDocument *document) override;
    QHash<QString, QString> options() const override;
    QString playingMessage(int games) const override;
    void rememberIn(const QString &group) override;
    QList<std::pair<QWidget *, QString>> resultPages() const override;
    bool showsHeatMapBeside(const QWidget *page) const override;
    void showResult(const Simulation *simulation, bool cancelled) override;

    GameSetupWidget *setupWidget() const { return m_setup; }
    BalanceSetup *balanceSetup() const { return m_balance; }
    TileBalanceTable *tileTable() const { return m_tiles.data(); }
    BalanceComparisonView *comparisonView() const { return m_comparison.data(); }
    SeatFiguresTable *seatFigures() const { return m_seatFigures.data(); }
    QComboBox *followBox() const { return m_follow; }
    QListWidget *stuckList() const { return m_stuckList; }
    // Opens a listed stuck game in the sandbox (via openInSandbox()).
    bool openStuckGame(int row);

Q_SIGNALS:
    // A stuck game to show in the sandbox: its record up to and with the move where the
    // river got stuck, and a sentence saying what happened.
    void openInSandbox(const Krajina::GameRecord &record, const QString &message);

protected:
    void changeEvent(QEvent *event) override;

private:
    void retranslate();
    void refillFollowBox();
    QString stuckGameText(int row) const;
    void updateButtons();

    QPointer<CatalogueDocument> m_document;
    GameSetupWidget *m_setup;
    BalanceSetup *m_balance;
    QLabel *m_followLabel;
    QComboBox *m_follow;
    QPointer<QWidget> m_stuckPage; // in a tab of the page
    QLabel *m_stuckHint;
    QListWidget *m_stuckList;
    QPushButton *m_openStuck;
    QPointer<TileBalanceTable> m_tiles; // in a tab of the page
    QPointer<BalanceComparisonView> m_comparison; // in a tab of the page
    QPointer<SeatFiguresTable> m_seatFigures; // in a tab of the page
    GameSetup m_setupRun; // the set-up of the run shown
    quint64 m_seedRun = 0;
    int m_stuckCount = -1; // games stuck in the run shown; -1 before one
    struct StuckGame
    {
        int game = 0;
        int move = -1;
        QString tile;
    };
    QList<StuckGame> m_stuck;
};

} // namespace Krajina
