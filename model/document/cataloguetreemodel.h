// SPDX-FileCopyrightText: 2026 Krajina contributors
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

#include "catalogue/catalogueroles.h"

#include <QAbstractItemModel>
#include <QPointer>

#include <memory>
#include <vector>

namespace Krajina {

class CatalogueDocument;

// The catalogue as a tree: game > expansion > tile, and for Dos Rios
// game > frame pieces / land tiles > hex piece. Expansions whose game is
// missing and tiles whose expansion is missing hang under an extra "unknown"
// node, so that nothing a broken file holds is hidden.
//
// The model keeps its own copy of the tree's shape and follows the document's
// signals after each change, so that it can report the old shape to views
// while it updates.
class CatalogueTreeModel : public QAbstractItemModel
{
    Q_OBJECT
public:
    enum Column : int {
        NameColumn,
        CountColumn, // copies of a tile; sum of copies of an expansion
        VerifiedColumn, // a tile's status; "verified designs / designs" of an expansion
        ColumnCount,
    };

    explicit CatalogueTreeModel(CatalogueDocument *document, QObject *parent = nullptr);
    ~CatalogueTreeModel() override;

    QString language() const { return m_language; }
    void setLanguage(const QString &language);

    // The row of a tile, or an invalid index.
    QModelIndex tileIndex(int tileIndex, int column = 0) const;
    QModelIndex expansionIndex(const QString &expansionId, int column = 0) const;
    // The row of a Dos Rios piece (frame piece or land tile), or an invalid index.
    QModelIndex hexPieceIndex(const QString &pieceId, int column = 0) const;

    // What a row is and its tile's index (-1 unless a tile): the NodeKindRole and TileIndexRole data
    // without a QVariant, for filtering many rows.
    CatalogueNodeKind nodeKind(const QModelIndex &index) const;
    int tileIndexAt(const QModelIndex &index) const;
    // The same for a row under `parent`, without making its index (a filter asks for every tile at each keystroke).
    CatalogueNodeKind nodeKind(int row, const QModelIndex &parent) const;
    int tileIndexAt(int row, const QModelIndex &parent) const;

    // The game whose hex pieces the tree lists.
    static constexpr QLatin1StringView DosRiosGameId {"dos-rios"};

    QModelIndex index(int row, int column, const QModelIndex &parent = {}) const override;
    QModelIndex parent(const QModelIndex &child) const override;
    int rowCount(const QModelIndex &parent = {}) const override;
    int columnCount(const QModelIndex &parent = {}) const override;
    QVariant data(const QModelIndex &index, int role = Qt::DisplayRole) const override;
    Qt::ItemFlags flags(const QModelIndex &index) const override;
    QVariant headerData(int section, Qt::Orientation orientation, int role = Qt::DisplayRole) const override;

private:
    struct Node;

    std::unique_ptr<Node> buildTree() const;
    Node *nodeOf(const QModelIndex &index) const;
    const Node *childOf(int row, const QModelIndex &parent) const; // nullptr when there is no such row
    QModelIndex indexOf(const Node *node, int column = 0) const;
    Node *findTileNode(int tileIndex) const;
    Node *findExpansionNode(const QString &id) const;
    void insertTileNode(int tileIndex);
    void removeTileNode(Node *node);
    void rebuild();
    void appendHexPieces(Node *root) const;
    // Rebuilds the tree; resets the model when its shape changed (true) and leaves it otherwise.
    bool resetIfReshaped();
    QVariant hexData(const Node *node, int column, int role) const;

    void onTileAdded(int index);
    void onTileRemoved(int index);
    void onTileMoved(int from, int to);
    void onTileChanged(int index);
    void onExpansionChanged(const QString &id);
    void onHexPiecesChanged();

    QPointer<CatalogueDocument> m_document;
    std::unique_ptr<Node> m_root;
    QString m_language = QStringLiteral("cs");
};

} // namespace Krajina
