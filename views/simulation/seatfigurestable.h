// SPDX-FileCopyrightText: 2026 Krajina contributors
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

#include "engine/seats.h"

#include <QWidget>

#include <vector>

class QLabel;
class QTableWidget;

namespace Krajina {

// How each seat of a run fared, a row a seat: its policy, its wins (and ties, where the highest
// score decides), its win rate with the 95 % interval and its mean score or money: the "seats"
// of `krajina-cli simulate`, for every game that has them.
class SeatFiguresTable : public QWidget
{
    Q_OBJECT
public:
    enum Column { SeatColumn, PolicyColumn, WinsColumn, TiesColumn, WinRateColumn, IntervalColumn, MeanColumn };
    static constexpr int ColumnCount = MeanColumn + 1;
    // Carcassonne: the highest score wins, a shared one is a tie; Dos Rios: the rules name the winner, the
    // mean is of money.
    enum class Game { ByScore, DosRios };

    explicit SeatFiguresTable(Game game, QWidget *parent = nullptr);

    // `policies` empty: every seat random. An empty tally clears the table.
    void setFigures(const std::vector<PlayerPolicy> &policies, const SeatTally &tally);
    QTableWidget *table() const { return m_table; }

protected:
    void changeEvent(QEvent *event) override;

private:
    void fill();

    Game m_game;
    QLabel *m_hint = nullptr;
    QTableWidget *m_table = nullptr;
    std::vector<PlayerPolicy> m_policies;
    SeatTally m_tally;
};

} // namespace Krajina
