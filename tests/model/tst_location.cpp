// SPDX-FileCopyrightText: 2026 Krajina contributors
// SPDX-License-Identifier: GPL-3.0-or-later

#include "tile/location.h"
#include "tile/tiledefinition.h"

#include <QTest>

using namespace Krajina;
using namespace Qt::StringLiterals;

class TestLocation : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void textRoundTrip_data()
    {
        QTest::addColumn<QString>("text");
        QTest::addColumn<int>("count");
        QTest::newRow("side") << u"N"_s << 1;
        QTest::newRow("two sides") << u"E W"_s << 2;
        QTest::newRow("half-edges") << u"NL NR EL ER SL SR WL WR"_s << 8;
        QTest::newRow("everything") << u"NL N NR EL E ER SL S SR WL W WR"_s << 12;
        QTest::newRow("empty") << QString() << 0;
    }
    void textRoundTrip()
    {
        QFETCH(QString, text);
        QFETCH(int, count);
        const auto parsed = Location::fromString(text);
        QVERIFY(parsed);
        QCOMPARE(parsed->count(), count);
        QCOMPARE(parsed->toString(), text);
    }

    void parsesJczSeparators()
    {
        QCOMPARE(Location::fromString(u"W.E"), Location::W() | Location::E());
        QCOMPARE(Location::fromString(u"nl,nr"), Location::NL() | Location::NR());
        QVERIFY(!Location::fromString(u"N X"));
    }

    // Every spelling the reader meets: runs of separators, mixed case, names too
    // long or unknown, and letters outside ASCII that Qt's case folding matches.
    void parsesEverySpelling_data()
    {
        QTest::addColumn<QString>("text");
        QTest::addColumn<QString>("expected"); // toString(), or "-" for refused
        QTest::newRow("separators in a row") << u"  n,,E..s  "_s << u"N E S"_s;
        QTest::newRow("only separators") << u" ,. "_s << QString();
        QTest::newRow("mixed case") << u"nL Nr eR"_s << u"NL NR ER"_s;
        QTest::newRow("three letters") << u"NLR"_s << u"-"_s;
        QTest::newRow("second letter not L or R") << u"NE"_s << u"-"_s;
        QTest::newRow("unknown letter") << u"N,Q"_s << u"-"_s;
        QTest::newRow("tab is no separator") << u"N\tE"_s << u"-"_s;
        QTest::newRow("long s folds to S") << u"N \u017F"_s << u"N S"_s;
        QTest::newRow("long s then L") << u"\u017FL"_s << u"SL"_s;
        QTest::newRow("other letter") << u"N \u00C9"_s << u"-"_s;
    }
    void parsesEverySpelling()
    {
        QFETCH(QString, text);
        QFETCH(QString, expected);
        const auto parsed = Location::fromString(text);
        if (expected == u"-")
            QVERIFY(!parsed);
        else
            QCOMPARE(parsed ? parsed->toString() : u"-"_s, expected);
    }

    void rotation_data()
    {
        QTest::addColumn<QString>("from");
        QTest::addColumn<int>("turns");
        QTest::addColumn<QString>("to");
        QTest::newRow("side quarter") << u"N"_s << 1 << u"E"_s;
        QTest::newRow("half-edge quarter") << u"NL"_s << 1 << u"EL"_s;
        QTest::newRow("wraps") << u"WR"_s << 1 << u"NR"_s;
        QTest::newRow("half turn") << u"N NL"_s << 2 << u"SL S"_s;
        QTest::newRow("anticlockwise") << u"E"_s << -1 << u"N"_s;
        QTest::newRow("full turn") << u"EL S"_s << 4 << u"EL S"_s;
    }
    void rotation()
    {
        QFETCH(QString, from);
        QFETCH(int, turns);
        QFETCH(QString, to);
        QCOMPARE(Location::fromString(from)->rotated(turns).toString(), to);
    }

    void oppositeMeetsAcrossTheEdge()
    {
        QCOMPARE(Location::N().opposite(), Location::S());
        QCOMPARE(Location::NL().opposite(), Location::SR());
        QCOMPARE(Location::NR().opposite(), Location::SL());
        QCOMPARE(Location::EL().opposite(), Location::WR());
        QCOMPARE(Location::WL().opposite(), Location::ER());
    }

    void flankingAndNeighbours()
    {
        QCOMPARE(Location::N().flankingHalfEdges(), Location::NL() | Location::NR());
        QCOMPARE(Location::W().flankingHalfEdges(), Location::WL() | Location::WR());
        QCOMPARE(Location::WR().neighbours(), Location::W() | Location::NL());
    }

    void interleaving()
    {
        QVERIFY(interleaves(Location::W() | Location::E(), Location::N() | Location::S()));
        QVERIFY(!interleaves(Location::W() | Location::E(), Location::NL() | Location::NR()));
        QVERIFY(!interleaves(Location::W() | Location::S(), Location::SR() | Location::WL()));
        QVERIFY(!interleaves(Location::N(), Location::S()));
    }

    void derivedEdgePattern()
    {
        TileDefinition tile;
        tile.features = {{.type = FeatureType::City, .locations = Location::N()},
                         {.type = FeatureType::Road, .locations = Location::E() | Location::W()},
                         {.type = FeatureType::Field, .locations = *Location::fromString(u"EL WR")},
                         {.type = FeatureType::Field, .locations = *Location::fromString(u"ER SL SR WL")}};
        QCOMPARE(tile.edgePattern(), u"CRFR"_s);
        QCOMPARE(tile.fieldCount(), 2);
        QCOMPARE(tile.rotationalSymmetry(), 1);
        QCOMPARE(tile.featureAt(Location::S()), -1);
        QCOMPARE(tile.featureAt(Location::SL()), 3);

        TileDefinition cross;
        cross.features = {{.type = FeatureType::Road, .locations = Location::N()},
                          {.type = FeatureType::Road, .locations = Location::E()},
                          {.type = FeatureType::Road, .locations = Location::S()},
                          {.type = FeatureType::Road, .locations = Location::W()}};
        QCOMPARE(cross.rotationalSymmetry(), 4);
    }
};

QTEST_GUILESS_MAIN(TestLocation)
#include "tst_location.moc"
