#pragma once

#include <KSyntaxHighlighting/Theme>

class QPalette;

namespace Krajina {

// The highlighting theme that suits a palette: dark for dark palettes,
// light otherwise. Printing always uses the light theme.
KSyntaxHighlighting::Theme themeForPalette(const QPalette &palette);
KSyntaxHighlighting::Theme themeForPrinting();

} // namespace Krajina
