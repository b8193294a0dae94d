// SPDX-FileCopyrightText: 2026 Krajina contributors
// SPDX-License-Identifier: GPL-3.0-or-later

// Reading JCloisterZone's tile XML into a catalogue, with a message naming
// file, line and column for anything it cannot take.

#include "jczformat.h"

#include "enumnames.h"
#include "inputlimits.h"
#include "jczconventions.h"

#include <QFileInfo>
#include <QHash>
#include <QMap>
#include <QSet>
#include <QXmlStreamReader>

#include <algorithm>
#include <optional>
#include <utility>

using namespace Qt::StringLiterals;

namespace Krajina {

using Jcz::impliedCrossing;

namespace {

const QString DefaultGame = u"carcassonne"_s;

// JCloisterZone spells a location as space-separated names; besides the
// twelve Krajina shares it has unions of sides ("NW", "WE", "NWSE") and
// "all but one side" ("_N").
std::optional<Location> parseJczLocation(QStringView text)
{
    Location result;
    for (QStringView token : text.split(u' ', Qt::SkipEmptyParts)) {
        token = token.trimmed();
        if (token.isEmpty())
            continue;
        if (const auto plain = Location::fromString(token)) {
            result |= *plain;
            continue;
        }
        auto sideOf = [](QChar c) -> std::optional<Side> {
            switch (c.unicode()) {
            case u'N':
                return Side::North;
            case u'E':
                return Side::East;
            case u'S':
                return Side::South;
            case u'W':
                return Side::West;
            default:
                return std::nullopt;
            }
        };
        if (token.size() == 2 && token.front() == u'_') {
            const auto side = sideOf(token.back());
            if (!side)
                return std::nullopt;
            result |= Location::allSides() - Location::side(*side);
            continue;
        }
        for (QChar c : token) {
            const auto side = sideOf(c);
            if (!side)
                return std::nullopt;
            result |= Location::side(*side);
        }
    }
    return result;
}

// A feature as read, before field-city references are resolved.
struct ReadFeature
{
    Feature feature;
    QString cityText; // a field's `city` attribute
    qint64 line = 0;
};

struct ReadTile
{
    TileDefinition tile;
    QString group;
    bool volcano = false;
    qint64 line = 0;
};

struct SetRef
{
    QString setId;
    QString tile;
    int count = 0;
    qint64 line = 0;
};

class Reader
{
public:
    Reader(const QByteArray &data, const QString &fileName)
        : m_xml(data)
        , m_fileName(fileName)
    {
    }

    JczReadResult read()
    {
        JczReadResult result;
        if (const QString problem = readProlog(); !problem.isEmpty()) {
            result.error = problem;
            return result;
        }
        if (!m_xml.isStartElement()) {
            result.error = m_xml.hasError()
                ? xmlError()
                : JczFormat::tr("%1:%2: no XML element in the file").arg(m_fileName).arg(m_xml.lineNumber());
            return result;
        }
        const QStringView root = m_xml.name();
        if (root != u"defs" && root != u"pack") {
            result.error = JczFormat::tr("%1:%2: not a JCloisterZone tile file (the root element is <%3>)")
                               .arg(m_fileName)
                               .arg(m_xml.lineNumber())
                               .arg(root.toString());
            return result;
        }
        warnUnknownAttributes({});
        while (m_xml.readNextStartElement()) {
            const QStringView name = m_xml.name();
            if (name == u"tiles") {
                warnUnknownAttributes({});
                while (m_xml.readNextStartElement()) {
                    if (m_xml.name() == u"tile")
                        readTile();
                    else
                        skipUnknown();
                }
            } else if (name == u"tile") {
                readTile(); // JCloisterZone 4 puts tiles right under <pack>
            } else if (name == u"sets") {
                warnUnknownAttributes({});
                while (m_xml.readNextStartElement()) {
                    if (m_xml.name() == u"tile-set")
                        readSet();
                    else
                        skipUnknown();
                }
            } else if (name == u"expansion") {
                readExpansion();
            } else {
                skipUnknown();
            }
        }
        if (m_xml.hasError()) {
            result.error = xmlError();
            return result;
        }
        result.catalogue = assemble();
        result.warnings = m_warnings;
        return result;
    }

private:
    // Reads up to the root element. JCloisterZone files declare no entities:
    // a DTD that does is refused, so that no entity can expand (a "billion
    // laughs" file would otherwise take gigabytes).
    QString readProlog()
    {
        while (!m_xml.atEnd() && !m_xml.isStartElement()) {
            m_xml.readNext();
            if (m_xml.tokenType() == QXmlStreamReader::DTD
                && (!m_xml.entityDeclarations().isEmpty() || m_xml.text().contains(u"<!ENTITY"))) {
                return JczFormat::tr("%1:%2: the file declares XML entities, which Krajina does not expand")
                    .arg(m_fileName)
                    .arg(m_xml.lineNumber());
            }
        }
        return {};
    }

