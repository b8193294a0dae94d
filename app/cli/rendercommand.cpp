// SPDX-FileCopyrightText: 2026 Krajina contributors
// SPDX-License-Identifier: GPL-3.0-or-later

#include "catalogueargument.h"
#include "commands.h"
#include "hex/hexpainter.h"

#include "render/tilerenderer.h"

#include <QCommandLineParser>
#include <QFileInfo>
#include <QJsonArray>
#include <QJsonObject>

using namespace Qt::StringLiterals;

namespace Krajina {

int runRenderCommand(const QStringList &arguments, CliIo &io)
{
    QCommandLineParser parser;
    parser.setApplicationDescription(u"Draw one tile of a catalogue as a PNG or SVG picture."_s);
    parser.addPositionalArgument(u"tile"_s, u"The tile id, e.g. base/RCr."_s);
    addCatalogueArgument(parser);
    const QCommandLineOption png(u"png"_s, u"Write a PNG picture to OUT."_s, u"OUT"_s);
    const QCommandLineOption svg(u"svg"_s, u"Write an SVG picture to OUT."_s, u"OUT"_s);
    const QCommandLineOption size(u"size"_s, u"Side of one tile cell in pixels (default 256)."_s, u"PX"_s, u"256"_s);
    const QCommandLineOption fields(u"fields"_s, u"Tint each field region in its own colour."_s);
    const QCommandLineOption rotation(u"rotation"_s, u"Turn the tile clockwise by DEG degrees (0, 90, 180 or 270)."_s,
                                      u"DEG"_s, u"0"_s);
    const QCommandLineOption artDir(
        u"art-dir"_s, u"Where relative art paths are found (default: the catalogue's folder)."_s, u"DIR"_s);
    const QCommandLineOption noArt(u"no-art"_s, u"Draw only the schematic, without the tile's own art."_s);
    const QCommandLineOption json = addJsonOption(parser, u"Print what was written as JSON."_s);
    parser.addOptions({png, svg, size, fields, rotation, artDir, noArt});
    if (!parseCommandLine(parser, arguments, io))
        return ExitBadInput;

    QStringList positional = parser.positionalArguments();
    if (positional.isEmpty()) {
        io.err << "render: name the tile to draw, e.g. krajina-cli render base/RCr --png out.png\n";
        return ExitBadInput;
    }
    if (!parser.isSet(png) && !parser.isSet(svg)) {
        io.err << "render: give --png OUT or --svg OUT\n";
        return ExitBadInput;
    }
    bool sizeOk = false, rotationOk = false;
    const int pixels = parser.value(size).toInt(&sizeOk);
    const int degrees = parser.value(rotation).toInt(&rotationOk);
    if (!sizeOk || pixels < 8 || pixels > 8192) {
        io.err << "render: --size must be a whole number of pixels from 8 to 8192, not \"" << parser.value(size)
               << "\"\n";
        return ExitBadInput;
    }
    if (!rotationOk || degrees % 90 != 0) {
        // A tile lies on the board in quarter turns only; 45 degrees would draw a diamond.
        io.err << "render: --rotation must be 0, 90, 180 or 270 degrees, not \"" << parser.value(rotation) << "\"\n";
        return ExitBadInput;
    }

    const QString tileId = positional.takeFirst();
    const auto input = readCatalogueArgument(u"render"_s, positional, io);
    if (!input)
        return ExitBadInput;
    const TileDefinition *tile = input->catalogue.tile(tileId);
    if (const auto hexes = DosRios::pieceCells(input->catalogue.dosRios, tileId); !tile && hexes) {
        // A Dos Rios hex piece: terrains, crops and heights, as a PNG.
        if (parser.isSet(svg)) {
            io.err << "render: " << tileId << " is a hex piece; it is drawn as PNG only\n";
            return ExitBadInput;
        }
        const QImage image = DosRios::pieceImage(*hexes, QSize(pixels, pixels));
        if (!image.save(parser.value(png), "PNG")) {
            io.err << "render: " << parser.value(png) << ": cannot write\n";
            return ExitBadInput;
        }
        if (parser.isSet(json))
            printJson(io,
                      QJsonObject {{u"tile"_s, tileId},
                                   {u"files"_s, QJsonArray {parser.value(png)}},
                                   {u"width"_s, pixels},
                                   {u"height"_s, pixels}});
        return ExitOk;
    }
    if (!tile) {
        io.err << "render: " << input->displayName << ": no tile \"" << tileId << "\"\n";
        return ExitBadInput;
    }

    TileRenderOptions options;
    options.fieldTints = parser.isSet(fields);
    options.rotationDegrees = degrees;
    options.art = !parser.isSet(noArt);
    if (parser.isSet(artDir))
        options.artBaseDirectory = parser.value(artDir);
    else if (!positional.isEmpty() && positional.first() != u"-")
        options.artBaseDirectory = QFileInfo(positional.first()).absolutePath();
    const TileRenderer renderer(options);

    QJsonArray written;
    QString error;
    if (parser.isSet(png)) {
        if (!renderer.writePng(*tile, parser.value(png), pixels, &error)) {
            io.err << "render: " << error << '\n';
            return ExitBadInput;
        }
        written.append(parser.value(png));
    }
    if (parser.isSet(svg)) {
        if (!renderer.writeSvg(*tile, parser.value(svg), pixels, &error)) {
            io.err << "render: " << error << '\n';
            return ExitBadInput;
        }
        written.append(parser.value(svg));
    }
    if (!renderer.lastArtError().isEmpty())
        io.err << "render: warning: art not drawn: " << renderer.lastArtError() << '\n';

    const QSizeF cells = TileRenderer::rotatedSize(*tile, degrees) * pixels;
    if (parser.isSet(json)) {
        const QJsonObject report {{u"tile"_s, tile->id},
                                  {u"files"_s, written},
                                  {u"width"_s, qCeil(cells.width() - 1e-6)},
                                  {u"height"_s, qCeil(cells.height() - 1e-6)},
                                  {u"rotation"_s, degrees},
                                  {u"fields"_s, options.fieldTints}};
        printJson(io, report);
    }
    return ExitOk;
}

} // namespace Krajina
