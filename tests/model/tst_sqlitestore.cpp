// SPDX-FileCopyrightText: 2026 Krajina contributors
// SPDX-License-Identifier: GPL-3.0-or-later

#include "catalogue/catalogueio.h"
#include "catalogue/jsonformat.h"
#include "catalogue/sqlitestore.h"
#include "cataloguesample.h"
#include "sqlitesupport.h"

#include <QDir>
#include <QFile>
#include <QRandomGenerator>
#include <QSqlDatabase>
#include <QSqlQuery>
#include <QTemporaryDir>
#include <QTest>

using namespace Krajina;
using Krajina::TestSample::runSql;
using namespace Qt::StringLiterals;

namespace {

QByteArray readAll(const QString &path)
{
    QFile file(path);
    return file.open(QIODevice::ReadOnly) ? file.readAll() : QByteArray();
}

void writeAll(const QString &path, const QByteArray &data)
{
    QFile file(path);
    QVERIFY(file.open(QIODevice::WriteOnly | QIODevice::Truncate));
    file.write(data);
}

} // namespace

class TestSqliteStore : public QObject
{
    Q_OBJECT
private:
    QTemporaryDir m_dir;

    QString path(const QString &name) const { return m_dir.filePath(name); }
    QString saveSample(const QString &name)
    {
        const QString file = path(name);
        QString error;
        if (!SqliteStore::write(file, {TestSample::catalogue(), {}}, &error))
            qWarning("%s", qPrintable(error));
        return file;
    }

private Q_SLOTS:
    void roundTrip()
    {
        const QString file = path(u"round.krajina"_s);
        const QMap<QString, QByteArray> extras {{u"rulebook/base/cs"_s, "Pravidla\n"_ba}, {u"empty"_s, {}}};
        QString error;
        QVERIFY2(SqliteStore::write(file, {TestSample::catalogue(), extras}, &error), qPrintable(error));
        const SqliteReadResult read = SqliteStore::read(file);
        QVERIFY2(read.ok(), qPrintable(read.error));
        QCOMPARE(read.contents.catalogue, TestSample::catalogue());
        QCOMPARE(read.contents.extras.value(u"rulebook/base/cs"_s), "Pravidla\n"_ba);
        QCOMPARE(read.contents.extras.keys(), extras.keys());
        // Spot checks, so that a field both sides forget still shows up.
        const Catalogue &c = read.contents.catalogue;
        QCOMPARE(c.expansions.at(1).bettingTokens.at(1).numbers, (QList<int> {2, 3}));
        QCOMPARE(c.expansions.at(1).editions.at(0).watermark, u"stream"_s);
        QCOMPARE(c.expansions.at(0).startTile, u"base/RCr"_s);
        QCOMPARE(c.backs.at(1).colour, QColor(0x20, 0x30, 0x40));
        QVERIFY(!c.backs.at(0).colour.isValid());
        QCOMPARE(c.tiles.at(5).size, QSize(2, 1));
        QCOMPARE(c.tiles.at(3).editionCounts.value(u"bb6"_s), 2);
        QCOMPARE(c.tiles.at(0).features.at(2).cities, (QList<int> {0}));
    }

    void everyStatusRoundTrips()
    {
        Catalogue catalogue = TestSample::catalogue();
        QVERIFY(catalogue.tiles.size() >= int(tileStatuses.size()));
        for (qsizetype i = 0; i < qsizetype(tileStatuses.size()); ++i)
            catalogue.tiles[i].status = tileStatuses.at(size_t(i));
        const QString file = path(u"statuses.krajina"_s);
        QString error;
        QVERIFY2(SqliteStore::write(file, {catalogue, {}}, &error), qPrintable(error));
        const SqliteReadResult read = SqliteStore::read(file);
        QVERIFY2(read.ok(), qPrintable(read.error));
        QCOMPARE(read.contents.catalogue.tiles.at(1).status, TileStatus::Transcribed);
        QCOMPARE(read.contents.catalogue, catalogue);
    }

