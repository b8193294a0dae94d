// SPDX-FileCopyrightText: 2026 Krajina contributors
// SPDX-License-Identifier: GPL-3.0-or-later

#include "wheelguard.h"

#include <QAbstractSpinBox>
#include <QComboBox>
#include <QEvent>
#include <QWidget>

namespace Krajina {

void WheelGuard::protect(QWidget *root)
{
    auto *guard = root->findChild<WheelGuard *>(QString(), Qt::FindDirectChildrenOnly);
    if (!guard)
        guard = new WheelGuard(root);
    const auto guardField = [guard](QWidget *field) {
        field->setFocusPolicy(Qt::StrongFocus);
        field->removeEventFilter(guard);
        field->installEventFilter(guard);
    };
    for (QComboBox *box : root->findChildren<QComboBox *>())
        guardField(box);
    for (QAbstractSpinBox *box : root->findChildren<QAbstractSpinBox *>())
        guardField(box);
}

bool WheelGuard::eventFilter(QObject *watched, QEvent *event)
{
    if (event->type() == QEvent::Wheel) {
        auto *field = qobject_cast<QWidget *>(watched);
        if (field && !field->hasFocus()) {
            // Not for this field: let the event travel on to the scroll area around it.
            event->ignore();
            return true;
        }
    }
    return QObject::eventFilter(watched, event);
}

} // namespace Krajina
