// SPDX-FileCopyrightText: 2026 Krajina contributors
// SPDX-License-Identifier: GPL-3.0-or-later

#include "clirunner.h"

#include "../model/cataloguesample.h"
#include "catalogue/catalogueio.h"
#include "catalogue/jczformat.h"
#include "catalogue/sqlitestore.h"
#include "savetarget.h"

#include <QFile>
#include <QFileInfo>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QProcess>
#include <QTemporaryDir>
#include <QTest>

using namespace Krajina;
using namespace Qt::StringLiterals;

namespace {

const QString JczBase = QStringLiteral(KRAJINA_SOURCE_DIR "/tests/model/data/jcz-base.xml");

QByteArray readAll(const QString &path)
{
    QFile file(path);
    return file.open(QIODevice::ReadOnly) ? file.readAll() : QByteArray();
}

} // namespace

// Runs `krajina-cli convert` and checks the files it writes.
class TestCliConvert : public QObject
{
    Q_OBJECT
private:
    using Result = CliResult;
    static Result convert(const QStringList &arguments, const QByteArray &input = {})
    {
        return runCli(QStringList {QStringLiteral("convert")} + arguments, input);
    }

    QTemporaryDir m_dir;
    QString path(const QString &name) const { return m_dir.filePath(name); }

private Q_SLOTS:
    void jczToSqliteToJsonAndBack()
    {
        const QString sqlite = path(u"a.krajina"_s);
        const QString json = path(u"a.json"_s);
        const QString sqlite2 = path(u"b.krajina"_s);
        const QString json2 = path(u"b.json"_s);
        Result r = convert({JczBase, sqlite});
        QCOMPARE(r.exitCode, 0);
        QVERIFY(r.out.contains("tiles"));
        QCOMPARE(convert({sqlite, json}).exitCode, 0);
        QCOMPARE(convert({json, sqlite2}).exitCode, 0);
        QCOMPARE(convert({sqlite2, json2}).exitCode, 0);
        // Text -> SQLite -> text gives the same bytes.
        const QByteArray text = readAll(json);
        QVERIFY(!text.isEmpty());
        QCOMPARE(readAll(json2), text);

        // Everything arrives: the catalogue read from each file is the one imported from XML.
        const Catalogue imported = JczFormat::readFile(JczBase).catalogue;
        QCOMPARE(SqliteStore::read(sqlite2).contents.catalogue, imported);
        QCOMPARE(readCatalogueFile(json).catalogue, imported);

        // And back to JCloisterZone XML, equal to exporting the import directly.
        const QString xml = path(u"back.xml"_s);
        QCOMPARE(convert({json2, xml}).exitCode, 0);
        QCOMPARE(readAll(xml), JczFormat::write(imported).data);
    }

    void standardInputAndOutput()
    {
        const QString json = path(u"stdin-source.json"_s);
        QCOMPARE(convert({JczBase, json}).exitCode, 0);
        const QByteArray text = readAll(json);

        const QString sqlite = path(u"from-stdin.krajina"_s);
        Result r = convert({u"-"_s, sqlite}, text);
        QCOMPARE(r.exitCode, 0);
        r = convert({sqlite, u"-"_s});
        QCOMPARE(r.exitCode, 0);
        QCOMPARE(r.out, text);
    }

    void jsonReportListsWarnings()
    {
        const QString sqlite = path(u"sample.krajina"_s);
        QString error;
        QVERIFY(SqliteStore::write(sqlite, {TestSample::catalogue(), {}}, &error));
        const QString xml = path(u"sample.xml"_s);
        const Result r = convert({sqlite, xml, u"--json"_s});
        QCOMPARE(r.exitCode, 0);
        const QJsonObject report = QJsonDocument::fromJson(r.out).object();
        QCOMPARE(report.value(u"ok").toBool(), true);
        QCOMPARE(report.value(u"inputFormat").toString(), u"sqlite"_s);
        QCOMPARE(report.value(u"outputFormat").toString(), u"jcz"_s);
        QCOMPARE(report.value(u"tiles").toInt(), int(TestSample::catalogue().tiles.size()));
        QCOMPARE(report.value(u"expansions").toInt(), int(TestSample::catalogue().expansions.size()));
        // The double-size tile does not fit JCloisterZone's format: said in the report and on stderr.
        const QJsonArray warnings = report.value(u"warnings").toArray();
        QVERIFY(!warnings.isEmpty());
        QVERIFY(warnings.first().toString().contains(u"river-1/double"_s));
        QVERIFY(r.err.contains("river-1/double"));
    }