    void roundTripEmpty()
    {
        const QString file = path(u"empty.krajina"_s);
        QString error;
        QVERIFY(SqliteStore::write(file, {}, &error));
        const SqliteReadResult read = SqliteStore::read(file);
        QVERIFY2(read.ok(), qPrintable(read.error));
        QCOMPARE(read.contents.catalogue, Catalogue());
    }

    void keepsDuplicateIds()
    {
        // The lint reports duplicates; the store must not lose one of them.
        Catalogue catalogue = TestSample::catalogue();
        catalogue.tiles << catalogue.tiles.at(0);
        const QString file = path(u"duplicates.krajina"_s);
        QString error;
        QVERIFY(SqliteStore::write(file, {catalogue, {}}, &error));
        QCOMPARE(SqliteStore::read(file).contents.catalogue, catalogue);
    }

    void fileIsMarkedAsKrajina()
    {
        const QString file = saveSample(u"marked.krajina"_s);
        QSqlDatabase db = QSqlDatabase::addDatabase(u"QSQLITE"_s, u"test-marked"_s);
        {
            db.setDatabaseName(file);
            QVERIFY(db.open());
            QSqlQuery query(db);
            QVERIFY(query.exec(u"PRAGMA application_id"_s) && query.next());
            QCOMPARE(query.value(0).toInt(), SqliteStore::ApplicationId);
            QVERIFY(query.exec(u"PRAGMA user_version"_s) && query.next());
            QCOMPARE(query.value(0).toInt(), SqliteStore::schemaVersion());
            db.close();
        }
        db = QSqlDatabase();
        QSqlDatabase::removeDatabase(u"test-marked"_s);
    }

    void saveReplacesAndLeavesNoTemporaryFiles()
    {
        QTemporaryDir dir;
        const QString file = dir.filePath(u"replace.krajina"_s);
        QString error;
        QVERIFY(SqliteStore::write(file, {TestSample::catalogue(), {}}, &error));
        Catalogue smaller = TestSample::catalogue();
        smaller.tiles.removeFirst();
        QVERIFY(SqliteStore::write(file, {smaller, {}}, &error));
        QCOMPARE(SqliteStore::read(file).contents.catalogue, smaller);
        QCOMPARE(QDir(dir.path()).entryList(QDir::Files | QDir::Hidden), QStringList {u"replace.krajina"_s});
    }

    void interruptedSaveKeepsThePreviousFile()
    {
        QTemporaryDir dir;
        const QString file = dir.filePath(u"keep.krajina"_s);
        QString error;
        QVERIFY(SqliteStore::write(file, {TestSample::catalogue(), {}}, &error));
        const QByteArray before = readAll(file);

        Catalogue changed = TestSample::catalogue();
        changed.tiles.removeLast();
        int calls = 0;
        const bool saved = SqliteStore::write(file, {changed, {}}, &error, [&](int done, int total) {
            ++calls;
            return done < total / 2; // give up halfway through the tiles
        });
        QVERIFY(!saved);
        QVERIFY(calls >= 1);
        QVERIFY2(error.contains(file), qPrintable(error));
        QCOMPARE(readAll(file), before);
        QCOMPARE(SqliteStore::read(file).contents.catalogue, TestSample::catalogue());
        QCOMPARE(QDir(dir.path()).entryList(QDir::Files | QDir::Hidden), QStringList {u"keep.krajina"_s});
    }

    void leftoverTemporaryFileDoesNotHurt()
    {
        // What a save killed before its rename leaves behind.
        QTemporaryDir dir;
        const QString file = dir.filePath(u"crash.krajina"_s);
        QString error;
        QVERIFY(SqliteStore::write(file, {TestSample::catalogue(), {}}, &error));
        writeAll(dir.filePath(u".crash.krajina.abc123"_s), "half a database");
        QVERIFY(SqliteStore::read(file).ok());
        QVERIFY(SqliteStore::write(file, {Catalogue(), {}}, &error));
        QCOMPARE(SqliteStore::read(file).contents.catalogue, Catalogue());
    }

