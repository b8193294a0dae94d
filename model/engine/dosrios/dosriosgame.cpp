// SPDX-FileCopyrightText: 2026 Krajina contributors
// SPDX-License-Identifier: GPL-3.0-or-later

#include "engine/dosrios/dosriosgame.h"

#include "engine/dosrios/rulecodes.h"

using namespace Qt::StringLiterals;

namespace Krajina::DosRios {

QString DosRiosRules::id() const
{
    return u"dos-rios"_s;
}

QList<RuleCodeEntry> DosRiosRules::ruleCodes() const
{
    return ruleCodeEntries<RuleCode>(RuleCodeCount, ruleCodeName, ruleCodeSummary);
}

DosRiosSimulation::DosRiosSimulation(const PieceSet &pieces, const GameSimulationOptions &options)
    : SimulationOf(DosRiosRules().id(), pieces, options)
{
}

} // namespace Krajina::DosRios
