// SPDX-FileCopyrightText: 2026 Krajina contributors
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

#include "tile/tilelint.h"

#include <QAbstractTableModel>
#include <QIcon>

namespace Krajina {

class CatalogueDocument;

// Every lint finding of the open catalogue, kept current as the document
// changes: the model behind the Problems panel.
class ProblemsModel : public QAbstractTableModel
{
    Q_OBJECT
public:
    enum Column : int { SeverityColumn, CodeColumn, TileColumn, LocationColumn, MessageColumn, ColumnCount };
    enum Role : int {
        TileIdRole = Qt::UserRole + 1, // QString
        LocationBitsRole, // int: Location::bits()
        CellRole, // int
        SeverityRole, // int: Severity
    };

    explicit ProblemsModel(CatalogueDocument *document, QObject *parent = nullptr);

    int rowCount(const QModelIndex &parent = {}) const override;
    int columnCount(const QModelIndex &parent = {}) const override;
    QVariant data(const QModelIndex &index, int role = Qt::DisplayRole) const override;
    QVariant headerData(int section, Qt::Orientation orientation, int role = Qt::DisplayRole) const override;

    const QList<LintFinding> &findings() const { return m_findings; }
    int errorCount() const;
    int count(Severity severity) const;
    // How a severity is shown: its name ("Error", "Warning", "Question") and its theme icon.
    static QString severityText(Severity severity);
    static QIcon severityIcon(Severity severity);
    // Findings about one tile (for the editor's side list).
    QList<LintFinding> findingsFor(const QString &tileId) const;

Q_SIGNALS:
    void findingsChanged();

protected:
    bool eventFilter(QObject *watched, QEvent *event) override;

private:
    void refresh();

    CatalogueDocument *m_document;
    QList<LintFinding> m_findings;
};

} // namespace Krajina
