// SPDX-FileCopyrightText: 2026 Krajina contributors
// SPDX-License-Identifier: GPL-3.0-or-later

#include "catalogueargument.h"
#include "commands.h"

#include "catalogue/jczformat.h"
#include "render/tileexport.h"

#include <QCommandLineParser>
#include <QFileInfo>
#include <QJsonArray>
#include <QJsonObject>

using namespace Qt::StringLiterals;

namespace Krajina {

int runExportTilesCommand(const QStringList &arguments, CliIo &io)
{
    QCommandLineParser parser;
    parser.setApplicationDescription(
        u"Write every tile of an expansion as PNG (and SVG) files, a contact sheet, or JCloisterZone XML."_s);
    addCatalogueArgument(parser);
    const QCommandLineOption expansion(u"expansion"_s, u"Export the tiles of this expansion."_s, u"ID"_s);
    const QCommandLineOption all(u"all"_s, u"Export every tile of the catalogue."_s);
    const QCommandLineOption dir(u"dir"_s, u"Write one picture per tile into this folder."_s, u"OUT"_s);
    const QCommandLineOption dpi(u"dpi"_s, u"Resolution of the PNG files (default 300)."_s, u"DPI"_s, u"300"_s);
    const QCommandLineOption tileMm(u"tile-mm"_s, u"Printed tile side in millimetres (default 45)."_s, u"MM"_s,
                                    u"45"_s);
    const QCommandLineOption svg(u"svg"_s, u"Also write SVG files."_s);
    const QCommandLineOption noPng(u"no-png"_s, u"Write no PNG files (with --svg: SVG only)."_s);
    const QCommandLineOption fields(u"fields"_s, u"Tint each field region in its own colour."_s);
    const QCommandLineOption contactPng(u"contact-png"_s, u"Write a contact sheet of the tiles to this PNG."_s,
                                        u"OUT"_s);
    const QCommandLineOption jcz(u"jcz"_s, u"Write the tiles as a JCloisterZone add-on XML file."_s, u"OUT"_s);
    const QCommandLineOption json = addJsonOption(parser, u"Print the files written as JSON."_s);
    parser.addOptions({expansion, all, dir, dpi, tileMm, svg, noPng, fields, contactPng, jcz});
    if (!parseCommandLine(parser, arguments, io))
        return ExitBadInput;

    auto usage = [&io](const QString &message) {
        io.err << "export-tiles: " << message << '\n';
        return int(ExitBadInput);
    };
    if (parser.isSet(expansion) == parser.isSet(all))
        return usage(u"choose the tiles with --expansion ID or --all"_s);
    if (!parser.isSet(dir) && !parser.isSet(contactPng) && !parser.isSet(jcz))
        return usage(u"give --dir OUT, --contact-png OUT or --jcz OUT"_s);
    bool dpiOk = false, mmOk = false;
    TileExportOptions options;
    options.dpi = parser.value(dpi).toInt(&dpiOk);
    options.tileMm = parser.value(tileMm).toDouble(&mmOk);
    if (!dpiOk || options.dpi < 10 || options.dpi > 2400)
        return usage(u"--dpi must be a whole number from 10 to 2400, not \"%1\""_s.arg(parser.value(dpi)));
    if (!mmOk || options.tileMm < 5 || options.tileMm > 400)
        return usage(u"--tile-mm must be a length from 5 to 400 mm, not \"%1\""_s.arg(parser.value(tileMm)));
    options.svg = parser.isSet(svg);
    options.png = !parser.isSet(noPng);
    options.fieldTints = parser.isSet(fields);
    if (!options.png && !options.svg && parser.isSet(dir))
        return usage(u"--no-png without --svg leaves nothing to write"_s);

    const QStringList positional = parser.positionalArguments();
    const auto input = readCatalogueArgument(u"export-tiles"_s, positional, io);
    if (!input)
        return ExitBadInput;
    const Catalogue &catalogue = input->catalogue;
    if (!positional.isEmpty() && positional.first() != u"-")
        options.artBaseDirectory = QFileInfo(positional.first()).absolutePath();

    QList<TileDefinition> tiles;
    QString title = u"Krajina"_s;
    if (parser.isSet(expansion)) {
        const Expansion *e = catalogue.expansion(parser.value(expansion));
        if (!e) {
            io.err << "export-tiles: " << input->displayName << ": no expansion \"" << parser.value(expansion)
                   << "\"\n";
            return ExitBadInput;
        }
        tiles = catalogue.tilesOf(e->id);
        title = e->nameEn.isEmpty() ? e->id : e->nameEn;
    } else {
        tiles = catalogue.tiles;
    }

    QJsonArray files;
    QStringList warnings;
    QStringList notCarried; // what JCloisterZone XML cannot hold
    if (parser.isSet(dir)) {
        const TileExportResult result = TileExport::exportTiles(tiles, parser.value(dir), options);
        if (!result.ok()) {
            io.err << "export-tiles: " << result.error << '\n';
            return ExitBadInput;
        }
        for (const QString &f : result.files)
            files.append(f);
    }
    if (parser.isSet(contactPng)) {
        ContactSheetOptions contact;
        contact.title = title;
        contact.fieldTints = options.fieldTints;
        contact.artBaseDirectory = options.artBaseDirectory;
        QString error;
        if (!TileExport::writeContactSheet(tiles, catalogue, contact, parser.value(contactPng), &error)) {
            io.err << "export-tiles: " << error << '\n';
            return ExitBadInput;
        }
        files.append(parser.value(contactPng));
    }
    if (parser.isSet(jcz)) {
        Catalogue subset = catalogue;
        subset.tiles = tiles;
        if (parser.isSet(expansion)) {
            subset.expansions.clear();
            subset.expansions << *catalogue.expansion(parser.value(expansion));
        }
        QString error;
        if (!JczFormat::writeFile(parser.value(jcz), subset, &error, &warnings, &notCarried)) {
            io.err << "export-tiles: " << error << '\n';
            return ExitBadInput;
        }
        for (const QString &warning : std::as_const(warnings))
            io.err << "export-tiles: warning: " << warning << '\n';
        for (const QString &lost : std::as_const(notCarried))
            io.err << "export-tiles: warning: JCloisterZone XML cannot hold " << lost << '\n';
        files.append(parser.value(jcz));
    }

    if (parser.isSet(json)) {
        QJsonObject report {{u"tiles"_s, int(tiles.size())},
                            {u"dpi"_s, options.dpi},
                            {u"pixels"_s, TileExport::cellPixels(options.tileMm, options.dpi)},
                            {u"files"_s, files}};
        if (parser.isSet(jcz)) {
            report.insert(u"warnings"_s, QJsonArray::fromStringList(warnings));
            report.insert(u"notCarried"_s, QJsonArray::fromStringList(notCarried));
        }
        printJson(io, report);
    } else {
        io.out << countOf(files.size(), "file", "files") << " written for " << countOf(tiles.size(), "tile", "tiles")
               << '\n';
    }
    return ExitOk;
}

} // namespace Krajina
