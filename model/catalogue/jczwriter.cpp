// SPDX-FileCopyrightText: 2026 Krajina contributors
// SPDX-License-Identifier: GPL-3.0-or-later

// Writing a catalogue as JCloisterZone's tile XML, or as an add-on of one's own
// expansions for it.

#include "jczformat.h"

#include "enumnames.h"
#include "jczconventions.h"

#include <QHash>
#include <QSet>
#include <QXmlStreamWriter>

#include <algorithm>
#include <utility>

using namespace Qt::StringLiterals;

namespace Krajina {

using Jcz::impliedCrossing;
using Jcz::isKnownSet;

namespace {

QString groupFor(const TileDefinition &tile)
{
    for (const Feature &f : tile.features) {
        if (f.type != FeatureType::River)
            continue;
        switch (f.riverRole) {
        case RiverRole::Source:
            return u"river-spring"_s;
        case RiverRole::Lake:
        case RiverRole::VolcanoLake:
            return u"river-lake"_s;
        case RiverRole::Fork:
            return u"river-fork"_s;
        case RiverRole::Stream:
        case RiverRole::CityEnd:
            return u"river"_s;
        }
    }
    return {};
}

// JCloisterZone spells the crop circles' types with a capital.
constexpr EnumNames<CropCircleType, 3> jczCropCircles = {{
    {CropCircleType::Field, u"Field"},
    {CropCircleType::Road, u"Road"},
    {CropCircleType::City, u"City"},
}};

class Writer
{
public:
    JczWriteResult write(const Catalogue &catalogue)
    {
        JczWriteResult result;
        QXmlStreamWriter xml(&result.data);
        xml.setAutoFormatting(true);
        xml.setAutoFormattingIndent(2);
        xml.writeStartDocument();
        xml.writeStartElement(u"defs"_s);

        // Which JCloisterZone id each tile is written under; tiles that share
        // one (the river spring of River I and II) are written once.
        QMap<QString, const TileDefinition *> written;
        QList<const TileDefinition *> toWrite;
        for (const TileDefinition &tile : catalogue.tiles) {
            if (tile.cellCount() != 1) {
                m_warnings << JczFormat::tr("tile %1: JCloisterZone has no tiles of %2 cells; left out")
                                  .arg(tile.id)
                                  .arg(tile.cellCount());
                continue;
            }
            QString id = tile.jczId.isEmpty() ? tile.id : tile.jczId;
            if (const TileDefinition *other = written.value(id)) {
                if (other->features == tile.features) {
                    m_exportId.insert(&tile, id);
                    continue;
                }
                m_warnings << JczFormat::tr("tiles %1 and %2 share the JCloisterZone id %3 but differ; %2 is written "
                                            "as %2")
                                  .arg(other->id, tile.id, id);
                id = tile.id;
            }
            written.insert(id, &tile);
            m_exportId.insert(&tile, id);
            toWrite << &tile;
        }

        xml.writeStartElement(u"tiles"_s);
        for (const TileDefinition *tile : std::as_const(toWrite))
            writeTile(xml, *tile);
        xml.writeEndElement();

        xml.writeStartElement(u"sets"_s);
        // Each expansion id once (a duplicated expansion is written once), its tiles grouped in one pass.
        QStringList expansionIds;
        QHash<QString, QList<const TileDefinition *>> tilesOf;
        for (const Expansion &e : catalogue.expansions) {
            if (!tilesOf.contains(e.id)) {
                tilesOf.insert(e.id, {});
                expansionIds << e.id;
            }
        }
        for (const TileDefinition &tile : catalogue.tiles) {
            if (!tilesOf.contains(tile.expansion))
                expansionIds << tile.expansion;
            if (m_exportId.contains(&tile))
                tilesOf[tile.expansion] << &tile;
        }
        QHash<QString, QStringList> setIdsOf; // expansion id -> the tile-set ids written for it
        for (const QString &expansionId : std::as_const(expansionIds))
            setIdsOf.insert(expansionId, writeSets(xml, catalogue, expansionId, tilesOf.value(expansionId)));
        xml.writeEndElement();

        // An expansion of one's own keeps its English name where an add-on keeps its title
        // (FanCloisterZone's <expansion>); JCloisterZone names its own sets itself.
        for (const QString &expansionId : std::as_const(expansionIds)) {
            const Expansion *expansion = catalogue.expansion(expansionId);
            const QStringList sets = setIdsOf.value(expansionId);
            if (!expansion || sets.isEmpty() || isKnownSet(JczFormat::setNameForExpansion(expansionId)))
                continue;
            const QString title = expansion->nameEn.isEmpty() ? expansion->nameCs : expansion->nameEn;
            if (title.isEmpty())
                continue;
            xml.writeStartElement(u"expansion"_s);
            xml.writeAttribute(u"id"_s, JczFormat::setNameForExpansion(expansionId));
            xml.writeTextElement(u"title"_s, title);
            for (const QString &set : sets) {
                xml.writeEmptyElement(u"ref"_s);
                xml.writeAttribute(u"tile-set"_s, set);
            }
            xml.writeEndElement();
        }

        xml.writeEndElement();
        xml.writeEndDocument();
        result.warnings = m_warnings;
        result.notCarried = JczFormat::notCarried(catalogue);
        return result;
    }

private:
    void writeTile(QXmlStreamWriter &xml, const TileDefinition &tile)
    {
        xml.writeStartElement(u"tile"_s);
        xml.writeAttribute(u"id"_s, m_exportId.value(&tile));
        const QString group = groupFor(tile);
        if (group == u"river-spring" || group == u"river-lake")
            xml.writeAttribute(u"max"_s, u"1"_s);
        if (!group.isEmpty())
            xml.writeAttribute(u"group"_s, group);
        bool volcano = false;
        for (const Feature &f : tile.features) {
            if (f.crossing != impliedCrossing(tile, f)) {
                m_warnings << JczFormat::tr("tile %1: JCloisterZone only knows roads and cities crossing a river; "
                                            "the %2 crossing of the %3 at %4 is not kept")
                                  .arg(tile.id, crossingName(f.crossing), featureTypeName(f.type),
                                       f.locations.toString());
            }
            switch (f.type) {
            case FeatureType::City:
                xml.writeStartElement(u"city"_s);
                if (f.pennants > 0)
                    xml.writeAttribute(u"pennants"_s, QString::number(f.pennants));
                xml.writeCharacters(f.locations.toString());
                xml.writeEndElement();
                break;
            case FeatureType::Road:
                xml.writeStartElement(u"road"_s);
                if (f.inn)
                    xml.writeAttribute(u"inn"_s, u"true"_s);
                xml.writeCharacters(f.locations.toString());
                xml.writeEndElement();
                break;
            case FeatureType::River:
                volcano = volcano || f.riverRole == RiverRole::VolcanoLake;
                xml.writeTextElement(u"river"_s, f.locations.toString());
                break;
            case FeatureType::Field:
                xml.writeStartElement(u"field"_s);
                if (const QString cities = cityReferences(tile, f); !cities.isEmpty())
                    xml.writeAttribute(u"city"_s, cities);
                if (f.pigHerd)
                    xml.writeAttribute(u"pig-herd"_s, u"true"_s);
                xml.writeCharacters(f.locations.toString());
                xml.writeEndElement();
                break;
            case FeatureType::Monastery:
                xml.writeEmptyElement(u"monastery"_s);
                break;
            case FeatureType::Garden:
                xml.writeEmptyElement(u"garden"_s);
                break;
            case FeatureType::CropCircle:
                xml.writeEmptyElement(u"corn-circle"_s);
                xml.writeAttribute(u"type"_s, enumName(jczCropCircles, f.cropCircle));
                break;
            case FeatureType::Bookmaker:
                m_warnings << JczFormat::tr("tile %1: JCloisterZone has no bookmaker; left out").arg(tile.id);
                break;
            }
        }
        if (volcano)
            xml.writeEmptyElement(u"volcano"_s);
        xml.writeEndElement();
    }

