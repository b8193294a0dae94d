// SPDX-FileCopyrightText: 2026 Krajina contributors
// SPDX-License-Identifier: GPL-3.0-or-later

#include "tilepalette.h"

#include <QCryptographicHash>

#include <array>

using namespace Qt::StringLiterals;

namespace Krajina {

const TilePalette &TilePalette::standard()
{
    static const TilePalette palette;
    return palette;
}

QColor TilePalette::edgeColour(EdgeType type) const
{
    switch (type) {
    case EdgeType::City:
        return city;
    case EdgeType::Road:
        return road;
    case EdgeType::River:
        return river;
    case EdgeType::Field:
        break;
    }
    return field;
}

QColor TilePalette::fieldTint(int ordinal)
{
    // Saturated enough to tell apart at thumbnail size, none close to the
    // city ochre, the road cream or the river blue.
    static const std::array<QColor, 10> tints = {
        QColor(0x8c, 0xd1, 0x4f), QColor(0xf2, 0xc1, 0x3d), QColor(0x3f, 0xb8, 0xa0), QColor(0xc0, 0x7c, 0xd6),
        QColor(0xef, 0x7d, 0x57), QColor(0x5d, 0x8a, 0x3a), QColor(0xe8, 0x6f, 0xa3), QColor(0x9b, 0xa7, 0xff),
        QColor(0xb5, 0xe3, 0xa0), QColor(0x9c, 0x6b, 0x3e),
    };
    return tints.at(std::size_t((ordinal % 10 + 10) % 10));
}

QColor TilePalette::backColour(const QString &backId, const QColor &declared)
{
    if (declared.isValid())
        return declared;
    const QString id = backId.toLower();
    if (id.contains(u"river"_s) || id.contains(u"dark"_s))
        return QColor(0x26, 0x33, 0x40);
    if (id.isEmpty() || id.contains(u"land"_s) || id.contains(u"default"_s) || id.contains(u"base"_s))
        return QColor(0xb6, 0x9b, 0x6e);
    // Any other back: a stable muted colour from its name.
    const QByteArray hash = QCryptographicHash::hash(id.toUtf8(), QCryptographicHash::Sha1);
    const int hue = (quint8(hash.at(0)) * 256 + quint8(hash.at(1))) % 360;
    return QColor::fromHsl(hue, 70, 105);
}

} // namespace Krajina
