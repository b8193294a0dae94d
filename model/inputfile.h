// SPDX-FileCopyrightText: 2026 Krajina contributors
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

#include <QByteArray>
#include <QString>

namespace Krajina {

// The whole content of a file named on a command line or inside a document,
// where "-" means standard input, or an error sentence naming the file.
struct InputFile
{
    QByteArray data;
    QString error; // empty on success
    QString displayName; // the file name, or "<stdin>"

    bool ok() const { return error.isEmpty(); }
};

// Reads a file of at most `maxBytes`. Only regular files (and standard input)
// are read: a device, FIFO or directory is refused before it is opened, so
// that "/dev/zero" or a pipe with no writer can neither fill memory nor hang.
InputFile readInputFile(const QString &path, qint64 maxBytes);
InputFile readInputFile(const QString &path); // with Limits::MaxDocumentBytes

// Whether `path` names a regular file (following symbolic links); otherwise a
// sentence saying what it is instead, naming the file.
QString regularFileProblem(const QString &path);

// Where the first byte that is not valid UTF-8 is, as "FILE:LINE: not valid
// UTF-8 (byte N of the line)", or empty when the whole text is valid.
QString utf8Problem(const QByteArray &data, const QString &fileName);

// The path of `name` as written inside the document at `documentPath`:
// relative names are taken from the document's folder.
QString pathInsideDocument(const QString &documentPath, const QString &name);

} // namespace Krajina
