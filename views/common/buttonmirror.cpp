// SPDX-FileCopyrightText: 2026 Krajina contributors
// SPDX-License-Identifier: GPL-3.0-or-later

#include "buttonmirror.h"

#include <QAbstractButton>
#include <QAction>
#include <QEvent>
#include <QIcon>
#include <QTimer>
#include <QToolBar>

using namespace Qt::StringLiterals;

namespace Krajina {

ButtonMirror::ButtonMirror(QObject *parent)
    : QObject(parent)
{
}

QToolBar *ButtonMirror::toolBar(QWidget *panel, const QList<Entry> &entries)
{
    auto *bar = new QToolBar(panel);
    bar->setObjectName(panel->objectName() + u"ToolBar"_s);
    bar->setToolButtonStyle(Qt::ToolButtonTextBesideIcon);
    bar->setIconSize(QSize(16, 16));
    auto *mirror = new ButtonMirror(bar);
    for (const Entry &entry : entries) {
        auto *action = new QAction(QIcon::fromTheme(entry.iconName), QString(), bar);
        action->setObjectName(entry.button->objectName() + u"Action"_s);
        action->setShortcut(entry.shortcut);
        action->setShortcutContext(Qt::WidgetWithChildrenShortcut);
        panel->addAction(action);
        bar->addAction(action);
        connect(action, &QAction::triggered, entry.button, &QAbstractButton::click);
        entry.button->installEventFilter(mirror);
        mirror->m_pairs.append({entry.button, action});
    }
    panel->installEventFilter(mirror);
    mirror->sync();
    return bar;
}

bool ButtonMirror::eventFilter(QObject *watched, QEvent *event)
{
    switch (event->type()) {
    case QEvent::EnabledChange:
    case QEvent::Show:
    case QEvent::Hide:
        sync();
        break;
    case QEvent::LanguageChange:
        // The panel puts its new words on the buttons as it gets the same event.
        QTimer::singleShot(0, this, &ButtonMirror::sync);
        break;
    default:
        break;
    }
    return QObject::eventFilter(watched, event);
}

void ButtonMirror::sync()
{
    for (const auto &[button, action] : std::as_const(m_pairs)) {
        QString text = button->text();
        text.replace(u"&&"_s, u"\x01"_s).remove(u'&').replace(u'\x01', u'&'); // the buttons' own accelerators
        action->setText(text);
        const QString tip = button->toolTip().isEmpty() ? text : button->toolTip();
        action->setToolTip(action->shortcut().isEmpty()
                               ? tip
                               : u"%1 (%2)"_s.arg(tip, action->shortcut().toString(QKeySequence::NativeText)));
        action->setEnabled(button->isEnabled());
    }
}

} // namespace Krajina
