// SPDX-FileCopyrightText: 2026 Krajina contributors
// SPDX-License-Identifier: GPL-3.0-or-later

#include "tiletablemodel.h"

#include "document/cataloguedocument.h"
#include "document/undocommands.h"

#include <QUndoStack>

using namespace Qt::StringLiterals;

namespace Krajina {

namespace {

QString expansionName(const Catalogue &catalogue, const QString &id, const QString &language)
{
    const Expansion *e = catalogue.expansion(id);
    if (!e)
        return id;
    const QString &preferred = language.startsWith(u"cs") ? e->nameCs : e->nameEn;
    const QString &other = language.startsWith(u"cs") ? e->nameEn : e->nameCs;
    return !preferred.isEmpty() ? preferred : (!other.isEmpty() ? other : id);
}

} // namespace

QString TileTableModel::statusText(TileStatus status)
{
    switch (status) {
    case TileStatus::Verified:
        return tr("Verified");
    case TileStatus::Transcribed:
        //: Tile status: transcribed from a secondary source, not checked against the printed tile
        return tr("Transcribed");
    case TileStatus::Draft:
        break;
    }
    return tr("Draft");
}

TileTableModel::TileTableModel(CatalogueDocument *document, QObject *parent)
    : QAbstractTableModel(parent)
    , m_document(document)
{
    connectDocument();
}

void TileTableModel::connectDocument()
{
    CatalogueDocument *d = m_document;
    connect(d, &CatalogueDocument::tileAboutToBeAdded, this, [this](int i) { beginInsertRows({}, i, i); });
    connect(d, &CatalogueDocument::tileAdded, this, [this] { endInsertRows(); });
    connect(d, &CatalogueDocument::tileAboutToBeRemoved, this, [this](int i) { beginRemoveRows({}, i, i); });
    connect(d, &CatalogueDocument::tileRemoved, this, [this] { endRemoveRows(); });
    connect(d, &CatalogueDocument::tileAboutToBeMoved, this,
            [this](int from, int to) { beginMoveRows({}, from, from, {}, to > from ? to + 1 : to); });
    connect(d, &CatalogueDocument::tileMoved, this, [this] { endMoveRows(); });
    connect(d, &CatalogueDocument::tileChanged, this,
            [this](int i) { Q_EMIT dataChanged(index(i, 0), index(i, ColumnCount - 1)); });
    connect(d, &CatalogueDocument::expansionChanged, this, [this] {
        if (rowCount() > 0)
            Q_EMIT dataChanged(index(0, ExpansionColumn), index(rowCount() - 1, ExpansionColumn));
    });
    connect(d, &CatalogueDocument::catalogueAboutToBeReset, this, [this] { beginResetModel(); });
    connect(d, &CatalogueDocument::catalogueReset, this, [this] { endResetModel(); });
}

void TileTableModel::setLanguage(const QString &language)
{
    if (m_language == language)
        return;
    m_language = language;
    if (rowCount() > 0) {
        Q_EMIT dataChanged(index(0, NameColumn), index(rowCount() - 1, ExpansionColumn));
    }
}

int TileTableModel::rowCount(const QModelIndex &parent) const
{
    return parent.isValid() || !m_document ? 0 : int(m_document->catalogue().tiles.size());
}

int TileTableModel::columnCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : ColumnCount;
}

QVariant TileTableModel::tileRoleData(const CatalogueDocument &document, int tileIndex, int role)
{
    const Catalogue &catalogue = document.catalogue();
    const TileDefinition &tile = catalogue.tiles.at(tileIndex);
    switch (role) {
    case TileIndexRole:
        return tileIndex;
    case TileIdRole:
        return tile.id;
    case ExpansionIdRole:
        return tile.expansion;
    case EdgePatternRole:
        return tile.edgePattern();
    case FeatureTypesRole: {
        QStringList types;
        for (const Feature &f : tile.features)
            types << featureTypeName(f.type);
        return types;
    }
    case StatusRole:
        return tileStatusName(tile.status);
    case SearchTextRole: {
        const Expansion *e = catalogue.expansion(tile.expansion);
        QString text;
        text.reserve(tile.id.size() + tile.nameCs.size() + tile.nameEn.size() + tile.jczId.size()
                     + tile.expansion.size() + (e ? e->nameCs.size() + e->nameEn.size() + 2 : 0) + 4);
        text += tile.id + u'\n' + tile.nameCs + u'\n' + tile.nameEn + u'\n' + tile.jczId + u'\n' + tile.expansion;
        if (e)
            text += u'\n' + e->nameCs + u'\n' + e->nameEn;
        return text;
    }
    case NodeKindRole:
        return int(CatalogueNodeKind::Tile);
    default:
        return {};
    }
}

