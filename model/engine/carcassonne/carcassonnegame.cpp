// SPDX-FileCopyrightText: 2026 Krajina contributors
// SPDX-License-Identifier: GPL-3.0-or-later

#include "carcassonnegame.h"

#include "carcassonnesession.h"
#include "replayreport.h"
#include "rulecode.h"

using namespace Qt::StringLiterals;

namespace Krajina {

QString CarcassonneRules::id() const
{
    return u"carcassonne"_s;
}

QString CarcassonneRules::name() const
{
    return tr("Carcassonne");
}

QList<RuleCodeEntry> CarcassonneRules::ruleCodes() const
{
    return ruleCodeEntries<RuleCode>(RuleCodeCount, ruleCodeName, ruleCodeSummary);
}

bool CarcassonneRules::replayRecord(const RecordFile &file, RecordReplay &replay, QString *error) const
{
    return replayCarcassonneRecord(file, replay, error);
}

std::unique_ptr<GameSession> CarcassonneRules::newSession(const QJsonObject &setUp, quint64 seed, QString *error,
                                                          const Catalogue *catalogue) const
{
    return newCarcassonneSession(setUp, seed, error, catalogue);
}

CarcassonneSimulation::CarcassonneSimulation(const GameSetup &setup, const SimulationOptions &options,
                                             CarcassonneSimulateCommand command)
    : SimulationOf(CarcassonneRules().id(), setup, options)
    , m_command(std::move(command))
{
}

} // namespace Krajina
