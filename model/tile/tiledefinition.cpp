// SPDX-FileCopyrightText: 2026 Krajina contributors
// SPDX-License-Identifier: GPL-3.0-or-later

#include "tiledefinition.h"

#include "enumnames.h"

#include <algorithm>

namespace Krajina {

EdgeType TileDefinition::edge(Side side, int cell) const
{
    const Location where = Location::side(side);
    for (const Feature &f : features) {
        if (f.cell != cell || !f.locations.contains(where))
            continue;
        switch (f.type) {
        case FeatureType::City:
            return EdgeType::City;
        case FeatureType::Road:
            return EdgeType::Road;
        case FeatureType::River:
            return EdgeType::River;
        default:
            break;
        }
    }
    return EdgeType::Field;
}

int TileDefinition::countIn(const QString &edition) const
{
    if (const auto it = editionCounts.constFind(edition); it != editionCounts.cend())
        return it.value();
    if (!editions.isEmpty() && !editions.contains(edition))
        return 0;
    return count;
}

QString TileDefinition::edgePattern() const
{
    QString pattern;
    for (int cell = 0; cell < cellCount(); ++cell) {
        if (cell > 0)
            pattern += u'|';
        for (Side s : {Side::North, Side::East, Side::South, Side::West})
            pattern += edgeLetter(edge(s, cell));
    }
    return pattern;
}

int TileDefinition::rotationalSymmetry() const
{
    if (cellCount() != 1)
        return 1;
    const QString p = edgePattern();
    if (p == p.mid(1) + p.left(1))
        return 4;
    if (p == p.mid(2) + p.left(2))
        return 2;
    return 1;
}

int TileDefinition::fieldCount() const
{
    // Fields of neighbouring cells that meet across an inner edge are one field.
    QList<int> parent(features.size());
    for (qsizetype i = 0; i < parent.size(); ++i)
        parent[i] = int(i);
    const auto root = [&parent](int i) {
        while (parent.at(i) != i)
            i = parent[i] = parent.at(parent.at(i));
        return i;
    };
    const auto join = [&](Location here, int cell, int otherCell) {
        for (int h = 0; h < Location::PositionCount; ++h) {
            const Location p = Location::position(h);
            if (!here.contains(p))
                continue;
            const int a = featureAt(p, cell);
            const int b = featureAt(p.opposite(), otherCell);
            if (a >= 0 && b >= 0 && features.at(a).type == FeatureType::Field
                && features.at(b).type == FeatureType::Field)
                parent[root(a)] = root(b);
        }
    };
    const int w = size.width();
    for (int cell = 0; cell < cellCount(); ++cell) {
        if (cell % w + 1 < w)
            join(Location::side(Side::East).flankingHalfEdges(), cell, cell + 1);
        if (cell + w < cellCount())
            join(Location::side(Side::South).flankingHalfEdges(), cell, cell + w);
    }
    int count = 0;
    for (qsizetype i = 0; i < features.size(); ++i) {
        if (features.at(i).type == FeatureType::Field && root(int(i)) == int(i))
            ++count;
    }
    return count;
}

bool TileDefinition::has(FeatureType type) const
{
    return std::any_of(features.cbegin(), features.cend(), [type](const Feature &f) { return f.type == type; });
}

int TileDefinition::featureAt(Location location, int cell) const
{
    for (qsizetype i = 0; i < features.size(); ++i) {
        const Feature &f = features.at(i);
        if (f.cell == cell && f.locations.intersects(location))
            return int(i);
    }
    return -1;
}

QString TileDefinition::name(QStringView language) const
{
    if (language.startsWith(u"cs") && !nameCs.isEmpty())
        return nameCs;
    return nameEn.isEmpty() ? (nameCs.isEmpty() ? id : nameCs) : nameEn;
}

QChar edgeLetter(EdgeType type)
{
    switch (type) {
    case EdgeType::City:
        return u'C';
    case EdgeType::Road:
        return u'R';
    case EdgeType::River:
        return u'I';
    case EdgeType::Field:
        break;
    }
    return u'F';
}

namespace {

constexpr EnumNames<EdgeType, 4> edgeTypes = {{
    {EdgeType::Field, u"field"},
    {EdgeType::Road, u"road"},
    {EdgeType::City, u"city"},
    {EdgeType::River, u"river"},
}};

constexpr EnumNames<TileStatus, 3> statusNames = {{
    {TileStatus::Verified, u"verified"},
    {TileStatus::Transcribed, u"transcribed"},
    {TileStatus::Draft, u"draft"},
}};

} // namespace

QString edgeTypeName(EdgeType type)
{
    return enumName(edgeTypes, type);
}

QString tileStatusName(TileStatus status)
{
    return enumName(statusNames, status);
}

std::optional<TileStatus> tileStatusFromName(QStringView name)
{
    return enumFromName(statusNames, name);
}

} // namespace Krajina
