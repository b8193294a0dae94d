// SPDX-FileCopyrightText: 2026 Krajina contributors
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

#include <QByteArray>
#include <QString>

namespace Krajina {

// The whole content of a file named on a command line, where "-" means
// standard input, or an error sentence naming the file.
struct InputFile
{
    QByteArray data;
    QString error; // empty on success
    QString displayName; // the file name, or "<stdin>"

    bool ok() const { return error.isEmpty(); }
};

InputFile readInputFile(const QString &path);

} // namespace Krajina
