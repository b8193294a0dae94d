// SPDX-FileCopyrightText: 2026 Krajina contributors
// SPDX-License-Identifier: GPL-3.0-or-later

#include "catalogue/cataloguelint.h"
#include "tile/featureedit.h"
#include "tile/tilelint.h"

#include <QFile>
#include <QSet>
#include <QTest>

#include <functional>

using namespace Krajina;
using namespace Qt::StringLiterals;

namespace {

Location at(const char16_t *text)
{
    return *Location::fromString(QStringView(text));
}

Feature feature(FeatureType type, const char16_t *where, QList<int> cities = {})
{
    Feature f;
    f.type = type;
    f.locations = at(where);
    f.cities = cities;
    return f;
}

// A city above a straight road: a well-formed tile to break in one place at a time.
TileDefinition cityAboveRoad()
{
    TileDefinition t;
    t.id = u"test/RCr"_s;
    t.nameCs = u"Město nad cestou"_s;
    t.nameEn = u"City above a road"_s;
    t.expansion = u"test"_s;
    t.features = {feature(FeatureType::Road, u"E W"), feature(FeatureType::City, u"N"),
                  feature(FeatureType::Field, u"EL WR", {1}), feature(FeatureType::Field, u"ER SL SR WL")};
    return t;
}

// A river crossed by a road on a bridge: four fields.
TileDefinition bridge()
{
    TileDefinition t = cityAboveRoad();
    t.id = u"test/RIrI"_s;
    Feature road = feature(FeatureType::Road, u"E W");
    road.crossing = Crossing::Bridge;
    t.features = {feature(FeatureType::River, u"N S"),   road,
                  feature(FeatureType::Field, u"NL WR"), feature(FeatureType::Field, u"NR EL"),
                  feature(FeatureType::Field, u"ER SL"), feature(FeatureType::Field, u"SR WL")};
    return t;
}

// A double-size source: the spring in the west cell, the river running on through the east one.
TileDefinition doubleSource()
{
    TileDefinition t = cityAboveRoad();
    t.id = u"test/s2"_s;
    t.size = QSize(2, 1);
    Feature spring = feature(FeatureType::River, u"E");
    spring.riverRole = RiverRole::Source;
    Feature river = feature(FeatureType::River, u"E W");
    river.cell = 1;
    Feature north = feature(FeatureType::Field, u"NL NR EL WR");
    north.cell = 1;
    Feature south = feature(FeatureType::Field, u"ER SL SR WL");
    south.cell = 1;
    t.features = {spring, feature(FeatureType::Field, u"NL NR EL ER SL SR WL WR"), river, north, south};
    return t;
}

bool hasCode(const QList<LintFinding> &findings, const QString &code)
{
    return std::any_of(findings.cbegin(), findings.cend(), [&](const LintFinding &f) { return f.code == code; });
}

QString codesOf(const QList<LintFinding> &findings)
{
    QStringList codes;
    for (const LintFinding &f : findings)
        codes << f.code + u" at "_s + f.location.toString();
    return codes.join(u", "_s);
}

// A small catalogue that passes every check.
Catalogue goodCatalogue()
{
    Catalogue c;
    c.games = {Game {u"carcassonne"_s, u"Carcassonne"_s, u"Carcassonne"_s, BoardKind::Square}};
    c.watermarks = {Watermark {u"crown"_s, u"Koruna"_s, u"Crown"_s}};
    c.backs = {TileBack {u"land"_s, u"Rub"_s, u"Back"_s, QColor(u"#336633"_s)}};
    Expansion e;
    e.id = u"test"_s;
    e.game = u"carcassonne"_s;
    e.publishedTotal = 7;
    e.defaultBack = u"land"_s;
    e.startTile = u"test/RCr"_s;
    e.editions = {Edition {u"first"_s, u"První"_s, u"First"_s}, Edition {u"second"_s, u"Druhá"_s, u"Second"_s}};
    e.editions[1].watermark = u"crown"_s;
    c.expansions = {e};
    TileDefinition a = cityAboveRoad();
    a.count = 4;
    a.editionCounts = {{u"second"_s, 3}};
    TileDefinition b = bridge();
    b.watermark = u"crown"_s;
    b.back = u"land"_s;
    // The river the bridge crosses springs and ends in the expansion itself (in its first edition).
    TileDefinition spring = cityAboveRoad();
    spring.id = u"test/s"_s;
    spring.editions = {u"first"_s};
    Feature source = feature(FeatureType::River, u"E");
    source.riverRole = RiverRole::Source;
    spring.features = {source, feature(FeatureType::Field, u"NL NR EL ER SL SR WL WR")};
    TileDefinition lake = spring;
    lake.id = u"test/l"_s;
    lake.features[0].riverRole = RiverRole::Lake;
    c.tiles = {a, b, spring, lake};
    return c;
}

} // namespace

