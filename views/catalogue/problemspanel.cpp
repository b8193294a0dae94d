// SPDX-FileCopyrightText: 2026 Krajina contributors
// SPDX-License-Identifier: GPL-3.0-or-later

#include "problemspanel.h"

#include "document/problemsmodel.h"

#include <QAction>
#include <QEvent>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QLabel>
#include <QSortFilterProxyModel>
#include <QToolButton>
#include <QTreeView>
#include <QVBoxLayout>

using namespace Qt::StringLiterals;

namespace Krajina {

namespace {

// Sorts the Severity column by where each name comes as text, read without making the text: the
// same order as sorting the names, fast enough for a hundred thousand findings.
class ProblemsSortModel : public QSortFilterProxyModel
{
public:
    using QSortFilterProxyModel::QSortFilterProxyModel;

protected:
    bool lessThan(const QModelIndex &left, const QModelIndex &right) const override
    {
        const auto *problems = qobject_cast<const ProblemsModel *>(sourceModel());
        if (!problems || sortRole() != Qt::DisplayRole || left.column() != ProblemsModel::SeverityColumn
            || right.column() != ProblemsModel::SeverityColumn || isSortLocaleAware())
            return QSortFilterProxyModel::lessThan(left, right);
        const QList<LintFinding> &findings = problems->findings();
        return problems->severityTextRank(findings.at(left.row()).severity)
            < problems->severityTextRank(findings.at(right.row()).severity);
    }
};

} // namespace

ProblemsPanel::ProblemsPanel(QWidget *parent)
    : QWidget(parent)
    , m_proxy(new ProblemsSortModel(this))
    , m_view(new QTreeView(this))
    , m_summary(new QLabel(this))
{
    setObjectName(u"ProblemsPanel"_s);
    m_view->setObjectName(u"problemsView"_s);
    m_view->setRootIsDecorated(false);
    m_view->setUniformRowHeights(true);
    m_view->setSortingEnabled(true);
    m_view->setAlternatingRowColors(true);
    m_view->setModel(m_proxy);
    m_quickFix = new QAction(QIcon::fromTheme(u"tools-wizard"_s), QString(), this);
    m_quickFix->setObjectName(u"problems.quickFix"_s);
    m_quickFix->setEnabled(false);
    m_quickFixButton = new QToolButton(this);
    m_quickFixButton->setDefaultAction(m_quickFix);
    m_quickFixButton->setToolButtonStyle(Qt::ToolButtonTextBesideIcon);
    m_view->setContextMenuPolicy(Qt::ActionsContextMenu);
    m_view->addAction(m_quickFix);
    connect(m_quickFix, &QAction::triggered, this, [this] {
        const QModelIndex index = m_view->currentIndex();
        if (!index.isValid())
            return;
        Q_EMIT quickFixRequested(index.data(ProblemsModel::TileIdRole).toString(),
                                 index.siblingAtColumn(ProblemsModel::CodeColumn).data().toString(),
                                 index.data(ProblemsModel::CellRole).toInt(),
                                 quint16(index.data(ProblemsModel::LocationBitsRole).toInt()));
    });
    auto *top = new QHBoxLayout;
    top->addWidget(m_summary, 1);
    top->addWidget(m_quickFixButton);
    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(2, 2, 2, 2);
    layout->addLayout(top);
    layout->addWidget(m_view, 1);
    retranslate();
    connect(m_view, &QTreeView::activated, this, [this](const QModelIndex &index) {
        Q_EMIT problemActivated(index.data(ProblemsModel::TileIdRole).toString(),
                                index.data(ProblemsModel::CellRole).toInt(),
                                quint16(index.data(ProblemsModel::LocationBitsRole).toInt()));
    });
}

void ProblemsPanel::setModel(ProblemsModel *model)
{
    if (m_model)
        disconnect(m_model, nullptr, this, nullptr);
    m_model = model;
    m_proxy->setSourceModel(model);
    if (model) {
        connect(model, &ProblemsModel::modelReset, this, &ProblemsPanel::updateSummary);
        connect(model, &ProblemsModel::findingsChanged, this, &ProblemsPanel::updateSummary);
        m_view->header()->setSectionResizeMode(ProblemsModel::MessageColumn, QHeaderView::Stretch);
        // What is wrong first, in words; the check's code last, for reference.
        m_view->header()->moveSection(m_view->header()->visualIndex(ProblemsModel::CodeColumn),
                                      ProblemsModel::ColumnCount - 1);
        m_view->header()->setStretchLastSection(false);
        connect(m_view->selectionModel(), &QItemSelectionModel::currentChanged, this, &ProblemsPanel::updateQuickFix,
                Qt::UniqueConnection);
        connect(model, &ProblemsModel::modelReset, this, &ProblemsPanel::updateQuickFix);
        connect(model, &ProblemsModel::findingsChanged, this, &ProblemsPanel::updateQuickFix);
    }
    updateSummary();
    updateQuickFix();
}

void ProblemsPanel::updateSummary()
{
    if (m_model && m_model->isChecking() && m_model->rowCount() == 0) {
        //: The Problems panel while a big catalogue is checked in the background
        m_summary->setText(tr("Checking the tiles…"));
        return;
    }
    if (!m_model || m_model->rowCount() == 0) {
        m_summary->setText(tr("No problems: every tile definition passes its checks."));
        return;
    }
    QString summary = tr("%n error(s)", nullptr, m_model->count(Severity::Error)) + u", "_s
        + tr("%n warning(s)", nullptr, m_model->count(Severity::Warning));
    if (const int questions = m_model->count(Severity::Info))
        //: Lint findings that ask a maintainer a question
        summary += u", "_s + tr("%n question(s)", nullptr, questions);
    m_summary->setText(summary);
}

void ProblemsPanel::updateQuickFix()
{
    const QModelIndex index = m_view->currentIndex();
    const QString fix = index.isValid() ? index.data(ProblemsModel::QuickFixRole).toString() : QString();
    m_quickFix->setEnabled(!fix.isEmpty());
    // What it will do, in the status bar and the tooltip.
    m_quickFix->setStatusTip(fix.isEmpty() ? m_quickFixTip : fix);
    m_quickFix->setToolTip(fix.isEmpty() ? m_quickFixTip : fix);
}

void ProblemsPanel::retranslate()
{
    m_quickFix->setText(tr("Quick Fix"));
    m_quickFixTip = tr("Repair the selected problem in one step, where it has one repair");
    updateQuickFix();
}

void ProblemsPanel::changeEvent(QEvent *event)
{
    if (event->type() == QEvent::LanguageChange) {
        updateSummary();
        retranslate();
    }
    QWidget::changeEvent(event);
}

} // namespace Krajina
