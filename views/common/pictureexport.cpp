// SPDX-FileCopyrightText: 2026 Krajina contributors
// SPDX-License-Identifier: GPL-3.0-or-later

#include "pictureexport.h"

#include <QCoreApplication>
#include <QDir>
#include <QFileInfo>
#include <QImage>
#include <QPainter>
#include <QSaveFile>
#include <QSvgGenerator>

using namespace Qt::StringLiterals;

namespace Krajina {

namespace {

struct Text
{
    Q_DECLARE_TR_FUNCTIONS(Krajina::PictureExport)
};

} // namespace

QString savePicture(const QString &path, QSize size, const std::function<void(QPainter &)> &paint, qreal scale)
{
    const QString shown = QDir::toNativeSeparators(path);
    const QString suffix = QFileInfo(path).suffix().toLower();
    if (size.isEmpty())
        return Text::tr("%1: there is nothing to draw").arg(shown);
    if (suffix == u"svg"_s) {
        QSaveFile file(path);
        if (!file.open(QIODevice::WriteOnly))
            return Text::tr("Cannot write %1: %2").arg(shown, file.errorString());
        QSvgGenerator svg;
        svg.setOutputDevice(&file);
        svg.setSize(size);
        svg.setViewBox(QRect(QPoint(0, 0), size));
        svg.setTitle(QFileInfo(path).completeBaseName());
        svg.setDescription(u"Krajina"_s);
        {
            QPainter painter(&svg);
            paint(painter);
        }
        if (!file.commit())
            return Text::tr("Cannot write %1: %2").arg(shown, file.errorString());
        return {};
    }
    if (suffix != u"png"_s)
        return Text::tr("%1: pictures are saved as .png or .svg").arg(shown);
    QImage image(size * scale, QImage::Format_ARGB32_Premultiplied);
    image.setDevicePixelRatio(scale);
    image.fill(Qt::transparent);
    {
        QPainter painter(&image);
        painter.setRenderHint(QPainter::Antialiasing);
        paint(painter);
    }
    QSaveFile file(path);
    if (!file.open(QIODevice::WriteOnly) || !image.save(&file, "PNG") || !file.commit())
        return Text::tr("Cannot write %1: %2").arg(shown, file.errorString());
    return {};
}

} // namespace Krajina