class TestTileLint : public QObject
{
    Q_OBJECT
private:
    using Breaker = std::function<void(TileDefinition &)>;
    using CatalogueBreaker = std::function<void(Catalogue &)>;
    QSet<QString> m_codesTested;

private Q_SLOTS:
    void goodTilesAreClean_data()
    {
        QTest::addColumn<TileDefinition>("tile");
        QTest::newRow("city above a road") << cityAboveRoad();
        QTest::newRow("bridge over a river") << bridge();
        QTest::newRow("double-size source") << doubleSource();
    }
    void goodTilesAreClean()
    {
        QFETCH(TileDefinition, tile);
        const QList<LintFinding> findings = lintTile(tile);
        QVERIFY2(findings.isEmpty(), qPrintable(codesOf(findings)));
    }

    void eachCodeFires_data()
    {
        QTest::addColumn<Breaker>("breakTile");
        QTest::addColumn<QString>("code");
        QTest::addColumn<QString>("location"); // where the finding points ("-" when not checked)

        QTest::newRow("size") << Breaker([](TileDefinition &t) { t.size = QSize(0, 1); }) << u"tile.badSize"_s
                              << u"-"_s;
        QTest::newRow("count") << Breaker([](TileDefinition &t) { t.count = -1; }) << u"tile.badCount"_s << u"-"_s;
        QTest::newRow("edition count") << Breaker([](TileDefinition &t) { t.editionCounts.insert(u"x"_s, -2); })
                                       << u"tile.badCount"_s << u"-"_s;
        QTest::newRow("name") << Breaker([](TileDefinition &t) { t.nameEn.clear(); }) << u"tile.missingName"_s
                              << u"-"_s;
        QTest::newRow("cell") << Breaker([](TileDefinition &t) { t.features[1].cell = 1; }) << u"tile.cellOutOfRange"_s
                              << u"N"_s;
        QTest::newRow("field holds a side")
            << Breaker([](TileDefinition &t) { t.features[3].locations |= Location::S(); })
            << u"tile.featureLocationsWrongKind"_s << u"S"_s;
        QTest::newRow("road holds a half-edge")
            << Breaker([](TileDefinition &t) { t.features[0].locations |= Location::SL(); })
            << u"tile.featureLocationsWrongKind"_s << u"SL"_s;
        QTest::newRow("monastery holds a side")
            << Breaker([](TileDefinition &t) { t.features << feature(FeatureType::Monastery, u"S"); })
            << u"tile.featureLocationsWrongKind"_s << u"S"_s;
        QTest::newRow("city holds nothing")
            << Breaker([](TileDefinition &t) { t.features << feature(FeatureType::City, u""); })
            << u"tile.featureLocationsWrongKind"_s << u"-"_s;
        QTest::newRow("side twice") << Breaker(
            [](TileDefinition &t) { t.features << feature(FeatureType::Road, u"E"); })
                                    << u"tile.locationTwice"_s << u"E"_s;
        QTest::newRow("half-edge twice") << Breaker([](TileDefinition &t) {
            t.features[2].locations |= Location::SL();
        }) << u"tile.locationTwice"_s << u"SL"_s;
        QTest::newRow("half-edge unassigned")
            << Breaker([](TileDefinition &t) { t.features[3].locations = at(u"ER SL SR"); })
            << u"tile.locationUnassigned"_s << u"WL"_s;
        QTest::newRow("field in a city side")
            << Breaker([](TileDefinition &t) { t.features[2].locations |= Location::NR(); }) << u"tile.cityHalfEdges"_s
            << u"NR"_s;
        QTest::newRow("road across a river") << Breaker([](TileDefinition &t) {
            t = bridge();
            t.features[1].crossing = Crossing::None;
        }) << u"tile.featuresCross"_s << u"N E S W"_s;
        QTest::newRow("field across the road") << Breaker([](TileDefinition &t) {
            t.features[2].locations = at(u"EL WR ER SL SR WL");
            t.features.removeAt(3);
        }) << u"tile.fieldDivided"_s << u"EL ER SL SR WL WR"_s;
        QTest::newRow("city that is no city") << Breaker([](TileDefinition &t) { t.features[2].cities = {0}; })
                                              << u"tile.fieldCityNotTouching"_s << u"EL WR"_s;
        QTest::newRow("city out of range") << Breaker([](TileDefinition &t) { t.features[2].cities = {9}; })
                                           << u"tile.fieldCityNotTouching"_s << u"EL WR"_s;
        QTest::newRow("city not touched") << Breaker([](TileDefinition &t) { t.features[3].cities = {1}; })
                                          << u"tile.fieldCityNotTouching"_s << u"ER SL SR WL"_s;
        QTest::newRow("city not listed") << Breaker([](TileDefinition &t) { t.features[2].cities.clear(); })
                                         << u"tile.fieldCityUnlisted"_s << u"EL WR"_s;
        QTest::newRow("two monasteries") << Breaker([](TileDefinition &t) {
            t.features << feature(FeatureType::Monastery, u"") << feature(FeatureType::Monastery, u"");
        }) << u"tile.monasteryTwice"_s << u"-"_s;
        QTest::newRow("source with two ends") << Breaker([](TileDefinition &t) {
            t = bridge();
            t.features[0].riverRole = RiverRole::Source;
        }) << u"tile.riverEnds"_s << u"N S"_s;
        QTest::newRow("fork with two ends") << Breaker([](TileDefinition &t) {
            t = bridge();
            t.features[0].riverRole = RiverRole::Fork;
        }) << u"tile.riverEnds"_s << u"N S"_s;
        QTest::newRow("stream with one end") << Breaker([](TileDefinition &t) {
            t = doubleSource();
            t.features[0].riverRole = RiverRole::Stream;
        }) << u"tile.riverEnds"_s << u"E"_s;
        QTest::newRow("cells that do not meet") << Breaker([](TileDefinition &t) {
            t = doubleSource();
            t.features[2].locations = Location::E(); // the east cell's west side becomes a field side
            t.features[2].riverRole = RiverRole::Lake;
        }) << u"tile.cellEdgeMismatch"_s << u"E"_s;
        QTest::newRow("question in the note")
            << Breaker([](TileDefinition &t) { t.note = u"Transcribed. Question: 2 or 3 fields?"_s; })
            << u"tile.openQuestion"_s << u"-"_s;
    }

