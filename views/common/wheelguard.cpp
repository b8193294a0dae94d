// SPDX-FileCopyrightText: 2026 Krajina contributors
// SPDX-License-Identifier: GPL-3.0-or-later

#include "wheelguard.h"

#include <QAbstractScrollArea>
#include <QAbstractSpinBox>
#include <QComboBox>
#include <QCoreApplication>
#include <QEvent>
#include <QWheelEvent>
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
            // Not for this field: it scrolls the scroll area around it.
            for (QWidget *w = field->parentWidget(); w; w = w->parentWidget()) {
                if (auto *area = qobject_cast<QAbstractScrollArea *>(w)) {
                    const auto *wheel = static_cast<QWheelEvent *>(event);
                    QWheelEvent forwarded(area->viewport()->mapFromGlobal(wheel->globalPosition()),
                                          wheel->globalPosition(), wheel->pixelDelta(), wheel->angleDelta(),
                                          wheel->buttons(), wheel->modifiers(), wheel->phase(), wheel->inverted(),
                                          wheel->source());
                    QCoreApplication::sendEvent(area->viewport(), &forwarded);
                    return true;
                }
            }
            event->ignore(); // no scroll area: let it travel on to the parents
            return true;
        }
    }
    return QObject::eventFilter(watched, event);
}

} // namespace Krajina
