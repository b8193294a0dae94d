// SPDX-FileCopyrightText: 2026 Krajina contributors
// SPDX-License-Identifier: GPL-3.0-or-later

#include "catalogue/jczformat.h"
#include "cataloguesample.h"

#include <QTemporaryDir>
#include <QTest>

using namespace Krajina;
using namespace Qt::StringLiterals;

namespace {

const QString BaseFile = QStringLiteral(KRAJINA_TEST_DATA "/jcz-base.xml");

// By value: the catalogues it looks in are short-lived.
TileDefinition tileOf(const Catalogue &catalogue, const QString &id)
{
    const TileDefinition *tile = catalogue.tile(id);
    if (!tile)
        qFatal("no tile %s", qPrintable(id));
    return *tile;
}

QList<FeatureType> typesOf(const TileDefinition &tile)
{
    QList<FeatureType> types;
    for (const Feature &f : tile.features)
        types << f.type;
    return types;
}

} // namespace

class TestJczFormat : public QObject
{
    Q_OBJECT
private:
    Catalogue m_base;

private Q_SLOTS:
    void initTestCase()
    {
        const JczReadResult read = JczFormat::readFile(BaseFile);
        QVERIFY2(read.ok(), qPrintable(read.error));
        QVERIFY2(read.warnings.isEmpty(), qPrintable(read.warnings.join(u'\n')));
        m_base = read.catalogue;
    }

    void importsExpansionsAndEditions()
    {
        QStringList ids;
        for (const Expansion &e : m_base.expansions)
            ids << e.id;
        QCOMPARE(ids, (QStringList {u"base"_s, u"river-1"_s, u"river-2"_s, u"crop-circles-1"_s}));
        const Expansion *base = m_base.expansion(u"base");
        QCOMPARE(base->editions.size(), 2);
        QCOMPARE(base->editions.at(0).id, u"1"_s);
        QCOMPARE(base->editions.at(1).id, u"2"_s);
        QVERIFY(m_base.expansion(u"crop-circles-1")->editions.isEmpty());
        QVERIFY(m_base.game(base->game));
    }

    void importsCountsPerEdition()
    {
        const TileDefinition rcr = tileOf(m_base, u"BA/RCr"_s);
        QCOMPARE(rcr.count, 4);
        QVERIFY(rcr.editions.isEmpty());
        QVERIFY(rcr.editionCounts.isEmpty());

        const TileDefinition cc = tileOf(m_base, u"BA/C.C"_s);
        QCOMPARE(cc.countIn(u"1"_s), 3);
        QCOMPARE(cc.countIn(u"2"_s), 2);

        const TileDefinition garden = tileOf(m_base, u"BA/CcG"_s);
        QCOMPARE(garden.editions, QStringList {u"2"_s});
        QCOMPARE(garden.countIn(u"1"_s), 0);
        QCOMPARE(garden.countIn(u"2"_s), 1);

        QCOMPARE(m_base.tileCountIn(u"base", u"1"_s), 4 + 4 + 2 + 1 + 3 + 1);
        QCOMPARE(m_base.tileCountIn(u"base", u"2"_s), 4 + 4 + 2 + 1 + 2 + 1 + 1);
        QCOMPARE(tileOf(m_base, u"CC.1/RRR"_s).count, 1);
    }

    void importsFeatures()
    {
        const TileDefinition rcr = tileOf(m_base, u"BA/RCr"_s);
        QCOMPARE(rcr.jczId, u"BA/RCr"_s);
        QCOMPARE(rcr.expansion, u"base"_s);
        QCOMPARE(rcr.edgePattern(), u"CRFR"_s);
        QCOMPARE(typesOf(rcr),
                 (QList<FeatureType> {FeatureType::City, FeatureType::Road, FeatureType::Field, FeatureType::Field}));
        QCOMPARE(rcr.features.at(1).locations, Location::E() | Location::W());
        QCOMPARE(rcr.features.at(2).cities, QList<int> {0});
        QVERIFY(rcr.features.at(3).cities.isEmpty());

        QCOMPARE(tileOf(m_base, u"BA/Cccc+"_s).features.at(0).pennants, 1);
        QVERIFY(tileOf(m_base, u"BA/LR"_s).has(FeatureType::Monastery));
        QCOMPARE(tileOf(m_base, u"BA/C.C"_s).features.at(2).cities, (QList<int> {0, 1}));
        // A field may name any side of a city; it means the whole city.
        QCOMPARE(tileOf(m_base, u"BA/CcG"_s).features.at(1).cities, QList<int> {0});
        QVERIFY(tileOf(m_base, u"BA/CcG"_s).has(FeatureType::Garden));
        QCOMPARE(tileOf(m_base, u"BA/RrRr"_s).fieldCount(), 4);

        const TileDefinition circle = tileOf(m_base, u"CC.1/RRR"_s);
        QCOMPARE(circle.features.at(3).type, FeatureType::CropCircle);
        QCOMPARE(circle.features.at(3).cropCircle, CropCircleType::Road);
    }

