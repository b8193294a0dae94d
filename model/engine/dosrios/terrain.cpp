// SPDX-FileCopyrightText: 2026 Krajina contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "engine/dosrios/terrain.h"

#include <array>

using namespace Qt::StringLiterals;

namespace Krajina::DosRios {

namespace {
constexpr std::array<const char16_t *, TerrainCount> TerrainNames {u"mountain", u"spring", u"highland", u"forest",
                                                                   u"farmland", u"lake",   u"city",     u"road"};
constexpr std::array<const char16_t *, CropCount> CropNames {u"none", u"corn", u"tobacco", u"wheat"};
constexpr std::array<const char16_t *, RiverCount> RiverNames {u"rio-grande", u"rio-moreno"};

template<typename Enum, std::size_t N>
std::optional<Enum> fromName(const std::array<const char16_t *, N> &names, QStringView name)
{
    for (std::size_t i = 0; i < N; ++i) {
        if (name == QStringView(names[i]))
            return Enum(i);
    }
    return std::nullopt;
}
} // namespace

QString terrainName(Terrain terrain)
{
    return QString::fromUtf16(TerrainNames[int(terrain)]);
}
std::optional<Terrain> terrainFromName(QStringView name)
{
    return fromName<Terrain>(TerrainNames, name);
}
QString cropName(Crop crop)
{
    return QString::fromUtf16(CropNames[int(crop)]);
}
std::optional<Crop> cropFromName(QStringView name)
{
    return fromName<Crop>(CropNames, name);
}
QString riverName(River river)
{
    return QString::fromUtf16(RiverNames[int(river)]);
}
std::optional<River> riverFromName(QStringView name)
{
    return fromName<River>(RiverNames, name);
}

QString TerrainText::terrain(Terrain terrain)
{
    switch (terrain) {
    case Terrain::Mountain:
        return tr("mountain");
    case Terrain::Spring:
        return tr("mountain lake");
    case Terrain::Highland:
        return tr("highland");
    case Terrain::Forest:
        return tr("forest");
    case Terrain::Farmland:
        return tr("farmland");
    case Terrain::Lake:
        return tr("lake");
    case Terrain::City:
        return tr("city");
    case Terrain::Road:
        return tr("road");
    }
    return {};
}

QString TerrainText::crop(Crop crop)
{
    switch (crop) {
    case Crop::None:
        return tr("no crop");
    case Crop::Corn:
        return tr("corn");
    case Crop::Tobacco:
        return tr("tobacco");
    case Crop::Wheat:
        return tr("wheat");
    }
    return {};
}

QString TerrainText::river(River river)
{
    return river == River::Grande ? tr("Rio Grande") : tr("Rio Moreno");
}

} // namespace Krajina::DosRios
