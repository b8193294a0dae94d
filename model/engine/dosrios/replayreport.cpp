// SPDX-FileCopyrightText: 2026 Krajina contributors
// SPDX-License-Identifier: GPL-3.0-or-later

#include "engine/dosrios/replayreport.h"

#include "engine/dosrios/gamerecord.h"
#include "hex/dosriosjson.h"

#include <QJsonArray>
#include <QJsonObject>
#include <QTextStream>

using namespace Qt::StringLiterals;

namespace Krajina::DosRios {

namespace {

void printReplayText(const GameRecord &record, const Replay &replay, const QString &file, QTextStream &out)
{
    const GameState &state = replay.state;
    out << file << ": dos-rios; " << record.setUp.players << " players; seed " << record.setUp.seed << "; start player "
        << state.startPlayer() + 1 << (record.hasLayout ? "; on the board of its layout" : "") << '\n';
    for (const ReplayedMove &m : replay.moves) {
        const Outcome &o = m.outcome;
        out << "move " << m.index << ": " << m.text << ": " << ruleCodeName(o.code);
        if (o.code != RuleCode::Ok) {
            out << ": " << ruleCodeSummary(o.code) << '\n';
        } else {
            if (o.cost)
                out << " (cost " << o.cost << ')';
            out << '\n';
            if (o.captured)
                out << "  captured " << (o.captured == 1 ? u"1 farmer"_s : u"%1 farmers"_s.arg(o.captured))
                    << " of player " << o.capturedPlayer + 1 << " (to the city)\n";
            if (o.card >= 0) {
                out << "  card " << state.card(o.card).id;
                if (o.money != std::array<int, MaxPlayers> {} || o.wood != std::array<int, MaxPlayers> {}) {
                    for (int p = 0; p < record.setUp.players; ++p)
                        out << (p ? ", " : ": ") << "player " << p + 1 << " +" << o.money[std::size_t(p)] << " money +"
                            << o.wood[std::size_t(p)] << " wood";
                }
                out << '\n';
            }
            if (o.reshuffled)
                out << "  the deck ran out: the discards were shuffled into a new deck\n";
            for (const BanditStrike &strike : o.strikes) {
                out << "  bandits on " << riverName(strike.river) << ':';
                if (strike.taken == 0)
                    out << " no farmer on the river";
                for (int i = 0; i < strike.taken; ++i)
                    out << (i ? ", " : " ") << "player " << strike.owners[std::size_t(i)] + 1 << "'s farmer from "
                        << hexText(state.hexOf(strike.cells[std::size_t(i)]));
                out << (strike.taken ? " to the city\n" : "\n");
            }
            if (o.deckRanOut)
                out << "  the deck ran out: the game ends\n";
            if (o.winner >= 0)
                out << "  player " << o.winner + 1 << " wins (" << winConditionName(state.winCondition()) << ")\n";
        }
        for (const QString &failure : m.failedExpectations)
            out << "  EXPECTATION FAILED: " << failure << '\n';
    }
    out << "final state after turn " << state.turn() << ":\n";
    for (int p = 0; p < state.players(); ++p) {
        const PlayerState &player = state.player(p);
        out << "  player " << p + 1 << ": money " << player.money << ", wood " << player.wood << ", farms "
            << player.farms << ", hacienda "
            << (player.haciendaCell >= 0 ? hexText(state.hexOf(player.haciendaCell)) : u"none"_s) << '\n';
    }
    if (state.winner() >= 0)
        out << "winner: player " << state.winner() + 1 << " (" << winConditionName(state.winCondition()) << ")\n";
    else
        out << "winner: none" << (state.deckRanOut() ? " (the deck ran out)" : "") << '\n';
    out << replay.moves.size() << " moves, " << replay.refused << " refused\n";
    for (const QString &failure : replay.failedExpectations) {
        if (failure.startsWith(u"final"))
            out << "EXPECTATION FAILED: " << failure << '\n';
    }
}

} // namespace

bool replayDosRiosRecord(const RecordFile &file, const PieceSet &set, RecordReplay &result, QString *error)
{
    const auto fail = [error](const QString &message) {
        if (error)
            *error = message;
        return false;
    };
    QString problem;
    const std::optional<GameRecord> record = GameRecord::parse(file.text, &problem);
    if (!record)
        return fail(u"%1: %2"_s.arg(file.displayName, problem));
    if (set.isEmpty())
        return fail(u"the bundled Dos Rios pieces are missing"_s);
    Replay replay;
    if (!replayRecord(set, *record, replay, &problem))
        return fail(u"%1: %2"_s.arg(file.displayName, problem));
    QJsonArray moves;
    for (const ReplayedMove &m : std::as_const(replay.moves))
        moves.append(replayedMoveToJson(replay.state, m));
    result.json = QJsonObject {{u"file"_s, file.displayName},
                               {u"game"_s, u"dos-rios"_s},
                               {u"players"_s, record->setUp.players},
                               {u"seed"_s, double(record->setUp.seed)},
                               {u"boardLaidOut"_s, record->hasLayout},
                               {u"startPlayer"_s, replay.state.startPlayer()},
                               {u"moves"_s, moves},
                               {u"refused"_s, replay.refused},
                               {u"final"_s, gameStateToJson(replay.state)},
                               {u"failedExpectations"_s, QJsonArray::fromStringList(replay.failedExpectations)}};
    result.text.clear();
    QTextStream out(&result.text);
    printReplayText(*record, replay, file.displayName, out);
    out.flush();
    result.failedExpectations = replay.failedExpectations;
    return true;
}

} // namespace Krajina::DosRios
