// SPDX-FileCopyrightText: 2026 Krajina contributors
// SPDX-License-Identifier: GPL-3.0-or-later

#include "jczconventions.h"

#include <algorithm>
#include <array>
#include <utility>

using namespace Qt::StringLiterals;

namespace Krajina {

namespace {

constexpr std::array<std::pair<const char16_t *, const char16_t *>, 5> knownSets = {{
    {u"basic", u"base"},
    {u"river/1", u"river-1"},
    {u"river/2", u"river-2"},
    {u"corn-circles/1", u"crop-circles-1"},
    {u"corn-circles/2", u"crop-circles-2"},
}};

} // namespace

namespace Jcz {

bool isKnownSet(const QString &setName)
{
    return std::any_of(knownSets.cbegin(), knownSets.cend(),
                       [&](const auto &known) { return setName == QStringView(known.first); });
}

Crossing impliedCrossing(const TileDefinition &tile, const Feature &feature)
{
    if (feature.type != FeatureType::Road && feature.type != FeatureType::City)
        return Crossing::None;
    const bool crosses = std::any_of(tile.features.cbegin(), tile.features.cend(), [&](const Feature &river) {
        return river.type == FeatureType::River && interleaves(feature.locations, river.locations);
    });
    if (!crosses)
        return Crossing::None;
    return feature.type == FeatureType::Road ? Crossing::Bridge : Crossing::Overpass;
}

QString expansionIdForSet(const QString &setName)
{
    for (const auto &[jcz, krajina] : knownSets) {
        if (setName == QStringView(jcz))
            return QString::fromUtf16(krajina);
    }
    QString id = setName;
    return id.replace(u'/', u'-');
}

QString setNameForExpansion(const QString &expansionId)
{
    for (const auto &[jcz, krajina] : knownSets) {
        if (expansionId == QStringView(krajina))
            return QString::fromUtf16(jcz);
    }
    return expansionId;
}

} // namespace Jcz

} // namespace Krajina