    // One side of each city the field touches: JCloisterZone resolves a
    // partial location to the whole city.
    QString cityReferences(const TileDefinition &tile, const Feature &field)
    {
        QStringList parts;
        for (int index : field.cities) {
            if (index < 0 || index >= tile.features.size() || tile.features.at(index).type != FeatureType::City
                || tile.features.at(index).locations.isEmpty()) {
                m_warnings << JczFormat::tr("tile %1: a field refers to feature %2, which is no city; left out")
                                  .arg(tile.id)
                                  .arg(index);
                continue;
            }
            const Location city = tile.features.at(index).locations;
            parts << Location::position(city.firstPosition()).toString();
        }
        return parts.join(u' ');
    }

    // Writes the expansion's tile sets (one per edition) and returns their ids.
    QStringList writeSets(QXmlStreamWriter &xml, const Catalogue &catalogue, const QString &expansionId,
                          const QList<const TileDefinition *> &tiles)
    {
        if (tiles.isEmpty())
            return {};
        const QString setName = JczFormat::setNameForExpansion(expansionId);
        const Expansion *expansion = catalogue.expansion(expansionId);
        if (!expansion || expansion->editions.isEmpty()) {
            writeSet(xml, setName, tiles, [](const TileDefinition &t) { return t.count; });
            return {setName};
        }
        QStringList ids;
        for (qsizetype i = 0; i < expansion->editions.size(); ++i) {
            const QString edition = expansion->editions.at(i).id;
            bool numeric = false;
            edition.toInt(&numeric);
            const QString suffix = numeric ? edition : QString::number(i + 1);
            ids << setName + u':' + suffix;
            writeSet(xml, ids.last(), tiles, [&edition](const TileDefinition &t) { return t.countIn(edition); });
        }
        return ids;
    }

    template<typename CountOf>
    void writeSet(QXmlStreamWriter &xml, const QString &setId, const QList<const TileDefinition *> &tiles,
                  CountOf countOf)
    {
        xml.writeStartElement(u"tile-set"_s);
        xml.writeAttribute(u"id"_s, setId);
        for (const TileDefinition *tile : tiles) {
            const int count = countOf(*tile);
            if (count <= 0)
                continue;
            xml.writeEmptyElement(u"ref"_s);
            xml.writeAttribute(u"count"_s, QString::number(count));
            xml.writeAttribute(u"tile"_s, m_exportId.value(tile));
        }
        xml.writeEndElement();
    }

    QHash<const TileDefinition *, QString> m_exportId;
    QStringList m_warnings;
};

} // namespace

JczWriteResult JczFormat::write(const Catalogue &catalogue)
{
    return Writer().write(catalogue);
}

} // namespace Krajina
