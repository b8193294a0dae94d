// SPDX-FileCopyrightText: 2026 Krajina contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "dosriosrulesbutton.h"

#include <QActionGroup>
#include <QEvent>
#include <QMenu>

using namespace Qt::StringLiterals;

namespace Krajina {

namespace {
constexpr int ValueCount = 2; // every option has two readings
}

DosRiosRulesButton::DosRiosRulesButton(QWidget *parent)
    : QToolButton(parent)
    , m_menu(new QMenu(this))
{
    setObjectName(u"dosRiosRules"_s);
    setPopupMode(QToolButton::InstantPopup);
    setMenu(m_menu);
    QStringList names = DosRios::gameRuleNames();
    names << u"dosrios.deckRunsOut"_s;
    for (const QString &name : names) {
        QMenu *submenu = m_menu->addMenu(QString());
        submenu->setObjectName(name);
        auto *group = new QActionGroup(submenu);
        group->setExclusive(true);
        for (int v = 0; v < ValueCount; ++v) {
            QAction *action = submenu->addAction(QString());
            action->setCheckable(true);
            action->setChecked(v == 0);
            action->setData(name == u"dosrios.deckRunsOut" ? DosRios::deckRunsOutName(DosRios::DeckRunsOut(v))
                                                           : DosRios::gameRuleValues(name).value(v));
            group->addAction(action);
        }
        connect(group, &QActionGroup::triggered, this, [this] {
            retranslate();
            Q_EMIT rulesChanged();
        });
        m_submenus << submenu;
        m_groups << group;
    }
    retranslate();
}

DosRios::GameRules DosRiosRulesButton::rules() const
{
    DosRios::GameRules rules;
    for (qsizetype i = 0; i + 1 < m_groups.size(); ++i) {
        if (const QAction *checked = m_groups[i]->checkedAction())
            DosRios::setGameRule(rules, m_submenus[i]->objectName(), checked->data().toString());
    }
    return rules;
}

DosRios::DeckRunsOut DosRiosRulesButton::deckRunsOut() const
{
    const QAction *checked = m_groups.constLast()->checkedAction();
    return checked ? DosRios::deckRunsOutFromName(checked->data().toString()).value_or(DosRios::DeckRunsOut::Reshuffle)
                   : DosRios::DeckRunsOut::Reshuffle;
}

void DosRiosRulesButton::setRules(const DosRios::GameRules &rules, DosRios::DeckRunsOut deckRunsOut)
{
    for (qsizetype i = 0; i < m_groups.size(); ++i) {
        const QString name = m_submenus[i]->objectName();
        const QString value
            = i + 1 < m_groups.size() ? DosRios::gameRuleValue(rules, name) : DosRios::deckRunsOutName(deckRunsOut);
        for (QAction *action : m_groups[i]->actions())
            action->setChecked(action->data().toString() == value);
    }
    retranslate();
}

void DosRiosRulesButton::changeEvent(QEvent *event)
{
    if (event->type() == QEvent::LanguageChange)
        retranslate();
    QToolButton::changeEvent(event);
}

void DosRiosRulesButton::retranslate()
{
    // Per option: the submenu's title, then its two readings (the default first).
    const QList<std::array<QString, 3>> texts = {
        {tr("Bandits take"), tr("The 3 farmers furthest upstream on the river"),
         tr("The 3 farmers on the highest terrain of the river")},
        {tr("A river card pays"), tr("Every crop the river waters"), tr("Only the crop the card names")},
        {tr("Dams"), tr("As many as the player's wood allows"), tr("At most the 40 dam pieces, shared")},
        {tr("A farmer in the city"), tr("May dam a river side next to the city"), tr("May not dam")},
        {tr("Set-up"), tr("Each player places 3 farmers in turn"), tr("One farmer at a time, round after round")},
        {tr("Two farmers capture"), tr("Coming together from one hex"),
         tr("Also from two hexes next to the one they enter")},
        {tr("When the deck runs out"), tr("The discards are shuffled into a new deck"),
         tr("The game ends: most buildings, then money, then wood wins")},
    };
    int changed = 0;
    for (qsizetype i = 0; i < m_submenus.size() && i < texts.size(); ++i) {
        m_submenus[i]->setTitle(texts[i][0]);
        const QList<QAction *> actions = m_groups[i]->actions();
        for (qsizetype v = 0; v < actions.size(); ++v) {
            actions[v]->setText(texts[i][std::size_t(v + 1)]);
            changed += v > 0 && actions[v]->isChecked() ? 1 : 0;
        }
    }
    setText(changed ? tr("Rules (%n changed)", nullptr, changed) : tr("Rules"));
    setToolTip(tr("How the game reads the points the Czech rules leave open; the first choice of each reads the rules "
                  "most naturally"));
}

} // namespace Krajina
