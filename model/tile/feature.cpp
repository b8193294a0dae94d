#include "feature.h"

#include <array>
#include <utility>

namespace Krajina {

namespace {

template<typename Enum, std::size_t N>
QString nameOf(const std::array<std::pair<Enum, const char16_t *>, N> &table, Enum value)
{
    for (const auto &[e, name] : table) {
        if (e == value)
            return QString::fromUtf16(name);
    }
    return {};
}

template<typename Enum, std::size_t N>
std::optional<Enum> valueOf(const std::array<std::pair<Enum, const char16_t *>, N> &table, QStringView name)
{
    for (const auto &[e, n] : table) {
        if (name == QStringView(n))
            return e;
    }
    return std::nullopt;
}

constexpr std::array<std::pair<FeatureType, const char16_t *>, 8> featureTypes = {{
    {FeatureType::City, u"city"},
    {FeatureType::Road, u"road"},
    {FeatureType::River, u"river"},
    {FeatureType::Field, u"field"},
    {FeatureType::Monastery, u"monastery"},
    {FeatureType::Garden, u"garden"},
    {FeatureType::Bookmaker, u"bookmaker"},
    {FeatureType::CropCircle, u"cropCircle"},
}};

constexpr std::array<std::pair<RiverRole, const char16_t *>, 6> riverRoles = {{
    {RiverRole::Stream, u"stream"},
    {RiverRole::Source, u"source"},
    {RiverRole::Lake, u"lake"},
    {RiverRole::VolcanoLake, u"volcanoLake"},
    {RiverRole::Fork, u"fork"},
    {RiverRole::CityEnd, u"cityEnd"},
}};

constexpr std::array<std::pair<CropCircleType, const char16_t *>, 3> cropCircleTypes = {{
    {CropCircleType::City, u"city"},
    {CropCircleType::Field, u"field"},
    {CropCircleType::Road, u"road"},
}};

constexpr std::array<std::pair<Crossing, const char16_t *>, 3> crossings = {{
    {Crossing::None, u"none"},
    {Crossing::Bridge, u"bridge"},
    {Crossing::Overpass, u"overpass"},
}};

} // namespace

bool Feature::isEdgeFeature() const
{
    switch (type) {
    case FeatureType::City:
    case FeatureType::Road:
    case FeatureType::River:
    case FeatureType::Field:
        return true;
    default:
        return false;
    }
}

int riverEndsFor(RiverRole role)
{
    switch (role) {
    case RiverRole::Stream:
        return 2;
    case RiverRole::Fork:
        return 3;
    case RiverRole::Source:
    case RiverRole::Lake:
    case RiverRole::VolcanoLake:
    case RiverRole::CityEnd:
        return 1;
    }
    return 2;
}

QString featureTypeName(FeatureType type)
{
    return nameOf(featureTypes, type);
}

std::optional<FeatureType> featureTypeFromName(QStringView name)
{
    return valueOf(featureTypes, name);
}

QString riverRoleName(RiverRole role)
{
    return nameOf(riverRoles, role);
}

std::optional<RiverRole> riverRoleFromName(QStringView name)
{
    return valueOf(riverRoles, name);
}

QString cropCircleTypeName(CropCircleType type)
{
    return nameOf(cropCircleTypes, type);
}

std::optional<CropCircleType> cropCircleTypeFromName(QStringView name)
{
    return valueOf(cropCircleTypes, name);
}

QString crossingName(Crossing crossing)
{
    return nameOf(crossings, crossing);
}

std::optional<Crossing> crossingFromName(QStringView name)
{
    return valueOf(crossings, name);
}

} // namespace Krajina