    void saveIntoMissingFolderFails()
    {
        const QString file = path(u"no/such/folder/x.krajina"_s);
        QString error;
        QVERIFY(!SqliteStore::write(file, {TestSample::catalogue(), {}}, &error));
        QVERIFY2(error.contains(file), qPrintable(error));
    }

    void refusesRandomBytes()
    {
        const QString file = path(u"random.krajina"_s);
        QByteArray bytes(4096, Qt::Uninitialized);
        QRandomGenerator generator(42);
        generator.fillRange(reinterpret_cast<quint32 *>(bytes.data()), bytes.size() / 4);
        writeAll(file, bytes);
        const SqliteReadResult read = SqliteStore::read(file);
        QVERIFY(!read.ok());
        QVERIFY2(read.error.startsWith(file), qPrintable(read.error));
        QVERIFY2(read.error.contains(u"not an SQLite database"_s), qPrintable(read.error));
    }

    void refusesDamagedDatabase()
    {
        // A real catalogue with its pages overwritten after the header.
        const QString file = saveSample(u"damaged.krajina"_s);
        QByteArray bytes = readAll(file);
        QVERIFY(bytes.size() > 4096);
        QRandomGenerator generator(7);
        for (qsizetype i = 100; i < bytes.size(); ++i)
            bytes[i] = char(generator.bounded(256));
        writeAll(file, bytes);
        const SqliteReadResult read = SqliteStore::read(file);
        QVERIFY(!read.ok());
        QVERIFY2(read.error.startsWith(file), qPrintable(read.error));
        QVERIFY2(read.error.contains(u"damaged"_s) || read.error.contains(u"Krajina"_s), qPrintable(read.error));
    }

    void refusesTruncatedFile()
    {
        const QString file = saveSample(u"truncated.krajina"_s);
        const QByteArray bytes = readAll(file);
        writeAll(file, bytes.left(bytes.size() / 2));
        const SqliteReadResult read = SqliteStore::read(file);
        QVERIFY(!read.ok());
        QVERIFY2(read.error.startsWith(file), qPrintable(read.error));
    }

    void refusesEmptyFile()
    {
        const QString file = path(u"zero.krajina"_s);
        writeAll(file, {});
        const SqliteReadResult read = SqliteStore::read(file);
        QVERIFY(!read.ok());
        QVERIFY2(read.error.contains(u"empty"_s), qPrintable(read.error));
    }

    void refusesForeignDatabase()
    {
        const QString file = path(u"foreign.krajina"_s);
        QVERIFY(runSql(
            file,
            {u"CREATE TABLE contacts (name TEXT, phone TEXT)"_s, u"INSERT INTO contacts VALUES ('Eva', '123')"_s}));
        const SqliteReadResult read = SqliteStore::read(file);
        QVERIFY(!read.ok());
        QVERIFY2(read.error.startsWith(file), qPrintable(read.error));
        QVERIFY2(read.error.contains(u"another program"_s), qPrintable(read.error));
    }

    void refusesNewerSchema()
    {
        const QString file = saveSample(u"newer.krajina"_s);
        QVERIFY(runSql(file, {u"PRAGMA user_version = 99"_s}));
        const SqliteReadResult read = SqliteStore::read(file);
        QVERIFY(!read.ok());
        QVERIFY2(read.error.startsWith(file), qPrintable(read.error));
        QVERIFY2(read.error.contains(u"newer"_s), qPrintable(read.error));
        QVERIFY2(read.error.contains(u"99"_s), qPrintable(read.error));
    }

    void refusesBadRecordNamingIt()
    {
        const QString file = saveSample(u"badrecord.krajina"_s);
        QVERIFY(runSql(file, {u"UPDATE tiles SET status = 'approved' WHERE id = 'base/L'"_s}));
        const SqliteReadResult read = SqliteStore::read(file);
        QVERIFY(!read.ok());
        QVERIFY2(read.error.startsWith(file), qPrintable(read.error));
        QVERIFY2(read.error.contains(u"base/L"_s), qPrintable(read.error));
        QVERIFY2(read.error.contains(u"approved"_s), qPrintable(read.error));
    }

