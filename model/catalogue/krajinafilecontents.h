// SPDX-FileCopyrightText: 2026 Krajina contributors
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

#include "catalogue/catalogue.h"

#include <QByteArray>
#include <QMap>
#include <QString>

namespace Krajina {

// What a .krajina file holds: the catalogue, plus named blobs for parts of the
// document the catalogue does not model (rulebook pages, kept by name).
struct KrajinaFileContents
{
    Catalogue catalogue;
    QMap<QString, QByteArray> extras;
};

} // namespace Krajina
