// SPDX-FileCopyrightText: 2026 Krajina contributors
// SPDX-License-Identifier: GPL-3.0-or-later

#include "tile/featureedit.h"
#include "tile/tiledefinition.h"

#include <QTest>

using namespace Krajina;
using namespace Qt::StringLiterals;

namespace {
Location at(QStringView text)
{
    return *Location::fromString(text);
}

// A road W-E with a field on each side: the base game's straight road.
QList<Feature> straightRoad()
{
    return {{.type = FeatureType::Road, .locations = at(u"W E")},
            {.type = FeatureType::Field, .locations = at(u"WR NL NR EL")},
            {.type = FeatureType::Field, .locations = at(u"ER SL SR WL")}};
}
} // namespace

class TestFeatureEdit : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void makeCityTakesSideAndFlanks()
    {
        TileDefinition tile;
        tile.features = makeFeature(straightRoad(), 0, at(u"N"), FeatureType::City);
        QCOMPARE(tile.edgePattern(), u"CRFR"_s);
        // NL and NR now belong to the city, so the north field keeps only WR and EL.
        const int field = tile.featureAt(Location::WR());
        QCOMPARE(tile.features.at(field).locations, at(u"WR EL"));
        QCOMPARE(tile.featureAt(Location::NL()), -1);
    }

    void makeFeatureIgnoresLocationsOfTheWrongKind()
    {
        const auto features = makeFeature(straightRoad(), 0, at(u"NL"), FeatureType::Road);
        QCOMPARE(features, straightRoad());
    }

    void takingEveryLocationDropsTheOldFeature()
    {
        const auto features = makeFeature(straightRoad(), 0, at(u"W E"), FeatureType::River);
        QCOMPARE(features.size(), 3);
        TileDefinition tile;
        tile.features = features;
        QCOMPARE(tile.edgePattern(), u"FIFI"_s);
        QVERIFY(!tile.has(FeatureType::Road));
    }

    void joinMergesFieldsAndKeepsCityReferences()
    {
        QList<Feature> features = {{.type = FeatureType::City, .locations = at(u"N")},
                                   {.type = FeatureType::Field, .locations = at(u"EL ER"), .cities = {0}},
                                   {.type = FeatureType::Field, .locations = at(u"SL SR WL WR")}};
        features = joinFeatures(features, 0, at(u"ER SL"));
        QCOMPARE(features.size(), 2);
        QCOMPARE(features.at(1).locations, at(u"EL ER SL SR WL WR"));
        QCOMPARE(features.at(1).cities, QList<int> {0});
    }

    void joinRefusesDifferentTypes()
    {
        const auto features = joinFeatures(straightRoad(), 0, at(u"W NL"));
        QCOMPARE(features, straightRoad());
    }

    void splitMakesTwoRoads()
    {
        const auto features = splitFeature(straightRoad(), 0, at(u"E"));
        TileDefinition tile;
        tile.features = features;
        QCOMPARE(features.size(), 4);
        QVERIFY(tile.featureAt(Location::E()) != tile.featureAt(Location::W()));
        QCOMPARE(tile.features.at(tile.featureAt(Location::E())).type, FeatureType::Road);
    }

    void removingACityReindexesFieldReferences()
    {
        QList<Feature> features = {{.type = FeatureType::City, .locations = at(u"N")},
                                   {.type = FeatureType::City, .locations = at(u"S")},
                                   {.type = FeatureType::Field, .locations = at(u"EL ER WL WR"), .cities = {0, 1}}};
        features = removeFeature(features, 0);
        QCOMPARE(features.size(), 2);
        QCOMPARE(features.at(1).cities, QList<int> {0});
        QCOMPARE(features.at(0).locations, at(u"S"));
    }

    void interiorFeaturesSurviveEdits()
    {
        auto features = addInteriorFeature(straightRoad(), 0, FeatureType::Monastery);
        features = makeFeature(features, 0, at(u"N"), FeatureType::City);
        TileDefinition tile;
        tile.features = features;
        QVERIFY(tile.has(FeatureType::Monastery));
    }
};

QTEST_GUILESS_MAIN(TestFeatureEdit)
#include "tst_featureedit.moc"
