// SPDX-FileCopyrightText: 2026 Krajina contributors
// SPDX-License-Identifier: GPL-3.0-or-later

#include "filestamp.h"

#include <QCryptographicHash>
#include <QDateTime>
#include <QFile>
#include <QFileInfo>

#ifdef Q_OS_UNIX
#include <sys/stat.h>
#endif

namespace Krajina {

FileStamp FileStamp::of(const QString &path, bool withHash)
{
    FileStamp stamp;
    const QFileInfo info(path);
    if (!info.isFile())
        return stamp;
    stamp.exists = true;
    stamp.size = info.size();
    stamp.modifiedNs = info.lastModified().toMSecsSinceEpoch() * 1000000;
#ifdef Q_OS_UNIX
    struct stat status
    {
    };
    if (::stat(QFile::encodeName(path).constData(), &status) == 0) {
        stamp.size = status.st_size;
        stamp.modifiedNs = qint64(status.st_mtim.tv_sec) * 1000000000 + status.st_mtim.tv_nsec;
        stamp.device = status.st_dev;
        stamp.inode = status.st_ino;
    }
#endif
    if (withHash) {
        QFile file(path);
        QCryptographicHash hash(QCryptographicHash::Sha256);
        if (file.open(QIODevice::ReadOnly) && hash.addData(&file))
            stamp.hash = hash.result();
    }
    return stamp;
}

bool FileStamp::changedAt(const QString &path) const
{
    if (!exists)
        return false;
    const FileStamp now = of(path, false);
    if (!now.exists)
        return false;
    if (now.size == size && now.modifiedNs == modifiedNs && now.device == device && now.inode == inode)
        return false;
    if (now.size != size || hash.isEmpty())
        return true;
    return of(path, true).hash != hash;
}

} // namespace Krajina
