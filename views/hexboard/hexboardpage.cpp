// SPDX-FileCopyrightText: 2026 Krajina contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "hexboardpage.h"

#include "document/cataloguedocument.h"
#include "document/dosrioscommands.h"
#include "engine/dosrios/ruleoptions.h"
#include "hex/boardstatistics.h"
#include "hexboardview.h"

#include <QComboBox>
#include <QEvent>
#include <QHBoxLayout>
#include <QKeyEvent>
#include <QLabel>
#include <QMenu>
#include <QPushButton>
#include <QSpinBox>
#include <QUndoStack>
#include <QVBoxLayout>

#include <limits>

using namespace Qt::StringLiterals;

namespace Krajina {

using namespace DosRios;

HexBoardPage::HexBoardPage(QWidget *parent)
    : QWidget(parent)
    , m_view(new HexBoardView(this))
    , m_seed(new QSpinBox(this))
    , m_newLayout(new QPushButton(this))
    , m_turn(new QPushButton(this))
    , m_check(new QPushButton(this))
    , m_simulateGames(new QPushButton(this))
    , m_seedLabel(new QLabel(this))
    , m_status(new QLabel(this))
    , m_pieceLabel(new QLabel(this))
    , m_terrain(new QComboBox(this))
    , m_crop(new QComboBox(this))
{
    setObjectName(u"hexBoardPage"_s);
    m_seed->setObjectName(u"hexSeed"_s);
    m_seed->setRange(0, std::numeric_limits<int>::max());
    m_seed->setValue(1);
    m_newLayout->setObjectName(u"hexNewLayout"_s);
    m_turn->setObjectName(u"hexTurnTile"_s);
    m_turn->setEnabled(false);
    m_status->setObjectName(u"hexStatus"_s);
    m_status->setWordWrap(true);
    m_status->setTextInteractionFlags(Qt::TextSelectableByMouse);
    m_seedLabel->setBuddy(m_seed);
    m_seed->installEventFilter(this);

    auto *bar = new QHBoxLayout;
    bar->addWidget(m_seedLabel);
    bar->addWidget(m_seed);
    bar->addWidget(m_newLayout);
    bar->addWidget(m_turn);
    bar->addWidget(m_check);
    m_check->setObjectName(u"hexCheckBoards"_s);
    bar->addWidget(m_simulateGames);
    m_simulateGames->setObjectName(u"hexSimulateGames"_s);
    bar->addStretch(1);
    bar->addWidget(m_pieceLabel);
    bar->addWidget(m_terrain);
    bar->addWidget(m_crop);
    m_terrain->setObjectName(u"hexTerrain"_s);
    m_crop->setObjectName(u"hexCrop"_s);
    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addLayout(bar);
    layout->addWidget(m_view, 1);
    layout->addWidget(m_status);

    connect(m_newLayout, &QPushButton::clicked, this, [this] { newLayout(std::uint64_t(m_seed->value())); });
    connect(m_check, &QPushButton::clicked, this, [this] { checkRandomBoards(1000); });
    connect(m_simulateGames, &QPushButton::clicked, this, &HexBoardPage::simulateRequested);
    connect(m_turn, &QPushButton::clicked, this, [this] { turnSlot(m_view->selectedSlot()); });
    connect(m_view, &HexBoardView::sideClicked, this, &HexBoardPage::toggleDam);
    connect(m_view, &HexBoardView::slotTurnRequested, this, &HexBoardPage::turnSlot);
    connect(m_view, &HexBoardView::slotsSwapRequested, this, &HexBoardPage::swapSlots);
    connect(m_view, &HexBoardView::slotSelected, this, [this](int slot) { m_turn->setEnabled(slot >= 0); });
    connect(m_view, &HexBoardView::hexSelected, this, &HexBoardPage::selectHex);
    connect(m_view, &HexBoardView::hexMenuRequested, this, &HexBoardPage::showWayMenu);
    const auto edited = [this] {
        setSelectedTerrain(Terrain(m_terrain->currentData().toInt()), Crop(m_crop->currentData().toInt()));
    };
    connect(m_terrain, &QComboBox::activated, this, edited);
    connect(m_crop, &QComboBox::activated, this, edited);
    retranslate();
}

void HexBoardPage::setDocument(CatalogueDocument *document)
{
    if (m_document)
        m_document->disconnect(this);
    m_document = document;
    if (m_document) {
        connect(m_document, &CatalogueDocument::dosRiosBoardChanged, this, &HexBoardPage::refresh);
        connect(m_document, &CatalogueDocument::dosRiosPiecesChanged, this, &HexBoardPage::reassemble);
        connect(m_document, &CatalogueDocument::catalogueReset, this, &HexBoardPage::reassemble);
        if (m_document->dosRiosBoard().cells.isEmpty() && !m_document->catalogue().dosRios.isEmpty()) {
            // A first layout to look at; not an edit of the document.
            Board board;
            if (assembleBoard(m_document->catalogue().dosRios, randomPlacements(m_document->catalogue().dosRios, 1),
                              board)
                    .isEmpty()) {
                board.seed = 1;
                m_document->showDosRiosBoard(board);
            }
        }
    }
    refresh();
}

void HexBoardPage::push(const Board &board, const QString &text)
{
    m_verdict.clear();
    m_document->undoStack()->push(new ChangeDosRiosBoard(m_document, board, text));
}

void HexBoardPage::newLayout(std::uint64_t seed)
{
    if (!m_document)
        return;
    const PieceSet &pieces = m_document->catalogue().dosRios;
    Board board;
    const QString error = assembleBoard(pieces, randomPlacements(pieces, seed), board);
    if (!error.isEmpty()) {
        m_status->setText(error);
        return;
    }
    board.seed = seed;
    push(board, tr("New Dos Rios layout (seed %1)").arg(seed));
}

bool HexBoardPage::showLayout(std::uint64_t seed, const QList<HexSide> &dams)
{
    if (!m_document)
        return false;
    const PieceSet &pieces = m_document->catalogue().dosRios;
    Board board;
    if (const QString error = assembleBoard(pieces, randomPlacements(pieces, seed), board); !error.isEmpty()) {
        m_status->setText(error);
        return false;
    }
    board.seed = seed;
    QStringList refused;
    for (const HexSide &side : dams) {
        const DamVerdict verdict = addDam(board, side);
        if (verdict != DamVerdict::Ok)
            refused << tr("No dam at %1 %2: %3")
                           .arg(hexText(normalised(side).hex), SideText::letters(normalised(side).side),
                                DamText::sentence(verdict));
    }
    m_verdict = refused.join(u' ');
    m_document->showDosRiosBoard(board);
    return refused.isEmpty();
}

void HexBoardPage::toggleDam(const HexSide &side)
{
    if (!m_document)
        return;
    Board board = m_document->dosRiosBoard();
    const HexSide normal = normalised(side);
    if (board.dams.removeAll(normal) > 0) {
        push(board, tr("Take away the dam at %1 %2").arg(hexText(normal.hex), SideText::letters(normal.side)));
        return;
    }
    const DamVerdict verdict = addDam(board, side);
    if (verdict != DamVerdict::Ok) {
        m_verdict = tr("No dam at %1 %2: %3")
                        .arg(hexText(normal.hex), SideText::letters(normal.side), DamText::sentence(verdict));
        m_status->setText(m_verdict);
        return;
    }
    push(board, tr("Dam at %1 %2").arg(hexText(normal.hex), SideText::letters(normal.side)));
}

void HexBoardPage::turnSlot(int slot)
{
    if (!m_document)
        return;
    Board board = m_document->dosRiosBoard();
    if (slot < 0 || slot >= board.placements.size())
        return;
    QList<SlotPlacement> placements = board.placements;
    placements[slot].turn = (placements[slot].turn + 1) % LandTileTurns;
    if (!assembleBoard(m_document->catalogue().dosRios, placements, board).isEmpty())
        return;
    push(board, tr("Turn the land tile in slot %1").arg(slot + 1));
}

void HexBoardPage::swapSlots(int from, int to)
{
    if (!m_document)
        return;
    Board board = m_document->dosRiosBoard();
    if (from < 0 || to < 0 || from >= board.placements.size() || to >= board.placements.size())
        return;
    QList<SlotPlacement> placements = board.placements;
    std::swap(placements[from], placements[to]);
    if (!assembleBoard(m_document->catalogue().dosRios, placements, board).isEmpty())
        return;
    board.seed.reset();
    m_view->setSelectedSlot(to);
    push(board, tr("Move a land tile from slot %1 to slot %2").arg(from + 1).arg(to + 1));
}

std::pair<int, int> HexBoardPage::selectedTileHex() const
{
    if (!m_document || !m_selectedHex)
        return {-1, -1};
    const Board &board = m_document->dosRiosBoard();
    const PieceSet &pieces = m_document->catalogue().dosRios;
    for (qsizetype s = 0; s < pieces.slots.size() && s < board.placements.size(); ++s) {
        const SlotPlacement &p = board.placements[s];
        if (p.tile < 0 || p.tile >= pieces.tiles.size())
            continue;
        const LandTile &tile = pieces.tiles[p.tile];
        const auto placed = placedTile(tile, pieces.slots[s], p.turn);
        for (int k = 0; k < 3; ++k) {
            if (placed[std::size_t(k)].at != *m_selectedHex)
                continue;
            // placedTile puts the k-th hex in clockwise order at the k-th place.
            const Hex local = clockwise({tile.hexes[0].at, tile.hexes[1].at, tile.hexes[2].at})[std::size_t(k)];
            for (int i = 0; i < 3; ++i) {
                if (tile.hexes[std::size_t(i)].at == local)
                    return {p.tile, i};
            }
        }
    }
    return {-1, -1};
}

void HexBoardPage::selectHex(const Hex &hex)
{
    m_selectedHex = hex;
    showPieceEditor();
}

void HexBoardPage::showPieceEditor()
{
    const auto [tile, index] = selectedTileHex();
    const bool editable = tile >= 0;
    m_terrain->setEnabled(editable);
    m_crop->setEnabled(editable);
    if (!editable) {
        m_pieceLabel->setText(tr("Click a land hex to edit it"));
        return;
    }
    const LandTile &land = m_document->catalogue().dosRios.tiles[tile];
    const HexCell &cell = land.hexes[std::size_t(index)];
    m_pieceLabel->setText(tr("%1, hex %2:").arg(land.id, hexText(cell.at)));
    m_terrain->setCurrentIndex(m_terrain->findData(int(cell.terrain)));
    m_crop->setCurrentIndex(m_crop->findData(int(cell.crop)));
}

void HexBoardPage::setSelectedTerrain(Terrain terrain, Crop crop)
{
    const auto [tile, index] = selectedTileHex();
    if (tile < 0)
        return;
    const LandTile &land = m_document->catalogue().dosRios.tiles[tile];
    HexCell cell = land.hexes[std::size_t(index)];
    if (cell.terrain == terrain && cell.crop == crop)
        return;
    cell.terrain = terrain;
    cell.crop = crop;
    m_document->undoStack()->push(new ChangeDosRiosHex(m_document, land.id, index, cell,
                                                       tr("Change hex %1 of %2").arg(hexText(cell.at), land.id)));
}

void HexBoardPage::showPiece(const QString &pieceId)
{
    if (!m_document)
        return;
    const qsizetype tile = m_document->catalogue().dosRios.tileIndex(pieceId);
    const QList<SlotPlacement> &placements = m_document->dosRiosBoard().placements;
    int slot = -1;
    for (qsizetype s = 0; tile >= 0 && s < placements.size(); ++s) {
        if (placements[s].tile == tile)
            slot = int(s);
    }
    m_view->setSelectedSlot(slot);
    m_turn->setEnabled(slot >= 0);
    Q_EMIT pieceShown();
}

void HexBoardPage::checkRandomBoards(int boards)
{
    if (!m_document)
        return;
    const BoardStatistics stats
        = boardStatistics(m_document->catalogue().dosRios, boards, std::uint64_t(m_seed->value()));
    if (!stats.error.isEmpty()) {
        m_status->setText(stats.error);
        return;
    }
    QStringList parts;
    for (int r = 0; r < RiverCount; ++r) {
        const RiverStatistics &river = stats.rivers[std::size_t(r)];
        long total = 0;
        for (const auto &[length, count] : river.lengths)
            total += long(length) * count;
        parts << tr("%1 reaches a lake or the city on %2 (mean %3 hexes watered)")
                     .arg(TerrainText::river(River(r)))
                     .arg(river.reachesEnd())
                     .arg(double(total) / std::max(1, stats.boards), 0, 'f', 1);
    }
    QString text = tr("%n random boards from seed %1: ", nullptr, stats.boards).arg(m_seed->value())
        + parts.join(u"; "_s)
        + tr("; the rivers join on %1 and end in the same lake or the city on %2.")
              .arg(stats.joined)
              .arg(stats.sharedEnd);
    if (!stats.stuckSeeds.empty())
        text += u' ' + tr("A river is stuck on seed %1.").arg(stats.stuckSeeds.front());
    m_status->setText(text);
}

void HexBoardPage::reassemble()
{
    // The pieces changed: the same placements with the new pieces, no undo step of its own.
    if (!m_document)
        return;
    Board board = m_document->dosRiosBoard();
    const PieceSet &pieces = m_document->catalogue().dosRios;
    QList<SlotPlacement> placements = board.placements;
    if (placements.size() != pieces.slots.size())
        placements = randomPlacements(pieces, board.seed.value_or(1));
    if (!assembleBoard(pieces, placements, board).isEmpty())
        return;
    if (m_document->isDosRiosBoardShownOnly())
        m_document->showDosRiosBoard(board);
    else
        m_document->setDosRiosBoard(board);
}

void HexBoardPage::refresh()
{
    const Board board = m_document ? m_document->dosRiosBoard() : Board();
    const QList<std::array<Hex, 3>> slots
        = m_document ? m_document->catalogue().dosRios.slots : QList<std::array<Hex, 3>>();
    m_router = RiverRouter(board);
    m_router.route(m_routing);
    m_ties.clear();
    for (const RiverCourse &course : m_routing.rivers) {
        // Every hex but the last one (where the course ends or joins) has a way out.
        for (std::size_t i = 0; i + 1 < course.cells.size(); ++i) {
            const Hex hex = board.cells[course.cells[i]].at;
            if (m_router.lowestSides(course.cells[i]).size() > 1 && !m_ties.contains(hex))
                m_ties << hex;
        }
    }
    m_view->setBoard(board, slots, m_routing);
    m_view->setTies(m_ties);
    if (board.seed)
        m_seed->setValue(int(std::min<std::uint64_t>(*board.seed, std::uint64_t(m_seed->maximum()))));
    m_status->setText(m_verdict.isEmpty() ? routingSummary() : m_verdict);
    m_verdict.clear();
    showPieceEditor();
}

QString HexBoardPage::routingSummary() const
{
    if (!m_document || m_document->dosRiosBoard().cells.isEmpty())
        return tr("The catalogue has no Dos Rios pieces.");
    const Board &board = m_document->dosRiosBoard();
    QStringList parts;
    for (int r = 0; r < RiverCount; ++r) {
        const RiverCourse &course = m_routing.rivers[std::size_t(r)];
        const QString river = TerrainText::river(River(r));
        const int watered = wateredLength(board, m_routing, River(r));
        switch (course.end) {
        case CourseEnd::Lake:
            parts << tr("%1 ends in a lake (%2 hexes watered)").arg(river).arg(watered);
            break;
        case CourseEnd::City:
            parts << tr("%1 ends in the city (%2 hexes watered)").arg(river).arg(watered);
            break;
        case CourseEnd::Joined:
            parts << tr("%1 joins %2 at %3 (%4 hexes watered)")
                         .arg(river, TerrainText::river(River::Grande), hexText(board.cells[m_routing.joinCell].at))
                         .arg(watered);
            break;
        case CourseEnd::Stuck:
            parts << tr("%1 is stuck").arg(river);
            break;
        case CourseEnd::NoSpring:
            parts << tr("%1 has no spring").arg(river);
            break;
        }
    }
    QString summary = parts.join(u"; "_s) + u'.';
    if (m_routing.sharedEndCell >= 0) {
        const HexCell &end = board.cells[m_routing.sharedEndCell];
        summary += u' '
            + (end.terrain == Terrain::City
                   ? tr("Both rivers end in the city: they have not joined.")
                   : tr("Both rivers end in the lake at %1: they have not joined.").arg(hexText(end.at)));
    }
    if (!m_ties.isEmpty())
        summary += u' '
            + tr("%n tie(s) on the courses (ringed): right-click a ringed hex to choose the river's way.", nullptr,
                 int(m_ties.size()));
    return summary;
}

QList<DosRios::Side> HexBoardPage::waysAt(const Hex &hex) const
{
    const std::vector<DosRios::Side> sides = m_router.lowestSides(m_router.cellIndex(hex));
    return QList<DosRios::Side>(sides.begin(), sides.end());
}

void HexBoardPage::chooseSide(const Hex &hex, DosRios::Side side)
{
    if (!m_document)
        return;
    const QList<DosRios::Side> ways = waysAt(hex);
    if (ways.size() < 2 || !ways.contains(side))
        return;
    Board board = m_document->dosRiosBoard();
    board.choices.removeIf([&](const HexSide &choice) { return choice.hex == hex; });
    if (side != ways.first()) // the fixed order takes the first one anyway
        board.choices.append({hex, side});
    if (board.choices == m_document->dosRiosBoard().choices)
        return;
    push(board, tr("River through %1 at %2").arg(SideText::letters(side), hexText(hex)));
}

void HexBoardPage::showWayMenu(const Hex &hex, const QPoint &globalPos)
{
    const QList<DosRios::Side> ways = waysAt(hex);
    if (!m_document || ways.size() < 2 || !m_ties.contains(hex))
        return;
    DosRios::Side current = ways.first();
    for (const HexSide &choice : m_document->dosRiosBoard().choices) {
        if (choice.hex == hex && ways.contains(choice.side))
            current = choice.side;
    }
    QMenu menu(this);
    menu.setObjectName(u"hexWayMenu"_s);
    menu.addSection(tr("The river's way at %1").arg(hexText(hex)));
    // The rules do not say which of equally low sides a river takes: the reading that explains the choice.
    const QStringList unit = DosRios::ruleOptionExplainedIn(u"dosrios.tieChoice").split(u'#');
    if (unit.size() == 2) {
        QAction *explained = menu.addAction(tr("A reading: rules page %1, unit T:%2").arg(unit.at(0), unit.at(1)));
        explained->setEnabled(false);
    }
    for (const DosRios::Side side : ways) {
        QAction *action
            = menu.addAction(side == ways.first() ? tr("Through %1 (the fixed order)").arg(SideText::letters(side))
                                                  : tr("Through %1").arg(SideText::letters(side)));
        action->setCheckable(true);
        action->setChecked(side == current);
        connect(action, &QAction::triggered, this, [this, hex, side] { chooseSide(hex, side); });
    }
    menu.exec(globalPos);
}

bool HexBoardPage::eventFilter(QObject *watched, QEvent *event)
{
    if (watched == m_seed && event->type() == QEvent::KeyPress) {
        const int key = static_cast<QKeyEvent *>(event)->key();
        if (key == Qt::Key_Return || key == Qt::Key_Enter) {
            m_seed->interpretText();
            newLayout(std::uint64_t(m_seed->value()));
            return true;
        }
    }
    return QWidget::eventFilter(watched, event);
}

void HexBoardPage::changeEvent(QEvent *event)
{
    if (event->type() == QEvent::LanguageChange) {
        retranslate();
        refresh();
    }
    QWidget::changeEvent(event);
}

void HexBoardPage::retranslate()
{
    m_seedLabel->setText(tr("&Seed:"));
    m_newLayout->setText(tr("&New Layout"));
    m_newLayout->setToolTip(tr("Lay the land tiles at random from the seed (an undo step)"));
    m_seed->setToolTip(tr("The seed of a random layout: Enter or New Layout lays it"));
    m_check->setText(tr("&Check 1000 Boards"));
    m_check->setToolTip(tr("Lay 1000 random boards from the seed on and report how both rivers fare"));
    m_simulateGames->setText(tr("Simulate Games…"));
    m_simulateGames->setToolTip(tr("Play many random games of Dos Rios on the Simulate page: win rates, game "
                                   "length, watered hexes, bandit strikes"));
    m_turn->setText(tr("&Turn Tile"));
    m_turn->setToolTip(tr("Turn the selected land tile by a third (also R or a double-click on the tile)"));
    m_terrain->clear();
    for (const Terrain t : {Terrain::Highland, Terrain::Forest, Terrain::Farmland})
        m_terrain->addItem(TerrainText::terrain(t), int(t));
    m_crop->clear();
    for (const Crop c : {Crop::None, Crop::Corn, Crop::Tobacco, Crop::Wheat})
        m_crop->addItem(TerrainText::crop(c), int(c));
    m_terrain->setToolTip(tr("Terrain of the selected land hex (edits its land tile)"));
    m_crop->setToolTip(tr("Crop of the selected land hex (farmland only)"));
    m_view->setWhatsThis(tr("Click a side of a hex to put or take a dam; drag a land tile to another slot; "
                            "double-click it to turn it; right-click a ringed hex (a tie) to choose the river's way."));
}

} // namespace Krajina
