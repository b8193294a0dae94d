// SPDX-FileCopyrightText: 2026 Krajina contributors
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

// Tile definitions for engine tests, written in a compact notation:
//   "city:N +1; road:E W; field:EL WR >0; field:ER SL SR WL; monastery; river:E =source; field:... pig"
// ">i,j" lists the cities (feature indices) a field touches, "+n" pennants,
// "=role" a river role, "@c" the cell of a multi-cell tile, "pig" a pig herd,
// "bookmaker" and "crop:city|field|road" the specials.

#include "tile/tiledefinition.h"

#include <QStringList>

namespace KrajinaTest {

inline Krajina::TileDefinition tile(const QString &id, const QString &spec, int count = 1, QSize size = {1, 1})
{
    using namespace Krajina;
    TileDefinition t;
    t.id = id;
    t.expansion = id.section(u'/', 0, 0);
    t.count = count;
    t.size = size;
    const QStringList parts = spec.split(u';', Qt::SkipEmptyParts);
    for (const QString &rawPart : parts) {
        const QString part = rawPart.trimmed();
        Feature f;
        const QString head = part.section(u':', 0, 0).trimmed();
        const QString rest = part.section(u':', 1);
        if (head.startsWith(u"crop")) {
            f.type = FeatureType::CropCircle;
            f.cropCircle = *cropCircleTypeFromName(rest.trimmed());
            t.features << f;
            continue;
        }
        f.type = *featureTypeFromName(head);
        QStringList locations;
        for (const QString &word : rest.split(u' ', Qt::SkipEmptyParts)) {
            if (word.startsWith(u'+'))
                f.pennants = word.mid(1).toInt();
            else if (word.startsWith(u'>')) {
                for (const QString &c : word.mid(1).split(u','))
                    f.cities << c.toInt();
            } else if (word.startsWith(u'='))
                f.riverRole = *riverRoleFromName(word.mid(1));
            else if (word.startsWith(u'@'))
                f.cell = word.mid(1).toInt();
            else if (word == u"pig")
                f.pigHerd = true;
            else
                locations << word;
        }
        f.locations = *Location::fromString(locations.join(u' '));
        t.features << f;
    }
    return t;
}

// The base-game designs used by the tests (facts from the base game's tile list).
inline QList<Krajina::TileDefinition> baseTiles()
{
    return {
        tile(QStringLiteral("base/L"), QStringLiteral("monastery; field:NL NR EL ER SL SR WL WR"), 4),
        tile(QStringLiteral("base/LR"), QStringLiteral("monastery; road:S; field:NL NR EL ER SL SR WL WR"), 2),
        tile(QStringLiteral("base/RCr"), QStringLiteral("road:E W; city:N; field:EL WR >1; field:ER SL SR WL"), 4),
        tile(QStringLiteral("base/Cccc+"), QStringLiteral("city:N E S W +1"), 1),
        tile(QStringLiteral("base/CccR+"), QStringLiteral("road:S; city:N E W +1; field:SL >1; field:SR >1"), 2),
        tile(QStringLiteral("base/CccR"), QStringLiteral("road:S; city:N E W; field:SL >1; field:SR >1"), 1),
        tile(QStringLiteral("base/CFc+"), QStringLiteral("city:E W +1; field:NL NR >0; field:SL SR >0"), 2),
        tile(QStringLiteral("base/CFc.1"), QStringLiteral("city:E W; field:NL NR >0; field:SL SR >0"), 1),
        tile(QStringLiteral("base/Cc.1"), QStringLiteral("city:N W; field:SL SR EL ER >0"), 3),
        tile(QStringLiteral("base/Cc+"), QStringLiteral("city:N W +1; field:SL SR EL ER >0"), 2),
        tile(QStringLiteral("base/CcRr"), QStringLiteral("road:E S; city:N W; field:EL SR >1; field:ER SL"), 3),
        tile(QStringLiteral("base/CcRr+"), QStringLiteral("road:E S; city:N W +1; field:EL SR >1; field:ER SL"), 2),
        tile(QStringLiteral("base/Ccc"), QStringLiteral("city:N E W; field:SL SR >0"), 3),
        tile(QStringLiteral("base/Ccc+"), QStringLiteral("city:N E W +1; field:SL SR >0"), 1),
        tile(QStringLiteral("base/CRr"), QStringLiteral("road:E S; city:N; field:EL WL WR SR >1; field:ER SL"), 3),
        tile(QStringLiteral("base/CRRR"),
             QStringLiteral("road:E; road:S; road:W; city:N; field:WR EL >3; field:WL SR; field:ER SL"), 3),
        tile(QStringLiteral("base/RrC"), QStringLiteral("road:S W; city:N; field:WR EL ER SL >1; field:WL SR"), 3),
        tile(QStringLiteral("base/C"), QStringLiteral("city:N; field:WL WR SL SR EL ER >0"), 5),
        tile(QStringLiteral("base/CFC.2"), QStringLiteral("city:N; city:S; field:WL WR EL ER >0,1"), 3),
        tile(QStringLiteral("base/CC.2"), QStringLiteral("city:N; city:W; field:EL ER SL SR >0,1"), 2),
        tile(QStringLiteral("base/RRRR"),
             QStringLiteral("road:N; road:E; road:S; road:W; field:WR NL; field:NR EL; field:ER SL; field:SR WL"), 1),
        tile(QStringLiteral("base/RRR"),
             QStringLiteral("road:E; road:S; road:W; field:WR NL NR EL; field:ER SL; field:SR WL"), 4),
        tile(QStringLiteral("base/Rr"), QStringLiteral("road:W S; field:WR NL NR EL ER SL; field:SR WL"), 9),
        tile(QStringLiteral("base/RFr"), QStringLiteral("road:W E; field:WR NL NR EL; field:ER SL SR WL"), 8),
    };
}

// River I as the river's tile list gives it.
inline QList<Krajina::TileDefinition> riverOneTiles()
{
    return {
        tile(QStringLiteral("river-1/s"), QStringLiteral("field:NL NR EL ER SL SR WL WR; river:E =source")),
        tile(QStringLiteral("river-1/I.e"), QStringLiteral("field:NL NR EL ER SL SR WL WR; river:W =lake")),
        tile(QStringLiteral("river-1/CICI"),
             QStringLiteral("city:N; city:S; field:EL WR >0; field:ER WL >1; river:W E")),
        tile(QStringLiteral("river-1/CIRI"),
             QStringLiteral("city:N; road:S; field:EL >0; field:WR >0; field:ER SL; field:WL SR; river:W E")),
        tile(QStringLiteral("river-1/LIRI"),
             QStringLiteral("monastery; road:S; field:WR NL NR EL; field:ER SL; field:WL SR; river:W E")),
        tile(QStringLiteral("river-1/RIrI"),
             QStringLiteral("road:W E; field:WR NL; field:NR EL; field:ER SL; field:WL SR; river:N S")),
        tile(QStringLiteral("river-1/IFI"), QStringLiteral("field:WR NL NR EL; field:WL SL SR ER; river:W E"), 2),
        tile(QStringLiteral("river-1/CcII"), QStringLiteral("city:N W; field:SR EL >0; field:ER SL; river:S E")),
        tile(QStringLiteral("river-1/RrII"),
             QStringLiteral("road:N E; field:WR NL ER SL; field:NR EL; field:WL SR; river:W S")),
        tile(QStringLiteral("river-1/II"), QStringLiteral("field:WR NL NR EL ER SL; field:WL SR; river:W S"), 2),
    };
}

} // namespace KrajinaTest
