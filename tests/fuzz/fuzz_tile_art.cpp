// SPDX-FileCopyrightText: 2026 Krajina contributors
// SPDX-License-Identifier: GPL-3.0-or-later

// Tile art: SVG as a catalogue's "art" file may hold it, checked, loaded and painted.

#include "fuzzsupport.h"
#include "render/tileart.h"

#include <QGuiApplication>
#include <QImage>
#include <QPainter>

using namespace Qt::StringLiterals;
using namespace Krajina;

extern "C" int LLVMFuzzerInitialize(int *argc, char ***argv)
{
    qputenv("QT_QPA_PLATFORM", "offscreen");
    static QGuiApplication app(*argc, *argv);
    return 0;
}

extern "C" int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    const TileArt art = TileArt::fromData(Fuzz::bytes(data, size), u"fuzz.svg"_s);
    if (art.isNull()) {
        Fuzz::require(art.error().startsWith(u"fuzz.svg:"_s), "an error that does not name the file", art.error());
        return 0;
    }
    QImage image(48, 48, QImage::Format_ARGB32_Premultiplied);
    image.fill(Qt::transparent);
    QPainter painter(&image);
    art.paint(painter, QRectF(0, 0, 48, 48));
    return 0;
}