    QString xmlError() const
    {
        return JczFormat::tr("%1:%2:%3: malformed XML: %4")
            .arg(m_fileName)
            .arg(m_xml.lineNumber())
            .arg(m_xml.columnNumber())
            .arg(m_xml.errorString());
    }

    void warn(qint64 line, const QString &text) { m_warnings << u"%1:%2: %3"_s.arg(m_fileName).arg(line).arg(text); }

    void warnUnknownAttributes(std::initializer_list<QStringView> known)
    {
        for (const QXmlStreamAttribute &a : m_xml.attributes()) {
            if (std::find(known.begin(), known.end(), a.qualifiedName()) == known.end()) {
                warn(m_xml.lineNumber(),
                     JczFormat::tr("attribute \"%1\" of <%2> is not kept")
                         .arg(a.qualifiedName().toString(), m_xml.name().toString()));
            }
        }
    }

    void skipUnknown()
    {
        warn(m_xml.lineNumber(), JczFormat::tr("element <%1> is not kept").arg(m_xml.name().toString()));
        m_xml.skipCurrentElement();
    }

    // The text of a feature element; nested elements are warned about and skipped.
    QString elementText()
    {
        QString text;
        while (!m_xml.atEnd()) {
            m_xml.readNext();
            if (m_xml.isCharacters())
                text += m_xml.text();
            else if (m_xml.isStartElement())
                skipUnknown();
            else if (m_xml.isEndElement())
                break;
        }
        return text.simplified();
    }

    bool isTrue(QStringView attribute) const
    {
        const QStringView value = m_xml.attributes().value(attribute);
        return value == u"true" || value == u"yes" || value == u"1";
    }

