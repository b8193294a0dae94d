#pragma once

#include "clicommand.h"

// One function per krajina-cli command; each lives in its own file.
namespace Krajina {

int runVersionCommand(const QStringList &arguments, CliIo &io);

} // namespace Krajina
