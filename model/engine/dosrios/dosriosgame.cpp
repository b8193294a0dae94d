// SPDX-FileCopyrightText: 2026 Krajina contributors
// SPDX-License-Identifier: GPL-3.0-or-later

#include "engine/dosrios/dosriosgame.h"

#include "engine/dosrios/dosriossession.h"
#include "engine/dosrios/replayreport.h"
#include "engine/dosrios/rulecodes.h"
#include "hex/dosriosjson.h"

using namespace Qt::StringLiterals;

namespace Krajina::DosRios {

DosRiosRules::DosRiosRules(PiecesOf piecesOf)
    : m_piecesOf(piecesOf)
{
}

QString DosRiosRules::id() const
{
    return u"dos-rios"_s;
}

QString DosRiosRules::name() const
{
    return tr("Dos Rios");
}

QList<RuleCodeEntry> DosRiosRules::ruleCodes() const
{
    return ruleCodeEntries<RuleCode>(RuleCodeCount, ruleCodeName, ruleCodeSummary);
}

bool DosRiosRules::replayRecord(const RecordFile &file, RecordReplay &replay, QString *error) const
{
    return replayDosRiosRecord(file, bundledPieceSet(), replay, error);
}

std::unique_ptr<GameSession> DosRiosRules::newSession(const QJsonObject &setUp, quint64 seed, QString *error,
                                                      const Catalogue *catalogue) const
{
    return newDosRiosSession(setUp, seed, error, catalogue && m_piecesOf ? &m_piecesOf(*catalogue) : nullptr);
}

DosRiosSimulation::DosRiosSimulation(const PieceSet &pieces, const GameSimulationOptions &options,
                                     const QString &recordPath)
    : SimulationOf(DosRiosRules().id(), pieces, options)
    , m_recordPath(recordPath)
{
}

} // namespace Krajina::DosRios
