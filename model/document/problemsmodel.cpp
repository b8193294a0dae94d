// SPDX-FileCopyrightText: 2026 Krajina contributors
// SPDX-License-Identifier: GPL-3.0-or-later

#include "problemsmodel.h"

#include "catalogue/cataloguelint.h"
#include "cataloguedocument.h"

#include <QEvent>
#include <QGuiApplication>
#include <QIcon>
#include <QPalette>

#include <algorithm>

using namespace Qt::StringLiterals;

namespace Krajina {

ProblemsModel::ProblemsModel(CatalogueDocument *document, QObject *parent)
    : QAbstractTableModel(parent)
    , m_document(document)
{
    // Linting the whole catalogue takes well under a millisecond per tile, so
    // a full refresh on every change keeps the code simple.
    const auto refreshLater = [this] { refresh(); };
    connect(document, &CatalogueDocument::tileAdded, this, refreshLater);
    connect(document, &CatalogueDocument::tileRemoved, this, refreshLater);
    connect(document, &CatalogueDocument::tileChanged, this, refreshLater);
    connect(document, &CatalogueDocument::tileMoved, this, refreshLater);
    connect(document, &CatalogueDocument::expansionChanged, this, refreshLater);
    connect(document, &CatalogueDocument::catalogueReset, this, refreshLater);
    updateSeverityTexts();
    m_worker.setMaxThreadCount(1);
    if (document->catalogue().tiles.size() >= CheckInBackgroundFrom)
        checkInBackground();
    else
        m_findings = lintCatalogue(document->catalogue());
    // The findings' words follow a live language switch.
    QCoreApplication::instance()->installEventFilter(this);
}

ProblemsModel::~ProblemsModel()
{
    m_worker.waitForDone();
}

void ProblemsModel::checkInBackground()
{
    if (m_checking) {
        m_checkAgain = true;
        return;
    }
    m_checking = true;
    m_checkAgain = false;
    m_worker.start([this, catalogue = m_document->catalogue()] {
        QList<LintFinding> fresh = lintCatalogue(catalogue);
        QMetaObject::invokeMethod(
            this,
            [this, fresh = std::move(fresh)]() mutable {
                m_checking = false;
                if (m_checkAgain) { // what it checked has changed since
                    checkInBackground();
                    return;
                }
                if (m_findings.isEmpty() && m_nextBatch >= m_arrived.size()) {
                    // The first findings: added in batches, so that the views take them a few at a time.
                    m_arrived = std::move(fresh);
                    m_nextBatch = 0;
                    addBatch();
                    return;
                }
                setFindings(std::move(fresh));
            },
            Qt::QueuedConnection);
    });
}

void ProblemsModel::addBatch()
{
    if (m_nextBatch >= m_arrived.size()) {
        m_arrived.clear();
        m_nextBatch = 0;
        return;
    }
    const qsizetype count = std::min<qsizetype>(m_arrived.size() - m_nextBatch, 5000);
    beginInsertRows({}, int(m_findings.size()), int(m_findings.size() + count - 1));
    m_findings.append(m_arrived.mid(m_nextBatch, count));
    m_nextBatch += count;
    endInsertRows();
    Q_EMIT findingsChanged();
    QMetaObject::invokeMethod(this, &ProblemsModel::addBatch, Qt::QueuedConnection);
}

bool ProblemsModel::eventFilter(QObject *watched, QEvent *event)
{
    if (watched == QCoreApplication::instance() && event->type() == QEvent::LanguageChange)
        refresh();
    return QAbstractTableModel::eventFilter(watched, event);
}

void ProblemsModel::updateSeverityTexts()
{
    for (Severity severity : {Severity::Error, Severity::Warning, Severity::Info})
        m_severityTexts[std::size_t(severity)] = severityText(severity);
    for (std::size_t i = 0; i < m_severityTexts.size(); ++i) {
        m_severityRanks[i] = int(std::count_if(m_severityTexts.cbegin(), m_severityTexts.cend(),
                                               [&](const QString &other) { return other < m_severityTexts[i]; }));
    }
}

void ProblemsModel::refresh()
{
    updateSeverityTexts();
    if (m_document->catalogue().tiles.size() >= CheckInBackgroundFrom || m_checking) {
        checkInBackground();
        return;
    }
    setFindings(lintCatalogue(m_document->catalogue()));
}

void ProblemsModel::setFindings(QList<LintFinding> fresh)
{
    // Batches still to come are part of what is replaced.
    m_arrived.clear();
    m_nextBatch = 0;
    if (fresh == m_findings)
        return;
    beginResetModel();
    m_findings = std::move(fresh);
    endResetModel();
    Q_EMIT findingsChanged();
}

int ProblemsModel::rowCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : int(m_findings.size());
}

int ProblemsModel::columnCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : ColumnCount;
}

int ProblemsModel::errorCount() const
{
    return count(Severity::Error);
}

int ProblemsModel::count(Severity severity) const
{
    return int(std::count_if(m_findings.cbegin(), m_findings.cend(),
                             [severity](const LintFinding &f) { return f.severity == severity; }));
}

QString ProblemsModel::severityText(Severity severity)
{
    switch (severity) {
    case Severity::Error:
        return tr("Error");
    case Severity::Warning:
        return tr("Warning");
    case Severity::Info:
        break;
    }
    //: Severity of a lint finding that asks a maintainer a question
    return tr("Question");
}

QIcon ProblemsModel::severityIcon(Severity severity)
{
    switch (severity) {
    case Severity::Error:
        return QIcon::fromTheme(u"dialog-error"_s);
    case Severity::Warning:
        return QIcon::fromTheme(u"dialog-warning"_s);
    case Severity::Info:
        break;
    }
    return QIcon::fromTheme(u"dialog-question"_s);
}

QList<LintFinding> ProblemsModel::findingsFor(const QString &tileId) const
{
    QList<LintFinding> result;
    for (const LintFinding &f : m_findings) {
        if (f.tileId == tileId)
            result << f;
    }
    return result;
}

QVariant ProblemsModel::data(const QModelIndex &index, int role) const
{
    if (!checkIndex(index, CheckIndexOption::IndexIsValid | CheckIndexOption::ParentIsInvalid))
        return {};
    const LintFinding &f = m_findings.at(index.row());
    switch (role) {
    case Qt::DisplayRole:
    case Qt::ToolTipRole:
        switch (index.column()) {
        case SeverityColumn:
            return m_severityTexts[std::size_t(f.severity)];
        case CodeColumn:
            return f.code;
        case TileColumn:
            return f.tileId;
        case LocationColumn:
            return f.location.toString();
        case MessageColumn:
            return f.message;
        }
        break;
    case Qt::DecorationRole:
        if (index.column() == SeverityColumn)
            return severityIcon(f.severity);
        break;
    case TileIdRole:
        return f.tileId;
    case LocationBitsRole:
        return int(f.location.bits());
    case CellRole:
        return f.cell;
    case SeverityRole:
        return int(f.severity);
    case QuickFixRole:
        return f.fix;
    default:
        break;
    }
    return {};
}

QVariant ProblemsModel::headerData(int section, Qt::Orientation orientation, int role) const
{
    if (orientation != Qt::Horizontal || role != Qt::DisplayRole)
        return {};
    switch (section) {
    case SeverityColumn:
        return tr("Severity");
    case CodeColumn:
        return tr("Code");
    case TileColumn:
        return tr("Tile");
    case LocationColumn:
        return tr("Location");
    case MessageColumn:
        return tr("Problem");
    }
    return {};
}

} // namespace Krajina
