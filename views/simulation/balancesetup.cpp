// SPDX-FileCopyrightText: 2026 Krajina contributors
// SPDX-License-Identifier: GPL-3.0-or-later

#include "balancesetup.h"

#include "engine/carcassonne/enginetypes.h"
#include "seatpoliciesbox.h"

#include <QCheckBox>
#include <QEvent>
#include <QFormLayout>
#include <QLabel>
#include <QLineEdit>
#include <QVBoxLayout>

using namespace Qt::StringLiterals;

namespace Krajina {

BalanceSetup::BalanceSetup(QWidget *parent)
    : QWidget(parent)
    , m_seats(new SeatPoliciesBox(MaxPlayers, this))
    , m_tileFigures(new QCheckBox(this))
    , m_compareLabel(new QLabel(this))
    , m_compare(new QLineEdit(this))
{
    auto *form = new QFormLayout;
    form->setContentsMargins(0, 0, 0, 0);
    m_tileFigures->setObjectName(u"tileFigures"_s);
    form->addRow(QString(), m_tileFigures);
    m_compare->setObjectName(u"compareWith"_s);
    m_compare->setPlaceholderText(u"base"_s);
    form->addRow(m_compareLabel, m_compare);
    auto *column = new QVBoxLayout(this);
    column->setContentsMargins(0, 0, 0, 0);
    column->addWidget(m_seats);
    column->addLayout(form);
    retranslate();
}

void BalanceSetup::setPlayers(int players)
{
    m_seats->setPlayers(players);
}

void BalanceSetup::setPolicy(int seat, PlayerPolicy policy)
{
    m_seats->setPolicy(seat, policy);
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
    QHash<QString, QString> values = m_seats->optionValues();
    values.insert(u"tile-figures"_s, m_tileFigures->isChecked() ? u"1"_s : QString());
    values.insert(u"compare"_s, m_compare->text().trimmed());
    return values;
}

void BalanceSetup::changeEvent(QEvent *event)
{
    if (event->type() == QEvent::LanguageChange)
        retranslate();
    QWidget::changeEvent(event);
}

void BalanceSetup::retranslate()
{
    m_tileFigures->setText(tr("Figures per tile"));
    m_tileFigures->setToolTip(tr("Count how often each tile design is drawn, placed and set aside, and the points its "
                                 "placements bring their players"));
    m_compareLabel->setText(tr("Compare with:"));
    m_compare->setToolTip(tr("Expansions to play with the same seats and seeds, comma-separated (e.g. base): the "
                             "Comparison tab shows both sets side by side"));
}

} // namespace Krajina
