// SPDX-FileCopyrightText: 2026 Krajina contributors
// SPDX-License-Identifier: GPL-3.0-or-later

#include "sandboxgame.h"

#include "catalogue/catalogue.h"

#include <QJsonArray>

#include <algorithm>

using namespace Qt::StringLiterals;

namespace Krajina {

namespace {

bool readCell(const QJsonValue &value, int &x, int &y)
{
    const QJsonArray a = value.toArray();
    if (a.size() != 2 || !a.at(0).isDouble() || !a.at(1).isDouble())
        return false;
    x = a.at(0).toInt();
    y = a.at(1).toInt();
    return true;
}

int positionOf(const QJsonValue &value)
{
    return positionFromName(value.toString()).value_or(-1);
}

// The parts of a recorded move that a TurnReport does not repeat: the
// follower, bets and crop-circle choices. replayRecord() has already checked
// the record's structure, so this only reads.
void readChoices(const QJsonObject &json, const GameState &game, Move &move)
{
    if (json.contains(u"follower"_s)) {
        FollowerSpot spot;
        spot.position = positionOf(json.value(u"follower"_s));
        spot.cell = json.value(u"followerCell"_s).toInt(0);
        if (spot.position >= 0)
            move.follower = spot;
    }
    const QJsonArray bets = json.value(u"bets"_s).toArray();
    for (const QJsonValue &b : bets) {
        const QJsonObject bet = b.toObject();
        move.bets.push_back({bet.value(u"player"_s).toInt(), game.tokenIndex(bet.value(u"token"_s).toString())});
    }
    const QJsonArray choices = json.value(u"betChoices"_s).toArray();
    for (const QJsonValue &c : choices) {
        const QJsonObject o = c.toObject();
        BetChoice choice;
        readCell(o.value(u"bookmaker"_s), choice.bookmakerX, choice.bookmakerY);
        readCell(o.value(u"at"_s), choice.x, choice.y);
        choice.position = positionOf(o.value(u"location"_s));
        move.betChoices.push_back(choice);
    }
    if (json.contains(u"cropCircle"_s)) {
        const QJsonValue crop = json.value(u"cropCircle"_s);
        const QString action = crop.isObject() ? crop.toObject().value(u"action"_s).toString() : crop.toString();
        move.crop = action == u"remove" ? CropAction::Remove : CropAction::Add;
        const QJsonArray picks = crop.toObject().value(u"picks"_s).toArray();
        for (const QJsonValue &p : picks) {
            const QJsonObject o = p.toObject();
            CropPick pick;
            pick.player = o.value(u"player"_s).toInt();
            pick.skip = o.value(u"skip"_s).toBool();
            if (!pick.skip) {
                readCell(o.value(u"at"_s), pick.x, pick.y);
                pick.position = positionOf(o.value(u"location"_s));
            }
            move.picks.push_back(pick);
        }
    }
}

} // namespace

SandboxGame::SandboxGame() = default;
SandboxGame::~SandboxGame() = default;
SandboxGame::SandboxGame(SandboxGame &&) noexcept = default;
SandboxGame &SandboxGame::operator=(SandboxGame &&) noexcept = default;

QString SandboxGame::start(const Catalogue &catalogue, const RuleSet &rules, int players, quint64 seed)
{
    return setUp(catalogue, rules, players, seed, 0, {});
}

QString SandboxGame::setUp(const Catalogue &catalogue, const RuleSet &rules, int players, quint64 seed, int forkHolder,
                           const QString &startTile)
{
    GameSetup setup;
    const QString error = GameSetup::fromCatalogue(catalogue, rules, players, setup);
    if (!error.isEmpty())
        return error;
    setup.forkHolder = forkHolder;
    if (!startTile.isEmpty()) {
        setup.startTile = setup.tiles->indexOf(startTile);
        if (setup.startTile < 0)
            return u"\"%1\" is not a tile of the expansions in play"_s.arg(startTile);
    }
    m_setup = std::move(setup);
    m_seed = seed;
    m_startRotation = 0;
    m_moves.clear();
    m_reports.clear();
    m_state = std::make_unique<GameState>(m_setup, m_seed);
    m_state->placeStart(m_startRotation);
    return {};
}

int SandboxGame::draw(std::vector<int> *setAside)
{
    if (!m_state)
        return -1;
    const int player = m_state->currentPlayer();
    std::vector<int> aside;
    const int tile = m_state->drawTile(&aside);
    for (int t : aside) {
        Move discard;
        discard.player = player;
        discard.tile = t;
        discard.discard = true;
        TurnReport report;
        report.player = player;
        report.tile = t;
        report.discarded = true;
        m_moves.push_back(discard);
        m_reports.push_back(report);
    }
    if (setAside)
        *setAside = aside;
    return tile;
}

TurnReport SandboxGame::play(Move move)
{
    if (!m_state) {
        TurnReport refused;
        refused.code = RuleCode::MoveGameOver;
        refused.message = u"no game has been started"_s;
        return refused;
    }
    move.player = m_state->currentPlayer();
    TurnReport report = m_state->play(move);
    if (report.code == RuleCode::Ok) {
        for (int t : report.setAside) {
            Move discard;
            discard.player = move.player;
            discard.tile = t;
            discard.discard = true;
            TurnReport aside;
            aside.player = move.player;
            aside.tile = t;
            aside.discarded = true;
            m_moves.push_back(discard);
            m_reports.push_back(aside);
        }
        move.tile = report.tile;
        m_moves.push_back(move);
        m_reports.push_back(report);
    }
    return report;
}

std::unique_ptr<GameState> SandboxGame::preview(int tile, const Placement &at) const
{
    if (!m_state)
        return nullptr;
    auto copy = std::make_unique<GameState>(*m_state);
    Move move;
    move.tile = tile;
    move.at = at;
    // A crop circle needs an action; adding with every player skipping changes nothing else.
    if (tiles().tile(tile).cropCircle >= 0)
        move.crop = CropAction::Add;
    if (copy->play(move).code != RuleCode::Ok)
        return nullptr;
    return copy;
}

const FinalReport &SandboxGame::finish()
{
    return m_state->finish();
}

int SandboxGame::movesPlayed() const
{
    return int(std::count_if(m_moves.cbegin(), m_moves.cend(), [](const Move &m) { return !m.discard; }));
}

bool SandboxGame::undo()
{
    if (!canUndo())
        return false;
    while (!m_moves.empty() && m_moves.back().discard)
        m_moves.pop_back();
    m_moves.pop_back();
    while (!m_moves.empty() && m_moves.back().discard)
        m_moves.pop_back();
    return replay();
}

bool SandboxGame::replay()
{
    m_state = std::make_unique<GameState>(m_setup, m_seed);
    m_state->placeStart(m_startRotation);
    m_reports.clear();
    for (std::size_t i = 0; i < m_moves.size(); ++i) {
        const TurnReport report = m_state->play(m_moves[i]);
        if (report.code != RuleCode::Ok) {
            m_moves.resize(i);
            return false;
        }
        m_reports.push_back(report);
    }
    return true;
}

int SandboxGame::playRiver(quint64 seed)
{
    if (!m_state)
        return 0;
    Random random(seed);
    std::vector<Placement> placements;
    int placed = 0;
    while (m_state->riverPending() || (m_state->pendingTile() >= 0 && tiles().tile(m_state->pendingTile()).river)) {
        const int tile = draw();
        if (tile < 0)
            break;
        placements.clear();
        m_state->legalPlacements(tile, placements);
        if (placements.empty())
            break;
        Move move;
        move.tile = tile;
        move.at = placements[std::size_t(random.below(int(placements.size())))];
        if (tiles().tile(tile).cropCircle >= 0)
            move.crop = CropAction::Add;
        if (play(move).code != RuleCode::Ok)
            break;
        ++placed;
    }
    return placed;
}

GameRecord SandboxGame::record(const QString &catalogue) const
{
    GameRecord record;
    record.catalogue = catalogue;
    if (!m_state)
        return record;
    record.rules = m_setup.rules;
    record.players = m_setup.players;
    record.seed = m_seed;
    record.forkHolder = m_setup.forkHolder;
    if (m_setup.startTile >= 0)
        record.startTile = tiles().id(m_setup.startTile);
    if (m_state->startTile() >= 0)
        record.moves.append({QJsonObject {{u"start"_s, true},
                                          {u"tile"_s, tiles().id(m_state->startTile())},
                                          {u"at"_s, QJsonArray {0, 0}},
                                          {u"rotation"_s, 90 * m_startRotation}},
                             0});
    for (const Move &move : m_moves) {
        const QJsonObject json = move.discard ? discardToJson(move.player, move.tile, tiles())
                                              : moveToJson(move, tiles(), m_state->tokens());
        record.moves.append({json, int(record.moves.size())});
    }
    return record;
}

QString SandboxGame::load(const GameRecord &record, const Catalogue &catalogue)
{
    Replay replayed;
    QString error;
    if (!replayRecord(record, catalogue, replayed, &error))
        return error;
    SandboxGame game;
    error = game.setUp(catalogue, record.rules, record.players, record.seed, record.forkHolder, record.startTile);
    if (!error.isEmpty())
        return error;
    for (qsizetype i = 0; i < replayed.moves.size(); ++i) {
        const ReplayedMove &m = replayed.moves.at(i);
        const TurnReport &report = m.report;
        if (m.start) {
            game.m_startRotation = report.at.rotation;
            continue;
        }
        if (report.code != RuleCode::Ok)
            continue; // a refused move changed nothing
        for (int t : report.setAside) {
            Move discard;
            discard.player = report.player;
            discard.tile = t;
            discard.discard = true;
            game.m_moves.push_back(discard);
        }
        Move move;
        move.player = report.player;
        move.tile = report.tile;
        move.discard = report.discarded;
        move.at = report.at;
        if (!move.discard)
            readChoices(record.moves.at(i).json, *game.m_state, move);
        game.m_moves.push_back(move);
    }
    if (!game.replay())
        return u"the record's moves cannot be replayed in the sandbox (the %1th tile is refused)"_s.arg(
            game.m_moves.size() + 1);
    *this = std::move(game);
    return {};
}

} // namespace Krajina
