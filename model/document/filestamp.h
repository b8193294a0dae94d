// SPDX-FileCopyrightText: 2026 Krajina contributors
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

#include <QByteArray>
#include <QString>

namespace Krajina {

// What a document remembers of the file it was read from or saved to, to
// tell whether another program (or another window) has written it since:
// size, modification time, device and inode, and a hash of the content. Like
// Kate, a file whose metadata changed but whose content did not (touched,
// copied back) counts as unchanged.
struct FileStamp
{
    bool exists = false;
    qint64 size = -1;
    qint64 modifiedNs = 0;
    quint64 device = 0;
    quint64 inode = 0;
    QByteArray hash; // a hash of the content (qHashBits over its blocks); empty when not read

    // The file at `path` now (a regular file's content is hashed; a folder's is not).
    static FileStamp of(const QString &path, bool withHash = true);

    // Whether the regular file at `path` holds other content than this stamp saw.
    // A file that is gone, or a stamp of nothing, is no change (a save makes the file anew).
    bool changedAt(const QString &path) const;
};

} // namespace Krajina
