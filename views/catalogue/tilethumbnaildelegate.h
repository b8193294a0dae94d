// SPDX-FileCopyrightText: 2026 Krajina contributors
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

#include "tile/tiledefinition.h"

#include <QStyledItemDelegate>

namespace Krajina {

class CatalogueDocument;
class ThumbnailCache;

// Paints a tile's thumbnail with its id, count and status below, for the
// catalogue grid. Thumbnails come from a ThumbnailCache: rendered off the GUI
// thread for the items on screen, a placeholder until they are ready.
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
    ThumbnailCache *cache() const { return m_cache; }

private:
    CatalogueDocument *m_document = nullptr;
    ThumbnailCache *m_cache = nullptr;
};

} // namespace Krajina
