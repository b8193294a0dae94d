// SPDX-FileCopyrightText: 2026 Krajina contributors
// SPDX-License-Identifier: GPL-3.0-or-later

#include "sqlitevalues.h"

using namespace Qt::StringLiterals;

namespace Krajina::Sqlite {

const QString DosRiosExtra = u"dos-rios/pieces"_s;

QString joinNumbers(const QList<int> &numbers)
{
    QStringList parts;
    for (int n : numbers)
        parts << QString::number(n);
    return parts.join(u' ');
}

std::optional<QList<int>> splitNumbers(const QString &value)
{
    QList<int> numbers;
    if (value.isEmpty())
        return numbers;
    for (QStringView part : QStringView(value).split(u' ', Qt::SkipEmptyParts)) {
        bool ok = false;
        numbers << part.toInt(&ok);
        if (!ok)
            return std::nullopt;
    }
    return numbers;
}

} // namespace Krajina::Sqlite