    // An author's own expansion, five tiles: JCloisterZone XML keeps its English name as an add-on's
    // title and says, before anything is lost silently, what it cannot hold (issue 32).
    void jczExportSaysWhatItCannotHold()
    {
        Catalogue mills;
        mills.games << Game {u"carcassonne"_s, u"Carcassonne"_s, u"Carcassonne"_s, BoardKind::Square};
        Expansion e;
        e.id = u"mlyny"_s;
        e.game = u"carcassonne"_s;
        e.nameCs = u"Mlýny"_s;
        e.nameEn = u"Mills"_s;
        e.defaultBack = u"land"_s;
        e.startTile = u"mlyny/1"_s;
        mills.expansions << e;
        for (int i = 1; i <= 5; ++i) {
            TileDefinition t
                = TestSample::tile(u"mlyny/%1"_s.arg(i), u"mlyny"_s, u"Mlýn %1"_s.arg(i), u"Mill %1"_s.arg(i),
                                   {TestSample::feature(FeatureType::Field, u"NL NR EL ER SL SR WL WR")});
            t.watermark = u"crown"_s;
            t.note = i == 1 ? u"by the stream"_s : QString();
            mills.tiles << t;
        }
        const QString json = path(u"mlyny.json"_s);
        QString error;
        QVERIFY2(writeCatalogueFile(mills, json, &error), qPrintable(error));

        const QString xml = path(u"mlyny.xml"_s);
        Result r = convert({json, xml});
        QCOMPARE(r.exitCode, 0);
        const QString err = QString::fromUtf8(r.err);
        for (const QString &lost :
             {u"JCloisterZone XML cannot hold the names of 5 tiles, in Czech and English"_s,
              u"cannot hold the Czech names of 1 expansion "_s, u"cannot hold the watermarks of 5 tiles"_s,
              u"cannot hold the backs of 1 expansion"_s, u"cannot hold the start tiles of 1 expansion "_s,
              u"cannot hold the status (transcribed, verified, ...) of 5 tiles"_s, u"cannot hold 1 note "_s})
            QVERIFY2(err.contains(lost), qPrintable(lost + u"\n"_s + err));
        QVERIFY2(!err.contains(u"(s)"_s), qPrintable(err)); // plurals spelled out
        QVERIFY2(r.out.contains("5 tiles in 1 expansion\n"), r.out.constData());
        // What it can hold is where an add-on keeps it: the English name as the expansion's title.
        QVERIFY(readAll(xml).contains("<title>Mills</title>"));
        const JczReadResult back = JczFormat::readFile(xml);
        QVERIFY2(back.warnings.isEmpty(), qPrintable(back.warnings.join(u'\n')));
        QCOMPARE(back.catalogue.expansion(u"mlyny")->nameEn, u"Mills"_s);

        // The same list in the JSON report, and from export-tiles --jcz.
        r = convert({json, xml, u"--json"_s});
        QCOMPARE(r.exitCode, 0);
        const QJsonArray notCarried = QJsonDocument::fromJson(r.out).object().value(u"notCarried").toArray();
        QCOMPARE(notCarried.size(), JczFormat::notCarried(mills).size());
        QVERIFY(notCarried.first().toString().startsWith(u"the names of 5 tiles"_s));
        const Result tiles = runCli(
            {u"export-tiles"_s, json, u"--expansion"_s, u"mlyny"_s, u"--jcz"_s, path(u"tiles.xml"_s), u"--json"_s});
        QCOMPARE(tiles.exitCode, 0);
        QCOMPARE(QJsonDocument::fromJson(tiles.out).object().value(u"notCarried").toArray(), notCarried);
        QVERIFY2(tiles.err.contains("export-tiles: warning: JCloisterZone XML cannot hold the names of 5 tiles"),
                 tiles.err.constData());

        // Text and the .krajina document hold everything: nothing to say.
        r = convert({json, path(u"mlyny.krajina"_s), u"--json"_s});
        QCOMPARE(r.exitCode, 0);
        QVERIFY(!QJsonDocument::fromJson(r.out).object().contains(u"notCarried"));
        QVERIFY2(!r.err.contains("cannot hold"), r.err.constData());
    }

    void jczOwnSetsAreNamedByJCloisterZone()
    {
        // JCloisterZone names the sets it has (the base game, the rivers): their names are
        // not written at all, so the list must not promise an English title for them.
        Catalogue base;
        base.expansions << *bundledCatalogue().expansion(u"base"_s);
        for (const TileDefinition &tile : bundledCatalogue().tiles)
            if (tile.expansion == u"base")
                base.tiles << tile;
        QVERIFY(base.expansions.first().nameCs != base.expansions.first().nameEn);
        const QStringList lost = JczFormat::notCarried(base);
        QVERIFY2(lost.filter(u"that JCloisterZone has and names itself"_s).size() == 1,
                 qPrintable(lost.join(u'\n')));
        QVERIFY2(lost.filter(u"kept as the title"_s).isEmpty(), qPrintable(lost.join(u'\n')));
    }

