// SPDX-FileCopyrightText: 2026 Krajina contributors
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

#include "engine/carcassonne/enginetypes.h"
#include "engine/seats.h"

#include <QHash>
#include <QList>
#include <QWidget>

class QCheckBox;
class QComboBox;
class QLabel;
class QLineEdit;
class QSpinBox;

namespace Krajina {

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

    // The option values of `krajina-cli simulate` it sets: "seats" (empty when every seat is random: the run
    // plays as it always did), "budget", "tile-figures" and "compare".
    QHash<QString, QString> optionValues() const;

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

} // namespace Krajina