    void readTile()
    {
        ReadTile read;
        read.line = m_xml.lineNumber();
        const QXmlStreamAttributes attributes = m_xml.attributes();
        read.tile.id = attributes.value(u"id").toString();
        read.tile.jczId = read.tile.id;
        read.tile.status = TileStatus::Draft;
        read.tile.count = 0;
        read.group = attributes.value(u"group").toString();
        warnUnknownAttributes({u"id", u"group", u"max"});
        if (read.tile.id.isEmpty())
            warn(read.line, JczFormat::tr("a <tile> without an id is left out"));
        const bool impliedMax = read.group == u"river-spring" || read.group == u"river-lake";
        if (attributes.hasAttribute(u"max") && !(impliedMax && attributes.value(u"max") == u"1"))
            warn(read.line,
                 JczFormat::tr("tile %1: max=\"%2\" is not kept")
                     .arg(read.tile.id, attributes.value(u"max").toString()));
        if (!read.group.isEmpty() && read.group != u"river" && !impliedMax && read.group != u"river-fork")
            warn(read.line, JczFormat::tr("tile %1: group \"%2\" is not kept").arg(read.tile.id, read.group));

        QList<ReadFeature> features;
        while (m_xml.readNextStartElement()) {
            const QStringView name = m_xml.name();
            const qint64 line = m_xml.lineNumber();
            ReadFeature f;
            f.line = line;
            if (name == u"city") {
                f.feature.type = FeatureType::City;
                const QXmlStreamAttributes a = m_xml.attributes();
                if (a.hasAttribute(u"pennants"))
                    f.feature.pennants = a.value(u"pennants").toInt();
                else if (a.hasAttribute(u"pennant"))
                    f.feature.pennants = isTrue(u"pennant") ? 1 : a.value(u"pennant").toInt();
                warnUnknownAttributes({u"pennants", u"pennant"});
                if (f.feature.pennants < 0 || f.feature.pennants > Limits::MaxPennants) {
                    warn(line,
                         JczFormat::tr("tile %1: %2 pennants are left out (0 to %3)")
                             .arg(read.tile.id)
                             .arg(f.feature.pennants)
                             .arg(Limits::MaxPennants));
                    f.feature.pennants = 0;
                }
            } else if (name == u"road") {
                f.feature.type = FeatureType::Road;
                f.feature.inn = isTrue(u"inn");
                warnUnknownAttributes({u"inn"});
            } else if (name == u"river") {
                f.feature.type = FeatureType::River;
                warnUnknownAttributes({});
            } else if (name == u"field" || name == u"farm") {
                f.feature.type = FeatureType::Field;
                f.feature.pigHerd = isTrue(u"pig-herd") || isTrue(u"pig");
                f.cityText = m_xml.attributes().value(u"city").toString();
                warnUnknownAttributes({u"city", u"pig-herd", u"pig"});
            } else if (name == u"monastery" || name == u"cloister") {
                f.feature.type = FeatureType::Monastery;
                warnUnknownAttributes({});
            } else if (name == u"garden") {
                f.feature.type = FeatureType::Garden;
                warnUnknownAttributes({});
            } else if (name == u"corn-circle") {
                f.feature.type = FeatureType::CropCircle;
                const QString type = m_xml.attributes().value(u"type").toString().toLower();
                const auto circle = cropCircleTypeFromName(type);
                if (!circle)
                    warn(line, JczFormat::tr("tile %1: unknown crop circle type \"%2\"").arg(read.tile.id, type));
                f.feature.cropCircle = circle.value_or(CropCircleType::Field);
                warnUnknownAttributes({u"type"});
            } else if (name == u"volcano") {
                read.volcano = true;
                warnUnknownAttributes({});
                m_xml.skipCurrentElement();
                continue;
            } else {
                skipUnknown();
                continue;
            }
            const QString text = elementText();
            const auto locations = parseJczLocation(text);
            if (!locations) {
                warn(line, JczFormat::tr("tile %1: unknown location \"%2\" is left out").arg(read.tile.id, text));
            } else {
                f.feature.locations = *locations;
            }
            features << f;
        }
        if (read.tile.id.isEmpty())
            return;
        if (m_tileLines.contains(read.tile.id)) {
            warn(read.line,
                 JczFormat::tr("tile %1 is defined again (first on line %2); the first one is kept")
                     .arg(read.tile.id)
                     .arg(m_tileLines.value(read.tile.id)));
            return;
        }
        m_tileLines.insert(read.tile.id, read.line);
        finishTile(read, features);
        m_tiles << read;
    }

