// SPDX-FileCopyrightText: 2026 Krajina contributors
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

#include <QByteArray>
#include <QFile>
#include <QString>

namespace Krajina {

// Where a save of `path` really writes, and what must be asked first.
// A save writes a new file beside the target and renames it over; done on the
// path as given, that would replace a symbolic link by a file, split a file
// with several hard links in two and replace a file its owner made read-only.
struct SaveTarget
{
    QString path; // the file the symbolic links lead to (the path itself when it is none)
    bool exists = false;
    bool readOnly = false; // exists without write permission for its owner (root included)
    int hardLinks = 1;

    static SaveTarget of(const QString &path);
};

// The permissions of the file at `path` as its mode bits say, without the
// ones Qt adds for the user running Krajina (QFile::setPermissions() would
// turn those into the owner's: root would make every file writable).
QFile::Permissions modePermissions(const QString &path);

// "PATH: cannot save: the file is read-only ...", for a save not allowed to replace it.
QString readOnlyRefusal(const QString &path);

// The words for a failed write of `bytes` to `path`: "no space left on the
// device" when its file system has less room than that (Qt's own text for a
// full disk is sometimes "Unknown error"), else `qtText`.
QString writeFailureText(const QString &path, qint64 bytes, const QString &qtText);

// The advisory lock Krajina holds on a .krajina file while a document opened
// from it has unsaved changes (a shared flock(2) on the file; it goes with the
// process). krajina-cli refuses to replace a file so locked, so that a
// conversion cannot overwrite what a window is about to save. Two windows may
// both hold it; between them the check for changes on disk decides.
class EditLock
{
public:
    EditLock() = default;
    ~EditLock();
    EditLock(const EditLock &) = delete;
    EditLock &operator=(const EditLock &) = delete;

    // Locks `path` (and releases the file locked before); false when it cannot be opened.
    bool lock(const QString &path);
    void unlock();
    bool isLocked() const { return m_fd >= 0; }

    // Whether a process holds the lock on `path` (this one included: call from another process).
    static bool isHeld(const QString &path);

private:
    int m_fd = -1;
};

} // namespace Krajina
