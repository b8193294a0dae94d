// SPDX-FileCopyrightText: 2026 Krajina contributors
// SPDX-License-Identifier: GPL-3.0-or-later

#include "savetarget.h"

#include <QCoreApplication>
#include <QFile>
#include <QFileInfo>

#include <cerrno>

#ifdef Q_OS_UNIX
#include <fcntl.h>
#include <sys/file.h>
#include <sys/stat.h>
#include <sys/statvfs.h>
#include <unistd.h>
#endif

using namespace Qt::StringLiterals;

namespace Krajina {

SaveTarget SaveTarget::of(const QString &path)
{
    SaveTarget target;
    QFileInfo info(path);
    target.path = path;
    if (info.isSymLink()) {
        // A link to a file not made yet is followed too: the save makes it.
        const QString canonical = info.canonicalFilePath();
        target.path = canonical.isEmpty() ? info.symLinkTarget() : canonical;
        info = QFileInfo(target.path);
    }
    target.exists = info.exists();
    if (!target.exists)
        return target;
    target.readOnly = !(info.permissions() & QFile::WriteOwner) || !info.isWritable();
#ifdef Q_OS_UNIX
    struct stat status
    {
    };
    if (::stat(QFile::encodeName(target.path).constData(), &status) == 0)
        target.hardLinks = int(status.st_nlink);
#endif
    return target;
}

QFile::Permissions modePermissions(const QString &path)
{
    return QFile::permissions(path) & ~(QFile::ReadUser | QFile::WriteUser | QFile::ExeUser);
}

QString readOnlyRefusal(const QString &path)
{
    return QCoreApplication::translate("Krajina",
                                       "%1: cannot save: the file is read-only; Krajina replaces a read-only file "
                                       "only when you confirm it (or make it writable first)")
        .arg(path);
}

QString writeFailureText(const QString &path, qint64 bytes, const QString &qtText)
{
#ifdef Q_OS_UNIX
    struct statvfs room
    {
    };
    const QString folder = QFileInfo(path).absolutePath();
    if (::statvfs(QFile::encodeName(folder).constData(), &room) == 0
        && qint64(room.f_bavail) * qint64(room.f_frsize) < bytes + 64 * 1024)
        return QCoreApplication::translate("Krajina", "no space left on the device");
#else
    Q_UNUSED(path);
    Q_UNUSED(bytes);
#endif
    return qtText;
}

EditLock::~EditLock()
{
    unlock();
}

bool EditLock::lock(const QString &path)
{
    unlock();
#ifdef Q_OS_UNIX
    m_fd = ::open(QFile::encodeName(path).constData(), O_RDONLY | O_CLOEXEC);
    if (m_fd < 0)
        return false;
    if (::flock(m_fd, LOCK_SH | LOCK_NB) != 0) {
        ::close(m_fd);
        m_fd = -1;
        return false;
    }
    return true;
#else
    Q_UNUSED(path);
    return false;
#endif
}

void EditLock::unlock()
{
#ifdef Q_OS_UNIX
    if (m_fd >= 0)
        ::close(m_fd);
#endif
    m_fd = -1;
}

bool EditLock::isHeld(const QString &path)
{
#ifdef Q_OS_UNIX
    const int fd = ::open(QFile::encodeName(path).constData(), O_RDONLY | O_CLOEXEC);
    if (fd < 0)
        return false;
    const bool held = ::flock(fd, LOCK_EX | LOCK_NB) != 0 && errno == EWOULDBLOCK;
    ::close(fd);
    return held;
#else
    Q_UNUSED(path);
    return false;
#endif
}

} // namespace Krajina