    void eachQuestionIsOneInfoFinding()
    {
        TileDefinition tile = cityAboveRoad();
        tile.note = u"Chosen: the first reading. Question: is the road one road? Question: 2 or 3 fields?"_s;
        const QList<LintFinding> findings = lintTile(tile);
        QCOMPARE(findings.size(), 2);
        QCOMPARE(findings.at(0).severity, Severity::Info);
        QVERIFY2(findings.at(0).message.endsWith(u"is the road one road?"_s), qPrintable(findings.at(0).message));
        QVERIFY2(findings.at(1).message.endsWith(u"2 or 3 fields?"_s), qPrintable(findings.at(1).message));
        QCOMPARE(severityName(Severity::Info), u"info"_s);
        tile.note = u"No open questions here."_s;
        QVERIFY(lintTile(tile).isEmpty());
    }
    void eachCodeFires()
    {
        QFETCH(Breaker, breakTile);
        QFETCH(QString, code);
        QFETCH(QString, location);
        TileDefinition tile = cityAboveRoad();
        breakTile(tile);
        const QList<LintFinding> findings = lintTile(tile);
        QVERIFY2(hasCode(findings, code), qPrintable(codesOf(findings)));
        m_codesTested.insert(code);
        for (const LintFinding &f : findings) {
            if (f.code != code)
                continue;
            QCOMPARE(f.tileId, tile.id);
            QVERIFY(!f.message.isEmpty());
            const auto listed = std::find_if(tileLintCodes().cbegin(), tileLintCodes().cend(),
                                             [&](const LintCode &c) { return c.code == f.code; });
            QVERIFY(listed != tileLintCodes().cend());
            QCOMPARE(f.severity, listed->severity);
            if (location != u"-")
                QCOMPARE(f.location.toString(), location);
        }
    }

    void catalogueIsClean()
    {
        const QList<LintFinding> findings = lintCatalogue(goodCatalogue());
        QVERIFY2(findings.isEmpty(), qPrintable(codesOf(findings)));
    }

