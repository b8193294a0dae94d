// SPDX-FileCopyrightText: 2026 Krajina contributors
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

#include "clicommand.h"

#include "rulebook/glossary.h"
#include "rulebook/rulebookio.h"
#include "rulebook/translationchecks.h"

#include <QJsonObject>

#include <optional>

// What the `rules` and `wiki` commands share.
namespace Krajina {

// The rulebook at `path` (a rules folder, a page folder or a file in one), or
// the bundled one when `path` is empty. On failure prints the error and returns nothing.
std::optional<RulebookReadResult> readRulesArgument(const QString &command, const QString &path, CliIo &io);

// The glossary beside a rules folder (../glossary/terms.tsv), else `explicitPath`
// when given, else the bundled one.
std::optional<Glossary> readGlossaryFor(const QString &command, const QString &rulesRoot, const QString &explicitPath,
                                        CliIo &io);

// "cs" / "en" from --lang, or a usage error.
std::optional<Language> languageArgument(const QString &command, const QString &value, CliIo &io);

// The file a page's text in a language comes from.
QString rulesFileName(const QString &root, const QString &pageId, Language language);

QJsonObject findingJson(const Finding &finding, const QString &file);

} // namespace Krajina
