// SPDX-FileCopyrightText: 2026 Krajina contributors
// SPDX-License-Identifier: GPL-3.0-or-later

#include "inputfile.h"

#include <QCoreApplication>
#include <QFile>

#include <cstdio>

namespace Krajina {

InputFile readInputFile(const QString &path)
{
    InputFile result;
    QFile file;
    if (path == u"-") {
        result.displayName = QStringLiteral("<stdin>");
        if (!file.open(stdin, QIODevice::ReadOnly)) {
            result.error = QCoreApplication::translate("Krajina", "cannot read standard input");
            return result;
        }
    } else {
        result.displayName = path;
        file.setFileName(path);
        if (!file.open(QIODevice::ReadOnly)) {
            result.error = QCoreApplication::translate("Krajina", "%1: cannot open: %2").arg(path, file.errorString());
            return result;
        }
    }
    result.data = file.readAll();
    return result;
}

} // namespace Krajina
