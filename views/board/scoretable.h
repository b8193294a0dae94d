// SPDX-FileCopyrightText: 2026 Krajina contributors
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

#include <QTableWidget>

namespace Krajina {

class GameState;

// The players of a game with their colour, score and followers left; the
// player to move in bold.
class ScoreTable : public QTableWidget
{
    Q_OBJECT
public:
    explicit ScoreTable(QWidget *parent = nullptr);

    void showScores(const GameState &state, int players);

protected:
    void changeEvent(QEvent *event) override;

private:
    void retranslate();
};

} // namespace Krajina
