// SPDX-FileCopyrightText: 2026 Krajina contributors
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

#include <QByteArray>
#include <QImage>
#include <QRectF>
#include <QString>

#include <memory>

class QPainter;
class QSvgRenderer;

namespace Krajina {

// A tile's own picture (SVG or PNG), loaded defensively: art comes with
// catalogues from strangers, so files are size-limited and an SVG that
// refers to anything outside itself (files, URLs, entities) is refused.
class TileArt
{
public:
    static constexpr qint64 MaxFileBytes = 8 * 1024 * 1024;
    static constexpr int MaxImageSide = 8192;
    static constexpr int MaxSvgElements = 100000;

    TileArt();
    ~TileArt();
    TileArt(TileArt &&) noexcept;
    TileArt &operator=(TileArt &&) noexcept;

    // `art` is a resource path (":/..."), an absolute path, or a path relative to `baseDirectory`.
    static TileArt load(const QString &art, const QString &baseDirectory);
    // Parses art from memory; `name` only names it in errors and decides the format by suffix.
    static TileArt fromData(const QByteArray &data, const QString &name);

    bool isNull() const;
    QString error() const { return m_error; }
    void paint(QPainter &painter, const QRectF &target) const;

    // Why an SVG document may not be drawn, or an empty string when it may.
    static QString svgProblem(const QByteArray &data);

private:
    QString m_error;
    QImage m_image;
    std::unique_ptr<QSvgRenderer> m_svg;
};

} // namespace Krajina
