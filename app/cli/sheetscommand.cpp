// SPDX-FileCopyrightText: 2026 Krajina contributors
// SPDX-License-Identifier: GPL-3.0-or-later

#include "catalogueargument.h"
#include "commands.h"

#include "render/sheetwriter.h"

#include <QCommandLineParser>
#include <QFileInfo>
#include <QJsonArray>
#include <QJsonObject>

using namespace Qt::StringLiterals;

namespace Krajina {

namespace {

bool readMillimetres(const QString &text, double minimum, double maximum, double *value)
{
    bool ok = false;
    const double v = text.toDouble(&ok);
    if (!ok || v < minimum || v > maximum)
        return false;
    *value = v;
    return true;
}

} // namespace

int runSheetsCommand(const QStringList &arguments, CliIo &io)
{
    QCommandLineParser parser;
    parser.setApplicationDescription(
        u"Lay tiles out on printable PDF sheets at true size, with bleed, crop marks and duplex backs."_s);
    addCatalogueArgument(parser);
    const QCommandLineOption expansion(u"expansion"_s, u"Print the tiles of this expansion."_s, u"ID"_s);
    const QCommandLineOption all(u"all"_s, u"Print every tile of the catalogue."_s);
    const QCommandLineOption tiles(u"tiles"_s, u"Print these tiles (comma-separated ids)."_s, u"IDS"_s);
    const QCommandLineOption edition(
        u"edition"_s, u"Copies as in this edition (default: each expansion's first edition)."_s, u"ID"_s);
    const QCommandLineOption contact(u"contact"_s, u"Each tile once (a contact sheet) instead of its count."_s);
    const QCommandLineOption pdf(u"pdf"_s, u"Write the sheets to this PDF file."_s, u"OUT"_s);
    const QCommandLineOption paper(u"paper"_s, u"a4 (default) or letter."_s, u"PAPER"_s, u"a4"_s);
    const QCommandLineOption orientation(u"orientation"_s, u"portrait (default) or landscape."_s, u"O"_s,
                                         u"portrait"_s);
    const QCommandLineOption tileMm(u"tile-mm"_s, u"Tile side in millimetres (default 45)."_s, u"MM"_s, u"45"_s);
    const QCommandLineOption bleedMm(u"bleed-mm"_s, u"Bleed in millimetres (default 3)."_s, u"MM"_s, u"3"_s);
    const QCommandLineOption gutterMm(u"gutter-mm"_s, u"Gap between tiles in the bleed layout (default 2)."_s, u"MM"_s,
                                      u"2"_s);
    const QCommandLineOption layout(
        u"layout"_s, u"shared (tiles edge to edge, shared cut lines; default) or bleed (each tile its own bleed)."_s,
        u"LAYOUT"_s, u"shared"_s);
    const QCommandLineOption backs(u"backs"_s, u"Backs on the following pages: none (default), long or short edge."_s,
                                   u"MODE"_s, u"none"_s);
    const QCommandLineOption offset(u"offset-mm"_s, u"Move everything on back pages X mm right and Y mm down."_s,
                                    u"X,Y"_s, u"0,0"_s);
    const QCommandLineOption testPage(u"test-page"_s, u"Start with an alignment and scale test page."_s);
    const QCommandLineOption noMarks(u"no-marks"_s, u"Leave out the crop marks."_s);
    const QCommandLineOption shortMarks(u"short-marks"_s, u"Crop marks 5 mm long instead of running to the edge."_s);
    const QCommandLineOption pdfX4(u"pdf-x4"_s, u"Write PDF/X-4 with CMYK colours (for print shops)."_s);
    const QCommandLineOption fields(u"fields"_s, u"Tint each field region in its own colour."_s);
    const QCommandLineOption json = addJsonOption(parser, u"Print the layout report as JSON."_s);
    parser.addOptions({expansion, all, tiles, edition, contact, pdf, paper, orientation, tileMm, bleedMm, gutterMm,
                       layout, backs, offset, testPage, noMarks, shortMarks, pdfX4, fields});
    if (!parseCommandLine(parser, arguments, io))
        return ExitBadInput;

    auto usage = [&io](const QString &message) {
        io.err << "sheets: " << message << '\n';
        return int(ExitBadInput);
    };
    const int choices = (parser.isSet(expansion) ? 1 : 0) + (parser.isSet(all) ? 1 : 0) + (parser.isSet(tiles) ? 1 : 0);
    if (choices != 1)
        return usage(u"choose the tiles with exactly one of --expansion ID, --tiles IDS or --all"_s);
    if (!parser.isSet(pdf) && !parser.isSet(json))
        return usage(u"give --pdf OUT (or --json for the layout report alone)"_s);

    SheetOptions options;
    options.tiles.expansion = parser.value(expansion);
    options.tiles.all = parser.isSet(all);
    if (parser.isSet(tiles))
        options.tiles.tileIds = parser.value(tiles).split(u',', Qt::SkipEmptyParts);
    options.tiles.edition = parser.value(edition);
    options.tiles.contactSheet = parser.isSet(contact);
    SheetLayoutOptions &l = options.layout;
    if (const auto p = paperSizeFromName(parser.value(paper)))
        l.paper = *p;
    else
        return usage(u"--paper must be a4 or letter, not \"%1\""_s.arg(parser.value(paper)));
    if (const auto o = orientationFromName(parser.value(orientation)))
        l.orientation = *o;
    else
        return usage(u"--orientation must be portrait or landscape, not \"%1\""_s.arg(parser.value(orientation)));
    if (const auto k = sheetLayoutFromName(parser.value(layout)))
        l.layout = *k;
    else
        return usage(u"--layout must be shared or bleed, not \"%1\""_s.arg(parser.value(layout)));
    if (const auto d = duplexFromName(parser.value(backs)))
        l.backs = *d;
    else
        return usage(u"--backs must be none, long or short, not \"%1\""_s.arg(parser.value(backs)));
    if (!readMillimetres(parser.value(tileMm), 5, 400, &l.tileMm))
        return usage(u"--tile-mm must be a length from 5 to 400 mm, not \"%1\""_s.arg(parser.value(tileMm)));
    if (!readMillimetres(parser.value(bleedMm), 0, 20, &l.bleedMm))
        return usage(u"--bleed-mm must be a length from 0 to 20 mm, not \"%1\""_s.arg(parser.value(bleedMm)));
    if (!readMillimetres(parser.value(gutterMm), 0, 50, &l.gutterMm))
        return usage(u"--gutter-mm must be a length from 0 to 50 mm, not \"%1\""_s.arg(parser.value(gutterMm)));
    const QStringList xy = parser.value(offset).split(u',');
    double dx = 0, dy = 0;
    if (xy.size() != 2 || !readMillimetres(xy.at(0), -20, 20, &dx) || !readMillimetres(xy.at(1), -20, 20, &dy))
        return usage(
            u"--offset-mm must be X,Y in millimetres between -20 and 20, not \"%1\""_s.arg(parser.value(offset)));
    l.backOffsetMm = QPointF(dx, dy);
    l.alignmentTestPage = parser.isSet(testPage);
    l.cropMarks = !parser.isSet(noMarks);
    l.cropMarksToPageEdge = !parser.isSet(shortMarks);
    options.pdfX4Cmyk = parser.isSet(pdfX4);
    options.fieldTints = parser.isSet(fields);

    const QStringList positional = parser.positionalArguments();
    const auto input = readCatalogueArgument(u"sheets"_s, positional, io);
    if (!input)
        return ExitBadInput;
    if (!positional.isEmpty() && positional.first() != u"-")
        options.artBaseDirectory = QFileInfo(positional.first()).absolutePath();

    if (!options.tiles.expansion.isEmpty() && !input->catalogue.expansion(options.tiles.expansion)) {
        QStringList known;
        for (const Expansion &e : input->catalogue.expansions)
            known << e.id;
        io.err << "sheets: " << input->displayName << ": no expansion \"" << options.tiles.expansion
               << "\"; the expansions are: " << known.join(u", "_s) << '\n';
        return ExitBadInput;
    }
    const SheetWriter writer(input->catalogue, options);
    if (!writer.error().isEmpty()) {
        io.err << "sheets: " << input->displayName << ": " << writer.error() << '\n';
        return ExitBadInput;
    }
    if (parser.isSet(pdf)) {
        QString error;
        if (!writer.writePdf(parser.value(pdf), &error)) {
            io.err << "sheets: " << error << '\n';
            return ExitBadInput;
        }
    }

    const SheetReport r = writer.report();
    if (parser.isSet(json)) {
        QJsonObject report {{u"pages"_s, r.pages},
                            {u"frontPages"_s, r.frontPages},
                            {u"backPages"_s, r.backPages},
                            {u"testPages"_s, r.testPages},
                            {u"tiles"_s, r.tiles},
                            {u"tilesPerPage"_s, r.tilesPerPage},
                            {u"grid"_s, QJsonObject {{u"columns"_s, r.columns}, {u"rows"_s, r.rows}}},
                            {u"paper"_s, paperSizeName(l.paper)},
                            {u"orientation"_s, orientationName(l.orientation)},
                            {u"pageSizeMm"_s, QJsonArray {r.pageSizeMm.width(), r.pageSizeMm.height()}},
                            {u"tileMm"_s, l.tileMm},
                            {u"bleedMm"_s, l.bleedMm},
                            {u"layout"_s, sheetLayoutName(l.layout)},
                            {u"backs"_s, duplexName(l.backs)},
                            {u"pdfX4"_s, options.pdfX4Cmyk}};
        if (parser.isSet(pdf))
            report.insert(u"pdf"_s, parser.value(pdf));
        printJson(io, report);
    } else {
        io.out << parser.value(pdf) << ": " << countOf(r.pages, "page", "pages") << " ("
               << countOf(r.frontPages, "front", "fronts") << ", " << countOf(r.backPages, "back", "backs") << ", "
               << countOf(r.testPages, "test", "tests") << "), " << countOf(r.tiles, "tile", "tiles") << ", "
               << r.tilesPerPage << " per page (" << r.columns << " x " << r.rows << ")\n";
    }
    return ExitOk;
}

} // namespace Krajina
