// SPDX-FileCopyrightText: 2026 Krajina contributors
// SPDX-License-Identifier: GPL-3.0-or-later

#include "tilebalancetable.h"

#include "engine/carcassonne/simulator.h"
#include "render/thumbnailcache.h"

#include <QEvent>
#include <QGuiApplication>
#include <QHeaderView>
#include <QLabel>
#include <QLocale>
#include <QSortFilterProxyModel>
#include <QTableView>
#include <QVBoxLayout>

using namespace Qt::StringLiterals;

namespace Krajina {

TileBalanceModel::TileBalanceModel(QObject *parent)
    : QAbstractTableModel(parent)
    , m_cache(new ThumbnailCache({}, this))
{
    connect(m_cache, &ThumbnailCache::thumbnailReady, this, [this](const QString &id) {
        for (int r = 0; r < m_rows.size(); ++r) {
            if (m_rows.at(r).id == id)
                Q_EMIT dataChanged(index(r, TileColumn), index(r, TileColumn), {Qt::DecorationRole});
        }
    });
}

void TileBalanceModel::setReport(const SimulationReport &report, const QList<TileDefinition> &definitions)
{
    beginResetModel();
    m_rows.clear();
    m_definitions = definitions;
    if (report.tileFigures) {
        const QStringList &ids = report.statistics.tileIds();
        QHash<QString, int> byId;
        for (int d = 0; d < m_definitions.size(); ++d)
            byId.insert(m_definitions.at(d).id, d);
        const std::vector<BalanceFigures::Tile> &tiles = report.balance.tiles();
        for (int t = 0; t < int(tiles.size()); ++t) {
            if (tiles[std::size_t(t)].drawn == 0)
                continue;
            const QString id = ids.value(t);
            m_rows.append({id, tiles[std::size_t(t)], report.balance.tilePoints(t), byId.value(id, -1)});
        }
    }
    endResetModel();
}

int TileBalanceModel::rowCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : int(m_rows.size());
}

int TileBalanceModel::columnCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : ColumnCount;
}

QVariant TileBalanceModel::data(const QModelIndex &index, int role) const
{
    if (!index.isValid() || index.row() >= m_rows.size())
        return {};
    const Row &row = m_rows.at(index.row());
    const QLocale locale;
    if (role == Qt::DecorationRole && index.column() == TileColumn && row.definition >= 0) {
        const qreal dpr = qGuiApp ? qGuiApp->devicePixelRatio() : 1.0;
        return m_cache->thumbnail(m_definitions.at(row.definition), qRound(ThumbnailSize * dpr), dpr);
    }
    if (role == Qt::TextAlignmentRole && index.column() != TileColumn)
        return QVariant::fromValue(Qt::AlignRight | Qt::AlignVCenter);
    if (role == SortRole) {
        switch (Column(index.column())) {
        case TileColumn:
            return row.id;
        case DrawnColumn:
            return qlonglong(row.figures.drawn);
        case PlacedColumn:
            return qlonglong(row.figures.placed);
        case SetAsideColumn:
            return qlonglong(row.figures.setAside);
        case PointsColumn:
        case IntervalColumn:
            return row.points.mean;
        case ColumnCount:
            break;
        }
        return {};
    }
    if (role != Qt::DisplayRole && role != Qt::ToolTipRole)
        return {};
    switch (Column(index.column())) {
    case TileColumn:
        return row.id;
    case DrawnColumn:
        return locale.toString(qlonglong(row.figures.drawn));
    case PlacedColumn:
        return locale.toString(qlonglong(row.figures.placed));
    case SetAsideColumn:
        return locale.toString(qlonglong(row.figures.setAside));
    case PointsColumn:
        return row.figures.placed > 0 ? locale.toString(row.points.mean, 'f', 2) : QString();
    case IntervalColumn:
        return row.figures.placed > 1
            ? tr("%1 – %2").arg(locale.toString(row.points.low, 'f', 2), locale.toString(row.points.high, 'f', 2))
            : QString();
    case ColumnCount:
        break;
    }
    return {};
}

QVariant TileBalanceModel::headerData(int section, Qt::Orientation orientation, int role) const
{
    if (orientation != Qt::Horizontal)
        return {};
    if (role == Qt::ToolTipRole) {
        switch (Column(section)) {
        case DrawnColumn:
            return tr("Copies drawn over all games: placed or set aside");
        case SetAsideColumn:
            return tr("Copies drawn when they fit nowhere");
        case PointsColumn:
            return tr("The mean points a placement brought the player who placed it over the game: each scored "
                      "feature's points shared equally among the scorer's own tiles in it");
        case IntervalColumn:
            return tr("The 95 % interval of the mean points");
        default:
            return {};
        }
    }
    if (role != Qt::DisplayRole)
        return {};
    switch (Column(section)) {
    case TileColumn:
        return tr("Tile");
    case DrawnColumn:
        return tr("Drawn");
    case PlacedColumn:
        return tr("Placed");
    case SetAsideColumn:
        return tr("Set aside");
    case PointsColumn:
        return tr("Mean points");
    case IntervalColumn:
        return tr("95 % interval");
    case ColumnCount:
        break;
    }
    return {};
}

TileBalanceTable::TileBalanceTable(QWidget *parent)
    : QWidget(parent)
    , m_model(new TileBalanceModel(this))
    , m_sorted(new QSortFilterProxyModel(this))
    , m_view(new QTableView(this))
    , m_hint(new QLabel(this))
{
    m_sorted->setSourceModel(m_model);
    m_sorted->setSortRole(TileBalanceModel::SortRole);
    m_view->setObjectName(u"tileBalanceView"_s);
    m_view->setModel(m_sorted);
    m_view->setSortingEnabled(true);
    m_view->sortByColumn(TileBalanceModel::PointsColumn, Qt::DescendingOrder);
    m_view->setIconSize({TileBalanceModel::ThumbnailSize, TileBalanceModel::ThumbnailSize});
    m_view->verticalHeader()->setVisible(false);
    m_view->verticalHeader()->setDefaultSectionSize(TileBalanceModel::ThumbnailSize + 6);
    m_view->horizontalHeader()->setSectionResizeMode(QHeaderView::ResizeToContents);
    m_view->setSelectionBehavior(QAbstractItemView::SelectRows);
    m_view->setEditTriggers(QAbstractItemView::NoEditTriggers);
    m_hint->setWordWrap(true);
    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addWidget(m_hint);
    layout->addWidget(m_view, 1);
    retranslate();
}

void TileBalanceTable::setReport(const SimulationReport &report, const QList<TileDefinition> &definitions)
{
    m_model->setReport(report, definitions);
    m_hasFigures = report.tileFigures;
    retranslate();
}

void TileBalanceTable::changeEvent(QEvent *event)
{
    if (event->type() == QEvent::LanguageChange)
        retranslate();
    QWidget::changeEvent(event);
}

void TileBalanceTable::retranslate()
{
    m_hint->setText(m_hasFigures ? tr("Per tile design over all games; click a column's heading to sort by it.")
                                 : tr("Tick \"Figures per tile\" and simulate to see how each tile design plays."));
}

} // namespace Krajina
