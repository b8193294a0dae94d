// SPDX-FileCopyrightText: 2026 Krajina contributors
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

#include <QWidget>

class QComboBox;
class QLabel;
class QSortFilterProxyModel;
class QLineEdit;
class QListView;
class QStackedWidget;
class QTabBar;
class QTimer;
class QTreeView;

namespace Krajina {

class CatalogueDocument;
class CatalogueTreeModel;
class TileFilterProxyModel;
class TileTableModel;

// The catalogue as a tree (game > expansion > tile) and as a grid of tile
// thumbnails, with a filter bar (text, edge pattern, feature, expansion,
// status) that narrows the grid.
class CatalogueBrowser : public QWidget
{
    Q_OBJECT
public:
    explicit CatalogueBrowser(CatalogueDocument *document, QWidget *parent = nullptr);
    ~CatalogueBrowser() override;

    void setDocument(CatalogueDocument *document);
    // Selects a tile (index into Catalogue::tiles) in both views.
    void selectTile(int tileIndex);
    int currentTile() const { return m_currentTile; }
    // Selects a Dos Rios piece (frame piece or land tile) in the tree.
    void selectHexPiece(const QString &pieceId);
    QString currentHexPiece() const { return m_currentHexPiece; }
    // Ids of the tiles selected in the grid (several with Ctrl or Shift), in catalogue order.
    QStringList selectedTileIds() const;
    void focusFilter();
    // How long typing must pause before a tile the filters made current is shown in the editor, the board
    // and the properties (currentTileChanged()); a tile chosen in the grid or the tree shows at once.
    static constexpr int ShowCurrentDelayMs = 150;
    bool isShowingCurrentLater() const;

    QLineEdit *textFilter() const { return m_text; }
    QLineEdit *edgeFilter() const { return m_edges; }
    QComboBox *expansionFilter() const { return m_expansion; }
    QComboBox *featureFilter() const { return m_feature; }
    QComboBox *statusFilter() const { return m_status; }
    QListView *grid() const { return m_grid; }
    QTreeView *tree() const { return m_tree; }
    TileFilterProxyModel *proxy() const { return m_proxy; }
    // Says why the grid is empty or what is wrong with the edge pattern; hidden when all is well.
    QLabel *filterHint() const { return m_hint; }

Q_SIGNALS:
    void currentTileChanged(int tileIndex);
    // A game's row became current (the Dos Rios game shows its hex board).
    void currentGameChanged(const QString &gameId);
    // A Dos Rios piece's row became current (its properties and the hex board show it).
    void currentHexPieceChanged(const QString &pieceId);

protected:
    void changeEvent(QEvent *event) override;
    bool eventFilter(QObject *watched, QEvent *event) override;

private:
    void retranslate();
    void fillExpansions();
    void applyFilters();
    void updateHint();
    void expandTree();
    void updateGridSize();
    void setCurrentFromIndex(const QModelIndex &index);
    // Makes a row current in the grid when the filters left none (without showing its tile yet); returns it.
    QModelIndex placeGridCurrent(int hiddenTile);
    bool treeShown() const;
    // Filters the tree if the filters changed since it was last filtered.
    void refilterTree();
    void selectInTree(int tileIndex);

    CatalogueDocument *m_document = nullptr;
    TileTableModel *m_table = nullptr;
    CatalogueTreeModel *m_treeModel = nullptr;
    TileFilterProxyModel *m_proxy = nullptr;
    QSortFilterProxyModel *m_treeFilter = nullptr; // the tree, narrowed by the same filters as the grid
    QLineEdit *m_text = nullptr;
    QLineEdit *m_edges = nullptr;
    QComboBox *m_expansion = nullptr;
    QComboBox *m_feature = nullptr;
    QComboBox *m_status = nullptr;
    QLabel *m_hint = nullptr;
    QTabBar *m_tabs = nullptr;
    QStackedWidget *m_stack = nullptr;
    QListView *m_grid = nullptr;
    QTreeView *m_tree = nullptr;
    int m_currentTile = -1;
    QString m_currentHexPiece;
    bool m_syncing = false;
    QTimer *m_showCurrent; // shows the tile the filters made current when typing pauses
    bool m_treeFilterPending = false; // the filters changed while the tree was behind its tab
    bool m_treeExpandPending = false; // the filters changed while the tree was hidden
    bool m_treeScrollPending = false; // the current row changed while the tree was hidden
};

} // namespace Krajina
