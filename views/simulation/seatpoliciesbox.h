// SPDX-FileCopyrightText: 2026 Krajina contributors
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

#include "engine/seats.h"

#include <QHash>
#include <QList>
#include <QWidget>

#include <vector>

class QComboBox;
class QLabel;
class QSpinBox;

namespace Krajina {

// How each seat of a simulated game plays (random, greedy, lookahead) and the lookahead's budget:
// `krajina-cli simulate --seats ... --budget N`, for every game that has policies.
class SeatPoliciesBox : public QWidget
{
    Q_OBJECT
public:
    explicit SeatPoliciesBox(int maxSeats, QWidget *parent = nullptr);

    // Shows a policy chooser for each of `players` seats.
    void setPlayers(int players);
    int players() const { return m_players; }
    void setPolicy(int seat, PlayerPolicy policy);
    PlayerPolicy policy(int seat) const;
    QComboBox *policyBox(int seat) const { return m_seats.value(seat); }
    QSpinBox *budgetBox() const { return m_budget; }

    // The option values of `krajina-cli simulate` it sets: "seats" (empty when every seat is random: the run
    // plays as it always did) and "budget".
    QHash<QString, QString> optionValues() const;
    // Keeps the policies and the budget in QSettings under `key` ("…/dosRiosSeats", "…/dosRiosSeatsBudget").
    void rememberIn(const QString &key);

Q_SIGNALS:
    void changed();

protected:
    void changeEvent(QEvent *event) override;

private:
    void retranslate();
    void updateBudget();

    QList<QLabel *> m_seatLabels;
    QList<QComboBox *> m_seats;
    QLabel *m_budgetLabel = nullptr;
    QSpinBox *m_budget = nullptr;
    int m_players = 2;
};

} // namespace Krajina
