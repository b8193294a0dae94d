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

    // What is known of a file that a document was based on when nothing is
    // (a recovery file from before stamps were kept): any file there counts as changed.
    static FileStamp unknown();

    // The stamp as text that another run of Krajina reads back (a recovery file
    // keeps it). The hash stays out: Qt seeds it per process. A stamp read back
    // therefore tells a change by size, time, device and inode alone, and a file
    // merely touched since counts as changed: the save asks once too often, never once too few.
    QByteArray toText() const;
    // unknown() when the text is no stamp, or the stamp of no file (a file there now is another's).
    static FileStamp fromText(const QByteArray &text);

    // Whether the regular file at `path` holds other content than this stamp saw.
    // A file that is gone, or a stamp of nothing, is no change (a save makes the file anew).
    bool changedAt(const QString &path) const;
};

} // namespace Krajina
