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
    return readCatalogueOption(command, positional.value(0), io);
}

std::optional<CatalogueArgument> readCatalogueOption(const QString &command, const QString &file, CliIo &io)
{
    if (file.isEmpty())
        return CatalogueArgument {bundledCatalogue(), u"<bundled>"_s};
    CatalogueReadResult read = readCatalogueFile(file);
    for (const QString &warning : std::as_const(read.warnings))
        io.err << command << ": warning: " << warning << '\n';
    if (!read.ok()) {
        io.err << command << ": " << read.error << '\n';
        return std::nullopt;
    }
    return CatalogueArgument {std::move(read.catalogue), file};
}

void addCatalogueArgument(QCommandLineParser &parser)
{
    parser.addPositionalArgument(u"file"_s,
                                 u"A catalogue: a Krajina document (.krajina), a directory in the data/catalogue "
                                 u"layout, a .json file, JCloisterZone tiles (.xml), or - for JSON on standard "
                                 u"input. Without it, the bundled catalogue."_s,
                                 u"[FILE]"_s);
}

} // namespace Krajina
