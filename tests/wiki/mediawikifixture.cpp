// SPDX-FileCopyrightText: 2026 Krajina contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "mediawikifixture.h"

#include <QDeadlineTimer>
#include <QDir>
#include <QElapsedTimer>
#include <QFile>
#include <QFileInfo>
#include <QRandomGenerator>
#include <QStandardPaths>
#include <QTcpServer>
#include <QTcpSocket>
#include <QThread>

#include <csignal>
#include <sys/prctl.h>

using namespace Qt::StringLiterals;

namespace Krajina {

namespace {

const QString mediaWikiDir = u"/usr/share/mediawiki"_s;

QString php()
{
    return QStandardPaths::findExecutable(u"php"_s);
}

int freeLoopbackPort()
{
    QTcpServer probe;
    if (!probe.listen(QHostAddress::LocalHost, 0))
        return 0;
    return probe.serverPort();
}

// 32 characters from 0-9 and a-w: MediaWiki treats a login as one with a bot
// password only when the password matches ^[0-9a-w]{32,}$ (what
// Special:BotPasswords hands out); anything else goes to the main-account
// login and fails with "Incorrect username or password".
QString randomPassword()
{
    static const QString alphabet = u"0123456789abcdefghijklmnopqrstuvw"_s;
    QString password;
    for (int i = 0; i < 32; ++i)
        password += alphabet.at(QRandomGenerator::global()->bounded(int(alphabet.size())));
    return password;
}

// Servers die with the test program, even when it crashes.
void dieWithParent()
{
    ::prctl(PR_SET_PDEATHSIG, SIGKILL);
}

} // namespace

MediaWikiFixture::MediaWikiFixture() = default;

MediaWikiFixture::~MediaWikiFixture()
{
    stop();
}

QString MediaWikiFixture::unavailableReason()
{
    if (php().isEmpty())
        return u"php is not installed (the wiki tests need php-cli, php-sqlite3, php-intl, php-mbstring, php-xml)"_s;
    if (!QFileInfo::exists(mediaWikiDir + u"/maintenance/run.php"_s))
        return u"MediaWiki is not installed in %1 (Debian package mediawiki)"_s.arg(mediaWikiDir);
    return {};
}

bool MediaWikiFixture::runMaintenance(const QStringList &arguments, QString *output, QString *error, int timeoutMs)
{
    QProcess process;
    QProcessEnvironment environment = QProcessEnvironment::systemEnvironment();
    if (m_dir && QFileInfo::exists(m_dir->filePath(u"LocalSettings.php"_s)))
        environment.insert(u"MW_CONFIG_FILE"_s, m_dir->filePath(u"LocalSettings.php"_s));
    process.setProcessEnvironment(environment);
    process.setProcessChannelMode(QProcess::MergedChannels);
    process.setChildProcessModifier(dieWithParent);
    process.start(php(), QStringList {mediaWikiDir + u"/maintenance/run.php"_s} + arguments);
    const bool finished = process.waitForFinished(timeoutMs);
    const QString text = QString::fromUtf8(process.readAll());
    if (output)
        *output = text;
    if (!finished) {
        process.kill();
        process.waitForFinished();
        *error = u"%1 did not finish in %2 s"_s.arg(arguments.constFirst()).arg(timeoutMs / 1000);
        return false;
    }
    if (process.exitStatus() != QProcess::NormalExit || process.exitCode() != 0) {
        *error = u"%1 failed (exit %2): %3"_s.arg(arguments.constFirst()).arg(process.exitCode()).arg(text.right(2000));
        return false;
    }
    return true;
}

bool MediaWikiFixture::start(QString *error)
{
    const QString reason = unavailableReason();
    if (!reason.isEmpty()) {
        *error = reason;
        return false;
    }
    QElapsedTimer timer;
    timer.start();
    m_dir = std::make_unique<QTemporaryDir>(QDir::tempPath() + u"/krajina-wiki-XXXXXX"_s);
    if (!m_dir->isValid()) {
        *error = u"cannot make a temporary folder: %1"_s.arg(m_dir->errorString());
        return false;
    }
    m_port = freeLoopbackPort();
    if (m_port == 0) {
        *error = u"no free port on 127.0.0.1"_s;
        return false;
    }
    const QString adminPassword = randomPassword();
    QString output;
    if (!runMaintenance({u"install"_s, u"--dbtype=sqlite"_s, u"--dbpath=%1"_s.arg(m_dir->filePath(u"db"_s)),
                         u"--server=http://127.0.0.1:%1"_s.arg(m_port), u"--scriptpath="_s,
                         u"--confpath=%1"_s.arg(m_dir->path()), u"--lang=en"_s, u"--pass=%1"_s.arg(adminPassword),
                         u"Krajina Test"_s, u"Admin"_s},
                        &output, error))
        return false;

    QFile settings(m_dir->filePath(u"LocalSettings.php"_s));
    if (!settings.open(QIODevice::Append)) {
        *error = u"cannot extend %1"_s.arg(settings.fileName());
        return false;
    }
    settings.write(R"php(
# Added by Krajina's test fixture.
$wgJobRunRate = 0;
$wgEnableUploads = false;
$wgPasswordAttemptThrottle = false;
$wgShowExceptionDetails = true;
# Switched by the tests through files next to this one (no server restart).
if ( is_file( __DIR__ . '/read-only' ) ) {
	$wgReadOnly = trim( file_get_contents( __DIR__ . '/read-only' ) );
}
if ( is_file( __DIR__ . '/rate-limit' ) ) {
	$wgRateLimits['edit']['user'] = [ 1, 3600 ];
}
wfLoadExtension( 'Cite', '/usr/share/mediawiki/extensions-core/Cite/extension.json' );
)php");
    settings.close();

    QFile translate(m_dir->filePath(u"LocalSettings-translate.php"_s));
    if (!translate.open(QIODevice::WriteOnly)) {
        *error = u"cannot write %1"_s.arg(translate.fileName());
        return false;
    }
    translate.write(R"php(<?php
# The same wiki, standing in for a site with the Translate extension: its tags
# and unit markers are taken out before the page is parsed, as Translate shows
# a page, and translatestandin.php answers the extension's calls. Not the
# Translate extension.
require __DIR__ . '/LocalSettings.php';
$wgExtensionCredits['parserhook'][] = [
	'path' => __FILE__,
	'name' => 'Translate',
	'description' => 'Krajina test stand-in for the Translate extension',
];
$wgHooks['ParserBeforeInternalParse'][] = static function ( $parser, &$text, $stripState ) {
	$text = preg_replace( '/^<!--T:[^>]*-->[ \t]*\n?|[ \t]*<!--T:[^>]*-->/m', '', $text );
	$text = preg_replace( '/<\/?translate>\n?|<languages\s*\/?>\n?/', '', $text );
	return true;
};
$wgKrajinaTranslateStandInState = __DIR__ . '/translate-standin.json';
foreach ( [ 'KrajinaTranslateStandIn', 'KrajinaTranslateStandInMark', 'KrajinaTranslateStandInMessageCollection' ]
	as $class ) {
	$wgAutoloadClasses[$class] = getenv( 'KRAJINA_TRANSLATE_STANDIN' );
}
$wgAPIModules['markfortranslation'] = 'KrajinaTranslateStandInMark';
$wgAPIListModules['messagecollection'] = 'KrajinaTranslateStandInMessageCollection';
$wgExtraNamespaces[1198] = 'Translations';
$wgExtraNamespaces[1199] = 'Translations_talk';
$wgHooks['getUserPermissionsErrors'][] = 'KrajinaTranslateStandIn::onGetUserPermissionsErrors';
$wgHooks['PageSaveComplete'][] = 'KrajinaTranslateStandIn::onPageSaveComplete';
$wgHooks['MessagesPreLoad'][] = 'KrajinaTranslateStandIn::onMessagesPreLoad';
# Translating needs "translate" (the editpage grant of a bot password gives
# it); marking needs "pagetranslation" (translation administrators, sysops).
$wgGroupPermissions['user']['translate'] = true;
$wgGroupPermissions['sysop']['pagetranslation'] = true;
$wgGroupPermissions['translationadmin']['pagetranslation'] = true;
$wgGrantPermissions['editpage']['translate'] = true;
$wgGrantPermissions['editpage']['pagetranslation'] = true;
)php");
    translate.close();

    m_adminBotPassword = randomPassword();
    m_editorBotPassword = randomPassword();
    const QString grants = u"--grants=basic,highvolume,editpage,createeditmovepage,editprotected"_s;
    if (!runMaintenance({u"createBotPassword"_s, u"--appid=krajina"_s, grants, u"Admin"_s, m_adminBotPassword}, &output,
                        error))
        return false;
    if (!runMaintenance({u"createAndPromote"_s, u"Editor"_s, randomPassword()}, &output, error))
        return false;
    if (!runMaintenance({u"createBotPassword"_s, u"--appid=krajina"_s, grants, u"Editor"_s, m_editorBotPassword},
                        &output, error))
        return false;
    if (!serve(m_server, m_dir->filePath(u"LocalSettings.php"_s), m_port, error))
        return false;
    m_installMs = timer.elapsed();
    return true;
}

bool MediaWikiFixture::serve(std::unique_ptr<QProcess> &server, const QString &config, int port, QString *error)
{
    server = std::make_unique<QProcess>();
    QProcessEnvironment environment = QProcessEnvironment::systemEnvironment();
    environment.insert(u"MW_CONFIG_FILE"_s, config);
    environment.insert(u"KRAJINA_TRANSLATE_STANDIN"_s, QStringLiteral(KRAJINA_TRANSLATE_STANDIN));
    environment.remove(u"PHP_CLI_SERVER_WORKERS"_s);
    server->setProcessEnvironment(environment);
    server->setProcessChannelMode(QProcess::MergedChannels);
    server->setStandardOutputFile(m_dir->filePath(u"server-%1.log"_s.arg(port)), QIODevice::Append);
    server->setChildProcessModifier(dieWithParent);
    server->start(php(), {u"-S"_s, u"127.0.0.1:%1"_s.arg(port), u"-t"_s, mediaWikiDir});
    if (!server->waitForStarted(10000)) {
        *error = u"php -S did not start: %1"_s.arg(server->errorString());
        return false;
    }
    const QDeadlineTimer deadline(20000);
    while (!deadline.hasExpired()) {
        if (server->state() != QProcess::Running) {
            QFile log(m_dir->filePath(u"server-%1.log"_s.arg(port)));
            log.open(QIODevice::ReadOnly);
            *error = u"php -S stopped: %1"_s.arg(QString::fromUtf8(log.readAll().right(2000)));
            return false;
        }
        QTcpSocket socket;
        socket.connectToHost(QHostAddress::LocalHost, quint16(port));
        if (socket.waitForConnected(500))
            return true;
        QThread::msleep(100);
    }
    *error = u"php -S does not answer on port %1"_s.arg(port);
    return false;
}

void MediaWikiFixture::stopServer()
{
    for (std::unique_ptr<QProcess> *server : {&m_server, &m_translateServer}) {
        if (*server && (*server)->state() != QProcess::NotRunning) {
            (*server)->kill();
            (*server)->waitForFinished(5000);
        }
        server->reset();
    }
}

bool MediaWikiFixture::startServer(QString *error)
{
    return serve(m_server, m_dir->filePath(u"LocalSettings.php"_s), m_port, error);
}

bool MediaWikiFixture::startTranslateServer(QString *error)
{
    if (m_translateServer && m_translateServer->state() == QProcess::Running)
        return true;
    if (m_translatePort == 0)
        m_translatePort = freeLoopbackPort();
    return serve(m_translateServer, m_dir->filePath(u"LocalSettings-translate.php"_s), m_translatePort, error);
}

bool MediaWikiFixture::setReadOnly(const QString &reason)
{
    QFile flag(m_dir->filePath(u"read-only"_s));
    if (reason.isEmpty())
        return !flag.exists() || flag.remove();
    return flag.open(QIODevice::WriteOnly) && flag.write(reason.toUtf8()) == reason.toUtf8().size();
}

bool MediaWikiFixture::setEditRateLimit(bool limited)
{
    QFile flag(m_dir->filePath(u"rate-limit"_s));
    if (!limited)
        return !flag.exists() || flag.remove();
    return flag.open(QIODevice::WriteOnly);
}

bool MediaWikiFixture::protectPage(const QString &title, QString *error)
{
    QString output;
    return runMaintenance({u"protect"_s, u"--user=Admin"_s, u"--reason=Krajina test"_s, title}, &output, error);
}

void MediaWikiFixture::stop()
{
    stopServer();
    m_dir.reset();
}

QUrl MediaWikiFixture::apiUrl() const
{
    return QUrl(u"http://127.0.0.1:%1/api.php"_s.arg(m_port));
}

QUrl MediaWikiFixture::translateApiUrl() const
{
    return QUrl(u"http://127.0.0.1:%1/api.php"_s.arg(m_translatePort));
}

} // namespace Krajina