    void eachCatalogueCodeFires_data()
    {
        QTest::addColumn<CatalogueBreaker>("breakCatalogue");
        QTest::addColumn<QString>("code");
        QTest::addColumn<QString>("tile"); // the tile the finding names, empty for the catalogue

        QTest::newRow("tile id twice") << CatalogueBreaker([](Catalogue &c) { c.tiles[1].id = c.tiles[0].id; })
                                       << u"catalogue.duplicateId"_s << u"test/RCr"_s;
        QTest::newRow("edition id twice")
            << CatalogueBreaker([](Catalogue &c) { c.expansions[0].editions[1].id = u"first"_s; })
            << u"catalogue.duplicateId"_s << QString();
        QTest::newRow("back id twice") << CatalogueBreaker([](Catalogue &c) { c.backs << c.backs.first(); })
                                       << u"catalogue.duplicateId"_s << QString();
        QTest::newRow("game") << CatalogueBreaker([](Catalogue &c) { c.expansions[0].game = u"chess"_s; })
                              << u"catalogue.unknownGame"_s << QString();
        QTest::newRow("expansion") << CatalogueBreaker([](Catalogue &c) { c.tiles[1].expansion = u"other"_s; })
                                   << u"catalogue.unknownExpansion"_s << u"test/RIrI"_s;
        QTest::newRow("edition") << CatalogueBreaker([](Catalogue &c) { c.tiles[1].editions = {u"third"_s}; })
                                 << u"catalogue.unknownEdition"_s << u"test/RIrI"_s;
        QTest::newRow("edition count") << CatalogueBreaker(
            [](Catalogue &c) { c.tiles[0].editionCounts.insert(u"third"_s, 1); })
                                       << u"catalogue.unknownEdition"_s << u"test/RCr"_s;
        QTest::newRow("tile watermark") << CatalogueBreaker([](Catalogue &c) { c.tiles[1].watermark = u"stream"_s; })
                                        << u"catalogue.unknownWatermark"_s << u"test/RIrI"_s;
        QTest::newRow("edition watermark")
            << CatalogueBreaker([](Catalogue &c) { c.expansions[0].editions[1].watermark = u"stream"_s; })
            << u"catalogue.unknownWatermark"_s << QString();
        QTest::newRow("tile back") << CatalogueBreaker([](Catalogue &c) { c.tiles[1].back = u"river"_s; })
                                   << u"catalogue.unknownBack"_s << u"test/RIrI"_s;
        QTest::newRow("default back") << CatalogueBreaker(
            [](Catalogue &c) { c.expansions[0].defaultBack = u"river"_s; })
                                      << u"catalogue.unknownBack"_s << QString();
        QTest::newRow("start tile") << CatalogueBreaker(
            [](Catalogue &c) { c.expansions[0].startTile = u"test/nothing"_s; })
                                    << u"catalogue.unknownStartTile"_s << QString();
        QTest::newRow("no start tile") << CatalogueBreaker([](Catalogue &c) {
            c.expansions[0].startTile.clear();
            c.expansions[0].publishedTotal = 0;
            c.tiles[0].count = 45; // enough to be played alone
            c.tiles.remove(2, 2); // and no river source starts it
        }) << u"catalogue.noStartTile"_s
                                       << QString();
        QTest::newRow("river tile among land tiles")
            << CatalogueBreaker([](Catalogue &c) { c.tiles.remove(2, 2); }) // no source, no lake: the bridge alone
            << u"catalogue.riverWithoutSource"_s << u"test/RIrI"_s;
        QTest::newRow("total") << CatalogueBreaker([](Catalogue &c) { c.tiles[1].count = 2; })
                               << u"catalogue.countMismatch"_s << QString();
        QTest::newRow("tile check") << CatalogueBreaker([](Catalogue &c) { c.tiles[0].features.removeLast(); })
                                    << u"tile.locationUnassigned"_s << u"test/RCr"_s;
    }
    void eachCatalogueCodeFires()
    {
        QFETCH(CatalogueBreaker, breakCatalogue);
        QFETCH(QString, code);
        QFETCH(QString, tile);
        Catalogue c = goodCatalogue();
        breakCatalogue(c);
        const QList<LintFinding> findings = lintCatalogue(c);
        QVERIFY2(hasCode(findings, code), qPrintable(codesOf(findings)));
        m_codesTested.insert(code);
        for (const LintFinding &f : findings) {
            if (f.code == code) {
                QCOMPARE(f.tileId, tile);
                const auto listed = std::find_if(lintCodes().cbegin(), lintCodes().cend(),
                                                 [&](const LintCode &l) { return l.code == f.code; });
                QVERIFY(listed != lintCodes().cend());
                QCOMPARE(f.severity, listed->severity);
            }
        }
    }

