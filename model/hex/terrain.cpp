// SPDX-FileCopyrightText: 2026 Krajina contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "hex/terrain.h"

#include "enumnames.h"

using namespace Qt::StringLiterals;

namespace Krajina::DosRios {

namespace {

constexpr EnumNames<Terrain, TerrainCount> terrains = {{
    {Terrain::Mountain, u"mountain"},
    {Terrain::Spring, u"spring"},
    {Terrain::Highland, u"highland"},
    {Terrain::Forest, u"forest"},
    {Terrain::Farmland, u"farmland"},
    {Terrain::Lake, u"lake"},
    {Terrain::City, u"city"},
    {Terrain::Road, u"road"},
}};

constexpr EnumNames<Crop, CropCount> crops = {{
    {Crop::None, u"none"},
    {Crop::Corn, u"corn"},
    {Crop::Tobacco, u"tobacco"},
    {Crop::Wheat, u"wheat"},
}};

constexpr EnumNames<River, RiverCount> rivers = {{
    {River::Grande, u"rioGrande"},
    {River::Moreno, u"rioMoreno"},
}};

} // namespace

QString terrainName(Terrain terrain)
{
    return enumName(terrains, terrain);
}

std::optional<Terrain> terrainFromName(QStringView name)
{
    return enumFromName(terrains, name);
}

QString cropName(Crop crop)
{
    return enumName(crops, crop);
}

std::optional<Crop> cropFromName(QStringView name)
{
    return enumFromName(crops, name);
}

QString riverName(River river)
{
    return enumName(rivers, river);
}

std::optional<River> riverFromName(QStringView name)
{
    return enumFromCurrentOrOldName(rivers, name); // files may still say "rioGrande"
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
