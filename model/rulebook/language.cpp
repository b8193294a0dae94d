// SPDX-FileCopyrightText: 2026 Krajina contributors
// SPDX-License-Identifier: GPL-3.0-or-later

#include "language.h"

using namespace Qt::StringLiterals;

namespace Krajina {

QString languageCode(Language language)
{
    return language == Language::English ? u"en"_s : u"cs"_s;
}

std::optional<Language> languageFromCode(QStringView code)
{
    if (code == u"en")
        return Language::English;
    if (code == u"cs")
        return Language::Czech;
    return std::nullopt;
}

} // namespace Krajina
