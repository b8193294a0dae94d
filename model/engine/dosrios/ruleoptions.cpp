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
    const char16_t *explainedIn;
};

constexpr std::array<OptionInfo, 2> options = {{
    {u"dosrios.tieChoice", u"dos-rios#53"},
    {u"dosrios.deckRunsOut", u"dos-rios#59"},
}};

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
    for (const OptionInfo &info : options) {
        if (name == QStringView(info.name))
            return QString::fromUtf16(info.explainedIn);
    }
    return {};
}

} // namespace Krajina::DosRios