    void finishTile(ReadTile &read, QList<ReadFeature> &features)
    {
        // A fork may be written as one <river> with three ends or as three <river>s (FanCloisterZone).
        if (read.group == u"river-fork") {
            qsizetype first = -1;
            for (qsizetype i = 0; i < features.size(); ++i) {
                if (features.at(i).feature.type != FeatureType::River)
                    continue;
                if (first < 0) {
                    first = i;
                } else {
                    features[first].feature.locations |= features.at(i).feature.locations;
                    features.removeAt(i--);
                }
            }
        }
        TileDefinition &tile = read.tile;
        for (const ReadFeature &f : std::as_const(features))
            tile.features << f.feature;

        bool volcanoUsed = false;
        for (Feature &f : tile.features) {
            if (f.type != FeatureType::River)
                continue;
            const int ends = f.locations.sides().count();
            if (read.group == u"river-spring") {
                f.riverRole = RiverRole::Source;
            } else if (read.group == u"river-lake") {
                f.riverRole = read.volcano ? RiverRole::VolcanoLake : RiverRole::Lake;
                volcanoUsed = read.volcano;
            } else if (read.group == u"river-fork" || ends == 3) {
                f.riverRole = RiverRole::Fork;
            } else if (ends == 1) {
                f.riverRole = RiverRole::CityEnd;
            } else {
                f.riverRole = RiverRole::Stream;
            }
        }
        if (read.volcano && !volcanoUsed)
            warn(read.line, JczFormat::tr("tile %1: <volcano> outside a river lake is not kept").arg(tile.id));

        for (qsizetype i = 0; i < tile.features.size(); ++i)
            tile.features[i].crossing = impliedCrossing(tile, tile.features.at(i));

        for (qsizetype i = 0; i < features.size(); ++i) {
            const ReadFeature &rf = features.at(i);
            if (rf.cityText.isEmpty())
                continue;
            const auto where = parseJczLocation(rf.cityText);
            if (!where || where->isEmpty()) {
                warn(rf.line, JczFormat::tr("tile %1: unknown city location \"%2\"").arg(tile.id, rf.cityText));
                continue;
            }
            QList<int> &cities = tile.features[i].cities;
            for (int p = 0; p < Location::PositionCount; ++p) {
                const Location position = Location::position(p);
                if (!where->contains(position))
                    continue;
                int found = -1;
                for (qsizetype j = 0; j < tile.features.size(); ++j) {
                    const Feature &candidate = tile.features.at(j);
                    if (candidate.type == FeatureType::City && candidate.locations.contains(position)) {
                        found = int(j);
                        break;
                    }
                }
                if (found < 0) {
                    warn(rf.line,
                         JczFormat::tr("tile %1: the field names a city at %2 that the tile does not have")
                             .arg(tile.id, position.toString()));
                } else if (!cities.contains(found)) {
                    cities << found;
                }
            }
        }
    }

    void readSet()
    {
        const QString setId = m_xml.attributes().value(u"id").toString();
        const qint64 setLine = m_xml.lineNumber();
        warnUnknownAttributes({u"id"});
        if (setId.isEmpty())
            warn(setLine, JczFormat::tr("a <tile-set> without an id is left out"));
        if (!setId.isEmpty() && !m_setIdSet.contains(setId)) {
            m_setIdSet.insert(setId);
            m_setIds << setId;
        }
        while (m_xml.readNextStartElement()) {
            if (m_xml.name() != u"ref") {
                skipUnknown();
                continue;
            }
            const qint64 line = m_xml.lineNumber();
            const QXmlStreamAttributes a = m_xml.attributes();
            warnUnknownAttributes({u"tile", u"count"});
            bool ok = true;
            const int count = a.hasAttribute(u"count") ? a.value(u"count").toInt(&ok) : 1;
            const QString tile = a.value(u"tile").toString();
            m_xml.skipCurrentElement();
            if (!ok || count < 0 || count > Limits::MaxTileCount) {
                warn(line,
                     JczFormat::tr("bad count \"%1\" is left out (0 to %2)")
                         .arg(a.value(u"count").toString())
                         .arg(Limits::MaxTileCount));
                continue;
            }
            if (!setId.isEmpty())
                m_refs << SetRef {setId, tile, count, line};
        }
    }

    // An add-on's expansion (FanCloisterZone): its title names the sets it refers to.
    void readExpansion()
    {
        warnUnknownAttributes({u"id"});
        QString title;
        QStringList sets;
        while (m_xml.readNextStartElement()) {
            if (m_xml.name() == u"title") {
                warnUnknownAttributes({});
                title = m_xml.readElementText(QXmlStreamReader::SkipChildElements).trimmed();
            } else if (m_xml.name() == u"ref" && m_xml.attributes().hasAttribute(u"tile-set")) {
                sets << splitSetId(m_xml.attributes().value(u"tile-set").toString()).first;
                warnUnknownAttributes({u"tile-set"});
                m_xml.skipCurrentElement();
            } else {
                skipUnknown();
            }
        }
        if (title.isEmpty())
            return;
        for (const QString &set : std::as_const(sets))
            m_titles.insert(set, title);
    }

