// SPDX-FileCopyrightText: 2026 Krajina contributors
// SPDX-License-Identifier: GPL-3.0-or-later

// The moves the Dos Rios Play page plays: farmers placed and moved, buildings,
// dams and cards, each one undo step of the game, and the menu of a hex.

#include "hexgamepage.h"

#include "hexgameview.h"

#include <QLabel>
#include <QMenu>

using namespace Qt::StringLiterals;

namespace Krajina {

using namespace DosRios;

bool HexGamePage::placeFarmer(int place)
{
    Action action;
    action.kind = Action::Kind::Place;
    action.to = place;
    return play(action);
}

bool HexGamePage::moveFarmers(int from, int to, int farmers)
{
    dropSecondFarmer();
    Action action;
    action.kind = Action::Kind::Move;
    action.from = from;
    action.to = to;
    action.farmers = farmers;
    // One farmer refused where two from two hexes may enter: the second is offered instead.
    if (farmers == 1 && m_history.isStarted()) {
        if (const RuleCode code = state().check(action); code != RuleCode::Ok && offerSecondFarmer(action, code))
            return false;
    }
    return play(action);
}

bool HexGamePage::build(int place, Building building)
{
    Action action;
    action.kind = Action::Kind::Build;
    action.to = place;
    action.building = building;
    return play(action);
}

bool HexGamePage::dam(const HexSide &side)
{
    Action action;
    action.kind = Action::Kind::Dam;
    action.side = side;
    return play(action);
}

bool HexGamePage::scoreCard()
{
    Action action;
    action.kind = Action::Kind::Score;
    return play(action);
}

bool HexGamePage::passCard()
{
    Action action;
    action.kind = Action::Kind::Pass;
    return play(action);
}

bool HexGamePage::play(const Action &action)
{
    if (!m_history.isStarted())
        return false;
    // A dam or the set-up's first placement may leave the rivers a choice of way: the game before the move is
    // kept to offer it.
    std::optional<GameState> before;
    if (action.kind == Action::Kind::Dam || action.kind == Action::Kind::Place)
        before = state();
    const Outcome outcome = m_history.play(action);
    m_view->clearPointerSelection();
    if (outcome.code != RuleCode::Ok) {
        showVerdict(outcome.code);
        m_view->update();
        return false;
    }
    dropCourseChoice();
    if (before && before->nextCourseChoice(m_history.moves().back()).first >= 0) {
        m_choiceBase = std::move(before);
        m_choiceAction = m_history.moves().back();
    }
    const bool dam = action.kind == Action::Kind::Dam;
    const int grande = wateredLength(state().board(), state().routing(), River::Grande);
    const int moreno = wateredLength(state().board(), state().routing(), River::Moreno);
    showMessage([this, action, outcome, dam, grande, moreno, offer = offerCourseChoice()] {
        QString text = describe(action, outcome);
        if (dam)
            text += u' ' + tr("Rio Grande waters %1 land hexes, Rio Moreno %2.").arg(grande).arg(moreno);
        return offer.isEmpty() ? text : text + u' ' + offer;
    });
    refresh();
    Q_EMIT gameChanged();
    return true;
}

bool HexGamePage::undo()
{
    if (!m_history.canUndo()) {
        showMessage([] { return tr("Nothing to take back."); });
        return false;
    }
    const Action action = m_history.moves().back();
    const Outcome outcome = m_history.outcomes().back();
    dropCourseChoice();
    m_history.undo();
    showMessage([this, action, outcome] { return tr("Took back: %1").arg(describe(action, outcome)); });
    refresh();
    Q_EMIT gameChanged();
    return true;
}

bool HexGamePage::redo()
{
    if (!m_history.canRedo()) {
        showMessage([] { return tr("Nothing to play again."); });
        return false;
    }
    dropCourseChoice();
    const Outcome outcome = m_history.redo();
    if (outcome.code != RuleCode::Ok) {
        showVerdict(outcome.code);
        refresh();
        return false;
    }
    showMessage([this, action = m_history.moves().back(), outcome] {
        return tr("Played again: %1").arg(describe(action, outcome));
    });
    refresh();
    Q_EMIT gameChanged();
    return true;
}

void HexGamePage::showVerdict(RuleCode code)
{
    showMessage([code] { return tr("Refused: %1").arg(ruleCodeSummary(code)); });
    m_status->setToolTip(tr("The move was not played; nothing changed (rule %1).").arg(ruleCodeName(code)));
}

void HexGamePage::showMessage(const QString &text)
{
    m_statusText = nullptr;
    m_status->setText(text);
    m_status->setToolTip(QString());
}

void HexGamePage::showMessage(const std::function<QString()> &text)
{
    showMessage(text());
    m_statusText = text;
}

void HexGamePage::buildAtCurrent(Building building)
{
    const std::optional<Hex> hex = m_view->currentHex();
    if (!hex) {
        showMessage(tr("Choose a hex first: click it, or move the cursor there with the arrow keys."));
        return;
    }
    build(placeOf(*hex), building);
}

void HexGamePage::showHexMenu(const Hex &hex, const QPoint &globalPos)
{
    if (!m_history.isStarted())
        return;
    const int place = placeOf(hex);
    QMenu menu(this);
    menu.setObjectName(u"gameHexMenu"_s);
    menu.addSection(tr("Hex %1").arg(hexText(hex)));
    if (state().phase() == Phase::SetUp) {
        connect(menu.addAction(tr("Place a Farmer Here")), &QAction::triggered, this,
                [this, place] { placeFarmer(place); });
    } else {
        connect(menu.addAction(tr("Build a Farm Here (F)")), &QAction::triggered, this,
                [this, place] { build(place, Building::Farm); });
        connect(menu.addAction(tr("Build a Hacienda Here (H)")), &QAction::triggered, this,
                [this, place] { build(place, Building::Hacienda); });
        menu.addSeparator();
        // The sides a dam could go on (the engine says why one may not).
        for (int s = 0; s < SideCount; ++s) {
            const HexSide side {hex, DosRios::Side(s)};
            Action action;
            action.kind = Action::Kind::Dam;
            action.side = side;
            if (state().check(action) == RuleCode::DamNoSuchSide)
                continue;
            connect(menu.addAction(tr("Dam the %1 Side").arg(SideText::letters(DosRios::Side(s)))), &QAction::triggered,
                    this, [this, side] { dam(side); });
        }
    }
    menu.exec(globalPos);
}

} // namespace Krajina
