// SPDX-FileCopyrightText: 2026 Krajina contributors
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

#include "clicommand.h"

#include "catalogue/catalogue.h"

#include <optional>

namespace Krajina {

// The catalogue a command works on: the FILE argument ("-" = standard input),
// or the bundled catalogue when there is none. On failure prints the error
// (naming file and line) and returns nullopt: the command exits with ExitBadInput.
struct CatalogueArgument
{
    Catalogue catalogue;
    QString displayName; // the file as given, or "<bundled>"
};

std::optional<CatalogueArgument> readCatalogueArgument(const QString &command, const QStringList &positional,
                                                       CliIo &io);

} // namespace Krajina
