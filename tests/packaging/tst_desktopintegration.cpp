// SPDX-FileCopyrightText: 2026 Krajina contributors
// SPDX-License-Identifier: GPL-3.0-or-later

#include "catalogue/catalogueio.h"
#include "catalogue/sqlitestore.h"

#include <QDir>
#include <QFile>
#include <QMimeDatabase>
#include <QProcess>
#include <QRegularExpression>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTest>

using namespace Krajina;
using namespace Qt::StringLiterals;

namespace {

struct ToolRun
{
    int exitCode = -1;
    QString output; // standard output and error together
};

ToolRun runTool(const QString &program, const QStringList &arguments)
{
    QProcess process;
    process.setProcessChannelMode(QProcess::MergedChannels);
    process.start(program, arguments);
    ToolRun run;
    if (!process.waitForFinished(60000))
        return run;
    run.exitCode = process.exitStatus() == QProcess::NormalExit ? process.exitCode() : -1;
    run.output = QString::fromUtf8(process.readAll());
    return run;
}

} // namespace

// The files a desktop reads when Krajina is installed: the desktop entry, the
// AppStream metadata and the MIME type, checked with the tools distributions use.
class TestDesktopIntegration : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void initTestCase()
    {
        // The MIME database reads our package file from a folder of its own
        // (set before QMimeDatabase is first used in this process).
        QVERIFY(m_mimeHome.isValid());
        QVERIFY(QDir(m_mimeHome.path()).mkpath(u"mime/packages"_s));
        QVERIFY(QFile::copy(QStringLiteral(KRAJINA_MIME_XML),
                            m_mimeHome.filePath(u"mime/packages/org.krajina.Krajina.xml"_s)));
        const QString systemDirs = qEnvironmentVariable("XDG_DATA_DIRS", u"/usr/local/share:/usr/share"_s);
        qputenv("XDG_DATA_DIRS", (m_mimeHome.path() + u':' + systemDirs).toLocal8Bit());
    }

    void appstreamValidates()
    {
        const QString appstreamcli = QStandardPaths::findExecutable(u"appstreamcli"_s);
        if (appstreamcli.isEmpty())
            QSKIP("appstreamcli (appstream) is not installed");
        // --no-net: the screenshots are on the project's web site; --strict fails on warnings too.
        const ToolRun run
            = runTool(appstreamcli,
                      {u"validate"_s, u"--no-net"_s, u"--strict"_s, u"--no-color"_s, QStringLiteral(KRAJINA_METAINFO)});
        QVERIFY2(run.exitCode == 0, qPrintable(run.output));
        // Not even a hint or a pedantic remark.
        static const QRegularExpression issue(u"^[EWIP]: "_s, QRegularExpression::MultilineOption);
        QVERIFY2(!issue.match(run.output).hasMatch(), qPrintable(run.output));
    }

    void metainfoShowsTheReadmePictures()
    {
        QFile file(QStringLiteral(KRAJINA_METAINFO));
        QVERIFY(file.open(QIODevice::ReadOnly));
        const QString text = QString::fromUtf8(file.readAll());
        QFile readmeFile(QStringLiteral(KRAJINA_SOURCE_DIR "/README.md"));
        QVERIFY(readmeFile.open(QIODevice::ReadOnly));
        const QString readme = QString::fromUtf8(readmeFile.readAll());
        // Each screenshot is a picture of the README, kept in packaging/screenshots.
        static const QRegularExpression image(u"<image>https://[^<]*/(packaging/screenshots/[^</]+)</image>"_s);
        int images = 0;
        for (const auto &m : image.globalMatch(text)) {
            ++images;
            QVERIFY2(QFile::exists(QStringLiteral(KRAJINA_SOURCE_DIR "/") + m.captured(1)), qPrintable(m.captured(1)));
            QVERIFY2(readme.contains(u"("_s + m.captured(1) + u")"_s), qPrintable(m.captured(1)));
        }
        QVERIFY(images >= 3);
    }

    void desktopFileValidates()
    {
        const QString validate = QStandardPaths::findExecutable(u"desktop-file-validate"_s);
        if (validate.isEmpty())
            QSKIP("desktop-file-validate (desktop-file-utils) is not installed");
        const ToolRun run = runTool(validate, {QStringLiteral(KRAJINA_DESKTOP_FILE)});
        QCOMPARE(run.exitCode, 0);
        QVERIFY2(run.output.trimmed().isEmpty(), qPrintable(run.output));
    }

    void desktopFileOpensCatalogues()
    {
        QFile file(QStringLiteral(KRAJINA_DESKTOP_FILE));
        QVERIFY(file.open(QIODevice::ReadOnly));
        const QString text = QString::fromUtf8(file.readAll());
        QVERIFY(text.contains(u"\nMimeType=application/x-krajina;"_s));
        QVERIFY(text.contains(u"\nExec=krajina %F"_s));
    }

    void mimePackageIsValid()
    {
        const QString update = QStandardPaths::findExecutable(u"update-mime-database"_s);
        if (update.isEmpty())
            QSKIP("update-mime-database (shared-mime-info) is not installed");
        QTemporaryDir dir;
        QVERIFY(QDir(dir.path()).mkpath(u"packages"_s));
        QVERIFY(QFile::copy(QStringLiteral(KRAJINA_MIME_XML), dir.filePath(u"packages/org.krajina.Krajina.xml"_s)));
        const ToolRun run = runTool(update, {u"-V"_s, dir.path()});
        QVERIFY2(run.exitCode == 0, qPrintable(run.output));
        QVERIFY2(!run.output.contains(u"rror"_s) && !run.output.contains(u"arning"_s), qPrintable(run.output));
        QVERIFY(QFile::exists(dir.filePath(u"application/x-krajina.xml"_s)));
    }

    void mimeTypeRecognisesCatalogues()
    {
        QTemporaryDir dir;
        const QString named = dir.filePath(u"catalogue.krajina"_s);
        const QString unnamed = dir.filePath(u"catalogue.bin"_s);
        QString error;
        QVERIFY2(SqliteStore::write(named, {bundledCatalogue(), {}}, &error), qPrintable(error));
        QVERIFY(QFile::copy(named, unnamed));

        const QMimeDatabase mime;
        QCOMPARE(mime.mimeTypeForFile(named).name(), u"application/x-krajina"_s);
        // By content: the SQLite header with Krajina's application id.
        QCOMPARE(mime.mimeTypeForFile(unnamed, QMimeDatabase::MatchContent).name(), u"application/x-krajina"_s);
        QVERIFY(mime.mimeTypeForName(u"application/x-krajina"_s).inherits(u"application/vnd.sqlite3"_s));

        // Another SQLite file is not a catalogue.
        const QString other = dir.filePath(u"other.bin"_s);
        QFile file(unnamed);
        QVERIFY(file.open(QIODevice::ReadOnly));
        QByteArray bytes = file.readAll();
        bytes.replace(68, 4, QByteArray("\0\0\0\0", 4));
        QFile out(other);
        QVERIFY(out.open(QIODevice::WriteOnly));
        out.write(bytes);
        out.close();
        QVERIFY(mime.mimeTypeForFile(other, QMimeDatabase::MatchContent).name() != u"application/x-krajina"_s);
    }

private:
    QTemporaryDir m_mimeHome;
};

QTEST_GUILESS_MAIN(TestDesktopIntegration)
#include "tst_desktopintegration.moc"
