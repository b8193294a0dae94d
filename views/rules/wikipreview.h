// SPDX-FileCopyrightText: 2026 Krajina contributors
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

#include <QTextBrowser>

#include <functional>

namespace Krajina {

// A live preview of rule wikitext (renderWikiHtml()'s subset). Tile
// references show as thumbnails from a provider (the tile renderer);
// clicking one emits tileActivated().
class WikiPreview : public QTextBrowser
{
    Q_OBJECT
public:
    using TileImageProvider = std::function<QImage(const QString &tileId, int pixels)>;

    explicit WikiPreview(QWidget *parent = nullptr);

    void setTileImageProvider(TileImageProvider provider);
    // Wikitext for {{TileList|expansion}}; none leaves a placeholder.
    void setTileListProvider(std::function<QString(const QString &expansion)> provider);
    void setWikitext(const QString &wikitext);
    // Scrolls to the first thumbnail of a tile and selects it; false when the text shows none.
    bool revealTile(const QString &tileId);
    int thumbnailSize() const { return m_thumbnailSize; }

Q_SIGNALS:
    void tileActivated(const QString &tileId);
    void pageLinkActivated(const QString &page);

protected:
    QVariant loadResource(int type, const QUrl &name) override;

private:
    TileImageProvider m_tileImages;
    std::function<QString(const QString &)> m_tileLists;
    int m_thumbnailSize = 48;
};

} // namespace Krajina
