// SPDX-FileCopyrightText: 2026 Krajina contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "writeerror.h"

#include <QCoreApplication>
#include <QFileDevice>
#include <QFileInfo>
#include <QStorageInfo>

namespace Krajina {

namespace {

struct Text
{
    Q_DECLARE_TR_FUNCTIONS(Krajina::WriteError)
};

} // namespace

QString writeErrorText(const QFileDevice &file)
{
    if (file.error() != QFileDevice::OpenError) {
        // A save that failed for want of room leaves less room than one more block.
        const QStorageInfo storage(QFileInfo(file.fileName()).absolutePath());
        if (storage.isValid() && storage.bytesAvailable() < 64 * 1024)
            return Text::tr("no space left on the device");
    }
    return file.errorString();
}

} // namespace Krajina
