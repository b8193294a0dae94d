#pragma once

#include <QString>

namespace Krajina {

// Versions shown in About boxes and `krajina-cli --version`.
QString applicationVersion();
QString qtRuntimeVersion();
QString syntaxHighlightingVersion();

} // namespace Krajina
