// SPDX-FileCopyrightText: 2026 Krajina contributors
// SPDX-License-Identifier: GPL-3.0-or-later

#include "syntaxtheme.h"

#include "syntaxrepository.h"

#include <KSyntaxHighlighting/Repository>

#include <QPalette>

namespace Krajina {

KSyntaxHighlighting::Theme themeForPalette(const QPalette &palette)
{
    return syntaxRepository().themeForPalette(palette);
}

KSyntaxHighlighting::Theme themeForPrinting()
{
    return syntaxRepository().defaultTheme(KSyntaxHighlighting::Repository::LightTheme);
}

} // namespace Krajina
