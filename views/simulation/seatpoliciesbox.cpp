// SPDX-FileCopyrightText: 2026 Krajina contributors
// SPDX-License-Identifier: GPL-3.0-or-later

#include "seatpoliciesbox.h"

#include <QComboBox>
#include <QEvent>
#include <QFormLayout>
#include <QLabel>
#include <QSettings>
#include <QSpinBox>

#include <algorithm>

using namespace Qt::StringLiterals;

namespace Krajina {

SeatPoliciesBox::SeatPoliciesBox(int maxSeats, QWidget *parent)
    : QWidget(parent)
    , m_budgetLabel(new QLabel(this))
    , m_budget(new QSpinBox(this))
{
    setObjectName(u"seatPolicies"_s);
    auto *form = new QFormLayout(this);
    form->setContentsMargins(0, 0, 0, 0);
    for (int s = 0; s < maxSeats; ++s) {
        auto *label = new QLabel(this);
        auto *seat = new QComboBox(this);
        seat->setObjectName(u"seatPolicy%1"_s.arg(s + 1));
        for (PlayerPolicy policy : {PlayerPolicy::Random, PlayerPolicy::Greedy, PlayerPolicy::Lookahead})
            seat->addItem(QString(), QVariant::fromValue(int(policy)));
        label->setBuddy(seat);
        m_seatLabels << label;
        m_seats << seat;
        form->addRow(label, seat);
        connect(seat, &QComboBox::currentIndexChanged, this, &SeatPoliciesBox::updateBudget);
        connect(seat, &QComboBox::currentIndexChanged, this, &SeatPoliciesBox::changed);
    }
    m_budget->setObjectName(u"lookaheadBudget"_s);
    m_budget->setRange(1, 1'000'000);
    m_budget->setValue(200);
    m_budget->setGroupSeparatorShown(true);
    m_budgetLabel->setBuddy(m_budget);
    form->addRow(m_budgetLabel, m_budget);
    connect(m_budget, &QSpinBox::valueChanged, this, &SeatPoliciesBox::changed);
    setPlayers(2);
    updateBudget();
    retranslate();
}

void SeatPoliciesBox::setPlayers(int players)
{
    m_players = std::clamp(players, 1, int(m_seats.size()));
    for (int s = 0; s < m_seats.size(); ++s) {
        m_seats.at(s)->setVisible(s < m_players);
        m_seatLabels.at(s)->setVisible(s < m_players);
    }
    updateBudget();
}

void SeatPoliciesBox::setPolicy(int seat, PlayerPolicy policy)
{
    if (seat >= 0 && seat < m_seats.size())
        m_seats.at(seat)->setCurrentIndex(m_seats.at(seat)->findData(int(policy)));
}

PlayerPolicy SeatPoliciesBox::policy(int seat) const
{
    return seat >= 0 && seat < m_seats.size() ? PlayerPolicy(m_seats.at(seat)->currentData().toInt())
                                              : PlayerPolicy::Random;
}

QHash<QString, QString> SeatPoliciesBox::optionValues() const
{
    QStringList seats;
    bool allRandom = true;
    for (int s = 0; s < m_players; ++s) {
        allRandom = allRandom && policy(s) == PlayerPolicy::Random;
        seats << playerPolicyName(policy(s));
    }
    return {{u"seats"_s, allRandom ? QString() : seats.join(u',')}, {u"budget"_s, QString::number(m_budget->value())}};
}

void SeatPoliciesBox::rememberIn(const QString &key)
{
    QSettings settings;
    // Every seat's policy, the hidden ones too: more players later find them as they were.
    const QStringList saved = settings.value(key).toString().split(u',', Qt::SkipEmptyParts);
    for (int s = 0; s < saved.size() && s < m_seats.size(); ++s) {
        if (const std::optional<PlayerPolicy> policy = playerPolicyFromName(saved.at(s)))
            setPolicy(s, *policy);
    }
    const QString budgetKey = key + u"Budget"_s;
    m_budget->setValue(settings.value(budgetKey, m_budget->value()).toInt());
    const auto save = [this, key] {
        QStringList names;
        for (int s = 0; s < m_seats.size(); ++s)
            names << playerPolicyName(policy(s));
        QSettings().setValue(key, names.join(u','));
    };
    for (QComboBox *seat : std::as_const(m_seats))
        connect(seat, &QComboBox::currentIndexChanged, this, save);
    connect(m_budget, &QSpinBox::valueChanged, this,
            [budgetKey](int budget) { QSettings().setValue(budgetKey, budget); });
}

void SeatPoliciesBox::updateBudget()
{
    // The budget is the lookahead's: asked for only when a seat plays ahead.
    bool lookahead = false;
    for (int s = 0; s < m_players; ++s)
        lookahead = lookahead || policy(s) == PlayerPolicy::Lookahead;
    m_budget->setEnabled(lookahead);
}

void SeatPoliciesBox::changeEvent(QEvent *event)
{
    if (event->type() == QEvent::LanguageChange)
        retranslate();
    QWidget::changeEvent(event);
}

void SeatPoliciesBox::retranslate()
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
}

} // namespace Krajina
