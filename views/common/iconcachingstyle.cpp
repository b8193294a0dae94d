// SPDX-FileCopyrightText: 2026 Krajina contributors
// SPDX-License-Identifier: GPL-3.0-or-later

#include "iconcachingstyle.h"

#include <QApplication>
#include <QStyleOption>

using namespace Qt::StringLiterals;

namespace Krajina {

namespace {

bool isTitleBarIcon(QStyle::StandardPixmap icon)
{
    return (icon >= QStyle::SP_TitleBarMinButton && icon <= QStyle::SP_TitleBarContextHelpButton)
        || icon == QStyle::SP_DockWidgetCloseButton;
}

// A palette that keeps changing (an animation) does not fill memory.
constexpr qsizetype MaxIcons = 256;

} // namespace

QIcon IconCachingStyle::standardIcon(StandardPixmap icon, const QStyleOption *option, const QWidget *widget) const
{
    if (!isTitleBarIcon(icon))
        return QProxyStyle::standardIcon(icon, option, widget);
    const Key key {icon, option ? option->palette.cacheKey() : QApplication::palette().cacheKey(),
                   option ? option->direction : QApplication::layoutDirection()};
    if (const auto found = m_icons.constFind(key); found != m_icons.cend())
        return *found;
    if (m_icons.size() >= MaxIcons)
        m_icons.clear();
    const QIcon made = QProxyStyle::standardIcon(icon, option, widget);
    m_icons.insert(key, made);
    return made;
}

void IconCachingStyle::installForFusion()
{
    const QString name = QApplication::style()->name();
    if (name.compare(u"fusion"_s, Qt::CaseInsensitive) == 0)
        QApplication::setStyle(new IconCachingStyle(name));
}

} // namespace Krajina
