// SPDX-FileCopyrightText: 2026 Krajina contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "engine/dosrios/gamestate.h"

#include "enumnames.h"

#include <QCoreApplication>

#include <algorithm>
#include <bit>

using namespace Qt::StringLiterals;

namespace Krajina::DosRios {

namespace {

constexpr EnumNames<Building, 3> buildings = {{
    {Building::None, u"none"},
    {Building::Farm, u"farm"},
    {Building::Hacienda, u"hacienda"},
}};

constexpr EnumNames<WinCondition, 4> winConditions = {{
    {WinCondition::None, u"none"},
    {WinCondition::AllBuildings, u"allBuildings"},
    {WinCondition::OnRiver, u"onRiver"},
    {WinCondition::DeckRanOut, u"deckRanOut"},
}};

constexpr EnumNames<DeckRunsOut, 2> deckRunsOutNames = {{
    {DeckRunsOut::Reshuffle, u"reshuffle"},
    {DeckRunsOut::End, u"end"},
}};

// The cards are shuffled with a stream of their own, so that the layout of the
// board (randomPlacements from the same seed) does not depend on them.
constexpr std::uint64_t CardStream = 0x646f732d72696f73ULL; // "dos-rios"

} // namespace

QString buildingName(Building building)
{
    return enumName(buildings, building);
}

std::optional<Building> buildingFromName(QStringView name)
{
    const std::optional<Building> b = enumFromName(buildings, name);
    return b == Building::None ? std::nullopt : b;
}

QString winConditionName(WinCondition condition)
{
    return enumName(winConditions, condition);
}

QString deckRunsOutName(DeckRunsOut option)
{
    return enumName(deckRunsOutNames, option);
}

std::optional<DeckRunsOut> deckRunsOutFromName(QStringView name)
{
    return enumFromName(deckRunsOutNames, name);
}

QString GameState::create(const PieceSet &set, const GameSetUp &setUp, GameState &state)
{
    if (setUp.players < 2 || setUp.players > MaxPlayers)
        return QCoreApplication::translate("Krajina::DosRios::GameState", "%1 players; Dos Rios is played by 2 to %2")
            .arg(setUp.players)
            .arg(MaxPlayers);
    if (set.material.farmersPerPlayer < FarmersPlacedAtSetUp || set.material.farmersPerPlayer > 6)
        return QCoreApplication::translate("Krajina::DosRios::GameState",
                                           "%1 farmers a player; the engine plays with 3 to 6")
            .arg(set.material.farmersPerPlayer);
    GameState s;
    if (setUp.layout) {
        if (QString error = boardFromLayout(set, *setUp.layout, s.m_board); !error.isEmpty())
            return error;
        // Dams laid with the board are on the table: drawn, and counted among the pieces.
        s.m_dams.assign(s.m_board.dams.cbegin(), s.m_board.dams.cend());
    } else {
        if (QString error = assembleBoard(set, randomPlacements(set, setUp.seed), s.m_board); !error.isEmpty())
            return error;
        s.m_board.seed = setUp.seed;
    }
    s.m_router = RiverRouter(s.m_board);
    s.m_material = set.material;
    s.m_farmersPerPlayer = set.material.farmersPerPlayer;

    // Places: inner hexes, the city, each road (its hexes together).
    const int count = int(s.m_board.cells.size());
    s.m_terrain.resize(std::size_t(count));
    s.m_crop.resize(std::size_t(count));
    s.m_walkable.assign(std::size_t(count), 0);
    s.m_placeOf.assign(std::size_t(count), -1);
    for (int c = 0; c < count; ++c) {
        const HexCell &cell = s.m_board.cells[c];
        s.m_terrain[std::size_t(c)] = cell.terrain;
        s.m_crop[std::size_t(c)] = cell.crop;
        if (isRiverLand(cell.terrain) || cell.terrain == Terrain::City) {
            s.m_walkable[std::size_t(c)] = 1;
            s.m_placeOf[std::size_t(c)] = std::int16_t(c);
            if (cell.terrain == Terrain::City && s.m_city < 0)
                s.m_city = c;
        }
    }
    s.reroute();
    if (s.m_city < 0)
        return QCoreApplication::translate("Krajina::DosRios::GameState", "the board has no city");
    for (int c = 0; c < count; ++c) {
        if (s.m_terrain[std::size_t(c)] != Terrain::Road || s.m_placeOf[std::size_t(c)] >= 0)
            continue;
        // A new road: every road hex connected to this one belongs to it.
        s.m_walkable[std::size_t(c)] = 1;
        std::vector<int> stack {c};
        s.m_placeOf[std::size_t(c)] = std::int16_t(c);
        while (!stack.empty()) {
            const int at = stack.back();
            stack.pop_back();
            for (int side = 0; side < SideCount; ++side) {
                const int n = s.m_router.cellIndex(neighbour(s.m_board.cells[at].at, Side(side)));
                if (n >= 0 && s.m_terrain[std::size_t(n)] == Terrain::Road && s.m_placeOf[std::size_t(n)] < 0) {
                    s.m_placeOf[std::size_t(n)] = std::int16_t(c);
                    stack.push_back(n);
                }
            }
        }
    }
    // The places one step away, first as bits (which also drop doubles), then as sorted lists.
    s.m_stepWords = (count + 63) / 64;
    s.m_stepBits.assign(std::size_t(count) * std::size_t(s.m_stepWords), 0);
    const auto link = [&s](int a, int b) {
        if (a != b)
            s.m_stepBits[std::size_t(a * s.m_stepWords + b / 64)] |= std::uint64_t(1) << (b % 64);
    };
    for (int c = 0; c < count; ++c) {
        if (!isRiverLand(s.m_terrain[std::size_t(c)]))
            continue;
        for (int side = 0; side < SideCount; ++side) {
            const int n = s.m_router.cellIndex(neighbour(s.m_board.cells[c].at, Side(side)));
            if (n < 0 || s.m_placeOf[std::size_t(n)] < 0)
                continue;
            const int place = s.m_placeOf[std::size_t(n)];
            link(c, place);
            link(place, c);
        }
    }
    for (int c = 0; c < count; ++c) {
        if (s.m_terrain[std::size_t(c)] == Terrain::Road && s.m_placeOf[std::size_t(c)] == c) {
            link(s.m_city, c);
            link(c, s.m_city);
        }
    }
    s.m_stepStart.reserve(std::size_t(count) + 1);
    s.m_stepList.reserve(std::size_t(count) * SideCount);
    for (int place = 0; place < count; ++place) {
        s.m_stepStart.push_back(std::int32_t(s.m_stepList.size()));
        for (int w = 0; w < s.m_stepWords; ++w) {
            for (std::uint64_t bits = s.m_stepBits[std::size_t(place * s.m_stepWords + w)]; bits; bits &= bits - 1)
                s.m_stepList.push_back(std::int16_t(w * 64 + std::countr_zero(bits)));
        }
    }
    s.m_stepStart.push_back(std::int32_t(s.m_stepList.size()));
    s.m_farmers.assign(std::size_t(count), {});
    s.m_building.assign(std::size_t(count), Building::None);
    s.m_owner.assign(std::size_t(count), -1);

    // Players: 2 wood, no money, 3 farmers in the city and 3 to place.
    s.m_players = setUp.players;
    for (int p = 0; p < s.m_players; ++p) {
        PlayerState &player = s.m_player[std::size_t(p)];
        player.wood = setUp.wood ? (*setUp.wood)[std::size_t(p)] : set.material.woodAtStart;
        player.money = setUp.money ? (*setUp.money)[std::size_t(p)] : 0;
        auto &at = s.m_farmerAt[std::size_t(p)];
        at.fill(-1);
        for (int f = 0; f < s.m_farmersPerPlayer - FarmersPlacedAtSetUp; ++f) {
            at[std::size_t(f)] = std::int16_t(s.m_city);
            ++s.m_farmers[std::size_t(s.m_city)][std::size_t(p)];
        }
    }

    // Cards: every copy, shuffled; a stacked deck puts the named cards on top.
    s.m_random.reseed(Random::splitMix(setUp.seed) ^ CardStream);
    s.m_cardKinds = set.cards;
    for (qsizetype k = 0; k < set.cards.size(); ++k) {
        for (int i = 0; i < set.cards[k].count; ++i)
            s.m_cards.push_back(std::int16_t(k));
    }
    std::vector<int> order(s.m_cards.size());
    for (std::size_t i = 0; i < order.size(); ++i)
        order[i] = int(i);
    for (int i = int(order.size()) - 1; i > 0; --i)
        std::swap(order[std::size_t(i)], order[std::size_t(s.m_random.below(i + 1))]);
    std::vector<int> top;
    if (setUp.deck) {
        for (const QString &id : *setUp.deck) {
            const auto it = std::find_if(order.begin(), order.end(), [&](int c) { return s.card(c).id == id; });
            if (it == order.end())
                return QCoreApplication::translate("Krajina::DosRios::GameState",
                                                   "deck: no card \"%1\" left (a card is named once per copy)")
                    .arg(id);
            top.push_back(*it);
            order.erase(it);
        }
    }
    // The deck's top is its back: the stacked cards come first, the rest after them.
    s.m_deck = std::move(order);
    s.m_deck.insert(s.m_deck.end(), top.rbegin(), top.rend());

    // The display: players + 1 cards; a bandits card goes back into the deck at random and another is drawn.
    const int positions = s.m_players + 1;
    while (int(s.m_display.size()) < positions && !s.m_deck.empty()) {
        const int c = s.m_deck.back();
        s.m_deck.pop_back();
        if (s.card(c).kind == CardKind::Bandits) {
            bool onlyBandits = true;
            for (const int d : s.m_deck)
                onlyBandits = onlyBandits && s.card(d).kind == CardKind::Bandits;
            if (onlyBandits)
                break;
            const int at = s.m_random.below(int(s.m_deck.size()));
            s.m_deck.insert(s.m_deck.begin() + at, c);
            continue;
        }
        s.m_display.push_back(c);
    }

    s.m_deckRunsOut = setUp.deckRunsOut;
    s.m_rules = setUp.rules;
    s.m_start = setUp.startPlayer ? *setUp.startPlayer : s.m_random.below(s.m_players);
    if (s.m_start < 0 || s.m_start >= s.m_players)
        return QCoreApplication::translate("Krajina::DosRios::GameState", "start player %1; the players are 0 to %2")
            .arg(s.m_start)
            .arg(s.m_players - 1);
    s.m_current = s.m_start;
    s.m_phase = Phase::SetUp;
    state = std::move(s);
    return {};
}

int GameState::placeAt(Hex hex) const
{
    const int c = m_router.cellIndex(hex);
    if (c < 0)
        return -1;
    return m_placeOf[std::size_t(c)] >= 0 ? m_placeOf[std::size_t(c)] : c;
}

int GameState::farmersToPlace(int player) const
{
    int n = 0;
    for (int f = 0; f < m_farmersPerPlayer; ++f)
        n += m_farmerAt[std::size_t(player)][std::size_t(f)] < 0 ? 1 : 0;
    return n;
}

bool GameState::hasOwnFarmerOnSide(HexSide side, int player) const
{
    const HexSide n = normalised(side);
    for (const Hex hex : {n.hex, neighbour(n.hex, n.side)}) {
        const int c = m_router.cellIndex(hex);
        const bool place = c >= 0
            && (isRiverLand(m_terrain[std::size_t(c)])
                || (c == m_city && m_rules.cityFarmerDams == CityFarmerDams::Allowed));
        if (place && m_farmers[std::size_t(c)][std::size_t(player)] > 0)
            return true;
    }
    return false;
}

RuleCode GameState::checkMove(const Action &action, int player, int *cost) const
{
    const int from = action.from;
    const int to = action.to;
    const int count = action.farmers;
    const int also = action.alsoFrom;
    const auto isStep
        = [this](int a, int b) { return ((m_stepBits[std::size_t(a * m_stepWords + b / 64)] >> (b % 64)) & 1) != 0; };
    int mustLeave = 0;
    // The height the capturing farmers come from (from two hexes: the lower of the two).
    int fromHeight = 0;
    if (also >= 0) {
        // Two farmers from two places, one each.
        if (count != 2 || also == from || !isPlace(from) || !isPlace(also)
            || m_farmers[std::size_t(from)][std::size_t(player)] < 1
            || m_farmers[std::size_t(also)][std::size_t(player)] < 1)
            return RuleCode::MoveNoFarmer;
        if (m_rules.twoFarmerCapture == TwoFarmerCapture::OneHex)
            return RuleCode::MoveTwoPlaces;
        if (to < 0 || to >= cellCount() || !isPlace(to))
            return RuleCode::MoveImpassable;
        if (!isStep(from, to) || !isStep(also, to))
            return RuleCode::MoveNotAdjacent;
        *cost = 2;
        if (*cost > m_movementLeft)
            return RuleCode::MoveNoPoints;
        mustLeave = m_onOpponentFarm[std::size_t(player)] + (onOpponentFarm(to, player) ? 2 : 0)
            - (onOpponentFarm(from, player) ? 1 : 0) - (onOpponentFarm(also, player) ? 1 : 0);
        fromHeight = std::min(terrainHeight(m_terrain[std::size_t(from)]), terrainHeight(m_terrain[std::size_t(also)]));
    } else {
        if (count < 1 || count > 2 || !isPlace(from) || m_farmers[std::size_t(from)][std::size_t(player)] < count)
            return RuleCode::MoveNoFarmer;
        if (to < 0 || to >= cellCount() || !isPlace(to))
            return RuleCode::MoveImpassable;
        int stepCost;
        if (isStep(from, to))
            stepCost = 1;
        else if (from == m_city && to == m_player[std::size_t(player)].haciendaCell)
            stepCost = 2;
        else
            return RuleCode::MoveNotAdjacent;
        *cost = stepCost * count;
        if (*cost > m_movementLeft)
            return RuleCode::MoveNoPoints;
        // Every farmer on an opponent's farm after the move must still be able to step off it this turn.
        mustLeave = m_onOpponentFarm[std::size_t(player)]
            + count * ((onOpponentFarm(to, player) ? 1 : 0) - (onOpponentFarm(from, player) ? 1 : 0));
        fromHeight = terrainHeight(m_terrain[std::size_t(from)]);
    }
    if (!isRiverLand(m_terrain[std::size_t(to)]))
        return m_movementLeft - *cost < mustLeave ? RuleCode::MoveCannotLeaveFarm : RuleCode::Ok;
    const int owner = m_owner[std::size_t(to)];
    const Building building = m_building[std::size_t(to)];
    if (building == Building::Hacienda && owner != player)
        return RuleCode::EnterOpponentHacienda;
    const auto &here = m_farmers[std::size_t(to)];
    if (here[std::size_t(player)] + count > 2)
        return RuleCode::EnterTwoOwnFarmers;
    for (int o = 0; o < m_players; ++o) {
        const int k = here[std::size_t(o)];
        if (o == player || k == 0)
            continue;
        if (building == Building::Farm && owner == o)
            return RuleCode::CaptureFarm;
        if (count == 1 && k == 2)
            return RuleCode::CaptureOutnumbered;
        if (count == k && fromHeight <= terrainHeight(m_terrain[std::size_t(to)]))
            return RuleCode::CaptureFromLower;
    }
    if (m_movementLeft - *cost < mustLeave)
        return RuleCode::MoveCannotLeaveFarm;
    return RuleCode::Ok;
}

RuleCode GameState::checkDam(HexSide side, int player) const
{
    const DamVerdict verdict = m_router.canDam(side);
    if (verdict == DamVerdict::NoSuchSide)
        return RuleCode::DamNoSuchSide;
    if (!hasOwnFarmerOnSide(side, player))
        return RuleCode::DamNoFarmer;
    if (verdict == DamVerdict::AlreadyDammed)
        return RuleCode::DamAlreadyDammed;
    if (m_player[std::size_t(player)].wood < 1)
        return RuleCode::DamNoWood;
    if (damsLeft() < 1)
        return RuleCode::DamNoneLeft;
    if (verdict == DamVerdict::ClosesEveryLowerSide)
        return RuleCode::DamClosesEveryLowerSide;
    return RuleCode::Ok;
}

bool GameState::isFirstPlacement() const
{
    return m_phase == Phase::SetUp && m_current == m_start && m_placed == 0
        && farmersToPlace(m_start) == FarmersPlacedAtSetUp;
}

RuleCode GameState::chooseCourse(RiverRouter &router, Routing &routing, const std::vector<HexSide> &choices, int from)
{
    for (const HexSide &choice : choices) {
        const int cell = router.cellIndex(choice.hex);
        bool routed = false;
        for (const RiverCourse &course : routing.rivers) {
            const auto start
                = from < 0 ? course.cells.begin() : std::find(course.cells.begin(), course.cells.end(), from);
            routed = routed || std::find(start, course.cells.end(), cell) != course.cells.end();
        }
        const std::vector<Side> sides = router.courseSides(cell);
        if (cell < 0 || !routed || sides.size() < 2
            || std::find(sides.begin(), sides.end(), choice.side) == sides.end())
            return RuleCode::CourseNotAllowed;
        router.setChoice(cell, choice.side);
        router.route(routing);
    }
    return RuleCode::Ok;
}

RuleCode GameState::checkCourse(const Action &action) const
{
    if (action.course.empty())
        return RuleCode::Ok;
    const bool dam = action.kind == Action::Kind::Dam;
    if (!dam && !(action.kind == Action::Kind::Place && isFirstPlacement()))
        return RuleCode::CourseNotAllowed;
    RiverRouter router = m_router;
    if (dam)
        router.setDam(action.side, true);
    Routing routing = router.route();
    return chooseCourse(router, routing, action.course, dam ? router.cellIndex(normalised(action.side).hex) : -1);
}

std::pair<int, std::vector<Side>> GameState::nextCourseChoice(const Action &action) const
{
    const bool dam = action.kind == Action::Kind::Dam;
    if ((!dam && !(action.kind == Action::Kind::Place && isFirstPlacement())) || check(action) != RuleCode::Ok)
        return {-1, {}};
    RiverRouter router = m_router;
    if (dam)
        router.setDam(action.side, true);
    Routing routing = router.route();
    const int from = dam ? router.cellIndex(normalised(action.side).hex) : -1;
    chooseCourse(router, routing, action.course, from);
    for (const RiverCourse &course : routing.rivers) {
        const auto start = from < 0 ? course.cells.begin() : std::find(course.cells.begin(), course.cells.end(), from);
        for (auto it = start; it != course.cells.end(); ++it) {
            const Hex hex = m_board.cells[*it].at;
            const bool chosen = std::any_of(action.course.begin(), action.course.end(),
                                            [&](const HexSide &c) { return c.hex == hex; });
            if (std::vector<Side> sides = router.courseSides(*it); sides.size() >= 2 && !chosen)
                return {*it, std::move(sides)};
        }
    }
    return {-1, {}};
}

void GameState::keepChoices(const std::vector<HexSide> &choices)
{
    for (const HexSide &choice : choices) {
        const HexCell *cell = m_board.cell(choice.hex);
        if (cell && cell->terrain == Terrain::Spring) {
            const qsizetype o = cell->outflows.indexOf(choice.side);
            if (o >= 0)
                m_board.outflow[int(cell->river)] = int(o);
            continue;
        }
        m_board.choices.removeIf([&](const HexSide &c) { return c.hex == choice.hex; });
        m_board.choices.append(choice);
    }
}

RuleCode GameState::mustLeave(int player) const
{
    return m_onOpponentFarm[std::size_t(player)] > 0 ? RuleCode::TurnMustLeaveFarm : RuleCode::Ok;
}

RuleCode GameState::checkTurn(const Action &action) const
{
    if (m_phase == Phase::Over)
        return RuleCode::GameOver;
    if (action.player >= 0 && action.player != m_current)
        return RuleCode::WrongPlayer;
    if ((action.kind == Action::Kind::Place) != (m_phase == Phase::SetUp))
        return RuleCode::WrongPhase;
    return RuleCode::Ok;
}

RuleCode GameState::check(const Action &action) const
{
    if (const RuleCode code = checkTurn(action); code != RuleCode::Ok)
        return code;
    int cost = 0;
    const RuleCode code = checkKind(action, m_current, &cost);
    return code == RuleCode::Ok ? checkCourse(action) : code;
}

RuleCode GameState::checkKind(const Action &action, int player, int *cost) const
{
    switch (action.kind) {
    case Action::Kind::Place: {
        const int at = action.to;
        if (at < 0 || at >= cellCount() || !isRiverLand(m_terrain[std::size_t(at)]))
            return RuleCode::PlaceNotInner;
        for (int p = 0; p < m_players; ++p) {
            if (m_farmers[std::size_t(at)][std::size_t(p)] > 0)
                return RuleCode::PlaceOccupied;
        }
        return RuleCode::Ok;
    }
    case Action::Kind::Move:
        return checkMove(action, player, cost);
    case Action::Kind::Build: {
        const int at = action.to;
        if (at < 0 || at >= cellCount() || !isRiverLand(m_terrain[std::size_t(at)])
            || m_farmers[std::size_t(at)][std::size_t(player)] == 0)
            return RuleCode::BuildNoFarmer;
        if (m_building[std::size_t(at)] != Building::None)
            return RuleCode::BuildOccupied;
        if (m_builds >= BuildsPerTurn)
            return RuleCode::BuildLimit;
        const PlayerState &p = m_player[std::size_t(player)];
        const bool farm = action.building == Building::Farm;
        if (farm ? p.farms >= m_material.farmsPerPlayer : p.haciendaCell >= 0 || m_material.haciendasPerPlayer < 1)
            return RuleCode::BuildNoneLeft;
        if (p.money < (farm ? m_material.farmCost : m_material.haciendaCost))
            return RuleCode::BuildMoney;
        return RuleCode::Ok;
    }
    case Action::Kind::Dam:
        return checkDam(action.side, player);
    case Action::Kind::Score:
    case Action::Kind::Pass:
        return mustLeave(player);
    }
    return RuleCode::Ok;
}

void GameState::moveFarmer(int player, int from, int to)
{
    auto &at = m_farmerAt[std::size_t(player)];
    for (int f = 0; f < m_farmersPerPlayer; ++f) {
        if (at[std::size_t(f)] == from) {
            at[std::size_t(f)] = std::int16_t(to);
            break;
        }
    }
    if (from >= 0) {
        --m_farmers[std::size_t(from)][std::size_t(player)];
        m_onOpponentFarm[std::size_t(player)] -= onOpponentFarm(from, player) ? 1 : 0;
    }
    ++m_farmers[std::size_t(to)][std::size_t(player)];
    m_onOpponentFarm[std::size_t(player)] += onOpponentFarm(to, player) ? 1 : 0;
}

Outcome GameState::apply(const Action &action)
{
    Outcome outcome;
    const int player = m_current;
    int cost = 0;
    outcome.code = checkTurn(action);
    if (outcome.code == RuleCode::Ok)
        outcome.code = checkKind(action, player, &cost);
    if (outcome.code == RuleCode::Ok)
        outcome.code = checkCourse(action);
    if (outcome.code != RuleCode::Ok)
        return outcome;
    outcome.player = player;
    PlayerState &me = m_player[std::size_t(player)];
    switch (action.kind) {
    case Action::Kind::Place:
        if (!action.course.empty()) {
            chooseCourse(m_router, m_routing, action.course, -1); // checkCourse let them in
            keepChoices(action.course);
            reroute();
        }
        moveFarmer(player, -1, action.to);
        if (m_rules.setUpOrder == SetUpOrder::OneAtATime) {
            // One farmer each in turn order, round after round, until every player has placed 3.
            m_current = (m_current + 1) % m_players;
            if (m_current == m_start && ++m_placed == FarmersPlacedAtSetUp) {
                m_placed = 0;
                m_phase = Phase::Play;
                m_movementLeft = MovementPoints;
                m_builds = 0;
            }
            break;
        }
        if (++m_placed == FarmersPlacedAtSetUp || farmersToPlace(player) == 0) {
            m_placed = 0;
            m_current = (m_current + 1) % m_players;
            if (m_current == m_start) {
                m_phase = Phase::Play;
                m_movementLeft = MovementPoints;
                m_builds = 0;
            }
        }
        break;
    case Action::Kind::Move: {
        outcome.cost = cost;
        m_movementLeft -= cost;
        const int to = action.to;
        if (isRiverLand(m_terrain[std::size_t(to)])) {
            // checkMove let the move in: the opponents' farmers there are captured.
            for (int o = 0; o < m_players; ++o) {
                if (o == player)
                    continue;
                for (int k = m_farmers[std::size_t(to)][std::size_t(o)]; k > 0; --k) {
                    moveFarmer(o, to, m_city);
                    ++outcome.captured;
                    outcome.capturedPlayer = o;
                }
            }
        }
        if (action.alsoFrom >= 0) {
            moveFarmer(player, action.from, to);
            moveFarmer(player, action.alsoFrom, to);
        } else {
            for (int f = 0; f < action.farmers; ++f)
                moveFarmer(player, action.from, to);
        }
        break;
    }
    case Action::Kind::Build:
        m_building[std::size_t(action.to)] = action.building;
        m_owner[std::size_t(action.to)] = std::int8_t(player);
        for (int o = 0; o < m_players && action.building == Building::Farm; ++o) {
            if (o != player) // opponents standing there now stand on another player's farm
                m_onOpponentFarm[std::size_t(o)] += m_farmers[std::size_t(action.to)][std::size_t(o)];
        }
        if (action.building == Building::Farm) {
            me.money -= m_material.farmCost;
            ++me.farms;
        } else {
            me.money -= m_material.haciendaCost;
            me.haciendaCell = action.to;
        }
        me.buildings.push_back(action.to);
        ++m_builds;
        if (const WinCondition won = wins(player); won != WinCondition::None) {
            m_winner = player;
            m_winCondition = won;
            m_phase = Phase::Over;
            outcome.winner = player;
        }
        break;
    case Action::Kind::Dam:
        --me.wood;
        m_router.setDam(action.side, true);
        m_dams.push_back(normalised(action.side));
        reroute();
        if (!action.course.empty()) {
            chooseCourse(m_router, m_routing, action.course, m_router.cellIndex(normalised(action.side).hex));
            keepChoices(action.course);
            reroute();
        }
        checkWinners(player, outcome);
        break;
    case Action::Kind::Score:
    case Action::Kind::Pass:
        if (m_display.empty()) {
            endTurn();
            break;
        }
        outcome.card = m_display.front();
        m_display.erase(m_display.begin());
        if (action.kind == Action::Kind::Pass) {
            m_display.push_back(outcome.card);
        } else {
            scoreCard(outcome.card, outcome);
            m_discard.push_back(outcome.card);
            const int drawn = drawCard(&outcome);
            if (drawn >= 0)
                m_display.push_back(drawn);
        }
        if (m_phase != Phase::Over)
            endTurn();
        break;
    }
    return outcome;
}

void GameState::reroute()
{
    m_router.route(m_routing);
    m_wateredLand.clear();
    for (int c = 0; c < cellCount(); ++c) {
        if (m_routing.watered[std::size_t(c)] && isRiverLand(m_terrain[std::size_t(c)]))
            m_wateredLand.push_back(c);
    }
}

void GameState::endTurn()
{
    ++m_turn;
    m_current = (m_current + 1) % m_players;
    m_movementLeft = MovementPoints;
    m_builds = 0;
}

void GameState::payout(int index, std::array<int, MaxPlayers> &money, std::array<int, MaxPlayers> &wood) const
{
    money = {};
    wood = {};
    const HarvestCard &card = this->card(index);
    if (card.kind == CardKind::Bandits)
        return;
    const std::uint8_t bits = card.kind == CardKind::River ? std::uint8_t(1u << int(card.river)) : std::uint8_t(3);
    for (const int c : m_wateredLand) {
        if (!(m_routing.watered[std::size_t(c)] & bits))
            continue;
        const Terrain t = m_terrain[std::size_t(c)];
        const bool riverCrop = card.kind == CardKind::River
            && (m_rules.riverCardPays == RiverCardPays::EveryCrop || m_crop[std::size_t(c)] == card.crop);
        const bool crop = t == Terrain::Farmland
            && (riverCrop || (card.kind == CardKind::Crop && m_crop[std::size_t(c)] == card.crop));
        const bool forest = t == Terrain::Forest && (card.kind == CardKind::River || card.kind == CardKind::Forest);
        if (!crop && !forest)
            continue;
        for (int p = 0; p < m_players; ++p) {
            if (m_farmers[std::size_t(c)][std::size_t(p)] == 0 && m_owner[std::size_t(c)] != p)
                continue;
            if (crop)
                money[std::size_t(p)] += CropPayout;
            else
                ++wood[std::size_t(p)];
        }
    }
}

void GameState::cardPayout(std::array<int, MaxPlayers> &money, std::array<int, MaxPlayers> &wood) const
{
    if (m_display.empty()) {
        money = {};
        wood = {};
        return;
    }
    payout(m_display.front(), money, wood);
}

void GameState::scoreCard(int index, Outcome &outcome)
{
    std::array<int, MaxPlayers> money {};
    std::array<int, MaxPlayers> wood {};
    payout(index, money, wood);
    for (std::size_t p = 0; p < std::size_t(m_players); ++p) {
        m_player[p].money += money[p];
        m_player[p].wood += wood[p];
        outcome.money[p] += money[p];
        outcome.wood[p] += wood[p];
    }
}

void GameState::shuffleUnseen(Random &random)
{
    for (int i = int(m_deck.size()) - 1; i > 0; --i)
        std::swap(m_deck[std::size_t(i)], m_deck[std::size_t(random.below(i + 1))]);
    const std::uint64_t high = random.next(); // two statements: the order of the draws is fixed
    m_random.reseed(high << 32 | random.next());
}

int GameState::drawCard(Outcome *outcome)
{
    while (true) {
        if (m_deck.empty()) {
            if (m_deckRunsOut == DeckRunsOut::End || m_discard.empty()) {
                if (m_deckRunsOut == DeckRunsOut::End) {
                    m_deckRanOut = true;
                    m_phase = Phase::Over;
                    m_winner = tieBreakWinner();
                    m_winCondition = WinCondition::DeckRanOut;
                    if (outcome) {
                        outcome->deckRanOut = true;
                        outcome->winner = m_winner;
                    }
                }
                return -1;
            }
            m_deck.swap(m_discard);
            if (outcome)
                outcome->reshuffled = true;
            for (int i = int(m_deck.size()) - 1; i > 0; --i)
                std::swap(m_deck[std::size_t(i)], m_deck[std::size_t(m_random.below(i + 1))]);
        }
        const int c = m_deck.back();
        m_deck.pop_back();
        if (card(c).kind != CardKind::Bandits)
            return c;
        ++m_banditStrikes;
        if (outcome) {
            ++outcome->banditStrikes;
            strike(card(c).river, *outcome);
        }
        m_discard.push_back(c);
    }
}

std::vector<int> GameState::course(River river) const
{
    const RiverCourse &own = m_routing.rivers[int(river)];
    std::vector<int> cells(own.cells.begin(), own.cells.end());
    if (river == River::Moreno && own.end == CourseEnd::Joined) {
        const auto &grande = m_routing.rivers[int(River::Grande)].cells;
        auto it = std::find(grande.begin(), grande.end(), m_routing.joinCell);
        if (it != grande.end())
            cells.insert(cells.end(), it + 1, grande.end());
    }
    return cells;
}

void GameState::strike(River river, Outcome &outcome)
{
    // The farmers standing highest on the river: by terrain height, upstream first among equals; one from a
    // hex, none from a hacienda's hex.
    std::vector<int> &cells = m_strikeCells;
    cells.clear();
    const auto take = [&](int c) {
        if (isRiverLand(m_terrain[std::size_t(c)]) && m_building[std::size_t(c)] != Building::Hacienda)
            cells.push_back(c);
    };
    // course(river) without its vector: the river's own hexes, then Rio Grande's below the join.
    const RiverCourse &own = m_routing.rivers[int(river)];
    for (const int c : own.cells)
        take(c);
    if (river == River::Moreno && own.end == CourseEnd::Joined) {
        const auto &grande = m_routing.rivers[int(River::Grande)].cells;
        auto it = std::find(grande.begin(), grande.end(), m_routing.joinCell);
        if (it != grande.end()) {
            for (++it; it != grande.end(); ++it)
                take(*it);
        }
    }
    // BanditsTake::Upstream: the course's order. HighestTerrain: highest first, upstream first among equals
    // (a stable insertion sort: a course is short).
    for (std::size_t i = 1; m_rules.banditsTake == BanditsTake::HighestTerrain && i < cells.size(); ++i) {
        const int c = cells[i];
        const int height = terrainHeight(m_terrain[std::size_t(c)]);
        std::size_t j = i;
        for (; j > 0 && terrainHeight(m_terrain[std::size_t(cells[j - 1])]) < height; --j)
            cells[j] = cells[j - 1];
        cells[j] = c;
    }
    BanditStrike &told = outcome.strikes.emplace_back();
    told.river = river;
    for (const int c : cells) {
        if (told.taken == BanditVictims)
            break;
        for (int p = 0; p < m_players; ++p) {
            if (m_farmers[std::size_t(c)][std::size_t(p)] > 0) {
                moveFarmer(p, c, m_city);
                told.cells[std::size_t(told.taken)] = std::int16_t(c);
                told.owners[std::size_t(told.taken)] = std::int8_t(p);
                ++told.taken;
                break;
            }
        }
    }
    outcome.banditTaken += told.taken;
}

WinCondition GameState::wins(int player) const
{
    const PlayerState &p = m_player[std::size_t(player)];
    if (p.haciendaCell < 0)
        return WinCondition::None;
    if (p.farms >= m_material.farmsPerPlayer)
        return WinCondition::AllBuildings;
    if (p.farms >= m_material.farmsPerPlayer - 1
        && std::all_of(p.buildings.begin(), p.buildings.end(), [this](int c) { return watered(c); }))
        return WinCondition::OnRiver;
    return WinCondition::None;
}

int GameState::tieBreakWinner() const
{
    // Most buildings, then most money, then most wood; still tied, the one latest in turn order from the
    // start player (who has had no more turns than the others).
    int best = -1;
    std::array<int, 3> bestKey {};
    for (int i = 0; i < m_players; ++i) {
        const int p = (m_start + i) % m_players;
        const PlayerState &s = m_player[std::size_t(p)];
        const std::array<int, 3> key {int(s.buildings.size()), s.money, s.wood};
        if (best < 0 || key >= bestKey) {
            best = p;
            bestKey = key;
        }
    }
    return best;
}

void GameState::checkWinners(int first, Outcome &outcome)
{
    for (int i = 0; i < m_players; ++i) {
        const int p = (first + i) % m_players;
        if (const WinCondition won = wins(p); won != WinCondition::None) {
            m_winner = p;
            m_winCondition = won;
            m_phase = Phase::Over;
            outcome.winner = p;
            return;
        }
    }
}

} // namespace Krajina::DosRios
