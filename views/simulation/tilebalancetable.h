// SPDX-FileCopyrightText: 2026 Krajina contributors
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

#include "engine/carcassonne/balancefigures.h"
#include "tile/tiledefinition.h"

#include <QAbstractTableModel>
#include <QHash>
#include <QWidget>

class QLabel;
class QSortFilterProxyModel;
class QTableView;

namespace Krajina {

class ThumbnailCache;
struct SimulationReport;

// The balance figures of a run's tile designs (simulate --tile-figures), a row per design that
// was drawn: its picture and id, how often it was drawn, placed and set aside, and the mean
// points a placement brought its player with the 95 % interval.
class TileBalanceModel : public QAbstractTableModel
{
    Q_OBJECT
public:
    enum Column { TileColumn, DrawnColumn, PlacedColumn, SetAsideColumn, PointsColumn, IntervalColumn, ColumnCount };
    // What the sort sees: the number behind a column's text (the id for TileColumn).
    static constexpr int SortRole = Qt::UserRole + 1;
    static constexpr int ThumbnailSize = 40;

    explicit TileBalanceModel(QObject *parent = nullptr);

    // The figures of `report` (empty without them); `definitions` give the pictures.
    void setReport(const SimulationReport &report, const QList<TileDefinition> &definitions);
    QString tileId(int row) const { return m_rows.value(row).id; }

    int rowCount(const QModelIndex &parent = {}) const override;
    int columnCount(const QModelIndex &parent = {}) const override;
    QVariant data(const QModelIndex &index, int role = Qt::DisplayRole) const override;
    QVariant headerData(int section, Qt::Orientation orientation, int role = Qt::DisplayRole) const override;

private:
    struct Row
    {
        QString id;
        BalanceFigures::Tile figures;
        MeanEstimate points;
        int definition = -1; // into m_definitions
    };
    QList<Row> m_rows;
    QList<TileDefinition> m_definitions;
    ThumbnailCache *m_cache = nullptr;
};

// The table of TileBalanceModel, sortable by any column (the mean points first, most first).
class TileBalanceTable : public QWidget
{
    Q_OBJECT
public:
    explicit TileBalanceTable(QWidget *parent = nullptr);

    void setReport(const SimulationReport &report, const QList<TileDefinition> &definitions);
    TileBalanceModel *model() const { return m_model; }
    QSortFilterProxyModel *sorted() const { return m_sorted; }
    QTableView *view() const { return m_view; }

protected:
    void changeEvent(QEvent *event) override;

private:
    void retranslate();

    TileBalanceModel *m_model = nullptr;
    QSortFilterProxyModel *m_sorted = nullptr;
    QTableView *m_view = nullptr;
    QLabel *m_hint = nullptr;
    bool m_hasFigures = false;
};

} // namespace Krajina
