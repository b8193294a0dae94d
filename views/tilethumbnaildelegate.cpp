// SPDX-FileCopyrightText: 2026 Krajina contributors
// SPDX-License-Identifier: GPL-3.0-or-later

#include "tilethumbnaildelegate.h"

#include "catalogue/catalogueroles.h"
#include "document/cataloguedocument.h"
#include "render/tilerenderer.h"

#include <QApplication>
#include <QPainter>

using namespace Qt::StringLiterals;

namespace Krajina {

TileThumbnailDelegate::TileThumbnailDelegate(CatalogueDocument *document, QObject *parent)
    : QStyledItemDelegate(parent)
    , m_document(document)
    , m_renderer(std::make_unique<TileRenderer>(TileRenderOptions {.watermark = true}))
{
}

TileThumbnailDelegate::~TileThumbnailDelegate() = default;

void TileThumbnailDelegate::setDocument(CatalogueDocument *document)
{
    m_document = document;
}

QPixmap TileThumbnailDelegate::thumbnail(const TileDefinition &tile, qreal devicePixelRatio) const
{
    const auto it = m_cache.constFind(tile.id);
    if (it != m_cache.cend() && it->tile == tile && qFuzzyCompare(it->pixmap.devicePixelRatio(), devicePixelRatio))
        return it->pixmap;
    const int side = qRound(ThumbnailSize * devicePixelRatio);
    QPixmap pixmap(side, side);
    pixmap.fill(Qt::transparent);
    {
        QPainter p(&pixmap);
        p.setRenderHint(QPainter::Antialiasing);
        m_renderer->paint(p, QRectF(0, 0, side, side), tile);
    }
    pixmap.setDevicePixelRatio(devicePixelRatio);
    m_cache.insert(tile.id, {tile, pixmap});
    return pixmap;
}

QSize TileThumbnailDelegate::sizeHint(const QStyleOptionViewItem &option, const QModelIndex &) const
{
    const int text = option.fontMetrics.height();
    return {ThumbnailSize + 16, ThumbnailSize + 2 * text + 14};
}

void TileThumbnailDelegate::paint(QPainter *painter, const QStyleOptionViewItem &option, const QModelIndex &index) const
{
    QStyleOptionViewItem opt = option;
    initStyleOption(&opt, index);
    opt.text.clear();
    opt.icon = QIcon();
    QStyle *style = opt.widget ? opt.widget->style() : QApplication::style();
    style->drawPrimitive(QStyle::PE_PanelItemViewItem, &opt, painter, opt.widget);

    const int tileIndex = index.data(TileIndexRole).toInt();
    if (!m_document || tileIndex < 0 || tileIndex >= m_document->catalogue().tiles.size())
        return;
    const TileDefinition &tile = m_document->catalogue().tiles.at(tileIndex);
    const QRectF thumb(opt.rect.x() + 8, opt.rect.y() + 6, ThumbnailSize, ThumbnailSize);
    painter->drawPixmap(thumb.topLeft(), thumbnail(tile, painter->device()->devicePixelRatioF()));

    const QPalette::ColorRole textRole
        = opt.state & QStyle::State_Selected ? QPalette::HighlightedText : QPalette::Text;
    const int lineHeight = opt.fontMetrics.height();
    QRect textRect(opt.rect.x() + 2, int(thumb.bottom()) + 4, opt.rect.width() - 4, lineHeight);
    const QString id = opt.fontMetrics.elidedText(tile.id, Qt::ElideMiddle, textRect.width());
    style->drawItemText(painter, textRect, Qt::AlignCenter, opt.palette, true, id, textRole);
    textRect.translate(0, lineHeight);
    QString second = u"×%1"_s.arg(tile.count);
    if (tile.status == TileStatus::Draft)
        second += u" · "_s + tr("draft");
    else if (tile.status == TileStatus::Transcribed)
        //: Short mark under a tile transcribed from a secondary source
        second += u" · "_s + tr("transcribed");
    style->drawItemText(painter, textRect, Qt::AlignCenter, opt.palette, true, second, textRole);
}

} // namespace Krajina
