// SPDX-FileCopyrightText: 2026 Krajina contributors
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

#include <QString>
#include <QStringView>

#include <cstdint>
#include <optional>

namespace Krajina {

// The languages of the rulebook: English is the source every page is kept
// in step with, Czech the translation.
enum class Language : std::uint8_t { English, Czech };

QString languageCode(Language language); // "en", "cs"
std::optional<Language> languageFromCode(QStringView code);

} // namespace Krajina
