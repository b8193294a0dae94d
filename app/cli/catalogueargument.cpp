// SPDX-FileCopyrightText: 2026 Krajina contributors
// SPDX-License-Identifier: GPL-3.0-or-later

#include "catalogueargument.h"

#include "catalogue/catalogueio.h"

using namespace Qt::StringLiterals;

namespace Krajina {

std::optional<CatalogueArgument> readCatalogueArgument(const QString &command, const QStringList &positional, CliIo &io)
{
    if (positional.size() > 1) {
        io.err << command << ": give at most one catalogue file\n";
        return std::nullopt;
    }
    const bool bundled = positional.isEmpty();
    const QString path = bundled ? bundledCataloguePath() : positional.first();
    CatalogueReadResult read = readCatalogueFile(path);
    for (const QString &warning : std::as_const(read.warnings))
        io.err << command << ": warning: " << warning << '\n';
    if (!read.ok()) {
        io.err << command << ": " << read.error << '\n';
        return std::nullopt;
    }
    return CatalogueArgument {std::move(read.catalogue), bundled ? u"<bundled>"_s : path};
}

} // namespace Krajina
