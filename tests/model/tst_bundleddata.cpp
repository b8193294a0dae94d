// SPDX-FileCopyrightText: 2026 Krajina contributors
// SPDX-License-Identifier: GPL-3.0-or-later

#include "catalogue/catalogueio.h"
#include "catalogue/cataloguelint.h"
#include "engine/carcassonne/gamesetup.h"
#include "engine/carcassonne/simulator.h"

#include <QTest>

#include <algorithm>

using namespace Krajina;
using namespace Qt::StringLiterals;

// The bundled catalogue against what the rules (the Czech rules of The River,
// The Bets and Crop Circles) and the publishers state. Each row names
// the tile a fact is about; field counts are computed from the data.
namespace {

const Location northHalf = Location::NL() | Location::NR() | Location::EL() | Location::WR();
const Location southHalf = Location::ER() | Location::SL() | Location::SR() | Location::WL();

const Catalogue &catalogue()
{
    return bundledCatalogue();
}

TileDefinition tile(const QString &id)
{
    const TileDefinition *t = catalogue().tile(id);
    return t ? *t : TileDefinition();
}

QList<const Feature *> featuresOf(const TileDefinition &t, FeatureType type)
{
    QList<const Feature *> result;
    for (const Feature &f : t.features) {
        if (f.type == type)
            result << &f;
    }
    return result;
}

// "3 fields: one in the upper part, two in the lower part" as the tile is printed.
bool oneNorthTwoSouth(const TileDefinition &t)
{
    int north = 0;
    int south = 0;
    for (const Feature *f : featuresOf(t, FeatureType::Field)) {
        if (northHalf.contains(f->locations))
            ++north;
        else if (southHalf.contains(f->locations))
            ++south;
    }
    return t.fieldCount() == 3 && north == 1 && south == 2;
}

// A road that runs through the tile on a bridge over its river.
bool hasBridgedRoad(const TileDefinition &t)
{
    const QList<const Feature *> rivers = featuresOf(t, FeatureType::River);
    for (const Feature *road : featuresOf(t, FeatureType::Road)) {
        if (road->crossing != Crossing::Bridge || road->locations.sides().count() != 2)
            continue;
        for (const Feature *river : rivers) {
            if (interleaves(road->locations, river->locations))
                return true;
        }
    }
    return false;
}

// Copies (in the first edition) of an expansion's tiles that have a river with this role.
int riverCopies(const QString &expansion, RiverRole role)
{
    int copies = 0;
    for (const TileDefinition &t : catalogue().tilesOf(expansion)) {
        for (const Feature *river : featuresOf(t, FeatureType::River)) {
            if (river->riverRole == role)
                copies += t.count;
        }
    }
    return copies;
}

int designsWhere(const QString &expansion, const std::function<bool(const TileDefinition &)> &test)
{
    const QList<TileDefinition> tiles = catalogue().tilesOf(expansion);
    return int(std::count_if(tiles.cbegin(), tiles.cend(), test));
}

} // namespace

