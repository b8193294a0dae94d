// SPDX-FileCopyrightText: 2026 Krajina contributors
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

// A small catalogue that uses every field of the catalogue types, shared by
// the document, undo, model and storage tests.

#include "catalogue/catalogue.h"

namespace Krajina::TestSample {

inline Feature feature(FeatureType type, const char16_t *locations)
{
    Feature f;
    f.type = type;
    f.locations = *Location::fromString(QStringView(locations));
    return f;
}

inline TileDefinition tile(const QString &id, const QString &expansion, const QString &nameCs, const QString &nameEn,
                           QList<Feature> features, int count = 1)
{
    TileDefinition t;
    t.id = id;
    t.expansion = expansion;
    t.nameCs = nameCs;
    t.nameEn = nameEn;
    t.features = std::move(features);
    t.count = count;
    t.status = TileStatus::Verified;
    return t;
}

// City N, road W-E, a field above the road touching the city, one below.
inline TileDefinition cityRoad()
{
    Feature city = feature(FeatureType::City, u"N");
    Feature road = feature(FeatureType::Road, u"E W");
    Feature north = feature(FeatureType::Field, u"EL WR");
    north.cities = {0};
    Feature south = feature(FeatureType::Field, u"ER SL SR WL");
    TileDefinition t = tile(QStringLiteral("base/RCr"), QStringLiteral("base"), QStringLiteral("Město s cestou"),
                            QStringLiteral("City with road"), {city, road, north, south}, 4);
    t.jczId = QStringLiteral("BA/RCr");
    t.note = QStringLiteral("start tile");
    return t;
}

inline TileDefinition monastery()
{
    Feature field = feature(FeatureType::Field, u"NL NR EL ER SL SR WL WR");
    return tile(QStringLiteral("base/L"), QStringLiteral("base"), QStringLiteral("Klášter"),
                QStringLiteral("Monastery"), {feature(FeatureType::Monastery, u""), field}, 4);
}

inline TileDefinition pennantCity()
{
    Feature city = feature(FeatureType::City, u"N E S W");
    city.pennants = 1;
    TileDefinition t = tile(QStringLiteral("base/Cccc+"), QStringLiteral("base"), QStringLiteral("Čtverec"),
                            QStringLiteral("Square"), {city}, 1);
    t.editions = {QStringLiteral("c3")};
    t.art = QStringLiteral(":/data/art/cccc.svg");
    return t;
}

inline TileDefinition riverSource()
{
    Feature river = feature(FeatureType::River, u"E");
    river.riverRole = RiverRole::Source;
    TileDefinition t = tile(QStringLiteral("river-1/source"), QStringLiteral("river-1"), QStringLiteral("Pramen"),
                            QStringLiteral("Spring"), {feature(FeatureType::Field, u"NL NR EL ER SL SR WL WR"), river});
    t.back = QStringLiteral("river-dark");
    t.watermark = QStringLiteral("stream");
    t.editionCounts.insert(QStringLiteral("bb6"), 2);
    return t;
}

inline TileDefinition bridge()
{
    Feature road = feature(FeatureType::Road, u"E W");
    road.crossing = Crossing::Bridge;
    road.inn = true;
    Feature river = feature(FeatureType::River, u"N S");
    Feature pigs = feature(FeatureType::Field, u"NR EL");
    pigs.pigHerd = true;
    TileDefinition t = tile(QStringLiteral("river-1/bridge"), QStringLiteral("river-1"), QStringLiteral("Most"),
                            QStringLiteral("Bridge"),
                            {road, river, pigs, feature(FeatureType::Field, u"ER SL"),
                             feature(FeatureType::Field, u"SR WL"), feature(FeatureType::Field, u"WR NL")});
    t.status = TileStatus::Draft;
    t.size = QSize(1, 1);
    return t;
}

inline TileDefinition doubleSource()
{
    Feature river = feature(FeatureType::River, u"E");
    river.riverRole = RiverRole::Source;
    river.cell = 1;
    Feature lake = feature(FeatureType::River, u"W");
    lake.riverRole = RiverRole::Lake;
    Feature circle = feature(FeatureType::CropCircle, u"");
    circle.cropCircle = CropCircleType::Road;
    TileDefinition t = tile(QStringLiteral("river-1/double"), QStringLiteral("river-1"), QStringLiteral("Dvojitý"),
                            QStringLiteral("Double"), {lake, river, circle, feature(FeatureType::Bookmaker, u"")});
    t.size = QSize(2, 1);
    t.status = TileStatus::Draft;
    return t;
}

inline Catalogue catalogue()
{
    Catalogue c;
    c.games << Game {QStringLiteral("carcassonne"), QStringLiteral("Carcassonne"), QStringLiteral("Carcassonne"),
                     BoardKind::Square}
            << Game {QStringLiteral("dos-rios"), QStringLiteral("Dos Rios"), QStringLiteral("Dos Rios"),
                     BoardKind::Hex};

    Expansion base;
    base.id = QStringLiteral("base");
    base.game = QStringLiteral("carcassonne");
    base.nameCs = QStringLiteral("Základní hra");
    base.nameEn = QStringLiteral("Base game");
    base.publishedTotal = 72;
    Edition c2;
    c2.id = QStringLiteral("c2");
    c2.nameCs = QStringLiteral("Druhé vydání");
    c2.nameEn = QStringLiteral("Second edition");
    Edition c3;
    c3.id = QStringLiteral("c3");
    c3.nameCs = QStringLiteral("Třetí vydání");
    c3.nameEn = QStringLiteral("Third edition");
    base.editions = {c2, c3};
    base.defaultBack = QStringLiteral("land");
    base.startTile = QStringLiteral("base/RCr");
    base.note = QStringLiteral("Counts from the rule book.");

    Expansion river;
    river.id = QStringLiteral("river-1");
    river.game = QStringLiteral("carcassonne");
    river.nameCs = QStringLiteral("Řeka");
    river.nameEn = QStringLiteral("The River");
    river.publishedTotal = 12;
    Edition bb6;
    bb6.id = QStringLiteral("bb6");
    bb6.nameCs = QStringLiteral("Big Box 6");
    bb6.nameEn = QStringLiteral("Big Box 6");
    bb6.watermark = QStringLiteral("stream");
    river.editions = {bb6};
    river.defaultBack = QStringLiteral("river-dark");
    river.bettingTokens << BettingToken {QStringLiteral("4"), {4}, false, 2}
                        << BettingToken {QStringLiteral("2/3"), {2, 3}, false, 1}
                        << BettingToken {QStringLiteral("7+"), {7}, true, 1};
    c.expansions << base << river;

    c.watermarks << Watermark {QStringLiteral("stream"), QStringLiteral("Potok"), QStringLiteral("Stream")};
    c.backs << TileBack {QStringLiteral("land"), QStringLiteral("Krajina"), QStringLiteral("Land"), QColor()}
            << TileBack {QStringLiteral("river-dark"), QStringLiteral("Tmavá řeka"), QStringLiteral("Dark river"),
                         QColor(0x20, 0x30, 0x40)};

    c.tiles << cityRoad() << monastery() << pennantCity() << riverSource() << bridge() << doubleSource();
    return c;
}

// A catalogue of `tiles` copies of cityRoad() (ids base/t0, base/t1, ...), each
// with `note`, for tests of large files.
inline Catalogue largeCatalogue(int tiles, const QString &note = {})
{
    Catalogue c;
    c.games << Game {QStringLiteral("carcassonne"), QStringLiteral("Carcassonne"), QStringLiteral("Carcassonne"),
                     BoardKind::Square};
    Expansion e;
    e.id = QStringLiteral("base");
    e.game = QStringLiteral("carcassonne");
    c.expansions << e;
    c.tiles.reserve(tiles);
    for (int i = 0; i < tiles; ++i) {
        TileDefinition t = cityRoad();
        t.id = QStringLiteral("base/t%1").arg(i);
        t.note = note;
        c.tiles << t;
    }
    return c;
}

// largeCatalogue() with features that differ from tile to tile (some tiles
// have three, the others four), so that a feature given to the wrong tile shows.
inline Catalogue variedCatalogue(int tiles)
{
    Catalogue c = largeCatalogue(tiles);
    for (qsizetype i = 0; i < c.tiles.size(); ++i) {
        TileDefinition &t = c.tiles[i];
        t.features[0].pennants = int(i % 50);
        if (i % 7 == 0)
            t.features.removeLast();
    }
    return c;
}

} // namespace Krajina::TestSample
