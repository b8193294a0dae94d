// SPDX-FileCopyrightText: 2026 Krajina contributors
// SPDX-License-Identifier: GPL-3.0-or-later

#include "clirunner.h"

#include "catalogue/catalogueio.h"

#include <QDir>
#include <QFile>
#include <QImage>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QProcess>
#include <QRegularExpression>
#include <QTemporaryDir>
#include <QTest>

#include <cmath>

using namespace Qt::StringLiterals;

// Runs the real krajina-cli: render, sheets and export-tiles.
class TestCliSheets : public QObject
{
    Q_OBJECT
private:
    using Result = CliResult;
    static Result run(const QStringList &arguments) { return runCli(arguments); }
    // Pages of a PDF, counted from its page objects (the last definition of each object wins).
    static int pdfPages(const QString &path)
    {
        QFile file(path);
        if (!file.open(QIODevice::ReadOnly))
            return -1;
        const QString text = QString::fromLatin1(file.readAll());
        static const QRegularExpression object(u"(?:^|[\\r\\n])(\\d+) 0 obj(.*?)endobj"_s,
                                               QRegularExpression::DotMatchesEverythingOption);
        static const QRegularExpression page(u"/Type\\s*/Page\\b"_s);
        QMap<int, bool> isPage;
        auto it = object.globalMatch(text);
        while (it.hasNext()) {
            const auto m = it.next();
            isPage.insert(m.captured(1).toInt(), m.captured(2).contains(page));
        }
        return int(std::count(isPage.cbegin(), isPage.cend(), true));
    }

    QTemporaryDir m_dir;

private Q_SLOTS:
    void sheetsOfTheBaseGame()
    {
        const QString pdf = m_dir.filePath(u"base.pdf"_s);
        const Result r = run({u"sheets"_s, u"--expansion"_s, u"base"_s, u"--pdf"_s, pdf, u"--json"_s});
        QCOMPARE(r.exitCode, 0);
        const QJsonObject report = r.json();
        QCOMPARE(report.value(u"pages").toInt(), 3);
        QCOMPARE(report.value(u"tilesPerPage").toInt(), 24);
        QCOMPARE(report.value(u"tiles").toInt(), 72);
        QCOMPARE(report.value(u"grid").toObject().value(u"columns").toInt(), 4);
        QCOMPARE(report.value(u"grid").toObject().value(u"rows").toInt(), 6);
        QCOMPARE(report.value(u"paper").toString(), u"a4"_s);
        QCOMPARE(pdfPages(pdf), 3);

        const QString duplex = m_dir.filePath(u"base-long.pdf"_s);
        const Result withBacks
            = run({u"sheets"_s, u"--expansion"_s, u"base"_s, u"--pdf"_s, duplex, u"--backs"_s, u"long"_s, u"--json"_s});
        QCOMPARE(withBacks.exitCode, 0);
        QCOMPARE(withBacks.json().value(u"pages").toInt(), 6);
        QCOMPARE(withBacks.json().value(u"backPages").toInt(), 3);
        QCOMPARE(pdfPages(duplex), 6);
        QFile file(duplex);
        QVERIFY(file.open(QIODevice::ReadOnly));
        const QByteArray bytes = file.readAll();
        QVERIFY(bytes.contains("/PrintScaling /None"));
        QVERIFY(bytes.contains("/Duplex /DuplexFlipLongEdge"));
    }

    void sheetsOptions()
    {
        const QString pdf = m_dir.filePath(u"letter.pdf"_s);
        const Result r = run({u"sheets"_s, u"--expansion"_s, u"river-1"_s, u"--pdf"_s, pdf, u"--paper"_s, u"letter"_s,
                              u"--orientation"_s, u"landscape"_s, u"--layout"_s, u"bleed"_s, u"--backs"_s, u"short"_s,
                              u"--offset-mm"_s, u"0.5,-1"_s, u"--test-page"_s, u"--json"_s});
        QCOMPARE(r.exitCode, 0);
        const QJsonObject report = r.json();
        QCOMPARE(report.value(u"paper").toString(), u"letter"_s);
        QCOMPARE(report.value(u"orientation").toString(), u"landscape"_s);
        QCOMPARE(report.value(u"layout").toString(), u"bleed"_s);
        QCOMPARE(report.value(u"testPages").toInt(), 2);
        QCOMPARE(report.value(u"pageSizeMm").toArray().at(0).toDouble(), 279.4);
        QCOMPARE(pdfPages(pdf), report.value(u"pages").toInt());

        const Result contact = run({u"sheets"_s, u"--all"_s, u"--contact"_s, u"--json"_s});
        QCOMPARE(contact.exitCode, 0);
        QCOMPARE(contact.json().value(u"tiles").toInt(), int(Krajina::bundledCatalogue().tiles.size()));
    }