class TestBundledData : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void initTestCase() { QVERIFY(!catalogue().tiles.isEmpty()); }

    void checksAreClean()
    {
        QList<LintFinding> findings = lintCatalogue(catalogue());
        // The one open question: where the two transcriptions of the River I C3 source differ.
        const auto questions = findings.removeIf([](const LintFinding &f) { return f.severity == Severity::Info; });
        QCOMPARE(questions, 1);
        QStringList lines;
        for (const LintFinding &f : findings)
            lines << f.tileId + u' ' + f.code + u": "_s + f.message;
        QVERIFY2(findings.isEmpty(), qPrintable(lines.join(u'\n')));
    }

    void totals_data()
    {
        QTest::addColumn<QString>("expansion");
        QTest::addColumn<int>("tiles");
        QTest::addColumn<TileStatus>("status");
        QTest::newRow("base") << u"base"_s << 72 << TileStatus::Verified;
        QTest::newRow("river-1") << u"river-1"_s << 12 << TileStatus::Verified;
        QTest::newRow("river-2") << u"river-2"_s << 12 << TileStatus::Verified;
        QTest::newRow("crop-circles-1") << u"crop-circles-1"_s << 6 << TileStatus::Verified;
        QTest::newRow("crop-circles-2") << u"crop-circles-2"_s << 6 << TileStatus::Verified;
        QTest::newRow("river-20") << u"river-20"_s << 17 << TileStatus::Draft;
        QTest::newRow("river-1-c3") << u"river-1-c3"_s << 12 << TileStatus::Transcribed;
        QTest::newRow("cutcassonne-river") << u"cutcassonne-river"_s << 3 << TileStatus::Draft;
        QTest::newRow("bets") << u"bets"_s << 10 << TileStatus::Draft;
    }
    void totals()
    {
        QFETCH(QString, expansion);
        QFETCH(int, tiles);
        QFETCH(TileStatus, status);
        const Expansion *e = catalogue().expansion(expansion);
        QVERIFY(e);
        QCOMPARE(e->publishedTotal, tiles);
        // Every edition of an expansion has the published number of tiles.
        if (e->editions.isEmpty())
            QCOMPARE(catalogue().tileCount(expansion), tiles);
        for (const Edition &ed : e->editions)
            QCOMPARE(catalogue().tileCountIn(expansion, ed.id), tiles);
        for (const TileDefinition &t : catalogue().tilesOf(expansion)) {
            QCOMPARE(t.status, status);
            QVERIFY2(t.id.startsWith(expansion + u'/'), qPrintable(t.id));
            QVERIFY2(!t.nameCs.isEmpty() && !t.nameEn.isEmpty(), qPrintable(t.id));
            if (status == TileStatus::Draft)
                QVERIFY2(t.note.startsWith(u"Draft"_s), qPrintable(t.id));
            if (status == TileStatus::Transcribed)
                QVERIFY2(t.note.startsWith(u"Transcribed from a secondary source"_s), qPrintable(t.id));
        }
    }

    void baseGame()
    {
        const Expansion *base = catalogue().expansion(u"base");
        QVERIFY(base);
        QCOMPARE(base->startTile, u"base/RCr"_s);
        QCOMPARE(tile(u"base/RCr"_s).edgePattern(), u"CRFR"_s);
        QCOMPARE(base->editions.size(), 2);
        QCOMPARE(base->editions.at(1).id, u"gardens"_s);
        // Garden tiles belong to the garden edition only.
        for (const TileDefinition &t : catalogue().tilesOf(u"base")) {
            if (t.has(FeatureType::Garden))
                QCOMPARE(t.countIn(u"classic"_s), 0);
        }
        QCOMPARE(catalogue().game(u"dos-rios")->board, BoardKind::Hex);
    }

    void riverMaterial()
    {
        // River I: no watermark in the original version, the stream in Big Box 6; River II: the crown;
        // all rivers have the dark back.
        const Expansion *river1 = catalogue().expansion(u"river-1");
        QCOMPARE(river1->editions.first().watermark, QString());
        QCOMPARE(river1->editions.last().id, u"bb6"_s);
        QCOMPARE(river1->editions.last().watermark, u"stream"_s);
        QCOMPARE(tile(u"river-1/IIG"_s).countIn(u"bb6"_s), 1);
        QCOMPARE(tile(u"river-1/IIG"_s).countIn(u"original"_s), 0);
        for (const QString &id : {u"river-1"_s, u"river-2"_s, u"river-20"_s, u"river-1-c3"_s, u"cutcassonne-river"_s}) {
            QCOMPARE(catalogue().expansion(id)->defaultBack, u"river"_s);
            for (const TileDefinition &t : catalogue().tilesOf(id)) {
                QCOMPARE(t.back, QString());
                QCOMPARE(t.watermark, id == u"river-2" ? u"crown"_s : QString());
            }
        }
    }

    void riverShape_data()
    {
        QTest::addColumn<QString>("expansion");
        QTest::addColumn<int>("sources");
        QTest::addColumn<int>("lakes");
        QTest::addColumn<int>("forks");
        QTest::newRow("river-1") << u"river-1"_s << 1 << 1 << 0;
        QTest::newRow("river-2") << u"river-2"_s << 1 << 0 << 1; // ends in the volcano lake and a city
        QTest::newRow("river-20: two lakes, two branches") << u"river-20"_s << 1 << 2 << 1;
        QTest::newRow("river-1-c3") << u"river-1-c3"_s << 1 << 1 << 0;
        QTest::newRow("cutcassonne-river") << u"cutcassonne-river"_s << 0 << 0 << 0;
    }
    void riverShape()
    {
        QFETCH(QString, expansion);
        QFETCH(int, sources);
        QFETCH(int, lakes);
        QFETCH(int, forks);
        QCOMPARE(riverCopies(expansion, RiverRole::Source), sources);
        QCOMPARE(riverCopies(expansion, RiverRole::Lake), lakes);
        QCOMPARE(riverCopies(expansion, RiverRole::Fork), forks);
        // Every river end is met by another one: the ends of the whole river add up to an even number.
        int ends = 0;
        for (const TileDefinition &t : catalogue().tilesOf(expansion)) {
            for (const Feature *river : featuresOf(t, FeatureType::River))
                ends += t.count * riverEndsFor(river->riverRole);
        }
        if (expansion == u"river-2")
            QCOMPARE(riverCopies(expansion, RiverRole::VolcanoLake) + riverCopies(expansion, RiverRole::CityEnd), 2);
        QCOMPARE(ends % 2, 0);
    }

    void doubleSizeSource()
    {
        // One of the 17 tiles of the 20th-anniversary river is double-size: its source.
        const QList<TileDefinition> tiles = catalogue().tilesOf(u"river-20");
        const auto twoCells = std::count_if(tiles.cbegin(), tiles.cend(),
                                            [](const TileDefinition &t) { return t.size == QSize(2, 1); });
        QCOMPARE(twoCells, 1);
        const TileDefinition &source = tile(u"river-20/s2"_s);
        QCOMPARE(source.size, QSize(2, 1));
        QCOMPARE(source.count, 1);
        QVERIFY(std::any_of(source.features.cbegin(), source.features.cend(), [](const Feature &f) {
            return f.type == FeatureType::River && f.riverRole == RiverRole::Source;
        }));
        QVERIFY(std::all_of(tiles.cbegin(), tiles.cend(),
                            [](const TileDefinition &t) { return t.id == u"river-20/s2" || t.size == QSize(1, 1); }));
    }

    void fieldFacts_data()
    {
        QTest::addColumn<QString>("id");
        QTest::addColumn<int>("fields");
        QTest::addColumn<bool>("northAndTwoSouth");
        // river-cs.txt: these tiles have no divided fields; the field surrounds the source.
        for (const QString &id : {u"river-1/s"_s, u"river-1/I.e"_s, u"river-2/s"_s, u"river-2/I.v"_s, u"river-20/s2"_s,
                                  u"river-1-c3/I.eL"_s})
            QTest::newRow(qPrintable(id + u": one field"_s)) << id << 1 << false;
        // river-cs.txt: 4 separate fields, small bridges do not join them.
        for (const QString &id : {u"river-1/CIRI"_s, u"river-1/RIrI"_s, u"river-2/RIrI"_s, u"river-2/CIRI"_s,
                                  u"river-20/RIrI"_s, u"river-20/CIRI"_s, u"river-20/RIRI"_s, u"river-1-c3/CIRI"_s,
                                  u"river-1-c3/RIrI"_s, u"cutcassonne-river/RIrI"_s, u"cutcassonne-river/IrIr"_s})
            QTest::newRow(qPrintable(id + u": four fields"_s)) << id << 4 << false;
        // river-cs.txt: 3 separate fields, one in the upper part and two in the lower part.
        for (const QString &id :
             {u"river-1/LIRI"_s, u"river-20/III"_s, u"river-1-c3/LIRI"_s, u"cutcassonne-river/FIRI"_s})
            QTest::newRow(qPrintable(id + u": three fields"_s)) << id << 3 << true;
        // river-cs.txt: the city overpass does not separate the fields: one left, one right.
        QTest::newRow("river-2/CIcI: overpass") << u"river-2/CIcI"_s << 2 << false;
        // bets-cs.txt: what each described bookmaker separates.
        QTest::newRow("bets/CR: between city and road") << u"bets/CR"_s << 3 << false;
        QTest::newRow("bets/CS: between city and road") << u"bets/CS"_s << 3 << false;
        QTest::newRow("bets/Crr: between city and road") << u"bets/Crr"_s << 3 << false;
        QTest::newRow("bets/CRR: with a field path") << u"bets/CRR"_s << 3 << false;
        QTest::newRow("bets/RR: upper and lower half") << u"bets/RR"_s << 2 << false;
        QTest::newRow("bets/RRR: road on the left ends") << u"bets/RRR"_s << 3 << false;
        // crop-circles-cs.txt: the crop-circle areas separate roads and fields.
        QTest::newRow("crop-circles-1/RRR: three roads at a crossroads") << u"crop-circles-1/RRR"_s << 3 << false;
        QTest::newRow("crop-circles-2/RRr") << u"crop-circles-2/RRr"_s << 3 << false;
        QTest::newRow("crop-circles-2/RRRr") << u"crop-circles-2/RRRr"_s << 3 << false;
        QTest::newRow("crop-circles-2/RCR") << u"crop-circles-2/RCR"_s << 2 << false;
    }
    void fieldFacts()
    {
        QFETCH(QString, id);
        QFETCH(int, fields);
        QFETCH(bool, northAndTwoSouth);
        const TileDefinition &t = tile(id);
        QCOMPARE(t.id, id);
        QCOMPARE(t.fieldCount(), fields);
        if (northAndTwoSouth)
            QVERIFY(oneNorthTwoSouth(t));
    }

    void fieldFactsListEveryTile_data()
    {
        // The rules list every tile of these kinds; no other tile of the expansion may have them.
        QTest::addColumn<QString>("expansion");
        QTest::addColumn<int>("oneField");
        QTest::addColumn<int>("fourFields");
        QTest::addColumn<int>("northAndTwoSouth");
        QTest::addColumn<int>("bridgedRoads");
        QTest::newRow("river-1") << u"river-1"_s << 2 << 2 << 1 << 1;
        QTest::newRow("river-2") << u"river-2"_s << 2 << 2 << 0 << 1;
        QTest::newRow("river-20") << u"river-20"_s << 1 << 3 << 1 << 1;
        QTest::newRow("river-1-c3") << u"river-1-c3"_s << 1 << 2 << 1 << 1;
        QTest::newRow("cutcassonne-river") << u"cutcassonne-river"_s << 0 << 2 << 1 << 2;
    }
    void fieldFactsListEveryTile()
    {
        QFETCH(QString, expansion);
        QFETCH(int, oneField);
        QFETCH(int, fourFields);
        QFETCH(int, northAndTwoSouth);
        QFETCH(int, bridgedRoads);
        QCOMPARE(designsWhere(expansion, [](const TileDefinition &t) { return t.fieldCount() == 1; }), oneField);
        QCOMPARE(designsWhere(expansion, [](const TileDefinition &t) { return t.fieldCount() == 4; }), fourFields);
        QCOMPARE(designsWhere(expansion, oneNorthTwoSouth), northAndTwoSouth);
        QCOMPARE(designsWhere(expansion, hasBridgedRoad), bridgedRoads);
    }

    void riverC3Transcription_data()
    {
        // The River I C3 transcription the tiles' notes name, tiles A-L: edges N E S W, number of
        // fields, what else the tile holds.
        QTest::addColumn<QString>("id");
        QTest::addColumn<QString>("edges");
        QTest::addColumn<int>("fields");
        QTest::addColumn<int>("count");
        QTest::addColumn<QList<FeatureType>>("also");
        using L = QList<FeatureType>;
        QTest::newRow("A source, road N to E") << u"river-1-c3/sR"_s << u"RRIF"_s << 2 << 1 << L {FeatureType::Road};
        QTest::newRow("B city, road over a bridge")
            << u"river-1-c3/CIRI"_s << u"CIRI"_s << 4 << 1 << L {FeatureType::City, FeatureType::Road};
        QTest::newRow("C two cities") << u"river-1-c3/CICI"_s << u"CICI"_s << 2 << 1 << L {FeatureType::City};
        QTest::newRow("D and F straight river") << u"river-1-c3/IFI"_s << u"IFIF"_s << 2 << 2 << L {};
        QTest::newRow("E corner city") << u"river-1-c3/CcII"_s << u"CCII"_s << 2 << 1 << L {FeatureType::City};
        QTest::newRow("G river bend") << u"river-1-c3/II"_s << u"IFFI"_s << 2 << 1 << L {};
        QTest::newRow("H monastery, road")
            << u"river-1-c3/LIRI"_s << u"FIRI"_s << 3 << 1 << L {FeatureType::Monastery, FeatureType::Road};
        QTest::newRow("I road bend") << u"river-1-c3/RrII"_s << u"RIIR"_s << 3 << 1 << L {FeatureType::Road};
        QTest::newRow("J garden") << u"river-1-c3/IIG"_s << u"FIIF"_s << 2 << 1 << L {FeatureType::Garden};
        QTest::newRow("K road crossing") << u"river-1-c3/RIrI"_s << u"IRIR"_s << 4 << 1 << L {FeatureType::Road};
        QTest::newRow("L lake, monastery") << u"river-1-c3/I.eL"_s << u"IFFF"_s << 1 << 1 << L {FeatureType::Monastery};
    }
    void riverC3Transcription()
    {
        QFETCH(QString, id);
        QFETCH(QString, edges);
        QFETCH(int, fields);
        QFETCH(int, count);
        QFETCH(QList<FeatureType>, also);
        const TileDefinition &t = tile(id);
        QCOMPARE(t.id, id);
        QCOMPARE(t.edgePattern(), edges);
        QCOMPARE(t.fieldCount(), fields);
        QCOMPARE(t.count, count);
        QCOMPARE(t.status, TileStatus::Transcribed);
        QVERIFY2(t.note.contains(u"krueger80/carcassonne-ai"_s), qPrintable(t.note));
        for (FeatureType type : {FeatureType::City, FeatureType::Road, FeatureType::Monastery, FeatureType::Garden})
            QCOMPARE(t.has(type), also.contains(type));
    }

    void riverC3SourceQuestion()
    {
        // The transcriptions differ on the source's fields: one is chosen, the other is asked as a question.
        const TileDefinition &source = tile(u"river-1-c3/sR"_s);
        const QList<LintFinding> findings = lintTile(source);
        QCOMPARE(findings.size(), 1);
        QCOMPARE(findings.first().code, u"tile.openQuestion"_s);
        QCOMPARE(findings.first().severity, Severity::Info);
        QVERIFY(findings.first().message.contains(u"3 fields"_s));
    }

    void anniversaryGardens()
    {
        // The 20th-anniversary River has gardens on two of its tiles (J and N).
        int gardens = 0;
        for (const TileDefinition &t : catalogue().tilesOf(u"river-20"))
            gardens += t.has(FeatureType::Garden) ? t.count : 0;
        QCOMPARE(gardens, 2);
    }

    void bridgesKeepTheRoad_data()
    {
        // river-cs.txt: on these tiles the road runs through; the houses at the bridge do not end it.
        QTest::addColumn<QString>("id");
        for (const QString &id :
             {u"river-1/RIrI"_s, u"river-20/RIrI"_s, u"river-1-c3/RIrI"_s, u"cutcassonne-river/RIrI"_s})
            QTest::newRow(qPrintable(id)) << id;
    }
    void bridgesKeepTheRoad()
    {
        QFETCH(QString, id);
        QVERIFY(hasBridgedRoad(tile(id)));
    }

    void overpassKeepsTheCity()
    {
        const TileDefinition &t = tile(u"river-2/CIcI"_s);
        const QList<const Feature *> cities = featuresOf(t, FeatureType::City);
        QCOMPARE(cities.size(), 1);
        QCOMPARE(cities.first()->crossing, Crossing::Overpass);
        QCOMPARE(cities.first()->locations, Location::E() | Location::W());
        // One field on each bank of the river, both touching the city.
        for (const Feature *field : featuresOf(t, FeatureType::Field))
            QCOMPARE(field->cities, QList<int> {int(cities.first() - t.features.constData())});
    }

    void bookmakers()
    {
        // bets-cs.txt: 10 tiles, one copy each, each with a bookmaker that separates fields: 2 or 3 fields.
        const QList<TileDefinition> tiles = catalogue().tilesOf(u"bets");
        QCOMPARE(tiles.size(), 10);
        for (const TileDefinition &t : tiles) {
            QCOMPARE(t.count, 1);
            QCOMPARE(featuresOf(t, FeatureType::Bookmaker).size(), 1);
            QVERIFY2(t.fieldCount() == 2 || t.fieldCount() == 3, qPrintable(t.id));
        }
        // The bookmaker ends the road on the left.
        const TileDefinition &left = tile(u"bets/RRR"_s);
        const Feature &westRoad = left.features.at(left.featureAt(Location::W()));
        QCOMPARE(westRoad.type, FeatureType::Road);
        QCOMPARE(westRoad.locations, Location::W());
        // The bookmaker separates the upper and the lower half.
        for (const Feature *field : featuresOf(tile(u"bets/RR"_s), FeatureType::Field))
            QVERIFY(northHalf.contains(field->locations) || southHalf.contains(field->locations));
        // Both roads end at the bookmaker and the field path.
        for (const Feature *road : featuresOf(tile(u"bets/CRR"_s), FeatureType::Road))
            QCOMPARE(road->locations.count(), 1);
        // Between the city and the road, the bookmaker leaves two fields where one would be.
        for (const QString &id : {u"bets/CR"_s, u"bets/CS"_s, u"bets/Crr"_s}) {
            const QList<const Feature *> fields = featuresOf(tile(id), FeatureType::Field);
            const auto byTheCity
                = std::count_if(fields.cbegin(), fields.cend(), [](const Feature *f) { return !f->cities.isEmpty(); });
            QVERIFY2(byTheCity == 2, qPrintable(id));
        }
    }

    void bettingTokens()
    {
        // bets-cs.txt: 36 tokens, 6 per player colour; single numbers, pairs of numbers, 7+ and 8+.
        const QList<BettingToken> tokens = catalogue().expansion(u"bets")->bettingTokens;
        int perColour = 0;
        QStringList faces;
        for (const BettingToken &t : tokens) {
            perColour += t.copies;
            faces << t.id;
            QVERIFY(t.numbers.size() == 1 || t.numbers.size() == 2);
            QVERIFY(!t.orMore || t.numbers.size() == 1);
        }
        QCOMPARE(perColour, 6); // six colours: 36 tokens
        QVERIFY(faces.contains(u"7+"_s));
        QVERIFY(faces.contains(u"8+"_s));
        QVERIFY(faces.contains(u"4"_s)); // the rules' example: a 4 pays 8
        QVERIFY(std::any_of(tokens.cbegin(), tokens.cend(), [](const BettingToken &t) {
            return t.numbers.size() == 2 && t.numbers.contains(4); // and a pair with 4 pays 4
        }));
    }

    void cropCircles()
    {
        // crop-circles-cs.txt: 6 + 6 tiles, each with one crop circle of a type.
        for (const QString &id : {u"crop-circles-1"_s, u"crop-circles-2"_s}) {
            for (const TileDefinition &t : catalogue().tilesOf(id))
                QCOMPARE(featuresOf(t, FeatureType::CropCircle).size(), 1);
        }
        // Three road sections end at the crossroads: three roads, not one.
        const QList<const Feature *> roads = featuresOf(tile(u"crop-circles-1/RRR"_s), FeatureType::Road);
        QCOMPARE(roads.size(), 3);
        for (const Feature *road : roads)
            QCOMPARE(road->locations.count(), 1);
        // The circle splits the road it lies on.
        QCOMPARE(featuresOf(tile(u"crop-circles-2/RCR"_s), FeatureType::Road).size(), 2);
    }

    // Every bundled river set is completed in at least 99 % of 10,000 random games under the
    // default rules (every river tile placed, none set aside). The games are deterministic, so
    // each set's figures for its seed are also held exactly: a change to the engine that is
    // meant to keep the games (a speed-up) must keep them; one that changes them on purpose
    // records the new figures here, with the reason in its commit (model/engine/README.md).
    void riversInRandomGames_data()
    {
        QTest::addColumn<QStringList>("expansions");
        QTest::addColumn<QString>("figures"); // completed, river tiles set aside, points scored
        QTest::newRow("River I") << QStringList {u"base"_s, u"river-1"_s} << u"10000 0 318724"_s;
        QTest::newRow("River II") << QStringList {u"base"_s, u"river-2"_s} << u"10000 0 342474"_s;
        QTest::newRow("River I + II") << QStringList {u"base"_s, u"river-1"_s, u"river-2"_s} << u"9939 160 264564"_s;
        QTest::newRow("River I C3") << QStringList {u"base"_s, u"river-1-c3"_s} << u"10000 0 336515"_s;
        QTest::newRow("River I + CutCassonne")
            << QStringList {u"base"_s, u"river-1"_s, u"cutcassonne-river"_s} << u"10000 0 249949"_s;
        QTest::newRow("20th-anniversary River") << QStringList {u"base"_s, u"river-20"_s} << u"10000 0 269683"_s;
    }

    void riversInRandomGames()
    {
        QFETCH(QStringList, expansions);
        QFETCH(QString, figures);
        RuleSet rules;
        rules.expansions = expansions;
        GameSetup setup;
        const QString problem = GameSetup::fromCatalogue(catalogue(), rules, 2, setup);
        QVERIFY2(problem.isEmpty(), qPrintable(problem));
        const SimulationReport report = Simulator::run(setup, {10000, 2});
        QCOMPARE(report.games, 10000);
        QVERIFY2(report.completed >= 9900, qPrintable(u"%1 of 10000 completed"_s.arg(report.completed)));
        const qint64 points = qRound64(report.scoreMean * report.games * setup.players);
        QCOMPARE(u"%1 %2 %3"_s.arg(report.completed).arg(report.riverTilesSetAside).arg(points), figures);
    }
};

QTEST_GUILESS_MAIN(TestBundledData)
#include "tst_bundleddata.moc"
