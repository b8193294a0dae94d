// SPDX-FileCopyrightText: 2026 Krajina contributors
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

#include "tile/tiledefinition.h"

#include <QColor>

namespace Krajina {

// The colours of schematic tiles. Chosen to read on screen and on paper:
// mid-tone fills with darker edges, no two feature kinds sharing a hue.
struct TilePalette
{
    QColor field {0x8c, 0xbf, 0x5b};
    QColor fieldEdge {0x5f, 0x8f, 0x3c};
    QColor city {0xcf, 0x9f, 0x5c};
    QColor cityLight {0xe4, 0xc0, 0x86};
    QColor wall {0x6a, 0x47, 0x29};
    QColor road {0xf5, 0xef, 0xde};
    QColor roadEdge {0x5c, 0x51, 0x45};
    QColor river {0x4a, 0x97, 0xd4};
    QColor riverEdge {0x27, 0x5d, 0x8e};
    QColor riverLight {0xa6, 0xd3, 0xf2};
    QColor stone {0x9a, 0x96, 0x8e};
    QColor buildingWall {0xf3, 0xe8, 0xd0};
    QColor roof {0xb8, 0x4f, 0x37};
    QColor ink {0x3b, 0x2f, 0x26}; // outlines of small symbols
    QColor pennant {0x2c, 0x5c, 0xb0};
    QColor hedge {0x3f, 0x7d, 0x38};
    QColor wheat {0xe9, 0xd4, 0x84};
    QColor frame {0x33, 0x33, 0x33};

    static const TilePalette &standard();

    // The colour an edge of that type shows at the tile's rim.
    QColor edgeColour(EdgeType type) const;
    // Distinct tints for field regions, cycling after the first ten.
    static QColor fieldTint(int ordinal);
    // The colour of a tile back: the back's own colour, else one derived from
    // its id (river backs dark, the land back a warm light brown).
    static QColor backColour(const QString &backId, const QColor &declared = {});
};

} // namespace Krajina
