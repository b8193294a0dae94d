// SPDX-FileCopyrightText: 2026 Krajina contributors
// SPDX-License-Identifier: GPL-3.0-or-later

#include "sandboxturn.h"

namespace Krajina {

void SandboxTurn::setGame(SandboxGame game)
{
    m_preview.reset();
    m_game = std::move(game);
    m_held = -1;
    m_rotation = 0;
    m_legal.clear();
    m_stage = m_game.state().isOver() ? Stage::GameOver : Stage::ChooseTile;
}

void SandboxTurn::afterMove()
{
    m_held = -1;
    m_legal.clear();
    m_stage = m_game.state().isOver() ? Stage::GameOver : Stage::ChooseTile;
}

int SandboxTurn::playRiver(quint64 seed)
{
    m_preview.reset();
    const int placed = m_game.playRiver(seed);
    afterMove();
    return placed;
}

bool SandboxTurn::canDraw() const
{
    return m_stage == Stage::ChooseTile || (m_stage == Stage::PlaceTile && m_game.state().pendingTile() < 0);
}

int SandboxTurn::draw(std::vector<int> *setAside)
{
    if (!canDraw())
        return -1;
    const int tile = m_game.draw(setAside);
    if (tile < 0) {
        m_stage = Stage::GameOver;
        m_held = -1;
        m_legal.clear();
        return -1;
    }
    hold(tile);
    return tile;
}

SandboxTurn::Verdict SandboxTurn::pick(int tile)
{
    Verdict verdict;
    verdict.code = m_game.state().checkAvailable(tile, &verdict.sentence);
    if (verdict.ok())
        hold(tile);
    return verdict;
}

void SandboxTurn::hold(int tile)
{
    m_held = tile;
    m_stage = Stage::PlaceTile;
    m_legal.clear();
    m_game.state().legalPlacements(tile, m_legal);
}

void SandboxTurn::rotate(int quarterTurns)
{
    m_rotation = ((m_rotation + quarterTurns) % 4 + 4) % 4;
}

SandboxTurn::Verdict SandboxTurn::drop(int x, int y)
{
    Verdict verdict;
    if (m_stage != Stage::PlaceTile || m_held < 0) {
        verdict.code = RuleCode::MoveTileNotAvailable;
        return verdict;
    }
    const Placement at {x, y, m_rotation};
    verdict.code = m_game.state().checkAvailable(m_held, &verdict.sentence);
    if (verdict.ok())
        verdict.code = m_game.state().checkPlacement(m_held, at, &verdict.sentence);
    if (!verdict.ok())
        return verdict;
    // An Ok verdict without a preview: the engine refused the move itself (the page says so).
    m_preview = m_game.preview(m_held, at);
    if (m_preview) {
        m_placement = at;
        m_stage = Stage::PlaceFollower;
    }
    return verdict;
}

SandboxTurn::Verdict SandboxTurn::followerVerdict(const FollowerSpot &spot) const
{
    GameState trial = m_game.state();
    Move move;
    move.tile = m_held;
    move.at = m_placement;
    move.follower = spot;
    if (m_game.tiles().tile(m_held).cropCircle >= 0)
        move.crop = CropAction::Add;
    const TurnReport report = trial.play(move);
    return {report.code, report.message};
}

void SandboxTurn::takeBack()
{
    m_preview.reset();
    if (m_held >= 0)
        hold(m_held);
    else
        m_stage = Stage::ChooseTile;
}

TurnReport SandboxTurn::commit(Move move)
{
    move.tile = m_held;
    move.at = m_placement;
    const TurnReport report = m_game.play(move);
    if (report.code == RuleCode::Ok)
        afterMove();
    return report;
}

TurnReport SandboxTurn::setAside()
{
    Move move;
    move.tile = m_held;
    move.discard = true;
    const TurnReport report = m_game.play(move);
    if (report.code == RuleCode::Ok) {
        m_held = -1;
        m_legal.clear();
        m_stage = Stage::ChooseTile;
    }
    return report;
}

bool SandboxTurn::undo()
{
    m_preview.reset();
    if (!m_game.canUndo())
        return false;
    const bool replayed = m_game.undo();
    afterMove();
    return replayed;
}

const FinalReport &SandboxTurn::finish()
{
    m_preview.reset();
    m_held = -1;
    m_legal.clear();
    m_stage = Stage::GameOver;
    return m_game.finish();
}

} // namespace Krajina
