// SPDX-FileCopyrightText: 2026 Krajina contributors
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

#include "tile/tiledefinition.h"

#include <QHash>
#include <QPixmap>
#include <QStyledItemDelegate>

#include <memory>

namespace Krajina {

class CatalogueDocument;
class TileRenderer;

// Paints a tile's thumbnail with its id, count and status below, for the
// catalogue grid. Thumbnails are cached per tile until the tile changes.
class TileThumbnailDelegate : public QStyledItemDelegate
{
    Q_OBJECT
public:
    explicit TileThumbnailDelegate(CatalogueDocument *document, QObject *parent = nullptr);
    ~TileThumbnailDelegate() override;

    void setDocument(CatalogueDocument *document);
    void paint(QPainter *painter, const QStyleOptionViewItem &option, const QModelIndex &index) const override;
    QSize sizeHint(const QStyleOptionViewItem &option, const QModelIndex &index) const override;

    static constexpr int ThumbnailSize = 88;

private:
    QPixmap thumbnail(const TileDefinition &tile, qreal devicePixelRatio) const;

    struct Cached
    {
        TileDefinition tile;
        QPixmap pixmap;
    };
    mutable QHash<QString, Cached> m_cache;
    CatalogueDocument *m_document = nullptr;
    std::unique_ptr<TileRenderer> m_renderer;
};

} // namespace Krajina
