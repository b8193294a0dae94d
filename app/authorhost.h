// SPDX-FileCopyrightText: 2026 Krajina contributors
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

#include <QString>

class QAction;

namespace Krajina {

class CatalogueBrowser;
class CatalogueDocument;
class ProblemsPanel;
class TileEditor;
class TilePropertiesWidget;

// What AuthorActions needs of the window it works in (MainWindow implements
// it), so that the actions and the window do not include each other.
class AuthorHost
{
public:
    virtual ~AuthorHost() = default;

    // An action by object name ("tile.add").
    virtual QAction *action(const QString &name) const = 0;
    virtual CatalogueDocument *document() const = 0;
    virtual CatalogueBrowser *browser() const = 0;
    virtual TileEditor *tileEditor() const = 0;
    virtual TilePropertiesWidget *properties() const = 0;
    virtual ProblemsPanel *problemsPanel() const = 0;
    // Selects a tile by its index in the catalogue, in the browser and the editor.
    virtual void selectTile(int tileIndex) = 0;
};

} // namespace Krajina
