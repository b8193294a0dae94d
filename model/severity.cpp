// SPDX-FileCopyrightText: 2026 Krajina contributors
// SPDX-License-Identifier: GPL-3.0-or-later

#include "severity.h"

using namespace Qt::StringLiterals;

namespace Krajina {

QString severityName(Severity severity)
{
    return severity == Severity::Warning ? u"warning"_s : u"error"_s;
}

} // namespace Krajina