    void importsRiverSpecials()
    {
        const TileDefinition spring = tileOf(m_base, u"RI/s"_s);
        QCOMPARE(spring.features.at(1).riverRole, RiverRole::Source);
        QCOMPARE(tileOf(m_base, u"RI.1/I.e"_s).features.at(1).riverRole, RiverRole::Lake);
        QCOMPARE(tileOf(m_base, u"RI.2/I.v"_s).features.at(1).riverRole, RiverRole::VolcanoLake);
        QCOMPARE(tileOf(m_base, u"RI.2/IFC"_s).features.at(1).riverRole, RiverRole::CityEnd);

        // Three <river> elements of a fork are one river with three ends.
        const TileDefinition fork = tileOf(m_base, u"RI.2/III"_s);
        QCOMPARE(typesOf(fork),
                 (QList<FeatureType> {FeatureType::River, FeatureType::Field, FeatureType::Field, FeatureType::Field}));
        QCOMPARE(fork.features.at(0).locations, Location::N() | Location::E() | Location::W());
        QCOMPARE(fork.features.at(0).riverRole, RiverRole::Fork);

        // A road across the river is a bridge; the inn and the pig herd are kept.
        const TileDefinition bridge = tileOf(m_base, u"RI.1/RIrI"_s);
        QCOMPARE(bridge.features.at(0).riverRole, RiverRole::Stream);
        QCOMPARE(bridge.features.at(1).crossing, Crossing::Bridge);
        QVERIFY(bridge.features.at(1).inn);
        QVERIFY(bridge.features.at(5).pigHerd);
        QCOMPARE(tileOf(m_base, u"RI.1/RIrI"_s).count, 2);
    }

    void sharedSpringBelongsToBothRivers()
    {
        const TileDefinition first = tileOf(m_base, u"RI/s"_s);
        const TileDefinition second = tileOf(m_base, u"RI/s@river-2"_s);
        QCOMPARE(first.expansion, u"river-1"_s);
        QCOMPARE(second.expansion, u"river-2"_s);
        QCOMPARE(second.jczId, u"RI/s"_s);
        QCOMPARE(second.features, first.features);
        // Tiles come grouped by expansion, in file order within each.
        QStringList river2;
        for (const TileDefinition &t : m_base.tilesOf(u"river-2"))
            river2 << t.id;
        QCOMPARE(river2, (QStringList {u"RI/s@river-2"_s, u"RI.2/III"_s, u"RI.2/I.v"_s, u"RI.2/IFC"_s}));
        QCOMPARE(m_base.tileIndex(u"RI/s@river-2"), m_base.tileIndex(u"RI.1/RIrI") + 1);
    }

    void exportsAndReimportsEquivalent()
    {
        const JczWriteResult written = JczFormat::write(m_base);
        QVERIFY2(written.warnings.isEmpty(), qPrintable(written.warnings.join(u'\n')));
        const JczReadResult again = JczFormat::read(written.data, u"exported.xml"_s);
        QVERIFY2(again.ok(), qPrintable(again.error));
        QVERIFY2(again.warnings.isEmpty(), qPrintable(again.warnings.join(u'\n')));
        QCOMPARE(again.catalogue, m_base);
        // The second export is the same text.
        QCOMPARE(JczFormat::write(again.catalogue).data, written.data);
    }

