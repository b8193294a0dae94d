// SPDX-FileCopyrightText: 2026 Krajina contributors
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

#include "tile/feature.h"

#include <QWidget>

class QAction;
class QComboBox;
class QLabel;
class QListWidget;
class QToolBar;

namespace Krajina {

class CatalogueDocument;
class TileCanvas;

// The centre of the main window: the current tile large, with its locations
// as handles, the list of its features, the actions that make, join, split
// and remove features, and the tile's lint findings as you work. Every change
// is one undo command on the document.
class TileEditor : public QWidget
{
    Q_OBJECT
public:
    explicit TileEditor(CatalogueDocument *document, QWidget *parent = nullptr);

    void setDocument(CatalogueDocument *document);
    int currentTile() const { return m_tileIndex; }
    void setCurrentTile(int index);
    // Index into the tile's features, or -1.
    int currentFeature() const;
    void setCurrentFeature(int index);
    // Select locations on the canvas, e.g. from the Problems panel.
    void selectLocations(int cell, quint16 locationBits);

    TileCanvas *canvas() const { return m_canvas; }
    QListWidget *featureList() const { return m_features; }
    QListWidget *findingList() const { return m_findings; }
    QAction *action(const QString &name) const;

Q_SIGNALS:
    void currentFeatureChanged(int feature);

protected:
    void changeEvent(QEvent *event) override;
    void resizeEvent(QResizeEvent *event) override;

private:
    void createActions();
    void retranslate();
    // The tool bar's buttons with their words where these fit, else with their icons alone.
    void fitToolBar();
    void reload();
    void refreshFindings();
    void updateActions();
    void pushFeatures(const QList<Feature> &features, const QString &text);
    void makeFeature();
    void joinFeatures();
    void splitFeature();
    void removeFeature();
    void addInterior(FeatureType type);
    void featureSelected();
    void canvasSelectionChanged();

    CatalogueDocument *m_document = nullptr;
    int m_tileIndex = -1;
    TileCanvas *m_canvas = nullptr;
    QToolBar *m_toolBar = nullptr;
    QComboBox *m_typeBox = nullptr;
    QListWidget *m_features = nullptr;
    QListWidget *m_findings = nullptr;
    QLabel *m_title = nullptr;
    QLabel *m_featuresLabel = nullptr;
    QLabel *m_findingsLabel = nullptr;
    bool m_syncing = false;
    int m_toolBarTextWidth = 0; // the tool bar's width with words beside the icons
};

} // namespace Krajina
