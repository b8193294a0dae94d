// SPDX-FileCopyrightText: 2026 Krajina contributors
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

#include <QList>
#include <QWidget>

class QComboBox;
class QFormLayout;
class QGroupBox;
class QRadioButton;

namespace Krajina {

class Board;
class SandboxGame;
struct Move;

// The choices a placed tile offers besides the follower: a bet for each player
// on a bookmaker tile (The Bets), and on a crop-circle tile the action (add or
// remove) with each player's follower (Crop Circles). The sandbox page shows it
// while a follower is chosen and adds the choices to the move it commits.
class TurnChoicesPanel : public QWidget
{
    Q_OBJECT
public:
    explicit TurnChoicesPanel(QWidget *parent = nullptr);

    // Offers the choices of `tile` just placed on `board` (the game with the tile
    // placed). Both must outlive the offer; clear() ends it.
    void offer(const SandboxGame &game, int tile, const Board &board);
    void clear();
    bool hasChoices() const { return !m_betChoices.isEmpty() || !m_cropChoices.isEmpty(); }
    // Adds the chosen bets, crop-circle action and picks to a move.
    void fill(Move &move) const;

protected:
    void changeEvent(QEvent *event) override;

private:
    void rebuild();
    void offerBets();
    void offerCropCircle();
    void retranslate();

    const SandboxGame *m_game = nullptr;
    const Board *m_board = nullptr;
    int m_tile = -1;
    QGroupBox *m_betsBox;
    QFormLayout *m_betsForm;
    QList<QComboBox *> m_betChoices;
    QGroupBox *m_cropBox;
    QRadioButton *m_cropAdd;
    QRadioButton *m_cropRemove;
    QFormLayout *m_cropForm;
    QList<QComboBox *> m_cropChoices;
};

} // namespace Krajina