    void exportSpeaksJcz()
    {
        const QString xml = QString::fromUtf8(JczFormat::write(m_base).data);
        QVERIFY(xml.contains(u"<tile id=\"RI/s\" max=\"1\" group=\"river-spring\">"_s));
        QCOMPARE(xml.count(u"<tile id=\"RI/s\""_s), 1);
        QVERIFY(xml.contains(u"<tile id=\"RI.2/III\" group=\"river-fork\">"_s));
        QVERIFY(xml.contains(u"<river>N E W</river>"_s));
        QVERIFY(xml.contains(u"<city pennants=\"1\">N E S W</city>"_s));
        QVERIFY(xml.contains(u"<field city=\"N S\">EL ER WL WR</field>"_s));
        QVERIFY(xml.contains(u"<field pig-herd=\"true\">NL WR</field>"_s));
        QVERIFY(xml.contains(u"<road inn=\"true\">E W</road>"_s));
        QVERIFY(xml.contains(u"<corn-circle type=\"Road\"/>"_s));
        QVERIFY(xml.contains(u"<volcano/>"_s));
        QVERIFY(xml.contains(u"<tile-set id=\"basic:2\">"_s));
        QVERIFY(xml.contains(u"<tile-set id=\"corn-circles/1\">"_s));
        QVERIFY(xml.contains(u"<ref count=\"2\" tile=\"BA/C.C\"/>"_s));
        QCOMPARE(xml.count(u"tile=\"RI/s\""_s), 2); // in both river sets
    }

    void exportsKrajinaCatalogue()
    {
        const Catalogue sample = TestSample::catalogue();
        const JczWriteResult written = JczFormat::write(sample);
        // What JCloisterZone cannot hold is reported, not silently dropped.
        const QString warnings = written.warnings.join(u'\n');
        QVERIFY2(warnings.contains(u"river-1/double"_s), qPrintable(warnings));
        const JczReadResult read = JczFormat::read(written.data, u"sample.xml"_s);
        QVERIFY2(read.ok(), qPrintable(read.error));
        // Ids become the JCloisterZone ids where a tile has one.
        const TileDefinition rcr = tileOf(read.catalogue, u"BA/RCr"_s);
        QCOMPARE(rcr.features, TestSample::cityRoad().features);
        QCOMPARE(rcr.count, 4);
        QCOMPARE(tileOf(read.catalogue, u"river-1/bridge"_s).features, TestSample::bridge().features);
        // Editions go out as numbered sets: the Big Box 6 count is the river's set 1.
        QCOMPARE(tileOf(read.catalogue, u"river-1/source"_s).countIn(u"1"_s), 2);
        QVERIFY(!read.catalogue.tile(u"river-1/double"));
        // The edition that is not numbered goes out as the expansion's first set.
        QCOMPARE(tileOf(read.catalogue, u"base/Cccc+"_s).editions, QStringList {u"2"_s});
    }

    void bridgeWithoutRiverIsReported()
    {
        Catalogue catalogue = TestSample::catalogue();
        TileDefinition overpass = TestSample::cityRoad();
        overpass.id = u"base/overpass"_s;
        overpass.jczId.clear();
        overpass.features[1].crossing = Crossing::Bridge; // with no river under it
        catalogue.tiles = {overpass, TestSample::bridge()};
        const JczWriteResult written = JczFormat::write(catalogue);
        QCOMPARE(written.warnings.size(), 1);
        QVERIFY2(written.warnings.first().contains(u"base/overpass"_s), qPrintable(written.warnings.first()));
        QVERIFY(written.warnings.first().contains(u"bridge"_s));
    }

    void unknownThingsAreWarningsWithLines()
    {
        const QByteArray xml = "<defs>\n"
                               "  <tiles>\n"
                               "    <tile id=\"X/1\" colour=\"red\">\n"
                               "      <city princess=\"true\">N</city>\n"
                               "      <tower/>\n"
                               "      <field city=\"S\">EL ER SL SR WL WR</field>\n"
                               "      <road>II</road>\n"
                               "    </tile>\n"
                               "  </tiles>\n"
                               "  <expansion id=\"x\"><icon/></expansion>\n"
                               "  <sets><tile-set id=\"x\"><ref tile=\"X/1\"/><ref tile=\"X/2\"/></tile-set></sets>\n"
                               "</defs>\n";
        const JczReadResult read = JczFormat::read(xml, u"odd.xml"_s);
        QVERIFY2(read.ok(), qPrintable(read.error));
        const QString warnings = read.warnings.join(u'\n');
        QVERIFY2(warnings.contains(u"odd.xml:3: attribute \"colour\""_s), qPrintable(warnings));
        QVERIFY2(warnings.contains(u"odd.xml:4: attribute \"princess\""_s), qPrintable(warnings));
        QVERIFY2(warnings.contains(u"odd.xml:5: element <tower>"_s), qPrintable(warnings));
        QVERIFY2(warnings.contains(u"odd.xml:6:"_s) && warnings.contains(u"city at S"_s), qPrintable(warnings));
        QVERIFY2(warnings.contains(u"odd.xml:7:"_s) && warnings.contains(u"\"II\""_s), qPrintable(warnings));
        QVERIFY2(warnings.contains(u"odd.xml:10: element <icon>"_s), qPrintable(warnings));
        QVERIFY2(warnings.contains(u"odd.xml:11:"_s) && warnings.contains(u"X/2"_s), qPrintable(warnings));
        QCOMPARE(read.warnings.size(), 7);
        // The rest is read.
        const TileDefinition tile = tileOf(read.catalogue, u"X/1"_s);
        QCOMPARE(tile.count, 1);
        QCOMPARE(typesOf(tile), (QList<FeatureType> {FeatureType::City, FeatureType::Field, FeatureType::Road}));
        QVERIFY(tile.features.at(1).cities.isEmpty());
    }

