// SPDX-FileCopyrightText: 2026 Krajina contributors
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

#include "engine/carcassonne/gamesetup.h"
#include "engine/carcassonne/simulator.h"

#include <QList>
#include <QWidget>

class QCheckBox;
class QComboBox;
class QLabel;
class QLineEdit;
class QSpinBox;
class QTabWidget;

namespace Krajina {

struct Catalogue;
class BalanceComparisonView;
class GameSetupWidget;
class TileBalanceTable;

// What the Simulate page asks of a Carcassonne run beyond the set-up: how each seat plays
// (random, greedy, lookahead, with the lookahead's budget), the figures per tile design, and a
// tile set to compare with (simulate --seats, --budget, --tile-figures, --compare).
class BalanceSetup : public QWidget
{
    Q_OBJECT
public:
    explicit BalanceSetup(QWidget *parent = nullptr);

    // Shows a policy chooser for each of `players` seats.
    void setPlayers(int players);
    void setPolicy(int seat, PlayerPolicy policy);
    void setTileFigures(bool on);
    void setCompareWith(const QString &expansions); // "base", comma-separated

    // Sets the seats (none when every seat is random: the run plays as it always did), the budget,
    // the tile figures and the set to compare with (its set-up from `catalogue`, with `setup`'s
    // rules and players). False with *error when the set to compare with cannot be played.
    bool apply(SimulationOptions &options, const Catalogue &catalogue, const GameSetup &setup, QString *error) const;

protected:
    void changeEvent(QEvent *event) override;

private:
    void retranslate();

    QList<QLabel *> m_seatLabels;
    QList<QComboBox *> m_seats;
    QLabel *m_budgetLabel = nullptr;
    QSpinBox *m_budget = nullptr;
    QCheckBox *m_tileFigures = nullptr;
    QLabel *m_compareLabel = nullptr;
    QLineEdit *m_compare = nullptr;
    int m_players = 2;
};

// The balance figures on the Simulate page: the BalanceSetup among its controls (its seats
// follow the set-up's players) and the Tiles and Comparison tabs among its results.
class BalancePanel : public QObject
{
    Q_OBJECT
public:
    BalancePanel(GameSetupWidget *players, QTabWidget *results, QWidget *parent);

    BalanceSetup *setup() const { return m_setup; }
    TileBalanceTable *tiles() const { return m_tiles; }
    BalanceComparisonView *comparison() const { return m_comparison; }

    // BalanceSetup::apply(), its error said in `message`.
    bool apply(SimulationOptions &options, const Catalogue &catalogue, const GameSetup &setup, QLabel *message) const;
    void setReport(const SimulationReport &report, const Catalogue &catalogue);
    void setVisible(bool visible); // the controls and the tabs (Carcassonne only)
    void retranslate();

private:
    BalanceSetup *m_setup;
    TileBalanceTable *m_tiles;
    BalanceComparisonView *m_comparison;
    QTabWidget *m_results;
};

} // namespace Krajina
