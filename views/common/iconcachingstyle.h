// SPDX-FileCopyrightText: 2026 Krajina contributors
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

#include <QHash>
#include <QIcon>
#include <QProxyStyle>

namespace Krajina {

// Keeps the style's title bar icons once made. Qt 6.8's Fusion style builds
// them anew from its resource files each time a dock widget lays out its title
// (54 times before the first paint with our docks), and some of those file
// names are misspelt in Qt, so each miss probes the resources for fifteen image
// suffixes: 14 % of the instructions to the first paint.
class IconCachingStyle : public QProxyStyle
{
public:
    using QProxyStyle::QProxyStyle;

    QIcon standardIcon(StandardPixmap icon, const QStyleOption *option = nullptr,
                       const QWidget *widget = nullptr) const override;

    // Wraps the application's style in an IconCachingStyle when it is Fusion.
    static void installForFusion();

private:
    struct Key
    {
        StandardPixmap icon;
        qint64 palette;
        Qt::LayoutDirection direction;
        friend bool operator==(const Key &, const Key &) = default;
        friend size_t qHash(const Key &key, size_t seed = 0) noexcept
        {
            return qHashMulti(seed, int(key.icon), key.palette, int(key.direction));
        }
    };
    mutable QHash<Key, QIcon> m_icons;
};

} // namespace Krajina
