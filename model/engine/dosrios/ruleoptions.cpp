// SPDX-FileCopyrightText: 2026 Krajina contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "engine/dosrios/ruleoptions.h"

#include <array>

using namespace Qt::StringLiterals;

namespace Krajina::DosRios {

namespace {

struct OptionInfo
{
    const char16_t *name;
    const char16_t *explainedIn; // the unit of the Dos Rios page whose {{Reading}} names the option
    std::array<const char16_t *, 2> values; // GameRules options: the default first; empty for the others
};

constexpr std::array<OptionInfo, 8> options = {{
    {u"dosrios.tieChoice", u"dos-rios#53", {nullptr, nullptr}},
    {u"dosrios.deckRunsOut", u"dos-rios#59", {nullptr, nullptr}},
    {u"dosrios.banditsTake", u"dos-rios#44", {u"upstream", u"highest-terrain"}},
    {u"dosrios.riverCardPays", u"dos-rios#42", {u"every-crop", u"card-crop"}},
    {u"dosrios.damLimit", u"dos-rios#16", {u"wood-only", u"shared-pieces"}},
    {u"dosrios.cityFarmerDams", u"dos-rios#38", {u"allowed", u"not-allowed"}},
    {u"dosrios.setUpOrder", u"dos-rios#13", {u"three-at-once", u"one-at-a-time"}},
    {u"dosrios.twoFarmerCapture", u"dos-rios#27", {u"one-hex", u"two-hexes"}},
}};

const OptionInfo *find(QStringView name)
{
    for (const OptionInfo &info : options) {
        if (name == QStringView(info.name))
            return &info;
    }
    return nullptr;
}

// The option's setting as an index into its values.
int index(const GameRules &rules, int option)
{
    switch (option) {
    case 2:
        return int(rules.banditsTake);
    case 3:
        return int(rules.riverCardPays);
    case 4:
        return int(rules.damLimit);
    case 5:
        return int(rules.cityFarmerDams);
    case 6:
        return int(rules.setUpOrder);
    case 7:
        return int(rules.twoFarmerCapture);
    }
    return -1;
}

void setIndex(GameRules &rules, int option, int value)
{
    switch (option) {
    case 2:
        rules.banditsTake = BanditsTake(value);
        break;
    case 3:
        rules.riverCardPays = RiverCardPays(value);
        break;
    case 4:
        rules.damLimit = DamLimit(value);
        break;
    case 5:
        rules.cityFarmerDams = CityFarmerDams(value);
        break;
    case 6:
        rules.setUpOrder = SetUpOrder(value);
        break;
    case 7:
        rules.twoFarmerCapture = TwoFarmerCapture(value);
        break;
    }
}

} // namespace

QStringList ruleOptionNames()
{
    QStringList names;
    for (const OptionInfo &info : options)
        names.append(QString::fromUtf16(info.name));
    return names;
}

QString ruleOptionExplainedIn(QStringView name)
{
    const OptionInfo *info = find(name);
    return info ? QString::fromUtf16(info->explainedIn) : QString();
}

QStringList gameRuleNames()
{
    QStringList names;
    for (const OptionInfo &info : options) {
        if (info.values[0])
            names.append(QString::fromUtf16(info.name));
    }
    return names;
}

QStringList gameRuleValues(QStringView name)
{
    QStringList values;
    if (const OptionInfo *info = find(name); info && info->values[0]) {
        for (const char16_t *value : info->values)
            values.append(QString::fromUtf16(value));
    }
    return values;
}

QString gameRuleValue(const GameRules &rules, QStringView name)
{
    const OptionInfo *info = find(name);
    if (!info || !info->values[0])
        return {};
    return QString::fromUtf16(info->values[std::size_t(index(rules, int(info - options.data())))]);
}

bool setGameRule(GameRules &rules, QStringView name, QStringView value)
{
    const OptionInfo *info = find(name);
    if (!info || !info->values[0])
        return false;
    for (std::size_t v = 0; v < info->values.size(); ++v) {
        if (value == QStringView(info->values[v])) {
            setIndex(rules, int(info - options.data()), int(v));
            return true;
        }
    }
    return false;
}

QString parseGameRules(QStringView text, GameRules &rules)
{
    for (const QStringView item : text.split(u',', Qt::SkipEmptyParts)) {
        const qsizetype eq = item.indexOf(u'=');
        const QStringView name = item.left(eq).trimmed();
        const QStringView value = eq < 0 ? QStringView() : item.mid(eq + 1).trimmed();
        if (gameRuleValues(name).isEmpty())
            return u"unknown rule option \"%1\" (options: %2)"_s.arg(name, gameRuleNames().join(u", "_s));
        if (!setGameRule(rules, name, value))
            return u"%1 is %2, not \"%3\""_s.arg(name, gameRuleValues(name).join(u" or "_s), value);
    }
    return {};
}

QString gameRulesText(const GameRules &rules)
{
    QStringList set;
    for (const QString &name : gameRuleNames()) {
        const QString value = gameRuleValue(rules, name);
        if (value != gameRuleValues(name).constFirst())
            set.append(name + u'=' + value);
    }
    return set.join(u',');
}

} // namespace Krajina::DosRios
