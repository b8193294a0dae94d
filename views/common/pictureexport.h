// SPDX-FileCopyrightText: 2026 Krajina contributors
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

#include <QSize>
#include <QString>

#include <functional>

class QPainter;

namespace Krajina {

// Writes a picture drawn by `paint` (into a rectangle of `size` logical pixels) as PNG
// or SVG, by the file's suffix; the PNG at `scale` device pixels per logical pixel.
// Returns an error sentence naming the file, or an empty string.
QString savePicture(const QString &path, QSize size, const std::function<void(QPainter &)> &paint, qreal scale = 2.0);

} // namespace Krajina