    static std::pair<QString, QString> splitSetId(const QString &setId)
    {
        const qsizetype colon = setId.lastIndexOf(u':');
        if (colon < 0)
            return {setId, QString()};
        return {setId.left(colon), setId.mid(colon + 1)};
    }

    Catalogue assemble()
    {
        Catalogue catalogue;
        catalogue.games << Game {DefaultGame, u"Carcassonne"_s, u"Carcassonne"_s, BoardKind::Square};

        // Expansions and their editions, in the order the sets appear.
        QMap<QString, QStringList> editionsOf; // expansion id -> edition ids
        QMap<QString, QString> setNameOf; // expansion id -> JCloisterZone set name
        QStringList expansionOrder;
        QHash<QString, qsizetype> positionOf; // expansion id -> index in catalogue.expansions
        for (const QString &setId : std::as_const(m_setIds)) {
            const auto [setName, edition] = splitSetId(setId);
            const QString expansion = JczFormat::expansionIdForSet(setName);
            if (!positionOf.contains(expansion)) {
                positionOf.insert(expansion, expansionOrder.size());
                expansionOrder << expansion;
                setNameOf.insert(expansion, setName);
            }
            editionsOf[expansion] << edition;
        }
        for (const QString &id : std::as_const(expansionOrder)) {
            Expansion e;
            e.id = id;
            e.game = DefaultGame;
            e.nameCs = m_titles.value(setNameOf.value(id), setNameOf.value(id));
            e.nameEn = e.nameCs;
            const QStringList editions = editionsOf.value(id);
            if (editions.size() > 1 || !editions.first().isEmpty()) {
                for (const QString &edition : editions) {
                    const QString editionId = edition.isEmpty() ? u"default"_s : edition;
                    Edition ed;
                    ed.id = editionId;
                    ed.nameCs = e.nameCs + u':' + editionId;
                    ed.nameEn = e.nameEn + u':' + editionId;
                    e.editions << ed;
                }
            }
            catalogue.expansions << e;
        }

        // Copies of each tile per edition of each expansion that uses it.
        QMap<QString, QMap<QString, QMap<QString, int>>> counts; // tile -> expansion -> edition -> count
        QHash<QString, QStringList> expansionsOfTile;
        QSet<std::pair<QString, QString>> tileInExpansion;
        for (const SetRef &ref : std::as_const(m_refs)) {
            if (!m_tileLines.contains(ref.tile)) {
                warn(ref.line, JczFormat::tr("set %1 names an unknown tile %2").arg(ref.setId, ref.tile));
                continue;
            }
            const auto [setName, edition] = splitSetId(ref.setId);
            const QString expansion = JczFormat::expansionIdForSet(setName);
            const Expansion &e = catalogue.expansions.at(positionOf.value(expansion));
            const QString editionId = e.editions.isEmpty() ? QString() : (edition.isEmpty() ? u"default"_s : edition);
            int &count = counts[ref.tile][expansion][editionId];
            if (count + ref.count > Limits::MaxTileCount) {
                warn(ref.line,
                     JczFormat::tr("tile %1: more than %2 copies in set %3; the copies beyond are left out")
                         .arg(ref.tile)
                         .arg(Limits::MaxTileCount)
                         .arg(ref.setId));
                count = Limits::MaxTileCount;
            } else {
                count += ref.count;
            }
            if (!tileInExpansion.contains({ref.tile, expansion})) {
                tileInExpansion.insert({ref.tile, expansion});
                expansionsOfTile[ref.tile] << expansion;
            }
        }

        const QString fallbackExpansion
            = JczFormat::expansionIdForSet(QFileInfo(m_fileName).completeBaseName().replace(u'_', u'-'));
        for (const ReadTile &read : std::as_const(m_tiles)) {
            const QStringList expansions = expansionsOfTile.value(read.tile.id);
            if (expansions.isEmpty()) {
                warn(read.line, JczFormat::tr("tile %1 is in no tile-set").arg(read.tile.id));
                TileDefinition tile = read.tile;
                tile.expansion = fallbackExpansion;
                if (!positionOf.contains(fallbackExpansion)) {
                    positionOf.insert(fallbackExpansion, catalogue.expansions.size());
                    Expansion e;
                    e.id = fallbackExpansion;
                    e.game = DefaultGame;
                    e.nameCs = e.nameEn = fallbackExpansion;
                    catalogue.expansions << e;
                }
                catalogue.tiles << tile;
                continue;
            }
            for (qsizetype i = 0; i < expansions.size(); ++i) {
                TileDefinition tile = read.tile;
                tile.expansion = expansions.at(i);
                if (i > 0)
                    tile.id = read.tile.id + u'@' + tile.expansion;
                applyCounts(tile, catalogue.expansions.at(positionOf.value(tile.expansion)).editions,
                            counts.value(read.tile.id).value(tile.expansion));
                catalogue.tiles << tile;
            }
        }
        setStartTiles(catalogue);
        // Each expansion's tiles together, as Krajina's text format keeps them.
        std::stable_sort(catalogue.tiles.begin(), catalogue.tiles.end(),
                         [&](const TileDefinition &a, const TileDefinition &b) {
                             return positionOf.value(a.expansion) < positionOf.value(b.expansion);
                         });
        return catalogue;
    }