    void unreadableInputExits2NamingThePlace_data()
    {
        QTest::addColumn<QString>("name");
        QTest::addColumn<QByteArray>("content");
        QTest::addColumn<QString>("place");
        QTest::newRow("broken xml") << u"broken.xml"_s << QByteArray("<defs>\n<tiles>\n<tile id='a'>\n</defs>\n")
                                    << u"broken.xml:4:"_s;
        QTest::newRow("not sqlite") << u"broken.krajina"_s << QByteArray("plain text, not a database")
                                    << u"broken.krajina: not a Krajina catalogue"_s;
        QTest::newRow("missing") << u"missing.json"_s << QByteArray() << u"missing.json"_s;
    }
    void unreadableInputExits2NamingThePlace()
    {
        QFETCH(QString, name);
        QFETCH(QByteArray, content);
        QFETCH(QString, place);
        const QString in = path(name);
        if (!content.isEmpty()) {
            QFile file(in);
            QVERIFY(file.open(QIODevice::WriteOnly));
            file.write(content);
        }
        const QString out = path(u"never-written.krajina"_s);
        const Result r = convert({in, out});
        QCOMPARE(r.exitCode, 2);
        QVERIFY2(QString::fromUtf8(r.err).contains(place), r.err.constData());
        QVERIFY(!QFile::exists(out));

        const Result json = convert({in, out, u"--json"_s});
        QCOMPARE(json.exitCode, 2);
        const QJsonObject report = QJsonDocument::fromJson(json.out).object();
        QCOMPARE(report.value(u"ok").toBool(true), false);
        QVERIFY(report.value(u"error").toString().contains(place));
    }

    void brokenStandardInput()
    {
        const Result r = convert({u"-"_s, path(u"x.krajina"_s)}, "{\n  \"format\": \n");
        QCOMPARE(r.exitCode, 2);
        QVERIFY2(r.err.contains("<stdin>"), r.err.constData());
    }

    void unwritableOutputExits2()
    {
        const QString out = path(u"no/such/folder/out.krajina"_s);
        const Result r = convert({JczBase, out});
        QCOMPARE(r.exitCode, 2);
        QVERIFY2(QString::fromUtf8(r.err).contains(out), r.err.constData());
    }

    // Issue 33: a .krajina that a Krajina window has open with unsaved changes
    // (it holds the edit lock) is not replaced by a conversion.
    void aLockedDocumentIsNotReplaced()
    {
        const QString target = path(u"locked.krajina"_s);
        QCOMPARE(convert({JczBase, target}).exitCode, 0);
        const QByteArray before = readAll(target);
        {
            EditLock lock;
            QVERIFY(lock.lock(target));
            const Result r = convert({JczBase, target});
            QCOMPARE(r.exitCode, 2);
            QVERIFY2(QString::fromUtf8(r.err).contains(target) && r.err.contains("unsaved changes"), r.err.constData());
            QCOMPARE(readAll(target), before);
        }
        // Released (saved or closed there): converting works again.
        QCOMPARE(convert({JczBase, target}).exitCode, 0);
    }

    void aReadOnlyTargetIsNotReplaced_data()
    {
        QTest::addColumn<QString>("name");
        QTest::newRow("krajina") << u"ro.krajina"_s;
        QTest::newRow("json") << u"ro.json"_s;
    }
    void aReadOnlyTargetIsNotReplaced()
    {
        QFETCH(QString, name);
        const QString target = path(name);
        QFile::remove(target);
        QCOMPARE(convert({JczBase, target}).exitCode, 0);
        QVERIFY(QFile::setPermissions(target, QFile::ReadOwner | QFile::ReadGroup | QFile::ReadOther));
        const QByteArray before = readAll(target);
        const Result r = convert({JczBase, target});
        QCOMPARE(r.exitCode, 2);
        QVERIFY2(r.err.contains("read-only"), r.err.constData());
        QCOMPARE(readAll(target), before);
        QFile::setPermissions(target, QFile::ReadOwner | QFile::WriteOwner);
    }

    void aSymbolicLinkStaysALink()
    {
        const QString real = path(u"real.krajina"_s);
        const QString link = path(u"link.krajina"_s);
        QCOMPARE(convert({JczBase, real}).exitCode, 0);
        QVERIFY(QFile::link(real, link));
        QCOMPARE(convert({JczBase, link}).exitCode, 0);
        QVERIFY(QFileInfo(link).isSymLink());
        QVERIFY(SqliteStore::read(real).ok());
    }

    void usageErrors_data()
    {
        QTest::addColumn<QStringList>("arguments");
        QTest::newRow("nothing") << QStringList();
        QTest::newRow("one file") << QStringList {JczBase};
        QTest::newRow("three files") << QStringList {JczBase, u"a.json"_s, u"b.json"_s};
        QTest::newRow("unknown output kind") << QStringList {JczBase, u"out.txt"_s};
        QTest::newRow("report and data on stdout") << QStringList {JczBase, u"-"_s, u"--json"_s};
        QTest::newRow("unknown option") << QStringList {JczBase, u"a.json"_s, u"--fast"_s};
    }
    void usageErrors()
    {
        QFETCH(QStringList, arguments);
        const Result r = convert(arguments);
        QCOMPARE(r.exitCode, 2);
        QVERIFY(!r.err.isEmpty());
    }
};

QTEST_GUILESS_MAIN(TestCliConvert)
#include "tst_cliconvert.moc"
