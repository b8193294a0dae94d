// SPDX-FileCopyrightText: 2026 Krajina contributors
// SPDX-License-Identifier: GPL-3.0-or-later

// How the Dos Rios Play page puts the game into words: places, cards, what a
// move did and what bandits took.

#include "hexgamepage.h"

#include "hexgameview.h"

using namespace Qt::StringLiterals;

namespace Krajina {

using namespace DosRios;

QString HexGamePage::placeName(int place) const
{
    if (!m_history.isStarted() || place < 0 || place >= state().cellCount())
        return tr("off the board");
    if (place == state().cityCell())
        return tr("the city");
    if (state().terrain(place) == Terrain::Road)
        return tr("the road at %1").arg(hexText(roadHex(place)));
    return hexText(state().hexOf(place));
}

Hex HexGamePage::roadHex(int place) const
{
    // A road is named by the hex its farmers are drawn on.
    return m_view->drawnHex(place).value_or(state().hexOf(place));
}

QString HexGamePage::placeFrom(int place) const
{
    if (!m_history.isStarted() || place < 0 || place >= state().cellCount())
        return tr("from off the board");
    if (place == state().cityCell())
        return tr("from the city");
    if (state().terrain(place) == Terrain::Road)
        return tr("from the road at %1").arg(hexText(roadHex(place)));
    return tr("from %1", "a farmer moved from a hex").arg(hexText(state().hexOf(place)));
}

QString HexGamePage::placeTo(int place) const
{
    if (!m_history.isStarted() || place < 0 || place >= state().cellCount())
        return tr("off the board");
    if (place == state().cityCell())
        return tr("to the city");
    if (state().terrain(place) == Terrain::Road)
        return tr("to the road at %1").arg(hexText(roadHex(place)));
    return tr("to %1", "a farmer moved to a hex").arg(hexText(state().hexOf(place)));
}

QString HexGamePage::cardName(int card) const
{
    const HarvestCard &c = state().card(card);
    switch (c.kind) {
    case CardKind::Crop:
        return TerrainText::crop(c.crop);
    case CardKind::Forest:
        return TerrainText::terrain(Terrain::Forest);
    case CardKind::River:
        return TerrainText::river(c.river);
    case CardKind::Bandits:
        return tr("Bandits on %1").arg(TerrainText::river(c.river));
    }
    return c.id;
}

QString HexGamePage::cardRule(int card) const
{
    const HarvestCard &c = state().card(card);
    switch (c.kind) {
    case CardKind::Crop:
        return tr("Crop card (%1): 100 for each watered farmland hex of this crop to each player occupying it "
                  "(a farmer or a building).")
            .arg(TerrainText::crop(c.crop));
    case CardKind::Forest:
        return tr("Forest card: 1 wood for each watered forest hex to each player occupying it.");
    case CardKind::River:
        return tr("River card (%1): 100 for each farmland hex and 1 wood for each forest hex this river waters, "
                  "to each player occupying it.")
            .arg(TerrainText::river(c.river));
    case CardKind::Bandits:
        return tr("Bandits: the 3 farmers standing highest on the river go to the city.");
    }
    return {};
}

QString HexGamePage::payouts(const Outcome &outcome) const
{
    QStringList parts;
    for (int p = 0; p < state().players(); ++p) {
        const int money = outcome.money[std::size_t(p)];
        const int wood = outcome.wood[std::size_t(p)];
        if (money > 0 && wood > 0)
            parts << tr("player %1 +%2 money and +%3 wood").arg(p + 1).arg(money).arg(wood);
        else if (money > 0)
            parts << tr("player %1 +%2 money").arg(p + 1).arg(money);
        else if (wood > 0)
            parts << tr("player %1 +%2 wood").arg(p + 1).arg(wood);
    }
    return parts.isEmpty() ? tr("nobody gains anything") : parts.join(u", "_s);
}

QString HexGamePage::describe(const Action &action, const Outcome &outcome) const
{
    const int player = outcome.player + 1;
    QString text;
    switch (action.kind) {
    case Action::Kind::Place:
        text = tr("Player %1 placed a farmer on %2.").arg(player).arg(placeName(action.to));
        break;
    case Action::Kind::Move:
        text = action.alsoFrom >= 0
            ? tr("Player %1 moved two farmers, one %2 and one %3, %4 (%n movement point(s)).", nullptr, outcome.cost)
                  .arg(player)
                  .arg(placeFrom(action.from), placeFrom(action.alsoFrom), placeTo(action.to))
            : (action.farmers == 2
                   ? tr("Player %1 moved two farmers %2 %3 (%n movement point(s)).", nullptr, outcome.cost)
                   : tr("Player %1 moved a farmer %2 %3 (%n movement point(s)).", nullptr, outcome.cost))
                  .arg(player)
                  .arg(placeFrom(action.from), placeTo(action.to));
        if (outcome.captured > 0)
            text += u' '
                + tr("Captured %n farmer(s) of player %1: to the city.", nullptr, outcome.captured)
                      .arg(outcome.capturedPlayer + 1);
        break;
    case Action::Kind::Build:
        text = (action.building == Building::Farm ? tr("Player %1 built a farm on %2.")
                                                  : tr("Player %1 built a hacienda on %2."))
                   .arg(player)
                   .arg(placeName(action.to));
        break;
    case Action::Kind::Dam: {
        const HexSide side = normalised(action.side);
        text = tr("Player %1 dammed the %2 side of %3 for one wood.")
                   .arg(player)
                   .arg(SideText::letters(side.side), hexText(side.hex));
        break;
    }
    case Action::Kind::Score:
        text = outcome.card < 0
            ? tr("Player %1 ended the turn.").arg(player)
            : tr("Player %1 scored %2: %3.").arg(player).arg(cardName(outcome.card), payouts(outcome));
        if (outcome.reshuffled)
            text += u' ' + tr("The deck ran out: the discards were shuffled into a new deck.");
        for (const BanditStrike &strike : outcome.strikes)
            text += u' ' + banditText(strike);
        if (outcome.deckRanOut)
            text += u' ' + tr("The deck ran out: the game ends.");
        break;
    case Action::Kind::Pass:
        text = outcome.card < 0
            ? tr("Player %1 ended the turn.").arg(player)
            : tr("Player %1 passed %2 to the back of the row.").arg(player).arg(cardName(outcome.card));
        break;
    }
    if (outcome.winner >= 0) {
        text += u' '
            + (state().winCondition() == WinCondition::OnRiver
                   ? tr("Player %1 wins with 3 farms and the hacienda, all on a river!")
                   : state().winCondition() == WinCondition::DeckRanOut
                   ? tr("Player %1 wins by the tie-break: most buildings, then money, then wood.")
                   : tr("Player %1 wins with all farms and the hacienda built!"))
                  .arg(outcome.winner + 1);
    }
    return text;
}

QString HexGamePage::banditText(const BanditStrike &strike) const
{
    const QString river = TerrainText::river(strike.river);
    if (strike.taken == 0)
        return tr("Bandits on %1: no farmer on the river to take.").arg(river);
    QStringList taken;
    for (int i = 0; i < strike.taken; ++i) {
        taken << tr("player %1's farmer from %2")
                     .arg(strike.owners[std::size_t(i)] + 1)
                     .arg(hexText(state().hexOf(strike.cells[std::size_t(i)])));
    }
    return tr("Bandits on %1 sent to the city: %2.").arg(river, taken.join(u", "_s));
}

} // namespace Krajina
