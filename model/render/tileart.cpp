// SPDX-FileCopyrightText: 2026 Krajina contributors
// SPDX-License-Identifier: GPL-3.0-or-later

#include "tileart.h"

#include "inputfile.h"

#include <QBuffer>
#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QImageReader>
#include <QPainter>
#include <QSvgRenderer>
#include <QXmlStreamReader>

using namespace Qt::StringLiterals;

namespace Krajina {

namespace {

bool isLocalReference(QStringView value)
{
    const QStringView v = value.trimmed();
    return v.isEmpty() || v.startsWith(u'#') || v.startsWith(u"data:image/");
}

// url(...) in style text may only point inside the document.
bool styleIsLocal(QStringView style)
{
    qsizetype from = 0;
    while (true) {
        const qsizetype at = style.indexOf(u"url(", from, Qt::CaseInsensitive);
        if (at < 0)
            return !style.contains(u"@import", Qt::CaseInsensitive);
        qsizetype begin = at + 4;
        while (begin < style.size() && (style.at(begin) == u' ' || style.at(begin) == u'"' || style.at(begin) == u'\''))
            ++begin;
        if (begin >= style.size() || (style.at(begin) != u'#' && !style.mid(begin).startsWith(u"data:image/")))
            return false;
        from = begin;
    }
}

} // namespace

TileArt::TileArt() = default;
TileArt::~TileArt() = default;
TileArt::TileArt(TileArt &&) noexcept = default;
TileArt &TileArt::operator=(TileArt &&) noexcept = default;

bool TileArt::isNull() const
{
    return m_image.isNull() && !m_svg;
}

QString TileArt::svgProblem(const QByteArray &data)
{
    if (data.size() > MaxFileBytes)
        return u"the SVG is larger than %1 MB"_s.arg(MaxFileBytes / (1024 * 1024));
    QXmlStreamReader xml(data);
    // Entities are how "billion laughs" and external-file tricks get in.
    xml.setEntityResolver(nullptr);
    int elements = 0;
    while (!xml.atEnd()) {
        const QXmlStreamReader::TokenType token = xml.readNext();
        if (token == QXmlStreamReader::DTD) {
            if (!xml.entityDeclarations().isEmpty() || xml.text().contains(u"ENTITY"))
                return u"line %1: the SVG declares entities"_s.arg(xml.lineNumber());
            continue;
        }
        if (token == QXmlStreamReader::EntityReference)
            return u"line %1: the SVG uses an entity"_s.arg(xml.lineNumber());
        if (token != QXmlStreamReader::StartElement)
            continue;
        if (++elements > MaxSvgElements)
            return u"the SVG has more than %1 elements"_s.arg(MaxSvgElements);
        const QStringView name = xml.name();
        if (name == u"script" || name == u"foreignObject")
            return u"line %1: the SVG contains <%2>"_s.arg(xml.lineNumber()).arg(name.toString());
        for (const QXmlStreamAttribute &attribute : xml.attributes()) {
            const QStringView attributeName = attribute.name();
            if (attributeName == u"href" && !isLocalReference(attribute.value()))
                return u"line %1: the SVG refers to \"%2\" outside itself"_s.arg(xml.lineNumber())
                    .arg(attribute.value().left(80).toString());
            if (attributeName.startsWith(u"on"))
                return u"line %1: the SVG has an event handler (%2)"_s.arg(xml.lineNumber())
                    .arg(attributeName.toString());
            if (!styleIsLocal(attribute.value()))
                return u"line %1: the SVG loads a style from outside itself"_s.arg(xml.lineNumber());
        }
        if (name == u"style") {
            const QString text = xml.readElementText(QXmlStreamReader::IncludeChildElements);
            if (!styleIsLocal(text))
                return u"line %1: the SVG loads a style from outside itself"_s.arg(xml.lineNumber());
        }
    }
    if (xml.hasError() && xml.error() != QXmlStreamReader::PrematureEndOfDocumentError)
        return u"line %1: %2"_s.arg(xml.lineNumber()).arg(xml.errorString());
    if (elements == 0)
        return u"not an SVG document"_s;
    return {};
}

TileArt TileArt::fromData(const QByteArray &data, const QString &name)
{
    TileArt art;
    if (data.size() > MaxFileBytes) {
        art.m_error = u"%1: larger than %2 MB"_s.arg(name).arg(MaxFileBytes / (1024 * 1024));
        return art;
    }
    const QString suffix = QFileInfo(name).suffix().toLower();
    if (suffix == u"svg") {
        if (const QString problem = svgProblem(data); !problem.isEmpty()) {
            art.m_error = u"%1: %2"_s.arg(name, problem);
            return art;
        }
        auto renderer = std::make_unique<QSvgRenderer>();
        renderer->setOptions(QtSvg::NoOption); // never the "trusted source" extras
        if (!renderer->load(data) || !renderer->isValid()) {
            art.m_error = u"%1: not a valid SVG"_s.arg(name);
            return art;
        }
        art.m_svg = std::move(renderer);
        return art;
    }
    QBuffer buffer;
    buffer.setData(data);
    buffer.open(QIODevice::ReadOnly);
    QImageReader reader(&buffer);
    reader.setAllocationLimit(256);
    const QSize size = reader.size();
    if (!size.isValid() || size.width() > MaxImageSide || size.height() > MaxImageSide) {
        art.m_error = size.isValid() ? u"%1: %2x%3 pixels is larger than %4 pixels a side"_s.arg(name)
                                           .arg(size.width())
                                           .arg(size.height())
                                           .arg(MaxImageSide)
                                     : u"%1: not a readable image"_s.arg(name);
        return art;
    }
    art.m_image = reader.read();
    if (art.m_image.isNull())
        art.m_error = u"%1: %2"_s.arg(name, reader.errorString());
    return art;
}

TileArt TileArt::load(const QString &art, const QString &baseDirectory)
{
    QString path = art;
    if (!art.startsWith(u":/"_s) && QFileInfo(art).isRelative())
        path = QDir(baseDirectory.isEmpty() ? QDir::currentPath() : baseDirectory).filePath(art);
    // Only a regular file of bounded size: "/dev/zero" or a pipe must neither fill memory nor hang.
    const InputFile file = readInputFile(path, MaxFileBytes);
    if (!file.ok()) {
        TileArt failed;
        failed.m_error = file.error;
        return failed;
    }
    return fromData(file.data, path);
}

void TileArt::paint(QPainter &painter, const QRectF &target) const
{
    if (m_svg) {
        m_svg->setAspectRatioMode(Qt::IgnoreAspectRatio);
        m_svg->render(&painter, target);
    } else if (!m_image.isNull()) {
        painter.save();
        painter.setRenderHint(QPainter::SmoothPixmapTransform);
        painter.drawImage(target, m_image);
        painter.restore();
    }
}

} // namespace Krajina