    void sheetsRefusesBadInput_data()
    {
        QTest::addColumn<QStringList>("arguments");
        QTest::addColumn<QString>("complaint");
        const QString out = QDir::temp().filePath(u"never-written.pdf"_s);
        QTest::newRow("no tiles chosen") << QStringList {u"--pdf"_s, out} << u"--expansion"_s;
        QTest::newRow("no output") << QStringList {u"--expansion"_s, u"base"_s} << u"--pdf"_s;
        QTest::newRow("unknown paper") << QStringList {u"--expansion"_s, u"base"_s, u"--pdf"_s, out,
                                                       u"--paper"_s,     u"a5"_s}
                                       << u"--paper"_s;
        QTest::newRow("bad offset") << QStringList {u"--expansion"_s, u"base"_s, u"--pdf"_s, out,
                                                    u"--offset-mm"_s, u"3"_s}
                                    << u"--offset-mm"_s;
        QTest::newRow("unknown expansion")
            << QStringList {u"--expansion"_s, u"nowhere"_s, u"--pdf"_s, out} << u"nowhere"_s;
        QTest::newRow("tile too large") << QStringList {u"--expansion"_s, u"base"_s, u"--pdf"_s, out,
                                                        u"--tile-mm"_s,   u"300"_s}
                                        << u"does not fit"_s;
        QTest::newRow("unreadable catalogue")
            << QStringList {u"--expansion"_s, u"base"_s, u"--pdf"_s, out, u"/no/such/catalogue.json"_s}
            << u"/no/such/catalogue.json"_s;
    }
    void sheetsRefusesBadInput()
    {
        QFETCH(QStringList, arguments);
        QFETCH(QString, complaint);
        const Result r = run(QStringList {u"sheets"_s} + arguments);
        QCOMPARE(r.exitCode, 2);
        QVERIFY2(QString::fromUtf8(r.err).contains(complaint), r.err.constData());
        QVERIFY(!QFile::exists(QDir::temp().filePath(u"never-written.pdf"_s)));
    }

    void renderEveryBundledTile()
    {
        for (const Krajina::TileDefinition &tile : Krajina::bundledCatalogue().tiles) {
            const QString png = m_dir.filePath(QString(tile.id).replace(u'/', u'_') + u".png");
            const Result r = run({u"render"_s, tile.id, u"--png"_s, png, u"--size"_s, u"64"_s});
            QVERIFY2(r.exitCode == 0, r.err.constData());
            const QImage image(png);
            QVERIFY2(!image.isNull(), qPrintable(tile.id));
            QCOMPARE(image.size(), QSize(64 * tile.size.width(), 64 * tile.size.height()));
        }
    }

    void renderOptions()
    {
        const QString png = m_dir.filePath(u"turned.png"_s);
        const QString svg = m_dir.filePath(u"turned.svg"_s);
        const Result r = run({u"render"_s, u"base/RCr"_s, u"--png"_s, png, u"--svg"_s, svg, u"--size"_s, u"100"_s,
                              u"--rotation"_s, u"90"_s, u"--fields"_s, u"--json"_s});
        QCOMPARE(r.exitCode, 0);
        QCOMPARE(r.json().value(u"files").toArray().size(), 2);
        QCOMPARE(QImage(png).size(), QSize(100, 100));
        QFile file(svg);
        QVERIFY(file.open(QIODevice::ReadOnly));
        QVERIFY(file.readAll().contains("<svg"));

        QCOMPARE(run({u"render"_s, u"base/nope"_s, u"--png"_s, png}).exitCode, 2);
        QVERIFY(run({u"render"_s, u"base/nope"_s, u"--png"_s, png}).err.contains("base/nope"));
        QCOMPARE(run({u"render"_s, u"base/RCr"_s}).exitCode, 2);
        QCOMPARE(run({u"render"_s, u"base/RCr"_s, u"--png"_s, png, u"--size"_s, u"huge"_s}).exitCode, 2);
    }

    void exportTiles()
    {
        const QString dir = m_dir.filePath(u"river"_s);
        const QString contact = m_dir.filePath(u"river-contact.png"_s);
        const QString jcz = m_dir.filePath(u"river.xml"_s);
        const Result r = run({u"export-tiles"_s, u"--expansion"_s, u"river-1"_s, u"--dir"_s, dir, u"--dpi"_s, u"300"_s,
                              u"--svg"_s, u"--contact-png"_s, contact, u"--jcz"_s, jcz, u"--json"_s});
        QVERIFY2(r.exitCode == 0, r.err.constData());
        const int tiles = int(Krajina::bundledCatalogue().tilesOf(u"river-1").size());
        QCOMPARE(r.json().value(u"tiles").toInt(), tiles);
        const QStringList pngs = QDir(dir).entryList({u"*.png"_s});
        QCOMPARE(pngs.size(), tiles);
        QCOMPARE(QDir(dir).entryList({u"*.svg"_s}).size(), tiles);
        // 45 mm at 300 DPI, rounded up to whole pixels.
        const int side = int(std::ceil(45 / 25.4 * 300));
        const QImage first(QDir(dir).filePath(pngs.first()));
        QCOMPARE(first.size(), QSize(side, side));
        QCOMPARE(first.dotsPerMeterX(), qRound(300 / 0.0254));
        QVERIFY(!QImage(contact).isNull());
        QFile xml(jcz);
        QVERIFY(xml.open(QIODevice::ReadOnly));
        QCOMPARE(int(xml.readAll().count("<tile ")), tiles);

        QCOMPARE(run({u"export-tiles"_s, u"--expansion"_s, u"river-1"_s}).exitCode, 2);
        QCOMPARE(run({u"export-tiles"_s, u"--dir"_s, dir}).exitCode, 2);
    }
};

QTEST_GUILESS_MAIN(TestCliSheets)
#include "tst_clisheets.moc"
