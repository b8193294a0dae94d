// SPDX-FileCopyrightText: 2026 Krajina contributors
// SPDX-License-Identifier: GPL-3.0-or-later

#include "cataloguebrowser.h"

#include "catalogue/catalogueroles.h"
#include "catalogue/tilefilterproxymodel.h"
#include "document/cataloguedocument.h"
#include "document/cataloguetreemodel.h"
#include "document/tiletablemodel.h"
#include "tile/featurelabels.h"
#include "tilethumbnaildelegate.h"

#include <QComboBox>
#include <QEvent>
#include <QGridLayout>
#include <QHeaderView>
#include <QLabel>
#include <QLineEdit>
#include <QListView>
#include <QLocale>
#include <QStackedWidget>
#include <QStyleOption>
#include <QTabBar>
#include <QTimer>
#include <QTreeView>
#include <QVBoxLayout>

#include <algorithm>
#include <utility>

using namespace Qt::StringLiterals;

namespace Krajina {

namespace {

// The catalogue tree showing the tiles the grid's filters let through, with
// their expansions and games.
class TreeFilter : public QSortFilterProxyModel
{
public:
    TreeFilter(const TileFilterProxyModel *tiles, QObject *parent)
        : QSortFilterProxyModel(parent)
        , m_tiles(tiles)
    {
        setRecursiveFilteringEnabled(true);
    }
    void refresh() { invalidateFilter(); }
    void setSourceModel(QAbstractItemModel *model) override
    {
        m_tree = static_cast<CatalogueTreeModel *>(model);
        QSortFilterProxyModel::setSourceModel(model);
    }

protected:
    bool filterAcceptsRow(int sourceRow, const QModelIndex &sourceParent) const override
    {
        const CatalogueNodeKind kind = m_tree->nodeKind(sourceRow, sourceParent);
        // Hex pieces pass the same filters by their roles (no edges, features or expansion of their own).
        if (kind == CatalogueNodeKind::HexPiece)
            return m_tiles->acceptsItem(m_tree->index(sourceRow, 0, sourceParent));
        const int tile = m_tree->tileIndexAt(sourceRow, sourceParent);
        // Games, expansions and groups show when one of their tiles or pieces does (recursive filtering).
        return tile >= 0 && kind == CatalogueNodeKind::Tile && m_tiles->acceptsTile(tile);
    }

private:
    const TileFilterProxyModel *m_tiles;
    const CatalogueTreeModel *m_tree = nullptr;
};

} // namespace

CatalogueBrowser::CatalogueBrowser(CatalogueDocument *document, QWidget *parent)
    : QWidget(parent)
    , m_proxy(new TileFilterProxyModel(this))
    , m_text(new QLineEdit(this))
    , m_edges(new QLineEdit(this))
    , m_expansion(new QComboBox(this))
    , m_feature(new QComboBox(this))
    , m_status(new QComboBox(this))
    , m_hint(new QLabel(this))
    , m_tabs(new QTabBar(this))
    , m_stack(new QStackedWidget(this))
    , m_grid(new QListView(this))
    , m_tree(new QTreeView(this))
    , m_showCurrent(new QTimer(this))
{
    setObjectName(u"CatalogueBrowser"_s);
    m_text->setObjectName(u"filterText"_s);
    m_edges->setObjectName(u"filterEdges"_s);
    m_expansion->setObjectName(u"filterExpansion"_s);
    m_feature->setObjectName(u"filterFeature"_s);
    m_status->setObjectName(u"filterStatus"_s);
    m_grid->setObjectName(u"tileGrid"_s);
    m_tree->setObjectName(u"tileTree"_s);
    m_hint->setObjectName(u"filterHint"_s);
    m_hint->setWordWrap(true);
    m_hint->hide();
    m_treeFilter = new TreeFilter(m_proxy, this);
    m_showCurrent->setObjectName(u"showCurrentTimer"_s);
    m_showCurrent->setSingleShot(true);
    m_showCurrent->setInterval(ShowCurrentDelayMs);
    connect(m_showCurrent, &QTimer::timeout, this, [this] { setCurrentFromIndex(m_grid->currentIndex()); });
    m_text->setClearButtonEnabled(true);
    m_edges->setClearButtonEnabled(true);
    m_edges->setMaxLength(4);

    m_feature->addItem(QString(), -1);
    for (FeatureType t : {FeatureType::City, FeatureType::Road, FeatureType::River, FeatureType::Field,
                          FeatureType::Monastery, FeatureType::Garden, FeatureType::Bookmaker, FeatureType::CropCircle})
        m_feature->addItem(QString(), int(t));
    m_status->addItem(QString(), -1);
    for (TileStatus s : tileStatuses)
        m_status->addItem(QString(), int(s));

    // Thumbnails left to right in rows, as an icon view shows them, but laid out as a list in a grid of
    // cells of one size: the icon view positions every item one by one (a keystroke that brings back
    // 89,000 of 100,000 tiles took 140M instructions to lay them out), the list only notes where each
    // row of cells starts.
    m_grid->setFlow(QListView::LeftToRight);
    m_grid->setWrapping(true);
    m_grid->setResizeMode(QListView::Adjust);
    m_grid->setMovement(QListView::Static);
    m_grid->setUniformItemSizes(true);
    m_grid->setSpacing(4);
    m_grid->setSelectionRectVisible(true);
    m_grid->setVerticalScrollMode(QAbstractItemView::ScrollPerPixel);
    m_grid->installEventFilter(this);
    m_grid->setSelectionMode(QAbstractItemView::ExtendedSelection);
    m_grid->setModel(m_proxy);
    m_tree->setUniformRowHeights(true);
    m_tree->installEventFilter(this);
    m_tree->setSelectionMode(QAbstractItemView::SingleSelection);
    m_tree->setEditTriggers(QAbstractItemView::EditKeyPressed | QAbstractItemView::SelectedClicked);

    m_tabs->addTab(QString());
    m_tabs->addTab(QString());
    m_stack->addWidget(m_grid);
    m_stack->addWidget(m_tree);
    connect(m_tabs, &QTabBar::currentChanged, m_stack, &QStackedWidget::setCurrentIndex);
    connect(m_stack, &QStackedWidget::currentChanged, this, [this] {
        if (treeShown())
            refilterTree();
    });

    auto *filters = new QGridLayout;
    filters->addWidget(m_text, 0, 0, 1, 2);
    filters->addWidget(m_edges, 1, 0);
    filters->addWidget(m_feature, 1, 1);
    filters->addWidget(m_expansion, 2, 0);
    filters->addWidget(m_status, 2, 1);
    // The short choices keep their words whole (in Czech too, after a switch): the edge field gives way.
    for (QComboBox *box : {m_feature, m_status})
        box->setSizePolicy(QSizePolicy::Minimum, box->sizePolicy().verticalPolicy());
    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(2, 2, 2, 2);
    layout->addLayout(filters);
    layout->addWidget(m_hint);
    layout->addWidget(m_tabs);
    layout->addWidget(m_stack, 1);

    connect(m_text, &QLineEdit::textChanged, this, &CatalogueBrowser::applyFilters);
    connect(m_edges, &QLineEdit::textChanged, this, &CatalogueBrowser::applyFilters);
    connect(m_expansion, &QComboBox::currentIndexChanged, this, &CatalogueBrowser::applyFilters);
    connect(m_feature, &QComboBox::currentIndexChanged, this, &CatalogueBrowser::applyFilters);
    connect(m_status, &QComboBox::currentIndexChanged, this, &CatalogueBrowser::applyFilters);

    retranslate();
    setDocument(document);
}

CatalogueBrowser::~CatalogueBrowser() = default;

void CatalogueBrowser::setDocument(CatalogueDocument *document)
{
    m_document = document;
    m_currentTile = -1;
    m_showCurrent->stop();
    m_treeExpandPending = false; // a new model shows its first level only
    m_treeFilterPending = false; // and is filtered when set
    m_proxy->setSourceModel(nullptr);
    m_tree->setModel(nullptr);
    m_treeFilter->setSourceModel(nullptr);
    delete m_table;
    delete m_treeModel;
    delete m_grid->itemDelegate();
    m_table = nullptr;
    m_treeModel = nullptr;
    if (!document)
        return;
    m_table = new TileTableModel(document, this);
    m_treeModel = new CatalogueTreeModel(document, this);
    m_table->setLanguage(QLocale().name());
    m_treeModel->setLanguage(QLocale().name());
    m_proxy->setSourceModel(m_table);
    m_proxy->setSortLocale(QLocale(QLocale::Czech, QLocale::CzechRepublic));
    m_treeFilter->setSourceModel(m_treeModel);
    m_tree->setModel(m_treeFilter);
    m_tree->header()->setSectionResizeMode(QHeaderView::ResizeToContents);
    m_grid->setItemDelegate(new TileThumbnailDelegate(document, m_grid));
    updateGridSize();

    connect(m_grid->selectionModel(), &QItemSelectionModel::currentChanged, this,
            [this](const QModelIndex &current) { setCurrentFromIndex(current); });
    connect(m_tree->selectionModel(), &QItemSelectionModel::currentChanged, this,
            [this](const QModelIndex &current) { setCurrentFromIndex(current); });
    connect(document, &CatalogueDocument::catalogueReset, this, &CatalogueBrowser::fillExpansions);
    connect(document, &CatalogueDocument::expansionChanged, this, &CatalogueBrowser::fillExpansions);
    fillExpansions();
    m_tree->expandToDepth(0);
}

QStringList CatalogueBrowser::selectedTileIds() const
{
    if (!m_document || !m_grid->selectionModel())
        return {};
    QList<int> rows;
    const QModelIndexList selected = m_grid->selectionModel()->selectedIndexes();
    for (const QModelIndex &index : selected)
        rows << index.data(TileIndexRole).toInt();
    std::sort(rows.begin(), rows.end());
    QStringList ids;
    for (int row : std::as_const(rows))
        ids << m_document->catalogue().tiles.at(row).id;
    return ids;
}

void CatalogueBrowser::retranslate()
{
    m_text->setPlaceholderText(tr("Search id or name…"));
    m_edges->setPlaceholderText(tr("Edges, e.g. CRFR"));
    m_edges->setToolTip(tr("Edge pattern N-E-S-W in any rotation: C city, R road, F field, I river, ? any"));
    m_feature->setItemText(0, tr("Any feature"));
    for (int i = 1; i < m_feature->count(); ++i)
        m_feature->setItemText(i, FeatureLabels::type(FeatureType(m_feature->itemData(i).toInt())));
    m_status->setItemText(0, tr("Any status"));
    for (int i = 1; i < m_status->count(); ++i)
        m_status->setItemText(i, TileTableModel::statusText(TileStatus(m_status->itemData(i).toInt())));
    m_tabs->setTabText(0, tr("Grid"));
    m_tabs->setTabText(1, tr("Tree"));
    // Tile and expansion names follow the language (through the default locale) at once.
    if (m_table)
        m_table->setLanguage(QLocale().name());
    if (m_treeModel)
        m_treeModel->setLanguage(QLocale().name());
    fillExpansions();
}

void CatalogueBrowser::changeEvent(QEvent *event)
{
    if (event->type() == QEvent::LanguageChange)
        retranslate();
    QWidget::changeEvent(event);
}

void CatalogueBrowser::fillExpansions()
{
    const QString keep = m_expansion->currentData().toString();
    const QSignalBlocker blocker(m_expansion);
    m_expansion->clear();
    m_expansion->addItem(tr("All expansions"), QString());
    if (m_document) {
        // Designs per expansion and status, in one pass over the tiles.
        struct Counts
        {
            int verified = 0;
            int transcribed = 0;
            int designs = 0;
        };
        QHash<QString, Counts> counts;
        for (const TileDefinition &t : m_document->catalogue().tiles) {
            Counts &c = counts[t.expansion];
            ++c.designs;
            c.verified += t.status == TileStatus::Verified ? 1 : 0;
            c.transcribed += t.status == TileStatus::Transcribed ? 1 : 0;
        }
        for (const Expansion &e : m_document->catalogue().expansions) {
            const Counts c = counts.value(e.id);
            const int verified = c.verified;
            const int transcribed = c.transcribed;
            const int designs = c.designs;
            const QString name = localName(e, QLocale().name());
            m_expansion->addItem(
                transcribed == 0
                    ? tr("%1 (%2/%3 verified)").arg(name).arg(verified).arg(designs)
                    //: An expansion with how many of its designs are verified and transcribed from a secondary source
                    : tr("%1 (%2/%3 verified, %4 transcribed)").arg(name).arg(verified).arg(designs).arg(transcribed),
                e.id);
        }
    }
    m_expansion->setCurrentIndex(std::max(0, m_expansion->findData(keep)));
}

void CatalogueBrowser::applyFilters()
{
    // A filter that hides the current tile moves the grid's current row, maybe more than once as the rows go
    // range by range: the tile it comes to rest on becomes current once, after the grid is filtered.
    const int gridTileBefore = m_grid->currentIndex().data(TileIndexRole).toInt();
    const bool gridHadCurrent = m_grid->currentIndex().isValid();
    const bool wasSyncing = std::exchange(m_syncing, true);
    m_proxy->setText(m_text->text());
    // Half a pattern or a wrong letter filters nothing; updateHint() says why.
    const QString pattern = m_edges->text().toUpper();
    m_proxy->setEdgePattern(TileFilterProxyModel::isValidEdgePattern(pattern) ? pattern : QString());
    m_proxy->setExpansion(m_expansion->currentData().toString());
    const int feature = m_feature->currentData().toInt();
    m_proxy->setFeatureType(feature < 0 ? std::nullopt : std::optional<FeatureType>(FeatureType(feature)));
    const int status = m_status->currentData().toInt();
    m_proxy->setStatus(status < 0 ? std::nullopt : std::optional<TileStatus>(TileStatus(status)));
    m_syncing = wasSyncing;
    QModelIndex current = m_grid->currentIndex();
    if (!current.isValid())
        current = placeGridCurrent(gridHadCurrent ? gridTileBefore : -1);
    // The editor, the board and the properties follow the new current tile when typing pauses (as a file
    // manager's information panel does): the grid answers each key at once.
    const int currentTile = current.data(TileIndexRole).toInt();
    const bool moved = current.isValid() && (!gridHadCurrent || currentTile != gridTileBefore);
    if (m_showCurrent->isActive() || (moved && (currentTile != m_currentTile || !m_currentHexPiece.isEmpty())))
        m_showCurrent->start();
    // Filtering the tree takes long with many tiles: the tree behind its tab is filtered when it shows.
    m_treeFilterPending = true;
    if (treeShown())
        refilterTree();
    updateHint();
}

QModelIndex CatalogueBrowser::placeGridCurrent(int hiddenTile)
{
    const int rows = m_proxy->rowCount();
    if (!m_table || rows == 0)
        return {};
    // The current tile where the filters show it again; else the shown tile nearest before the one they hid
    // (in catalogue order, the rows' order while unsorted), else the first after it, as the rows would have
    // closed up round it; else none.
    QModelIndex place;
    if (m_currentTile >= 0)
        place = m_proxy->mapFromSource(m_table->index(m_currentTile, 0));
    if (!place.isValid() && hiddenTile >= 0) {
        int row = 0;
        if (m_proxy->sortColumn() < 0) {
            int first = 0;
            int count = rows;
            while (count > 0) {
                const int step = count / 2;
                if (m_proxy->mapToSource(m_proxy->index(first + step, 0)).row() < hiddenTile) {
                    first += step + 1;
                    count -= step + 1;
                } else {
                    count = step;
                }
            }
            row = std::max(0, first - 1);
        }
        place = m_proxy->index(row, 0);
    }
    if (place.isValid()) {
        const bool wasSyncing = std::exchange(m_syncing, true);
        m_grid->selectionModel()->setCurrentIndex(place, QItemSelectionModel::NoUpdate);
        m_syncing = wasSyncing;
    }
    return place;
}

bool CatalogueBrowser::treeShown() const
{
    return m_stack->currentWidget() == m_tree;
}

void CatalogueBrowser::refilterTree()
{
    if (!std::exchange(m_treeFilterPending, false))
        return;
    static_cast<TreeFilter *>(m_treeFilter)->refresh();
    // Laying out the whole tree takes long with many tiles: a hidden tree expands when it shows.
    m_treeExpandPending = true;
    if (m_tree->isVisible())
        expandTree();
    if (m_currentHexPiece.isEmpty())
        selectInTree(m_currentTile);
}

void CatalogueBrowser::expandTree()
{
    m_treeExpandPending = false;
    m_tree->expandAll();
}

void CatalogueBrowser::updateGridSize()
{
    // A cell is the delegate's size, which follows the font, and the space between thumbnails (a list with
    // a grid puts none of its own).
    QStyleOptionViewItem option;
    option.initFrom(m_grid);
    const int space = m_grid->spacing();
    m_grid->setGridSize(m_grid->itemDelegate()->sizeHint(option, {}) + QSize(space, space));
}

bool CatalogueBrowser::eventFilter(QObject *watched, QEvent *event)
{
    if (watched == m_grid && event->type() == QEvent::FontChange && m_grid->itemDelegate())
        updateGridSize();
    if (watched == m_tree && event->type() == QEvent::Show) {
        if (m_treeExpandPending)
            expandTree();
        if (m_treeScrollPending && m_tree->currentIndex().isValid())
            m_tree->scrollTo(m_tree->currentIndex());
        m_treeScrollPending = false;
    }
    return QWidget::eventFilter(watched, event);
}

void CatalogueBrowser::updateHint()
{
    const QString pattern = m_edges->text().toUpper();
    QString hint;
    bool badPattern = false;
    if (!pattern.isEmpty() && !TileFilterProxyModel::isValidEdgePattern(pattern)) {
        const bool lettersOk
            = std::all_of(pattern.cbegin(), pattern.cend(), [](QChar c) { return QStringView(u"CRFI?").contains(c); });
        badPattern = !lettersOk;
        hint = lettersOk ? tr("Type all four edges, north, east, south and west (e.g. CRFR).")
                         : tr("\"%1\" is not an edge pattern: use C for a city, R road, F field, I river and ? for "
                              "any edge.")
                               .arg(m_edges->text());
    } else if (m_document && m_proxy->rowCount() == 0) {
        hint = tr("No tile matches these filters.");
    }
    m_hint->setText(hint);
    m_hint->setVisible(!hint.isEmpty());
    QPalette palette = m_edges->parentWidget()->palette();
    if (badPattern)
        palette.setColor(QPalette::Text, QColor(0xda, 0x44, 0x53)); // Breeze's negative text
    m_edges->setPalette(palette);
}

void CatalogueBrowser::setCurrentFromIndex(const QModelIndex &index)
{
    if (m_syncing || !index.isValid())
        return;
    m_showCurrent->stop(); // a row chosen now goes before one the filters came to
    if (const QString piece = index.data(HexPieceIdRole).toString(); !piece.isEmpty()) {
        m_currentHexPiece = piece;
        Q_EMIT currentHexPieceChanged(piece);
        return;
    }
    if (const QString game = index.data(GameIdRole).toString(); !game.isEmpty()) {
        Q_EMIT currentGameChanged(game);
        return;
    }
    const int tile = index.data(TileIndexRole).toInt();
    if (tile < 0 || (tile == m_currentTile && m_currentHexPiece.isEmpty()))
        return;
    m_currentHexPiece.clear();
    selectTile(tile);
    Q_EMIT currentTileChanged(tile);
}

void CatalogueBrowser::selectTile(int tileIndex)
{
    m_currentTile = tileIndex;
    if (!m_table)
        return;
    m_syncing = true;
    const QModelIndex source = m_table->index(tileIndex, 0);
    const QModelIndex inGrid = m_proxy->mapFromSource(source);
    if (inGrid.isValid()) {
        // A tile chosen from outside the grid (a new tile, a problem's tile) is the only one selected, even
        // while Ctrl is still held from its shortcut (Ctrl+T); the grid's own current tile keeps the
        // selection the author clicked together.
        QItemSelectionModel *selection = m_grid->selectionModel();
        if (selection->currentIndex() != inGrid)
            selection->setCurrentIndex(inGrid, QItemSelectionModel::ClearAndSelect);
        m_grid->scrollTo(inGrid);
    }
    if (!m_treeFilterPending)
        selectInTree(tileIndex);
    m_syncing = false;
}

void CatalogueBrowser::selectInTree(int tileIndex)
{
    if (!m_treeModel)
        return;
    const bool wasSyncing = std::exchange(m_syncing, true);
    // A tile's row directly; no tile (-1) finds the first row without one, as it always did.
    QModelIndex inTree = m_treeModel->tileIndex(tileIndex);
    if (tileIndex < 0) {
        const QModelIndexList rows = m_treeModel->match(m_treeModel->index(0, 0), TileIndexRole, tileIndex, 1,
                                                        Qt::MatchExactly | Qt::MatchRecursive);
        inTree = rows.isEmpty() ? QModelIndex() : rows.first();
    }
    const QModelIndex shown = m_treeFilter->mapFromSource(inTree);
    if (shown.isValid()) {
        m_tree->setCurrentIndex(shown);
        // A hidden tree scrolls to its current row when it shows (laying it out takes long with many tiles).
        m_treeScrollPending = !m_tree->isVisible();
        if (!m_treeScrollPending)
            m_tree->scrollTo(shown);
    }
    m_syncing = wasSyncing;
}

void CatalogueBrowser::selectHexPiece(const QString &pieceId)
{
    if (!m_treeModel)
        return;
    m_currentHexPiece = pieceId;
    refilterTree();
    const QModelIndex shown = m_treeFilter->mapFromSource(m_treeModel->hexPieceIndex(pieceId));
    if (!shown.isValid())
        return;
    m_syncing = true;
    m_tabs->setCurrentIndex(1); // the pieces are in the tree
    m_tree->setCurrentIndex(shown);
    m_tree->scrollTo(shown);
    m_syncing = false;
}

bool CatalogueBrowser::isShowingCurrentLater() const
{
    return m_showCurrent->isActive();
}

void CatalogueBrowser::focusFilter()
{
    m_text->setFocus();
    m_text->selectAll();
}

} // namespace Krajina