    void refusesBadFeatureLocation()
    {
        const QString file = saveSample(u"badfeature.krajina"_s);
        QVERIFY(runSql(file, {u"UPDATE features SET locations = 'N X' WHERE tile = 0 AND position = 1"_s}));
        const SqliteReadResult read = SqliteStore::read(file);
        QVERIFY(!read.ok());
        QVERIFY2(read.error.contains(u"base/RCr, feature 2"_s), qPrintable(read.error));
    }

    // A big file's features are read in two parts at once; what comes out, and
    // the first problem named, must be what one reader in file order finds.
    void bigFileRoundTrips()
    {
        const QString file = path(u"big.krajina"_s);
        QString error;
        QVERIFY2(SqliteStore::write(file, {TestSample::variedCatalogue(3000), {}}, &error), qPrintable(error));
        const SqliteReadResult read = SqliteStore::read(file);
        QVERIFY2(read.ok(), qPrintable(read.error));
        QCOMPARE(read.contents.catalogue, TestSample::variedCatalogue(3000));
    }

    void bigFileNamesFirstProblem_data()
    {
        // Tile i has 4 features, but 3 when i % 7 == 0: tile 100's second feature is row 387,
        // tile 2900's row 11187.
        QTest::addColumn<QStringList>("sql");
        QTest::addColumn<QString>("error");
        const QString early = u"UPDATE features SET locations = 'N X' WHERE tile = 100 AND position = 1"_s;
        const QString late = u"UPDATE features SET locations = 'N X' WHERE tile = 2900 AND position = 1"_s;
        QTest::newRow("early") << QStringList {early}
                               << u"table features, row 387 (base/t100, feature 2), column locations: unknown value "
                                  "\"N X\""_s;
        QTest::newRow("late") << QStringList {late}
                              << u"table features, row 11187 (base/t2900, feature 2), column locations: unknown "
                                 "value \"N X\""_s;
        QTest::newRow("both") << QStringList {late, early}
                              << u"table features, row 387 (base/t100, feature 2), column locations: unknown value "
                                 "\"N X\""_s;
        // 2.5 sorts after tile 2's features: rows 1-3 tile 0, 4-7 tile 1, 8-11 tile 2.
        QTest::newRow("key not whole")
            << QStringList {late, u"UPDATE features SET tile = 2.5 WHERE tile = 2000 AND position = 0"_s}
            << u"table features, row 12, column tile: expected a whole number, found 2.5"_s;
        QTest::newRow("missing tile last")
            << QStringList {u"UPDATE features SET tile = 99999 WHERE tile = 2999 AND position = 3"_s}
            << u"table features, row 11571, column tile: refers to a missing row 99999"_s;
        QTest::newRow("missing tile first")
            << QStringList {late, u"UPDATE features SET tile = -5 WHERE tile = 1 AND position = 0"_s}
            << u"table features, row 1, column tile: refers to a missing row -5"_s;
        QTest::newRow("bad tile wins")
            << QStringList {early, u"UPDATE tiles SET status = 'approved' WHERE position = 2999"_s}
            << u"table tiles, row 3000 (base/t2999), column status: unknown value \"approved\""_s;
    }
    void bigFileNamesFirstProblem()
    {
        QFETCH(QStringList, sql);
        QFETCH(QString, error);
        const QString file = path(u"bigbad.krajina"_s);
        QString written;
        QVERIFY2(SqliteStore::write(file, {TestSample::variedCatalogue(3000), {}}, &written), qPrintable(written));
        QVERIFY(runSql(file, sql));
        const SqliteReadResult read = SqliteStore::read(file);
        QCOMPARE(read.error, u"%1: %2"_s.arg(file, error));
    }

