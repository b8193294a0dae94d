// SPDX-FileCopyrightText: 2026 Krajina contributors
// SPDX-License-Identifier: GPL-3.0-or-later

#include "filestamp.h"

#include <QDateTime>
#include <QFile>
#include <QFileInfo>
#include <QHashFunctions>
#include <QList>

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
        // Qt's own hash of the bytes, chained over blocks: several GB/s where
        // SHA-256 takes a tenth of a second for a large catalogue on every open
        // and save. It tells accidental changes apart, which is all it is for.
        QFile file(path);
        if (file.open(QIODevice::ReadOnly)) {
            size_t hash = 0x4b524a4e;
            QByteArray block(1 << 20, Qt::Uninitialized);
            qint64 read = 0;
            while ((read = file.read(block.data(), block.size())) > 0)
                hash = qHashBits(block.constData(), size_t(read), hash);
            if (read == 0)
                stamp.hash = QByteArray::number(quint64(hash), 16);
        }
    }
    return stamp;
}

FileStamp FileStamp::unknown()
{
    FileStamp stamp;
    stamp.exists = true; // no file has size -1: every file there differs
    return stamp;
}

QByteArray FileStamp::toText() const
{
    if (!exists)
        return "none";
    return QByteArray::number(size) + ' ' + QByteArray::number(modifiedNs) + ' ' + QByteArray::number(device) + ' '
        + QByteArray::number(inode);
}

FileStamp FileStamp::fromText(const QByteArray &text)
{
    const QList<QByteArray> fields = text.split(' ');
    if (fields.size() != 4)
        return unknown();
    bool ok[4] = {};
    FileStamp stamp;
    stamp.exists = true;
    stamp.size = fields[0].toLongLong(&ok[0]);
    stamp.modifiedNs = fields[1].toLongLong(&ok[1]);
    stamp.device = fields[2].toULongLong(&ok[2]);
    stamp.inode = fields[3].toULongLong(&ok[3]);
    if (!ok[0] || !ok[1] || !ok[2] || !ok[3] || stamp.size < 0)
        return unknown();
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
