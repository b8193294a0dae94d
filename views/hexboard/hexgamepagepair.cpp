// SPDX-FileCopyrightText: 2026 Krajina contributors
// SPDX-License-Identifier: GPL-3.0-or-later

// Two farmers from two hexes on the Dos Rios Play page (the rule option
// dosrios.twoFarmerCapture two-hexes): when one farmer may not enter a hex
// alone but two may, one from its hex and one from another hex next to the
// one entered, the page offers the second farmer, marked on the board, and
// plays the move of both (a record's alsoFrom) when the player picks it.

#include "hexgamepage.h"

#include "hexgameview.h"

#include <QKeyEvent>
#include <QLabel>

#include <algorithm>

using namespace Qt::StringLiterals;

namespace Krajina {

using namespace DosRios;

bool HexGamePage::offerSecondFarmer(const Action &single, RuleCode refused)
{
    if (state().rules().twoFarmerCapture != TwoFarmerCapture::TwoHexes || state().phase() != Phase::Play)
        return false;
    Action pair = single;
    pair.farmers = 2;
    std::vector<int> sources;
    for (const int at : state().farmerPlaces(state().currentPlayer())) {
        if (at < 0 || at == single.from || std::find(sources.begin(), sources.end(), at) != sources.end())
            continue;
        pair.alsoFrom = at;
        if (state().check(pair) == RuleCode::Ok)
            sources.push_back(at);
    }
    if (sources.empty())
        return false;
    std::sort(sources.begin(), sources.end());
    dropCourseChoice();
    pair.alsoFrom = -1;
    m_pairAction = pair;
    m_pairSources = sources;
    m_view->setSecondFarmerOffer(single.from, single.to, QList<int>(sources.begin(), sources.end()));
    QStringList places;
    for (std::size_t i = 0; i < sources.size(); ++i)
        places << tr("%1 (%2)").arg(i + 1).arg(placeName(sources[i]));
    showMessage(tr("Refused for one farmer: %1 Two farmers may enter %2 together, one %3 and one from "
                   "another hex next to it. Bring the second: click a marked hex or press its number (%4); "
                   "Esc cancels.")
                    .arg(ruleCodeSummary(refused), placeName(single.to), placeFrom(single.from), places.join(u", "_s)));
    m_status->setToolTip(tr("Rule option %1: two farmers capture together also from two hexes, one from each "
                            "(1 movement point each). Two capture one anywhere; two capture two only when both "
                            "hexes are higher.")
                             .arg(u"dosrios.twoFarmerCapture = two-hexes"_s));
    return true;
}

void HexGamePage::dropSecondFarmer()
{
    m_pairSources.clear();
    m_view->clearSecondFarmerOffer();
}

bool HexGamePage::chooseSecondFarmer(int place)
{
    if (m_pairSources.empty())
        return false;
    if (std::find(m_pairSources.begin(), m_pairSources.end(), place) == m_pairSources.end()) {
        dropSecondFarmer();
        showMessage(tr("No second farmer: no farmer moved."));
        return false;
    }
    Action pair = m_pairAction;
    pair.alsoFrom = place;
    dropSecondFarmer();
    return play(pair); // one move: Undo takes both farmers back
}

bool HexGamePage::chooseSecondFarmerByKey(QKeyEvent *event)
{
    if (m_pairSources.empty())
        return false;
    if (event->key() == Qt::Key_Escape) {
        chooseSecondFarmer(-1);
        return true;
    }
    const int number = event->key() - Qt::Key_0;
    if (number < 1 || number > int(m_pairSources.size())
        || (event->modifiers() & ~Qt::KeypadModifier) != Qt::NoModifier)
        return false;
    chooseSecondFarmer(m_pairSources[std::size_t(number - 1)]);
    return true;
}

} // namespace Krajina
