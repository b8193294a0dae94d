// SPDX-FileCopyrightText: 2026 Krajina contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "engine/dosrios/gamestate.h"

#include <QToolButton>

class QActionGroup;
class QMenu;

namespace Krajina {

// A button whose menu sets the readings of the Dos Rios rules a game is played
// with (DosRios::GameRules, and what happens when the deck runs out): one
// submenu per option, one checkable entry per value. The Play page's set-up
// and the Simulate page use it.
class DosRiosRulesButton : public QToolButton
{
    Q_OBJECT
public:
    explicit DosRiosRulesButton(QWidget *parent = nullptr);

    DosRios::GameRules rules() const;
    DosRios::DeckRunsOut deckRunsOut() const;
    void setRules(const DosRios::GameRules &rules, DosRios::DeckRunsOut deckRunsOut);

Q_SIGNALS:
    void rulesChanged();

protected:
    void changeEvent(QEvent *event) override;

private:
    void retranslate();

    QMenu *m_menu;
    QList<QMenu *> m_submenus; // the GameRules options in gameRuleNames() order, then the deck
    QList<QActionGroup *> m_groups;
};

} // namespace Krajina
