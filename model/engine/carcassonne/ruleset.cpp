// SPDX-FileCopyrightText: 2026 Krajina contributors
// SPDX-License-Identifier: GPL-3.0-or-later

#include "ruleset.h"

using namespace Qt::StringLiterals;

namespace Krajina {

namespace {

struct OptionInfo
{
    RuleOption option;
    const char16_t *name;
    bool defaultValue;
    const char16_t *description;
    // The rules page unit that explains the unclear point this option settles
    // ("river#35"), and which names the option in its {{Reading}}; empty for house rules.
    const char16_t *explainedIn;
};

constexpr std::array<OptionInfo, RuleOptionCount> optionInfo = {{
    {RuleOption::NoTripleSameTurn, u"river.noTripleSameTurn", true,
     u"R2: three river curves in the same direction with only straight tiles between them are forbidden.", u"river#37"},
    {RuleOption::NoDeadEnd, u"river.noDeadEnd", true,
     u"R3: a river tile may not leave an open end that no remaining river tile can continue, nor close "
     u"the last branch while other river tiles remain.",
     u"river#43"},
    {RuleOption::PigHerdBonus, u"river.pigHerdBonus", true,
     u"The pig-herd tile counts as a pig: farmers of its field score 4 a city instead of 3.", u"river#35"},
    {RuleOption::NoFollowersDuringRiver, u"house.noFollowersDuringRiver", false,
     u"House rule: no follower may be placed until the river is finished.", u""},
    {RuleOption::RiverFromBag, u"house.riverFromBag", false,
     u"House rule: river tiles are drawn in any order from a bag; the source and the lakes are not set aside.", u""},
    {RuleOption::StartTileInRiver, u"house.startTileInRiver", false,
     u"House rule: the normal start tile is shuffled into the river pile and may go anywhere it fits.", u""},
    {RuleOption::RiverUpstream, u"house.riverUpstream", false,
     u"House rule: the river is built from the lake to the source.", u""},
    {RuleOption::ForkOutward, u"house.forkOutward", false,
     u"House rule: River II starts from the fork and grows on three branches; the source and the lake come last.", u""},
    {RuleOption::TinyCity, u"scoring.tinyCity", false,
     u"JCloisterZone's tiny city: a completed city of two tiles scores 1 point per tile and pennant (2 rather than "
     u"4 without a pennant).",
     u""},
    {RuleOption::FirstEditionFarms, u"scoring.firstEditionFarms", false,
     u"The first edition's farmers: at the end each completed city is scored once, 4 points to the players with the "
     u"most farmers on all the fields that touch it (instead of 3 points per field).",
     u""},
}};

} // namespace

RuleSet::RuleSet()
{
    for (const OptionInfo &info : optionInfo)
        m_values[std::size_t(info.option)] = info.defaultValue;
}

QString RuleSet::name(RuleOption option)
{
    return QString::fromUtf16(optionInfo[std::size_t(option)].name);
}

QString RuleSet::explainedIn(RuleOption option)
{
    return QString::fromUtf16(optionInfo[std::size_t(option)].explainedIn);
}

QString RuleSet::description(RuleOption option)
{
    return QString::fromUtf16(optionInfo[std::size_t(option)].description);
}

bool RuleSet::defaultValue(RuleOption option)
{
    return optionInfo[std::size_t(option)].defaultValue;
}

std::optional<RuleOption> RuleSet::fromName(QStringView text)
{
    for (const OptionInfo &info : optionInfo) {
        if (text == QStringView(info.name))
            return info.option;
    }
    return std::nullopt;
}

QStringList RuleSet::names()
{
    QStringList result;
    for (const OptionInfo &info : optionInfo)
        result << QString::fromUtf16(info.name);
    return result;
}

std::optional<bool> parseRuleBool(QStringView text)
{
    const QString t = text.trimmed().toString().toLower();
    if (t == u"true" || t == u"on" || t == u"1" || t == u"yes")
        return true;
    if (t == u"false" || t == u"off" || t == u"0" || t == u"no")
        return false;
    return std::nullopt;
}

QString RuleSet::applyAssignments(QStringView text)
{
    for (QStringView item : text.split(u',', Qt::SkipEmptyParts)) {
        const qsizetype eq = item.indexOf(u'=');
        const QStringView key = (eq < 0 ? item : item.left(eq)).trimmed();
        const auto option = fromName(key);
        if (!option)
            return u"unknown rule option \"%1\" (known: %2)"_s.arg(key.toString(), names().join(u", "_s));
        const auto value = eq < 0 ? std::optional<bool>(true) : parseRuleBool(item.mid(eq + 1));
        if (!value)
            return u"rule option \"%1\" needs true or false, not \"%2\""_s.arg(key.toString(),
                                                                               item.mid(eq + 1).toString());
        set(*option, *value);
    }
    return {};
}

QString RuleSet::changedOptions() const
{
    QStringList changed;
    for (const OptionInfo &info : optionInfo) {
        if (value(info.option) != info.defaultValue)
            changed << u"%1=%2"_s.arg(QString::fromUtf16(info.name), value(info.option) ? u"true"_s : u"false"_s);
    }
    return changed.join(u',');
}

} // namespace Krajina
