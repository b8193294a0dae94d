// SPDX-FileCopyrightText: 2026 Krajina contributors
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

#include <QKeySequence>
#include <QList>
#include <QObject>

class QAbstractButton;
class QAction;
class QToolBar;
class QWidget;

namespace Krajina {

// A toolbar row of actions that stand for push buttons lower down a panel
// (the sandbox's Draw, No follower, Undo move, ...): each action clicks its
// button, and follows its text, tooltip and enabled state, so that the
// controls are in sight at any panel height, with keyboard shortcuts.
class ButtonMirror : public QObject
{
    Q_OBJECT
public:
    struct Entry
    {
        QAbstractButton *button;
        QKeySequence shortcut;
        QString iconName;
    };

    // The toolbar (a child of `panel`); its shortcuts work while the focus is in `panel`.
    static QToolBar *toolBar(QWidget *panel, const QList<Entry> &entries);

protected:
    bool eventFilter(QObject *watched, QEvent *event) override;

private:
    explicit ButtonMirror(QObject *parent);
    void sync();

    QList<std::pair<QAbstractButton *, QAction *>> m_pairs;
};

} // namespace Krajina
