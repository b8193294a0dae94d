// SPDX-FileCopyrightText: 2026 Krajina contributors
// SPDX-License-Identifier: GPL-3.0-or-later

// The choices of the rivers' courses on the Dos Rios Play page: after a dam
// or the set-up's first placement the player who made the move picks the way
// each river takes where the rules leave one (the engine README's "Course
// choices"), by a click on the board or a number key.

#include "hexgamepage.h"

#include "hexgameview.h"

#include <QKeyEvent>
#include <QLabel>

#include <algorithm>
#include <tuple>

using namespace Qt::StringLiterals;

namespace Krajina {

using namespace DosRios;

void HexGamePage::dropCourseChoice()
{
    dropSecondFarmer(); // a move played, taken back or replayed ends that offer too
    m_choiceBase.reset();
    m_choiceCell = -1;
    m_choiceSides.clear();
    m_view->clearCourseChoice();
}

QString HexGamePage::offerCourseChoice()
{
    m_choiceCell = -1;
    m_choiceSides.clear();
    if (m_choiceBase)
        std::tie(m_choiceCell, m_choiceSides) = m_choiceBase->nextCourseChoice(m_choiceAction);
    if (m_choiceCell < 0) {
        dropCourseChoice();
        return {};
    }
    // The river through the hex and the side it leaves by now.
    River river = River::Grande;
    Side taken = m_choiceSides.front();
    for (int r = 0; r < RiverCount; ++r) {
        const RiverCourse &course = state().routing().rivers[std::size_t(r)];
        const auto at = std::find(course.cells.begin(), course.cells.end(), m_choiceCell);
        if (at != course.cells.end() && std::size_t(at - course.cells.begin()) < course.exits.size()) {
            river = River(r);
            taken = course.exits[std::size_t(at - course.cells.begin())];
            break;
        }
    }
    const Hex hex = state().hexOf(m_choiceCell);
    m_view->setCourseChoice(hex, QList<Side>(m_choiceSides.begin(), m_choiceSides.end()), taken);
    QStringList sides;
    for (std::size_t i = 0; i < m_choiceSides.size(); ++i)
        sides << tr("%1 (%2)").arg(i + 1).arg(SideText::letters(m_choiceSides[i]));
    return tr("Player %1 chooses the way: %2 may leave %3 by %4 and leaves by %5 now. Click a numbered marker "
              "or press its number to lead it another way; the next move keeps it as it runs.")
        .arg(m_choiceAction.player + 1)
        .arg(TerrainText::river(river), hexText(hex), sides.join(u", "_s), SideText::letters(taken));
}

bool HexGamePage::chooseCourse(Side side)
{
    if (!m_choiceBase || m_choiceCell < 0
        || std::find(m_choiceSides.begin(), m_choiceSides.end(), side) == m_choiceSides.end())
        return false;
    Action chosen = m_choiceAction;
    const Hex hex = state().hexOf(m_choiceCell);
    chosen.course.push_back({hex, side});
    if (const RuleCode code = m_choiceBase->check(chosen); code != RuleCode::Ok) {
        showVerdict(code);
        return false;
    }
    // The move again, with the choice: still one move, so Undo takes it back with its choices.
    m_history.undo();
    if (const Outcome outcome = m_history.play(chosen); outcome.code != RuleCode::Ok) {
        m_history.play(m_choiceAction);
        showVerdict(outcome.code);
        refresh();
        return false;
    }
    m_choiceAction = m_history.moves().back();
    QString text = tr("The river leaves %1 by %2.").arg(hexText(hex), SideText::letters(side)) + u' '
        + tr("Rio Grande waters %1 land hexes, Rio Moreno %2.")
              .arg(wateredLength(state().board(), state().routing(), River::Grande))
              .arg(wateredLength(state().board(), state().routing(), River::Moreno));
    if (const QString offer = offerCourseChoice(); !offer.isEmpty())
        text += u' ' + offer;
    showMessage(text);
    refresh();
    Q_EMIT gameChanged();
    return true;
}

bool HexGamePage::chooseCourseByKey(QKeyEvent *event)
{
    const int number = event->key() - Qt::Key_0;
    if (m_choiceCell < 0 || number < 1 || number > int(m_choiceSides.size())
        || (event->modifiers() & ~Qt::KeypadModifier) != Qt::NoModifier)
        return false;
    chooseCourse(m_choiceSides[std::size_t(number - 1)]);
    return true;
}

} // namespace Krajina