    void migratesOlderFileWithoutChangingIt()
    {
        const QString file = path(u"version1.krajina"_s);
        QString error;
        QVERIFY2(SqliteStore::createEmptyFile(file, 1, &error), qPrintable(error));
        QVERIFY(runSql(file,
                       {u"INSERT INTO games VALUES (0, 'carcassonne', 'Carcassonne', 'Carcassonne', 'square')"_s,
                        u"INSERT INTO tiles VALUES (0, 'base/L', 'Klášter', 'Monastery', 'base', 4, '', '', 1, "
                        "1, '', 'BA/L', 'verified', '')"_s,
                        u"INSERT INTO features VALUES (0, 0, 'monastery', '', 0, 0, '', 0, 0, 'none', 'stream', "
                        "'field')"_s}));
        const QByteArray before = readAll(file);
        const SqliteReadResult read = SqliteStore::read(file);
        QVERIFY2(read.ok(), qPrintable(read.error));
        QCOMPARE(read.contents.catalogue.games.size(), 1);
        QCOMPARE(read.contents.catalogue.tiles.size(), 1);
        QCOMPARE(read.contents.catalogue.tiles.at(0).nameCs, u"Klášter"_s);
        QCOMPARE(read.contents.catalogue.tiles.at(0).features.at(0).type, FeatureType::Monastery);
        QVERIFY(read.contents.extras.isEmpty());
        QCOMPARE(readAll(file), before);

        // Saving writes the current version.
        QVERIFY(SqliteStore::write(file, read.contents, &error));
        QCOMPARE(SqliteStore::read(file).contents.catalogue, read.contents.catalogue);
    }

    void jsonTextSurvivesSqliteByteForByte()
    {
        const QByteArray text = JsonFormat::writeSingleFile(TestSample::catalogue());
        const CatalogueReadResult parsed = JsonFormat::read(text, u"sample.json"_s, {});
        QVERIFY2(parsed.ok(), qPrintable(parsed.error));
        const QString file = path(u"from-json.krajina"_s);
        QString error;
        QVERIFY2(SqliteStore::write(file, {parsed.catalogue, {}}, &error), qPrintable(error));
        const SqliteReadResult read = SqliteStore::read(file);
        QVERIFY2(read.ok(), qPrintable(read.error));
        QCOMPARE(JsonFormat::writeSingleFile(read.contents.catalogue), text);
    }

    void bundledTextSurvivesSqliteByteForByte()
    {
        const QString source = QStringLiteral(KRAJINA_SOURCE_DIR "/data/catalogue");
        if (!QFile::exists(QDir(source).filePath(JsonFormat::IndexFileName)))
            QSKIP("the bundled catalogue has no index yet");
        const CatalogueReadResult parsed = readCatalogueFile(source);
        QVERIFY2(parsed.ok(), qPrintable(parsed.error));
        const QString file = path(u"bundled.krajina"_s);
        QString error;
        QVERIFY2(SqliteStore::write(file, {parsed.catalogue, {}}, &error), qPrintable(error));
        const SqliteReadResult read = SqliteStore::read(file);
        QVERIFY2(read.ok(), qPrintable(read.error));
        QCOMPARE(read.contents.catalogue, parsed.catalogue);

        // Every file of data/catalogue comes back with the same bytes.
        const QDir dir(source);
        QCOMPARE(JsonFormat::writeIndex(read.contents.catalogue), readAll(dir.filePath(JsonFormat::IndexFileName)));
        for (const Expansion &expansion : read.contents.catalogue.expansions) {
            const QString name = JsonFormat::expansionFileName(expansion.id);
            QCOMPARE(JsonFormat::writeExpansion(read.contents.catalogue, expansion), readAll(dir.filePath(name)));
        }
    }

    void readsMissingFile()
    {
        const SqliteReadResult read = SqliteStore::read(path(u"absent.krajina"_s));
        QVERIFY(!read.ok());
        QVERIFY(read.error.contains(u"absent.krajina"_s));
    }
};

QTEST_GUILESS_MAIN(TestSqliteStore)
#include "tst_sqlitestore.moc"
