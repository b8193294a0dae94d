// SPDX-FileCopyrightText: 2026 Krajina contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "engine/dosrios/gamehistory.h"

#include "engine/dosrios/gamerecord.h"
#include "hex/dosriosjson.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>

using namespace Qt::StringLiterals;

namespace Krajina::DosRios {

QString GameHistory::start(const PieceSet &set, const GameSetUp &setUp)
{
    GameState state;
    if (QString error = GameState::create(set, setUp, state); !error.isEmpty())
        return error;
    m_setUp = setUp;
    m_layout = setUp.layout ? layoutToJson(set, *setUp.layout) : QJsonObject();
    m_initial = state;
    m_state = std::move(state);
    m_moves.clear();
    m_outcomes.clear();
    m_undone.clear();
    m_started = true;
    return {};
}

Outcome GameHistory::play(const Action &action)
{
    if (!m_started)
        return {RuleCode::GameOver};
    Outcome outcome = m_state.apply(action);
    if (outcome.code != RuleCode::Ok)
        return outcome;
    Action played = action;
    played.player = outcome.player;
    m_moves.push_back(played);
    m_outcomes.push_back(outcome);
    m_undone.clear();
    return outcome;
}

bool GameHistory::undo()
{
    if (m_moves.empty())
        return false;
    m_undone.push_back(m_moves.back());
    m_moves.pop_back();
    m_outcomes.pop_back();
    replay();
    return true;
}

Outcome GameHistory::redo()
{
    if (m_undone.empty())
        return {};
    const Action action = m_undone.back();
    m_undone.pop_back();
    Outcome outcome = m_state.apply(action);
    if (outcome.code == RuleCode::Ok) {
        m_moves.push_back(action);
        m_outcomes.push_back(outcome);
    } else {
        m_undone.clear(); // cannot happen with a deterministic engine; nothing to redo then
    }
    return outcome;
}

QByteArray GameHistory::record() const
{
    const auto perPlayer = [this](auto value) {
        QJsonArray list;
        for (int p = 0; p < m_setUp.players; ++p)
            list.append(value(p));
        return list;
    };
    QJsonObject root {
        {u"game"_s, u"dos-rios"_s},
        {u"players"_s, m_setUp.players},
        {u"seed"_s, double(m_setUp.seed)},
        {u"deckRunsOut"_s, deckRunsOutName(m_setUp.deckRunsOut)},
    };
    QJsonObject rules;
    for (const QString &name : gameRuleNames())
        rules.insert(name, gameRuleValue(m_setUp.rules, name));
    root.insert(u"rules"_s, rules);
    // A named start player, stacked deck, money or wood only when the set-up had them: naming the drawn start
    // player would change the random stream the cards are shuffled with later.
    if (m_setUp.startPlayer)
        root.insert(u"startPlayer"_s, *m_setUp.startPlayer);
    if (!m_layout.isEmpty())
        root.insert(u"layout"_s, m_layout);
    if (m_setUp.deck)
        root.insert(u"deck"_s, QJsonArray::fromStringList(*m_setUp.deck));
    if (m_setUp.money)
        root.insert(u"money"_s, perPlayer([this](int p) { return (*m_setUp.money)[std::size_t(p)]; }));
    if (m_setUp.wood)
        root.insert(u"wood"_s, perPlayer([this](int p) { return (*m_setUp.wood)[std::size_t(p)]; }));
    QJsonArray moves;
    for (const Action &action : m_moves) {
        QJsonObject move = actionToRecordJson(m_state, action);
        move.insert(u"expect"_s, u"ok"_s);
        moves.append(move);
    }
    root.insert(u"moves"_s, moves);
    root.insert(u"expectScore"_s, perPlayer([this](int p) { return m_state.player(p).money; }));
    root.insert(u"expectWood"_s, perPlayer([this](int p) { return m_state.player(p).wood; }));
    root.insert(u"expectWinner"_s, m_state.winner() >= 0 ? QJsonValue(m_state.winner()) : QJsonValue());
    return QJsonDocument(root).toJson();
}

void GameHistory::replay()
{
    // The engine is deterministic (its own random stream), so the same moves from the same set-up
    // give the same game, cards drawn included.
    m_state = m_initial;
    for (std::size_t i = 0; i < m_moves.size(); ++i)
        m_outcomes[i] = m_state.apply(m_moves[i]);
}

} // namespace Krajina::DosRios
