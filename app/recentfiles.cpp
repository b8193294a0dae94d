// SPDX-FileCopyrightText: 2026 Krajina contributors
// SPDX-License-Identifier: GPL-3.0-or-later

#include "recentfiles.h"

#include <QDir>
#include <QFileInfo>
#include <QMenu>
#include <QSettings>

using namespace Qt::StringLiterals;

namespace Krajina {

namespace {
constexpr auto settingsKey = QLatin1StringView("recentFiles");
}

RecentFiles::RecentFiles(QObject *parent)
    : QObject(parent)
{
}

QStringList RecentFiles::files() const
{
    return QSettings().value(settingsKey).toStringList();
}

void RecentFiles::add(const QString &fileName)
{
    const QString path = QFileInfo(fileName).absoluteFilePath();
    QStringList list = files();
    list.removeAll(path);
    list.prepend(path);
    while (list.size() > MaximumCount)
        list.removeLast();
    store(list);
}

void RecentFiles::clear()
{
    store({});
}

void RecentFiles::store(const QStringList &list)
{
    QSettings().setValue(settingsKey, list);
    refillMenu();
    Q_EMIT changed();
}

void RecentFiles::attachMenu(QMenu *menu)
{
    m_menu = menu;
    refillMenu();
}

void RecentFiles::refillMenu()
{
    if (!m_menu)
        return;
    m_menu->clear();
    const QStringList list = files();
    int number = 1;
    for (const QString &path : list) {
        const QString label = number < 10 ? u"&%1 %2"_s.arg(number).arg(QDir::toNativeSeparators(path))
                                          : QDir::toNativeSeparators(path);
        QAction *action = m_menu->addAction(label);
        connect(action, &QAction::triggered, this, [this, path] { Q_EMIT fileRequested(path); });
        ++number;
    }
    m_menu->addSeparator();
    QAction *clearAction = m_menu->addAction(tr("&Clear List"), this, &RecentFiles::clear);
    clearAction->setEnabled(!list.isEmpty());
    m_menu->setEnabled(true);
}

} // namespace Krajina
