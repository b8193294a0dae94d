// SPDX-FileCopyrightText: 2026 Krajina contributors
// SPDX-License-Identifier: GPL-3.0-or-later

#include "tilethumbnaildelegate.h"

#include "catalogue/catalogueroles.h"
#include "document/cataloguedocument.h"
#include "render/tilerenderer.h"
#include "thumbnailcache.h"

#include <QAbstractItemView>
#include <QApplication>
#include <QPainter>
#include <QPointer>

using namespace Qt::StringLiterals;

namespace Krajina {

TileThumbnailDelegate::TileThumbnailDelegate(CatalogueDocument *document, QObject *parent)
    : QStyledItemDelegate(parent)
    , m_document(document)
    , m_cache(new ThumbnailCache(TileRenderOptions {.watermark = true}, this))
{
    // A picture that arrives repaints the view it is for (one repaint for the pictures of an event loop pass).
    if (auto *view = qobject_cast<QAbstractItemView *>(parent))
        connect(m_cache, &ThumbnailCache::thumbnailReady, view->viewport(), qOverload<>(&QWidget::update));
}

TileThumbnailDelegate::~TileThumbnailDelegate() = default;

void TileThumbnailDelegate::setDocument(CatalogueDocument *document)
{
    m_document = document;
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
    const qreal dpr = painter->device()->devicePixelRatioF();
    // Wanted while the item is still on screen when its turn to be rendered comes.
    const auto *view = qobject_cast<const QAbstractItemView *>(opt.widget);
    std::function<bool()> stillWanted;
    if (view) {
        stillWanted = [view = QPointer<const QAbstractItemView>(view), item = QPersistentModelIndex(index)] {
            return view && item.isValid() && view->viewport()->rect().intersects(view->visualRect(item));
        };
    }
    const QPixmap picture = m_cache->thumbnail(tile, qRound(ThumbnailSize * dpr), dpr, std::move(stillWanted));
    if (!picture.isNull()) {
        painter->drawPixmap(thumb.topLeft(), picture);
    } else {
        // The placeholder: the tile's square, quietly framed.
        painter->save();
        painter->setRenderHint(QPainter::Antialiasing);
        painter->setPen(QPen(opt.palette.color(QPalette::Mid), 1));
        painter->setBrush(opt.palette.color(QPalette::AlternateBase));
        painter->drawRoundedRect(thumb.adjusted(4.5, 4.5, -4.5, -4.5), 4, 4);
        painter->restore();
    }

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
