// SPDX-FileCopyrightText: 2026 Krajina contributors
// SPDX-License-Identifier: GPL-3.0-or-later

#include "inputfile.h"

#include "inputlimits.h"

#include <QCoreApplication>
#include <QDir>
#include <QFile>
#include <QFileInfo>

#include <algorithm>
#include <cstdio>

using namespace Qt::StringLiterals;

namespace Krajina {

namespace {

QString tooLarge(const QString &name, qint64 maxBytes)
{
    return QCoreApplication::translate("Krajina", "%1: the file is larger than %2 MiB, the most Krajina reads")
        .arg(name)
        .arg(maxBytes / (1024 * 1024));
}

} // namespace

QString regularFileProblem(const QString &path)
{
    const QFileInfo info(path);
    if (!info.exists())
        return QCoreApplication::translate("Krajina", "%1: cannot open: no such file").arg(path);
    if (info.isDir())
        return QCoreApplication::translate("Krajina", "%1: cannot open: it is a folder, not a file").arg(path);
    if (!info.isFile())
        return QCoreApplication::translate("Krajina", "%1: cannot open: not a regular file (a device or a pipe)")
            .arg(path);
    return {};
}

InputFile readInputFile(const QString &path, qint64 maxBytes)
{
    InputFile result;
    QFile file;
    if (path == u"-") {
        result.displayName = u"<stdin>"_s;
        if (!file.open(stdin, QIODevice::ReadOnly)) {
            result.error = QCoreApplication::translate("Krajina", "cannot read standard input");
            return result;
        }
    } else {
        result.displayName = path;
        result.error = regularFileProblem(path);
        if (!result.error.isEmpty())
            return result;
        file.setFileName(path);
        if (!file.open(QIODevice::ReadOnly)) {
            result.error = QCoreApplication::translate("Krajina", "%1: cannot open: %2").arg(path, file.errorString());
            return result;
        }
        if (file.size() > maxBytes) {
            result.error = tooLarge(path, maxBytes);
            return result;
        }
    }
    // Read at most one byte more than allowed: a file that grows (or standard
    // input) is refused without reading it all. A file is read straight into
    // memory of its size, taken once (a big catalogue read chunk by chunk took
    // fresh memory for each chunk and copied it).
    constexpr qint64 Chunk = 1024 * 1024;
    QByteArray &data = result.data;
    data.reserve(qsizetype(std::min(path == u"-" ? 0 : file.size(), maxBytes)) + 1);
    while (true) {
        const qsizetype room = data.capacity() - data.size();
        const qint64 want = std::min({room > 0 ? qint64(room) : Chunk, Chunk, maxBytes + 1 - data.size()});
        const qsizetype before = data.size();
        data.resize(before + qsizetype(want));
        const qint64 got = file.read(data.data() + before, want);
        data.resize(before + qsizetype(std::max<qint64>(got, 0))); // keeps the memory
        if (got <= 0)
            break;
        if (data.size() > maxBytes) {
            data.clear();
            result.error = tooLarge(result.displayName, maxBytes);
            break;
        }
    }
    return result;
}

InputFile readInputFile(const QString &path)
{
    return readInputFile(path, Limits::MaxDocumentBytes);
}

namespace {

// The offset of the first byte that does not belong to a well-formed UTF-8
// sequence (no overlong forms, no surrogates, nothing past U+10FFFF), or -1.
qsizetype firstInvalidUtf8(const QByteArray &data)
{
    const auto *bytes = reinterpret_cast<const unsigned char *>(data.constData());
    const qsizetype size = data.size();
    qsizetype i = 0;
    while (i < size) {
        const unsigned char c = bytes[i];
        int length = 0;
        unsigned char low = 0x80;
        unsigned char high = 0xBF;
        if (c < 0x80) {
            ++i;
            continue;
        } else if (c >= 0xC2 && c <= 0xDF) {
            length = 2;
        } else if (c >= 0xE0 && c <= 0xEF) {
            length = 3;
            if (c == 0xE0)
                low = 0xA0;
            else if (c == 0xED)
                high = 0x9F;
        } else if (c >= 0xF0 && c <= 0xF4) {
            length = 4;
            if (c == 0xF0)
                low = 0x90;
            else if (c == 0xF4)
                high = 0x8F;
        } else {
            return i;
        }
        if (i + length > size)
            return i;
        for (int k = 1; k < length; ++k) {
            const unsigned char b = bytes[i + k];
            if (b < (k == 1 ? low : 0x80) || b > (k == 1 ? high : 0xBF))
                return i;
        }
        i += length;
    }
    return -1;
}

} // namespace

QString utf8Problem(const QByteArray &data, const QString &fileName)
{
    const qsizetype bad = firstInvalidUtf8(data);
    if (bad < 0)
        return {};
    const QByteArrayView before = QByteArrayView(data).first(bad);
    const qsizetype lineStart = before.lastIndexOf('\n') + 1;
    return QCoreApplication::translate("Krajina", "%1:%2: not valid UTF-8 (byte %3 of the line)")
        .arg(fileName)
        .arg(before.count('\n') + 1)
        .arg(bad - lineStart + 1);
}

QString pathInsideDocument(const QString &documentPath, const QString &name)
{
    if (QDir::isAbsolutePath(name))
        return QDir::cleanPath(name);
    return QDir::cleanPath(QFileInfo(documentPath).dir().filePath(name));
}

} // namespace Krajina