    void readsJczLocationShorthands()
    {
        const QByteArray xml = "<defs><tiles><tile id=\"T\">"
                               "<city>NW</city><road>_N</road>"
                               "</tile></tiles></defs>";
        const JczReadResult read = JczFormat::read(xml, u"short.xml"_s);
        QVERIFY2(read.ok(), qPrintable(read.error));
        const TileDefinition &tile = read.catalogue.tiles.at(0);
        QCOMPARE(tile.features.at(0).locations, Location::N() | Location::W());
        QCOMPARE(tile.features.at(1).locations, Location::E() | Location::S() | Location::W());
        // A tile in no set is kept, with no copies, and the reader says so.
        QCOMPARE(tile.count, 0);
        QCOMPARE(read.warnings.size(), 1);
    }

    void readsJcz4Spelling()
    {
        const QByteArray xml = "<pack><tile id=\"O\"><cloister/><farm pig=\"yes\">NL NR EL ER SL SR WL WR</farm>"
                               "<city pennant=\"yes\">N</city></tile></pack>";
        const JczReadResult read = JczFormat::read(xml, u"old.xml"_s);
        QVERIFY2(read.ok(), qPrintable(read.error));
        const TileDefinition &tile = read.catalogue.tiles.at(0);
        QCOMPARE(typesOf(tile), (QList<FeatureType> {FeatureType::Monastery, FeatureType::Field, FeatureType::City}));
        QVERIFY(tile.features.at(1).pigHerd);
        QCOMPARE(tile.features.at(2).pennants, 1);
    }

    void malformedXmlFailsWithFileAndLine_data()
    {
        QTest::addColumn<QByteArray>("xml");
        QTest::addColumn<QString>("where");
        QTest::newRow("mismatched tag") << QByteArray("<defs>\n<tiles>\n<tile id='a'>\n</tiles>\n</defs>")
                                        << u"broken.xml:4:"_s;
        QTest::newRow("unclosed") << QByteArray("<defs>\n<tiles>\n") << u"broken.xml:3:"_s;
        QTest::newRow("empty") << QByteArray() << u"broken.xml:1:"_s;
        QTest::newRow("not jcz") << QByteArray("<html>\n</html>") << u"broken.xml:1:"_s;
    }
    void malformedXmlFailsWithFileAndLine()
    {
        QFETCH(QByteArray, xml);
        QFETCH(QString, where);
        const JczReadResult read = JczFormat::read(xml, u"broken.xml"_s);
        QVERIFY(!read.ok());
        QVERIFY2(read.error.startsWith(where), qPrintable(read.error));
        QVERIFY(read.catalogue.tiles.isEmpty());
    }

    void writeFileAndReadFile()
    {
        QTemporaryDir dir;
        const QString path = dir.filePath(u"out.xml"_s);
        QString error;
        QVERIFY2(JczFormat::writeFile(path, m_base, &error), qPrintable(error));
        const JczReadResult read = JczFormat::readFile(path);
        QVERIFY2(read.ok(), qPrintable(read.error));
        QCOMPARE(read.catalogue, m_base);
        QVERIFY(!JczFormat::writeFile(dir.filePath(u"missing/out.xml"_s), m_base, &error));
        QVERIFY(error.contains(u"missing/out.xml"_s));
        const JczReadResult missing = JczFormat::readFile(dir.filePath(u"nothing.xml"_s));
        QVERIFY(!missing.ok());
        QVERIFY(missing.error.contains(u"nothing.xml"_s));
    }
};

QTEST_GUILESS_MAIN(TestJczFormat)
#include "tst_jczformat.moc"
