// SPDX-FileCopyrightText: 2026 Krajina contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QCoreApplication>
#include <QString>

#include <cstdint>
#include <optional>

namespace Krajina::DosRios {

enum class Terrain : std::uint8_t { Mountain, Spring, Highland, Forest, Farmland, Lake, City, Road };
inline constexpr int TerrainCount = int(Terrain::Road) + 1;

enum class Crop : std::uint8_t { None, Corn, Tobacco, Wheat };
inline constexpr int CropCount = int(Crop::Wheat) + 1;

// Rio Grande (green) rises in the western mountain lake, Rio Moreno (brown) in the eastern one.
enum class River : std::uint8_t { Grande, Moreno };
inline constexpr int RiverCount = 2;

// mountain > highland > forest > farmland > lake = city = road, as the rules order them;
// a mountain lake (spring) lies as high as the mountains.
constexpr int terrainHeight(Terrain terrain)
{
    switch (terrain) {
    case Terrain::Mountain:
    case Terrain::Spring:
        return 4;
    case Terrain::Highland:
        return 3;
    case Terrain::Forest:
        return 2;
    case Terrain::Farmland:
        return 1;
    case Terrain::Lake:
    case Terrain::City:
    case Terrain::Road:
        return 0;
    }
    return 0;
}

// Hexes a river may flow into and through (the inner hexes and the top row),
// and where it ends.
constexpr bool isRiverLand(Terrain terrain)
{
    return terrain == Terrain::Highland || terrain == Terrain::Forest || terrain == Terrain::Farmland;
}
constexpr bool isRiverEnd(Terrain terrain)
{
    return terrain == Terrain::Lake || terrain == Terrain::City;
}

// Stable names used in files and on the command line ("farmland", "corn", "rioGrande"; "rioGrande" is still read).
QString terrainName(Terrain terrain);
std::optional<Terrain> terrainFromName(QStringView name);
QString cropName(Crop crop);
std::optional<Crop> cropFromName(QStringView name);
QString riverName(River river);
std::optional<River> riverFromName(QStringView name);

// Translated names for people.
class TerrainText
{
    Q_DECLARE_TR_FUNCTIONS(Krajina::DosRios::TerrainText)
public:
    static QString terrain(Terrain terrain);
    static QString crop(Crop crop);
    static QString river(River river);
};

} // namespace Krajina::DosRios
