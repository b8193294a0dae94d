// SPDX-FileCopyrightText: 2026 Krajina contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QString>
#include <QStringList>

#include <cstdint>

namespace Krajina::DosRios {

// The readings of the Dos Rios rules that a game may set (README "Rule
// options"); the defaults read the Czech rules most naturally.
enum class BanditsTake : std::uint8_t { Upstream, HighestTerrain };
enum class RiverCardPays : std::uint8_t { EveryCrop, CardCrop };
enum class DamLimit : std::uint8_t { WoodOnly, SharedPieces };
enum class CityFarmerDams : std::uint8_t { Allowed, NotAllowed };
enum class SetUpOrder : std::uint8_t { ThreeAtOnce, OneAtATime };
enum class TwoFarmerCapture : std::uint8_t { OneHex, TwoHexes };

struct GameRules
{
    BanditsTake banditsTake = BanditsTake::Upstream;
    RiverCardPays riverCardPays = RiverCardPays::EveryCrop;
    DamLimit damLimit = DamLimit::WoodOnly;
    CityFarmerDams cityFarmerDams = CityFarmerDams::Allowed;
    SetUpOrder setUpOrder = SetUpOrder::ThreeAtOnce;
    // Whether two farmers who capture together come from one hex (a move of two farmers standing together), or
    // may come from two hexes next to the one they enter (Action::alsoFrom).
    TwoFarmerCapture twoFarmerCapture = TwoFarmerCapture::OneHex;
    friend bool operator==(const GameRules &, const GameRules &) = default;
};

// The settings of the Dos Rios engine that settle a point the rules leave
// open, by stable name: "dosrios.tieChoice" (which of two equally low sides a
// river takes: the fixed order, or the player's choice held by the board),
// "dosrios.deckRunsOut" (GameSetUp::deckRunsOut) and the GameRules above
// ("dosrios.banditsTake", ...). Each is explained by one unit of the Dos Rios
// rules page, whose {{Reading}} names it back.
QStringList ruleOptionNames();
// The unit that explains an option, "dos-rios#53"; empty for an unknown name.
QString ruleOptionExplainedIn(QStringView name);

// The GameRules options by name ("dosrios.banditsTake"), their values
// ("upstream", "highest-terrain"; the default first) and a setting's value.
QStringList gameRuleNames();
QStringList gameRuleValues(QStringView name);
QString gameRuleValue(const GameRules &rules, QStringView name);
// Sets one option; false for an unknown name or value.
bool setGameRule(GameRules &rules, QStringView name, QStringView value);
// "name=value,name=value" (simulate --rules); an empty string or what is wrong.
QString parseGameRules(QStringView text, GameRules &rules);
// The options that differ from the defaults, as "name=value,...".
QString gameRulesText(const GameRules &rules);

} // namespace Krajina::DosRios
