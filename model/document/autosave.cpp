// SPDX-FileCopyrightText: 2026 Krajina contributors
// SPDX-License-Identifier: GPL-3.0-or-later

#include "autosave.h"

#include "catalogue/sqlitestore.h"
#include "document/cataloguedocument.h"
#include "rulebook/rulebookio.h"

#include <QCoreApplication>
#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QLockFile>
#include <QStandardPaths>
#include <QTimer>
#include <QUndoStack>
#include <QUuid>

#include <algorithm>

using namespace Qt::StringLiterals;

namespace Krajina {

namespace {

// Extras of a recovery file that are not part of the document.
const QString OriginalFileKey = u"recovery/file"_s;
const QString SavedKey = u"recovery/saved"_s;
// What the document's file held when the edits were based on it (FileStamp::toText()).
const QString StampKey = u"recovery/stamp"_s;

QString lockPath(const QString &recoveryPath)
{
    return recoveryPath + u".lock"_s;
}

} // namespace

Autosave::Autosave(QObject *parent)
    : QObject(parent)
    , m_timer(new QTimer(this))
{
    m_timer->setInterval(DefaultIntervalSeconds * 1000);
    connect(m_timer, &QTimer::timeout, this, [this] { saveNow(); });
}

Autosave::~Autosave()
{
    removeFile();
}

void Autosave::setDocument(CatalogueDocument *document)
{
    if (m_document == document)
        return;
    if (m_document)
        disconnect(m_document, nullptr, this, nullptr);
    removeFile();
    m_document = document;
    if (!document) {
        m_timer->stop();
        return;
    }
    // Saved (or undone back to the saved state): nothing to recover.
    connect(document, &CatalogueDocument::modifiedChanged, this, [this](bool modified) {
        if (!modified)
            removeFile();
    });
    if (m_timer->interval() > 0)
        m_timer->start();
}

void Autosave::setInterval(int seconds)
{
    m_timer->stop();
    m_timer->setInterval(std::max(0, seconds) * 1000);
    if (seconds > 0 && m_document)
        m_timer->start();
}

int Autosave::interval() const
{
    return m_timer->interval() / 1000;
}

bool Autosave::saveNow(QString *error)
{
    if (!m_document || !m_document->isModified()) {
        removeFile();
        return true;
    }
    if (m_path.isEmpty()) {
        const QDir folder(recoveryFolder());
        if (!folder.mkpath(u"."_s)) {
            if (error)
                *error = tr("%1: cannot create the folder for recovery files").arg(folder.path());
            return false;
        }
        m_path = folder.filePath(u"recovery-%1.krajina"_s.arg(QUuid::createUuid().toString(QUuid::Id128)));
        m_lock = std::make_unique<QLockFile>(lockPath(m_path));
        m_lock->setStaleLockTime(0);
        const bool locked = m_lock->tryLock(0); // a fresh name: nobody else holds it
        Q_UNUSED(locked);
    }
    QMap<QString, QByteArray> extras = m_document->extras();
    extras.insert(rulebookExtras(m_document->rulebook()));
    extras.insert(OriginalFileKey, m_document->fileName().toUtf8());
    extras.insert(StampKey, m_document->diskStamp().toText());
    extras.insert(SavedKey, QDateTime::currentDateTimeUtc().toString(Qt::ISODateWithMs).toUtf8());
    return SqliteStore::write(m_path, {m_document->catalogue(), extras}, error);
}

void Autosave::removeFile()
{
    if (m_path.isEmpty())
        return;
    QFile::remove(m_path);
    m_lock.reset(); // unlocks and removes the lock file
    m_path.clear();
}

QString Autosave::recoveryFolder()
{
    return QDir(QStandardPaths::writableLocation(QStandardPaths::AppLocalDataLocation)).filePath(u"recovery"_s);
}

QList<Recovery> Autosave::pending()
{
    QList<Recovery> result;
    const QDir folder(recoveryFolder());
    const QStringList names = folder.entryList({u"recovery-*.krajina"_s}, QDir::Files);
    for (const QString &name : names) {
        const QString path = folder.filePath(name);
        // A lock that a live process holds means that Krajina is still running.
        QLockFile lock(lockPath(path));
        lock.setStaleLockTime(0);
        if (!lock.tryLock(0))
            continue;
        lock.unlock();
        const SqliteReadResult read = SqliteStore::read(path);
        Recovery recovery;
        recovery.path = path;
        if (read.ok()) {
            recovery.originalFile = QString::fromUtf8(read.contents.extras.value(OriginalFileKey));
            recovery.saved
                = QDateTime::fromString(QString::fromUtf8(read.contents.extras.value(SavedKey)), Qt::ISODateWithMs);
        }
        if (!recovery.saved.isValid())
            recovery.saved = QFileInfo(path).lastModified();
        result << recovery;
    }
    std::sort(result.begin(), result.end(), [](const Recovery &a, const Recovery &b) { return a.saved > b.saved; });
    return result;
}

std::unique_ptr<CatalogueDocument> Autosave::restore(const Recovery &recovery, QString *error)
{
    std::unique_ptr<CatalogueDocument> document = CatalogueDocument::open(recovery.path, error);
    if (!document)
        return nullptr;
    QMap<QString, QByteArray> extras = document->extras();
    extras.remove(OriginalFileKey);
    extras.remove(SavedKey);
    // The edits are based on the file as it was then: a file that holds something else now (or
    // that cannot be told, a recovery file without the stamp) is not overwritten without asking.
    const FileStamp stamp = FileStamp::fromText(extras.take(StampKey));
    document->setExtras(extras);
    document->setFileName(recovery.originalFile, stamp);
    document->undoStack()->resetClean(); // unsaved edits, until the user saves them
    return document;
}

void Autosave::discard(const Recovery &recovery)
{
    QFile::remove(recovery.path);
    QFile::remove(lockPath(recovery.path));
}

} // namespace Krajina
