// SPDX-FileCopyrightText: 2026 Krajina contributors
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

#include <QObject>

class QWidget;

namespace Krajina {

// Keeps the mouse wheel from changing combo boxes and spin boxes the user has
// not clicked into: over such a field the wheel scrolls the panel around it,
// as in KDE's settings pages. The fields take focus by click or Tab only
// (Qt::StrongFocus); once focused, the wheel changes them as usual.
class WheelGuard : public QObject
{
    Q_OBJECT
public:
    // Guards every combo box and spin box inside `root` (now present), parented to `root`.
    static void protect(QWidget *root);

protected:
    bool eventFilter(QObject *watched, QEvent *event) override;

private:
    using QObject::QObject;
};

} // namespace Krajina
