// SPDX-FileCopyrightText: 2026 Krajina contributors
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

#include <QObject>
#include <QStringList>

class QMenu;

namespace Krajina {

// The most recently used documents, kept in QSettings and offered as a menu.
class RecentFiles : public QObject
{
    Q_OBJECT
public:
    static constexpr int MaximumCount = 10;

    explicit RecentFiles(QObject *parent = nullptr);

    QStringList files() const;
    void add(const QString &fileName);
    void clear();
    // Fills menu with one action per file plus "Clear"; refilled on every change.
    void attachMenu(QMenu *menu);

Q_SIGNALS:
    void fileRequested(const QString &fileName);
    void changed();

private:
    void store(const QStringList &files);
    void refillMenu();

    QMenu *m_menu = nullptr;
};

} // namespace Krajina
