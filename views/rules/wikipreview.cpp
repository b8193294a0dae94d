// SPDX-FileCopyrightText: 2026 Krajina contributors
// SPDX-License-Identifier: GPL-3.0-or-later

#include "wikipreview.h"

#include "rulebook/wikihtml.h"

#include <QAbstractTextDocumentLayout>
#include <QPainter>
#include <QScrollBar>
#include <QTextBlock>
#include <QTextDocument>
#include <QUrl>

using namespace Qt::StringLiterals;

namespace Krajina {

namespace {

// What a tile reference shows when there is no picture of the tile.
QImage placeholder(const QString &tileId, int pixels)
{
    QImage image(pixels, pixels, QImage::Format_ARGB32_Premultiplied);
    image.fill(QColor(0xe8, 0xe4, 0xd8));
    QPainter painter(&image);
    painter.setPen(QColor(0x80, 0x70, 0x60));
    painter.drawRect(0, 0, pixels - 1, pixels - 1);
    QFont font = painter.font();
    font.setPixelSize(std::max(7, pixels / 6));
    painter.setFont(font);
    painter.drawText(image.rect().adjusted(2, 2, -2, -2), Qt::AlignCenter | Qt::TextWrapAnywhere, tileId);
    return image;
}

} // namespace

WikiPreview::WikiPreview(QWidget *parent)
    : QTextBrowser(parent)
{
    setOpenLinks(false);
    connect(this, &QTextBrowser::anchorClicked, this, [this](const QUrl &url) {
        if (url.scheme() == u"tile")
            Q_EMIT tileActivated(url.path());
        else if (url.scheme() == u"wiki")
            Q_EMIT pageLinkActivated(url.path());
        else if (url.hasFragment() && url.path().isEmpty())
            scrollToAnchor(url.fragment());
    });
}

void WikiPreview::setTileImageProvider(TileImageProvider provider)
{
    m_tileImages = std::move(provider);
}

void WikiPreview::setTileListProvider(std::function<QString(const QString &)> provider)
{
    m_tileLists = std::move(provider);
}

void WikiPreview::setWikitext(const QString &wikitext)
{
    WikiHtmlOptions options;
    options.thumbnailSize = m_thumbnailSize;
    options.tileList = m_tileLists;
    const int scroll = verticalScrollBar()->value();
    setHtml(renderWikiHtml(wikitext, options));
    // Lay the whole page out now (it would be done bit by bit), so that the
    // scroll position can be restored however far down it was.
    document()->documentLayout()->documentSize();
    verticalScrollBar()->setValue(scroll);
}

QVariant WikiPreview::loadResource(int type, const QUrl &name)
{
    if (type == QTextDocument::ImageResource && name.scheme() == u"tile") {
        const int pixels = int(m_thumbnailSize * devicePixelRatioF());
        QImage image = m_tileImages ? m_tileImages(name.path(), pixels) : QImage();
        if (image.isNull())
            image = placeholder(name.path(), pixels);
        image.setDevicePixelRatio(devicePixelRatioF());
        return image;
    }
    return QTextBrowser::loadResource(type, name);
}

bool WikiPreview::revealTile(const QString &tileId)
{
    const QString href = u"tile:"_s + tileId;
    for (QTextBlock block = document()->begin(); block.isValid(); block = block.next()) {
        for (auto it = block.begin(); !it.atEnd(); ++it) {
            const QTextFragment fragment = it.fragment();
            if (fragment.isValid() && fragment.charFormat().anchorHref() == href) {
                QTextCursor cursor(document());
                cursor.setPosition(fragment.position());
                cursor.setPosition(fragment.position() + fragment.length(), QTextCursor::KeepAnchor);
                setTextCursor(cursor);
                ensureCursorVisible();
                return true;
            }
        }
    }
    return false;
}

} // namespace Krajina