    // JCloisterZone marks no start tile: its client puts BA/RCr at (0, 0) for a game of the
    // basic set (a river's spring starts a river game by its role). The same convention
    // states the basic set's start tile here (data/README.md, "Start tiles").
    static void setStartTiles(Catalogue &catalogue)
    {
        for (const auto &[expansionId, tileId] : {std::pair {u"base"_s, u"BA/RCr"_s}}) {
            Expansion *e = nullptr;
            for (Expansion &candidate : catalogue.expansions) {
                if (candidate.id == expansionId)
                    e = &candidate;
            }
            if (!e || !e->startTile.isEmpty())
                continue;
            for (const TileDefinition &tile : std::as_const(catalogue.tiles)) {
                if (tile.expansion == expansionId && tile.id.section(u'@', 0, 0) == tileId) {
                    e->startTile = tile.id;
                    break;
                }
            }
        }
    }

    static qsizetype positionOf(const Catalogue &catalogue, const QString &expansionId)
    {
        for (qsizetype i = 0; i < catalogue.expansions.size(); ++i) {
            if (catalogue.expansions.at(i).id == expansionId)
                return i;
        }
        return catalogue.expansions.size();
    }

    static void applyCounts(TileDefinition &tile, const QList<Edition> &editions, const QMap<QString, int> &counts)
    {
        if (editions.isEmpty()) {
            tile.count = counts.value(QString());
            return;
        }
        QStringList present;
        for (const Edition &e : editions) {
            if (counts.contains(e.id))
                present << e.id;
        }
        tile.editions = present.size() == editions.size() ? QStringList() : present;
        tile.count = counts.value(present.value(0));
        for (const QString &e : std::as_const(present)) {
            if (counts.value(e) != tile.count)
                tile.editionCounts.insert(e, counts.value(e));
        }
    }

    QXmlStreamReader m_xml;
    QString m_fileName;
    QStringList m_warnings;
    QList<ReadTile> m_tiles;
    QMap<QString, qint64> m_tileLines;
    QStringList m_setIds; // in the order of the file
    QHash<QString, QString> m_titles; // set name -> the title of the add-on expansion that refers to it
    QSet<QString> m_setIdSet;
    QList<SetRef> m_refs;
};

} // namespace

JczReadResult JczFormat::read(const QByteArray &data, const QString &fileName)
{
    return Reader(data, fileName).read();
}

} // namespace Krajina