    void countMismatchUsesTheFirstEdition()
    {
        Catalogue c = goodCatalogue();
        // The second edition has 3 + 1 copies; only the first (4 + 1 + 2) is held against the total.
        QCOMPARE(c.tileCountIn(u"test", u"second"_s), 4);
        QVERIFY(lintCatalogue(c).isEmpty());
        c.expansions[0].publishedTotal = 0; // unknown: not checked
        c.tiles[0].count = 7;
        QVERIFY(lintCatalogue(c).isEmpty());
    }

    void smallExpansionsNeedNoStartTile()
    {
        // An expansion too small to be played alone (a mini expansion) needs no start tile.
        Catalogue c = goodCatalogue();
        c.expansions[0].startTile.clear();
        QVERIFY2(lintCatalogue(c).isEmpty(), qPrintable(codesOf(lintCatalogue(c))));
    }

    void crossingsAreAllowedOnlyWhenMarked()
    {
        TileDefinition overpass = bridge();
        overpass.features[1].type = FeatureType::City;
        overpass.features[1].crossing = Crossing::Overpass;
        overpass.features[2].cities = {1};
        overpass.features[3].cities = {1};
        overpass.features[4].cities = {1};
        overpass.features[5].cities = {1};
        // City sides own their half-edges: the fields keep the corners only.
        overpass.features[2].locations = Location::NL();
        overpass.features[3].locations = Location::NR();
        overpass.features[4].locations = Location::SL();
        overpass.features[5].locations = Location::SR();
        QVERIFY2(lintTile(overpass).isEmpty(), qPrintable(codesOf(lintTile(overpass))));
        overpass.features[1].crossing = Crossing::None;
        QVERIFY(hasCode(lintTile(overpass), u"tile.featuresCross"_s));
    }

    // Fields are checked as geometry: what runs through a cell divides its fields, a bridge does not.
    void fieldsAreCheckedAsGeometry_data()
    {
        QTest::addColumn<QList<Feature>>("features");
        QTest::addColumn<bool>("divided");
        const Feature all = feature(FeatureType::Field, u"NL NR EL ER SL SR WL WR");
        const Feature road = feature(FeatureType::Road, u"N"), east = feature(FeatureType::Road, u"E"),
                      south = feature(FeatureType::Road, u"S"), west = feature(FeatureType::Road, u"W");
        // The base game's RRRR has four fields: one field round all four roads is wrong.
        QTest::newRow("crossroads, one field") << QList<Feature> {road, east, south, west, all} << true;
        QTest::newRow("crossroads, four fields") << QList<Feature> {road,
                                                                    east,
                                                                    south,
                                                                    west,
                                                                    feature(FeatureType::Field, u"NL WR"),
                                                                    feature(FeatureType::Field, u"NR EL"),
                                                                    feature(FeatureType::Field, u"ER SL"),
                                                                    feature(FeatureType::Field, u"SR WL")}
                                                 << false;
        QTest::newRow("three roads meet, two fields")
            << QList<Feature> {east, south, west, feature(FeatureType::Field, u"NL NR EL WR ER SL"),
                               feature(FeatureType::Field, u"SR WL")}
            << true;
        // One dead end stops short of the middle (at a monastery): the field runs round it.
        QTest::newRow("monastery at a dead end")
            << QList<Feature> {feature(FeatureType::Monastery, u""), south, all} << false;
        QTest::newRow("straight road, one field") << QList<Feature> {feature(FeatureType::Road, u"E W"), all} << true;
        QTest::newRow("curve, one field") << QList<Feature> {feature(FeatureType::Road, u"S W"), all} << true;
        QTest::newRow("curve, two fields")
            << QList<Feature> {feature(FeatureType::Road, u"S W"), feature(FeatureType::Field, u"SR WL"),
                               feature(FeatureType::Field, u"WR NL NR EL ER SL")}
            << false;
        QTest::newRow("river, one field") << QList<Feature> {feature(FeatureType::River, u"N S"), all} << true;
        Feature bridgeRoad = feature(FeatureType::Road, u"E W");
        bridgeRoad.crossing = Crossing::Bridge;
        QTest::newRow("bridge over a field") << QList<Feature> {bridgeRoad, all} << false;
        QTest::newRow("city through, one field")
            << QList<Feature> {feature(FeatureType::City, u"N S"), feature(FeatureType::Field, u"ER SL WR NL")} << true;
        QTest::newRow("two city caps, one field")
            << QList<Feature> {feature(FeatureType::City, u"N"), feature(FeatureType::City, u"S"),
                               feature(FeatureType::Field, u"EL ER WL WR")}
            << false;
    }
    void fieldsAreCheckedAsGeometry()
    {
        QFETCH(QList<Feature>, features);
        QFETCH(bool, divided);
        TileDefinition tile = cityAboveRoad();
        tile.features = features;
        const QList<LintFinding> findings = lintTile(tile);
        QCOMPARE(hasCode(findings, u"tile.fieldDivided"_s), divided);
        // Never the bridge advice for a field.
        for (const LintFinding &f : findings)
            QVERIFY2(!f.message.contains(u"bridge"_s), qPrintable(f.message));
        if (!divided)
            return;
        // The quick fix splits along what divides the field, and the tile is then clean of it.
        const auto it = std::find_if(findings.cbegin(), findings.cend(),
                                     [](const LintFinding &f) { return f.code == u"tile.fieldDivided"; });
        QCOMPARE(it->severity, Severity::Error);
        QVERIFY(!it->fix.isEmpty());
        const auto fixed = quickFix(tile.features, it->code, it->cell, it->location);
        QVERIFY(fixed);
        tile.features = *fixed;
        QVERIFY2(!hasCode(lintTile(tile), u"tile.fieldDivided"_s), qPrintable(codesOf(lintTile(tile))));
        QVERIFY(tile.fieldCount() > 1);
    }

