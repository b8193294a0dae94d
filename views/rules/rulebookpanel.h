// SPDX-FileCopyrightText: 2026 Krajina contributors
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

#include <QWidget>

class QComboBox;
class QLabel;

namespace Krajina {

class CatalogueDocument;
class RuleEditor;
class TileRenderer;

// The Rules tab of the main window: choose a page of the document's
// rulebook and edit it side by side in English and Czech.
class RulebookPanel : public QWidget
{
    Q_OBJECT
public:
    explicit RulebookPanel(QWidget *parent = nullptr);
    ~RulebookPanel() override;

    void setDocument(CatalogueDocument *document);
    // The page's editor (made on first use: the panel shows it when first shown).
    RuleEditor *editor();
    QComboBox *pageChooser() const { return m_pages; }
    void showPage(const QString &pageId);
    // Opens the first page that mentions the tile and scrolls to the mention.
    bool revealTile(const QString &tileId);

Q_SIGNALS:
    void tileActivated(const QString &tileId);

protected:
    void changeEvent(QEvent *event) override;
    void showEvent(QShowEvent *event) override;

private:
    void retranslate();
    void fillPages();

    CatalogueDocument *m_document = nullptr;
    QComboBox *m_pages = nullptr;
    QLabel *m_label = nullptr;
    RuleEditor *m_editor = nullptr;
};

} // namespace Krajina
