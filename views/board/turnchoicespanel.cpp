// SPDX-FileCopyrightText: 2026 Krajina contributors
// SPDX-License-Identifier: GPL-3.0-or-later

#include "turnchoicespanel.h"

#include "boardscene.h"
#include "preview/sandboxgame.h"

#include <QComboBox>
#include <QEvent>
#include <QFormLayout>
#include <QGroupBox>
#include <QHBoxLayout>
#include <QRadioButton>
#include <QVBoxLayout>

using namespace Qt::StringLiterals;

namespace Krajina {

namespace {

void clearForm(QFormLayout *form, QList<QComboBox *> &choices)
{
    while (form->rowCount() > 0)
        form->removeRow(0);
    choices.clear();
}

} // namespace

TurnChoicesPanel::TurnChoicesPanel(QWidget *parent)
    : QWidget(parent)
    , m_betsBox(new QGroupBox(this))
    , m_betsForm(new QFormLayout(m_betsBox))
    , m_cropBox(new QGroupBox(this))
    , m_cropAdd(new QRadioButton(this))
    , m_cropRemove(new QRadioButton(this))
    , m_cropForm(new QFormLayout)
{
    auto *cropLayout = new QVBoxLayout(m_cropBox);
    auto *cropRow = new QHBoxLayout;
    cropRow->addWidget(m_cropAdd);
    cropRow->addWidget(m_cropRemove);
    cropLayout->addLayout(cropRow);
    cropLayout->addLayout(m_cropForm);
    m_cropAdd->setChecked(true);

    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addWidget(m_betsBox);
    layout->addWidget(m_cropBox);
    m_betsBox->hide();
    m_cropBox->hide();

    connect(m_cropAdd, &QRadioButton::toggled, this, &TurnChoicesPanel::rebuild);
    retranslate();
}

void TurnChoicesPanel::offer(const SandboxGame &game, int tile, const Board &board)
{
    m_game = &game;
    m_tile = tile;
    m_board = &board;
    rebuild();
}

void TurnChoicesPanel::clear()
{
    m_game = nullptr;
    m_board = nullptr;
    m_tile = -1;
    rebuild();
}

void TurnChoicesPanel::rebuild()
{
    // Clear the rows of the last tile.
    clearForm(m_betsForm, m_betChoices);
    clearForm(m_cropForm, m_cropChoices);
    const bool active = m_game && m_board && m_tile >= 0;
    const CompiledTile *tile = active ? &m_game->tiles().tile(m_tile) : nullptr;
    const bool bets = tile && tile->bookmaker && !m_game->state().tokens().empty();
    m_betsBox->setVisible(bets);
    if (bets)
        offerBets();
    const bool crop = tile && tile->cropCircle >= 0;
    m_cropBox->setVisible(crop);
    if (crop)
        offerCropCircle();
}

void TurnChoicesPanel::offerBets()
{
    const GameState &state = m_game->state();
    for (int p = 0; p < m_game->players(); ++p) {
        auto *box = new QComboBox;
        box->setProperty("player", p);
        box->addItem(tr("No bet"), -1);
        for (int t = 0; t < int(state.tokens().size()); ++t) {
            if (state.tokenSupply(p, t) > 0)
                box->addItem(state.tokens()[std::size_t(t)].id, t);
        }
        m_betsForm->addRow(tr("Player %1:").arg(p + 1), box);
        m_betChoices.append(box);
    }
}

void TurnChoicesPanel::offerCropCircle()
{
    const SegmentKind kind = m_game->tiles().tile(m_tile).cropCircleKind();
    const Board &board = *m_board;
    const bool add = m_cropAdd->isChecked();
    m_cropBox->setTitle(tr("Crop circle (%1)").arg(BoardScene::roleLabel(kind)));
    for (int p = 0; p < m_game->players(); ++p) {
        // Only players with such a follower choose anything.
        QList<std::pair<QString, QVariantList>> followers;
        for (const FollowerSlot &slot : board.followers(p)) {
            if (slot.node < 0 || board.kind(slot.node) != kind)
                continue;
            int x = 0, y = 0;
            board.cellPosition(slot.placed, slot.cell, x, y);
            followers.append(
                {tr("%1 at %2 %3").arg(BoardScene::roleLabel(kind), cellText(x, y), positionName(slot.position)),
                 QVariantList {x, y, slot.position}});
        }
        if (followers.isEmpty())
            continue;
        auto *box = new QComboBox;
        box->setProperty("player", p);
        if (add)
            box->addItem(tr("Skip"));
        for (const auto &[text, where] : std::as_const(followers))
            box->addItem(text, where);
        m_cropForm->addRow(tr("Player %1:").arg(p + 1), box);
        m_cropChoices.append(box);
    }
}

void TurnChoicesPanel::fill(Move &move) const
{
    for (QComboBox *box : m_betChoices) {
        const int token = box->currentData().toInt();
        if (token >= 0)
            move.bets.push_back({box->property("player").toInt(), token});
    }
    if (!m_game || m_tile < 0 || m_game->tiles().tile(m_tile).cropCircle < 0)
        return;
    move.crop = m_cropRemove->isChecked() ? CropAction::Remove : CropAction::Add;
    for (QComboBox *box : m_cropChoices) {
        CropPick pick;
        pick.player = box->property("player").toInt();
        const QVariantList where = box->currentData().toList();
        pick.skip = where.size() != 3;
        if (!pick.skip) {
            pick.x = where.at(0).toInt();
            pick.y = where.at(1).toInt();
            pick.position = where.at(2).toInt();
        }
        move.picks.push_back(pick);
    }
}

void TurnChoicesPanel::retranslate()
{
    m_betsBox->setTitle(tr("Bets"));
    m_cropBox->setTitle(tr("Crop circle"));
    m_cropAdd->setText(tr("Add"));
    m_cropRemove->setText(tr("Remove"));
}

void TurnChoicesPanel::changeEvent(QEvent *event)
{
    if (event->type() == QEvent::LanguageChange)
        retranslate();
    QWidget::changeEvent(event);
}

} // namespace Krajina
