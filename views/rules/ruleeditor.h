// SPDX-FileCopyrightText: 2026 Krajina contributors
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

#include "rulebook/glossary.h"
#include "rulebook/rulebook.h"
#include "rulebook/translationchecks.h"
#include "rulebook/translationstatus.h"
#include "wikipreview.h"

#include <QHash>
#include <QPointer>
#include <QWidget>

#include <memory>

class QComboBox;
class QGridLayout;
class QLabel;
class QScrollArea;
class QTimer;
class QToolButton;
class QUndoStack;

namespace Krajina {

struct Catalogue;
class RulebookStore;
class TileRenderer;
class UnitTextEdit;

// The side-by-side rule editor: one rules page, English and Czech unit by
// unit in aligned rows, each row's translation status and check findings in
// the margin (with what changed in the English for an outdated unit, and a
// button to mark it current), and a live preview. Every edit is an undo
// command on the given stack; the editor follows the store after undo/redo
// (and after refresh(), for changes made elsewhere).
class RuleEditor : public QWidget
{
    Q_OBJECT
public:
    RuleEditor(RulebookStore *store, QUndoStack *undoStack, QWidget *parent = nullptr);
    ~RuleEditor() override;

    void setPage(const QString &pageId);
    QString pageId() const { return m_pageId; }
    // Tile thumbnails (through the tile renderer) and tile-list tables in the preview.
    void setCatalogue(const Catalogue *catalogue);
    void setTileImageProvider(WikiPreview::TileImageProvider provider);
    void setGlossary(const Glossary &glossary);
    void setPreviewLanguage(Language language);
    Language previewLanguage() const { return m_previewLanguage; }

    int rowCount() const { return int(m_status.rows.size()); }
    UnitRow row(int index) const { return m_status.rows.value(index); }
    // The editor of a row's unit in a language; null for the English side of a Czech-only row.
    UnitTextEdit *editor(int row, Language language) const;
    // What the margin says about a row ("outdated", ...), and the notes under it.
    QString statusText(int row) const;
    QString notesText(int row) const;
    QString summaryText() const;
    WikiPreview *preview() const { return m_preview; }

    // Every place in the rulebook that refers to the tile with {{Tile|id}}.
    QList<TileMention> mentionsOf(const QString &tileId) const;
    // Scrolls to the first mention of the tile on this page and selects it.
    bool revealTile(const QString &tileId);
    void revealRow(int row);

public Q_SLOTS:
    // Re-reads the page from the store.
    void refresh();

Q_SIGNALS:
    // A tile reference was clicked in the preview or Ctrl+clicked in an editor.
    void tileActivated(const QString &tileId);

protected:
    void changeEvent(QEvent *event) override;

private:
    struct RowWidgets
    {
        QLabel *status = nullptr;
        QToolButton *markCurrent = nullptr;
        QToolButton *quickFix = nullptr; // under the notes: repairs the Czech typography findings
        UnitTextEdit *english = nullptr;
        UnitTextEdit *czech = nullptr;
        QLabel *notes = nullptr;
    };

    const RulePage *page() const;
    void rebuild();
    void updateRows();
    void applyTheme();
    void retranslatePreviewChoice();
    void schedulePreview();
    void updatePreview();
    void editEnglish(int row, const QString &text);
    void editCzech(int row, const QString &text);
    void markCurrent(int row);
    void fixTypography(int row);
    void showRowMenu(int row, const QPoint &globalPosition);
    QList<Finding> findingsFor(const UnitRow &row) const;

    RulebookStore *m_store;
    QPointer<QUndoStack> m_undoStack;
    QString m_pageId;
    const Catalogue *m_catalogue = nullptr;
    std::unique_ptr<TileRenderer> m_renderer;
    WikiPreview::TileImageProvider m_tileImages;
    Glossary m_glossary;
    Language m_previewLanguage = Language::Czech;
    PageStatus m_status;
    QList<RowWidgets> m_rows;
    mutable QHash<QString, QList<Finding>> m_findingCache;

    QLabel *m_title = nullptr;
    QLabel *m_summary = nullptr;
    QComboBox *m_previewChoice = nullptr;
    QScrollArea *m_scroll = nullptr;
    QWidget *m_grid = nullptr;
    WikiPreview *m_preview = nullptr;
    QTimer *m_previewTimer = nullptr;
};

} // namespace Krajina
