#include "problemspanel.h"

#include "document/problemsmodel.h"

#include <QEvent>
#include <QHeaderView>
#include <QLabel>
#include <QSortFilterProxyModel>
#include <QTreeView>
#include <QVBoxLayout>

using namespace Qt::StringLiterals;

namespace Krajina {

ProblemsPanel::ProblemsPanel(QWidget *parent)
    : QWidget(parent)
    , m_proxy(new QSortFilterProxyModel(this))
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
    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(2, 2, 2, 2);
    layout->addWidget(m_summary);
    layout->addWidget(m_view, 1);
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
        m_view->header()->setSectionResizeMode(ProblemsModel::MessageColumn, QHeaderView::Stretch);
    }
    updateSummary();
}

void ProblemsPanel::updateSummary()
{
    if (!m_model || m_model->rowCount() == 0) {
        m_summary->setText(tr("No problems: every tile definition passes its checks."));
        return;
    }
    const int errors = m_model->errorCount();
    m_summary->setText(tr("%n error(s)", nullptr, errors) + u", "_s
                       + tr("%n warning(s)", nullptr, m_model->rowCount() - errors));
}

void ProblemsPanel::changeEvent(QEvent *event)
{
    if (event->type() == QEvent::LanguageChange)
        updateSummary();
    QWidget::changeEvent(event);
}

} // namespace Krajina
