// SPDX-FileCopyrightText: 2026 Krajina contributors
// SPDX-License-Identifier: GPL-3.0-or-later

#include "neighbourspage.h"

#include "boardscene.h"
#include "boardview.h"
#include "document/cataloguedocument.h"

#include <QCheckBox>
#include <QEvent>
#include <QHBoxLayout>
#include <QLabel>
#include <QLocale>
#include <QMenu>
#include <QSettings>
#include <QSignalBlocker>
#include <QToolButton>
#include <QVBoxLayout>

using namespace Qt::StringLiterals;

namespace Krajina {

namespace {

const QString TintsKey = u"board/neighbours/tints"_s;

QString sideLabel(int side)
{
    switch (side & 3) {
    case 0:
        return NeighboursPage::tr("north");
    case 1:
        return NeighboursPage::tr("east");
    case 2:
        return NeighboursPage::tr("south");
    default:
        return NeighboursPage::tr("west");
    }
}

QString edgeLabel(EdgeKind edge)
{
    switch (edge) {
    case EdgeKind::Road:
        return NeighboursPage::tr("road");
    case EdgeKind::City:
        return NeighboursPage::tr("city");
    case EdgeKind::River:
        return NeighboursPage::tr("river");
    case EdgeKind::Field:
    case EdgeKind::None:
        break;
    }
    return NeighboursPage::tr("field");
}

} // namespace

NeighboursPage::NeighboursPage(QWidget *parent)
    : QWidget(parent)
    , m_scene(new BoardScene(this))
    , m_view(new BoardView(this))
    , m_title(new QLabel(this))
    , m_candidates(new QToolButton(this))
    , m_candidateMenu(new QMenu(this))
    , m_other(new QToolButton(this))
    , m_tints(new QCheckBox(this))
    , m_fit(new QToolButton(this))
    , m_note(new QLabel(this))
{
    setObjectName(u"NeighboursPage"_s);
    m_view->setObjectName(u"neighboursView"_s);
    m_view->setBoardScene(m_scene);
    // The tile shown is what matters: it fills the view with the near half of each neighbour.
    const qreal half = BoardScene::CellSize / 2;
    m_scene->setFocusRect(BoardScene::cellRect(0, 0).adjusted(-half, -half, half, half));
    m_title->setObjectName(u"neighboursTitle"_s);
    m_title->setTextInteractionFlags(Qt::TextSelectableByMouse);
    m_candidates->setObjectName(u"candidates"_s);
    m_candidates->setMenu(m_candidateMenu);
    m_candidates->setPopupMode(QToolButton::InstantPopup);
    m_other->setObjectName(u"otherNeighbours"_s);
    m_tints->setObjectName(u"tints"_s);
    // Whether merged features are tinted is the user's choice, kept between sessions.
    m_tints->setChecked(QSettings().value(TintsKey, true).toBool());
    m_scene->setRegionTints(m_tints->isChecked());
    m_fit->setObjectName(u"fit"_s);
    m_note->setObjectName(u"neighboursNote"_s);
    m_note->setWordWrap(true);

    auto *bar = new QHBoxLayout;
    bar->addWidget(m_title, 1);
    bar->addWidget(m_candidates);
    bar->addWidget(m_other);
    bar->addWidget(m_tints);
    bar->addWidget(m_fit);
    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(2, 2, 2, 2);
    layout->addLayout(bar);
    layout->addWidget(m_view, 1);
    layout->addWidget(m_note);

    connect(m_other, &QToolButton::clicked, this, &NeighboursPage::nextVariant);
    connect(m_tints, &QCheckBox::toggled, this, [this](bool on) {
        QSettings().setValue(TintsKey, on);
        m_scene->setRegionTints(on);
    });
    connect(m_fit, &QToolButton::clicked, m_view, &BoardView::fitToView);
    retranslate();
    rebuild();
}

NeighboursPage::~NeighboursPage()
{
    // The scene looks at the layout's board.
    m_scene->setBoard(nullptr);
}

void NeighboursPage::setDocument(CatalogueDocument *document)
{
    if (m_document)
        disconnect(m_document, nullptr, this, nullptr);
    m_document = document;
    m_tile = -1;
    m_shapes.reset();
    if (document) {
        // The finer signals only keep m_tile on the same tile; playableChanged(), after each of them,
        // lays the board out again from the document's tiles as they are now.
        connect(document, &CatalogueDocument::tileAdded, this, [this](int index) {
            m_shapes.reset();
            if (m_tile >= 0 && index <= m_tile)
                ++m_tile;
        });
        connect(document, &CatalogueDocument::tileRemoved, this, [this](int index) {
            m_shapes.reset();
            if (index == m_tile)
                m_tile = -1;
            else if (index < m_tile)
                --m_tile;
        });
        connect(document, &CatalogueDocument::tileMoved, this, [this](int from, int to) {
            m_shapes.reset();
            if (from == m_tile)
                m_tile = to;
            else if (from < m_tile && to >= m_tile)
                --m_tile;
            else if (from > m_tile && to <= m_tile)
                ++m_tile;
        });
        connect(document, &CatalogueDocument::catalogueAboutToBeReset, this, [this] {
            m_shapes.reset();
            m_tile = -1;
        });
        connect(document, &CatalogueDocument::expansionChanged, this, &NeighboursPage::fillExpansionMenu);
        connect(document, &CatalogueDocument::catalogueReset, this, &NeighboursPage::fillExpansionMenu);
        connect(document, &CatalogueDocument::playableChanged, this, [this] {
            m_shapes.reset();
            rebuild();
        });
    }
    fillExpansionMenu();
    rebuild();
}

void NeighboursPage::setCurrentTile(int tileIndex)
{
    if (m_tile == tileIndex)
        return;
    m_tile = tileIndex;
    m_variant = 0;
    m_view->fitToView();
    rebuild();
}

void NeighboursPage::nextVariant()
{
    ++m_variant;
    rebuild();
}

QStringList NeighboursPage::chosenExpansions() const
{
    QStringList ids;
    const auto actions = m_candidateMenu->actions();
    for (QAction *action : actions) {
        if (action->isChecked() && !action->data().toString().isEmpty())
            ids << action->data().toString();
    }
    return ids;
}

void NeighboursPage::setChosenExpansions(const QStringList &ids)
{
    const auto actions = m_candidateMenu->actions();
    for (QAction *action : actions) {
        const QString id = action->data().toString();
        if (id.isEmpty())
            continue;
        QSignalBlocker blocker(action);
        action->setChecked(ids.contains(id));
    }
    rebuild();
}

void NeighboursPage::fillExpansionMenu()
{
    const QStringList chosen = chosenExpansions();
    m_candidateMenu->clear();
    QAction *automatic = m_candidateMenu->addAction(tr("The tile's own expansion and the base game"));
    automatic->setObjectName(u"automaticCandidates"_s);
    connect(automatic, &QAction::triggered, this, [this] { setChosenExpansions({}); });
    m_candidateMenu->addSeparator();
    if (!m_document)
        return;
    const Catalogue &playable = m_document->playableCatalogue();
    for (const Expansion &expansion : playable.expansions) {
        const Game *game = playable.game(expansion.game);
        if (game && game->board != BoardKind::Square)
            continue;
        QAction *action = m_candidateMenu->addAction(localName(expansion, QLocale().name()));
        action->setCheckable(true);
        action->setChecked(chosen.contains(expansion.id));
        action->setData(expansion.id);
        connect(action, &QAction::toggled, this, &NeighboursPage::rebuild);
    }
}

void NeighboursPage::rebuild()
{
    m_error.clear();
    if (!m_document || m_tile < 0 || m_tile >= m_document->catalogue().tiles.size()) {
        m_layout.build({}, -1, {});
        m_scene->setBoard(nullptr);
    } else {
        const Catalogue &playable = m_document->playableCatalogue();
        if (!m_shapes || m_shapes->tileCount() != playable.tiles.size())
            m_shapes = NeighbourShapes(playable);
        m_error = m_layout.build(playable, *m_shapes, m_tile, chosenExpansions(), m_variant);
        const bool laidOut = m_layout.board().placedCount() > 0;
        m_scene->setBoard(laidOut ? &m_layout.board() : nullptr, laidOut ? NeighbourBoard::CentreTile : -1);
    }
    m_view->boardChanged();
    updateNote();
}

void NeighboursPage::updateNote()
{
    const bool hasTile = m_document && m_tile >= 0 && m_tile < m_document->catalogue().tiles.size();
    if (!hasTile) {
        m_title->setText(tr("No tile selected"));
        m_note->setText(tr("Select a tile to see it among fitting neighbours."));
        return;
    }
    const TileDefinition &tile = m_document->catalogue().tiles.at(m_tile);
    m_title->setText(u"<b>%1</b> %2"_s.arg(tile.id.toHtmlEscaped(), tile.edgePattern()));
    if (!m_error.isEmpty()) {
        m_note->setText(tr("The engine cannot lay this tile out: %1").arg(m_error));
        return;
    }
    QStringList lines;
    lines << tr("%1 of %2 sides filled from %3. Hover a colour to follow a merged feature.")
                 .arg(m_layout.filledSides())
                 .arg(m_layout.sides().size())
                 .arg(m_layout.candidateExpansions().join(u", "_s));
    for (const NeighbourBoard::Side &side : m_layout.sides()) {
        if (side.placed < 0)
            lines << tr("No candidate fits the %1 side (%2).").arg(sideLabel(side.side), edgeLabel(side.edge));
    }
    m_note->setText(lines.join(u' '));
}

void NeighboursPage::retranslate()
{
    m_candidates->setText(tr("Neighbours from"));
    m_candidates->setToolTip(tr("Which expansions the neighbours are taken from"));
    m_other->setText(tr("Other neighbours"));
    m_other->setToolTip(tr("Show other tiles that fit"));
    m_tints->setText(tr("Tint merged features"));
    m_tints->setToolTip(tr("Each city, road, field and river joined across tiles in its own colour"));
    m_fit->setText(tr("Fit"));
    m_fit->setToolTip(tr("Show the whole board (0)"));
    if (!m_candidateMenu->actions().isEmpty())
        m_candidateMenu->actions().first()->setText(tr("The tile's own expansion and the base game"));
    updateNote();
}

void NeighboursPage::changeEvent(QEvent *event)
{
    if (event->type() == QEvent::LanguageChange)
        retranslate();
    QWidget::changeEvent(event);
}

} // namespace Krajina
