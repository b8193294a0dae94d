// SPDX-FileCopyrightText: 2026 Krajina contributors
// SPDX-License-Identifier: GPL-3.0-or-later

#include "engine/dosrios/dosriossession.h"

#include "engine/dosrios/gamehistory.h"
#include "engine/dosrios/gamerecord.h"
#include "engine/recorderrors.h"
#include "hex/dosriosjson.h"

#include <QCoreApplication>
#include <QJsonArray>
#include <QJsonDocument>

#include <set>
#include <tuple>

using namespace Qt::StringLiterals;

namespace Krajina::DosRios {

namespace {

struct Text
{
    Q_DECLARE_TR_FUNCTIONS(Krajina::GameSession)
};

class DosRiosSession final : public GameSession
{
public:
    explicit DosRiosSession(GameHistory history)
        : m_history(std::move(history))
    {
    }

    std::unique_ptr<GameSession> clone() const override { return std::make_unique<DosRiosSession>(*this); }
    QString gameId() const override { return u"dos-rios"_s; }
    int players() const override { return m_history.state().players(); }
    int currentPlayer() const override { return m_history.state().currentPlayer(); }
    bool isOver() const override { return m_history.state().phase() == Phase::Over; }

    int moveCount() const override
    {
        listMoves();
        return int(m_moves.size());
    }

    QJsonObject move(int index) const override
    {
        listMoves();
        if (index < 0 || index >= int(m_moves.size()))
            return {};
        return actionToRecordJson(m_history.state(), m_moves[std::size_t(index)]);
    }

    Verdict play(const QJsonObject &move) override
    {
        QString error;
        const std::optional<RecordMove> read = readRecordMove(move, players(), &error);
        if (!read)
            return {false, {}, error};
        const Outcome outcome = m_history.play(recordAction(m_history.state(), *read));
        if (outcome.code != RuleCode::Ok)
            return {false, ruleCodeName(outcome.code), ruleCodeSummary(outcome.code)};
        m_listed = false;
        return {};
    }

    QList<int> scores() const override
    {
        QList<int> money;
        for (int p = 0; p < players(); ++p)
            money << m_history.state().player(p).money;
        return money;
    }

    QList<int> winners() const override
    {
        const int winner = m_history.state().winner();
        return winner >= 0 ? QList<int> {winner} : QList<int> {};
    }

    QByteArray toRecord() const override { return m_history.record(); }

private:
    // Every action the rules allow now: the set-up's placements, or the turn's steps, buildings, dams and the card.
    void listMoves() const
    {
        if (m_listed)
            return;
        m_listed = true;
        m_moves.clear();
        const GameState &state = m_history.state();
        if (state.phase() == Phase::Over)
            return;
        const int me = state.currentPlayer();
        auto offer = [&](Action action) {
            action.player = me;
            if (state.check(action) == RuleCode::Ok)
                m_moves.push_back(std::move(action));
        };
        if (state.phase() == Phase::SetUp) {
            for (int cell = 0; cell < state.cellCount(); ++cell)
                offer({.kind = Action::Kind::Place, .to = cell});
            return;
        }
        std::set<int> from;
        for (const int at : state.farmerPlaces(me)) {
            if (at >= 0)
                from.insert(at);
        }
        for (const int at : from) {
            std::vector<int> targets(state.steps(at).begin(), state.steps(at).end());
            if (at == state.cityCell() && state.player(me).haciendaCell >= 0)
                targets.push_back(state.player(me).haciendaCell);
            for (const int to : targets) {
                for (int farmers = 1; farmers <= std::min(2, state.farmersAt(at, me)); ++farmers)
                    offer({.kind = Action::Kind::Move, .from = at, .to = to, .farmers = farmers});
            }
        }
        for (const int at : from) {
            for (const Building building : {Building::Farm, Building::Hacienda})
                offer({.kind = Action::Kind::Build, .to = at, .building = building});
        }
        std::set<std::tuple<int, int, int>> dams;
        for (int cell = 0; cell < state.cellCount(); ++cell) {
            if (!state.isInner(cell))
                continue;
            for (int s = 0; s < SideCount; ++s) {
                const HexSide side = normalised({state.hexOf(cell), Side(s)});
                if (dams.insert({side.hex.q, side.hex.r, int(side.side)}).second)
                    offer({.kind = Action::Kind::Dam, .side = side});
            }
        }
        offer({.kind = Action::Kind::Score});
        offer({.kind = Action::Kind::Pass});
    }

    GameHistory m_history;
    mutable std::vector<Action> m_moves; // listed for the position
    mutable bool m_listed = false;
};

} // namespace

std::unique_ptr<GameSession> newDosRiosSession(const QJsonObject &setUp, quint64 seed, QString *error,
                                               const PieceSet *pieces)
{
    const PieceSet &set = pieces ? *pieces : bundledPieceSet();
    QJsonObject root = setUp;
    root.insert(u"game"_s, u"dos-rios"_s);
    root.insert(u"seed"_s, double(seed));
    if (!root.contains(u"moves"_s))
        root.insert(u"moves"_s, QJsonArray());
    const std::optional<GameRecord> record = GameRecord::parse(QJsonDocument(root).toJson(), error);
    if (!record)
        return nullptr;
    if (!record->moves.isEmpty()) {
        if (error)
            *error = u"%1: moves: %2"_s.arg(jsonPlace(record->source, {u"moves"_s}), Text::tr("a set-up has no moves"));
        return nullptr;
    }
    GameSetUp gameSetUp;
    QString problem = recordSetUp(set, *record, gameSetUp);
    GameHistory history;
    if (problem.isEmpty())
        problem = history.start(set, gameSetUp);
    if (!problem.isEmpty()) {
        if (error)
            *error = problem;
        return nullptr;
    }
    return std::make_unique<DosRiosSession>(std::move(history));
}

} // namespace Krajina::DosRios
