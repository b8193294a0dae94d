// SPDX-FileCopyrightText: 2026 Krajina contributors
// SPDX-License-Identifier: GPL-3.0-or-later

#include "severity.h"

#include "enumnames.h"

namespace Krajina {

namespace {

constexpr EnumNames<Severity, 3> severities = {{
    {Severity::Error, u"error"},
    {Severity::Warning, u"warning"},
    {Severity::Info, u"info"},
}};

} // namespace

QString severityName(Severity severity)
{
    return enumName(severities, severity);
}

} // namespace Krajina
