// SPDX-FileCopyrightText: 2026 Krajina contributors
// SPDX-License-Identifier: GPL-3.0-or-later

#include "balancesetup.h"

#include <QCheckBox>
#include <QComboBox>
#include <QEvent>
#include <QFormLayout>
#include <QLabel>
#include <QLineEdit>
#include <QSpinBox>

#include <algorithm>

using namespace Qt::StringLiterals;

namespace Krajina {

BalanceSetup::BalanceSetup(QWidget *parent)
    : QWidget(parent)
    , m_budgetLabel(new QLabel(this))
    , m_budget(new QSpinBox(this))
    , m_tileFigures(new QCheckBox(this))
    , m_compareLabel(new QLabel(this))
    , m_compare(new QLineEdit(this))
{
    auto *form = new QFormLayout(this);
    form->setContentsMargins(0, 0, 0, 0);
    for (int s = 0; s < MaxPlayers; ++s) {
        auto *label = new QLabel(this);
        auto *seat = new QComboBox(this);
        seat->setObjectName(u"seatPolicy%1"_s.arg(s + 1));
        for (PlayerPolicy policy : {PlayerPolicy::Random, PlayerPolicy::Greedy, PlayerPolicy::Lookahead})
            seat->addItem(QString(), QVariant::fromValue(int(policy)));
        m_seatLabels << label;
        m_seats << seat;
        form->addRow(label, seat);
    }
    m_budget->setRange(1, 100000);
    m_budget->setValue(200);
    form->addRow(m_budgetLabel, m_budget);
    m_tileFigures->setObjectName(u"tileFigures"_s);
    form->addRow(QString(), m_tileFigures);
    m_compare->setObjectName(u"compareWith"_s);
    m_compare->setPlaceholderText(u"base"_s);
    form->addRow(m_compareLabel, m_compare);
    setPlayers(2);
    retranslate();
}

void BalanceSetup::setPlayers(int players)
{
    m_players = std::clamp(players, 1, int(MaxPlayers));
    for (int s = 0; s < m_seats.size(); ++s) {
        m_seats.at(s)->setVisible(s < m_players);
        m_seatLabels.at(s)->setVisible(s < m_players);
    }
}

void BalanceSetup::setPolicy(int seat, PlayerPolicy policy)
{
    if (seat >= 0 && seat < m_seats.size())
        m_seats.at(seat)->setCurrentIndex(m_seats.at(seat)->findData(int(policy)));
}

void BalanceSetup::setTileFigures(bool on)
{
    m_tileFigures->setChecked(on);
}

void BalanceSetup::setCompareWith(const QString &expansions)
{
    m_compare->setText(expansions);
}

QHash<QString, QString> BalanceSetup::optionValues() const
{
    QStringList seats;
    bool allRandom = true;
    for (int s = 0; s < m_players; ++s) {
        const auto policy = PlayerPolicy(m_seats.at(s)->currentData().toInt());
        allRandom = allRandom && policy == PlayerPolicy::Random;
        seats << playerPolicyName(policy);
    }
    return {{u"seats"_s, allRandom ? QString() : seats.join(u',')},
            {u"budget"_s, QString::number(m_budget->value())},
            {u"tile-figures"_s, m_tileFigures->isChecked() ? u"1"_s : QString()},
            {u"compare"_s, m_compare->text().trimmed()}};
}

void BalanceSetup::changeEvent(QEvent *event)
{
    if (event->type() == QEvent::LanguageChange)
        retranslate();
    QWidget::changeEvent(event);
}

void BalanceSetup::retranslate()
{
    for (int s = 0; s < m_seats.size(); ++s) {
        m_seatLabels.at(s)->setText(tr("Seat %1:").arg(s + 1));
        QComboBox *seat = m_seats.at(s);
        seat->setItemText(0, tr("Random"));
        seat->setItemText(1, tr("Greedy"));
        seat->setItemText(2, tr("Lookahead"));
        seat->setToolTip(tr("How this seat plays: random legal moves, the move with the best immediate evaluation "
                            "(greedy), or playouts of the greedy player's best moves (lookahead)"));
    }
    m_budgetLabel->setText(tr("Playouts per move:"));
    m_budget->setToolTip(tr("How many games a lookahead seat plays out for each move"));
    m_tileFigures->setText(tr("Figures per tile"));
    m_tileFigures->setToolTip(tr("Count how often each tile design is drawn, placed and set aside, and the points its "
                                 "placements bring their players"));
    m_compareLabel->setText(tr("Compare with:"));
    m_compare->setToolTip(tr("Expansions to play with the same seats and seeds, comma-separated (e.g. base): the "
                             "Comparison tab shows both sets side by side"));
}

} // namespace Krajina