QVariant TileTableModel::data(const QModelIndex &index, int role) const
{
    if (!checkIndex(index, CheckIndexOption::IndexIsValid | CheckIndexOption::ParentIsInvalid) || !m_document)
        return {};
    if (role >= Qt::UserRole)
        return tileRoleData(*m_document, index.row(), role);

    const TileDefinition &tile = m_document->catalogue().tiles.at(index.row());
    const bool czech = m_language.startsWith(u"cs");
    switch (role) {
    case Qt::DisplayRole:
    case Qt::EditRole:
        switch (index.column()) {
        case IdColumn:
            return tile.id;
        case NameColumn:
            if (role == Qt::EditRole)
                return czech ? tile.nameCs : tile.nameEn;
            return tile.name(m_language);
        case ExpansionColumn:
            return expansionName(m_document->catalogue(), tile.expansion, m_language);
        case EdgesColumn:
            return tile.edgePattern();
        case FieldsColumn:
            return tile.fieldCount();
        case CountColumn:
            return tile.count;
        case StatusColumn:
            return role == Qt::EditRole ? tileStatusName(tile.status) : statusText(tile.status);
        default:
            return {};
        }
    case Qt::TextAlignmentRole:
        if (index.column() == FieldsColumn || index.column() == CountColumn)
            return QVariant::fromValue(Qt::AlignRight | Qt::AlignVCenter);
        return {};
    case Qt::ToolTipRole:
        if (index.column() == NameColumn)
            return u"%1\n%2"_s.arg(tile.nameCs, tile.nameEn);
        if (index.column() == IdColumn) // the grid's thumbnails
            return tr("%1: %2\n%3; edges %4; %5; %n copy(ies)", nullptr, tile.count)
                .arg(tile.id, tile.name(m_language), expansionName(m_document->catalogue(), tile.expansion, m_language),
                     tile.edgePattern(), statusText(tile.status));
        return {};
    default:
        return {};
    }
}

bool TileTableModel::setData(const QModelIndex &index, const QVariant &value, int role)
{
    if (role != Qt::EditRole || !m_document
        || !checkIndex(index, CheckIndexOption::IndexIsValid | CheckIndexOption::ParentIsInvalid))
        return false;
    const int row = index.row();
    const TileDefinition &tile = m_document->catalogue().tiles.at(row);
    QUndoStack *stack = m_document->undoStack();
    switch (index.column()) {
    case NameColumn: {
        const QString name = value.toString().trimmed();
        const bool czech = m_language.startsWith(u"cs");
        if (name == (czech ? tile.nameCs : tile.nameEn))
            return true;
        stack->push(changeTileValue(m_document, {row}, czech ? TileFields::NameCs : TileFields::NameEn, name));
        return true;
    }
    case CountColumn: {
        bool ok = false;
        const int count = value.toInt(&ok);
        if (!ok || count < 0)
            return false;
        if (count != tile.count)
            stack->push(new ChangeTileCount(m_document, row, count));
        return true;
    }
    case StatusColumn: {
        std::optional<TileStatus> status = tileStatusFromName(value.toString());
        if (!status && value.typeId() == QMetaType::Int && (value.toInt() == 0 || value.toInt() == 1))
            status = TileStatus(value.toInt());
        if (!status)
            return false;
        if (*status != tile.status)
            stack->push(changeTileValue(m_document, {row}, TileFields::Status, *status));
        return true;
    }
    default:
        return false;
    }
}

Qt::ItemFlags TileTableModel::flags(const QModelIndex &index) const
{
    Qt::ItemFlags flags = QAbstractTableModel::flags(index);
    if (!index.isValid())
        return flags;
    flags |= Qt::ItemNeverHasChildren;
    switch (index.column()) {
    case NameColumn:
    case CountColumn:
    case StatusColumn:
        flags |= Qt::ItemIsEditable;
        break;
    default:
        break;
    }
    return flags;
}

QVariant TileTableModel::headerData(int section, Qt::Orientation orientation, int role) const
{
    if (orientation != Qt::Horizontal || role != Qt::DisplayRole)
        return QAbstractTableModel::headerData(section, orientation, role);
    switch (section) {
    case IdColumn:
        return tr("Id");
    case NameColumn:
        return tr("Name");
    case ExpansionColumn:
        return tr("Expansion");
    case EdgesColumn:
        return tr("Edges");
    case FieldsColumn:
        return tr("Fields");
    case CountColumn:
        return tr("Count");
    case StatusColumn:
        return tr("Status");
    default:
        return {};
    }
}

QHash<int, QByteArray> TileTableModel::roleNames() const
{
    QHash<int, QByteArray> names = QAbstractTableModel::roleNames();
    names.insert(TileIndexRole, "tileIndex");
    names.insert(TileIdRole, "tileId");
    names.insert(ExpansionIdRole, "expansionId");
    names.insert(EdgePatternRole, "edgePattern");
    names.insert(FeatureTypesRole, "featureTypes");
    names.insert(StatusRole, "status");
    names.insert(SearchTextRole, "searchText");
    names.insert(NodeKindRole, "nodeKind");
    return names;
}

} // namespace Krajina
