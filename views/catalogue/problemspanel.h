// SPDX-FileCopyrightText: 2026 Krajina contributors
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

#include <QWidget>

class QAction;
class QLabel;
class QToolButton;
class QSortFilterProxyModel;
class QTreeView;

namespace Krajina {

class ProblemsModel;

// Every lint finding of the open catalogue, live; activating one asks the
// window to go to the tile and location.
class ProblemsPanel : public QWidget
{
    Q_OBJECT
public:
    explicit ProblemsPanel(QWidget *parent = nullptr);

    void setModel(ProblemsModel *model);
    QTreeView *view() const { return m_view; }
    QAction *quickFixAction() const { return m_quickFix; }

Q_SIGNALS:
    void problemActivated(const QString &tileId, int cell, quint16 locationBits);
    // The user asked for the current finding's quick fix (see quickFix() in tile/featureedit.h).
    void quickFixRequested(const QString &tileId, const QString &code, int cell, quint16 locationBits);

protected:
    void changeEvent(QEvent *event) override;

private:
    void updateSummary();
    void updateQuickFix();
    void retranslate();

    ProblemsModel *m_model = nullptr;
    QSortFilterProxyModel *m_proxy = nullptr;
    QTreeView *m_view = nullptr;
    QLabel *m_summary = nullptr;
    QAction *m_quickFix = nullptr;
    QString m_quickFixTip;
    QToolButton *m_quickFixButton = nullptr;
};

} // namespace Krajina
