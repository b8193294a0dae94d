// SPDX-FileCopyrightText: 2026 Krajina contributors
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

#include <QObject>

class QAction;
class QMenu;
class QWidget;

namespace Krajina {

class AuthorHost;
class CatalogueDocument;

// The expansion author's actions of the main window: Catalogue > New
// Expansion and Expansion Properties, Tile > Rename (F2), the context menu of
// the catalogue's tiles, and Help > Getting Started. Each edit is one undo
// step on the open document.
class AuthorActions : public QObject
{
    Q_OBJECT
public:
    // The actions belong to `window`, which `host` (usually the same object) gives access to.
    AuthorActions(QWidget *window, AuthorHost *host);

    // Asks for the new expansion's names, id, watermark and back and adds it with a first tile.
    // Returns whether the author went ahead.
    bool newExpansion();
    // The same for a document not shown yet (File > New Catalogue shows it only once the author went ahead).
    bool newExpansionIn(CatalogueDocument *document);
    // Makes the current tile its expansion's start tile, or (`use` false) leaves the expansion without one.
    bool useAsStartTile(bool use);
    // Enables and checks the actions that depend on the current tile.
    void updateActions();
    // Edits the current tile's expansion (names, id, symbol, back).
    bool editExpansion();
    // Puts the keyboard in the current tile's id field in Properties.
    void renameTile();
    void showGettingStarted();
    // Applies a finding's quick fix to its tile as one undo step; false when it has none.
    bool quickFix(const QString &tileId, const QString &code, int cell, quint16 locationBits);

    // The Catalogue menu, filled.
    void fillCatalogueMenu(QMenu *menu) const;
    // Adds the tile context menu to the catalogue's grid and tree.
    void attachTileContextMenu() const;
    void retranslate();

private:
    QAction *action(const char *name) const;

    QWidget *m_window;
    AuthorHost *m_host;
};

} // namespace Krajina