    // Every finding with one repair has a quick fix, and the fix takes the finding away.
    void quickFixesRepair_data()
    {
        QTest::addColumn<Breaker>("breakTile");
        QTest::addColumn<QString>("code");
        QTest::newRow("city not listed") << Breaker([](TileDefinition &t) { t.features[2].cities.clear(); })
                                         << u"tile.fieldCityUnlisted"_s;
        QTest::newRow("city not touched")
            << Breaker([](TileDefinition &t) { t.features[3].cities = {1}; }) << u"tile.fieldCityNotTouching"_s;
        QTest::newRow("city that is no city") << Breaker([](TileDefinition &t) {
            t.features[2].cities = {0, 1};
        }) << u"tile.fieldCityNotTouching"_s;
        QTest::newRow("field across the road") << Breaker([](TileDefinition &t) {
            t.features[2].locations = at(u"EL WR ER SL SR WL");
            t.features.removeAt(3);
        }) << u"tile.fieldDivided"_s;
        QTest::newRow("field in a city side")
            << Breaker([](TileDefinition &t) { t.features[2].locations |= Location::NR(); }) << u"tile.cityHalfEdges"_s;
        QTest::newRow("half-edge unassigned")
            << Breaker([](TileDefinition &t) { t.features[3].locations = at(u"ER SL SR"); })
            << u"tile.locationUnassigned"_s;
        QTest::newRow("fork with two ends") << Breaker([](TileDefinition &t) {
            t = bridge();
            t.features[0].riverRole = RiverRole::Fork;
        }) << u"tile.riverEnds"_s;
        QTest::newRow("road across a river") << Breaker([](TileDefinition &t) {
            t = bridge();
            t.features[1].crossing = Crossing::None;
        }) << u"tile.featuresCross"_s;
        QTest::newRow("two monasteries") << Breaker([](TileDefinition &t) {
            t.features << feature(FeatureType::Monastery, u"") << feature(FeatureType::Monastery, u"");
        }) << u"tile.monasteryTwice"_s;
    }
    void quickFixesRepair()
    {
        QFETCH(Breaker, breakTile);
        QFETCH(QString, code);
        TileDefinition tile = cityAboveRoad();
        breakTile(tile);
        const QList<LintFinding> findings = lintTile(tile);
        const auto it
            = std::find_if(findings.cbegin(), findings.cend(), [&](const LintFinding &f) { return f.code == code; });
        QVERIFY2(it != findings.cend(), qPrintable(codesOf(findings)));
        QCOMPARE(it->fix, quickFixName(code));
        QVERIFY(!it->fix.isEmpty());
        const auto fixed = quickFix(tile.features, it->code, it->cell, it->location);
        QVERIFY(fixed);
        tile.features = *fixed;
        const QList<LintFinding> after = lintTile(tile);
        QVERIFY2(after.isEmpty(), qPrintable(codesOf(after)));
    }

