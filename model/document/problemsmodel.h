// SPDX-FileCopyrightText: 2026 Krajina contributors
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

#include "tile/tilelint.h"

#include <QAbstractTableModel>
#include <QIcon>
#include <QThreadPool>

#include <array>

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
        QuickFixRole, // QString: the name of the finding's quick fix, empty when it has none
    };

    explicit ProblemsModel(CatalogueDocument *document, QObject *parent = nullptr);
    ~ProblemsModel() override;

    // A catalogue of more tiles is checked on a worker thread, so that the window stays
    // responsive: the findings come a moment later (findingsChanged()), the first ones in
    // batches of rows. Smaller catalogues are checked at once, as they change.
    static constexpr int CheckInBackgroundFrom = 5000;
    // True while a check on the worker is running or findings wait to be added.
    bool isChecking() const { return m_checking || m_nextBatch < m_arrived.size(); }

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
    // Where a severity's name (severityText(), as the Severity column shows it) comes among the
    // three names compared as text: sorting by it sorts the column as its text, without the text.
    int severityTextRank(Severity severity) const { return m_severityRanks[std::size_t(severity)]; }

Q_SIGNALS:
    void findingsChanged();

protected:
    bool eventFilter(QObject *watched, QEvent *event) override;

private:
    void refresh();
    void updateSeverityTexts();
    void setFindings(QList<LintFinding> fresh);
    void checkInBackground();
    void addBatch();

    CatalogueDocument *m_document;
    QList<LintFinding> m_findings;
    std::array<QString, 3> m_severityTexts; // by Severity, in the current language
    std::array<int, 3> m_severityRanks {};
    QThreadPool m_worker;
    bool m_checking = false; // a check runs on the worker
    bool m_checkAgain = false; // the catalogue changed meanwhile
    QList<LintFinding> m_arrived; // a first fill, added a batch at a time
    qsizetype m_nextBatch = 0;
};

} // namespace Krajina
