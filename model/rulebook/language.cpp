// SPDX-FileCopyrightText: 2026 Krajina contributors
// SPDX-License-Identifier: GPL-3.0-or-later

#include "language.h"

#include "enumnames.h"

namespace Krajina {

namespace {

constexpr EnumNames<Language, 2> languageCodes = {{
    {Language::English, u"en"},
    {Language::Czech, u"cs"},
}};

} // namespace

QString languageCode(Language language)
{
    return enumName(languageCodes, language);
}

std::optional<Language> languageFromCode(QStringView code)
{
    return enumFromName(languageCodes, code);
}

} // namespace Krajina
