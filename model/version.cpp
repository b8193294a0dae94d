// SPDX-FileCopyrightText: 2026 Krajina contributors
// SPDX-License-Identifier: GPL-3.0-or-later

#include "version.h"

#include "krajina_version.h"

#include <ksyntaxhighlighting_version.h>

#include <QtVersion>

namespace Krajina {

QString applicationVersion()
{
    return QStringLiteral(KRAJINA_VERSION_STRING);
}

QString qtRuntimeVersion()
{
    return QString::fromLatin1(qVersion());
}

QString syntaxHighlightingVersion()
{
    return QStringLiteral(KSYNTAXHIGHLIGHTING_VERSION_STRING);
}

} // namespace Krajina
