// SPDX-FileCopyrightText: 2026 Krajina contributors
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

#include <QByteArray>
#include <QList>
#include <QRectF>
#include <QString>

namespace Krajina {

// What QPdfWriter cannot write itself: per-page trim and bleed boxes for print
// shops, and the viewer preferences that stop "fit to page" and choose the
// duplex flip. Added as an incremental update (new Catalog and Page objects
// and a new cross-reference section after the original file), so Qt's own
// bytes stay untouched.
struct PdfPageBoxes
{
    QRectF trim; // in PDF points, origin at the bottom left
    QRectF bleed;
};

struct PdfViewerPreferences
{
    bool printScalingNone = true;
    QByteArray duplex; // "Simplex", "DuplexFlipLongEdge", "DuplexFlipShortEdge", or empty
};

struct PdfPostProcessResult
{
    QByteArray pdf;
    QString error; // why the file could not be read, empty on success
    bool ok() const { return error.isEmpty(); }
};

// `boxes` lists one entry per page in page order; extra pages keep their boxes.
PdfPostProcessResult addPrintSettings(const QByteArray &pdf, const QList<PdfPageBoxes> &boxes,
                                      const PdfViewerPreferences &preferences);

} // namespace Krajina