    // Where the repair is not one, there is no quick fix: a source with two ends could be a stream or a fork...
    void ambiguousFindingsHaveNoQuickFix()
    {
        TileDefinition source = doubleSource();
        source.features[0].riverRole = RiverRole::Stream; // one end: source, lake, ...?
        for (const LintFinding &f : lintTile(source)) {
            if (f.code == u"tile.riverEnds")
                QVERIFY2(f.fix.isEmpty(), qPrintable(f.message));
        }
        // Two roads crossing: which is the bridge?
        TileDefinition roads = cityAboveRoad();
        roads.features = {feature(FeatureType::Road, u"E W"),    feature(FeatureType::Road, u"N S"),
                          feature(FeatureType::Field, u"NL WR"), feature(FeatureType::Field, u"NR EL"),
                          feature(FeatureType::Field, u"ER SL"), feature(FeatureType::Field, u"SR WL")};
        const QList<LintFinding> findings = lintTile(roads);
        QVERIFY(hasCode(findings, u"tile.featuresCross"_s));
        for (const LintFinding &f : findings)
            QVERIFY2(f.fix.isEmpty(), qPrintable(f.message));
    }

    // After an edit a field scores only the cities it still borders.
    void editsWorkOutWhichCitiesAFieldScores()
    {
        const TileDefinition tile = cityAboveRoad();
        // The north field split in two: EL lies next to the city's NR, WR next to its NL, so both still score it.
        QList<Feature> split = splitFeature(tile.features, 0, Location::EL());
        for (const Feature &f : split) {
            if (f.type == FeatureType::Field && f.locations.intersects(at(u"EL WR")))
                QCOMPARE(f.cities, QList<int> {1});
        }
        // The city taken away: no field scores what is gone.
        const QList<Feature> noCity = removeFeature(tile.features, 1);
        for (const Feature &f : noCity)
            QVERIFY(f.cities.isEmpty());
        // A corner field split off a field beside the city leaves it.
        TileDefinition corner = tile;
        corner.features = {feature(FeatureType::Road, u"S"), feature(FeatureType::City, u"N"),
                           feature(FeatureType::Field, u"EL ER SL SR WL WR", {1})};
        const QList<Feature> parts = splitFeature(corner.features, 0, at(u"ER SL"));
        bool cornerSeen = false;
        for (const Feature &f : parts) {
            if (f.type == FeatureType::Field && f.locations == at(u"ER SL")) {
                cornerSeen = true;
                QVERIFY(f.cities.isEmpty());
            }
        }
        QVERIFY(cornerSeen);
        corner.features = parts;
        QVERIFY2(!hasCode(lintTile(corner), u"tile.fieldCityNotTouching"_s), qPrintable(codesOf(lintTile(corner))));
    }

    void fieldsJoinAcrossTheInnerEdge()
    {
        // The spring's field reaches both banks of the east cell: one field.
        QCOMPARE(doubleSource().fieldCount(), 1);
        // Without the spring's field on the west cell, the east cell's two fields stay apart.
        TileDefinition apart = doubleSource();
        apart.features.removeAt(1);
        QCOMPARE(apart.fieldCount(), 2);
        QCOMPARE(bridge().fieldCount(), 4);
    }

    void everyCodeIsTestedAndDocumented()
    {
        QFile readme(QStringLiteral(KRAJINA_SOURCE_DIR "/data/README.md"));
        QVERIFY(readme.open(QIODevice::ReadOnly));
        const QString text = QString::fromUtf8(readme.readAll());
        QSet<QString> codes;
        for (const LintCode &c : lintCodes()) {
            QVERIFY2(!codes.contains(c.code), qPrintable(c.code));
            codes.insert(c.code);
            QVERIFY2(text.contains(u'`' + c.code + u'`'), qPrintable(c.code + u" is not in data/README.md"_s));
            QVERIFY2(m_codesTested.contains(c.code), qPrintable(c.code + u" has no test row"_s));
        }
    }
};

QTEST_GUILESS_MAIN(TestTileLint)
#include "tst_tilelint.moc"
