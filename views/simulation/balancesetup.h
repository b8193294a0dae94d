// SPDX-FileCopyrightText: 2026 Krajina contributors
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

#include "engine/seats.h"

#include <QHash>
#include <QWidget>

class QCheckBox;
class QLabel;
class QLineEdit;

namespace Krajina {

class SeatPoliciesBox;

// What the Simulate page asks of a Carcassonne run beyond the set-up: how each seat plays
// (SeatPoliciesBox: random, greedy, lookahead, with the lookahead's budget), the figures per tile
// design, and a tile set to compare with (simulate --seats, --budget, --tile-figures, --compare).
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
    SeatPoliciesBox *seatPolicies() const { return m_seats; }

    // The option values of `krajina-cli simulate` it sets: "seats" (empty when every seat is random: the run
    // plays as it always did), "budget", "tile-figures" and "compare".
    QHash<QString, QString> optionValues() const;

protected:
    void changeEvent(QEvent *event) override;

private:
    void retranslate();

    SeatPoliciesBox *m_seats = nullptr;
    QCheckBox *m_tileFigures = nullptr;
    QLabel *m_compareLabel = nullptr;
    QLineEdit *m_compare = nullptr;
};

} // namespace Krajina
