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
// The same for a --catalogue FILE option: an empty path is the bundled catalogue.
std::optional<CatalogueArgument> readCatalogueOption(const QString &command, const QString &path, CliIo &io);

// Declares the optional [FILE] catalogue argument with its standard help text.
void addCatalogueArgument(QCommandLineParser &parser);

} // namespace Krajina
