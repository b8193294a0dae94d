// SPDX-FileCopyrightText: 2026 Krajina contributors
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

#include <QString>
#include <QStringList>

#include <array>
#include <cstdint>
#include <optional>

namespace Krajina {

// Every choice the rules leave to taste, as a named option (model/engine/README.md).
enum class RuleOption : std::uint8_t {
    NoTripleSameTurn, // R2 (official FAQ)
    NoDeadEnd, // R3
    PigHerdBonus, // the pig-herd tile counts as a pig for farmers
    NoFollowersDuringRiver, // house rule
    RiverFromBag, // house rule: river tiles in any order, source and lake not set aside
    StartTileInRiver, // house rule: the normal start tile is a joker in the river pile
    RiverUpstream, // house rule: the river is built from the lake to the source
    ForkOutward, // house rule: River II is built from the fork outward on three branches
    TinyCity, // JCloisterZone's variant: a completed city of two tiles scores as an open one
    FirstEditionFarms, // the first edition's farmers: each completed city paid once
};
inline constexpr int RuleOptionCount = 10;

// Which expansions are in play and how each option is set.
class RuleSet
{
public:
    RuleSet();

    bool operator[](RuleOption option) const { return m_values[std::size_t(option)]; }
    bool value(RuleOption option) const { return m_values[std::size_t(option)]; }
    void set(RuleOption option, bool on) { m_values[std::size_t(option)] = on; }

    QStringList expansions; // expansion ids, optionally "id:edition"

    static QString name(RuleOption option); // "river.noTripleSameTurn"
    static QString description(RuleOption option);
    // The rules page unit that explains the unclear point the option settles, as
    // "page#unit" ("river#35"), or empty (house rules settle nothing unclear).
    static QString explainedIn(RuleOption option);
    static bool defaultValue(RuleOption option);
    static std::optional<RuleOption> fromName(QStringView name);
    static QStringList names();

    // Applies "k=v,k=v" (v: true/false/on/off/1/0). Returns an error sentence, empty on success.
    QString applyAssignments(QStringView text);
    // The options that differ from their defaults, as "k=v,...".
    QString changedOptions() const;

    friend bool operator==(const RuleSet &, const RuleSet &) = default;

private:
    std::array<bool, RuleOptionCount> m_values {};
};

std::optional<bool> parseRuleBool(QStringView text);

} // namespace Krajina
