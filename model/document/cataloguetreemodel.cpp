// SPDX-FileCopyrightText: 2026 Krajina contributors
// SPDX-License-Identifier: GPL-3.0-or-later

#include "cataloguetreemodel.h"

#include "document/cataloguedocument.h"
#include "document/tiletablemodel.h"
#include "hex/hexpainter.h"

#include <QFont>

#include <algorithm>

using namespace Qt::StringLiterals;

namespace Krajina {

struct CatalogueTreeModel::Node
{
    CatalogueNodeKind kind = CatalogueNodeKind::Game;
    QString id; // game or expansion id
    bool unknown = false; // stands for a game or expansion the catalogue does not define
    int tileIndex = -1;
    Node *parent = nullptr;
    std::vector<std::unique_ptr<Node>> children;

    int rowInParent = 0; // kept by append() and renumber(): parent() asks for it all the time

    int row() const { return rowInParent; }
    Node *append(std::unique_ptr<Node> child)
    {
        child->parent = this;
        child->rowInParent = int(children.size());
        children.push_back(std::move(child));
        return children.back().get();
    }
    // After children were inserted, removed or moved at `from` or later.
    void renumber(std::size_t from)
    {
        for (std::size_t i = from; i < children.size(); ++i)
            children[i]->rowInParent = int(i);
    }
    template<typename F>
    void forEach(const F &f)
    {
        f(this);
        for (auto &child : children)
            child->forEach(f);
    }
    bool sameShape(const Node &other) const
    {
        if (kind != other.kind || id != other.id || unknown != other.unknown || tileIndex != other.tileIndex
            || children.size() != other.children.size())
            return false;
        for (std::size_t i = 0; i < children.size(); ++i) {
            if (!children[i]->sameShape(*other.children[i]))
                return false;
        }
        return true;
    }
};

namespace {

QString localName(const QString &cs, const QString &en, const QString &fallback, const QString &language)
{
    const QString &preferred = language.startsWith(u"cs") ? cs : en;
    const QString &other = language.startsWith(u"cs") ? en : cs;
    return !preferred.isEmpty() ? preferred : (!other.isEmpty() ? other : fallback);
}

} // namespace

CatalogueTreeModel::CatalogueTreeModel(CatalogueDocument *document, QObject *parent)
    : QAbstractItemModel(parent)
    , m_document(document)
{
    m_root = buildTree();
    connect(document, &CatalogueDocument::tileAdded, this, &CatalogueTreeModel::onTileAdded);
    connect(document, &CatalogueDocument::tileRemoved, this, &CatalogueTreeModel::onTileRemoved);
    connect(document, &CatalogueDocument::tileMoved, this, &CatalogueTreeModel::onTileMoved);
    connect(document, &CatalogueDocument::tileChanged, this, &CatalogueTreeModel::onTileChanged);
    connect(document, &CatalogueDocument::expansionChanged, this, &CatalogueTreeModel::onExpansionChanged);
    connect(document, &CatalogueDocument::dosRiosPiecesChanged, this, &CatalogueTreeModel::onHexPiecesChanged);
    connect(document, &CatalogueDocument::catalogueAboutToBeReset, this, [this] { beginResetModel(); });
    connect(document, &CatalogueDocument::catalogueReset, this, [this] {
        m_root = buildTree();
        endResetModel();
    });
}

CatalogueTreeModel::~CatalogueTreeModel() = default;

std::unique_ptr<CatalogueTreeModel::Node> CatalogueTreeModel::buildTree() const
{
    auto root = std::make_unique<Node>();
    if (!m_document)
        return root;
    const Catalogue &catalogue = m_document->catalogue();
    Node *unknownGame = nullptr;
    auto unknownGameNode = [&] {
        if (!unknownGame) {
            auto node = std::make_unique<Node>();
            node->unknown = true;
            unknownGame = root->append(std::move(node));
        }
        return unknownGame;
    };

    for (const Game &game : catalogue.games) {
        auto node = std::make_unique<Node>();
        node->id = game.id;
        root->append(std::move(node));
    }
    auto findChild = [](Node *parent, CatalogueNodeKind kind, const QString &id) -> Node * {
        for (auto &child : parent->children) {
            if (child->kind == kind && child->id == id && !child->unknown)
                return child.get();
        }
        return nullptr;
    };
    for (const Expansion &expansion : catalogue.expansions) {
        Node *game = findChild(root.get(), CatalogueNodeKind::Game, expansion.game);
        auto node = std::make_unique<Node>();
        node->kind = CatalogueNodeKind::Expansion;
        node->id = expansion.id;
        (game ? game : unknownGameNode())->append(std::move(node));
    }

    QList<Node *> expansionNodes;
    root->forEach([&](Node *n) {
        if (n->kind == CatalogueNodeKind::Expansion)
            expansionNodes << n;
    });
    for (qsizetype i = 0; i < catalogue.tiles.size(); ++i) {
        const QString &expansionId = catalogue.tiles.at(i).expansion;
        const auto it = std::find_if(expansionNodes.cbegin(), expansionNodes.cend(),
                                     [&](const Node *n) { return n->id == expansionId; });
        Node *expansion = it == expansionNodes.cend() ? nullptr : *it;
        if (!expansion) {
            auto node = std::make_unique<Node>();
            node->kind = CatalogueNodeKind::Expansion;
            node->id = expansionId;
            node->unknown = true;
            expansion = unknownGameNode()->append(std::move(node));
            expansionNodes << expansion;
        }
        auto node = std::make_unique<Node>();
        node->kind = CatalogueNodeKind::Tile;
        node->tileIndex = int(i);
        expansion->append(std::move(node));
    }
    appendHexPieces(root.get());
    return root;
}

void CatalogueTreeModel::appendHexPieces(Node *root) const
{
    const DosRios::PieceSet &pieces = m_document->catalogue().dosRios;
    if (pieces.isEmpty())
        return;
    // Under the hex game (the pieces belong to "dos-rios"), which gets a row of its own if the catalogue lacks it.
    Node *game = nullptr;
    for (auto &child : root->children) {
        if (child->kind == CatalogueNodeKind::Game && !child->unknown && child->id == DosRiosGameId)
            game = child.get();
    }
    if (!game) {
        auto node = std::make_unique<Node>();
        node->id = DosRiosGameId;
        game = root->append(std::move(node));
    }
    const auto group = [&](const QString &id, const QStringList &pieceIds) {
        if (pieceIds.isEmpty())
            return;
        auto node = std::make_unique<Node>();
        node->kind = CatalogueNodeKind::HexGroup;
        node->id = id;
        Node *parent = game->append(std::move(node));
        for (const QString &pieceId : pieceIds) {
            auto piece = std::make_unique<Node>();
            piece->kind = CatalogueNodeKind::HexPiece;
            piece->id = pieceId;
            parent->append(std::move(piece));
        }
    };
    QStringList frame;
    for (const DosRios::FramePiece &piece : pieces.frame)
        frame << piece.id;
    QStringList tiles;
    for (const DosRios::LandTile &tile : pieces.tiles)
        tiles << tile.id;
    group(u"frame"_s, frame);
    group(u"tiles"_s, tiles);
}

void CatalogueTreeModel::onHexPiecesChanged()
{
    if (resetIfReshaped())
        return;
    m_root->forEach([&](Node *n) {
        if (n->kind == CatalogueNodeKind::HexPiece || n->kind == CatalogueNodeKind::HexGroup)
            Q_EMIT dataChanged(indexOf(n, 0), indexOf(n, ColumnCount - 1));
    });
}

QVariant CatalogueTreeModel::hexData(const Node *node, int column, int role) const
{
    const DosRios::PieceSet &pieces = m_document->catalogue().dosRios;
    if (node->kind == CatalogueNodeKind::HexGroup) {
        if (role == NodeKindRole)
            return int(node->kind);
        if (role == TileIndexRole)
            return -1;
        if (role != Qt::DisplayRole)
            return {};
        const bool frame = node->id == u"frame";
        switch (column) {
        case NameColumn:
            return frame ? tr("Frame pieces") : tr("Land tiles");
        case CountColumn:
            return int(node->children.size());
        case VerifiedColumn:
            return TileTableModel::statusText(tileStatusFromName(pieces.status).value_or(TileStatus::Draft));
        default:
            return {};
        }
    }
    QString nameCs;
    QString nameEn;
    QList<DosRios::HexCell> cells;
    if (const qsizetype f = pieces.frameIndex(node->id); f >= 0) {
        nameCs = pieces.frame[f].nameCs;
        nameEn = pieces.frame[f].nameEn;
        cells = pieces.frame[f].hexes;
    } else if (const qsizetype t = pieces.tileIndex(node->id); t >= 0) {
        nameCs = pieces.tiles[t].nameCs;
        nameEn = pieces.tiles[t].nameEn;
        cells = QList<DosRios::HexCell>(pieces.tiles[t].hexes.begin(), pieces.tiles[t].hexes.end());
    }
    switch (role) {
    case NodeKindRole:
        return int(node->kind);
    case TileIndexRole:
        return -1;
    case HexPieceIdRole:
        return node->id;
    case StatusRole:
        return pieces.status;
    case SearchTextRole:
        return QStringList {node->id, nameCs, nameEn}.join(u' ');
    case Qt::DecorationRole:
        return column == NameColumn ? QVariant(DosRios::pieceImage(cells, QSize(24, 24))) : QVariant();
    case Qt::ToolTipRole:
        return node->id;
    case Qt::DisplayRole:
        break;
    default:
        return {};
    }
    switch (column) {
    case NameColumn:
        return localName(nameCs, nameEn, node->id, m_language);
    case CountColumn:
        return 1;
    case VerifiedColumn:
        return TileTableModel::statusText(tileStatusFromName(pieces.status).value_or(TileStatus::Draft));
    default:
        return {};
    }
}

QModelIndex CatalogueTreeModel::hexPieceIndex(const QString &pieceId, int column) const
{
    Node *found = nullptr;
    m_root->forEach([&](Node *n) {
        if (!found && n->kind == CatalogueNodeKind::HexPiece && n->id == pieceId)
            found = n;
    });
    return indexOf(found, column);
}

void CatalogueTreeModel::setLanguage(const QString &language)
{
    if (m_language == language)
        return;
    m_language = language;
    Q_EMIT headerDataChanged(Qt::Horizontal, 0, ColumnCount - 1);
    // One signal per parent for all its children: views and proxies handle a range at once.
    m_root->forEach([this](Node *n) {
        if (!n->children.empty())
            Q_EMIT dataChanged(indexOf(n->children.front().get(), 0),
                               indexOf(n->children.back().get(), ColumnCount - 1));
    });
}

CatalogueNodeKind CatalogueTreeModel::nodeKind(const QModelIndex &index) const
{
    return nodeOf(index)->kind;
}

int CatalogueTreeModel::tileIndexAt(const QModelIndex &index) const
{
    const Node *node = nodeOf(index);
    return node->kind == CatalogueNodeKind::Tile ? node->tileIndex : -1;
}

CatalogueNodeKind CatalogueTreeModel::nodeKind(int row, const QModelIndex &parent) const
{
    const Node *node = childOf(row, parent);
    return node ? node->kind : CatalogueNodeKind::Game;
}

int CatalogueTreeModel::tileIndexAt(int row, const QModelIndex &parent) const
{
    const Node *node = childOf(row, parent);
    return node && node->kind == CatalogueNodeKind::Tile ? node->tileIndex : -1;
}

const CatalogueTreeModel::Node *CatalogueTreeModel::childOf(int row, const QModelIndex &parent) const
{
    if (parent.column() > 0 || row < 0)
        return nullptr;
    const Node *p = nodeOf(parent);
    return std::size_t(row) < p->children.size() ? p->children[std::size_t(row)].get() : nullptr;
}

CatalogueTreeModel::Node *CatalogueTreeModel::nodeOf(const QModelIndex &index) const
{
    return index.isValid() ? static_cast<Node *>(index.internalPointer()) : m_root.get();
}

QModelIndex CatalogueTreeModel::indexOf(const Node *node, int column) const
{
    if (!node || node == m_root.get())
        return {};
    return createIndex(node->row(), column, const_cast<Node *>(node));
}

CatalogueTreeModel::Node *CatalogueTreeModel::findTileNode(int tileIndex) const
{
    Node *found = nullptr;
    m_root->forEach([&](Node *n) {
        if (!found && n->kind == CatalogueNodeKind::Tile && n->tileIndex == tileIndex)
            found = n;
    });
    return found;
}

CatalogueTreeModel::Node *CatalogueTreeModel::findExpansionNode(const QString &id) const
{
    Node *found = nullptr;
    m_root->forEach([&](Node *n) {
        if (!found && n->kind == CatalogueNodeKind::Expansion && n->id == id)
            found = n;
    });
    return found;
}

QModelIndex CatalogueTreeModel::tileIndex(int tileIndex, int column) const
{
    return indexOf(findTileNode(tileIndex), column);
}

QModelIndex CatalogueTreeModel::expansionIndex(const QString &expansionId, int column) const
{
    return indexOf(findExpansionNode(expansionId), column);
}

void CatalogueTreeModel::rebuild()
{
    beginResetModel();
    m_root = buildTree();
    endResetModel();
}

void CatalogueTreeModel::insertTileNode(int tileIndex)
{
    Node *expansion = findExpansionNode(m_document->catalogue().tiles.at(tileIndex).expansion);
    if (!expansion) {
        rebuild(); // needs a placeholder node; rare enough to redo the tree
        return;
    }
    const auto &siblings = expansion->children;
    const int row = int(std::count_if(siblings.cbegin(), siblings.cend(),
                                      [tileIndex](const auto &n) { return n->tileIndex < tileIndex; }));
    beginInsertRows(indexOf(expansion), row, row);
    auto node = std::make_unique<Node>();
    node->kind = CatalogueNodeKind::Tile;
    node->tileIndex = tileIndex;
    node->parent = expansion;
    expansion->children.insert(expansion->children.begin() + row, std::move(node));
    expansion->renumber(std::size_t(row));
    endInsertRows();
    Q_EMIT dataChanged(indexOf(expansion, 0), indexOf(expansion, ColumnCount - 1));
}

void CatalogueTreeModel::removeTileNode(Node *node)
{
    Node *expansion = node->parent;
    const int row = node->row();
    beginRemoveRows(indexOf(expansion), row, row);
    expansion->children.erase(expansion->children.begin() + row);
    expansion->renumber(std::size_t(row));
    endRemoveRows();
    Q_EMIT dataChanged(indexOf(expansion, 0), indexOf(expansion, ColumnCount - 1));
}

void CatalogueTreeModel::onTileAdded(int index)
{
    m_root->forEach([index](Node *n) {
        if (n->kind == CatalogueNodeKind::Tile && n->tileIndex >= index)
            ++n->tileIndex;
    });
    insertTileNode(index);
}

void CatalogueTreeModel::onTileRemoved(int index)
{
    Node *node = findTileNode(index);
    if (!node) {
        rebuild();
        return;
    }
    const bool placeholder = node->parent->unknown && node->parent->children.size() == 1;
    removeTileNode(node);
    m_root->forEach([index](Node *n) {
        if (n->kind == CatalogueNodeKind::Tile && n->tileIndex > index)
            --n->tileIndex;
    });
    if (placeholder)
        rebuild(); // drop the now empty placeholder
}

void CatalogueTreeModel::onTileMoved(int from, int to)
{
    Node *moved = findTileNode(from);
    if (!moved) {
        rebuild();
        return;
    }
    m_root->forEach([from, to](Node *n) {
        if (n->kind != CatalogueNodeKind::Tile)
            return;
        int &i = n->tileIndex;
        if (i == from)
            i = to;
        else if (from < to && i > from && i <= to)
            --i;
        else if (from > to && i >= to && i < from)
            ++i;
    });
    Node *expansion = moved->parent;
    const int oldRow = moved->row();
    auto &siblings = expansion->children;
    const int newRow = int(std::count_if(siblings.cbegin(), siblings.cend(), [moved](const auto &n) {
        return n.get() != moved && n->tileIndex < moved->tileIndex;
    }));
    if (newRow == oldRow)
        return;
    const QModelIndex parent = indexOf(expansion);
    beginMoveRows(parent, oldRow, oldRow, parent, newRow > oldRow ? newRow + 1 : newRow);
    std::unique_ptr<Node> taken = std::move(siblings[std::size_t(oldRow)]);
    siblings.erase(siblings.begin() + oldRow);
    siblings.insert(siblings.begin() + newRow, std::move(taken));
    expansion->renumber(std::size_t(std::min(oldRow, newRow)));
    endMoveRows();
}

void CatalogueTreeModel::onTileChanged(int index)
{
    Node *node = findTileNode(index);
    if (!node) {
        rebuild();
        return;
    }
    if (node->parent->id != m_document->catalogue().tiles.at(index).expansion) {
        const bool placeholder = node->parent->unknown && node->parent->children.size() == 1;
        removeTileNode(node);
        if (placeholder)
            rebuild();
        else
            insertTileNode(index);
        return;
    }
    Q_EMIT dataChanged(indexOf(node, 0), indexOf(node, ColumnCount - 1));
    Q_EMIT dataChanged(indexOf(node->parent, 0), indexOf(node->parent, ColumnCount - 1));
}

bool CatalogueTreeModel::resetIfReshaped()
{
    std::unique_ptr<Node> fresh = buildTree();
    if (fresh->sameShape(*m_root))
        return false;
    beginResetModel();
    m_root = std::move(fresh);
    endResetModel();
    return true;
}

void CatalogueTreeModel::onExpansionChanged(const QString &id)
{
    if (resetIfReshaped())
        return;
    m_root->forEach([&](Node *n) {
        if (n->kind != CatalogueNodeKind::Expansion || n->id != id)
            return;
        Q_EMIT dataChanged(indexOf(n, 0), indexOf(n, ColumnCount - 1));
        if (!n->children.empty()) // its start tile may have changed
            Q_EMIT dataChanged(indexOf(n->children.front().get(), 0),
                               indexOf(n->children.back().get(), ColumnCount - 1));
    });
}

QModelIndex CatalogueTreeModel::index(int row, int column, const QModelIndex &parent) const
{
    if (!hasIndex(row, column, parent))
        return {};
    Node *p = nodeOf(parent);
    return createIndex(row, column, p->children.at(std::size_t(row)).get());
}

QModelIndex CatalogueTreeModel::parent(const QModelIndex &child) const
{
    if (!child.isValid())
        return {};
    return indexOf(nodeOf(child)->parent);
}

int CatalogueTreeModel::rowCount(const QModelIndex &parent) const
{
    if (parent.column() > 0)
        return 0;
    return int(nodeOf(parent)->children.size());
}

int CatalogueTreeModel::columnCount(const QModelIndex &) const
{
    return ColumnCount;
}

QVariant CatalogueTreeModel::data(const QModelIndex &index, int role) const
{
    if (!checkIndex(index, CheckIndexOption::IndexIsValid) || !m_document)
        return {};
    const Node *node = nodeOf(index);
    const Catalogue &catalogue = m_document->catalogue();

    if (node->kind == CatalogueNodeKind::Tile) {
        if (role >= Qt::UserRole)
            return TileTableModel::tileRoleData(*m_document, node->tileIndex, role);
        const TileDefinition &tile = catalogue.tiles.at(node->tileIndex);
        const Expansion *expansion = catalogue.expansion(tile.expansion);
        const bool start = expansion && !tile.id.isEmpty() && expansion->startTile == tile.id;
        if (role == Qt::FontRole && start && index.column() == NameColumn) {
            QFont bold;
            bold.setBold(true);
            return bold;
        }
        if (role != Qt::DisplayRole)
            return {};
        switch (index.column()) {
        case NameColumn:
            //: A tile in the catalogue tree that its expansion's games start from
            return start ? tr("%1 (start tile)").arg(tile.name(m_language)) : tile.name(m_language);
        case CountColumn:
            return tile.count;
        case VerifiedColumn:
            return TileTableModel::statusText(tile.status);
        default:
            return {};
        }
    }

    if (node->kind == CatalogueNodeKind::HexGroup || node->kind == CatalogueNodeKind::HexPiece)
        return hexData(node, index.column(), role);

    switch (role) {
    case NodeKindRole:
        return int(node->kind);
    case TileIndexRole:
        return -1;
    case ExpansionIdRole:
        return node->kind == CatalogueNodeKind::Expansion ? QVariant(node->id) : QVariant();
    case GameIdRole:
        return node->kind == CatalogueNodeKind::Game && !node->unknown ? QVariant(node->id) : QVariant();
    case Qt::DisplayRole:
        break;
    default:
        return {};
    }

    if (node->kind == CatalogueNodeKind::Game) {
        if (index.column() != NameColumn)
            return {};
        if (node->unknown)
            return tr("Unknown game");
        const Game *game = catalogue.game(node->id);
        return game ? localName(game->nameCs, game->nameEn, game->id, m_language) : node->id;
    }

    switch (index.column()) {
    case NameColumn: {
        if (node->unknown)
            return tr("Unknown expansion \"%1\"").arg(node->id);
        const Expansion *expansion = catalogue.expansion(node->id);
        return expansion ? localName(expansion->nameCs, expansion->nameEn, expansion->id, m_language) : node->id;
    }
    case CountColumn: {
        int copies = 0;
        for (const auto &child : node->children)
            copies += catalogue.tiles.at(child->tileIndex).count;
        return copies;
    }
    case VerifiedColumn: {
        const auto count = [&](TileStatus status) {
            return std::count_if(node->children.cbegin(), node->children.cend(), [&](const auto &child) {
                return catalogue.tiles.at(child->tileIndex).status == status;
            });
        };
        const auto transcribed = count(TileStatus::Transcribed);
        if (transcribed == 0)
            return tr("%1 / %2").arg(count(TileStatus::Verified)).arg(node->children.size());
        //: Designs of an expansion: verified / all, and how many were transcribed from a secondary source
        return tr("%1 / %2 (%3 transcribed)")
            .arg(count(TileStatus::Verified))
            .arg(node->children.size())
            .arg(transcribed);
    }
    default:
        return {};
    }
}

Qt::ItemFlags CatalogueTreeModel::flags(const QModelIndex &index) const
{
    Qt::ItemFlags flags = QAbstractItemModel::flags(index);
    if (index.isValid()
        && (nodeOf(index)->kind == CatalogueNodeKind::Tile || nodeOf(index)->kind == CatalogueNodeKind::HexPiece))
        flags |= Qt::ItemNeverHasChildren;
    return flags;
}

QVariant CatalogueTreeModel::headerData(int section, Qt::Orientation orientation, int role) const
{
    if (orientation != Qt::Horizontal || role != Qt::DisplayRole)
        return QAbstractItemModel::headerData(section, orientation, role);
    switch (section) {
    case NameColumn:
        return tr("Name");
    case CountColumn:
        return tr("Copies");
    case VerifiedColumn:
        return tr("Verified");
    default:
        return {};
    }
}

} // namespace Krajina
