// SPDX-FileCopyrightText: 2026 Krajina contributors
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

#include <KSyntaxHighlighting/Theme>

class QPalette;

namespace Krajina {

// The highlighting theme that suits a palette: dark for dark palettes,
// light otherwise. Printing always uses the light theme.
KSyntaxHighlighting::Theme themeForPalette(const QPalette &palette);
KSyntaxHighlighting::Theme themeForPrinting();

} // namespace Krajina
