// SPDX-FileCopyrightText: 2026 Krajina contributors
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

#include <KSyntaxHighlighting/Theme>

#include "rulebook/textdiff.h"

class QPalette;

namespace Krajina {

// The highlighting theme that suits a palette: dark for dark palettes,
// light otherwise. Printing always uses the light theme.
KSyntaxHighlighting::Theme themeForPalette(const QPalette &palette);
KSyntaxHighlighting::Theme themeForPrinting();

// Red and green backgrounds for a word diff, mixed into the palette's base
// colour so that the text stays readable on light and dark palettes alike.
DiffColours diffColoursFor(const QPalette &palette);

} // namespace Krajina
